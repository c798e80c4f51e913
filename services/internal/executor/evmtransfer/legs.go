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
	var c Config
	var r result
	if err := evmcall.DecodeRecords(node, res, &c, nil, &r); err != nil {
		return nil, err
	}
	legs := e.NewLegs()
	if completed {
		legs.Credit(c.Chain, c.Token, c.To, int64(r.BlockNumber), "transfer amount", c.Amount)
		legs.Debit(c.Chain, c.Token, c.From, int64(r.BlockNumber), "transfer amount", c.Amount)
	}
	price, err := evmcall.Num("effective gas price", r.EffectiveGas)
	if err != nil {
		return nil, err
	}
	legs.Gas(c.Chain, c.From, int64(r.BlockNumber), "gas cost", new(big.Int).Mul(price, new(big.Int).SetUint64(r.GasUsed)).String())
	return legs.Result()
}
