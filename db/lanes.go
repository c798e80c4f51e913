package db

import (
	"context"
	"fmt"
	"time"
)

// Lanes groups the statements on lanes. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Lanes struct{ c Conn }

// Lanes returns the lanes statements run on c.
func (c Conn) Lanes() Lanes { return Lanes{c} }

// ObservationLane is an operator's override of an executor's observation pacing for
// one lane (a row of observation_lanes).
type ObservationLane struct {
	Lane string
	// Baseline is how long a step on the lane usually takes.
	Baseline time.Duration
	// FatalAfter is when observation gives up and recovery takes over.
	FatalAfter time.Duration
	// PrePoll, AtPoll and OverPoll are the poll intervals before, around and after the
	// baseline.
	PrePoll   time.Duration
	AtPoll    time.Duration
	OverPoll  time.Duration
	UpdatedAt time.Time
}

// Get returns the lane's override, or an error wrapping ErrNotFound when the lane has
// none (the executor's defaults apply).
func (l Lanes) Get(ctx context.Context, lane string) (*ObservationLane, error) {
	r, err := l.c.q.LaneGet(ctx, l.c.db, lane)
	if err != nil {
		// The generated query returns a zero row with ErrNoRows: never use it.
		return nil, fmt.Errorf("observation lane %q: %w", lane, Interpret(err))
	}
	sec := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	return &ObservationLane{
		Lane: r.LaneKey, Baseline: sec(r.BaselineSeconds), FatalAfter: sec(r.FatalAfterSeconds),
		PrePoll: sec(r.PreBaselinePollSeconds), AtPoll: sec(r.AtBaselinePollSeconds), OverPoll: sec(r.OverBaselinePollSeconds),
		UpdatedAt: r.UpdatedAt,
	}, nil
}
