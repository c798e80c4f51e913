package engine_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// Holds (docs/operations.md, "Holds"): the dispatcher's claim leaves every READY node
// an active hold matches alone — it waits, unclaimed and with no try spent — while
// nodes no hold matches keep going; releasing the hold lets its nodes run.

const oneNode = `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`

// placeHold places a hold as operator "alice" on the gateway's login, as the
// gateway does.
func placeHold(t *testing.T, b *bundle, scope, target string) *db.Hold {
	t.Helper()
	id, err := uuid.NewV7()
	require.NoError(t, err)
	h, err := db.Wrap(b.OpenGatewayLogin(t)).PlaceHold(context.Background(), db.NewHold{
		ID: id, Scope: scope, Target: target, Reason: "venue maintenance", PlacedBy: "alice",
		ExpectedEndAt: time.Now().Add(time.Hour),
	})
	require.NoError(t, err)
	return h
}

// releaseHold releases a hold as operator "bob" (four eyes).
func releaseHold(t *testing.T, b *bundle, h *db.Hold) {
	t.Helper()
	_, err := db.Wrap(b.OpenGatewayLogin(t)).ReleaseHold(context.Background(), h.ID, "bob", "venue back")
	require.NoError(t, err)
}

// nodeOf returns the state and attempt of a one-node movement's node.
func (b *bundle) nodeOf(t *testing.T, id uuid.UUID) (string, int32) {
	t.Helper()
	var state string
	var attempt int32
	require.NoError(t, b.Pool.QueryRow(context.Background(),
		`SELECT node_state, attempt FROM movement_nodes WHERE movement_id = $1`, id).Scan(&state, &attempt))
	return state, attempt
}

func TestHeldNodesWaitUnclaimedAndReleaseResumesThem(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		// hold returns the scope and target of a hold that matches the held template's
		// nodes (and, for executor and lane, every noop node).
		scope, target string
		// othersRun: nodes of another template are not matched.
		othersRun bool
	}{
		{name: "template", scope: db.HoldScopeTemplate, othersRun: true},
		{name: "executor", scope: db.HoldScopeExecutor, target: "noop"},
		{name: "lane", scope: db.HoldScopeLane, target: "noop"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			b := setup(t)
			held, other := b.template(t, oneNode), b.template(t, oneNode)
			target := tt.target
			if tt.scope == db.HoldScopeTemplate {
				target = held
			}
			h := placeHold(t, b, tt.scope, target)
			waiting := b.start(t, held)
			if tt.othersRun {
				require.Equal(t, "COMPLETED", b.drive(t, b.start(t, other)))
			}
			for range 3 {
				n, err := b.dispatcher.Batch(ctx)
				require.NoError(t, err)
				require.Zero(t, n, "a held node is not claimed")
			}
			state, attempt := b.nodeOf(t, waiting)
			require.Equal(t, "READY", state)
			require.Zero(t, attempt, "a held node spends no try")

			holds, err := b.Workers().Holds().OfMovement(ctx, waiting)
			require.NoError(t, err)
			require.Len(t, holds, 1)
			require.Equal(t, "a", holds[0].NodeKey)
			require.Equal(t, h.ID, holds[0].Hold.ID)
			list, err := b.Workers().Holds().List(ctx, true, db.HoldPage{}, 10)
			require.NoError(t, err)
			require.Len(t, list, 1)
			require.EqualValues(t, 1, list[0].WaitingNodes)
			stats, err := b.Workers().Holds().Stats(ctx)
			require.NoError(t, err)
			require.Equal(t, db.HoldStats{Active: 1, HeldNodes: 1}, stats)

			releaseHold(t, b, h)
			require.Equal(t, "COMPLETED", b.drive(t, waiting))
		})
	}
}

// A chain hold matches the chain IDs a node's pins name (movement_nodes.rail_chains,
// written at creation); noop pins nothing, so the test writes them as the owner.
func TestChainHoldMatchesTheNodesPinnedChains(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tmpl := b.template(t, oneNode)
	onChain, offChain := b.start(t, tmpl), b.start(t, tmpl)
	_, err := b.Pool.Exec(ctx, `UPDATE movement_nodes SET rail_chains = '{1,10}' WHERE movement_id = $1`, onChain)
	require.NoError(t, err)
	h := placeHold(t, b, db.HoldScopeChain, "10")
	require.Equal(t, "COMPLETED", b.drive(t, offChain))
	state, attempt := b.nodeOf(t, onChain)
	require.Equal(t, "READY", state)
	require.Zero(t, attempt)
	releaseHold(t, b, h)
	require.Equal(t, "COMPLETED", b.drive(t, onChain))
}

// A held rail's backlog does not starve the others: held nodes older than a whole
// claim window are passed over, not counted into it.
func TestHeldBacklogDoesNotStarveOtherRails(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	cfg := b.EngineConfig()
	cfg.BatchSize, cfg.StaleSubmittingAfter = 2, time.Hour
	cfg.Pool = db.Wrap(b.OpenLogin(t, db.JobDispatcher))
	d, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	held, other := b.template(t, oneNode), b.template(t, oneNode)
	placeHold(t, b, db.HoldScopeTemplate, held)
	for range 4*cfg.BatchSize + 3 {
		b.start(t, held)
	}
	id := b.start(t, other)
	n, err := d.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n, "the one unheld node behind the held backlog is claimed")
	d.Wait()
	_, attempt := b.nodeOf(t, id)
	require.EqualValues(t, 1, attempt)
}

// TestHoldPlacedWhileDispatchersRunStopsNewClaims: with two dispatcher replicas and an
// observer running, a hold placed meanwhile stops every claim of a matching node that
// becomes READY after it — while nodes of another template, made READY after those,
// complete — and releasing it resumes them.
func TestHoldPlacedWhileDispatchersRunStopsNewClaims(t *testing.T) {
	t.Parallel()
	b := setup(t)
	cfg := b.EngineConfig()
	cfg.MaxRetryBackoff, cfg.StaleSubmittingAfter = 5*time.Millisecond, time.Hour
	cfg.Instance, cfg.Pool = "replica-2", db.Wrap(b.OpenLogin(t, db.JobDispatcher))
	second, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	held, other := b.template(t, oneNode), b.template(t, oneNode)

	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	loop := func(batch func(context.Context) (int, error)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				if _, err := batch(ctx); err != nil && ctx.Err() == nil {
					t.Errorf("batch: %v", err)
					return
				}
			}
		}()
	}
	loop(b.dispatcher.Batch)
	loop(second.Batch)
	loop(b.observer.Batch)
	defer func() {
		cancel()
		wg.Wait()
		b.dispatcher.Wait()
		second.Wait()
	}()

	finished := func(ids []uuid.UUID) bool {
		return b.Count(t, `SELECT count(*) FROM movements WHERE id = ANY($1) AND movement_state = 'COMPLETED'`, ids) == len(ids)
	}
	// Running: a movement of the template to be held completes before the hold.
	before := []uuid.UUID{b.start(t, held)}
	testfix.WaitFor(t, "the movement before the hold to complete", func() bool { return finished(before) })

	h := placeHold(t, b, db.HoldScopeTemplate, held)
	var waiting, others []uuid.UUID
	for range 5 {
		waiting = append(waiting, b.start(t, held))
	}
	for range 5 {
		others = append(others, b.start(t, other))
	}
	testfix.WaitFor(t, "the other template's movements to complete", func() bool { return finished(others) })
	require.Equal(t, 0, b.Count(t, `SELECT count(*) FROM movement_nodes WHERE movement_id = ANY($1) AND (node_state <> 'READY' OR attempt <> 0)`, waiting),
		"no node of the held template was claimed")

	releaseHold(t, b, h)
	testfix.WaitFor(t, "the held movements to complete after release", func() bool { return finished(waiting) })
}
