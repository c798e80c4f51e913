package engine_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// batchKey carries which Batch call a context (and so an Observe call) belongs to.
type batchKey struct{}

// observeCall is one Observe a holding executor is running.
type observeCall struct {
	batch    int
	node     uuid.UUID
	movement uuid.UUID
}

// holding is a noop executor whose Observe reports itself and then holds until the
// test releases it, so a test can look at batches while they are in flight.
type holding struct {
	*noop.Executor
	started chan observeCall
	release chan struct{}
	mu      sync.Mutex
	calls   map[uuid.UUID]int
}

func (h *holding) Key() string { return "holding" }

func (h *holding) Observe(ctx context.Context, node executor.Node, _ executor.Intent) (executor.Observation, error) {
	h.mu.Lock()
	h.calls[node.ID]++
	h.mu.Unlock()
	batch, _ := ctx.Value(batchKey{}).(int)
	h.started <- observeCall{batch: batch, node: node.ID, movement: node.MovementID}
	select {
	case <-h.release:
	case <-ctx.Done():
		return executor.Observation{}, ctx.Err()
	}
	return executor.Observation{Status: executor.Completed}, nil
}

// TestObserverBatchesInFlightTakeDisjointMovements: with Pipeline, one observer has
// several batches in flight, each its own transaction; they never observe the same
// node and never lock the same movement (SKIP LOCKED keeps their claims apart, as it
// keeps replicas'), each claims no more nodes than it observes at once, and no more
// batches than ObserveBatches are in flight.
func TestObserverBatchesInFlightTakeDisjointMovements(t *testing.T) {
	t.Parallel()
	h := &holding{started: make(chan observeCall, 16), release: make(chan struct{}), calls: map[uuid.UUID]int{}}
	b := setup(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		h.Executor = noop.New(db.Wrap(pool), "test")
		return []executor.Executor{noop.New(db.Wrap(pool), "test"), h}
	}))
	ctx := context.Background()
	cfg := faultConfig(b.db, b.Registry, "test")
	cfg.Pipeline, cfg.ObserveBatches, cfg.ObserveConcurrency, cfg.BatchSize = true, 2, 2, 4
	observer, err := engine.NewObserver(cfg)
	require.NoError(t, err)
	t.Cleanup(func() {
		select {
		case <-h.release:
		default:
			close(h.release)
		}
		observer.Wait()
	})

	pair := b.template(t, `{"nodes":[{"key":"a","executor":"holding","config":{}},{"key":"b","executor":"holding","config":{}}]}`)
	var movements []uuid.UUID
	for range 3 {
		movements = append(movements, b.start(t, pair))
	}
	_, err = b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()
	_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET next_observe_at = now() - interval '1 second'`)
	require.NoError(t, err)

	for batch := 1; batch <= 2; batch++ {
		n, err := observer.Batch(context.WithValue(ctx, batchKey{}, batch))
		require.NoError(t, err)
		require.Equal(t, cfg.BatchSize, n, "a full claim reports a full batch, so the worker comes back at once")
	}
	byBatch := map[int]map[uuid.UUID]bool{1: {}, 2: {}}
	nodes := map[uuid.UUID]bool{}
	for range 2 * cfg.ObserveConcurrency {
		select {
		case c := <-h.started:
			require.False(t, nodes[c.node], "node %s observed by two batches at once", c.node)
			nodes[c.node] = true
			byBatch[c.batch][c.movement] = true
		case <-time.After(30 * time.Second):
			t.Fatal("both batches did not start their Observe calls")
		}
	}
	require.Len(t, byBatch[1], 1, "a batch claims no more than it observes at once: one movement's two nodes")
	require.Len(t, byBatch[2], 1)
	for m := range byBatch[1] {
		require.False(t, byBatch[2][m], "movement %s locked by both batches", m)
	}
	// Each batch's transaction holds its movement while it observes.
	locked := func(id uuid.UUID) bool {
		tx, err := b.Pool.Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(ctx) }()
		_, err = tx.Exec(ctx, `SELECT 1 FROM movements WHERE id = $1 FOR UPDATE NOWAIT`, id)
		return err != nil
	}
	for _, set := range byBatch {
		for m := range set {
			require.True(t, locked(m), "movement %s is held by its batch", m)
		}
	}
	// Both slots are taken: a third Batch claims nothing and asks to be called again.
	n, err := observer.Batch(context.WithValue(ctx, batchKey{}, 3))
	require.NoError(t, err)
	require.Equal(t, cfg.BatchSize, n)
	require.Empty(t, h.started, "no third batch while two are in flight")

	close(h.release)
	observer.Wait()
	_, err = observer.Batch(context.WithValue(ctx, batchKey{}, 4))
	require.NoError(t, err)
	observer.Wait()
	for _, m := range movements {
		var state string
		require.NoError(t, b.Pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, m).Scan(&state))
		require.Equal(t, "COMPLETED", state)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	require.Len(t, h.calls, 6)
	for id, calls := range h.calls {
		require.Equal(t, 1, calls, "node %s observed once", id)
	}
}
