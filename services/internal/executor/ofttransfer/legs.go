package ofttransfer

import (
	"cmp"
	"encoding/json"

	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Legs implements executor.LegReporter. On the source chain (from the progress, which
// keeps them whatever happened next): the holder's approval's gas, the send's gas, its
// native value (the LayerZero fee) and the amount the source pool took, each at its
// receipt's block. On the destination, for a completed node: the holder's
// retryReceiveToken gas and the receiver's payout at its block. A reverted phase's gas,
// on its chain. A node that failed after its send credited nothing that QTG knows of:
// a payout after that shows as drift, which is what an operator must look at.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, p progress, r result) {
		legs.Gas(c.FromChain, c.From, int64(p.ApproveBlock), "approve gas cost", p.ApproveGasCost)
		legs.Sent(c.RouteConfig, int64(p.SendBlock), p.SendGasCost, p.NativeFee, cmp.Or(p.AmountSent, c.Amount))
		legs.Reverted(res)
		if completed {
			legs.Gas(c.ToChain, c.From, int64(r.RetryBlock), "retry gas cost", r.RetryGasCost)
			legs.Delivered(c.RouteConfig, int64(r.DeliveryBlock), r.Received)
		}
	})
}
