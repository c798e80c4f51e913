package engine

import (
	"context"
	"sync"
	"time"

	"github.com/google/uuid"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/db"
)

// instruments are the engine's spans and metrics. Metric labels are bounded: states,
// executors, workers, phases; never IDs.
type instruments struct {
	tracing     bool
	tracer      trace.Tracer
	transitions metric.Int64Counter
	claim       metric.Float64Histogram
	claims      metric.Int64Counter
	call        metric.Float64Histogram
	pastFatal   metric.Int64Counter

	// One option per distinct label values of the per-node measurements.
	callLabels        labelSets[[2]string] // executor, phase
	transitionLabels  labelSets[[3]string] // from, to, executor
	claimLabels       labelSets[string]    // worker
	claimResultLabels labelSets[[2]string] // worker, result

	mu      sync.Mutex
	parents map[uuid.UUID]trace.SpanContext // movement trace contexts, by movement
}

func newInstruments(cfg Config) (*instruments, error) {
	i := &instruments{tracing: cfg.Tracer != nil, parents: map[uuid.UUID]trace.SpanContext{}}
	if i.tracing {
		i.tracer = cfg.Tracer.Tracer("github.com/qtgdev/qtg/services/internal/app/engine")
	}
	m := cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/app/engine")
	var err error
	if i.transitions, err = m.Int64Counter("qtg_node_transitions", metric.WithDescription("Node state transitions.")); err != nil {
		return nil, err
	}
	if i.claim, err = m.Float64Histogram("qtg_claim_duration", metric.WithUnit("s"), metric.WithDescription("Duration of a claim query."),
		metric.WithExplicitBucketBoundaries(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1)); err != nil {
		return nil, err
	}
	if i.claims, err = m.Int64Counter("qtg_claims", metric.WithDescription(
		"Batch claims by result: full (as many rows as asked), short (fewer), empty (none). "+
			"Short and empty claims while work waits show replicas skipping each other's rows.")); err != nil {
		return nil, err
	}
	if i.call, err = m.Float64Histogram("qtg_executor_call_duration", metric.WithUnit("s"),
		metric.WithDescription("Duration of executor calls by phase."),
		metric.WithExplicitBucketBoundaries(0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)); err != nil {
		return nil, err
	}
	if i.pastFatal, err = m.Int64Counter("qtg_observations_past_fatal", metric.WithDescription(
		"Nodes whose observation passed its lane's fatal deadline and went to UNKNOWN (recovery takes over).")); err != nil {
		return nil, err
	}
	return i, nil
}

// labelSets hands out one measurement option per distinct label values. Building an
// attribute set sorts and copies its labels on every call; the engine records a few
// measurements per node-step with a few dozen distinct sets (its labels are bounded:
// states, executors, workers, phases), so each set is built once per process.
type labelSets[K comparable] struct {
	mu   sync.Mutex
	sets map[K]metric.MeasurementOption
}

// option returns k's option, building it with build(k) the first time.
func (l *labelSets[K]) option(k K, build func(K) metric.MeasurementOption) metric.MeasurementOption {
	l.mu.Lock()
	defer l.mu.Unlock()
	o, ok := l.sets[k]
	if !ok {
		if l.sets == nil {
			l.sets = map[K]metric.MeasurementOption{}
		}
		o = build(k)
		l.sets[k] = o
	}
	return o
}

// observedPastFatal counts a node whose observation passed its fatal deadline.
func (i *instruments) observedPastFatal(ctx context.Context, executor string) {
	i.pastFatal.Add(ctx, 1, metric.WithAttributes(attribute.String("executor", executor)))
}

func (i *instruments) transition(ctx context.Context, from, to, executor string, n int) {
	if n == 0 {
		return
	}
	i.transitions.Add(ctx, int64(n), i.transitionLabels.option([3]string{from, to, executor}, func(k [3]string) metric.MeasurementOption {
		return metric.WithAttributes(attribute.String("from", k[0]), attribute.String("to", k[1]), attribute.String("executor", k[2]))
	}))
}

func (i *instruments) claimed(ctx context.Context, worker string, start time.Time) {
	i.claim.Record(ctx, time.Since(start).Seconds(), i.claimLabels.option(worker, func(w string) metric.MeasurementOption {
		return metric.WithAttributes(attribute.String("worker", w))
	}))
}

// claimResult counts one batch claim that asked for limit rows and got got.
func (i *instruments) claimResult(ctx context.Context, worker string, got, limit int) {
	result := "full"
	switch {
	case got == 0:
		result = "empty"
	case got < limit:
		result = "short"
	}
	i.claims.Add(ctx, 1, i.claimResultLabels.option([2]string{worker, result}, func(k [2]string) metric.MeasurementOption {
		return metric.WithAttributes(attribute.String("worker", k[0]), attribute.String("result", k[1]))
	}))
}

// phase runs an executor call in a span that belongs to the movement's trace (the
// trace the gateway started when the movement was created), linked to the worker's
// batch span, and records its duration. conn is where the movement's trace context is
// read when it is not cached yet.
func (i *instruments) phase(ctx context.Context, conn db.Conn, n *db.Node, phase string, f func(context.Context) error) error {
	start := time.Now()
	var span trace.Span
	if i.tracing {
		parent := i.movementContext(ctx, conn, n.MovementID)
		batch := trace.SpanContextFromContext(ctx)
		spanCtx := trace.ContextWithRemoteSpanContext(ctx, parent)
		if !parent.IsValid() {
			spanCtx = ctx
		}
		spanCtx, span = i.tracer.Start(spanCtx, "node."+phase, trace.WithLinks(trace.Link{SpanContext: batch}),
			trace.WithAttributes(attribute.String("qtg.movement_id", n.MovementID.String()), attribute.String("qtg.node_id", n.ID.String()),
				attribute.String("qtg.node_key", n.Key), attribute.String("qtg.executor", n.Executor),
				attribute.Int("qtg.attempt", int(n.Attempt))))
		ctx = spanCtx
	}
	err := f(ctx)
	i.call.Record(ctx, time.Since(start).Seconds(), i.callLabels.option([2]string{n.Executor, phase}, func(k [2]string) metric.MeasurementOption {
		return metric.WithAttributes(attribute.String("executor", k[0]), attribute.String("phase", k[1]))
	}))
	if span != nil {
		if err != nil {
			span.RecordError(err)
			span.SetStatus(codes.Error, phase+" failed")
		}
		span.End()
	}
	return err
}

// logContext returns ctx carrying the movement's trace context (the one the gateway
// stored on it), for log lines about that movement: they then carry the movement's
// trace_id, not the worker batch's, so searching the logs by a movement's trace finds
// them. ctx is returned as is when the movement has no trace context. Only the log
// event gets this context; spans keep their own parents.
func (i *instruments) logContext(ctx context.Context, conn db.Conn, movementID uuid.UUID) context.Context {
	sc := i.movementContext(ctx, conn, movementID)
	if !sc.IsValid() {
		return ctx
	}
	return trace.ContextWithRemoteSpanContext(ctx, sc)
}

// movementContext returns the span context stored on the movement (cached; a few
// thousand movements at most are live at once).
func (i *instruments) movementContext(ctx context.Context, conn db.Conn, movementID uuid.UUID) trace.SpanContext {
	i.mu.Lock()
	sc, ok := i.parents[movementID]
	i.mu.Unlock()
	if ok {
		return sc
	}
	r, err := conn.Movements().Get(ctx, movementID)
	if err != nil || r.Traceparent == nil {
		return trace.SpanContext{}
	}
	sc = storedSpanContext(r.Traceparent, r.Tracestate)
	i.mu.Lock()
	if len(i.parents) > 10_000 {
		clear(i.parents)
	}
	i.parents[movementID] = sc
	i.mu.Unlock()
	return sc
}

// storedSpanContext parses the W3C trace context stored on a movement; the zero
// SpanContext when there is none.
func storedSpanContext(traceparent, tracestate *string) trace.SpanContext {
	if traceparent == nil {
		return trace.SpanContext{}
	}
	carrier := propagation.MapCarrier{"traceparent": *traceparent}
	if tracestate != nil {
		carrier["tracestate"] = *tracestate
	}
	return trace.SpanContextFromContext(propagation.TraceContext{}.Extract(context.Background(), carrier))
}
