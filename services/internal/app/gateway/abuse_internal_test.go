package gateway

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// syncBuffer is a log sink safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type panicStream struct{ grpc.ServerStream }

func (panicStream) Context() context.Context { return context.Background() }

// A handler panic answers Internal, is logged with its stack and counted in
// qtg_gateway_panics, and does not end the process, for unary and stream handlers.
func TestHandlerPanicAnswersInternal(t *testing.T) {
	t.Parallel()
	reader := sdkmetric.NewManualReader()
	panics, err := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader)).Meter("t").Int64Counter("qtg_gateway_panics")
	require.NoError(t, err)
	var logs syncBuffer
	rec := recovery{log: zerolog.New(&logs), panics: panics}

	resp, err := rec.unaryInterceptor(context.Background(), nil, &grpc.UnaryServerInfo{FullMethod: "/qtg.v1.MovementService/GetMovement"},
		func(context.Context, any) (any, error) { panic("boom in unary") })
	require.Nil(t, resp)
	require.Equal(t, codes.Internal, status.Code(err))
	require.NotContains(t, err.Error(), "boom", "the caller learns nothing of the panic")
	err = rec.streamInterceptor(nil, panicStream{}, &grpc.StreamServerInfo{FullMethod: watchMethod},
		func(any, grpc.ServerStream) error { panic(errors.New("boom in stream")) })
	require.Equal(t, codes.Internal, status.Code(err))

	require.Contains(t, logs.String(), "boom in unary")
	require.Contains(t, logs.String(), "boom in stream")
	require.Contains(t, logs.String(), "recover.go", "the log carries the stack")
	var rm metricdata.ResourceMetrics
	require.NoError(t, reader.Collect(context.Background(), &rm))
	var n int64
	for _, p := range rm.ScopeMetrics[0].Metrics[0].Data.(metricdata.Sum[int64]).DataPoints {
		n += p.Value
	}
	require.Equal(t, int64(2), n)
}

// The per-source cap closes a connection beyond it as soon as it is accepted; other
// sources are unaffected, and a closed connection frees its source's slot.
func TestConnectionsArePerSourceCapped(t *testing.T) {
	t.Parallel()
	refused, err := metricnoop.NewMeterProvider().Meter("t").Int64Counter("refused")
	require.NoError(t, err)
	c := newConns(Limits{MaxConnectionsPerSource: 3}, refused)
	var lc net.ListenConfig
	raw, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ln := c.wrap(raw)
	t.Cleanup(func() { _ = ln.Close() })
	accepted := make(chan net.Conn, 16)
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			accepted <- conn
		}
	}()
	dial := func(ip string) net.Conn {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
		conn, err := d.DialContext(context.Background(), "tcp", raw.Addr().String())
		require.NoError(t, err)
		t.Cleanup(func() { _ = conn.Close() })
		return conn
	}
	refusedAtOnce := func(conn net.Conn) {
		_, err := conn.Read(make([]byte, 1))
		require.Error(t, err, "closed by the server")
	}
	var held []net.Conn
	for range 3 {
		dial("127.0.0.2")
		held = append(held, <-accepted)
	}
	refusedAtOnce(dial("127.0.0.2"))
	refusedAtOnce(dial("127.0.0.2"))
	dial("127.0.0.3")
	<-accepted // another source still gets in
	require.NoError(t, held[0].Close())
	dial("127.0.0.2")
	<-accepted // the freed slot is taken again
}

// A connection that makes no authenticated call within the pre-authentication idle
// limit is closed; one that does is kept.
func TestUnauthenticatedConnectionsAreClosedWhenIdle(t *testing.T) {
	t.Parallel()
	refused, err := metricnoop.NewMeterProvider().Meter("t").Int64Counter("refused")
	require.NoError(t, err)
	c := newConns(Limits{MaxConnectionsPerSource: 8, PreAuthIdle: 50 * time.Millisecond}, refused)
	var lc net.ListenConfig
	raw, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ln := c.wrap(raw)
	t.Cleanup(func() { _ = ln.Close() })
	var d net.Dialer
	anon, err := d.DialContext(context.Background(), "tcp", raw.Addr().String())
	require.NoError(t, err)
	t.Cleanup(func() { _ = anon.Close() })
	server, err := ln.Accept()
	require.NoError(t, err)
	_, err = anon.Read(make([]byte, 1))
	require.ErrorIs(t, err, io.EOF, "the server closed the anonymous connection")
	_ = server.Close()

	authed, err := d.DialContext(context.Background(), "tcp", raw.Addr().String())
	require.NoError(t, err)
	t.Cleanup(func() { _ = authed.Close() })
	server, err = ln.Accept()
	require.NoError(t, err)
	t.Cleanup(func() { _ = server.Close() })
	tc := server.(*trackedConn)
	authenticatedCall(context.WithValue(metadata.NewIncomingContext(context.Background(), nil), connKey{}, tc))
	// Still open: it answers what the client writes.
	_, err = authed.Write([]byte("x"))
	require.NoError(t, err)
	buf := make([]byte, 1)
	_, err = io.ReadFull(server, buf)
	require.NoError(t, err)
	require.True(t, tc.authed.Load())
}

// An HTTP/JSON connection is tracked as a gRPC one is: the connection http.Server
// hands to ConnContext (here wrapped by the connection-count limit, as Serve wraps it)
// leads to its tracker, so its first authenticated call lifts the pre-authentication
// limit.
func TestHTTPConnectionsAreMarkedByAuthenticatedCalls(t *testing.T) {
	t.Parallel()
	refused, err := metricnoop.NewMeterProvider().Meter("t").Int64Counter("refused")
	require.NoError(t, err)
	limits := Limits{MaxConnections: 8, MaxConnectionsPerSource: 8, PreAuthIdle: time.Hour}
	c := newConns(limits, refused)
	var lc net.ListenConfig
	raw, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ln := limits.listener(c.wrap(raw))
	t.Cleanup(func() { _ = ln.Close() })
	var d net.Dialer
	client, err := d.DialContext(context.Background(), "tcp", raw.Addr().String())
	require.NoError(t, err)
	t.Cleanup(func() { _ = client.Close() })
	server, err := ln.Accept()
	require.NoError(t, err)
	t.Cleanup(func() { _ = server.Close() })
	_, wrapped := server.(*trackedConn)
	require.False(t, wrapped, "the limit wraps the tracked connection")

	authenticatedCall(c.connContext(context.Background(), server))
	c.mu.Lock()
	tc := c.byRemote[server.RemoteAddr().String()]
	c.mu.Unlock()
	require.NotNil(t, tc)
	require.True(t, tc.authed.Load())
}
