package engine

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/notify"
)

// Recovery resolves nodes whose outcome nobody knows: UNKNOWN nodes, and SUBMITTING
// nodes whose dispatcher died between the intent commit and recording the submit. It
// asks the executor's Recover, which reads external evidence, and acts on the verdict
// only. A node with a side effect is run again only when the evidence proves its side
// effect did not and cannot happen; a node without one is retried up to its limit.
type Recovery struct {
	*core
}

// NewRecovery validates cfg and returns a recovery worker.
func NewRecovery(cfg Config) (*Recovery, error) {
	c, err := newCore(cfg)
	if err != nil {
		return nil, err
	}
	return &Recovery{core: c}, nil
}

func (r *Recovery) actor() string { return "recovery/" + r.cfg.Instance }

// Batch claims due UNKNOWN and stale SUBMITTING nodes with their movements, holds them
// through Recover, and commits every verdict together. It returns how many nodes it
// resolved or rescheduled.
func (r *Recovery) Batch(ctx context.Context) (int, error) {
	tx, err := r.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("recover: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	claimStart := time.Now()
	// Both claims lock movement rows, then their due nodes (SKIP LOCKED), until tx ends:
	// through every Recover of the batch and the commit of the verdicts.
	unknown, err := tx.Nodes().ClaimUnknown(ctx, r.cfg.BatchSize)
	r.inst.claimed(ctx, "recovery", claimStart)
	if err != nil {
		return 0, fmt.Errorf("recover: claim unknown: %w", err)
	}
	stale, err := tx.Nodes().ClaimStaleSubmitting(ctx, time.Now().Add(-r.cfg.StaleSubmittingAfter), r.cfg.BatchSize)
	if err != nil {
		return 0, fmt.Errorf("recover: claim stale submitting: %w", err)
	}
	claimed := append(unknown, stale...)
	if len(claimed) == 0 {
		return 0, nil
	}
	nodes := make([]*db.Node, len(claimed))
	for i, c := range claimed {
		nodes[i] = c.Node
	}

	recs, err := r.recoverAll(ctx, claimed)
	if err != nil {
		return 0, err
	}
	now := time.Now()
	out := newOutcome(r.actor(), stateUnknown, stateSubmitting)
	verdicts := &db.RecoveryVerdicts{Actor: r.actor()}
	for i, n := range nodes {
		out.touch(n.MovementID)
		rec, err := recs[i].rec, recs[i].err
		if err != nil {
			r.cfg.Logger.Warn().Ctx(r.inst.logContext(ctx, tx.Conn, n.MovementID)).Err(err).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Msg("recover failed; will ask again")
			rec = executor.Recovery{Verdict: executor.VerdictUnknown, Reason: "recover: " + err.Error()}
		}
		verdicts.NodeIDs = append(verdicts.NodeIDs, n.ID)
		verdicts.Attempts = append(verdicts.Attempts, n.Attempt)
		verdicts.FromStates = append(verdicts.FromStates, n.State)
		verdicts.Verdicts = append(verdicts.Verdicts, rec.Verdict.String())
		verdicts.Reasons = append(verdicts.Reasons, truncate(rec.Reason))
		level := r.cfg.Logger.Info()
		if rec.Verdict == executor.VerdictUnknown || rec.Verdict == executor.VerdictFailed {
			level = r.cfg.Logger.Warn()
		}
		level.Ctx(r.inst.logContext(ctx, tx.Conn, n.MovementID)).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Str("from", n.State).Str("verdict", rec.Verdict.String()).
			Str("reason", rec.Reason).Msg("recovery verdict")
		switch rec.Verdict {
		case executor.VerdictCompleted:
			out.terminal.add(n, stateCompleted, rec.Result, "")
		case executor.VerdictFailed:
			out.terminal.add(n, stateFailed, rec.Result, truncate(rec.Reason))
		case executor.VerdictSent:
			rows, err := tx.Nodes().MarkSent(ctx, n.ID, n.Attempt, r.actor(), truncate(rec.Reason))
			if err != nil {
				return 0, fmt.Errorf("recover: mark sent: %w", err)
			}
			if rows == 1 {
				r.inst.transition(ctx, n.State, stateSubmitted, n.Executor, 1)
				if err := tx.Notify(ctx, notify.NodesSubmitted); err != nil {
					return 0, fmt.Errorf("recover: %w", err)
				}
			}
		case executor.VerdictNotSent:
			if n.Tries >= n.MaxTries {
				out.terminal.add(n, stateFailed, nil, truncate(fmt.Sprintf("not sent after %d tries: %s", n.Tries, rec.Reason)))
			} else {
				out.retry.add(n, r.retryAt(now, n.Tries), truncate("recovered as not sent: "+rec.Reason))
			}
		case executor.VerdictUnknown:
			out.unknown.add(n, now.Add(max(rec.RetryAfter, r.cfg.UnknownRetry)), truncate(rec.Reason))
		default:
			return 0, fmt.Errorf("recover: executor %s returned verdict %v", n.Executor, rec.Verdict)
		}
	}
	if err := tx.Nodes().AuditVerdicts(ctx, verdicts); err != nil {
		return 0, fmt.Errorf("recover: audit verdicts: %w", err)
	}
	if _, _, err := r.apply(ctx, tx, out); err != nil {
		return 0, fmt.Errorf("recover: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("recover: commit: %w", err)
	}
	return len(nodes), nil
}

type recovered struct {
	rec executor.Recovery
	err error
}

// recoverAll asks the executors about the claimed nodes (with the intents their claim
// returned) concurrently, up to ObserveConcurrency at once: a batch of slow RPCs must
// not hold its movement locks for the sum of their latencies.
func (r *Recovery) recoverAll(ctx context.Context, claimed []db.Claimed) ([]recovered, error) {
	out := make([]recovered, len(claimed))
	intents := make([]*executor.Intent, len(claimed))
	for i, c := range claimed {
		// Only a node with a side effect hands its intent to Recover (nil: none written).
		if c.Node.HasSideEffect && c.Intent != nil {
			in := execIntent(c.Intent)
			intents[i] = &in
		}
	}
	sem := make(chan struct{}, r.cfg.ObserveConcurrency)
	var wg sync.WaitGroup
	for i, c := range claimed {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			out[i].rec, out[i].err = r.recoverOne(ctx, c.Node, intents[i])
		})
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return out, nil
}

// recoverOne decides one node's verdict.
func (r *Recovery) recoverOne(ctx context.Context, n *db.Node, intent *executor.Intent) (executor.Recovery, error) {
	if !n.HasSideEffect {
		// Nothing outside changed, whatever happened: running it again is safe.
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "node has no side effect"}, nil
	}
	exec, err := r.cfg.Registry.Get(n.Executor)
	if err != nil {
		return executor.Recovery{}, err
	}
	var rec executor.Recovery
	err = r.inst.phase(ctx, r.cfg.Pool.Conn, n, "recover", func(ctx context.Context) error {
		var err error
		rec, err = exec.Recover(ctx, execNode(n), intent)
		return err
	})
	return rec, err
}
