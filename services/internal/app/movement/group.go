package movement

import (
	"context"
	"slices"
	"sync"
	"time"
)

// grouper runs one kind of write for many callers in few statements. A call starts a
// statement of its own while fewer than maxRunning of them are running; otherwise it
// waits, and the calls that arrived meanwhile go together in the next statement, up to
// maxGroup of them. So a lone call (light load) runs at once, as alone as before, and
// a busy API pays a statement's fixed cost — its round trip, executor start-up,
// snapshot, commit and WAL flush, the server's share of the API's CPU per call — once
// per group instead of once per call (the gateway must create and approve
// movements at least as fast as the workers drain them).
//
// It is written here rather than taken from a library because what it must guarantee
// is specific: a waiting call whose context ends is withdrawn unless its statement has
// started (then it learns the statement's outcome, so a caller never walks away from a
// write it does not know the fate of), and two calls with the same key never share a
// statement.
type grouper[In, Out any] struct {
	maxRunning, maxGroup int
	// key: calls with equal keys never go in one statement (nil: no such rule).
	key func(In) any
	// run writes a group and returns one result per call, in the group's order. Its
	// context carries the first call's values (its trace), without its cancellation:
	// the statement serves every call of the group.
	run func(context.Context, []In) []groupResult[Out]

	mu      sync.Mutex
	running int
	queue   []*groupCall[In, Out]
}

// groupResult is one call's outcome.
type groupResult[Out any] struct {
	out Out
	err error
}

type groupCall[In, Out any] struct {
	ctx  context.Context
	in   In
	res  groupResult[Out]
	done chan struct{}
	// taken: a statement has started with this call (guarded by grouper.mu).
	taken bool
}

// groupTimeout bounds one group's statement, which runs without any one caller's
// cancellation.
const groupTimeout = 30 * time.Second

// do runs in (alone, or with the calls waiting with it) and returns its result, or
// ctx's error when ctx ended before its statement started.
func (g *grouper[In, Out]) do(ctx context.Context, in In) (Out, error) {
	c := &groupCall[In, Out]{ctx: ctx, in: in, done: make(chan struct{})}
	g.mu.Lock()
	g.queue = append(g.queue, c)
	if g.running < g.maxRunning {
		g.running++
		group := g.take()
		g.mu.Unlock()
		g.runGroup(group)
	} else {
		g.mu.Unlock()
	}
	select {
	case <-c.done:
	case <-ctx.Done():
		g.mu.Lock()
		if !c.taken {
			g.queue = slices.DeleteFunc(g.queue, func(q *groupCall[In, Out]) bool { return q == c })
			g.mu.Unlock()
			var zero Out
			return zero, ctx.Err()
		}
		g.mu.Unlock()
		<-c.done // its statement is running: wait for its outcome
	}
	return c.res.out, c.res.err
}

// take removes the next group from the queue, oldest first, skipping calls whose key
// is already in it (they wait for a later group). The caller holds g.mu.
func (g *grouper[In, Out]) take() []*groupCall[In, Out] {
	var group, rest []*groupCall[In, Out]
	keys := map[any]struct{}{}
	for _, c := range g.queue {
		if len(group) == g.maxGroup {
			rest = append(rest, c)
			continue
		}
		if g.key != nil {
			k := g.key(c.in)
			if _, dup := keys[k]; dup {
				rest = append(rest, c)
				continue
			}
			keys[k] = struct{}{}
		}
		c.taken = true
		group = append(group, c)
	}
	g.queue = rest
	return group
}

// runGroup runs group's statement and hands each call its result; then, while calls
// are waiting, it starts their group in a goroutine of its own (so this call's caller
// is not held up by others' writes), or gives its turn back.
func (g *grouper[In, Out]) runGroup(group []*groupCall[In, Out]) {
	ins := make([]In, len(group))
	for i, c := range group {
		ins[i] = c.in
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(group[0].ctx), groupTimeout)
	results := g.run(ctx, ins)
	cancel()
	for i, c := range group {
		c.res = results[i]
		close(c.done)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.queue) == 0 {
		g.running--
		return
	}
	next := g.take()
	go g.runGroup(next)
}
