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
		_, _, err = sp.Nodes().ClaimObservable(ctx, node, nil)
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
	_, err = txC.Exec(ctx, `SELECT 1 FROM movement_request_nodes WHERE id = $1 FOR UPDATE NOWAIT`, ids[1])
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
