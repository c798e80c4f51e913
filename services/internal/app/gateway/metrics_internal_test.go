package gateway

import (
	"context"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// The backlog gauges have a series for every live state from the first scrape, 0 when
// nothing is in it, so dashboards and alerts see zeros instead of no data.
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
	require.Equal(t, map[string]int64{"PENDING": 0, "READY": 0, "SUBMITTING": 0, "SUBMITTED": 0, "OBSERVING": 0, "UNKNOWN": 0, "NEEDS_MANUAL_EXECUTION": 0},
		got["qtg_backlog_nodes"])
	require.Equal(t, map[string]int64{"PENDING_APPROVAL": 0, "APPROVED": 0, "EXECUTING": 0}, got["qtg_backlog_movements"])
}

// A killed instance counts as stalled until it is gone; a scaled-down (stopped) one and
// a gone one count nowhere; a gated one (MG_WORKERS_ENABLED off) counts as gated, not
// live, until it falls silent (then stalled); the core workers always have a live
// series, 0 when none is live. The audit, verdict and connection gauges are exported
// from the first scrape.
func TestHeartbeatGauges(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	raw := d.Pool(t, db.Testnet)
	for _, h := range []struct {
		worker, instance, status string
		ago                      time.Duration
	}{
		{"dispatcher", "dispatcher-a", "live", 5 * time.Second},
		{"dispatcher", "dispatcher-b", "stopped", time.Hour},         // scaled down
		{"observer", "observer-a", "live", 5 * time.Minute},          // killed 5 min ago: stalled
		{"recovery", "recovery-a", "live", time.Hour},                // killed an hour ago: gone
		{"recovery", "recovery-b", "stopped", 2 * time.Minute},       // scaled down
		{"callback-dispatcher", "cb-a", "backoff", 5 * time.Second},  // erroring but ticking: live
		{"dispatcher", "dispatcher-gated", "gated", 5 * time.Second}, // a gated process: gated
		{"expiration-checker", "ec-gated", "gated", 5 * time.Second},
		{"expiration-checker", "ec-gated-killed", "gated", 5 * time.Minute}, // a gated process killed: stalled
	} {
		_, err := raw.Exec(ctx, `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, started_at,
			last_tick_at, expected_interval_seconds) VALUES ($1, $2, 'core', $3, $4, $4, 60)`, h.worker, h.instance, h.status, time.Now().Add(-h.ago))
		require.NoError(t, err)
	}
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	require.NoError(t, registerBacklogGauges(mp, db.Wrap(raw), zerolog.Nop()))

	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(ctx, &rm))
	byWorker := map[string]map[string]int64{}
	scalar := map[string]float64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			switch g := m.Data.(type) {
			case metricdata.Gauge[int64]:
				for _, p := range g.DataPoints {
					if w, ok := p.Attributes.Value("worker"); ok {
						if byWorker[m.Name] == nil {
							byWorker[m.Name] = map[string]int64{}
						}
						byWorker[m.Name][w.AsString()] = p.Value
					} else if p.Attributes.Len() == 0 {
						scalar[m.Name] = float64(p.Value)
					}
				}
			case metricdata.Gauge[float64]:
				for _, p := range g.DataPoints {
					if p.Attributes.Len() == 0 {
						scalar[m.Name] = p.Value
					}
				}
			}
		}
	}
	require.Equal(t, map[string]int64{"dispatcher": 1, "observer": 0, "recovery": 0, "callback-dispatcher": 1}, byWorker["qtg_workers_live"])
	require.Equal(t, map[string]int64{"dispatcher": 0, "observer": 1, "callback-dispatcher": 0, "expiration-checker": 1},
		byWorker["qtg_workers_stalled"], "recovery: its instances are stopped or gone, none stalled")
	require.Equal(t, map[string]int64{"dispatcher": 1, "observer": 0, "callback-dispatcher": 0, "expiration-checker": 1},
		byWorker["qtg_workers_gated"])
	for _, name := range []string{"qtg_audit_promotion_lag", "qtg_verdicts_proposed", "qtg_db_connections_in_use", "qtg_db_connections_max"} {
		require.Contains(t, scalar, name)
	}
	require.Positive(t, scalar["qtg_db_connections_in_use"])
	require.GreaterOrEqual(t, scalar["qtg_db_connections_max"], scalar["qtg_db_connections_in_use"])
	require.Zero(t, scalar["qtg_verdicts_proposed"])
}
