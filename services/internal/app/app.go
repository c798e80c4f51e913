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
	"github.com/qtgdev/qtg/services/internal/audit"
	"github.com/qtgdev/qtg/services/internal/callback"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/exechealth"
	"github.com/qtgdev/qtg/services/internal/executors"
	"github.com/qtgdev/qtg/services/internal/expiry"
	"github.com/qtgdev/qtg/services/internal/telemetry"
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
	MetricsAddr          string        `name:"metrics-addr" env:"MG_METRICS_ADDR" default:":9464" help:"Prometheus /metrics address; empty disables it."`
	HealthAddr           string        `name:"health-addr" env:"MG_HEALTH_ADDR" default:":8081" help:"Address of the HTTP health endpoints (/livez, /readyz); empty disables them."`
	MaxConns             int32         `name:"db-max-conns" env:"MG_DB_MAX_CONNS" default:"20" help:"Connection pool size (the observer holds one per concurrent observation, callback-dispatcher one per concurrent delivery)."`

	// Sidecars.
	SidecarInterval      time.Duration `name:"sidecar-interval" env:"MG_SIDECAR_INTERVAL" default:"1s" help:"Poll interval of callback-dispatcher, expiration-checker, audit-outbox-promoter and template-proposal-expiration."`
	CallbackSecrets      []string      `name:"callback-secrets" env:"MG_CALLBACK_SECRETS" sep:"," help:"Callback signing secrets, comma-separated, newest first: one, or two during a rotation (each at least 16 bytes). Required by callback-dispatcher."`
	CallbackTimeout      time.Duration `name:"callback-timeout" env:"MG_CALLBACK_TIMEOUT" default:"10s" help:"Bound on one callback HTTP call (and on how long it holds its row lock)."`
	CallbackMaxAttempts  int           `name:"callback-max-attempts" env:"MG_CALLBACK_MAX_ATTEMPTS" default:"12" help:"Failed attempts after which a callback becomes a dead letter."`
	CallbackBackoff      time.Duration `name:"callback-backoff" env:"MG_CALLBACK_BACKOFF" default:"10s" help:"Delay after a callback's first failed attempt; doubles per attempt, with jitter."`
	CallbackMaxBackoff   time.Duration `name:"callback-max-backoff" env:"MG_CALLBACK_MAX_BACKOFF" default:"1h" help:"Ceiling of the callback retry delay, Retry-After included."`
	CallbackConcurrency  int           `name:"callback-concurrency" env:"MG_CALLBACK_CONCURRENCY" default:"8" help:"Callbacks one process delivers at once, each in its own transaction."`
	CallbackAllowPrivate bool          `name:"callback-allow-private" env:"MG_CALLBACK_ALLOW_PRIVATE" help:"Allow callbacks to loopback, private and link-local addresses (tests and development only: SSRF)."`
	HealthInterval       time.Duration `name:"executor-health-interval" env:"MG_EXECUTOR_HEALTH_INTERVAL" default:"15s" help:"How often executor-health checks every executor."`
	HealthTimeout        time.Duration `name:"executor-health-timeout" env:"MG_EXECUTOR_HEALTH_TIMEOUT" default:"5s" help:"Bound on one executor's health check; no answer counts as DOWN."`
	AuditBatchSize       int           `name:"audit-batch-size" env:"MG_AUDIT_BATCH_SIZE" default:"500" help:"Audit outbox rows one audit-outbox-promoter transaction appends to the chain."`
	// FaultPanicWorkers makes the named workers' Batch panic on every pass: fault
	// injection for tests and drills of the tier semantics (a sidecar crash is isolated,
	// a core crash stops the process). Hidden from --help.
	FaultPanicWorkers []string `name:"fault-panic-workers" env:"MG_FAULT_PANIC_WORKERS" sep:"," hidden:"" help:"Workers whose every pass panics (fault injection)."`
}

// Worker names, as MG_WORKERS and worker_heartbeats spell them.
const (
	workerDispatcher         = "dispatcher"
	workerObserver           = "observer"
	workerRecovery           = "recovery"
	workerCallbackDispatcher = "callback-dispatcher"
	workerExpirationChecker  = "expiration-checker"
	workerExecutorHealth     = "executor-health"
	workerAuditPromoter      = "audit-outbox-promoter"
	workerProposalExpiration = "template-proposal-expiration"
)

// workerNames lists the workers this build can run.
func workerNames() []string {
	names := []string{
		workerDispatcher, workerObserver, workerRecovery,
		workerCallbackDispatcher, workerExpirationChecker, workerExecutorHealth, workerAuditPromoter, workerProposalExpiration,
	}
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
	logger := zerolog.New(os.Stdout).Level(level).Hook(telemetry.LogHook{}).With().Timestamp().
		Str("service", name).Str("network", cfg.Network).Logger()

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
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "qtg-" + strings.Join(cfg.Workers, "+")})
	if err != nil {
		return err
	}
	defer func() { _ = tel.Shutdown(context.WithoutCancel(ctx)) }()
	if _, err := tel.ServeMetrics(ctx, cfg.MetricsAddr, logger); err != nil {
		return err
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
		stopHealth, err := ServeHealth(ctx, cfg.HealthAddr, func() bool { return true }, logger)
		if err != nil {
			return err
		}
		defer stopHealth()
		logger.Warn().Strs("workers", cfg.Workers).Msg("MG_WORKERS_ENABLED is not true: no worker runs and nothing advances")
		<-ctx.Done()
		return nil
	}

	// noop always; evm_transfer when MG_CONFIG_FILE names a chain configuration.
	reg, err := executors.Build(ctx, pool, cfg.InstanceID, "")
	if err != nil {
		return err
	}
	ecfg := engine.Config{
		Pool: pool, Registry: reg, Instance: cfg.InstanceID, Logger: logger,
		BatchSize: cfg.BatchSize, StaleSubmittingAfter: cfg.StaleSubmittingAfter, RetryBackoff: cfg.RetryBackoff,
		ObserveConcurrency: cfg.ObserveConcurrency, Meter: tel.Meter,
	}
	if tel.Tracing {
		ecfg.Tracer = tel.Tracer
	}
	var specs []worker.Spec
	for _, name := range cfg.Workers {
		// The workers' own logs carry instance_id (the runtime adds it to its lines).
		spec, closeFn, err := buildSpec(name, cfg, ecfg, logger.With().Str("instance_id", cfg.InstanceID).Logger())
		if err != nil {
			return err
		}
		defer closeFn()
		if slices.Contains(cfg.FaultPanicWorkers, name) {
			logger.Warn().Str("worker", name).Msg("MG_FAULT_PANIC_WORKERS: this worker panics on every pass")
			spec.Batch = func(context.Context) (int, error) {
				panic("fault injection: MG_FAULT_PANIC_WORKERS names " + name)
			}
		}
		specs = append(specs, spec)
	}
	sup, err := worker.New(worker.Config{
		Pool: pool, Network: network, InstanceID: cfg.InstanceID, Logger: logger, ShutdownTimeout: cfg.ShutdownTimeout,
		Tracer: tel.Tracer, Meter: tel.Meter,
	}, specs...)
	if err != nil {
		return err
	}
	stopHealth, err := ServeHealth(ctx, cfg.HealthAddr, sup.Ready, logger)
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

// buildSpec registers one worker: its batch, its tier and how it is scheduled. The
// returned func releases what the worker holds besides the pool (idle HTTP
// connections); call it after the supervisor stopped.
func buildSpec(name string, cfg Config, ecfg engine.Config, logger zerolog.Logger) (worker.Spec, func(), error) {
	ecfg.Logger = logger.With().Str("worker", name).Logger()
	noClose := func() {}
	spec := func(tier worker.Tier, interval time.Duration, batchSize int, batch worker.BatchFunc, wake ...string) (worker.Spec, func(), error) {
		return worker.Spec{Name: name, Tier: tier, Interval: interval, Jitter: interval / 5, BatchSize: batchSize,
			Batch: batch, Wake: wake}, noClose, nil
	}
	switch name {
	case workerDispatcher:
		d, err := engine.NewDispatcher(ecfg)
		if err != nil {
			return worker.Spec{}, nil, err
		}
		s, _, err := spec(worker.Core, cfg.Interval, cfg.BatchSize, d.Batch, worker.TopicNodesReady)
		// Submits still running when the loop stops are waited for and recorded.
		return s, d.Wait, err
	case workerObserver:
		o, err := engine.NewObserver(ecfg)
		if err != nil {
			return worker.Spec{}, nil, err
		}
		s, closeFn, err := spec(worker.Core, cfg.Interval, cfg.BatchSize, o.Batch, worker.TopicNodesSubmitted)
		s.Due = o.NextDue
		return s, closeFn, err
	case workerRecovery:
		r, err := engine.NewRecovery(ecfg)
		if err != nil {
			return worker.Spec{}, nil, err
		}
		return spec(worker.Core, cfg.RecoveryInterval, cfg.BatchSize, r.Batch, worker.TopicNodesUnknown)
	case workerCallbackDispatcher:
		if len(cfg.CallbackSecrets) == 0 {
			return worker.Spec{}, nil, errors.New("callback-dispatcher needs MG_CALLBACK_SECRETS: one signing secret, or two (newest first) during a rotation")
		}
		secrets := make([][]byte, len(cfg.CallbackSecrets))
		for i, s := range cfg.CallbackSecrets {
			secrets[i] = []byte(s)
		}
		d, err := callback.New(callback.Config{
			Pool: ecfg.Pool, Instance: cfg.InstanceID, Logger: ecfg.Logger, Secrets: secrets,
			Timeout: cfg.CallbackTimeout, MaxAttempts: cfg.CallbackMaxAttempts, Backoff: cfg.CallbackBackoff,
			MaxBackoff: cfg.CallbackMaxBackoff, Concurrency: cfg.CallbackConcurrency, BatchSize: cfg.BatchSize,
			AllowPrivate: cfg.CallbackAllowPrivate, Meter: ecfg.Meter,
		})
		if err != nil {
			return worker.Spec{}, nil, err
		}
		s, _, err := spec(worker.Sidecar, cfg.SidecarInterval, cfg.BatchSize, d.Batch, worker.TopicCallbacks)
		return s, d.Close, err
	case workerExpirationChecker:
		m, err := expiry.NewMovements(expiry.Config{Pool: ecfg.Pool, Instance: cfg.InstanceID, Logger: ecfg.Logger, BatchSize: cfg.BatchSize})
		if err != nil {
			return worker.Spec{}, nil, err
		}
		return spec(worker.Sidecar, cfg.SidecarInterval, cfg.BatchSize, m.Batch)
	case workerProposalExpiration:
		p, err := expiry.NewProposals(expiry.Config{Pool: ecfg.Pool, Instance: cfg.InstanceID, Logger: ecfg.Logger, BatchSize: cfg.BatchSize})
		if err != nil {
			return worker.Spec{}, nil, err
		}
		return spec(worker.Sidecar, cfg.SidecarInterval, cfg.BatchSize, p.Batch)
	case workerExecutorHealth:
		c, err := exechealth.New(exechealth.Config{Pool: ecfg.Pool, Registry: ecfg.Registry, Logger: ecfg.Logger, Timeout: cfg.HealthTimeout})
		if err != nil {
			return worker.Spec{}, nil, err
		}
		// One call checks every executor: no batch size.
		return spec(worker.Sidecar, cfg.HealthInterval, 0, c.Batch)
	case workerAuditPromoter:
		p, err := audit.NewPromoter(audit.PromoterConfig{Pool: ecfg.Pool, Logger: ecfg.Logger, BatchSize: cfg.AuditBatchSize})
		if err != nil {
			return worker.Spec{}, nil, err
		}
		return spec(worker.Sidecar, cfg.SidecarInterval, cfg.AuditBatchSize, p.Batch)
	default:
		return worker.Spec{}, nil, fmt.Errorf("unknown worker %q", name)
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
