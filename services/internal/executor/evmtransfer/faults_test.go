package evmtransfer_test

import (
	"context"
	"encoding/json"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// mined prepares and submits a USDC transfer and waits, over the in-process client
// (no proxy), until it is mined at the chain's finality depth.
func (b *bundle) mined(t *testing.T, amount string) (executor.Node, executor.Intent) {
	t.Helper()
	ctx := context.Background()
	n := b.node(t, b.usdc(1, 2, amount))
	in := b.prepare(t, n)
	_, err := b.exec.Submit(ctx, n, in)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		r, err := b.chain.Client().TransactionReceipt(ctx, common.HexToHash(in.TxHash))
		if err != nil {
			return false
		}
		head, err := b.chain.Client().BlockNumber(ctx)
		return err == nil && head >= r.BlockNumber.Uint64()+b.cfg.Chains[0].FinalityDepth
	}, 20*time.Second, 10*time.Millisecond)
	return n, in
}

// A provider that cannot tell (still indexing, a backend that has not
// seen the transaction, one that lags) must never make recovery answer "not sent" for
// a transaction that was mined: that verdict signs a new nonce and pays twice.
func TestRecoverNeverReadsCannotTellAsAbsent(t *testing.T) {
	t.Parallel()
	lookups := []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}
	tests := []struct {
		name   string
		faults rpcfault.Faults
		want   executor.Verdict
	}{
		{name: "transaction indexing is in progress", want: executor.VerdictUnknown,
			faults: rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: lookups, Action: rpcfault.ActionError, Message: rpcfault.IndexingInProgress}}}},
		{name: "null from a backend that has not seen it", want: executor.VerdictSent,
			faults: rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: lookups, Action: rpcfault.ActionNull}}}},
		{name: "lagging backend", want: executor.VerdictUnknown, faults: rpcfault.Faults{LagBlocks: 1_000}},
		{name: "every block read fails", want: executor.VerdictUnknown, faults: rpcfault.Faults{Rules: []rpcfault.Rule{
			{Methods: lookups, Action: rpcfault.ActionNull},
			{Methods: []string{"eth_getBlockByNumber"}, Action: rpcfault.ActionError, Message: "upstream unavailable"},
		}}},
		{name: "inconsistent: the block holds no transaction of the sender", want: executor.VerdictUnknown, faults: rpcfault.Faults{Rules: []rpcfault.Rule{
			{Methods: lookups, Action: rpcfault.ActionNull},
			{Methods: []string{"eth_getBlockByNumber"}, Action: rpcfault.ActionNull},
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setupFinality(t, 1, 3)
			ctx := context.Background()
			before := b.balance(t, 2)
			n, in := b.mined(t, "77")
			require.NoError(t, b.chain.Faults().Set(tt.faults))
			rec, err := b.exec.Recover(ctx, n, &in)
			require.NoError(t, err)
			require.Equal(t, tt.want, rec.Verdict, rec.Reason)
			require.NotEmpty(t, rec.Reason)
			b.chain.Faults().Clear()
			rec, err = b.exec.Recover(ctx, n, &in)
			require.NoError(t, err)
			require.Equal(t, executor.VerdictCompleted, rec.Verdict, rec.Reason)
			require.Equal(t, new(big.Int).Add(before, big.NewInt(77)), b.balance(t, 2), "paid exactly once")
		})
	}
}

// A mined transfer that does not do what its intent says landed; it
// is not a silent failure but an unknown outcome for an operator.
func TestMismatchIsUnknown(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	n, in := b.mined(t, "5")
	// The same chain, with the token configured at another address: the mined
	// Transfer log no longer matches.
	cfg := *b.cfg
	cfg.Chains = slices.Clone(cfg.Chains)
	cfg.Chains[0].Tokens = slices.Clone(cfg.Chains[0].Tokens)
	cfg.Chains[0].Tokens[0].Address = common.HexToAddress("0x00000000000000000000000000000000000000aa")
	e := b.executor(t, &cfg)
	obs, err := e.Observe(ctx, n, in)
	require.NoError(t, err)
	require.Equal(t, executor.Unknown, obs.Status)
	require.Contains(t, obs.Reason, "operator")
	rec, err := e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
}

// A re-broadcast the node refuses for good does not fail a node whose
// earlier broadcast could still land.
func TestPermanentRebroadcastRefusalIsUnknown(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	n := b.node(t, b.usdc(1, 2, "9"))
	in := b.prepare(t, n)
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{{
		Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionError, Message: "intrinsic gas too low",
	}}}))
	rec, err := b.exec.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "could still land")
	b.chain.Faults().Clear()
	rec, err = b.exec.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
}

// An ERC-20 transfer to an address that never held the token costs
// more gas than the old fixed 100,000 on this chain; the estimate covers it.
func TestTransferToFreshHolder(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	fresh := crypto.PubkeyToAddress(key.PublicKey)
	cfg := b.usdc(1, 2, "1000")
	cfg["to"] = fresh.Hex()
	n := b.node(t, cfg)
	require.NoError(t, b.exec.Preflight(ctx, n))
	in := b.prepare(t, n)
	var p struct {
		GasLimit uint64 `json:"gas_limit"`
	}
	require.NoError(t, json.Unmarshal(in.Payload, &p))
	_, err = b.exec.Submit(ctx, n, in)
	require.NoError(t, err)
	obs := b.observe(t, n, in)
	require.Equal(t, executor.Completed, obs.Status, obs.Reason)
	var res struct {
		GasUsed uint64 `json:"gas_used"`
	}
	require.NoError(t, json.Unmarshal(obs.Result, &res))
	t.Logf("gas used %d, limit %d", res.GasUsed, p.GasLimit)
	require.Greater(t, res.GasUsed, uint64(100_000), "the old fixed limit would have run out of gas")
	require.GreaterOrEqual(t, p.GasLimit, res.GasUsed)
}

// An estimate above the chain's max_gas fails the node rather than signing it.
func TestGasCap(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	cfg := *b.cfg
	cfg.Chains = slices.Clone(cfg.Chains)
	cfg.Chains[0].MaxGas = 30_000
	e := b.executor(t, &cfg)
	err := e.Preflight(context.Background(), b.node(t, b.usdc(1, 2, "1")))
	require.ErrorContains(t, err, "exceeds the chain's max_gas")
	require.Equal(t, executor.ClassPermanent, executor.Classify(err))
}

// openIntent stores a prepared, never broadcast transfer of amount from account 1 to 2
// as the dispatcher would (a movement, its node, its intent), and returns the node ID.
func (b *bundle) openIntent(t *testing.T, amount string) uuid.UUID {
	t.Helper()
	n, _ := b.storedIntent(t, b.exec, b.usdc(1, 2, amount))
	return n.ID
}

// storedIntent creates a one-node movement with config, prepares its node with e and
// stores the intent (PREPARED) as the dispatcher would.
func (b *bundle) storedIntent(t *testing.T, e *evmtransfer.Executor, config map[string]any) (executor.Node, executor.Intent) {
	t.Helper()
	ctx := context.Background()
	f := testfix.New(t, testfix.OnDatabase(b.db), testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		return []executor.Executor{e}
	}))
	def, err := json.Marshal(map[string]any{"nodes": []any{map[string]any{"key": "t", "executor": evmtransfer.Key, "config": config}}})
	require.NoError(t, err)
	req := f.Create(t, movement.CreateInput{TemplateName: f.UniqueTemplate(t, "inflight", string(def))})
	raw, err := json.Marshal(config)
	require.NoError(t, err)
	n := executor.Node{MovementID: req.ID, Key: "t", ExecutorKey: evmtransfer.Key, Config: raw, Attempt: 1, Tries: 1}
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT id FROM movement_nodes WHERE movement_id = $1`, req.ID).Scan(&n.ID))
	in := b.prepareWith(t, e, n)
	_, err = b.pool.Exec(ctx, `INSERT INTO node_intents (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash)
		VALUES ($1, $2, 1, $3, $4, $5, $6, $7)`, in.ID, n.ID, in.Lane, in.Nonce, in.Payload, in.SignedTx, in.TxHash)
	require.NoError(t, err)
	return n, in
}

// A transaction priced below what the chain takes sits in the pool. The observer,
// which holds only the address book, signs nothing: it hands the node to recovery
// ("fee bump due"). Recovery, which holds the key, replaces it with the same nonce and
// higher fees (recorded before it is broadcast) and answers Sent; the node completes
// with exactly one transfer.
func TestFeeBumpIsSignedByRecoveryNotTheObserver(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	e := b.executorWith(t, b.cfg, true)
	observer, err := evmtransfer.New(evmtransfer.Options{Config: b.cfg, Signers: evm.AddressBook(b.cfg), Pool: db.Wrap(b.pool), TestHooks: true})
	require.NoError(t, err)
	t.Cleanup(observer.Close)
	before, nonceBefore := b.balance(t, 2), b.nonce(t, 1)
	cfg := b.usdc(1, 2, "321")
	cfg["test_max_fee_per_gas_wei"] = 1
	n, in := b.storedIntent(t, e, cfg)
	_, err = e.Submit(ctx, n, in)
	require.NoError(t, err)
	started := time.Now()
	n.ObserveStartedAt = &started
	candidates := func() int {
		var c int
		require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*)::int FROM evm_tx_candidates WHERE intent_id = $1`, in.ID).Scan(&c))
		return c
	}

	var obs executor.Observation
	require.Eventually(t, func() bool {
		obs, err = observer.Observe(ctx, n, in)
		require.NoError(t, err)
		return obs.Status != executor.Pending
	}, 30*time.Second, 20*time.Millisecond)
	require.Equal(t, executor.Unknown, obs.Status, obs.Reason)
	require.Contains(t, obs.Reason, evmcall.FeeBumpDue)
	require.Zero(t, candidates(), "the observer signed nothing")

	rec, err := e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "replaced")
	require.Equal(t, 1, candidates(), "recovery recorded its replacement")

	require.Eventually(t, func() bool {
		obs, err = observer.Observe(ctx, n, in)
		require.NoError(t, err)
		return obs.Status == executor.Completed
	}, 30*time.Second, 20*time.Millisecond, "last: %s %s", obs.Status, obs.Reason)
	var res struct {
		TxHash string `json:"tx_hash"`
	}
	require.NoError(t, json.Unmarshal(obs.Result, &res))
	require.NotEqual(t, in.TxHash, res.TxHash, "the replacement was mined")
	var recorded int
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*)::int FROM evm_tx_candidates WHERE intent_id = $1 AND tx_hash = $2`,
		in.ID, res.TxHash).Scan(&recorded))
	require.Equal(t, 1, recorded)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(321)), b.balance(t, 2), "paid once")
	require.Equal(t, nonceBefore+1, b.nonce(t, 1))
	// Recovery sees the mined replacement as the intent's transaction.
	rec, err = e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictCompleted, rec.Verdict, rec.Reason)
}

// The funds check counts what the sender's other open intents on the
// lane may still spend.
func TestPreflightCountsInFlightSpends(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	bal := b.balance(t, 1)
	open := b.openIntent(t, new(big.Int).Sub(bal, big.NewInt(50)).String())
	err := b.exec.Preflight(ctx, b.node(t, b.usdc(1, 2, "100")))
	require.ErrorContains(t, err, "in flight")
	require.NoError(t, b.exec.Preflight(ctx, b.node(t, b.usdc(1, 2, "50"))), "what is left")

	// Abandoned (never sent): no longer in flight.
	_, err = b.pool.Exec(ctx, `UPDATE node_intents SET intent_state = 'ABANDONED' WHERE node_id = $1`, open)
	require.NoError(t, err)
	require.NoError(t, b.exec.Preflight(ctx, b.node(t, b.usdc(1, 2, "100"))))
}
