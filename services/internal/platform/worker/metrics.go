package worker

import (
	"context"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/trace"
)

// instruments are the runtime's spans and metrics. Labels carry the worker's name
// only: bounded cardinality, no IDs.
type instruments struct {
	tracer   trace.Tracer
	duration metric.Float64Histogram
	rows     metric.Int64Histogram
	errors   metric.Int64Counter
	backoff  metric.Float64Gauge
}

func newInstruments(tp trace.TracerProvider, mp metric.MeterProvider) (*instruments, error) {
	m := mp.Meter("github.com/qtgdev/qtg/services/internal/platform/worker")
	i := &instruments{tracer: tp.Tracer("github.com/qtgdev/qtg/services/internal/platform/worker")}
	var err error
	if i.duration, err = m.Float64Histogram("qtg_batch_duration", metric.WithUnit("s"),
		metric.WithDescription("Duration of one worker batch."),
		metric.WithExplicitBucketBoundaries(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)); err != nil {
		return nil, err
	}
	if i.rows, err = m.Int64Histogram("qtg_batch_rows", metric.WithDescription("Rows one worker batch processed."),
		metric.WithExplicitBucketBoundaries(0, 1, 2, 5, 10, 20, 50, 100, 200, 500)); err != nil {
		return nil, err
	}
	if i.errors, err = m.Int64Counter("qtg_batch_errors", metric.WithDescription("Worker batches that failed.")); err != nil {
		return nil, err
	}
	if i.backoff, err = m.Float64Gauge("qtg_worker_backoff", metric.WithUnit("s"),
		metric.WithDescription("Current error backoff of a worker (0 when healthy).")); err != nil {
		return nil, err
	}
	return i, nil
}

func (i *instruments) record(ctx context.Context, worker string, rows int, d time.Duration, err error) {
	attrs := metric.WithAttributes(attribute.String("worker", worker))
	i.duration.Record(ctx, d.Seconds(), attrs)
	i.rows.Record(ctx, int64(rows), attrs)
	if err != nil {
		i.errors.Add(ctx, 1, attrs)
	}
}

// start puts worker's series at zero (no failed batch, no backoff) before its first
// batch, so a dashboard or an alert on rate(qtg_batch_errors_total) sees a series from
// the start instead of "no data" until the first failure.
func (i *instruments) start(ctx context.Context, worker string) {
	attrs := metric.WithAttributes(attribute.String("worker", worker))
	i.errors.Add(ctx, 0, attrs)
	i.backoff.Record(ctx, 0, attrs)
}
