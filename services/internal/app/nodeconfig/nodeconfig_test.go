package nodeconfig_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func node(approved, current string) *db.Node {
	sum := sha256.Sum256([]byte(approved))
	return &db.Node{ApprovedConfig: []byte(approved), ApprovedConfigSha256: sum[:], Config: json.RawMessage(current)}
}

func TestVerifyNodeConfig(t *testing.T) {
	t.Parallel()
	badHash := node(`{"to":"0xa"}`, `{"to": "0xa"}`)
	badHash.ApprovedConfigSha256 = make([]byte, 32)
	swapped := node(`{"to":"0xa"}`, `{"to": "0xa"}`)
	swapped.ApprovedConfig = []byte(`{"to":"0xb"}`) // the hash still covers 0xa
	tests := []struct {
		name string
		n    *db.Node
		ok   bool
	}{
		{"same, as jsonb prints it", node(`{"amount":"5","to":"0xa","n":1}`, `{"n": 1, "to": "0xa", "amount": "5"}`), true},
		{"numbers by value", node(`{"n":1e2,"f":1.50}`, `{"f": 1.5, "n": 100}`), true},
		{"nested", node(`{"a":[1,{"b":null}],"c":true}`, `{"c": true, "a": [1, {"b": null}]}`), true},
		{"recipient changed", node(`{"to":"0xa"}`, `{"to": "0xb"}`), false},
		{"key added", node(`{"to":"0xa"}`, `{"to": "0xa", "token": "X"}`), false},
		{"number changed", node(`{"n":1}`, `{"n": 2}`), false},
		{"type changed", node(`{"n":1}`, `{"n": "1"}`), false},
		{"hash does not cover the bytes", badHash, false},
		{"bytes swapped", swapped, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := nodeconfig.VerifyNodeConfig(tt.n)
			if tt.ok {
				require.NoError(t, err)
				require.Equal(t, tt.n.ApprovedConfig, got)
				return
			}
			require.ErrorIs(t, err, nodeconfig.ErrMismatch)
		})
	}
}

// A node whose config is changed after approval (here by the database owner, since the
// network role may not) is never run: the dispatcher holds it in READY with a long
// backoff and audits it; its untouched sibling runs.
func TestTamperedConfigIsNeverExecuted(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	pool, loginPool := f.Pool, f.OpenLogin(t)
	disp, err := engine.NewDispatcher(f.EngineConfig())
	require.NoError(t, err)

	f.Template(t, "pay", `{"nodes":[
		{"key":"a","executor":"noop","config":{"memo":"to alice"}},
		{"key":"b","executor":"noop","config":{"memo":"to bob"}},
		{"key":"c","executor":"noop","config":{"memo":"to carol"}}]}`)
	req := f.Movement(t, movement.CreateInput{TemplateName: "pay"})

	// The runtime role cannot change an approved config, but can do its work.
	for _, stmt := range []string{
		`UPDATE movement_nodes SET node_config = '{"memo":"to mallory"}' WHERE movement_id = $1`,
		`UPDATE movement_nodes SET approved_config = '\x7b7d' WHERE movement_id = $1`,
		`UPDATE movement_nodes SET approved_config_sha256 = sha256('\x7b7d') WHERE movement_id = $1`,
		`UPDATE movement_nodes SET executor_key = 'other' WHERE movement_id = $1`,
		`DELETE FROM movement_nodes WHERE movement_id = $1`,
	} {
		_, err := loginPool.Exec(ctx, stmt, req.ID)
		var pgErr *pgconn.PgError
		require.True(t, errors.As(err, &pgErr), "%s: %v", stmt, err)
		require.Equal(t, "42501", pgErr.Code, "%s must be refused for lack of privilege: %v", stmt, err)
	}
	_, err = loginPool.Exec(ctx, `UPDATE movement_nodes SET last_error = NULL, updated_at = now() WHERE movement_id = $1`, req.ID)
	require.NoError(t, err, "the workers' columns stay updatable")

	// Nor can the owner while the plan's trigger stands.
	_, err = pool.Exec(ctx, `UPDATE movement_nodes SET node_config = '{"memo":"to mallory"}' WHERE movement_id = $1 AND node_key = 'a'`, req.ID)
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr) && pgErr.Code == "42501", "the owner is refused too: %v", err)

	// The owner drops the trigger and tampers anyway (what a restored or hand-edited
	// database could hold): a's jsonb config, which the plan hash does not cover (it
	// covers the approved bytes; TestTamperedPlanIsNeverExecuted changes those).
	for _, stmt := range []string{
		`ALTER TABLE movement_nodes DISABLE TRIGGER movement_nodes_plan_immutable`,
		`UPDATE movement_nodes SET node_config = '{"memo":"to mallory"}' WHERE movement_id = $1 AND node_key = 'a'`,
		`ALTER TABLE movement_nodes ENABLE TRIGGER movement_nodes_plan_immutable`,
	} {
		var args []any
		if strings.Contains(stmt, "$1") {
			args = []any{req.ID}
		}
		_, err = pool.Exec(ctx, stmt, args...)
		require.NoError(t, err, stmt)
	}

	for range 3 {
		_, err := disp.Batch(ctx)
		require.NoError(t, err)
	}
	rows, err := pool.Query(ctx, `
		SELECT n.node_key, n.node_state, coalesce(n.last_error, ''), n.tries, coalesce(n.next_try_at > now() + interval '50 minutes', false),
		       (SELECT count(*) FROM noop_side_effects e WHERE e.node_id = n.id)::int,
		       (SELECT count(*) FROM audit_outbox_events o WHERE o.entity_id = n.id::text AND o.action = 'CONFIG_MISMATCH')::int
		FROM movement_nodes n WHERE n.movement_id = $1 ORDER BY n.node_key`, req.ID)
	require.NoError(t, err)
	type row struct {
		key, state, lastError string
		tries                 int32
		heldLong              bool
		effects, audits       int
	}
	got, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (row, error) {
		var x row
		err := r.Scan(&x.key, &x.state, &x.lastError, &x.tries, &x.heldLong, &x.effects, &x.audits)
		return x, err
	})
	require.NoError(t, err)
	require.Equal(t, []row{
		{key: "a", state: "READY", lastError: nodeconfig.MismatchMessage, heldLong: true, audits: 1},
		{key: "b", state: "SUBMITTED", tries: 1, effects: 1},
		{key: "c", state: "SUBMITTED", tries: 1, effects: 1},
	}, []row{got[0], {key: got[1].key, state: got[1].state, tries: got[1].tries, effects: got[1].effects},
		{key: got[2].key, state: got[2].state, tries: got[2].tries, effects: got[2].effects}},
		"the tampered node held (its try refunded), the untouched ones ran")

	// Even when due again, a held node is held again, never run.
	_, err = pool.Exec(ctx, `UPDATE movement_nodes SET next_try_at = now() - interval '1 second' WHERE movement_id = $1 AND node_key IN ('a', 'b')`, req.ID)
	require.NoError(t, err)
	_, err = disp.Batch(ctx)
	require.NoError(t, err)
	var effects, audits int
	require.NoError(t, pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id WHERE n.movement_id = $1 AND n.node_key IN ('a', 'b'))::int,
		(SELECT count(*) FROM audit_outbox_events o JOIN movement_nodes n ON o.entity_id = n.id::text WHERE n.movement_id = $1 AND o.action = 'CONFIG_MISMATCH')::int`,
		req.ID).Scan(&effects, &audits))
	require.Equal(t, 1, effects, "b's one side effect, none of a's")
	require.Equal(t, 2, audits)
}

// A movement whose stored plan no longer hashes to the plan hash its approver approved
// runs nothing: not the node that changed, not its siblings. The dispatcher hashes the
// stored nodes and edges again before Preflight (nodeconfig.VerifyPlan); each change
// here is one the database refuses to everyone (migration 00026), so the owner turns
// the triggers off first, as a restored or hand-edited database could be.
func TestTamperedPlanIsNeverExecuted(t *testing.T) {
	t.Parallel()
	for name, tamper := range map[string][]string{
		"approved bytes rewritten with their hash": {
			`ALTER TABLE movement_nodes DISABLE TRIGGER movement_nodes_plan_immutable`,
			`UPDATE movement_nodes SET approved_config = convert_to('{"memo":"to mallory"}', 'UTF8'), node_config = '{"memo":"to mallory"}',
				approved_config_sha256 = sha256(convert_to('{"memo":"to mallory"}', 'UTF8')) WHERE movement_id = $1 AND node_key = 'b'`,
			`ALTER TABLE movement_nodes ENABLE TRIGGER movement_nodes_plan_immutable`,
		},
		"a node added": {
			`ALTER TABLE movement_nodes DISABLE TRIGGER movement_nodes_insert_before_approval`,
			`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect, node_config)
				VALUES (uuid_generate_v7(), $1, 'd', 'noop', 'READY', true, '{"memo":"to mallory"}')`,
			`ALTER TABLE movement_nodes ENABLE TRIGGER movement_nodes_insert_before_approval`,
		},
		"an edge removed": {
			`ALTER TABLE movement_nodes DISABLE TRIGGER movement_nodes_parents_immutable`,
			`UPDATE movement_nodes SET parent_node_ids = '{}' WHERE movement_id = $1`,
			`ALTER TABLE movement_nodes ENABLE TRIGGER movement_nodes_parents_immutable`,
			`UPDATE movement_nodes SET pending_parents = 0, node_state = 'READY' WHERE movement_id = $1`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			f := testfix.New(t)
			disp, err := engine.NewDispatcher(f.EngineConfig())
			require.NoError(t, err)
			f.Template(t, "pay", `{"nodes":[
				{"key":"a","executor":"noop","config":{"memo":"to alice"}},
				{"key":"b","executor":"noop","config":{"memo":"to bob"}},
				{"key":"c","executor":"noop","config":{"memo":"to carol"},"depends_on":["a"]}]}`)
			req := f.Movement(t, movement.CreateInput{TemplateName: "pay"})
			for _, stmt := range tamper {
				var args []any
				if strings.Contains(stmt, "$1") {
					args = []any{req.ID}
				}
				_, err := f.Pool.Exec(ctx, stmt, args...)
				require.NoError(t, err, stmt)
			}

			for range 3 {
				_, err := disp.Batch(ctx)
				require.NoError(t, err)
			}
			var effects, held, audits int
			require.NoError(t, f.Pool.QueryRow(ctx, `SELECT
				(SELECT count(*) FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id WHERE n.movement_id = $1)::int,
				(SELECT count(*) FROM movement_nodes n WHERE n.movement_id = $1 AND n.node_state = 'READY'
				    AND n.last_error = $2 AND n.next_try_at > now() + interval '50 minutes')::int,
				(SELECT count(*) FROM audit_outbox_events o JOIN movement_nodes n ON o.entity_id = n.id::text
				    WHERE n.movement_id = $1 AND o.action = 'PLAN_MISMATCH')::int`,
				req.ID, nodeconfig.MismatchMessage).Scan(&effects, &held, &audits))
			require.Zero(t, effects, "nothing of the movement ran")
			require.Positive(t, held, "its ready nodes are held for long")
			require.Equal(t, held, audits, "each hold audited as a plan mismatch")
		})
	}
}
