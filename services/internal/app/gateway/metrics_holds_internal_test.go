package gateway

import (
	"context"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// The holds' gauges count active holds, those past their expected end (what
// QTGHoldOverdue reads) and never released ones.
func TestHoldGaugesCountActiveAndOverdue(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	raw := d.Pool(t, db.Testnet)
	for _, stmt := range []string{
		// Active, within its expected end.
		`INSERT INTO rail_holds (id, scope, target, reason, placed_by, expected_end_at)
			VALUES (uuid_generate_v7(), 'EXECUTOR', 'cctp_transfer', 'outage', 'ops1', now() + interval '1 hour')`,
		// Active, overdue.
		`INSERT INTO rail_holds (id, scope, target, reason, placed_by, placed_at, expected_end_at)
			VALUES (uuid_generate_v7(), 'LANE', 'cctp_transfer:dev-1:fast', 'outage', 'ops1', now() - interval '2 hours', now() - interval '1 hour')`,
		// Released past its expected end: neither.
		`INSERT INTO rail_holds (id, scope, target, reason, placed_by, placed_at, expected_end_at, released_by, released_at, release_reason)
			VALUES (uuid_generate_v7(), 'CHAIN', '1', 'outage', 'ops1', now() - interval '3 hours', now() - interval '2 hours', 'ops2', now(), 'back')`,
	} {
		_, err := raw.Exec(ctx, stmt)
		require.NoError(t, err)
	}
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	require.NoError(t, registerBacklogGauges(mp, db.Wrap(raw), zerolog.Nop()))

	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(ctx, &rm))
	got := map[string]int64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if g, ok := m.Data.(metricdata.Gauge[int64]); ok && len(g.DataPoints) == 1 {
				got[m.Name] = g.DataPoints[0].Value
			}
		}
	}
	require.Equal(t, int64(2), got["qtg_holds_active"])
	require.Equal(t, int64(1), got["qtg_holds_overdue"])
	require.Contains(t, got, "qtg_held_nodes")
	require.Zero(t, got["qtg_held_nodes"])
	// Exported from the first scrape, 0 without a policy.
	require.Contains(t, got, "qtg_policy_blocked_nodes")
	require.Zero(t, got["qtg_policy_blocked_nodes"])
}
