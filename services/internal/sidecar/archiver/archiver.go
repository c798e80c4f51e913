// Package archiver is the movement-archiver sidecar: it moves movements that finished
// longer ago than a retention, with every row that references them, from the live
// tables into the archive tables (migration 00011), so the live tables hold live work
// and recent history only and do not grow for ever. Archived movements stay readable by
// ID (db.Archive.Get; the gateway's GetMovement falls back to it). Audit rows are never
// moved.
//
// Each batch is one transaction: claim up to BatchSize eligible movements with FOR
// UPDATE SKIP LOCKED (db.Archive.Claim), move them and write one ARCHIVED audit row per
// movement in one statement (db.Archive.Move), commit. A crash before the commit moves
// nothing; two archivers take disjoint movements.
//
// It also prunes worker_heartbeats: rows of instances stopped (a pod scaled down) or
// stalled (a pod killed and never back) for longer than db.HeartbeatPruneAfter, at most
// once a minute; and the dispatch gate's velocity spends that no window can see any
// more (db.Velocity.Prune, docs/policy-gate.md "Storage and retention"): one batch of
// at most BatchSize a minute, or at once after a full one. The spends are kept apart
// from the movement archive: a movement archived while a window still sees its payment
// keeps its spend.
//
// The archiver also exports the vacuum statistics of the network's tables (dead and
// live tuples, seconds since the last autovacuum), so the dashboard shows whether
// vacuum keeps up with the queue tables.
package archiver

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"

	"github.com/qtgdev/qtg/db"
)

// Config configures an Archiver.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Instance identifies this process in audit rows. Required.
	Instance string
	// Logger receives a line per batch moved.
	Logger zerolog.Logger
	// BatchSize bounds the movements one batch moves. Default 64.
	BatchSize int
	// After is the retention: movements that finished longer ago are archived. Zero
	// disables archiving (Batch does nothing; the statistics are still exported).
	After time.Duration
	// Meter receives the archived-movements counter and the table statistics gauges;
	// nil means none.
	Meter metric.MeterProvider
	// Now is the clock (tests); default time.Now.
	Now func() time.Time
	// PruneHeartbeatsAfter: rows of instances stopped, or stalled, for longer are
	// deleted. Default db.HeartbeatPruneAfter.
	PruneHeartbeatsAfter time.Duration
}

// pruneEvery is how often Batch prunes heartbeat rows, and velocity spends after a
// batch that was not full.
const pruneEvery = time.Minute

// Archiver moves finished movements into the archive; its Batch is the
// movement-archiver worker's.
type Archiver struct {
	cfg       Config
	archived  metric.Int64Counter
	lastPrune atomic.Int64 // unix nanoseconds of the last heartbeat prune
	// lastSpendPrune is when the last spend prune found less than a batch (unix
	// nanoseconds); 0 after a full one, so the next Batch prunes again.
	lastSpendPrune atomic.Int64
}

// New validates cfg, registers the metrics and returns the archiver.
func New(cfg Config) (*Archiver, error) {
	if cfg.Pool == nil || cfg.Instance == "" {
		return nil, errors.New("archiver: Pool and Instance are required")
	}
	cfg.BatchSize = cmp.Or(cfg.BatchSize, 64)
	if cfg.BatchSize < 1 {
		return nil, fmt.Errorf("archiver: batch size %d is not positive", cfg.BatchSize)
	}
	if cfg.After < 0 {
		return nil, fmt.Errorf("archiver: retention %s is negative", cfg.After)
	}
	if cfg.Meter == nil {
		cfg.Meter = metricnoop.NewMeterProvider()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	cfg.PruneHeartbeatsAfter = cmp.Or(cfg.PruneHeartbeatsAfter, db.HeartbeatPruneAfter)
	a := &Archiver{cfg: cfg}
	if err := a.registerMetrics(); err != nil {
		return nil, fmt.Errorf("archiver: metrics: %w", err)
	}
	return a, nil
}

// Batch prunes old heartbeat rows (at most once a minute) and up to BatchSize velocity
// spends no window can see (see pruneSpends), then archives up to BatchSize movements
// that finished more than After ago. It returns the larger of the movements claimed
// and the spends pruned, so a full batch of either brings the next at once. With After
// zero it archives nothing (it still prunes).
func (a *Archiver) Batch(ctx context.Context) (int, error) {
	if err := a.pruneHeartbeats(ctx); err != nil {
		return 0, err
	}
	pruned, err := a.pruneSpends(ctx)
	if err != nil {
		return 0, err
	}
	if a.cfg.After == 0 {
		return pruned, nil
	}
	var claimed, moved int
	err = a.cfg.Pool.InTx(ctx, func(tx *db.Tx) error {
		ids, err := tx.Archive().Claim(ctx, a.cfg.Now().Add(-a.cfg.After), a.cfg.BatchSize)
		if err != nil || len(ids) == 0 {
			return err
		}
		claimed = len(ids)
		done, err := tx.Archive().Move(ctx, ids, "movement-archiver/"+a.cfg.Instance, a.cfg.After)
		moved = len(done)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("archive movements: %w", err)
	}
	if moved > 0 {
		a.archived.Add(ctx, int64(moved))
		a.cfg.Logger.Info().Int("movements", moved).Int("claimed", claimed).Msg("movements archived")
	}
	return max(claimed, pruned), nil
}

// pruneSpends deletes up to BatchSize velocity spends older than their counter's
// longest window plus db.VelocitySpendPruneMargin, by the database's clock (the one
// the gates' windows use), unless the last prune found less than a batch less than
// pruneEvery ago. It returns how many it deleted. The statement waits for no gate and
// no gate waits for it (PolicyVelocityPrune).
func (a *Archiver) pruneSpends(ctx context.Context) (int, error) {
	now := a.cfg.Now()
	last := a.lastSpendPrune.Load()
	if last != 0 && now.Sub(time.Unix(0, last)) < pruneEvery {
		return 0, nil
	}
	n, err := a.cfg.Pool.Velocity().Prune(ctx, a.cfg.BatchSize, nil)
	if err != nil {
		return 0, err
	}
	if n >= int64(a.cfg.BatchSize) {
		a.lastSpendPrune.Store(0)
	} else {
		a.lastSpendPrune.Store(now.UnixNano())
	}
	if n > 0 {
		a.cfg.Logger.Info().Int64("spends", n).Msg("velocity spends no window can see pruned")
	}
	return int(n), nil
}

// pruneHeartbeats deletes the heartbeat rows of instances stopped, or stalled, for
// longer than PruneHeartbeatsAfter, unless it did so less than pruneEvery ago.
func (a *Archiver) pruneHeartbeats(ctx context.Context) error {
	now := a.cfg.Now()
	last := a.lastPrune.Load()
	if last != 0 && now.Sub(time.Unix(0, last)) < pruneEvery {
		return nil
	}
	n, err := a.cfg.Pool.Heartbeats().Prune(ctx, a.cfg.PruneHeartbeatsAfter)
	if err != nil {
		return err
	}
	a.lastPrune.Store(now.UnixNano())
	if n > 0 {
		a.cfg.Logger.Info().Int64("instances", n).Dur("after", a.cfg.PruneHeartbeatsAfter).Msg("heartbeats of stopped or gone instances pruned")
	}
	return nil
}

// registerMetrics creates the archived counter and the table statistics gauges, read
// from pg_stat_user_tables at scrape time (one cheap catalog query per scrape).
func (a *Archiver) registerMetrics() error {
	m := a.cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/sidecar/archiver")
	var err error
	a.archived, err = m.Int64Counter("qtg_movements_archived",
		metric.WithDescription("Movements moved into the archive tables."))
	if err != nil {
		return err
	}
	dead, err := m.Int64ObservableGauge("qtg_table_dead_tuples",
		metric.WithDescription("Dead tuples per table of the network's schema (pg_stat_user_tables.n_dead_tup)."))
	if err != nil {
		return err
	}
	live, err := m.Int64ObservableGauge("qtg_table_live_tuples",
		metric.WithDescription("Live tuples per table of the network's schema (pg_stat_user_tables.n_live_tup)."))
	if err != nil {
		return err
	}
	vacuumAge, err := m.Float64ObservableGauge("qtg_table_last_autovacuum_age", metric.WithUnit("s"),
		metric.WithDescription("Seconds since autovacuum last vacuumed the table (absent when it never has)."))
	if err != nil {
		return err
	}
	_, err = m.RegisterCallback(func(ctx context.Context, o metric.Observer) error {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		stats, err := a.cfg.Pool.Archive().TableStats(ctx)
		if err != nil {
			a.cfg.Logger.Warn().Err(err).Msg("metrics: table stats")
			return nil
		}
		now := a.cfg.Now()
		for _, s := range stats {
			attrs := metric.WithAttributes(attribute.String("table", s.Table))
			o.ObserveInt64(dead, s.DeadTuples, attrs)
			o.ObserveInt64(live, s.LiveTuples, attrs)
			if s.LastAutovacuum != nil {
				o.ObserveFloat64(vacuumAge, now.Sub(*s.LastAutovacuum).Seconds(), attrs)
			}
		}
		return nil
	}, dead, live, vacuumAge)
	return err
}
