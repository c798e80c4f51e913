package engine

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
)

// leases keeps a dispatcher's leases (submitting_at) on the nodes it owns, from the
// claim that wrote them until each node's outcome is recorded, in a loop of its own:
// recording may wait for movement rows other workers hold, and must never let a lease
// lapse while the dispatcher is healthy (docs/design.md §7 "Leases"). Each node has
// its own clock: when a node's lease could not be renewed for half the stale window,
// counted from its last successful write, its Submit is cancelled, well before
// recovery may take the node over; a node recovery already took over is cancelled at
// once.
type leases struct {
	pool   *db.Pool
	stale  time.Duration
	every  time.Duration
	logger zerolog.Logger

	mu   sync.Mutex
	held map[uuid.UUID]*lease
	// running says whether the keeper goroutine runs; it exits when nothing is held.
	running bool
	// emptied wakes the keeper when the last lease was released, so that it exits at
	// once rather than at its next tick.
	emptied chan struct{}
	wg      sync.WaitGroup
}

// lease is one node's lease.
type lease struct {
	node *db.Node
	// written is when the newest successful write of submitting_at was sent: the lease
	// runs at least until written + stale.
	written time.Time
	// cancel cancels the node's Submit (nil until it started); cancelled once set.
	cancel    context.CancelCauseFunc
	cancelled bool
}

func newLeases(pool *db.Pool, stale time.Duration, logger zerolog.Logger) *leases {
	return &leases{pool: pool, stale: stale, every: stale / 8, logger: logger,
		held: map[uuid.UUID]*lease{}, emptied: make(chan struct{}, 1)}
}

// hold starts keeping the leases of nodes, written (by the claim or a renewal in its
// transaction) by a statement sent at written.
func (l *leases) hold(nodes []*db.Node, written time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, n := range nodes {
		l.held[n.ID] = &lease{node: n, written: written}
	}
	if !l.running && len(l.held) > 0 {
		l.running = true
		l.wg.Go(l.keep)
	}
}

// attach records the cancel function of a node's running Submit. If the lease was
// already given up, the Submit is cancelled at once.
func (l *leases) attach(id uuid.UUID, cancel context.CancelCauseFunc) {
	l.mu.Lock()
	defer l.mu.Unlock()
	ls, ok := l.held[id]
	if !ok {
		return
	}
	ls.cancel = cancel
	if ls.cancelled {
		cancel(fmt.Errorf("%w: given up before its Submit started", errLeaseLost))
	}
}

// release stops keeping a node's lease: its outcome is recorded (or recording failed
// and recovery will resolve the node once the lease expires).
func (l *leases) release(id uuid.UUID) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.held, id)
	if len(l.held) == 0 {
		select {
		case l.emptied <- struct{}{}:
		default:
		}
	}
}

// wait blocks until the keeper has exited (nothing is held).
func (l *leases) wait() { l.wg.Wait() }

// keep renews every held lease each eighth of the stale window until none is held.
func (l *leases) keep() {
	tick := time.NewTicker(l.every)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-l.emptied:
		}
		snapshot, done := l.snapshot()
		if done {
			return
		}
		l.renew(snapshot)
	}
}

// snapshot copies the held leases; done is true (and the keeper marked stopped) when
// there are none.
func (l *leases) snapshot() (map[uuid.UUID]int32, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.held) == 0 {
		l.running = false
		return nil, true
	}
	out := make(map[uuid.UUID]int32, len(l.held))
	for id, ls := range l.held {
		// A lease written within the last tick needs no write yet.
		if time.Since(ls.written) >= l.every {
			out[id] = ls.node.Attempt
		}
	}
	return out, false
}

// renew writes the leases of nodes in one statement and updates each node's clock from
// the answer; it cancels the Submits of nodes recovery took over, and of nodes whose
// lease has gone unrenewed for half the stale window.
func (l *leases) renew(nodes map[uuid.UUID]int32) {
	if len(nodes) == 0 {
		return
	}
	ids := make([]uuid.UUID, 0, len(nodes))
	attempts := make([]int32, 0, len(nodes))
	for id, a := range nodes {
		ids = append(ids, id)
		attempts = append(attempts, a)
	}
	sent := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), l.stale/4)
	answers, err := l.pool.Nodes().RenewSubmitting(ctx, ids, attempts)
	cancel()
	if err != nil {
		l.logger.Warn().Err(err).Int("leases", len(ids)).Msg("renew submit leases failed")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, a := range answers {
		ls, ok := l.held[a.ID]
		if !ok {
			continue
		}
		switch {
		case !a.Owned:
			l.giveUp(ls, fmt.Errorf("%w: recovery took the node over", errLeaseLost))
		case a.Renewed:
			ls.written = sent
		}
	}
	for _, ls := range l.held {
		if time.Since(ls.written) >= l.stale/2 {
			l.giveUp(ls, fmt.Errorf("%w: not renewed for %s", errLeaseLost, time.Since(ls.written).Round(time.Millisecond)))
		}
	}
}

// giveUp cancels a lease's Submit once; the lease stays held until its outcome is
// recorded (a cancelled Submit still returns one).
func (l *leases) giveUp(ls *lease, cause error) {
	if ls.cancelled {
		return
	}
	ls.cancelled = true
	if ls.cancel != nil {
		ls.cancel(cause)
	}
	l.logger.Warn().Err(cause).Str("node_id", ls.node.ID.String()).Str("movement_id", ls.node.MovementID.String()).
		Msg("cancelled a submit: its lease is lost")
}
