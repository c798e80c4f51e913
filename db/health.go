package db

import (
	"context"
	"fmt"

	"github.com/qtgdev/qtg/db/dbsqlc"
)

// Health groups the statements on health. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Health struct{ c Conn }

// Health returns the health statements run on c.
func (c Conn) Health() Health { return Health{c} }

// ---- Written by the executor-health worker (issue 12, seam-c). ----

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
