package evmtransfer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// An operators' not_sent verdict on a transfer whose transaction T a provider accepted
// and lost never pays twice. T can still surface later (another provider's mempool has
// it): approving the verdict does not run the node again at a new nonce while T's nonce
// is free; recovery first cancels T by replacement (a zero-value transfer to the sender
// at T's nonce), applies the verdict once that is final, and the transfer then pays
// once. When T surfaces afterwards, the chain refuses it. Before, the approval ran the
// node again at once, T landed at its nonce when it surfaced, and the recipient was
// paid twice while the movement reported COMPLETED.
func TestNotSentVerdictNeverPaysTwice(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, cfg, signers := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 3, BlockInterval: devchaintest.BlockInterval,
	})
	chain := dc.Chain("dev-1")
	from, to := dc.Accounts()[1].Address, dc.Accounts()[2].Address
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(e.Close)
		return []executor.Executor{e}
	}))
	ecfg := f.EngineConfig()
	ecfg.UnknownRetry, ecfg.RetryBackoff, ecfg.MaxRetryBackoff = 10*time.Millisecond, 10*time.Millisecond, 50*time.Millisecond
	d, err := engine.NewDispatcher(ecfg)
	require.NoError(t, err)
	t.Cleanup(d.Wait)
	o, err := engine.NewObserver(ecfg)
	require.NoError(t, err)
	r, err := engine.NewRecovery(ecfg)
	require.NoError(t, err)
	step := func() {
		_, err := d.Batch(ctx)
		require.NoError(t, err)
		_, _ = o.Batch(ctx) // an observe error is logged and retried, as the worker does
		_, err = r.Batch(ctx)
		require.NoError(t, err)
	}
	tmpl := f.UniqueTemplate(t, "pay", fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"55"}}]}`, from.Hex(), to.Hex()))
	before := tokenBalance(t, chain, to)

	// The provider accepts every broadcast and loses it.
	require.NoError(t, chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{
		{Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionSwallow}}}))
	id := f.Movement(t, movement.CreateInput{TemplateName: tmpl}).ID
	var node uuid.UUID
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT id FROM movement_nodes WHERE movement_id = $1`, id).Scan(&node))
	waitState(t, f, node, "UNKNOWN", step)
	var raw []byte
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT signed_tx FROM node_intents WHERE node_id = $1 AND attempt = 1`, node).Scan(&raw))
	lost := new(types.Transaction)
	require.NoError(t, lost.UnmarshalBinary(raw))

	v, err := f.Svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{NodeID: node, Attempt: 1, Verdict: movement.VerdictNotSent,
		Reason: "the explorer does not know the transaction", By: "ops-1"})
	require.NoError(t, err)
	_, err = f.Svc.ApproveVerdict(ctx, v.ID, "ops-2")
	require.NoError(t, err)
	chain.Faults().Clear()

	// Once the node runs again, T surfaces from another provider's mempool.
	waitState(t, f, node, "COMPLETED", func() {
		step()
		if state(t, f, node) != "UNKNOWN" {
			_ = chain.Client().SendTransaction(ctx, lost) // refused once T's nonce is taken
		}
	})
	testfix.WaitFor(t, "the chain to settle", func() bool {
		chain.Mine()
		pending, err := chain.Client().PendingNonceAt(ctx, from)
		confirmed, err2 := chain.Client().NonceAt(ctx, from, nil)
		return err == nil && err2 == nil && pending == confirmed
	})
	require.Equal(t, before.Int64()+55, tokenBalance(t, chain, to).Int64(), "the recipient is paid exactly once")
	after, err := db.Wrap(f.Pool).Verdicts().Get(ctx, v.ID)
	require.NoError(t, err)
	require.Equal(t, "APPLIED", after.State)
	require.Equal(t, 1, f.Count(t, `SELECT count(*)::int FROM evm_tx_candidates WHERE kind = 'cancel'`), "T was cancelled by replacement")
}

func state(t *testing.T, f *testfix.Fixture, node uuid.UUID) string {
	t.Helper()
	var s string
	require.NoError(t, f.Pool.QueryRow(context.Background(), `SELECT node_state FROM movement_nodes WHERE id = $1`, node).Scan(&s))
	return s
}

// waitState runs step until the node is in want.
func waitState(t *testing.T, f *testfix.Fixture, node uuid.UUID, want string, step func()) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for state(t, f, node) != want {
		if time.Now().After(deadline) {
			var last []byte
			_ = f.Pool.QueryRow(context.Background(), `SELECT to_jsonb(n) FROM movement_nodes n WHERE id = $1`, node).Scan(&last)
			t.Fatalf("node never reached %s: %s", want, json.RawMessage(last))
		}
		step()
		time.Sleep(5 * time.Millisecond)
	}
}
