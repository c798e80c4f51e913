// Package app is what every QTG worker process does between main and the worker
// runtime: read the environment, open the network-bound pool, build the executors and
// the requested workers, and run them under one supervisor until SIGTERM.
//
// Each deployable's main is one call to Main with its default set of workers; the
// all-in-one binary (services/qtg) takes the set from MG_WORKERS.
package app

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"slices"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/alecthomas/kong"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/worker"
)

// Config is the environment every worker process reads. Every field can also be set
// by a flag of the same name.
type Config struct {
	DatabaseURL    string `name:"database-url" env:"DATABASE_URL" required:"" help:"PostgreSQL URL; connect as a member of the network's role (qtg_testnet or qtg_mainnet)."`
	Network        string `name:"network" env:"MG_NETWORK_MODE" default:"testnet" enum:"mainnet,testnet" help:"Network this process serves (${enum})."`
	WorkersEnabled bool   `name:"workers-enabled" env:"MG_WORKERS_ENABLED" help:"Run the workers. When false (the default) nothing advances: the operator gate."`
	InstanceID     string `name:"instance-id" env:"MG_INSTANCE_ID" help:"Identity in worker_heartbeats and claimed_by; default hostname plus a random suffix."`
	LogLevel       string `name:"log-level" env:"MG_LOG_LEVEL" default:"info" enum:"debug,info,warn,error" help:"Log level (${enum})."`

	Workers []string `name:"workers" env:"MG_WORKERS" sep:"," help:"Workers to run in this process, comma-separated."`

	Interval             time.Duration `name:"interval" env:"MG_POLL_INTERVAL" default:"1s" help:"Poll interval of the dispatcher and observer (notifications wake them earlier)."`
	RecoveryInterval     time.Duration `name:"recovery-interval" env:"MG_RECOVERY_INTERVAL" default:"5s" help:"Poll interval of recovery."`
	BatchSize            int           `name:"batch-size" env:"MG_BATCH_SIZE" default:"64" help:"Rows one batch claims."`
	StaleSubmittingAfter time.Duration `name:"stale-submitting-after" env:"MG_STALE_SUBMITTING_AFTER" default:"60s" help:"Age after which recovery takes over a SUBMITTING node; must exceed any submit's duration."`
	ObserveConcurrency   int           `name:"observe-concurrency" env:"MG_OBSERVE_CONCURRENCY" default:"8" help:"Observations one observer runs at once, each in its own transaction."`
	RetryBackoff         time.Duration `name:"retry-backoff" env:"MG_RETRY_BACKOFF" default:"1s" help:"First delay before retrying a node refused before its side effect."`
	ShutdownTimeout      time.Duration `name:"shutdown-timeout" env:"MG_SHUTDOWN_TIMEOUT" default:"10s" help:"How long SIGTERM waits for workers to stop."`
	HealthAddr           string        `name:"health-addr" env:"MG_HEALTH_ADDR" default:":8081" help:"Address of the HTTP health endpoints (/livez, /readyz); empty disables them."`
	MaxConns             int32         `name:"db-max-conns" env:"MG_DB_MAX_CONNS" default:"20" help:"Connection pool size (the observer holds one per concurrent observation)."`
}

// workerNames lists the workers this build can run.
func workerNames() []string {
	names := []string{"dispatcher", "observer", "recovery"}
	sort.Strings(names)
	return names
}

// Main runs a worker process and returns its exit code. defaultWorkers is used when
// MG_WORKERS (or --workers) is not set.
func Main(name string, defaultWorkers []string) int {
	var cfg Config
	kong.Parse(&cfg, kong.Name(name), kong.Description("QTG worker process: "+strings.Join(defaultWorkers, ", ")+"."))
	if len(cfg.Workers) == 0 {
		cfg.Workers = defaultWorkers
	}
	level, _ := zerolog.ParseLevel(cfg.LogLevel)
	logger := zerolog.New(os.Stdout).Level(level).With().Timestamp().Str("service", name).Str("network", cfg.Network).Logger()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := Run(ctx, cfg, logger); err != nil {
		logger.Error().Err(err).Msg("exiting")
		return 1
	}
	return 0
}

// Run runs the configured workers until ctx is cancelled or a core worker crashes.
func Run(ctx context.Context, cfg Config, logger zerolog.Logger) error {
	network, err := db.ParseNetwork(cfg.Network)
	if err != nil {
		return err
	}
	for _, w := range cfg.Workers {
		if !slices.Contains(workerNames(), w) {
			return fmt.Errorf("unknown worker %q (known: %s)", w, strings.Join(workerNames(), ", "))
		}
	}
	if cfg.InstanceID == "" {
		cfg.InstanceID = defaultInstanceID()
	}
	poolCfg, err := db.ParseConfig(cfg.DatabaseURL, network)
	if err != nil {
		return err
	}
	poolCfg.MaxConns = max(cfg.MaxConns, 4)
	pool, err := db.OpenConfig(ctx, poolCfg, network)
	if err != nil {
		return err
	}
	defer pool.Close()

	if !cfg.WorkersEnabled {
		// The operator gate: nothing advances until MG_WORKERS_ENABLED=true. The
		// process is ready in the sense that it does what it was told: nothing.
		stopHealth, err := serveHealth(ctx, cfg.HealthAddr, func() bool { return true }, logger)
		if err != nil {
			return err
		}
		defer stopHealth()
		logger.Warn().Strs("workers", cfg.Workers).Msg("MG_WORKERS_ENABLED is not true: no worker runs and nothing advances")
		<-ctx.Done()
		return nil
	}

	reg, err := executor.NewRegistry(noop.New(pool, cfg.InstanceID))
	if err != nil {
		return err
	}
	ecfg := engine.Config{
		Pool: pool, Registry: reg, Instance: cfg.InstanceID, Logger: logger,
		BatchSize: cfg.BatchSize, StaleSubmittingAfter: cfg.StaleSubmittingAfter, RetryBackoff: cfg.RetryBackoff,
		ObserveConcurrency: cfg.ObserveConcurrency,
	}
	var specs []worker.Spec
	for _, name := range cfg.Workers {
		spec, err := buildSpec(name, cfg, ecfg, logger)
		if err != nil {
			return err
		}
		specs = append(specs, spec)
	}
	sup, err := worker.New(worker.Config{
		Pool: pool, Network: network, InstanceID: cfg.InstanceID, Logger: logger, ShutdownTimeout: cfg.ShutdownTimeout,
	}, specs...)
	if err != nil {
		return err
	}
	stopHealth, err := serveHealth(ctx, cfg.HealthAddr, sup.Ready, logger)
	if err != nil {
		return err
	}
	defer stopHealth()
	logger.Info().Strs("workers", cfg.Workers).Str("instance_id", cfg.InstanceID).Msg("starting workers")
	err = sup.Run(ctx)
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// buildSpec registers one core worker: its batch and how it is scheduled.
func buildSpec(name string, cfg Config, ecfg engine.Config, logger zerolog.Logger) (worker.Spec, error) {
	ecfg.Logger = logger.With().Str("worker", name).Logger()
	jitter := cfg.Interval / 5
	switch name {
	case "dispatcher":
		d, err := engine.NewDispatcher(ecfg)
		if err != nil {
			return worker.Spec{}, err
		}
		return worker.Spec{Name: name, Tier: worker.Core, Interval: cfg.Interval, Jitter: jitter, BatchSize: cfg.BatchSize,
			Batch: d.Batch, Wake: []string{worker.TopicNodesReady}}, nil
	case "observer":
		o, err := engine.NewObserver(ecfg)
		if err != nil {
			return worker.Spec{}, err
		}
		return worker.Spec{Name: name, Tier: worker.Core, Interval: cfg.Interval, Jitter: jitter, BatchSize: cfg.BatchSize,
			Batch: o.Batch, Wake: []string{worker.TopicNodesSubmitted}}, nil
	case "recovery":
		r, err := engine.NewRecovery(ecfg)
		if err != nil {
			return worker.Spec{}, err
		}
		return worker.Spec{Name: name, Tier: worker.Core, Interval: cfg.RecoveryInterval, Jitter: cfg.RecoveryInterval / 5,
			BatchSize: cfg.BatchSize, Batch: r.Batch, Wake: []string{worker.TopicNodesUnknown}}, nil
	default:
		return worker.Spec{}, fmt.Errorf("unknown worker %q", name)
	}
}

// defaultInstanceID is the hostname (the pod name on Kubernetes) plus a random suffix,
// so a restarted process never reuses its predecessor's heartbeat row.
func defaultInstanceID() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "unknown"
	}
	return fmt.Sprintf("%s-%08x", host, rand.Uint32())
}
