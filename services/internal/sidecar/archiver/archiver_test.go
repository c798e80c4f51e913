package archiver_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/sidecar/archiver"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// archivedTables are the live tables whose rows follow their movement into the archive.
var archivedTables = []string{
	"movements", "movement_nodes", "node_intents",
	"evm_tx_candidates", "evm_transfer_checks", "node_verdicts", "callback_outbox",
}

// kind is what keeps a seeded movement live, or "" for one the archiver must move.
type kind string

const (
	eligible        kind = ""
	recent          kind = "recent"           // finished within the retention
	running         kind = "running"          // EXECUTING, not finished
	pendingCallback kind = "pending-callback" // a callback still to deliver
	openIntent      kind = "open-intent"      // an intent still SUBMITTED
	proposedVerdict kind = "proposed-verdict" // an operator's verdict awaiting a second pair of eyes
	uncheckedEVM    kind = "unchecked-evm"    // a completed EVM transfer not yet checked for reorgs
)

type fixture struct {
	admin    *pgxpool.Pool // the schema owner, for seeding and counting
	pool     *db.Pool      // a member of the network role, as a deployment connects
	template uuid.UUID
}

func setup(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	d := dbtest.New(t)
	f := &fixture{admin: d.Pool(t, db.Testnet), template: uuid.Must(uuid.NewV7())}
	login, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobMovementArchiver), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	f.pool = db.Wrap(login)
	_, err = f.admin.Exec(ctx, `INSERT INTO movement_templates (id, name, version, definition, definition_hash, template_state, proposed_by, approved_by)
		VALUES ($1, 'archive', 1, '{}', decode(repeat('00', 32), 'hex'), 'ACTIVE', 'alice', 'bob')`, f.template)
	require.NoError(t, err)
	return f
}

func (f *fixture) archiver(t *testing.T, instance string, batch int) *archiver.Archiver {
	t.Helper()
	a, err := archiver.New(archiver.Config{Pool: f.pool, Instance: instance, Logger: zerolog.Nop(), BatchSize: batch,
		After: 30 * 24 * time.Hour})
	require.NoError(t, err)
	return a
}

// seed writes one movement of the given kind with a row in every table that references
// movements: two nodes and their edge, an intent with an EVM replacement candidate and
// a transfer check, a decided verdict and a delivered callback.
func (f *fixture) seed(t *testing.T, k kind) uuid.UUID {
	t.Helper()
	ctx := context.Background()
	id, a, b, intent, verdict, cb := v7(), v7(), v7(), v7(), v7(), v7()
	state, finished := "COMPLETED", "now() - interval '40 days'"
	switch k {
	case recent:
		finished = "now() - interval '1 day'"
	case running:
		state, finished = "EXECUTING", "NULL"
	}
	nodeState, nodeFinished := "COMPLETED", finished
	if k == running {
		nodeState = "SUBMITTED"
	}
	executor, result := "noop", "NULL"
	if k == uncheckedEVM {
		executor, result = "evm_transfer", `'{"block_number": 7}'`
	}
	intentState, verdictState, callbackState := "CONFIRMED", "APPLIED", "DELIVERED"
	switch k {
	case openIntent:
		intentState = "SUBMITTED"
	case proposedVerdict:
		verdictState = "PROPOSED"
	case pendingCallback:
		callbackState = "PENDING"
	}
	decidedBy, decidedAt := "'carol'", "now()"
	if verdictState == "PROPOSED" {
		decidedBy, decidedAt = "NULL", "NULL"
	}
	stmts := []string{
		dbtest.HistoryLoadStart,
		fmt.Sprintf(`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state,
			created_by, approved_by, created_at, finished_at)
			VALUES ('%s', 'key-%s', decode(repeat('00', 32), 'hex'), '%s', decode(repeat('00', 32), 'hex'), '%s',
			'alice', 'bob', now() - interval '41 days', %s)`, id, id, f.template, state, finished),
		fmt.Sprintf(`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect,
			attempt, result, finished_at, parent_node_ids) VALUES
			('%s', '%s', 'a', '%s', '%s', true, 1, %s, %s, '{}'), ('%s', '%s', 'b', 'noop', '%s', true, 1, NULL, %s, ARRAY['%s'::uuid])`,
			a, id, executor, nodeState, result, nodeFinished, b, id, nodeState, nodeFinished, a),
		fmt.Sprintf(`INSERT INTO node_intents (id, node_id, attempt, lane, nonce, intent_state) VALUES ('%s', '%s', 1, 'evm:1:0xabc', 1, '%s')`,
			intent, a, intentState),
		fmt.Sprintf(`INSERT INTO evm_tx_candidates (tx_hash, intent_id, lane, nonce, signed_tx, gas_tip_cap, gas_fee_cap)
			VALUES ('0x%s', '%s', 'evm:1:0xabc', 1, '\x00', 1, 2)`, intent, intent),
		fmt.Sprintf(`INSERT INTO node_verdicts (id, node_id, movement_id, attempt, verdict, tx_hash, reason, verdict_state,
			proposed_by, decided_by, decided_at) VALUES ('%s', '%s', '%s', 1, 'sent', '0xabc', 'seen on chain', '%s', 'dave', %s, %s)`,
			verdict, b, id, verdictState, decidedBy, decidedAt),
		fmt.Sprintf(`INSERT INTO callback_outbox (id, movement_id, event_type, url, payload, callback_state)
			VALUES ('%s', '%s', 'movement.completed', 'https://example.test/cb', '{}', '%s')`, cb, id, callbackState),
	}
	if k != uncheckedEVM {
		stmts = append(stmts, fmt.Sprintf(`INSERT INTO evm_transfer_checks (node_id, chain_id, tx_hash, block_number, block_hash, check_state)
			VALUES ('%s', 1, '0x%s', 7, '0xblock', 'FINAL')`, a, intent))
	}
	stmts = append(stmts, dbtest.HistoryLoadEnd)
	// One connection: the session setting must cover every statement and end with them.
	conn, err := f.admin.Acquire(ctx)
	require.NoError(t, err)
	defer conn.Release()
	for _, s := range stmts {
		_, err := conn.Exec(ctx, s)
		require.NoError(t, err, s)
	}
	return id
}

func v7() uuid.UUID { return uuid.Must(uuid.NewV7()) }

// counts returns the rows of every archived table, live and in its archive.
func (f *fixture) counts(t *testing.T) (live, archived map[string]int) {
	t.Helper()
	live, archived = map[string]int{}, map[string]int{}
	for _, table := range archivedTables {
		var l, a int
		require.NoError(t, f.admin.QueryRow(context.Background(),
			fmt.Sprintf(`SELECT (SELECT count(*) FROM %s), (SELECT count(*) FROM %s_archive)`, table, table)).Scan(&l, &a))
		live[table], archived[table] = l, a
	}
	return live, archived
}

func (f *fixture) isArchived(t *testing.T, id uuid.UUID) bool {
	t.Helper()
	var inLive, inArchive bool
	require.NoError(t, f.admin.QueryRow(context.Background(), `SELECT
		EXISTS (SELECT 1 FROM movements WHERE id = $1), EXISTS (SELECT 1 FROM movements_archive WHERE id = $1)`,
		id).Scan(&inLive, &inArchive))
	require.NotEqual(t, inLive, inArchive, "movement %s is in exactly one of live and archive", id)
	return inArchive
}

// auditArchived counts the ARCHIVED audit rows per movement.
func (f *fixture) auditArchived(t *testing.T) map[string]int {
	t.Helper()
	rows, err := f.admin.Query(context.Background(),
		`SELECT entity_id, count(*) FROM audit_outbox_events WHERE action = 'ARCHIVED' AND entity_type = 'movement' GROUP BY entity_id`)
	require.NoError(t, err)
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var id string
		var n int
		require.NoError(t, rows.Scan(&id, &n))
		out[id] = n
	}
	require.NoError(t, rows.Err())
	return out
}

func drain(t *testing.T, a *archiver.Archiver) {
	t.Helper()
	for {
		n, err := a.Batch(context.Background())
		require.NoError(t, err)
		if n == 0 {
			return
		}
	}
}

// The archiver moves exactly the movements past the retention with nothing left to do,
// with all their rows; every row is in exactly one place afterwards (nothing lost,
// nothing doubled), each move is audited once, and the audit log is never moved.
func TestArchiveMovesFinishedMovementsAndLosesNothing(t *testing.T) {
	t.Parallel()
	f := setup(t)
	kinds := []kind{eligible, recent, running, pendingCallback, openIntent, proposedVerdict, uncheckedEVM}
	ids := map[uuid.UUID]kind{}
	for range 3 {
		for _, k := range kinds {
			ids[f.seed(t, k)] = k
		}
	}
	liveBefore, archivedBefore := f.counts(t)
	for _, table := range archivedTables {
		require.Zero(t, archivedBefore[table], table)
	}
	var auditLogBefore int
	require.NoError(t, f.admin.QueryRow(context.Background(), `SELECT count(*) FROM audit_log`).Scan(&auditLogBefore))

	drain(t, f.archiver(t, "a", 2))

	liveAfter, archivedAfter := f.counts(t)
	for _, table := range archivedTables {
		require.Equal(t, liveBefore[table], liveAfter[table]+archivedAfter[table], "%s: rows before = live + archive after", table)
	}
	audits := f.auditArchived(t)
	for id, k := range ids {
		require.Equal(t, k == eligible, f.isArchived(t, id), "movement of kind %q", k)
		if k == eligible {
			require.Equal(t, 1, audits[id.String()], "one audit row per archived movement")
		}
	}
	require.Len(t, audits, 3)
	require.Equal(t, 3, archivedAfter["movements"])
	require.Equal(t, 6, archivedAfter["movement_nodes"])
	var auditLogAfter int
	require.NoError(t, f.admin.QueryRow(context.Background(), `SELECT count(*) FROM audit_log`).Scan(&auditLogAfter))
	require.Equal(t, auditLogBefore, auditLogAfter)

	// Archived movements stay readable by ID, with their whole plan.
	for id, k := range ids {
		got, err := f.pool.Archive().Get(context.Background(), id)
		if k != eligible {
			require.ErrorIs(t, err, db.ErrNotFound)
			continue
		}
		require.NoError(t, err)
		require.Equal(t, id, got.View.ID)
		require.Equal(t, "COMPLETED", got.View.State)
		require.Equal(t, "archive", got.View.TemplateName)
		require.Len(t, got.Nodes, 2)
		require.Len(t, got.Intents, 1)
		require.Len(t, got.Edges, 1)
	}
}

// Two archivers running at once never move one movement twice: the claim's row locks
// (FOR UPDATE SKIP LOCKED, held until the batch commits) keep their batches disjoint.
func TestTwoArchiversTakeDisjointMovements(t *testing.T) {
	t.Parallel()
	f := setup(t)
	const n = 40
	for range n {
		f.seed(t, eligible)
	}
	liveBefore, _ := f.counts(t)
	one, two := f.archiver(t, "one", 3), f.archiver(t, "two", 3)
	var wg sync.WaitGroup
	for _, a := range []*archiver.Archiver{one, two} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k, err := a.Batch(context.Background())
				if err != nil {
					t.Error(err)
					return
				}
				if k == 0 {
					return
				}
			}
		}()
	}
	wg.Wait()
	liveAfter, archivedAfter := f.counts(t)
	for _, table := range archivedTables {
		require.Zero(t, liveAfter[table], table)
		require.Equal(t, liveBefore[table], archivedAfter[table], table)
	}
	audits := f.auditArchived(t)
	require.Len(t, audits, n)
	for id, c := range audits {
		require.Equal(t, 1, c, "movement %s archived once", id)
	}
}

// A claim holds its movements until its transaction ends: a second archiver skips them
// (and moves the others) instead of waiting or moving them too.
func TestClaimLocksUntilTransactionEnds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := setup(t)
	for range 6 {
		f.seed(t, eligible)
	}
	tx, err := f.pool.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	held, err := tx.Archive().Claim(ctx, time.Now().Add(-30*24*time.Hour), 2)
	require.NoError(t, err)
	require.Len(t, held, 2)

	drain(t, f.archiver(t, "other", 10))
	for _, id := range held {
		require.False(t, f.isArchived(t, id), "a held movement is skipped")
	}
	_, archived := f.counts(t)
	require.Equal(t, 4, archived["movements"])

	moved, err := tx.Archive().Move(ctx, held, "movement-archiver/test", time.Hour)
	require.NoError(t, err)
	require.ElementsMatch(t, held, moved)
	require.NoError(t, tx.Commit(ctx))
	for _, id := range held {
		require.True(t, f.isArchived(t, id))
	}
	require.Len(t, f.auditArchived(t), 6)
}

// An operator's retry of a dead callback committed after the claim keeps the movement
// live: archive_movements locks the callback rows and checks them again.
func TestCallbackRetriedAfterClaimKeepsMovementLive(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := setup(t)
	id := f.seed(t, eligible)
	_, err := f.admin.Exec(ctx, `UPDATE callback_outbox SET callback_state = 'DEAD' WHERE movement_id = $1`, id)
	require.NoError(t, err)

	tx, err := f.pool.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	claimed, err := tx.Archive().Claim(ctx, time.Now().Add(-30*24*time.Hour), 10)
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{id}, claimed)
	_, err = f.admin.Exec(ctx, `UPDATE callback_outbox SET callback_state = 'PENDING' WHERE movement_id = $1`, id)
	require.NoError(t, err)

	moved, err := tx.Archive().Move(ctx, claimed, "movement-archiver/test", time.Hour)
	require.NoError(t, err)
	require.Empty(t, moved)
	require.NoError(t, tx.Commit(ctx))
	require.False(t, f.isArchived(t, id))
	require.Empty(t, f.auditArchived(t))
}

// A retention of zero disables archiving.
func TestZeroRetentionDisables(t *testing.T) {
	t.Parallel()
	f := setup(t)
	id := f.seed(t, eligible)
	a, err := archiver.New(archiver.Config{Pool: f.pool, Instance: "off", Logger: zerolog.Nop()})
	require.NoError(t, err)
	n, err := a.Batch(context.Background())
	require.NoError(t, err)
	require.Zero(t, n)
	require.False(t, f.isArchived(t, id))
}

// Batch prunes the heartbeat rows of instances stopped or stalled for longer than the
// retention (a pod scaled down, a pod killed and never back), at most once a minute,
// even with archiving off; a recent one stays. It runs as the network's login role.
func TestBatchPrunesOldHeartbeats(t *testing.T) {
	t.Parallel()
	f := setup(t)
	ctx := context.Background()
	insert := func(instance, status string, ago time.Duration) {
		t.Helper()
		_, err := f.admin.Exec(ctx, `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, started_at,
			last_tick_at, expected_interval_seconds) VALUES ('dispatcher', $1, 'core', $2, $3, $3, 1)`, instance, status, time.Now().Add(-ago))
		require.NoError(t, err)
	}
	instances := func() []string {
		rows, err := f.pool.Heartbeats().ListWithStalled(ctx)
		require.NoError(t, err)
		var out []string
		for _, r := range rows {
			out = append(out, r.Instance)
		}
		return out
	}
	insert("scaled-down", "stopped", 25*time.Hour)
	insert("killed", "live", 25*time.Hour)
	insert("ticking", "live", time.Second)
	insert("stopped-recently", "stopped", time.Hour)

	now := time.Now()
	a, err := archiver.New(archiver.Config{Pool: f.pool, Instance: "prune", Logger: zerolog.Nop(), Now: func() time.Time { return now }})
	require.NoError(t, err)
	_, err = a.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"stopped-recently", "ticking"}, instances())

	insert("killed-later", "live", 30*time.Hour)
	_, err = a.Batch(ctx)
	require.NoError(t, err)
	require.Contains(t, instances(), "killed-later", "pruned at most once a minute")
	now = now.Add(2 * time.Minute)
	_, err = a.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"stopped-recently", "ticking"}, instances())
}

// Batch prunes the velocity spends no window can see any more (older than their
// counter's longest window plus db.VelocitySpendPruneMargin) a batch at a time, a full
// batch bringing the next at once, then at most once a minute, even with archiving
// off; the spends a window can still see stay, a counter once checked against a day
// keeping a day of them. It runs as movement-archiver's login.
func TestBatchPrunesVelocitySpendsNoWindowCanSee(t *testing.T) {
	t.Parallel()
	f := setup(t)
	ctx := context.Background()
	margin := db.VelocitySpendPruneMargin
	for rule, window := range map[string]time.Duration{"hourly": time.Hour, "was-daily": 24 * time.Hour} {
		_, err := f.admin.Exec(ctx, `INSERT INTO policy_velocity_counters (rule, scope, max_window_seconds)
			VALUES ($1, 'USDC|network', $2)`, rule, int64(window/time.Second))
		require.NoError(t, err)
	}
	spend := func(rule string, age time.Duration) uuid.UUID {
		t.Helper()
		node := v7()
		_, err := f.admin.Exec(ctx, `INSERT INTO policy_velocity_spend
			(rule, scope, node_id, movement_id, amount, limit_amount, window_seconds, spent_at)
			VALUES ($1, 'USDC|network', $2, $3, 100, 1000, 3600, now() - make_interval(secs => $4))`,
			rule, node, v7(), age.Seconds())
		require.NoError(t, err)
		return node
	}
	left := func() []uuid.UUID {
		t.Helper()
		rows, err := f.admin.Query(ctx, `SELECT node_id FROM policy_velocity_spend`)
		require.NoError(t, err)
		ids, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		require.NoError(t, err)
		return ids
	}
	var kept []uuid.UUID
	for range 4 {
		spend("hourly", time.Hour+margin+time.Minute)
	}
	spend("was-daily", 24*time.Hour+margin+time.Minute)
	kept = append(kept, spend("hourly", 10*time.Minute), spend("hourly", time.Hour+margin-time.Minute),
		spend("was-daily", 5*time.Hour))

	now := time.Now()
	a, err := archiver.New(archiver.Config{Pool: f.pool, Instance: "prune", Logger: zerolog.Nop(), BatchSize: 2,
		Now: func() time.Time { return now }})
	require.NoError(t, err)
	var batches []int
	for range 4 {
		n, err := a.Batch(ctx)
		require.NoError(t, err)
		batches = append(batches, n)
	}
	require.Equal(t, []int{2, 2, 1, 0}, batches, "full batches at once, then nothing until a minute passed")
	require.ElementsMatch(t, kept, left())

	late := spend("hourly", 30*24*time.Hour)
	n, err := a.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
	require.Contains(t, left(), late, "pruned at most once a minute after a batch that was not full")
	now = now.Add(2 * time.Minute)
	n, err = a.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.ElementsMatch(t, kept, left())
}
