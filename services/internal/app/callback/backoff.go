package callback

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// retryDelay is how long a row waits after its attempt-th failed attempt (1-based):
// base·2^(attempt−1), capped at ceiling, drawn uniformly from its upper half ("equal
// jitter": never less than half the exponential step, so retries still spread out, and
// receivers that failed together are not all retried at once). A longer Retry-After
// from the receiver wins, up to ceiling. r is a uniform draw from [0, 1).
func retryDelay(base, ceiling time.Duration, attempt int, retryAfter time.Duration, r float64) time.Duration {
	d := retry.UpperHalf(retry.Exponential(base, attempt, ceiling), r)
	return min(max(d, retryAfter), ceiling)
}

// maxRetryAfter bounds what a Retry-After header can ask for before the caller's own
// ceiling applies, so a huge number of seconds cannot overflow a Duration.
const maxRetryAfter = 30 * 24 * time.Hour

// parseRetryAfter reads a Retry-After header value (RFC 9110 §10.2.3): either a
// number of seconds or an HTTP date, relative to now. A date in the past means 0.
// ok is false when the value is absent or malformed, which callers treat as no hint.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if v[0] >= '0' && v[0] <= '9' {
		secs, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				return maxRetryAfter, true
			}
			return 0, false
		}
		return min(time.Duration(min(secs, uint64(maxRetryAfter/time.Second)))*time.Second, maxRetryAfter), true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return min(max(t.Sub(now), 0), maxRetryAfter), true
}
