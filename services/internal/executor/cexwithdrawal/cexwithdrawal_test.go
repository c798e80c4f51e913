package cexwithdrawal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble/bybitdoubletest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexdeposit"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/sidecar/capitalfollowup"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// bundle is one chain, the Bybit double paying and watching it, a venue configuration
// pointing at it, and a database with the exchange executors registered.
type bundle struct {
	dc     *devchain.Devchain
	chains *evm.Config
	double *bybitdouble.Double
	venues *venue.Config
	f      *testfix.Fixture
	accts  []devchain.Account
	dep    common.Address
}

// setup starts the bundle; opts adjust the registered cex_withdrawal executor's options.
func setup(t *testing.T, opts ...func(*cexwithdrawal.Options)) *bundle {
	t.Helper()
	return setupVenue(t, bybitdoubletest.VenueConfig{}, opts...)
}

// setupVenue starts the bundle with the venue vc configures (its block interval 50 ms).
func setupVenue(t *testing.T, vc bybitdoubletest.VenueConfig, opts ...func(*cexwithdrawal.Options)) *bundle {
	t.Helper()
	vc.BlockInterval = 50 * time.Millisecond
	v := bybitdoubletest.StartVenue(t, vc)
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		e, err := evmtransfer.New(evmtransfer.Options{Config: v.Chains, Signers: v.Signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(e.Close)
		o := cexwithdrawal.Options{Venues: v.Venues, Chains: v.Chains, Pool: db.Wrap(pool)}
		for _, f := range opts {
			f(&o)
		}
		w, err := cexwithdrawal.New(o)
		require.NoError(t, err)
		t.Cleanup(w.Close)
		dp, err := cexdeposit.New(cexdeposit.Options{Venues: v.Venues, Chains: v.Chains, EVM: e})
		require.NoError(t, err)
		return []executor.Executor{e, w, dp}
	}))
	return &bundle{dc: v.Devchain, chains: v.Chains, double: v.Double, venues: v.Venues, f: f, accts: v.Devchain.Accounts(), dep: v.Deposit}
}

// engine runs one batch of each core worker (recovery only when asked).
type workers struct {
	d *engine.Dispatcher
	o *engine.Observer
	r *engine.Recovery
}

func (b *bundle) workers(t *testing.T) workers {
	t.Helper()
	c := b.f.EngineConfig()
	c.StaleSubmittingAfter = time.Hour
	d, err := engine.NewDispatcher(c)
	require.NoError(t, err)
	o, err := engine.NewObserver(c)
	require.NoError(t, err)
	r, err := engine.NewRecovery(c)
	require.NoError(t, err)
	t.Cleanup(d.Wait)
	return workers{d, o, r}
}

func (b *bundle) state(t *testing.T, id any) string {
	t.Helper()
	var s string
	require.NoError(t, b.f.Pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&s))
	return s
}

// run drives the engine (with recovery when withRecovery) until the movement is
// terminal and returns its state.
func (b *bundle) run(t *testing.T, w workers, id any, withRecovery bool) string {
	t.Helper()
	ctx := context.Background()
	var st string
	t.Cleanup(func() {
		if !t.Failed() {
			return
		}
		rows, err := b.f.Pool.Query(context.Background(), `SELECT node_key, node_state, coalesce(last_error, '') FROM movement_nodes WHERE movement_id = $1`, id)
		if err != nil {
			return
		}
		defer rows.Close()
		for rows.Next() {
			var k, s, e string
			_ = rows.Scan(&k, &s, &e)
			t.Logf("node %s: %s %s", k, s, e)
		}
	})
	waitFor(t, "movement terminal", func() bool {
		_, err := w.d.Batch(ctx)
		require.NoError(t, err)
		_, err = w.o.Batch(ctx)
		require.NoError(t, err)
		if withRecovery {
			_, err = w.r.Batch(ctx)
			require.NoError(t, err)
		}
		st = b.state(t, id)
		return st == "COMPLETED" || st == "FAILED"
	})
	return st
}

func (b *bundle) usdc(t *testing.T, who common.Address) *big.Int {
	t.Helper()
	tok, _ := b.chains.Chains[0].Token("USDC")
	u := contracts.NewERC20()
	out, err := b.dc.Chain("dev-1").Client().CallContract(context.Background(), ethereum.CallMsg{To: &tok.Address, Data: u.PackBalanceOf(who)}, nil)
	require.NoError(t, err)
	v, err := u.UnpackBalanceOf(out)
	require.NoError(t, err)
	return v
}

// followup runs the follow-up until the movement's legs are in the wanted states.
func (b *bundle) followup(t *testing.T, movementID any, want map[string]string) {
	t.Helper()
	fu, err := capitalfollowup.New(capitalfollowup.Config{Pool: b.f.Workers(), Venues: b.venues, Chains: b.chains,
		Instance: "test", Logger: zerolog.Nop(), Recheck: time.Second, Lease: time.Second})
	require.NoError(t, err)
	t.Cleanup(fu.Close)
	waitFor(t, fmt.Sprintf("legs %v", want), func() bool {
		out := map[string]string{}
		_, err := fu.Batch(context.Background())
		require.NoError(t, err)
		_, err = b.f.Pool.Exec(context.Background(), `UPDATE capital_transfers SET next_check_at = now() WHERE reconcile_state IN ('PENDING', 'LATE')`)
		require.NoError(t, err)
		rows, err := b.f.Pool.Query(context.Background(), `SELECT direction, reconcile_state FROM capital_transfers WHERE movement_id = $1`, movementID)
		require.NoError(t, err)
		defer rows.Close()
		for rows.Next() {
			var d, s string
			require.NoError(t, rows.Scan(&d, &s))
			out[d] = s
		}
		return fmt.Sprint(out) == fmt.Sprint(want)
	})
}

const roundTrip = `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"${amount}"}},
 {"key":"move","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"},"depends_on":["withdraw"]},
 {"key":"deposit","executor":"cex_deposit","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","from":"${b}","to":"${dep}","amount":"${amount}"},"depends_on":["move"]}]}`

// A movement withdraws 5 USDC from the venue to dev account 1, moves it on chain to
// account 2 and deposits it back: the venue ends 0.5 USDC (the fee) lower, the chain
// accounts where they started, and the follow-up reconciles both legs.
func TestCEXRoundTrip(t *testing.T) {
	t.Parallel()
	b := setup(t)
	a, bb := b.accts[1].Address, b.accts[2].Address
	startA, startB := b.usdc(t, a), b.usdc(t, bb)
	name := b.f.UniqueTemplate(t, "cex-round-trip", roundTrip)
	params, _ := json.Marshal(map[string]string{"a": a.Hex(), "b": bb.Hex(), "dep": b.dep.Hex(), "amount": "5000000"})
	m := b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params})
	require.Equal(t, "COMPLETED", b.run(t, b.workers(t), m.ID, false))

	require.Equal(t, startA.String(), b.usdc(t, a).String(), "account 1 got 5 and sent 5")
	require.Equal(t, startB.String(), b.usdc(t, bb).String(), "account 2 got 5 and deposited 5")
	require.Equal(t, "999.5", b.double.Balance("treasury", "USDC"), "1000 - 5 - 0.5 fee + 5")
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"))
	b.followup(t, m.ID, map[string]string{db.DirectionWithdrawal: db.ReconcileReconciled, db.DirectionDeposit: db.ReconcileReconciled})
}

// lostCreate starts a movement withdrawing amount to a, whose create the venue acts on
// and whose answer it loses, and runs the dispatcher until the node is UNKNOWN.
func (b *bundle) lostCreate(t *testing.T, a common.Address, amount string) (*db.Movement, workers) {
	t.Helper()
	name := b.f.UniqueTemplate(t, "cex-withdraw", `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"${amount}"}}]}`)
	params, _ := json.Marshal(map[string]string{"a": a.Hex(), "amount": amount})
	b.double.SetFaults(bybitdouble.Faults{LoseNextCreate: 1})
	m := b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params})
	w := b.workers(t)
	waitFor(t, "node UNKNOWN after the lost answer", func() bool {
		_, err := w.d.Batch(context.Background())
		require.NoError(t, err)
		return b.f.Count(t, `SELECT count(*) FROM movement_nodes WHERE movement_id = $1 AND node_state = 'UNKNOWN'`, m.ID) == 1
	})
	return m, w
}

// The venue creates the withdrawal but its answer is lost (the dispatcher's Submit is
// ambiguous, the node UNKNOWN; no dispatcher runs it again): recovery replays the same
// requestId, the venue answers the existing withdrawal, and exactly one withdrawal
// exists at the venue and on chain.
func TestCEXLostCreateRecovered(t *testing.T) {
	t.Parallel()
	b := setup(t)
	a := b.accts[1].Address
	startA := b.usdc(t, a)
	m, w := b.lostCreate(t, a, "7000000")
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"), "the venue created it")
	require.Equal(t, 0, b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND withdraw_id IS NOT NULL`, m.ID))
	// Recovery (and the observer) finish the node; the dispatcher never touches an
	// UNKNOWN node again, so running it changes nothing.
	require.Equal(t, "COMPLETED", b.run(t, w, m.ID, true))
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"), "exactly one withdrawal at the venue")
	require.Equal(t, new(big.Int).Add(startA, big.NewInt(7_000_000)).String(), b.usdc(t, a).String(), "paid exactly once on chain")
	require.Equal(t, 1, b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND withdraw_id IS NOT NULL`, m.ID))
}

// An operator who finds a lost answer's withdrawal at the venue gives its ID in a sent
// verdict: the observer follows it to its end, and the node's capital transfer carries
// the ID, so the follow-up reconciles the leg (and its fee) as any other.
func TestASentVerdictsWithdrawalIsReconciled(t *testing.T) {
	t.Parallel()
	b := setup(t)
	m, w := b.lostCreate(t, b.accts[1].Address, "6000000")
	ctx := context.Background()
	listed, ok := b.double.WithdrawalsOf("treasury")
	require.True(t, ok)
	require.Len(t, listed, 1, "the venue created it")
	var node uuid.UUID
	var attempt int32
	require.NoError(t, b.f.Pool.QueryRow(ctx, `SELECT id, attempt FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&node, &attempt))
	v, err := b.f.Svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{NodeID: node, Attempt: attempt, Verdict: movement.VerdictSent,
		ExternalID: listed[0].ID, Reason: "the venue lists it with the node's requestId", By: "ops-1"})
	require.NoError(t, err)
	_, err = b.f.Svc.ApproveVerdict(ctx, v.ID, "ops-2")
	require.NoError(t, err)

	require.Equal(t, "COMPLETED", b.run(t, w, m.ID, false))
	require.Equal(t, 1, b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND withdraw_id = $2`, m.ID, listed[0].ID))
	b.followup(t, m.ID, map[string]string{db.DirectionWithdrawal: db.ReconcileReconciled})
	require.Equal(t, 1, b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND venue_fee > 0`, m.ID), "the fee is recorded")
}

// A withdrawal to an address outside the venue's address book fails its node with the
// venue's code and message; one held in SecurityCheck past its lane's SLA makes the
// follow-up raise LATE (audit row and callback).
func TestCEXRejectedAndStuck(t *testing.T) {
	t.Parallel()
	b := setup(t)
	name := b.f.UniqueTemplate(t, "cex-withdraw", `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"1000000"}}]}`)
	params, _ := json.Marshal(map[string]string{"a": b.accts[2].Address.Hex()})
	m := b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params})
	w := b.workers(t)
	require.Equal(t, "FAILED", b.run(t, w, m.ID, false))
	var lastErr string
	require.NoError(t, b.f.Pool.QueryRow(context.Background(), `SELECT last_error FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&lastErr))
	require.Contains(t, lastErr, "retCode 131093: The withdrawal address is not in the whitelist.")
	b.followup(t, m.ID, map[string]string{db.DirectionWithdrawal: db.ReconcileFailed})

	// Stuck: held in SecurityCheck, the lane's SLA one second.
	_, err := b.f.Pool.Exec(context.Background(), `INSERT INTO capital_transfer_lanes (lane, sla_seconds) VALUES ($1, 1)`,
		cexwithdrawal.Lane("bybit-dev", "DEV-1"))
	require.NoError(t, err)
	b.double.SetFaults(bybitdouble.Faults{HoldSecurityCheck: 1})
	params, _ = json.Marshal(map[string]string{"a": b.accts[1].Address.Hex()})
	m2 := b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params, CallbackURL: "https://example.invalid/hook"})
	ctx := context.Background()
	waitFor(t, "withdrawal submitted", func() bool {
		_, err := w.d.Batch(ctx)
		require.NoError(t, err)
		return b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND withdraw_id IS NOT NULL`, m2.ID) == 1
	})
	waitFor(t, "SLA passed", func() bool {
		return b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND due_at < now()`, m2.ID) == 1
	})
	b.followup(t, m2.ID, map[string]string{db.DirectionWithdrawal: db.ReconcileLate})
	require.Equal(t, 1, b.f.Count(t, `SELECT count(*) FROM callback_outbox WHERE movement_id = $1 AND event_type = 'capital_transfer.late'`, m2.ID))
	require.Equal(t, 1, b.f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_type = 'capital_transfer' AND action = '->LATE'`))
	var status string
	require.NoError(t, b.f.Pool.QueryRow(ctx, `SELECT venue_status FROM capital_transfers WHERE movement_id = $1`, m2.ID).Scan(&status))
	require.Equal(t, bybitdouble.StatusSecurityCheck, status)
	// Released, it is paid and the late leg reconciles.
	var id string
	require.NoError(t, b.f.Pool.QueryRow(ctx, `SELECT withdraw_id FROM capital_transfers WHERE movement_id = $1`, m2.ID).Scan(&id))
	require.NoError(t, b.double.Release(id))
	require.Equal(t, "COMPLETED", b.run(t, w, m2.ID, false))
	b.followup(t, m2.ID, map[string]string{db.DirectionWithdrawal: db.ReconcileReconciled})
}

// waitFor polls cond until it holds, failing the test after four minutes: a movement
// through a venue takes several chain blocks and venue ticks, and a loaded machine
// slows both down.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
