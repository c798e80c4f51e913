// Package strandedreaper is the stranded-reaper sidecar: it finds nodes whose
// delivery is stuck on the far side of a bridge after the send succeeded (a CCIP
// message in FAILURE, or UNTOUCHED past a threshold) and moves them to
// NEEDS_MANUAL_EXECUTION with the executor's reason, so that operators see them (the
// qtg_nodes_needing_manual_execution gauge and its alert) and approve a manual
// execution with four eyes (a manual_execution verdict). It is generic over executors:
// it asks every registered executor that implements executor.StrandedChecker about
// its nodes in SUBMITTED/OBSERVING, and does nothing else to them.
//
// A delivered message is never left parked. Each node is checked in a transaction of
// its own that first locks the node row (FOR UPDATE SKIP LOCKED: a node an observer
// holds is skipped, not waited for, and asked about again next pass), then reads the
// delivery state while holding the lock, then writes the outcome fenced by attempt and
// state, audited. No lock stops the far chain from executing the message right after
// that read, so every pass also asks about the parked nodes (those it parked a moment
// ago included): one whose delivery is done goes back to OBSERVING, and the observer
// completes it; an open manual_execution proposal on it is closed as stale. Replicas
// are safe: two reapers moving one node cannot both succeed.
package strandedreaper

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// batchSize bounds one scan page.
const batchSize = 200

// Config configures a Reaper.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Registry is the process's executors; those implementing
	// executor.StrandedChecker are asked. Required.
	Registry *executor.Registry
	// Instance names this process in the audit log. Required.
	Instance string
	// Logger receives every node moved.
	Logger zerolog.Logger
	// Meter receives qtg_nodes_needing_manual_execution; default a no-op.
	Meter metric.MeterProvider
}

// Reaper moves stranded nodes; its Batch is the stranded-reaper worker's.
type Reaper struct {
	cfg      Config
	checkers map[string]executor.StrandedChecker
	keys     []string
	// beforeWrite, when set (tests only), runs after a node's delivery was read under
	// its lock and before the outcome is written.
	beforeWrite func(nodeID uuid.UUID)
}

// New validates cfg and returns a Reaper.
func New(cfg Config) (*Reaper, error) {
	if cfg.Pool == nil || cfg.Registry == nil || cfg.Instance == "" {
		return nil, errors.New("stranded reaper: Pool, Registry and Instance are required")
	}
	if cfg.Meter == nil {
		cfg.Meter = metricnoop.NewMeterProvider()
	}
	r := &Reaper{cfg: cfg, checkers: map[string]executor.StrandedChecker{}}
	for _, k := range cfg.Registry.Keys() {
		ex, err := cfg.Registry.Get(k)
		if err != nil {
			return nil, err
		}
		sc, ok := ex.(executor.StrandedChecker)
		if !ok {
			continue
		}
		// A wrapper (the crash-test build's) delegates: ask it only when what it wraps
		// can be stranded.
		if w, wrapped := ex.(interface{ Unwrap() executor.Executor }); wrapped {
			if _, inner := w.Unwrap().(executor.StrandedChecker); !inner {
				continue
			}
		}
		r.checkers[k] = sc
		r.keys = append(r.keys, k)
	}
	_, err := cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/sidecar/strandedreaper").Int64ObservableGauge(
		"qtg_nodes_needing_manual_execution",
		metric.WithDescription("Nodes in NEEDS_MANUAL_EXECUTION: deliveries stuck on the far side of a bridge, waiting for an approved manual execution."),
		metric.WithInt64Callback(func(ctx context.Context, o metric.Int64Observer) error {
			n, err := cfg.Pool.Nodes().CountNeedsManualExecution(ctx)
			if err != nil {
				return err
			}
			o.Observe(n)
			return nil
		}))
	if err != nil {
		return nil, fmt.Errorf("stranded reaper: metric: %w", err)
	}
	return r, nil
}

// Keys are the executors the reaper asks.
func (r *Reaper) Keys() []string { return r.keys }

func (r *Reaper) actor() string { return "stranded-reaper/" + r.cfg.Instance }

// Node states the two passes of a Batch take nodes from.
var (
	awaitingStates = []string{"SUBMITTED", "OBSERVING"}
	parkedStates   = []string{"NEEDS_MANUAL_EXECUTION"}
)

// Batch asks about every node waiting for delivery once, then about every parked node,
// and returns how many it moved (to NEEDS_MANUAL_EXECUTION, or back to OBSERVING). A
// node whose executor cannot answer (an RPC error) is skipped and reported in the
// error; the others are still served.
func (r *Reaper) Batch(ctx context.Context) (int, error) {
	if len(r.keys) == 0 {
		return 0, nil
	}
	parked, err := r.pass(ctx, r.cfg.Pool.Nodes().ListAwaitingDelivery, r.park)
	if ctx.Err() != nil {
		return parked, err
	}
	resumed, rerr := r.pass(ctx, r.cfg.Pool.Nodes().ListNeedsManualExecution, r.resume)
	return parked + resumed, errors.Join(err, rerr)
}

// pass pages through the nodes list returns and hands each one to move.
func (r *Reaper) pass(ctx context.Context, list func(context.Context, []string, uuid.UUID, int32) ([]db.NodeAt, error),
	move func(context.Context, db.NodeAt) (bool, error)) (int, error) {
	moved := 0
	var errs []error
	after := uuid.Nil
	for {
		rows, err := list(ctx, r.keys, after, batchSize)
		if err != nil {
			return moved, err
		}
		for _, at := range rows {
			after = at.ID
			ok, err := move(ctx, at)
			if err != nil {
				if ctx.Err() != nil {
					return moved, ctx.Err()
				}
				errs = append(errs, fmt.Errorf("node %s: %w", at.ID, err))
				continue
			}
			if ok {
				moved++
			}
		}
		if len(rows) < batchSize {
			return moved, errors.Join(errs...)
		}
	}
}

// park moves the node to NEEDS_MANUAL_EXECUTION if its executor, asked under the
// node's lock, says the delivery is stuck.
func (r *Reaper) park(ctx context.Context, at db.NodeAt) (bool, error) {
	n, st, moved, err := r.checkLocked(ctx, at, awaitingStates, func(tx *db.Tx, n *db.Node, st executor.Stranded) (bool, error) {
		if !st.Stuck {
			return false, nil
		}
		return tx.Nodes().MarkNeedsManualExecution(ctx, n.ID, n.Attempt, truncate(st.Reason), st.Action, r.actor())
	})
	if err != nil || !moved {
		return false, err
	}
	r.cfg.Logger.Warn().Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Str("executor", n.Executor).
		Str("reason", st.Reason).Str("action", st.Action).Msg("node needs a manual execution: approve a manual_execution verdict")
	return true, nil
}

// resume hands a parked node back to the observer if its executor, asked under the
// node's lock, says the delivery is done; an open manual_execution proposal on the node
// can then never apply and is closed as stale in the same transaction.
func (r *Reaper) resume(ctx context.Context, at db.NodeAt) (bool, error) {
	n, st, moved, err := r.checkLocked(ctx, at, parkedStates, func(tx *db.Tx, n *db.Node, st executor.Stranded) (bool, error) {
		if !st.Delivered {
			return false, nil
		}
		moved, err := tx.Nodes().ResumeObserving(ctx, n.ID, n.Attempt, truncate(st.Reason), r.actor())
		if err != nil || !moved {
			return false, err
		}
		_, err = tx.Verdicts().RejectStale(ctx, n.ID, r.actor())
		return err == nil, err
	})
	if err != nil || !moved {
		return false, err
	}
	r.cfg.Logger.Info().Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Str("executor", n.Executor).
		Str("reason", st.Reason).Msg("a parked node's delivery happened meanwhile: back to the observer")
	return true, nil
}

// checkLocked, in a transaction of its own, locks the node (skipping it when it moved
// on from at or another transaction holds it), asks its executor about the delivery
// while holding the lock, and lets write record the answer before the commit. It
// returns the node, the answer and whether write moved the node.
func (r *Reaper) checkLocked(ctx context.Context, at db.NodeAt, states []string,
	write func(*db.Tx, *db.Node, executor.Stranded) (bool, error)) (*db.Node, executor.Stranded, bool, error) {
	var n *db.Node
	var st executor.Stranded
	moved := false
	err := r.cfg.Pool.InTx(ctx, func(tx *db.Tx) error {
		c, ok, err := tx.Nodes().LockForDeliveryCheck(ctx, at, states)
		if err != nil || !ok {
			return err
		}
		n = c.Node
		in := c.Intent
		if in == nil {
			return fmt.Errorf("node in %s at attempt %d has no intent", n.State, n.Attempt)
		}
		st, err = r.checkers[n.Executor].CheckStranded(ctx, executor.Node{
			ID: n.ID, MovementID: n.MovementID, Key: n.Key, ExecutorKey: n.Executor, Config: n.Config, Attempt: n.Attempt,
			Tries: n.Tries, ObserveStartedAt: n.ObserveStartedAt, Progress: n.Progress, ManualExecution: n.ManualExecution,
		}, executor.Intent{
			ID: in.ID, NodeID: in.NodeID, Attempt: in.Attempt, State: in.State,
			IntentDraft: executor.IntentDraft{Lane: in.Lane, Nonce: in.Nonce, Payload: in.Payload, SignedTx: in.SignedTX,
				TxHash: deref(in.TXHash), ExternalID: deref(in.ExternalID)},
		})
		if err != nil {
			return err
		}
		if r.beforeWrite != nil {
			r.beforeWrite(n.ID)
		}
		moved, err = write(tx, n, st)
		return err
	})
	if err != nil {
		return nil, executor.Stranded{}, false, err
	}
	return n, st, moved, nil
}

// truncate bounds a reason to what the node's last error and the audit row keep.
func truncate(reason string) string {
	if len(reason) > 2000 {
		return reason[:2000]
	}
	return reason
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
