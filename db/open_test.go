package db_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// Open's options reach the pool's connections, and the pool it returns runs
// statements on the network's schema.
func TestOpenOptions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	raw, err := db.OpenPGX(ctx, d.URL, db.Testnet, db.WithApplicationName("qtg-options-test"), db.WithMaxConns(2))
	require.NoError(t, err)
	t.Cleanup(raw.Close)
	require.EqualValues(t, 2, raw.Config().MaxConns)
	var name string
	require.NoError(t, raw.QueryRow(ctx, `SHOW application_name`).Scan(&name))
	require.Equal(t, "qtg-options-test", name)

	pool, err := db.Open(ctx, d.URL, db.Testnet)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	require.NoError(t, pool.Ping(ctx))
	rows, err := pool.QueryForTest(ctx, `SELECT count(*) FROM movements`)
	require.NoError(t, err)
	n, err := pgx.CollectExactlyOneRow(rows, pgx.RowTo[int])
	require.NoError(t, err)
	require.Zero(t, n)
}
