package evmtransfer_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// The engine end to end, with keys only where they sign: the dispatcher (keys) sends a
// transfer priced below what the chain takes; the observer, whose executor has only the
// address book, hands the node to recovery ("fee bump due") and signs nothing; recovery
// (keys) records and broadcasts the replacement and hands the node back; the observer
// completes it. The transfer is paid once.
func TestObserverHandsFeeBumpsToRecovery(t *testing.T) {
	t.Parallel()
	dc, cfg, signers := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 3, BlockInterval: 50 * time.Millisecond, Confirmations: 1,
	})
	f := testfix.New(t, testfix.UseLoginPool(), testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(pool), TestHooks: true})
		require.NoError(t, err)
		t.Cleanup(e.Close)
		return []executor.Executor{e}
	}))
	public, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: evm.AddressBook(cfg), Pool: f.Workers(), TestHooks: true})
	require.NoError(t, err)
	t.Cleanup(public.Close)
	publicRegistry, err := executor.NewRegistry(public)
	require.NoError(t, err)

	from, to := dc.Accounts()[1].Address, dc.Accounts()[2].Address
	chain := dc.Chain("dev-1")
	before := tokenBalance(t, chain, to)
	tmpl := f.UniqueTemplate(t, "bump", fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"321","test_max_fee_per_gas_wei":1}}]}`, from.Hex(), to.Hex()))
	m := f.Movement(t, movement.CreateInput{TemplateName: tmpl})

	d, err := engine.NewDispatcher(f.EngineConfig())
	require.NoError(t, err)
	oc := f.EngineConfig()
	oc.Registry = publicRegistry
	o, err := engine.NewObserver(oc)
	require.NoError(t, err)
	rc := f.EngineConfig()
	rc.UnknownRetry = time.Millisecond
	r, err := engine.NewRecovery(rc)
	require.NoError(t, err)

	ctx := context.Background()
	node := func() (state, reason string) {
		var r *string
		require.NoError(t, f.Pool.QueryRow(ctx, `SELECT node_state, last_error FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&state, &r))
		if r != nil {
			reason = *r
		}
		return state, reason
	}
	handedOver := 0
	testfix.WaitFor(t, "the transfer to complete", func() bool {
		for _, batch := range []func(context.Context) (int, error){d.Batch, o.Batch} {
			_, err := batch(ctx)
			require.NoError(t, err)
		}
		state, reason := node()
		if state == "UNKNOWN" {
			require.Contains(t, reason, evmcall.FeeBumpDue)
			require.Zero(t, f.Count(t, `SELECT count(*)::int FROM evm_tx_candidates`)-handedOver,
				"the observer signed nothing: every candidate is recovery's, one per hand-over")
			handedOver++
			_, err := r.Batch(ctx)
			require.NoError(t, err)
			require.Equal(t, handedOver, f.Count(t, `SELECT count(*)::int FROM evm_tx_candidates WHERE kind = 'bump'`), "recovery recorded its replacement")
			state, _ = node()
			require.Contains(t, []string{"SUBMITTED", "COMPLETED"}, state, "and handed the node back")
		}
		return state == "COMPLETED"
	})
	require.Positive(t, handedOver, "the observer handed the node to recovery")
	var mined string
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT result->>'tx_hash' FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&mined))
	require.Equal(t, 1, f.Count(t, `SELECT count(*)::int FROM evm_tx_candidates WHERE tx_hash = $1`, mined), "a replacement was mined")
	require.Equal(t, new(big.Int).Add(before, big.NewInt(321)), tokenBalance(t, chain, to), "paid once")
}
