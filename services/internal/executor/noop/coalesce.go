package noop

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/qtgdev/qtg/db"
)

// maxCoalesced bounds one statement's side effects, so its arrays stay small next to
// the statement's own cost.
const maxCoalesced = 512

// coalesceTimeout bounds one coalesced statement. It runs detached from its callers'
// contexts (one caller's cancellation must not turn the others' writes ambiguous), so
// it needs a bound of its own; a caller whose context ends stops waiting earlier.
const coalesceTimeout = 30 * time.Second

// coalescer writes the side effects of concurrent Submits together: one statement and
// one commit for every write queued while the previous statement ran, as group commit
// does. A dispatcher starts a batch's Submits at once; written one by one, each was a
// commit of its own, and the backlog's database sessions spent most of their time
// queued behind each other's WAL flushes. A write waits for no timer: it goes out at
// once when no statement is running, else with the next one. Fences (Recover) are
// written on their own, since recovery is rare and must not wait behind a batch.
//
// Hand-written, not a library: it is a dozen lines around one statement, and what
// matters is which outcome each caller reports, which a generic batcher would hide.
type coalescer struct {
	pool *db.Pool
	mu   sync.Mutex
	// queue holds the writes waiting for the next statement.
	queue []*pendingWrite
	// running is true while a goroutine is writing the queue.
	running bool
}

// pendingWrite is one Submit's side effect waiting for its statement.
type pendingWrite struct {
	token db.NoopToken
	key   string
	// done is closed once fenced and err are set.
	done   chan struct{}
	fenced bool
	err    error
}

// write stores the side effect of node's token unless the token has a row, and reports
// whether that row is a fence, as Noop.Write does without fence. Its error means the
// write may or may not have landed, as a network error would: when ctx ends first, the
// write can still land afterwards.
func (c *coalescer) write(ctx context.Context, token db.NoopToken, key string) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	w := &pendingWrite{token: token, key: key, done: make(chan struct{})}
	c.mu.Lock()
	c.queue = append(c.queue, w)
	start := !c.running
	c.running = true
	c.mu.Unlock()
	if start {
		go c.run()
	}
	select {
	case <-w.done:
		return w.fenced, w.err
	case <-ctx.Done():
		return false, fmt.Errorf("side effect queued, outcome not awaited: %w", context.Cause(ctx))
	}
}

// run writes the queue, one statement per turn, until it is empty.
func (c *coalescer) run() {
	for {
		c.mu.Lock()
		n := min(len(c.queue), maxCoalesced)
		if n == 0 {
			c.running = false
			c.mu.Unlock()
			return
		}
		batch := slices.Clone(c.queue[:n])
		c.queue = slices.Delete(c.queue, 0, n)
		c.mu.Unlock()
		c.flush(batch)
	}
}

// flush writes batch in one statement and answers each of its writes.
func (c *coalescer) flush(batch []*pendingWrite) {
	// In key order, so two statements that ever shared tokens would wait for each other
	// in one order, not deadlock.
	slices.SortFunc(batch, func(a, b *pendingWrite) int {
		if d := bytes.Compare(a.token.NodeID[:], b.token.NodeID[:]); d != 0 {
			return d
		}
		return cmp.Compare(a.token.Attempt, b.token.Attempt)
	})
	tokens := make([]db.NoopToken, len(batch))
	keys := make([]string, len(batch))
	for i, w := range batch {
		tokens[i], keys[i] = w.token, w.key
	}
	ctx, cancel := context.WithTimeout(context.Background(), coalesceTimeout)
	defer cancel()
	fenced, err := c.pool.Noop().WriteMany(ctx, tokens, keys)
	for _, w := range batch {
		switch f, seen := fenced[w.token]; {
		case err != nil:
			w.err = err
		case !seen:
			w.err = errNotSeen
		default:
			w.fenced = f
		}
		close(w.done)
	}
}

// errNotSeen is a write whose token got a row from a transaction that committed while
// the statement ran (a fence recovery wrote at that moment): the statement cannot see
// that row, so whether the side effect landed is unknown.
var errNotSeen = errors.New("the token's row was written concurrently and is not visible yet")
