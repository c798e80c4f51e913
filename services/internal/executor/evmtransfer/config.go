package evmtransfer

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Config is an evm_transfer node's config.
type Config struct {
	// Chain is a chain name from the chain configuration.
	Chain string `json:"chain"`
	// Token is a token symbol configured on that chain, or "native".
	Token string `json:"token"`
	// From is the sender, a configured signer's address.
	From string `json:"from"`
	// To is the recipient.
	To string `json:"to"`
	// Amount is in base units, as a decimal string (no sign, no leading zeros).
	Amount string `json:"amount"`
	// Confirmations overrides the chain's; it may only ask for more.
	Confirmations uint64 `json:"confirmations,omitempty"`
	// TestMaxFeePerGasWei, a test hook accepted only with Options.TestHooks, signs with this tip and fee
	// cap instead of the chain's, so a test can leave a transaction underpriced in the
	// pool and watch it be replaced.
	TestMaxFeePerGasWei uint64 `json:"test_max_fee_per_gas_wei,omitempty"`
}

// transfer is a config resolved against the chain configuration.
type transfer struct {
	cfg           Config
	chain         *evm.Chain
	token         *evm.Token // nil: native
	from, to      common.Address
	amount        *big.Int
	confirmations uint64
}

// depth is how many blocks (the inclusion block counting as one) the transfer needs
// before it counts as final: its confirmations or the chain's finality depth,
// whichever is larger.
func (t transfer) depth() uint64 { return t.chain.Depth(t.confirmations) }

// call is the transaction's recipient, value and data: the token contract with
// transfer(to, amount), or the recipient with the amount.
func (t transfer) call(erc20 *contracts.ERC20) (to common.Address, value *big.Int, data []byte) {
	if t.token == nil {
		return t.to, new(big.Int).Set(t.amount), nil
	}
	return t.token.Address, new(big.Int), erc20.PackTransfer(t.to, t.amount)
}

// lane is the sender's nonce lane, as stored in node_intents.lane.
func (t transfer) lane() string { return Lane(t.chain.ChainID, t.from) }

// Lane names the nonce lane of a sender on a chain (evm.Lane).
func Lane(chainID uint64, from common.Address) string { return evm.Lane(chainID, from) }

var (
	amountRE = regexp.MustCompile(`^[1-9][0-9]{0,77}$`)
)

// maxUint256 bounds amounts.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// parse decodes a node config strictly and resolves it against the chain
// configuration.
func (e *Executor) parse(raw json.RawMessage) (transfer, error) {
	var c Config
	// Exact keys only: "to\u212Aen" (Kelvin sign) must not set Token after review.
	if err := executor.DecodeStrict(raw, &c); err != nil {
		return transfer{}, fmt.Errorf("evm_transfer config: %w", err)
	}
	t := transfer{cfg: c}
	ch, ok := e.cfg.Chain(c.Chain)
	if !ok {
		return transfer{}, fmt.Errorf("evm_transfer config: chain %q is not configured", c.Chain)
	}
	t.chain = ch
	if c.Token != evm.NativeToken {
		tok, ok := ch.Token(c.Token)
		if !ok {
			return transfer{}, fmt.Errorf("evm_transfer config: token %q is not configured on chain %s (or use %q)", c.Token, ch.Name, evm.NativeToken)
		}
		t.token = tok
	}
	var err error
	if t.from, err = evm.ParseAddress("from", c.From); err != nil {
		return transfer{}, fmt.Errorf("evm_transfer config: %w", err)
	}
	if _, ok := e.signers[t.from]; !ok {
		return transfer{}, fmt.Errorf("evm_transfer config: from %s is not a configured signer", t.from.Hex())
	}
	if t.to, err = evm.ParseAddress("to", c.To); err != nil {
		return transfer{}, fmt.Errorf("evm_transfer config: %w", err)
	}
	if t.from == t.to {
		return transfer{}, errors.New("evm_transfer config: from and to are the same address")
	}
	if t.token != nil && t.to == t.token.Address {
		return transfer{}, errors.New("evm_transfer config: to is the token contract itself")
	}
	amount, ok := new(big.Int).SetString(c.Amount, 10)
	if !amountRE.MatchString(c.Amount) || !ok || amount.Cmp(maxUint256) > 0 {
		return transfer{}, fmt.Errorf("evm_transfer config: amount %q: want a positive integer in base units as a decimal string", c.Amount)
	}
	t.amount = amount
	t.confirmations = ch.Confirmations
	if c.Confirmations != 0 {
		if c.Confirmations < ch.Confirmations || c.Confirmations > 10_000 {
			return transfer{}, fmt.Errorf("evm_transfer config: confirmations %d: want %d (the chain's minimum) to 10000", c.Confirmations, ch.Confirmations)
		}
		t.confirmations = c.Confirmations
	}
	if c.TestMaxFeePerGasWei != 0 && !e.testHooks {
		return transfer{}, errors.New("evm_transfer config: test_max_fee_per_gas_wei is a test hook, refused outside tests")
	}
	return t, nil
}
