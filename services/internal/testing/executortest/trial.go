package executortest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

const (
	// staleAfter is the workers' stale-SUBMITTING window: how long recovery waits
	// before it takes over a node whose dispatcher stopped renewing its lease. Short,
	// so that a crash costs a case little; long enough that a live dispatcher on a
	// loaded machine keeps its leases.
	staleAfter = 2 * time.Second
	// patience bounds every wait for a movement to get somewhere. It only decides when
	// a stuck case is reported, so it is far above a case's usual time: a bridge's
	// relayer delivers the messages of dozens of cases one after another, and on two
	// cores shared with other packages' chains every step runs several times slower.
	patience = 5 * time.Minute
	// pollEvery paces the workers' rounds, as their poll interval would: a block of the
	// test chains (devchaintest.BlockInterval), so that dozens of cases at once leave the
	// CPU to the chains.
	pollEvery = 100 * time.Millisecond
)

// Movement and node states the cases expect.
const (
	stateCompleted = "COMPLETED"
	stateCancelled = "CANCELLED"
	stateExpired   = "EXPIRED"
)

// trial is one case's world on QTG's side: its own database with the executor
// registered, the movement service and the Subject's template.
type trial struct {
	t        *testing.T
	s        *Subject
	f        *testfix.Fixture
	template string
}

func newTrial(t *testing.T, s *Subject) *trial {
	t.Helper()
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{s.New(t, pool)}
	}))
	return &trial{t: t, s: s, f: f, template: f.UniqueTemplate(t, "conformance", s.Template)}
}

// start creates and approves movement i.
func (tr *trial) start(i int) Movement {
	tr.t.Helper()
	m := tr.f.Movement(tr.t, movement.CreateInput{TemplateName: tr.template, Params: tr.s.Params(i)})
	return Movement{I: i, ID: m.ID, Pool: tr.f.Pool}
}

// stage selects which workers a round runs.
type stage uint8

const (
	dispatch stage = 1 << iota
	observe
	recoverStage
	everyStage = dispatch | observe | recoverStage
)

// workers is one replica of the three core workers, with its own executor value
// behind a tap.
type workers struct {
	d   *engine.Dispatcher
	o   *engine.Observer
	r   *engine.Recovery
	tap *tap

	mu      sync.Mutex
	lastErr error
}

// workers builds a replica named name on pool, its executor trapped by trp (nil:
// none). The executor reaches the outside world through the trial's own pool even
// when pool is cut: only the engine loses its database.
func (tr *trial) workers(name string, pool *db.Pool, trp *trap) *workers {
	tr.t.Helper()
	ex, tp := wrap(tr.s.New(tr.t, tr.f.Pool), tr.s.phaseOf, trp)
	reg, err := executor.NewRegistry(ex)
	require.NoError(tr.t, err)
	cfg := engine.Config{
		Pool: pool, Registry: reg, Instance: name, Logger: zerolog.Nop(),
		RetryBackoff: 5 * time.Millisecond, MaxRetryBackoff: 100 * time.Millisecond,
		UnknownRetry: 100 * time.Millisecond, StaleSubmittingAfter: staleAfter,
	}
	w := &workers{tap: tp}
	w.d, err = engine.NewDispatcher(cfg)
	require.NoError(tr.t, err)
	w.o, err = engine.NewObserver(cfg)
	require.NoError(tr.t, err)
	w.r, err = engine.NewRecovery(cfg)
	require.NoError(tr.t, err)
	tr.t.Cleanup(func() {
		if trp != nil {
			trp.open()
		}
		w.d.Wait()
	})
	return w
}

// live is a replica on the trial's own database, with trp (nil: none).
func (tr *trial) live(name string, trp *trap) *workers {
	tr.t.Helper()
	return tr.workers(name, db.Wrap(tr.f.Pool), trp)
}

// round runs one batch of each worker stages selects and reports whether cond held
// after any of them (nil: never), so a case can act between two batches.
func (w *workers) round(ctx context.Context, stages stage, cond func() bool) bool {
	for _, b := range []struct {
		stage stage
		batch func(context.Context) (int, error)
	}{{dispatch, w.d.Batch}, {observe, w.o.Batch}, {recoverStage, w.r.Batch}} {
		if stages&b.stage == 0 {
			continue
		}
		if _, err := b.batch(ctx); err != nil && ctx.Err() == nil {
			w.mu.Lock()
			w.lastErr = err
			w.mu.Unlock()
		}
		if cond != nil && cond() {
			return true
		}
	}
	return false
}

// background runs rounds of every worker until stop is called; stop waits for the
// round in progress.
func (w *workers) background() (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			w.round(ctx, everyStage, nil)
			select {
			case <-ctx.Done():
			case <-time.After(pollEvery):
			}
		}
	}()
	return func() {
		cancel()
		<-done
	}
}

func (w *workers) lastError() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.lastErr
}

// until runs rounds of ws (stages only) until cond holds; it fails the test,
// describing m, when cond does not hold within patience.
func (tr *trial) until(m Movement, what string, cond func() bool, stages stage, ws ...*workers) {
	tr.t.Helper()
	tr.rounds(m, what, cond, nil, stages, ws...)
}

// untilBetween is until with cond checked after every batch, for a case that must act
// before the next batch does.
func (tr *trial) untilBetween(m Movement, what string, cond func() bool, stages stage, ws ...*workers) {
	tr.t.Helper()
	tr.rounds(m, what, cond, cond, stages, ws...)
}

func (tr *trial) rounds(m Movement, what string, cond, each func() bool, stages stage, ws ...*workers) {
	tr.t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(patience)
	for !cond() {
		if time.Now().After(deadline) {
			tr.failWaiting(m, what, ws...)
		}
		for _, w := range ws {
			if w.round(ctx, stages, each) {
				return
			}
		}
		time.Sleep(pollEvery)
	}
}

// await waits, without running workers, until cond holds.
func (tr *trial) await(m Movement, what string, cond func() bool, ws ...*workers) {
	tr.t.Helper()
	deadline := time.Now().Add(patience)
	for !cond() {
		if time.Now().After(deadline) {
			tr.failWaiting(m, what, ws...)
		}
		time.Sleep(pollEvery)
	}
}

func (tr *trial) failWaiting(m Movement, what string, ws ...*workers) {
	tr.t.Helper()
	var errs []error
	for _, w := range ws {
		if err := w.lastError(); err != nil {
			errs = append(errs, err)
		}
	}
	tr.t.Fatalf("timed out waiting for %s\n%s\nlast worker errors: %v", what, tr.describe(m), errors.Join(errs...))
}

// ended is a condition: m is in a terminal state.
func (tr *trial) ended(m Movement) func() bool {
	return func() bool {
		switch tr.movementState(m) {
		case stateCompleted, "FAILED", stateCancelled, stateExpired:
			return true
		}
		return false
	}
}

func (tr *trial) movementState(m Movement) string {
	tr.t.Helper()
	var s string
	require.NoError(tr.t, tr.f.Pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, m.ID).Scan(&s))
	return s
}

// nodeRow is m's node as the engine left it, with the phase of its current attempt's
// intent ("" when the attempt has none).
type nodeRow struct {
	executor.Node
	state string
	phase string
}

func (tr *trial) node(m Movement) nodeRow {
	tr.t.Helper()
	var n nodeRow
	var payload []byte
	require.NoError(tr.t, tr.f.Pool.QueryRow(context.Background(), `
		SELECT n.id, n.node_key, n.executor_key, n.node_config, n.attempt, n.tries, n.progress, n.node_state, i.payload
		FROM movement_nodes n LEFT JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
		WHERE n.movement_id = $1`, m.ID).
		Scan(&n.ID, &n.Key, &n.ExecutorKey, &n.Config, &n.Attempt, &n.Tries, &n.Progress, &n.state, &payload))
	n.MovementID = m.ID
	if payload != nil {
		n.phase = tr.s.phaseOf(payload)
	}
	return n
}

// between is a condition: m's node is back to READY after phase's Continue.
func (tr *trial) between(m Movement, phase string) func() bool {
	return func() bool {
		n := tr.node(m)
		return n.state == "READY" && n.phase == phase
	}
}

// intents counts the intents m's node ever got.
func (tr *trial) intents(m Movement) int {
	tr.t.Helper()
	return tr.f.Count(tr.t, `SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1`, m.ID)
}

// describe is m and its node as the engine sees them, with the node's audit trail,
// for a failure message.
func (tr *trial) describe(m Movement) string {
	var state, node, lastErr, progress string
	var attempt, tries int32
	var trail []string
	err := tr.f.Pool.QueryRow(context.Background(), `
		SELECT r.movement_state, n.node_state, n.attempt, n.tries, coalesce(n.last_error, ''), left(coalesce(n.progress::text, ''), 300),
		       coalesce((SELECT array_agg(a.action || coalesce(' ' || (a.detail->>'verdict'), '') ORDER BY a.id)
		                 FROM audit_outbox_events a WHERE a.entity_id = n.id::text), '{}')
		FROM movements r JOIN movement_nodes n ON n.movement_id = r.id WHERE r.id = $1`, m.ID).
		Scan(&state, &node, &attempt, &tries, &lastErr, &progress, &trail)
	if err != nil {
		return fmt.Sprintf("movement %d (%s): %v", m.I, m.ID, err)
	}
	// A node recovery keeps looking at repeats itself: its first and last steps tell.
	const head, tail = 16, 8
	if len(trail) > head+tail {
		trail = slices.Concat(trail[:head], []string{fmt.Sprintf("… %d more …", len(trail)-head-tail)}, trail[len(trail)-tail:])
	}
	return fmt.Sprintf("movement %d (%s) %s; node %s attempt %d tries %d\nlast error: %s\nprogress: %s\naudit: %s",
		m.I, m.ID, state, node, attempt, tries, lastErr, progress, strings.Join(trail, ", "))
}

// expect checks m's end from the outside world, once nothing of it is on its way
// there any more: its value left its holder moved times (0 or 1) and arrived as often,
// and the movement ended in state.
func (tr *trial) expect(m Movement, state string, moved int) {
	tr.t.Helper()
	if tr.s.Settled != nil {
		tr.await(m, "the outside world to settle", func() bool { return tr.s.Settled(tr.t, m) })
	}
	got := tr.s.Moved(tr.t, m)
	require.LessOrEqual(tr.t, got, 1, "movement %d's value left its holder %d times\n%s", m.I, got, tr.describe(m))
	require.Equal(tr.t, moved, got, "how many times movement %d's value left its holder\n%s", m.I, tr.describe(m))
	if tr.s.Arrived != nil {
		require.Equal(tr.t, moved, tr.s.Arrived(tr.t, m), "how many times movement %d's value arrived\n%s", m.I, tr.describe(m))
	}
	require.Equal(tr.t, state, tr.movementState(m), "movement %d's end\n%s", m.I, tr.describe(m))
}
