package worker

import (
	"context"
	"math"
	"strings"
	"time"

	"github.com/qtgdev/qtg/db"
)

// Status is what a worker instance last said about itself in worker_heartbeats.
type Status string

const (
	// StatusLive means the instance ticks on its normal schedule.
	StatusLive Status = "live"
	// StatusBackoff means its last pass failed (or its Batch panicked) and it is waiting
	// out an exponential backoff; expected_interval_seconds covers that wait, so a
	// backing-off worker is not mistaken for a stalled one.
	StatusBackoff Status = "backoff"
	// StatusStopped means the instance shut down and said so; it is never reported as
	// stalled.
	StatusStopped Status = "stopped"
	// StatusGated means the instance's process runs under the operator gate
	// (MG_WORKERS_ENABLED off): it would run this worker but runs nothing, and ticks
	// every GatedInterval only to say so (NewGated). It is neither live nor one of the
	// worker's replicas; a gated instance that falls silent is stalled like any other.
	StatusGated Status = "gated"
)

// Heartbeat is one worker instance's row in worker_heartbeats, the registry operators
// read instead of a worker registry service.
type Heartbeat struct {
	WorkerName string
	InstanceID string
	Tier       Tier
	Status     Status
	// StartedAt is when this incarnation of the loop started (a restarted sidecar gets
	// a new one).
	StartedAt time.Time
	// LastTickAt is the database time of the last heartbeat.
	LastTickAt time.Time
	// ExpectedInterval is the longest the instance meant to stay silent after
	// LastTickAt; silence for twice as long is a stall.
	ExpectedInterval  time.Duration
	ConsecutiveErrors int
	// LastError is the error of the last failed pass while errors persist, else "".
	LastError string
	// Version is the build the instance runs ("" when an older build wrote the row).
	Version string
}

// ListStalled returns the worker instances that missed their heartbeat — silent for
// more than twice their expected interval and not stopped (docs/design.md §4) — for
// ops code and monitoring. It compares against the database clock, or
// against now when now is not zero (tests, "what will be stalled at T").
func ListStalled(ctx context.Context, c db.Conn, now time.Time) ([]Heartbeat, error) {
	var at *time.Time
	if !now.IsZero() {
		at = &now
	}
	rows, err := c.Heartbeats().Stalled(ctx, at)
	if err != nil {
		return nil, err
	}
	out := make([]Heartbeat, 0, len(rows))
	for _, r := range rows {
		h := Heartbeat{
			WorkerName:        r.WorkerName,
			InstanceID:        r.InstanceID,
			Tier:              Tier(r.Tier),
			Status:            Status(r.Status),
			StartedAt:         r.StartedAt,
			LastTickAt:        r.LastTickAt,
			ExpectedInterval:  time.Duration(r.ExpectedIntervalSeconds * float64(time.Second)),
			ConsecutiveErrors: int(r.ConsecutiveErrors),
			Version:           r.Version,
		}
		if r.LastError != nil {
			h.LastError = *r.LastError
		}
		out = append(out, h)
	}
	return out, nil
}

// maxLastError bounds last_error: the column is for a glance at the dashboard; the
// full error is in the logs.
const maxLastError = 1024

// heartbeat upserts this instance's row and commits it (the pool runs it in its own
// implicit transaction). It is best effort: it is bounded by HeartbeatTimeout, and a
// failure is logged as a warning and otherwise ignored, because a failing heartbeat
// must never break the worker. last_tick_at is the database's clock, the same clock
// ListStalled compares against.
//
// Shutdown does not cancel a heartbeat in flight: cancelling only abandons the reply,
// while the server may still run the upsert — after the final 'stopped' one, leaving
// the row 'live'. Waiting for it (HeartbeatTimeout at most) keeps the writes in order;
// only a heartbeat that outlives its timeout can still land late.
func (r *runner) heartbeat(ctx context.Context, status Status) {
	hbCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.cfg.HeartbeatTimeout)
	defer cancel()
	beat := db.Heartbeat{
		WorkerName:              r.spec.Name,
		InstanceID:              r.cfg.InstanceID,
		Tier:                    string(r.spec.Tier),
		Status:                  string(status),
		StartedAt:               r.st.startedAt,
		ExpectedIntervalSeconds: max(r.expected(status).Seconds(), 0.001),
		ConsecutiveErrors:       int32(min(r.st.errs, math.MaxInt32)),
		Version:                 r.cfg.Version,
	}
	if r.st.lastErr != "" {
		msg := strings.ToValidUTF8(r.st.lastErr, "?")
		if len(msg) > maxLastError {
			msg = strings.ToValidUTF8(msg[:maxLastError], "") + "…"
		}
		beat.LastError = &msg
	}
	peers, err := r.cfg.Pool.Heartbeats().Beat(hbCtx, beat)
	if err != nil {
		r.log.Warn().Err(err).Str("status", string(status)).
			Msg("heartbeat failed; the worker keeps running")
		return
	}
	r.st.lastHeartbeat = time.Now()
	r.beaten.Store(true)
	if r.sub != nil {
		replicas, index := 1, 0 // not counted live by its peers: take every hint
		if status == StatusLive {
			replicas, index = shareOf(peers, r.cfg.InstanceID)
		}
		if share := [2]int{replicas, index}; share != r.st.share {
			r.log.Debug().Int("replicas", replicas).Int("index", index).Msg("wake-up share changed")
			r.st.share = share
		}
		r.sub.SetShare(replicas, index)
	}
}

// shareOf is this instance's turn for wake-up hints: the number of live replicas of its
// worker (its peers and itself) and its index among them in instance order.
func shareOf(peers []string, self string) (replicas, index int) {
	for _, p := range peers {
		if p < self {
			index++
		}
	}
	return len(peers) + 1, index
}

// expected is the expected_interval_seconds to publish: the longest pause the loop
// may take before its next heartbeat. Normally that is Interval + Jitter (the longest
// jittered sleep; a gated instance's Interval is GatedInterval); while backing off,
// the backoff actually chosen when that is longer.
func (r *runner) expected(status Status) time.Duration {
	normal := r.spec.Interval + r.spec.Jitter
	if status == StatusBackoff {
		return max(r.st.backoff, normal)
	}
	return normal
}
