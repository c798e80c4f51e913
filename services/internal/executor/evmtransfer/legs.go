package evmtransfer

import (
	"encoding/json"
	"math/big"

	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Legs implements executor.LegReporter: a completed transfer moves its amount from its
// sender to its recipient, and every mined one (completed or reverted) cost its sender
// gas_used × effective_gas_price of the native token, all at its receipt's block.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, _ struct{}, r result) {
		block := int64(r.BlockNumber)
		if completed {
			legs.Credit(c.Chain, c.Token, c.To, block, "transfer amount", c.Amount)
			legs.Debit(c.Chain, c.Token, c.From, block, "transfer amount", c.Amount)
		}
		price, err := evmcall.Num("effective gas price", r.EffectiveGas)
		legs.Fail(err)
		if err == nil {
			legs.Gas(c.Chain, c.From, block, "gas cost", price.Mul(price, new(big.Int).SetUint64(r.GasUsed)).String())
		}
	})
}
