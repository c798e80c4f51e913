package outcall_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/services/internal/platform/outcall"
)

func attrs(s sdktrace.ReadOnlySpan) map[attribute.Key]string {
	out := map[attribute.Key]string{}
	for _, a := range s.Attributes() {
		out[a.Key] = a.Value.String()
	}
	return out
}

// Every attempt of an outside call is a client span under the caller's span, named after
// what it asks (the JSON-RPC method, or method and path), with the server's host but
// never the URL's secrets, and failed attempts marked as errors.
func TestOutsideCallsAreSpansWithoutTheirURLsSecrets(t *testing.T) {
	t.Parallel()
	var tries int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if strings.Contains(string(body), "eth_chainId") {
			_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":"0x1"}`))
			return
		}
		if r.URL.Path == "/v2/messages/0" {
			tries++
			if tries == 1 {
				http.Error(w, "busy", http.StatusServiceUnavailable)
				return
			}
		}
		_, _ = w.Write([]byte(`{}`))
	}))
	t.Cleanup(srv.Close)

	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	ctx, parent := tp.Tracer("test").Start(context.Background(), "worker.batch")

	rpc := outcall.Client(nil, tp, "dev-1", outcall.JSONRPC)
	post := func(body string) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/v3/SECRETKEY?apikey=SECRET", io.NopCloser(strings.NewReader(body)))
		require.NoError(t, err)
		res, err := rpc.Do(req)
		require.NoError(t, err)
		got, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		require.NotEmpty(t, got, "the server received the whole body")
	}
	post(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`)
	post(`[{"jsonrpc":"2.0","id":1,"method":"eth_getBalance"},{"jsonrpc":"2.0","id":2,"method":"eth_blockNumber"}]`)

	attester := outcall.Client(nil, tp, "iris", outcall.HTTP)
	for range 2 { // the caller's retry: two attempts, two spans
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/v2/messages/0?transactionHash=0xabc", nil)
		require.NoError(t, err)
		res, err := attester.Do(req)
		require.NoError(t, err)
		_ = res.Body.Close()
	}
	parent.End()

	spans := rec.Ended()
	require.Len(t, spans, 5)
	for _, s := range spans[:4] {
		require.Equal(t, parent.SpanContext().SpanID(), s.Parent().SpanID(), "%s is the caller's child", s.Name())
		require.Equal(t, trace.SpanKindClient, s.SpanKind())
		a := attrs(s)
		require.Equal(t, "127.0.0.1", a["server.address"])
		for k, v := range a {
			require.NotContains(t, v, "SECRET", "attribute %s", k)
		}
	}
	require.Equal(t, "eth_chainId", spans[0].Name())
	require.Equal(t, "dev-1", attrs(spans[0])["qtg.peer"])
	require.Equal(t, "jsonrpc batch", spans[1].Name())
	require.Equal(t, "eth_getBalance,eth_blockNumber", attrs(spans[1])["rpc.method"])
	require.Equal(t, "GET /v2/messages/0", spans[2].Name())
	require.Equal(t, codes.Error, spans[2].Status().Code, "the refused attempt")
	require.Equal(t, "503", attrs(spans[2])["http.response.status_code"])
	require.Equal(t, codes.Unset, spans[3].Status().Code, "the retry that succeeded")
}

// Without a tracer provider the transport is the one given: no cost when tracing is off
// at build time.
func TestNoTracerLeavesTheTransportAlone(t *testing.T) {
	t.Parallel()
	base := &http.Transport{}
	require.Same(t, base, outcall.Transport(base, nil, "x", outcall.HTTP))
}
