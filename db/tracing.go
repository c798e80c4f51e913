package db

import (
	"context"
	"slices"
	"strings"

	"github.com/exaring/otelpgx"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.opentelemetry.io/otel/trace"
)

// WithTracer makes every statement the pool runs a span, a child of the span in its
// context (docs/operations.md, "Observability"): a movement's trace then shows the
// statements of its nodes' phases and of the API calls on it. otelpgx is the kept
// implementation of pgx's tracer interface. Spans carry the statement's text, never its
// parameters (amounts, addresses, keys), and are named after the sqlc query
// (NodeClaimReady).
//
// A statement whose context holds no recording span, or whose span is named in skipUnder
// (the worker loop's worker.batch: a poll's claim, exported only when it claimed
// something), makes no span, so the polls add no traces of their own.
func WithTracer(tp trace.TracerProvider, skipUnder ...string) Option {
	return func(c *pgxpool.Config) {
		c.ConnConfig.Tracer = statementTracer{
			inner: otelpgx.NewTracer(otelpgx.WithTracerProvider(tp), otelpgx.WithSpanNameCtxFunc(spanName),
				otelpgx.WithDisableConnectionDetailsInAttributes(), otelpgx.WithDisableAcquireTracer()),
			skipUnder: skipUnder,
		}
	}
}

// statementTracer passes the statements that should be spans to otelpgx: a span's end
// must only be traced where its start was, so the start marks the context it skips.
type statementTracer struct {
	inner     *otelpgx.Tracer
	skipUnder []string
}

type skippedKey struct{}

func (s statementTracer) skip(ctx context.Context) (context.Context, bool) {
	span := trace.SpanFromContext(ctx)
	named, ok := span.(interface{ Name() string })
	if !span.IsRecording() || ok && slices.Contains(s.skipUnder, named.Name()) {
		return context.WithValue(ctx, skippedKey{}, true), true
	}
	return ctx, false
}

func skipped(ctx context.Context) bool { return ctx.Value(skippedKey{}) != nil }

// TraceQueryStart implements pgx.QueryTracer.
func (s statementTracer) TraceQueryStart(ctx context.Context, conn *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	if ctx, skip := s.skip(ctx); skip {
		return ctx
	}
	return s.inner.TraceQueryStart(ctx, conn, data)
}

// TraceQueryEnd implements pgx.QueryTracer.
func (s statementTracer) TraceQueryEnd(ctx context.Context, conn *pgx.Conn, data pgx.TraceQueryEndData) {
	if !skipped(ctx) {
		s.inner.TraceQueryEnd(ctx, conn, data)
	}
}

// TraceBatchStart implements pgx.BatchTracer.
func (s statementTracer) TraceBatchStart(ctx context.Context, conn *pgx.Conn, data pgx.TraceBatchStartData) context.Context {
	if ctx, skip := s.skip(ctx); skip {
		return ctx
	}
	return s.inner.TraceBatchStart(ctx, conn, data)
}

// TraceBatchQuery implements pgx.BatchTracer.
func (s statementTracer) TraceBatchQuery(ctx context.Context, conn *pgx.Conn, data pgx.TraceBatchQueryData) {
	if !skipped(ctx) {
		s.inner.TraceBatchQuery(ctx, conn, data)
	}
}

// TraceBatchEnd implements pgx.BatchTracer.
func (s statementTracer) TraceBatchEnd(ctx context.Context, conn *pgx.Conn, data pgx.TraceBatchEndData) {
	if !skipped(ctx) {
		s.inner.TraceBatchEnd(ctx, conn, data)
	}
}

// TraceCopyFromStart implements pgx.CopyFromTracer.
func (s statementTracer) TraceCopyFromStart(ctx context.Context, conn *pgx.Conn, data pgx.TraceCopyFromStartData) context.Context {
	if ctx, skip := s.skip(ctx); skip {
		return ctx
	}
	return s.inner.TraceCopyFromStart(ctx, conn, data)
}

// TraceCopyFromEnd implements pgx.CopyFromTracer.
func (s statementTracer) TraceCopyFromEnd(ctx context.Context, conn *pgx.Conn, data pgx.TraceCopyFromEndData) {
	if !skipped(ctx) {
		s.inner.TraceCopyFromEnd(ctx, conn, data)
	}
}

// spanName is the sqlc query's name ("-- name: NodeClaimReady :many" starts every
// statement sqlc generates), or the statement's first word for the few raw ones.
func spanName(_ context.Context, sql string) string {
	sql = strings.TrimSpace(sql)
	if rest, ok := strings.CutPrefix(sql, "-- name: "); ok {
		if name, _, ok := strings.Cut(rest, " "); ok {
			return name
		}
	}
	if word, _, _ := strings.Cut(sql, " "); word != "" {
		return strings.ToUpper(word)
	}
	return "statement"
}
