package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// gatedNoop is the noop executor whose Submit waits until the test closes gate, so a
// test can hold a batch between its claim and its outcome.
type gatedNoop struct {
	executor.Executor
	gate chan struct{}
}

func (g gatedNoop) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	select {
	case <-g.gate:
	case <-ctx.Done():
		return executor.SubmitResult{}, executor.BeforeSideEffect(ctx.Err())
	}
	return g.Executor.Submit(ctx, node, intent)
}

// TestPipelinedDispatcher: with Pipeline, a full batch returns while its Submits still
// run, so the next claim overlaps it; the slots bound what is claimed but not yet
// recorded (a third batch finds none free until an outcome is recorded); Wait records
// what is in flight; a short batch is recorded before Batch returns. Every node runs
// exactly once.
func TestPipelinedDispatcher(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	noop, err := b.Registry.Get("noop")
	require.NoError(t, err)
	gate := make(chan struct{})
	reg, err := executor.NewRegistry(gatedNoop{Executor: noop, gate: gate})
	require.NoError(t, err)
	cfg := faultConfig(b.db, reg, "pipelined")
	cfg.BatchSize, cfg.SubmitConcurrency, cfg.Pipeline = 2, 4, true
	// Full batches never linger; the short one at the end does, and on a loaded machine
	// its Submit may need longer than faultConfig's linger.
	cfg.SubmitLinger = 30 * time.Second
	d, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)

	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"sync":true}}]}`)
	var ids []uuid.UUID
	for range 5 {
		ids = append(ids, b.start(t, tmpl))
	}
	count := func(state string) int {
		return b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = ANY($1) AND node_state = $2`, ids, state)
	}

	for i := range 2 {
		n, err := d.Batch(ctx)
		require.NoError(t, err)
		require.Equal(t, 2, n, "batch %d claims a full batch while the one before is in flight", i+1)
	}
	require.Equal(t, 4, count("SUBMITTING"), "both batches' Submits are still held")
	n, err := d.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "every slot belongs to a node whose outcome is not recorded yet")
	require.Equal(t, 1, count("READY"))

	close(gate)
	d.Wait()
	require.Equal(t, 4, count("COMPLETED"), "Wait recorded the outcomes of both batches")

	n, err = d.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, 5, count("COMPLETED"), "a short batch is recorded before Batch returns")
	require.Equal(t, 5, b.Count(t, `SELECT count(*)::int FROM movements WHERE id = ANY($1) AND movement_state = 'COMPLETED'`, ids))
	require.Equal(t, 5, b.Count(t, `SELECT count(*)::int FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id
		WHERE n.movement_id = ANY($1) AND NOT e.fenced`, ids), "one side effect per node")
}
