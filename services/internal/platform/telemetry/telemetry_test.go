package telemetry_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	"github.com/qtgdev/qtg/services/internal/platform/telemetry"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Log lines written with a span in their context carry its trace and span IDs; lines
// without one carry neither.
func TestLogHookAddsTraceIDs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	exp := tracetest.NewInMemoryExporter()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "t", SpanExporter: exp})
	require.NoError(t, err)
	defer func() { require.NoError(t, tel.Shutdown(ctx)) }()
	require.True(t, tel.Tracing)

	var buf bytes.Buffer
	log := zerolog.New(&buf).Hook(telemetry.LogHook{})
	spanCtx, span := tel.Tracer.Tracer("t").Start(ctx, "op")
	log.Info().Ctx(spanCtx).Msg("inside")
	span.End()
	log.Info().Ctx(ctx).Msg("outside")

	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	require.Len(t, lines, 2)
	var inside, outside map[string]any
	require.NoError(t, json.Unmarshal(lines[0], &inside))
	require.NoError(t, json.Unmarshal(lines[1], &outside))
	require.Equal(t, span.SpanContext().TraceID().String(), inside["trace_id"])
	require.Equal(t, span.SpanContext().SpanID().String(), inside["span_id"])
	require.NotContains(t, outside, "trace_id")
}

// With no OTEL_* configuration tracing is off: a no-op provider, nothing exported.
func TestTracingOffByDefault(t *testing.T) {
	t.Setenv("OTEL_TRACES_EXPORTER", "")
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "")
	t.Setenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "")
	tel, err := telemetry.Setup(context.Background(), telemetry.Options{Service: "t"})
	require.NoError(t, err)
	defer func() { require.NoError(t, tel.Shutdown(context.Background())) }()
	require.False(t, tel.Tracing)
	_, span := tel.Tracer.Tracer("t").Start(context.Background(), "op")
	require.False(t, span.SpanContext().IsValid(), "a no-op tracer makes no spans")
}

// The worker.batch span of a poll that claimed nothing is not exported (it would be a
// one-span trace per poll); one that found rows, or failed, is; other spans always are.
func TestEmptyBatchesNotExported(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	exp := tracetest.NewInMemoryExporter()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "t", SpanExporter: exp})
	require.NoError(t, err)
	defer func() { require.NoError(t, tel.Shutdown(ctx)) }()
	tr := tel.Tracer.Tracer("t")
	for _, b := range []struct {
		rows   int
		failed bool
	}{{0, false}, {3, false}, {0, true}} {
		_, span := tr.Start(ctx, "worker.batch", trace.WithAttributes(attribute.String("qtg.worker", "dispatcher")))
		span.SetAttributes(attribute.Int("qtg.rows", b.rows))
		if b.failed {
			span.SetStatus(codes.Error, "batch failed")
		}
		span.End()
	}
	_, other := tr.Start(ctx, "node.submit", trace.WithAttributes(attribute.Int("qtg.rows", 0)))
	other.End()

	var got []string
	for _, s := range exp.GetSpans() {
		rows := int64(-1)
		for _, a := range s.Attributes {
			if a.Key == "qtg.rows" {
				rows = a.Value.AsInt64()
			}
		}
		got = append(got, fmt.Sprintf("%s rows=%d %s", s.Name, rows, s.Status.Code))
	}
	require.Equal(t, []string{"worker.batch rows=3 Unset", "worker.batch rows=0 Error", "node.submit rows=0 Unset"}, got)
}

// A histogram measurement recorded with a sampled span in its context carries that
// span's trace_id as an exemplar in the OpenMetrics exposition (what the dashboard's
// trace links read); the plain text format is unchanged.
func TestMetricsCarryTraceExemplars(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "t", SpanExporter: tracetest.NewInMemoryExporter()})
	require.NoError(t, err)
	defer func() { require.NoError(t, tel.Shutdown(context.Background())) }()
	h, err := tel.Meter.Meter("t").Float64Histogram("qtg_executor_call_duration", metric.WithUnit("s"))
	require.NoError(t, err)
	spanCtx, span := tel.Tracer.Tracer("t").Start(ctx, "node.submit")
	h.Record(spanCtx, 0.25, metric.WithAttributes(attribute.String("executor", "noop"), attribute.String("phase", "submit")))
	span.End()

	addr, err := tel.ServeMetrics(ctx, "127.0.0.1:0", zerolog.Nop())
	require.NoError(t, err)
	get := func(accept string) string {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/metrics", nil)
		require.NoError(t, err)
		req.Header.Set("Accept", accept)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer func() { _ = res.Body.Close() }()
		body, err := io.ReadAll(res.Body)
		require.NoError(t, err)
		return string(body)
	}
	om := get("application/openmetrics-text; version=1.0.0")
	require.Contains(t, om, `trace_id="`+span.SpanContext().TraceID().String()+`"`)
	require.Contains(t, om, "qtg_executor_call_duration_seconds_bucket")
	require.NotContains(t, get("text/plain"), "trace_id=")
}

// Every span's resource names the build, the instance and the network the process
// serves, besides the service, so a trace leads to the heartbeat row and a rollout's
// versions can be told apart; these win over OTEL_RESOURCE_ATTRIBUTES.
func TestResourceNamesVersionInstanceAndNetwork(t *testing.T) {
	t.Setenv("OTEL_SERVICE_NAME", "")
	t.Setenv("OTEL_RESOURCE_ATTRIBUTES", "deployment.environment.name=elsewhere,team=payments")
	ctx := context.Background()
	exp := tracetest.NewInMemoryExporter()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "qtg-dispatcher", SpanExporter: exp,
		Build: buildinfo.Info{Version: "v1.2.3", Commit: "abc123", GoVersion: "go1.26.0"}, InstanceID: "pod-1-0000abcd",
		Environment: "testnet"})
	require.NoError(t, err)
	defer func() { require.NoError(t, tel.Shutdown(ctx)) }()
	_, span := tel.Tracer.Tracer("t").Start(ctx, "op")
	span.End()
	spans := exp.GetSpans()
	require.Len(t, spans, 1)
	got := map[string]string{}
	for _, kv := range spans[0].Resource.Attributes() {
		got[string(kv.Key)] = kv.Value.AsString()
	}
	require.Equal(t, "qtg-dispatcher", got["service.name"])
	require.Equal(t, "v1.2.3", got["service.version"])
	require.Equal(t, "pod-1-0000abcd", got["service.instance.id"])
	require.Equal(t, "testnet", got["deployment.environment.name"])
	require.Equal(t, "payments", got["team"], "the operator's other attributes stay")
}

// Every process's /metrics has qtg_build_info = 1 labelled with its version, commit and
// Go toolchain, from the first scrape.
func TestMetricsExportBuildInfo(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "t",
		Build: buildinfo.Info{Version: "v1.2.3", Commit: "abc123+dirty", GoVersion: "go1.26.0"}})
	require.NoError(t, err)
	defer func() { require.NoError(t, tel.Shutdown(context.Background())) }()
	addr, err := tel.ServeMetrics(ctx, "127.0.0.1:0", zerolog.Nop())
	require.NoError(t, err)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/metrics", nil)
	require.NoError(t, err)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer func() { _ = res.Body.Close() }()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	require.Contains(t, string(body), `qtg_build_info{commit="abc123+dirty",go_version="go1.26.0",version="v1.2.3"} 1`+"\n")
}
