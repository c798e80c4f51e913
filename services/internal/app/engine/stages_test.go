package engine_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbops"
)

// The bench splits approve -> SUBMITTED at the audit rows the dispatcher writes on the
// way (claim, intent); the split must add up to the whole, each stage in order, also
// for a movement whose node's first Submit failed before its side effect (two claims
// and two intents before one SUBMITTED: the stages are the second attempt's).
func TestApprovalToSubmitStagesAddUp(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	plain := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`))
	require.Equal(t, "COMPLETED", b.drive(t, plain))
	retried := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"retryable_tries":1}}]}`))
	require.Equal(t, "COMPLETED", b.drive(t, retried))
	require.Equal(t, 2, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events a JOIN movement_nodes n ON a.entity_id = n.id::text
		WHERE n.movement_id = $1 AND a.action = 'READY->SUBMITTING'`, retried), "the node was claimed twice")

	ids := []uuid.UUID{plain, retried}
	ops := dbops.Of(b.db.Conn)
	whole, err := ops.ApprovalToSubmitSeconds(ctx, ids)
	require.NoError(t, err)
	stages, err := ops.ApprovalToSubmitStages(ctx, ids)
	require.NoError(t, err)
	require.Len(t, stages, 2)
	var sums []float64
	for _, s := range stages {
		require.GreaterOrEqual(t, s.Wake, 0.0)
		require.GreaterOrEqual(t, s.Claim, 0.0)
		require.GreaterOrEqual(t, s.Submit, 0.0)
		sums = append(sums, s.Wake+s.Claim+s.Submit)
	}
	require.ElementsMatch(t, roundAll(whole), roundAll(sums))
}

// roundAll rounds seconds to the microsecond, the audit clock's resolution.
func roundAll(xs []float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = float64(int64(x*1e6+0.5)) / 1e6
	}
	return out
}
