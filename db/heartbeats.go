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
	// Stalled: not stopped, and silent for more than twice its expected interval.
	Stalled bool
}

// ListWithStalled returns every instance's heartbeat, by worker and instance.
func (h Heartbeats) ListWithStalled(ctx context.Context) ([]*HeartbeatStatus, error) {
	rows, err := h.c.q.HeartbeatListWithStalled(ctx, h.c.db)
	if err != nil {
		return nil, fmt.Errorf("list heartbeats: %w", Interpret(err))
	}
	out := make([]*HeartbeatStatus, len(rows))
	for i, r := range rows {
		out[i] = &HeartbeatStatus{
			Worker: r.WorkerName, Instance: r.InstanceID, Tier: r.Tier, Status: r.Status, StartedAt: r.StartedAt,
			LastTickAt: r.LastTickAt, ExpectedIntervalSeconds: r.ExpectedIntervalSeconds,
			ConsecutiveErrors: r.ConsecutiveErrors, LastError: r.LastError, Stalled: r.Stalled,
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
}

// Beat upserts an instance's heartbeat with last_tick_at at the database's clock
// (LastTickAt is ignored). Only unindexed columns change, so the update is HOT; a beat
// that was in flight at shutdown does not revive a row already marked stopped.
func (h Heartbeats) Beat(ctx context.Context, b Heartbeat) error {
	if err := h.c.q.HeartbeatUpsert(ctx, h.c.db, &dbsqlc.HeartbeatUpsertParams{
		WorkerName: b.WorkerName, InstanceID: b.InstanceID, Tier: b.Tier, Status: b.Status, StartedAt: b.StartedAt,
		ExpectedIntervalSeconds: b.ExpectedIntervalSeconds, ConsecutiveErrors: b.ConsecutiveErrors, LastError: b.LastError,
	}); err != nil {
		return fmt.Errorf("heartbeat %s/%s: %w", b.WorkerName, b.InstanceID, Interpret(err))
	}
	return nil
}

// Stalled returns the instances, not stopped, whose last tick is older than twice
// their expected interval, by worker and instance: at the database's clock, or at at
// when it is not nil.
func (h Heartbeats) Stalled(ctx context.Context, at *time.Time) ([]*Heartbeat, error) {
	rows, err := h.c.q.HeartbeatListStalled(ctx, h.c.db, at)
	if err != nil {
		return nil, fmt.Errorf("list stalled workers: %w", Interpret(err))
	}
	out := make([]*Heartbeat, len(rows))
	for i, r := range rows {
		out[i] = &Heartbeat{
			WorkerName: r.WorkerName, InstanceID: r.InstanceID, Tier: r.Tier, Status: r.Status, StartedAt: r.StartedAt,
			LastTickAt: r.LastTickAt, ExpectedIntervalSeconds: r.ExpectedIntervalSeconds,
			ConsecutiveErrors: r.ConsecutiveErrors, LastError: r.LastError,
		}
	}
	return out, nil
}
