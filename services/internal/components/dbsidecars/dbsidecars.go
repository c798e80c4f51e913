// Package dbsidecars registers the sidecars that work on the database alone:
// callback-dispatcher, expiration-checker, template-proposal-expiration,
// audit-outbox-promoter and movement-archiver. They move no money, so their binaries
// link no executor and no chain client (docs/design.md §1).
package dbsidecars

import (
	"context"
	"errors"
	"time"

	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/app/callback"
	"github.com/qtgdev/qtg/services/internal/components/settings"
	"github.com/qtgdev/qtg/services/internal/platform/host"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
	"github.com/qtgdev/qtg/services/internal/sidecar/archiver"
	"github.com/qtgdev/qtg/services/internal/sidecar/expiry"
)

// Workers returns the registrations of the database sidecars.
func Workers() []host.Worker {
	return []host.Worker{callbackDispatcher(), expirationChecker(), templateProposalExpiration(), auditOutboxPromoter(), movementArchiver()}
}

// Main runs the database sidecar called name as its own process and returns its exit
// code: the main of each of these deployables is this call.
func Main(name string) int {
	for _, w := range Workers() {
		if w.Name == name {
			return host.Main(host.WorkerDeployable(w))
		}
	}
	panic("dbsidecars: no worker " + name)
}

// Config structs of the database sidecars.
type (
	// Callbacks configures callback-dispatcher.
	Callbacks struct {
		Secrets     []string      `name:"callback-secrets" env:"MG_CALLBACK_SECRETS" sep:"," help:"Shared callback signing secrets, comma-separated, newest first: one, or two during a rotation (each at least 16 bytes). They sign for every receiver the receivers' secrets file does not list; without them such a receiver gets no callbacks."`
		SecretsFile string        `name:"callback-secrets-file" env:"MG_CALLBACK_SECRETS_FILE" help:"JSON file of each receiver's own signing secrets, by origin: {\"receivers\":[{\"origin\":\"https://hooks.example.com\",\"secrets\":[\"…\"]}]} (docs/security.md). At least this file or the shared secrets is required."`
		Timeout     time.Duration `name:"callback-timeout" env:"MG_CALLBACK_TIMEOUT" default:"10s" help:"Bound on one callback HTTP call (and on how long it holds its row lock)."`
		// MaxTries counts every delivery tried, the first included, as a node's max_tries
		// does; MG_CALLBACK_MAX_ATTEMPTS is its former name, still read.
		MaxTries    int           `name:"callback-max-tries" env:"MG_CALLBACK_MAX_TRIES,MG_CALLBACK_MAX_ATTEMPTS" default:"12" help:"Deliveries tried (the first included) before a callback that never got a 2xx becomes a dead letter."`
		Backoff     time.Duration `name:"callback-backoff" env:"MG_CALLBACK_BACKOFF" default:"10s" help:"Delay after a callback's first failed attempt; doubles per attempt, with jitter."`
		MaxBackoff  time.Duration `name:"callback-max-backoff" env:"MG_CALLBACK_MAX_BACKOFF" default:"1h" help:"Ceiling of the callback retry delay, Retry-After included."`
		Concurrency int           `name:"callback-concurrency" env:"MG_CALLBACK_CONCURRENCY" default:"8" help:"Callbacks one process delivers at once, each in its own transaction."`
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
		Name: settings.CallbackDispatcher, Tier: worker.Sidecar, Config: []any{settings.Batch{}, settings.Sidecar{}, Callbacks{}, settings.CallbackPolicy{}},
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
			batchSize := host.Config[settings.Batch](env).BatchSize
			d, err := callback.New(callback.Config{
				Pool: env.Pool, Instance: env.Instance, Logger: env.Logger, Secrets: secrets, Receivers: receivers,
				Timeout: c.Timeout, MaxTries: c.MaxTries, Backoff: c.Backoff, MaxBackoff: c.MaxBackoff,
				Concurrency: c.Concurrency, BatchSize: batchSize, AllowPrivate: host.Config[settings.CallbackPolicy](env).AllowPrivate, Meter: env.Meter,
			})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[settings.Sidecar](env).Interval, batchSize, d.Batch, notify.Callbacks), d.Close, nil
		},
	}
}

// expirationChecker expires movements not started before their expires_at.
func expirationChecker() host.Worker {
	return host.Worker{
		Name: settings.ExpirationChecker, Tier: worker.Sidecar, Config: []any{settings.Batch{}, settings.Sidecar{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			batchSize := host.Config[settings.Batch](env).BatchSize
			m, err := expiry.NewMovements(expiry.Config{Pool: env.Pool, Instance: env.Instance, Logger: env.Logger, BatchSize: batchSize})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[settings.Sidecar](env).Interval, batchSize, m.Batch), nil, nil
		},
	}
}

// templateProposalExpiration expires template proposals not approved in time.
func templateProposalExpiration() host.Worker {
	return host.Worker{
		Name: settings.TemplateProposalExpiration, Tier: worker.Sidecar, Config: []any{settings.Batch{}, settings.Sidecar{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			batchSize := host.Config[settings.Batch](env).BatchSize
			p, err := expiry.NewProposals(expiry.Config{Pool: env.Pool, Instance: env.Instance, Logger: env.Logger, BatchSize: batchSize})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[settings.Sidecar](env).Interval, batchSize, p.Batch), nil, nil
		},
	}
}

// auditOutboxPromoter moves audit_outbox rows and audit_batches events into the hash-chained audit_log.
func auditOutboxPromoter() host.Worker {
	return host.Worker{
		Name: settings.AuditOutboxPromoter, Tier: worker.Sidecar, Config: []any{settings.Sidecar{}, Audit{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			cfg := host.Config[Audit](env)
			batchSize := cfg.BatchSize
			p, err := audit.NewPromoter(audit.PromoterConfig{Pool: env.Pool, Logger: env.Logger, BatchSize: batchSize, Meter: env.Meter,
				VerifyInterval: cfg.VerifyInterval})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(host.Config[settings.Sidecar](env).Interval, batchSize, p.Batch), nil, nil
		},
	}
}

// Archive configures movement-archiver.
type Archive struct {
	Interval time.Duration `name:"archive-interval" env:"MG_ARCHIVE_INTERVAL" default:"1m" help:"Poll interval of movement-archiver (a full batch is followed by the next at once)."`
	After    time.Duration `name:"archive-after" env:"MG_ARCHIVE_AFTER" default:"720h" help:"Retention: movements finished longer ago move to the archive tables (still readable by ID); 0 disables archiving."`
}

// movementArchiver moves movements finished longer ago than the retention, with their
// rows, into the archive tables, and exports the tables' vacuum statistics.
func movementArchiver() host.Worker {
	return host.Worker{
		Name: settings.MovementArchiver, Tier: worker.Sidecar, Config: []any{settings.Batch{}, Archive{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			batchSize := host.Config[settings.Batch](env).BatchSize
			c := host.Config[Archive](env)
			a, err := archiver.New(archiver.Config{Pool: env.Pool, Instance: env.Instance, Logger: env.Logger,
				BatchSize: batchSize, After: c.After, Meter: env.Meter})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(c.Interval, batchSize, a.Batch), nil, nil
		},
	}
}
