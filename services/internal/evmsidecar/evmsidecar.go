// Package evmsidecar hosts one EVM sidecar worker (evm-nonce-reaper, balance-snapshot,
// verify-drift) in its own process: it reads the common worker environment plus the
// chain configuration, opens the network-bound pool, and runs the worker on the shared
// loop (heartbeats, backoff, jitter, SIGTERM) until stopped. It exists beside app.Run
// until the EVM sidecars are registered there too, with the same health and metrics
// endpoints.
package evmsidecar

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/alecthomas/kong"
	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/telemetry"
	"github.com/qtgdev/qtg/services/internal/worker"
)

// Config is the environment of an EVM sidecar process; every field is also a flag.
type Config struct {
	DatabaseURL     string        `name:"database-url" env:"DATABASE_URL" required:"" help:"PostgreSQL URL; connect as a member of the network's role."`
	Network         string        `name:"network" env:"MG_NETWORK_MODE" default:"testnet" enum:"mainnet,testnet" help:"Network this process serves (${enum})."`
	WorkersEnabled  bool          `name:"workers-enabled" env:"MG_WORKERS_ENABLED" help:"Run the worker. When false (the default) nothing runs: the operator gate."`
	InstanceID      string        `name:"instance-id" env:"MG_INSTANCE_ID" help:"Identity in worker_heartbeats and the audit log; default hostname plus a random suffix."`
	ConfigFile      string        `name:"config-file" env:"MG_CONFIG_FILE" required:"" help:"Chain configuration (YAML)."`
	Interval        time.Duration `name:"sidecar-interval" env:"MG_SIDECAR_INTERVAL" default:"30s" help:"Pause between passes."`
	ShutdownTimeout time.Duration `name:"shutdown-timeout" env:"MG_SHUTDOWN_TIMEOUT" default:"10s" help:"How long SIGTERM waits for the worker."`
	LogLevel        string        `name:"log-level" env:"MG_LOG_LEVEL" default:"info" enum:"debug,info,warn,error" help:"Log level (${enum})."`
	HealthAddr      string        `name:"health-addr" env:"MG_HEALTH_ADDR" default:":8081" help:"Address of /livez and /readyz; empty disables them."`
	MetricsAddr     string        `name:"metrics-addr" env:"MG_METRICS_ADDR" default:":9464" help:"Prometheus /metrics address; empty disables it."`
}

// Deps is what a sidecar's worker is built from.
type Deps struct {
	Pool     *pgxpool.Pool
	Chains   *evm.Config
	Signers  map[common.Address]evm.Signer
	Instance string
	Logger   zerolog.Logger
	// Meter is the process's meter provider, for the worker's own metrics.
	Meter metric.MeterProvider
}

// BuildFunc builds the worker's batch; the returned func releases what it holds.
type BuildFunc func(ctx context.Context, deps Deps) (worker.BatchFunc, func(), error)

// Main runs the sidecar named name and returns the process exit code. Settings of
// the worker itself are the build func's to read (from the environment).
func Main(name, description string, build BuildFunc) int {
	var cfg Config
	kong.Parse(&cfg, kong.Name(name), kong.Description(description))
	level, _ := zerolog.ParseLevel(cfg.LogLevel)
	logger := zerolog.New(os.Stdout).Level(level).Hook(telemetry.LogHook{}).With().Timestamp().Str("service", name).Str("network", cfg.Network).Logger()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := Run(ctx, name, cfg, logger, build); err != nil {
		logger.Error().Err(err).Msg("exiting")
		return 1
	}
	return 0
}

// Run runs the sidecar until ctx ends.
func Run(ctx context.Context, name string, cfg Config, logger zerolog.Logger, build BuildFunc) error {
	network, err := db.ParseNetwork(cfg.Network)
	if err != nil {
		return err
	}
	if cfg.InstanceID == "" {
		host, _ := os.Hostname()
		cfg.InstanceID = fmt.Sprintf("%s-%08x", host, rand.Uint32())
	}
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "qtg-" + name})
	if err != nil {
		return err
	}
	defer func() { _ = tel.Shutdown(context.WithoutCancel(ctx)) }()
	if _, err := tel.ServeMetrics(ctx, cfg.MetricsAddr, logger); err != nil {
		return err
	}
	pool, err := db.Open(ctx, cfg.DatabaseURL, network)
	if err != nil {
		return err
	}
	defer pool.Close()
	if !cfg.WorkersEnabled {
		stopHealth, err := app.ServeHealth(ctx, cfg.HealthAddr, func() bool { return true }, logger)
		if err != nil {
			return err
		}
		defer stopHealth()
		logger.Warn().Str("worker", name).Msg("MG_WORKERS_ENABLED is not true: nothing runs")
		<-ctx.Done()
		return nil
	}
	if has, err := evm.HasChains(cfg.ConfigFile); err != nil {
		return err
	} else if !has {
		// Nothing to watch: stay up (and ready) rather than crash-loop in a deployment
		// whose configuration has no EVM chain yet.
		stopHealth, err := app.ServeHealth(ctx, cfg.HealthAddr, func() bool { return true }, logger)
		if err != nil {
			return err
		}
		defer stopHealth()
		logger.Warn().Str("worker", name).Str("config", cfg.ConfigFile).Msg("no EVM chain configured: nothing to do")
		<-ctx.Done()
		return nil
	}
	chains, err := evm.LoadFile(cfg.ConfigFile, os.Getenv)
	if err != nil {
		return err
	}
	signers, err := evm.LoadSigners(chains, os.Getenv)
	if err != nil {
		return err
	}
	batch, release, err := build(ctx, Deps{Pool: pool, Chains: chains, Signers: signers, Instance: cfg.InstanceID,
		Logger: logger.With().Str("worker", name).Logger(), Meter: tel.Meter})
	if err != nil {
		return err
	}
	defer release()
	sup, err := worker.New(worker.Config{Pool: pool, Network: network, InstanceID: cfg.InstanceID, Logger: logger,
		ShutdownTimeout: cfg.ShutdownTimeout, Tracer: tel.Tracer, Meter: tel.Meter}, worker.Spec{
		Name: name, Tier: worker.Sidecar, Interval: cfg.Interval, Jitter: cfg.Interval / 5, Batch: batch,
	})
	if err != nil {
		return err
	}
	stopHealth, err := app.ServeHealth(ctx, cfg.HealthAddr, sup.Ready, logger)
	if err != nil {
		return err
	}
	defer stopHealth()
	logger.Info().Str("instance_id", cfg.InstanceID).Msg("starting worker")
	if err := sup.Run(ctx); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}
