package components

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/qtgdev/qtg/services/internal/components/settings"

	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/platform/host"
)

// Gateway configures the gRPC API.
type Gateway struct {
	Addr        string        `name:"addr" env:"MG_GRPC_ADDR" default:":9090" help:"gRPC listen address."`
	HTTPAddr    string        `name:"http-addr" env:"MG_HTTP_ADDR" help:"HTTP/JSON listen address (the Connect protocol over the same services, TLS, tokens and limits as gRPC; docs/api.md); empty: none."`
	TokensFile  string        `name:"tokens-file" env:"MG_AUTH_TOKENS_FILE" required:"" help:"JSON file mapping token SHA-256s to principals and roles."`
	TLSCert     string        `name:"tls-cert" env:"MG_TLS_CERT_FILE" help:"Serve TLS with this certificate (PEM)."`
	TLSKey      string        `name:"tls-key" env:"MG_TLS_KEY_FILE" help:"Key of --tls-cert (PEM)."`
	TLSClientCA string        `name:"tls-client-ca" env:"MG_TLS_CLIENT_CA_FILE" help:"Require client certificates signed by this CA (mTLS)."`
	MaxNodes    int           `name:"max-nodes" env:"MG_MAX_PLAN_NODES" default:"64" help:"Most nodes a movement's plan may have."`
	HintWindow  time.Duration `name:"hint-window" env:"MG_HINT_WINDOW" default:"5ms" help:"Space the dispatchers' wake-ups after approvals at least this far apart: an approval within it of the last wake-up is woken for by one sent at most this much later, so a burst of approvals does not signal every listening database session once per approval; 0 sends one with every approval; at most 1s."`
	// Plaintext, token reload and abuse limits (docs/security.md).
	AllowPlaintext   bool          `name:"allow-plaintext" env:"MG_ALLOW_PLAINTEXT" help:"Serve without TLS (development only; logs a warning). Without it the gateway refuses to start unless --tls-cert and --tls-key are set."`
	TokensReload     time.Duration `name:"tokens-reload" env:"MG_AUTH_TOKENS_RELOAD" default:"5s" help:"How often the tokens file is re-read; a changed file replaces the principals (revocation without restart)."`
	TokensGrace      time.Duration `name:"tokens-grace" env:"MG_AUTH_TOKENS_GRACE" default:"15s" help:"How long an unreadable or invalid tokens file keeps the last good tokens; after it every token is refused (fail closed) until the file is valid again. At least --tokens-reload."`
	MaxConnections   int           `name:"max-connections" env:"MG_GRPC_MAX_CONNECTIONS" default:"1024" help:"Most open client connections."`
	MaxPerSource     int           `name:"max-connections-per-source" env:"MG_GRPC_MAX_CONNECTIONS_PER_SOURCE" default:"64" help:"Most open client connections from one IP address; more are closed as soon as they are accepted."`
	PreAuthIdle      time.Duration `name:"pre-auth-idle" env:"MG_GRPC_PRE_AUTH_IDLE" default:"10s" help:"Close a connection that has made no authenticated call this long after it was accepted."`
	HandshakeTimeout time.Duration `name:"handshake-timeout" env:"MG_GRPC_HANDSHAKE_TIMEOUT" default:"10s" help:"Most time a new connection may take for its TLS and HTTP/2 handshake."`
	MaxStreams       uint32        `name:"max-concurrent-streams" env:"MG_GRPC_MAX_CONCURRENT_STREAMS" default:"64" help:"Most concurrent calls on one connection."`
	MaxIdle          time.Duration `name:"max-connection-idle" env:"MG_GRPC_MAX_CONNECTION_IDLE" default:"15m" help:"Close a connection without calls after this long."`
	RatePerSecond    float64       `name:"rate-per-second" env:"MG_RATE_PER_SECOND" default:"50" help:"Unary calls per second per principal (token bucket); beyond it RESOURCE_EXHAUSTED with RetryInfo."`
	RateBurst        int           `name:"rate-burst" env:"MG_RATE_BURST" default:"100" help:"Burst of --rate-per-second."`
	WatchesPerCaller int           `name:"max-watches-per-principal" env:"MG_MAX_WATCHES_PER_PRINCIPAL" default:"16" help:"Most concurrent WatchMovement streams per principal."`
	Watches          int           `name:"max-watches" env:"MG_MAX_WATCHES" default:"256" help:"Most concurrent WatchMovement streams of this gateway."`
	WatchLifetime    time.Duration `name:"max-watch-lifetime" env:"MG_MAX_WATCH_LIFETIME" default:"30m" help:"A WatchMovement stream ends with UNAVAILABLE after this long; clients reconnect with their last cursor."`
}

// limits converts the flags.
func (g Gateway) limits() gateway.Limits {
	return gateway.Limits{
		MaxConnections: g.MaxConnections, MaxConnectionsPerSource: g.MaxPerSource, PreAuthIdle: g.PreAuthIdle,
		HandshakeTimeout: g.HandshakeTimeout, MaxConcurrentStreams: g.MaxStreams, MaxConnectionIdle: g.MaxIdle,
		RatePerSecond: g.RatePerSecond, RateBurst: g.RateBurst,
		MaxWatchesPerPrincipal: g.WatchesPerCaller, MaxWatches: g.Watches, MaxWatchLifetime: g.WatchLifetime,
	}
}

// maxHintWindow bounds MG_HINT_WINDOW: a wake-up later than the workers' poll interval
// (1s by default) would come after their own poll found the rows.
const maxHintWindow = time.Second

// errPlaintext is why a gateway without TLS refuses to start.
var errPlaintext = errors.New("gateway: no TLS configured (--tls-cert, --tls-key); set MG_ALLOW_PLAINTEXT=true (--allow-plaintext) to serve plaintext, for development only")

// gatewayDeployable is the gRPC API deployable: internal services create and approve movements
// through it, operators use it through qtgctl.
func gatewayDeployable() host.Deployable {
	return host.Deployable{
		Name: "gateway", Description: "QTG gRPC gateway.",
		Server: &host.Server{Config: []any{Gateway{}, settings.Chains{}, settings.Venues{}, Executors{}, settings.CallbackPolicy{}, Drills{}}, Serve: serveGateway},
	}
}

func serveGateway(ctx context.Context, env *host.Env) error {
	c := host.Config[Gateway](env)
	tokens, err := gateway.LoadTokens(c.TokensFile)
	if err != nil {
		return err
	}
	if c.HintWindow < 0 || c.HintWindow > maxHintWindow {
		return fmt.Errorf("gateway: --hint-window %s is outside [0, %s]", c.HintWindow, maxHintWindow)
	}
	// The gateway validates node configs with the same executors the workers run.
	reg, err := executors(ctx, env, host.Config[settings.Venues](env).VenuesFile)
	if err != nil {
		return err
	}
	cfg := gateway.Config{Pool: env.Pool, Network: env.Network, Registry: reg, Tokens: tokens, Logger: env.Logger,
		MaxNodes: c.MaxNodes, HintWindow: c.HintWindow, Tracer: env.Tracer, Meter: env.Meter,
		TokensFile: c.TokensFile, TokensReload: c.TokensReload, TokensGrace: c.TokensGrace, Limits: c.limits(),
		AllowPrivateCallbacks: host.Config[settings.CallbackPolicy](env).AllowPrivate}
	if cfg.Drills, err = host.Config[Drills](env).limits(host.Config[settings.Chains](env).ConfigFile); err != nil {
		return err
	}
	switch {
	case c.TLSCert != "" || c.TLSKey != "":
		if cfg.TLS, err = host.LoadTLS(c.TLSCert, c.TLSKey, c.TLSClientCA); err != nil {
			return err
		}
	case c.TLSClientCA != "":
		return errors.New("gateway: --tls-client-ca needs --tls-cert and --tls-key")
	case !c.AllowPlaintext:
		return errPlaintext
	default:
		env.Logger.Warn().Msg("gateway: serving PLAINTEXT gRPC (MG_ALLOW_PLAINTEXT): bearer tokens cross the network in the clear; development only")
	}
	srv, err := gateway.New(cfg)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	ls := gateway.Listeners{}
	if ls.GRPC, err = lc.Listen(ctx, "tcp", c.Addr); err != nil {
		return fmt.Errorf("listen %s: %w", c.Addr, err)
	}
	log := env.Logger.Info().Str("addr", ls.GRPC.Addr().String()).Bool("tls", cfg.TLS != nil)
	if c.HTTPAddr != "" {
		if ls.HTTP, err = lc.Listen(ctx, "tcp", c.HTTPAddr); err != nil {
			_ = ls.GRPC.Close()
			return fmt.Errorf("listen %s: %w", c.HTTPAddr, err)
		}
		log = log.Str("http_addr", ls.HTTP.Addr().String())
	}
	log.Msg("gateway listening")
	return srv.ServeListeners(ctx, ls)
}
