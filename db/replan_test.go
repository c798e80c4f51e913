package db_test

// Proves that a plan made while the tables were small does not outlive their growth
// for longer than the pool's replan interval (db.DefaultReplanEvery), nor for more than
// db.ReplanUses uses of its connection, and that a new connection plans again sooner
// (db.FirstReplanUses).

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// TestPlansFollowTableGrowth plans the dispatcher's claim on small tables, grows them
// a hundredfold with no ANALYZE since, and looks at the plan the claim would run next.
// Whether a kept plan still scans movement_nodes whole is not asserted: the server may
// drop a session's plans on its own (under load, an overflow of its invalidation queue
// resets every cache), so what is checked is the discard the pool sends, and the plan
// made after it.
func TestPlansFollowTableGrowth(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name        string
		replanEvery time.Duration
		uses        int  // acquisitions of the connection while the tables grow
		discards    bool // the pool sent DISCARD PLANS, and the next plan uses the indexes
	}{
		{"replanning off", 0, db.ReplanUses, false},
		{"plans younger than the interval, seldom used", time.Hour, 0, false},
		{"plans older than the interval", time.Nanosecond, 0, true},
		{"plans younger than the interval, used ReplanUses times", time.Hour, db.ReplanUses, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			// One connection, so that the claim's plan and the EXPLAIN below are the
			// same session's.
			pool, tracer := oneConnPool(t, c.replanEvery)
			// Past the young connection's sooner replans (TestYoungConnectionsPlanAgainSooner),
			// so that from here on the connection keeps its plans for ReplanUses uses.
			acquire(t, pool, youngUses+1)
			tracer.n.Store(0)

			// No autovacuum here: its ANALYZE would replan the claim whatever the pool does.
			for _, table := range []string{"movements", "movement_nodes"} {
				_, err := pool.Exec(ctx, fmt.Sprintf("ALTER TABLE %s SET (autovacuum_enabled = false)", table))
				require.NoError(t, err)
			}
			// Small tables, analyzed: a few live rows, as after a deployment's first
			// movements.
			runAll(t, pool, seedHistory[1], seedHistory[2], seedHistory[6], seedHistory[7], "ANALYZE")

			claim := dbsqlc.ClaimQueries["NodeClaimReady"]
			require.NotEmpty(t, claim)
			tx, err := pool.Begin(ctx)
			require.NoError(t, err)
			rows, err := tx.Query(ctx, claim, (*time.Time)(nil), dbsqlc.HeldStates.ReadyMovements, dbsqlc.HeldStates.ReadyNodes, int32(100))
			require.NoError(t, err)
			rows.Close()
			require.NoError(t, rows.Err())
			require.NoError(t, tx.Rollback(ctx))

			// The tables grow a hundredfold, with no ANALYZE since. (Not seedHistory's
			// 100,000 rows: within one INSERT the movements trigger keeps the plan it
			// made on the small table, and a bulk load that size takes minutes.)
			grow := func(stmt string) string {
				return strings.Replace(stmt, "generate_series(1, 100000)", "generate_series(1, 5000)", 1)
			}
			runAll(t, pool, dbtest.HistoryLoadStart, grow(seedHistory[3]), grow(seedHistory[4]), dbtest.HistoryLoadEnd)
			acquire(t, pool, c.uses)

			conn, err := pool.Acquire(ctx) // a discard, if due, happens here
			require.NoError(t, err)
			defer conn.Release()
			require.Equal(t, c.discards, tracer.n.Load() > 0, "DISCARD PLANS sent %d times", tracer.n.Load())
			if !c.discards {
				return
			}
			var name string
			require.NoError(t, conn.QueryRow(ctx,
				`SELECT name FROM pg_prepared_statements WHERE statement = $1`, claim).Scan(&name))
			var raw []byte
			require.NoError(t, conn.QueryRow(ctx,
				fmt.Sprintf(`EXPLAIN (FORMAT JSON) EXECUTE %s (NULL, '{%s}', '{%s}', 100)`, pgx.Identifier{name}.Sanitize(),
					strings.Join(dbsqlc.HeldStates.ReadyMovements, ","), strings.Join(dbsqlc.HeldStates.ReadyNodes, ","))).Scan(&raw))
			var plans []struct {
				Plan planNode `json:"Plan"`
			}
			require.NoError(t, json.Unmarshal(raw, &plans))
			require.Len(t, plans, 1)
			for _, n := range plans[0].Plan.walk() {
				if n.NodeType == "Seq Scan" && n.RelationName == "movement_nodes" {
					t.Fatalf("the claim's plan after DISCARD PLANS reads movement_nodes sequentially:\n%s", raw)
				}
			}
		})
	}
}

// youngUses is how many uses a new connection's sooner replans take in all: after 8,
// 32 and 128 more, its rounds reach db.ReplanUses.
const youngUses = 8 + 32 + 128

// TestYoungConnectionsPlanAgainSooner counts the discards one connection sends as it
// is acquired: after db.FirstReplanUses uses, then four times as many each round,
// then every db.ReplanUses, while its plans stay younger than the interval.
func TestYoungConnectionsPlanAgainSooner(t *testing.T) {
	t.Parallel()
	pool, tracer := oneConnPool(t, time.Hour)
	require.Equal(t, 8, db.FirstReplanUses)
	cases := []struct {
		acquisitions int64 // in all, since the pool opened the connection
		discards     int64
	}{
		{1, 0},
		{8, 0},  // its first plans serve FirstReplanUses uses
		{9, 1},  // the ninth acquisition plans again
		{40, 1}, // then 32 uses
		{41, 2},
		{youngUses, 2}, // then 128
		{youngUses + 1, 3},
		{youngUses + db.ReplanUses, 3}, // then ReplanUses, for good
		{youngUses + db.ReplanUses + 1, 4},
		{youngUses + 2*db.ReplanUses + 1, 5},
	}
	done := int64(1) // Open checked the schema's privileges on the connection: its first use
	for _, c := range cases {
		acquire(t, pool, int(c.acquisitions-done))
		done = c.acquisitions
		require.Equal(t, c.discards, tracer.n.Load(), "DISCARD PLANS sent after %d acquisitions", done)
	}
	require.EqualValues(t, 1, pool.Stat().TotalConns(), "one connection throughout")
}

// oneConnPool opens a pool of one connection on a new test database, planning again
// per replanEvery, and counts the DISCARD PLANS it sends. It is closed with the test.
func oneConnPool(t *testing.T, replanEvery time.Duration) (*pgxpool.Pool, *discardCounter) {
	t.Helper()
	d := dbtest.New(t)
	tracer := &discardCounter{}
	pool, err := db.OpenPGX(context.Background(), d.URL, db.Testnet, db.WithMaxConns(1), db.WithReplanEvery(replanEvery),
		func(c *pgxpool.Config) { c.ConnConfig.Tracer = tracer })
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return pool, tracer
}

// acquire acquires and releases one of pool's connections n times.
func acquire(t *testing.T, pool *pgxpool.Pool, n int) {
	t.Helper()
	for range n {
		conn, err := pool.Acquire(context.Background())
		require.NoError(t, err)
		conn.Release()
	}
}

// discardCounter counts the DISCARD PLANS statements a pool's connections send.
type discardCounter struct{ n atomic.Int64 }

func (d *discardCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, q pgx.TraceQueryStartData) context.Context {
	if q.SQL == "DISCARD PLANS" {
		d.n.Add(1)
	}
	return ctx
}

func (d *discardCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// runAll executes statements in order on pool, whose one connection keeps seedHistory's
// session function (pg_temp) between calls.
func runAll(t *testing.T, pool *pgxpool.Pool, stmts ...string) {
	t.Helper()
	for _, stmt := range stmts {
		_, err := pool.Exec(context.Background(), stmt)
		require.NoError(t, err, stmt)
	}
}
