package db

import (
	"context"
	"fmt"
	"time"
)

// Heartbeats groups the statements on heartbeats. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Heartbeats struct{ c Conn }

// Heartbeats returns the heartbeats statements run on c.
func (c Conn) Heartbeats() Heartbeats { return Heartbeats{c} }

// ---- Read by the gateway (issue 12, seam-b): workers and whether they stalled. ----

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
