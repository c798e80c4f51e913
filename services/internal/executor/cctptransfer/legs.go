package cctptransfer

import (
	"encoding/json"

	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Legs implements executor.LegReporter. On the source chain: the holder's approve gas,
// burn gas and burned amount (from the progress, which keeps them whatever happened
// next). On the destination, for a completed node: the relayer's receive gas when QTG
// relayed, the minted amount to the recipient and the fee to the fee recipient at the
// mint's block (found by the message's nonce when someone else relayed). A reverted
// phase's gas, on its chain. A node that failed after its burn minted nothing that QTG
// knows of: a mint relayed by hand later shows as drift, which is what an operator must
// look at.
func (e *Executor) Legs(node executor.Node, completed bool, res json.RawMessage) ([]executor.Leg, error) {
	legs := e.NewLegs()
	return evmcall.Report(legs, node, res, func(c Config, p progress, r result) {
		legs.Gas(c.FromChain, c.From, int64(p.ApproveBlock), "approve gas cost", p.ApproveGasCost)
		legs.Sent(c.RouteConfig, int64(p.BurnBlock), p.BurnGasCost, "0", c.Amount)
		legs.Reverted(res)
		if completed {
			legs.Gas(c.ToChain, r.Relayer, int64(r.ReceiveBlock), "receive gas cost", r.ReceiveGasCost)
			legs.Delivered(c.RouteConfig, int64(r.MintBlock), r.Minted)
			if r.FeeRecipient != "" {
				legs.Credit(c.ToChain, "USDC", r.FeeRecipient, int64(r.MintBlock), "fee", r.FeeExecuted)
			}
		}
	})
}
