package db

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
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
	return toObservationLane(r), nil
}

func toObservationLane(r *dbsqlc.ObservationLane) *ObservationLane {
	sec := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	return &ObservationLane{
		Lane: r.LaneKey, Baseline: sec(r.BaselineSeconds), FatalAfter: sec(r.FatalAfterSeconds),
		PrePoll: sec(r.PreBaselinePollSeconds), AtPoll: sec(r.AtBaselinePollSeconds), OverPoll: sec(r.OverBaselinePollSeconds),
		UpdatedAt: r.UpdatedAt,
	}
}

// List returns the lanes whose key starts with prefix (empty: all), by key.
func (l Lanes) List(ctx context.Context, prefix string) ([]*ObservationLane, error) {
	rows, err := l.c.q.LaneList(ctx, l.c.db, prefix)
	if err != nil {
		return nil, fmt.Errorf("list observation lanes: %w", Interpret(err))
	}
	out := make([]*ObservationLane, len(rows))
	for i, r := range rows {
		out[i] = toObservationLane(r)
	}
	return out, nil
}

// ErrLaneChanged is returned by SetLane when the lane's updated_at is not the expected one:
// someone changed (or created, or never created) it since the caller read it.
var ErrLaneChanged = errors.New("the lane changed since it was read")

// LaneChange is the outcome of SetLane: the lane before (nil when it had no row) and after.
type LaneChange struct {
	Old, New *ObservationLane
}

// SetLane writes a lane's values and its LANE_SET audit row (actor, old and new values,
// reason) in one transaction, under the lane row's lock. With expected non-nil the
// write happens only if the lane exists with exactly that updated_at; otherwise
// ErrLaneChanged and nothing is written. The values are checked by the caller and by
// the table's constraints (ErrConstraint).
func (p *Pool) SetLane(ctx context.Context, v ObservationLane, expected *time.Time, actor, reason string) (*LaneChange, error) {
	var out LaneChange
	err := p.InTx(ctx, func(tx *Tx) error {
		old, err := tx.q.LaneGetForUpdate(ctx, tx.db, v.Lane)
		switch err = Interpret(err); {
		case errors.Is(err, ErrNotFound):
			old = nil
		case err != nil:
			return fmt.Errorf("read observation lane %q: %w", v.Lane, err)
		}
		if expected != nil && (old == nil || !old.UpdatedAt.Equal(*expected)) {
			return fmt.Errorf("observation lane %q: %w", v.Lane, ErrLaneChanged)
		}
		if old != nil {
			out.Old = toObservationLane(old)
		}
		row, err := tx.q.LaneSet(ctx, tx.db, &dbsqlc.LaneSetParams{
			LaneKey: v.Lane, BaselineSeconds: v.Baseline.Seconds(), FatalAfterSeconds: v.FatalAfter.Seconds(),
			PreBaselinePollSeconds: v.PrePoll.Seconds(), AtBaselinePollSeconds: v.AtPoll.Seconds(), OverBaselinePollSeconds: v.OverPoll.Seconds(),
		})
		if err != nil {
			return fmt.Errorf("write observation lane %q: %w", v.Lane, Interpret(err))
		}
		out.New = toObservationLane(row)
		detail, err := json.Marshal(map[string]any{"old": laneJSON(out.Old), "new": laneJSON(out.New), "reason": reason})
		if err != nil {
			return err
		}
		return tx.Audit().Insert(ctx, AuditEntry{Actor: actor, EntityType: "lane", EntityID: v.Lane, Action: "LANE_SET", Detail: detail})
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// laneJSON is a lane's values in seconds, as the audit trail records them.
func laneJSON(l *ObservationLane) any {
	if l == nil {
		return nil
	}
	return map[string]any{
		"baseline_seconds": l.Baseline.Seconds(), "fatal_after_seconds": l.FatalAfter.Seconds(),
		"pre_baseline_poll_seconds": l.PrePoll.Seconds(), "at_baseline_poll_seconds": l.AtPoll.Seconds(),
		"over_baseline_poll_seconds": l.OverPoll.Seconds(), "updated_at": l.UpdatedAt,
	}
}
