package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// holdsCmd pauses and resumes one rail at runtime (HoldService; docs/operations.md,
// "Holds").
type holdsCmd struct {
	Place   holdsPlaceCmd   `cmd:"" help:"Hold an executor, chain, lane or template now: its READY nodes wait, unclaimed (operators; audited as HOLD_PLACED)."`
	Release holdsReleaseCmd `cmd:"" help:"Release a hold: its nodes are claimed again (an operator other than the one who placed it; audited as HOLD_RELEASED)."`
	List    holdsListCmd    `cmd:"" help:"List active holds (with --released, released ones too), newest first, with the nodes each keeps waiting."`
}

type holdsPlaceCmd struct {
	Scope  string        `arg:"" enum:"executor,chain,lane,template" help:"What to hold: ${enum}."`
	Target string        `arg:"" help:"The executor key (cctp_transfer), chain ID (1), lane key (cctp_transfer:ethereum:fast) or template name."`
	Reason string        `required:"" help:"Why: the incident or maintenance window."`
	For    time.Duration `name:"for" xor:"end" help:"Expected to last this long (e.g. 2h)."`
	Until  string        `xor:"end" help:"Expected to end at this time (RFC 3339)."`
}

// request builds the PlaceHold request, the expected end taken from --for or --until
// (one of them is required).
func (c *holdsPlaceCmd) request(now time.Time) (*qtgv1.PlaceHoldRequest, error) {
	scope, ok := qtgv1.HoldScope_value["HOLD_SCOPE_"+strings.ToUpper(c.Scope)]
	if !ok {
		return nil, fmt.Errorf("scope %q: one of executor, chain, lane, template", c.Scope)
	}
	var end time.Time
	switch {
	case c.For > 0:
		end = now.Add(c.For)
	case c.Until != "":
		t, err := time.Parse(time.RFC3339Nano, c.Until)
		if err != nil {
			return nil, fmt.Errorf("--until: %w", err)
		}
		end = t
	default:
		return nil, fmt.Errorf("say when the hold is expected to end: --for or --until")
	}
	return &qtgv1.PlaceHoldRequest{Scope: qtgv1.HoldScope(scope), Target: c.Target, Reason: c.Reason,
		ExpectedEndAt: timestamppb.New(end)}, nil
}

func (c *holdsPlaceCmd) Run(ctx context.Context, g *globals) error {
	req, err := c.request(time.Now())
	if err != nil {
		return err
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.holds.PlaceHold(ctx, req)
		if err != nil {
			return err
		}
		return g.printHold(res.GetHold(), "placed")
	})
}

type holdsReleaseCmd struct {
	ID     string `arg:"" help:"Hold ID."`
	Reason string `required:"" help:"Why it is safe to resume."`
}

func (c *holdsReleaseCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.holds.ReleaseHold(ctx, &qtgv1.ReleaseHoldRequest{Id: c.ID, Reason: c.Reason})
		if err != nil {
			return err
		}
		return g.printHold(res.GetHold(), "released")
	})
}

type holdsListCmd struct {
	Released  bool   `help:"Released holds too."`
	PageSize  int32  `default:"100" help:"Holds per page."`
	PageToken string `help:"Continue after a previous page."`
	All       bool   `help:"Every page, not only the first."`
}

func (c *holdsListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		fetch := func(token string) (*qtgv1.ListHoldsResponse, error) {
			return cl.holds.ListHolds(ctx, &qtgv1.ListHoldsRequest{IncludeReleased: c.Released, PageSize: c.PageSize, PageToken: token})
		}
		return g.listHolds(c.PageToken, c.All, fetch)
	})
}

// listHolds prints the holds fetch pages through, in the output format asked for.
func (g *globals) listHolds(token string, all bool, fetch func(token string) (*qtgv1.ListHoldsResponse, error)) error {
	merge := func(into, p *qtgv1.ListHoldsResponse) {
		into.Holds, into.NextPageToken = append(into.Holds, p.GetHolds()...), p.GetNextPageToken()
	}
	ids := func(r *qtgv1.ListHoldsResponse) []string {
		var out []string
		for _, h := range r.GetHolds() {
			out = append(out, h.GetId())
		}
		return out
	}
	return list(g, token, all, fetch, merge, ids, func(r *qtgv1.ListHoldsResponse) ([]string, [][]string) {
		var rows [][]string
		for _, h := range r.GetHolds() {
			rows = append(rows, holdRow(h))
		}
		return holdHeader, rows
	})
}

var holdHeader = []string{"HOLD", "SCOPE", "TARGET", "PLACED BY", "SINCE", "EXPECTED END", "WAITING", "RELEASED BY", "REASON"}

func holdRow(h *qtgv1.Hold) []string {
	scope := strings.ToLower(strings.TrimPrefix(h.GetScope().String(), "HOLD_SCOPE_"))
	return []string{h.GetId(), scope, h.GetTarget(), h.GetPlacedBy(), when(h.GetPlacedAt()), when(h.GetExpectedEndAt()),
		fmt.Sprint(h.GetWaitingNodes()), orDash(h.GetReleasedBy()), short(h.GetReason(), 50)}
}

// printHold prints one hold after a place or release.
func (g *globals) printHold(h *qtgv1.Hold, verb string) error {
	if g.structured() {
		return g.printMessage(h, true)
	}
	if g.Quiet {
		_, err := fmt.Fprintln(g.out, h.GetId())
		return err
	}
	fmt.Fprintf(g.out, "hold %s %s\n", h.GetId(), verb)
	return g.table(holdHeader, [][]string{holdRow(h)})
}
