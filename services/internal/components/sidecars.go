package components

import (
	"context"
	"time"

	"github.com/qtgdev/qtg/services/internal/components/settings"

	"github.com/qtgdev/qtg/services/internal/platform/host"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
	"github.com/qtgdev/qtg/services/internal/sidecar/exechealth"
	"github.com/qtgdev/qtg/services/internal/sidecar/strandedreaper"
)

// Config structs of the database sidecars.
type (
	// Health configures executor-health.
	Health struct {
		Interval time.Duration `name:"executor-health-interval" env:"MG_EXECUTOR_HEALTH_INTERVAL" default:"15s" help:"How often executor-health checks every executor."`
		Timeout  time.Duration `name:"executor-health-timeout" env:"MG_EXECUTOR_HEALTH_TIMEOUT" default:"5s" help:"Bound on one executor's health check; no answer counts as DOWN."`
	}
)

// executorHealth calls every executor's Health and upserts executor_health.
func executorHealth() host.Worker {
	return host.Worker{
		Name: settings.ExecutorHealth, Tier: worker.Sidecar, Config: []any{settings.Chains{}, settings.Venues{}, Executors{}, Health{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			reg, err := executors(ctx, env, host.Config[settings.Venues](env).VenuesFile)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			h := host.Config[Health](env)
			c, err := exechealth.New(exechealth.Config{Pool: env.Pool, Registry: reg, Logger: env.Logger, Timeout: h.Timeout})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			// One call checks every executor: no batch size.
			return host.Poll(h.Interval, 0, c.Batch), nil, nil
		},
	}
}

// ccipStrandedReaper moves nodes whose delivery is stuck on the far side of a bridge
// (a CCIP message in FAILURE or left UNTOUCHED, an OFT payout cached by the Stargate
// pool) to NEEDS_MANUAL_EXECUTION (package strandedreaper); it asks every executor
// implementing executor.StrandedChecker. No venue file: exchange legs never strand.
func ccipStrandedReaper() host.Worker {
	return host.Worker{
		Name: settings.StrandedReaper, Tier: worker.Sidecar, Config: []any{settings.Chains{}, Executors{}, settings.EVMSidecar{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			reg, err := executors(ctx, env, "")
			if err != nil {
				return worker.Spec{}, nil, err
			}
			r, err := strandedreaper.New(strandedreaper.Config{Pool: env.Pool, Registry: reg, Instance: env.Instance, Logger: env.Logger, Meter: env.Meter})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[settings.EVMSidecar](env).Interval, 0, r.Batch), nil, nil
		},
	}
}
