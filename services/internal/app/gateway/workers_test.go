package gateway_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// ListWorkers shows each instance's build, so a rollout with mixed versions is visible
// (empty for a row an older build wrote), and a gated instance as gated: neither live
// nor stalled while it ticks.
func TestListWorkersShowsVersionAndGated(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, h := range []struct {
		instance, status string
		version          *string
	}{
		{"new", "live", ptr("v1.3.0 (def456)")},
		{"old", "live", ptr("v1.2.0 (abc123)")},
		{"gated", "gated", ptr("v1.3.0 (def456)")},
		{"older-build", "live", nil},
	} {
		_, err := b.admin.Exec(context.Background(), `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status,
			expected_interval_seconds, version) VALUES ('dispatcher', $1, 'core', $2, 30, $3)`, h.instance, h.status, h.version)
		require.NoError(t, err)
	}
	res, err := b.ops.ListWorkers(as("ops1"), &qtgv1.ListWorkersRequest{})
	require.NoError(t, err)
	got := map[string]string{}
	for _, w := range res.GetWorkers() {
		require.False(t, w.GetStalled(), w.GetInstanceId())
		got[w.GetInstanceId()] = w.GetStatus() + " " + w.GetVersion()
	}
	require.Equal(t, map[string]string{
		"new": "live v1.3.0 (def456)", "old": "live v1.2.0 (abc123)", "gated": "gated v1.3.0 (def456)", "older-build": "live ",
	}, got)
}

func ptr[T any](v T) *T { return &v }
