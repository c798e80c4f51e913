package notify

import (
	"context"
	"sync"
	"time"

	"github.com/qtgdev/qtg/db"
)

// Coalescer spaces one process's hints for a topic at least a window apart, for
// senders whose commits come faster than a worker needs waking: the gateway's
// approvals. Postgres (15) signals every listening session of the database on every
// notifying commit, whatever the channel, and each wakes, reads the queue in a
// transaction of its own and forwards what it listens to; so each hint costs about
// as much as it has listeners, and replicas (one listener each, every worker) multiply
// it. One hint wakes a dispatcher whose claim takes everything committed before it,
// so hints closer together than a claim wake it for nothing it would not have found.
//
// No commit is left without a hint after it: a commit either carries its own (Lead
// returned true: the caller pipelines it after its COMMIT) or, once committed, calls
// Follow, and a hint goes out after that call within the window. A commit waits at most
// the window for its wake-up, and only while hints are that close; one after a quiet
// window leads, so light load sees no delay.
//
// It is written here rather than with a rate-limiting library because what matters
// is which hint covers which commit (a trailing hint sent after every follower), not
// how many go out.
type Coalescer struct {
	window time.Duration
	// hint sends one hint; after schedules f after d (time.AfterFunc). Fields so
	// that tests can drive the clock.
	hint  func()
	after func(d time.Duration, f func())

	mu sync.Mutex
	// last is when the last hint of this Coalescer went out (a leader's, counted from
	// Lead, or a trailing one's).
	last time.Time
	// trailing is set while a trailing hint is scheduled and not yet sent.
	trailing bool
}

// NewCoalescer returns a Coalescer of topic's hints on pool's network. A window of 0
// or less makes every commit lead (no coalescing).
func NewCoalescer(pool *db.Pool, topic string, window time.Duration) *Coalescer {
	return &Coalescer{
		window: window,
		hint:   func() { pool.Hint(context.Background(), topic) },
		after:  func(d time.Duration, f func()) { time.AfterFunc(d, f) },
	}
}

// Lead reports whether a commit about to run should carry its own hint: none went out
// in the last window and none is scheduled. A caller told false must call Follow once
// its statement committed.
func (c *Coalescer) Lead() bool {
	if c.window <= 0 {
		return true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now()
	if c.trailing || now.Sub(c.last) < c.window {
		return false
	}
	c.last = now
	return true
}

// Follow makes a hint go out after this call, a window after the last one at the
// latest (at once if that has passed). A hint already scheduled covers the call: send
// clears trailing under the lock before it sends, so a Follow that found it set
// happened before the hint went out.
func (c *Coalescer) Follow() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.trailing {
		return
	}
	c.trailing = true
	c.after(max(c.window-time.Since(c.last), 0), c.send)
}

// send sends the trailing hint (db.Pool.Hint: in a short transaction of its own, a
// lost one costs latency only).
func (c *Coalescer) send() {
	c.mu.Lock()
	c.trailing = false
	c.last = time.Now()
	c.mu.Unlock()
	c.hint()
}
