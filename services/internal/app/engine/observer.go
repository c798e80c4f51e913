package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Observer moves submitted nodes to their outcome. One batch is one transaction: an
// unlocked look at the schedule (NodeObserveSchedule: is anything due, and when is the
// next node due), then one claim (NodeClaimObservable: movement rows first, then their
// due nodes, both SKIP LOCKED, each node with its attempt's intent) of no more nodes
// than the batch observes at once (ObserveConcurrency), the batch's Observe calls all
// at once, and every outcome written set-based, each movement settled once, in the
// same transaction. The locks are held through Observe and the commit, so two
// observers never observe one node at the same time, and replicas take disjoint sets
// of movements instead of racing for the same nodes; since no claimed node waits for
// another's Observe, the locks last about one executor call.
//
// With Pipeline, up to ObserveBatches batches are in flight at once, each its own
// transaction on its own connection: Batch returns once its batch's Observe calls have
// started (and outlasted observeLinger), and the observation, the writes and the commit
// finish in the background (Wait waits for them). The batches of one observer keep
// apart the way replicas do, by SKIP LOCKED.
type Observer struct {
	*core
	// nextDue is the earliest next_observe_at still to come at the last schedule look
	// (Unix nanoseconds; 0: none), for NextDue.
	nextDue atomic.Int64
	// slots bounds the batches in flight: one slot per batch, from its claim to its
	// commit or rollback.
	slots *slotPool
	// inflight tracks the batches still observing, writing or committing after their
	// Batch returned.
	inflight sync.WaitGroup
	// bgMu guards bgErr, the first failure of a background batch since the last Batch
	// call, which the next call returns so the worker backs off.
	bgMu  sync.Mutex
	bgErr error
}

// NewObserver validates cfg and returns an observer. With Pipeline, call Wait before
// exiting, so batches in flight end.
func NewObserver(cfg Config) (*Observer, error) {
	c, err := newCore(cfg)
	if err != nil {
		return nil, err
	}
	batches := 1
	if c.cfg.Pipeline {
		batches = c.cfg.ObserveBatches
	}
	return &Observer{core: c, slots: newSlotPool(batches)}, nil
}

// Wait blocks until every batch in flight has committed its outcomes or rolled back
// (after a failure or shutdown: its nodes are then observed again by the next batch).
func (o *Observer) Wait() { o.inflight.Wait() }

// NextDue is when the earliest node not yet due at the last Batch becomes due (zero:
// none), so the worker loop can sleep until then instead of a whole poll interval when
// a lane's pacing is finer than that interval. Nodes submitted later wake the loop by
// notification.
func (o *Observer) NextDue() time.Time {
	n := o.nextDue.Load()
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n)
}

func (o *Observer) actor() string { return "observer/" + o.cfg.Instance }

// observed is one claimed node's observation.
type observed struct {
	c    db.Claimed
	exec executor.Executor
	obs  executor.Observation
	err  error // this node cannot be observed now; it is left as it is
}

// claimLimit is the most nodes one batch claims: no more than it observes at once.
func (o *Observer) claimLimit() int { return min(o.cfg.ObserveConcurrency, o.cfg.BatchSize) }

// Batch observes due nodes and returns how many it observed (with Pipeline: claimed).
// An idle observer costs one unlocked NodeObserveSchedule. A node whose outcome cannot
// be written is logged and left for a later batch; the batch then reports an error so
// the worker backs off.
//
// Without Pipeline, Batch claims and observes one batch after another, each its own
// transaction, until BatchSize nodes are observed or a claim comes back short, and
// returns once every outcome is committed. With Pipeline, it waits for a free slot
// among ObserveBatches, claims one batch and returns once its Observe calls have
// started; a full claim whose calls outlast observeLinger is finished in the
// background, so the next claim overlaps it, and it reports a full batch (BatchSize),
// so the worker comes back at once. A short claim means no backlog to overlap with: it
// is finished before Batch returns, so what becomes due meanwhile gathers into the next
// claim.
func (o *Observer) Batch(ctx context.Context) (int, error) {
	if o.cfg.Pipeline {
		return o.pipelined(ctx)
	}
	limit := o.claimLimit()
	total := 0
	for total < o.cfg.BatchSize {
		want := min(limit, o.cfg.BatchSize-total)
		b, err := o.claim(ctx, want)
		if err != nil || b == nil {
			return total, err
		}
		n, err := o.finish(ctx, b)
		total += n
		if err != nil || len(b.claimed) < want {
			return total, err
		}
	}
	return total, nil
}

// pipelined is Batch with Pipeline (see Batch).
func (o *Observer) pipelined(ctx context.Context) (int, error) {
	o.bgMu.Lock()
	bgErr := o.bgErr
	o.bgErr = nil
	o.bgMu.Unlock()
	if bgErr != nil {
		return 0, bgErr
	}
	if o.slots.take(ctx, 1, time.Second) == 0 {
		if ctx.Err() != nil {
			return 0, nil
		}
		// Every batch is in flight, so work is waiting: come back at once.
		return o.cfg.BatchSize, nil
	}
	b, err := o.claim(ctx, o.claimLimit())
	if err != nil || b == nil {
		o.slots.put(1)
		return 0, err
	}
	if len(b.claimed) < o.claimLimit() {
		defer o.slots.put(1)
		return o.finish(ctx, b)
	}
	observing := make(chan []observed, 1)
	go func() { observing <- o.observeAll(ctx, b.claimed) }()
	linger := time.NewTimer(observeLinger)
	defer linger.Stop()
	select {
	case results := <-observing:
		// Calls this fast leave no latency to overlap: written now, as without Pipeline.
		defer o.slots.put(1)
		_, err := o.commit(ctx, b, results)
		return o.cfg.BatchSize, err
	case <-linger.C:
	}
	o.inflight.Add(1)
	go func() {
		defer o.inflight.Done()
		defer o.slots.put(1)
		if _, err := o.commit(ctx, b, <-observing); err != nil && ctx.Err() == nil {
			o.cfg.Logger.Error().Err(err).Int("claimed", len(b.claimed)).Msg("observer batch failed in the background")
			o.bgMu.Lock()
			o.bgErr = cmp.Or(o.bgErr, err)
			o.bgMu.Unlock()
		}
	}()
	return o.cfg.BatchSize, nil
}

// observeLinger is how long a pipelined full batch waits for its Observe calls before
// it is left to finish in the background. Calls that return within it (a noop step, a
// cached answer) leave no latency worth overlapping; another transaction in flight
// would then only contend for the database with this one (docs/benchmarks.md,
// "Replicas and throughput").
const observeLinger = 10 * time.Millisecond

// observerBatch is one claimed batch. Its transaction holds the claimed nodes and their
// movement rows until finish commits or rolls it back.
type observerBatch struct {
	tx      *db.Tx
	claimed []db.Claimed
}

// claim looks at the schedule and, when something is due, claims up to limit nodes in
// a new transaction; nil when nothing was due or claimable.
func (o *Observer) claim(ctx context.Context, limit int) (*observerBatch, error) {
	due, nextDue, err := o.cfg.Pool.Nodes().ObserveSchedule(ctx, o.cfg.MovementID)
	if err != nil {
		return nil, fmt.Errorf("observe: %w", err)
	}
	o.nextDue.Store(0)
	if nextDue != nil {
		o.nextDue.Store(nextDue.UnixNano())
	}
	if !due {
		return nil, nil
	}
	tx, err := o.cfg.Pool.Begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("observe: %w", err)
	}
	claimStart := time.Now()
	// Locks up to limit movement rows, then their due nodes (SKIP LOCKED, up to limit),
	// until tx ends in finish: through the batch's Observe calls (all at once: limit is
	// at most ObserveConcurrency), the writes and the commit. A movement held with none
	// of its nodes returned stays locked, unused, as long. With Pipeline that outlives
	// Batch, while this observer's next batches claim: SKIP LOCKED keeps their claims
	// off these movements, as it keeps replicas' apart.
	claimed, err := tx.Nodes().ClaimObservable(ctx, o.cfg.MovementID, limit)
	o.inst.claimed(ctx, "observer", claimStart)
	if err != nil {
		_ = tx.Rollback(ctx)
		return nil, fmt.Errorf("observe: claim: %w", err)
	}
	o.inst.claimResult(ctx, "observer", len(claimed), limit)
	if len(claimed) == 0 {
		_ = tx.Rollback(ctx)
		return nil, nil
	}
	return &observerBatch{tx: tx, claimed: claimed}, nil
}

// finish observes a claimed batch, writes its outcomes and commits, or rolls back; it
// returns how many nodes it wrote.
func (o *Observer) finish(ctx context.Context, b *observerBatch) (int, error) {
	return o.commit(ctx, b, o.observeAll(ctx, b.claimed))
}

// commit writes a batch's observations and commits, or rolls back; it returns how many
// nodes it wrote.
func (o *Observer) commit(ctx context.Context, b *observerBatch, results []observed) (int, error) {
	defer func() { _ = b.tx.Rollback(ctx) }()
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	n, errs, err := o.write(ctx, b.tx, results)
	if err != nil {
		return 0, err
	}
	if err := b.tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("observe: commit: %w", err)
	}
	return n, errors.Join(errs...)
}

// observeAll calls Observe for every claimed node at once (the claim took no more than
// ObserveConcurrency; the bound is kept here too), so a batch of slow RPCs holds its
// locks for about one call's latency, not the sum. The calls run outside the batch's
// transaction connection: an executor's own queries take another pooled one.
func (o *Observer) observeAll(ctx context.Context, claimed []db.Claimed) []observed {
	out := make([]observed, len(claimed))
	sem := make(chan struct{}, o.cfg.ObserveConcurrency)
	var wg sync.WaitGroup
	for i, c := range claimed {
		out[i].c = c
		n := c.Node
		exec, err := o.cfg.Registry.Get(n.Executor)
		if err != nil {
			// This process cannot observe it: written as a slow keep-observing below.
			out[i].err = err
			continue
		}
		out[i].exec = exec
		if c.Intent == nil {
			out[i].err = fmt.Errorf("node %s attempt %d has no intent: %w", n.ID, n.Attempt, db.ErrNotFound)
			continue
		}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			obsErr := o.inst.phase(ctx, o.cfg.Pool.Conn, n, "observe", func(ctx context.Context) error {
				var err error
				out[i].obs, err = exec.Observe(ctx, execNode(n), execIntent(c.Intent))
				return err
			})
			if obsErr != nil {
				// Asking failed; the step itself is not known to have failed. Keep
				// observing on the lane's pacing; past FatalAfter the node goes to recovery.
				out[i].obs = executor.Observation{Status: executor.Pending, Reason: "observe: " + obsErr.Error()}
			}
		})
	}
	wg.Wait()
	return out
}

// write records every observation of the batch in tx, which holds the nodes and their
// movements: terminal and unknown outcomes in one statement each, each movement settled
// once; nodes still pending each get their next observation time. It returns how many
// nodes it wrote, the nodes it left as they were (errs), and a failed write (err: the
// transaction is lost).
func (o *Observer) write(ctx context.Context, tx *db.Tx, results []observed) (written int, errs []error, err error) {
	out := newOutcome(o.actor(), stateSubmitted, stateObserving)
	pending := &db.ObservingMany{Actor: o.actor()}
	now := time.Now()
	fail := func(n *db.Node, err error) {
		err = fmt.Errorf("observe node %s: %w", n.ID, err)
		o.cfg.Logger.Error().Ctx(o.inst.logContext(ctx, tx.Conn, n.MovementID)).Err(err).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Msg("observe failed")
		errs = append(errs, err)
	}
	for _, r := range results {
		n := r.c.Node
		if r.exec == nil {
			// Leave it for a process that can observe it, slowly.
			keepObserving(pending, n, PhaseOverBaseline, now.Add(time.Minute), 0, r.err.Error())
			written++
			continue
		}
		if r.err != nil {
			fail(n, r.err)
			continue
		}
		obs := r.obs
		started := now
		if n.ObserveStartedAt != nil {
			started = *n.ObserveStartedAt
		}
		switch obs.Status {
		case executor.Completed:
			out.touch(n.MovementID)
			out.terminal.add(n, stateCompleted, obs.Result, "")
		case executor.Failed:
			out.touch(n.MovementID)
			out.terminal.add(n, stateFailed, obs.Result, truncate(obs.Reason))
		case executor.Unknown:
			out.unknown.add(n, now.Add(obs.RetryAfter), truncate(obs.Reason))
		case executor.Continue:
			if err := o.continueNode(ctx, tx, n, now.Add(obs.RetryAfter), obs); err != nil {
				return 0, nil, err
			}
		case executor.Pending:
			phase, next := Pace(o.baseline(ctx, tx.Conn, r.exec, n.Config), started, now, obs.RetryAfter)
			if phase == PhaseFatal {
				out.unknown.add(n, now, truncate("observation exceeded the lane's fatal deadline; "+obs.Reason))
				o.inst.observedPastFatal(ctx, n.Executor)
				break
			}
			keepObserving(pending, n, phase, next, obs.RetryAfter, obs.Reason)
		default:
			fail(n, fmt.Errorf("executor %s returned observation status %v", n.Executor, obs.Status))
			continue
		}
		written++
	}
	if len(pending.IDs) > 0 {
		rows, err := tx.Nodes().MarkObservingMany(ctx, pending)
		if err != nil {
			return 0, nil, fmt.Errorf("observe: mark observing: %w", err)
		}
		if rows != len(pending.IDs) {
			return 0, nil, fmt.Errorf("observe: mark observing: %d of %d nodes changed under their claim", len(pending.IDs)-rows, len(pending.IDs))
		}
	}
	if _, _, err := o.apply(ctx, tx, out); err != nil {
		return 0, nil, fmt.Errorf("observe: %w", err)
	}
	return written, errs, nil
}

// keepObserving adds a node still in progress to p: observed next at next, in phase,
// with the executor's retry-after hint (zero: none). The reason goes into the audit row
// of a phase change only; on the node it is kept when the step ends (pending reasons
// are noise).
func keepObserving(p *db.ObservingMany, n *db.Node, phase Phase, next time.Time, hint time.Duration, reason string) {
	retryAfter := int32(-1)
	if hint > 0 {
		retryAfter = int32(hint.Round(time.Second) / time.Second)
	}
	p.IDs = append(p.IDs, n.ID)
	p.Attempts = append(p.Attempts, n.Attempt)
	p.NextObserveAt = append(p.NextObserveAt, next)
	p.PacingPhases = append(p.PacingPhases, string(phase))
	p.RetryAfterSeconds = append(p.RetryAfterSeconds, retryAfter)
	p.Reasons = append(p.Reasons, truncate(reason))
}

// continueNode moves a node whose executor finished one phase of a multi-phase step
// back to READY with the phase's progress (NodeMarkContinue), under the node's and its
// request's locks that the claim holds, and wakes the dispatchers. A Continue without
// progress is a bug of the executor: the node goes to recovery rather than run its
// next phase blind.
func (o *Observer) continueNode(ctx context.Context, tx *db.Tx, n *db.Node, at time.Time, obs executor.Observation) error {
	if len(obs.Progress) == 0 || !json.Valid(obs.Progress) {
		out := newOutcome(o.actor(), stateSubmitted, stateObserving)
		out.unknown.add(n, at, truncate("executor answered continue without valid progress: "+obs.Reason))
		_, _, err := o.apply(ctx, tx, out)
		return err
	}
	rows, err := tx.Nodes().MarkContinue(ctx, &db.Continue{
		ID: n.ID, Attempt: n.Attempt, Progress: obs.Progress, NextTryAt: at, ValueMoved: obs.ValueMoved, Actor: o.actor(),
		Reason: nullString(truncate(obs.Reason)),
	})
	if err != nil {
		return fmt.Errorf("mark continue: %w", err)
	}
	if rows != 1 {
		return fmt.Errorf("mark continue: node %s changed under its claim", n.ID)
	}
	o.inst.transition(ctx, n.State, stateReady, n.Executor, 1)
	if !obs.ValueMoved && !n.ValueMoved {
		// Nothing has left the holder yet: if a cancel was requested meanwhile, the node
		// stops here (docs/design.md §3 "Cancel"), and the movement may be done.
		if err := o.settle(ctx, tx, o.actor(), []uuid.UUID{n.MovementID}, true); err != nil {
			return fmt.Errorf("settle after continue: %w", err)
		}
	}
	return tx.Notify(ctx, notify.NodesReady)
}
