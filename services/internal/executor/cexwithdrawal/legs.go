package cexwithdrawal

import (
	"encoding/json"

	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Legs implements executor.LegReporter: a completed withdrawal paid its amount to the
// destination at the payment's block. The venue's hot wallet sent it and paid its gas,
// so no QTG account's gas is involved; the venue's side is counted on the venue's
// balances (package balances, capital transfers).
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := evmcall.NewLegs(e.chains)
	return evmcall.Report(legs, node, res, func(c Config, _ struct{}, r Result) {
		if completed {
			legs.Credit(c.Chain, c.Token, c.To, int64(r.BlockNumber), "withdrawal amount", c.Amount)
		}
	})
}
