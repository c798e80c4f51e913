package nodeconfig_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/movement"
	"github.com/qtgdev/qtg/services/internal/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/testfix"
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

	// The owner tampers anyway: a's jsonb config, and b's bytes with a matching hash.
	_, err = pool.Exec(ctx, `UPDATE movement_nodes SET node_config = '{"memo":"to mallory"}' WHERE movement_id = $1 AND node_key = 'a'`, req.ID)
	require.NoError(t, err)
	_, err = pool.Exec(ctx, `UPDATE movement_nodes SET approved_config = convert_to('{"memo":"to mallory"}', 'UTF8'),
		approved_config_sha256 = sha256(convert_to('{"memo":"to mallory"}', 'UTF8')) WHERE movement_id = $1 AND node_key = 'b'`, req.ID)
	require.NoError(t, err)

	for range 3 {
		_, err := disp.Batch(ctx)
		require.NoError(t, err)
	}
	rows, err := pool.Query(ctx, `
		SELECT n.node_key, n.node_state, coalesce(n.last_error, ''), n.tries, coalesce(n.next_try_at > now() + interval '50 minutes', false),
		       (SELECT count(*) FROM noop_side_effects e WHERE e.node_id = n.id)::int,
		       (SELECT count(*) FROM audit_outbox o WHERE o.entity_id = n.id::text AND o.action = 'CONFIG_MISMATCH')::int
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
		{key: "b", state: "READY", lastError: nodeconfig.MismatchMessage, heldLong: true, audits: 1},
		{key: "c", state: "SUBMITTED", tries: 1, effects: 1},
	}, []row{got[0], got[1], {key: got[2].key, state: got[2].state, tries: got[2].tries, effects: got[2].effects}},
		"tampered nodes held (tries refunded), the untouched one ran")

	// Even when due again, a held node is held again, never run.
	_, err = pool.Exec(ctx, `UPDATE movement_nodes SET next_try_at = now() - interval '1 second' WHERE movement_id = $1 AND node_key IN ('a', 'b')`, req.ID)
	require.NoError(t, err)
	_, err = disp.Batch(ctx)
	require.NoError(t, err)
	var effects, audits int
	require.NoError(t, pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id WHERE n.movement_id = $1 AND n.node_key IN ('a', 'b'))::int,
		(SELECT count(*) FROM audit_outbox o JOIN movement_nodes n ON o.entity_id = n.id::text WHERE n.movement_id = $1 AND o.action = 'CONFIG_MISMATCH')::int`,
		req.ID).Scan(&effects, &audits))
	require.Zero(t, effects)
	require.Equal(t, 4, audits)
}
