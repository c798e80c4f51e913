package main

import (
	"context"
	"fmt"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

type lanesCmd struct {
	List lanesListCmd `cmd:"" help:"List lanes' baselines (rows of observation_lanes)."`
	Get  lanesGetCmd  `cmd:"" help:"Show one lane."`
	Set  lanesSetCmd  `cmd:"" help:"Create or change a lane's baselines (operators; audited as LANE_SET)."`
}

type lanesListCmd struct {
	Prefix string `help:"Only lanes whose key starts with this (e.g. cctp_transfer:)."`
}

func (c *lanesListCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.ListLanes(ctx, &qtgv1.ListLanesRequest{Prefix: c.Prefix})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		var rows [][]string
		for _, l := range res.GetLanes() {
			rows = append(rows, laneRow(l))
		}
		return g.table(laneHeader, rows)
	})
}

var laneHeader = []string{"LANE", "BASELINE", "FATAL AFTER", "PRE POLL", "AT POLL", "OVER POLL", "UPDATED"}

func laneRow(l *qtgv1.Lane) []string {
	d := func(s float64) string { return (time.Duration(s * float64(time.Second))).String() }
	return []string{l.GetLaneKey(), d(l.GetBaselineSeconds()), d(l.GetFatalAfterSeconds()), d(l.GetPreBaselinePollSeconds()),
		d(l.GetAtBaselinePollSeconds()), d(l.GetOverBaselinePollSeconds()), l.GetUpdatedAt().AsTime().UTC().Format(time.RFC3339Nano)}
}

type lanesGetCmd struct {
	Lane string `arg:"" help:"Lane key."`
}

func (c *lanesGetCmd) Run(ctx context.Context, g *globals) error {
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.GetLane(ctx, &qtgv1.GetLaneRequest{LaneKey: c.Lane})
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res.GetLane(), true)
		}
		return g.table(laneHeader, [][]string{laneRow(res.GetLane())})
	})
}

type lanesSetCmd struct {
	Lane       string        `arg:"" help:"Lane key."`
	Baseline   time.Duration `required:"" help:"How long a step on the lane usually takes."`
	FatalAfter time.Duration `name:"fatal-after" required:"" help:"When observation gives up and recovery takes over (more than --baseline)."`
	PrePoll    time.Duration `name:"pre-poll" required:"" help:"Poll interval before the baseline."`
	AtPoll     time.Duration `name:"at-poll" required:"" help:"Poll interval around the baseline."`
	OverPoll   time.Duration `name:"over-poll" required:"" help:"Poll interval after the baseline."`
	Expected   string        `name:"expected-updated-at" help:"Change only if the lane's UPDATED is still this (RFC 3339, as 'lanes get' prints it)."`
	Reason     string        `help:"Why, for the audit trail."`
}

func (c *lanesSetCmd) Run(ctx context.Context, g *globals) error {
	req := &qtgv1.SetLaneRequest{Lane: &qtgv1.Lane{
		LaneKey: c.Lane, BaselineSeconds: c.Baseline.Seconds(), FatalAfterSeconds: c.FatalAfter.Seconds(),
		PreBaselinePollSeconds: c.PrePoll.Seconds(), AtBaselinePollSeconds: c.AtPoll.Seconds(), OverBaselinePollSeconds: c.OverPoll.Seconds(),
	}, Reason: c.Reason}
	if c.Expected != "" {
		t, err := time.Parse(time.RFC3339Nano, c.Expected)
		if err != nil {
			return fmt.Errorf("--expected-updated-at: %w", err)
		}
		req.ExpectedUpdatedAt = timestamppb.New(t)
	}
	return g.withClients(ctx, false, func(ctx context.Context, cl *clients) error {
		res, err := cl.ops.SetLane(ctx, req)
		if err != nil {
			return err
		}
		if g.structured() {
			return g.printMessage(res, true)
		}
		verb := "changed"
		if res.GetCreated() {
			verb = "created"
		}
		fmt.Fprintf(g.out, "lane %s %s\n", c.Lane, verb)
		return g.table(laneHeader, [][]string{laneRow(res.GetLane())})
	})
}
