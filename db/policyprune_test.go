package db_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// The retention of the velocity spends (PolicyVelocityPrune, docs/policy-gate.md
// "Storage and retention"): a spend is deleted once no window its counter was ever
// checked against can see it, plus db.VelocitySpendPruneMargin, in bounded batches
// through the window index, by movement-archiver's login alone.

// spendSeed writes velocity counters and spends as the owner, as the gates would have.
type spendSeed struct {
	t     *testing.T
	admin *pgxpool.Pool
	now   time.Time
}

// counter creates (rule, scope) whose longest window was maxWindow.
func (s spendSeed) counter(rule string, maxWindow time.Duration) {
	s.t.Helper()
	_, err := s.admin.Exec(context.Background(), `INSERT INTO policy_velocity_counters (rule, scope, max_window_seconds)
		VALUES ($1, 'USDC|network', $2)`, rule, int64(maxWindow/time.Second))
	require.NoError(s.t, err)
}

// spend writes a spend of rule checked against window, age before now, and returns its
// node.
func (s spendSeed) spend(rule string, window, age time.Duration) uuid.UUID {
	s.t.Helper()
	node := uuid.Must(uuid.NewV7())
	_, err := s.admin.Exec(context.Background(), `INSERT INTO policy_velocity_spend
		(rule, scope, node_id, movement_id, amount, limit_amount, window_seconds, spent_at)
		VALUES ($1, 'USDC|network', $2, $3, 100, 1000, $4, $5)`,
		rule, node, uuid.Must(uuid.NewV7()), int64(window/time.Second), s.now.Add(-age))
	require.NoError(s.t, err)
	return node
}

// left returns the nodes whose spends remain.
func (s spendSeed) left() map[uuid.UUID]bool {
	s.t.Helper()
	rows, err := s.admin.Query(context.Background(), `SELECT node_id FROM policy_velocity_spend`)
	require.NoError(s.t, err)
	ids, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	require.NoError(s.t, err)
	out := map[uuid.UUID]bool{}
	for _, id := range ids {
		out[id] = true
	}
	return out
}

func archiverPool(t *testing.T, d *dbtest.Database) *db.Pool {
	t.Helper()
	login, err := db.OpenPGX(context.Background(), d.LoginURL(t, db.Testnet, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	return db.Wrap(login)
}

// A spend older than its counter's longest window plus the margin is pruned; one
// inside the window, or past it but inside the margin, is kept. A counter once checked
// against a day keeps a day of history although its spends were checked against an
// hour; a spend checked against a window longer than its counter's (written here by
// hand: the gate records its window first) keeps that window.
func TestVelocityPruneDeletesOnlySpendsNoWindowCanSee(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	now := time.Now().UTC().Truncate(time.Second)
	s := spendSeed{t: t, admin: d.Pool(t, db.Testnet), now: now}
	m := db.VelocitySpendPruneMargin
	s.counter("hourly", time.Hour)
	s.counter("was-daily", 24*time.Hour)
	s.counter("odd", time.Hour)

	kept := []uuid.UUID{
		s.spend("hourly", time.Hour, 10*time.Minute),          // in the window
		s.spend("hourly", time.Hour, time.Hour+m-time.Minute), // past it, inside the margin
		s.spend("was-daily", time.Hour, 5*time.Hour),          // the day-long window sees it
		s.spend("was-daily", time.Hour, 24*time.Hour+m-time.Minute),
		s.spend("odd", 2*time.Hour, 2*time.Hour+m-time.Minute), // its own window is longer
	}
	pruned := []uuid.UUID{
		s.spend("hourly", time.Hour, time.Hour+m+time.Minute),
		s.spend("hourly", time.Hour, 30*24*time.Hour),
		s.spend("was-daily", time.Hour, 24*time.Hour+m+time.Minute),
		s.spend("odd", 2*time.Hour, 2*time.Hour+m+time.Minute),
	}

	archiver := archiverPool(t, d)
	n, err := archiver.Velocity().Prune(ctx, 100, &now)
	require.NoError(t, err)
	require.Equal(t, int64(len(pruned)), n)
	left := s.left()
	for _, id := range kept {
		require.True(t, left[id], "a spend a window can still see was pruned")
	}
	for _, id := range pruned {
		require.False(t, left[id], "a spend no window can see was kept")
	}
	n, err = archiver.Velocity().Prune(ctx, 100, &now)
	require.NoError(t, err)
	require.Zero(t, n, "nothing is left to prune")
}

// A prune deletes at most its batch, the next batch the next rows, until none is
// left; the spends a window still sees stay.
func TestVelocityPruneBatchesAreBounded(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	now := time.Now().UTC().Truncate(time.Second)
	s := spendSeed{t: t, admin: d.Pool(t, db.Testnet), now: now}
	var kept []uuid.UUID
	for c := range 3 {
		rule := fmt.Sprintf("r%d", c)
		s.counter(rule, time.Hour)
		for i := range 7 {
			s.spend(rule, time.Hour, time.Hour+db.VelocitySpendPruneMargin+time.Duration(i+1)*time.Minute)
		}
		kept = append(kept, s.spend(rule, time.Hour, time.Minute))
	}
	archiver := archiverPool(t, d)
	var batches []int64
	for {
		n, err := archiver.Velocity().Prune(ctx, 5, &now)
		require.NoError(t, err)
		batches = append(batches, n)
		if n < 5 {
			break
		}
	}
	require.Equal(t, []int64{5, 5, 5, 5, 1}, batches)
	require.Len(t, s.left(), len(kept))
	for _, id := range kept {
		require.True(t, s.left()[id])
	}
}

// seedSpends fills the spend table with history: 200 counters whose longest window is
// a day, 500 spends each over the last 30 days (100,000 rows), most of them prunable.
var seedSpends = []string{
	`INSERT INTO policy_velocity_counters (rule, scope, max_window_seconds)
		SELECT 'rule-' || c, 'USDC|network', 86400 FROM generate_series(1, 200) c`,
	`INSERT INTO policy_velocity_spend (rule, scope, node_id, movement_id, amount, limit_amount, window_seconds, spent_at)
		SELECT 'rule-' || c, 'USDC|network', gen_random_uuid(), gen_random_uuid(), 100, 1000, 86400,
			now() - (30 * 86400 / 500) * i * interval '1 second'
		FROM generate_series(1, 200) c, generate_series(1, 500) i`,
	`ANALYZE policy_velocity_counters, policy_velocity_spend`,
}

// The prune reaches each counter's oldest spends through policy_velocity_spend_window,
// in order, stopping at its batch, and deletes them by row address: never a
// sequential or bitmap scan of the spend table (which would read a counter's whole
// backlog per batch), neither in the plan for the archiver's default batch (64) nor in
// the generic plan a prepared statement keeps.
func TestVelocityPruneReachesSpendsThroughTheWindowIndex(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), seedSpends)
	sql := dbsqlc.PruneQueries["PolicyVelocityPrune"]
	require.NotEmpty(t, sql)

	check := func(name string, raw []byte) {
		var plans []struct {
			Plan planNode `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plans), name)
		require.Len(t, plans, 1)
		window := false
		for _, n := range plans[0].Plan.walk() {
			if n.RelationName != "policy_velocity_spend" {
				continue
			}
			switch n.NodeType {
			case "Seq Scan", "Bitmap Heap Scan":
				t.Errorf("%s: %s on policy_velocity_spend:\n%s", name, n.NodeType, raw)
			case "Index Scan", "Index Only Scan":
				window = window || n.IndexName == "policy_velocity_spend_window"
			}
		}
		require.True(t, window, "%s: no scan of policy_velocity_spend_window:\n%s", name, raw)
	}

	var raw []byte
	require.NoError(t, conn.QueryRow(ctx, "EXPLAIN (FORMAT JSON) "+sql,
		(*time.Time)(nil), int64(db.VelocitySpendPruneMargin/time.Second), int32(64)).Scan(&raw))
	check("custom plan", raw)

	_, err := conn.Exec(ctx, `SET plan_cache_mode = force_generic_plan`)
	require.NoError(t, err)
	desc, err := conn.Conn().Prepare(ctx, "plan_prune", sql)
	require.NoError(t, err)
	nulls := strings.TrimSuffix(strings.Repeat("NULL, ", len(desc.ParamOIDs)), ", ")
	require.NoError(t, conn.QueryRow(ctx, "EXPLAIN (FORMAT JSON) EXECUTE plan_prune ("+nulls+")").Scan(&raw))
	check("generic plan", raw)
}

// A window sum taken by a transaction open for longer than the margin is refused: the
// prune may have deleted spends such a sum should count. (The bound is set to nothing
// here, rather than waiting an hour.)
func TestGateSumTakenLaterThanTheMarginIsRefused(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	pool := db.Wrap(d.Pool(t, db.Testnet))
	keys := []db.VelocityKey{{Rule: "r", Scope: "USDC|network", WindowSeconds: 3600}}
	node := uuid.Must(uuid.NewV7())
	require.NoError(t, pool.InTx(ctx, func(tx *db.Tx) error {
		sums, err := tx.Velocity().Sums(ctx, node, keys, nil)
		require.NoError(t, err)
		require.Equal(t, "0", sums["r\x00USDC|network"])
		_, err = tx.Velocity().SumsFreshFor(ctx, node, keys, nil, 0)
		require.ErrorIs(t, err, db.ErrGateTooSlow)
		return nil
	}))
}

// Deleting a spend loosens a velocity limit: the engine's and the gateway's logins may
// not (the sidecars' are refused in TestSidecarLoginsCannotMoveMoney).
func TestOnlyTheArchiverDeletesSpends(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	for name, url := range map[string]string{
		"engine":  d.LoginURL(t, db.Testnet),
		"gateway": d.GatewayLoginURL(t, db.Testnet),
	} {
		pool, err := db.OpenPGX(ctx, url, db.Testnet)
		require.NoError(t, err)
		_, err = pool.Exec(ctx, `DELETE FROM policy_velocity_spend`)
		pool.Close()
		var pgErr *pgconn.PgError
		require.True(t, errors.As(err, &pgErr), "%s: a delete must be refused, got %v", name, err)
		require.Equal(t, "42501", pgErr.Code, name)
	}
	_, err := archiverPool(t, d).Velocity().Prune(ctx, 10, nil)
	require.NoError(t, err)
}
