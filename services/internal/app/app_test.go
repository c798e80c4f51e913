package app

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/worker"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Every worker this build knows is registered with its tier and schedule; sidecars are
// never core, so their crashes stay isolated.
func TestBuildSpec(t *testing.T) {
	t.Parallel()
	// Never connects: the constructors only keep the pool.
	pool, err := pgxpool.New(context.Background(), "postgres://nobody@127.0.0.1:1/none")
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	reg, err := executor.NewRegistry(noop.New(pool, "test"))
	require.NoError(t, err)
	ecfg := engine.Config{Pool: pool, Registry: reg, Instance: "test"}
	cfg := Config{
		InstanceID: "test", Interval: time.Second, RecoveryInterval: 5 * time.Second, BatchSize: 64,
		SidecarInterval: 2 * time.Second, HealthInterval: 15 * time.Second, HealthTimeout: time.Second, AuditBatchSize: 500,
		CallbackSecrets: []string{"0123456789abcdef0123"},
	}
	tests := []struct {
		name     string
		tier     worker.Tier
		interval time.Duration
		wake     []string
	}{
		{name: "dispatcher", tier: worker.Core, interval: time.Second, wake: []string{worker.TopicNodesReady}},
		{name: "observer", tier: worker.Core, interval: time.Second, wake: []string{worker.TopicNodesSubmitted}},
		{name: "recovery", tier: worker.Core, interval: 5 * time.Second, wake: []string{worker.TopicNodesUnknown}},
		{name: "callback-dispatcher", tier: worker.Sidecar, interval: 2 * time.Second, wake: []string{worker.TopicCallbacks}},
		{name: "expiration-checker", tier: worker.Sidecar, interval: 2 * time.Second},
		{name: "executor-health", tier: worker.Sidecar, interval: 15 * time.Second},
		{name: "audit-outbox-promoter", tier: worker.Sidecar, interval: 2 * time.Second},
		{name: "template-proposal-expiration", tier: worker.Sidecar, interval: 2 * time.Second},
	}
	require.Len(t, tests, len(workerNames()), "every known worker is covered")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Contains(t, workerNames(), tt.name)
			spec, closeFn, err := buildSpec(tt.name, cfg, ecfg, zerolog.Nop())
			require.NoError(t, err)
			t.Cleanup(closeFn)
			require.Equal(t, tt.name, spec.Name)
			require.Equal(t, tt.tier, spec.Tier)
			require.Equal(t, tt.interval, spec.Interval)
			require.Equal(t, tt.interval/5, spec.Jitter)
			require.Equal(t, tt.wake, spec.Wake)
			require.NotNil(t, spec.Batch)
		})
	}

	t.Run("callback-dispatcher needs a secret", func(t *testing.T) {
		t.Parallel()
		noSecret := cfg
		noSecret.CallbackSecrets = nil
		_, _, err := buildSpec("callback-dispatcher", noSecret, ecfg, zerolog.Nop())
		require.ErrorContains(t, err, "MG_CALLBACK_SECRETS")
		short := cfg
		short.CallbackSecrets = []string{"short"}
		_, _, err = buildSpec("callback-dispatcher", short, ecfg, zerolog.Nop())
		require.ErrorContains(t, err, "shorter than 16 bytes")
		three := cfg
		three.CallbackSecrets = []string{"0123456789abcdef0", "0123456789abcdef1", "0123456789abcdef2"}
		_, _, err = buildSpec("callback-dispatcher", three, ecfg, zerolog.Nop())
		require.ErrorContains(t, err, "want 1 to 2 signing secrets")
	})
}
