package db_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// Idempotency keys are per principal (docs/security.md): another principal may use the same
// key, live or archived, while the same principal still cannot use it twice; and a
// principal's lookup by key never finds another principal's movement.
func TestIdempotencyKeysPerPrincipal(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	// The gateway creates, movement-archiver archives: one login holding both jobs.
	login, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobGateway, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	tmplID, aliceID, nodeID := seedNode(ctx, t, admin) // alice's movement, key = its ID
	key := aliceID.String()
	hash := make([]byte, 32)
	insert := func(by string) error {
		_, err := login.Exec(ctx, `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			VALUES ($1, $2, $3, $4, $3, $5)`, newID(t), key, hash, tmplID, by)
		return db.Interpret(err)
	}

	// Live: alice cannot reuse her key, bob can use it.
	require.ErrorIs(t, insert("alice"), db.ErrConflict)
	require.NoError(t, insert("bob"))
	pool := db.Wrap(login)
	got, err := pool.Movements().GetByIdempotencyKey(ctx, "alice", key)
	require.NoError(t, err)
	require.Equal(t, aliceID, got.ID)
	got, err = pool.Movements().GetByIdempotencyKey(ctx, "bob", key)
	require.NoError(t, err)
	require.NotEqual(t, aliceID, got.ID)
	_, err = pool.Movements().GetByIdempotencyKey(ctx, "carol", key)
	require.ErrorIs(t, err, db.ErrNotFound)

	// Archived: alice's key stays taken for alice only.
	_, err = admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE id = $1`, nodeID)
	require.NoError(t, err)
	_, err = admin.Exec(ctx, `UPDATE movements SET movement_state = 'CANCELLED', finished_at = now() WHERE id = $1`, aliceID)
	require.NoError(t, err)
	var moved int
	require.NoError(t, login.QueryRow(ctx, `SELECT count(*) FROM archive_movements($1)`, []any{aliceID}).Scan(&moved))
	require.Equal(t, 1, moved)
	require.ErrorIs(t, insert("alice"), db.ErrConflict)
	require.NoError(t, insert("carol"))
	archived, err := pool.Archive().GetByIdempotencyKey(ctx, "alice", key)
	require.NoError(t, err)
	require.Equal(t, aliceID, archived.ID)
	_, err = pool.Archive().GetByIdempotencyKey(ctx, "bob", key)
	require.ErrorIs(t, err, db.ErrNotFound)
}

// The noop test executor's tables exist on testnet only (docs/security.md): noop is never
// registered on mainnet, so its schema has no place for its fake side effects.
func TestNoopTablesOnlyOnTestnet(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin := dbtest.New(t).Pool(t, db.Testnet)
	for _, table := range []string{"noop_side_effects", "noop_observations", "noop_markers"} {
		for _, network := range db.Networks {
			var exists bool
			require.NoError(t, admin.QueryRow(ctx, `SELECT to_regclass($1) IS NOT NULL`, network.Schema()+"."+table).Scan(&exists))
			require.Equal(t, network == db.Testnet, exists, "%s.%s", network.Schema(), table)
		}
	}
}
