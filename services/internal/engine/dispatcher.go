package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db/dbsqlc"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/nodeconfig"
)

// Dispatcher moves READY nodes to SUBMITTED: tx1 claims (moving them to SUBMITTING),
// runs Preflight and Prepare, writes the intents, and commits; tx2 holds those nodes through Submit
// and records the outcome.
type Dispatcher struct {
	*core
	health *healthCache
}

// NewDispatcher validates cfg and returns a dispatcher.
func NewDispatcher(cfg Config) (*Dispatcher, error) {
	c, err := newCore(cfg)
	if err != nil {
		return nil, err
	}
	return &Dispatcher{core: c, health: &healthCache{
		pool: c.cfg.Pool, q: c.q, ttl: c.cfg.HealthCacheTTL, maxAge: c.cfg.HealthMaxAge, log: c.cfg.Logger,
	}}, nil
}

// prepared is a node whose intent tx1 wrote.
type prepared struct {
	node   *dbsqlc.MovementRequestNode
	exec   executor.Executor
	intent executor.Intent
}

// Batch runs one claim-and-submit cycle and returns how many nodes it claimed.
func (d *Dispatcher) Batch(ctx context.Context) (int, error) {
	claimed, ready, err := d.claimAndPrepare(ctx)
	if err != nil || len(ready) == 0 {
		return claimed, err
	}
	return claimed, d.submit(ctx, ready)
}

func (d *Dispatcher) actor() string { return "dispatcher/" + d.cfg.Instance }

// claimAndPrepare is tx1.
func (d *Dispatcher) claimAndPrepare(ctx context.Context) (int, []prepared, error) {
	d.health.refresh(ctx)
	tx, err := d.cfg.Pool.Begin(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("dispatch: begin: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	claimStart := time.Now()
	rows, err := d.q.NodeClaimReady(ctx, tx, &dbsqlc.NodeClaimReadyParams{ClaimedBy: d.cfg.Instance, MaxNodes: int32(d.cfg.BatchSize)})
	if err != nil {
		return 0, nil, fmt.Errorf("dispatch: claim: %w", err)
	}
	d.inst.claimed(ctx, "dispatcher", claimStart)
	for _, r := range rows {
		d.inst.transition(ctx, stateReady, stateSubmitting, r.ExecutorKey, 1)
	}
	nodes := make([]*dbsqlc.MovementRequestNode, len(rows))
	for i, r := range rows {
		nodes[i] = (*dbsqlc.MovementRequestNode)(r)
	}
	if len(nodes) == 0 {
		return 0, nil, nil
	}

	// The first claim of a movement starts it; settling below needs it EXECUTING.
	requestIDs := map[uuid.UUID]struct{}{}
	for _, n := range nodes {
		requestIDs[n.RequestID] = struct{}{}
	}
	ids := make([]uuid.UUID, 0, len(requestIDs))
	for id := range requestIDs {
		ids = append(ids, id)
	}
	if _, err := d.q.RequestMarkExecuting(ctx, tx, &dbsqlc.RequestMarkExecutingParams{IDs: ids, Actor: d.actor()}); err != nil {
		return 0, nil, fmt.Errorf("dispatch: mark executing: %w", err)
	}

	now := time.Now()
	// The claim moved the nodes to SUBMITTING; those held back go back to READY.
	out := newOutcome(d.actor(), stateSubmitting)
	out.refundTries = true
	var ready []prepared
	var intents []*dbsqlc.NodeInsertIntentsParams
	for _, n := range nodes {
		p, err := d.prepareOne(ctx, tx, n)
		if err != nil {
			out.touch(n.RequestID)
			if errors.Is(err, nodeconfig.ErrMismatch) { // held, not run: nodeconfig.Hold audited and logged it
				out.retry.add(n, now.Add(nodeconfig.HoldBackoff), nodeconfig.MismatchMessage)
				continue
			}
			switch executor.Classify(err) {
			case executor.ClassPermanent:
				out.terminal.add(n, stateFailed, nil, truncate(err.Error()))
			default:
				// Preflight and Prepare have no side effect by contract: retry later.
				// A hold does not use up a try; only a prepared intent does.
				out.retry.add(n, d.retryAt(now, n.Tries), truncate(err.Error()))
			}
			d.cfg.Logger.Warn().Ctx(ctx).Err(err).Str("node_id", n.ID.String()).Str("movement_id", n.RequestID.String()).Str("executor", n.ExecutorKey).Msg("node held back before its side effect")
			continue
		}
		ready = append(ready, p)
		intents = append(intents, &dbsqlc.NodeInsertIntentsParams{
			ID: p.intent.ID, NodeID: n.ID, Attempt: n.Attempt, Lane: p.intent.Lane, Nonce: p.intent.Nonce,
			Payload: p.intent.Payload, SignedTX: p.intent.SignedTx,
			TXHash: nullString(p.intent.TxHash), ExternalID: nullString(p.intent.ExternalID),
		})
	}
	if len(intents) > 0 {
		if _, err := d.q.NodeInsertIntents(ctx, tx, intents); err != nil {
			return 0, nil, fmt.Errorf("dispatch: write intents: %w", err)
		}
	}
	if _, _, err := d.apply(ctx, tx, out); err != nil {
		return 0, nil, fmt.Errorf("dispatch: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, nil, fmt.Errorf("dispatch: commit claim: %w", err)
	}
	return len(nodes), ready, nil
}

// prepareOne holds the node back while executor-health reports its executor DOWN,
// then runs Preflight and, in a savepoint so that a failing executor cannot abort the
// batch's transaction, Prepare.
func (d *Dispatcher) prepareOne(ctx context.Context, tx pgx.Tx, n *dbsqlc.MovementRequestNode) (prepared, error) {
	exec, err := d.cfg.Registry.Get(n.ExecutorKey)
	if err != nil {
		return prepared{}, executor.Permanent(err)
	}
	if detail, down := d.health.downReason(n.ExecutorKey); down {
		// Not Permanent: the node goes back to READY with this as its last_error, and
		// the try is refunded, like any preflight hold.
		return prepared{}, fmt.Errorf("executor %s is DOWN: %s", n.ExecutorKey, detail)
	}
	// Four eyes past the API: run only the config the approver approved.
	approved, err := nodeconfig.VerifyNodeConfig(n)
	if err != nil {
		return prepared{}, nodeconfig.Hold(ctx, tx, d.actor(), n, err, d.cfg.Logger, d.cfg.Meter)
	}
	n.NodeConfig = approved
	node := execNode(n)
	if err := d.inst.phase(ctx, tx, d.q, n, "preflight", func(ctx context.Context) error {
		return exec.Preflight(ctx, node)
	}); err != nil {
		return prepared{}, fmt.Errorf("preflight: %w", err)
	}
	sp, err := tx.Begin(ctx)
	if err != nil {
		return prepared{}, fmt.Errorf("savepoint: %w", err)
	}
	var draft executor.IntentDraft
	err = d.inst.phase(ctx, tx, d.q, n, "prepare", func(ctx context.Context) error {
		var err error
		draft, err = exec.Prepare(ctx, sp, node)
		return err
	})
	if err != nil {
		_ = sp.Rollback(ctx)
		return prepared{}, fmt.Errorf("prepare: %w", err)
	}
	if err := sp.Commit(ctx); err != nil {
		return prepared{}, fmt.Errorf("release savepoint: %w", err)
	}
	id, err := uuid.NewV7()
	if err != nil {
		return prepared{}, err
	}
	return prepared{
		node: n, exec: exec,
		intent: executor.Intent{IntentDraft: draft, ID: id, NodeID: n.ID, Attempt: n.Attempt, State: "PREPARED"},
	}, nil
}

type submitResult struct {
	p   prepared
	res executor.SubmitResult
	err error
}

// submit is tx2: hold the nodes, perform the side effects, record the outcomes.
func (d *Dispatcher) submit(ctx context.Context, ready []prepared) error {
	tx, err := d.cfg.Pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("submit: begin: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	byID := make(map[uuid.UUID]prepared, len(ready))
	ids := make([]uuid.UUID, len(ready))
	attempts := make([]int32, len(ready))
	for i, p := range ready {
		byID[p.node.ID] = p
		ids[i], attempts[i] = p.node.ID, p.node.Attempt
	}
	locked, err := d.q.NodeLockSubmitting(ctx, tx, &dbsqlc.NodeLockSubmittingParams{IDs: ids, Attempts: attempts})
	if err != nil {
		return fmt.Errorf("submit: lock: %w", err)
	}
	if len(locked) < len(ready) {
		d.cfg.Logger.Warn().Ctx(ctx).Int("lost", len(ready)-len(locked)).Msg("nodes taken over by recovery before submit; not submitting them")
	}

	results := make([]submitResult, len(locked))
	sem := make(chan struct{}, d.cfg.SubmitConcurrency)
	var wg sync.WaitGroup
	for i, n := range locked {
		p := byID[n.ID]
		p.node = n
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			var res executor.SubmitResult
			err := d.inst.phase(ctx, d.cfg.Pool, d.q, n, "submit", func(ctx context.Context) error {
				var err error
				res, err = p.exec.Submit(ctx, execNode(n), p.intent)
				return err
			})
			results[i] = submitResult{p: p, res: res, err: err}
		})
	}
	wg.Wait()

	// The side effects are done: record them even if shutdown began meanwhile, or the
	// nodes would wait for recovery's stale threshold for nothing.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	now := time.Now()
	out := newOutcome(d.actor(), stateSubmitting)
	var subIDs []uuid.UUID
	var subAttempts []int32
	var subAt []time.Time
	var subExternal []string
	for _, r := range results {
		n := r.p.node
		if r.err == nil {
			first := r.res.ObserveAfter
			if first <= 0 {
				first = d.baseline(ctx, tx, r.p.exec, n.NodeConfig).PrePoll
			}
			subIDs = append(subIDs, n.ID)
			subAttempts = append(subAttempts, n.Attempt)
			subAt = append(subAt, now.Add(first))
			subExternal = append(subExternal, r.res.ExternalID)
			continue
		}
		log := d.cfg.Logger.Warn().Ctx(ctx).Err(r.err).Str("node_id", n.ID.String()).Str("movement_id", n.RequestID.String()).Str("executor", n.ExecutorKey)
		switch executor.Classify(r.err) {
		case executor.ClassRetry:
			out.touch(n.RequestID)
			if n.Tries >= n.MaxAttempts {
				out.terminal.add(n, stateFailed, nil, truncate(fmt.Sprintf("gave up after %d tries: %v", n.Tries, r.err)))
			} else {
				out.retry.add(n, d.retryAt(now, n.Tries), truncate(r.err.Error()))
			}
			log.Msg("submit refused before the side effect")
		case executor.ClassPermanent:
			out.touch(n.RequestID)
			out.terminal.add(n, stateFailed, nil, truncate(r.err.Error()))
			log.Msg("submit failed permanently")
		default:
			// The side effect may have happened: only recovery may decide.
			out.unknown.add(n, now, truncate(r.err.Error()))
			log.Msg("submit outcome unknown; handing to recovery")
		}
	}
	// Settling needs the request rows; the claim of tx1 released them.
	if err := d.lockRequests(ctx, tx, out.requestIDs()); err != nil {
		return fmt.Errorf("submit: %w", err)
	}
	if len(subIDs) > 0 {
		if _, err := d.q.NodeMarkSubmitted(ctx, tx, &dbsqlc.NodeMarkSubmittedParams{
			IDs: subIDs, Attempts: subAttempts, NextObserveAt: subAt, ExternalIDs: subExternal, Actor: d.actor(),
		}); err != nil {
			return fmt.Errorf("submit: mark submitted: %w", err)
		}
		for _, r := range results {
			if r.err == nil {
				d.inst.transition(ctx, stateSubmitting, stateSubmitted, r.p.node.ExecutorKey, 1)
			}
		}
		if err := d.q.Notify(ctx, tx, topicNodesSubmitted); err != nil {
			return fmt.Errorf("submit: notify: %w", err)
		}
	}
	if _, _, err := d.apply(ctx, tx, out); err != nil {
		return fmt.Errorf("submit: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("submit: commit: %w", err)
	}
	return nil
}

func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
