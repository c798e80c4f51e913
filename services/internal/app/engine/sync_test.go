package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// TestSynchronousOutcomeNeedsNoObserver: a Submit that returns its final outcome
// (noop with sync) completes or fails the node in the dispatcher's own settling
// transaction, with the audit rows an observer would have written, releases the child
// for the next batch and settles the movement — no observer runs at all.
func TestSynchronousOutcomeNeedsNoObserver(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	tests := []struct {
		name      string
		configA   string
		wantState string
		wantNodes map[string]nodeRow
	}{
		{
			name: "chain completes", configA: `{"sync":true}`, wantState: "COMPLETED",
			wantNodes: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 1, 1}},
		},
		{
			name: "failure cancels what never started", configA: `{"sync":true,"outcome":"fail"}`, wantState: "FAILED",
			wantNodes: map[string]nodeRow{"a": {"FAILED", 1, 1}, "b": {"CANCELLED", 0, 0}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":`+tt.configA+`},
				{"key":"b","executor":"noop","config":{"sync":true},"depends_on":["a"]}]}`))
			var state string
			deadline := time.Now().Add(30 * time.Second)
			for state != tt.wantState && time.Now().Before(deadline) {
				_, err := b.dispatcher.Batch(ctx)
				require.NoError(t, err)
				require.NoError(t, b.Pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
			}
			b.dispatcher.Wait()
			require.Equal(t, tt.wantState, state, "the dispatcher alone finished the movement")
			require.Equal(t, tt.wantNodes, b.nodes(t, id))
			for key, n := range tt.wantNodes {
				if n.effects == 0 {
					continue
				}
				var audit []string
				require.NoError(t, b.Pool.QueryRow(ctx, `
					SELECT array_agg(a.action ORDER BY a.id) FROM audit_outbox_events a
					JOIN movement_nodes n ON a.entity_id = n.id::text
					WHERE n.movement_id = $1 AND n.node_key = $2 AND a.action <> 'INTENT'`, id, key).Scan(&audit))
				require.Equal(t, []string{"READY->SUBMITTING", "SUBMITTING->SUBMITTED", "->" + n.state}, audit, "node %s's audit trail", key)
				var intent string
				require.NoError(t, b.Pool.QueryRow(ctx, `SELECT i.intent_state FROM node_intents i
					JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1 AND n.node_key = $2`, id, key).Scan(&intent))
				require.Equal(t, map[string]string{"COMPLETED": "CONFIRMED", "FAILED": "FAILED"}[n.state], intent)
			}
		})
	}
}

// TestLateSynchronousSubmitIsFenced is TestLateSubmitOfALostDispatcherIsFenced with a
// synchronous step: the lost dispatcher's late Submit is refused by the fence, and the
// live dispatcher's attempt completes the node on its own, exactly once.
func TestLateSynchronousSubmitIsFenced(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
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
	recovery, err := engine.NewRecovery(liveCfg)
	require.NoError(t, err)

	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"sync":true,"pause_before_submit_ms":3000,"pause_ignores_cancel":true}}]}`))
	node := b.nodeID(t, id, "a")

	_, err = lost.Batch(ctx)
	require.NoError(t, err)
	testfix.WaitFor(t, "the lost dispatcher's Submit to be on the wire", func() bool {
		return b.Count(t, `SELECT count(*)::int FROM noop_markers WHERE node_id = $1 AND point = 'before_submit'`, node) == 1
	})
	proxy.Cut()

	testfix.WaitFor(t, "the movement to finish without the lost dispatcher or any observer", func() bool {
		for _, f := range []func(context.Context) (int, error){live.Batch, recovery.Batch} {
			_, err := f(ctx)
			require.NoError(t, err)
		}
		var state string
		require.NoError(t, world.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
		return state == "COMPLETED"
	})
	lost.Wait()
	live.Wait()

	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM noop_side_effects WHERE node_id = $1 AND NOT fenced`, node),
		"exactly one side effect")
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM noop_side_effects WHERE node_id = $1 AND attempt = 1 AND fenced`, node),
		"recovery fenced the lost attempt before answering not sent")
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = '->COMPLETED'`, node.String()),
		"completed once")
}

// TestObserverReportsNextDue: the observer's list also returns when the earliest node
// not yet due becomes due, so its loop can sleep until then; nothing in flight, none.
func TestObserverReportsNextDue(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	n, err := b.observer.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
	require.True(t, b.observer.NextDue().IsZero(), "nothing in flight")

	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`))
	_, err = b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()
	var due time.Time
	require.NoError(t, b.Pool.QueryRow(ctx, `UPDATE movement_nodes SET next_observe_at = now() + interval '1 hour'
		WHERE movement_id = $1 AND node_state = 'SUBMITTED' RETURNING next_observe_at`, id).Scan(&due))
	n, err = b.observer.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "not due yet")
	require.WithinDuration(t, due, b.observer.NextDue(), time.Millisecond)
}
