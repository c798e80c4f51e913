package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

type callbacksCmd struct {
	List  cbListCmd  `cmd:"" help:"List dead-lettered callbacks."`
	Retry cbRetryCmd `cmd:"" help:"Queue a dead-lettered callback again."`
}

type cbListCmd struct {
	Movement  string `help:"Only this movement's."`
	PageSize  int32  `default:"100" help:"Callbacks per page."`
	PageToken string `help:"Continue after a previous page."`
	All       bool   `help:"Every page, not only the first."`
}

func (c *cbListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListDeadCallbacksResponse, error) {
			return cl.ops.ListDeadCallbacks(ctx, &qtgv1.ListDeadCallbacksRequest{MovementId: c.Movement, PageSize: c.PageSize, PageToken: token})
		}
		merge := func(into, p *qtgv1.ListDeadCallbacksResponse) {
			into.Callbacks, into.NextPageToken = append(into.Callbacks, p.GetCallbacks()...), p.GetNextPageToken()
		}
		ids := func(r *qtgv1.ListDeadCallbacksResponse) []string {
			var out []string
			for _, d := range r.GetCallbacks() {
				out = append(out, d.GetId())
			}
			return out
		}
		return list(g, c.PageToken, c.All, fetch, merge, ids, func(r *qtgv1.ListDeadCallbacksResponse) ([]string, [][]string) {
			var rows [][]string
			for _, d := range r.GetCallbacks() {
				rows = append(rows, []string{d.GetId(), d.GetMovementId(), d.GetEventType(), fmt.Sprint(d.GetAttempts()),
					fmt.Sprint(d.GetLastStatus()), when(d.GetDeadSince()), orDash(short(d.GetLastError(), 50))})
			}
			return []string{"EVENT", "MOVEMENT", "TYPE", "ATTEMPTS", "STATUS", "DEAD SINCE", "LAST ERROR"}, rows
		})
	})
}

type cbRetryCmd struct {
	ID string `arg:"" help:"Event ID of the dead callback."`
}

func (c *cbRetryCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		if _, err := cl.ops.RetryCallback(ctx, &qtgv1.RetryCallbackRequest{Id: c.ID}); err != nil {
			return err
		}
		_, err := fmt.Fprintf(g.out, "callback %s queued again\n", c.ID)
		return err
	})
}

type auditCmd struct {
	Verify auditVerifyCmd `cmd:"" help:"Check the audit log's hash chain; exits non-zero when it is broken."`
	Head   auditHeadCmd   `cmd:"" help:"Print the audit chain's head (seq and hash): record it elsewhere to detect a truncated log later."`
}

type auditHeadCmd struct{}

func (c *auditHeadCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.GetAuditHead(ctx, &qtgv1.GetAuditHeadRequest{})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		_, err = fmt.Fprintf(g.out, "audit head: seq %d hash %s\n", res.GetHeadSeq(), res.GetHeadHash())
		return err
	})
}

type auditVerifyCmd struct {
	Full bool `help:"Walk the whole chain from genesis instead of from the promoter's checkpoint (catches an in-place edit of an already checked row; costs the chain's length)."`
}

// errAuditBroken makes qtgctl exit non-zero after printing the report.
var errAuditBroken = errors.New("audit log is broken")

func (c *auditVerifyCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.VerifyAuditLog(ctx, &qtgv1.VerifyAuditLogRequest{Full: c.Full})
		if err != nil {
			return err
		}
		if g.structured() {
			if err := g.printMessage(res, true); err != nil {
				return err
			}
		} else if res.GetOk() {
			from := "from genesis"
			if res.GetFromSeq() > 0 {
				from = fmt.Sprintf("from the checkpoint at seq %d (full walk at %s)", res.GetFromSeq(),
					res.GetCheckpointAt().AsTime().UTC().Format(time.RFC3339))
			}
			fmt.Fprintf(g.out, "audit log intact: %d rows checked %s, head seq %d hash %s\n", res.GetRows(), from, res.GetHeadSeq(), res.GetHeadHash())
		} else {
			fmt.Fprintf(g.out, "audit log BROKEN at seq %d (%s): %s\nlast intact row: seq %d hash %s\n",
				res.GetBrokenSeq(), res.GetProblem(), res.GetDetail(), res.GetHeadSeq(), res.GetHeadHash())
		}
		if !res.GetOk() {
			return errAuditBroken
		}
		return nil
	})
}

type capitalTransfersCmd struct {
	List capitalListCmd `cmd:"" help:"List exchange legs (venue withdrawals and deposits) and their reconciliation."`
}

type capitalListCmd struct {
	State     string `help:"Only this state: PENDING, LATE, RECONCILED, FAILED or MISMATCH."`
	Movement  string `help:"Only this movement's."`
	PageSize  int32  `default:"100" help:"Transfers per page."`
	PageToken string `help:"Continue after a previous page."`
	All       bool   `help:"Every page, not only the first."`
}

func (c *capitalListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListCapitalTransfersResponse, error) {
			return cl.ops.ListCapitalTransfers(ctx, &qtgv1.ListCapitalTransfersRequest{State: c.State, MovementId: c.Movement,
				PageSize: c.PageSize, PageToken: token})
		}
		merge := func(into, p *qtgv1.ListCapitalTransfersResponse) {
			into.Transfers, into.NextPageToken = append(into.Transfers, p.GetTransfers()...), p.GetNextPageToken()
		}
		ids := func(r *qtgv1.ListCapitalTransfersResponse) []string {
			var out []string
			for _, t := range r.GetTransfers() {
				out = append(out, t.GetId())
			}
			return out
		}
		return list(g, c.PageToken, c.All, fetch, merge, ids, func(r *qtgv1.ListCapitalTransfersResponse) ([]string, [][]string) {
			var rows [][]string
			for _, t := range r.GetTransfers() {
				rows = append(rows, []string{t.GetId(), t.GetMovementId(), t.GetDirection(), t.GetVenue(), t.GetChain(), t.GetAmount(),
					orDash(t.GetWithdrawId()), orDash(t.GetVenueStatus()), t.GetReconcileState(), when(t.GetDueAt()), orDash(short(t.GetDetail(), 60))})
			}
			return []string{"ID", "MOVEMENT", "DIRECTION", "VENUE", "CHAIN", "AMOUNT", "WITHDRAWAL", "VENUE STATUS", "STATE", "DUE", "DETAIL"}, rows
		})
	})
}
