package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// Stopped instances are never stalled; an instance silent for more than twice its
// interval is stalled; stalled for longer than HeartbeatGoneAfter it is gone (neither
// stalled nor live); Prune deletes the rows of instances stopped or stalled for longer
// than its retention, and nothing else.
func TestHeartbeatsStalledGoneAndPruned(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	raw := d.Pool(t, db.Testnet)
	pool := db.Wrap(raw)

	ago := func(d time.Duration) time.Time { return time.Now().Add(-d) }
	for _, h := range []struct {
		worker, instance, status string
		at                       time.Time
	}{
		{"dispatcher", "ticking", "live", ago(5 * time.Second)},
		// Killed 5 min ago (60 s interval): stalled.
		{"dispatcher", "killed", "live", ago(5 * time.Minute)},
		// Killed 30 min ago: stalled for 28 min, so gone.
		{"dispatcher", "oom-killed", "live", ago(30 * time.Minute)},
		// Scaled down 30 min ago: stopped, never stalled nor gone.
		{"dispatcher", "scaled-down", "stopped", ago(30 * time.Minute)},
		// Stopped two days ago, killed two days ago: pruned.
		{"observer", "stopped-long-ago", "stopped", ago(48 * time.Hour)},
		{"observer", "killed-long-ago", "backoff", ago(48 * time.Hour)},
	} {
		_, err := raw.Exec(ctx, `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, started_at,
			last_tick_at, expected_interval_seconds) VALUES ($1, $2, 'core', $3, $4, $4, 60)`, h.worker, h.instance, h.status, h.at)
		require.NoError(t, err)
	}

	type flags struct{ stalled, gone bool }
	list := func() map[string]flags {
		rows, err := pool.Heartbeats().ListWithStalled(ctx)
		require.NoError(t, err)
		out := map[string]flags{}
		for _, r := range rows {
			out[r.Instance] = flags{r.Stalled, r.Gone}
		}
		return out
	}
	require.Equal(t, map[string]flags{
		"ticking": {}, "killed": {stalled: true}, "oom-killed": {gone: true}, "scaled-down": {},
		"stopped-long-ago": {}, "killed-long-ago": {gone: true},
	}, list())

	stalled, err := pool.Heartbeats().Stalled(ctx, nil)
	require.NoError(t, err)
	require.Len(t, stalled, 1)
	require.Equal(t, "killed", stalled[0].InstanceID)
	// Judged at a later time: the killed instance is gone by then, not stalled.
	later := time.Now().Add(14 * time.Minute)
	stalled, err = pool.Heartbeats().Stalled(ctx, &later)
	require.NoError(t, err)
	require.Len(t, stalled, 1, "only the ticking instance, silent 14 min by then")
	require.Equal(t, "ticking", stalled[0].InstanceID)

	n, err := pool.Heartbeats().Prune(ctx, db.HeartbeatPruneAfter)
	require.NoError(t, err)
	require.EqualValues(t, 2, n)
	require.Equal(t, map[string]flags{
		"ticking": {}, "killed": {stalled: true}, "oom-killed": {gone: true}, "scaled-down": {},
	}, list())

	// A pruned instance that ticks again simply comes back.
	peers, err := pool.Heartbeats().Beat(ctx, db.Heartbeat{
		WorkerName: "observer", InstanceID: "killed-long-ago", Tier: "core", Status: "live",
		StartedAt: time.Now(), ExpectedIntervalSeconds: 60,
	})
	require.NoError(t, err)
	require.Equal(t, flags{}, list()["killed-long-ago"])
	require.Empty(t, peers, "no other observer is live")

	// A beat returns the worker's other live instances: of the dispatchers, "ticking"
	// only ("killed" stalled, "oom-killed" gone, "scaled-down" stopped).
	peers, err = pool.Heartbeats().Beat(ctx, db.Heartbeat{
		WorkerName: "dispatcher", InstanceID: "new-replica", Tier: "core", Status: "live",
		StartedAt: time.Now(), ExpectedIntervalSeconds: 60,
	})
	require.NoError(t, err)
	require.Equal(t, []string{"ticking"}, peers)
}

// A beat records the build the instance runs, and a later beat of a newer build
// replaces it (a rollout); a gated instance (MG_WORKERS_ENABLED off) is recorded as
// gated, is no live replica of its worker, and stalls like any other when it falls
// silent.
func TestHeartbeatsCarryVersionAndGatedIsNoReplica(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	raw := d.Pool(t, db.Testnet)
	pool := db.Wrap(raw)
	beat := func(instance, status, version string) []string {
		t.Helper()
		peers, err := pool.Heartbeats().Beat(ctx, db.Heartbeat{
			WorkerName: "dispatcher", InstanceID: instance, Tier: "core", Status: status,
			StartedAt: time.Now(), ExpectedIntervalSeconds: 30, Version: version,
		})
		require.NoError(t, err)
		return peers
	}
	versions := func() map[string]string {
		t.Helper()
		rows, err := pool.Heartbeats().ListWithStalled(ctx)
		require.NoError(t, err)
		out := map[string]string{}
		for _, r := range rows {
			out[r.Instance] = r.Status + " " + r.Version
		}
		return out
	}

	beat("a", "live", "v1.0.0 (abc)")
	beat("gated", "gated", "v1.1.0 (def)")
	beat("old-build", "live", "")
	require.Equal(t, map[string]string{"a": "live v1.0.0 (abc)", "gated": "gated v1.1.0 (def)", "old-build": "live "}, versions())
	beat("a", "live", "v1.1.0 (def)")
	require.Equal(t, "live v1.1.0 (def)", versions()["a"])
	var null bool
	require.NoError(t, raw.QueryRow(ctx, `SELECT version IS NULL FROM worker_heartbeats WHERE instance_id = 'old-build'`).Scan(&null))
	require.True(t, null, "an empty version is written as NULL, as an older build leaves it")

	require.Equal(t, []string{"a", "old-build"}, beat("b", "live", "v1.1.0 (def)"), "a gated instance takes no wake-up share")

	later := time.Now().Add(2 * time.Minute)
	stalled, err := pool.Heartbeats().Stalled(ctx, &later)
	require.NoError(t, err)
	var names []string
	for _, s := range stalled {
		names = append(names, s.InstanceID+" "+s.Status+" "+s.Version)
	}
	require.Contains(t, names, "gated gated v1.1.0 (def)", "a gated instance silent for twice its interval is stalled")

	_, err = raw.Exec(ctx, `UPDATE worker_heartbeats SET status = 'sleeping' WHERE instance_id = 'a'`)
	require.Error(t, err, "the status check still refuses what no worker writes")
}
