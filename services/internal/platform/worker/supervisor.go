package worker

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/trace"
	tracenoop "go.opentelemetry.io/otel/trace/noop"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// ErrShutdownTimeout is returned by Run when some workers (a Batch ignoring its
// context) were still running ShutdownTimeout after shutdown began. The process should
// exit anyway: their goroutines are abandoned, and their claims expire or are fenced
// like a crashed replica's.
var ErrShutdownTimeout = errors.New("workers did not stop within the shutdown timeout")

// Config configures a Supervisor.
type Config struct {
	// Pool is the network-bound pool heartbeats are written through and the listening
	// connection is taken from. Batch funcs bring their own. Required.
	Pool *db.Pool
	// Network is the network the process serves; it names the notification channels.
	// Required.
	Network db.Network
	// InstanceID tells replicas of the same worker apart in worker_heartbeats. Default:
	// the hostname plus a random suffix, so a restarted pod never reuses the row of
	// the process it replaced.
	InstanceID string
	// Logger receives the workers' logs, each event tagged with worker, instance_id and
	// tier. The zero value discards.
	Logger zerolog.Logger
	// HeartbeatTimeout bounds each heartbeat write, including the final 'stopped' one
	// at shutdown, so a slow database cannot hold a worker up. Default 2 s.
	HeartbeatTimeout time.Duration
	// ShutdownTimeout is how long Run waits for workers to stop after its context is
	// cancelled or a core worker crashed, before giving up on them. Default 10 s.
	ShutdownTimeout time.Duration
	// Tracer traces every batch (span "worker.batch"); nil traces nothing.
	Tracer trace.TracerProvider
	// Meter records batch duration, rows, errors and backoff per worker; nil records
	// nothing.
	Meter metric.MeterProvider
	// Version is the build this process runs (buildinfo.Info.String), written on every
	// heartbeat so the workers page shows a rollout with mixed versions. Empty writes
	// NULL.
	Version string
	// GatedInterval is how often a gated instance (NewGated) heartbeats. Default
	// DefaultGatedInterval.
	GatedInterval time.Duration
}

// DefaultGatedInterval is how often a gated instance heartbeats: it does nothing else,
// so it needs no faster tick, and a gated process that dies is still stalled (silent
// for twice this) within a minute.
const DefaultGatedInterval = 30 * time.Second

func (c *Config) withDefaults() Config {
	out := *c
	if out.InstanceID == "" {
		out.InstanceID = NewInstanceID()
	}
	if out.Tracer == nil {
		out.Tracer = tracenoop.NewTracerProvider()
	}
	if out.Meter == nil {
		out.Meter = metricnoop.NewMeterProvider()
	}
	out.HeartbeatTimeout = cmp.Or(out.HeartbeatTimeout, 2*time.Second)
	out.ShutdownTimeout = cmp.Or(out.ShutdownTimeout, 10*time.Second)
	out.GatedInterval = cmp.Or(out.GatedInterval, DefaultGatedInterval)
	return out
}

func (c *Config) validate() error {
	var problems []error
	if c.Pool == nil {
		problems = append(problems, errors.New("pool is nil"))
	}
	if _, err := db.ParseNetwork(c.Network.String()); err != nil {
		problems = append(problems, err)
	}
	if c.InstanceID == "" {
		problems = append(problems, errors.New("instance ID is empty"))
	}
	if c.HeartbeatTimeout <= 0 {
		problems = append(problems, fmt.Errorf("heartbeat timeout %s is not positive", c.HeartbeatTimeout))
	}
	if c.ShutdownTimeout <= 0 {
		problems = append(problems, fmt.Errorf("shutdown timeout %s is not positive", c.ShutdownTimeout))
	}
	if c.GatedInterval <= 0 {
		problems = append(problems, fmt.Errorf("gated interval %s is not positive", c.GatedInterval))
	}
	if err := errors.Join(problems...); err != nil {
		return fmt.Errorf("%w: %w", errInvalidConfig, err)
	}
	return nil
}

// NewInstanceID returns a process's default identity in worker_heartbeats, claimed_by and
// the audit log: the hostname (the pod name on Kubernetes) plus a random suffix, so a
// restarted process never reuses its predecessor's heartbeat row.
func NewInstanceID() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "unknown"
	}
	return fmt.Sprintf("%s-%08x", host, rand.Uint32())
}

// Supervisor hosts several workers in one process — one alone in a deployable's main,
// or all of them in the all-in-one runtime — so both get the same crash and shutdown
// semantics: a core crash stops everything, a sidecar crash stops only that sidecar
// until its restart, and cancellation stops everything within ShutdownTimeout.
type Supervisor struct {
	cfg      Config
	log      zerolog.Logger
	runners  []*runner
	listener *notify.Listener // nil when no Spec has Wake topics
	// gated: the runners only heartbeat 'gated' (NewGated).
	gated bool

	ran atomic.Bool
	// wg tracks every goroutine Run starts, including those it gave up on after
	// ShutdownTimeout (tests wait on it).
	wg sync.WaitGroup
}

// New validates cfg and specs and returns a Supervisor ready to Run. Nothing starts
// and no connection is made until Run.
func New(cfg Config, specs ...Spec) (*Supervisor, error) {
	cfg = cfg.withDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if len(specs) == 0 {
		return nil, fmt.Errorf("%w: no workers", errInvalidConfig)
	}
	s := &Supervisor{cfg: cfg, log: cfg.Logger.With().Str("instance_id", cfg.InstanceID).Logger()}
	inst, err := newInstruments(cfg.Tracer, cfg.Meter)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i := range specs {
		spec := specs[i]
		spec.Wake = slices.Clone(spec.Wake)
		if err := spec.validate(); err != nil {
			return nil, err
		}
		if seen[spec.Name] {
			return nil, fmt.Errorf("%w %q: name registered twice", errInvalidSpec, spec.Name)
		}
		seen[spec.Name] = true
		inst.start(context.Background(), spec.Name)
		r := &runner{
			spec: spec,
			cfg:  &s.cfg,
			log: cfg.Logger.With().Str("worker", spec.Name).Str("instance_id", cfg.InstanceID).
				Str("tier", string(spec.Tier)).Logger(),
			rnd:  rand.Float64,
			inst: inst,
		}
		if len(spec.Wake) > 0 {
			if s.listener == nil {
				l, err := notify.NewListener(notify.ListenerConfig{Pool: cfg.Pool, Network: cfg.Network, Logger: s.log})
				if err != nil {
					return nil, err
				}
				s.listener = l
			}
			sub, err := s.listener.Subscribe(spec.Wake...)
			if err != nil {
				return nil, fmt.Errorf("%w %q: %w", errInvalidSpec, spec.Name, err)
			}
			r.sub = sub
		}
		s.runners = append(s.runners, r)
	}
	return s, nil
}

// NewGated returns a Supervisor for a process under the operator gate
// (MG_WORKERS_ENABLED off). Its Run runs none of the workers, but writes each one's
// heartbeat with status 'gated' at once and every GatedInterval, and 'stopped' when
// its context ends, through the same heartbeat as a running worker's: a network frozen
// on purpose then shows as gated, with the build it would run, instead of looking
// dead. Only each spec's Name and Tier are read; nothing is built, no batch runs, no
// notification is listened for.
func NewGated(cfg Config, specs ...Spec) (*Supervisor, error) {
	cfg = cfg.withDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if len(specs) == 0 {
		return nil, fmt.Errorf("%w: no workers", errInvalidConfig)
	}
	s := &Supervisor{cfg: cfg, log: cfg.Logger.With().Str("instance_id", cfg.InstanceID).Logger(), gated: true}
	seen := map[string]bool{}
	for _, spec := range specs {
		if spec.Name == "" || !spec.Tier.valid() {
			return nil, fmt.Errorf("%w %q: a gated worker needs a name and a tier (%q or %q)", errInvalidSpec, spec.Name, Core, Sidecar)
		}
		if seen[spec.Name] {
			return nil, fmt.Errorf("%w %q: name registered twice", errInvalidSpec, spec.Name)
		}
		seen[spec.Name] = true
		s.runners = append(s.runners, &runner{
			spec: Spec{Name: spec.Name, Tier: spec.Tier, Interval: cfg.GatedInterval},
			cfg:  &s.cfg,
			log: cfg.Logger.With().Str("worker", spec.Name).Str("instance_id", cfg.InstanceID).
				Str("tier", string(spec.Tier)).Logger(),
		})
	}
	return s, nil
}

// Ready reports whether every worker has committed at least one heartbeat: the
// process reached the database and its loops are turning. Readiness probes use it.
func (s *Supervisor) Ready() bool {
	for _, r := range s.runners {
		if !r.beaten.Load() {
			return false
		}
	}
	return true
}

// Run starts every worker (and the notification listener) and blocks until ctx is
// cancelled or a core worker crashes, then cancels every loop and waits up to
// ShutdownTimeout for them to stop. It returns nil after a clean shutdown, an error
// wrapping the *PanicError after a core crash (the process should exit non-zero), and
// an error wrapping ErrShutdownTimeout naming the workers that did not stop. Run may
// be called once.
func (s *Supervisor) Run(ctx context.Context) error {
	if !s.ran.CompareAndSwap(false, true) {
		return errors.New("worker supervisor: Run called twice")
	}
	runCtx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	type exit struct {
		id  int
		err error
	}
	var names []string
	exits := make(chan exit, len(s.runners)+1) // buffered: abandoned goroutines never block
	start := func(name string, fn func(context.Context) error) {
		id := len(names)
		names = append(names, name)
		s.wg.Go(func() { exits <- exit{id: id, err: fn(runCtx)} })
	}
	if s.listener != nil {
		start("notification listener", s.listener.Run)
	}
	for _, r := range s.runners {
		if s.gated {
			start(r.spec.Name, r.gate)
			continue
		}
		start(r.spec.Name, r.supervise)
	}
	running := len(names)
	stopped := make([]bool, len(names))
	if s.gated {
		s.log.Info().Strs("workers", names).Dur("interval", s.cfg.GatedInterval).Msg("gated: heartbeating, no worker runs")
	} else {
		s.log.Info().Strs("workers", names).Msg("workers started")
	}

	var crashes []error
	collect := func(e exit) {
		running--
		stopped[e.id] = true
		if e.err != nil {
			crashes = append(crashes, fmt.Errorf("core worker %s crashed, all workers stopped: %w", names[e.id], e.err))
		}
	}
	for running > 0 && runCtx.Err() == nil {
		select {
		case e := <-exits:
			collect(e)
			if e.err != nil {
				s.log.Error().Err(e.err).Str("worker", names[e.id]).Msg("core worker crashed; stopping all workers")
				cancel(e.err)
			}
		case <-runCtx.Done():
		}
	}
	s.log.Info().AnErr("cause", context.Cause(runCtx)).Msg("stopping workers")

	timer := time.NewTimer(s.cfg.ShutdownTimeout)
	defer timer.Stop()
	for running > 0 {
		select {
		case e := <-exits:
			collect(e)
		case <-timer.C:
			var stuck []string
			for id, name := range names {
				if !stopped[id] {
					stuck = append(stuck, name)
				}
			}
			s.log.Error().Strs("workers", stuck).Dur("shutdown_timeout", s.cfg.ShutdownTimeout).
				Msg("workers did not stop; abandoning them")
			return errors.Join(errors.Join(crashes...),
				fmt.Errorf("%w (%s): %s", ErrShutdownTimeout, s.cfg.ShutdownTimeout, strings.Join(stuck, ", ")))
		}
	}
	s.log.Info().Msg("workers stopped")
	return errors.Join(crashes...)
}
