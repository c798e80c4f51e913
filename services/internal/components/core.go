package components

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/services/internal/components/settings"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/platform/host"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
	"github.com/qtgdev/qtg/services/internal/sidecar/noncereaper"
)

// Config structs of the core (engine) workers.
type (
	// Poll is the schedule of the dispatcher and the observer.
	Poll struct {
		Interval  time.Duration `name:"interval" env:"MG_POLL_INTERVAL" default:"1s" help:"Poll interval of the dispatcher and observer (notifications wake them earlier)."`
		GatherMax time.Duration `name:"gather-max" env:"MG_GATHER_MAX" default:"250ms" help:"Longest a replica of the dispatcher or observer waits after a wake-up for its turn among its live replicas, so that they claim in turn and their batches stay large (worker.Spec.GatherMax); 0 claims at once; cut to the interval when longer."`
	}
	// Lease bounds a submit: the dispatcher renews a SUBMITTING node's lease, recovery
	// takes over one whose lease expired.
	Lease struct {
		StaleSubmittingAfter time.Duration `name:"stale-submitting-after" env:"MG_STALE_SUBMITTING_AFTER" default:"60s" help:"Age after which recovery takes over a SUBMITTING node whose lease was not renewed."`
	}
	// Retry is the backoff of nodes refused before their side effect (the dispatcher's
	// refusals and recovery's "not sent" verdicts).
	Retry struct {
		RetryBackoff time.Duration `name:"retry-backoff" env:"MG_RETRY_BACKOFF" default:"1s" help:"First delay before retrying a node refused before its side effect."`
	}
	// Observe bounds the concurrent observations of the observer and of recovery: one
	// observer replica observes up to ObserveBatches × ObserveConcurrency nodes at once
	// (engine.Config.ObserveBatches).
	Observe struct {
		ObserveConcurrency int `name:"observe-concurrency" env:"MG_OBSERVE_CONCURRENCY" default:"0" help:"Observe (or Recover) calls one observer (or recovery) batch runs at once; an observer batch claims no more nodes than this. 0: MG_BATCH_SIZE for the observer, 8 for recovery."`
		ObserveBatches     int `name:"observe-batches" env:"MG_OBSERVE_BATCHES" default:"0" help:"Observer batches in flight at once, each holding one pooled connection from its claim to its commit; one replica observes up to this × MG_OBSERVE_CONCURRENCY nodes at once. 0: half of MG_DB_MAX_CONNS, shared among the workers of the process. At most MG_DB_MAX_CONNS − 2."`
	}
	// Recover is recovery's schedule.
	Recover struct {
		RecoveryInterval time.Duration `name:"recovery-interval" env:"MG_RECOVERY_INTERVAL" default:"5s" help:"Poll interval of recovery."`
	}
)

// gatherMax is GatherMax cut to the interval: the default must hold with any
// MG_POLL_INTERVAL (tests and latency-minded deployments poll every 20 ms), and a turn
// longer than the interval would never be waited out anyway, since a timed pass comes
// first.
func (p Poll) gatherMax() time.Duration { return min(p.GatherMax, p.Interval) }

// engineConfig is what every engine worker shares: pool, executors, identity, telemetry.
func engineConfig(ctx context.Context, env *host.Env) (engine.Config, error) {
	reg, err := executors(ctx, env, host.Config[settings.Venues](env).VenuesFile)
	if err != nil {
		return engine.Config{}, err
	}
	c := engine.Config{
		Pool: env.Pool, Registry: reg, Instance: env.Instance, Logger: env.Logger,
		BatchSize: host.Config[settings.Batch](env).BatchSize, Meter: env.Meter,
	}
	if env.Tracing {
		c.Tracer = env.Tracer
	}
	return c, nil
}

// dispatcher: READY → SUBMITTING → SUBMITTED.
func dispatcher() host.Worker {
	return host.Worker{
		Name: settings.Dispatcher, Tier: worker.Core, Config: []any{settings.Chains{}, settings.Venues{}, Executors{}, settings.Batch{}, Poll{}, Lease{}, Retry{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			c, err := engineConfig(ctx, env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			c.StaleSubmittingAfter = host.Config[Lease](env).StaleSubmittingAfter
			c.RetryBackoff = host.Config[Retry](env).RetryBackoff
			// The next claim overlaps the last batch's Submits and recording.
			c.Pipeline = true
			d, err := engine.NewDispatcher(c)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			// Submits still running when the loop stops are waited for and recorded.
			spec := host.Poll(host.Config[Poll](env).Interval, c.BatchSize, d.Batch, notify.NodesReady)
			spec.GatherMax = host.Config[Poll](env).gatherMax()
			return spec, d.Wait, nil
		},
	}
}

// observer: SUBMITTED/OBSERVING → COMPLETED/FAILED/UNKNOWN.
func observer() host.Worker {
	return host.Worker{
		// No key: a transaction due a fee bump goes to recovery, which signs (package
		// evmcall, ObserveSigned; docs/security.md, "A compromised pod").
		Name: settings.Observer, Tier: worker.Core, Config: []any{settings.Chains{}, settings.Venues{}, Executors{}, settings.Batch{}, Poll{}, Observe{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			c, err := engineConfig(ctx, env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			c.ObserveConcurrency = host.Config[Observe](env).ObserveConcurrency
			if c.ObserveBatches, err = observeBatches(host.Config[Observe](env).ObserveBatches, env.Pool.MaxConns(), len(env.Workers)); err != nil {
				return worker.Spec{}, nil, err
			}
			// Batches in flight overlap: the next claim while the last one observes.
			c.Pipeline = true
			o, err := engine.NewObserver(c)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			spec := host.Poll(host.Config[Poll](env).Interval, c.BatchSize, o.Batch, notify.NodesSubmitted)
			// A lane that polls faster than the interval wakes the observer when its
			// next observation is due.
			spec.Due = o.NextDue
			spec.GatherMax = host.Config[Poll](env).gatherMax()
			// Batches still in flight when the loop stops commit or roll back.
			return spec, o.Wait, nil
		},
	}
}

// recoverConcurrency is recovery's Recover calls at once when MG_OBSERVE_CONCURRENCY
// is not set. Recovery is the rare path (UNKNOWN nodes after an outage, fee bumps,
// stale leases), not a throughput one: after an outage its whole backlog is due at
// once, and a batch's worth of calls at once would land on the chains' RPC endpoints
// and the venue together, where a handful keeps recovery moving.
const recoverConcurrency = 8

// observeBatches is the observer's batches in flight: set, or else half the pool
// shared among the process's workers (the other half stays for the schedule look, the
// heartbeat, the executors' queries during Observe and the other workers). Each batch
// holds a connection from claim to commit, and its Observe calls may need another: at
// least two stay free, so they always get one.
func observeBatches(set, maxConns, workers int) (int, error) {
	if set == 0 {
		return max(1, maxConns/2/max(workers, 1)), nil
	}
	if set > maxConns-2 {
		return 0, fmt.Errorf("MG_OBSERVE_BATCHES=%d leaves less than two of MG_DB_MAX_CONNS=%d connections for the rest", set, maxConns)
	}
	return set, nil
}

// recovery: UNKNOWN and stale SUBMITTING → a verdict from external evidence; also the
// signatures the observer and evm-nonce-reaper no longer make, as they hold no key:
// fee bumps (a node the observer hands over, "fee bump due") and the nonce gap fills
// evm-nonce-reaper requests (noncereaper.Filler). Keys live only in dispatcher and
// recovery (docs/security.md, "A compromised pod").
func recovery() host.Worker {
	return host.Worker{
		Name: settings.Recovery, Tier: worker.Core, Config: []any{settings.Chains{}, settings.Venues{}, Executors{}, settings.Batch{}, Recover{}, Lease{}, Retry{}, Observe{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			c, err := engineConfig(ctx, env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			c.StaleSubmittingAfter = host.Config[Lease](env).StaleSubmittingAfter
			c.RetryBackoff = host.Config[Retry](env).RetryBackoff
			c.ObserveConcurrency = cmp.Or(host.Config[Observe](env).ObserveConcurrency, recoverConcurrency)
			r, err := engine.NewRecovery(c)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			interval := host.Config[Recover](env).RecoveryInterval
			chains, signers, err := evmChains(env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			if chains == nil {
				return host.Poll(interval, c.BatchSize, r.Batch, notify.NodesUnknown), nil, nil
			}
			f, err := noncereaper.NewFiller(noncereaper.FillerConfig{Pool: env.Pool, Chains: chains, Signers: signers,
				Instance: env.Instance, Logger: env.Logger, BatchSize: c.BatchSize})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			batch := func(ctx context.Context) (int, error) {
				n, err := r.Batch(ctx)
				m, ferr := f.Batch(ctx)
				if ferr != nil && ctx.Err() == nil {
					// Logged, not returned: a chain that cannot be reached must not put
					// recovery's nodes under the worker's error backoff. The request
					// waits for the next pass.
					env.Logger.Error().Err(ferr).Msg("nonce gap fills")
				}
				return n + m, err
			}
			return host.Poll(interval, c.BatchSize, batch, notify.NodesUnknown), f.Close, nil
		},
	}
}
