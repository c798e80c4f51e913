package engine

import (
	"context"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
)

// healthCache is the dispatcher's view of executor_health, which the executor-health
// sidecar refreshes: which executors are DOWN, and why. It is re-read at most once per
// ttl, so holding nodes back costs no query per node; an executor marked DOWN or UP
// takes effect within ttl.
type healthCache struct {
	pool   *db.Pool
	ttl    time.Duration
	maxAge time.Duration
	log    zerolog.Logger

	mu      sync.Mutex
	fetched time.Time
	down    map[string]string // executor key → detail
}

// refresh re-reads the DOWN executors when the cached answer is older than ttl. The
// dispatcher calls it before it opens its claim transaction, so the read holds no row
// lock and takes no second connection; a failing read keeps what it knew (fail open
// for an executor never seen DOWN: Preflight still checks what it can).
func (h *healthCache) refresh(ctx context.Context) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if time.Since(h.fetched) < h.ttl {
		return
	}
	down, err := h.pool.Health().ListDown(ctx, h.maxAge)
	if err != nil {
		h.log.Warn().Err(err).Msg("read executor health; using what was last read")
	} else {
		h.down = down
	}
	h.fetched = time.Now()
}

// downReason reports whether the executor was DOWN at the last refresh, and the
// detail its health check gave.
func (h *healthCache) downReason(key string) (string, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	detail, ok := h.down[key]
	return detail, ok
}
