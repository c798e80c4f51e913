// Package noop is the executor of tests and benchmarks: a step whose "side effect" is
// a row in noop_side_effects, written outside the engine's transactions exactly as a
// real transfer happens outside them. Tests count those rows to prove that every side
// effect happened exactly once, and Recover reads them as its external evidence.
//
// Its behaviour is set per node in the node's config (see Config): latency, outcome
// (complete, fail, unknown-then-complete, recoverable-not-sent, permanent submit
// failure, retryable submit failures), whether Submit returns the outcome itself (sync,
// a synchronous step that needs no observer), how many observations stay pending, and pauses
// at the two crash points of the dispatcher (after the intent commit and after the
// side effect) that crash tests kill a process in. The side effects of concurrent
// Submits are written together, one statement per turn (coalesce.go), as an outside
// world with a batch endpoint would take them; each keeps its own token and its own
// answer.
package noop

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// Key is the executor key templates use.
const Key = "noop"

// Outcomes a noop node can be configured for.
const (
	// OutcomeComplete: the side effect happens and the step completes.
	OutcomeComplete = "complete"
	// OutcomeFail: the side effect happens and observation reports a failure.
	OutcomeFail = "fail"
	// OutcomeUnknownThenComplete: the side effect happens, observation cannot tell, and
	// recovery finds the evidence and completes the node.
	OutcomeUnknownThenComplete = "unknown_then_complete"
	// OutcomeRecoverableNotSent: the first NotSentTries submits fail ambiguously without
	// any side effect; recovery proves nothing was sent and the node runs again.
	OutcomeRecoverableNotSent = "recoverable_not_sent"
	// OutcomeSubmitPermanent: Submit refuses for good, before any side effect.
	OutcomeSubmitPermanent = "submit_permanent"
)

// Config is a noop node's config.
type Config struct {
	// LatencyMS is how long Submit and Observe take.
	LatencyMS int `json:"latency_ms,omitempty"`
	// Outcome is one of the Outcome constants; empty means complete.
	Outcome string `json:"outcome,omitempty"`
	// SideEffect false makes the node side-effect free (retried blindly when UNKNOWN).
	SideEffect *bool `json:"side_effect,omitempty"`
	// PendingPolls is how many observations report pending before the outcome.
	PendingPolls int `json:"pending_polls,omitempty"`
	// NotSentTries is how many tries a recoverable_not_sent node fails (default 1).
	NotSentTries int `json:"not_sent_tries,omitempty"`
	// RetryableTries is how many tries fail with a before-side-effect error first.
	RetryableTries int `json:"retryable_tries,omitempty"`
	// UnknownOnSubmit makes Submit perform the side effect and then fail ambiguously
	// (a timeout after the request left).
	UnknownOnSubmit bool `json:"unknown_on_submit,omitempty"`
	// PauseBeforeSubmitMS and PauseAfterSubmitMS mark the point in noop_markers and
	// sleep, so a crash test can kill the process there. They apply to the first try
	// only, so the node can finish once recovery has dealt with the crash.
	PauseBeforeSubmitMS int `json:"pause_before_submit_ms,omitempty"`
	PauseAfterSubmitMS  int `json:"pause_after_submit_ms,omitempty"`
	// PauseIgnoresCancel lets the pauses run to their end even when Submit's context is
	// cancelled: a request already on the wire, which no cancellation can recall. Fault
	// tests use it to show that the fence, not the cancellation, keeps a late Submit from
	// landing.
	PauseIgnoresCancel bool `json:"pause_ignores_cancel,omitempty"`
	// TrackObservations records every Observe call's start and end in
	// noop_observations, so a test can prove no two observers overlapped.
	TrackObservations bool `json:"track_observations,omitempty"`
	// Sync makes the step synchronous: Submit returns its outcome (complete or fail)
	// with the side effect, as an internal ledger move would, and no observer looks at
	// it. Not with pending_polls or unknown_then_complete, whose outcome comes later.
	Sync bool `json:"sync,omitempty"`
	// Memo is free text (templates substitute parameters into it).
	Memo any `json:"memo,omitempty"`
	// Amount and To name what a transfer would move and to whom, unused by noop: a
	// template standing in for a transfer (a drill's, whose limits the gateway reads
	// from them) keeps the fields a real one has.
	Amount any `json:"amount,omitempty"`
	To     any `json:"to,omitempty"`
}

// Executor is the noop executor. It needs a pool on the same database and network
// as the engine, standing in for the outside world.
type Executor struct {
	pool *db.Pool
	// sideEffects writes the side effects of concurrent Submits together.
	sideEffects *coalescer
	// instance names this process in noop_observations.
	instance string
}

// New returns a noop executor writing its evidence through pool. instance identifies
// the calling worker in observation records.
func New(pool *db.Pool, instance string) *Executor {
	return &Executor{pool: pool, sideEffects: &coalescer{pool: pool}, instance: instance}
}

var _ executor.Executor = (*Executor)(nil)

// Key implements executor.Executor.
func (e *Executor) Key() string { return Key }

// ParseConfig decodes and validates a noop config strictly.
func ParseConfig(raw json.RawMessage) (Config, error) {
	var c Config
	if len(bytes.TrimSpace(raw)) == 0 {
		return c, nil
	}
	// Exact keys only: a key matching a field case-insensitively is refused, not
	// applied (executor.DecodeStrict).
	if err := executor.DecodeStrict(raw, &c); err != nil {
		return c, fmt.Errorf("noop config: %w", err)
	}
	switch c.Outcome {
	case "", OutcomeComplete, OutcomeFail, OutcomeUnknownThenComplete, OutcomeRecoverableNotSent, OutcomeSubmitPermanent:
	default:
		return c, fmt.Errorf("noop config: outcome %q: want one of complete, fail, unknown_then_complete, recoverable_not_sent, submit_permanent", c.Outcome)
	}
	for name, v := range map[string]int{
		"latency_ms": c.LatencyMS, "pending_polls": c.PendingPolls, "not_sent_tries": c.NotSentTries,
		"retryable_tries": c.RetryableTries, "pause_before_submit_ms": c.PauseBeforeSubmitMS,
		"pause_after_submit_ms": c.PauseAfterSubmitMS,
	} {
		if v < 0 || v > 600_000 {
			return c, fmt.Errorf("noop config: %s %d out of range 0..600000", name, v)
		}
	}
	if c.Sync && (c.PendingPolls > 0 || c.Outcome == OutcomeUnknownThenComplete || c.TrackObservations) {
		return c, errors.New("noop config: sync steps have their outcome at submit: not with pending_polls, track_observations or unknown_then_complete")
	}
	if c.Outcome == OutcomeRecoverableNotSent && c.NotSentTries == 0 {
		c.NotSentTries = 1
	}
	return c, nil
}

// ValidateConfig implements executor.Executor.
func (e *Executor) ValidateConfig(config json.RawMessage) error {
	_, err := ParseConfig(config)
	return err
}

// HasSideEffect implements executor.Executor.
func (e *Executor) HasSideEffect(config json.RawMessage) bool {
	c, err := ParseConfig(config)
	return err != nil || c.SideEffect == nil || *c.SideEffect
}

// Baseline implements executor.Executor: noop steps finish in about their latency.
func (e *Executor) Baseline(config json.RawMessage) executor.Baseline {
	c, _ := ParseConfig(config)
	latency := time.Duration(c.LatencyMS) * time.Millisecond
	return executor.Baseline{
		Lane:       Key,
		Baseline:   max(latency, 10*time.Millisecond),
		FatalAfter: 10 * time.Minute,
		PrePoll:    max(latency, time.Millisecond),
		AtPoll:     10 * time.Millisecond,
		OverPoll:   100 * time.Millisecond,
	}
}

// Preflight implements executor.Executor; noop is always ready.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error { return nil }

// fenceToken names one attempt's side effect. The noop's outside world is fenced per
// attempt on purpose: it stands in for a system that refuses what recovery fenced,
// which is what its Recover proves. A real downstream key derives from the node alone
// (docs/design.md §7); the noop's (node, attempt) row plays the nonce of an EVM
// transfer, not an exchange's requestId.
func fenceToken(node executor.Node) string { return fmt.Sprintf("%s-%d", node.ID, node.Attempt) }

// Prepare implements executor.Executor: the intent names the token the side effect
// will carry.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	payload, err := json.Marshal(map[string]any{"fence_token": fenceToken(node)})
	if err != nil {
		return executor.IntentDraft{}, err
	}
	return executor.IntentDraft{Lane: "noop:" + node.ID.String(), Payload: payload, ExternalID: fenceToken(node)}, nil
}

// Submit implements executor.Executor.
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	c, err := ParseConfig(node.Config)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	pauseCtx := ctx
	if c.PauseIgnoresCancel {
		pauseCtx = context.WithoutCancel(ctx)
	}
	if err := e.pause(pauseCtx, node, "before_submit", c.PauseBeforeSubmitMS); err != nil {
		return executor.SubmitResult{}, executor.BeforeSideEffect(err)
	}
	if err := retry.Sleep(ctx, time.Duration(c.LatencyMS)*time.Millisecond); err != nil {
		return executor.SubmitResult{}, executor.BeforeSideEffect(err)
	}
	switch {
	case c.Outcome == OutcomeSubmitPermanent:
		return executor.SubmitResult{}, executor.Permanent(errors.New("noop: submit refused permanently"))
	case int(node.Tries) <= c.RetryableTries:
		return executor.SubmitResult{}, executor.BeforeSideEffect(fmt.Errorf("noop: try %d refused before the side effect", node.Tries))
	case c.Outcome == OutcomeRecoverableNotSent && int(node.Tries) <= c.NotSentTries:
		// Ambiguous to the engine, but nothing was sent: recovery can prove it.
		return executor.SubmitResult{}, fmt.Errorf("noop: try %d timed out (nothing was sent)", node.Tries)
	}
	// The side effect carries its fencing token (node, attempt): the outside world keeps
	// one row per token and refuses a token recovery has fenced.
	fenced, err := e.sideEffects.write(pauseCtx, db.NoopToken{NodeID: node.ID, Attempt: node.Attempt}, fenceToken(node))
	if err != nil {
		// The insert may or may not have committed: ambiguous, as a real network error.
		return executor.SubmitResult{}, fmt.Errorf("noop: record side effect: %w", err)
	}
	if fenced {
		return executor.SubmitResult{}, executor.BeforeSideEffect(fmt.Errorf("noop: attempt %d: %w", node.Attempt, ErrFenced))
	}
	if err := e.pause(pauseCtx, node, "after_submit", c.PauseAfterSubmitMS); err != nil {
		return executor.SubmitResult{}, err
	}
	if c.UnknownOnSubmit {
		return executor.SubmitResult{}, errors.New("noop: timed out after the side effect")
	}
	res := executor.SubmitResult{ExternalID: fenceToken(node), ObserveAfter: time.Millisecond}
	if c.Sync {
		final := e.outcome(c)
		res.Final = &final
	}
	return res, nil
}

// outcome is the configured final observation.
func (e *Executor) outcome(c Config) executor.Observation {
	switch c.Outcome {
	case OutcomeFail:
		return executor.Observation{Status: executor.Failed, Reason: "noop: configured to fail"}
	case OutcomeUnknownThenComplete:
		return executor.Observation{Status: executor.Unknown, RetryAfter: 10 * time.Millisecond, Reason: "noop: outcome withheld"}
	default:
		return executor.Observation{Status: executor.Completed, Result: json.RawMessage(`{"noop":true}`)}
	}
}

// Observe implements executor.Executor.
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	c, err := ParseConfig(node.Config)
	if err != nil {
		return executor.Observation{}, err
	}
	var started time.Time
	if c.TrackObservations {
		if started, err = e.pool.Noop().Now(ctx); err != nil {
			return executor.Observation{}, err
		}
	}
	if err := retry.Sleep(ctx, time.Duration(c.LatencyMS)*time.Millisecond); err != nil {
		return executor.Observation{}, err
	}
	polls := 0
	if c.TrackObservations || c.PendingPolls > 0 {
		if polls, err = e.pool.Noop().Observe(ctx, node.ID, e.instance, nullTime(started)); err != nil {
			return executor.Observation{}, err
		}
	}
	if polls < c.PendingPolls {
		return executor.Observation{Status: executor.Pending}, nil
	}
	return e.outcome(c), nil
}

// Recover implements executor.Executor. The evidence is the row of this attempt's
// token. When there is none, Recover writes a fence row in its place before it answers
// not sent: from then on the outside world refuses the attempt, so a Submit still
// running somewhere (a dispatcher that lost its database connection) can no longer
// land, and "not sent" stays true.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	c, err := ParseConfig(node.Config)
	if err != nil {
		return executor.Recovery{}, err
	}
	fenced, err := e.fence(ctx, node)
	if err != nil {
		return executor.Recovery{}, fmt.Errorf("noop: fence attempt %d: %w", node.Attempt, err)
	}
	switch {
	case fenced:
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: fmt.Sprintf("noop: attempt %d fenced: no side effect happened and none can", node.Attempt)}, nil
	case c.Outcome == OutcomeFail:
		return executor.Recovery{Verdict: executor.VerdictFailed, Reason: "noop: configured to fail"}, nil
	default:
		return executor.Recovery{Verdict: executor.VerdictCompleted, Result: json.RawMessage(`{"noop":true,"recovered":true}`)}, nil
	}
}

// ErrFenced is a Submit refused because recovery fenced its attempt.
var ErrFenced = errors.New("attempt fenced by recovery")

// fence stores a fence as the row of node's token (node, attempt) unless the token has
// a row, and reports whether the token's row, old or new, is a fence. Concurrent writes
// of one token serialise on the unique key.
func (e *Executor) fence(ctx context.Context, node executor.Node) (bool, error) {
	return e.pool.Noop().Write(ctx, node.ID, node.Attempt, fenceToken(node), true)
}

// Health implements executor.Executor.
func (e *Executor) Health(ctx context.Context) executor.Health {
	if err := e.pool.Ping(ctx); err != nil {
		return executor.Health{Status: executor.HealthDown, Detail: err.Error()}
	}
	return executor.Health{Status: executor.HealthUp}
}

// pause records that the node reached point and sleeps, so a crash test can kill the
// process exactly there.
func (e *Executor) pause(ctx context.Context, node executor.Node, point string, ms int) error {
	return PauseAt(ctx, e.pool, node, point, time.Duration(ms)*time.Millisecond)
}

// PauseAt is the crash-test pause noop and the crashtest wrapper share: on the node's
// first try only, and only for d > 0, it records that the node reached point (a
// noop_markers row with this process's PID, which a test waits for before it kills the
// process) and sleeps d or until ctx ends.
func PauseAt(ctx context.Context, pool *db.Pool, node executor.Node, point string, d time.Duration) error {
	if d <= 0 || node.Tries > 1 {
		return nil
	}
	if err := pool.Noop().Mark(ctx, node.ID, point, os.Getpid()); err != nil {
		return fmt.Errorf("mark %s: %w", point, err)
	}
	return retry.Sleep(ctx, d)
}

func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
