package movement_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/compiler"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/movement"
)

// gatedNoop is noop whose Preflight waits for the test, so a dispatcher sits inside its
// claim transaction holding the node and request rows.
type gatedNoop struct {
	*noop.Executor
	entered chan struct{}
	release chan struct{}
}

func (g *gatedNoop) Preflight(ctx context.Context, node executor.Node) error {
	select {
	case g.entered <- struct{}{}:
	default:
	}
	select {
	case <-g.release:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// A cancel that arrives while a dispatcher is claiming the movement waits for the
// claim (it does not skip the locked request), then sees the claimed node in flight:
// the movement stays EXECUTING with the cancel requested, the node that had not
// started is cancelled, and once the in-flight node completes the movement ends
// CANCELLED.
func TestCancelWaitsForADispatcherClaim(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	gate := &gatedNoop{Executor: noop.New(pool, "test"), entered: make(chan struct{}, 1), release: make(chan struct{})}
	reg, err := executor.NewRegistry(gate)
	require.NoError(t, err)
	comp, err := compiler.New(reg, compiler.Limits{})
	require.NoError(t, err)
	svc := movement.New(pool, comp)
	cfg := engine.Config{Pool: pool, Registry: reg, Instance: "test", Logger: zerolog.Nop(), BatchSize: 1}
	disp, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	obs, err := engine.NewObserver(cfg)
	require.NoError(t, err)

	tmpl, err := svc.ProposeTemplate(ctx, "pay", []byte(`{"nodes":[{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`), "ops1", 0)
	require.NoError(t, err)
	require.NoError(t, svc.ApproveTemplate(ctx, tmpl.ID, "ops2", tmpl.DefinitionHash))
	req, _, err := svc.Create(ctx, movement.CreateInput{TemplateName: "pay", IdempotencyKey: uuid.NewString(), CreatedBy: "alice"})
	require.NoError(t, err)
	require.NoError(t, svc.Approve(ctx, req.ID, "bob", req.PlanHash))

	dispatched := make(chan error, 1)
	go func() {
		_, err := disp.Batch(ctx)
		dispatched <- err
	}()
	<-gate.entered // the claim holds a's row and the request row
	type result struct {
		res movement.CancelResult
		err error
	}
	cancelled := make(chan result, 1)
	go func() {
		res, err := svc.Cancel(ctx, req.ID, "alice", "changed my mind")
		cancelled <- result{res, err}
	}()
	require.Eventually(t, func() bool {
		var waiting int
		require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting))
		return waiting == 1
	}, 10*time.Second, time.Millisecond, "the cancel waits for the request row")
	require.Empty(t, cancelled)

	close(gate.release)
	require.NoError(t, <-dispatched)
	got := <-cancelled
	require.NoError(t, got.err)
	require.Equal(t, movement.CancelRequested, got.res, "a was claimed before the cancel: it is in flight")

	state := func() (string, string, string) {
		var r, a, b string
		require.NoError(t, pool.QueryRow(ctx, `SELECT r.request_state,
			(SELECT node_state FROM movement_request_nodes WHERE request_id = r.id AND node_key = 'a'),
			(SELECT node_state FROM movement_request_nodes WHERE request_id = r.id AND node_key = 'b')
			FROM movement_requests r WHERE r.id = $1`, req.ID).Scan(&r, &a, &b))
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
