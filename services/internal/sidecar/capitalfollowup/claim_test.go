package capitalfollowup_test

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Replicas claiming at once take disjoint rows, every due row exactly once, and a
// claimed row is not due again until its lease ends; a verdict written with a stale
// check count is refused.
func TestClaimDueConcurrentReplicas(t *testing.T) {
	t.Parallel()
	f := testfix.New(t, testfix.UseLoginPool())
	name := f.UniqueTemplate(t, "legs", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	const rows = 60
	ctx := context.Background()
	for i := range rows {
		m := f.Create(t, movement.CreateInput{TemplateName: name})
		var nodeID uuid.UUID
		require.NoError(t, f.Pool.QueryRow(ctx, `SELECT id FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&nodeID))
		_, err := f.Workers().Capital().UpsertTransfer(ctx, db.NewCapitalTransfer{
			NodeID: nodeID, MovementID: m.ID, Direction: db.DirectionWithdrawal, Venue: "v", Lane: "cex:v:withdraw:X",
			Coin: "USDC", Chain: "dev-1", VenueChain: "X", Address: "0x0000000000000000000000000000000000000001",
			Amount: bigOne(), RequestID: "r" + string(rune('a'+i%26)), SLA: time.Hour,
		})
		require.NoError(t, err)
	}
	const replicas = 4
	var mu sync.Mutex
	seen := map[uuid.UUID]int{}
	var claimed []*db.ClaimedTransfer
	var wg sync.WaitGroup
	for range replicas {
		pool := db.Wrap(f.OpenLogin(t, db.JobCapitalTransferFollowup))
		wg.Go(func() {
			for {
				got, err := pool.Capital().ClaimDue(ctx, nil, time.Hour, 7)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				for _, r := range got {
					seen[r.ID]++
					claimed = append(claimed, r)
				}
				mu.Unlock()
				if len(got) == 0 {
					return
				}
			}
		})
	}
	wg.Wait()
	require.Len(t, seen, rows)
	for id, n := range seen {
		require.Equal(t, 1, n, "row %s claimed %d times", id, n)
	}
	again, err := f.Workers().Capital().ClaimDue(ctx, nil, time.Hour, 100)
	require.NoError(t, err)
	require.Empty(t, again, "leased rows are not due")

	r := claimed[0]
	ok, _, err := f.Workers().Capital().RecordCheck(ctx, db.CapitalCheck{ID: r.ID, Checks: r.Checks - 1, State: db.ReconcileReconciled, NextCheckAt: time.Now(), Actor: "t"})
	require.NoError(t, err)
	require.False(t, ok, "a stale check count is fenced off")
	ok, raised, err := f.Workers().Capital().RecordCheck(ctx, db.CapitalCheck{ID: r.ID, Checks: r.Checks, State: db.ReconcileLate, Detail: "late", NextCheckAt: time.Now(), Actor: "t"})
	require.NoError(t, err)
	require.True(t, ok)
	require.True(t, raised, "entering LATE raises the alert")
	// Still LATE on the next check: no second alert.
	now := time.Now().Add(2 * time.Hour)
	got, err := f.Workers().Capital().ClaimDue(ctx, &now, time.Hour, 100)
	require.NoError(t, err)
	for _, g := range got {
		if g.ID == r.ID {
			ok, raised, err = f.Workers().Capital().RecordCheck(ctx, db.CapitalCheck{ID: g.ID, Checks: g.Checks, State: db.ReconcileLate, Detail: "late", NextCheckAt: now, Actor: "t"})
			require.NoError(t, err)
			require.True(t, ok)
			require.False(t, raised)
		}
	}
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_type = 'capital_transfer' AND action = '->LATE'`))
}

func bigOne() *big.Int { return big.NewInt(1) }
