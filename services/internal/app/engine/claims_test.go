package engine_test

import (
	"context"
	"testing"
	"time"

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
		nodes, err := tx.Nodes().ClaimReady(ctx, maxNodes)
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

// TestObserverClaimsAreDisjointUntilCommit: the observer's batch claim takes whole
// movements (a held movement's due siblings come together), another replica's claim
// skips them without waiting and without keeping a lock on what it skipped, and what
// one transaction held becomes claimable when it ends.
func TestObserverClaimsAreDisjointUntilCommit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	pair := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"pending_polls":100}},
		{"key":"b","executor":"noop","config":{"pending_polls":100}}]}`)
	single := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"pending_polls":100}}]}`)
	m1 := b.start(t, pair)
	m2 := b.start(t, single)
	m3 := b.start(t, single)
	_, err := b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()
	// Due now (the first observation is a millisecond after the submit).
	_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET next_observe_at = now() - interval '1 second'`)
	require.NoError(t, err)
	siblings := []uuid.UUID{b.nodeID(t, m1, "a"), b.nodeID(t, m1, "b")}
	others := []uuid.UUID{b.nodeID(t, m2, "a"), b.nodeID(t, m3, "a")}

	claim := func(tx *db.Tx, scope *uuid.UUID) []uuid.UUID {
		claimed, err := tx.Nodes().ClaimObservable(ctx, scope, 100)
		require.NoError(t, err)
		var ids []uuid.UUID
		for _, c := range claimed {
			require.NotNil(t, c.Intent, "each node comes with its attempt's intent")
			ids = append(ids, c.Node.ID)
		}
		return ids
	}
	// free reports whether a third transaction can lock the rows at once (NOWAIT fails
	// if anyone holds one).
	free := func(table string, ids ...uuid.UUID) bool {
		tx, err := b.Pool.Begin(ctx)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(ctx) }()
		_, err = tx.Exec(ctx, `SELECT 1 FROM `+table+` WHERE id = ANY($1) FOR UPDATE NOWAIT`, ids)
		return err == nil
	}
	begin := func() *db.Tx {
		tx, err := b.db.Begin(ctx)
		require.NoError(t, err)
		t.Cleanup(func() { _ = tx.Rollback(ctx) })
		return tx
	}

	txA := begin()
	require.ElementsMatch(t, siblings, claim(txA, &m1), "a held movement's due siblings come together")
	txB := begin()
	require.ElementsMatch(t, others, claim(txB, nil), "B gets only the movements A does not hold")
	require.False(t, free("movement_nodes", siblings...), "A holds its nodes")
	require.False(t, free("movements", m1), "and their movement")

	// A writer holding only a movement row (a dispatcher, an operator's cancel): the
	// claim skips its nodes and keeps no lock on them.
	require.NoError(t, txA.Rollback(ctx))
	txW := begin()
	_, err = txW.Movements().Lock(ctx, []uuid.UUID{m1})
	require.NoError(t, err)
	txC := begin()
	require.Empty(t, claim(txC, nil), "m1's movement is held, B holds the rest")
	require.True(t, free("movement_nodes", siblings...), "the skipped nodes keep no lock")

	// Rows are claimable again when the transactions that held them end.
	require.NoError(t, txW.Rollback(ctx))
	require.NoError(t, txC.Rollback(ctx))
	txD := begin()
	require.ElementsMatch(t, siblings, claim(txD, nil))
	require.NoError(t, txB.Rollback(ctx))
	txE := begin()
	require.ElementsMatch(t, others, claim(txE, nil))
}

// TestAClaimReadsPastEveryBatchOtherReplicasHold: however many batches other
// transactions hold (replicas' claims, an observer's batches in flight), a claim
// skips them all and takes a whole batch of what is left, oldest first. A window of
// the oldest candidates (four batches wide) returned nothing once four batches were
// held, while work waited.
func TestAClaimReadsPastEveryBatchOtherReplicasHold(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const batch, held = 2, 5
	ids := func(nodes []db.Claimed) []uuid.UUID {
		var out []uuid.UUID
		for _, c := range nodes {
			out = append(out, c.Node.ID)
		}
		return out
	}
	// submitted has the dispatcher submit every node, due in creation order.
	submitted := func(t *testing.T, b *bundle) {
		_, err := b.dispatcher.Batch(ctx)
		require.NoError(t, err)
		b.dispatcher.Wait()
		inCreationOrder(t, b, "next_observe_at")
	}
	cases := []struct {
		name   string
		job    string
		config string
		// prepare makes the nodes claimable, oldest first in creation order.
		prepare func(t *testing.T, b *bundle)
		claim   func(tx *db.Tx, maxNodes int) ([]uuid.UUID, error)
	}{
		{
			name:    "dispatcher",
			job:     db.JobDispatcher,
			config:  `{}`,
			prepare: func(*testing.T, *bundle) {},
			claim: func(tx *db.Tx, maxNodes int) ([]uuid.UUID, error) {
				nodes, err := tx.Nodes().ClaimReady(ctx, maxNodes)
				var out []uuid.UUID
				for _, n := range nodes {
					out = append(out, n.ID)
				}
				return out, err
			},
		},
		{
			name:    "observer",
			job:     db.JobObserver,
			config:  `{"pending_polls":100}`,
			prepare: submitted,
			claim: func(tx *db.Tx, maxNodes int) ([]uuid.UUID, error) {
				claimed, err := tx.Nodes().ClaimObservable(ctx, nil, maxNodes)
				return ids(claimed), err
			},
		},
		{
			name:    "recovery-unknown",
			job:     db.JobRecovery,
			config:  `{"unknown_on_submit":true}`,
			prepare: submitted,
			claim: func(tx *db.Tx, maxNodes int) ([]uuid.UUID, error) {
				claimed, err := tx.Nodes().ClaimUnknown(ctx, maxNodes)
				return ids(claimed), err
			},
		},
		{
			name:   "recovery-stale",
			job:    db.JobRecovery,
			config: `{}`,
			// Dispatchers whose tx1 committed (SUBMITTING with an intent) and which died
			// before their Submits.
			prepare: func(t *testing.T, b *bundle) {
				b.startWithoutSubmits(t)
				inCreationOrder(t, b, "submitting_at")
			},
			claim: func(tx *db.Tx, maxNodes int) ([]uuid.UUID, error) {
				claimed, err := tx.Nodes().ClaimStaleSubmitting(ctx, time.Now(), maxNodes)
				return ids(claimed), err
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":`+c.config+`}]}`)
			var order []uuid.UUID
			for range batch*held + 2*batch {
				order = append(order, b.nodeID(t, b.start(t, tmpl), "a"))
			}
			c.prepare(t, b)
			// Each claim on a pool of its own, as each replica has.
			begin := func() *db.Tx {
				tx, err := db.Wrap(b.OpenLogin(t, c.job)).Begin(ctx)
				require.NoError(t, err)
				t.Cleanup(func() { _ = tx.Rollback(ctx) })
				return tx
			}
			for i := range held {
				got, err := c.claim(begin(), batch)
				require.NoError(t, err)
				require.ElementsMatch(t, order[i*batch:(i+1)*batch], got, "holder %d takes the oldest free batch", i)
			}
			got, err := c.claim(begin(), batch)
			require.NoError(t, err)
			require.ElementsMatch(t, order[held*batch:(held+1)*batch], got,
				"behind %d held batches the next claim takes a whole batch, oldest first", held)
		})
	}
}

// inCreationOrder sets column, the time a claim orders its nodes by, to the nodes'
// creation order, the oldest a minute ago.
func inCreationOrder(t *testing.T, b *bundle, column string) {
	t.Helper()
	_, err := b.Pool.Exec(context.Background(), `UPDATE movement_nodes n SET `+column+` = now() - interval '1 minute' + o.i * interval '1 second'
		FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS i FROM movement_nodes) o WHERE o.id = n.id`)
	require.NoError(t, err)
}

// startWithoutSubmits commits tx1 for every READY node (SUBMITTING, an intent, a
// lease), as a dispatcher that died before its Submits leaves them.
func (b *bundle) startWithoutSubmits(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, b.db.InTx(ctx, func(tx *db.Tx) error {
		nodes, err := tx.Nodes().ClaimReady(ctx, 100)
		if err != nil {
			return err
		}
		var starting []uuid.UUID
		var intents []*db.Intent
		for _, n := range nodes {
			starting = append(starting, n.MovementID)
			intents = append(intents, &db.Intent{ID: uuid.Must(uuid.NewV7()), NodeID: n.ID, Attempt: n.Attempt + 1, Lane: "noop"})
		}
		_, err = tx.Nodes().StartClaimed(ctx, "test", "t", starting, intents)
		return err
	}))
}

// TestObserveScheduleTellsWhenNextDue: the observer's unlocked look reports whether a
// node is due now and when the next one becomes due.
func TestObserveScheduleTellsWhenNextDue(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"pending_polls":100}}]}`))
	due, next, err := b.db.Nodes().ObserveSchedule(ctx, nil)
	require.NoError(t, err)
	require.False(t, due)
	require.Nil(t, next, "nothing in flight")
	_, err = b.dispatcher.Batch(ctx)
	require.NoError(t, err)
	b.dispatcher.Wait()
	at := time.Now().Add(time.Hour).Truncate(time.Millisecond)
	_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET next_observe_at = $1 WHERE movement_id = $2`, at, id)
	require.NoError(t, err)
	due, next, err = b.db.Nodes().ObserveSchedule(ctx, nil)
	require.NoError(t, err)
	require.False(t, due)
	require.NotNil(t, next)
	require.True(t, at.Equal(*next), "next due %s, want %s", next, at)
	_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET next_observe_at = now() WHERE movement_id = $1`, id)
	require.NoError(t, err)
	due, next, err = b.db.Nodes().ObserveSchedule(ctx, &id)
	require.NoError(t, err)
	require.True(t, due)
	require.Nil(t, next)
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
// intent of the node's current attempt with the node (no second round trip),
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

	node := b.nodeID(t, observed, "a")
	_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET next_observe_at = now() - interval '1 second' WHERE id = $1`, node)
	require.NoError(t, err)
	tx, err := b.db.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	obs, err := tx.Nodes().ClaimObservable(ctx, &observed, 10)
	require.NoError(t, err)
	require.Len(t, obs, 1)
	check(t, obs[0], observed)
	claimed, err := tx.Nodes().ClaimUnknown(ctx, 10)
	require.NoError(t, err)
	require.Len(t, claimed, 1)
	check(t, claimed[0], unknown)
	require.NoError(t, tx.Rollback(ctx))

	// An attempt without an intent (tampered: the intent removed, from its node or its
	// row) comes back without one.
	_, err = b.Pool.Exec(ctx, `UPDATE movement_nodes SET intent_id = NULL, intent_attempt = NULL, intent_lane = NULL,
		intent_payload = NULL, intent_state = NULL, intent_created_at = NULL, intent_updated_at = NULL WHERE id = $1`, node)
	require.NoError(t, err)
	_, err = b.Pool.Exec(ctx, `DELETE FROM node_intents_past WHERE node_id = $1`, node)
	require.NoError(t, err)
	require.NoError(t, b.db.InTx(ctx, func(tx *db.Tx) error {
		c, err := tx.Nodes().ClaimObservable(ctx, &observed, 10)
		require.NoError(t, err)
		require.Len(t, c, 1)
		require.Equal(t, node, c[0].Node.ID)
		require.Nil(t, c[0].Intent)
		return nil
	}))
}
