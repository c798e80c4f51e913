package engine

import (
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
	"github.com/qtgdev/qtg/services/internal/notify"
)

// Observer moves submitted nodes to their outcome, with the two-stage claim of docs/design.md §4:
// an advisory, unlocked list of due node IDs, then for each a claim inside a
// savepoint that repeats every predicate and locks the node and its movement with SKIP
// LOCKED. The locks are held by the per-node transaction through Observe and the
// commit of its outcome, so two observers never observe one node at the same time.
type Observer struct {
	*core
	// nextDue is the earliest next_observe_at still to come at the last list (Unix
	// nanoseconds; 0: none), for NextDue.
	nextDue atomic.Int64
}

// NewObserver validates cfg and returns an observer.
func NewObserver(cfg Config) (*Observer, error) {
	c, err := newCore(cfg)
	if err != nil {
		return nil, err
	}
	return &Observer{core: c}, nil
}

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

// Batch observes the due nodes of one advisory list, up to ObserveConcurrency at a
// time, each in its own per-node transaction, and returns how many it observed. A
// failure on one node is logged and does not stop the others; the batch then reports
// an error so the worker backs off.
func (o *Observer) Batch(ctx context.Context) (int, error) {
	ids, err := o.list(ctx)
	if err != nil {
		return 0, err
	}
	var observed int
	var errs []error
	// Siblings share their movement's row, which the claim locks too: while one
	// goroutine observes a node, its siblings are skipped. They are offered again in
	// the next round, once the holder has committed, rather than waiting a poll
	// interval — but only those a fresh list still shows due: a node another observer
	// replica claimed is finished by the time it commits, and offering it again round
	// after round cost three statements a time (hundreds per node-step with two
	// replicas). A round that observes nothing ends the batch.
	for len(ids) > 0 && ctx.Err() == nil {
		n, missed, err := o.observeRound(ctx, ids)
		observed += n
		if err != nil {
			errs = append(errs, err)
		}
		if n == 0 || len(missed) == 0 {
			break
		}
		due, err := o.list(ctx)
		if err != nil {
			errs = append(errs, err)
			break
		}
		ids = stillDue(missed, due)
	}
	if ctx.Err() != nil {
		return observed, ctx.Err()
	}
	return observed, errors.Join(errs...)
}

// list is stage 1: the IDs of nodes due now. It also notes when the next one that is
// not due yet will be (NextDue).
func (o *Observer) list(ctx context.Context) ([]uuid.UUID, error) {
	ids, nextDue, err := o.cfg.Pool.Nodes().ListObservable(ctx, o.cfg.MovementID, o.cfg.BatchSize)
	if err != nil {
		return nil, fmt.Errorf("observe: list: %w", err)
	}
	o.nextDue.Store(0)
	if nextDue != nil {
		o.nextDue.Store(nextDue.UnixNano())
	}
	return ids, nil
}

// stillDue keeps the missed IDs that are in due.
func stillDue(missed, due []uuid.UUID) []uuid.UUID {
	in := make(map[uuid.UUID]struct{}, len(due))
	for _, id := range due {
		in[id] = struct{}{}
	}
	out := missed[:0]
	for _, id := range missed {
		if _, ok := in[id]; ok {
			out = append(out, id)
		}
	}
	return out
}

// observeRound offers ids to up to ObserveConcurrency per-node transactions and
// returns how many were observed and which could not be claimed.
func (o *Observer) observeRound(ctx context.Context, ids []uuid.UUID) (int, []uuid.UUID, error) {
	candidates := make(chan uuid.UUID, len(ids))
	for _, id := range ids {
		candidates <- id
	}
	close(candidates)

	var observed atomic.Int64
	var mu sync.Mutex
	var errs []error
	var missed []uuid.UUID
	var wg sync.WaitGroup
	for range min(o.cfg.ObserveConcurrency, len(ids)) {
		wg.Go(func() {
			for {
				done, more, miss, err := o.observeNext(ctx, candidates)
				if done {
					observed.Add(1)
				}
				mu.Lock()
				missed = append(missed, miss...)
				if err != nil && ctx.Err() == nil {
					o.cfg.Logger.Error().Ctx(ctx).Err(err).Msg("observe failed")
					errs = append(errs, err)
				}
				mu.Unlock()
				if !more || ctx.Err() != nil {
					return
				}
			}
		})
	}
	wg.Wait()
	return int(observed.Load()), missed, errors.Join(errs...)
}

// observeNext opens one per-node transaction, takes candidates until it claims one,
// and observes it. It reports whether it observed a node, whether candidates may
// remain, and the candidates it could not claim.
func (o *Observer) observeNext(ctx context.Context, candidates <-chan uuid.UUID) (observed, more bool, missed []uuid.UUID, err error) {
	tx, err := o.cfg.Pool.Begin(ctx)
	if err != nil {
		return false, false, nil, fmt.Errorf("observe: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	for id := range candidates {
		// The joined claim can lock the node before SKIP LOCKED refuses its movement;
		// rolling back to the savepoint releases that partial lock before the next
		// candidate. On success the savepoint is released and the locks stay with tx.
		sp, err := tx.Savepoint(ctx)
		if err != nil {
			return false, true, missed, fmt.Errorf("observe: %w", err)
		}
		claimStart := time.Now()
		// The claim returns the intent of the node's attempt too (no second round trip).
		claimed, err := sp.Nodes().ClaimObservable(ctx, id, o.cfg.MovementID)
		o.inst.claimed(ctx, "observer", claimStart)
		if errors.Is(err, db.ErrNotFound) {
			if err := sp.Rollback(ctx); err != nil {
				return false, true, missed, fmt.Errorf("observe: rollback savepoint: %w", err)
			}
			missed = append(missed, id)
			continue
		}
		if err != nil {
			return false, true, missed, fmt.Errorf("observe: claim: %w", err)
		}
		if err := sp.Commit(ctx); err != nil {
			return false, true, missed, fmt.Errorf("observe: release savepoint: %w", err)
		}
		if err := o.observe(ctx, tx, claimed.Node, claimed.Intent); err != nil {
			return false, true, missed, fmt.Errorf("observe node %s: %w", claimed.Node.ID, err)
		}
		if err := tx.Commit(ctx); err != nil {
			return false, true, missed, fmt.Errorf("observe: commit: %w", err)
		}
		return true, true, missed, nil
	}
	return false, false, missed, nil
}

// observe calls the executor and writes the outcome inside tx, which holds the node
// and movement rows. intent is the node's intent for its attempt (nil: none, which is
// an error once an executor can observe the node).
func (o *Observer) observe(ctx context.Context, tx *db.Tx, n *db.Node, intent *db.Intent) error {
	out := newOutcome(o.actor(), stateSubmitted, stateObserving)
	out.touch(n.MovementID)
	now := time.Now()
	exec, err := o.cfg.Registry.Get(n.Executor)
	if err != nil {
		// This process cannot observe it; leave it for one that can, slowly.
		return o.keepObserving(ctx, tx, n, PhaseOverBaseline, now.Add(time.Minute), 0, err.Error())
	}
	if intent == nil {
		return fmt.Errorf("read intent: node %s attempt %d has none: %w", n.ID, n.Attempt, db.ErrNotFound)
	}
	var obs executor.Observation
	obsErr := o.inst.phase(ctx, tx.Conn, n, "observe", func(ctx context.Context) error {
		var err error
		obs, err = exec.Observe(ctx, execNode(n), execIntent(intent))
		return err
	})
	if obsErr != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		// Asking failed; the step itself is not known to have failed. Keep observing on
		// the lane's pacing; past FatalAfter the node goes to recovery.
		obs = executor.Observation{Status: executor.Pending, Reason: "observe: " + obsErr.Error()}
	}
	started := now
	if n.ObserveStartedAt != nil {
		started = *n.ObserveStartedAt
	}
	switch obs.Status {
	case executor.Completed:
		out.terminal.add(n, stateCompleted, obs.Result, "")
	case executor.Failed:
		out.terminal.add(n, stateFailed, obs.Result, truncate(obs.Reason))
	case executor.Unknown:
		out.unknown.add(n, now.Add(obs.RetryAfter), truncate(obs.Reason))
	case executor.Continue:
		return o.continueNode(ctx, tx, n, now.Add(obs.RetryAfter), obs)
	case executor.Pending:
		phase, next := Pace(o.baseline(ctx, tx.Conn, exec, n.Config), started, now, obs.RetryAfter)
		if phase == PhaseFatal {
			out.unknown.add(n, now, truncate("observation exceeded the lane's fatal deadline; "+obs.Reason))
			break
		}
		return o.keepObserving(ctx, tx, n, phase, next, obs.RetryAfter, obs.Reason)
	default:
		return fmt.Errorf("executor %s returned observation status %v", n.Executor, obs.Status)
	}
	if _, _, err := o.apply(ctx, tx, out); err != nil {
		return err
	}
	return nil
}

func (o *Observer) keepObserving(ctx context.Context, tx *db.Tx, n *db.Node, phase Phase, next time.Time, hint time.Duration, reason string) error {
	var retryAfter *int32
	if hint > 0 {
		s := int32(hint.Round(time.Second) / time.Second)
		retryAfter = &s
	}
	// The reason goes into the audit row of a phase change only; on the node it is
	// kept when the step ends (pending reasons are noise).
	rows, err := tx.Nodes().MarkObserving(ctx, &db.Observing{
		NextObserveAt: next, PacingPhase: string(phase), RetryAfterSeconds: retryAfter, ID: n.ID, Attempt: n.Attempt,
		Actor: o.actor(), Reason: nullString(truncate(reason)),
	})
	if err != nil {
		return fmt.Errorf("mark observing: %w", err)
	}
	if rows != 1 {
		return fmt.Errorf("mark observing: node %s changed under its claim", n.ID)
	}
	return nil
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
		ID: n.ID, Attempt: n.Attempt, Progress: obs.Progress, NextTryAt: at, Actor: o.actor(),
		Reason: nullString(truncate(obs.Reason)),
	})
	if err != nil {
		return fmt.Errorf("mark continue: %w", err)
	}
	if rows != 1 {
		return fmt.Errorf("mark continue: node %s changed under its claim", n.ID)
	}
	o.inst.transition(ctx, n.State, stateReady, n.Executor, 1)
	return tx.Notify(ctx, notify.NodesReady)
}
