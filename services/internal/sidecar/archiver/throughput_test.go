package archiver_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/sidecar/archiver"
)

// bulkHistory writes $1 finished movements with two nodes, an edge, an intent per node
// and a delivered callback each, older than any retention.
var bulkHistory = []string{
	dbtest.HistoryLoadStart,
	`CREATE OR REPLACE FUNCTION pg_temp.v7(prefix int, i int) RETURNS uuid LANGUAGE sql IMMUTABLE RETURN
		(lpad(to_hex(prefix), 8, '0') || '-' || lpad(to_hex(i >> 16), 4, '0') || '-7000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`,
	`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state,
			created_by, approved_by, created_at, finished_at)
		SELECT pg_temp.v7(2, i), 'bulk-' || i, decode(repeat('00', 32), 'hex'), $2::uuid,
			decode(repeat('00', 32), 'hex'), 'COMPLETED', 'alice', 'bob', now() - interval '41 days', now() - interval '40 days'
		FROM generate_series(1, $1::int) i`,
	`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect, attempt, finished_at,
			parent_node_ids)
		SELECT pg_temp.v7(3 + k, i), pg_temp.v7(2, i), 'n' || k, 'noop', 'COMPLETED', true, 1, now() - interval '40 days',
			CASE WHEN k = 1 THEN ARRAY[pg_temp.v7(3, i)] ELSE '{}' END
		FROM generate_series(1, $1::int) i, generate_series(0, 1) k`,
	`INSERT INTO node_intents (id, node_id, attempt, lane, intent_state)
		SELECT pg_temp.v7(5 + k, i), pg_temp.v7(3 + k, i), 1, 'noop', 'CONFIRMED'
		FROM generate_series(1, $1::int) i, generate_series(0, 1) k`,
	`INSERT INTO callback_outbox (id, movement_id, event_type, url, payload, callback_state)
		SELECT pg_temp.v7(7, i), pg_temp.v7(2, i), 'movement.completed', 'https://example.test/cb', '{}', 'DELIVERED'
		FROM generate_series(1, $1::int) i`,
	`ANALYZE`,
	dbtest.HistoryLoadEnd,
}

// How fast one archiver drains a backlog (it must outpace the rate movements finish).
// Skipped unless QTG_ARCHIVE_THROUGHPUT names the movements to seed:
//
//	QTG_ARCHIVE_THROUGHPUT=20000 go run ./db/cmd/qtg-devpg --root $PWD/.tmp/pg -- \
//	    go test -run TestArchiveThroughput -v ./services/internal/sidecar/archiver/
func TestArchiveThroughput(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("QTG_ARCHIVE_THROUGHPUT"))
	if n <= 0 {
		t.Skip("set QTG_ARCHIVE_THROUGHPUT to the number of finished movements to seed")
	}
	ctx := context.Background()
	f := setup(t)
	conn, err := f.admin.Acquire(ctx)
	require.NoError(t, err)
	for _, s := range bulkHistory {
		var args []any
		switch {
		case s == bulkHistory[2]:
			args = []any{n, f.template}
		case strings.Contains(s, "$1"):
			args = []any{n}
		}
		_, err := conn.Exec(ctx, s, args...)
		require.NoError(t, err, s)
	}
	conn.Release()
	// The first half with the default batch size, the rest with batches of 500.
	for _, phase := range []struct{ batch, movements int }{{64, n / 2}, {500, n}} {
		a, err := archiver.New(archiver.Config{Pool: f.pool, Instance: "bench", Logger: zerolog.Nop(),
			BatchSize: phase.batch, After: 30 * 24 * time.Hour})
		require.NoError(t, err)
		start, moved := time.Now(), 0
		for moved < phase.movements {
			k, err := a.Batch(ctx)
			require.NoError(t, err)
			if k == 0 {
				break
			}
			moved += k
		}
		elapsed := time.Since(start)
		t.Logf("batch size %d: %d movements (2 nodes, 2 intents, 1 edge, 1 callback each) in %s: %.0f movements/s",
			phase.batch, moved, elapsed.Round(time.Millisecond), float64(moved)/elapsed.Seconds())
	}
	live, archived := f.counts(t)
	require.Zero(t, live["movements"])
	require.Equal(t, n, archived["movements"])
}
