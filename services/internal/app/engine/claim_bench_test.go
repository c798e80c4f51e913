package engine_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbtest"
)

// BenchmarkClaimReady measures the dispatcher's claim (claim one node, roll back) with
// and without 100,000 terminal nodes of history: the partial index keeps the two
// within noise of each other (docs/design.md §6, "cost that does not grow with history").
func BenchmarkClaimReady(b *testing.B) {
	for _, history := range []int{0, 100_000} {
		b.Run(fmt.Sprintf("history=%d", history), func(b *testing.B) {
			ctx := context.Background()
			bundle := setup(b)
			if history > 0 {
				seedHistory(b, bundle, history)
			}
			tmpl := bundle.template(b, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
			for range 50 {
				bundle.start(b, tmpl)
			}
			_, err := bundle.Pool.Exec(ctx, `ANALYZE`)
			require.NoError(b, err)
			b.ResetTimer()
			for b.Loop() {
				tx, err := bundle.db.Begin(ctx)
				require.NoError(b, err)
				nodes, err := tx.Nodes().ClaimReady(ctx, 1)
				require.NoError(b, err)
				require.Len(b, nodes, 1)
				require.NoError(b, tx.Rollback(ctx))
			}
		})
	}
}

// seedHistory inserts n completed movements of one node each.
func seedHistory(b *testing.B, bundle *bundle, n int) {
	b.Helper()
	ctx := context.Background()
	// One connection: the helper function lives in its session's pg_temp.
	conn, err := bundle.Pool.Acquire(ctx)
	require.NoError(b, err)
	defer conn.Release()
	for _, stmt := range []string{
		dbtest.HistoryLoadStart,
		`CREATE FUNCTION pg_temp.v7(prefix int, i int) RETURNS uuid LANGUAGE sql IMMUTABLE RETURN
			(lpad(to_hex(prefix), 8, '0') || '-' || lpad(to_hex(i >> 16), 4, '0') || '-7000-8000-' || lpad(to_hex(i), 12, '0'))::uuid`,
		`INSERT INTO movement_templates (id, name, version, definition, definition_hash, template_state, proposed_by, approved_by)
			VALUES (pg_temp.v7(1, 1), 'history', 1, '{}', decode(repeat('00', 32), 'hex'), 'ACTIVE', 'alice', 'bob')`,
		fmt.Sprintf(`INSERT INTO movements (id, idempotency_key, request_hash, template_id, plan_hash, movement_state,
				created_by, approved_by, finished_at)
			SELECT pg_temp.v7(2, i), 'history-' || i, decode(repeat('00', 32), 'hex'), pg_temp.v7(1, 1),
				decode(repeat('00', 32), 'hex'), 'COMPLETED', 'alice', 'bob', now()
			FROM generate_series(1, %d) i`, n),
		fmt.Sprintf(`INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_state, has_side_effect,
				attempt, tries, finished_at)
			SELECT pg_temp.v7(3, i), pg_temp.v7(2, i), 'n', 'noop', 'COMPLETED', true, 1, 1, now()
			FROM generate_series(1, %d) i`, n),
		dbtest.HistoryLoadEnd,
	} {
		_, err := conn.Exec(ctx, stmt)
		require.NoError(b, err)
	}
}

// BenchmarkClaimReadyUnderHold is BenchmarkClaimReady's claim with no hold and with an
// active hold that matches none of the claimable nodes (docs/operations.md, "Holds"):
// with none, the hold test is one look at an empty partial index per statement; with
// one, a probe per candidate node.
func BenchmarkClaimReadyUnderHold(b *testing.B) {
	for _, hold := range []bool{false, true} {
		b.Run(fmt.Sprintf("hold=%t", hold), func(b *testing.B) {
			ctx := context.Background()
			bundle := setup(b)
			tmpl := bundle.template(b, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
			for range 50 {
				bundle.start(b, tmpl)
			}
			if hold {
				_, err := bundle.Pool.Exec(ctx, `INSERT INTO rail_holds (id, scope, target, reason, placed_by, expected_end_at)
					VALUES (uuid_generate_v7(), 'EXECUTOR', 'cctp_transfer', 'bench', 'alice', now() + interval '1 hour')`)
				require.NoError(b, err)
			}
			_, err := bundle.Pool.Exec(ctx, `ANALYZE`)
			require.NoError(b, err)
			b.ResetTimer()
			for b.Loop() {
				tx, err := bundle.db.Begin(ctx)
				require.NoError(b, err)
				nodes, err := tx.Nodes().ClaimReady(ctx, 1)
				require.NoError(b, err)
				require.Len(b, nodes, 1)
				require.NoError(b, tx.Rollback(ctx))
			}
		})
	}
}
