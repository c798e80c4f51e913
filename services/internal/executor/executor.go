package executor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
)

// Node is what an executor sees of the node it works on.
type Node struct {
	ID          uuid.UUID
	MovementID  uuid.UUID
	Key         string
	ExecutorKey string
	Config      json.RawMessage
	// Attempt is the fencing token of the current claim: it fences QTG's own rows only.
	// A key handed to a downstream system (an exchange requestId, a bridge client id)
	// derives from ID, stable across attempts, so the downstream system itself refuses a
	// second side effect (docs/design.md §7).
	Attempt int32
	// Tries counts how many times a side effect was prepared for this node.
	Tries int32
	// ObserveStartedAt is when the node was first submitted; nil before.
	ObserveStartedAt *time.Time
	// Progress is what the node's finished phases proved, as the executor's Observe
	// returned it with Continue (nil: no phase finished yet, and always for a
	// single-phase executor). Prepare reads it to build the next phase's intent.
	Progress json.RawMessage
	// ManualExecution is true when an approved manual execution (a manual_execution
	// verdict, four eyes) put the node back to READY: Prepare then builds the manual
	// step (see StrandedChecker). The observer's next Continue clears it.
	ManualExecution bool
	// VerdictOpen is set for Recover when operators have proposed (or approved and not
	// yet proven) a verdict on this node's attempt: Recover reads evidence only and must
	// not re-broadcast or replay the attempt's side effect, which would make it land
	// while operators are proving it cannot (docs/design.md §7, "Manual verdicts").
	VerdictOpen bool
	// VerdictSince is when that verdict was proposed (zero when none is open): no
	// re-broadcast or replay of the attempt started after it.
	VerdictSince time.Time
}

// IntentDraft is what Prepare returns; the engine stores it as its node's intent
// (docs/design.md §3, "Intents") before Submit is called.
type IntentDraft struct {
	// Lane serialises side effects that must not overlap, e.g. "evm:1:0xabc…".
	Lane string
	// Nonce, when the lane is nonce-ordered.
	Nonce *int64
	// Payload is whatever Submit and Recover need, as JSON.
	Payload json.RawMessage
	// SignedTx are the exact bytes Submit will broadcast, for signed transactions.
	SignedTx []byte
	// TxHash identifies SignedTx on chain, known before broadcast.
	TxHash string
	// ExternalID is the downstream system's idempotency key or ID, when known ahead.
	ExternalID string
}

// Intent is a stored intent.
type Intent struct {
	IntentDraft
	ID      uuid.UUID
	NodeID  uuid.UUID
	Attempt int32
	State   string
}

// SubmitResult is what Submit learned while performing the side effect.
type SubmitResult struct {
	// ExternalID, when the downstream system assigned one (an exchange withdrawal ID).
	ExternalID string
	// ObserveAfter overrides the first observation delay; zero uses the lane's pacing.
	ObserveAfter time.Duration
	// Final, when set, is the step's outcome, already known when Submit returns (a
	// synchronous executor: an internal ledger move, a noop step configured as sync).
	// Its Status must be Completed or Failed. The dispatcher then records SUBMITTED and
	// that outcome in one transaction under the request's lock, with the same audit rows
	// as an observer would write, and the node needs no observation round. Nil, or any
	// other status: the node is observed as usual.
	Final *Observation
}

// Status is the outcome of an observation.
type Status int

// Observation outcomes.
const (
	// Pending: not finished yet; observe again later.
	Pending Status = iota + 1
	// Completed: the step succeeded; Result holds what it produced.
	Completed
	// Failed: the step failed for good (a reverted transaction, a rejected withdrawal).
	Failed
	// Unknown: the executor cannot tell; the node goes to recovery.
	Unknown
	// Continue: the current phase of a multi-phase step is done and proven (its side
	// effect landed for good); Progress holds what every finished phase proved. The node
	// goes back to READY with it, and the next claim raises attempt and calls Prepare
	// for the next phase (a new intent, fenced by the new attempt). See doc.go.
	Continue
)

func (s Status) String() string {
	switch s {
	case Pending:
		return "pending"
	case Completed:
		return "completed"
	case Failed:
		return "failed"
	case Unknown:
		return "unknown"
	case Continue:
		return "continue"
	default:
		return fmt.Sprintf("Status(%d)", int(s))
	}
}

// Observation is Observe's answer.
type Observation struct {
	Status Status
	// RetryAfter hints when to look again (Pending, Unknown); zero uses the lane's pacing.
	RetryAfter time.Duration
	// Result is stored on the node when it completes or fails.
	Result json.RawMessage
	// Reason explains a failure or an unknown outcome, for operators.
	Reason string
	// Progress, with Continue, replaces the node's progress: everything the next
	// phases need (it must carry what earlier phases proved too). Required with
	// Continue; RetryAfter then delays the next phase's claim.
	Progress json.RawMessage
	// ValueMoved, with Continue, states that the phases finished so far moved value out
	// of the holder's hands (a burn, a bridge send, a venue withdrawal): the node must
	// then run to its end, whatever happens to the movement. False (an ERC-20 approval
	// alone) lets a cancel stop the node before its next phase. Once a Continue stated
	// it, the node keeps it (docs/design.md §3, "Cancel").
	ValueMoved bool
}

// Verdict is what recovery concluded from external evidence.
type Verdict int

// Recovery verdicts.
const (
	// VerdictCompleted: the side effect happened and the step is finished.
	VerdictCompleted Verdict = iota + 1
	// VerdictFailed: the side effect happened and failed, or can never happen.
	VerdictFailed
	// VerdictSent: the side effect happened and is still in progress; the observer
	// takes the node back.
	VerdictSent
	// VerdictNotSent: proven not to have happened (and it can no longer happen, e.g. its
	// nonce was used by another transaction or its signed bytes expired); the node may
	// be dispatched again.
	VerdictNotSent
	// VerdictUnknown: the evidence does not decide yet; ask again after RetryAfter.
	VerdictUnknown
)

func (v Verdict) String() string {
	switch v {
	case VerdictCompleted:
		return "completed"
	case VerdictFailed:
		return "failed"
	case VerdictSent:
		return "sent"
	case VerdictNotSent:
		return "not_sent"
	case VerdictUnknown:
		return "unknown"
	default:
		return fmt.Sprintf("Verdict(%d)", int(v))
	}
}

// Recovery is Recover's answer.
type Recovery struct {
	Verdict    Verdict
	RetryAfter time.Duration
	Result     json.RawMessage
	Reason     string
}

// Baseline is the pacing of an observation lane: how long a step usually takes and
// how often to poll before, around and after that. The observation_lanes table can
// override an executor's defaults per lane without a deploy.
type Baseline struct {
	Lane       string
	Baseline   time.Duration
	FatalAfter time.Duration
	PrePoll    time.Duration
	AtPoll     time.Duration
	OverPoll   time.Duration
}

// HealthStatus is an executor's health.
type HealthStatus string

// Health states, as stored in executor_health.
const (
	HealthUp       HealthStatus = "UP"
	HealthDegraded HealthStatus = "DEGRADED"
	HealthDown     HealthStatus = "DOWN"
)

// Health is what Health reports.
type Health struct {
	Status HealthStatus
	Detail string
}

// Executor is one kind of step. Implementations must be safe for concurrent use.
type Executor interface {
	// Key names the executor in templates and node rows.
	Key() string
	// ValidateConfig checks a node's config after parameter substitution; the template
	// compiler refuses a movement whose config does not validate.
	ValidateConfig(config json.RawMessage) error
	// HasSideEffect says whether the step changes external state. UNKNOWN nodes with a
	// side effect are never retried blindly.
	HasSideEffect(config json.RawMessage) bool
	// Baseline returns the default pacing of the node's observation lane.
	Baseline(config json.RawMessage) Baseline
	// Preflight checks, without side effects, that the node can run now.
	Preflight(ctx context.Context, node Node) error
	// Prepare builds the intent inside the claim transaction c (allocating nonces under
	// row locks there). It must not perform the side effect.
	Prepare(ctx context.Context, c db.Conn, node Node) (IntentDraft, error)
	// Submit performs the side effect the intent describes.
	Submit(ctx context.Context, node Node, intent Intent) (SubmitResult, error)
	// Observe reports the progress of a submitted side effect.
	Observe(ctx context.Context, node Node, intent Intent) (Observation, error)
	// Recover decides from external evidence what happened. intent is nil when the node
	// never got one.
	Recover(ctx context.Context, node Node, intent *Intent) (Recovery, error)
	// Health reports whether the executor's dependencies are reachable.
	Health(ctx context.Context) Health
}

// Canceller is implemented by executors that can make an attempt's side effect
// impossible when it has not landed yet. Recovery calls it for an UNKNOWN node whose
// operators approved a not_sent or failed verdict while Recover cannot yet prove that
// the attempt can no longer land: an EVM executor signs a zero-value transfer to the
// sender itself at the intent's nonce, priced above every candidate of the intent,
// records it as a cancellation candidate of the same intent before broadcasting it,
// and from then on Recover answers NotSent once the cancellation is final (or Sent,
// if the attempt's own transaction won the nonce). Calling it again re-broadcasts the
// recorded cancellation. It returns what it did, for the audit trail, or an error
// wrapping ErrNotCancellable (docs/design.md §7, "Manual verdicts").
type Canceller interface {
	CancelAttempt(ctx context.Context, node Node, intent Intent) (string, error)
}

// ErrNotCancellable is what CancelAttempt wraps when nothing can cancel the attempt:
// it took effect (its transaction is mined), or it sent nothing of its own (a phase
// that waits for an earlier phase's effect). Recovery then refuses an operators'
// not_sent or failed verdict on an attempt Recover calls Sent, rather than waiting for
// a proof that cannot come.
var ErrNotCancellable = errors.New("the attempt cannot be cancelled")

// Error classes for Submit and Preflight. Wrap an error with BeforeSideEffect or
// Permanent; anything else counts as ambiguous.
var (
	// ErrBeforeSideEffect marks an error that certainly happened before any external
	// state changed (a refused connection, a validation error of the remote API): the
	// node may be retried after a backoff.
	ErrBeforeSideEffect = errors.New("failed before the side effect")
	// ErrPermanent marks an error that will not go away by retrying: the node fails.
	ErrPermanent = errors.New("permanent failure")
)

// BeforeSideEffect wraps err as ErrBeforeSideEffect.
func BeforeSideEffect(err error) error { return fmt.Errorf("%w: %w", ErrBeforeSideEffect, err) }

// Permanent wraps err as ErrPermanent.
func Permanent(err error) error { return fmt.Errorf("%w: %w", ErrPermanent, err) }

// HeldUntil is a Preflight or Prepare error saying the step may not start before At:
// its lane is paced (a venue that accepts one create per interval on a chain and
// coin), so nothing is wrong and nothing happened. The dispatcher puts the node back
// to READY claimable at At, rather than after its growing backoff, and the hold uses
// up no try, like any hold before the side effect.
type HeldUntil struct {
	At  time.Time
	Err error
}

// HoldUntil wraps err as a HeldUntil at at.
func HoldUntil(at time.Time, err error) error { return &HeldUntil{At: at, Err: err} }

func (h *HeldUntil) Error() string {
	return fmt.Sprintf("held until %s: %v", h.At.UTC().Format(time.RFC3339Nano), h.Err)
}

// Unwrap returns the cause; a HeldUntil also counts as ErrBeforeSideEffect.
func (h *HeldUntil) Unwrap() []error { return []error{ErrBeforeSideEffect, h.Err} }

// Class is how the engine treats an executor error.
type Class int

// Error classes.
const (
	// ClassRetry: nothing happened; retry after a backoff.
	ClassRetry Class = iota + 1
	// ClassPermanent: fail the node.
	ClassPermanent
	// ClassAmbiguous: the side effect may have happened; only recovery decides.
	ClassAmbiguous
)

// Classify maps an error to its class. Unclassified errors are ambiguous: when in
// doubt, assume the money may have moved.
func Classify(err error) Class {
	switch {
	case errors.Is(err, ErrPermanent):
		return ClassPermanent
	case errors.Is(err, ErrBeforeSideEffect):
		return ClassRetry
	default:
		return ClassAmbiguous
	}
}

// ErrUnknownExecutor is returned for an executor key nobody registered.
var ErrUnknownExecutor = errors.New("unknown executor")

// Registry maps executor keys to executors. It is built once at start-up and only
// read afterwards.
type Registry struct {
	byKey map[string]Executor
}

// NewRegistry builds a registry; duplicate keys are an error.
func NewRegistry(executors ...Executor) (*Registry, error) {
	r := &Registry{byKey: make(map[string]Executor, len(executors))}
	for _, e := range executors {
		if _, dup := r.byKey[e.Key()]; dup {
			return nil, fmt.Errorf("executor %q registered twice", e.Key())
		}
		r.byKey[e.Key()] = e
	}
	return r, nil
}

// Get returns the executor for key.
func (r *Registry) Get(key string) (Executor, error) {
	e, ok := r.byKey[key]
	if !ok {
		return nil, fmt.Errorf("%w %q (registered: %v)", ErrUnknownExecutor, key, r.Keys())
	}
	return e, nil
}

// Keys lists the registered keys, sorted.
func (r *Registry) Keys() []string {
	keys := make([]string, 0, len(r.byKey))
	for k := range r.byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
