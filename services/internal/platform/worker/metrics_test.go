package worker

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
)

// Every hosted worker has its error and backoff series from the start, at zero, so
// dashboards and alerts see a series (rate 0) before the first failure instead of no
// data.
func TestMetricSeriesStartAtZero(t *testing.T) {
	t.Parallel()
	b := setup(t)
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	cfg := b.cfg
	cfg.Meter = mp
	never := func(context.Context) (int, error) { return 0, nil }
	_, err := New(cfg,
		Spec{Name: "a", Tier: Core, Interval: time.Hour, Batch: never},
		Spec{Name: "b", Tier: Sidecar, Interval: time.Hour, Batch: never})
	require.NoError(t, err)

	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(context.Background(), &rm))
	got := map[string]map[string]float64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			series := map[string]float64{}
			switch data := m.Data.(type) {
			case metricdata.Sum[int64]:
				for _, p := range data.DataPoints {
					w, _ := p.Attributes.Value("worker")
					series[w.AsString()] = float64(p.Value)
				}
			case metricdata.Gauge[float64]:
				for _, p := range data.DataPoints {
					w, _ := p.Attributes.Value("worker")
					series[w.AsString()] = p.Value
				}
			}
			got[m.Name] = series
		}
	}
	require.Equal(t, map[string]float64{"a": 0, "b": 0}, got["qtg_batch_errors"])
	require.Equal(t, map[string]float64{"a": 0, "b": 0}, got["qtg_worker_backoff"])
}
