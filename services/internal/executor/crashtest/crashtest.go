// Package crashtest wraps an executor with crash-test pauses, so production executors
// carry no test branch. A node config may add two fields the wrapped executor never
// sees:
//
//	"test_pause_before_submit_ms": Submit records the point "before_submit" in
//	noop_markers (with this process's PID) and sleeps before the side effect;
//	"test_pause_after_submit_ms": the same, "after_submit", once the side effect
//	succeeded and before Submit returns it.
//
// Both act on the node's first try only (noop.PauseAt), so a crash test can SIGKILL
// the process exactly there and watch recovery finish the node. A multi-phase
// executor's tries start again with every phase: "test_pause_phase" then names the
// phase (the intent payload's "phase") the pauses apply to.
//
// Only tests use it: in-process tests call Wrap; the e2e tests build the deployables
// with -tags crashtest, under which rails.Build wraps evm_transfer. A build
// without the tag does not contain this package, and an executor's strict config
// decoding refuses the fields there.
package crashtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
)

// The config fields the wrapper takes out of a node's config.
const (
	BeforeSubmitField = "test_pause_before_submit_ms"
	AfterSubmitField  = "test_pause_after_submit_ms"
	PhaseField        = "test_pause_phase"
)

// maxPause bounds a pause: long enough for any test to kill the process in it.
const maxPause = 600_000 * time.Millisecond

// Executor is an executor with crash-test pauses around its Submit.
type Executor struct {
	inner executor.Executor
	pool  *db.Pool
}

var _ executor.Executor = (*Executor)(nil)

// Wrap returns inner with the pauses; the markers are written through pool.
func Wrap(inner executor.Executor, pool *db.Pool) *Executor {
	return &Executor{inner: inner, pool: pool}
}

// pauses are a config's test fields.
type pauses struct {
	before, after time.Duration
	// phase, when set, limits the pauses to intents whose payload's "phase" is it.
	phase string
}

// split takes the test fields out of config. A config without them is returned as is,
// byte for byte.
func split(config json.RawMessage) (pauses, json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(config, &fields) != nil {
		// Not an object: nothing to take out; the wrapped executor reports it.
		return pauses{}, config, nil
	}
	var p pauses
	found := false
	for name, dst := range map[string]*time.Duration{BeforeSubmitField: &p.before, AfterSubmitField: &p.after} {
		raw, ok := fields[name]
		if !ok {
			continue
		}
		found = true
		delete(fields, name)
		var ms int64
		if err := json.Unmarshal(raw, &ms); err != nil {
			return pauses{}, nil, fmt.Errorf("%s: %w", name, err)
		}
		*dst = time.Duration(ms) * time.Millisecond
		if *dst < 0 || *dst > maxPause {
			return pauses{}, nil, fmt.Errorf("%s %d out of range 0..%d", name, ms, maxPause.Milliseconds())
		}
	}
	if raw, ok := fields[PhaseField]; ok {
		found = true
		delete(fields, PhaseField)
		if err := json.Unmarshal(raw, &p.phase); err != nil {
			return pauses{}, nil, fmt.Errorf("%s: %w", PhaseField, err)
		}
	}
	if !found {
		return p, config, nil
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return pauses{}, nil, err
	}
	return p, rest, nil
}

// strip is split for the methods that only pass the config on. Its error surfaces
// in ValidateConfig, which every config passes before it is stored.
func strip(config json.RawMessage) json.RawMessage {
	_, rest, err := split(config)
	if err != nil {
		return config
	}
	return rest
}

func stripNode(n executor.Node) executor.Node {
	n.Config = strip(n.Config)
	return n
}

// Key implements executor.Executor.
func (e *Executor) Key() string { return e.inner.Key() }

// ValidateConfig implements executor.Executor: the test fields, then the rest by the
// wrapped executor.
func (e *Executor) ValidateConfig(config json.RawMessage) error {
	_, rest, err := split(config)
	if err != nil {
		return fmt.Errorf("%s config: %w", e.inner.Key(), err)
	}
	return e.inner.ValidateConfig(rest)
}

// Pins implements executor.Pinner for the wrapped executor, without the test fields:
// a deployable built with the crash tests must resolve a node to the pins the
// gateway, built without them, approved (docs/design.md §6, "Plan hash").
func (e *Executor) Pins(config json.RawMessage) (map[string]string, error) {
	if p, ok := e.inner.(executor.Pinner); ok {
		return p.Pins(strip(config))
	}
	return nil, nil
}

// HasSideEffect implements executor.Executor.
func (e *Executor) HasSideEffect(config json.RawMessage) bool {
	return e.inner.HasSideEffect(strip(config))
}

// Baseline implements executor.Executor.
func (e *Executor) Baseline(config json.RawMessage) executor.Baseline {
	return e.inner.Baseline(strip(config))
}

// Preflight implements executor.Executor.
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	return e.inner.Preflight(ctx, stripNode(node))
}

// Prepare implements executor.Executor.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	return e.inner.Prepare(ctx, c, stripNode(node))
}

// Submit implements executor.Executor: pause before (an interrupted pause is before the
// side effect), submit, pause after a successful submit.
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	p, rest, err := split(node.Config)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	if p.phase != "" {
		var in struct {
			Phase string `json:"phase"`
		}
		if json.Unmarshal(intent.Payload, &in) != nil || in.Phase != p.phase {
			p.before, p.after = 0, 0
		}
	}
	if err := noop.PauseAt(ctx, e.pool, node, "before_submit", p.before); err != nil {
		return executor.SubmitResult{}, executor.BeforeSideEffect(fmt.Errorf("test pause: %w", err))
	}
	node.Config = rest
	res, err := e.inner.Submit(ctx, node, intent)
	if err != nil {
		return res, err
	}
	if err := noop.PauseAt(ctx, e.pool, node, "after_submit", p.after); err != nil {
		return executor.SubmitResult{}, fmt.Errorf("test pause: %w", err)
	}
	return res, nil
}

// Observe implements executor.Executor.
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	return e.inner.Observe(ctx, stripNode(node), intent)
}

// Recover implements executor.Executor.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	return e.inner.Recover(ctx, stripNode(node), intent)
}

// Health implements executor.Executor.
func (e *Executor) Health(ctx context.Context) executor.Health { return e.inner.Health(ctx) }

// Unwrap returns the wrapped executor, for callers that look for optional interfaces
// (the stranded reaper asks only executors whose inner one is a StrandedChecker).
func (e *Executor) Unwrap() executor.Executor { return e.inner }

// CheckStranded implements executor.StrandedChecker for a wrapped checker; for any
// other executor nothing is ever stranded.
func (e *Executor) CheckStranded(ctx context.Context, n executor.Node, in executor.Intent) (executor.Stranded, error) {
	sc, ok := e.inner.(executor.StrandedChecker)
	if !ok {
		return executor.Stranded{}, nil
	}
	return sc.CheckStranded(ctx, stripNode(n), in)
}

// errCannotCancel answers CancelAttempt for a wrapped executor that cannot cancel.
var errCannotCancel = errors.New("the wrapped executor cannot cancel an attempt")

// CancelAttempt implements executor.Canceller for a wrapped canceller; any other
// executor cannot cancel (callers that look for the interface check Unwrap first, as
// for CheckStranded).
func (e *Executor) CancelAttempt(ctx context.Context, n executor.Node, in executor.Intent) (string, error) {
	c, ok := e.inner.(executor.Canceller)
	if !ok {
		return "", errCannotCancel
	}
	return c.CancelAttempt(ctx, stripNode(n), in)
}

// Pays implements executor.Payer for the wrapped executor: what it pays, or nothing.
func (e *Executor) Pays(config json.RawMessage) (executor.Payment, bool, error) {
	if p, ok := e.inner.(executor.Payer); ok {
		return p.Pays(strip(config))
	}
	return executor.Payment{}, false, nil
}
