package e2e_test

import (
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

// The movement-archiver deployable, next to the core workers, moves movements once
// they finished longer ago than MG_ARCHIVE_AFTER, with all their rows, audited once
// each, and leaves running ones alone.
func TestMovementArchiverProcess(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	tmpl := e.template(`{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	e.start("dispatcher")
	e.start("observer")
	e.start("movement-archiver", "MG_ARCHIVE_AFTER=1s", "MG_ARCHIVE_INTERVAL=100ms", "MG_BATCH_SIZE=2")

	ids := make([]uuid.UUID, 0, 5)
	for range 5 {
		id, hash := e.create(tmpl, map[string]any{})
		e.approve(id, hash)
		ids = append(ids, id)
	}
	pending, _ := e.create(tmpl, map[string]any{}) // never approved: stays live
	// Only finished movements are archived, so this also waits for them to complete.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM movements_archive WHERE id = ANY($1)`, ids) == 5
	}, time.Minute, 50*time.Millisecond, "finished movements archived")
	require.Equal(t, 5, e.scalar(`SELECT count(*)::int FROM movements_archive WHERE id = ANY($1) AND movement_state = 'COMPLETED'`, ids))

	require.Zero(t, e.scalar(`SELECT count(*)::int FROM movement_nodes WHERE movement_id = ANY($1)`, ids))
	require.Equal(t, 10, e.scalar(`SELECT count(*)::int FROM movement_nodes_archive WHERE movement_id = ANY($1)`, ids))
	require.Equal(t, 5, e.scalar(`SELECT count(*)::int FROM movement_nodes_archive, unnest(parent_node_ids) WHERE movement_id = ANY($1)`, ids))
	require.Equal(t, 10, e.scalar(`SELECT count(*)::int FROM node_intents_archive i
		JOIN movement_nodes_archive n ON n.id = i.node_id WHERE n.movement_id = ANY($1)`, ids))
	require.Equal(t, 5, e.scalar(`SELECT count(*)::int FROM audit_outbox_events
		WHERE action = 'ARCHIVED' AND actor LIKE 'movement-archiver/%' AND entity_id::uuid = ANY($1)`, ids))
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM movements WHERE id = $1`, pending))
}
