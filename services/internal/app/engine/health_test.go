package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/engine"
)

// A node whose executor executor-health reports DOWN is held back before Preflight:
// it goes back to READY with the reason on the node and its try refunded, and runs
// once the executor is up again. Verdicts that are stale, DEGRADED, or about another
// executor hold nothing back.
func TestDispatcherHoldsBackNodesOfADownExecutor(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		executor string
		status   string
		age      time.Duration
		held     bool
	}{
		{name: "down", executor: "noop", status: "DOWN", held: true},
		{name: "down but stale", executor: "noop", status: "DOWN", age: 10 * time.Minute},
		{name: "degraded", executor: "noop", status: "DEGRADED"},
		{name: "up", executor: "noop", status: "UP"},
		{name: "another executor down", executor: "cctp", status: "DOWN"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			b := setup(t)
			cfg := b.EngineConfig()
			cfg.HealthCacheTTL, cfg.HealthMaxAge = time.Nanosecond, 5*time.Minute
			d, err := engine.NewDispatcher(cfg)
			require.NoError(t, err)
			id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`))
			_, err = b.Pool.Exec(ctx, `INSERT INTO executor_health (executor_key, status, detail, checked_at)
				VALUES ($1, $2, 'rpc: connection refused', now() - $3::interval)`, tt.executor, tt.status, tt.age)
			require.NoError(t, err)

			n, err := d.Batch(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, n)
			d.Wait()
			var state, lastError string
			var tries int32
			require.NoError(t, b.Pool.QueryRow(ctx, `SELECT node_state, coalesce(last_error, ''), tries
				FROM movement_nodes WHERE movement_id = $1`, id).Scan(&state, &lastError, &tries))
			if !tt.held {
				require.Equal(t, "SUBMITTED", state)
				return
			}
			require.Equal(t, "READY", state)
			require.Equal(t, "executor noop is DOWN: rpc: connection refused", lastError, "the reason is visible on the node")
			require.Zero(t, tries, "a hold does not use up a try")
			require.Equal(t, map[string]nodeRow{"a": {"READY", 0, 0}}, b.nodes(t, id), "nothing was sent")

			_, err = b.Pool.Exec(ctx, `UPDATE executor_health SET status = 'UP', detail = '', checked_at = now()`)
			require.NoError(t, err)
			require.Equal(t, "COMPLETED", b.drive(t, id))
			require.Equal(t, map[string]nodeRow{"a": {"COMPLETED", 1, 1}}, b.nodes(t, id))
		})
	}
}
