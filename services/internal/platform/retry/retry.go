// Package retry holds the two timing primitives every loop in QTG needs: a sleep that
// ends when its context does (or when a wake-up arrives), and exponential backoff
// with jitter. Workers, the notification listener, the callback dispatcher, the
// executors and the test tools all use these, so a change to how QTG waits is made
// once.
//
// It is written here rather than taken from github.com/cenkalti/backoff (already in
// the module graph, indirectly): that library's ExponentialBackOff is a stateful
// object drawing from the global random source and clamping at its ceiling, while
// the callers here need pure functions of (attempt, draw) that tests can sample at
// chosen draws, a jitter folded under a hard ceiling (so replicas that failed
// together do not all land on exactly the ceiling), "equal jitter" for webhooks, and
// a sleep a notification can cut short. Each of those is a few lines.
package retry

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"
)

// Sleep pauses for d. It returns nil when d has passed and ctx.Err() when ctx ended
// first. A d <= 0 returns nil at once without looking at ctx, so a zero latency or
// delay is no pause at all.
func Sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// SleepOrWake pauses for d, ending early when ctx is done (false) or wake fires (true,
// like the timer). A nil wake never fires. Loops use it to sleep their interval while
// staying responsive to a notification.
func SleepOrWake(ctx context.Context, d time.Duration, wake <-chan struct{}) bool {
	t := time.NewTimer(max(d, 0))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	case <-wake:
		return true
	}
}

// Exponential is min(base·2^(attempt−1), ceiling) for attempt >= 1, computed without
// overflow however large attempt is. A base <= 0 or >= ceiling gives ceiling; an
// attempt < 1 counts as the first.
func Exponential(base time.Duration, attempt int, ceiling time.Duration) time.Duration {
	if base <= 0 || base >= ceiling {
		return ceiling
	}
	d := base
	for i := 1; i < attempt && d < ceiling; i++ {
		if d > ceiling/2 {
			return ceiling // doubling would pass the ceiling, and could overflow
		}
		d *= 2
	}
	return d
}

// Around draws uniformly from centre ± jitter (jitter capped at centre, so the result
// is never negative), folding a draw above ceiling back below it: the ceiling stays
// hard without piling every caller that draws above it onto exactly the ceiling, as
// clamping would. It expects centre <= ceiling. r is a uniform draw from [0, 1); values
// outside are clamped. The result lies in [centre − j, min(centre + j, ceiling)] with
// j = min(jitter, centre).
func Around(centre, jitter, ceiling time.Duration, r float64) time.Duration {
	r = min(max(r, 0), 1)
	j := min(max(jitter, 0), centre)
	d := centre + time.Duration((2*r-1)*float64(j))
	if d > ceiling {
		d = 2*ceiling - d // d <= centre+j <= 2·ceiling, so d stays >= 0
	}
	return max(d, 0)
}

// UpperHalf draws uniformly from [d/2, d] ("equal jitter"): never less than half the
// step, so retries still back off, and callers that failed together spread out. r is a
// uniform draw from [0, 1); values outside are clamped.
func UpperHalf(d time.Duration, r float64) time.Duration {
	r = min(max(r, 0), 1)
	return d/2 + time.Duration(r*float64(d-d/2))
}

// Backoff is how Until spaces its attempts: Exponential(Base, attempt, Ceiling), drawn
// in its upper half (UpperHalf) so processes that started together spread out.
type Backoff struct {
	// Base is the first pause. Default 250 ms.
	Base time.Duration
	// Ceiling caps the pause. Default 10 s.
	Ceiling time.Duration
	// Budget bounds the whole wait: once the next pause would end past it, Until gives
	// up with the last error. Zero waits until ctx ends.
	Budget time.Duration
	// OnRetry, when set, is told each failed attempt (counted from 1) and the pause
	// before the next one: where the caller logs.
	OnRetry func(attempt int, err error, pause time.Duration)
	// Draw returns a uniform draw from [0, 1) for the jitter; default math/rand/v2.
	Draw func() float64
}

// permanent marks an error Until must not retry.
type permanent struct{ err error }

func (p permanent) Error() string { return p.err.Error() }
func (p permanent) Unwrap() error { return p.err }

// Permanent wraps err so that Until returns it at once instead of retrying: a
// configuration error does not get better by waiting. Until returns err itself.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return permanent{err}
}

// ErrGaveUp is wrapped by Until's error when its Budget ran out.
var ErrGaveUp = errors.New("gave up retrying")

// Until calls fn until it returns nil (Until returns nil), returns an error wrapped
// with Permanent (Until returns that error), ctx ends (ctx.Err() joined with the last
// error), or the next pause would pass b.Budget (an error wrapping ErrGaveUp and the
// last error). Between attempts it pauses with exponential backoff and jitter. Processes
// use it to wait for a dependency at start-up (the database during a rolling restart)
// instead of exiting and crash-looping.
func Until(ctx context.Context, b Backoff, fn func(ctx context.Context) error) error {
	base := cmp.Or(b.Base, 250*time.Millisecond)
	ceiling := cmp.Or(b.Ceiling, 10*time.Second)
	draw := b.Draw
	if draw == nil {
		draw = rand.Float64
	}
	start := time.Now()
	for attempt := 1; ; attempt++ {
		err := fn(ctx)
		if err == nil {
			return nil
		}
		var p permanent
		if errors.As(err, &p) {
			return p.err
		}
		if ctx.Err() != nil {
			return errors.Join(ctx.Err(), err)
		}
		pause := UpperHalf(Exponential(base, attempt, ceiling), draw())
		if b.Budget > 0 && time.Since(start)+pause > b.Budget {
			return fmt.Errorf("%w after %d attempts in %s: %w", ErrGaveUp, attempt, time.Since(start).Round(time.Millisecond), err)
		}
		if b.OnRetry != nil {
			b.OnRetry(attempt, err, pause)
		}
		if Sleep(ctx, pause) != nil {
			return errors.Join(ctx.Err(), err)
		}
	}
}
