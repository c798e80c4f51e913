package db_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// The dispatcher's claim writes nothing: the node stays READY at its stored attempt
// until the statement that stores its intent starts it at the next attempt, in the
// same transaction (docs/design.md §7 "The claim writes nothing").
func TestTheClaimWritesNothingUntilTheIntent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	admin, p, tx, n := claimTheRoot(ctx, t)
	require.Equal(t, "READY", n.State)

	var state string
	var attempt, tries int32
	var written bool
	read := func() {
		// written: the row's version is this transaction's (xmin is a 32-bit xid).
		require.NoError(t, tx.QueryRowForTest(ctx, `SELECT node_state, attempt, tries, xmin::text = (txid_current() % 4294967296)::text
			FROM movement_nodes WHERE id = $1`, n.ID).Scan(&state, &attempt, &tries, &written))
	}
	read()
	require.Equal(t, "READY", state)
	require.Equal(t, n.Attempt, attempt)
	require.False(t, written, "the claim did not write the node")

	intent := &db.Intent{ID: uuid.Must(uuid.NewV7()), NodeID: n.ID, Attempt: n.Attempt + 1, Lane: "noop"}
	moved, err := tx.Nodes().StartClaimed(ctx, "dispatcher/t", "t", []uuid.UUID{p.approved}, []*db.Intent{intent})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{p.approved}, moved)
	read()
	require.Equal(t, "SUBMITTING", state)
	require.Equal(t, n.Attempt+1, attempt)
	require.Equal(t, n.Tries+1, tries)
	require.True(t, written)
	require.NoError(t, tx.Commit(ctx))

	// One audit batch for the start: the movement, the node (with when the claim
	// began) and the intent.
	var actions []string
	var claimedAt bool
	require.NoError(t, admin.QueryRow(ctx, `SELECT array_agg(action ORDER BY id), bool_or(detail ? 'claimed_at')
		FROM audit_outbox_events WHERE entity_id IN ($1, $2) AND actor = 'dispatcher/t'`, p.approved.String(), n.ID.String()).Scan(&actions, &claimedAt))
	require.Equal(t, []string{"APPROVED->EXECUTING", "READY->SUBMITTING", "INTENT"}, actions)
	require.True(t, claimedAt)
}

// A node the claim locked that is not as the claim read it when the claim comes to
// start it (a writer ignored the locks) is neither started nor given an intent, and
// the start fails, so the claim is rolled back and nothing of it is sent.
func TestAClaimedNodeThatChangedIsNotStarted(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, p, tx, n := claimTheRoot(ctx, t)
	// Within the claim's own transaction: no other can write the locked row.
	require.NoError(t, tx.ExecForTest(ctx, `UPDATE movement_nodes SET attempt = attempt + 1 WHERE id = '`+n.ID.String()+`'`))

	intent := &db.Intent{ID: uuid.Must(uuid.NewV7()), NodeID: n.ID, Attempt: n.Attempt + 1, Lane: "noop"}
	_, err := tx.Nodes().StartClaimed(ctx, "dispatcher/t", "t", []uuid.UUID{p.approved}, []*db.Intent{intent})
	require.ErrorIs(t, err, db.ErrClaimLost)
	var intents int
	require.NoError(t, tx.QueryRowForTest(ctx, `SELECT count(*)::int FROM node_intents WHERE node_id = $1`, n.ID).Scan(&intents))
	require.Zero(t, intents, "no intent for a node that was not started")
}

// claimTheRoot is the dispatcher's claim, in a transaction the test ends, of the one
// node it can claim: the root of a plan's approved movement, readied as the gateway's
// approval does. It returns the owner's pool, the plan, the claim's transaction and
// the node.
func claimTheRoot(ctx context.Context, t *testing.T) (*pgxpool.Pool, plan, *db.Tx, *db.Node) {
	t.Helper()
	admin, _, p := gatewayPlan(ctx, t)
	_, err := admin.Exec(ctx, `UPDATE movement_nodes SET node_state = 'READY' WHERE id = $1`, p.node)
	require.NoError(t, err)
	tx, err := db.Wrap(admin).Begin(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { _ = tx.Rollback(ctx) })
	nodes, err := tx.Nodes().ClaimReady(ctx, 10)
	require.NoError(t, err)
	require.Len(t, nodes, 1)
	require.Equal(t, p.node, nodes[0].ID)
	return admin, p, tx, nodes[0]
}
