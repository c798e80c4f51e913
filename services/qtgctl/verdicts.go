package main

import (
	"context"
	"fmt"
	"strings"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

type verdictsCmd struct {
	List    verdictListCmd    `cmd:"" help:"List verdicts: open proposals, or a movement's."`
	Propose verdictProposeCmd `cmd:"" help:"Propose what happened to a node in UNKNOWN; nothing changes until another operator approves."`
	Approve verdictApproveCmd `cmd:"" help:"Apply a verdict another operator proposed."`
	Reject  verdictRejectCmd  `cmd:"" help:"Close a proposed verdict without applying it."`
}

type verdictListCmd struct {
	Movement string   `help:"Only this movement's (all states unless --state)."`
	State    []string `help:"Only these states (PROPOSED, APPROVED, APPLIED, REFUSED, REJECTED); repeatable. Default: PROPOSED and APPROVED."`
}

func (c *verdictListCmd) Run(ctx context.Context, g *globals) error {
	req := &qtgv1.ListNodeVerdictsRequest{MovementId: c.Movement}
	for _, s := range c.State {
		v, ok := qtgv1.NodeVerdictState_value["NODE_VERDICT_STATE_"+strings.ToUpper(s)]
		if !ok {
			return fmt.Errorf("unknown verdict state %q", s)
		}
		req.States = append(req.States, qtgv1.NodeVerdictState(v))
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ListNodeVerdicts(ctx, req)
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		var rows [][]string
		for _, v := range res.GetVerdicts() {
			rows = append(rows, verdictRow(v))
		}
		return g.table(verdictHeader, rows)
	})
}

var verdictHeader = []string{"VERDICT", "MOVEMENT", "NODE", "ATTEMPT", "SAYS", "STATE", "PROPOSED BY", "DECIDED BY", "NODE NOW", "REASON"}

func verdictRow(v *qtgv1.NodeVerdict) []string {
	return []string{v.GetId(), v.GetMovementId(), v.GetNodeKey(), fmt.Sprint(v.GetAttempt()),
		strings.ToLower(strings.TrimPrefix(v.GetVerdict().String(), "NODE_VERDICT_KIND_")),
		strings.TrimPrefix(v.GetState().String(), "NODE_VERDICT_STATE_"), v.GetProposedBy(), orDash(v.GetDecidedBy()),
		fmt.Sprintf("%s@%d", nstate(v.GetNodeState()), v.GetNodeAttempt()), short(v.GetReason(), 50)}
}

func (g *globals) printVerdict(v *qtgv1.NodeVerdict) error {
	if g.structured() {
		return g.printMessage(v, true)
	}
	return g.table(verdictHeader, [][]string{verdictRow(v)})
}

type verdictProposeCmd struct {
	Node       string `arg:"" help:"Node ID (shown by 'movements get')."`
	Attempt    int32  `required:"" help:"The node's current attempt, as 'movements get' shows it: a verdict is about one attempt."`
	Verdict    string `required:"" enum:"sent,not_sent,failed,manual_execution" help:"What happened: sent (the side effect happened; the observer follows it), not_sent (it did not and cannot happen; the node runs again), failed (the node fails); for a node in NEEDS_MANUAL_EXECUTION, manual_execution (its executor's manual step runs, e.g. CCIP's manuallyExecute)."`
	TxHash     string `name:"tx-hash" help:"Evidence for sent: the transaction hash."`
	ExternalID string `name:"external-id" help:"Evidence for sent: the venue's ID of the side effect."`
	Reason     string `required:"" help:"Why you believe it."`
}

func (c *verdictProposeCmd) Run(ctx context.Context, g *globals) error {
	kind := qtgv1.NodeVerdictKind(qtgv1.NodeVerdictKind_value["NODE_VERDICT_KIND_"+strings.ToUpper(c.Verdict)])
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ProposeNodeVerdict(ctx, &qtgv1.ProposeNodeVerdictRequest{
			NodeId: c.Node, Attempt: c.Attempt, Verdict: kind, TxHash: c.TxHash, ExternalId: c.ExternalID, Reason: c.Reason,
		})
		if err != nil {
			return err
		}
		return g.printVerdict(res.GetVerdict())
	})
}

type verdictApproveCmd struct {
	ID string `arg:"" help:"Verdict ID."`
}

func (c *verdictApproveCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ApproveNodeVerdict(ctx, &qtgv1.ApproveNodeVerdictRequest{Id: c.ID})
		if err != nil {
			return err
		}
		return g.printVerdict(res.GetVerdict())
	})
}

type verdictRejectCmd struct {
	ID     string `arg:"" help:"Verdict ID."`
	Reason string `help:"Why."`
}

func (c *verdictRejectCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.RejectNodeVerdict(ctx, &qtgv1.RejectNodeVerdictRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printVerdict(res.GetVerdict())
	})
}
