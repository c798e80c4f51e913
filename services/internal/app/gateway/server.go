// Package gateway is QTG's gRPC API: movements (create, approve, cancel, get, list,
// watch), templates (propose, approve, reject, get, list) and operations (workers,
// executors, backlog). Every call is authenticated by a bearer token mapped to a
// principal and roles; every request is validated in one place (validate.go) before
// anything is written; the service layer's errors map to gRPC codes in errors.go.
package gateway

import (
	"cmp"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/contrib/instrumentation/google.golang.org/grpc/otelgrpc"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
	tracenoop "go.opentelemetry.io/otel/trace/noop"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/reflection"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/policy"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Config configures a Server.
type Config struct {
	// Pool is bound to the network this gateway serves.
	Pool *db.Pool
	// Network names the notification channels WatchMovement listens on.
	Network db.Network
	// Registry holds the executors templates may use (for config validation).
	Registry *executor.Registry
	// Tokens authenticates callers.
	Tokens *Tokens
	// TokensFile, when set, is re-read every TokensReload (default
	// DefaultTokensReload) while serving; changes replace Tokens' principals.
	TokensFile   string
	TokensReload time.Duration
	// TokensGrace is how long an unreadable or invalid tokens file keeps the last
	// good set; after it every token is refused until the file is valid again.
	// Default DefaultTokensGraceReloads × TokensReload.
	TokensGrace time.Duration
	// Limits bound connections, streams and call rates (limits.go).
	Limits Limits
	// TLS, when set, serves TLS (and mTLS when it requires client certificates).
	TLS *tls.Config
	// Logger receives request errors.
	Logger zerolog.Logger
	// MaxNodes bounds a movement's plan. Default 64.
	MaxNodes int
	// AllowPrivateCallbacks accepts callback URLs whose host is a loopback, private or
	// other special-purpose address or a local name (MG_CALLBACK_ALLOW_PRIVATE, as for
	// delivery; development and tests only). Off: CreateMovement refuses them.
	AllowPrivateCallbacks bool
	// HintWindow spaces the dispatchers' wake-ups after approvals at least this far
	// apart (movement.WithHintWindow, MG_HINT_WINDOW); 0 sends one with every approval.
	HintWindow time.Duration
	// Tracer and Meter instrument every RPC (otelgrpc); nil means none.
	Tracer trace.TracerProvider
	Meter  metric.MeterProvider
	// Drills bound what StartDrill may start (drill.go); the zero value refuses every
	// drill.
	Drills DrillLimits
	// AddressCoolingOff says, when an address-book entry is approved, how long it
	// waits before its first payment (docs/address-book.md). Nil: the ACTIVE policy's
	// AddressCoolingOff, read at each approval (tests replace it).
	AddressCoolingOff CoolingOffFunc
	// AddressBook finds destinations in the address book for the treasury policy
	// (docs/policy.md). Nil: the network's own (policy.NewAddressBook over Pool).
	AddressBook policy.AddressBook
}

// Server implements the three services.
type Server struct {
	pool     *db.Pool
	svc      *movement.Service
	compiler *compiler.Compiler
	registry *executor.Registry
	listener *notify.Listener
	log      zerolog.Logger
	grpc     *grpc.Server
	// http serves the HTTP/JSON surface (http.go) when Serve is given its listener.
	http     *http.Server
	health   *health.Server
	tokens   *Tokens
	reload   time.Duration
	grace    time.Duration
	tokensAt string
	// tokenFailures counts reads of an unreadable or invalid tokens file.
	tokenFailures metric.Int64Counter
	limits        Limits
	conns         *conns
	// allowPrivateCallbacks: see Config.AllowPrivateCallbacks.
	allowPrivateCallbacks bool
	drills                DrillLimits
	// coolingOff: see Config.AddressCoolingOff.
	coolingOff CoolingOffFunc
}

// maxSendBytes bounds one answer: grpc-go clients (the console, qtgctl) refuse
// messages over 4 MiB by default, and lists leave out the big fields (convert.go).
const maxSendBytes = 4 << 20

// New builds the gRPC server with authentication, health and reflection.
func New(cfg Config) (*Server, error) {
	if cfg.Pool == nil || cfg.Registry == nil || cfg.Tokens == nil {
		return nil, errors.New("gateway: Pool, Registry and Tokens are required")
	}
	limits := cfg.Limits.withDefaults()
	if err := limits.validate(); err != nil {
		return nil, err
	}
	if cfg.TokensReload < 0 || cfg.TokensGrace < 0 {
		return nil, errors.New("gateway: TokensReload and TokensGrace must not be negative")
	}
	comp, err := compiler.New(cfg.Registry, compiler.Limits{MaxNodes: cmp.Or(cfg.MaxNodes, 64)})
	if err != nil {
		return nil, err
	}
	listener, err := notify.NewListener(notify.ListenerConfig{Pool: cfg.Pool, Network: cfg.Network, Logger: cfg.Logger})
	if err != nil {
		return nil, err
	}
	if cfg.AddressBook == nil {
		cfg.AddressBook = policy.NewAddressBook(cfg.Pool)
	}
	s := &Server{
		pool: cfg.Pool, svc: movement.New(cfg.Pool, comp, movement.WithHintWindow(cfg.HintWindow), movement.WithAddressBook(cfg.AddressBook)), compiler: comp,
		registry: cfg.Registry, listener: listener, log: cfg.Logger, health: health.NewServer(),
		tokens: cfg.Tokens, tokensAt: cfg.TokensFile, reload: cmp.Or(cfg.TokensReload, DefaultTokensReload), limits: limits,
		allowPrivateCallbacks: cfg.AllowPrivateCallbacks, drills: cfg.Drills, coolingOff: cfg.AddressCoolingOff,
	}
	if s.coolingOff == nil {
		s.coolingOff = s.activeCoolingOff
	}
	s.grace = cmp.Or(cfg.TokensGrace, DefaultTokensGraceReloads*s.reload)
	if s.grace < s.reload {
		return nil, fmt.Errorf("gateway: TokensGrace %s is shorter than TokensReload %s: one bad read would refuse every token", s.grace, s.reload)
	}
	if cfg.Tracer == nil {
		cfg.Tracer = tracenoop.NewTracerProvider()
	}
	if cfg.Meter == nil {
		cfg.Meter = metricnoop.NewMeterProvider()
	}
	if err := registerBacklogGauges(cfg.Meter, cfg.Pool, cfg.Logger); err != nil {
		return nil, err
	}
	m := cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/app/gateway")
	panics, err := m.Int64Counter("qtg_gateway_panics", metric.WithDescription("Handler panics answered INTERNAL (recover.go), by method."))
	if err != nil {
		return nil, err
	}
	refused, err := m.Int64Counter("qtg_gateway_connections_refused",
		metric.WithDescription("Connections closed by the per-source cap (reason per_source) or for making no authenticated call in time (pre_auth_idle)."))
	if err != nil {
		return nil, err
	}
	if s.tokenFailures, err = m.Int64Counter("qtg_tokens_file_failures",
		metric.WithDescription("Reads that found the tokens file unreadable or invalid; past the grace every token is refused.")); err != nil {
		return nil, err
	}
	s.conns = newConns(limits, refused)
	rec := recovery{log: cfg.Logger, panics: panics}
	lim := newLimiter(limits)
	opts := []grpc.ServerOption{
		grpc.StatsHandler(otelgrpc.NewServerHandler(otelgrpc.WithTracerProvider(cfg.Tracer), otelgrpc.WithMeterProvider(cfg.Meter))),
		grpc.StatsHandler(s.conns),
		grpc.ChainUnaryInterceptor(errorInfoUnaryInterceptor, rec.unaryInterceptor, cfg.Tokens.unaryInterceptor, lim.unaryInterceptor, stringsUnaryInterceptor),
		grpc.ChainStreamInterceptor(errorInfoStreamInterceptor, rec.streamInterceptor, cfg.Tokens.streamInterceptor, lim.streamInterceptor, stringsStreamInterceptor),
		grpc.MaxRecvMsgSize(maxRecvBytes),
		grpc.MaxSendMsgSize(maxSendBytes),
	}
	opts = append(opts, limits.serverOptions()...)
	if cfg.TLS != nil {
		opts = append(opts, grpc.Creds(credentials.NewTLS(cfg.TLS)))
	}
	s.grpc = grpc.NewServer(opts...)
	qtgv1.RegisterMovementServiceServer(s.grpc, movementServer{Server: s})
	qtgv1.RegisterTemplateServiceServer(s.grpc, templateServer{Server: s})
	qtgv1.RegisterOpsServiceServer(s.grpc, opsServer{Server: s})
	qtgv1.RegisterHoldServiceServer(s.grpc, holdServer{Server: s})
	qtgv1.RegisterAddressBookServiceServer(s.grpc, addressBookServer{Server: s})
	qtgv1.RegisterPolicyServiceServer(s.grpc, policyServer{Server: s})
	qtgv1.RegisterSessionServiceServer(s.grpc, sessionServer{Server: s})
	healthpb.RegisterHealthServer(s.grpc, s.health)
	reflection.Register(s.grpc)
	if s.http, err = s.newHTTPServer(cfg.TLS); err != nil {
		return nil, err
	}
	return s, nil
}

// Listeners are where Serve answers.
type Listeners struct {
	// GRPC answers gRPC; required.
	GRPC net.Listener
	// HTTP, when set, answers the same services as HTTP/JSON (the Connect protocol,
	// http.go), with the same TLS, authentication and limits.
	HTTP net.Listener
}

// Serve answers gRPC on l until ctx is cancelled, then stops gracefully (in-flight
// calls finish; watch streams end).
func (s *Server) Serve(ctx context.Context, l net.Listener) error {
	return s.ServeListeners(ctx, Listeners{GRPC: l})
}

// ServeListeners answers on ls until ctx is cancelled, then stops gracefully: HTTP
// first, then gRPC, within one deadline (grpc.Server.GracefulStop would end the
// HTTP calls in flight, which it serves through ServeHTTP, at once).
func (s *Server) ServeListeners(ctx context.Context, ls Listeners) error {
	l := ls.GRPC
	listenCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	listenDone := make(chan error, 1)
	go func() { listenDone <- s.listener.Run(listenCtx) }()
	reloadDone := make(chan struct{})
	go func() {
		defer close(reloadDone)
		if s.tokensAt != "" {
			s.tokens.watchTokensFile(listenCtx, tokensWatch{path: s.tokensAt, interval: s.reload, grace: s.grace,
				log: s.log, failures: s.tokenFailures})
		}
	}()
	defer func() { cancel(); <-reloadDone }()
	l = s.limits.listener(s.conns.wrap(l))

	s.health.SetServingStatus("", healthpb.HealthCheckResponse_SERVING)
	serveDone := make(chan error, 1)
	go func() { serveDone <- s.grpc.Serve(l) }()
	var httpDone chan error // nil without an HTTP listener: never ready
	if ls.HTTP != nil {
		httpDone = make(chan error, 1)
		hl := s.limits.listener(s.conns.wrap(ls.HTTP))
		go func() { httpDone <- serveHTTP(s.http, hl) }()
	}
	var failed error
	grpcEnded := false
	select {
	case err := <-serveDone:
		failed, grpcEnded = fmt.Errorf("gateway: serve: %w", err), true
	case err := <-httpDone:
		failed, httpDone = fmt.Errorf("gateway: serve http: %w", err), nil
	case <-ctx.Done():
	}
	s.health.Shutdown()
	deadline := time.Now().Add(10 * time.Second)
	if ls.HTTP != nil {
		shutdownHTTP(s.http, deadline)
	}
	if httpDone != nil {
		if err := <-httpDone; err != nil {
			s.log.Warn().Err(err).Msg("gateway: http serve ended")
		}
	}
	if !grpcEnded {
		stopped := make(chan struct{})
		go func() {
			s.grpc.GracefulStop()
			close(stopped)
		}()
		select {
		case <-stopped:
		case <-time.After(time.Until(deadline)):
			s.grpc.Stop()
		}
		if err := <-serveDone; err != nil && !errors.Is(err, grpc.ErrServerStopped) {
			s.log.Warn().Err(err).Msg("gateway: serve ended")
		}
	}
	cancel()
	s.logStopped(<-listenDone)
	return failed
}

// logStopped reports how the notification listener ended, unless by shutdown.
func (s *Server) logStopped(err error) {
	if err != nil && !errors.Is(err, context.Canceled) {
		s.log.Warn().Err(err).Msg("gateway: notification listener ended")
	}
}

// traceContext returns the W3C trace context of the call's span (a child of the
// caller's trace when it sent one) and the caller's tracestate, stored on the movement
// so the workers' spans join its trace with the vendor state the caller gave it.
// Without tracing it passes on the caller's own traceparent and tracestate, if any.
func traceContext(ctx context.Context) (traceparent, tracestate string) {
	carrier := propagation.MapCarrier{}
	propagation.TraceContext{}.Inject(ctx, carrier)
	if v := carrier.Get("traceparent"); v != "" {
		return v, carrier.Get("tracestate")
	}
	md, _ := metadata.FromIncomingContext(ctx)
	if v := md.Get("traceparent"); len(v) == 1 && len(v[0]) <= 128 {
		traceparent = v[0]
		// W3C caps tracestate at 32 members; 512 bytes is what a vendor may rely on.
		if st := md.Get("tracestate"); len(st) == 1 && len(st[0]) <= 512 {
			tracestate = st[0]
		}
	}
	return traceparent, tracestate
}
