package gateway

import (
	"context"
	"time"

	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
)

// liveNodeStates and liveMovementStates are the states the backlog queries count
// (BacklogNodes, BacklogMovements in sql/queries/gateway.sql).
var (
	liveNodeStates     = []string{"PENDING", "READY", "SUBMITTING", "SUBMITTED", "OBSERVING", "UNKNOWN"}
	liveMovementStates = []string{"PENDING_APPROVAL", "APPROVED", "EXECUTING"}
)

// registerBacklogGauges exports what only the database knows — backlog by state, the
// age of the oldest claimable node, each worker's heartbeat age, executor health — as
// gauges read at scrape time. Only the gateway exports them, so N worker replicas do
// not multiply the queries; each query reads live rows through a partial index.
func registerBacklogGauges(mp metric.MeterProvider, pool *db.Pool, log zerolog.Logger) error {
	m := mp.Meter("github.com/qtgdev/qtg/services/internal/gateway")
	nodes, err := m.Int64ObservableGauge("qtg_backlog_nodes", metric.WithDescription("Live nodes by state."))
	if err != nil {
		return err
	}
	movements, err := m.Int64ObservableGauge("qtg_backlog_movements", metric.WithDescription("Unfinished movements by state."))
	if err != nil {
		return err
	}
	oldest, err := m.Float64ObservableGauge("qtg_oldest_claimable_node_age", metric.WithUnit("s"),
		metric.WithDescription("Age of the oldest node the dispatcher could claim now."))
	if err != nil {
		return err
	}
	heartbeat, err := m.Float64ObservableGauge("qtg_worker_heartbeat_age", metric.WithUnit("s"),
		metric.WithDescription("Seconds since the freshest heartbeat of each worker (live instances)."))
	if err != nil {
		return err
	}
	stalled, err := m.Int64ObservableGauge("qtg_workers_stalled", metric.WithDescription("Stalled instances per worker (docs/design.md §4)."))
	if err != nil {
		return err
	}
	health, err := m.Int64ObservableGauge("qtg_executor_up", metric.WithDescription("1 when the executor's last health check said UP."))
	if err != nil {
		return err
	}
	_, err = m.RegisterCallback(func(ctx context.Context, o metric.Observer) error {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		// Every live state is observed, 0 when empty, so each series exists from the
		// first scrape (an alert on a state that never occurred yet still has data).
		if counts, err := pool.Nodes().CountByState(ctx); err == nil {
			for _, state := range liveNodeStates {
				o.ObserveInt64(nodes, counts[state], metric.WithAttributes(attribute.String("state", state)))
			}
		} else {
			log.Warn().Err(err).Msg("metrics: backlog nodes")
		}
		if counts, err := pool.Movements().CountByState(ctx); err == nil {
			for _, state := range liveMovementStates {
				o.ObserveInt64(movements, counts[state], metric.WithAttributes(attribute.String("state", state)))
			}
		}
		if age, err := pool.Nodes().OldestClaimableAge(ctx); err == nil {
			o.ObserveFloat64(oldest, age)
		}
		if rows, err := pool.Heartbeats().ListWithStalled(ctx); err == nil {
			ages, stalls := map[string]float64{}, map[string]int64{}
			for _, h := range rows {
				if h.Status == "stopped" {
					continue
				}
				age := time.Since(h.LastTickAt).Seconds()
				if cur, ok := ages[h.Worker]; !ok || age < cur {
					ages[h.Worker] = age
				}
				if h.Stalled {
					stalls[h.Worker]++
				} else {
					stalls[h.Worker] += 0
				}
			}
			for w, age := range ages {
				o.ObserveFloat64(heartbeat, age, metric.WithAttributes(attribute.String("worker", w)))
				o.ObserveInt64(stalled, stalls[w], metric.WithAttributes(attribute.String("worker", w)))
			}
		}
		if rows, err := pool.Health().ListExecutors(ctx); err == nil {
			for _, e := range rows {
				up := int64(0)
				if e.Status == "UP" {
					up = 1
				}
				o.ObserveInt64(health, up, metric.WithAttributes(attribute.String("executor", e.Executor)))
			}
		}
		return nil
	}, nodes, movements, oldest, heartbeat, stalled, health)
	return err
}
