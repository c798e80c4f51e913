package evmtransfer_test

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// withProviders is b's chain configuration with more providers after the primary and
// a not_sent_quorum (0: every provider).
func (b *bundle) withProviders(quorum int, urls ...string) *evm.Config {
	cfg := *b.cfg
	cfg.Chains = slices.Clone(cfg.Chains)
	cfg.Chains[0].RPCURLs = urls
	cfg.Chains[0].NotSentQuorum = quorum
	return &cfg
}

// finalOn waits until hash is mined on c at the chain's finality depth.
func (b *bundle) finalOn(t *testing.T, c *devchain.Chain, hash common.Hash) {
	t.Helper()
	ctx := context.Background()
	require.Eventually(t, func() bool {
		r, err := c.Client().TransactionReceipt(ctx, hash)
		if err != nil {
			return false
		}
		head, err := c.Client().BlockNumber(ctx)
		return err == nil && head >= r.BlockNumber.Uint64()+b.cfg.Chains[0].FinalityDepth
	}, 20*time.Second, 10*time.Millisecond)
}

// takeNonce makes account who use nonce on c with a zero-value transfer to itself,
// final: another transaction at the intent's nonce.
func (b *bundle) takeNonce(t *testing.T, c *devchain.Chain, who int, nonce uint64) common.Hash {
	t.Helper()
	ctx := context.Background()
	tip, feeCap, err := evm.Fees(ctx, c.Client(), &b.cfg.Chains[0])
	require.NoError(t, err)
	to := b.accts[who].Address
	tx, err := types.SignNewTx(b.accts[who].Key, types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID)), &types.DynamicFeeTx{
		ChainID: new(big.Int).SetUint64(c.ChainID), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: evm.NativeTransferGas, To: &to, Value: new(big.Int),
	})
	require.NoError(t, err)
	require.NoError(t, c.Client().SendTransaction(ctx, tx))
	b.finalOn(t, c, tx.Hash())
	return tx.Hash()
}

// proxy starts another provider of c: a fault proxy on loopback in front of its RPC.
func proxy(t *testing.T, c *devchain.Chain) *rpcfault.Proxy {
	t.Helper()
	p, err := rpcfault.Start(context.Background(), "127.0.0.1:0", c.RPCURL)
	require.NoError(t, err)
	t.Cleanup(p.Close)
	return p
}

// forked is b's chain, the lying primary, and a second devchain with the same chain
// ID, accounts and contracts but another history, the honest provider, with an
// executor over both (a not_sent_quorum of every provider).
func forked(t *testing.T) (*bundle, *devchain.Chain, *evmtransfer.Executor) {
	t.Helper()
	b := setupFinality(t, 1, 2)
	dc2, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 3,
		BlockInterval: 50 * time.Millisecond, Confirmations: 1, FinalityDepth: 2,
	})
	honest := dc2.Chain("dev-1")
	require.Equal(t, b.chain.USDC, honest.USDC, "the two views share the token's address")
	return b, honest, b.executor(t, b.withProviders(0, honest.RPCURL))
}

// mineOn broadcasts the intent's signed transfer on c and waits until it is final
// there; it returns the transfer and the recipient's balance on c after it.
func (b *bundle) mineOn(t *testing.T, c *devchain.Chain, in executor.Intent) (*types.Transaction, *big.Int) {
	t.Helper()
	signed := new(types.Transaction)
	require.NoError(t, signed.UnmarshalBinary(in.SignedTx))
	require.NoError(t, c.Client().SendTransaction(context.Background(), signed))
	b.finalOn(t, c, signed.Hash())
	return signed, tokenBalance(t, c, b.accts[2].Address)
}

// requireNotSentAgain proves nothing of the sender went out after the transfer on
// either view, and the recipient was paid once on the honest one.
func (b *bundle) requireNotSentAgain(t *testing.T, honest *devchain.Chain, signed *types.Transaction, paid *big.Int) {
	t.Helper()
	n, err := honest.Client().PendingNonceAt(context.Background(), b.accts[1].Address)
	require.NoError(t, err)
	require.Equal(t, signed.Nonce()+1, n)
	n, err = b.chain.Client().PendingNonceAt(context.Background(), b.accts[1].Address)
	require.NoError(t, err)
	require.Equal(t, signed.Nonce()+1, n)
	require.Equal(t, paid, tokenBalance(t, honest, b.accts[2].Address), "paid exactly once")
}

// A provider that serves another view of the chain (a fork, or a lie) shows another
// transaction final at the transfer's nonce and hides the transfer, which the chain
// mined: alone it makes recovery answer NotSent, and the engine would pay again. With
// a second provider, which shows the transfer mined, recovery does not answer NotSent
// (Unknown, naming that provider), and nothing is sent a second time.
func TestNotSentNeedsNoProviderToShowTheTransferMined(t *testing.T) {
	t.Parallel()
	b, honest, e := forked(t)
	ctx := context.Background()
	n := b.node(t, b.usdc(1, 2, "21"))
	in := b.prepareWith(t, e, n)
	signed, paid := b.mineOn(t, honest, in)
	b.takeNonce(t, b.chain, 1, signed.Nonce())

	// One provider: NotSent, the double spend this rule exists for.
	rec, err := b.exec.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictNotSent, rec.Verdict, rec.Reason)

	rec, err = e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "<rpc 2 of dev-1> shows "+signed.Hash().Hex()+" mined")
	require.NotContains(t, rec.Reason, honest.RPCURL)
	b.requireNotSentAgain(t, honest, signed, paid)
}

// The same for the attempt's own cancellation: the primary shows it final at the
// transfer's nonce, the other provider shows the transfer mined. Recovery does not
// take the cancellation as proof (Unknown, naming the provider).
func TestCancelledNotSentNeedsNoProviderToShowTheTransferMined(t *testing.T) {
	t.Parallel()
	b, honest, e := forked(t)
	ctx := context.Background()
	n, in := b.storedIntent(t, e, b.usdc(1, 2, "22")) // signed, never broadcast on the primary
	signed, paid := b.mineOn(t, honest, in)
	n.VerdictOpen = true // the engine cancels for an approved not_sent verdict
	did, err := e.CancelAttempt(ctx, n, in)
	require.NoError(t, err)
	require.Contains(t, did, "broadcast")
	var cancelHash string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_tx_candidates WHERE intent_id = $1 AND kind = 'cancel'`,
		in.ID).Scan(&cancelHash))
	b.finalOn(t, b.chain, common.HexToHash(cancelHash))

	rec, err := b.exec.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictNotSent, rec.Verdict, "one provider: %s", rec.Reason)

	rec, err = e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "cancellation")
	require.Contains(t, rec.Reason, "<rpc 2 of dev-1> shows "+signed.Hash().Hex()+" mined")
	b.requireNotSentAgain(t, honest, signed, paid)
}

// With every provider honest, a transfer whose nonce another transaction used in a
// final block is NotSent as with one; a provider that is down, or lags behind the
// final block, makes recovery wait (Unknown, naming it) until it answers, unless the
// chain's not_sent_quorum does without it.
func TestNotSentWaitsForTheQuorumOfProviders(t *testing.T) {
	t.Parallel()
	b := setupFinality(t, 1, 2)
	ctx := context.Background()
	second := proxy(t, b.chain)
	e := b.executor(t, b.withProviders(0, second.URL()))
	n := b.node(t, b.usdc(1, 2, "23"))
	in := b.prepareWith(t, e, n) // signed, never broadcast
	taken := b.takeNonce(t, b.chain, 1, uint64(*in.Nonce))

	for _, f := range []struct {
		name   string
		faults rpcfault.Faults
		want   string
	}{
		{name: "down", want: "<rpc 2 of dev-1> is down",
			faults: rpcfault.Faults{Rules: []rpcfault.Rule{{Action: rpcfault.ActionError, Message: "upstream unavailable"}}}},
		{name: "lagging behind the final block", want: "<rpc 2 of dev-1> does not show the nonce used", faults: rpcfault.Faults{LagBlocks: 1_000}},
	} {
		require.NoError(t, second.Set(f.faults), f.name)
		rec, err := e.Recover(ctx, n, &in)
		require.NoError(t, err)
		require.Equal(t, executor.VerdictUnknown, rec.Verdict, "%s: %s", f.name, rec.Reason)
		require.Contains(t, rec.Reason, f.want, f.name)
		require.Contains(t, rec.Reason, "1 of 2 providers confirm it, 2 needed", f.name)

		// A quorum of one of the two does without it.
		one := b.executor(t, b.withProviders(1, second.URL()))
		rec, err = one.Recover(ctx, n, &in)
		require.NoError(t, err)
		require.Equal(t, executor.VerdictNotSent, rec.Verdict, "%s: %s", f.name, rec.Reason)
	}

	second.Clear()
	rec, err := e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictNotSent, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, taken.Hex())
}
