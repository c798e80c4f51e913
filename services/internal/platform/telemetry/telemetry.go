// Package telemetry sets up what every QTG process reports: traces (OpenTelemetry,
// configured by the standard OTEL_* variables, off unless asked for), metrics
// (OpenTelemetry instruments exported in the Prometheus format on /metrics), and the
// link between the two and the logs (trace_id and span_id on every log line written
// with a span in its context).
//
// Every process also says which build it is (package buildinfo), so a rollout with
// mixed versions is visible: qtg_build_info{version, commit, go_version} = 1 on
// /metrics, and service.version on the resource its spans and metrics carry, with
// service.instance.id (the instance ID of its heartbeats) and
// deployment.environment.name (the network).
//
// Tracing costs nothing when off: with neither OTEL_TRACES_EXPORTER nor an OTLP
// endpoint set, the tracer provider is OpenTelemetry's no-op one.
package telemetry

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/contrib/exporters/autoexport"
	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/propagation"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
)

// Telemetry holds a process's providers. Pass it down; nothing here is global except
// what OpenTelemetry's instrumentation libraries read (the propagator).
type Telemetry struct {
	// Tracing is false when traces go nowhere (Tracer is then a no-op provider), so
	// callers can skip work done only for traces.
	Tracing  bool
	Tracer   trace.TracerProvider
	Meter    metric.MeterProvider
	Registry *prometheus.Registry
	shutdown []func(context.Context) error
}

// Options configures Setup.
type Options struct {
	// Service names the process in traces (OTEL_SERVICE_NAME wins when set).
	Service string
	// Build is the process's build: service.version on the resource, and the labels of
	// qtg_build_info.
	Build buildinfo.Info
	// InstanceID is the process's identity in worker_heartbeats (MG_INSTANCE_ID):
	// service.instance.id on the resource, so a trace leads to the heartbeat row.
	InstanceID string
	// Environment is the network the process serves (testnet, mainnet):
	// deployment.environment.name on the resource.
	Environment string
	// SpanExporter, when set, replaces the exporter chosen from the environment
	// (tests pass an in-memory one).
	SpanExporter sdktrace.SpanExporter
}

// Setup builds the providers. Tracing is on when OTEL_TRACES_EXPORTER is set to
// something other than "none", when an OTLP endpoint is configured, or when
// opts.SpanExporter is given.
func Setup(ctx context.Context, opts Options) (*Telemetry, error) {
	name := opts.Service
	if v := os.Getenv("OTEL_SERVICE_NAME"); v != "" {
		name = v
	}
	// Schemaless: the SDK's default resource carries its own semantic-convention
	// schema, and these attributes mean the same in all of them. OTEL_RESOURCE_ATTRIBUTES
	// (in resource.Default) is overridden by what the process knows for certain.
	attrs := []attribute.KeyValue{attribute.String("service.name", name)}
	for _, a := range []struct{ key, value string }{
		{"service.version", opts.Build.Version},
		{"service.instance.id", opts.InstanceID},
		{"deployment.environment.name", opts.Environment},
	} {
		if a.value != "" {
			attrs = append(attrs, attribute.String(a.key, a.value))
		}
	}
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(attrs...))
	if err != nil {
		return nil, fmt.Errorf("telemetry resource: %w", err)
	}
	t := &Telemetry{Registry: prometheus.NewRegistry()}
	t.Registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		buildInfoGauge(opts.Build))

	exp := opts.SpanExporter
	if exp == nil && tracingRequested() {
		if exp, err = autoexport.NewSpanExporter(ctx); err != nil {
			return nil, fmt.Errorf("span exporter: %w", err)
		}
	}
	if exp != nil {
		var processor sdktrace.SpanProcessor
		if opts.SpanExporter != nil {
			// Tests read spans right after the calls that made them.
			processor = sdktrace.NewSimpleSpanProcessor(exp)
		} else {
			// (NewBatchSpanProcessor starts its goroutine when called, so it is called only here.)
			processor = sdktrace.NewBatchSpanProcessor(exp)
		}
		tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(dropEmptyBatches{processor}), sdktrace.WithResource(res))
		t.Tracer, t.Tracing = tp, true
		t.shutdown = append(t.shutdown, tp.Shutdown)
	} else {
		t.Tracer = noop.NewTracerProvider()
	}
	// W3C trace context: what the gateway stores on a movement and what gRPC carries.
	otel.SetTextMapPropagator(propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{}))

	promExp, err := otelprom.New(otelprom.WithRegisterer(t.Registry), otelprom.WithoutScopeInfo())
	if err != nil {
		return nil, fmt.Errorf("prometheus exporter: %w", err)
	}
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(promExp), sdkmetric.WithResource(res))
	t.Meter = mp
	t.shutdown = append(t.shutdown, mp.Shutdown)
	return t, nil
}

// buildInfoGauge is qtg_build_info{version, commit, go_version} = 1: one series per
// process naming its build, so a dashboard or an alert sees a rollout with mixed
// versions (count by (version)). A Prometheus gauge on the registry, not an
// OpenTelemetry instrument: its value never changes and it needs no meter.
func buildInfoGauge(b buildinfo.Info) prometheus.Collector {
	return prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "qtg_build_info",
		Help: "The build this process runs: 1, labelled with its version, commit and Go toolchain.",
		ConstLabels: prometheus.Labels{
			"version":    cmp.Or(b.Version, buildinfo.UnknownVersion),
			"commit":     cmp.Or(b.Commit, buildinfo.UnknownCommit),
			"go_version": cmp.Or(b.GoVersion, runtime.Version()),
		},
	}, func() float64 { return 1 })
}

// Every worker polls about once a second, and most polls claim nothing: exported, each
// would be a one-span trace (about one per second per worker instance) burying the
// traces that matter. The worker loop names its span and counts its rows this way.
const (
	// BatchSpanName is the worker loop's span of one poll.
	BatchSpanName = "worker.batch"
	batchRowsAttr = attribute.Key("qtg.rows")
)

// dropEmptyBatches passes every span to its processor except the worker.batch span of
// a poll that found nothing (qtg.rows 0) and did not fail. Such a span has no children
// (node spans start only for claimed rows), so no trace loses a parent.
type dropEmptyBatches struct{ sdktrace.SpanProcessor }

// OnEnd implements sdktrace.SpanProcessor.
func (d dropEmptyBatches) OnEnd(s sdktrace.ReadOnlySpan) {
	if s.Name() == BatchSpanName && s.Status().Code != codes.Error {
		for _, a := range s.Attributes() {
			if a.Key == batchRowsAttr && a.Value.AsInt64() == 0 {
				return
			}
		}
	}
	d.SpanProcessor.OnEnd(s)
}

func tracingRequested() bool {
	switch os.Getenv("OTEL_TRACES_EXPORTER") {
	case "none":
		return false
	case "":
		return os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
	default:
		return true
	}
}

// Shutdown flushes and stops the providers.
func (t *Telemetry) Shutdown(ctx context.Context) error {
	var errs []error
	for _, f := range t.shutdown {
		errs = append(errs, f(ctx))
	}
	return errors.Join(errs...)
}

// ServeMetrics serves /metrics on addr (empty: not at all) until ctx ends. It returns
// the address it listens on.
func (t *Telemetry) ServeMetrics(ctx context.Context, addr string, logger zerolog.Logger) (string, error) {
	if addr == "" {
		return "", nil
	}
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return "", fmt.Errorf("metrics endpoint: %w", err)
	}
	mux := http.NewServeMux()
	// OpenMetrics when the scraper asks for it: that format carries the exemplars (the
	// trace_id of a sampled span recorded with a measurement, e.g. a movement's on
	// qtg_executor_call_duration_seconds) the dashboard links to traces with.
	mux.Handle("GET /metrics", promhttp.HandlerFor(t.Registry, promhttp.HandlerOpts{EnableOpenMetrics: true}))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error().Err(err).Msg("metrics endpoint stopped")
		}
	}()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	logger.Info().Str("addr", l.Addr().String()).Msg("metrics endpoint listening")
	return l.Addr().String(), nil
}

// LogHook adds trace_id and span_id to log events whose context carries a span
// (zerolog's Ctx on the event).
type LogHook struct{}

// Run implements zerolog.Hook.
func (LogHook) Run(e *zerolog.Event, _ zerolog.Level, _ string) {
	sc := trace.SpanContextFromContext(e.GetCtx())
	if sc.IsValid() {
		e.Str("trace_id", sc.TraceID().String()).Str("span_id", sc.SpanID().String())
	}
}
