package db

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// ExecForTest runs sql in the transaction, for tests that must put it in a state no
// statement in sql/queries does (failed, or failing at COMMIT).
func (t *Tx) ExecForTest(ctx context.Context, sql string) error {
	_, err := t.tx.Exec(ctx, sql)
	return err
}

// QueryRowForTest runs sql in the transaction, for tests that read what only the
// transaction itself can see.
func (t *Tx) QueryRowForTest(ctx context.Context, sql string, args ...any) pgx.Row {
	return t.tx.QueryRow(ctx, sql, args...)
}

// QueryForTest runs sql through c as its generated statements do (dbsqlc.DBTX.Query),
// for tests of a Conn's plumbing rather than of a statement.
func (c Conn) QueryForTest(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	return c.db.Query(ctx, sql, args...)
}

// SumsFreshFor is Velocity.Sums with the freshness bound fresh in place of
// VelocitySpendPruneMargin, for a test of the refusal that needs no hour-old transaction.
func (v Velocity) SumsFreshFor(ctx context.Context, nodeID uuid.UUID, keys []VelocityKey, now *time.Time, fresh time.Duration) (map[string]string, error) {
	return v.sums(ctx, nodeID, keys, now, fresh)
}
