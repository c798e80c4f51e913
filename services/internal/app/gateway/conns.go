package gateway

import (
	"context"
	"net"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"google.golang.org/grpc/stats"
)

// conns caps the connections of each source address and closes a connection that has
// made no authenticated call within the pre-authentication idle limit, so that idle or
// half-open connections (from one source, or from many) cannot hold the gateway's
// connection slots (Limits.MaxConnections) against the callers that have a token.
//
// The pre-authentication limit is tracked here rather than with keepalive's
// MaxConnectionIdle: that one closes any connection without calls, authenticated or
// not, so making it short would also drop the console's and the workers' idle but
// legitimate connections, while a long one leaves the slots to an attacker. A
// connection is marked by the first call whose bearer token authenticates (auth.go);
// the stats handler below tells a call which connection it came on.
type conns struct {
	perSource int
	preAuth   time.Duration
	refused   metric.Int64Counter

	mu       sync.Mutex
	bySource map[netip.Addr]int
	byRemote map[string]*trackedConn
}

func newConns(l Limits, refused metric.Int64Counter) *conns {
	return &conns{perSource: l.MaxConnectionsPerSource, preAuth: l.PreAuthIdle, refused: refused,
		bySource: map[netip.Addr]int{}, byRemote: map[string]*trackedConn{}}
}

// wrap applies the per-source cap and the pre-authentication limit to ln.
func (c *conns) wrap(ln net.Listener) net.Listener { return &sourceListener{Listener: ln, c: c} }

type sourceListener struct {
	net.Listener
	c *conns
}

// Accept returns the next connection within its source's cap; one beyond it is
// closed at once, unread, and the next is waited for.
func (l *sourceListener) Accept() (net.Conn, error) {
	for {
		raw, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if tc := l.c.admit(raw); tc != nil {
			return tc, nil
		}
	}
}

func sourceOf(a net.Addr) netip.Addr {
	if ta, ok := a.(*net.TCPAddr); ok {
		return ta.AddrPort().Addr().Unmap()
	}
	ap, err := netip.ParseAddrPort(a.String())
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr().Unmap()
}

// admit tracks raw, or closes it when its source is at its cap.
func (c *conns) admit(raw net.Conn) *trackedConn {
	src := sourceOf(raw.RemoteAddr())
	c.mu.Lock()
	if c.perSource > 0 && c.bySource[src] >= c.perSource {
		c.mu.Unlock()
		_ = raw.Close()
		c.refused.Add(context.Background(), 1, metric.WithAttributes(attribute.String("reason", "per_source")))
		return nil
	}
	c.bySource[src]++
	tc := &trackedConn{Conn: raw, c: c, src: src, remote: raw.RemoteAddr().String()}
	c.byRemote[tc.remote] = tc
	if c.preAuth > 0 {
		tc.timer = time.AfterFunc(c.preAuth, tc.closeIfAnonymous)
	}
	c.mu.Unlock()
	return tc
}

// trackedConn is an admitted connection.
type trackedConn struct {
	net.Conn
	c      *conns
	src    netip.Addr
	remote string
	timer  *time.Timer // set and read under c.mu
	authed atomic.Bool
	once   sync.Once
}

// authenticated marks the connection as having made an authenticated call: the
// pre-authentication limit no longer applies (keepalive's MaxConnectionIdle does).
func (tc *trackedConn) authenticated() {
	if tc.authed.Swap(true) {
		return
	}
	tc.c.mu.Lock()
	if tc.timer != nil {
		tc.timer.Stop()
	}
	tc.c.mu.Unlock()
}

func (tc *trackedConn) closeIfAnonymous() {
	if tc.authed.Load() {
		return
	}
	tc.c.refused.Add(context.Background(), 1, metric.WithAttributes(attribute.String("reason", "pre_auth_idle")))
	_ = tc.Close()
}

// Close closes the connection and frees its source's slot.
func (tc *trackedConn) Close() error {
	tc.once.Do(func() {
		tc.c.mu.Lock()
		if tc.timer != nil {
			tc.timer.Stop()
		}
		if tc.c.bySource[tc.src]--; tc.c.bySource[tc.src] <= 0 {
			delete(tc.c.bySource, tc.src)
		}
		delete(tc.c.byRemote, tc.remote)
		tc.c.mu.Unlock()
	})
	return tc.Conn.Close()
}

type connKey struct{}

// authenticatedCall marks the connection of an authenticated call (see conns).
func authenticatedCall(ctx context.Context) {
	if tc, ok := ctx.Value(connKey{}).(*trackedConn); ok {
		tc.authenticated()
	}
}

// TagConn puts the connection's tracker into the context every call on it inherits.
func (c *conns) TagConn(ctx context.Context, info *stats.ConnTagInfo) context.Context {
	if info == nil {
		return ctx
	}
	return c.tag(ctx, info.RemoteAddr)
}

// connContext is TagConn for the HTTP/JSON server (http.Server.ConnContext). It finds
// the tracker by the remote address, as TagConn does, since the connection it is given
// is wrapped (TLS, the connection-count limit) around the tracked one.
func (c *conns) connContext(ctx context.Context, conn net.Conn) context.Context {
	return c.tag(ctx, conn.RemoteAddr())
}

func (c *conns) tag(ctx context.Context, remote net.Addr) context.Context {
	if remote == nil {
		return ctx
	}
	c.mu.Lock()
	tc := c.byRemote[remote.String()]
	c.mu.Unlock()
	if tc == nil {
		return ctx
	}
	return context.WithValue(ctx, connKey{}, tc)
}

// TagRPC implements stats.Handler.
func (c *conns) TagRPC(ctx context.Context, _ *stats.RPCTagInfo) context.Context { return ctx }

// HandleRPC implements stats.Handler.
func (c *conns) HandleRPC(context.Context, stats.RPCStats) {}

// HandleConn implements stats.Handler.
func (c *conns) HandleConn(context.Context, stats.ConnStats) {}
