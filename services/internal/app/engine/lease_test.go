package engine_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// gatedSubmit is a noop whose Submit waits until the test opens its gate, so the test
// can take row locks after the claim committed and before the outcome is recorded.
type gatedSubmit struct {
	*noop.Executor
	open chan struct{}
}

func (g *gatedSubmit) Key() string { return "gated" }

func (g *gatedSubmit) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	select {
	case <-g.open:
	case <-ctx.Done():
		return executor.SubmitResult{}, executor.BeforeSideEffect(ctx.Err())
	}
	return g.Executor.Submit(ctx, node, intent)
}

// TestLeaseIsKeptWhileRecordingWaits: a dispatcher is healthy while it waits to record
// one node's outcome (the movement row is held by another worker) and while another
// node's row is held by someone else; the lease of every node it owns is kept from the
// claim on, node by node, so recovery never takes over a Submit that is still running.
// Before, renewal started only after the batch's finished outcomes were recorded, and
// one busy row held up the renewal of all: recovery took the slow Submit over.
func TestLeaseIsKeptWhileRecordingWaits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		// lock returns the statement that holds a row, given the fast node's movement
		// and another slow node.
		lock func(fastMovement, otherNode uuid.UUID) (string, uuid.UUID)
	}{
		{"a finished node's movement row is held", func(m, _ uuid.UUID) (string, uuid.UUID) {
			return `SELECT 1 FROM movements WHERE id = $1 FOR UPDATE`, m
		}},
		{"another running node's row is held", func(_, n uuid.UUID) (string, uuid.UUID) {
			return `SELECT 1 FROM movement_nodes WHERE id = $1 FOR UPDATE`, n
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			gate := make(chan struct{})
			b := setup(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
				n := noop.New(db.Wrap(pool), "test")
				return []executor.Executor{n, &gatedSubmit{Executor: noop.New(db.Wrap(pool), "test"), open: gate}}
			}))
			cfg := faultConfig(b.db, b.Registry, "test")
			cfg.StaleSubmittingAfter = 2 * time.Second
			cfg.SubmitLinger = time.Second // clamped to a quarter of the stale window
			dispatcher, err := engine.NewDispatcher(cfg)
			require.NoError(t, err)
			recovery, err := engine.NewRecovery(cfg)
			require.NoError(t, err)

			// The fast node ends synchronously, so recording it needs its movement row; the
			// slow ones run for twice the stale window.
			fast := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"gated","config":{"sync":true}}]}`))
			slowTemplate := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{"latency_ms":4000}}]}`)
			slow, other := b.start(t, slowTemplate), b.start(t, slowTemplate)
			fastNode, slowNode, otherNode := b.nodeID(t, fast, "a"), b.nodeID(t, slow, "a"), b.nodeID(t, other, "a")

			var wg sync.WaitGroup
			var batchErr error
			wg.Go(func() { _, batchErr = dispatcher.Batch(ctx) })
			testfix.WaitFor(t, "the claim to commit", func() bool {
				return b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE id IN ($1, $2, $3) AND node_state = 'SUBMITTING'`,
					fastNode, slowNode, otherNode) == 3
			})
			holder, err := b.Pool.Begin(ctx)
			require.NoError(t, err)
			// Runs first on a failure too, so the dispatcher can finish before the
			// fixture's cleanups.
			t.Cleanup(func() {
				_ = holder.Rollback(ctx)
				wg.Wait()
				dispatcher.Wait()
			})
			stmt, row := tc.lock(fast, otherNode)
			var one int
			require.NoError(t, holder.QueryRow(ctx, stmt, row).Scan(&one))
			close(gate)

			// Past the stale window, with the row held all along: recovery must find nothing.
			deadline := time.Now().Add(cfg.StaleSubmittingAfter + time.Second)
			for time.Now().Before(deadline) {
				claimed := recoverSlowNode(ctx, t, recovery, b, slowNode)
				require.False(t, claimed, "recovery took over a Submit whose dispatcher is alive")
				time.Sleep(50 * time.Millisecond) // spreads the probes over the window; nothing waits on it
			}
			require.NoError(t, holder.Rollback(ctx))
			wg.Wait()
			require.NoError(t, batchErr)
			dispatcher.Wait()
			var state string
			require.NoError(t, b.Pool.QueryRow(ctx, `SELECT node_state FROM movement_nodes WHERE id = $1`, slowNode).Scan(&state))
			require.Equal(t, "SUBMITTED", state, "the slow Submit's outcome is recorded by its dispatcher")
			require.Zero(t, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'RECOVERY_VERDICT'`, slowNode.String()))
		})
	}
}

// recoverSlowNode runs one recovery batch and reports whether it judged the slow node.
func recoverSlowNode(ctx context.Context, t *testing.T, r *engine.Recovery, b *bundle, node uuid.UUID) bool {
	t.Helper()
	_, err := r.Batch(ctx)
	require.NoError(t, err)
	return b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'RECOVERY_VERDICT'`, node.String()) > 0
}
