package gateway

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"golang.org/x/net/netutil"
	"golang.org/x/time/rate"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/keepalive"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/durationpb"
)

// Limits bound what one caller, and all callers together, can take from a gateway
// (denial of service). Zero fields take the defaults below.
type Limits struct {
	// MaxConnections bounds open client connections; more wait in the kernel's accept
	// queue. Default 1024.
	MaxConnections int
	// MaxConcurrentStreams bounds concurrent calls on one connection. Default 64.
	MaxConcurrentStreams uint32
	// MaxConnectionsPerSource bounds open connections from one remote IP address; one
	// more is closed as soon as it is accepted (conns.go). Default 64.
	MaxConnectionsPerSource int
	// PreAuthIdle closes a connection that has made no authenticated call this long
	// after it was accepted (conns.go). Default 10s.
	PreAuthIdle time.Duration
	// HandshakeTimeout bounds a new connection's handshake (TLS and HTTP/2 preface,
	// grpc.ConnectionTimeout). Default 10s.
	HandshakeTimeout time.Duration
	// MaxConnectionIdle closes a connection without calls for this long. Default 15m.
	MaxConnectionIdle time.Duration
	// RatePerSecond and RateBurst are each principal's token bucket for unary calls:
	// beyond it a call answers RESOURCE_EXHAUSTED with a RetryInfo saying when to
	// retry. Defaults 50/s, burst 100.
	RatePerSecond float64
	RateBurst     int
	// MaxWatchesPerPrincipal and MaxWatches bound concurrent WatchMovement streams of
	// one principal and of the whole gateway (each stream polls the database every
	// second). Defaults 16 and 256.
	MaxWatchesPerPrincipal int
	MaxWatches             int
	// MaxWatchLifetime ends a WatchMovement stream after this long with UNAVAILABLE;
	// the client reconnects with the last cursor it received. Default 30m.
	MaxWatchLifetime time.Duration
}

// withDefaults fills zero fields.
func (l Limits) withDefaults() Limits {
	l.MaxConnections = cmp.Or(l.MaxConnections, 1024)
	l.MaxConcurrentStreams = cmp.Or(l.MaxConcurrentStreams, 64)
	l.MaxConnectionsPerSource = cmp.Or(l.MaxConnectionsPerSource, 64)
	l.PreAuthIdle = cmp.Or(l.PreAuthIdle, 10*time.Second)
	l.HandshakeTimeout = cmp.Or(l.HandshakeTimeout, 10*time.Second)
	l.MaxConnectionIdle = cmp.Or(l.MaxConnectionIdle, 15*time.Minute)
	l.RatePerSecond = cmp.Or(l.RatePerSecond, 50)
	l.RateBurst = cmp.Or(l.RateBurst, 100)
	l.MaxWatchesPerPrincipal = cmp.Or(l.MaxWatchesPerPrincipal, 16)
	l.MaxWatches = cmp.Or(l.MaxWatches, 256)
	l.MaxWatchLifetime = cmp.Or(l.MaxWatchLifetime, 30*time.Minute)
	return l
}

// validate refuses limits that would make the gateway unusable.
func (l Limits) validate() error {
	switch {
	case l.MaxConnections < 0, l.RatePerSecond < 0, l.RateBurst < 0, l.MaxWatchesPerPrincipal < 0,
		l.MaxWatches < 0, l.MaxWatchLifetime < 0, l.MaxConnectionIdle < 0, l.MaxConnectionsPerSource < 0,
		l.PreAuthIdle < 0, l.HandshakeTimeout < 0:
		return errors.New("gateway: limits must not be negative")
	case l.MaxWatchesPerPrincipal > l.MaxWatches:
		return fmt.Errorf("gateway: max watches per principal (%d) exceeds max watches (%d)", l.MaxWatchesPerPrincipal, l.MaxWatches)
	}
	return nil
}

// serverOptions are the transport limits.
func (l Limits) serverOptions() []grpc.ServerOption {
	return []grpc.ServerOption{
		grpc.ConnectionTimeout(l.HandshakeTimeout),
		grpc.MaxConcurrentStreams(l.MaxConcurrentStreams),
		grpc.KeepaliveParams(keepalive.ServerParameters{Time: time.Minute, Timeout: 20 * time.Second, MaxConnectionIdle: l.MaxConnectionIdle}),
		grpc.KeepaliveEnforcementPolicy(keepalive.EnforcementPolicy{MinTime: 10 * time.Second, PermitWithoutStream: true}),
	}
}

// listener bounds the number of open connections on l.
func (l Limits) listener(ln net.Listener) net.Listener {
	return netutil.LimitListener(ln, l.MaxConnections)
}

// limiter enforces Limits per principal.
type limiter struct {
	limits Limits

	mu       sync.Mutex
	rates    map[string]*rate.Limiter // by principal name; bounded by the tokens file
	watches  map[string]int           // open WatchMovement streams by principal
	watching int                      // open WatchMovement streams in total
}

func newLimiter(l Limits) *limiter {
	return &limiter{limits: l, rates: map[string]*rate.Limiter{}, watches: map[string]int{}}
}

// allow takes a token from the principal's bucket, or says how long to wait for one.
func (l *limiter) allow(name string) (bool, time.Duration) {
	l.mu.Lock()
	lim, ok := l.rates[name]
	if !ok {
		lim = rate.NewLimiter(rate.Limit(l.limits.RatePerSecond), l.limits.RateBurst)
		l.rates[name] = lim
	}
	l.mu.Unlock()
	r := lim.Reserve()
	if !r.OK() {
		return false, time.Second
	}
	if d := r.Delay(); d > 0 {
		r.Cancel()
		return false, d
	}
	return true, 0
}

// unaryInterceptor rate-limits authenticated unary calls per principal. It runs after
// authentication; unauthenticated public calls (health Check) are not limited here.
func (l *limiter) unaryInterceptor(ctx context.Context, req any, _ *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	p := principalFrom(ctx)
	if p.Name != "" {
		if ok, wait := l.allow(p.Name); !ok {
			return nil, exhausted(ReasonRateLimited, fmt.Sprintf("%s exceeds %g calls per second", p.Name, l.limits.RatePerSecond), wait)
		}
	}
	return handler(ctx, req)
}

// exhausted is RESOURCE_EXHAUSTED with a RetryInfo detail and the reason.
func exhausted(reason, msg string, retryAfter time.Duration) error {
	st := status.New(codes.ResourceExhausted, msg)
	if d, err := st.WithDetails(&errdetails.RetryInfo{RetryDelay: durationpb.New(retryAfter)},
		&errdetails.ErrorInfo{Reason: reason, Domain: ErrorDomain}); err == nil {
		st = d
	}
	return st.Err()
}

const watchMethod = "/qtg.v1.MovementService/WatchMovement"

// acquireWatch takes a WatchMovement slot for the principal, or says why not.
func (l *limiter) acquireWatch(name string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.watching >= l.limits.MaxWatches:
		return exhausted(ReasonStreamLimit, fmt.Sprintf("the gateway serves its maximum of %d WatchMovement streams", l.limits.MaxWatches), 5*time.Second)
	case l.watches[name] >= l.limits.MaxWatchesPerPrincipal:
		return exhausted(ReasonStreamLimit, fmt.Sprintf("%s has its maximum of %d open WatchMovement streams", name, l.limits.MaxWatchesPerPrincipal), 5*time.Second)
	}
	l.watching++
	l.watches[name]++
	return nil
}

func (l *limiter) releaseWatch(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.watching--
	if l.watches[name]--; l.watches[name] == 0 {
		delete(l.watches, name)
	}
}

// streamInterceptor caps WatchMovement streams per principal and in total and ends
// each after MaxWatchLifetime with UNAVAILABLE, so a client reconnects (with its
// last cursor) and no stream holds a slot for ever. It runs after authentication.
func (l *limiter) streamInterceptor(srv any, ss grpc.ServerStream, info *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	if info.FullMethod != watchMethod {
		return handler(srv, ss)
	}
	name := principalFrom(ss.Context()).Name
	if ok, wait := l.allow(name); !ok {
		return exhausted(ReasonRateLimited, fmt.Sprintf("%s exceeds %g calls per second", name, l.limits.RatePerSecond), wait)
	}
	if err := l.acquireWatch(name); err != nil {
		return err
	}
	defer l.releaseWatch(name)
	parent := ss.Context()
	ctx, cancel := context.WithTimeout(parent, l.limits.MaxWatchLifetime)
	defer cancel()
	err := handler(srv, authedStream{ServerStream: ss, ctx: ctx})
	if parent.Err() == nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return withReason(status.Errorf(codes.Unavailable, "WatchMovement stream reached its maximum lifetime of %s: reconnect with the last cursor received",
			l.limits.MaxWatchLifetime), ReasonStreamLimit)
	}
	return err
}
