package strandedreaper_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/sidecar/strandedreaper"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// strandable is noop with a delivery that the test declares stuck or done: the
// reaper's contract is about rows and locks, not about any bridge.
type strandable struct {
	*noop.Executor
	stuck, delivered atomic.Bool
	// checks counts CheckStranded calls.
	checks atomic.Int32
	// observing, when set, makes Observe signal it and then wait for release before it
	// answers Pending, holding the observer's claim on the node meanwhile.
	observing, release chan struct{}
}

func (s *strandable) CheckStranded(context.Context, executor.Node, executor.Intent) (executor.Stranded, error) {
	s.checks.Add(1)
	if s.delivered.Load() {
		return executor.Stranded{Delivered: true, Reason: "test: delivered"}, nil
	}
	return executor.Stranded{Stuck: s.stuck.Load(), Reason: "test: delivery stuck", Action: "retry"}, nil
}

func (s *strandable) Observe(ctx context.Context, n executor.Node, in executor.Intent) (executor.Observation, error) {
	if s.observing == nil {
		return s.Executor.Observe(ctx, n, in)
	}
	s.observing <- struct{}{}
	<-s.release
	return executor.Observation{Status: executor.Pending, Reason: "test: still delivering"}, nil
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
	r, err := strandedreaper.New(strandedreaper.Config{Pool: db.Wrap(e.OpenLogin(t, db.JobStrandedReaper)), Registry: e.Registry, Instance: instance, Logger: zerolog.Nop()})
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
	require.Equal(t, 20, e.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE action = 'NEEDS_MANUAL_EXECUTION'`))
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

// A message executed between the reaper's read of its delivery and its write (no lock
// stops the far chain) is not left parked: the same pass finds it delivered and hands
// it back to the observer, both moves audited.
func TestDeliveredMessageIsNeverLeftParked(t *testing.T) {
	t.Parallel()
	e := setup(t)
	e.submitted(t, 1)
	e.ex.stuck.Store(true)
	r := e.reaper(t, "a")
	strandedreaper.SetBeforeWrite(r, func(uuid.UUID) { // the message is executed right here
		e.ex.stuck.Store(false)
		e.ex.delivered.Store(true)
	})
	_, err := r.Batch(t.Context())
	require.NoError(t, err)
	require.Zero(t, e.Count(t, `SELECT count(*) FROM movement_nodes WHERE node_state = 'NEEDS_MANUAL_EXECUTION'`), "not left parked")
	require.Equal(t, 1, e.Count(t, `SELECT count(*) FROM movement_nodes WHERE node_state = 'OBSERVING' AND next_observe_at <= now()`),
		"back to the observer, due now")
	require.Equal(t, 1, e.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE action = 'NEEDS_MANUAL_EXECUTION->OBSERVING'
		AND detail->>'reason' = 'test: delivered'`))
}

// A parked node whose message someone executed meanwhile goes back to OBSERVING, the
// open proposal to execute it by hand is closed as stale (it can never apply), and the
// observer completes the node.
func TestParkedNodeDeliveredGoesBackToObserver(t *testing.T) {
	t.Parallel()
	e := setup(t)
	e.submitted(t, 1)
	e.ex.stuck.Store(true)
	r := e.reaper(t, "a")
	n, err := r.Batch(t.Context())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	var id uuid.UUID
	var attempt int32
	require.NoError(t, e.Pool.QueryRow(t.Context(), `SELECT id, attempt FROM movement_nodes WHERE node_state = 'NEEDS_MANUAL_EXECUTION'`).Scan(&id, &attempt))
	v, err := e.Svc.ProposeVerdict(t.Context(), movement.ProposeVerdictInput{
		NodeID: id, Attempt: attempt, Verdict: movement.VerdictManualExecution, Reason: "stuck", By: "op1",
	})
	require.NoError(t, err)

	e.ex.delivered.Store(true)
	n, err = r.Batch(t.Context())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, 1, e.Count(t, `SELECT count(*) FROM movement_nodes WHERE id = $1 AND node_state = 'OBSERVING' AND last_error IS NULL`, id))
	require.Equal(t, 1, e.Count(t, `SELECT count(*) FROM node_verdicts WHERE id = $1 AND verdict_state = 'REJECTED'`, v.ID),
		"the manual execution can never apply")
	_, err = e.Svc.ApproveVerdict(t.Context(), v.ID, "op2")
	require.Error(t, err)

	o, err := engine.NewObserver(e.EngineConfig())
	require.NoError(t, err)
	testfix.WaitFor(t, "the observer to complete the node", func() bool {
		_, err := o.Batch(t.Context())
		require.NoError(t, err)
		return e.Count(t, `SELECT count(*) FROM movement_nodes WHERE id = $1 AND node_state = 'COMPLETED'`, id) == 1
	})
}

// The reaper reads a node's delivery only while it holds the node's row: a node a real
// observer holds (its claim's transaction is open through Observe) is skipped at once,
// its delivery not read and nothing written, and it is parked on a later pass.
func TestNodeHeldByObserverIsSkippedNotWaitedFor(t *testing.T) {
	t.Parallel()
	e := setup(t)
	e.submitted(t, 1)
	e.ex.stuck.Store(true)
	e.ex.observing, e.ex.release = make(chan struct{}), make(chan struct{})
	o, err := engine.NewObserver(e.EngineConfig())
	require.NoError(t, err)
	var observer sync.WaitGroup
	var observeErr error
	observer.Go(func() { _, observeErr = o.Batch(t.Context()) })
	release := sync.OnceFunc(func() { close(e.ex.release) })
	t.Cleanup(func() { release(); observer.Wait() })
	<-e.ex.observing // the observer holds the node (and its movement) now

	r := e.reaper(t, "a")
	done := make(chan struct{})
	var moved int
	go func() {
		defer close(done)
		moved, err = r.Batch(t.Context())
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the reaper waited for the node the observer holds")
	}
	require.NoError(t, err)
	require.Zero(t, moved, "a held node is skipped")
	require.Zero(t, e.ex.checks.Load(), "its delivery is not read without its lock")

	release()
	observer.Wait()
	require.NoError(t, observeErr)
	moved, err = r.Batch(t.Context())
	require.NoError(t, err)
	require.Equal(t, 1, moved, "parked once the observer let go")
	require.Equal(t, 1, e.Count(t, `SELECT count(*) FROM movement_nodes WHERE node_state = 'NEEDS_MANUAL_EXECUTION'`))
}
