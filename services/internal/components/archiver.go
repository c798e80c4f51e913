package components

import (
	"context"
	"time"

	"github.com/qtgdev/qtg/services/internal/archiver"
	"github.com/qtgdev/qtg/services/internal/host"
	"github.com/qtgdev/qtg/services/internal/worker"
)

// Archive configures movement-archiver.
type Archive struct {
	Interval time.Duration `name:"archive-interval" env:"MG_ARCHIVE_INTERVAL" default:"1m" help:"Poll interval of movement-archiver (a full batch is followed by the next at once)."`
	After    time.Duration `name:"archive-after" env:"MG_ARCHIVE_AFTER" default:"720h" help:"Retention: movements finished longer ago move to the archive tables (still readable by ID); 0 disables archiving."`
}

// movementArchiver moves movements finished longer ago than the retention, with their
// rows, into the archive tables, and exports the tables' vacuum statistics.
func movementArchiver() host.Worker {
	return host.Worker{
		Name: MovementArchiver, Tier: worker.Sidecar, Config: []any{Batch{}, Archive{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			batchSize := host.Config[Batch](env).BatchSize
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
