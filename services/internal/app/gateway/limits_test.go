package gateway_test

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// served is a gateway configured by the test, served over real gRPC on loopback.
type served struct {
	*bundle
	conn *grpc.ClientConn
	addr string
}

// serveWith serves a gateway whose Config the test adjusts; the tokens are those of
// principals (token "token-<name>"), also written to cfg.TokensFile when set.
func serveWith(t *testing.T, adjust func(*gateway.Config)) *served {
	t.Helper()
	ctx := context.Background()
	f := testfix.New(t, testfix.UseLoginPool())
	tokens, err := gateway.ParseTokens(testfix.TokensFile(t, principals, func(name string) string { return "token-" + name }))
	require.NoError(t, err)
	cfg := gateway.Config{Pool: db.Wrap(f.GatewayLogin), Network: db.Testnet, Registry: f.Registry, Tokens: tokens, Logger: zerolog.Nop()}
	adjust(&cfg)
	srv, err := gateway.New(cfg)
	require.NoError(t, err)
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	serveCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(serveCtx, l) }()
	conn, err := grpc.NewClient(l.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = conn.Close()
		stop()
		require.NoError(t, <-done)
	})
	return &served{
		bundle: &bundle{admin: f.Pool, mov: qtgv1.NewMovementServiceClient(conn), tpl: qtgv1.NewTemplateServiceClient(conn), ops: qtgv1.NewOpsServiceClient(conn)},
		conn:   conn, addr: l.Addr().String(),
	}
}

// pending creates a movement that waits for approval (so a watch on it stays open).
func (s *served) pending(t *testing.T) string {
	t.Helper()
	s.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	c, err := s.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: uuid.NewString()})
	require.NoError(t, err)
	return c.GetMovement().GetId()
}

// watch opens a WatchMovement stream and returns it once its first event arrived
// (so the server holds its slot), or the error the stream ended with.
func (s *served) watch(ctx context.Context, t *testing.T, id string) (qtgv1.MovementService_WatchMovementClient, error) {
	t.Helper()
	w, err := s.mov.WatchMovement(ctx, &qtgv1.WatchMovementRequest{Id: id})
	require.NoError(t, err)
	if _, err := w.Recv(); err != nil {
		return nil, err
	}
	return w, nil
}

// requireRetryInfo checks err is RESOURCE_EXHAUSTED with a positive RetryInfo delay.
func requireRetryInfo(t *testing.T, err error) {
	t.Helper()
	require.Equal(t, codes.ResourceExhausted, status.Code(err), "%v", err)
	for _, d := range status.Convert(err).Details() {
		if ri, ok := d.(*errdetails.RetryInfo); ok {
			require.Positive(t, ri.GetRetryDelay().AsDuration())
			return
		}
	}
	t.Fatalf("no RetryInfo in %v", err)
}

// A token removed from the tokens file stops working without a restart; one added
// starts working (docs/security.md).
func TestTokensFileReloaded(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "tokens.json")
	require.NoError(t, os.WriteFile(path, testfix.TokensFile(t, principals, func(n string) string { return "token-" + n }), 0o600))
	s := serveWith(t, func(c *gateway.Config) {
		c.TokensFile, c.TokensReload, c.TokensGrace = path, 20*time.Millisecond, time.Hour
	})

	_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
	require.NoError(t, err)
	_, err = s.mov.ListMovements(as("newcomer"), &qtgv1.ListMovementsRequest{})
	require.Equal(t, codes.Unauthenticated, status.Code(err), "%v", err)

	// A half-written file is ignored within its grace: the loaded tokens keep working.
	require.NoError(t, os.WriteFile(path, []byte(`{"principals": [`), 0o600))
	next := map[string][]string{"ops1": {"operator"}, "newcomer": {"viewer"}}
	require.NoError(t, os.WriteFile(path+".new", testfix.TokensFile(t, next, func(n string) string { return "token-" + n }), 0o600))
	_, err = s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
	require.NoError(t, err)
	require.NoError(t, os.Rename(path+".new", path))

	require.Eventually(t, func() bool {
		_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
		return status.Code(err) == codes.Unauthenticated
	}, 10*time.Second, 10*time.Millisecond, "revoked token still accepted")
	_, err = s.mov.ListMovements(as("newcomer"), &qtgv1.ListMovementsRequest{})
	require.NoError(t, err)
}

// Unary calls are rate-limited per principal: beyond the burst a call answers
// RESOURCE_EXHAUSTED with RetryInfo; other principals are unaffected (docs/security.md).
func TestRateLimitPerPrincipal(t *testing.T) {
	t.Parallel()
	s := serveWith(t, func(c *gateway.Config) { c.Limits.RatePerSecond, c.Limits.RateBurst = 0.01, 3 })
	for range 3 {
		_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
		require.NoError(t, err)
	}
	_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{})
	requireRetryInfo(t, err)
	_, err = s.ops.ListWorkers(as("ops1"), &qtgv1.ListWorkersRequest{})
	require.NoError(t, err)
	// Health checks (probes, no principal) are not limited.
	for range 5 {
		_, err := healthpb.NewHealthClient(s.conn).Check(context.Background(), &healthpb.HealthCheckRequest{})
		require.NoError(t, err)
	}
}

// WatchMovement streams are capped per principal and in total; a closed stream frees
// its slot (docs/security.md).
func TestWatchStreamCaps(t *testing.T) {
	t.Parallel()
	s := serveWith(t, func(c *gateway.Config) { c.Limits.MaxWatchesPerPrincipal, c.Limits.MaxWatches = 2, 3 })
	id := s.pending(t)

	ctx1, close1 := context.WithCancel(as("vic"))
	defer close1()
	_, err := s.watch(ctx1, t, id)
	require.NoError(t, err)
	_, err = s.watch(as("vic"), t, id)
	require.NoError(t, err)
	_, err = s.watch(as("vic"), t, id)
	requireRetryInfo(t, err)

	_, err = s.watch(as("alice"), t, id)
	require.NoError(t, err)
	_, err = s.watch(as("bob"), t, id)
	requireRetryInfo(t, err) // the total

	close1()
	require.Eventually(t, func() bool {
		ctx, cancel := context.WithCancel(as("bob"))
		_, err := s.watch(ctx, t, id)
		if err != nil {
			cancel()
			return false
		}
		t.Cleanup(cancel)
		return true
	}, 10*time.Second, 20*time.Millisecond)
}

// A WatchMovement stream ends with UNAVAILABLE after its maximum lifetime, so the
// client reconnects (docs/security.md).
func TestWatchStreamLifetime(t *testing.T) {
	t.Parallel()
	s := serveWith(t, func(c *gateway.Config) { c.Limits.MaxWatchLifetime = 300 * time.Millisecond })
	id := s.pending(t)
	w, err := s.watch(as("vic"), t, id)
	require.NoError(t, err)
	for {
		if _, err = w.Recv(); err != nil {
			break
		}
	}
	require.Equal(t, codes.Unavailable, status.Code(err), "%v", err)
}

// MaxConcurrentStreams bounds the calls of one connection: with one open watch and a
// limit of 1, a second call on the connection waits until the watch ends (docs/security.md).
func TestMaxConcurrentStreams(t *testing.T) {
	t.Parallel()
	s := serveWith(t, func(c *gateway.Config) { c.Limits.MaxConcurrentStreams = 1 })
	id := s.pending(t)
	ctx, cancel := context.WithCancel(as("vic"))
	_, err := s.watch(ctx, t, id)
	require.NoError(t, err)
	short, stop := context.WithTimeout(as("vic"), 300*time.Millisecond)
	_, err = s.mov.GetMovement(short, &qtgv1.GetMovementRequest{Id: id})
	stop()
	require.Equal(t, codes.DeadlineExceeded, status.Code(err), "%v", err)
	cancel()
	_, err = s.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
}

// The health Check stays public (probes); Watch, which holds a stream open, needs a
// token (docs/security.md).
func TestHealthWatchNeedsToken(t *testing.T) {
	t.Parallel()
	s := serveWith(t, func(*gateway.Config) {})
	h := healthpb.NewHealthClient(s.conn)
	_, err := h.Check(context.Background(), &healthpb.HealthCheckRequest{})
	require.NoError(t, err)

	w, err := h.Watch(context.Background(), &healthpb.HealthCheckRequest{})
	require.NoError(t, err)
	_, err = w.Recv()
	require.Equal(t, codes.Unauthenticated, status.Code(err), "%v", err)

	ctx, cancel := context.WithCancel(as("vic"))
	defer cancel()
	w, err = h.Watch(ctx, &healthpb.HealthCheckRequest{})
	require.NoError(t, err)
	got, err := w.Recv()
	require.NoError(t, err)
	require.Equal(t, healthpb.HealthCheckResponse_SERVING, got.GetStatus())
}

// Negative limits are refused at start.
func TestLimitsValidated(t *testing.T) {
	t.Parallel()
	f := testfix.New(t)
	tokens, err := gateway.ParseTokens(testfix.TokensFile(t, principals, func(name string) string { return "token-" + name }))
	require.NoError(t, err)
	for _, l := range []gateway.Limits{{RatePerSecond: -1}, {MaxWatches: 2, MaxWatchesPerPrincipal: 3}, {MaxWatchLifetime: -time.Second}} {
		_, err := gateway.New(gateway.Config{Pool: db.Wrap(f.Pool), Network: db.Testnet, Registry: f.Registry, Tokens: tokens, Limits: l})
		require.Error(t, err, "%+v", l)
	}
	_, err = gateway.New(gateway.Config{Pool: db.Wrap(f.Pool), Network: db.Testnet, Registry: f.Registry, Tokens: tokens, TokensReload: -time.Second})
	require.Error(t, err)
}

// MaxConnections bounds open client connections: a second connection is not served
// while the first is open, and is once it closes (docs/security.md).
func TestMaxConnections(t *testing.T) {
	t.Parallel()
	s := serveWith(t, func(c *gateway.Config) { c.Limits.MaxConnections = 1 })
	_, err := s.mov.ListMovements(as("vic"), &qtgv1.ListMovementsRequest{}) // s.conn holds the one slot
	require.NoError(t, err)

	second, err := grpc.NewClient(s.addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	defer func() { _ = second.Close() }()
	mov := qtgv1.NewMovementServiceClient(second)
	short, stop := context.WithTimeout(as("vic"), 500*time.Millisecond)
	_, err = mov.ListMovements(short, &qtgv1.ListMovementsRequest{}, grpc.WaitForReady(true))
	stop()
	require.Equal(t, codes.DeadlineExceeded, status.Code(err), "%v", err)

	require.NoError(t, s.conn.Close())
	require.Eventually(t, func() bool {
		ctx, cancel := context.WithTimeout(as("vic"), time.Second)
		defer cancel()
		_, err := mov.ListMovements(ctx, &qtgv1.ListMovementsRequest{}, grpc.WaitForReady(true))
		return err == nil
	}, 20*time.Second, 10*time.Millisecond)
}
