package db_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// TestWithHintsCommitsThenHints: a statement run through Pool.WithHints commits on its
// own and its hints follow, in one round trip. It covers the outcomes a caller sees:
// applied (committed, hinted), a compare-and-set that matched nothing (ErrNotFound,
// hinted anyway), and a statement the server refused (its error, nothing committed,
// no hint). Each time the connection goes back to the pool idle, with the session's
// synchronous_commit as it was.
func TestWithHintsCommitsThenHints(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	raw := dbtest.New(t).Pool(t, db.Testnet)
	pool := db.Wrap(raw)
	l := listenTo(ctx, t, pool, "approved", "end")
	p := proposal(t, "hinted", "1")
	require.NoError(t, pool.InTx(ctx, func(tx *db.Tx) error { return tx.Templates().Propose(ctx, p) }))

	tests := []struct {
		name      string
		approver  string
		wantErr   error // nil: applied
		wantState string
		hinted    bool
	}{
		{"refused by the server", "bob\x00", nil, "PROPOSED", false},
		{"applied", "bob", nil, "ACTIVE", true},
		{"matched nothing", "bob", db.ErrNotFound, "ACTIVE", true},
	}
	for _, tt := range tests {
		err := pool.WithHints("approved").Templates().Approve(ctx, p.ID, tt.approver, p.DefinitionHash)
		switch {
		case !tt.hinted:
			require.Error(t, err, tt.name)
			require.NotErrorIs(t, err, db.ErrNotFound, tt.name)
		case tt.wantErr != nil:
			require.ErrorIs(t, err, tt.wantErr, tt.name)
		default:
			require.NoError(t, err, tt.name)
		}
		got, err := pool.Templates().Get(ctx, p.ID)
		require.NoError(t, err)
		require.Equal(t, tt.wantState, got.State, tt.name)
		require.Zero(t, raw.Stat().AcquiredConns(), "%s: the connection went back to the pool", tt.name)

		seen := hintsUntilEnd(ctx, t, pool, l)
		if tt.hinted {
			require.Equal(t, []string{"qtg_testnet_approved"}, seen, tt.name)
		} else {
			require.Empty(t, seen, tt.name)
		}
	}

	conns := raw.AcquireAllIdle(ctx)
	require.NotEmpty(t, conns)
	for _, c := range conns {
		var unchanged bool
		err := c.QueryRow(ctx, `SELECT setting = reset_val FROM pg_settings WHERE name = 'synchronous_commit'`).Scan(&unchanged)
		c.Release()
		require.NoError(t, err)
		require.True(t, unchanged, "synchronous_commit changed for the session")
	}
}

// TestWithHintsReturnsRowsOnceCommitted: a statement of several rows run through
// Pool.WithHints hands its rows back only after COMMIT succeeded (they are read whole
// first), with their values decoded as pgx decodes them, and its hint follows; a
// statement the server refuses returns the error from Query itself, commits nothing
// and sends no hint.
func TestWithHintsReturnsRowsOnceCommitted(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	raw := dbtest.New(t).Pool(t, db.Testnet)
	pool := db.Wrap(raw)
	_, err := raw.Exec(ctx, `CREATE TABLE hinted_rows (n int PRIMARY KEY, label text)`)
	require.NoError(t, err)
	l := listenTo(ctx, t, pool, "rows", "end")

	insert := `INSERT INTO hinted_rows SELECT n, CASE WHEN n % 2 = 0 THEN 'even' END FROM generate_series($1::int, $2::int) n RETURNING n, label`
	rows, err := pool.WithHints("rows").QueryForTest(ctx, insert, 1, 3)
	require.NoError(t, err)
	type row struct {
		n     int
		label *string
	}
	var got []row
	for rows.Next() {
		var r row
		require.NoError(t, rows.Scan(&r.n, &r.label))
		got = append(got, r)
	}
	require.NoError(t, rows.Err())
	rows.Close()
	even := "even"
	require.Equal(t, []row{{1, nil}, {2, &even}, {3, nil}}, got)
	require.Equal(t, "INSERT 0 3", rows.CommandTag().String())

	_, err = pool.WithHints("rows").QueryForTest(ctx, insert, 3, 4) // 3 is taken
	require.Error(t, err, "the refusal comes from Query, before any row")
	var n int
	require.NoError(t, raw.QueryRow(ctx, `SELECT count(*) FROM hinted_rows`).Scan(&n))
	require.Equal(t, 3, n, "the refused statement committed nothing")
	require.Zero(t, raw.Stat().AcquiredConns(), "the connection went back to the pool")

	require.Equal(t, []string{"qtg_testnet_rows"}, hintsUntilEnd(ctx, t, pool, l), "one hint: the committed statement's")
}

// hintsUntilEnd sends the topic "end" and returns the channels l received before it:
// the hints sent so far (l listens to "end" too).
func hintsUntilEnd(ctx context.Context, t *testing.T, pool *db.Pool, l *db.Listening) []string {
	t.Helper()
	pool.Hint(ctx, "end")
	var seen []string
	for {
		ch, _, err := l.Wait(ctx)
		require.NoError(t, err)
		if ch == "qtg_testnet_end" {
			return seen
		}
		seen = append(seen, ch)
	}
}

// BenchmarkHintAfterCommit compares, in one run, the two ways a committed write's hint
// can follow it: in a round trip of its own (Pool.Hint after Commit, or after a
// statement on the pool) and pipelined after COMMIT (Tx.Commit with Notify, and
// Pool.WithHints). The statement is an approval that matches nothing, so every
// iteration does the same work; the difference is the round trip saved.
func BenchmarkHintAfterCommit(b *testing.B) {
	ctx := context.Background()
	raw := dbtest.New(b).Pool(b, db.Testnet)
	pool := db.Wrap(raw)
	p := proposal(b, "bench", "1")
	cases := []struct {
		name string
		run  func() error
	}{
		{"tx/hint-after", func() error {
			tx, err := pool.Begin(ctx)
			if err != nil {
				return err
			}
			if err := tx.Templates().Approve(ctx, p.ID, "bob", p.DefinitionHash); !errors.Is(err, db.ErrNotFound) {
				return err
			}
			if err := tx.Commit(ctx); err != nil {
				return err
			}
			pool.Hint(ctx, "bench")
			return nil
		}},
		{"tx/pipelined", func() error {
			tx, err := pool.Begin(ctx)
			if err != nil {
				return err
			}
			if err := tx.Templates().Approve(ctx, p.ID, "bob", p.DefinitionHash); !errors.Is(err, db.ErrNotFound) {
				return err
			}
			_ = tx.Notify(ctx, "bench")
			return tx.Commit(ctx)
		}},
		{"statement/hint-after", func() error {
			if err := pool.Templates().Approve(ctx, p.ID, "bob", p.DefinitionHash); !errors.Is(err, db.ErrNotFound) {
				return err
			}
			pool.Hint(ctx, "bench")
			return nil
		}},
		{"statement/pipelined", func() error {
			if err := pool.WithHints("bench").Templates().Approve(ctx, p.ID, "bob", p.DefinitionHash); !errors.Is(err, db.ErrNotFound) {
				return err
			}
			return nil
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := c.run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
