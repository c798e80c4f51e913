package worker

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Tier says what a worker's crash means for the process hosting it (docs/design.md §1): the one
// design question when adding a worker.
type Tier string

const (
	// Core workers move nodes forward; a movement cannot progress without them, so a
	// crash stops every worker in the process and Run returns an error (fail-fast:
	// running "mostly working" would hide the failure).
	Core Tier = "core"
	// Sidecar workers do work the movement itself does not wait for (callbacks,
	// expiry, health), so a crash is logged and the worker restarted after a backoff
	// while the others keep running (isolated).
	Sidecar Tier = "sidecar"
)

func (t Tier) valid() bool { return t == Core || t == Sidecar }

// BatchFunc does one unit of a worker's work and reports how many rows it handled.
// It owns its transactions (the closure holds the network-bound pool) and must return
// when ctx is cancelled; an error sends the loop into backoff, never out of it.
type BatchFunc func(ctx context.Context) (int, error)

// Spec registers a worker on the shared loop. Adding a worker is a BatchFunc plus a
// Spec: heartbeats, backoff, jitter, wake-ups, crash handling and shutdown come from
// the loop, so every worker behaves the same under failure.
type Spec struct {
	// Name identifies the worker in heartbeats and logs (e.g. "node_dispatcher"); it
	// must be unique within a Supervisor.
	Name string
	// Tier decides whether a crash stops the process (Core) or only this worker
	// (Sidecar).
	Tier Tier
	// Interval is the pause between passes when nothing wakes the loop, and the base of
	// the exponential backoff after errors. Must be positive.
	Interval time.Duration
	// Jitter spreads the pause uniformly over Interval ± Jitter so replicas do not poll
	// in lockstep. Must be between 0 and Interval, so the pause is never negative.
	Jitter time.Duration
	// BatchSize is the limit Batch applies to a claim. A pass keeps calling Batch while
	// it returns at least BatchSize rows (a full batch means more work is waiting), then
	// sleeps. Zero means every pass is a single call.
	BatchSize int
	// Batch is the worker's work; see BatchFunc.
	Batch BatchFunc
	// Due, when set, is asked after a pass that did not fill its batch: a time in the
	// future before the regular pause ends shortens the pause to end then (the
	// observer's next due observation, when a lane polls faster than Interval).
	Due func() time.Time
	// Wake lists notification topics (notify.NodesReady, …) that end the pause early.
	// Polling stays the source of truth; a lost notification only costs latency.
	Wake []string
	// GatherMax bounds how long a wake-up waits so that replicas claim in turn rather
	// than all at once. With N live replicas sharing the wake-ups (N ≥ 2), a pass that
	// would start less than (N−1)× the last short batch's time after that batch ended
	// waits out the rest, up to GatherMax. One busy replica claims once per pass, and
	// what becomes ready meanwhile gathers into its next claim; without the wait, N
	// idle replicas each claim a sliver of the same work as soon as it is hinted, and
	// every sliver pays a claim's fixed statements (docs/benchmarks.md, "Replicas
	// taking turns"). With the
	// wait, N replicas claim about as often together as one does alone. Zero never
	// waits. A lone replica, a full batch (the pass goes on at once), a batch under a
	// sixteenth of BatchSize or of one row (light load: waiting would gather little and
	// cost latency) and a pass the interval's timer starts (GatherMax is at most the
	// interval) never wait.
	GatherMax time.Duration
}

// errInvalidSpec and errInvalidConfig let tests and callers tell a registration
// mistake from a runtime failure.
var (
	errInvalidSpec   = errors.New("invalid worker spec")
	errInvalidConfig = errors.New("invalid worker config")
)

func (s *Spec) validate() error {
	var problems []error
	if s.Name == "" {
		problems = append(problems, errors.New("name is empty"))
	}
	if !s.Tier.valid() {
		problems = append(problems, fmt.Errorf("tier %q is neither %q nor %q", s.Tier, Core, Sidecar))
	}
	if s.Interval <= 0 {
		problems = append(problems, fmt.Errorf("interval %s is not positive", s.Interval))
	}
	if s.Jitter < 0 || s.Jitter > s.Interval {
		problems = append(problems, fmt.Errorf("jitter %s is outside [0, interval %s]", s.Jitter, s.Interval))
	}
	if s.BatchSize < 0 {
		problems = append(problems, fmt.Errorf("batch size %d is negative", s.BatchSize))
	}
	if s.GatherMax < 0 || s.GatherMax > s.Interval {
		// Longer than the interval, a timed pass would come before a wake-up's turn.
		problems = append(problems, fmt.Errorf("gather max %s is outside [0, interval %s]", s.GatherMax, s.Interval))
	}
	if s.Batch == nil {
		problems = append(problems, errors.New("batch func is nil"))
	}
	for _, topic := range s.Wake {
		if err := notify.ValidateTopic(topic); err != nil {
			problems = append(problems, err)
		}
	}
	if err := errors.Join(problems...); err != nil {
		return fmt.Errorf("%w %q: %w", errInvalidSpec, s.Name, err)
	}
	return nil
}
