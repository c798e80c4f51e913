package db_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
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
	l := listenTo(ctx, t, pool, "rolled_back", "a", "b", "end")
	channel := func(topic string) string { return "qtg_testnet_" + topic }

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

// TestCommitThatFailsSendsNoHint: Commit sends its hints after COMMIT in one pipeline
// (Tx.Commit). When the transaction cannot commit — a statement failed, or COMMIT
// itself fails — Commit returns the error, the server skips the hints, and the
// connection goes back to the pool idle, ready for the next transaction.
func TestCommitThatFailsSendsNoHint(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		fail []string // run in the transaction before Commit
		want error
	}{
		{"a statement failed", []string{`SELECT 1/0`}, pgx.ErrTxCommitRollback},
		{"COMMIT fails", []string{
			`CREATE TEMP TABLE once (x int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP`,
			`INSERT INTO once VALUES (1), (1)`,
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			raw := dbtest.New(t).Pool(t, db.Testnet)
			pool := db.Wrap(raw)
			l := listenTo(ctx, t, pool, "failed", "end")

			tx, err := pool.Begin(ctx)
			require.NoError(t, err)
			require.NoError(t, tx.Notify(ctx, "failed"))
			for i, stmt := range tt.fail {
				err := tx.ExecForTest(ctx, stmt)
				if i == len(tt.fail)-1 && tt.want != nil {
					require.Error(t, err)
				} else {
					require.NoError(t, err)
				}
			}
			err = tx.Commit(ctx)
			require.Error(t, err)
			if tt.want != nil {
				require.ErrorIs(t, err, tt.want)
			}
			require.NoError(t, tx.Rollback(ctx), "after a failed Commit, Rollback does nothing")
			require.Zero(t, raw.Stat().AcquiredConns(), "the connection went back to the pool")

			pool.Hint(ctx, "end")
			got, _, err := l.Wait(ctx)
			require.NoError(t, err)
			require.Equal(t, "qtg_testnet_end", got, "the failed transaction's hint was not sent")

			// Every pooled connection is usable and outside any transaction.
			rows, err := pool.QueryForTest(ctx, `SELECT clock_timestamp()`)
			require.NoError(t, err)
			_, err = pgx.CollectExactlyOneRow(rows, pgx.RowTo[time.Time])
			require.NoError(t, err)
			tx, err = pool.Begin(ctx)
			require.NoError(t, err)
			require.NoError(t, tx.Notify(ctx, "end"))
			require.NoError(t, tx.Commit(ctx))
			require.ErrorIs(t, tx.Commit(ctx), pgx.ErrTxClosed, "a second Commit must not touch a connection that went back to the pool")
			got, _, err = l.Wait(ctx)
			require.NoError(t, err)
			require.Equal(t, "qtg_testnet_end", got)
		})
	}
}

// TestEndedTxRefusesStatements: once Commit has ended a transaction in its pipeline
// and handed the connection back to the pool, neither the Tx nor a savepoint of it
// may run a statement: that connection may be in someone else's transaction by then.
func TestEndedTxRefusesStatements(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pool := db.Wrap(dbtest.New(t).Pool(t, db.Testnet))
	tx, err := pool.Begin(ctx)
	require.NoError(t, err)
	sp, err := tx.Savepoint(ctx)
	require.NoError(t, err)
	require.NoError(t, tx.Notify(ctx, "ended"))
	require.NoError(t, tx.Commit(ctx))

	_, err = tx.Templates().List(ctx, nil, nil)
	require.ErrorIs(t, err, pgx.ErrTxClosed, "a statement through the ended transaction")
	_, err = sp.Templates().List(ctx, nil, nil)
	require.ErrorIs(t, err, pgx.ErrTxClosed, "a statement through a savepoint of it")
	_, err = tx.Savepoint(ctx)
	require.ErrorIs(t, err, pgx.ErrTxClosed, "a new savepoint")
	require.NoError(t, tx.Rollback(ctx), "Rollback after Commit does nothing")
}

// listenTo listens to topics on the test network, until the test ends.
func listenTo(ctx context.Context, t *testing.T, pool *db.Pool, topics ...string) *db.Listening {
	t.Helper()
	l, err := pool.Listen(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { _ = l.Close(context.Background()) })
	for _, topic := range topics {
		require.NoError(t, l.Listen(ctx, "qtg_testnet_"+topic))
	}
	return l
}
