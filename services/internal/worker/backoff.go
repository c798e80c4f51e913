package worker

import (
	"context"
	"math"
	"time"
)

// MaxBackoff is the ceiling on the pause after consecutive errors (60 s, docs/design.md §4): a
// worker facing a persistent failure retries at least once a minute, never faster
// than its backoff allows and never wedged for longer.
const MaxBackoff = 60 * time.Second

// nextDelay is the pause before a loop's next pass; the loop's only timing decision,
// kept pure so tests can sample it.
//
// With no error (errs == 0) it is Interval ± Jitter. After errs consecutive errors the
// centre becomes backoffBase(interval, errs) = min(interval·2^(errs−1), MaxBackoff) — a
// 1 s worker waits about 1, 2, 4 … 32, 60, 60 … s — and the same ± jitter is applied
// but folded back under MaxBackoff (a draw that would land above the ceiling lands as
// far below it instead). Folding keeps the ceiling hard without piling every replica
// that failed together onto exactly 60 s, which clamping would. A worker whose
// Interval exceeds the ceiling therefore retries a failed pass after about a minute,
// sooner than its schedule: a failure is worth retrying early.
//
// r is a uniform draw from [0, 1). The result lies in
// [centre − j, min(centre + j, ceiling)] with j = min(jitter, centre), so it is never
// negative.
func nextDelay(interval, jitter time.Duration, errs int, r float64) time.Duration {
	if errs <= 0 {
		return jittered(interval, jitter, time.Duration(math.MaxInt64), r)
	}
	return jittered(backoffBase(interval, errs), jitter, MaxBackoff, r)
}

// backoffBase is min(base·2^(attempt−1), ceiling) without overflow.
func backoffBase(base time.Duration, attempt int) time.Duration {
	return expBackoff(base, attempt, MaxBackoff)
}

func expBackoff(base time.Duration, attempt int, ceiling time.Duration) time.Duration {
	if base <= 0 || base >= ceiling {
		return ceiling
	}
	d := base
	for i := 1; i < attempt && d < ceiling; i++ {
		d *= 2 // d < ceiling before doubling, so this cannot overflow
	}
	return min(d, ceiling)
}

// jittered draws uniformly from centre ± jitter (jitter capped at centre, so the result
// is never negative), folding a draw above ceiling back below it. It expects
// centre <= ceiling.
func jittered(centre, jitter, ceiling time.Duration, r float64) time.Duration {
	r = min(max(r, 0), 1)
	j := min(max(jitter, 0), centre)
	d := centre + time.Duration((2*r-1)*float64(j))
	if d > ceiling {
		d = 2*ceiling - d // d <= centre+j <= 2·ceiling, so d stays >= 0
	}
	return max(d, 0)
}

// sleep pauses for d, ending early when ctx is done (false) or wake fires (true, like
// the timer). A nil wake never fires.
func sleep(ctx context.Context, d time.Duration, wake <-chan struct{}) bool {
	t := time.NewTimer(d)
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
