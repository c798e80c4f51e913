package db

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Noop groups the statements of the noop executor, whose "outside world" is a few
// tables in the same database: side effects keyed by the attempt's token, observation
// records and crash-test markers.
type Noop struct{ c Conn }

// Noop returns the noop statements run on c.
func (c Conn) Noop() Noop { return Noop{c} }

// Now returns the database's clock, so observation records taken by different
// processes compare on one clock.
func (n Noop) Now(ctx context.Context) (time.Time, error) {
	t, err := n.c.q.NoopClock(ctx, n.c.db)
	if err != nil {
		return time.Time{}, fmt.Errorf("noop clock: %w", Interpret(err))
	}
	return t, nil
}

// Observe records one observation of node by observer, started at started (now when
// nil) and ending now, and returns how many observations the node has had, this one
// included.
func (n Noop) Observe(ctx context.Context, nodeID uuid.UUID, observer string, started *time.Time) (int, error) {
	polls, err := n.c.q.NoopObserve(ctx, n.c.db, &dbsqlc.NoopObserveParams{NodeID: nodeID, Observer: observer, StartedAt: started})
	if err != nil {
		return 0, fmt.Errorf("noop observe %s: %w", nodeID, Interpret(err))
	}
	return int(polls), nil
}

// Write stores the row of the token (node, attempt): the side effect, or with fence a
// fence. If the token already has a row, nothing is written. It reports whether the
// token's row, old or new, is a fence. Concurrent writes of one token serialise on the
// unique key: the later waits for the earlier's commit, cannot see that row and fails
// (no row), which its caller takes as ambiguous.
func (n Noop) Write(ctx context.Context, nodeID uuid.UUID, attempt int32, idempotencyKey string, fence bool) (bool, error) {
	fenced, err := n.c.q.NoopWrite(ctx, n.c.db, &dbsqlc.NoopWriteParams{
		NodeID: nodeID, Attempt: attempt, IdempotencyKey: idempotencyKey, Fenced: fence,
	})
	if err != nil {
		return false, fmt.Errorf("noop write %s attempt %d: %w", nodeID, attempt, Interpret(err))
	}
	return fenced, nil
}

// NoopToken names one side effect of the noop executor: the node and the attempt
// that performs it.
type NoopToken struct {
	NodeID  uuid.UUID
	Attempt int32
}

// WriteMany is Write without fence for many tokens in one statement (keys[i] is the
// idempotency key of tokens[i]). It returns, for every token whose row it can see, whether
// that row is a fence. A token missing from the answer has a row another transaction
// committed while this statement ran: whether that row is a fence is not known, so its
// write is ambiguous.
func (n Noop) WriteMany(ctx context.Context, tokens []NoopToken, keys []string) (map[NoopToken]bool, error) {
	arg := &dbsqlc.NoopWriteManyParams{
		NodeIDs:         make([]uuid.UUID, len(tokens)),
		Attempts:        make([]int32, len(tokens)),
		IdempotencyKeys: keys,
	}
	for i, t := range tokens {
		arg.NodeIDs[i], arg.Attempts[i] = t.NodeID, t.Attempt
	}
	rows, err := n.c.q.NoopWriteMany(ctx, n.c.db, arg)
	if err != nil {
		return nil, fmt.Errorf("noop write %d side effects: %w", len(tokens), Interpret(err))
	}
	fenced := make(map[NoopToken]bool, len(rows))
	for _, r := range rows {
		fenced[NoopToken{r.NodeID, r.Attempt}] = r.Fenced
	}
	return fenced, nil
}

// Mark records that node reached a crash-test point in process pid, which a crash
// test waits for before it kills that process.
func (n Noop) Mark(ctx context.Context, nodeID uuid.UUID, point string, pid int) error {
	if err := n.c.q.NoopMark(ctx, n.c.db, &dbsqlc.NoopMarkParams{NodeID: nodeID, Point: point, Pid: int32(pid)}); err != nil {
		return fmt.Errorf("noop mark %s %s: %w", nodeID, point, Interpret(err))
	}
	return nil
}
