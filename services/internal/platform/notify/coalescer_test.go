package notify

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// manualCoalescer is a Coalescer whose trailing hints wait for the test to fire them
// and whose hints are counted.
type manualCoalescer struct {
	*Coalescer
	hints   int
	pending []func()
	delays  []time.Duration
}

func newManualCoalescer(window time.Duration) *manualCoalescer {
	m := &manualCoalescer{}
	m.Coalescer = &Coalescer{window: window, hint: func() { m.hints++ }}
	m.after = func(d time.Duration, f func()) {
		m.pending = append(m.pending, f)
		m.delays = append(m.delays, d)
	}
	return m
}

// fire sends the scheduled trailing hints.
func (m *manualCoalescer) fire() {
	fs := m.pending
	m.pending = nil
	for _, f := range fs {
		f()
	}
}

// TestCoalescerSpacesHints: the first commit of a quiet window leads; commits within
// the window follow, and all followers until the trailing hint goes out share it.
func TestCoalescerSpacesHints(t *testing.T) {
	t.Parallel()
	const window = time.Hour // the window never passes by itself in this test
	m := newManualCoalescer(window)

	require.True(t, m.Lead(), "nothing sent yet: the commit carries its own hint")
	require.False(t, m.Lead(), "within the window of the leader")
	m.Follow()
	require.Len(t, m.pending, 1, "a follower schedules a trailing hint")
	require.Greater(t, m.delays[0], time.Duration(0))
	require.LessOrEqual(t, m.delays[0], window, "a window after the leader's hint at most")

	require.False(t, m.Lead(), "a trailing hint is scheduled")
	m.Follow()
	require.Len(t, m.pending, 1, "a second follower shares the scheduled hint")
	require.Zero(t, m.hints)

	m.fire()
	require.Equal(t, 1, m.hints, "one trailing hint for both followers")
	require.False(t, m.Lead(), "the trailing hint just went out: the window starts again")
	m.Follow()
	require.Len(t, m.pending, 1, "a follower after the trailing hint schedules the next")
	m.fire()
	require.Equal(t, 2, m.hints)

	none := newManualCoalescer(0)
	for range 3 {
		require.True(t, none.Lead(), "window 0: every commit leads")
	}
	require.Zero(t, none.hints)
	require.Empty(t, none.pending)
}

// TestCoalescerLeavesNoCommitWithoutAHintAfterIt: commits racing from many goroutines,
// each leading (its hint right after it commits) or following, on a real timer. Once
// everything has settled, a hint went out after the last commit: no commit waits for
// the workers' poll.
func TestCoalescerLeavesNoCommitWithoutAHintAfterIt(t *testing.T) {
	t.Parallel()
	for _, window := range []time.Duration{0, 100 * time.Microsecond, 2 * time.Millisecond} {
		t.Run(window.String(), func(t *testing.T) {
			t.Parallel()
			var commits, covered, hints atomic.Int64
			// A hint covers every commit counted before it is sent.
			hint := func() {
				hints.Add(1)
				n := commits.Load()
				for {
					c := covered.Load()
					if n <= c || covered.CompareAndSwap(c, n) {
						return
					}
				}
			}
			c := &Coalescer{window: window, hint: hint,
				after: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
			const goroutines, each = 16, 200
			var wg sync.WaitGroup
			for g := range goroutines {
				wg.Go(func() {
					for i := range each {
						lead := c.Lead()
						commits.Add(1)
						if lead {
							hint() // pipelined after the leader's COMMIT
						} else {
							c.Follow()
						}
						if (g+i)%7 == 0 {
							time.Sleep(time.Duration(i%5) * 100 * time.Microsecond) // spread the commits over windows
						}
					}
				})
			}
			wg.Wait()
			require.Eventually(t, func() bool { return covered.Load() == goroutines*each }, waitFor, time.Millisecond,
				"a hint went out after the last commit")
			require.LessOrEqual(t, hints.Load(), int64(goroutines*each), "never more hints than commits")
		})
	}
}

// TestCoalescerHintReachesListeners: a trailing hint goes through Postgres on the
// topic's channel of the pool's network.
func TestCoalescerHintReachesListeners(t *testing.T) {
	t.Parallel()
	b := setup(t)
	pool := db.Wrap(b.pool)
	_, subs := runListener(t, ListenerConfig{Pool: pool, Network: db.Testnet, Logger: b.log}, []string{NodesReady})
	c := NewCoalescer(pool, NodesReady, time.Millisecond)
	require.True(t, c.Lead())
	c.Follow() // as a follower would, at once: the trailing hint goes out within the window
	woken(t, subs[0])
}
