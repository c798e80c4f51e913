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

// The backlog gauges have a series for every live state from the first scrape, 0 when
// nothing is in it, so dashboards and alerts see zeros instead of no data (issue 14).
func TestBacklogGaugesStartAtZero(t *testing.T) {
	t.Parallel()
	d := dbtest.New(t)
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	require.NoError(t, registerBacklogGauges(mp, db.Wrap(d.Pool(t, db.Testnet)), zerolog.Nop()))

	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(context.Background(), &rm))
	got := map[string]map[string]int64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			g, ok := m.Data.(metricdata.Gauge[int64])
			if !ok {
				continue
			}
			series := map[string]int64{}
			for _, p := range g.DataPoints {
				if s, ok := p.Attributes.Value("state"); ok {
					series[s.AsString()] = p.Value
				}
			}
			got[m.Name] = series
		}
	}
	require.Equal(t, map[string]int64{"PENDING": 0, "READY": 0, "SUBMITTING": 0, "SUBMITTED": 0, "OBSERVING": 0, "UNKNOWN": 0},
		got["qtg_backlog_nodes"])
	require.Equal(t, map[string]int64{"PENDING_APPROVAL": 0, "APPROVED": 0, "EXECUTING": 0}, got["qtg_backlog_movements"])
}
