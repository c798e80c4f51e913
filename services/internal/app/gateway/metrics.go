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
	liveNodeStates     = []string{"PENDING", "READY", "SUBMITTING", "SUBMITTED", "OBSERVING", "UNKNOWN", "NEEDS_MANUAL_EXECUTION"}
	liveMovementStates = []string{"PENDING_APPROVAL", "APPROVED", "EXECUTING"}
)

// coreWorkers always have a qtg_workers_live series, 0 when no instance is live, so
// "no dispatcher alive" is an alert on a value rather than on an absent series.
var coreWorkers = []string{"dispatcher", "observer", "recovery"}

// registerBacklogGauges exports what only the database knows — backlog by state, the
// age of the oldest claimable node, each worker's heartbeat age and live and stalled
// instances, executor health, audit promotion lag, proposed manual verdicts, holds, nodes
// the policy gate keeps waiting, database connections — as gauges read at scrape time. Only the gateway exports them, so N worker replicas do
// not multiply the queries; each query reads live rows through a partial index.
func registerBacklogGauges(mp metric.MeterProvider, pool *db.Pool, log zerolog.Logger) error {
	m := mp.Meter("github.com/qtgdev/qtg/services/internal/app/gateway")
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
	live, err := m.Int64ObservableGauge("qtg_workers_live", metric.WithDescription(
		"Live instances per worker: neither stopped, gated, stalled nor gone (always exported for dispatcher, observer, recovery)."))
	if err != nil {
		return err
	}
	gated, err := m.Int64ObservableGauge("qtg_workers_gated", metric.WithDescription(
		"Gated instances per worker: processes ticking under the operator gate (MG_WORKERS_ENABLED off) that run nothing."))
	if err != nil {
		return err
	}
	health, err := m.Int64ObservableGauge("qtg_executor_up", metric.WithDescription("1 when the executor's last health check said UP."))
	if err != nil {
		return err
	}
	auditLag, err := m.Float64ObservableGauge("qtg_audit_promotion_lag", metric.WithUnit("s"),
		metric.WithDescription("Age of the oldest audit event (audit_outbox or audit_batches) not yet promoted into audit_log (0 when none)."))
	if err != nil {
		return err
	}
	verdicts, err := m.Int64ObservableGauge("qtg_verdicts_proposed",
		metric.WithDescription("Manual verdicts proposed and waiting for a second operator's approval."))
	if err != nil {
		return err
	}
	connsInUse, err := m.Int64ObservableGauge("qtg_db_connections_in_use",
		metric.WithDescription("Client connections to the database server (every database and role)."))
	if err != nil {
		return err
	}
	connsMax, err := m.Int64ObservableGauge("qtg_db_connections_max", metric.WithDescription("The database server's max_connections."))
	if err != nil {
		return err
	}
	holdsActive, err := m.Int64ObservableGauge("qtg_holds_active",
		metric.WithDescription("Active holds: operators' runtime brakes on an executor, chain, lane or template (docs/operations.md, \"Holds\")."))
	if err != nil {
		return err
	}
	holdsOverdue, err := m.Int64ObservableGauge("qtg_holds_overdue",
		metric.WithDescription("Active holds past their expected end (QTGHoldOverdue)."))
	if err != nil {
		return err
	}
	heldNodes, err := m.Int64ObservableGauge("qtg_held_nodes",
		metric.WithDescription("READY nodes an active hold keeps waiting (each node once)."))
	if err != nil {
		return err
	}
	policyBlocked, err := m.Int64ObservableGauge("qtg_policy_blocked_nodes",
		metric.WithDescription("READY nodes the treasury policy's dispatch gate keeps waiting: a velocity limit reached, a cooling-off not over, an address removed (docs/policy-gate.md)."))
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
			observeHeartbeats(o, rows, heartbeat, stalled, live, gated)
		} else {
			log.Warn().Err(err).Msg("metrics: heartbeats")
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
		if lag, err := pool.Health().AuditPromotionLag(ctx); err == nil {
			o.ObserveFloat64(auditLag, lag)
		}
		if n, err := pool.Health().VerdictsProposed(ctx); err == nil {
			o.ObserveInt64(verdicts, n)
		}
		if st, err := pool.Holds().Stats(ctx); err == nil {
			o.ObserveInt64(holdsActive, st.Active)
			o.ObserveInt64(holdsOverdue, st.Overdue)
			o.ObserveInt64(heldNodes, st.HeldNodes)
		} else {
			log.Warn().Err(err).Msg("metrics: holds")
		}
		if n, err := pool.Nodes().PolicyBlockedCount(ctx); err == nil {
			o.ObserveInt64(policyBlocked, n)
		} else {
			log.Warn().Err(err).Msg("metrics: policy blocked nodes")
		}
		if inUse, maxConns, err := pool.Health().DatabaseConnections(ctx); err == nil {
			o.ObserveInt64(connsInUse, inUse)
			o.ObserveInt64(connsMax, maxConns)
		}
		return nil
	}, nodes, movements, oldest, heartbeat, stalled, live, gated, health, auditLag, verdicts, holdsActive, holdsOverdue, heldNodes,
		policyBlocked, connsInUse, connsMax)
	return err
}

// observeHeartbeats exports, per worker, the freshest heartbeat's age and the stalled,
// live and gated instances. Stopped instances (scaled down, rolled) and gone ones
// (stalled for longer than db.HeartbeatGoneAfter: killed and never back) count nowhere,
// so a pod that is not coming back does not keep a stall alert firing; a worker whose
// every instance is stopped or gone has qtg_workers_live 0 (always exported for the
// core workers). A gated instance (MG_WORKERS_ENABLED off) ticks but runs nothing: it
// counts as gated, not live, and as stalled once it falls silent like any other.
func observeHeartbeats(o metric.Observer, rows []*db.HeartbeatStatus, heartbeat metric.Float64Observable, stalled, live, gated metric.Int64Observable) {
	ages, stalls, lives, gates := map[string]float64{}, map[string]int64{}, map[string]int64{}, map[string]int64{}
	for _, w := range coreWorkers {
		lives[w] = 0
	}
	for _, h := range rows {
		if h.Status == "stopped" || h.Gone {
			continue
		}
		age := time.Since(h.LastTickAt).Seconds()
		if cur, ok := ages[h.Worker]; !ok || age < cur {
			ages[h.Worker] = age
		}
		stalls[h.Worker] += 0
		gates[h.Worker] += 0
		switch {
		case h.Stalled:
			stalls[h.Worker]++
		case h.Status == "gated":
			gates[h.Worker]++
		default:
			lives[h.Worker]++
		}
	}
	for w, age := range ages {
		o.ObserveFloat64(heartbeat, age, metric.WithAttributes(attribute.String("worker", w)))
		o.ObserveInt64(stalled, stalls[w], metric.WithAttributes(attribute.String("worker", w)))
		o.ObserveInt64(gated, gates[w], metric.WithAttributes(attribute.String("worker", w)))
	}
	for w, n := range lives {
		o.ObserveInt64(live, n, metric.WithAttributes(attribute.String("worker", w)))
	}
}
