package telemetry_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/telemetry"
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
