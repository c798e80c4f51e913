package components

import (
	"context"
	"errors"
	"time"

	"github.com/qtgdev/qtg/services/internal/audit"
	"github.com/qtgdev/qtg/services/internal/callback"
	"github.com/qtgdev/qtg/services/internal/exechealth"
	"github.com/qtgdev/qtg/services/internal/expiry"
	"github.com/qtgdev/qtg/services/internal/host"
	"github.com/qtgdev/qtg/services/internal/notify"
	"github.com/qtgdev/qtg/services/internal/strandedreaper"
	"github.com/qtgdev/qtg/services/internal/worker"
)

// Config structs of the database sidecars.
type (
	// Callbacks configures callback-dispatcher.
	Callbacks struct {
		Secrets     []string      `name:"callback-secrets" env:"MG_CALLBACK_SECRETS" sep:"," help:"Shared callback signing secrets, comma-separated, newest first: one, or two during a rotation (each at least 16 bytes). They sign for every receiver the receivers' secrets file does not list; without them such a receiver gets no callbacks."`
		SecretsFile string        `name:"callback-secrets-file" env:"MG_CALLBACK_SECRETS_FILE" help:"JSON file of each receiver's own signing secrets, by origin: {\"receivers\":[{\"origin\":\"https://hooks.example.com\",\"secrets\":[\"…\"]}]} (docs/security.md). At least this file or the shared secrets is required."`
		Timeout     time.Duration `name:"callback-timeout" env:"MG_CALLBACK_TIMEOUT" default:"10s" help:"Bound on one callback HTTP call (and on how long it holds its row lock)."`
		MaxAttempts int           `name:"callback-max-attempts" env:"MG_CALLBACK_MAX_ATTEMPTS" default:"12" help:"Failed attempts after which a callback becomes a dead letter."`
		Backoff     time.Duration `name:"callback-backoff" env:"MG_CALLBACK_BACKOFF" default:"10s" help:"Delay after a callback's first failed attempt; doubles per attempt, with jitter."`
		MaxBackoff  time.Duration `name:"callback-max-backoff" env:"MG_CALLBACK_MAX_BACKOFF" default:"1h" help:"Ceiling of the callback retry delay, Retry-After included."`
		Concurrency int           `name:"callback-concurrency" env:"MG_CALLBACK_CONCURRENCY" default:"8" help:"Callbacks one process delivers at once, each in its own transaction."`
	}
	// CallbackPolicy is where callbacks may go: read by callback-dispatcher (delivery)
	// and the gateway (CreateMovement's callback_url check), the same way.
	CallbackPolicy struct {
		AllowPrivate bool `name:"callback-allow-private" env:"MG_CALLBACK_ALLOW_PRIVATE" help:"Allow callbacks to loopback, private and link-local addresses and local names (tests and development only: SSRF)."`
	}
	// Health configures executor-health.
	Health struct {
		Interval time.Duration `name:"executor-health-interval" env:"MG_EXECUTOR_HEALTH_INTERVAL" default:"15s" help:"How often executor-health checks every executor."`
		Timeout  time.Duration `name:"executor-health-timeout" env:"MG_EXECUTOR_HEALTH_TIMEOUT" default:"5s" help:"Bound on one executor's health check; no answer counts as DOWN."`
	}
	// Audit configures audit-outbox-promoter.
	Audit struct {
		BatchSize int `name:"audit-batch-size" env:"MG_AUDIT_BATCH_SIZE" default:"500" help:"Audit outbox rows one audit-outbox-promoter transaction appends to the chain."`
		// VerifyInterval is how often the promoter walks the whole chain and advances
		// the checkpoint incremental VerifyAuditLog starts from.
		VerifyInterval time.Duration `name:"audit-verify-interval" env:"MG_AUDIT_VERIFY_INTERVAL" default:"1h" help:"How often audit-outbox-promoter walks the whole audit chain (qtg_audit_chain_ok) and advances the verification checkpoint."`
	}
)

// callbackDispatcher delivers callback_outbox rows as signed webhooks.
func callbackDispatcher() host.Worker {
	return host.Worker{
		Name: CallbackDispatcher, Tier: worker.Sidecar, Config: []any{Batch{}, Sidecar{}, Callbacks{}, CallbackPolicy{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			c := host.Config[Callbacks](env)
			if len(c.Secrets) == 0 && c.SecretsFile == "" {
				return worker.Spec{}, nil, errors.New("callback-dispatcher needs MG_CALLBACK_SECRETS_FILE (each receiver's own signing secrets) or MG_CALLBACK_SECRETS (shared: one, or two newest first during a rotation)")
			}
			secrets := make([][]byte, len(c.Secrets))
			for i, s := range c.Secrets {
				secrets[i] = []byte(s)
			}
			var receivers callback.ReceiverSecrets
			if c.SecretsFile != "" {
				var err error
				if receivers, err = callback.LoadReceiverSecrets(c.SecretsFile); err != nil {
					return worker.Spec{}, nil, err
				}
			}
			batchSize := host.Config[Batch](env).BatchSize
			d, err := callback.New(callback.Config{
				Pool: env.Pool, Instance: env.Instance, Logger: env.Logger, Secrets: secrets, Receivers: receivers,
				Timeout: c.Timeout, MaxAttempts: c.MaxAttempts, Backoff: c.Backoff, MaxBackoff: c.MaxBackoff,
				Concurrency: c.Concurrency, BatchSize: batchSize, AllowPrivate: host.Config[CallbackPolicy](env).AllowPrivate, Meter: env.Meter,
			})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[Sidecar](env).Interval, batchSize, d.Batch, notify.Callbacks), d.Close, nil
		},
	}
}

// expirationChecker expires movements not started before their expires_at.
func expirationChecker() host.Worker {
	return host.Worker{
		Name: ExpirationChecker, Tier: worker.Sidecar, Config: []any{Batch{}, Sidecar{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			batchSize := host.Config[Batch](env).BatchSize
			m, err := expiry.NewMovements(expiry.Config{Pool: env.Pool, Instance: env.Instance, Logger: env.Logger, BatchSize: batchSize})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[Sidecar](env).Interval, batchSize, m.Batch), nil, nil
		},
	}
}

// templateProposalExpiration expires template proposals not approved in time.
func templateProposalExpiration() host.Worker {
	return host.Worker{
		Name: TemplateProposalExpiration, Tier: worker.Sidecar, Config: []any{Batch{}, Sidecar{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			batchSize := host.Config[Batch](env).BatchSize
			p, err := expiry.NewProposals(expiry.Config{Pool: env.Pool, Instance: env.Instance, Logger: env.Logger, BatchSize: batchSize})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[Sidecar](env).Interval, batchSize, p.Batch), nil, nil
		},
	}
}

// executorHealth calls every executor's Health and upserts executor_health.
func executorHealth() host.Worker {
	return host.Worker{
		Name: ExecutorHealth, Tier: worker.Sidecar, Config: []any{Chains{}, Venues{}, Health{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			reg, err := env.Executors(ctx, host.Config[Chains](env).ConfigFile, host.Config[Venues](env).VenuesFile)
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
		Name: CCIPStrandedReaper, Tier: worker.Sidecar, Config: []any{Chains{}, EVMSidecar{}},
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			reg, err := env.Executors(ctx, host.Config[Chains](env).ConfigFile, "")
			if err != nil {
				return worker.Spec{}, nil, err
			}
			r, err := strandedreaper.New(strandedreaper.Config{Pool: env.Pool, Registry: reg, Instance: env.Instance, Logger: env.Logger, Meter: env.Meter})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[EVMSidecar](env).Interval, 0, r.Batch), nil, nil
		},
	}
}

// auditOutboxPromoter moves audit_outbox rows into the hash-chained audit_log.
func auditOutboxPromoter() host.Worker {
	return host.Worker{
		Name: AuditOutboxPromoter, Tier: worker.Sidecar, Config: []any{Sidecar{}, Audit{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			cfg := host.Config[Audit](env)
			batchSize := cfg.BatchSize
			p, err := audit.NewPromoter(audit.PromoterConfig{Pool: env.Pool, Logger: env.Logger, BatchSize: batchSize, Meter: env.Meter,
				VerifyInterval: cfg.VerifyInterval})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[Sidecar](env).Interval, batchSize, p.Batch), nil, nil
		},
	}
}
