package engine_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// The spend prune (PolicyVelocityPrune, movement-archiver's) against the gate
// (docs/policy-gate.md, "Storage and retention"): it never waits for a gate nor a gate
// for it, and pruning while gates run never lets a window hold more than its limit.

// archiverVelocity is the velocity statements on movement-archiver's own login.
func (b *bundle) archiverVelocity(t *testing.T) *db.Pool {
	t.Helper()
	return db.Wrap(b.OpenLogin(t, db.JobMovementArchiver))
}

// oldSpends writes n spends of rule's counter (created with window as its longest)
// that no window can see: older than the window plus the prune's margin.
func (b *bundle) oldSpends(t *testing.T, rule string, window time.Duration, n int) {
	t.Helper()
	ctx := context.Background()
	_, err := b.Pool.Exec(ctx, `INSERT INTO policy_velocity_counters (rule, scope, max_window_seconds)
		VALUES ($1, 'USDC|network', $2)`, rule, int64(window/time.Second))
	require.NoError(t, err)
	_, err = b.Pool.Exec(ctx, `INSERT INTO policy_velocity_spend
		(rule, scope, node_id, movement_id, amount, limit_amount, window_seconds, spent_at)
		SELECT $1, 'USDC|network', gen_random_uuid(), gen_random_uuid(), 900, 1000, $2,
			now() - make_interval(secs => $2::bigint + $3::bigint + i)
		FROM generate_series(1, $4::int) i`, rule, int64(window/time.Second), int64(db.VelocitySpendPruneMargin/time.Second), n)
	require.NoError(t, err)
}

func (b *bundle) spendCount(t *testing.T, rule string) int {
	t.Helper()
	var n int
	require.NoError(t, b.Pool.QueryRow(context.Background(),
		`SELECT count(*)::int FROM policy_velocity_spend WHERE rule = $1`, rule).Scan(&n))
	return n
}

// A gate holding its counter (paused after its sum, before its pass) does not stop a
// prune of that counter's old spends; a prune holding the spends it deleted (its
// transaction open) does not stop a gate of that counter, which passes.
func TestPruneNeverWaitsForAGateNorAGateForIt(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	d, _ := gateDispatcher(t, b)
	archiver := b.archiverVelocity(t)
	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{}}]}`)
	nodes := b.nodeIDs(t, b.start(t, tmpl), b.start(t, tmpl))
	limit := velocity("pruned", "USDC|network", "1000", time.Hour, "600")
	b.oldSpends(t, "pruned", time.Hour, 10)
	b.setGate(t, nodes[0].ID, policy.Gate{Velocity: []policy.GateVelocity{limit}})
	b.setGate(t, nodes[2].ID, policy.Gate{Velocity: []policy.GateVelocity{velocity("pruned", "USDC|network", "1000", time.Hour, "400")}})

	paused, release := make(chan struct{}), make(chan struct{})
	var released sync.Once
	defer released.Do(func() { close(release) })
	var pausedOnce sync.Once
	d.SetGateHook(func(step string) {
		if step == "checked" {
			pausedOnce.Do(func() {
				close(paused)
				<-release
			})
		}
	})
	gateDone := make(chan error, 1)
	go func() {
		_, err := d.GateOne(ctx, nodes[0], nil)
		gateDone <- err
	}()
	<-paused
	// The gate holds the counter: the prune deletes its old spends all the same.
	n, err := archiver.Velocity().Prune(ctx, 4, nil)
	require.NoError(t, err)
	require.Equal(t, int64(4), n)
	released.Do(func() { close(release) })
	require.NoError(t, <-gateDone)
	require.Equal(t, gateState{passed: true, spends: 1}, b.gateState(t, nodes[0].ID))

	// A prune's deletes not yet committed: a gate of the counter runs through.
	require.NoError(t, archiver.InTx(ctx, func(tx *db.Tx) error {
		n, err := tx.Velocity().Prune(ctx, 100, nil)
		require.NoError(t, err)
		require.Equal(t, int64(6), n)
		passed, err := d.GateOne(ctx, nodes[2], nil)
		require.NoError(t, err)
		require.True(t, passed, "the first pass's 600 and this 400 fit under 1000")
		return nil
	}))
	require.Equal(t, gateState{passed: true, spends: 1}, b.gateState(t, nodes[2].ID))
	require.Equal(t, 2, b.spendCount(t, "pruned"), "the old spends are gone, the gates' stay")
}

// Gates on two dispatchers and prunes on movement-archiver's login run at once, round
// after round, while the clock (passed to both, as the database's would be) moves on
// by more than a window plus the prune's margin in all: every spend ever written
// (gathered after each round, before a later prune could take it) fits, in every
// window, under its limit, the prunes deleted old spends, and each node that passed
// counted once. Within a round the gates' clocks are ahead of the prune's, as a gate's
// transaction that sums after a prune commits began less than the margin before it
// (db.ErrGateTooSlow refuses any other).
func TestConcurrentPrunesNeverLetAGatePassOverItsLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	dA, _ := gateDispatcher(t, b)
	dB, _ := gateDispatcher(t, b)
	archiver := b.archiverVelocity(t)

	const window, step, rounds, perRound = 10 * time.Minute, 5 * time.Minute, 32, 4
	const limit = 1000
	var parallel strings.Builder
	for i := range 8 {
		if i > 0 {
			parallel.WriteString(",")
		}
		fmt.Fprintf(&parallel, `{"key":"n%d","executor":"noop","config":{}}`, i)
	}
	tmpl := b.template(t, `{"nodes":[`+parallel.String()+`]}`)
	var movements []uuid.UUID
	for range rounds * perRound / 8 {
		movements = append(movements, b.start(t, tmpl))
	}
	nodes := b.nodeIDs(t, movements...)
	for _, n := range nodes {
		b.setGate(t, n.ID, policy.Gate{Velocity: []policy.GateVelocity{
			velocity("pruned-net", "USDC|network", fmt.Sprint(limit), window, fmt.Sprint(1+rng.IntN(400))),
		}})
	}

	type spend struct {
		at     time.Time
		amount int64
	}
	ever := map[uuid.UUID]spend{}
	// The clock starts in the past so that no movement's deadline is reached.
	base := time.Now().Add(-time.Duration(rounds+1) * step)
	var prunedTotal int64
	for r := range rounds {
		clock := base.Add(time.Duration(r) * step)
		// This round's new nodes and every earlier one still waiting.
		var pending []db.GateCandidate
		for _, n := range nodes[:(r+1)*perRound] {
			if !b.gateState(t, n.ID).passed {
				pending = append(pending, n)
			}
		}
		rng.Shuffle(len(pending), func(i, j int) { pending[i], pending[j] = pending[j], pending[i] })
		work := make(chan db.GateCandidate)
		errs := make(chan error, len(pending)+1)
		var wg sync.WaitGroup
		for w := range 4 {
			d := dA
			if w%2 == 1 {
				d = dB
			}
			jitter := rand.New(rand.NewPCG(seed, uint64(r*4+w+1)))
			wg.Go(func() {
				for c := range work {
					at := clock.Add(time.Duration(jitter.Int64N(int64(step / 2))))
					if _, err := d.GateOne(ctx, c, &at); err != nil {
						errs <- err
					}
				}
			})
		}
		wg.Go(func() {
			for range 3 {
				n, err := archiver.Velocity().Prune(ctx, 3, &clock)
				if err != nil {
					errs <- err
					return
				}
				prunedTotal += n
			}
		})
		for _, n := range pending {
			work <- n
		}
		close(work)
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		rows, err := b.Pool.Query(ctx, `SELECT node_id, spent_at, amount::bigint FROM policy_velocity_spend WHERE rule = 'pruned-net'`)
		require.NoError(t, err)
		for rows.Next() {
			var id uuid.UUID
			var s spend
			require.NoError(t, rows.Scan(&id, &s.at, &s.amount))
			ever[id] = s
		}
		require.NoError(t, rows.Err())
		rows.Close()
	}

	list := make([]spend, 0, len(ever))
	for _, s := range ever {
		list = append(list, s)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].at.Before(list[j].at) })
	for i := range list {
		var sum int64
		for j := i; j < len(list) && list[j].at.Before(list[i].at.Add(window)); j++ {
			sum += list[j].amount
		}
		require.LessOrEqual(t, sum, int64(limit), "window from %s holds %d", list[i].at, sum)
	}
	passed := 0
	for _, n := range nodes {
		st := b.gateState(t, n.ID)
		if st.passed {
			passed++
			require.True(t, ever[n.ID] != spend{}, "a node that passed counted its payment")
		} else {
			require.Zero(t, st.spends)
		}
	}
	require.Equal(t, len(ever), passed, "each node that passed counted once")
	require.Positive(t, prunedTotal, "the prunes deleted spends (else the test proves nothing)")
	var blocked int
	require.NoError(t, b.Pool.QueryRow(ctx, `SELECT count(*)::int FROM audit_outbox_events WHERE action = 'POLICY_BLOCKED'`).Scan(&blocked))
	require.Positive(t, blocked, "the limit was reached (else the test proves nothing)")
	t.Logf("%d spends, %d pruned, %d times a node was kept waiting", len(ever), prunedTotal, blocked)
	require.Less(t, b.spendCount(t, "pruned-net"), len(ever))
}
