package db_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// A deployment connects as a member of its network's role. Such a pool must be unable
// to read or write the other network's tables by any name.
func TestNetworkPoolCannotTouchOtherNetwork(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	testnetURL := d.LoginURL(t, db.Testnet)

	pool, err := db.OpenPGX(ctx, testnetURL, db.Testnet)
	require.NoError(t, err)
	t.Cleanup(pool.Close)

	// Its own schema works, unqualified.
	_, err = pool.Exec(ctx, `INSERT INTO evm_sender_nonces (chain_id, address) VALUES (1, '0x0000000000000000000000000000000000000001')`)
	require.NoError(t, err)
	var schema string
	require.NoError(t, pool.QueryRow(ctx, `SELECT current_schema()`).Scan(&schema))
	require.Equal(t, "testnet", schema)

	id, err := uuid.NewV7()
	require.NoError(t, err)
	attempts := []struct {
		name string
		sql  string
		args []any
	}{
		{name: "qualified select", sql: `SELECT count(*) FROM mainnet.movements`},
		{name: "qualified insert", sql: `INSERT INTO mainnet.evm_sender_nonces (chain_id, address) VALUES (1, '0x0000000000000000000000000000000000000001')`},
		{name: "qualified update", sql: `UPDATE mainnet.movement_nodes SET node_state = 'FAILED' WHERE id = $1`, args: []any{id}},
		{name: "qualified delete", sql: `DELETE FROM mainnet.worker_heartbeats`},
		{name: "function", sql: `SELECT mainnet.uuid_is_v7($1)`, args: []any{id}},
		{name: "search_path switch", sql: `SET search_path = mainnet; SELECT count(*) FROM movements`},
	}
	for _, a := range attempts {
		_, err := pool.Exec(ctx, a.sql, a.args...)
		var pgErr *pgconn.PgError
		require.ErrorAs(t, err, &pgErr, a.name)
		// 42501 insufficient_privilege (schema usage), or 42P01 undefined_table when
		// search_path points at a schema the role cannot see.
		require.Contains(t, []string{"42501", "42P01"}, pgErr.Code, "%s: %v", a.name, err)
	}

	// A pool for the wrong network fails at Open, not at the first query.
	_, err = db.OpenPGX(ctx, testnetURL, db.Mainnet)
	require.ErrorIs(t, err, db.ErrSchemaMissing)

	// And the mainnet role is locked out of testnet the same way.
	mainnetURL := d.LoginURL(t, db.Mainnet)
	mainnet, err := db.OpenPGX(ctx, mainnetURL, db.Mainnet)
	require.NoError(t, err)
	t.Cleanup(mainnet.Close)
	_, err = mainnet.Exec(ctx, `SELECT count(*) FROM testnet.evm_sender_nonces`)
	require.Error(t, err)
}

// The network role may only read audit_log and only insert into audit_outbox; the audit
// role (the promoter's login) alone appends to the chain and deletes promoted outbox
// rows, and nobody may change or remove a chain row (audit forgery).
func TestAuditLogIsAppendOnlyForNetworkRole(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	pool, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	promoter, err := db.OpenPGX(ctx, d.AuditLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(promoter.Close)

	zero := make([]byte, 32)
	one := make([]byte, 32)
	one[0] = 1
	appendRow := `INSERT INTO audit_log (seq, outbox_id, occurred_at, actor, entity_type, entity_id, action, detail, prev_hash, hash)
		VALUES (1, 1, now(), 'test', 'movement', 'x', 'created', '{}', $1, $2)`
	refused := func(pool interface {
		Exec(context.Context, string, ...any) (pgconn.CommandTag, error)
	}, stmt string, args ...any) {
		t.Helper()
		_, err := pool.Exec(ctx, stmt, args...)
		var pgErr *pgconn.PgError
		require.ErrorAs(t, err, &pgErr, stmt)
		require.Equal(t, "42501", pgErr.Code, stmt)
	}
	// The services write the outbox, and only insert into it.
	_, err = pool.Exec(ctx, `INSERT INTO audit_outbox (actor, entity_type, entity_id, action) VALUES ('test', 'movement', 'x', 'created')`)
	require.NoError(t, err)
	for _, stmt := range []string{`UPDATE audit_outbox SET actor = 'mallory'`, `DELETE FROM audit_outbox`, `TRUNCATE audit_outbox`} {
		refused(pool, stmt)
	}
	refused(pool, appendRow, zero, one)
	// The promoter appends and deletes what it promoted.
	_, err = promoter.Exec(ctx, appendRow, zero, one)
	require.NoError(t, err)
	_, err = promoter.Exec(ctx, `DELETE FROM audit_outbox`)
	require.NoError(t, err)
	var n int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM audit_log`).Scan(&n))
	require.Equal(t, 1, n)
	for _, p := range []*pgxpool.Pool{pool, promoter} {
		for _, stmt := range []string{`UPDATE audit_log SET actor = 'mallory'`, `DELETE FROM audit_log`, `TRUNCATE audit_log`} {
			refused(p, stmt)
		}
	}
	// Neither reaches the other network's chain.
	refused(promoter, `SELECT count(*) FROM mainnet.audit_log`)
}
