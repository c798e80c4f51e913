package db_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// Every archive table has its live table's columns, in the same order and of the same
// types: archive_movements copies rows with SELECT *, so a column added to a live table
// and not to its archive would break (or silently misplace) the move.
func TestArchiveColumnsMatchLive(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	rows, err := pool.Query(ctx, `
		SELECT c.relname FROM pg_class c
		WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname LIKE '%\_archive'`)
	require.NoError(t, err)
	var archives []string
	for rows.Next() {
		var name string
		require.NoError(t, rows.Scan(&name))
		archives = append(archives, name)
	}
	require.NoError(t, rows.Err())
	require.Len(t, archives, 10)
	// A live column whose type is a domain counts as the domain's base type: the
	// archive keeps plain columns (migration 00021), and rows copy between them as they are.
	columns := func(table string) []string {
		rows, err := pool.Query(ctx, `
			SELECT a.attname || ' ' || format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), a.atttypmod)
			       || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
			FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
			WHERE a.attrelid = (current_schema() || '.' || $1)::regclass AND a.attnum > 0 AND NOT a.attisdropped
			ORDER BY a.attnum`, table)
		require.NoError(t, err)
		var out []string
		for rows.Next() {
			var c string
			require.NoError(t, rows.Scan(&c))
			out = append(out, c)
		}
		require.NoError(t, rows.Err())
		return out
	}
	for _, archive := range archives {
		live := archive[:len(archive)-len("_archive")]
		if live == "movement_plan_edges" {
			// A view of the nodes' parents now (migration 00044), which archived nodes
			// carry; the table keeps the edges archived before it.
			continue
		}
		if live == "node_intents" {
			// A view of both shapes now (migration 00046): the table of past attempts
			// has the columns, and a node's current intent is archived as such a row.
			live = "node_intents_past"
		}
		require.Equal(t, columns(live), columns(archive), "%s has the columns of %s", archive, live)
	}
}

// movement-archiver reads the archive and moves terminal movements only through
// archive_movements: it may not write archive rows itself, a live movement is not
// moved, and an archived movement's idempotency key stays taken. No other job's login
// may call archive_movements.
func TestArchivePrivilegesAndKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	engine, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(engine.Close)
	login, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	tmplID, reqID, nodeID := seedNode(ctx, t, admin)

	var pgErr *pgconn.PgError
	_, err = engine.Exec(ctx, `SELECT archive_movements($1)`, []any{reqID})
	require.True(t, errors.As(err, &pgErr))
	require.Equal(t, "42501", pgErr.Code, "only movement-archiver archives")

	// A movement that is not terminal is not moved.
	var moved int
	require.NoError(t, login.QueryRow(ctx, `SELECT count(*) FROM archive_movements($1)`, []any{reqID}).Scan(&moved))
	require.Zero(t, moved)

	_, err = admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE id = $1`, nodeID)
	require.NoError(t, err)
	_, err = admin.Exec(ctx, `UPDATE movements SET movement_state = 'CANCELLED', finished_at = now() WHERE id = $1`, reqID)
	require.NoError(t, err)
	require.NoError(t, login.QueryRow(ctx, `SELECT count(*) FROM archive_movements($1)`, []any{reqID}).Scan(&moved))
	require.Equal(t, 1, moved)
	var nodes int
	require.NoError(t, login.QueryRow(ctx, `SELECT count(*) FROM movement_nodes_archive WHERE movement_id = $1`, reqID).Scan(&nodes))
	require.Equal(t, 1, nodes)

	for _, stmt := range []string{
		`DELETE FROM movements_archive`,
		`UPDATE movement_nodes_archive SET node_state = 'FAILED'`,
		`INSERT INTO callback_outbox_archive SELECT * FROM callback_outbox`,
		`TRUNCATE node_intents_archive`,
		`DELETE FROM movement_nodes`,
	} {
		_, err := login.Exec(ctx, stmt)
		var pgErr *pgconn.PgError
		require.True(t, errors.As(err, &pgErr), stmt)
		require.Equal(t, "42501", pgErr.Code, "%s: permission denied", stmt)
	}

	// The archived movement's key cannot start a second movement (created as the
	// gateway creates them: only its login may).
	gateway, err := db.OpenPGX(ctx, d.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(gateway.Close)
	hash := make([]byte, 32)
	_, err = gateway.Exec(ctx, `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
		VALUES ($1, $2, $3, $4, $3, 'alice')`, newID(t), reqID.String(), hash, tmplID)
	require.ErrorIs(t, db.Interpret(err), db.ErrConflict)
	// Another key can.
	_, err = gateway.Exec(ctx, `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
		VALUES ($1, 'fresh', $2, $3, $2, 'alice')`, newID(t), hash, tmplID)
	require.NoError(t, err)

	// The other network's role cannot call this network's function.
	mainnet, err := db.OpenPGX(ctx, d.LoginURL(t, db.Mainnet), db.Mainnet)
	require.NoError(t, err)
	t.Cleanup(mainnet.Close)
	_, err = mainnet.Exec(ctx, `SELECT testnet.archive_movements($1)`, []any{reqID})
	require.True(t, errors.As(err, &pgErr))
	require.Equal(t, "42501", pgErr.Code)
}

// A create racing the archiver for the same idempotency key (of the same creator: keys
// are per principal) cannot slip between the two tables: while the archiver's move is
// uncommitted the insert waits (the trigger locks the live row first), and once it
// commits the insert sees the archived key.
func TestCreateRacingArchiveKeepsKeyTaken(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	// The gateway creates, movement-archiver archives: one login holding both jobs.
	login, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobGateway, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	tmplID, reqID, nodeID := seedNode(ctx, t, admin)
	_, err = admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE id = $1`, nodeID)
	require.NoError(t, err)
	_, err = admin.Exec(ctx, `UPDATE movements SET movement_state = 'CANCELLED', finished_at = now() WHERE id = $1`, reqID)
	require.NoError(t, err)

	tx, err := login.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	var moved int
	require.NoError(t, tx.QueryRow(ctx, `SELECT count(*) FROM archive_movements($1)`, []any{reqID}).Scan(&moved))
	require.Equal(t, 1, moved)

	inserted, racer := make(chan error, 1), newID(t)
	go func() {
		_, err := login.Exec(ctx, `INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, created_by)
			VALUES ($1, $2, $3, $4, $3, 'alice')`, racer, reqID.String(), make([]byte, 32), tmplID)
		inserted <- err
	}()
	require.Eventually(t, func() bool {
		var waiting bool
		require.NoError(t, admin.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE query LIKE 'INSERT INTO movements%' AND wait_event_type = 'Lock')`).Scan(&waiting))
		return waiting
	}, 10*time.Second, 5*time.Millisecond, "the insert waits for the archiver")
	require.NoError(t, tx.Commit(ctx))
	require.ErrorIs(t, db.Interpret(<-inserted), db.ErrConflict)
	var n int
	require.NoError(t, admin.QueryRow(ctx, `SELECT count(*) FROM movements WHERE idempotency_key = $1`, reqID.String()).Scan(&n))
	require.Zero(t, n)
}
