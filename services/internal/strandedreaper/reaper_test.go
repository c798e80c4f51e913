package strandedreaper_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/movement"
	"github.com/qtgdev/qtg/services/internal/strandedreaper"
	"github.com/qtgdev/qtg/services/internal/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// strandable is noop with a delivery that the test declares stuck: the reaper's
// contract is about rows and locks, not about any bridge.
type strandable struct {
	*noop.Executor
	stuck atomic.Bool
}

func (s *strandable) CheckStranded(context.Context, executor.Node, executor.Intent) (executor.Stranded, error) {
	return executor.Stranded{Stuck: s.stuck.Load(), Reason: "test: delivery stuck", Action: "retry"}, nil
}

type env struct {
	*testfix.Fixture
	ex       *strandable
	template string
}

func setup(t *testing.T) *env {
	t.Helper()
	ex := &strandable{}
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		ex.Executor = noop.New(db.Wrap(pool), testfix.Instance)
		return []executor.Executor{ex}
	}))
	return &env{Fixture: f, ex: ex, template: f.UniqueTemplate(t, "stranded", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)}
}

// submitted starts n movements and dispatches them: each node SUBMITTED, waiting for
// its (never coming) observation.
func (e *env) submitted(t *testing.T, n int) {
	t.Helper()
	for range n {
		e.Movement(t, movement.CreateInput{TemplateName: e.template})
	}
	d, err := engine.NewDispatcher(e.EngineConfig())
	require.NoError(t, err)
	testfix.WaitFor(t, "nodes SUBMITTED", func() bool {
		_, err := d.Batch(t.Context())
		require.NoError(t, err)
		return e.Count(t, `SELECT count(*) FROM movement_nodes WHERE node_state = 'SUBMITTED'`) == n
	})
}

func (e *env) reaper(t *testing.T, instance string) *strandedreaper.Reaper {
	t.Helper()
	r, err := strandedreaper.New(strandedreaper.Config{Pool: e.Workers(), Registry: e.Registry, Instance: instance, Logger: zerolog.Nop()})
	require.NoError(t, err)
	require.Equal(t, []string{noop.Key}, r.Keys())
	return r
}

// Two reapers (replicas) passing over the same stuck nodes at once move each exactly
// once: one audit row per node, the gauge's count equal to the nodes.
func TestReplicasMoveEachNodeOnce(t *testing.T) {
	t.Parallel()
	e := setup(t)
	e.submitted(t, 20)
	e.ex.stuck.Store(true)

	var wg sync.WaitGroup
	var moved atomic.Int64
	for _, name := range []string{"a", "b"} {
		r := e.reaper(t, name)
		wg.Go(func() {
			n, err := r.Batch(t.Context())
			assert.NoError(t, err)
			moved.Add(int64(n))
		})
	}
	wg.Wait()
	require.EqualValues(t, 20, moved.Load())
	require.Equal(t, 20, e.Count(t, `SELECT count(*) FROM movement_nodes WHERE node_state = 'NEEDS_MANUAL_EXECUTION' AND last_error = 'test: delivery stuck'`))
	require.Equal(t, 20, e.Count(t, `SELECT count(*) FROM audit_outbox WHERE action = 'NEEDS_MANUAL_EXECUTION'`))
	require.Equal(t, 20, e.Count(t, `SELECT count(*) FROM movements WHERE movement_state = 'EXECUTING'`), "the movements stay live")
	n, err := e.Workers().Nodes().CountNeedsManualExecution(t.Context())
	require.NoError(t, err)
	require.EqualValues(t, 20, n)

	// A further pass finds nothing left to move.
	again, err := e.reaper(t, "c").Batch(t.Context())
	require.NoError(t, err)
	require.Zero(t, again)
}

// A node whose row another worker holds (an observer's claim, FOR UPDATE until its
// transaction ends) is skipped, not waited for, and moved on a later pass; a delivery
// that is not stuck is left alone.
func TestHeldOrHealthyNodesStay(t *testing.T) {
	t.Parallel()
	e := setup(t)
	e.submitted(t, 1)
	r := e.reaper(t, "a")

	n, err := r.Batch(t.Context())
	require.NoError(t, err)
	require.Zero(t, n, "not stuck: nothing to do")

	e.ex.stuck.Store(true)
	tx, err := e.Pool.Begin(t.Context())
	require.NoError(t, err)
	var id uuid.UUID
	require.NoError(t, tx.QueryRow(t.Context(), `SELECT id FROM movement_nodes WHERE node_state = 'SUBMITTED' FOR UPDATE`).Scan(&id))
	n, err = r.Batch(t.Context()) // returns at once: SKIP LOCKED
	require.NoError(t, err)
	require.Zero(t, n, "a held node is skipped")
	require.NoError(t, tx.Rollback(t.Context()))

	n, err = r.Batch(t.Context())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, 1, e.Count(t, `SELECT count(*) FROM movement_nodes WHERE id = $1 AND node_state = 'NEEDS_MANUAL_EXECUTION'`, id))
}
