package main

import (
	"context"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// manualCmd is the manual-execution face of the four-eyes verdicts: a request is a
// proposed manual_execution verdict on a node in NEEDS_MANUAL_EXECUTION, approved or
// rejected like any verdict (by another operator), so there is one mechanism.
type manualCmd struct {
	List    manualListCmd     `cmd:"" help:"List open manual-execution requests."`
	Request manualRequestCmd  `cmd:"" help:"Request a manual execution of a node in NEEDS_MANUAL_EXECUTION; nothing happens until another operator approves."`
	Approve verdictApproveCmd `cmd:"" help:"Approve a manual execution another operator requested: the node runs its manual step."`
	Reject  verdictRejectCmd  `cmd:"" help:"Close a manual-execution request without running it."`
}

type manualRequestCmd struct {
	Node    string `arg:"" help:"Node ID (shown by 'movements get')."`
	Attempt int32  `required:"" help:"The node's current attempt, as 'movements get' shows it."`
	Reason  string `required:"" help:"Why the manual execution is right (what you checked)."`
}

func (c *manualRequestCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ProposeNodeVerdict(ctx, &qtgv1.ProposeNodeVerdictRequest{
			NodeId: c.Node, Attempt: c.Attempt, Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_MANUAL_EXECUTION, Reason: c.Reason,
		})
		if err != nil {
			return err
		}
		return g.printVerdict(res.GetVerdict())
	})
}

type manualListCmd struct {
	Movement string `help:"Only this movement's (every state)."`
}

func (c *manualListCmd) Run(ctx context.Context, g *globals) error {
	req := &qtgv1.ListNodeVerdictsRequest{MovementId: c.Movement}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ListNodeVerdicts(ctx, req)
		if err != nil {
			return err
		}
		out := &qtgv1.ListNodeVerdictsResponse{}
		for _, v := range res.GetVerdicts() {
			if v.GetVerdict() == qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_MANUAL_EXECUTION {
				out.Verdicts = append(out.Verdicts, v)
			}
		}
		if g.structured() {
			return g.printMessage(out, true)
		}
		var rows [][]string
		for _, v := range out.GetVerdicts() {
			rows = append(rows, verdictRow(v))
		}
		return g.table(verdictHeader, rows)
	})
}
