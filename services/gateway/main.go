// Command gateway is QTG's gRPC API deployable: internal services create and approve
// movements through it, operators use it through qtgctl. Configuration comes from the
// environment (each variable is also a flag; see --help).
package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/signal"
	"syscall"

	"github.com/alecthomas/kong"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executors"
	"github.com/qtgdev/qtg/services/internal/gateway"
	"github.com/qtgdev/qtg/services/internal/telemetry"
)

type config struct {
	DatabaseURL string `name:"database-url" env:"DATABASE_URL" required:"" help:"PostgreSQL URL, as a member of the network's role."`
	Network     string `name:"network" env:"MG_NETWORK_MODE" default:"testnet" enum:"mainnet,testnet" help:"Network this gateway serves (${enum})."`
	Addr        string `name:"addr" env:"MG_GRPC_ADDR" default:":9090" help:"gRPC listen address."`
	TokensFile  string `name:"tokens-file" env:"MG_AUTH_TOKENS_FILE" required:"" help:"JSON file mapping token SHA-256s to principals and roles."`
	TLSCert     string `name:"tls-cert" env:"MG_TLS_CERT_FILE" help:"Serve TLS with this certificate (PEM)."`
	TLSKey      string `name:"tls-key" env:"MG_TLS_KEY_FILE" help:"Key of --tls-cert (PEM)."`
	TLSClientCA string `name:"tls-client-ca" env:"MG_TLS_CLIENT_CA_FILE" help:"Require client certificates signed by this CA (mTLS)."`
	LogLevel    string `name:"log-level" env:"MG_LOG_LEVEL" default:"info" enum:"debug,info,warn,error" help:"Log level (${enum})."`
	MaxNodes    int    `name:"max-nodes" env:"MG_MAX_PLAN_NODES" default:"64" help:"Most nodes a movement's plan may have."`
	MaxConns    int32  `name:"db-max-conns" env:"MG_DB_MAX_CONNS" default:"20" help:"Connection pool size."`
	MetricsAddr string `name:"metrics-addr" env:"MG_METRICS_ADDR" default:":9464" help:"Prometheus /metrics address; empty disables it."`
}

func main() {
	var c config
	kong.Parse(&c, kong.Name("gateway"), kong.Description("QTG gRPC gateway."))
	level, _ := zerolog.ParseLevel(c.LogLevel)
	logger := zerolog.New(os.Stdout).Level(level).Hook(telemetry.LogHook{}).With().Timestamp().
		Str("service", "gateway").Str("network", c.Network).Logger()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, c, logger); err != nil {
		logger.Error().Err(err).Msg("exiting")
		os.Exit(1)
	}
}

func run(ctx context.Context, c config, logger zerolog.Logger) error {
	network, err := db.ParseNetwork(c.Network)
	if err != nil {
		return err
	}
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "qtg-gateway"})
	if err != nil {
		return err
	}
	defer func() { _ = tel.Shutdown(context.WithoutCancel(ctx)) }()
	if _, err := tel.ServeMetrics(ctx, c.MetricsAddr, logger); err != nil {
		return err
	}
	tokens, err := gateway.LoadTokens(c.TokensFile)
	if err != nil {
		return err
	}
	poolCfg, err := db.ParseConfig(c.DatabaseURL, network)
	if err != nil {
		return err
	}
	poolCfg.MaxConns = max(c.MaxConns, 4)
	pool, err := db.OpenConfig(ctx, poolCfg, network)
	if err != nil {
		return err
	}
	defer pool.Close()
	host, _ := os.Hostname()
	// The gateway validates node configs with the same executors the workers run.
	reg, err := executors.Build(ctx, pool, fmt.Sprintf("gateway-%s-%08x", host, rand.Uint32()), "")
	if err != nil {
		return err
	}
	cfg := gateway.Config{Pool: pool, Network: network, Registry: reg, Tokens: tokens, Logger: logger, MaxNodes: c.MaxNodes,
		Tracer: tel.Tracer, Meter: tel.Meter}
	if c.TLSCert != "" || c.TLSKey != "" {
		if cfg.TLS, err = gateway.LoadTLS(c.TLSCert, c.TLSKey, c.TLSClientCA); err != nil {
			return err
		}
	}
	srv, err := gateway.New(cfg)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("listen %s: %w", c.Addr, err)
	}
	logger.Info().Str("addr", l.Addr().String()).Bool("tls", cfg.TLS != nil).Msg("gateway listening")
	return srv.Serve(ctx, l)
}
