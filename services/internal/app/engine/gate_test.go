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
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// The dispatch gate (docs/policy-gate.md): a gated node is claimed only once the gate
// let it through; velocity accounting is exact under concurrent gates, never
// under-counts after a crash mid-gate and never counts a payment twice.

// gateDispatcher is a dispatcher on a login of its own whose gate runs on every
// Batch, and that login's pool.
func gateDispatcher(t *testing.T, b *bundle) (*engine.Dispatcher, *pgxpool.Pool) {
	t.Helper()
	cfg := b.EngineConfig()
	cfg.MaxRetryBackoff, cfg.StaleSubmittingAfter = 5*time.Millisecond, time.Hour
	cfg.PolicyGateInterval = time.Nanosecond
	login := b.OpenLogin(t, db.JobDispatcher)
	cfg.Pool = db.Wrap(login)
	d, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	return d, login
}

// nodeIDs returns the nodes of movements, by movement, in key order.
func (b *bundle) nodeIDs(t *testing.T, movements ...uuid.UUID) []db.GateCandidate {
	t.Helper()
	rows, err := b.Pool.Query(context.Background(),
		`SELECT id, movement_id FROM movement_nodes WHERE movement_id = ANY($1) ORDER BY movement_id, node_key`, movements)
	require.NoError(t, err)
	defer rows.Close()
	var out []db.GateCandidate
	for rows.Next() {
		var c db.GateCandidate
		require.NoError(t, rows.Scan(&c.ID, &c.MovementID))
		out = append(out, c)
	}
	require.NoError(t, rows.Err())
	return out
}

// setGate writes a node's policy_gate as the owner, as the create of a movement
// judged by a policy does.
func (b *bundle) setGate(t *testing.T, nodeID uuid.UUID, g policy.Gate) {
	t.Helper()
	raw, err := policy.MarshalGate(g)
	require.NoError(t, err)
	_, err = b.Pool.Exec(context.Background(), `UPDATE movement_nodes SET policy_gate = $2 WHERE id = $1`, nodeID, raw)
	require.NoError(t, err)
}

// gateState is what the gate left on a node.
type gateState struct {
	passed bool
	reason string
	spends int
}

func (b *bundle) gateState(t *testing.T, nodeID uuid.UUID) gateState {
	t.Helper()
	var s gateState
	var reason *string
	require.NoError(t, b.Pool.QueryRow(context.Background(), `
		SELECT policy_passed_at IS NOT NULL, policy_blocked_reason,
		       (SELECT count(*) FROM policy_velocity_spend WHERE node_id = n.id)::int
		FROM movement_nodes n WHERE n.id = $1`, nodeID).Scan(&s.passed, &reason, &s.spends))
	if reason != nil {
		s.reason = *reason
	}
	return s
}

func velocity(rule, scope, limit string, window time.Duration, amount string) policy.GateVelocity {
	return policy.GateVelocity{Rule: rule, Scope: scope, Limit: limit, WindowSeconds: int64(window / time.Second), Amount: amount}
}

func TestGatedNodeWaitsForTheGateAndALimitReachedHoldsTheNextWithAReason(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	d, _ := gateDispatcher(t, b)
	b.dispatcher = d
	tmpl := b.template(t, oneNode)
	first, second, ungated := b.start(t, tmpl), b.start(t, tmpl), b.start(t, tmpl)
	nodes := b.nodeIDs(t, first, second)
	byMovement := map[uuid.UUID]uuid.UUID{}
	for _, n := range nodes {
		byMovement[n.MovementID] = n.ID
		b.setGate(t, n.ID, policy.Gate{Velocity: []policy.GateVelocity{velocity("daily-usdc", "USDC|network", "1000", time.Hour, "600")}})
	}

	// The first fits and runs; the second would take the window to 1200 and waits
	// READY with the reason, unclaimed; a node without a gate runs as before.
	require.Equal(t, "COMPLETED", b.drive(t, first))
	require.Equal(t, "COMPLETED", b.drive(t, ungated))
	waiting := byMovement[second]
	st := b.gateState(t, waiting)
	require.False(t, st.passed)
	require.Contains(t, st.reason, "velocity limit daily-usdc (USDC|network) reached")
	require.Zero(t, st.spends)
	state, attempt := b.nodeOf(t, second)
	require.Equal(t, "READY", state)
	require.Zero(t, attempt, "a node the gate keeps waiting is never claimed")
	require.Equal(t, gateState{passed: true, spends: 1}, b.gateState(t, byMovement[first]))

	// Visible: the gauge counts it, and it does not page as a stuck dispatcher.
	blocked, err := b.Workers().Nodes().PolicyBlockedCount(ctx)
	require.NoError(t, err)
	require.EqualValues(t, 1, blocked)
	age, err := b.Workers().Nodes().OldestClaimableAge(ctx)
	require.NoError(t, err)
	require.Zero(t, age)

	// Checked again later (paced by next_try_at), with the same reason: one audit row.
	for _, after := range []time.Duration{2 * time.Minute, 4 * time.Minute} {
		at := time.Now().Add(after)
		_, err := d.Gate(ctx, &at)
		require.NoError(t, err)
	}
	require.Equal(t, 1, b.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'POLICY_BLOCKED'`, waiting.String()))

	// Once the first payment left the window, it passes and runs.
	later := time.Now().Add(time.Hour + time.Minute)
	passed, err := d.Gate(ctx, &later)
	require.NoError(t, err)
	require.Equal(t, 1, passed)
	require.Equal(t, "COMPLETED", b.drive(t, second))
	require.Equal(t, gateState{passed: true, spends: 1}, b.gateState(t, waiting))
	require.Equal(t, 1, b.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'POLICY_PASSED'`, waiting.String()))
	require.Equal(t, 1200, b.Count(t, `SELECT sum(amount)::int FROM policy_velocity_spend`))
}

// addressBook returns an insert of an address-book entry as the book's decisions leave
// it: approved by a second operator (and removed by a third, for REMOVED), usable from
// usableFrom (docs/address-book.md). Written as the owner: the test needs a cooling-off
// that ends at a time of its choosing.
func addressBook(t *testing.T, b *bundle) func(chainID, address, state string, usableFrom time.Time) {
	t.Helper()
	return func(chainID, address, state string, usableFrom time.Time) {
		t.Helper()
		var removedBy, removalReason *string
		var removedAt *time.Time
		if state == "REMOVED" {
			who, why, at := "carol", "closed account", time.Now()
			removedBy, removalReason, removedAt = &who, &why, &at
		}
		_, err := b.Pool.Exec(context.Background(), `
			INSERT INTO address_book (id, chain_id, address, label, state, proposed_by, proposed_at, reason, approved_by, approved_at,
			                          usable_from, removed_by, removed_at, removal_reason)
			VALUES ($1, $2, $3, 'treasury', $4, 'alice', $5::timestamptz - interval '2 days', 'test', 'bob',
			        $5::timestamptz - interval '1 day', $5, $6, $7, $8)`,
			uuid.Must(uuid.NewV7()), chainID, address, state, usableFrom, removedBy, removedAt, removalReason)
		require.NoError(t, err)
	}
}

func TestAllowlistWaitsForTheCoolingOffAndARemovedAddressBlocks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	d, _ := gateDispatcher(t, b)
	add := addressBook(t, b)
	cooling, removed, missing := "0x"+strings.Repeat("ab", 20), "0x"+strings.Repeat("cd", 20), "0x"+strings.Repeat("ef", 20)
	usableFrom := time.Now().Add(24 * time.Hour).Truncate(time.Second)
	add("1", cooling, "ACTIVE", usableFrom)
	add("1", removed, "REMOVED", time.Now().Add(-48*time.Hour))

	tmpl := b.template(t, oneNode)
	ids := map[string]uuid.UUID{}
	for _, dest := range []string{cooling, removed, missing} {
		m := b.start(t, tmpl)
		n := b.nodeIDs(t, m)[0]
		// The payment writes the address in upper case; the book stores it lower-case.
		b.setGate(t, n.ID, policy.Gate{Allowlist: &policy.GateAddress{ChainID: "1", Address: "0x" + strings.ToUpper(dest[2:])}})
		ids[dest] = n.ID
	}
	_, err := d.Gate(ctx, nil)
	require.NoError(t, err)
	require.Contains(t, b.gateState(t, ids[cooling]).reason, "cooling-off until "+usableFrom.UTC().Format(time.RFC3339))
	require.Contains(t, b.gateState(t, ids[removed]).reason, "was removed from the address book")
	require.Contains(t, b.gateState(t, ids[missing]).reason, "is not in the address book")
	var next time.Time
	require.NoError(t, b.Pool.QueryRow(ctx, `SELECT next_try_at FROM movement_nodes WHERE id = $1`, ids[cooling]).Scan(&next))
	require.WithinDuration(t, time.Now().Add(time.Minute), next, 30*time.Second, "checked again within PolicyRecheck")

	// Past the cooling-off it passes; the removed and missing ones still wait.
	after := usableFrom.Add(time.Second)
	passed, err := d.Gate(ctx, &after)
	require.NoError(t, err)
	require.Equal(t, 1, passed)
	require.True(t, b.gateState(t, ids[cooling]).passed)
	require.False(t, b.gateState(t, ids[removed]).passed)
	require.False(t, b.gateState(t, ids[missing]).passed)
}

// Many gates at once, on two dispatchers with pools of their own (two replicas),
// counting random amounts at random times against two limits whose counters every
// node shares (listed in either order): no window of either limit ever holds more
// than the limit, every node that passed counted once against each, and none that
// waits counted at all.
func TestConcurrentGatesNeverExceedALimitInAnyWindow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	dA, _ := gateDispatcher(t, b)
	dB, _ := gateDispatcher(t, b)

	const window = 10 * time.Minute
	limits := map[string]int64{"net": 1000, "dest": 1500}
	var parallel strings.Builder
	for i := range 8 {
		if i > 0 {
			parallel.WriteString(",")
		}
		fmt.Fprintf(&parallel, `{"key":"n%d","executor":"noop","config":{}}`, i)
	}
	tmpl := b.template(t, `{"nodes":[`+parallel.String()+`]}`)
	var movements []uuid.UUID
	for range 6 {
		movements = append(movements, b.start(t, tmpl))
	}
	nodes := b.nodeIDs(t, movements...)
	for _, n := range nodes {
		amount := fmt.Sprint(1 + rng.IntN(400))
		v := []policy.GateVelocity{
			velocity("net", "USDC|network", "1000", window, amount),
			velocity("dest", "USDC|destination=0xab", "1500", window, amount),
		}
		if rng.IntN(2) == 0 {
			v[0], v[1] = v[1], v[0]
		}
		b.setGate(t, n.ID, policy.Gate{Velocity: v})
	}

	base := time.Now()
	// Each round gates, from 8 goroutines over the two dispatchers, every node not yet
	// decided in this run (let through, or kept waiting by a check that began after
	// the run did), in random order and each at a random time in the run's span; a node
	// skipped because another gate held its movement is taken again next round.
	run := func(from, span time.Duration) {
		var started time.Time
		require.NoError(t, b.Pool.QueryRow(ctx, `SELECT clock_timestamp()`).Scan(&started))
		for range 200 {
			var pending []db.GateCandidate
			for _, n := range nodes {
				var decided bool
				require.NoError(t, b.Pool.QueryRow(ctx, `SELECT policy_passed_at IS NOT NULL
					OR (policy_blocked_reason IS NOT NULL AND updated_at >= $2) FROM movement_nodes WHERE id = $1`,
					n.ID, started).Scan(&decided))
				if !decided {
					pending = append(pending, n)
				}
			}
			if len(pending) == 0 {
				return
			}
			rng.Shuffle(len(pending), func(i, j int) { pending[i], pending[j] = pending[j], pending[i] })
			work := make(chan db.GateCandidate)
			errs := make(chan error, len(pending))
			var wg sync.WaitGroup
			for w := range 8 {
				d := dA
				if w%2 == 1 {
					d = dB
				}
				wg.Go(func() {
					for c := range work {
						at := base.Add(from + time.Duration(rand.Int64N(int64(span))))
						if _, err := d.GateOne(ctx, c, &at); err != nil {
							errs <- err
						}
					}
				})
			}
			for _, n := range pending {
				work <- n
			}
			close(work)
			wg.Wait()
			close(errs)
			for err := range errs {
				require.NoError(t, err)
			}
		}
		t.Fatal("nodes left undecided after 200 rounds")
	}
	run(0, 3*window)
	// The ones kept waiting, again, later: windows have moved on.
	run(3*window, 3*window)

	type spend struct {
		at     time.Time
		amount int64
	}
	spends := map[string][]spend{}
	rows, err := b.Pool.Query(ctx, `SELECT rule, spent_at, amount::bigint FROM policy_velocity_spend`)
	require.NoError(t, err)
	for rows.Next() {
		var rule string
		var s spend
		require.NoError(t, rows.Scan(&rule, &s.at, &s.amount))
		spends[rule] = append(spends[rule], s)
	}
	require.NoError(t, rows.Err())
	rows.Close()
	for rule, list := range spends {
		sort.Slice(list, func(i, j int) bool { return list[i].at.Before(list[j].at) })
		// Every window's largest sum is in a window that starts at a spend.
		for i := range list {
			var sum int64
			for j := i; j < len(list) && list[j].at.Before(list[i].at.Add(window)); j++ {
				sum += list[j].amount
			}
			require.LessOrEqual(t, sum, limits[rule], "rule %s: window from %s holds %d", rule, list[i].at, sum)
		}
	}
	passed, waiting := 0, 0
	for _, n := range nodes {
		st := b.gateState(t, n.ID)
		if st.passed {
			passed++
			require.Equal(t, 2, st.spends, "a node that passed counts once against each limit")
		} else {
			waiting++
			require.Zero(t, st.spends, "a node kept waiting counts nothing")
			require.NotEmpty(t, st.reason)
		}
	}
	require.Equal(t, len(spends["net"]), passed)
	require.NotZero(t, passed)
	require.NotZero(t, waiting, "the limits were reached (else the test proves nothing)")
}

// terminateIn ends every session of login that is idle in a transaction — the gate
// paused between its statements by its hook — and waits until it is gone.
func (b *bundle) terminateIn(t *testing.T, login *pgxpool.Pool) {
	t.Helper()
	var n int
	require.NoError(t, b.Pool.QueryRow(context.Background(), `
		SELECT count(*) FILTER (WHERE pg_terminate_backend(pid, 10000))::int
		FROM pg_stat_activity WHERE usename = $1 AND state = 'idle in transaction'`,
		login.Config().ConnConfig.User).Scan(&n))
	require.Equal(t, 1, n)
}

// A gate whose session dies between any two of its statements leaves neither the
// spends nor the pass; the next gate counts the payment once and lets the node
// through. A pass, once made, is never made again.
func TestCrashMidGateNeverUnderCountsAndARetryNeverCountsTwice(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	tmpl := b.template(t, oneNode)
	for _, step := range []string{"locked", "checked", "written"} {
		t.Run(step, func(t *testing.T) {
			d, login := gateDispatcher(t, b)
			c := b.nodeIDs(t, b.start(t, tmpl))[0]
			b.setGate(t, c.ID, policy.Gate{Velocity: []policy.GateVelocity{
				velocity("crash-"+step, "USDC|network", "1000", time.Hour, "700"),
				velocity("crash-"+step+"-dest", "USDC|destination=0xab", "1000", time.Hour, "700"),
			}})
			var once sync.Once
			d.SetGateHook(func(at string) {
				if at == step {
					once.Do(func() { b.terminateIn(t, login) })
				}
			})
			_, err := d.GateOne(ctx, c, nil)
			require.Error(t, err, "the gate's session was ended")
			require.Equal(t, gateState{}, b.gateState(t, c.ID), "neither spends nor pass")

			passed, err := d.GateOne(ctx, c, nil)
			require.NoError(t, err)
			require.True(t, passed)
			require.Equal(t, gateState{passed: true, spends: 2}, b.gateState(t, c.ID))

			// Again: the node is no longer waiting, nothing more is counted.
			passed, err = d.GateOne(ctx, c, nil)
			require.NoError(t, err)
			require.False(t, passed)
			moved, err := b.Workers().Nodes().GatePass(ctx, c.ID, []db.VelocitySpend{{Rule: "crash-" + step, Scope: "USDC|network",
				Amount: "700", Limit: "1000", WindowSeconds: 3600}}, nil, "test", nil)
			require.NoError(t, err)
			require.False(t, moved)
			require.Equal(t, gateState{passed: true, spends: 2}, b.gateState(t, c.ID))
		})
	}
}

// Lock lifetimes (sql/queries/policy_gate.sql, policy_velocity.sql): while a gate holds
// a node it has locked its movement and node rows, which a second gate skips without
// waiting and a claim skips whole (the movement's ungated sibling waits too), and its
// counters, for which a second gate of another node waits; that gate then sums the
// window with the first gate's spend in it. All of it ends at the first gate's commit.
func TestGateHoldsNodeMovementAndCountersUntilItCommits(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	dA, _ := gateDispatcher(t, b)
	dB, loginB := gateDispatcher(t, b)
	tmpl := b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{}}]}`)
	m1, m2 := b.start(t, tmpl), b.start(t, tmpl)
	n1, n2 := b.nodeIDs(t, m1)[0], b.nodeIDs(t, m2)[0] // each movement's node a
	limit := velocity("shared", "USDC|network", "1000", time.Hour, "600")
	b.setGate(t, n1.ID, policy.Gate{Velocity: []policy.GateVelocity{limit}})
	b.setGate(t, n2.ID, policy.Gate{Velocity: []policy.GateVelocity{limit}})

	paused, release := make(chan struct{}), make(chan struct{})
	var released sync.Once
	// A failed assertion below still lets the paused gate go, so the test ends.
	defer released.Do(func() { close(release) })
	dA.SetGateHook(func(step string) {
		if step == "checked" {
			close(paused)
			<-release
		}
	})
	aDone := make(chan error, 1)
	go func() {
		_, err := dA.GateOne(ctx, n1, nil)
		aDone <- err
	}()
	<-paused

	// The node and its movement: skipped, not waited for.
	passed, err := dB.GateOne(ctx, n1, nil)
	require.NoError(t, err)
	require.False(t, passed)
	require.Equal(t, gateState{}, b.gateState(t, n1.ID))
	// A dispatcher whose gate is not due: its Batch is the claim alone (a gate would
	// wait for the counter the paused gate holds).
	cfg := b.EngineConfig()
	cfg.StaleSubmittingAfter, cfg.PolicyGateInterval = time.Hour, time.Hour
	cfg.Pool = db.Wrap(b.OpenLogin(t, db.JobDispatcher))
	claimer, err := engine.NewDispatcher(cfg)
	require.NoError(t, err)
	defer claimer.Wait()
	claimed, err := claimer.Batch(ctx)
	require.NoError(t, err)
	state, _ := b.nodeOf2(t, m1, "b")
	require.Equal(t, "READY", state, "the claim skips a movement a gate holds, siblings included")
	// m2's ungated sibling was claimable: the claim is not stuck behind the gate.
	require.Positive(t, claimed)

	// The counter: waited for.
	bDone := make(chan error, 1)
	go func() {
		_, err := dB.GateOne(ctx, n2, nil)
		bDone <- err
	}()
	require.Eventually(t, func() bool {
		var waiting bool
		require.NoError(t, b.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE usename = $1 AND wait_event_type = 'Lock' AND query LIKE '%policy_velocity_counters%')`,
			loginB.Config().ConnConfig.User).Scan(&waiting))
		return waiting
	}, 30*time.Second, 10*time.Millisecond, "the second gate waits for the counter")

	released.Do(func() { close(release) })
	require.NoError(t, <-aDone)
	require.NoError(t, <-bDone)
	require.Equal(t, gateState{passed: true, spends: 1}, b.gateState(t, n1.ID))
	st := b.gateState(t, n2.ID)
	require.False(t, st.passed, "the second gate summed the window with the first one's spend in it")
	require.Contains(t, st.reason, "velocity limit shared")

	// The locks ended with the commit: the claim takes m1's sibling and gated node now.
	for range 3 {
		_, err = dB.Batch(ctx)
		require.NoError(t, err)
	}
	state, _ = b.nodeOf2(t, m1, "b")
	require.NotEqual(t, "READY", state)
	state, _ = b.nodeOf2(t, m1, "a")
	require.NotEqual(t, "READY", state)
	dB.Wait()
}

// nodeOf2 returns the state and attempt of one node of a movement.
func (b *bundle) nodeOf2(t *testing.T, movementID uuid.UUID, key string) (string, int32) {
	t.Helper()
	var state string
	var attempt int32
	require.NoError(t, b.Pool.QueryRow(context.Background(),
		`SELECT node_state, attempt FROM movement_nodes WHERE movement_id = $1 AND node_key = $2`, movementID, key).Scan(&state, &attempt))
	return state, attempt
}
