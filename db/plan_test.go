package db_test

// Proves that every worker's claim query reaches its rows through an index over live
// states, so that terminal history never slows the hot path (docs/design.md §7).

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// seedHistory fills the database with terminal history (100,000 rows in each large
// table) plus a handful of live rows.
var seedHistory = []string{
	dbtest.HistoryLoadStart,
	// v7-shaped IDs derived from a counter: the schema refuses anything else.
	`CREATE FUNCTION pg_temp.v7(prefix int, i int) RETURNS uuid LANGUAGE sql IMMUTABLE RETURN
		(lpad(to_hex(prefix), 8, '0') || '-' || lpad(to_hex(i >> 16), 4, '0') || '-7000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`,
	`INSERT INTO movement_templates (id, name, version, definition, definition_hash, template_state, proposed_by, approved_by)
		VALUES (pg_temp.v7(1, 1), 'history', 1, '{}', decode(repeat('00', 32), 'hex'), 'ACTIVE', 'alice', 'bob')`,
	`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state,
			created_by, approved_by, created_at, finished_at)
		SELECT pg_temp.v7(2, i), 'history-' || i, decode(repeat('00', 32), 'hex'), pg_temp.v7(1, 1),
			decode(repeat('00', 32), 'hex'), (ARRAY['COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED'])[1 + i % 4],
			'alice', 'bob', now() - interval '30 days' + i * interval '1 second', now() - interval '29 days'
		FROM generate_series(1, 100000) i`,
	// Half of them carry their attempt's intent; the other half's is in
	// node_intents_past (written by the previous release's dispatcher), added below.
	`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect,
			attempt, next_observe_at, submitting_at, created_at, finished_at,
			intent_id, intent_attempt, intent_lane, intent_nonce, intent_payload, intent_tx_hash, intent_external_id,
			intent_state, intent_created_at, intent_updated_at)
		SELECT pg_temp.v7(3, i), pg_temp.v7(2, i), 'n', 'noop', (ARRAY['COMPLETED', 'FAILED', 'CANCELLED'])[1 + i % 3],
			true, 1, now() - interval '29 days', now() - interval '29 days', now() - interval '30 days', now() - interval '29 days',
			CASE WHEN i % 2 = 0 THEN pg_temp.v7(9, i) END, CASE WHEN i % 2 = 0 THEN 1 END,
			CASE WHEN i % 2 = 0 THEN 'evm:1:0xhistory' END, CASE WHEN i % 2 = 0 THEN i END,
			CASE WHEN i % 2 = 0 THEN '{}'::jsonb END, CASE WHEN i % 2 = 0 THEN '0x' || lpad(to_hex(i), 64, '0') END,
			CASE WHEN i % 2 = 0 THEN 'w-' || i END, CASE WHEN i % 2 = 0 THEN 'CONFIRMED' END, CASE WHEN i % 2 = 0 THEN now() - interval '30 days' END,
			CASE WHEN i % 2 = 0 THEN now() - interval '29 days' END
		FROM generate_series(1, 100000) i`,
	`INSERT INTO callback_outbox (id, movement_id, event_type, url, payload, callback_state, tries, next_try_at, delivered_at)
		SELECT pg_temp.v7(4, i), pg_temp.v7(2, i), 'movement.completed', 'https://example.test/cb', '{}',
			(ARRAY['DELIVERED', 'DEAD'])[1 + i % 2], 1, now() - interval '29 days', now() - interval '29 days'
		FROM generate_series(1, 100000) i`,
	`INSERT INTO movement_templates (id, name, version, definition, definition_hash, template_state, proposed_by, approved_by, proposal_expires_at)
		SELECT pg_temp.v7(5, i), 'old-' || i, 1, '{}', decode(repeat('00', 32), 'hex'),
			(ARRAY['ACTIVE', 'REJECTED', 'EXPIRED', 'RETIRED'])[1 + i % 4], 'alice',
			CASE WHEN i % 4 = 0 THEN 'bob' END, now() - interval '29 days'
		FROM generate_series(1, 100000) i`,
	// Live work: a few requests and nodes in every claimable state.
	`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state,
			created_by, approved_by, expires_at)
		SELECT pg_temp.v7(6, i), 'live-' || i, decode(repeat('00', 32), 'hex'), pg_temp.v7(1, 1),
			decode(repeat('00', 32), 'hex'), (ARRAY['APPROVED', 'EXECUTING', 'PENDING_APPROVAL'])[1 + i % 3],
			'alice', CASE WHEN i % 3 <> 2 THEN 'bob' END, now() + interval '1 hour'
		FROM generate_series(1, 30) i`,
	`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect,
			attempt, next_observe_at, submitting_at)
		SELECT pg_temp.v7(7, i), pg_temp.v7(6, 1 + i % 30), 'live-' || i, 'noop',
			(ARRAY['READY', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'SUBMITTING', 'PENDING'])[1 + i % 6],
			true, 1, now(), now()
		FROM generate_series(1, 60) i`,
	`INSERT INTO callback_outbox (id, movement_id, event_type, url, payload)
		SELECT pg_temp.v7(8, i), pg_temp.v7(6, i), 'movement.approved', 'https://example.test/cb', '{}'
		FROM generate_series(1, 10) i`,
	`INSERT INTO node_intents_past (id, node_id, attempt, lane, nonce, tx_hash, external_id, intent_state, created_at, updated_at)
		SELECT pg_temp.v7(9, i), pg_temp.v7(3, i), 1, 'evm:1:0xhistory', i, '0x' || lpad(to_hex(i), 64, '0'), 'w-' || i, 'CONFIRMED',
			now() - interval '30 days', now() - interval '29 days'
		FROM generate_series(1, 100000) i WHERE i % 2 = 1`,
	`ANALYZE`,
	dbtest.HistoryLoadEnd,
}

// largeTables are the tables that hold history; no claim may scan them sequentially.
var largeTables = map[string]bool{
	"movements": true, "movement_nodes": true, "callback_outbox": true, "movement_templates": true,
	"node_intents_past": true,
}

func TestClaimQueriesUseLiveIndexes(t *testing.T) {
	t.Parallel()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), seedHistory)

	now := time.Now()
	movementID := uuid.Must(uuid.NewV7())
	observing, executing := dbsqlc.HeldStates.ObservableNodes, dbsqlc.HeldStates.ObservableMovements
	claims := []struct {
		name string
		sql  string
		args []any
	}{
		{"NodeClaimReady", dbsqlc.ClaimQueries["NodeClaimReady"], []any{(*time.Time)(nil), dbsqlc.HeldStates.ReadyMovements, dbsqlc.HeldStates.ReadyNodes, int32(100)}},
		{"NodeObserveSchedule", dbsqlc.ClaimQueries["NodeObserveSchedule"], []any{(*time.Time)(nil), (*uuid.UUID)(nil)}},
		{"NodeObserveSchedule scoped", dbsqlc.ClaimQueries["NodeObserveSchedule"], []any{&now, &movementID}},
		{"NodeClaimObservable", dbsqlc.ClaimQueries["NodeClaimObservable"], []any{observing, (*time.Time)(nil), int32(100), (*uuid.UUID)(nil), executing}},
		{"NodeClaimObservable scoped", dbsqlc.ClaimQueries["NodeClaimObservable"], []any{observing, &now, int32(100), &movementID, executing}},
		{"NodeClaimUnknown", dbsqlc.ClaimQueries["NodeClaimUnknown"], []any{dbsqlc.HeldStates.UnknownNodes, (*time.Time)(nil), int32(100)}},
		{"NodeClaimStaleSubmitting", dbsqlc.ClaimQueries["NodeClaimStaleSubmitting"], []any{dbsqlc.HeldStates.StaleSubmittingNodes, now, int32(100)}},
		{"CallbackClaimDue", dbsqlc.ClaimQueries["CallbackClaimDue"], []any{(*time.Time)(nil), int32(100)}},
		{"MovementClaimExpired", dbsqlc.ClaimQueries["MovementClaimExpired"], []any{(*time.Time)(nil), int32(100)}},
		{"TemplateClaimExpiredProposals", dbsqlc.ClaimQueries["TemplateClaimExpiredProposals"], []any{(*time.Time)(nil), int32(100)}},
		// The archiver's claim reads finished movements by age (movements_finished).
		{"ArchiveClaim", dbsqlc.ClaimQueries["ArchiveClaim"], []any{now.Add(-time.Hour), int32(100)}},
		// The policy gate's look for work (movement_nodes_policy_gate) and its lock of
		// one node and its movement by key.
		{"NodeGateCandidates", dbsqlc.ClaimQueries["NodeGateCandidates"], []any{(*time.Time)(nil), int32(100)}},
		{"NodeGateLock", dbsqlc.ClaimQueries["NodeGateLock"], []any{movementID, dbsqlc.HeldStates.ReadyNodes, movementID, dbsqlc.HeldStates.ReadyMovements, (*time.Time)(nil)}},
	}
	for _, c := range claims {
		require.NotEmpty(t, c.sql, "%s is not in dbsqlc.ClaimQueries", c.name)
		requireNoHistoryScan(t, conn, c.name, c.sql, c.args...)
	}
}

// requireNoHistoryScan plans sql with args on conn, as conn's plan_cache_mode has it,
// and fails the test (going on) for each sequential scan of a table of largeTables.
func requireNoHistoryScan(t *testing.T, conn *pgxpool.Conn, name, sql string, args ...any) {
	t.Helper()
	var raw []byte
	require.NoError(t, conn.QueryRow(t.Context(), "EXPLAIN (FORMAT JSON) "+sql, args...).Scan(&raw), name)
	var plans []struct {
		Plan planNode `json:"Plan"`
	}
	require.NoError(t, json.Unmarshal(raw, &plans), name)
	require.Len(t, plans, 1)
	for _, n := range plans[0].Plan.walk() {
		if n.NodeType == "Seq Scan" && largeTables[n.RelationName] {
			t.Errorf("%s scans %s sequentially:\n%s", name, n.RelationName, raw)
		}
	}
}

// The backlog gauge, the reads of parked nodes and verify-drift's look for nodes in
// flight read live nodes through the partial index of each state (migration 00041),
// with history in the tables: no sequential scan of movement_nodes, whichever plan
// the planner picks, the custom one or the generic one a prepared statement gets
// after a few runs.
func TestLiveNodeReadsAreServedByPartialIndexes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), seedHistory)
	reads := []struct {
		name string
		args []any
	}{
		{"BacklogNodes", nil},
		{"NodeCountNeedsManualExecution", nil},
		{"NodeListNeedsManualExecution", []any{[]string{"ccip_transfer"}, uuid.Nil, int32(100)}},
		{"BalanceSnapshotPairsUnchecked", []any{[]string{"dev-1"}, []int64{31337}, int32(100)}},
	}
	require.Len(t, reads, len(dbsqlc.LiveCounts), "every read of dbsqlc.LiveCounts is planned here")
	for _, mode := range []string{"force_custom_plan", "force_generic_plan"} {
		_, err := conn.Exec(ctx, "SET plan_cache_mode = "+mode)
		require.NoError(t, err)
		for _, r := range reads {
			sql := dbsqlc.LiveCounts[r.name]
			require.NotEmpty(t, sql, "%s is not in dbsqlc.LiveCounts", r.name)
			requireNoHistoryScan(t, conn, r.name+" ("+mode+")", sql, r.args...)
		}
	}
	_, err := conn.Exec(ctx, "RESET plan_cache_mode")
	require.NoError(t, err)
	// And the counts are right: every live node of the seed in its state.
	var counted int64
	require.NoError(t, conn.QueryRow(ctx, `SELECT sum(count)::bigint FROM (`+strings.TrimSuffix(strings.TrimSpace(
		dbsqlc.LiveCounts["BacklogNodes"]), ";")+`) b`).Scan(&counted))
	var live int64
	require.NoError(t, conn.QueryRow(ctx, `SELECT count(*) FROM movement_nodes
		WHERE node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION')`).Scan(&live))
	require.Equal(t, live, counted)
	require.Positive(t, live)
}

// node_intents is a view of two shapes (migration 00046) whose node branch the planner
// cannot flatten into a join: a reader that joined it to nodes read every node that
// has an intent, on every call. Each read of it, planned generically as the workers'
// prepared statements are after a few runs, must look a node's intents up by key,
// with 100,000 terminal nodes carrying intents (half on the node, half in the past
// table).
func TestIntentReadsAreKeyed(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, d.Pool(t, db.Testnet), append(append([]string{}, seedHistory...),
		`SET plan_cache_mode = force_generic_plan`))
	for name, sql := range dbsqlc.IntentReads {
		desc, err := conn.Conn().Prepare(ctx, "intents_"+name, sql)
		require.NoError(t, err, name)
		nulls := strings.TrimSuffix(strings.Repeat("NULL, ", len(desc.ParamOIDs)), ", ")
		var raw []byte
		require.NoError(t, conn.QueryRow(ctx,
			fmt.Sprintf("EXPLAIN (FORMAT JSON) EXECUTE %s (%s)", pgx.Identifier{"intents_" + name}.Sanitize(), nulls)).Scan(&raw), name)
		var plans []struct {
			Plan planNode `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plans), name)
		require.Len(t, plans, 1)
		for _, n := range plans[0].Plan.walk() {
			// The view's node branch is the scan of movement_nodes that keeps the rows
			// with an intent; the past table's, any scan of node_intents_past.
			intents := n.RelationName == "node_intents_past" ||
				(n.RelationName == "movement_nodes" && strings.Contains(n.Filter+n.RecheckCond+n.IndexCond, "intent_id IS NOT NULL"))
			if intents && (!strings.HasPrefix(n.NodeType, "Index") || n.IndexCond == "") {
				t.Errorf("%s: %s on %s without a key:\n%s", name, n.NodeType, n.RelationName, raw)
			}
		}
	}
}

// seededConn acquires a connection of pool for the rest of the test and runs stmts on
// it in order: the seeds' pg_temp functions live in that one session.
func seededConn(t *testing.T, pool *pgxpool.Pool, stmts []string) *pgxpool.Conn {
	t.Helper()
	conn, err := pool.Acquire(t.Context())
	require.NoError(t, err)
	t.Cleanup(conn.Release)
	for _, stmt := range stmts {
		_, err := conn.Exec(t.Context(), stmt)
		require.NoError(t, err, stmt)
	}
	return conn
}

// openKeyed opens a pool on url planned as the core workers plan (db.WithKeyedPlans),
// closed when the test ends.
func openKeyed(t *testing.T, url string) *pgxpool.Pool {
	t.Helper()
	p, err := db.OpenPGX(t.Context(), url, db.Testnet, db.WithKeyedPlans())
	require.NoError(t, err)
	t.Cleanup(p.Close)
	return p
}

type planNode struct {
	NodeType     string     `json:"Node Type"`
	RelationName string     `json:"Relation Name"`
	IndexName    string     `json:"Index Name"`
	IndexCond    string     `json:"Index Cond"`
	RecheckCond  string     `json:"Recheck Cond"`
	Filter       string     `json:"Filter"`
	Plans        []planNode `json:"Plans"`
	// Set by EXPLAIN ANALYZE and for a CTE's plan ("CTE name").
	SubplanName string  `json:"Subplan Name"`
	ActualRows  float64 `json:"Actual Rows"`
	ActualLoops float64 `json:"Actual Loops"`
}

func (n planNode) walk() []planNode {
	out := []planNode{n}
	for _, c := range n.Plans {
		out = append(out, c.walk()...)
	}
	return out
}

// TestGenericPlansLookHeldRowsUpByKey prepares the core workers' claims and keyed
// transitions on a new deployment's tables (a few hundred live rows, never analyzed),
// as a core worker does when it starts (db.WithKeyedPlans), and proves their generic
// plans find the rows they hold or are given by key: no sequential or bitmap scan of a
// large table and no live-state index for a held row. The gateway's approval, planned
// with the planner's full choice, must not reach its movement through a live-state
// index either. Those plans outlive the tables' growth until the next replan (see
// "Held rows are looked up by key" at db.WithKeyedPlans).
func TestGenericPlansLookHeldRowsUpByKey(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := seededConn(t, openKeyed(t, d.URL), liveWork)
	gateway, err := d.Pool(t, db.Testnet).Acquire(ctx)
	require.NoError(t, err)
	defer gateway.Release()

	// Indexes over every row in a live state: scanning one per held row was the cost.
	liveStateIndexes := map[string]bool{
		"movements_live": true, "movement_nodes_waiting": true, "movement_nodes_manual": true, "movement_nodes_stranded": true,
	}
	tests := []struct {
		name string
		sql  string
		conn *pgxpool.Conn
		// keyed: planned as a core worker plans, so no sequential or bitmap scan either.
		keyed bool
	}{
		{"NodeClaimReady", dbsqlc.ClaimQueries["NodeClaimReady"], conn, true},
		{"NodeObserveSchedule", dbsqlc.ClaimQueries["NodeObserveSchedule"], conn, true},
		{"NodeClaimObservable", dbsqlc.ClaimQueries["NodeClaimObservable"], conn, true},
		{"NodeClaimUnknown", dbsqlc.ClaimQueries["NodeClaimUnknown"], conn, true},
		{"NodeClaimStaleSubmitting", dbsqlc.ClaimQueries["NodeClaimStaleSubmitting"], conn, true},
		{"NodeGateCandidates", dbsqlc.ClaimQueries["NodeGateCandidates"], conn, true},
		{"NodeGateLock", dbsqlc.ClaimQueries["NodeGateLock"], conn, true},
		{"DispatchStart", dbsqlc.KeyedTransitions["DispatchStart"], conn, true},
		{"NodeMarkSubmitted", dbsqlc.KeyedTransitions["NodeMarkSubmitted"], conn, true},
		{"MovementFinish", dbsqlc.KeyedTransitions["MovementFinish"], conn, true},
		{"MovementApprove", dbsqlc.KeyedTransitions["MovementApprove"], gateway, false},
	}
	for _, tt := range tests {
		require.NotEmpty(t, tt.sql, tt.name)
		desc, err := tt.conn.Conn().Prepare(ctx, "plan_"+tt.name, tt.sql)
		require.NoError(t, err, tt.name)
		nulls := strings.TrimSuffix(strings.Repeat("NULL, ", len(desc.ParamOIDs)), ", ")
		var raw []byte
		require.NoError(t, tt.conn.QueryRow(ctx,
			fmt.Sprintf("EXPLAIN (FORMAT JSON) EXECUTE %s (%s)", pgx.Identifier{"plan_" + tt.name}.Sanitize(), nulls)).Scan(&raw), tt.name)
		var plans []struct {
			Plan planNode `json:"Plan"`
		}
		require.NoError(t, json.Unmarshal(raw, &plans), tt.name)
		require.Len(t, plans, 1)
		for _, n := range plans[0].Plan.walk() {
			switch {
			case tt.keyed && (n.NodeType == "Seq Scan" || n.NodeType == "Bitmap Heap Scan") && largeTables[n.RelationName]:
				t.Errorf("%s: %s on %s:\n%s", tt.name, n.NodeType, n.RelationName, raw)
			case liveStateIndexes[n.IndexName]:
				t.Errorf("%s: %s through %s:\n%s", tt.name, n.NodeType, n.IndexName, raw)
			}
		}
	}
}

// TestKeyedPlansAreNotCompiled proves that a core worker's session does not JIT-compile
// a statement whose only path is the planner's last resort. With sequential scans off
// (db.WithKeyedPlans) such a scan still runs, but its estimate carries the planner's
// penalty for a disabled path, far above every JIT threshold; with JIT on, each such
// statement was compiled and optimized by LLVM on every execution, and the first one
// in each new backend loaded LLVM, for ExecutorHealthListDown too, which every
// dispatcher runs before its claims (docs/benchmarks.md, "Plans and connections"). The
// control (JIT left on by the URL) shows the penalty does trip it where the server has
// JIT.
func TestKeyedPlansAreNotCompiled(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	d := dbtest.New(t)
	// The shape of ExecutorHealthListDown: executor_health has no index on status.
	const stmt = `EXPLAIN (ANALYZE, FORMAT JSON) SELECT executor_key FROM executor_health
		WHERE status = 'DOWN' AND checked_at > now() - interval '1 minute'`
	tests := []struct {
		name     string
		url      string
		compiled bool
	}{
		{"keyed plans", d.URL, false},
		{"keyed plans with JIT left on (control)", d.URL + urlParam(d.URL) + "jit=on", true},
	}
	for _, tt := range tests {
		pool, err := db.OpenPGX(ctx, tt.url, db.Testnet, db.WithKeyedPlans())
		require.NoError(t, err, tt.name)
		var available bool
		require.NoError(t, pool.QueryRow(ctx, "SELECT pg_jit_available()").Scan(&available), tt.name)
		var raw string
		require.NoError(t, pool.QueryRow(ctx, stmt).Scan(&raw), tt.name)
		pool.Close()
		if tt.compiled && !available {
			t.Logf("%s: skipped, this server has no JIT", tt.name)
			continue
		}
		require.Equal(t, tt.compiled, strings.Contains(raw, `"JIT"`), "%s:\n%s", tt.name, raw)
	}
}

// urlParam is what joins one more parameter to url.
func urlParam(url string) string {
	if strings.Contains(url, "?") {
		return "&"
	}
	return "?"
}
