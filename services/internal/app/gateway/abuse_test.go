package gateway_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/attribute"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// counterSum is the sum of a counter's points whose attributes include attr (any
// point when attr is empty).
func counterSum(t *testing.T, reader *sdkmetric.ManualReader, name string, attr ...attribute.KeyValue) int64 {
	t.Helper()
	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(context.Background(), &rm))
	var n int64
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if m.Name != name {
				continue
			}
			sum, ok := m.Data.(metricdata.Sum[int64])
			require.True(t, ok, "%s is an int64 counter", name)
		points:
			for _, p := range sum.DataPoints {
				for _, a := range attr {
					if v, ok := p.Attributes.Value(a.Key); !ok || v != a.Value {
						continue points
					}
				}
				n += p.Value
			}
		}
	}
	return n
}

// A tokens file that is unreadable or invalid for longer than its grace refuses every
// token (counted in qtg_tokens_file_failures) until a valid file is read again.
func TestBrokenTokensFileFailsClosedAfterItsGrace(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "tokens.json")
	good := testfix.TokensFile(t, principals, func(n string) string { return "token-" + n })
	require.NoError(t, os.WriteFile(path, good, 0o600))
	reader := sdkmetric.NewManualReader()
	s := serveWith(t, func(c *gateway.Config) {
		c.TokensFile, c.TokensReload, c.TokensGrace = path, 10*time.Millisecond, 100*time.Millisecond
		c.Meter = sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	})
	refused := func() bool {
		_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
		return status.Code(err) == codes.Unauthenticated
	}
	accepted := func() bool {
		_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
		return err == nil
	}
	require.True(t, accepted())

	for name, breakIt := range map[string]func(){
		"invalid":    func() { require.NoError(t, os.WriteFile(path, []byte(`{"principals": [`), 0o600)) },
		"unreadable": func() { require.NoError(t, os.Remove(path)) },
	} {
		breakIt()
		require.Eventually(t, refused, 30*time.Second, 10*time.Millisecond, "%s tokens file still accepted after its grace", name)
		require.Positive(t, counterSum(t, reader, "qtg_tokens_file_failures"))
		require.NoError(t, os.WriteFile(path+".new", good, 0o600))
		require.NoError(t, os.Rename(path+".new", path))
		require.Eventually(t, accepted, 30*time.Second, 10*time.Millisecond, "a valid file again is not loaded after %s", name)
	}
}

// A stream of a principal removed from the tokens file ends with Unauthenticated at
// the next reload; a remaining principal's stream goes on.
func TestStreamsOfARemovedPrincipalEnd(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "tokens.json")
	require.NoError(t, os.WriteFile(path, testfix.TokensFile(t, principals, func(n string) string { return "token-" + n }), 0o600))
	s := serveWith(t, func(c *gateway.Config) {
		c.TokensFile, c.TokensReload, c.TokensGrace = path, 10*time.Millisecond, time.Hour
	})
	id := s.pending(t)
	vicCtx, vicDone := context.WithTimeout(as("vic"), 2*time.Minute) // bounds the wait where streams are not ended
	defer vicDone()
	vic, err := s.watch(vicCtx, t, id)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(as("bob"))
	defer cancel()
	bob, err := s.watch(ctx, t, id)
	require.NoError(t, err)

	next := map[string][]string{}
	for name, roles := range principals {
		if name != "vic" {
			next[name] = roles
		}
	}
	require.NoError(t, os.WriteFile(path+".new", testfix.TokensFile(t, next, func(n string) string { return "token-" + n }), 0o600))
	require.NoError(t, os.Rename(path+".new", path))
	for {
		_, err := vic.Recv()
		if err != nil {
			require.Equal(t, codes.Unauthenticated, status.Code(err), "%v", err)
			break
		}
	}
	// bob's stream is still served: a change of the movement reaches it.
	_, err = s.mov.CancelMovement(as("bob"), &qtgv1.CancelMovementRequest{Id: id, Reason: "test"})
	require.NoError(t, err)
	ev, err := bob.Recv()
	require.NoError(t, err, "a remaining principal's stream goes on")
	require.NotNil(t, ev)
}

// 2,000 idle connections do not stop an authenticated approve: from one source the
// per-source cap closes all but a few of them at once; spread over many sources they
// fill the gateway's connection slots until the pre-authentication idle limit closes
// them. A client that connects afterwards, from another source, still approves.
func TestIdleConnectionsDoNotStopAnAuthenticatedApprove(t *testing.T) {
	t.Parallel()
	const perSource = 16
	reader := sdkmetric.NewManualReader()
	s := serveWith(t, func(c *gateway.Config) {
		c.Limits.MaxConnections, c.Limits.MaxConnectionsPerSource, c.Limits.PreAuthIdle = 256, perSource, 200*time.Millisecond
		c.Meter = sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	})
	id := s.pending(t)
	got, err := s.mov.GetMovement(as("bob"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)

	// The idle connections: 1,000 from 127.0.0.2, and 1,000 from 50 other loopback
	// addresses (20 each). They only connect, and are held until the test ends.
	var (
		mu   sync.Mutex
		idle []net.Conn
	)
	t.Cleanup(func() {
		for _, c := range idle {
			_ = c.Close()
		}
	})
	dial := func(ip string, n int) {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
		for range n {
			c, err := d.DialContext(context.Background(), "tcp", s.addr)
			require.NoError(t, err)
			mu.Lock()
			idle = append(idle, c)
			mu.Unlock()
		}
	}
	dial("127.0.0.2", 1000)
	for i := range 50 {
		dial(fmt.Sprintf("127.0.1.%d", i+1), 20)
	}
	require.Len(t, idle, 2000)

	// The per-source cap refused all but perSource of 127.0.0.2's (and 4 of each
	// other source's); the others were closed for making no authenticated call.
	perSourceRefused := attribute.String("reason", "per_source")
	require.Eventually(t, func() bool {
		return counterSum(t, reader, "qtg_gateway_connections_refused", perSourceRefused) >= 1000-perSource
	}, 60*time.Second, 20*time.Millisecond)

	// While they are held, a new client (from 127.0.0.1) connects and approves.
	conn, err := grpc.NewClient(s.addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	defer func() { _ = conn.Close() }()
	ctx, cancel := context.WithTimeout(as("bob"), time.Minute)
	defer cancel()
	a, err := qtgv1.NewMovementServiceClient(conn).ApproveMovement(ctx,
		&qtgv1.ApproveMovementRequest{Id: id, PlanHash: got.GetMovement().GetPlanHash()}, grpc.WaitForReady(true))
	require.NoError(t, err)
	require.Equal(t, "bob", a.GetMovement().GetApprovedBy())
	require.Positive(t, counterSum(t, reader, "qtg_gateway_connections_refused", attribute.String("reason", "pre_auth_idle")))
}

// List answers leave out template definitions and movement params, which Get returns:
// a page of large proposals or params stays within every client's message limit.
func TestListsLeaveOutDefinitionsAndParams(t *testing.T) {
	t.Parallel()
	b := setup(t)
	def := `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`
	tpl := b.template(t, "pay", def)
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"m"}`, IdempotencyKey: "k1"})
	require.NoError(t, err)

	tpls, err := b.tpl.ListTemplates(as("vic"), &qtgv1.ListTemplatesRequest{})
	require.NoError(t, err)
	require.Len(t, tpls.GetTemplates(), 1)
	require.Empty(t, tpls.GetTemplates()[0].GetDefinitionJson())
	require.Equal(t, tpl.GetDefinitionHash(), tpls.GetTemplates()[0].GetDefinitionHash())
	require.Equal(t, []string{"memo"}, tpls.GetTemplates()[0].GetParams())
	full, err := b.tpl.GetTemplate(as("vic"), &qtgv1.GetTemplateRequest{Id: tpl.GetId()})
	require.NoError(t, err)
	require.JSONEq(t, def, full.GetTemplate().GetDefinitionJson())

	movs, err := b.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
	require.NoError(t, err)
	require.Len(t, movs.GetMovements(), 1)
	require.Empty(t, movs.GetMovements()[0].GetParamsJson())
	m, err := b.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: c.GetMovement().GetId()})
	require.NoError(t, err)
	require.JSONEq(t, `{"memo":"m"}`, m.GetMovement().GetParamsJson())
}
