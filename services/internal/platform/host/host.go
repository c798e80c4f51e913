// Package host is what every long-running QTG process does between main and its work:
// parse the flags (each also an environment variable), build the logger, trap SIGTERM,
// set up telemetry and the /metrics endpoint, choose the instance ID, open the
// network-bound pool, apply the operator gate (MG_WORKERS_ENABLED), serve /livez and
// /readyz, run the hosted workers under one supervisor (or the hosted server) and shut
// everything down in order.
//
// A process is described by a Deployable: the workers it can host (each a Worker with
// its own typed configuration and a build function) or a Server. The registrations of
// every QTG worker live in package components; each main is one call to Main.
//
// Configuration is typed and owned by the component that reads it: a Worker lists the
// config structs (kong-tagged) whose flags it needs, the host parses each struct once
// per process (two workers sharing a struct share its flags), and the build function
// reads its values with Config. A deployable's --help therefore lists exactly the
// flags of what it can host.
package host

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/signal"
	"reflect"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/KimMachineGun/automemlimit/memlimit"
	"github.com/alecthomas/kong"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
	"github.com/qtgdev/qtg/services/internal/platform/telemetry"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
)

// Process is the configuration every hosted process reads.
type Process struct {
	Network     string `name:"network" env:"MG_NETWORK_MODE" default:"testnet" enum:"mainnet,testnet" help:"Network this process serves (${enum})."`
	InstanceID  string `name:"instance-id" env:"MG_INSTANCE_ID" help:"Identity in worker_heartbeats, claimed_by and the audit log; default hostname plus a random suffix."`
	LogLevel    string `name:"log-level" env:"MG_LOG_LEVEL" default:"info" enum:"debug,info,warn,error" help:"Log level (${enum})."`
	MetricsAddr string `name:"metrics-addr" env:"MG_METRICS_ADDR" default:":9464" help:"Prometheus /metrics address; empty disables it."`
}

// Database is the configuration of a process that connects to PostgreSQL: every one
// except a Server marked NoDatabase (the operator console, which only talks to the
// gateway).
type Database struct {
	DatabaseURL string `name:"database-url" env:"DATABASE_URL" required:"" help:"PostgreSQL URL; connect as a member of the network's role (qtg_testnet or qtg_mainnet)."`
	MaxConns    int32  `name:"db-max-conns" env:"MG_DB_MAX_CONNS" default:"20" help:"Connection pool size (the observer holds one per batch in flight, MG_OBSERVE_BATCHES, by default half of it; callback-dispatcher one per concurrent delivery)."`
	// ReplanEvery bounds how long a connection keeps plans made for smaller tables
	// (db.DefaultReplanEvery says why).
	ReplanEvery time.Duration `name:"db-replan-every" env:"MG_DB_REPLAN_EVERY" default:"10s" help:"How old a pooled connection's query plans may grow before it plans again for the tables' present size (DISCARD PLANS; it also does after 250 uses); 0 keeps them until autovacuum's next ANALYZE."`
	// DBStartupWait bounds how long start-up waits for the database (a rolling restart
	// of Postgres, a failover) before the process exits, so pods do not crash-loop.
	DBStartupWait time.Duration `name:"db-startup-wait" env:"MG_DB_STARTUP_WAIT" default:"2m" help:"How long start-up retries reaching the database (with backoff, logged) before exiting; 0 tries once."`
}

// Workers is the configuration of a process that runs workers.
type Workers struct {
	WorkersEnabled  bool          `name:"workers-enabled" env:"MG_WORKERS_ENABLED" help:"Run the workers. When false (the default) nothing advances: the operator gate."`
	HealthAddr      string        `name:"health-addr" env:"MG_HEALTH_ADDR" default:":8081" help:"Address of the HTTP health endpoints (/livez, /readyz); empty disables them."`
	ShutdownTimeout time.Duration `name:"shutdown-timeout" env:"MG_SHUTDOWN_TIMEOUT" default:"10s" help:"How long SIGTERM waits for workers to stop."`
	// FaultPanicWorkers makes the named workers' Batch panic on every pass: fault
	// injection for tests and drills of the tier semantics (a sidecar crash is isolated,
	// a core crash stops the process). Hidden from --help.
	FaultPanicWorkers []string `name:"fault-panic-workers" env:"MG_FAULT_PANIC_WORKERS" sep:"," hidden:"" help:"Workers whose every pass panics (fault injection)."`
}

// versionFlag is --version: it prints the build (buildinfo.Info.Line) and exits.
type versionFlag struct {
	Version kong.VersionFlag `name:"version" help:"Print the version and exit."`
}

// selection is the flag of a deployable that may host several workers.
type selection struct {
	Workers []string `name:"workers" env:"MG_WORKERS" sep:"," help:"Workers to run in this process, comma-separated (default: ${default_workers}; known: ${known_workers})."`
}

// Worker registers one worker: its name (as MG_WORKERS and worker_heartbeats spell it),
// its tier, the config structs it reads and how to build it.
type Worker struct {
	Name string
	// Tier decides what a crash does: Core stops the process, Sidecar restarts only
	// this worker after a backoff.
	Tier worker.Tier
	// Config lists zero values of the kong-tagged structs whose flags the worker reads
	// (Config[T] returns the parsed value). Structs are shared by type: two workers
	// naming the same struct read the same flags.
	Config []any
	// Build returns the worker's schedule and batch. Name and Tier are filled in by the
	// host. The returned func (nil: nothing) releases what the worker holds besides the
	// pool; the host calls it after the supervisor stopped.
	Build func(ctx context.Context, env *Env) (worker.Spec, func(), error)
}

// NetworkChecker is implemented by a config struct some of whose settings are allowed
// on one network only: the host asks it before it opens anything.
type NetworkChecker interface {
	CheckNetwork(db.Network) error
}

// Server is a process's main loop when it is not a worker loop (the gateway).
type Server struct {
	// Config is as Worker.Config.
	Config []any
	// Serve runs until ctx ends.
	Serve func(ctx context.Context, env *Env) error
	// NoDatabase marks a server that never connects to PostgreSQL (the console): it
	// takes no --database-url, its Env has no Pool, and no role check runs. Least
	// privilege: a process that needs no database gets no credentials for one.
	NoDatabase bool
}

// Deployable describes one binary: either workers or a server.
type Deployable struct {
	// Name is the binary's name (services/<Name>), the logs' service field.
	Name        string
	Description string
	// Workers are the workers this binary can host; with more than one it takes
	// MG_WORKERS, and runs Default when that is not set.
	Workers []Worker
	Default []string
	// Server, when set, is run instead of workers.
	Server *Server
}

// WorkerDeployable is the deployable that runs w alone: what each worker's own binary
// runs.
func WorkerDeployable(w Worker) Deployable {
	return Deployable{Name: w.Name, Description: "QTG worker process: " + w.Name + ".", Workers: []Worker{w}}
}

// Env is what a component is built from: the process's shared resources and its
// parsed configuration.
type Env struct {
	// Pool is nil for a NoDatabase server.
	Pool     *db.Pool
	Network  db.Network
	Instance string
	// Build is the build this process runs (--version, heartbeats, qtg_build_info).
	Build buildinfo.Info
	// Logger carries service and network; a worker's also carries instance_id and worker.
	Logger zerolog.Logger
	Meter  metric.MeterProvider
	// Tracer always traces to somewhere (a no-op provider when tracing is off);
	// Tracing says whether it exports, for components that skip span work otherwise.
	Tracer  trace.TracerProvider
	Tracing bool
	// Workers names the workers this process hosts (none for a server): what a
	// component that depends on its neighbours (which keys the process may load) reads.
	Workers []string

	configs map[reflect.Type]any
	shared  map[string]any
}

// Config returns the parsed value of config struct T. T must be listed in the
// component's Config; a missing one is a registration bug and panics (every
// registration is built by a test).
func Config[T any](env *Env) *T {
	v, ok := env.configs[reflect.TypeFor[T]()]
	if !ok {
		panic(fmt.Sprintf("host: config %v is not listed in the component's Config", reflect.TypeFor[T]()))
	}
	return v.(*T)
}

// Once returns what build returns the first time a component of this process asks
// for key, and that same value to every later caller: the components of an all-in-one
// process share what is costly or must be one (the executor registry and its nonce
// lanes). Components are built one after the other, so no lock is needed. A failed
// build is not kept.
func Once[T any](env *Env, key string, build func() (T, error)) (T, error) {
	if v, ok := env.shared[key]; ok {
		return v.(T), nil
	}
	v, err := build()
	if err != nil {
		return v, err
	}
	env.shared[key] = v
	return v, nil
}

// Parsed is where a deployable's command line lands.
type Parsed struct {
	process   Process
	database  Database
	workers   Workers
	selection selection
	configs   map[reflect.Type]any
}

// Parser returns the kong parser of d's command line and where its values land. Tests
// use it to check each deployable's --help.
func Parser(d Deployable, options ...kong.Option) (*kong.Kong, *Parsed, error) {
	p := &Parsed{configs: map[reflect.Type]any{}}
	opts := []kong.Option{kong.Name(d.Name), kong.Description(d.Description),
		kong.Embed(&versionFlag{}), kong.Vars{"version": buildinfo.Get().Line(d.Name)}}
	embed := func(cfgs []any) {
		for _, c := range cfgs {
			t := reflect.TypeOf(c)
			if _, ok := p.configs[t]; ok {
				continue
			}
			ptr := reflect.New(t).Interface()
			p.configs[t] = ptr
			opts = append(opts, kong.Embed(ptr))
		}
	}
	if d.Server == nil || !d.Server.NoDatabase {
		opts = append(opts, kong.Embed(&p.database))
	}
	if d.Server != nil {
		embed(d.Server.Config)
	} else {
		opts = append(opts, kong.Embed(&p.workers))
		if len(d.Workers) > 1 {
			opts = append(opts, kong.Embed(&p.selection), kong.Vars{
				"default_workers": strings.Join(d.Default, ","),
				"known_workers":   strings.Join(names(d.Workers), ","),
			})
		}
		for _, w := range d.Workers {
			embed(w.Config)
		}
	}
	k, err := kong.New(&p.process, append(opts, options...)...)
	if err != nil {
		return nil, nil, err
	}
	return k, p, nil
}

// Env returns an Env for tests of registrations: the parsed configuration over the
// given resources (Pool, Instance, Logger, …), with nothing shared built yet.
func (p *Parsed) Env(base Env) *Env {
	base.configs, base.shared = p.configs, map[string]any{}
	return &base
}

// Main parses the command line, runs d until SIGTERM or a fatal error, and returns the
// process's exit code.
func Main(d Deployable) int {
	k, p, err := Parser(d)
	if err != nil {
		fmt.Fprintln(os.Stderr, d.Name+":", err)
		return 2
	}
	_, err = k.Parse(os.Args[1:])
	k.FatalIfErrorf(err)
	level, _ := zerolog.ParseLevel(p.process.LogLevel)
	logger := zerolog.New(os.Stdout).Level(level).Hook(telemetry.LogHook{}).With().Timestamp().
		Str("service", d.Name).Str("network", p.process.Network).Logger()
	build := buildinfo.Get()
	logger.Info().Str("version", build.Version).Str("commit", build.Commit).Str("go_version", build.GoVersion).Msg("build")
	tuning, err := tuneRuntime(memlimit.FromCgroup)
	if err != nil {
		// The process runs as it would have before: without a memory limit of its own.
		logger.Warn().Err(err).Msg("runtime tuning")
	}
	gc := logger.Info().Int("gc_percent", tuning.GCPercent).Bool("gc_percent_from_env", tuning.GCFromEnv)
	if tuning.MemoryLimit < math.MaxInt64 {
		gc = gc.Int64("memory_limit_bytes", tuning.MemoryLimit)
	}
	gc.Msg("garbage collector")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, d, p, logger); err != nil {
		logger.Error().Err(err).Msg("exiting")
		return 1
	}
	return 0
}

// run opens what every component shares, then runs the server or the workers.
func run(ctx context.Context, d Deployable, p *Parsed, logger zerolog.Logger) error {
	network, err := db.ParseNetwork(p.process.Network)
	if err != nil {
		return err
	}
	selected, err := selectWorkers(d, p.selection.Workers)
	if err != nil {
		return err
	}
	// A setting that is wrong for the network refuses the start before anything opens
	// (a test executor on mainnet: docs/security.md).
	for _, c := range p.configs {
		if n, ok := c.(NetworkChecker); ok {
			if err := n.CheckNetwork(network); err != nil {
				return err
			}
		}
	}
	service := d.Name
	if d.Server == nil {
		service = strings.Join(names(selected), "+")
	}
	instance := cmp.Or(p.process.InstanceID, worker.NewInstanceID())
	build := buildinfo.Get()
	tel, err := telemetry.Setup(ctx, telemetry.Options{Service: "qtg-" + service, Build: build, InstanceID: instance,
		Environment: network.String()})
	if err != nil {
		return err
	}
	defer func() { _ = tel.Shutdown(context.WithoutCancel(ctx)) }()
	if _, err := tel.ServeMetrics(ctx, p.process.MetricsAddr, logger); err != nil {
		return err
	}
	var pool *db.Pool
	if d.Server == nil || !d.Server.NoDatabase {
		opts := []db.Option{db.WithMaxConns(max(p.database.MaxConns, 4)), db.WithReplanEvery(p.database.ReplanEvery)}
		if keyedPlans(d, selected) {
			opts = append(opts, db.WithKeyedPlans())
		}
		if tel.Tracing {
			// Each statement a span under the movement's or the call's trace; a poll's
			// own statements stay out, as its span does when it claims nothing.
			opts = append(opts, db.WithTracer(tel.Tracer, telemetry.BatchSpanName))
		}
		if pool, err = openPool(ctx, p.database.DatabaseURL, network, p.database.DBStartupWait, logger, opts...); err != nil {
			return err
		}
		defer pool.Close()
		// Least privilege (docs/security.md): refuse to run as a superuser, an owner of
		// the schema, or a role that reaches the other network, may forge the audit log,
		// or holds another job's writes (a sidecar with the dispatcher's role, anything
		// but the gateway with the plan writes).
		if err := pool.CheckRole(ctx, db.RoleCheck{Jobs: jobs(d, selected)}); err != nil {
			return err
		}
	}
	env := &Env{
		Pool: pool, Network: network, Instance: instance, Build: build, Logger: logger,
		Meter: tel.Meter, Tracer: tel.Tracer, Tracing: tel.Tracing, Workers: names(selected),
		configs: p.configs, shared: map[string]any{},
	}
	if d.Server != nil {
		return d.Server.Serve(ctx, env)
	}
	return runWorkers(ctx, selected, p.workers, env)
}

// jobs are the jobs (db.Jobs) a process of d hosting selected runs: a server's is its
// own name (the gateway), a worker process's its workers' names.
func jobs(d Deployable, selected []Worker) []string {
	if d.Server != nil {
		return []string{d.Name}
	}
	return names(selected)
}

// Jobs returns the jobs a process of d hosting workers (MG_WORKERS; empty: d's
// default) runs, which its database login must hold and no other (db.RoleCheck): what
// make run, the chaos run and the e2e tests create each process's login for.
func Jobs(d Deployable, workers []string) ([]string, error) {
	selected, err := selectWorkers(d, workers)
	if err != nil {
		return nil, err
	}
	return jobs(d, selected), nil
}

// keyedPlans reports whether a process plans for key lookups (db.WithKeyedPlans): one
// that runs core workers only. One that also hosts a sidecar, or serves an API, keeps
// the planner's full choice for those statements' sake.
func keyedPlans(d Deployable, selected []Worker) bool {
	return d.Server == nil && len(selected) > 0 &&
		!slices.ContainsFunc(selected, func(w Worker) bool { return w.Tier != worker.Core })
}

// openPool opens the network-bound pool, retrying with backoff for up to wait while
// the database cannot be reached or is not ready (starting up, failing over, a schema
// not migrated yet), each failure logged. A database down during a rolling restart
// then delays start-up instead of crash-looping the pod. A URL that does not parse is
// not retried. wait <= 0 tries once.
func openPool(ctx context.Context, url string, network db.Network, wait time.Duration, logger zerolog.Logger, opts ...db.Option) (*db.Pool, error) {
	var pool *db.Pool
	open := func(ctx context.Context) error {
		p, err := db.Open(ctx, url, network, opts...)
		if errors.Is(err, db.ErrInvalidURL) || errors.Is(err, db.ErrUnknownNetwork) {
			return retry.Permanent(err)
		}
		pool = p
		return err
	}
	if wait <= 0 {
		return pool, open(ctx)
	}
	err := retry.Until(ctx, retry.Backoff{Base: 500 * time.Millisecond, Ceiling: 10 * time.Second, Budget: wait,
		OnRetry: func(attempt int, err error, pause time.Duration) {
			logger.Warn().Err(err).Int("attempt", attempt).Dur("retry_in", pause).Dur("startup_wait", wait).
				Msg("database not reachable yet; retrying")
		}}, open)
	if err != nil {
		return nil, fmt.Errorf("database not usable within MG_DB_STARTUP_WAIT=%s: %w", wait, err)
	}
	return pool, nil
}

// selectWorkers returns the workers MG_WORKERS names (Default, or the only one, when
// it is empty), refusing unknown names.
func selectWorkers(d Deployable, requested []string) ([]Worker, error) {
	if d.Server != nil {
		return nil, nil
	}
	if len(requested) == 0 {
		requested = d.Default
	}
	if len(d.Workers) == 1 {
		requested = []string{d.Workers[0].Name}
	}
	var out []Worker
	for _, name := range requested {
		i := slices.IndexFunc(d.Workers, func(w Worker) bool { return w.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("unknown worker %q (known: %s)", name, strings.Join(names(d.Workers), ", "))
		}
		out = append(out, d.Workers[i])
	}
	if len(out) == 0 {
		return nil, errors.New("no worker selected")
	}
	return out, nil
}

// runWorkers applies the operator gate, builds the selected workers and runs them under
// one supervisor until ctx ends or a core worker crashes.
func runWorkers(ctx context.Context, selected []Worker, cfg Workers, env *Env) error {
	logger := env.Logger
	if !cfg.WorkersEnabled {
		return runGated(ctx, selected, cfg, env)
	}
	var specs []worker.Spec
	for _, w := range selected {
		// The workers' own logs carry instance_id (the runtime adds it to its lines).
		wenv := *env
		wenv.Logger = logger.With().Str("instance_id", env.Instance).Str("worker", w.Name).Logger()
		spec, release, err := w.Build(ctx, &wenv)
		if err != nil {
			return fmt.Errorf("%s: %w", w.Name, err)
		}
		if release != nil {
			// Deferred, so it runs after the supervisor stopped (the dispatcher waits
			// there for its submits still in flight).
			defer release()
		}
		spec.Name, spec.Tier = w.Name, w.Tier
		if slices.Contains(cfg.FaultPanicWorkers, w.Name) {
			logger.Warn().Str("worker", w.Name).Msg("MG_FAULT_PANIC_WORKERS: this worker panics on every pass")
			spec.Batch = func(context.Context) (int, error) {
				panic("fault injection: MG_FAULT_PANIC_WORKERS names " + w.Name)
			}
		}
		specs = append(specs, spec)
	}
	sup, err := worker.New(supervisorConfig(cfg, env), specs...)
	if err != nil {
		return err
	}
	stopHealth, err := ServeHealth(ctx, cfg.HealthAddr, sup.Ready, logger)
	if err != nil {
		return err
	}
	defer stopHealth()
	logger.Info().Strs("workers", names(selected)).Str("instance_id", env.Instance).Msg("starting workers")
	err = sup.Run(ctx)
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// runGated is the operator gate: nothing advances until MG_WORKERS_ENABLED=true. No
// worker is built; the process heartbeats 'gated' for each selected worker (with its
// build) until ctx ends, then 'stopped', so a network frozen on purpose shows as gated
// on the workers page and in the gauges instead of looking dead. The process is ready
// in the sense that it does what it was told: nothing.
func runGated(ctx context.Context, selected []Worker, cfg Workers, env *Env) error {
	logger := env.Logger
	specs := make([]worker.Spec, len(selected))
	for i, w := range selected {
		specs[i] = worker.Spec{Name: w.Name, Tier: w.Tier}
	}
	sup, err := worker.NewGated(supervisorConfig(cfg, env), specs...)
	if err != nil {
		return err
	}
	stopHealth, err := ServeHealth(ctx, cfg.HealthAddr, func() bool { return true }, logger)
	if err != nil {
		return err
	}
	defer stopHealth()
	logger.Warn().Strs("workers", names(selected)).Str("instance_id", env.Instance).
		Msg("MG_WORKERS_ENABLED is not true: no worker runs and nothing advances; heartbeating 'gated'")
	err = sup.Run(ctx)
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// supervisorConfig is the worker runtime's configuration in env: the pool, the
// identity and build every heartbeat carries, telemetry and the shutdown bound.
func supervisorConfig(cfg Workers, env *Env) worker.Config {
	return worker.Config{
		Pool: env.Pool, Network: env.Network, InstanceID: env.Instance, Logger: env.Logger, ShutdownTimeout: cfg.ShutdownTimeout,
		Tracer: env.Tracer, Meter: env.Meter, Version: env.Build.String(),
	}
}

// Poll returns a spec polling every interval with ±20 % jitter, so replicas do not poll
// in lockstep.
func Poll(interval time.Duration, batchSize int, batch worker.BatchFunc, wake ...string) worker.Spec {
	return worker.Spec{Interval: interval, Jitter: interval / 5, BatchSize: batchSize, Batch: batch, Wake: wake}
}

func names(ws []Worker) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Name
	}
	return out
}
