package balances_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/sidecar/balances"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// start runs a one-chain devchain with accounts funded accounts, and a database with
// evm_transfer registered (testfix), the in-process dispatcher and observer, and the
// two balance sidecars on it.
// Each of with changes the chain's configuration first.
func start(t *testing.T, accounts int, with ...func(*devchain.Config)) *bench {
	t.Helper()
	dcfg := devchain.Config{Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: accounts, BlockInterval: 50 * time.Millisecond}
	for _, f := range with {
		f(&dcfg)
	}
	dc, cfg, signers := devchaintest.Start(t, dcfg)
	f := testfix.New(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		ex, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers})
		require.NoError(t, err)
		t.Cleanup(ex.Close)
		return []executor.Executor{ex}
	}))
	b := &bench{dc: dc, pool: f.Pool, svc: f.Svc}
	var err error
	ecfg := f.EngineConfig()
	b.dispatcher, err = engine.NewDispatcher(ecfg)
	require.NoError(t, err)
	b.observer, err = engine.NewObserver(ecfg)
	require.NoError(t, err)
	b.snap, err = balances.NewSnapshotter(balances.Config{Pool: db.Wrap(f.OpenLogin(t, db.JobBalanceSnapshot)), Chains: cfg})
	require.NoError(t, err)
	t.Cleanup(b.snap.Close)
	b.verify, err = balances.NewVerifier(balances.Config{Pool: db.Wrap(f.OpenLogin(t, db.JobVerifyDrift)), Chains: cfg, Executors: f.Registry, Logger: zerolog.Nop()})
	require.NoError(t, err)
	return b
}

// bench is what start built.
type bench struct {
	dc         *devchain.Devchain
	pool       *pgxpool.Pool
	svc        *movement.Service
	dispatcher *engine.Dispatcher
	observer   *engine.Observer
	snap       *balances.Snapshotter
	verify     *balances.Verifier
}

func (b *bench) all() (*devchain.Devchain, *pgxpool.Pool, *movement.Service, *engine.Dispatcher, *engine.Observer,
	*balances.Snapshotter, *balances.Verifier) {
	return b.dc, b.pool, b.svc, b.dispatcher, b.observer, b.snap, b.verify
}

// Snapshots around a movement QTG ran show no drift, native gas included; a transfer
// made outside QTG shows up as drift on both accounts' token balances and on the
// sender's gas.
func TestSnapshotAndVerifyDrift(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, pool, svc, dispatcher, observer, snap, verify := start(t, 2).all()
	a, b := dc.Accounts()[1], dc.Accounts()[2]

	n, err := snap.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 3*2, n, "three signers, native and USDC")

	// A movement through the engine (in-process): A sends B 5 USDC.
	tmpl, err := svc.ProposeTemplate(ctx, "drift", []byte(fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"5000000"}}]}`, a.Address.Hex(), b.Address.Hex())), "alice", 0)
	require.NoError(t, err)
	require.NoError(t, svc.ApproveTemplate(ctx, tmpl.ID, "bob", tmpl.DefinitionHash))
	req, _, err := svc.Create(ctx, movement.CreateInput{TemplateName: "drift", Params: []byte(`{}`), IdempotencyKey: uuid.NewString(), CreatedBy: "carol"})
	require.NoError(t, err)
	_, err = svc.Approve(ctx, req.ID, "dave", req.PlanHash)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		_, err := dispatcher.Batch(ctx)
		require.NoError(t, err)
		_, err = observer.Batch(ctx)
		require.NoError(t, err)
		var state string
		require.NoError(t, pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, req.ID).Scan(&state))
		return state == "COMPLETED"
	}, 30*time.Second, 20*time.Millisecond)

	_, err = snap.Batch(ctx)
	require.NoError(t, err)
	checked, err := verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 6, checked)
	var drifts int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM balance_checks WHERE drift <> 0`).Scan(&drifts))
	require.Zero(t, drifts, "QTG's own movement explains every change, gas included")
	var moved string
	require.NoError(t, pool.QueryRow(ctx, `SELECT actual_delta::text FROM balance_checks WHERE token <> 'native' AND address = lower($1)`,
		b.Address.Hex()).Scan(&moved))
	require.Equal(t, "5000000", moved)

	// A transfer QTG did not make.
	cl := dc.Chain("dev-1").Client()
	usdc := contracts.NewUSDC()
	opts := bind.NewKeyedTransactor(a.Key, big.NewInt(31337))
	tx, err := bind.Transact(usdc.Instance(cl, dc.Chain("dev-1").USDC), opts, usdc.PackTransfer(b.Address, big.NewInt(7)))
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		r, err := cl.TransactionReceipt(ctx, tx.Hash())
		return err == nil && r.Status == 1
	}, 10*time.Second, 10*time.Millisecond)
	_, err = snap.Batch(ctx)
	require.NoError(t, err)
	checked, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 6, checked)
	rows, err := pool.Query(ctx, `SELECT address, token, drift::text FROM balance_checks WHERE drift <> 0 ORDER BY address, token`)
	require.NoError(t, err)
	got := map[string]string{}
	for rows.Next() {
		var addr, token, drift string
		require.NoError(t, rows.Scan(&addr, &token, &drift))
		if token != "native" {
			token = "USDC"
		}
		got[addr+"/"+token] = drift
	}
	require.NoError(t, rows.Err())
	require.Len(t, got, 3)
	require.Equal(t, "-7", got[addrKey(a.Address.Hex())+"/USDC"])
	require.Equal(t, "7", got[addrKey(b.Address.Hex())+"/USDC"])
	require.NotEmpty(t, got[addrKey(a.Address.Hex())+"/native"], "the outside transfer's gas")

	// Checked pairs are not checked again.
	checked, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, checked)
}

func addrKey(hex string) string { return strings.ToLower(hex) }

// A snapshot taken after a transfer is mined but before its node
// is marked COMPLETED, and the node completing while verify-drift is in the middle of a
// batch, must not raise drift. The pair of an account with such a transfer is judged
// only once the transfer has its result, by the block its receipt names; the other
// accounts' pairs are not held back by it.
func TestVerifyDriftIsIndependentOfTiming(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, pool, svc, dispatcher, observer, snap, verify := start(t, 3).all()
	a, b, c := dc.Accounts()[1], dc.Accounts()[2], dc.Accounts()[3]
	const perSnapshot = 4 * 2 // deployer, A, B, C × native, USDC

	state := func(key string) string {
		var s string
		require.NoError(t, pool.QueryRow(ctx, `SELECT node_state FROM movement_nodes WHERE node_key = $1`, key).Scan(&s))
		return s
	}
	// until runs the given engine workers once per poll until cond holds.
	until := func(cond func() bool, workers ...interface {
		Batch(context.Context) (int, error)
	}) {
		require.Eventually(t, func() bool {
			for _, w := range workers {
				_, err := w.Batch(ctx)
				require.NoError(t, err)
			}
			return cond()
		}, 30*time.Second, 10*time.Millisecond)
	}

	n, err := snap.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, perSnapshot, n)

	// A sends B 5 USDC, then B sends C 2 USDC.
	tmpl, err := svc.ProposeTemplate(ctx, "chain", []byte(fmt.Sprintf(`{"nodes":[
		{"key":"ab","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"5000000"}},
		{"key":"bc","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"2000000"},
		 "depends_on":["ab"]}]}`, a.Address.Hex(), b.Address.Hex(), b.Address.Hex(), c.Address.Hex())), "alice", 0)
	require.NoError(t, err)
	require.NoError(t, svc.ApproveTemplate(ctx, tmpl.ID, "bob", tmpl.DefinitionHash))
	req, _, err := svc.Create(ctx, movement.CreateInput{TemplateName: "chain", Params: []byte(`{}`), IdempotencyKey: uuid.NewString(), CreatedBy: "carol"})
	require.NoError(t, err)
	_, err = svc.Approve(ctx, req.ID, "dave", req.PlanHash)
	require.NoError(t, err)

	// ab completes; bc is broadcast and mined, but no observer has looked at it yet.
	until(func() bool { return state("ab") == "COMPLETED" }, dispatcher, observer)
	until(func() bool { return state("bc") == "SUBMITTED" }, dispatcher)
	var bcHash string
	require.NoError(t, pool.QueryRow(ctx, `SELECT i.tx_hash FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.node_key = 'bc'`).Scan(&bcHash))
	cl := dc.Chain("dev-1").Client()
	require.Eventually(t, func() bool {
		r, err := cl.TransactionReceipt(ctx, common.HexToHash(bcHash))
		return err == nil && r.Status == 1
	}, 10*time.Second, 10*time.Millisecond)

	// The second snapshot's blocks hold both transfers; bc's node is still SUBMITTED.
	n, err = snap.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, perSnapshot, n)
	require.Equal(t, "SUBMITTED", state("bc"))

	// bc's node completes in the middle of verify-drift's batch, after the first pair.
	pairs := 0
	balances.SetBeforePair(verify, func(string) {
		pairs++
		if pairs == 2 {
			until(func() bool { return state("bc") == "COMPLETED" }, observer)
		}
	})
	checked, err := verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 2*2, checked, "the deployer's and A's pairs; B's and C's wait for bc's result")
	require.Equal(t, "COMPLETED", state("bc"))
	checked, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 2*2, checked, "B's and C's pairs, now that bc has its result")

	rows, err := pool.Query(ctx, `SELECT address, token, expected_delta::text, actual_delta::text FROM balance_checks WHERE drift <> 0`)
	require.NoError(t, err)
	var drifts []string
	for rows.Next() {
		var addr, token, expected, actual string
		require.NoError(t, rows.Scan(&addr, &token, &expected, &actual))
		drifts = append(drifts, fmt.Sprintf("%s %s: expected %s, actual %s", addr, token, expected, actual))
	}
	require.NoError(t, rows.Err())
	require.Empty(t, drifts, "both transfers explain every change")
	usdc := strings.ToLower(dc.Chain("dev-1").USDC.Hex())
	for who, want := range map[common.Address]string{a.Address: "-5000000", b.Address: "3000000", c.Address: "2000000"} {
		var got string
		require.NoError(t, pool.QueryRow(ctx, `SELECT actual_delta::text FROM balance_checks WHERE token = $1 AND address = $2`,
			usdc, strings.ToLower(who.Hex())).Scan(&got))
		require.Equal(t, want, got)
	}
}

// QTG's cancellations and nonce fills are no node's phase, so no node reports their gas:
// verify-drift counts what recovery and evm-nonce-reaper recorded of them
// (evm_gas_spends) as native legs of their sender. A zero-value self-transfer recorded
// so raises no drift; the same transaction unrecorded raises exactly its gas.
func TestVerifyDriftCountsTheGasOfCancellationsAndFills(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, pool, _, _, _, snap, verify := start(t, 1).all()
	a := dc.Accounts()[1]
	cl := dc.Chain("dev-1").Client()
	selfTransfer := func() *types.Receipt {
		t.Helper()
		return send(t, cl, selfTransferOf(t, cl, a))
	}
	native := func() []string { return nativeDrifts(t, pool, a.Address) }

	_, err := snap.Batch(ctx)
	require.NoError(t, err)
	for i, kind := range []string{db.GasSpendCancel, db.GasSpendFill} {
		r := selfTransfer()
		_, err = db.Wrap(pool).EVM().RecordGasSpend(ctx, db.GasSpend{TXHash: r.TxHash.Hex(), Kind: kind, ChainID: 31337,
			Address: addrKey(a.Address.Hex()), Nonce: int64(i), BlockNumber: r.BlockNumber.Int64(), GasCost: evmcall.GasCost(r),
			RecordedBy: "test"})
		require.NoError(t, err)
	}
	_, err = snap.Batch(ctx)
	require.NoError(t, err)
	_, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"0"}, native(), "the recorded gas explains the change")

	r := selfTransfer()
	_, err = snap.Batch(ctx)
	require.NoError(t, err)
	_, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"0", new(big.Int).Neg(evmcall.GasCost(r)).String()}, native(), "unrecorded gas is drift")
}

// A snapshot reads the chain's newest final block, so a reorg within the chain's finality
// depth changes no balance recorded and moves no recorded transaction across one: here
// a self-transfer mined, reorged out, and mined again two blocks higher on the chain that
// stays, whose gas is recorded where it stays. Where every block is taken as final (depth
// 1), the same reorg is drift in both pairs around the snapshot that read the lost block.
func TestASnapshotReadsAFinalBlockSoAReorgWithinTheDepthIsNoDrift(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		depth uint64
		drift bool
	}{
		{name: "the reorg within the depth", depth: 4},
		{name: "every block final", depth: 1, drift: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			// Blocks only as the test mines them, or as a transaction arrives.
			b := start(t, 1, func(c *devchain.Config) { c.FinalityDepth, c.BlockInterval = tc.depth, time.Hour })
			ch := b.dc.Chain("dev-1")
			cl := ch.Client()
			a := b.dc.Accounts()[1]

			_, err := b.snap.Batch(ctx)
			require.NoError(t, err)
			tx := selfTransferOf(t, cl, a)
			lost := send(t, cl, tx)
			_, err = b.snap.Batch(ctx)
			require.NoError(t, err)
			var read int64
			require.NoError(t, b.pool.QueryRow(ctx, `SELECT block_number FROM balance_snapshots WHERE token = 'native' AND address = lower($1)
				ORDER BY taken_at DESC, id DESC LIMIT 1`, a.Address.Hex()).Scan(&read))
			require.Equal(t, lost.BlockNumber.Int64()-int64(tc.depth-1), read, "the newest final block")

			require.NoError(t, ch.Reorg(lost.BlockNumber.Uint64()-1, true))
			ch.Mine()
			ch.Mine()
			kept := send(t, cl, tx)
			require.Greater(t, kept.BlockNumber.Uint64(), lost.BlockNumber.Uint64())
			for range tc.depth {
				ch.Mine()
			}
			_, err = db.Wrap(b.pool).EVM().RecordGasSpend(ctx, db.GasSpend{TXHash: tx.Hash().Hex(), Kind: db.GasSpendFill, ChainID: 31337,
				Address: addrKey(a.Address.Hex()), Nonce: int64(tx.Nonce()), BlockNumber: kept.BlockNumber.Int64(), GasCost: evmcall.GasCost(kept),
				RecordedBy: "test"})
			require.NoError(t, err)
			_, err = b.snap.Batch(ctx)
			require.NoError(t, err)
			_, err = b.verify.Batch(ctx)
			require.NoError(t, err)

			got := nativeDrifts(t, b.pool, a.Address)
			require.Len(t, got, 2)
			if tc.drift {
				require.NotEqual(t, []string{"0", "0"}, got, "the snapshot read a block the reorg took away")
				require.NotEqual(t, "0", got[0])
				require.NotEqual(t, "0", got[1])
				return
			}
			require.Equal(t, []string{"0", "0"}, got)
		})
	}
}

// selfTransferOf signs a zero-value transfer from acc to itself at its next nonce.
func selfTransferOf(t *testing.T, cl *ethclient.Client, acc devchain.Account) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	nonce, err := cl.PendingNonceAt(ctx, acc.Address)
	require.NoError(t, err)
	tip, err := cl.SuggestGasTipCap(ctx)
	require.NoError(t, err)
	head, err := cl.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	tx, err := types.SignNewTx(acc.Key, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: 21000, To: &acc.Address, Value: new(big.Int)})
	require.NoError(t, err)
	return tx
}

// send broadcasts tx and waits for its receipt.
func send(t *testing.T, cl *ethclient.Client, tx *types.Transaction) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, cl.SendTransaction(ctx, tx))
	var r *types.Receipt
	require.Eventually(t, func() bool {
		var err error
		r, err = cl.TransactionReceipt(ctx, tx.Hash())
		return err == nil
	}, 10*time.Second, 10*time.Millisecond)
	return r
}

// nativeDrifts is the native drift of every pair of addr checked so far, in block order.
func nativeDrifts(t *testing.T, pool *pgxpool.Pool, addr common.Address) []string {
	t.Helper()
	rows, err := pool.Query(context.Background(), `SELECT drift::text FROM balance_checks WHERE token = 'native' AND address = lower($1)
		ORDER BY to_block, checked_at`, addr.Hex())
	require.NoError(t, err)
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	return out
}
