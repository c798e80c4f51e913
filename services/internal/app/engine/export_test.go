package engine

import (
	"context"
	"time"

	"github.com/qtgdev/qtg/db"
)

// Gate runs one policy gate pass at now (nil: the clocks), as Batch does before its
// claim, for tests that step the gate on its own or move its windows without sleeping.
func (d *Dispatcher) Gate(ctx context.Context, now *time.Time) (int, error) {
	n, _, err := d.gate(ctx, now)
	return n, err
}

// GateOne runs the gate for one node at now, as a pass does for each candidate.
func (d *Dispatcher) GateOne(ctx context.Context, c db.GateCandidate, now *time.Time) (bool, error) {
	return d.gateOne(ctx, c, now)
}

// SetGateHook makes the gate call f between its statements, in the gate's goroutine,
// while it holds its locks: "locked" (node and movement), "checked" (address book
// read, counters locked and summed), "written" (pass or block written, before the
// commit). Set it before the dispatcher runs.
func (d *Dispatcher) SetGateHook(f func(step string)) { d.gateHook = f }
