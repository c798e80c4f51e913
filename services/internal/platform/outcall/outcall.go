// Package outcall traces the calls QTG makes to the outside world — chains' JSON-RPC
// providers, attestation services, venues — as client spans under the calling worker's
// span, one span per HTTP attempt, so a retried call shows every try and its outcome
// (docs/operations.md, "Observability", outside calls).
//
// It is hand-written rather than otelhttp because otelhttp records the request's full
// URL, and these URLs carry credentials (RPC providers' API keys in the path or query):
// a span here names the server's host and, for plain HTTP, the path, never the query.
package outcall

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// scope is the instrumentation scope of the spans.
const scope = "github.com/qtgdev/qtg/services/internal/platform/outcall"

// Namer names a request's span and adds its protocol's attributes.
type Namer func(*http.Request) (name string, attrs []attribute.KeyValue)

// Transport returns base (http.DefaultTransport when nil) with a client span around
// every round trip. peer is what QTG calls the server (a chain, "iris", a venue): the
// span's qtg.peer, for dashboards that group by the party rather than the host. With a
// nil tp it returns base unchanged.
func Transport(base http.RoundTripper, tp trace.TracerProvider, peer string, name Namer) http.RoundTripper {
	if base == nil {
		base = http.DefaultTransport
	}
	if tp == nil {
		return base
	}
	return &transport{base: base, tracer: tp.Tracer(scope), peer: peer, name: name}
}

// Client returns a copy of c (a zero client when nil) whose transport is traced.
func Client(c *http.Client, tp trace.TracerProvider, peer string, name Namer) *http.Client {
	var out http.Client
	if c != nil {
		out = *c
	}
	out.Transport = Transport(out.Transport, tp, peer, name)
	return &out
}

type transport struct {
	base   http.RoundTripper
	tracer trace.Tracer
	peer   string
	name   Namer
}

func (t *transport) RoundTrip(r *http.Request) (*http.Response, error) {
	// A RoundTripper must not change the caller's request, and a Namer may replace the
	// body it read: it works on a copy, which is what goes out.
	r = r.Clone(r.Context())
	name, attrs := t.name(r)
	host, port := hostPort(r)
	attrs = append(attrs, attribute.String("qtg.peer", t.peer), attribute.String("server.address", host),
		attribute.String("http.request.method", r.Method))
	if port > 0 {
		attrs = append(attrs, attribute.Int("server.port", port))
	}
	ctx, span := t.tracer.Start(r.Context(), name, trace.WithSpanKind(trace.SpanKindClient), trace.WithAttributes(attrs...))
	defer span.End()
	res, err := t.base.RoundTrip(r.WithContext(ctx))
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "transport error")
		return res, err
	}
	span.SetAttributes(attribute.Int("http.response.status_code", res.StatusCode))
	if res.StatusCode >= 400 {
		span.SetStatus(codes.Error, http.StatusText(res.StatusCode))
	}
	return res, nil
}

func hostPort(r *http.Request) (string, int) {
	host, p, err := net.SplitHostPort(r.URL.Host)
	if err != nil {
		return r.URL.Hostname(), 0
	}
	port, _ := strconv.Atoi(p)
	return host, port
}

// HTTP names a span "<METHOD> <path>", for REST-style APIs whose paths carry no secret
// (a venue's endpoints, the attestation service's messages). The query is left out.
func HTTP(r *http.Request) (string, []attribute.KeyValue) {
	return r.Method + " " + r.URL.Path, []attribute.KeyValue{attribute.String("url.path", r.URL.Path)}
}

// JSONRPC names a span after the JSON-RPC method it carries ("eth_sendRawTransaction";
// "jsonrpc batch" for a batch, its methods in rpc.method), reading the body and
// replacing it with the bytes read (Transport hands it a copy of the request). The URL, which often holds the provider's API key, is
// not recorded.
func JSONRPC(r *http.Request) (string, []attribute.KeyValue) {
	attrs := []attribute.KeyValue{attribute.String("rpc.system", "jsonrpc")}
	if r.Body == nil || r.Body == http.NoBody {
		return "jsonrpc", attrs
	}
	body, err := io.ReadAll(r.Body)
	_ = r.Body.Close()
	r.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return "jsonrpc", attrs
	}
	type call struct {
		Method string `json:"method"`
	}
	var one call
	if json.Unmarshal(body, &one) == nil && one.Method != "" {
		return one.Method, append(attrs, attribute.String("rpc.method", one.Method))
	}
	var batch []call
	if json.Unmarshal(body, &batch) == nil && len(batch) > 0 {
		methods := make([]string, len(batch))
		for i, c := range batch {
			methods[i] = c.Method
		}
		return "jsonrpc batch", append(attrs, attribute.String("rpc.method", strings.Join(methods, ",")),
			attribute.Int("rpc.jsonrpc.batch_size", len(batch)))
	}
	return "jsonrpc", attrs
}
