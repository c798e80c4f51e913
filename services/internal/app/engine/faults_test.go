package engine_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// Faults the exactly-once contract must survive (docs/design.md §7). Each test reproduces a
// path that once paid twice or got stuck.

func faultConfig(pool *db.Pool, reg *executor.Registry, instance string) engine.Config {
	return engine.Config{
		Pool: pool, Registry: reg, Instance: instance, Logger: zerolog.Nop(),
		RetryBackoff: time.Millisecond, MaxRetryBackoff: 5 * time.Millisecond,
		UnknownRetry: time.Millisecond, StaleSubmittingAfter: time.Hour, SubmitLinger: 50 * time.Millisecond,
	}
}

func (b *bundle) nodeID(t *testing.T, movement uuid.UUID, key string) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	require.NoError(t, b.Pool.QueryRow(context.Background(),
		`SELECT id FROM movement_nodes WHERE movement_id = $1 AND node_key = $2`, movement, key).Scan(&id))
	return id
}

// TestLateSubmitOfALostDispatcherIsFenced: a dispatcher loses its database while its
// Submit is already on the wire and outlasts the stale window. Recovery takes the node
// over and proves "not sent" by fencing the attempt; the late Submit then arrives and
// is refused, so the node has exactly one side effect. Before the fence, recovery's
// "no row yet" let a second attempt run and the first one land afterwards: two.
func TestLateSubmitOfALostDispatcherIsFenced(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	// b.Pool is the outside world's and the surviving workers' view of the database;
	// the lost dispatcher reaches it through a proxy the test cuts.
	b := setup(t)
	world := b.Pool
	proxy, lostPool := testfix.CutPool(t, b.DB)

	lostCfg := faultConfig(lostPool, b.Registry, "lost")
	lostCfg.StaleSubmittingAfter = 400 * time.Millisecond
	lost, err := engine.NewDispatcher(lostCfg)
	require.NoError(t, err)
	liveCfg := faultConfig(b.db, b.Registry, "live")
	liveCfg.StaleSubmittingAfter = 400 * time.Millisecond
	live, err := engine.NewDispatcher(liveCfg)
	require.NoError(t, err)
	observer, err := engine.NewObserver(liveCfg)
	require.NoError(t, err)
	recovery, err := engine.NewRecovery(liveCfg)
	require.NoError(t, err)

	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"pause_before_submit_ms":3000,"pause_ignores_cancel":true}}]}`)
	id := b.start(t, tmpl)
	node := b.nodeID(t, id, "a")

	_, err = lost.Batch(ctx)
	require.NoError(t, err)
	testfix.WaitFor(t, "the lost dispatcher's Submit to be on the wire", func() bool {
		return b.Count(t, `SELECT count(*)::int FROM noop_markers WHERE node_id = $1 AND point = 'before_submit'`, node) == 1
	})
	proxy.Cut()

	testfix.WaitFor(t, "the movement to finish without the lost dispatcher", func() bool {
		for _, f := range []func(context.Context) (int, error){live.Batch, observer.Batch, recovery.Batch} {
			_, err := f(ctx)
			require.NoError(t, err)
		}
		var state string
		require.NoError(t, world.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
		return state == "COMPLETED"
	})
	lost.Wait() // the late Submit has landed (or been refused) by now
	live.Wait()

	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM noop_side_effects WHERE node_id = $1 AND NOT fenced`, node),
		"exactly one side effect")
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM noop_side_effects WHERE node_id = $1 AND attempt = 1 AND fenced`, node),
		"recovery fenced the lost attempt before answering not sent")
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'RECOVERY_VERDICT'
		AND detail->>'verdict' = 'not_sent'`, node.String()), "the verdict is in the audit trail")
}

// stubborn is an executor whose step never finishes and whose recovery always finds
// it under way: what a transaction stuck in a pool looks like.
type stubborn struct {
	*noop.Executor
	recovers int
	mu       sync.Mutex
}

func (s *stubborn) Key() string { return "stubborn" }

func (s *stubborn) Observe(context.Context, executor.Node, executor.Intent) (executor.Observation, error) {
	return executor.Observation{Status: executor.Pending, Reason: "still in the pool"}, nil
}

func (s *stubborn) Recover(context.Context, executor.Node, *executor.Intent) (executor.Recovery, error) {
	s.mu.Lock()
	s.recovers++
	s.mu.Unlock()
	return executor.Recovery{Verdict: executor.VerdictSent, Reason: "in the pool"}, nil
}

func (s *stubborn) Baseline(json.RawMessage) executor.Baseline {
	return executor.Baseline{Lane: "stubborn", Baseline: time.Minute, FatalAfter: time.Hour,
		PrePoll: time.Millisecond, AtPoll: time.Millisecond, OverPoll: time.Millisecond}
}

// TestSentVerdictRestartsTheObservationClock: recovery's "sent" hands a node past its
// fatal deadline back to the observer with a fresh clock. Keeping the old one made the
// observer send it straight back to recovery, every poll, with no backoff.
func TestSentVerdictRestartsTheObservationClock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	var st *stubborn
	b := setup(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		st = &stubborn{Executor: noop.New(db.Wrap(pool), "test")}
		return []executor.Executor{noop.New(db.Wrap(pool), "test"), st}
	}))
	pool := b.Pool
	cfg := faultConfig(b.db, b.Registry, "test")
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	cfg.Meter = mp
	dispatcher, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	observer, err := engine.NewObserver(cfg)
	require.NoError(t, err)
	recovery, err := engine.NewRecovery(cfg)
	require.NoError(t, err)
	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"stubborn","config":{}}]}`))
	node := b.nodeID(t, id, "a")
	_, err = dispatcher.Batch(ctx)
	require.NoError(t, err)
	dispatcher.Wait()
	// The node has been observed for two hours: past its fatal deadline.
	_, err = pool.Exec(ctx, `UPDATE movement_nodes SET observe_started_at = now() - interval '2 hours', next_observe_at = now() WHERE id = $1`, node)
	require.NoError(t, err)

	for range 10 {
		_, err := observer.Batch(ctx)
		require.NoError(t, err)
		_, err = recovery.Batch(ctx)
		require.NoError(t, err)
	}
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = '->UNKNOWN'`, node.String()),
		"fatal once, then observed on a fresh clock")
	// Counted once for the alert on observations past their fatal deadline.
	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(ctx, &rm))
	var pastFatal int64
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if sum, ok := m.Data.(metricdata.Sum[int64]); ok && m.Name == "qtg_observations_past_fatal" {
				for _, p := range sum.DataPoints {
					pastFatal += p.Value
				}
			}
		}
	}
	require.EqualValues(t, 1, pastFatal)
	st.mu.Lock()
	require.Equal(t, 1, st.recovers)
	st.mu.Unlock()
	var state string
	require.NoError(t, pool.QueryRow(ctx, `SELECT node_state FROM movement_nodes WHERE id = $1`, node).Scan(&state))
	require.Equal(t, "OBSERVING", state)
}

// refusing is an executor whose Preflight always holds the node back (no funds).
type refusing struct{ *noop.Executor }

func (r *refusing) Key() string { return "refusing" }

func (r *refusing) Preflight(context.Context, executor.Node) error {
	return errors.New("insufficient funds")
}

// TestHeldBackMovementStaysCancellable: a movement none of whose nodes can start does
// not become EXECUTING (where nothing could cancel or expire it), and the holds back
// off instead of being retried every second for ever.
func TestHeldBackMovementStaysCancellable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{noop.New(db.Wrap(pool), "test"), &refusing{noop.New(db.Wrap(pool), "test")}}
	}))
	pool := b.Pool
	cfg := faultConfig(b.db, b.Registry, "test")
	cfg.RetryBackoff, cfg.MaxRetryBackoff = time.Second, time.Hour
	dispatcher, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"refusing","config":{}}]}`))
	node := b.nodeID(t, id, "a")

	var delays []float64
	for range 3 {
		// Make the node due again, as time passing would.
		_, err := pool.Exec(ctx, `UPDATE movement_nodes SET next_try_at = NULL WHERE id = $1`, node)
		require.NoError(t, err)
		n, err := dispatcher.Batch(ctx)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		var delay float64
		require.NoError(t, pool.QueryRow(ctx, `SELECT extract(epoch FROM next_try_at - now()) FROM movement_nodes WHERE id = $1`, node).Scan(&delay))
		delays = append(delays, delay)
	}
	require.Greater(t, delays[1], delays[0]*1.5, "the hold backoff grows: %v", delays)
	require.Greater(t, delays[2], delays[1]*1.5, "the hold backoff grows: %v", delays)
	var state string
	var tries, holds int
	require.NoError(t, pool.QueryRow(ctx, `SELECT r.movement_state, n.tries, n.holds FROM movements r JOIN movement_nodes n ON n.movement_id = r.id WHERE n.id = $1`, node).
		Scan(&state, &tries, &holds))
	require.Equal(t, "APPROVED", state, "nothing started")
	require.Equal(t, 0, tries, "holds use no try")
	require.Equal(t, 3, holds)
	// The claim wrote nothing: each hold is one write (a RETRY), never a start to
	// SUBMITTING and one back, and the attempt, the fencing token, is not used up
	// (docs/design.md §7 "The claim writes nothing").
	var attempt int
	var actions []string
	require.NoError(t, pool.QueryRow(ctx, `SELECT n.attempt, (SELECT array_agg(a.action ORDER BY a.id) FROM audit_outbox_events a WHERE a.entity_id = n.id::text)
		FROM movement_nodes n WHERE n.id = $1`, node).Scan(&attempt, &actions))
	require.Zero(t, attempt)
	require.Equal(t, []string{"RETRY", "RETRY", "RETRY"}, actions)
	_, err = b.Svc.Cancel(ctx, id, "erin", "funds never arrived")
	require.NoError(t, err)
	require.NoError(t, pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
	require.Equal(t, "CANCELLED", state)
}

// failing is an executor whose Preflight fails for good (a config no chain accepts).
type failing struct{ *noop.Executor }

func (f *failing) Key() string { return "failing" }

func (f *failing) Preflight(context.Context, executor.Node) error {
	return executor.Permanent(errors.New("no such token"))
}

// A node that fails for good before it started goes READY -> FAILED at its stored
// attempt: the claim wrote nothing, and nothing was about to be sent.
func TestANodeFailedBeforeItStartedNeverWasSubmitting(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{noop.New(db.Wrap(pool), "test"), &failing{noop.New(db.Wrap(pool), "test")}}
	}))
	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"failing","config":{}}]}`))
	node := b.nodeID(t, id, "a")
	n, err := b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)

	var movement, state string
	var attempt, tries int
	var actions []string
	require.NoError(t, b.Pool.QueryRow(ctx, `SELECT r.movement_state, n.node_state, n.attempt, n.tries,
			(SELECT array_agg(a.action ORDER BY a.id) FROM audit_outbox_events a WHERE a.entity_id = n.id::text)
		FROM movements r JOIN movement_nodes n ON n.movement_id = r.id WHERE n.id = $1`, node).Scan(&movement, &state, &attempt, &tries, &actions))
	require.Equal(t, "FAILED", movement)
	require.Equal(t, "FAILED", state)
	require.Zero(t, attempt)
	require.Zero(t, tries)
	require.Equal(t, []string{"->FAILED"}, actions)
}

// TestClaimsLeaveNoPartialLocks: while another transaction holds a movement row (an
// observer or recovery working on a sibling), the dispatcher's and recovery's claims
// skip that movement's nodes without locking any of them. The joined claim used to lock
// the node, skip the row on the movement, and keep the node's lock: the owner of that
// node then found it "taken" and left it for the stale-SUBMITTING timeout.
func TestClaimsLeaveNoPartialLocks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tests := []struct {
		name   string
		config string
		// prepare moves the nodes to the state the claim looks for.
		prepare func(t *testing.T)
		claim   func(tx *db.Tx) (int, error)
	}{
		{
			name: "dispatcher", config: `{}`, prepare: func(*testing.T) {},
			claim: func(tx *db.Tx) (int, error) {
				nodes, err := tx.Nodes().ClaimReady(ctx, 100)
				return len(nodes), err
			},
		},
		{
			name: "recovery-unknown", config: `{"unknown_on_submit":true}`,
			prepare: func(t *testing.T) {
				_, err := b.dispatcher.Batch(ctx)
				require.NoError(t, err)
				b.dispatcher.Wait()
			},
			claim: func(tx *db.Tx) (int, error) {
				nodes, err := tx.Nodes().ClaimUnknown(ctx, 100)
				return len(nodes), err
			},
		},
		{
			name: "recovery-stale", config: `{}`,
			// A dispatcher whose tx1 committed (SUBMITTING with an intent) and which
			// died before its Submit.
			prepare: func(t *testing.T) { b.startWithoutSubmits(t) },
			claim: func(tx *db.Tx) (int, error) {
				nodes, err := tx.Nodes().ClaimStaleSubmitting(ctx, time.Now().Add(time.Hour), 100)
				return len(nodes), err
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":`+tt.config+`},{"key":"b","executor":"noop","config":`+tt.config+`}]}`)
			held := b.start(t, tmpl)
			free := b.start(t, tmpl)
			tt.prepare(t)

			holder, err := b.Pool.Begin(ctx)
			require.NoError(t, err)
			defer func() { _ = holder.Rollback(ctx) }()
			_, err = holder.Exec(ctx, `SELECT 1 FROM movements WHERE id = $1 FOR UPDATE`, held)
			require.NoError(t, err)

			claimer, err := b.db.Begin(ctx)
			require.NoError(t, err)
			defer func() { _ = claimer.Rollback(ctx) }()
			n, err := tt.claim(claimer)
			require.NoError(t, err)
			require.Equal(t, 2, n, "the free movement's two nodes, none of the held one's")

			// No lock on any node of the held movement survives the claim (NOWAIT fails if
			// one does).
			probe, err := b.Pool.Begin(ctx)
			require.NoError(t, err)
			defer func() { _ = probe.Rollback(ctx) }()
			_, err = probe.Exec(ctx, `SELECT 1 FROM movement_nodes WHERE movement_id = $1 FOR UPDATE NOWAIT`, held)
			require.NoError(t, err, "the claim left a lock on a node it skipped")
			require.NoError(t, probe.Rollback(ctx))
			require.NoError(t, claimer.Rollback(ctx))
			require.NoError(t, holder.Rollback(ctx))
			_ = free
			// Leave nothing claimable behind for the next case.
			_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE movement_id = ANY($1)`, []uuid.UUID{held, free})
			require.NoError(t, err)
		})
	}
}

// TestSlowSubmitDoesNotHoldUpTheNextBatch: a Submit that takes long is left running
// (and its lease renewed) while the dispatcher goes on: a movement approved meanwhile
// is submitted by the next batch, not after the slow one returns.
func TestSlowSubmitDoesNotHoldUpTheNextBatch(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	pool := b.Pool
	cfg := faultConfig(b.db, b.Registry, "test")
	cfg.StaleSubmittingAfter = 3 * time.Second // leases renewed every 750 ms
	dispatcher, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	recovery, err := engine.NewRecovery(cfg)
	require.NoError(t, err)
	slow := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"latency_ms":6000}}]}`))
	slowNode := b.nodeID(t, slow, "a")
	_, err = dispatcher.Batch(ctx)
	require.NoError(t, err)

	fast := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`))
	_, err = dispatcher.Batch(ctx)
	require.NoError(t, err)
	// The fast Submit is recorded within the batch's linger, or by its straggler when
	// a loaded machine makes it slower than that: either way while the slow one runs.
	testfix.WaitFor(t, "the fast node to be submitted", func() bool {
		return b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'SUBMITTED'`, fast) == 1
	})
	var slowState string
	require.NoError(t, pool.QueryRow(ctx, `SELECT node_state FROM movement_nodes WHERE id = $1`, slowNode).Scan(&slowState))
	require.Equal(t, "SUBMITTING", slowState, "the slow Submit is still running")

	// Its lease is renewed while it runs: recovery never sees it stale.
	for range 40 {
		n, err := recovery.Batch(ctx)
		require.NoError(t, err)
		require.Zero(t, n, "recovery took over a node whose dispatcher is alive")
		time.Sleep(100 * time.Millisecond) // spreads the probes past the stale window; nothing waits on it
	}
	dispatcher.Wait()
	require.NoError(t, pool.QueryRow(ctx, `SELECT node_state FROM movement_nodes WHERE id = $1`, slowNode).Scan(&slowState))
	require.Equal(t, "SUBMITTED", slowState, "the straggler's outcome is recorded when it arrives")
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'INTENT'`, slowNode.String()),
		"the intent is in the audit trail")
}
