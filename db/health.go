package db

import (
	"context"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Health groups the statements on health. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Health struct{ c Conn }

// Health returns the health statements run on c.
func (c Conn) Health() Health { return Health{c} }

// Read by the gateway: executor health.

// ExecutorStatus is an executor's last health check.
type ExecutorStatus struct {
	Executor  string
	Status    string
	LatencyMs int32
	Detail    string
	CheckedAt time.Time
}

// ListExecutors returns every executor's last health check, by executor key.
func (h Health) ListExecutors(ctx context.Context) ([]*ExecutorStatus, error) {
	rows, err := h.c.q.ExecutorHealthList(ctx, h.c.db)
	if err != nil {
		return nil, fmt.Errorf("list executor health: %w", Interpret(err))
	}
	out := make([]*ExecutorStatus, len(rows))
	for i, r := range rows {
		out[i] = &ExecutorStatus{Executor: r.ExecutorKey, Status: r.Status, LatencyMs: r.LatencyMs, Detail: r.Detail, CheckedAt: r.CheckedAt}
	}
	return out, nil
}

// ListDown returns the executors whose latest check, younger than maxAge, said DOWN,
// with the detail that check gave (executor key → detail). An older verdict is
// ignored, so a stopped health checker cannot hold nodes back forever.
func (h Health) ListDown(ctx context.Context, maxAge time.Duration) (map[string]string, error) {
	rows, err := h.c.q.ExecutorHealthListDown(ctx, h.c.db, &dbsqlc.ExecutorHealthListDownParams{MaxAgeSeconds: maxAge.Seconds()})
	if err != nil {
		return nil, fmt.Errorf("list executors down: %w", Interpret(err))
	}
	down := make(map[string]string, len(rows))
	for _, r := range rows {
		down[r.ExecutorKey] = r.Detail
	}
	return down, nil
}

// Written by the executor-health worker.

// ExecutorCheck is one executor's health verdict.
type ExecutorCheck struct {
	ExecutorKey string
	Status      string
	LatencyMS   int32
	Detail      string
}

// Upsert replaces the verdict rows of the given executors in one statement. Pass them
// sorted by key, so two replicas upserting the same rows lock them in the same order.
func (h Health) Upsert(ctx context.Context, checks []ExecutorCheck) error {
	params := &dbsqlc.ExecutorHealthUpsertParams{
		ExecutorKeys: make([]string, len(checks)), Statuses: make([]string, len(checks)),
		LatenciesMs: make([]int32, len(checks)), Details: make([]string, len(checks)),
	}
	for i, c := range checks {
		params.ExecutorKeys[i], params.Statuses[i] = c.ExecutorKey, c.Status
		params.LatenciesMs[i], params.Details[i] = c.LatencyMS, c.Detail
	}
	if err := h.c.q.ExecutorHealthUpsert(ctx, h.c.db, params); err != nil {
		return fmt.Errorf("upsert executor health: %w", Interpret(err))
	}
	return nil
}

// AuditPromotionLag is the age in seconds of the oldest audit_outbox row not yet
// promoted into audit_log, 0 when every row is promoted.
func (h Health) AuditPromotionLag(ctx context.Context) (float64, error) {
	lag, err := h.c.q.AuditPromotionLag(ctx, h.c.db)
	if err != nil {
		return 0, fmt.Errorf("audit promotion lag: %w", Interpret(err))
	}
	return lag, nil
}

// VerdictsProposed counts the manual verdicts waiting for a second operator.
func (h Health) VerdictsProposed(ctx context.Context) (int64, error) {
	n, err := h.c.q.VerdictsProposedCount(ctx, h.c.db)
	if err != nil {
		return 0, fmt.Errorf("proposed verdicts: %w", Interpret(err))
	}
	return n, nil
}

// DatabaseConnections returns the server's client connections (every database and
// role) and its max_connections. Written here rather than in sql/queries because sqlc
// does not know the pg_stat_activity view.
func (h Health) DatabaseConnections(ctx context.Context) (inUse, maxConns int64, err error) {
	err = h.c.db.QueryRow(ctx, `
		SELECT (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')::bigint,
		       current_setting('max_connections')::bigint`).Scan(&inUse, &maxConns)
	if err != nil {
		return 0, 0, fmt.Errorf("database connections: %w", Interpret(err))
	}
	return inUse, maxConns, nil
}
