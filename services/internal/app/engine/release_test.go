package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

// nodeStates returns each node's state and pending_parents by key.
func (b *bundle) nodeStates(t *testing.T, id uuid.UUID) map[string]string {
	t.Helper()
	var out map[string]string
	require.NoError(t, b.Pool.QueryRow(context.Background(),
		`SELECT jsonb_object_agg(node_key, node_state || '/' || pending_parents) FROM movement_nodes WHERE movement_id = $1`, id).Scan(&out))
	return out
}

// The approval readies the roots only; a child waits PENDING until the statement that
// completes its last parent readies it, whether that parent finished in the observer
// (NodeMarkTerminal) or synchronously in the dispatcher (NodeMarkFinal)
// (docs/design.md §3).
func TestChildrenWaitPendingUntilTheirLastParentCompletes(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	id := b.start(t, b.template(t, `{"nodes":[
		{"key":"observed","executor":"noop","config":{}},
		{"key":"sync","executor":"noop","config":{"sync":true}},
		{"key":"join","executor":"noop","config":{},"depends_on":["observed","sync"]},
		{"key":"last","executor":"noop","config":{},"depends_on":["join"]}]}`))
	require.Equal(t, map[string]string{
		"observed": "READY/0", "sync": "READY/0", "join": "PENDING/2", "last": "PENDING/1",
	}, b.nodeStates(t, id))

	claimed, err := b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 2, claimed)
	require.Equal(t, map[string]string{
		"observed": "SUBMITTED/0", "sync": "COMPLETED/0", "join": "PENDING/1", "last": "PENDING/1",
	}, b.nodeStates(t, id))

	deadline := time.Now().Add(30 * time.Second)
	for b.nodeStates(t, id)["observed"] != "COMPLETED/0" {
		require.True(t, time.Now().Before(deadline), "the observer did not complete the node")
		_, err := b.observer.Batch(ctx)
		require.NoError(t, err)
	}
	require.Equal(t, map[string]string{
		"observed": "COMPLETED/0", "sync": "COMPLETED/0", "join": "READY/0", "last": "PENDING/1",
	}, b.nodeStates(t, id))

	require.Equal(t, "COMPLETED", b.drive(t, id))
	require.Equal(t, 0, b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state <> 'COMPLETED'`, id))
}

// Releases written by other releases of QTG still ready the child: the previous
// engine's release drops the counter only (the trigger of migration 00042 readies a
// PENDING child whose counter it drops to zero), and a child that the previous
// gateway's approval made READY behind its counter stays READY when this engine
// releases it.
func TestReleasesOfTheOtherReleaseStillReadyTheChild(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	// Each case on a database of its own: the first leaves its movement half released
	// by hand, which no worker of the second may touch.
	start := func(t *testing.T) (*bundle, uuid.UUID) {
		b := setup(t)
		return b, b.start(t, b.template(t, `{"nodes":[
			{"key":"a","executor":"noop","config":{}},
			{"key":"b","executor":"noop","config":{},"depends_on":["a"]},
			{"key":"c","executor":"noop","config":{},"depends_on":["a","b"]}]}`))
	}

	t.Run("the previous engine's release", func(t *testing.T) {
		t.Parallel()
		b, id := start(t)
		_, err := b.Pool.Exec(ctx, `UPDATE movement_nodes SET pending_parents = pending_parents - 1, updated_at = now()
			WHERE movement_id = $1 AND node_key IN ('b', 'c')`, id)
		require.NoError(t, err)
		require.Equal(t, map[string]string{"a": "READY/0", "b": "READY/0", "c": "PENDING/1"}, b.nodeStates(t, id))
	})

	t.Run("the previous gateway's approval", func(t *testing.T) {
		t.Parallel()
		b, id := start(t)
		_, err := b.Pool.Exec(ctx, `UPDATE movement_nodes SET node_state = 'READY' WHERE movement_id = $1 AND node_state = 'PENDING'`, id)
		require.NoError(t, err)
		require.Equal(t, map[string]string{"a": "READY/0", "b": "READY/1", "c": "READY/2"}, b.nodeStates(t, id))
		require.Equal(t, "COMPLETED", b.drive(t, id))
	})
}
