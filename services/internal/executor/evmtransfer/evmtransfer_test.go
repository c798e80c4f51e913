package evmtransfer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

type bundle struct {
	dc    *devchain.Devchain
	chain *devchain.Chain
	exec  *evmtransfer.Executor
	db    *dbtest.Database
	pool  *pgxpool.Pool
	cfg   *evm.Config
	accts []devchain.Account
}

// setup starts one devchain chain (blocks every 50 ms), a migrated database and the
// executor over the chain configuration devchain wrote.
func setup(t *testing.T, confirmations uint64) *bundle {
	t.Helper()
	return setupFinality(t, confirmations, 0)
}

// setupFinality is setup with the chain's finality depth (0: its confirmations).
func setupFinality(t *testing.T, confirmations, finality uint64) *bundle {
	t.Helper()
	dc, cfg, signers := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 3,
		BlockInterval: 50 * time.Millisecond, Confirmations: confirmations, FinalityDepth: finality,
	})
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(pool)})
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return &bundle{dc: dc, chain: dc.Chain("dev-1"), exec: e, db: d, pool: pool, cfg: cfg, accts: dc.Accounts()}
}

func (b *bundle) node(t *testing.T, cfg map[string]any) executor.Node {
	t.Helper()
	raw, err := json.Marshal(cfg)
	require.NoError(t, err)
	require.NoError(t, b.exec.ValidateConfig(raw))
	return executor.Node{ID: uuid.Must(uuid.NewV7()), MovementID: uuid.Must(uuid.NewV7()), Key: "t", ExecutorKey: evmtransfer.Key,
		Config: raw, Attempt: 1, Tries: 1}
}

func (b *bundle) usdc(from, to int, amount string) map[string]any {
	return map[string]any{"chain": "dev-1", "token": "USDC", "from": b.accts[from].Address.Hex(), "to": b.accts[to].Address.Hex(), "amount": amount}
}

// executor builds another executor over cfg (the same chain, keys and database).
func (b *bundle) executor(t *testing.T, cfg *evm.Config) *evmtransfer.Executor {
	t.Helper()
	return b.executorWith(t, cfg, false)
}

// executorWith builds another executor over cfg, with test hooks on or off.
func (b *bundle) executorWith(t *testing.T, cfg *evm.Config, testHooks bool) *evmtransfer.Executor {
	t.Helper()
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(b.pool), TestHooks: testHooks})
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return e
}

// prepare runs Prepare in its own committed transaction, as the dispatcher's claim does.
func (b *bundle) prepare(t *testing.T, n executor.Node) executor.Intent {
	t.Helper()
	return b.prepareWith(t, b.exec, n)
}

func (b *bundle) prepareWith(t *testing.T, e *evmtransfer.Executor, n executor.Node) executor.Intent {
	t.Helper()
	ctx := context.Background()
	tx, err := db.Wrap(b.pool).Begin(ctx)
	require.NoError(t, err)
	draft, err := e.Prepare(ctx, tx.Conn, n)
	require.NoError(t, err)
	require.NoError(t, tx.Commit(ctx))
	return executor.Intent{IntentDraft: draft, ID: uuid.Must(uuid.NewV7()), NodeID: n.ID, Attempt: n.Attempt, State: "PREPARED"}
}

// observe polls Observe until it reports something other than Pending.
func (b *bundle) observe(t *testing.T, n executor.Node, in executor.Intent) executor.Observation {
	t.Helper()
	return b.observeWith(t, b.exec, n, in)
}

func (b *bundle) observeWith(t *testing.T, e *evmtransfer.Executor, n executor.Node, in executor.Intent) executor.Observation {
	t.Helper()
	var obs executor.Observation
	require.Eventually(t, func() bool {
		var err error
		obs, err = e.Observe(context.Background(), n, in)
		require.NoError(t, err)
		return obs.Status != executor.Pending
	}, 20*time.Second, 20*time.Millisecond)
	return obs
}

// nonce is an account's confirmed transaction count.
func (b *bundle) nonce(t *testing.T, who int) uint64 {
	t.Helper()
	n, err := b.chain.Client().NonceAt(context.Background(), b.accts[who].Address, nil)
	require.NoError(t, err)
	return n
}

func (b *bundle) balance(t *testing.T, who int) *big.Int {
	t.Helper()
	return tokenBalance(t, b.chain, b.accts[who].Address)
}

// tokenBalance reads who's USDC on c at its head.
func tokenBalance(t *testing.T, c *devchain.Chain, who common.Address) *big.Int {
	t.Helper()
	u := contracts.NewUSDC()
	out, err := c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &c.USDC, Data: u.PackBalanceOf(who)}, nil)
	require.NoError(t, err)
	bal, err := u.UnpackBalanceOf(out)
	require.NoError(t, err)
	return bal
}

func TestValidateConfig(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	from, to := b.accts[1].Address.Hex(), b.accts[2].Address.Hex()
	stranger := common.HexToAddress("0x1111111111111111111111111111111111111111").Hex()
	tests := []struct {
		name    string
		config  string
		wantErr string
	}{
		{"erc20", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1"}`, from, to), ""},
		{"native with confirmations", fmt.Sprintf(`{"chain":"dev-1","token":"native","from":%q,"to":%q,"amount":"1000","confirmations":3}`, from, to), ""},
		{"unknown field", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1","memo":"x"}`, from, to), "unknown field"},
		{"unknown chain", fmt.Sprintf(`{"chain":"dev-9","token":"USDC","from":%q,"to":%q,"amount":"1"}`, from, to), "not configured"},
		{"unknown token", fmt.Sprintf(`{"chain":"dev-1","token":"DAI","from":%q,"to":%q,"amount":"1"}`, from, to), "not configured"},
		{"from not a signer", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1"}`, stranger, to), "not a configured signer"},
		{"bad checksum", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":"0x1111111111111111111111111111111111111AaA","amount":"1"}`, from), "checksum"},
		{"zero amount", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"0"}`, from, to), "amount"},
		{"decimal amount", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1.5"}`, from, to), "amount"},
		{"leading zero", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"01"}`, from, to), "amount"},
		{"numeric amount", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":1}`, from, to), "cannot unmarshal"},
		{"same address", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1"}`, from, from), "same address"},
		{"to the token", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1"}`, from, b.chain.USDC.Hex()), "token contract"},
		{"crash-test pause without the crashtest wrapper", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1","test_pause_before_submit_ms":5}`, from, to), "unknown field"},
		{"fee hook outside tests", fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"1","test_max_fee_per_gas_wei":5}`, from, to), "test hook"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := b.exec.ValidateConfig(json.RawMessage(tt.config))
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tt.wantErr)
		})
	}
}

// An ERC-20 and a native transfer go through Preflight, Prepare, Submit and Observe and
// move exactly their amounts; the intent holds the lane, nonce, bytes and hash.
func TestTransfer(t *testing.T) {
	t.Parallel()
	b := setupFinality(t, 2, 4)
	ctx := context.Background()
	before1, before2 := b.balance(t, 1), b.balance(t, 2)
	n := b.node(t, b.usdc(1, 2, "1234567"))
	require.NoError(t, b.exec.Preflight(ctx, n))
	in := b.prepare(t, n)
	require.Equal(t, evmtransfer.Lane(31337, b.accts[1].Address), in.Lane)
	require.Equal(t, int64(0), *in.Nonce)
	require.NotEmpty(t, in.SignedTx)
	_, err := b.exec.Submit(ctx, n, in)
	require.NoError(t, err)
	// A second broadcast of the same bytes is harmless ("already known" or mined).
	_, err = b.exec.Submit(ctx, n, in)
	require.NoError(t, err)
	obs := b.observe(t, n, in)
	require.Equal(t, executor.Completed, obs.Status, obs.Reason)
	var res map[string]any
	require.NoError(t, json.Unmarshal(obs.Result, &res))
	require.Equal(t, in.TxHash, res["tx_hash"])
	require.GreaterOrEqual(t, res["confirmations"], float64(4), "completes at the chain's finality depth, deeper than its confirmations")
	require.Equal(t, new(big.Int).Sub(before1, big.NewInt(1234567)), b.balance(t, 1))
	require.Equal(t, new(big.Int).Add(before2, big.NewInt(1234567)), b.balance(t, 2))

	// Native.
	to := b.accts[3].Address
	nativeBefore, err := b.chain.Client().BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	nn := b.node(t, map[string]any{"chain": "dev-1", "token": "native", "from": b.accts[1].Address.Hex(), "to": to.Hex(), "amount": "1000000000000000000"})
	require.NoError(t, b.exec.Preflight(ctx, nn))
	nin := b.prepare(t, nn)
	require.Equal(t, int64(1), *nin.Nonce, "the lane's next nonce")
	_, err = b.exec.Submit(ctx, nn, nin)
	require.NoError(t, err)
	require.Equal(t, executor.Completed, b.observe(t, nn, nin).Status)
	nativeAfter, err := b.chain.Client().BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Add(nativeBefore, big.NewInt(1e18)), nativeAfter)
}

// Preflight holds back a transfer the sender cannot pay; a transfer that reverts on
// chain anyway fails with the revert reason.
func TestInsufficientBalance(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	n := b.node(t, b.usdc(1, 2, "1000000000000000000"))
	err := b.exec.Preflight(ctx, n)
	require.ErrorContains(t, err, "insufficient USDC")
	require.Equal(t, executor.ClassRetry, executor.Classify(executor.BeforeSideEffect(err)))

	// Prepare estimates the gas, and a transfer that would revert now is not signed.
	tx, err := db.Wrap(b.pool).Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	_, err = b.exec.Prepare(ctx, tx.Conn, n)
	require.ErrorContains(t, err, "USDC: transfer amount exceeds balance")
	require.Equal(t, executor.ClassRetry, executor.Classify(err))
}

// A transfer whose estimate passed but that reverts on chain anyway (here: a fixed
// transfer_gas far too low) fails with the revert reason.
func TestRevertedTransferFails(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	cfg := *b.cfg
	cfg.Chains = slices.Clone(cfg.Chains)
	cfg.Chains[0].Tokens = slices.Clone(cfg.Chains[0].Tokens)
	cfg.Chains[0].Tokens[0].TransferGas = 30_000
	e := b.executor(t, &cfg)
	n := b.node(t, b.usdc(1, 2, "5"))
	require.NoError(t, e.Preflight(ctx, n))
	in := b.prepareWith(t, e, n)
	_, err := e.Submit(ctx, n, in)
	require.NoError(t, err)
	obs := b.observeWith(t, e, n, in)
	require.Equal(t, executor.Failed, obs.Status)
	require.Contains(t, obs.Reason, "reverted")
}

// Recover decides from chain evm.TxEvidence: a never-broadcast intent is broadcast (its
// exact bytes) and reported sent; a mined one completed; one whose nonce another
// transaction used is not sent; a dropped one is broadcast again.
func TestRecover(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()

	// Never broadcast: the same bytes go out now.
	n1 := b.node(t, b.usdc(1, 2, "10"))
	in1 := b.prepare(t, n1)
	rec, err := b.exec.Recover(ctx, n1, &in1)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
	require.Equal(t, executor.Completed, b.observe(t, n1, in1).Status)
	// Mined and confirmed: completed.
	rec, err = b.exec.Recover(ctx, n1, &in1)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictCompleted, rec.Verdict, rec.Reason)

	// Nonce taken by another transaction of the same sender (signed outside QTG).
	n2 := b.node(t, b.usdc(1, 2, "20"))
	in2 := b.prepare(t, n2)
	other := types.MustSignNewTx(b.accts[1].Key, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), Nonce: uint64(*in2.Nonce), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
		Gas: 21000, To: &b.accts[3].Address, Value: big.NewInt(1),
	})
	require.NoError(t, b.chain.Client().SendTransaction(ctx, other))
	require.Eventually(t, func() bool {
		r, err := b.chain.Client().TransactionReceipt(ctx, other.Hash())
		return err == nil && r.Status == 1
	}, 10*time.Second, 10*time.Millisecond)
	// Not sent once the block holding the other transaction is final.
	require.Eventually(t, func() bool {
		rec, err = b.exec.Recover(ctx, n2, &in2)
		require.NoError(t, err)
		require.NotEqual(t, executor.VerdictSent, rec.Verdict, rec.Reason)
		return rec.Verdict == executor.VerdictNotSent
	}, 10*time.Second, 20*time.Millisecond)
	require.Contains(t, rec.Reason, other.Hash().Hex(), "names the transaction that used the nonce")
	_, err = b.exec.Submit(ctx, n2, in2)
	require.Error(t, err)
	require.Equal(t, executor.ClassAmbiguous, executor.Classify(err), "a used nonce goes through recovery, which proves it")

	// Dropped by the node: Observe cannot find it, Recover broadcasts it again.
	n3 := b.node(t, b.usdc(1, 2, "30"))
	in3 := b.prepare(t, n3)
	b.chain.DropNext(common.HexToHash(in3.TxHash))
	_, err = b.exec.Submit(ctx, n3, in3)
	require.NoError(t, err)
	require.Equal(t, executor.Unknown, b.observe(t, n3, in3).Status)
	rec, err = b.exec.Recover(ctx, n3, &in3)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
	require.Equal(t, executor.Completed, b.observe(t, n3, in3).Status)

	// No intent: nothing was signed.
	rec, err = b.exec.Recover(ctx, n3, nil)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictNotSent, rec.Verdict)
}

// Concurrent Prepares on one lane, each in its own transaction, take consecutive
// nonces: no gap, no reuse.
func TestConcurrentNonces(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	const workers = 50
	nonces := make([]int64, workers)
	var wg sync.WaitGroup
	for i := range workers {
		n := b.node(t, b.usdc(1, 2, "1"))
		wg.Go(func() {
			in := b.prepare(t, n)
			nonces[i] = *in.Nonce
		})
	}
	wg.Wait()
	seen := map[int64]bool{}
	for _, n := range nonces {
		require.False(t, seen[n], "nonce %d allocated twice", n)
		seen[n] = true
	}
	for i := range int64(workers) {
		require.True(t, seen[i], "nonce %d missing", i)
	}
}

func TestHealth(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	h := b.exec.Health(context.Background())
	require.Equal(t, executor.HealthUp, h.Status, h.Detail)
	b.dc.Close()
	h = b.exec.Health(context.Background())
	require.Equal(t, executor.HealthDown, h.Status)
	require.NotContains(t, h.Detail, b.chain.RPCURL, "RPC URLs may carry API keys")
}
