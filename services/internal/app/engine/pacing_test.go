package engine_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
)

func TestPace(t *testing.T) {
	t.Parallel()
	b := executor.Baseline{
		Baseline: 100 * time.Second, FatalAfter: 1000 * time.Second,
		PrePoll: 30 * time.Second, AtPoll: 5 * time.Second, OverPoll: 60 * time.Second,
	}
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(s int) time.Time { return start.Add(time.Duration(s) * time.Second) }
	tests := []struct {
		name      string
		elapsed   int
		hint      time.Duration
		wantPhase engine.Phase
		wantNext  time.Time
	}{
		{"just submitted", 0, 0, engine.PhasePreBaseline, at(30)},
		{"pre-baseline poll stops at the window", 60, 0, engine.PhasePreBaseline, at(80)},
		{"window opens at 80%", 80, 0, engine.PhaseAtBaseline, at(85)},
		{"inside the window", 120, 0, engine.PhaseAtBaseline, at(125)},
		{"over baseline at 150%", 150, 0, engine.PhaseOverBaseline, at(210)},
		{"over baseline, never past fatal", 990, 0, engine.PhaseOverBaseline, at(1000)},
		{"fatal", 1000, 0, engine.PhaseFatal, time.Time{}},
		{"hint wins", 10, 2 * time.Second, engine.PhasePreBaseline, at(12)},
		{"hint capped at fatal", 999, time.Hour, engine.PhaseOverBaseline, at(1000)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			phase, next := engine.Pace(b, start, at(tt.elapsed), tt.hint)
			require.Equal(t, tt.wantPhase, phase)
			require.Equal(t, tt.wantNext, next)
		})
	}
}
