package executortest

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// point is where in the dispatcher's path a trap fires.
type point int

const (
	// afterPrepare: Prepare returned the intent; the claim transaction has not
	// committed it.
	afterPrepare point = iota + 1
	// beforeSubmit: the intent is committed; Submit has not performed the side effect.
	beforeSubmit
	// afterSubmit: Submit performed the side effect; its outcome is not recorded.
	afterSubmit
)

func (p point) String() string {
	switch p {
	case afterPrepare:
		return "after-prepare"
	case beforeSubmit:
		return "before-submit"
	default:
		return "after-submit"
	}
}

// answer is what a trapped Submit returns to the dispatcher.
type answer int

const (
	// answerKept: the executor's own answer.
	answerKept answer = iota
	// answerLost: the side effect happened and the answer is lost on the way back.
	answerLost
	// answerSwallowed: the request is lost on its way, nothing happens, and the caller
	// cannot tell.
	answerSwallowed
)

// errNoAnswer is what the dispatcher gets for a lost request or answer: no class, so
// ambiguous, as a timeout is.
var errNoAnswer = errors.New("executortest: no answer (timeout)")

// trap fires once, at the first call of its phase at its point: it records the
// intent, and, when it holds, waits there until the case releases it. A Submit held
// before its side effect goes on after the release even when its dispatcher gave up
// on it: a request already on the wire.
type trap struct {
	phase  string
	at     point
	hold   bool
	answer answer

	armed   atomic.Bool
	fired   chan struct{}
	release chan struct{}
	once    sync.Once
	intent  executor.Intent
}

func newTrap(phase string, at point, hold bool, a answer) *trap {
	tr := &trap{phase: phase, at: at, hold: hold, answer: a, fired: make(chan struct{}), release: make(chan struct{})}
	tr.armed.Store(true)
	return tr
}

// take reports whether the trap fires for a call of phase at point, disarming it.
func (tr *trap) take(at point, phase string) bool {
	return tr != nil && tr.at == at && tr.phase == phase && tr.armed.CompareAndSwap(true, false)
}

// spring records in, signals that the trap fired and, when it holds, waits for the
// release.
func (tr *trap) spring(in executor.Intent) {
	tr.intent = in
	close(tr.fired)
	if tr.hold {
		<-tr.release
	}
}

// hasFired reports whether the trap has fired.
func (tr *trap) hasFired() bool {
	select {
	case <-tr.fired:
		return true
	default:
		return false
	}
}

// firedIntent is the intent the trap fired with; call it only once it fired.
func (tr *trap) firedIntent() executor.Intent {
	<-tr.fired
	return tr.intent
}

// open releases a holding trap; safe to call more than once.
func (tr *trap) open() { tr.once.Do(func() { close(tr.release) }) }

// tap is the Subject's executor with a trap in its dispatcher path, counting the
// Recover calls that were told a verdict is open.
type tap struct {
	executor.Executor
	phaseOf func(json.RawMessage) string
	trap    *trap
	// openRecovers counts Recover calls with Node.VerdictOpen.
	openRecovers atomic.Int32
}

// cancellingTap is a tap whose executor is an executor.Canceller: recovery finds the
// interface on the tap as it would on the executor.
type cancellingTap struct{ *tap }

// CancelAttempt implements executor.Canceller.
func (c cancellingTap) CancelAttempt(ctx context.Context, node executor.Node, in executor.Intent) (string, error) {
	return c.Executor.(executor.Canceller).CancelAttempt(ctx, node, in)
}

// wrap returns e behind a tap with tr (nil: none), keeping executor.Canceller.
func wrap(e executor.Executor, phaseOf func(json.RawMessage) string, tr *trap) (executor.Executor, *tap) {
	t := &tap{Executor: e, phaseOf: phaseOf, trap: tr}
	if _, ok := e.(executor.Canceller); ok {
		return cancellingTap{t}, t
	}
	return t, t
}

// Pins implements executor.Pinner for the executor the tap wraps: its pins, or none.
func (t *tap) Pins(config json.RawMessage) (map[string]string, error) {
	if p, ok := t.Executor.(executor.Pinner); ok {
		return p.Pins(config)
	}
	return nil, nil
}

// Prepare implements executor.Executor.
func (t *tap) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	d, err := t.Executor.Prepare(ctx, c, node)
	if err == nil && t.trap.take(afterPrepare, t.phaseOf(d.Payload)) {
		t.trap.spring(executor.Intent{IntentDraft: d, NodeID: node.ID, Attempt: node.Attempt})
	}
	return d, err
}

// Submit implements executor.Executor.
func (t *tap) Submit(ctx context.Context, node executor.Node, in executor.Intent) (executor.SubmitResult, error) {
	phase := t.phaseOf(in.Payload)
	switch {
	case t.trap.take(beforeSubmit, phase):
		t.trap.spring(in)
		if t.trap.answer == answerSwallowed {
			return executor.SubmitResult{}, errNoAnswer
		}
		res, err := t.Executor.Submit(context.WithoutCancel(ctx), node, in)
		if err == nil && t.trap.answer == answerLost {
			return executor.SubmitResult{}, errNoAnswer
		}
		return res, err
	case t.trap.take(afterSubmit, phase):
		res, err := t.Executor.Submit(ctx, node, in)
		t.trap.spring(in)
		return res, err
	}
	return t.Executor.Submit(ctx, node, in)
}

// Recover implements executor.Executor.
func (t *tap) Recover(ctx context.Context, node executor.Node, in *executor.Intent) (executor.Recovery, error) {
	if node.VerdictOpen {
		t.openRecovers.Add(1)
	}
	return t.Executor.Recover(ctx, node, in)
}

// Pays implements executor.Payer for the wrapped executor: what it pays, or nothing.
func (t *tap) Pays(config json.RawMessage) (executor.Payment, bool, error) {
	if p, ok := t.Executor.(executor.Payer); ok {
		return p.Pays(config)
	}
	return executor.Payment{}, false, nil
}
