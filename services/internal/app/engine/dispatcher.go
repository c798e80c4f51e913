package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Dispatcher moves READY nodes to SUBMITTED. tx1 claims them (moving them to
// SUBMITTING), runs Preflight and Prepare, writes the intents and commits. Then each
// Submit runs on its own, under a lease the dispatcher renews while it runs (the
// node's submitting_at), and its outcome is recorded as soon as it is known: the
// outcomes of a batch that finish within SubmitLinger together, slower ones each on
// their own, so one slow venue never holds up the next batch.
//
// No database transaction is open while a Submit runs. What keeps a Submit from
// overlapping another attempt of the same node is the fence (executor/doc.go):
// recovery takes a node only after its lease expired, and may then answer "not sent"
// only when the outside world will refuse the earlier attempt. The leases are kept in
// a loop of their own (leases), from the claim until each outcome is recorded; a
// dispatcher that cannot renew a node's lease (its database connection is gone)
// cancels that Submit before recovery could take the node over.
type Dispatcher struct {
	*core
	health *healthCache
	// slots bounds the nodes between claim and recorded outcome, across batches,
	// background recordings and stragglers.
	slots *slotPool
	// stragglers tracks Submits still running, and outcomes still being recorded,
	// after their batch returned.
	stragglers sync.WaitGroup
	// leases renews the leases of every node between claim and recorded outcome.
	leases *leases
	// expiredAt is when the dispatcher last expired movements past their deadline
	// (Unix nanoseconds).
	expiredAt atomic.Int64
	// gatedAt is when the dispatcher last ran the policy gate (Unix nanoseconds), and
	// gateMore whether that pass found a full batch (gate.go).
	gatedAt  atomic.Int64
	gateMore atomic.Bool
	// gateHook, set only by tests, runs between the gate's statements (gateStep).
	gateHook func(step string)
}

// NewDispatcher validates cfg and returns a dispatcher. Call Wait before exiting, so
// Submits still running are recorded.
func NewDispatcher(cfg Config) (*Dispatcher, error) {
	c, err := newCore(cfg)
	if err != nil {
		return nil, err
	}
	d := &Dispatcher{
		core: c,
		health: &healthCache{
			pool: c.cfg.Pool, ttl: c.cfg.HealthCacheTTL, maxAge: c.cfg.HealthMaxAge, log: c.cfg.Logger,
		},
		slots:  newSlotPool(c.cfg.SubmitConcurrency),
		leases: newLeases(c.cfg.Pool, c.cfg.StaleSubmittingAfter, c.cfg.Logger),
	}
	// The first gate pass runs one PolicyGateInterval after the start, like every later
	// one when the last found less than a batch.
	d.gatedAt.Store(time.Now().UnixNano())
	return d, nil
}

// Wait blocks until every Submit still running has returned and its outcome is
// recorded (or recording failed and recovery will resolve the node). With Pipeline
// set, call it before reading what a Batch recorded.
func (d *Dispatcher) Wait() {
	d.stragglers.Wait()
	d.leases.wait()
}

// prepared is a node whose intent tx1 wrote.
type prepared struct {
	node   *db.Node
	exec   executor.Executor
	intent executor.Intent
}

// Batch runs one claim-and-submit cycle and returns how many nodes it claimed. It
// claims only as many nodes as there are free slots, so a claimed node never waits for
// a slot while its lease runs; a node's slot is given back once its outcome is
// recorded, which bounds the work a dispatcher has between claim and record.
//
// Without Pipeline, Batch returns once the outcomes that arrived within SubmitLinger
// are recorded. With Pipeline, it returns as soon as the Submits have started and
// records their outcomes in the background, so the next claim overlaps this batch's
// Submits and recording (see Config.Pipeline).
func (d *Dispatcher) Batch(ctx context.Context) (int, error) {
	free := d.slots.take(ctx, d.cfg.BatchSize, time.Second)
	if free == 0 {
		return 0, nil
	}
	d.expireDue(ctx)
	// Gated nodes the policy gate lets through now are claimable by this batch.
	d.gateDue(ctx)
	start := time.Now()
	claimed, ready, err := d.claimAndPrepare(ctx, free)
	d.slots.put(free - len(ready))
	if err != nil || len(ready) == 0 {
		return claimed, err
	}
	d.cfg.Logger.Debug().Int("claimed", claimed).Int("slots", free).Dur("claim_tx", time.Since(start)).Msg("dispatch batch claimed")
	// Only a full batch is pipelined: it means more work is waiting, which the next
	// claim can take while this batch is submitted and recorded. After a short batch
	// there is no backlog to overlap with; recording it before returning lets what
	// becomes ready meanwhile gather into the next claim instead of trickling into
	// claims of a few nodes each.
	err = d.submit(ctx, ready, d.cfg.Pipeline && claimed >= d.cfg.BatchSize)
	if claimed == free && free < d.cfg.BatchSize {
		// Limited by slots, not by work: report a full batch, so the loop comes back
		// as soon as a slot frees instead of sleeping its interval.
		return d.cfg.BatchSize, err
	}
	return claimed, err
}

// slotPool is a counting semaphore whose waiter takes every free slot up to its
// limit at once. A channel of tokens would hand a waiter the first token of a bulk
// release and let it claim a batch of one while the rest are still being put back.
type slotPool struct {
	mu   sync.Mutex
	free int
	// freed is closed (and replaced) whenever slots are put back.
	freed chan struct{}
}

func newSlotPool(n int) *slotPool { return &slotPool{free: n, freed: make(chan struct{})} }

// take returns up to limit free slots, waiting up to wait for the first one; 0 when
// none freed in time or ctx ended.
func (s *slotPool) take(ctx context.Context, limit int, wait time.Duration) int {
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		s.mu.Lock()
		if s.free > 0 {
			n := min(s.free, limit)
			s.free -= n
			s.mu.Unlock()
			return n
		}
		freed := s.freed
		s.mu.Unlock()
		select {
		case <-freed:
		case <-ctx.Done():
			return 0
		case <-t.C:
			return 0
		}
	}
}

// put gives n slots back.
func (s *slotPool) put(n int) {
	if n <= 0 {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.free += n
	close(s.freed)
	s.freed = make(chan struct{})
}

func (d *Dispatcher) actor() string { return "dispatcher/" + d.cfg.Instance }

// claimAndPrepare is tx1: claim up to limit nodes, Preflight them concurrently, Prepare
// them one by one in savepoints, write their intents, and commit.
func (d *Dispatcher) claimAndPrepare(ctx context.Context, limit int) (int, []prepared, error) {
	d.health.refresh(ctx)
	tx, err := d.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("dispatch: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	claimStart := time.Now()
	// Locks the claimed nodes' movement rows, then the nodes, until tx1 ends (commit
	// below or the deferred rollback): through Preflight, Prepare, and StartClaimed (the
	// nodes' SUBMITTING, the intents, their audit rows, APPROVED -> EXECUTING and the
	// lease start; see the package doc).
	nodes, err := tx.Nodes().ClaimReady(ctx, limit)
	if err != nil {
		return 0, nil, fmt.Errorf("dispatch: claim: %w", err)
	}
	d.inst.claimed(ctx, "dispatcher", claimStart)
	d.inst.claimResult(ctx, "dispatcher", len(nodes), limit)
	if len(nodes) == 0 {
		return 0, nil, nil
	}
	now := time.Now()
	// The claim wrote nothing (docs/design.md §7 "The claim writes nothing"): the nodes
	// are as stored, READY. Those held back stay READY, and those failed for good go
	// READY -> FAILED, each at its stored attempt.
	preflight := d.preflight(ctx, tx, nodes)
	out := newOutcome(d.actor(), stateReady)
	out.hold = true
	var ready []prepared
	var intents []*db.Intent
	starting := map[uuid.UUID]struct{}{}
	for i, n := range nodes {
		p, err := preflight[i].p, preflight[i].err
		if err == nil {
			p.node = startingAttempt(n)
			p, err = d.prepareOne(ctx, tx, p)
		}
		if err != nil {
			out.touch(n.MovementID)
			if errors.Is(err, nodeconfig.ErrMismatch) { // held, not run: nodeconfig.Hold audited and logged it
				out.retry.add(n, now.Add(nodeconfig.HoldBackoff), nodeconfig.MismatchMessage)
				continue
			}
			switch executor.Classify(err) {
			case executor.ClassPermanent:
				out.terminal.add(n, stateFailed, nil, truncate(err.Error()))
				starting[n.MovementID] = struct{}{}
			default:
				// Preflight and Prepare have no side effect by contract: retry later.
				// A hold does not use up a try, but it does grow the node's backoff, so
				// a node that cannot start is looked at every few minutes, not every
				// second.
				at := d.retryAt(now, n.Holds+1)
				if held, ok := errors.AsType[*executor.HeldUntil](err); ok {
					// A paced lane: claimable again when its turn comes, not later.
					at = held.At
				}
				out.retry.add(n, at, truncate(err.Error()))
			}
			d.cfg.Logger.Warn().Ctx(d.inst.logContext(ctx, tx.Conn, n.MovementID)).Err(err).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).
				Str("executor", n.Executor).Int32("holds", n.Holds+1).Msg("node held back before its side effect")
			continue
		}
		ready = append(ready, p)
		starting[n.MovementID] = struct{}{}
		intents = append(intents, &db.Intent{
			ID: p.intent.ID, NodeID: n.ID, Attempt: p.node.Attempt, Lane: p.intent.Lane, Nonce: p.intent.Nonce,
			Payload: p.intent.Payload, SignedTX: p.intent.SignedTx,
			TXHash: nullString(p.intent.TxHash), ExternalID: nullString(p.intent.ExternalID),
		})
	}
	// The leases start here (submitting_at, written by the statement sent at
	// leaseWritten), after Preflight and Prepare: however long those took, the first
	// Submit has its whole stale window.
	leaseWritten := time.Now()
	// A movement starts (APPROVED -> EXECUTING) with its first node that got an intent
	// or failed for good. One whose nodes were all held back stays APPROVED, so it can
	// still be cancelled or expire while it waits. The nodes' start, the movements' and
	// the intents (with their audit rows) are one statement.
	if len(starting) > 0 || len(intents) > 0 {
		if _, err := tx.Nodes().StartClaimed(ctx, d.actor(), d.cfg.Instance, keys(starting), intents); err != nil {
			return 0, nil, fmt.Errorf("dispatch: start claimed nodes: %w", err)
		}
	}
	for _, p := range ready {
		d.inst.transition(ctx, stateReady, stateSubmitting, p.node.Executor, 1)
	}
	if _, _, err := d.apply(ctx, tx, out); err != nil {
		return 0, nil, fmt.Errorf("dispatch: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, nil, fmt.Errorf("dispatch: commit claim: %w", err)
	}
	// From here the leases are kept apart from everything else until each outcome is
	// recorded (docs/design.md §7 "Leases").
	owned := make([]*db.Node, len(ready))
	for i, p := range ready {
		owned[i] = p.node
	}
	d.leases.hold(owned, leaseWritten)
	return len(nodes), ready, nil
}

// startingAttempt is claimed node n as StartClaimed writes it when it got an intent:
// SUBMITTING at its next attempt (the fencing token of every later write of this
// claim, which Prepare and Submit see), with a try counted.
func startingAttempt(n *db.Node) *db.Node {
	s := *n
	s.Attempt++
	s.Tries++
	s.State = stateSubmitting
	return &s
}

// expireDue ends, at most every HealthCacheTTL, the movements that are past their
// deadline and never started (APPROVED -> EXPIRED and the like), as the
// expiration-checker does: the claim already refuses their nodes, and expiring them
// here keeps every claim from reading past them again when that sidecar is down
// (docs/design.md §3 "Expiry"). A failure is logged; the claim still refuses them.
func (d *Dispatcher) expireDue(ctx context.Context) {
	last := d.expiredAt.Load()
	if time.Since(time.Unix(0, last)) < d.cfg.HealthCacheTTL || !d.expiredAt.CompareAndSwap(last, time.Now().UnixNano()) {
		return
	}
	err := d.cfg.Pool.InTx(ctx, func(tx *db.Tx) error {
		// Locks the due movement rows (SKIP LOCKED) until this transaction commits.
		due, err := tx.Movements().ClaimExpired(ctx, d.cfg.BatchSize)
		if err != nil || len(due) == 0 {
			return err
		}
		ids := make([]uuid.UUID, len(due))
		for i, m := range due {
			ids[i] = m.ID
		}
		expired, err := tx.Movements().Expire(ctx, ids, d.actor())
		for _, e := range expired {
			d.cfg.Logger.Info().Str("movement_id", e.ID.String()).Str("from_state", e.FromState).Msg("movement expired before it started")
		}
		return err
	})
	if err != nil {
		d.cfg.Logger.Warn().Ctx(ctx).Err(err).Msg("expire movements past their deadline")
	}
}

type preflightResult struct {
	p   prepared
	err error
}

// preflight holds back nodes whose executor executor-health reports DOWN and runs the
// others' Preflight concurrently (they read balances and heads over the network; run
// one by one they would hold the batch's locks for the sum of their latencies).
func (d *Dispatcher) preflight(ctx context.Context, tx *db.Tx, nodes []*db.Node) []preflightResult {
	out := make([]preflightResult, len(nodes))
	plans, formats, plansErr := d.checkPlans(ctx, tx, nodes)
	sem := make(chan struct{}, d.cfg.SubmitConcurrency)
	var wg sync.WaitGroup
	for i, n := range nodes {
		exec, err := d.cfg.Registry.Get(n.Executor)
		if err != nil {
			out[i].err = executor.Permanent(err)
			continue
		}
		// Four eyes past the API: run nothing of a movement whose stored plan is not
		// the one its approver approved (docs/security.md).
		if plansErr != nil {
			out[i].err = plansErr // not Permanent: back to READY, looked at again later
			continue
		}
		if err := plans[n.MovementID]; err != nil {
			out[i].err = nodeconfig.Hold(d.inst.logContext(ctx, tx.Conn, n.MovementID), tx.Conn, d.actor(), n, err, d.cfg.Logger, d.cfg.Meter)
			continue
		}
		if detail, down := d.health.downReason(n.Executor); down {
			// Not Permanent: the node goes back to READY with this as its last_error.
			out[i].err = fmt.Errorf("executor %s is DOWN: %s", n.Executor, detail)
			continue
		}
		// Four eyes past the API: run only the config the approver approved.
		approved, err := nodeconfig.VerifyNodeConfig(n)
		if err != nil {
			// With the movement's trace in its context, the hold's log line carries it.
			out[i].err = nodeconfig.Hold(d.inst.logContext(ctx, tx.Conn, n.MovementID), tx.Conn, d.actor(), n, err, d.cfg.Logger, d.cfg.Meter)
			continue
		}
		// And only where the approver approved it: the addresses and IDs the config
		// resolves to against this process's chain and venue configuration must be
		// the pins the plan hash covers (docs/security.md).
		if err := nodeconfig.VerifyPins(exec, formats[n.MovementID], approved); err != nil {
			out[i].err = nodeconfig.Hold(d.inst.logContext(ctx, tx.Conn, n.MovementID), tx.Conn, d.actor(), n, err, d.cfg.Logger, d.cfg.Meter)
			continue
		}
		n.Config = approved
		out[i].p = prepared{node: n, exec: exec}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			node := execNode(n)
			if err := d.inst.phase(ctx, d.cfg.Pool.Conn, n, "preflight", func(ctx context.Context) error {
				return exec.Preflight(ctx, node)
			}); err != nil {
				out[i].err = fmt.Errorf("preflight: %w", err)
			}
		})
	}
	wg.Wait()
	return out
}

// checkPlans hashes the stored plan of every movement nodes belong to again and returns,
// by movement, why one is not the plan its approver approved (nodeconfig.VerifyPlan),
// and the plan format of each (what nodeconfig.VerifyPins needs). One statement for
// the batch; an error reading the plans is returned as such.
func (c *core) checkPlans(ctx context.Context, tx *db.Tx, nodes []*db.Node) (map[uuid.UUID]error, map[uuid.UUID]int16, error) {
	ids := make([]uuid.UUID, 0, len(nodes))
	seen := make(map[uuid.UUID]bool, len(nodes))
	for _, n := range nodes {
		if !seen[n.MovementID] {
			seen[n.MovementID] = true
			ids = append(ids, n.MovementID)
		}
	}
	plans, err := tx.Movements().StoredPlans(ctx, ids)
	if err != nil {
		return nil, nil, fmt.Errorf("check the approved plans: %w", err)
	}
	bad := map[uuid.UUID]error{}
	formats := make(map[uuid.UUID]int16, len(ids))
	for _, id := range ids {
		p, ok := plans[id]
		if !ok {
			bad[id] = fmt.Errorf("%w: the movement has no stored nodes", nodeconfig.ErrPlanMismatch)
			continue
		}
		formats[id] = p.PlanFormat
		if err := nodeconfig.VerifyPlan(p); err != nil {
			bad[id] = err
		}
	}
	return bad, formats, nil
}

// prepareOne runs Prepare in a savepoint (opened on Prepare's first statement), so that
// a failing executor cannot abort the batch's transaction, and returns the node with
// its intent.
func (d *Dispatcher) prepareOne(ctx context.Context, tx *db.Tx, p prepared) (prepared, error) {
	n := p.node
	sp := tx.LazySavepoint()
	var draft executor.IntentDraft
	err := d.inst.phase(ctx, tx.Conn, n, "prepare", func(ctx context.Context) error {
		var err error
		draft, err = p.exec.Prepare(ctx, sp.Conn, execNode(n))
		return err
	})
	if err != nil {
		_ = sp.Rollback(ctx)
		return prepared{}, fmt.Errorf("prepare: %w", err)
	}
	if err := sp.Release(ctx); err != nil {
		return prepared{}, fmt.Errorf("release savepoint: %w", err)
	}
	id, err := uuid.NewV7()
	if err != nil {
		return prepared{}, err
	}
	p.intent = executor.Intent{IntentDraft: draft, ID: id, NodeID: n.ID, Attempt: n.Attempt, State: "PREPARED"}
	return p, nil
}

type submitResult struct {
	p   prepared
	res executor.SubmitResult
	err error
}

// inflight is one running Submit.
type inflight struct {
	p      prepared
	cancel context.CancelCauseFunc
}

// errLeaseLost cancels a Submit whose node the dispatcher no longer owns, or whose
// lease it could not renew in time.
var errLeaseLost = fmt.Errorf("dispatcher lost the node's lease")

// submit starts every Submit, records the outcomes that arrive within SubmitLinger in
// one go, and leaves the rest to a straggler goroutine that renews their leases and
// records each as it arrives. With background set, all of that runs in the
// background, and submit returns once the Submits have started.
func (d *Dispatcher) submit(ctx context.Context, ready []prepared, background bool) error {
	results := make(chan submitResult, len(ready))
	running := make(map[uuid.UUID]inflight, len(ready))
	for _, p := range ready {
		// A Submit is not cut short by shutdown (the process waits for it, see Wait):
		// cancelling it halfway would only turn a clean outcome into an ambiguous one.
		// It is cancelled when its lease is lost, and bounded by SubmitTimeout.
		sctx, cancel := context.WithCancelCause(context.WithoutCancel(ctx))
		sctx, cancelTimeout := context.WithTimeout(sctx, d.cfg.SubmitTimeout)
		running[p.node.ID] = inflight{p: p, cancel: cancel}
		d.leases.attach(p.node.ID, cancel)
		go func() {
			defer cancelTimeout()
			var res executor.SubmitResult
			err := d.inst.phase(sctx, d.cfg.Pool.Conn, p.node, "submit", func(ctx context.Context) error {
				var err error
				res, err = p.exec.Submit(ctx, execNode(p.node), p.intent)
				return err
			})
			results <- submitResult{p: p, res: res, err: err}
		}()
	}
	if !background {
		return d.collect(ctx, running, results)
	}
	d.stragglers.Add(1)
	go func() {
		defer d.stragglers.Done()
		ctx := context.WithoutCancel(ctx)
		if err := d.collect(ctx, running, results); err != nil {
			// Recovery resolves these nodes once their leases expire.
			d.cfg.Logger.Error().Ctx(ctx).Err(err).Int("nodes", len(ready)).Msg("record a batch's submit outcomes failed; recovery will resolve the nodes")
		}
	}()
	return nil
}

// collect records the outcomes of a batch's Submits that arrive within SubmitLinger in
// one go, and hands the rest to a straggler goroutine. Recording may wait for movement
// rows other workers hold; the leases are renewed meanwhile by d.leases.
func (d *Dispatcher) collect(ctx context.Context, running map[uuid.UUID]inflight, results chan submitResult) error {
	linger := time.NewTimer(d.cfg.SubmitLinger)
	defer linger.Stop()
	var done []submitResult
collect:
	for len(running) > 0 {
		select {
		case r := <-results:
			running[r.p.node.ID].cancel(nil)
			delete(running, r.p.node.ID)
			done = append(done, r)
		case <-linger.C:
			break collect
		}
	}
	recordStart := time.Now()
	err := d.record(ctx, done)
	for _, r := range done {
		d.leases.release(r.p.node.ID)
	}
	d.slots.put(len(done))
	d.cfg.Logger.Debug().Int("recorded", len(done)).Dur("record", time.Since(recordStart)).Msg("dispatch batch recorded")
	if len(running) > 0 {
		d.stragglers.Add(1)
		go func() {
			defer d.stragglers.Done()
			d.awaitStragglers(context.WithoutCancel(ctx), running, results)
		}()
	}
	return err
}

// awaitStragglers records each outcome of the Submits still running as it arrives.
// Their leases are kept meanwhile by d.leases, which also cancels a Submit whose node
// recovery took over or whose lease it could not renew.
func (d *Dispatcher) awaitStragglers(ctx context.Context, running map[uuid.UUID]inflight, results <-chan submitResult) {
	for len(running) > 0 {
		r := <-results
		running[r.p.node.ID].cancel(nil)
		delete(running, r.p.node.ID)
		err := d.record(ctx, []submitResult{r})
		d.leases.release(r.p.node.ID)
		d.slots.put(1)
		if err != nil {
			d.cfg.Logger.Error().Ctx(d.inst.logContext(ctx, d.cfg.Pool.Conn, r.p.node.MovementID)).Err(err).Str("node_id", r.p.node.ID.String()).
				Str("movement_id", r.p.node.MovementID.String()).Msg("record a slow submit's outcome failed; recovery will resolve the node")
		}
	}
}

// record writes the outcomes of finished Submits. Submitted and ambiguous nodes stay in
// flight, so they are written without their movements' locks (which observers and
// recovery hold through slow provider calls); only retries and failures, which can end
// a movement, wait for the movement rows in a second transaction. Every write is fenced
// by attempt and SUBMITTING: an outcome of a node recovery took over changes nothing.
func (d *Dispatcher) record(ctx context.Context, results []submitResult) error {
	if len(results) == 0 {
		return nil
	}
	// The side effects are done: record them even if shutdown began meanwhile, or the
	// nodes would wait for recovery's stale threshold for nothing.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	now := time.Now()
	inFlight := newOutcome(d.actor(), stateSubmitting)
	settling := newOutcome(d.actor(), stateSubmitting)
	var subIDs []uuid.UUID
	var subAttempts []int32
	var subAt []time.Time
	var subExternal []string
	var subExecs []string
	for _, r := range results {
		n := r.p.node
		if r.err == nil && r.res.Final != nil && (r.res.Final.Status == executor.Completed || r.res.Final.Status == executor.Failed) {
			// A synchronous executor's outcome: recorded with the settling writes below,
			// under the movement lock, because it can release children or end the
			// movement; SUBMITTING -> COMPLETED or FAILED in one write of the node, with
			// the audit rows of both transitions (NodeMarkFinal).
			settling.touch(n.MovementID)
			if r.res.Final.Status == executor.Completed {
				settling.final.addFinal(n, stateCompleted, r.res.Final.Result, "", r.res.ExternalID)
			} else {
				settling.final.addFinal(n, stateFailed, r.res.Final.Result, truncate(r.res.Final.Reason), r.res.ExternalID)
			}
			continue
		}
		if r.err == nil {
			first := r.res.ObserveAfter
			if first <= 0 {
				first = d.baseline(ctx, d.cfg.Pool.Conn, r.p.exec, n.Config).PrePoll
			}
			subIDs = append(subIDs, n.ID)
			subAttempts = append(subAttempts, n.Attempt)
			subAt = append(subAt, now.Add(first))
			subExternal = append(subExternal, r.res.ExternalID)
			subExecs = append(subExecs, n.Executor)
			continue
		}
		log := d.cfg.Logger.Warn().Ctx(d.inst.logContext(ctx, d.cfg.Pool.Conn, n.MovementID)).Err(r.err).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).Str("executor", n.Executor)
		switch executor.Classify(r.err) {
		case executor.ClassRetry:
			settling.touch(n.MovementID)
			if n.Tries >= n.MaxTries {
				settling.terminal.add(n, stateFailed, nil, truncate(fmt.Sprintf("gave up after %d tries: %v", n.Tries, r.err)))
			} else {
				settling.retry.add(n, d.retryAt(now, n.Tries), truncate(r.err.Error()))
			}
			log.Msg("submit refused before the side effect")
		case executor.ClassPermanent:
			settling.touch(n.MovementID)
			settling.terminal.add(n, stateFailed, nil, truncate(r.err.Error()))
			log.Msg("submit failed permanently")
		default:
			// The side effect may have happened: only recovery may decide.
			inFlight.unknown.add(n, now, truncate(r.err.Error()))
			log.Msg("submit outcome unknown; handing to recovery")
		}
	}
	markSubmitted := func(c db.Conn) error {
		moved, err := c.Nodes().MarkSubmitted(ctx, &db.Submitted{
			IDs: subIDs, Attempts: subAttempts, NextObserveAt: subAt, ExternalIDs: subExternal, Actor: d.actor(),
		})
		if err != nil {
			return fmt.Errorf("mark submitted: %w", err)
		}
		if len(moved) < len(subIDs) {
			d.cfg.Logger.Warn().Ctx(ctx).Int("lost", len(subIDs)-len(moved)).Msg("submitted nodes were taken over by recovery before the outcome was recorded")
		}
		return nil
	}
	switch {
	case len(inFlight.unknown.ids) == 0 && len(subIDs) > 0:
		// The usual case, one statement: run on its own it is its own transaction, which
		// spares the BEGIN and COMMIT round trips an explicit one costs every batch. The
		// hint goes out after it committed, as Tx.Commit would send it.
		if err := markSubmitted(d.cfg.Pool.Conn); err != nil {
			return fmt.Errorf("submit: record: %w", err)
		}
		d.cfg.Pool.Hint(ctx, notify.NodesSubmitted)
	case len(inFlight.unknown.ids) > 0:
		// Outcomes handed to recovery are written with the submitted ones in one
		// transaction (apply writes them in statements of their own).
		err := d.cfg.Pool.InTx(ctx, func(tx *db.Tx) error {
			if len(subIDs) > 0 {
				if err := markSubmitted(tx.Conn); err != nil {
					return err
				}
				if err := tx.Notify(ctx, notify.NodesSubmitted); err != nil {
					return err
				}
			}
			_, _, err := d.apply(ctx, tx, inFlight)
			return err
		})
		if err != nil {
			return fmt.Errorf("submit: record: %w", err)
		}
	}
	for _, e := range subExecs {
		d.inst.transition(ctx, stateSubmitting, stateSubmitted, e, 1)
	}
	if len(settling.movements) > 0 {
		err := d.cfg.Pool.InTx(ctx, func(tx *db.Tx) error {
			if err := d.lockMovements(ctx, tx, settling.movementIDs()); err != nil {
				return err
			}
			_, _, err := d.apply(ctx, tx, settling)
			return err
		})
		if err != nil {
			return fmt.Errorf("submit: record: %w", err)
		}
	}
	return nil
}

func keys(m map[uuid.UUID]struct{}) []uuid.UUID {
	out := make([]uuid.UUID, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
