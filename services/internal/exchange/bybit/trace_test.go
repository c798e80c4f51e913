package bybit_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// A traced client's calls are spans named by method and path, one per attempt (a GET
// the client retries after a 5xx shows both), with neither the signed query nor the
// API key in any attribute.
func TestTracedVenueCallsAreOneSpanPerAttempt(t *testing.T) {
	t.Parallel()
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		if calls.Add(1) == 1 {
			http.Error(w, "maintenance", http.StatusBadGateway)
			return
		}
		_, _ = w.Write([]byte(`{"retCode":0,"retMsg":"OK","result":{"id":"42","rows":[]},"time":1}`))
	}))
	defer srv.Close()
	rec := tracetest.NewSpanRecorder()
	c := newClient(t, srv.URL).Traced(sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec)), "bybit-main")

	_, _ = c.WithdrawalByID(context.Background(), "42")
	spans := rec.Ended()
	require.Len(t, spans, 2, "the refused attempt and the retry")
	for _, s := range spans {
		require.Equal(t, "GET /v5/asset/withdraw/query-record", s.Name())
		for _, a := range s.Attributes() {
			require.NotContains(t, a.Value.String(), "withdrawID", "no query in %s", a.Key)
			require.NotContains(t, a.Value.String(), vecKey, "no API key in %s", a.Key)
		}
	}
	require.Equal(t, codes.Error, spans[0].Status().Code)
	require.Equal(t, codes.Unset, spans[1].Status().Code)
}
