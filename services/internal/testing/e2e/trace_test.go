package e2e_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/contrib/instrumentation/google.golang.org/grpc/otelgrpc"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/telemetry"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// One trace covers a movement's whole life: the client's create and approve calls,
// and every node's preflight, prepare, submit and observation by the workers, which
// join the trace the gateway stored on the movement. The gateway and the workers run
// as separate components in this process so one in-memory exporter sees them all.
// The caller's tracestate is kept on the movement and restored on the workers' spans;
// the workers' log lines about the movement carry its trace_id; its audit_log rows
// carry it too; and polls that claimed nothing export no span.
func TestOneTracePerMovement(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	exp := tracetest.NewInMemoryExporter()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "trace-test", SpanExporter: exp})
	require.NoError(t, err)
	defer func() { _ = tel.Shutdown(context.Background()) }()
	reg, err := executor.NewRegistry(noop.New(db.Wrap(pool), "trace-test"))
	require.NoError(t, err)

	roles := map[string][]string{"alice": {"creator"}, "bob": {"approver"}, "ops1": {"operator"}, "ops2": {"operator"}}
	parsed, err := gateway.ParseTokens(testfix.TokensFile(t, roles, func(name string) string { return "t-" + name }))
	require.NoError(t, err)
	srv, err := gateway.New(gateway.Config{Pool: db.Wrap(pool), Network: db.Testnet, Registry: reg, Tokens: parsed,
		Logger: zerolog.Nop(), Tracer: tel.Tracer, Meter: tel.Meter})
	require.NoError(t, err)
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	wg.Go(func() { _ = srv.Serve(ctx, l) })

	var logs syncBuffer
	logger := zerolog.New(&logs).Hook(telemetry.LogHook{})
	ecfg := engine.Config{Pool: db.Wrap(pool), Registry: reg, Instance: "trace-test", Logger: logger, Tracer: tel.Tracer, Meter: tel.Meter}
	disp, err := engine.NewDispatcher(ecfg)
	require.NoError(t, err)
	obs, err := engine.NewObserver(ecfg)
	require.NoError(t, err)
	rec, err := engine.NewRecovery(ecfg)
	require.NoError(t, err)
	sup, err := worker.New(worker.Config{Pool: db.Wrap(pool), Network: db.Testnet, InstanceID: "trace-test", Tracer: tel.Tracer, Meter: tel.Meter},
		worker.Spec{Name: "dispatcher", Tier: worker.Core, Interval: 50 * time.Millisecond, Batch: disp.Batch, Wake: []string{notify.NodesReady}},
		worker.Spec{Name: "observer", Tier: worker.Core, Interval: 50 * time.Millisecond, Batch: obs.Batch, Wake: []string{notify.NodesSubmitted}},
		worker.Spec{Name: "recovery", Tier: worker.Core, Interval: 50 * time.Millisecond, Batch: rec.Batch})
	require.NoError(t, err)
	wg.Go(func() { _ = sup.Run(ctx) })

	conn, err := grpc.NewClient(l.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithStatsHandler(otelgrpc.NewClientHandler(otelgrpc.WithTracerProvider(tel.Tracer))))
	require.NoError(t, err)
	defer func() { _ = conn.Close() }()
	as := func(ctx context.Context, name string) context.Context {
		return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer t-"+name)
	}
	tpl := qtgv1.NewTemplateServiceClient(conn)
	p, err := tpl.ProposeTemplate(as(ctx, "ops1"), &qtgv1.ProposeTemplateRequest{Name: "traced", DefinitionJson: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{"pending_polls":1},"depends_on":["a"]}]}`})
	require.NoError(t, err)
	_, err = tpl.ApproveTemplate(as(ctx, "ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.NoError(t, err)

	// The caller's own span, under a trace it joined with vendor state (tracestate):
	// create and approve are made inside it.
	state, err := trace.ParseTraceState("vendor=opaque-42")
	require.NoError(t, err)
	callerCtx := trace.ContextWithRemoteSpanContext(ctx, trace.NewSpanContext(trace.SpanContextConfig{
		TraceID: trace.TraceID{0x4b, 0xf9, 0x2f, 0x35, 0x77, 0xb3, 0x4d, 0xa6, 0xa3, 0xce, 0x92, 0x9d, 0x0e, 0x0e, 0x47, 0x36},
		SpanID:  trace.SpanID{0x00, 0xf0, 0x67, 0xaa, 0x0b, 0xa9, 0x02, 0xb7}, TraceFlags: trace.FlagsSampled, TraceState: state, Remote: true,
	}))
	rootCtx, root := tel.Tracer.Tracer("test").Start(callerCtx, "client: move money")
	mov := qtgv1.NewMovementServiceClient(conn)
	c, err := mov.CreateMovement(as(rootCtx, "alice"), &qtgv1.CreateMovementRequest{TemplateName: "traced", IdempotencyKey: "tr-1"})
	require.NoError(t, err)
	_, err = mov.ApproveMovement(as(rootCtx, "bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	root.End()
	require.Eventually(t, func() bool {
		var state string
		err := pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, c.GetMovement().GetId()).Scan(&state)
		return err == nil && state == "COMPLETED"
	}, time.Minute, 20*time.Millisecond)

	traceID := root.SpanContext().TraceID()
	var tracestate *string
	require.NoError(t, pool.QueryRow(ctx, `SELECT tracestate FROM movements WHERE id = $1`, c.GetMovement().GetId()).Scan(&tracestate))
	require.NotNil(t, tracestate, "the caller's tracestate is kept on the movement")
	require.Equal(t, "vendor=opaque-42", *tracestate)
	found := map[string]bool{}
	for _, s := range exp.GetSpans() {
		if s.Name == "worker.batch" {
			for _, a := range s.Attributes {
				if a.Key == "qtg.rows" {
					require.NotZero(t, a.Value.AsInt64(), "a poll that claimed nothing exported its span")
				}
			}
		}
		if s.SpanContext.TraceID() != traceID {
			continue
		}
		if strings.HasPrefix(s.Name, "node.") {
			require.Equal(t, "vendor=opaque-42", s.SpanContext.TraceState().String(), "%s: the tracestate is restored", s.Name)
		}
		name := s.Name
		for _, a := range s.Attributes {
			if a.Key == attribute.Key("qtg.node_key") {
				name += " " + a.Value.AsString()
			}
		}
		found[name] = true
	}
	for _, want := range []string{
		"qtg.v1.MovementService/CreateMovement", "qtg.v1.MovementService/ApproveMovement",
		"node.preflight a", "node.prepare a", "node.submit a", "node.observe a",
		"node.preflight b", "node.prepare b", "node.submit b", "node.observe b",
	} {
		require.True(t, found[want], "span %q missing from the movement's trace; found %v", want, found)
	}

	// Log lines about the movement carry its trace, not the worker batch's.
	var finished map[string]any
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var l map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &l))
		if l["message"] == "movement finished" && l["movement_id"] == c.GetMovement().GetId() {
			finished = l
		}
	}
	require.NotNil(t, finished, "no 'movement finished' line in %s", logs.String())
	require.Equal(t, traceID.String(), finished["trace_id"])

	// Its audit rows, once promoted, carry the trace id: the movement's and its nodes'.
	promoter, err := audit.NewPromoter(audit.PromoterConfig{Pool: db.Wrap(pool), Logger: zerolog.Nop()})
	require.NoError(t, err)
	for {
		n, err := promoter.Batch(ctx)
		require.NoError(t, err)
		if n == 0 {
			break
		}
	}
	rows, err := pool.Query(ctx, `SELECT a.entity_type, coalesce(a.trace_id, '') FROM audit_log a
		WHERE a.entity_id = $1 OR a.entity_id IN (SELECT id::text FROM movement_nodes WHERE movement_id = $1::uuid)`, c.GetMovement().GetId())
	require.NoError(t, err)
	byType := map[string]int{}
	for rows.Next() {
		var typ, tid string
		require.NoError(t, rows.Scan(&typ, &tid))
		require.Equal(t, traceID.String(), tid, "an audit row of the %s has no or another trace id", typ)
		byType[typ]++
	}
	require.NoError(t, rows.Err())
	require.Positive(t, byType["movement"])
	require.Positive(t, byType["node"])
}

// syncBuffer is a bytes.Buffer safe for the concurrent writes of several workers' loggers.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
