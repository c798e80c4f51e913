// Package exechealth is the executor-health sidecar: on every pass it asks each
// registered executor's Health, in parallel and each bounded by a timeout, and upserts
// the answers into executor_health (status, latency, detail, checked_at). The
// dispatcher reads that table to hold back nodes whose executor is DOWN, and operators
// read it to see why.
package exechealth

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Config configures a Checker.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Registry holds the executors to check. Required.
	Registry *executor.Registry
	// Logger receives status changes.
	Logger zerolog.Logger
	// Timeout bounds each executor's Health call; one that has not answered by then is
	// recorded DOWN. Default 5 s.
	Timeout time.Duration
}

// Checker refreshes executor_health; its Batch is the executor-health worker's.
type Checker struct {
	cfg Config

	mu   sync.Mutex
	last map[string]executor.HealthStatus // for logging changes only
}

// New validates cfg and returns a Checker.
func New(cfg Config) (*Checker, error) {
	if cfg.Pool == nil || cfg.Registry == nil {
		return nil, errors.New("executor health: Pool and Registry are required")
	}
	cfg.Timeout = cmp.Or(cfg.Timeout, 5*time.Second)
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("executor health: timeout %s is negative", cfg.Timeout)
	}
	return &Checker{cfg: cfg, last: map[string]executor.HealthStatus{}}, nil
}

// check is one executor's answer.
type check struct {
	health  executor.Health
	latency time.Duration
}

// Batch checks every registered executor and upserts the results in one statement. It
// returns how many executors it checked.
func (c *Checker) Batch(ctx context.Context) (int, error) {
	keys := c.cfg.Registry.Keys() // sorted: upserts lock rows in one order
	results := make([]check, len(keys))
	var wg sync.WaitGroup
	for i, key := range keys {
		exec, err := c.cfg.Registry.Get(key)
		if err != nil {
			return 0, fmt.Errorf("executor health: %w", err)
		}
		wg.Go(func() { results[i] = c.check(ctx, exec) })
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("executor health: %w", err)
	}

	checks := make([]db.ExecutorCheck, len(keys))
	for i, r := range results {
		checks[i] = db.ExecutorCheck{
			ExecutorKey: keys[i], Status: string(r.health.Status),
			LatencyMS: int32(min(r.latency.Milliseconds(), 1<<31-1)), Detail: truncate(r.health.Detail),
		}
		c.logChange(keys[i], r)
	}
	if err := c.cfg.Pool.Health().Upsert(ctx, checks); err != nil {
		return 0, fmt.Errorf("executor health: %w", err)
	}
	return len(keys), nil
}

// check calls exec.Health with the timeout. An executor that ignores its context, or
// panics, is recorded DOWN rather than allowed to stall or crash the pass; a call that
// outlives the timeout finishes in the background.
func (c *Checker) check(ctx context.Context, exec executor.Executor) check {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	start := time.Now()
	done := make(chan executor.Health, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				done <- executor.Health{Status: executor.HealthDown, Detail: fmt.Sprintf("health check panicked: %v", v)}
			}
		}()
		done <- exec.Health(ctx)
	}()
	var h executor.Health
	select {
	case h = <-done:
	case <-ctx.Done():
		h = executor.Health{Status: executor.HealthDown, Detail: fmt.Sprintf("health check did not answer within %s", c.cfg.Timeout)}
	}
	switch h.Status {
	case executor.HealthUp, executor.HealthDegraded, executor.HealthDown:
	default:
		h = executor.Health{Status: executor.HealthDown, Detail: fmt.Sprintf("health check returned unknown status %q: %s", h.Status, h.Detail)}
	}
	return check{health: h, latency: time.Since(start)}
}

func (c *Checker) logChange(key string, r check) {
	c.mu.Lock()
	prev, seen := c.last[key]
	c.last[key] = r.health.Status
	c.mu.Unlock()
	if seen && prev == r.health.Status {
		return
	}
	ev := c.cfg.Logger.Info()
	if r.health.Status != executor.HealthUp {
		ev = c.cfg.Logger.Warn()
	}
	ev.Str("executor", key).Str("status", string(r.health.Status)).Str("detail", r.health.Detail).
		Dur("latency", r.latency).Msg("executor health changed")
}

func truncate(s string) string {
	const limit = 1000
	if len(s) > limit {
		return strings.ToValidUTF8(s[:limit], "") + "…"
	}
	return s
}
