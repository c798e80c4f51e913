package worker

import (
	"math"
	"time"

	"github.com/qtgdev/qtg/services/internal/platform/retry"
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
		return retry.Around(interval, jitter, time.Duration(math.MaxInt64), r)
	}
	return retry.Around(backoffBase(interval, errs), jitter, MaxBackoff, r)
}

// backoffBase is min(base·2^(attempt−1), MaxBackoff) without overflow.
func backoffBase(base time.Duration, attempt int) time.Duration {
	return retry.Exponential(base, attempt, MaxBackoff)
}
