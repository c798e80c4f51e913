package worker

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// draws are the r values every property is checked at: the edges, and many uniform
// samples from a fixed seed (deterministic, so a failure reproduces).
func draws() []float64 {
	rnd := rand.New(rand.NewPCG(1, 2))
	out := []float64{0, 0.5, 0.999999999}
	for range 20000 {
		out = append(out, rnd.Float64())
	}
	return out
}

func TestNextDelayBackoffReachesAndHoldsCeiling(t *testing.T) {
	t.Parallel()
	sec := time.Second
	tests := []struct {
		name     string
		interval time.Duration
		jitter   time.Duration
		// centres[i] is the expected centre after i+1 consecutive errors.
		centres []time.Duration
	}{
		{
			name:     "1s doubles to the ceiling and holds",
			interval: sec,
			centres:  []time.Duration{1 * sec, 2 * sec, 4 * sec, 8 * sec, 16 * sec, 32 * sec, 60 * sec, 60 * sec, 60 * sec},
		},
		{
			name:     "1s with jitter",
			interval: sec,
			jitter:   500 * time.Millisecond,
			centres:  []time.Duration{1 * sec, 2 * sec, 4 * sec, 8 * sec, 16 * sec, 32 * sec, 60 * sec, 60 * sec},
		},
		{
			name:     "250ms with jitter as large as the interval",
			interval: 250 * time.Millisecond,
			jitter:   250 * time.Millisecond,
			centres: []time.Duration{250 * time.Millisecond, 500 * time.Millisecond, sec, 2 * sec, 4 * sec, 8 * sec,
				16 * sec, 32 * sec, 60 * sec, 60 * sec},
		},
		{
			name:     "interval above the ceiling backs off at the ceiling",
			interval: time.Hour,
			jitter:   10 * time.Minute,
			centres:  []time.Duration{60 * sec, 60 * sec, 60 * sec},
		},
		{
			name:     "7s lands between 56s and the ceiling, then holds",
			interval: 7 * sec,
			jitter:   7 * sec,
			centres:  []time.Duration{7 * sec, 14 * sec, 28 * sec, 56 * sec, 60 * sec, 60 * sec},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// Far past the doubling range too: the ceiling must hold, and the loop that
			// doubles must neither overflow nor run long.
			errCounts := []int{1000, 1 << 20, 1<<31 - 1}
			for i := range tt.centres {
				errCounts = append(errCounts, i+1)
			}
			for _, errs := range errCounts {
				centre := MaxBackoff
				if errs <= len(tt.centres) {
					centre = tt.centres[errs-1]
				}
				require.Equal(t, centre, backoffBase(tt.interval, errs), "centre after %d errors", errs)
				j := min(tt.jitter, centre)
				lo, hi := centre-j, min(centre+j, MaxBackoff)
				seenLo, seenHi := hi, lo
				for _, r := range draws() {
					d := nextDelay(tt.interval, tt.jitter, errs, r)
					if d < lo || d > hi || d > MaxBackoff {
						t.Fatalf("errs=%d r=%v: delay %s outside [%s, %s]", errs, r, d, lo, hi)
					}
					seenLo, seenHi = min(seenLo, d), max(seenHi, d)
				}
				if j > 0 {
					// The jitter is really applied: samples reach close to both bounds.
					span := hi - lo
					require.Less(t, seenLo-lo, span/50, "errs=%d: lowest draw %s, bound %s", errs, seenLo, lo)
					require.Less(t, hi-seenHi, span/50, "errs=%d: highest draw %s, bound %s", errs, seenHi, hi)
				} else {
					require.Equal(t, seenLo, centre)
					require.Equal(t, seenHi, centre)
				}
			}
		})
	}
}

func TestNextDelaySleepWithinJitter(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name             string
		interval, jitter time.Duration
	}{
		{"no jitter", time.Second, 0},
		{"small jitter", time.Second, 100 * time.Millisecond},
		{"jitter equal to interval never goes negative", 50 * time.Millisecond, 50 * time.Millisecond},
		{"long interval", time.Hour, 5 * time.Minute},
		{"jitter above interval is capped (not accepted by Spec, still safe)", time.Second, 3 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			j := min(tt.jitter, tt.interval)
			lo, hi := tt.interval-j, tt.interval+j
			var sum time.Duration
			samples := draws()
			for _, r := range samples {
				d := nextDelay(tt.interval, tt.jitter, 0, r)
				if d < lo || d > hi || d < 0 {
					t.Fatalf("r=%v: sleep %s outside [%s, %s]", r, d, lo, hi)
				}
				sum += d
			}
			// Uniform around the interval: the mean sits near it.
			mean := sum / time.Duration(len(samples))
			require.InDelta(t, float64(tt.interval), float64(mean), float64(j)/20+1)
		})
	}
}

func TestSpecValidate(t *testing.T) {
	t.Parallel()
	batch := func(context.Context) (int, error) { return 0, nil }
	good := Spec{Name: "w", Tier: Core, Interval: time.Second, Jitter: time.Second, Batch: batch,
		Wake: []string{notify.NodesReady}}
	tests := []struct {
		name   string
		mutate func(*Spec)
		ok     bool
	}{
		{"valid", func(*Spec) {}, true},
		{"empty name", func(s *Spec) { s.Name = "" }, false},
		{"unknown tier", func(s *Spec) { s.Tier = "edge" }, false},
		{"zero interval", func(s *Spec) { s.Interval = 0 }, false},
		{"negative jitter", func(s *Spec) { s.Jitter = -1 }, false},
		{"jitter above interval", func(s *Spec) { s.Jitter = 2 * time.Second }, false},
		{"negative batch size", func(s *Spec) { s.BatchSize = -1 }, false},
		{"gather max up to the interval", func(s *Spec) { s.GatherMax = time.Second }, true},
		{"negative gather max", func(s *Spec) { s.GatherMax = -1 }, false},
		{"gather max above interval", func(s *Spec) { s.GatherMax = 2 * time.Second }, false},
		{"nil batch", func(s *Spec) { s.Batch = nil }, false},
		{"bad topic", func(s *Spec) { s.Wake = []string{"Nodes-Ready"} }, false},
		{"topic too long for a channel name", func(s *Spec) { s.Wake = []string{strings.Repeat("a", 60)} }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := good
			tt.mutate(&s)
			err := s.validate()
			if tt.ok {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, errInvalidSpec)
		})
	}
}

func TestPanicErrorUnwrapsErrorValues(t *testing.T) {
	t.Parallel()
	cause := errors.New("cause")
	err := error(&PanicError{Worker: "w", Value: cause})
	require.ErrorIs(t, err, cause)
	require.Contains(t, err.Error(), "worker w panicked: cause")
	require.NoError(t, (&PanicError{Worker: "w", Value: "text"}).Unwrap())
}

func TestShareOf(t *testing.T) {
	for _, c := range []struct {
		name           string
		peers          []string
		self           string
		replicas, want int
	}{
		{"alone", nil, "b", 1, 0},
		{"first of three", []string{"c", "d"}, "a", 3, 0},
		{"middle", []string{"a", "c"}, "b", 3, 1},
		{"last", []string{"a", "b"}, "c", 3, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			replicas, index := shareOf(c.peers, c.self)
			require.Equal(t, c.replicas, replicas)
			require.Equal(t, c.want, index)
		})
	}
}

func TestGatherWaitTakesTurnsAmongReplicas(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 12, 2, 5, 0, 0, 0, time.UTC)
	ms := time.Millisecond
	for _, c := range []struct {
		name      string
		gatherMax time.Duration
		replicas  int
		rows      int           // of the last batch, of at most 64
		took      time.Duration // by the last batch
		failed    bool          // the last pass ended on an error
		since     time.Duration // from the batch's end to the wake-up
		want      time.Duration // <= 0: no wait
	}{
		{"off", 0, 4, 5, 10 * ms, false, 0, 0},
		{"lone replica", 50 * ms, 1, 5, 10 * ms, false, 0, 0},
		{"after an error", 50 * ms, 2, 5, 10 * ms, true, 0, 0},
		{"one row is light load", 50 * ms, 4, 1, 10 * ms, false, 0, 0},
		{"under a sixteenth of a batch is light load", 50 * ms, 4, 3, 10 * ms, false, 0, 0},
		{"an empty batch", 50 * ms, 4, 0, 10 * ms, false, 0, 0},
		{"two replicas: one batch's time", 50 * ms, 2, 5, 10 * ms, false, 0, 10 * ms},
		{"four replicas: three batches' time", 50 * ms, 4, 4, 10 * ms, false, 0, 30 * ms},
		{"the rest of the turn", 50 * ms, 4, 5, 10 * ms, false, 25 * ms, 5 * ms},
		{"capped", 50 * ms, 4, 5, 40 * ms, false, 0, 50 * ms},
		{"turn already over", 50 * ms, 2, 5, 10 * ms, false, 30 * ms, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := &runner{spec: Spec{GatherMax: c.gatherMax}}
			r.st.share = [2]int{c.replicas, 0}
			end := start.Add(c.took)
			r.st.noteBatch(c.rows, 64, start, end)
			if c.failed {
				r.st.shortEnded = time.Time{} // as pass does on an error
			}
			got := r.gatherWait(end.Add(c.since))
			if c.want <= 0 {
				require.LessOrEqual(t, got, time.Duration(0))
				return
			}
			require.Equal(t, c.want, got)
		})
	}
}
