package engine_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// Lock lifetimes of the claim queries, proven with concurrent transactions: what one
// claim holds, another cannot take until the first transaction ends.

func TestDispatcherClaimsAreDisjointUntilCommit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	for range 10 {
		b.start(t, tmpl)
	}
	claim := func(tx *db.Tx, maxNodes int) []uuid.UUID {
		nodes, err := tx.Nodes().ClaimReady(ctx, "t", maxNodes)
		require.NoError(t, err)
		var ids []uuid.UUID
		for _, n := range nodes {
			ids = append(ids, n.ID)
		}
		return ids
	}
	txA, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txA.Rollback(ctx) }()
	txB, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txB.Rollback(ctx) }()

	a := claim(txA, 6)
	bIDs := claim(txB, 100)
	require.Len(t, a, 6)
	require.Len(t, bIDs, 4, "B gets only what A does not hold")
	require.NotContains(t, bIDs, a[0])

	// A's locks end with its transaction: its nodes become claimable again.
	require.NoError(t, txA.Rollback(ctx))
	txC, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txC.Rollback(ctx) }()
	require.ElementsMatch(t, a, claim(txC, 100))
}

func TestObserverClaimHoldsNodeAndRequest(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"pending_polls":100}},
		{"key":"b","executor":"noop","config":{"pending_polls":100}}]}`)
	id := b.start(t, tmpl)
	// Dispatch both nodes so they are SUBMITTED.
	_, err := b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()
	ids, _, err := b.db.Nodes().ListObservable(ctx, nil, 10)
	require.NoError(t, err)
	require.Len(t, ids, 2)

	claim := func(tx *db.Tx, node uuid.UUID) bool {
		sp, err := tx.Savepoint(ctx)
		require.NoError(t, err)
		_, err = sp.Nodes().ClaimObservable(ctx, node, nil)
		if errors.Is(err, db.ErrNotFound) {
			require.NoError(t, sp.Rollback(ctx))
			return false
		}
		require.NoError(t, err)
		require.NoError(t, sp.Commit(ctx))
		return true
	}
	txA, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txA.Rollback(ctx) }()
	txB, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txB.Rollback(ctx) }()

	require.True(t, claim(txA, ids[0]))
	require.False(t, claim(txB, ids[0]), "the node is held by A")
	require.False(t, claim(txB, ids[1]), "its request is held by A, so its sibling is skipped too")

	// The miss was rolled back to its savepoint: B holds no partial lock on the
	// sibling node, so a third transaction can lock it (NOWAIT fails if anyone does).
	txC, err := b.Pool.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txC.Rollback(ctx) }()
	_, err = txC.Exec(ctx, `SELECT 1 FROM movement_nodes WHERE id = $1 FOR UPDATE NOWAIT`, ids[1])
	require.NoError(t, err)
	require.NoError(t, txC.Rollback(ctx))

	require.NoError(t, txA.Commit(ctx))
	require.True(t, claim(txB, ids[1]), "after A commits, the request is free")
	_ = id
}

func TestRecoveryClaimSkipsHeldNodes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"unknown_on_submit":true}}]}`)
	for range 3 {
		b.start(t, tmpl)
	}
	_, err := b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()
	claim := func(tx *db.Tx) int {
		nodes, err := tx.Nodes().ClaimUnknown(ctx, 100)
		require.NoError(t, err)
		return len(nodes)
	}
	txA, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txA.Rollback(ctx) }()
	txB, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = txB.Rollback(ctx) }()
	require.Equal(t, 3, claim(txA))
	require.Equal(t, 0, claim(txB), "recovery replicas never hold the same UNKNOWN node")
	require.NoError(t, txA.Rollback(ctx))
	require.Equal(t, 3, claim(txB))
}

// TestClaimsReturnTheAttemptsIntent: the observer's and recovery's claims return the
// intent of the node's current attempt with the node (issue 12: no second round trip),
// and none for an attempt that wrote none.
func TestClaimsReturnTheAttemptsIntent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	observed := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"pending_polls":100}}]}`))
	unknown := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"unknown_on_submit":true}}]}`))
	_, err := b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()

	check := func(t *testing.T, c db.Claimed, movementID uuid.UUID) {
		t.Helper()
		require.Equal(t, movementID, c.Node.MovementID)
		require.NotNil(t, c.Intent, "the claim returns the attempt's intent")
		var id uuid.UUID
		var lane, state string
		require.NoError(t, b.Pool.QueryRow(ctx, `SELECT id, lane, intent_state FROM node_intents WHERE node_id = $1 AND attempt = $2`,
			c.Node.ID, c.Node.Attempt).Scan(&id, &lane, &state))
		require.Equal(t, id, c.Intent.ID)
		require.Equal(t, c.Node.ID, c.Intent.NodeID)
		require.Equal(t, c.Node.Attempt, c.Intent.Attempt)
		require.Equal(t, lane, c.Intent.Lane)
		require.Equal(t, state, c.Intent.State)
	}

	tx, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	node := b.nodeID(t, observed, "a")
	c, err := tx.Nodes().ClaimObservable(ctx, node, nil)
	require.NoError(t, err)
	check(t, c, observed)
	claimed, err := tx.Nodes().ClaimUnknown(ctx, 10)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	check(t, claimed[0], unknown)
	require.NoError(t, tx.Rollback(ctx))

	// An attempt without an intent (tampered: the intent row deleted) comes back without one.
	_, err = b.Pool.Exec(ctx, `DELETE FROM node_intents WHERE node_id = $1`, node)
	require.NoError(t, err)
	require.NoError(t, b.db.InTx(ctx, func(tx *db.Tx) error {
		c, err := tx.Nodes().ClaimObservable(ctx, node, nil)
		require.NoError(t, err)
		require.Equal(t, node, c.Node.ID)
		require.Nil(t, c.Intent)
		return nil
	}))
}
