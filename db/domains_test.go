package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// The single-column rules of the tables every node-step writes are domains (migration
// 00021, so that Postgres does not rebuild them for every statement): each column has
// its domain on both networks, and each domain refuses what the CHECK it replaced did.
func TestSingleColumnRulesAreDomains(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)

	columns := map[string]map[string]string{
		"movement_nodes": {
			"id": "uuid_v7", "node_state": "node_state_name", "pacing_phase": "pacing_phase_name",
			"approved_config_sha256": "sha256_digest", "node_key": "node_key_text", "max_tries": "positive_integer",
			"pending_parents": "nonnegative_integer", "retry_after_seconds": "nonnegative_integer",
			"tries": "nonnegative_integer", "executor_key": "nonempty_text", "attempt": "nonnegative_integer",
			"holds": "nonnegative_integer",
		},
		"movements": {
			"id": "uuid_v7", "movement_state": "movement_state_name", "idempotency_key": "idempotency_key_text",
			"request_hash": "sha256_digest", "plan_hash": "sha256_digest", "created_by": "nonempty_text",
		},
		"node_intents": {
			"id": "uuid_v7", "intent_state": "intent_state_name", "lane": "nonempty_text",
			"nonce": "nonnegative_bigint", "attempt": "positive_integer",
		},
		"audit_outbox": {"entity_type": "audit_entity_type"},
	}
	for _, network := range []string{"testnet", "mainnet"} {
		for table, want := range columns {
			for column, domain := range want {
				var got string
				require.NoError(t, pool.QueryRow(ctx, `
					SELECT t.typname FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
					WHERE a.attrelid = ($1 || '.' || $2)::regclass AND a.attname = $3`,
					network, table, column).Scan(&got))
				require.Equal(t, domain, got, "%s.%s.%s", network, table, column)
			}
		}
	}

	for _, c := range []struct {
		domain string
		value  string
		ok     bool
	}{
		{"uuid_v7", "01890a5d-ac96-774b-bcce-b302099a8057", true},
		{"uuid_v7", "01890a5d-ac96-474b-bcce-b302099a8057", false},
		{"nonnegative_integer", "0", true},
		{"nonnegative_integer", "-1", false},
		{"positive_integer", "1", true},
		{"positive_integer", "0", false},
		{"nonnegative_bigint", "9007199254740993", true},
		{"nonnegative_bigint", "-1", false},
		{"nonempty_text", "x", true},
		{"nonempty_text", "", false},
		{"sha256_digest", `\x` + "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff", true},
		{"sha256_digest", `\x0011`, false},
		{"node_key_text", "send_usdc.1", true},
		{"node_key_text", "-leading-dash", false},
		{"idempotency_key_text", "k", true},
		{"idempotency_key_text", "", false},
		{"node_state_name", "NEEDS_MANUAL_EXECUTION", true},
		{"node_state_name", "ready", false},
		{"pacing_phase_name", "over_baseline", true},
		{"pacing_phase_name", "late", false},
		{"movement_state_name", "PENDING_APPROVAL", true},
		{"movement_state_name", "PENDING", false},
		{"intent_state_name", "ABANDONED", true},
		{"intent_state_name", "READY", false},
		{"audit_entity_type", "capital_transfer", true},
		{"audit_entity_type", "movement_node", false},
	} {
		_, err := pool.Exec(ctx, "SELECT $1::text::"+c.domain, c.value)
		if c.ok {
			require.NoError(t, err, "%s accepts %q", c.domain, c.value)
			continue
		}
		var pgErr *pgconn.PgError
		require.True(t, errors.As(err, &pgErr), "%s refuses %q: %v", c.domain, c.value, err)
		require.Equal(t, "23514", pgErr.Code, "%s refuses %q as a check violation", c.domain, c.value)
		require.ErrorIs(t, db.Interpret(err), db.ErrConstraint)
	}

	// A write into a typed column is checked: an outbox row with an unknown entity type.
	_, err := pool.Exec(ctx, `INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
		VALUES ('test', 'movement_node', 'x', 'test', '{}')`)
	require.ErrorIs(t, db.Interpret(err), db.ErrConstraint)
}
