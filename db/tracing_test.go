package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// A statement run under a span is a child span of it, named after its sqlc query and
// carrying its text but never its parameters; one run under no span, or under a span
// the pool skips (a worker's poll), makes none.
func TestStatementsAreSpansUnderTheCallersTrace(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	t.Cleanup(func() { _ = tp.Shutdown(context.WithoutCancel(ctx)) })
	pool, err := db.Open(ctx, d.URL, db.Testnet, db.WithTracer(tp, "worker.batch"))
	require.NoError(t, err)
	t.Cleanup(pool.Close)

	beat := func(ctx context.Context, instance string) {
		_, err := pool.Heartbeats().Beat(ctx, db.Heartbeat{WorkerName: "dispatcher", InstanceID: instance, Tier: "core",
			Status: "live", StartedAt: time.Now(), ExpectedIntervalSeconds: 60})
		require.NoError(t, err)
	}
	beat(ctx, "untraced-secret-instance")
	require.Empty(t, rec.Ended(), "no span without a caller's span")

	traced, parent := tp.Tracer("test").Start(ctx, "node")
	beat(traced, "traced-secret-instance")
	parent.End()

	polled, poll := tp.Tracer("test").Start(ctx, "worker.batch")
	beat(polled, "polled-secret-instance")
	poll.End()

	var child sdktrace.ReadOnlySpan
	for _, s := range rec.Ended() {
		if s.Name() == "HeartbeatUpsert" {
			require.Nil(t, child, "one statement span: none under worker.batch")
			child = s
		}
	}
	require.NotNil(t, child, "the statement's span, named after its query")
	require.Equal(t, parent.SpanContext().TraceID(), child.SpanContext().TraceID())
	require.Equal(t, parent.SpanContext().SpanID(), child.Parent().SpanID())
	var text string
	for _, a := range child.Attributes() {
		require.NotContains(t, a.Value.String(), "secret-instance", "no parameter in %s", a.Key)
		if a.Key == "db.query.text" {
			text = a.Value.AsString()
		}
	}
	require.Contains(t, text, "INSERT INTO worker_heartbeats")
}
