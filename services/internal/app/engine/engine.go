package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// Node states, as stored.
const (
	statePending    = "PENDING"
	stateReady      = "READY"
	stateSubmitting = "SUBMITTING"
	stateSubmitted  = "SUBMITTED"
	stateObserving  = "OBSERVING"
	stateCompleted  = "COMPLETED"
	stateFailed     = "FAILED"
	stateUnknown    = "UNKNOWN"
)

// Config is shared by the three core workers.
type Config struct {
	// Pool is bound to the network this process serves.
	Pool *db.Pool
	// Registry holds the executors this process can run.
	Registry *executor.Registry
	// Instance identifies this worker instance in claimed_by and the audit log.
	Instance string
	// Logger receives structured logs.
	Logger zerolog.Logger
	// BatchSize bounds the rows one batch claims. Default 64.
	BatchSize int
	// SubmitConcurrency bounds the nodes one dispatcher has between claim and recorded
	// outcome, across batches (a batch claims no more nodes than there are free slots).
	// Default twice BatchSize, so that with Pipeline a full batch can be claimed while
	// the previous one is submitted and recorded.
	SubmitConcurrency int
	// Pipeline lets Dispatcher.Batch return once its Submits have started, recording
	// their outcomes in the background (Wait waits for them), so that one dispatcher
	// claims and prepares its next batch while the last one is submitted and recorded
	// instead of leaving the database idle between its steps. Observer.Batch likewise
	// returns once its batch's Observe calls have started, when they are slow enough to
	// be worth overlapping, with up to ObserveBatches batches in flight. The deployable
	// sets it; tests that step Batch by hand and then read the outcome leave it off.
	Pipeline bool
	// SubmitLinger is how long a dispatcher batch waits for its Submits before it
	// records what has finished and moves on; slower Submits are recorded as they
	// finish, without holding up the next batch. Default 1 s.
	SubmitLinger time.Duration
	// SubmitTimeout bounds one Submit call. Default 5 min.
	SubmitTimeout time.Duration
	// ObserveConcurrency bounds the Observe calls one observer batch runs at once, and
	// the nodes it claims: a batch claims no more nodes than it observes at once
	// (at most BatchSize), so no claimed node waits behind others while its movement
	// stays locked, and the locks last about one executor call. Recovery runs up to
	// this many Recover calls of its batch at once. Default BatchSize: a batch as
	// large as the claim allows, observed all at once.
	ObserveConcurrency int
	// ObserveBatches bounds the observer batches in flight at once with Pipeline, each
	// its own transaction holding one pooled connection from its claim to its commit.
	// One replica then observes up to ObserveBatches × ObserveConcurrency nodes at
	// once, and with executor calls of latency L about that many per L. Size it from
	// the pool: the batches must leave connections for the schedule look, the
	// heartbeat and the executors' own queries during Observe (components sets half
	// the pool, shared among the process's workers). Without Pipeline one batch runs
	// at a time. Default 1.
	ObserveBatches int
	// RetryBackoff is the delay before a node refused before its side effect is
	// claimable again; it doubles per try up to MaxRetryBackoff. Defaults 1 s and 5 min.
	RetryBackoff    time.Duration
	MaxRetryBackoff time.Duration
	// UnknownRetry is when recovery looks again at an UNKNOWN node whose executor gave
	// no hint. Default 5 s.
	UnknownRetry time.Duration
	// StaleSubmittingAfter is how long a SUBMITTING node's lease may go unrenewed before
	// recovery assumes its dispatcher died. A live dispatcher renews the lease of every
	// node it owns each eighth of it, from the claim until the outcome is recorded, and
	// cancels a Submit whose lease it could not renew for half of it. Default 60 s.
	StaleSubmittingAfter time.Duration
	// LaneCacheTTL is how long observation lane baselines are cached. Default 30 s.
	LaneCacheTTL time.Duration
	// HealthCacheTTL is how long the dispatcher caches which executors are DOWN
	// (executor_health). Default 2 s.
	HealthCacheTTL time.Duration
	// HealthMaxAge is how old a DOWN verdict in executor_health may be and still hold
	// nodes back, so a stopped executor-health sidecar cannot hold them forever.
	// Default 5 min.
	HealthMaxAge time.Duration
	// PolicyGateInterval is how often the dispatcher looks for gated nodes the policy
	// gate has not let through when its last look found less than a batch, and the
	// shortest wait before it checks a node it kept waiting again
	// (docs/policy-gate.md). Default 1 s.
	PolicyGateInterval time.Duration
	// PolicyRecheck is the longest wait before the gate checks a node it kept waiting
	// again (a limit whose window frees later, an address removed or not in the book).
	// Default 1 min.
	PolicyRecheck time.Duration
	// MovementID, when set, scopes the observer to one movement (drills, tests).
	MovementID *uuid.UUID
	// Tracer, when set, traces every executor call as part of its movement's trace.
	// Leave it nil when tracing is off: then nothing is looked up for traces.
	Tracer trace.TracerProvider
	// Meter records transitions, claim and executor-call durations; nil records nothing.
	Meter metric.MeterProvider
}

func (c *Config) setDefaults() error {
	if c.Pool == nil || c.Registry == nil {
		return errors.New("engine: Pool and Registry are required")
	}
	if c.Instance == "" {
		return errors.New("engine: Instance is required")
	}
	c.BatchSize = cmp.Or(c.BatchSize, 64)
	c.SubmitConcurrency = cmp.Or(c.SubmitConcurrency, 2*c.BatchSize)
	c.SubmitLinger = cmp.Or(c.SubmitLinger, time.Second)
	c.SubmitTimeout = cmp.Or(c.SubmitTimeout, 5*time.Minute)
	c.ObserveConcurrency = cmp.Or(c.ObserveConcurrency, c.BatchSize)
	c.ObserveBatches = cmp.Or(c.ObserveBatches, 1)
	c.RetryBackoff = cmp.Or(c.RetryBackoff, time.Second)
	c.MaxRetryBackoff = cmp.Or(c.MaxRetryBackoff, 5*time.Minute)
	c.UnknownRetry = cmp.Or(c.UnknownRetry, 5*time.Second)
	c.StaleSubmittingAfter = cmp.Or(c.StaleSubmittingAfter, time.Minute)
	c.LaneCacheTTL = cmp.Or(c.LaneCacheTTL, 30*time.Second)
	if c.Meter == nil {
		c.Meter = metricnoop.NewMeterProvider()
	}
	c.HealthCacheTTL = cmp.Or(c.HealthCacheTTL, 2*time.Second)
	c.HealthMaxAge = cmp.Or(c.HealthMaxAge, 5*time.Minute)
	c.PolicyGateInterval = cmp.Or(c.PolicyGateInterval, time.Second)
	c.PolicyRecheck = max(cmp.Or(c.PolicyRecheck, time.Minute), c.PolicyGateInterval)
	if c.StaleSubmittingAfter < 100*time.Millisecond {
		return errors.New("engine: StaleSubmittingAfter must be at least 100ms")
	}
	// A batch's outcomes wait for the linger before they are recorded: keep it well
	// inside the stale window, so an outcome is not left unrecorded for long.
	c.SubmitLinger = min(c.SubmitLinger, c.StaleSubmittingAfter/4)
	if c.BatchSize < 1 || c.SubmitConcurrency < 1 || c.ObserveConcurrency < 1 || c.ObserveBatches < 1 {
		return errors.New("engine: BatchSize, SubmitConcurrency, ObserveConcurrency and ObserveBatches must be positive")
	}
	return nil
}

// core is what the three workers share.
type core struct {
	cfg   Config
	lanes laneCache
	inst  *instruments
}

func newCore(cfg Config) (*core, error) {
	if err := cfg.setDefaults(); err != nil {
		return nil, err
	}
	inst, err := newInstruments(cfg)
	if err != nil {
		return nil, err
	}
	return &core{cfg: cfg, lanes: laneCache{ttl: cfg.LaneCacheTTL, entries: map[string]laneEntry{}}, inst: inst}, nil
}

// execNode converts a node to what executors see.
func execNode(n *db.Node) executor.Node {
	return executor.Node{
		ID: n.ID, MovementID: n.MovementID, Key: n.Key, ExecutorKey: n.Executor,
		Config: n.Config, Attempt: n.Attempt, Tries: n.Tries, ObserveStartedAt: n.ObserveStartedAt,
		Progress: n.Progress, ManualExecution: n.ManualExecution,
	}
}

// execIntent converts an intent to what executors see.
func execIntent(i *db.Intent) executor.Intent {
	return executor.Intent{
		ID: i.ID, NodeID: i.NodeID, Attempt: i.Attempt, State: i.State,
		IntentDraft: executor.IntentDraft{
			Lane: i.Lane, Nonce: i.Nonce, Payload: i.Payload, SignedTx: i.SignedTX,
			TxHash: deref(i.TXHash), ExternalID: deref(i.ExternalID),
		},
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// retryAt is when a node refused before its side effect may be claimed again: the
// backoff doubles with count (its tries, or its holds) up to MaxRetryBackoff.
func (c *core) retryAt(now time.Time, count int32) time.Time {
	return now.Add(retry.Exponential(c.cfg.RetryBackoff, int(count), c.cfg.MaxRetryBackoff))
}

// terminals collects nodes to move to COMPLETED or FAILED in one statement.
type terminals struct {
	execs    []string
	ids      []uuid.UUID
	attempts []int32
	states   []string
	results  []json.RawMessage
	errors   []string
	// externalIDs: what Submit reported, for outcome.final only.
	externalIDs []string
}

// addFinal adds a synchronous executor's outcome (see outcome.final).
func (t *terminals) addFinal(n *db.Node, state string, result json.RawMessage, reason, externalID string) {
	t.add(n, state, result, reason)
	t.externalIDs = append(t.externalIDs, externalID)
}

func (t *terminals) add(n *db.Node, state string, result json.RawMessage, reason string) {
	t.execs = append(t.execs, n.Executor)
	t.ids = append(t.ids, n.ID)
	t.attempts = append(t.attempts, n.Attempt)
	t.states = append(t.states, state)
	if len(result) == 0 {
		result = json.RawMessage("null")
	}
	t.results = append(t.results, result)
	t.errors = append(t.errors, reason)
}

// rescheduled collects nodes that move to a state in which they wait for a time: back
// to READY until at (retries), or to UNKNOWN until recovery looks again at at.
type rescheduled struct {
	execs    []string
	ids      []uuid.UUID
	attempts []int32
	at       []time.Time
	errors   []string
}

func (r *rescheduled) add(n *db.Node, at time.Time, reason string) {
	r.execs = append(r.execs, n.Executor)
	r.ids = append(r.ids, n.ID)
	r.attempts = append(r.attempts, n.Attempt)
	r.at = append(r.at, at)
	r.errors = append(r.errors, reason)
}

// outcome is what one transaction does to nodes and movements; apply writes it
// set-based. The caller must hold the row locks of every movement in movements when
// any node leaves the in-flight states (see the package doc).
type outcome struct {
	actor      string
	fromStates []string
	// hold: the retries are claimed nodes held back before they started, still READY
	// at their stored attempt with no try used (NodeMarkRetry with hold).
	hold     bool
	terminal terminals
	// final: outcomes synchronous executors returned from Submit, SUBMITTING ->
	// COMPLETED or FAILED in one write (NodeMarkFinal).
	final     terminals
	retry     rescheduled
	unknown   rescheduled
	movements map[uuid.UUID]struct{}
}

func newOutcome(actor string, fromStates ...string) *outcome {
	return &outcome{actor: actor, fromStates: fromStates, movements: map[uuid.UUID]struct{}{}}
}

func (o *outcome) touch(movementID uuid.UUID) { o.movements[movementID] = struct{}{} }

func (o *outcome) movementIDs() []uuid.UUID { return keys(o.movements) }

// apply writes the outcome and settles the touched movements. It reports whether a
// child became ready and whether a node became unknown, for notifications.
func (c *core) apply(ctx context.Context, tx *db.Tx, o *outcome) (childrenReady, unknown bool, err error) {
	from := o.fromStates[0]
	if len(o.fromStates) > 1 {
		from = "IN_FLIGHT"
	}
	for _, e := range o.retry.execs {
		if o.hold { // still READY: no transition to count
			break
		}
		c.inst.transition(ctx, from, stateReady, e, 1)
	}
	for _, e := range o.unknown.execs {
		c.inst.transition(ctx, from, stateUnknown, e, 1)
	}
	for i, st := range o.terminal.states {
		c.inst.transition(ctx, from, st, o.terminal.execs[i], 1)
	}
	for i, st := range o.final.states {
		c.inst.transition(ctx, stateSubmitting, stateSubmitted, o.final.execs[i], 1)
		c.inst.transition(ctx, stateSubmitted, st, o.final.execs[i], 1)
	}
	if len(o.retry.ids) > 0 {
		if _, err := tx.Nodes().MarkRetry(ctx, &db.Retries{
			Hold: o.hold, FromStates: o.fromStates, IDs: o.retry.ids, Attempts: o.retry.attempts,
			NextTryAt: o.retry.at, Errors: o.retry.errors, Actor: o.actor,
		}); err != nil {
			return false, false, fmt.Errorf("mark retry: %w", err)
		}
	}
	if len(o.unknown.ids) > 0 {
		if _, err := tx.Nodes().MarkUnknown(ctx, &db.Unknowns{
			FromStates: o.fromStates, IDs: o.unknown.ids, Attempts: o.unknown.attempts,
			NextObserveAt: o.unknown.at, Errors: o.unknown.errors, Actor: o.actor,
		}); err != nil {
			return false, false, fmt.Errorf("mark unknown: %w", err)
		}
		unknown = true
	}
	if len(o.terminal.ids) > 0 || len(o.final.ids) > 0 {
		var rows []db.TerminalNode
		if len(o.terminal.ids) > 0 {
			moved, err := tx.Nodes().MarkTerminal(ctx, &db.Terminals{
				FromStates: o.fromStates, IDs: o.terminal.ids, Attempts: o.terminal.attempts,
				ToStates: o.terminal.states, Results: o.terminal.results, Errors: o.terminal.errors, Actor: o.actor,
			})
			if err != nil {
				return false, false, fmt.Errorf("mark terminal: %w", err)
			}
			rows = moved
		}
		if len(o.final.ids) > 0 {
			moved, err := tx.Nodes().MarkFinal(ctx, &db.Finals{
				IDs: o.final.ids, Attempts: o.final.attempts, ToStates: o.final.states, Results: o.final.results,
				Errors: o.final.errors, ExternalIDs: o.final.externalIDs, Actor: o.actor,
			})
			if err != nil {
				return false, false, fmt.Errorf("mark final: %w", err)
			}
			if lost := len(o.final.ids) - len(moved); lost > 0 {
				c.cfg.Logger.Warn().Ctx(ctx).Int("lost", lost).Msg("synchronous outcomes arrived after recovery took their nodes over")
			}
			rows = append(rows, moved...)
		}
		// A movement in which this transaction only completed nodes, one of which still
		// has a child to run, cannot finish now: settling it would only cost a query.
		unfinishable := map[uuid.UUID]bool{}
		mustSettle := map[uuid.UUID]bool{}
		for _, r := range rows {
			childrenReady = childrenReady || r.ChildrenReady > 0
			if r.State == stateCompleted && r.OpenChildren > 0 {
				unfinishable[r.MovementID] = true
			} else {
				mustSettle[r.MovementID] = true
			}
		}
		if len(o.retry.ids) == 0 {
			for id := range unfinishable {
				if !mustSettle[id] {
					delete(o.movements, id)
				}
			}
		}
	}
	if len(o.movements) > 0 && (len(o.retry.ids) > 0 || len(o.terminal.ids) > 0 || len(o.final.ids) > 0) {
		failed := len(o.retry.ids) > 0
		for _, s := range append(o.terminal.states, o.final.states...) {
			failed = failed || s == stateFailed
		}
		if err := c.settle(ctx, tx, o.actor, o.movementIDs(), failed); err != nil {
			return false, false, err
		}
	}
	if childrenReady {
		if err := tx.Notify(ctx, notify.NodesReady); err != nil {
			return false, false, err
		}
	}
	if unknown {
		if err := tx.Notify(ctx, notify.NodesUnknown); err != nil {
			return false, false, err
		}
	}
	return childrenReady, unknown, nil
}

// settle cancels what will never start in movements that have a failed node (only
// needed when this transaction failed a node or sent one back to READY: otherwise
// the failing transaction already did it), then finishes movements with nothing left
// to run. The caller holds the movement rows.
func (c *core) settle(ctx context.Context, tx *db.Tx, actor string, movementIDs []uuid.UUID, failedOrRetried bool) error {
	if failedOrRetried {
		if _, err := tx.Movements().CancelAbandonedNodes(ctx, movementIDs); err != nil {
			return err
		}
	}
	finished, err := tx.Movements().Finish(ctx, movementIDs, actor)
	if err != nil {
		return err
	}
	// The trace context came back with the finish: no read of the movement per line,
	// inside a transaction that holds the batch's movement rows; and none parsed when
	// info lines are off.
	for _, f := range finished {
		line := c.cfg.Logger.Info()
		if !line.Enabled() {
			break
		}
		logCtx := ctx
		if sc := storedSpanContext(f.Traceparent, f.Tracestate); sc.IsValid() {
			logCtx = trace.ContextWithRemoteSpanContext(ctx, sc)
		}
		line.Ctx(logCtx).Str("movement_id", f.ID.String()).Str("state", f.State).Msg("movement finished")
	}
	if len(finished) > 0 {
		if err := tx.Notify(ctx, notify.Movements); err != nil {
			return err
		}
	}
	return nil
}

// lockMovements waits for the movement rows of ids, in ID order.
func (c *core) lockMovements(ctx context.Context, tx *db.Tx, ids []uuid.UUID) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := tx.Movements().Lock(ctx, ids)
	return err
}

// baseline returns the node's lane pacing: the executor's default, overridden by an
// observation_lanes row for the lane when one exists.
func (c *core) baseline(ctx context.Context, conn db.Conn, exec executor.Executor, config json.RawMessage) executor.Baseline {
	b := exec.Baseline(config)
	row, ok := c.lanes.get(b.Lane)
	if !ok {
		r, err := conn.Lanes().Get(ctx, b.Lane)
		switch {
		case errors.Is(err, db.ErrNotFound):
			// No override.
			r = nil
		case err != nil:
			c.cfg.Logger.Warn().Ctx(ctx).Err(err).Str("lane", b.Lane).Msg("read observation lane; using executor defaults")
			return b
		}
		row = r
		c.lanes.put(b.Lane, r)
	}
	if row == nil {
		return b
	}
	return executor.Baseline{
		Lane: b.Lane, Baseline: row.Baseline, FatalAfter: row.FatalAfter,
		PrePoll: row.PrePoll, AtPoll: row.AtPoll, OverPoll: row.OverPoll,
	}
}

type laneEntry struct {
	row     *db.ObservationLane // nil: no override
	fetched time.Time
}

// laneCache keeps lane overrides for a short while, so pacing costs no query per
// observation; an operator's UPDATE takes effect within the TTL.
type laneCache struct {
	mu      sync.Mutex
	ttl     time.Duration
	entries map[string]laneEntry
}

func (l *laneCache) get(lane string) (*db.ObservationLane, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.entries[lane]
	if !ok || time.Since(e.fetched) > l.ttl {
		return nil, false
	}
	return e.row, true
}

func (l *laneCache) put(lane string, row *db.ObservationLane) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.entries[lane] = laneEntry{row: row, fetched: time.Now()}
}

// truncate keeps error texts stored on nodes bounded.
func truncate(s string) string {
	const limit = 2000
	if len(s) > limit {
		return s[:limit]
	}
	return s
}
