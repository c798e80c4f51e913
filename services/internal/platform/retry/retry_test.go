package retry

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// long is a sleep no test waits out: reaching its end would fail the test by timeout.
const long = time.Hour

func TestSleep(t *testing.T) {
	t.Parallel()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		d    time.Duration
		want error
	}{
		{name: "zero returns at once", ctx: context.Background(), d: 0},
		{name: "negative returns at once", ctx: context.Background(), d: -time.Second},
		{name: "short sleep completes", ctx: context.Background(), d: time.Millisecond},
		{name: "cancelled context ends a long sleep", ctx: cancelled, d: long, want: context.Canceled},
		{name: "zero is no pause even when cancelled", ctx: cancelled, d: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.ErrorIs(t, Sleep(tt.ctx, tt.d), tt.want)
			if tt.want == nil {
				require.NoError(t, Sleep(tt.ctx, tt.d))
			}
		})
	}
}

func TestSleepEndsWhenCancelledWhileSleeping(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Sleep(ctx, long) }()
	cancel()
	require.ErrorIs(t, <-done, context.Canceled)
}

func TestSleepOrWake(t *testing.T) {
	t.Parallel()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	fired := make(chan struct{}, 1)
	fired <- struct{}{}
	tests := []struct {
		name string
		ctx  context.Context
		d    time.Duration
		wake <-chan struct{}
		want bool
	}{
		{name: "timer ends the sleep", ctx: context.Background(), d: time.Millisecond, want: true},
		{name: "negative is an immediate timer", ctx: context.Background(), d: -1, want: true},
		{name: "nil wake never fires", ctx: context.Background(), d: time.Millisecond, wake: nil, want: true},
		{name: "wake-up ends a long sleep", ctx: context.Background(), d: long, wake: fired, want: true},
		{name: "cancelled context ends a long sleep", ctx: cancelled, d: long, want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, tt.want, SleepOrWake(tt.ctx, tt.d, tt.wake))
		})
	}
}

func TestExponential(t *testing.T) {
	t.Parallel()
	const sec = time.Second
	tests := []struct {
		name          string
		base, ceiling time.Duration
		attempt       int
		want          time.Duration
	}{
		{name: "first attempt is the base", base: sec, ceiling: time.Minute, attempt: 1, want: sec},
		{name: "attempt below one counts as first", base: sec, ceiling: time.Minute, attempt: 0, want: sec},
		{name: "doubles per attempt", base: sec, ceiling: time.Minute, attempt: 4, want: 8 * sec},
		{name: "reaches the ceiling", base: sec, ceiling: time.Minute, attempt: 7, want: time.Minute},
		{name: "holds the ceiling", base: sec, ceiling: time.Minute, attempt: 8, want: time.Minute},
		{name: "huge attempt does not overflow", base: sec, ceiling: time.Minute, attempt: math.MaxInt, want: time.Minute},
		{name: "huge ceiling does not overflow", base: sec, ceiling: math.MaxInt64, attempt: 1000, want: time.Duration(math.MaxInt64)},
		{name: "base above ceiling is the ceiling", base: time.Hour, ceiling: time.Minute, attempt: 1, want: time.Minute},
		{name: "zero base is the ceiling", base: 0, ceiling: time.Minute, attempt: 1, want: time.Minute},
		{name: "250ms base", base: 250 * time.Millisecond, ceiling: 10 * sec, attempt: 3, want: sec},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, Exponential(tt.base, tt.attempt, tt.ceiling))
		})
	}
}

// draws are the r values every property is checked at: the edges, and many uniform
// samples from a fixed seed (deterministic, so a failure reproduces).
func draws() []float64 {
	rnd := rand.New(rand.NewPCG(1, 2))
	out := []float64{0, 0.5, 0.999999999, 1, -1, 2}
	for range 5000 {
		out = append(out, rnd.Float64())
	}
	return out
}

func TestAround(t *testing.T) {
	t.Parallel()
	const sec = time.Second
	tests := []struct {
		name                    string
		centre, jitter, ceiling time.Duration
		lo, hi                  time.Duration
	}{
		{name: "no jitter is the centre", centre: sec, ceiling: time.Minute, lo: sec, hi: sec},
		{name: "symmetric jitter", centre: sec, jitter: 100 * time.Millisecond, ceiling: time.Minute,
			lo: 900 * time.Millisecond, hi: 1100 * time.Millisecond},
		{name: "jitter above the centre is capped, never negative", centre: sec, jitter: 3 * sec, ceiling: time.Minute,
			lo: 0, hi: 2 * sec},
		{name: "negative jitter is none", centre: sec, jitter: -sec, ceiling: time.Minute, lo: sec, hi: sec},
		{name: "draws above the ceiling fold below it", centre: time.Minute, jitter: 10 * sec, ceiling: time.Minute,
			lo: 50 * sec, hi: time.Minute},
		{name: "unbounded ceiling", centre: sec, jitter: sec / 2, ceiling: math.MaxInt64, lo: sec / 2, hi: 3 * sec / 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			seenLo, seenHi := tt.hi, tt.lo
			for _, r := range draws() {
				d := Around(tt.centre, tt.jitter, tt.ceiling, r)
				if d < tt.lo || d > tt.hi {
					t.Fatalf("r=%v: %s outside [%s, %s]", r, d, tt.lo, tt.hi)
				}
				seenLo, seenHi = min(seenLo, d), max(seenHi, d)
			}
			// The jitter is really applied: the draws reach both bounds.
			require.Equal(t, tt.lo, seenLo)
			require.Equal(t, tt.hi, seenHi)
		})
	}
}

func TestUpperHalf(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		d    time.Duration
		r    float64
		want time.Duration
	}{
		{name: "low draw is half", d: 4 * time.Second, r: 0, want: 2 * time.Second},
		{name: "high draw is the whole step", d: 4 * time.Second, r: 1, want: 4 * time.Second},
		{name: "middle draw", d: 4 * time.Second, r: 0.5, want: 3 * time.Second},
		{name: "draw below range is clamped", d: 4 * time.Second, r: -3, want: 2 * time.Second},
		{name: "draw above range is clamped", d: 4 * time.Second, r: 7, want: 4 * time.Second},
		{name: "odd nanoseconds keep the whole step reachable", d: 3, r: 1, want: 3},
		{name: "zero", d: 0, r: 0.5, want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, tt.want, UpperHalf(tt.d, tt.r))
		})
	}
}

// Until retries until fn succeeds, stops at once on a permanent error, gives up when
// the budget would be passed, and ends with ctx; each retry is reported.
func TestUntil(t *testing.T) {
	t.Parallel()
	transient := errors.New("connection refused")
	config := errors.New("bad URL")
	tests := []struct {
		name     string
		fails    int   // attempts that fail before one succeeds (-1: never succeeds)
		failWith error // what they fail with
		budget   time.Duration
		ctx      func() context.Context
		wantErr  []error
		wantRuns int
	}{
		{name: "first try", fails: 0, wantRuns: 1},
		{name: "after failures", fails: 3, failWith: transient, wantRuns: 4},
		{name: "permanent", fails: -1, failWith: Permanent(config), wantErr: []error{config}, wantRuns: 1},
		{name: "budget", fails: -1, failWith: transient, budget: 5 * time.Millisecond, wantErr: []error{ErrGaveUp, transient}},
		{name: "cancelled", fails: -1, failWith: transient, ctx: func() context.Context {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx
		}, wantErr: []error{context.Canceled, transient}, wantRuns: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			if tt.ctx != nil {
				ctx = tt.ctx()
			}
			runs, reported := 0, 0
			err := Until(ctx, Backoff{Base: time.Microsecond, Ceiling: time.Millisecond, Budget: tt.budget,
				OnRetry: func(attempt int, err error, pause time.Duration) {
					reported++
					require.Equal(t, runs, attempt)
					require.ErrorIs(t, err, tt.failWith)
					require.LessOrEqual(t, pause, time.Millisecond)
				}},
				func(context.Context) error {
					runs++
					if tt.fails < 0 || runs <= tt.fails {
						return tt.failWith
					}
					return nil
				})
			for _, want := range tt.wantErr {
				require.ErrorIs(t, err, want)
			}
			if tt.wantErr == nil {
				require.NoError(t, err)
			}
			if tt.wantRuns > 0 {
				require.Equal(t, tt.wantRuns, runs)
			}
			if len(tt.wantErr) == 0 || !errors.Is(err, context.Canceled) {
				require.Equal(t, max(runs-1, 0), reported, "every failed attempt but the last is reported")
			}
		})
	}
}
