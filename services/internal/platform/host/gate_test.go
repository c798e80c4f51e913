package host

import (
	"context"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
)

// Under the operator gate (MG_WORKERS_ENABLED off) the host builds no worker, but each
// selected worker has a 'gated' heartbeat carrying the process's build, with the gated
// interval as its expected interval, so a frozen network shows as gated and not dead;
// at shutdown each says 'stopped'.
func TestGatedProcessHeartbeatsGatedThenStopped(t *testing.T) {
	t.Parallel()
	d := dbtest.New(t)
	raw := d.Pool(t, db.Testnet)
	pool := db.Wrap(raw)
	build := buildinfo.Info{Version: "v1.2.3", Commit: "abc123", GoVersion: "go1.26.0"}
	env := &Env{Pool: pool, Network: db.Testnet, Instance: "gated-1", Build: build, Logger: zerolog.Nop()}
	mustNotBuild := func(context.Context, *Env) (worker.Spec, func(), error) {
		t.Error("a gated process built a worker")
		return worker.Spec{}, nil, nil
	}
	selected := []Worker{
		{Name: "dispatcher", Tier: worker.Core, Build: mustNotBuild},
		{Name: "expiration-checker", Tier: worker.Sidecar, Build: mustNotBuild},
	}
	ctx, cancel := context.WithCancel(context.Background())
	returned := make(chan struct{}) // closed when runWorkers returned, with runErr set
	var runErr error
	go func() {
		defer close(returned)
		runErr = runWorkers(ctx, selected, Workers{ShutdownTimeout: 5 * time.Second}, env)
	}()
	t.Cleanup(func() {
		cancel()
		<-returned
	})

	statuses := func() map[string]*db.HeartbeatStatus {
		rows, err := pool.Heartbeats().ListWithStalled(context.Background())
		require.NoError(t, err)
		out := map[string]*db.HeartbeatStatus{}
		for _, r := range rows {
			out[r.Worker] = r
		}
		return out
	}
	require.Eventually(t, func() bool {
		s := statuses()
		return len(s) == 2 && s["dispatcher"].Status == "gated" && s["expiration-checker"].Status == "gated"
	}, 30*time.Second, 10*time.Millisecond)
	for name, h := range statuses() {
		require.Equal(t, "gated-1", h.Instance, name)
		require.Equal(t, "v1.2.3 (abc123)", h.Version, name)
		require.InDelta(t, worker.DefaultGatedInterval.Seconds(), h.ExpectedIntervalSeconds, 0.001, name)
		require.False(t, h.Stalled, name)
	}
	require.Equal(t, string(worker.Core), statuses()["dispatcher"].Tier)

	cancel()
	select {
	case <-returned:
		require.NoError(t, runErr)
	case <-time.After(30 * time.Second):
		t.Fatal("a gated process did not stop on cancellation")
	}
	for name, h := range statuses() {
		require.Equal(t, "stopped", h.Status, name)
	}
}
