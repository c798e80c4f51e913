package db_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// TestNotifyIsSentAfterCommit: Tx.Notify collects hints and Commit sends them once the
// transaction has committed, each topic once, a savepoint's with its transaction; a
// rollback sends nothing; sending them leaves the session's synchronous_commit as it
// was.
func TestNotifyIsSentAfterCommit(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	raw := dbtest.New(t).Pool(t, db.Testnet)
	pool := db.Wrap(raw)
	l, err := pool.Listen(ctx)
	require.NoError(t, err)
	defer func() { _ = l.Close(context.Background()) }()
	channel := func(topic string) string { return "qtg_testnet_" + topic }
	for _, topic := range []string{"rolled_back", "a", "b", "end"} {
		require.NoError(t, l.Listen(ctx, channel(topic)))
	}

	// Rolled back: nothing is sent.
	tx, err := pool.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, tx.Notify(ctx, "rolled_back"))
	require.NoError(t, tx.Rollback(ctx))

	tx, err = pool.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, tx.Notify(ctx, "a"))
	require.NoError(t, tx.Notify(ctx, "a"))
	sp, err := tx.Savepoint(ctx)
	require.NoError(t, err)
	require.NoError(t, sp.Notify(ctx, "b"))
	require.NoError(t, sp.Commit(ctx)) // releases the savepoint: nothing is sent yet
	require.NoError(t, tx.Notify(ctx, "a"))
	// Before the commit nothing is sent: the marker committed now arrives first.
	marker, err := pool.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, marker.Notify(ctx, "end"))
	require.NoError(t, marker.Commit(ctx))
	got, payload, err := l.Wait(ctx)
	require.NoError(t, err)
	require.Equal(t, channel("end"), got, "nothing is sent before the commit, nothing for the rollback")
	_, err = strconv.ParseUint(payload, 10, 64)
	require.NoError(t, err, "a hint carries its shard, a number (notify.Subscription.SetShare)")

	require.NoError(t, tx.Commit(ctx))
	require.NoError(t, tx.Rollback(ctx)) // after Commit: nothing more is sent
	pool.Hint(ctx, "end")
	var after []string
	for {
		got, _, err := l.Wait(ctx)
		require.NoError(t, err)
		if got == channel("end") {
			break
		}
		after = append(after, got)
	}
	require.Equal(t, []string{channel("a"), channel("b")}, after, "each topic once, the savepoint's with its transaction")

	// The hints' transaction set synchronous_commit off for itself only: every pooled
	// session still has the setting it started with.
	conns := raw.AcquireAllIdle(ctx)
	settings := make([]bool, len(conns))
	for i, c := range conns {
		err := c.QueryRow(ctx, `SELECT setting = reset_val FROM pg_settings WHERE name = 'synchronous_commit'`).Scan(&settings[i])
		c.Release()
		require.NoError(t, err)
	}
	require.NotEmpty(t, settings)
	for _, unchanged := range settings {
		require.True(t, unchanged, "synchronous_commit changed for the session")
	}
}
