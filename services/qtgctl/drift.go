package main

import (
	"context"
	"fmt"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// driftCmd lists raised balance drifts, chain and venue accounts' (OpsService.ListBalanceDrifts).
type driftCmd struct {
	Limit     int32  `default:"100" help:"Drifts per page (1-1000)."`
	PageToken string `help:"Page token from a previous listing."`
}

func (c *driftCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ListBalanceDrifts(ctx, &qtgv1.ListBalanceDriftsRequest{PageSize: c.Limit, PageToken: c.PageToken})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		var rows [][]string
		for _, d := range res.GetDrifts() {
			if d.GetKind() == "venue" {
				// A venue account: the venue in CHAIN, its coin in TOKEN, the snapshots' times in RANGE.
				rows = append(rows, []string{when(d.GetCheckedAt()), "venue " + d.GetVenue(), d.GetCoin(), d.GetVenue(),
					when(d.GetFromTime()) + " - " + when(d.GetToTime()), d.GetExpectedDelta(), d.GetActualDelta(), d.GetDrift()})
				continue
			}
			rows = append(rows, []string{when(d.GetCheckedAt()), fmt.Sprint(d.GetChainId()), d.GetToken(), d.GetAddress(),
				fmt.Sprintf("%d-%d", d.GetFromBlock(), d.GetToBlock()), d.GetExpectedDelta(), d.GetActualDelta(), d.GetDrift()})
		}
		if err := g.table([]string{"CHECKED", "CHAIN", "TOKEN", "ACCOUNT", "RANGE", "EXPECTED", "ACTUAL", "DRIFT"}, rows); err != nil {
			return err
		}
		if tok := res.GetNextPageToken(); tok != "" {
			fmt.Fprintf(g.out, "\nmore: --page-token %s\n", tok)
		}
		return nil
	})
}
