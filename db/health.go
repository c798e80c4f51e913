package db

import (
	"context"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db/dbsqlc"
)

// Health groups the statements on health. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Health struct{ c Conn }

// Health returns the health statements run on c.
func (c Conn) Health() Health { return Health{c} }

// ---- seam-a (engine): the dispatcher's view of executor health.

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
