package db_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
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

// deleteSpend deletes node's spend with a plain DELETE (not the prune's statement) on
// pool and returns how many rows went.
func deleteSpend(t *testing.T, pool *pgxpool.Pool, node uuid.UUID) (int64, error) {
	t.Helper()
	tag, err := pool.Exec(context.Background(), `DELETE FROM policy_velocity_spend WHERE node_id = $1`, node)
	return tag.RowsAffected(), err
}

// requireRetentionRefusal checks err is migration 00039's refusal: insufficient
// privilege, naming the retention rule.
func requireRetentionRefusal(t *testing.T, err error, msgAndArgs ...any) {
	t.Helper()
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr), "want the retention rule's refusal, got %v", err)
	require.Equal(t, "42501", pgErr.Code, msgAndArgs...)
	require.Contains(t, pgErr.Message, "retention rule", msgAndArgs...)
}

// The retention rule is the database's, not only the prune statement's (migration
// 00039): a login holding DELETE on the spends — movement-archiver's, or any other
// but the schema owner's — cannot delete, even with a plain DELETE, a spend its
// counter's longest window, its own window or the margin still keeps; it can delete one
// older than all of them. A statement that reaches one kept spend deletes nothing.
func TestSpendRetentionIsEnforcedByTheDatabase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin := d.Pool(t, db.Testnet)
	now := time.Now().UTC().Truncate(time.Second)
	s := spendSeed{t: t, admin: admin, now: now}
	m := db.VelocitySpendPruneMargin
	s.counter("hourly", time.Hour)
	s.counter("was-daily", 24*time.Hour)
	s.counter("odd", time.Hour)

	// A login that holds DELETE outright, not through movement-archiver's role.
	otherURL := d.BaseLoginURL(t, db.Testnet)
	u, err := url.Parse(otherURL)
	require.NoError(t, err)
	grantee := pgx.Identifier{u.User.Username()}.Sanitize()
	_, err = admin.Exec(ctx, `GRANT DELETE ON policy_velocity_spend TO `+grantee)
	require.NoError(t, err)
	t.Cleanup(func() { // before the login is dropped, which the grant would stop
		_, err := admin.Exec(context.Background(), `REVOKE DELETE ON policy_velocity_spend FROM `+grantee)
		require.NoError(t, err)
	})
	other, err := db.OpenPGX(ctx, otherURL, db.Testnet)
	require.NoError(t, err)
	t.Cleanup(other.Close)
	archiverLogin, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(archiverLogin.Close)

	for name, pool := range map[string]*pgxpool.Pool{"movement-archiver": archiverLogin, "a login granted DELETE": other} {
		kept := map[string]uuid.UUID{
			"in its window":                                    s.spend("hourly", time.Hour, 10*time.Minute),
			"past its window, inside the margin":               s.spend("hourly", time.Hour, time.Hour+m-time.Minute),
			"inside its counter's longest window":              s.spend("was-daily", time.Hour, 5*time.Hour),
			"inside its own window, longer than its counter's": s.spend("odd", 2*time.Hour, 2*time.Hour+m-time.Minute),
		}
		for why, node := range kept {
			n, err := deleteSpend(t, pool, node)
			requireRetentionRefusal(t, err, "%s: a spend %s", name, why)
			require.Zero(t, n)
			require.True(t, s.left()[node], "%s: a spend %s was deleted", name, why)
		}
		_, err := pool.Exec(ctx, `DELETE FROM policy_velocity_spend`)
		requireRetentionRefusal(t, err, "%s: a delete of every spend", name)
		for why, node := range kept {
			require.True(t, s.left()[node], "%s: a spend %s was deleted with the rest", name, why)
		}

		for _, old := range []uuid.UUID{
			s.spend("hourly", time.Hour, time.Hour+m+time.Minute),
			s.spend("was-daily", time.Hour, 24*time.Hour+m+time.Minute),
			s.spend("odd", 2*time.Hour, 2*time.Hour+m+time.Minute),
		} {
			n, err := deleteSpend(t, pool, old)
			require.NoError(t, err, "%s: a spend no window can see", name)
			require.Equal(t, int64(1), n, name)
		}
	}
}

// The trigger's margin is the prune's: db.VelocitySpendPruneMargin, which the prune
// passes and the gate bounds its transaction by, equals migration 00039's
// policy_velocity_spend_margin_seconds(). Were the database's longer it would refuse the
// prune's own rows; shorter, it would let a plain DELETE reach spends a fresh sum sees.
func TestSpendRetentionMarginIsThePrunes(t *testing.T) {
	t.Parallel()
	d := dbtest.New(t)
	var seconds int64
	require.NoError(t, d.Pool(t, db.Testnet).QueryRow(context.Background(),
		`SELECT policy_velocity_spend_margin_seconds()`).Scan(&seconds))
	require.Equal(t, int64(db.VelocitySpendPruneMargin/time.Second), seconds)
}

// The schema owner (the migrator, a restore, an operator's repair) is not limited by
// the retention rule, as with migration 00029's state-writer triggers: it could disable
// the trigger anyway.
func TestSchemaOwnerMayDeleteARecentSpend(t *testing.T) {
	t.Parallel()
	d := dbtest.New(t)
	s := spendSeed{t: t, admin: d.Pool(t, db.Testnet), now: time.Now().UTC()}
	s.counter("hourly", time.Hour)
	node := s.spend("hourly", time.Hour, time.Minute)
	n, err := deleteSpend(t, s.admin, node)
	require.NoError(t, err)
	require.Equal(t, int64(1), n)
}
