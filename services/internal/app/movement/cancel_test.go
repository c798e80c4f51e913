package movement_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// A cancel that arrives while a dispatcher is claiming the movement waits for the
// claim (it does not skip the locked request), then sees the claimed node in flight:
// the movement stays EXECUTING with the cancel requested, the node that had not
// started is cancelled, and once the in-flight node completes the movement ends
// CANCELLED.
func TestCancelWaitsForADispatcherClaim(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	var gate *testfix.Gate
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		gate = testfix.NewGate(noop.New(db.Wrap(pool), testfix.Instance))
		return []executor.Executor{gate}
	}))
	pool, svc := f.Pool, f.Svc
	cfg := f.EngineConfig()
	cfg.BatchSize = 1
	disp, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	obs, err := engine.NewObserver(cfg)
	require.NoError(t, err)

	f.Template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	req := f.Movement(t, movement.CreateInput{TemplateName: "pay"})

	dispatched := make(chan error, 1)
	go func() {
		_, err := disp.Batch(ctx)
		dispatched <- err
	}()
	<-gate.Entered // the claim holds a's row and the request row
	type result struct {
		res movement.CancelResult
		err error
	}
	cancelled := make(chan result, 1)
	go func() {
		res, err := svc.Cancel(ctx, req.ID, testfix.Creator, "changed my mind")
		cancelled <- result{res, err}
	}()
	require.Eventually(t, func() bool {
		var waiting int
		require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting))
		return waiting == 1
	}, 10*time.Second, time.Millisecond, "the cancel waits for the request row")
	require.Empty(t, cancelled)

	close(gate.Release)
	require.NoError(t, <-dispatched)
	got := <-cancelled
	require.NoError(t, got.err)
	require.Equal(t, movement.CancelRequested, got.res, "a was claimed before the cancel: it is in flight")

	state := func() (string, string, string) {
		var r, a, b string
		require.NoError(t, pool.QueryRow(ctx, `SELECT r.movement_state,
			(SELECT node_state FROM movement_nodes WHERE movement_id = r.id AND node_key = 'a'),
			(SELECT node_state FROM movement_nodes WHERE movement_id = r.id AND node_key = 'b')
			FROM movements r WHERE r.id = $1`, req.ID).Scan(&r, &a, &b))
		return r, a, b
	}
	r, _, b := state()
	require.Equal(t, "EXECUTING", r)
	require.Equal(t, "CANCELLED", b)
	require.Eventually(t, func() bool {
		_, err := disp.Batch(ctx)
		require.NoError(t, err)
		_, err = obs.Batch(ctx)
		require.NoError(t, err)
		r, _, _ := state()
		return r != "EXECUTING"
	}, 20*time.Second, time.Millisecond)
	r, a, b := state()
	require.Equal(t, []string{"CANCELLED", "COMPLETED", "CANCELLED"}, []string{r, a, b})
}
