package engine

import (
	"time"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// Phase is where an observation stands against its lane's baseline.
type Phase string

// Pacing phases (docs/design.md §4, stored in movement_nodes.pacing_phase).
const (
	// PhasePreBaseline: well before the step usually finishes; poll at PrePoll.
	PhasePreBaseline Phase = "pre_baseline"
	// PhaseAtBaseline: around the usual finish time; poll fast (AtPoll).
	PhaseAtBaseline Phase = "at_baseline"
	// PhaseOverBaseline: later than usual; poll slowly (OverPoll).
	PhaseOverBaseline Phase = "over_baseline"
	// PhaseFatal: past FatalAfter; observation stops and recovery takes over.
	PhaseFatal Phase = "fatal"
)

// The at_baseline window runs from atStart to atEnd times the baseline.
const (
	atStart = 0.8
	atEnd   = 1.5
)

// Pace decides the phase of an observation that started at started and, unless the
// phase is fatal, when to observe next. A retry-after hint from the executor wins over
// the phase's poll interval, but never schedules past the start of the next phase's
// faster polling, nor beyond the fatal deadline. The first poll of at_baseline is not
// delayed past the window's start by a slow pre_baseline interval.
func Pace(b executor.Baseline, started, now time.Time, hint time.Duration) (Phase, time.Time) {
	elapsed := now.Sub(started)
	fatalAt := started.Add(b.FatalAfter)
	if b.FatalAfter > 0 && elapsed >= b.FatalAfter {
		return PhaseFatal, time.Time{}
	}
	windowStart := started.Add(time.Duration(float64(b.Baseline) * atStart))
	var phase Phase
	var interval time.Duration
	switch {
	case elapsed < time.Duration(float64(b.Baseline)*atStart):
		phase, interval = PhasePreBaseline, b.PrePoll
	case elapsed < time.Duration(float64(b.Baseline)*atEnd):
		phase, interval = PhaseAtBaseline, b.AtPoll
	default:
		phase, interval = PhaseOverBaseline, b.OverPoll
	}
	if hint > 0 {
		interval = hint
	}
	next := now.Add(interval)
	if phase == PhasePreBaseline && hint == 0 && next.After(windowStart) {
		next = windowStart
	}
	if b.FatalAfter > 0 && next.After(fatalAt) {
		next = fatalAt
	}
	return phase, next
}
