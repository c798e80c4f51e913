package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// startTheRoot claims and starts the root of a plan's approved movement, as the
// dispatcher's tx1 does, and commits: the node is SUBMITTING at attempt 1 with its
// intent on its row (migration 00046). It returns the intent.
func startTheRoot(ctx context.Context, t *testing.T) (*pgxpool.Pool, plan, *db.Intent) {
	t.Helper()
	admin, p, tx, n := claimTheRoot(ctx, t)
	external := "ext-" + n.ID.String()
	intent := &db.Intent{ID: uuid.Must(uuid.NewV7()), NodeID: n.ID, Attempt: n.Attempt + 1, Lane: "noop", ExternalID: &external}
	_, err := tx.Nodes().StartClaimed(ctx, "dispatcher/t", "t", []uuid.UUID{p.approved}, []*db.Intent{intent})
	require.NoError(t, err)
	require.NoError(t, tx.Commit(ctx))
	return admin, p, intent
}

// While a rolling upgrade runs, the previous release's workers close intents by
// updating node_intents in the statement that moves the node, and its dispatcher
// inserts them there. Through the view (migration 00046), an update reaches the
// intent on its node, and an insert becomes a row of node_intents_past; node_intents
// shows both, once each.
func TestThePreviousReleasesIntentWritesReachTheirIntent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, p, intent := startTheRoot(ctx, t)
	exec := func(sql string, args ...any) error {
		_, err := admin.Exec(ctx, sql, args...)
		return err
	}
	require.NoError(t, exec(`UPDATE movement_nodes SET node_state = 'SUBMITTED', next_observe_at = now() WHERE id = $1`, p.node))

	// The shape of the previous release's NodeMarkTerminal: the node and its intent in
	// sibling CTEs of one statement.
	require.NoError(t, exec(`
		WITH moved AS (
		    UPDATE movement_nodes n SET node_state = 'COMPLETED', next_observe_at = NULL, finished_at = now(), updated_at = now()
		    WHERE n.id = $1 AND n.attempt = $2 AND n.node_state = 'SUBMITTED'
		    RETURNING n.id, n.attempt, n.node_state
		), intents AS (
		    UPDATE node_intents i
		    SET intent_state = CASE moved.node_state WHEN 'COMPLETED' THEN 'CONFIRMED' ELSE 'FAILED' END, updated_at = now()
		    FROM moved
		    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
		)
		SELECT id FROM moved`, p.node, intent.Attempt))
	var nodeState, onNode, inView string
	var pastRows int
	require.NoError(t, admin.QueryRow(ctx, `SELECT n.node_state, n.intent_state,
			(SELECT i.intent_state FROM node_intents i WHERE i.id = $2), (SELECT count(*)::int FROM node_intents_past WHERE node_id = $1)
		FROM movement_nodes n WHERE n.id = $1`, p.node, intent.ID).Scan(&nodeState, &onNode, &inView, &pastRows))
	require.Equal(t, "COMPLETED", nodeState)
	require.Equal(t, "CONFIRMED", onNode, "the update reached the intent on its node")
	require.Equal(t, "CONFIRMED", inView)
	require.Zero(t, pastRows)

	// The previous release's DispatchStart inserts its intent, naming some columns.
	next := uuid.Must(uuid.NewV7())
	require.NoError(t, exec(`INSERT INTO node_intents (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id)
		VALUES ($1, $2, $3, 'noop', NULL, '{}', NULL, NULL, NULL)`, next, p.node, intent.Attempt+1))
	var attempts []int32
	require.NoError(t, admin.QueryRow(ctx, `SELECT array_agg(attempt ORDER BY attempt) FROM node_intents WHERE node_id = $1`, p.node).
		Scan(&attempts))
	require.Equal(t, []int32{intent.Attempt, intent.Attempt + 1}, attempts)
	var state string
	require.NoError(t, admin.QueryRow(ctx, `SELECT intent_state FROM node_intents_past WHERE id = $1`, next).Scan(&state))
	require.Equal(t, "PREPARED", state, "the table's default")

	// (node, attempt) stays unique across both shapes.
	err := exec(`INSERT INTO node_intents (id, node_id, attempt, lane) VALUES ($1, $2, $3, 'noop')`, uuid.Must(uuid.NewV7()), p.node, intent.Attempt)
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr), "refused, got %v", err)
	require.Equal(t, "23505", pgErr.Code, pgErr.Message)
}

// A fee-bump candidate names an intent, on its node or in node_intents_past, as its
// foreign key required before node_intents became a view (migration 00046).
func TestAFeeBumpCandidateNamesAnIntent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, _, intent := startTheRoot(ctx, t)
	exec := func(sql string, args ...any) error {
		_, err := admin.Exec(ctx, sql, args...)
		return err
	}
	insert := func(id uuid.UUID) error {
		return exec(`INSERT INTO evm_tx_candidates (tx_hash, intent_id, lane, nonce, signed_tx, gas_tip_cap, gas_fee_cap)
			VALUES ($1, $2, 'noop', 1, '\x00', 1, 2)`, "0x"+id.String(), id)
	}
	require.NoError(t, insert(intent.ID))
	err := insert(uuid.Must(uuid.NewV7()))
	var pgErr *pgconn.PgError
	require.True(t, errors.As(err, &pgErr), "refused, got %v", err)
	require.Equal(t, "23503", pgErr.Code, pgErr.Message)
}

// Archiving a movement moves its nodes' current intents to node_intents_archive, where
// the archive's readers find every intent (migration 00046).
func TestArchivingKeepsANodesIntent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, p, intent := startTheRoot(ctx, t)
	for _, tt := range []struct {
		stmt string
		id   uuid.UUID
	}{
		{`UPDATE movement_nodes SET node_state = 'COMPLETED', intent_state = 'CONFIRMED', finished_at = now() WHERE id = $1`, p.node},
		{`UPDATE movement_nodes SET node_state = 'CANCELLED', finished_at = now() WHERE id = $1`, p.child},
		{`UPDATE movements SET movement_state = 'COMPLETED', finished_at = now() WHERE id = $1`, p.approved},
	} {
		_, err := admin.Exec(ctx, tt.stmt, tt.id)
		require.NoError(t, err, tt.stmt)
	}
	var archived []uuid.UUID
	require.NoError(t, admin.QueryRow(ctx, `SELECT coalesce(array_agg(m), '{}') FROM archive_movements(ARRAY[$1::uuid]) m`, p.approved).Scan(&archived))
	require.Equal(t, []uuid.UUID{p.approved}, archived)
	var state string
	var attempt int32
	require.NoError(t, admin.QueryRow(ctx, `SELECT intent_state, attempt FROM node_intents_archive WHERE id = $1 AND node_id = $2`, intent.ID, p.node).
		Scan(&state, &attempt))
	require.Equal(t, "CONFIRMED", state)
	require.Equal(t, intent.Attempt, attempt)
	var left int
	require.NoError(t, admin.QueryRow(ctx, `SELECT count(*)::int FROM node_intents WHERE node_id = $1`, p.node).Scan(&left))
	require.Zero(t, left)
}

// A claim returns the intent of the node's current attempt wherever it is: on the
// node, or in node_intents_past when the previous release's dispatcher wrote it during
// a rolling upgrade, while the node still carries an earlier attempt's (migration
// 00046).
func TestAClaimReadsTheIntentOfTheNodesAttemptWhereverItIs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, p, intent := startTheRoot(ctx, t)
	observe := func() db.Claimed {
		t.Helper()
		_, err := admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'SUBMITTED', next_observe_at = now() - interval '1 second' WHERE id = $1`, p.node)
		require.NoError(t, err)
		tx, err := db.Wrap(admin).Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(ctx) }()
		claimed, err := tx.Nodes().ClaimObservable(ctx, &p.approved, 10)
		require.NoError(t, err)
		require.Len(t, claimed, 1)
		require.NotNil(t, claimed[0].Intent)
		return claimed[0]
	}
	onNode := observe()
	require.Equal(t, intent.ID, onNode.Intent.ID)
	require.Equal(t, intent.Attempt, onNode.Intent.Attempt)
	require.Equal(t, "noop", onNode.Intent.Lane)
	require.Equal(t, intent.ExternalID, onNode.Intent.ExternalID)

	// The previous release retries the node: its next attempt's intent goes through the
	// view into node_intents_past; the node's columns keep the first attempt's.
	next := uuid.Must(uuid.NewV7())
	_, err := admin.Exec(ctx, `UPDATE movement_nodes SET attempt = attempt + 1 WHERE id = $1`, p.node)
	require.NoError(t, err)
	_, err = admin.Exec(ctx, `INSERT INTO node_intents (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id)
		VALUES ($1, $2, $3, 'previous-lane', NULL, '{}', NULL, '0xabc', NULL)`, next, p.node, intent.Attempt+1)
	require.NoError(t, err)
	past := observe()
	require.Equal(t, next, past.Intent.ID)
	require.Equal(t, intent.Attempt+1, past.Intent.Attempt)
	require.Equal(t, "previous-lane", past.Intent.Lane)
	require.Equal(t, "PREPARED", past.Intent.State)
	require.Equal(t, "0xabc", *past.Intent.TXHash)
}

// While an instance of the previous release is live (its heartbeat leaves
// intents_on_nodes false), the dispatcher writes intents as rows of node_intents_past,
// which that release reads by key; once none is live (stopped, or silent for twice its
// interval), on the node (migration 00046). Either way the claims read the intent.
func TestIntentsGoOnNodesOnceNoPreviousInstanceIsLive(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		// previous is the previous release's instance, as its heartbeat left it; "" for none.
		status    string
		lastTick  string
		wantOnRow bool
	}{
		{"no previous instance", "", "", true},
		{"a live previous instance", "live", "now()", false},
		{"a gated previous instance", "gated", "now()", false},
		{"a stopped previous instance", "stopped", "now()", true},
		{"a previous instance silent for twice its interval", "live", "now() - interval '21 seconds'", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			admin, p, tx, n := claimTheRoot(ctx, t)
			if tt.status != "" {
				// The previous release's upsert names no intents_on_nodes.
				_, err := admin.Exec(ctx, `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, started_at,
						last_tick_at, expected_interval_seconds, consecutive_errors)
					VALUES ('observer', 'previous', 'core', $1, now(), `+tt.lastTick+`, 10, 0)`, tt.status)
				require.NoError(t, err)
			}
			intent := &db.Intent{ID: uuid.Must(uuid.NewV7()), NodeID: n.ID, Attempt: n.Attempt + 1, Lane: "noop"}
			_, err := tx.Nodes().StartClaimed(ctx, "dispatcher/t", "t", []uuid.UUID{p.approved}, []*db.Intent{intent})
			require.NoError(t, err)
			require.NoError(t, tx.Commit(ctx))

			var onNode, rows int
			require.NoError(t, admin.QueryRow(ctx, `SELECT
					(SELECT count(*)::int FROM movement_nodes WHERE id = $1 AND intent_id = $2),
					(SELECT count(*)::int FROM node_intents_past WHERE node_id = $1 AND id = $2)`, n.ID, intent.ID).Scan(&onNode, &rows))
			if tt.wantOnRow {
				require.Equal(t, []int{1, 0}, []int{onNode, rows}, "on the node")
			} else {
				require.Equal(t, []int{0, 1}, []int{onNode, rows}, "a row of node_intents_past")
			}
			var state string
			require.NoError(t, admin.QueryRow(ctx, `SELECT intent_state FROM node_intents WHERE id = $1 AND node_id = $2 AND attempt = $3`,
				intent.ID, n.ID, intent.Attempt).Scan(&state))
			require.Equal(t, "PREPARED", state)

			_, err = admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'SUBMITTED', next_observe_at = now() - interval '1 second' WHERE id = $1`, n.ID)
			require.NoError(t, err)
			obs, err := db.Wrap(admin).Begin(ctx)
			require.NoError(t, err)
			defer func() { _ = obs.Rollback(ctx) }()
			claimed, err := obs.Nodes().ClaimObservable(ctx, &p.approved, 10)
			require.NoError(t, err)
			require.Len(t, claimed, 1)
			require.NotNil(t, claimed[0].Intent)
			require.Equal(t, intent.ID, claimed[0].Intent.ID)
		})
	}
}
