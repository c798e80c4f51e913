package noop

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// Writes queued while a statement runs go out together in the next one, one commit
// for all of them; a token whose row another transaction committed while the
// statement ran is reported as ambiguous, never as written.
func TestCoalescerGroupsQueuedWrites(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	raw := dbtest.New(t).Pool(t, db.Testnet)
	c := &coalescer{pool: db.Wrap(raw)}

	// A fence of the first token, not yet committed: the first statement waits on it.
	first := db.NoopToken{NodeID: uuid.New(), Attempt: 1}
	blocker, err := raw.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = blocker.Rollback(ctx) }()
	_, err = blocker.Exec(ctx, `INSERT INTO noop_side_effects (node_id, attempt, idempotency_key, fenced) VALUES ($1, 1, 'fence', true)`, first.NodeID)
	require.NoError(t, err)

	firstErr := make(chan error, 1)
	go func() {
		_, err := c.write(ctx, first, "first")
		firstErr <- err
	}()
	waitFor(t, "the first statement to wait for the uncommitted fence", func() bool {
		var waiting bool
		require.NoError(t, raw.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%NoopWriteMany%')`).Scan(&waiting))
		return waiting
	})

	const queued = 40
	tokens := make([]db.NoopToken, queued)
	results := make([]error, queued)
	fenced := make([]bool, queued)
	var wg sync.WaitGroup
	for i := range tokens {
		tokens[i] = db.NoopToken{NodeID: uuid.New(), Attempt: 2}
		wg.Go(func() { fenced[i], results[i] = c.write(ctx, tokens[i], "k") })
	}
	waitFor(t, "every write to queue behind the first statement", func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		return len(c.queue) == queued
	})
	require.NoError(t, blocker.Commit(ctx))

	require.ErrorIs(t, <-firstErr, errNotSeen, "the fence committed while the statement ran: ambiguous")
	wg.Wait()
	for i := range tokens {
		require.NoError(t, results[i])
		require.False(t, fenced[i])
	}
	ids := make([]uuid.UUID, queued)
	for i, tok := range tokens {
		ids[i] = tok.NodeID
	}
	var rows, commits int
	require.NoError(t, raw.QueryRow(ctx, `SELECT count(*), count(DISTINCT xmin::text) FROM noop_side_effects WHERE node_id = ANY($1)`, ids).Scan(&rows, &commits))
	require.Equal(t, queued, rows)
	require.Equal(t, 1, commits, "the queued writes share one transaction")

	// Written again (a retried statement of the same tokens): nothing new, not fenced.
	again, err := db.Wrap(raw).Noop().WriteMany(ctx, tokens, make([]string, queued))
	require.NoError(t, err)
	require.Len(t, again, queued)
	for _, tok := range tokens {
		require.False(t, again[tok])
	}
}

// waitFor polls cond until it holds, failing after 30 seconds. (testfix.WaitFor does
// the same, but testfix imports this package.)
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
