package db

import (
	"context"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Heartbeats groups the statements on heartbeats. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Heartbeats struct{ c Conn }

// Heartbeats returns the heartbeats statements run on c.
func (c Conn) Heartbeats() Heartbeats { return Heartbeats{c} }

// HeartbeatGoneAfter is how long an instance that did not stop may stay stalled
// (silent for twice its interval) before it counts as gone (a pod OOM-killed or lost
// without its goodbye, never back): no longer stalled, no longer live. Its stall alert
// has long fired by then; the "no instance alive" alert covers a worker whose every
// instance is gone.
const HeartbeatGoneAfter = 15 * time.Minute

// HeartbeatPruneAfter is how long the row of a stopped instance, or of one stalled
// (hence gone), is kept for the workers page before Prune deletes it.
const HeartbeatPruneAfter = 24 * time.Hour

// Read by the gateway: workers and whether they stalled.

// HeartbeatStatus is a worker instance's last heartbeat, with whether it stalled.
type HeartbeatStatus struct {
	Worker                  string
	Instance                string
	Tier                    string
	Status                  string
	StartedAt               time.Time
	LastTickAt              time.Time
	ExpectedIntervalSeconds float64
	ConsecutiveErrors       int32
	LastError               *string
	// Version is the build the instance runs ("" for a row an older build wrote).
	Version string
	// Stalled: not stopped, silent for more than twice its expected interval, not gone.
	Stalled bool
	// Gone: not stopped, stalled for longer than HeartbeatGoneAfter.
	Gone bool
}

// ListWithStalled returns every instance's heartbeat, by worker and instance.
func (h Heartbeats) ListWithStalled(ctx context.Context) ([]*HeartbeatStatus, error) {
	rows, err := h.c.q.HeartbeatListWithStalled(ctx, h.c.db, HeartbeatGoneAfter.Seconds())
	if err != nil {
		return nil, fmt.Errorf("list heartbeats: %w", Interpret(err))
	}
	out := make([]*HeartbeatStatus, len(rows))
	for i, r := range rows {
		out[i] = &HeartbeatStatus{
			Worker: r.WorkerName, Instance: r.InstanceID, Tier: r.Tier, Status: r.Status, StartedAt: r.StartedAt,
			LastTickAt: r.LastTickAt, ExpectedIntervalSeconds: r.ExpectedIntervalSeconds,
			ConsecutiveErrors: r.ConsecutiveErrors, LastError: r.LastError, Version: deref(r.Version), Stalled: r.Stalled, Gone: r.Gone,
		}
	}
	return out, nil
}

// Written by the worker loops: heartbeats and stalls.

// Heartbeat is one worker instance's row in worker_heartbeats.
type Heartbeat struct {
	WorkerName              string
	InstanceID              string
	Tier                    string
	Status                  string
	StartedAt               time.Time
	LastTickAt              time.Time
	ExpectedIntervalSeconds float64
	ConsecutiveErrors       int32
	LastError               *string
	// Version is the build the instance runs (buildinfo.Info.String); "" writes NULL.
	Version string
}

// Beat upserts an instance's heartbeat with last_tick_at at the database's clock
// (LastTickAt is ignored) and returns the worker's other live instances, in order
// (see HeartbeatUpsert). Only unindexed columns change, so the update is HOT; a beat
// that was in flight at shutdown does not revive a row already marked stopped.
func (h Heartbeats) Beat(ctx context.Context, b Heartbeat) (peers []string, err error) {
	peers, err = h.c.q.HeartbeatUpsert(ctx, h.c.db, &dbsqlc.HeartbeatUpsertParams{
		WorkerName: b.WorkerName, InstanceID: b.InstanceID, Tier: b.Tier, Status: b.Status, StartedAt: b.StartedAt,
		ExpectedIntervalSeconds: b.ExpectedIntervalSeconds, ConsecutiveErrors: b.ConsecutiveErrors, LastError: b.LastError,
		Version: optString(b.Version),
	})
	if err != nil {
		return nil, fmt.Errorf("heartbeat %s/%s: %w", b.WorkerName, b.InstanceID, Interpret(err))
	}
	return peers, nil
}

// Stalled returns the instances, not stopped, whose last tick is older than twice
// their expected interval, and not stalled for longer than HeartbeatGoneAfter (gone),
// by worker and instance: at the database's clock, or at at when it is not nil.
func (h Heartbeats) Stalled(ctx context.Context, at *time.Time) ([]*Heartbeat, error) {
	rows, err := h.c.q.HeartbeatListStalled(ctx, h.c.db, &dbsqlc.HeartbeatListStalledParams{Now: at, GoneAfterSeconds: HeartbeatGoneAfter.Seconds()})
	if err != nil {
		return nil, fmt.Errorf("list stalled workers: %w", Interpret(err))
	}
	out := make([]*Heartbeat, len(rows))
	for i, r := range rows {
		out[i] = &Heartbeat{
			WorkerName: r.WorkerName, InstanceID: r.InstanceID, Tier: r.Tier, Status: r.Status, StartedAt: r.StartedAt,
			LastTickAt: r.LastTickAt, ExpectedIntervalSeconds: r.ExpectedIntervalSeconds,
			ConsecutiveErrors: r.ConsecutiveErrors, LastError: r.LastError, Version: deref(r.Version),
		}
	}
	return out, nil
}

// Prune deletes the rows of instances stopped, or stalled, for longer than olderThan,
// so scaled-down and killed pods leave the workers page. It returns how many it
// deleted.
func (h Heartbeats) Prune(ctx context.Context, olderThan time.Duration) (int64, error) {
	n, err := h.c.q.HeartbeatPrune(ctx, h.c.db, olderThan.Seconds())
	if err != nil {
		return 0, fmt.Errorf("prune heartbeats: %w", Interpret(err))
	}
	return n, nil
}
