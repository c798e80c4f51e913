// Package strandedreaper is the ccip-stranded-reaper sidecar: it finds nodes whose
// delivery is stuck on the far side of a bridge after the send succeeded (a CCIP
// message in FAILURE, or UNTOUCHED past a threshold) and moves them to
// NEEDS_MANUAL_EXECUTION with the executor's reason, so that operators see them (the
// qtg_nodes_needing_manual_execution gauge and its alert) and approve a manual
// execution with four eyes (a manual_execution verdict). It is generic over executors:
// it asks every registered executor that implements executor.StrandedChecker about
// its nodes in SUBMITTED/OBSERVING, and does nothing else to them.
//
// The move is a compare-and-set on (node, attempt, SUBMITTED/OBSERVING) that skips a
// node an observer holds (it is asked again next pass), audited with the reason and
// the manual step. Replicas are safe: two reapers moving one node cannot both succeed.
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

// Reaper moves stranded nodes; its Batch is the ccip-stranded-reaper worker's.
type Reaper struct {
	cfg      Config
	checkers map[string]executor.StrandedChecker
	keys     []string
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
	_, err := cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/strandedreaper").Int64ObservableGauge(
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

func (r *Reaper) actor() string { return "ccip-stranded-reaper/" + r.cfg.Instance }

// Batch asks about every node waiting for delivery once and returns how many it moved
// to NEEDS_MANUAL_EXECUTION. A node whose executor cannot answer (an RPC error) is
// skipped and reported in the error; the others are still served.
func (r *Reaper) Batch(ctx context.Context) (int, error) {
	if len(r.keys) == 0 {
		return 0, nil
	}
	moved := 0
	var errs []error
	after := uuid.Nil
	for {
		rows, err := r.cfg.Pool.Nodes().ListAwaitingDelivery(ctx, r.keys, after, batchSize)
		if err != nil {
			return moved, err
		}
		for _, row := range rows {
			after = row.Node.ID
			ok, err := r.check(ctx, row)
			if err != nil {
				if ctx.Err() != nil {
					return moved, ctx.Err()
				}
				errs = append(errs, fmt.Errorf("node %s: %w", row.Node.ID, err))
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

func (r *Reaper) check(ctx context.Context, row db.AwaitingDelivery) (bool, error) {
	sc := r.checkers[row.Node.Executor]
	n, in := row.Node, row.Intent
	st, err := sc.CheckStranded(ctx, executor.Node{
		ID: n.ID, MovementID: n.MovementID, Key: n.Key, ExecutorKey: n.Executor, Config: n.Config, Attempt: n.Attempt,
		Tries: n.Tries, ObserveStartedAt: n.ObserveStartedAt, Progress: n.Progress, ManualExecution: n.ManualExecution,
	}, executor.Intent{
		ID: in.ID, NodeID: in.NodeID, Attempt: in.Attempt, State: in.State,
		IntentDraft: executor.IntentDraft{Lane: in.Lane, Nonce: in.Nonce, Payload: in.Payload, SignedTx: in.SignedTX,
			TxHash: deref(in.TXHash), ExternalID: deref(in.ExternalID)},
	})
	if err != nil || !st.Stuck {
		return false, err
	}
	reason := st.Reason
	if len(reason) > 2000 {
		reason = reason[:2000]
	}
	ok, err := r.cfg.Pool.Nodes().MarkNeedsManualExecution(ctx, n.ID, n.Attempt, reason, st.Action, r.actor())
	if err != nil || !ok {
		return false, err
	}
	r.cfg.Logger.Warn().Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Str("executor", n.Executor).
		Str("reason", reason).Str("action", st.Action).Msg("node needs a manual execution: approve a manual_execution verdict")
	return true, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
