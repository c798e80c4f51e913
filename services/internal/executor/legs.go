package executor

import (
	"encoding/json"
	"math/big"
)

// Leg is one change of one account's balance of one token on one chain, at the block
// of the receipt that made it: what QTG's records say a node did. verify-drift (package
// balances) adds up an account's legs in a snapshot pair's block range and compares the
// sum with the balances.
type Leg struct {
	// Chain is the chain's name in the chain configuration.
	Chain string
	// Token is "native" or the token's lower-case address.
	Token string
	// Address is the account, lower-case hex.
	Address string
	Block   int64
	Delta   *big.Int
}

// LegReporter is implemented by executors whose nodes move balances on the chains
// verify-drift watches. The executor owns the shape of its node's config, progress
// and result, so it alone turns them into legs; verify-drift never parses them.
type LegReporter interface {
	// Legs returns what a finished node moved, on every chain: node carries its
	// config and progress, result its stored result, completed whether it completed
	// (false: it failed). A leg that cannot be told from the records (a bad amount) is
	// an error, never a guess.
	Legs(node Node, completed bool, result json.RawMessage) ([]Leg, error)
}
