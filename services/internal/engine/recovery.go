package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db/dbsqlc"
	"github.com/qtgdev/qtg/services/internal/executor"
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

// Batch claims due UNKNOWN and stale SUBMITTING nodes with their requests, holds them
// through Recover, and commits every verdict together. It returns how many nodes it
// resolved or rescheduled.
func (r *Recovery) Batch(ctx context.Context) (int, error) {
	tx, err := r.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("recover: begin: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	claimStart := time.Now()
	unknown, err := r.q.NodeClaimUnknown(ctx, tx, &dbsqlc.NodeClaimUnknownParams{MaxNodes: int32(r.cfg.BatchSize)})
	r.inst.claimed(ctx, "recovery", claimStart)
	if err != nil {
		return 0, fmt.Errorf("recover: claim unknown: %w", err)
	}
	stale, err := r.q.NodeClaimStaleSubmitting(ctx, tx, &dbsqlc.NodeClaimStaleSubmittingParams{
		StaleBefore: time.Now().Add(-r.cfg.StaleSubmittingAfter), MaxNodes: int32(r.cfg.BatchSize),
	})
	if err != nil {
		return 0, fmt.Errorf("recover: claim stale submitting: %w", err)
	}
	nodes := append(unknown, stale...)
	if len(nodes) == 0 {
		return 0, nil
	}

	now := time.Now()
	out := newOutcome(r.actor(), stateUnknown, stateSubmitting)
	for _, n := range nodes {
		out.touch(n.RequestID)
		rec, err := r.recoverOne(ctx, tx, n)
		if err != nil {
			if ctx.Err() != nil {
				return 0, ctx.Err()
			}
			r.cfg.Logger.Warn().Ctx(ctx).Err(err).Str("node_id", n.ID.String()).Str("movement_id", n.RequestID.String()).Msg("recover failed; will ask again")
			out.unknown.add(n, now.Add(r.cfg.UnknownRetry), truncate("recover: "+err.Error()))
			continue
		}
		r.cfg.Logger.Info().Ctx(ctx).Str("node_id", n.ID.String()).Str("movement_id", n.RequestID.String()).Str("from", n.NodeState).Str("verdict", rec.Verdict.String()).
			Str("reason", rec.Reason).Msg("recovery verdict")
		switch rec.Verdict {
		case executor.VerdictCompleted:
			out.terminal.add(n, stateCompleted, rec.Result, "")
		case executor.VerdictFailed:
			out.terminal.add(n, stateFailed, rec.Result, truncate(rec.Reason))
		case executor.VerdictSent:
			rows, err := r.q.NodeMarkSent(ctx, tx, &dbsqlc.NodeMarkSentParams{ID: n.ID, Attempt: n.Attempt, Actor: r.actor()})
			if err != nil {
				return 0, fmt.Errorf("recover: mark sent: %w", err)
			}
			if rows == 1 {
				r.inst.transition(ctx, n.NodeState, stateSubmitted, n.ExecutorKey, 1)
				if err := r.q.Notify(ctx, tx, topicNodesSubmitted); err != nil {
					return 0, fmt.Errorf("recover: notify: %w", err)
				}
			}
		case executor.VerdictNotSent:
			if n.Tries >= n.MaxAttempts {
				out.terminal.add(n, stateFailed, nil, truncate(fmt.Sprintf("not sent after %d tries: %s", n.Tries, rec.Reason)))
			} else {
				out.retry.add(n, r.retryAt(now, n.Tries), truncate("recovered as not sent: "+rec.Reason))
			}
		case executor.VerdictUnknown:
			out.unknown.add(n, now.Add(max(rec.RetryAfter, r.cfg.UnknownRetry)), truncate(rec.Reason))
		default:
			return 0, fmt.Errorf("recover: executor %s returned verdict %v", n.ExecutorKey, rec.Verdict)
		}
	}
	if _, _, err := r.apply(ctx, tx, out); err != nil {
		return 0, fmt.Errorf("recover: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("recover: commit: %w", err)
	}
	return len(nodes), nil
}

// recoverOne decides one node's verdict.
func (r *Recovery) recoverOne(ctx context.Context, tx pgx.Tx, n *dbsqlc.MovementRequestNode) (executor.Recovery, error) {
	if !n.HasSideEffect {
		// Nothing outside changed, whatever happened: running it again is safe.
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "node has no side effect"}, nil
	}
	exec, err := r.cfg.Registry.Get(n.ExecutorKey)
	if err != nil {
		return executor.Recovery{}, err
	}
	var intent *executor.Intent
	row, err := r.q.NodeGetIntent(ctx, tx, &dbsqlc.NodeGetIntentParams{NodeID: n.ID, Attempt: n.Attempt})
	switch {
	case err == nil:
		in := execIntent(row)
		intent = &in
	case errors.Is(err, pgx.ErrNoRows):
	default:
		return executor.Recovery{}, fmt.Errorf("read intent: %w", err)
	}
	var rec executor.Recovery
	err = r.inst.phase(ctx, tx, r.q, n, "recover", func(ctx context.Context) error {
		var err error
		rec, err = exec.Recover(ctx, execNode(n), intent)
		return err
	})
	return rec, err
}
