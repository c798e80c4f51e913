package executor

import (
	"encoding/json"
	"math/big"
)

// Payment is what a planned node will pay, read from its compiled config alone: the
// facts a treasury policy matches a node on (docs/policy.md). It describes the money
// leaving the operator's control, not the legs of every transaction the node signs
// (gas, approvals): one payment per node.
type Payment struct {
	// Asset is the asset's symbol as the operator's configuration names it ("USDC").
	Asset string
	// Amount is in the asset's base units (USDC: 6 decimals), positive.
	Amount *big.Int
	// SourceChainID and DestinationChainID are chain IDs in decimal ("1", "8453"): where
	// the money leaves from and where it arrives. The same for a transfer on one chain.
	// A venue withdrawal's source is the venue's name prefixed with "venue:" ("venue:bybit").
	SourceChainID      string
	DestinationChainID string
	// Destination is the receiving address as the destination chain writes it:
	// lower-case 0x hex for an EVM address, otherwise exactly as configured.
	Destination string
}

// Payer is implemented by executors whose nodes pay an amount to a destination. The
// compiler asks it for every node of a plan, so the policy evaluator and the dispatch
// gate judge what would run, never the params (docs/policy.md). ok false: the config
// pays nothing (an executor that is not a Payer, such as noop, pays nothing either).
// An error means the config cannot be read as a payment, which refuses the movement:
// a policy must never pass what it cannot see.
type Payer interface {
	Pays(config json.RawMessage) (Payment, bool, error)
}
