package testfix

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Paying wraps e (noop, in tests) as an executor.Payer that reads what a node pays
// from the members noop accepts: "amount" (base units; absent: pays nothing), "to",
// and "memo" when it is an object: its "chain" (default "1") and "asset" (default
// "USDC"). Tests of the treasury policy use it to plan payments without a chain
// (docs/policy.md).
func Paying(e executor.Executor) executor.Executor { return paying{e} }

type paying struct{ executor.Executor }

// Pays implements executor.Payer.
func (p paying) Pays(config json.RawMessage) (executor.Payment, bool, error) {
	var c struct {
		Amount, To, Chain, Asset string
		Memo                     json.RawMessage
	}
	if err := json.Unmarshal(config, &c); err != nil {
		return executor.Payment{}, false, err
	}
	var memo struct{ Chain, Asset string }
	_ = json.Unmarshal(c.Memo, &memo) // a memo that is not an object names nothing
	c.Chain, c.Asset = memo.Chain, memo.Asset
	if c.Amount == "" {
		return executor.Payment{}, false, nil
	}
	amount, ok := new(big.Int).SetString(c.Amount, 10)
	if !ok || amount.Sign() <= 0 {
		return executor.Payment{}, false, fmt.Errorf("amount %q: want a positive integer", c.Amount)
	}
	chain := cmp.Or(c.Chain, "1")
	return executor.Payment{Asset: cmp.Or(c.Asset, "USDC"), Amount: amount, SourceChainID: chain, DestinationChainID: chain,
		Destination: strings.ToLower(c.To)}, true, nil
}

// Pins implements executor.Pinner for the wrapped executor: its pins, or none.
func (p paying) Pins(config json.RawMessage) (map[string]string, error) {
	if pp, ok := p.Executor.(executor.Pinner); ok {
		return pp.Pins(config)
	}
	return nil, nil
}
