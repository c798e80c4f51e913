package cciptransfer

import (
	"encoding/json"

	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Legs implements executor.LegReporter. On the source chain (from the progress, which
// keeps them whatever happened next): the holder's approvals' gas, the send's gas, its
// native value (the fee, when native), a fee paid in a token (USDC) and the amount
// debited, each at its receipt's block. On the destination: the holder's manual
// executions' gas and, for a completed node, the receiver's credit at the delivery's
// block. A reverted phase's gas, on its chain. A node that failed after its send
// credited nothing that QTG knows of: a delivery after that shows as drift, which is
// what an operator must look at.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, p progress, r result) {
		src, dst := c.FromChain, c.ToChain
		legs.Gas(src, c.From, int64(p.ApproveBlock), "approve gas cost", p.ApproveGasCost)
		legs.Gas(src, c.From, int64(p.FeeApproveBlock), "fee approve gas cost", p.FeeApproveGasCost)
		legs.Sent(c.RouteConfig, int64(p.SendBlock), p.SendGasCost, p.NativeFee, c.Amount)
		if c.FeeToken != "" && c.FeeToken != FeeNative {
			legs.Debit(src, c.FeeToken, c.From, int64(p.SendBlock), "fee", p.Fee)
		}
		legs.Reverted(res)
		for _, m := range p.ManualLegs {
			legs.Gas(dst, c.From, int64(m.Block), "manual execution gas cost", m.GasCost)
		}
		if completed {
			legs.Delivered(c.RouteConfig, int64(r.DeliveryBlock), r.Received)
		}
	})
}
