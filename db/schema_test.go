package db_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

func newID(t *testing.T) uuid.UUID {
	t.Helper()
	id, err := uuid.NewV7()
	require.NoError(t, err)
	return id
}

// seedNode inserts a template, a request and one node, returning their IDs.
func seedNode(ctx context.Context, t *testing.T, q db.Querier) (tmplID, reqID, nodeID uuid.UUID) {
	t.Helper()
	tmplID, reqID, nodeID = newID(t), newID(t), newID(t)
	hash := make([]byte, 32)
	_, err := q.Exec(ctx, `INSERT INTO movement_templates (id, name, version, definition, definition_hash, proposed_by)
		VALUES ($1, 'demo', 1, '{}', $2, 'alice')`, tmplID, hash)
	require.NoError(t, err)
	_, err = q.Exec(ctx, `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
		VALUES ($1, $2, $3, $4, $3, 'alice')`, reqID, reqID.String(), hash, tmplID)
	require.NoError(t, err)
	_, err = q.Exec(ctx, `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect)
		VALUES ($1, $2, 'a', 'noop', true)`, nodeID, reqID)
	require.NoError(t, err)
	return tmplID, reqID, nodeID
}

// Every state column refuses values outside its state machine, and the schema's other
// invariants (UUIDv7 IDs, four eyes) hold.
func TestSchemaRefusesIllegalValues(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	tmplID, reqID, nodeID := seedNode(ctx, t, pool)
	v4 := uuid.New()

	tests := []struct {
		name string
		sql  string
		args []any
	}{
		{"node_state", `UPDATE movement_nodes SET node_state = 'DONE' WHERE id = $1`, []any{nodeID}},
		{"node_state lower case", `UPDATE movement_nodes SET node_state = 'ready' WHERE id = $1`, []any{nodeID}},
		{"pacing_phase", `UPDATE movement_nodes SET pacing_phase = 'late' WHERE id = $1`, []any{nodeID}},
		{"pending_parents negative", `UPDATE movement_nodes SET pending_parents = -1 WHERE id = $1`, []any{nodeID}},
		{"terminal node without finished_at", `UPDATE movement_nodes SET node_state = 'COMPLETED' WHERE id = $1`, []any{nodeID}},
		{"movement_state", `UPDATE movements SET movement_state = 'RUNNING' WHERE id = $1`, []any{reqID}},
		{"request approved without approver", `UPDATE movements SET movement_state = 'APPROVED' WHERE id = $1`, []any{reqID}},
		{"request four eyes", `UPDATE movements SET approved_by = created_by WHERE id = $1`, []any{reqID}},
		{"template_state", `UPDATE movement_templates SET template_state = 'LIVE' WHERE id = $1`, []any{tmplID}},
		{"template four eyes", `UPDATE movement_templates SET approved_by = proposed_by WHERE id = $1`, []any{tmplID}},
		{"intent_state", `INSERT INTO node_intents (id, node_id, attempt, lane, intent_state) VALUES ($1, $2, 1, 'l', 'SENT')`, []any{newID(t), nodeID}},
		{"callback_state", `INSERT INTO callback_outbox (id, movement_id, event_type, url, payload, callback_state) VALUES ($1, $2, 'movement.approved', 'https://x', '{}', 'LOST')`, []any{newID(t), reqID}},
		{"callback event_type", `INSERT INTO callback_outbox (id, movement_id, event_type, url, payload) VALUES ($1, $2, 'movement.exploded', 'https://x', '{}')`, []any{newID(t), reqID}},
		{"callback url scheme", `INSERT INTO callback_outbox (id, movement_id, event_type, url, payload) VALUES ($1, $2, 'movement.approved', 'ftp://x', '{}')`, []any{newID(t), reqID}},
		{"heartbeat status", `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, expected_interval_seconds) VALUES ('w', 'i', 'core', 'zombie', 1)`, nil},
		{"heartbeat tier", `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, expected_interval_seconds) VALUES ('w', 'i', 'edge', 'live', 1)`, nil},
		{"executor health status", `INSERT INTO executor_health (executor_key, status) VALUES ('noop', 'FINE')`, nil},
		{"uuid v4 id", `INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, has_side_effect) VALUES ($1, $2, 'b', 'noop', false)`, []any{v4, reqID}},
		{"negative balance", `INSERT INTO balance_snapshots (id, chain_id, token, address, balance, block_number) VALUES ($1, 1, 'native', '0x0000000000000000000000000000000000000001', -1, 1)`, []any{newID(t)}},
		{"fractional amount", `INSERT INTO balance_snapshots (id, chain_id, token, address, balance, block_number) VALUES ($1, 1, 'native', '0x0000000000000000000000000000000000000001', 1.5, 1)`, []any{newID(t)}},
		{"mixed-case address", `INSERT INTO evm_sender_nonces (chain_id, address) VALUES (1, '0xABCDEF0000000000000000000000000000000001')`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tx, err := pool.Begin(ctx)
			require.NoError(t, err)
			defer func() { _ = tx.Rollback(ctx) }()
			_, err = tx.Exec(ctx, tt.sql, tt.args...)
			if tt.name == "fractional amount" {
				// numeric(78,0) rounds rather than refuses; what matters is that no
				// fraction is stored.
				require.NoError(t, err)
				var balance string
				require.NoError(t, tx.QueryRow(ctx, `SELECT balance::text FROM balance_snapshots`).Scan(&balance))
				require.Equal(t, "2", balance)
				return
			}
			require.ErrorIs(t, db.Interpret(err), db.ErrConstraint, "%v", err)
		})
	}
}
