package worker

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"sync/atomic"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/trace"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// PanicError is a Batch that panicked: the worker crashed. Run returns it (wrapped)
// when a Core worker crashes; for a Sidecar it is logged, with Stack, before the
// restart.
type PanicError struct {
	// Worker is the Spec's Name.
	Worker string
	// Value is what Batch passed to panic.
	Value any
	// Stack is the panicking goroutine's stack, taken where the panic was recovered.
	Stack []byte
}

// Error names the worker and the panic value; the stack goes to the log, not here.
func (e *PanicError) Error() string {
	return fmt.Sprintf("worker %s panicked: %v", e.Worker, e.Value)
}

// Unwrap exposes a panic value that is an error, so errors.Is/As see through a crash
// caused by, say, a nil-map write (runtime.Error).
func (e *PanicError) Unwrap() error {
	err, _ := e.Value.(error)
	return err
}

// runner drives one Spec for the life of a Supervisor.Run, across sidecar restarts.
// Its state is touched only by its own goroutine.
type runner struct {
	spec Spec
	cfg  *Config
	log  zerolog.Logger
	// sub fires (sub.C) on a notification for one of spec.Wake that is this
	// instance's to take (its share is set after each heartbeat); nil when there are
	// no Wake topics.
	sub *notify.Subscription
	// rnd draws the jitter, uniformly from [0, 1).
	rnd func() float64
	st  loopState
	// beaten is set once the first heartbeat committed; readiness probes read it
	// from other goroutines.
	beaten atomic.Bool
	inst   *instruments
}

type loopState struct {
	// startedAt is when the current incarnation of the loop started.
	startedAt time.Time
	// errs counts consecutive failed passes and crashes; a successful pass resets it.
	errs    int
	lastErr string
	// backoff is the pause chosen after the last error.
	backoff time.Duration
	// lastHeartbeat is when the last heartbeat was committed (zero: none yet).
	lastHeartbeat time.Time
	// share is the last wake-up share set from a heartbeat (live replicas, index),
	// kept to log its changes.
	share [2]int
	// lastShort is how long the last pass's short batch took, and shortEnded when it
	// ended (zero: the last pass ended on an error or its batch was too small to count
	// as load); see Spec.GatherMax.
	lastShort  time.Duration
	shortEnded time.Time
}

// supervise runs the loop until ctx is done (nil) or, for a Core worker, until Batch
// panics (*PanicError). A Sidecar's panic counts as one more consecutive error: the
// loop is restarted after the backoff that error count gives, so a sidecar that
// panics on every pass settles at one restart per MaxBackoff.
func (r *runner) supervise(ctx context.Context) error {
	final := func() { r.heartbeat(ctx, StatusStopped) } // runs even though ctx is done
	r.inst.backoff.Record(ctx, 0, metric.WithAttributes(attribute.String("worker", r.spec.Name)))
	for {
		r.st.startedAt = time.Now()
		err := r.run(ctx)
		var crash *PanicError
		if !errors.As(err, &crash) {
			final()
			return err
		}
		r.st.errs++
		r.st.lastErr = crash.Error()
		r.log.Error().Str("panic", fmt.Sprint(crash.Value)).Str("stack", string(crash.Stack)).
			Int("consecutive_errors", r.st.errs).Msg("worker crashed")
		if r.spec.Tier == Core {
			final()
			return err
		}
		r.st.backoff = nextDelay(r.spec.Interval, r.spec.Jitter, r.st.errs, r.rnd())
		r.log.Warn().Dur("backoff", r.st.backoff).Msg("restarting sidecar after its crash; other workers are unaffected")
		r.heartbeat(ctx, StatusBackoff)
		if retry.Sleep(ctx, r.st.backoff) != nil {
			final()
			return nil
		}
	}
}

// gate is a gated instance's loop (NewGated): a 'gated' heartbeat at once and every
// Interval (the GatedInterval) until ctx is done, then 'stopped'. It never fails: a
// heartbeat that cannot be written is logged and tried again on the next tick.
func (r *runner) gate(ctx context.Context) error {
	r.st.startedAt = time.Now()
	for {
		r.heartbeat(ctx, StatusGated)
		if retry.Sleep(ctx, r.spec.Interval) != nil {
			r.heartbeat(ctx, StatusStopped)
			return nil
		}
	}
}

// run is one incarnation of the loop: a pass, a pause, again, until ctx is done (nil)
// or Batch panics (*PanicError). The first pass starts at once.
func (r *runner) run(ctx context.Context) error {
	for {
		delay, err := r.pass(ctx)
		if err != nil {
			return err
		}
		// Notifications do not cut a backoff short: a worker whose database is failing
		// must not be driven into a fast loop by a stream of wake-ups. A pending one
		// stays buffered and is served after the backoff.
		var wake <-chan struct{}
		if r.sub != nil && r.st.errs == 0 {
			wake = r.sub.C
		}
		if ctx.Err() != nil || !retry.SleepOrWake(ctx, delay, wake) {
			return nil
		}
		if retry.Sleep(ctx, r.gatherWait(time.Now())) != nil {
			return nil
		}
	}
}

// gatherFraction is the share of a full batch from which a short batch counts as load
// worth gathering (Spec.GatherMax): below it, work trickles in a row or a few at a
// time, there is little to gather, and waiting would only add latency to the next row.
const gatherFraction = 16

// noteBatch keeps what gatherWait needs of a batch of n rows (of at most batchSize)
// that ran from start to end.
func (st *loopState) noteBatch(n, batchSize int, start, end time.Time) {
	st.lastShort, st.shortEnded = end.Sub(start), end
	if n < 2 || n*gatherFraction < batchSize {
		st.shortEnded = time.Time{}
	}
}

// gatherWait is how much longer a pass started at now should wait for its turn among the
// worker's live replicas (Spec.GatherMax): the rest of (N−1)× the last short batch's
// time since it ended, at most GatherMax; 0 for a lone replica, after an error or a
// batch under a sixteenth of a full one (or of one row), or once that time has passed
// (a timed pass comes an interval later).
func (r *runner) gatherWait(now time.Time) time.Duration {
	replicas := r.st.share[0]
	if r.spec.GatherMax <= 0 || replicas < 2 || r.st.shortEnded.IsZero() {
		return 0
	}
	turn := min(time.Duration(replicas-1)*r.st.lastShort, r.spec.GatherMax)
	return turn - now.Sub(r.st.shortEnded)
}

// pass heartbeats and calls Batch, again at once while batches come back full, and
// returns the pause before the next pass.
func (r *runner) pass(ctx context.Context) (time.Duration, error) {
	for {
		if ctx.Err() != nil {
			return 0, nil
		}
		r.maybeHeartbeat(ctx)
		start := time.Now()
		n, err := r.callBatch(ctx)
		r.st.noteBatch(n, r.spec.BatchSize, start, time.Now())
		var crash *PanicError
		if errors.As(err, &crash) {
			return 0, err
		}
		if err != nil {
			if ctx.Err() != nil && errors.Is(err, context.Canceled) {
				r.log.Debug().Err(err).Msg("batch cancelled by shutdown")
				return 0, nil
			}
			r.st.errs++
			r.st.lastErr = err.Error()
			r.st.shortEnded = time.Time{}
			r.st.backoff = nextDelay(r.spec.Interval, r.spec.Jitter, r.st.errs, r.rnd())
			r.inst.backoff.Record(ctx, r.st.backoff.Seconds(), metric.WithAttributes(attribute.String("worker", r.spec.Name)))
			r.log.Error().Err(err).Int("consecutive_errors", r.st.errs).Dur("backoff", r.st.backoff).
				Msg("batch failed; backing off")
			r.heartbeat(ctx, StatusBackoff)
			return r.st.backoff, nil
		}
		if r.st.errs > 0 {
			r.log.Info().Int("consecutive_errors", r.st.errs).Msg("worker recovered")
			r.st.errs, r.st.lastErr, r.st.backoff = 0, "", 0
			r.inst.backoff.Record(ctx, 0, metric.WithAttributes(attribute.String("worker", r.spec.Name)))
			r.heartbeat(ctx, StatusLive)
		}
		r.log.Debug().Int("rows", n).Msg("batch done")
		if r.spec.BatchSize == 0 || n < r.spec.BatchSize {
			return r.untilDue(nextDelay(r.spec.Interval, r.spec.Jitter, 0, r.rnd())), nil
		}
	}
}

// untilDue shortens delay to end when Spec.Due says work becomes due, never below a
// millisecond.
func (r *runner) untilDue(delay time.Duration) time.Duration {
	if r.spec.Due == nil {
		return delay
	}
	due := r.spec.Due()
	if due.IsZero() {
		return delay
	}
	return min(delay, max(time.Until(due), time.Millisecond))
}

// maybeHeartbeat writes the tick's heartbeat before a batch, unless one was committed
// less than half an interval ago. Timed ticks are Interval − Jitter or more apart, so
// with Jitter up to half the interval every timed tick writes one (and a skipped one
// leaves a row younger than the stall threshold anyway). The skip spares the database
// when notifications or full batches start passes back to back — a busy dispatcher
// would otherwise upsert its row per wake-up — and the same check refreshes the row
// during a long draining pass.
func (r *runner) maybeHeartbeat(ctx context.Context) {
	if !r.st.lastHeartbeat.IsZero() && time.Since(r.st.lastHeartbeat) < r.spec.Interval/2 {
		return
	}
	status := StatusLive
	if r.st.errs > 0 {
		status = StatusBackoff
	}
	r.heartbeat(ctx, status)
}

// callBatch calls Batch in a span, records its metrics, and turns a panic into a
// *PanicError carrying the stack. The span's name and its qtg.rows attribute are what
// telemetry's exporter reads to drop the spans of polls that found nothing.
func (r *runner) callBatch(ctx context.Context) (n int, err error) {
	ctx, span := r.inst.tracer.Start(ctx, "worker.batch", trace.WithAttributes(attribute.String("qtg.worker", r.spec.Name)))
	start := time.Now()
	defer func() {
		if v := recover(); v != nil {
			n, err = 0, &PanicError{Worker: r.spec.Name, Value: v, Stack: debug.Stack()}
		}
		r.inst.record(ctx, r.spec.Name, n, time.Since(start), err)
		span.SetAttributes(attribute.Int("qtg.rows", n))
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, "batch failed")
		}
		span.End()
	}()
	return r.spec.Batch(ctx)
}
