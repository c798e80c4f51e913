package cctptransfer_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
)

// The executor's outside calls are spans in the movement's trace: every JSON-RPC call to
// either chain and every attempt to fetch the attestation, the refused ones marked as
// errors, so a trace shows where a slow or failing transfer waited and how often it
// retried.
func TestOutsideCallsAreSpansInTheMovementsTrace(t *testing.T) {
	t.Parallel()
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	e := setupWith(t, options{tracer: tp})
	amount := big.NewInt(400_000)
	id := e.start(t, amount.String(), "100", "fast")
	e.runUntil(t, "the burn intent", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'burn'`) == 1
	})
	e.srv.SetFaults(iris.Faults{Status: 503})
	e.runUntil(t, "the attester refused a few times", func() bool {
		return countSpans(rec, func(s sdktrace.ReadOnlySpan) bool {
			return strings.HasPrefix(s.Name(), "GET /v2/messages/") && s.Status().Code == codes.Error
		}) >= 2
	})
	e.srv.SetFaults(iris.Faults{})
	e.runUntil(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))

	names := map[trace.SpanID]string{}
	for _, s := range rec.Ended() {
		names[s.SpanContext().SpanID()] = s.Name()
	}
	peers := map[string]int{}
	var okAttestations int
	for _, s := range rec.Ended() {
		peer := ""
		for _, a := range s.Attributes() {
			if a.Key == "qtg.peer" {
				peer = a.Value.AsString()
			}
			require.NotContains(t, a.Value.String(), "transactionHash=", "no query in attributes")
		}
		if peer == "" {
			continue
		}
		parent := names[s.Parent().SpanID()]
		if !strings.HasPrefix(parent, "node.") {
			continue // the executor's own set-up calls (chain IDs), outside any node
		}
		peers[peer+" "+s.Name()]++
		if strings.HasPrefix(s.Name(), "GET /v2/messages/") && s.Status().Code != codes.Error {
			okAttestations++
		}
	}
	require.Positive(t, peers["dev-1 eth_sendRawTransaction"], "the approve and the burn on dev-1: %v", peers)
	require.Positive(t, peers["dev-2 eth_sendRawTransaction"], "the mint on dev-2: %v", peers)
	require.Positive(t, okAttestations, "the attestation fetched after the refusals: %v", peers)
	var attempts int
	for k, n := range peers {
		if strings.HasPrefix(k, "attestation GET /v2/messages/") {
			attempts += n
		}
	}
	require.Greater(t, attempts, okAttestations, "every attempt is a span, the refused ones too")
}

func countSpans(rec *tracetest.SpanRecorder, match func(sdktrace.ReadOnlySpan) bool) int {
	var n int
	for _, s := range rec.Ended() {
		if match(s) {
			n++
		}
	}
	return n
}
