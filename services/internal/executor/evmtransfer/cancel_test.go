package evmtransfer_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// requireNeverSent proves from the chain that a transaction is neither pooled nor
// mined, and that its sender's nonce stays where it was, over several blocks.
func (b *bundle) requireNeverSent(t *testing.T, hash string, who int, nonce uint64) {
	t.Helper()
	ctx := context.Background()
	start, err := b.chain.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		head, err := b.chain.Client().BlockNumber(ctx)
		return err == nil && head > start+3
	}, 10*time.Second, 10*time.Millisecond)
	_, _, err = b.chain.Client().TransactionByHash(ctx, common.HexToHash(hash))
	require.ErrorIs(t, err, ethereum.NotFound, "the transaction was broadcast")
	pending, err := b.chain.Client().PendingNonceAt(ctx, b.accts[who].Address)
	require.NoError(t, err)
	require.Equal(t, nonce, pending, "the sender's nonce moved")
}

// recoverUntil asks e's Recover until it answers want, failing at once on any verdict in
// never (what the evidence must never allow on the way).
func recoverUntil(t *testing.T, e *evmtransfer.Executor, n executor.Node, in executor.Intent, want executor.Verdict, never ...executor.Verdict) executor.Recovery {
	t.Helper()
	var rec executor.Recovery
	require.Eventually(t, func() bool {
		got, err := e.Recover(context.Background(), n, &in)
		require.NoError(t, err)
		require.NotContains(t, never, got.Verdict, got.Reason)
		rec = got
		return got.Verdict == want
	}, 20*time.Second, 20*time.Millisecond)
	return rec
}

// While operators have a verdict open on an attempt, recovery reads evidence only: a
// signed transaction the node has never seen is not re-broadcast (it would land while
// operators prove it cannot); the answer is Unknown, saying why. Without the verdict
// the same bytes go out as usual.
func TestRecoverWithAVerdictOpenNeverRebroadcasts(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	before, nonce := b.balance(t, 2), b.nonce(t, 1)
	n := b.node(t, b.usdc(1, 2, "11"))
	in := b.prepare(t, n) // signed, never broadcast
	n.VerdictOpen = true
	rec, err := b.exec.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "verdict is open")
	b.requireNeverSent(t, in.TxHash, 1, nonce)
	require.Equal(t, before, b.balance(t, 2))

	n.VerdictOpen = false
	rec, err = b.exec.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
	require.Equal(t, executor.Completed, b.observe(t, n, in).Status)
}

// stuck stores and submits a transfer priced at one wei per gas, below the base fee:
// it sits in the node's pool and is never mined.
func (b *bundle) stuck(t *testing.T, amount string) (executor.Node, executor.Intent, *evmtransfer.Executor) {
	t.Helper()
	e := b.executorWith(t, b.cfg, true)
	cfg := b.usdc(1, 2, amount)
	cfg["test_max_fee_per_gas_wei"] = 1
	n, in := b.storedIntent(t, e, cfg)
	_, err := e.Submit(context.Background(), n, in)
	require.NoError(t, err)
	_, pending, err := b.chain.Client().TransactionByHash(context.Background(), common.HexToHash(in.TxHash))
	require.NoError(t, err)
	require.True(t, pending, "the underpriced transfer waits in the pool")
	return n, in, e
}

// Cancel by replacement: an attempt stuck in the pool is replaced by a zero-value
// transfer from the sender to itself at its nonce, recorded as the intent's
// cancellation before it is broadcast (a broadcast the provider lost is repeated by the
// next call). Once the cancellation is final, recovery proves the attempt cannot land
// (NotSent), observation never takes the cancellation for the transfer, and the
// recipient received nothing.
func TestCancelAttemptProvesAStuckTransferNotSent(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	before, nonce := b.balance(t, 2), b.nonce(t, 1)
	n, in, e := b.stuck(t, "13")
	n.VerdictOpen = true // the engine cancels for an approved not_sent verdict

	// The provider accepts the cancellation and loses it: the attempt is still pending.
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{
		{Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionSwallow}}}))
	did, err := e.CancelAttempt(ctx, n, in)
	require.NoError(t, err)
	require.Contains(t, did, "signed and recorded the cancellation")
	b.chain.Faults().Clear()
	var cancelHash string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_tx_candidates WHERE intent_id = $1 AND kind = 'cancel'`,
		in.ID).Scan(&cancelHash))
	rec, err := e.Recover(ctx, n, &in)
	require.NoError(t, err)
	require.Equal(t, executor.VerdictSent, rec.Verdict, "still in the pool: %s", rec.Reason)

	// The next call re-broadcasts the recorded cancellation; it replaces the attempt.
	did, err = e.CancelAttempt(ctx, n, in)
	require.NoError(t, err)
	require.Contains(t, did, "re-broadcast the recorded cancellation "+cancelHash)
	var candidates int
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*)::int FROM evm_tx_candidates WHERE intent_id = $1`, in.ID).Scan(&candidates))
	require.Equal(t, 1, candidates, "one cancellation, recorded once")
	rec = recoverUntil(t, e, n, in, executor.VerdictNotSent, executor.VerdictSent, executor.VerdictCompleted)
	require.Contains(t, rec.Reason, cancelHash, "the cancellation took the nonce")

	obs, err := e.Observe(ctx, n, in)
	require.NoError(t, err)
	require.Equal(t, executor.Unknown, obs.Status, "a mined cancellation is not the transfer: %s", obs.Reason)
	require.Contains(t, obs.Reason, "cancellation")
	require.Equal(t, before, b.balance(t, 2), "the recipient received nothing")
	require.Equal(t, nonce+1, b.nonce(t, 1), "the cancellation used the nonce")
	cancelled, err := b.chain.Client().TransactionReceipt(ctx, common.HexToHash(cancelHash))
	require.NoError(t, err)
	require.Equal(t, uint64(1), cancelled.Status)

	// What the cancellation cost its sender was recorded before the proof, for
	// verify-drift: it is no node's phase, so no node reports it.
	var kind, sender, cost string
	var block int64
	var intent uuid.UUID
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT kind, address, block_number, gas_cost::text, intent_id FROM evm_gas_spends
		WHERE tx_hash = $1`, cancelHash).Scan(&kind, &sender, &block, &cost, &intent))
	require.Equal(t, "cancel", kind)
	require.Equal(t, strings.ToLower(b.accts[1].Address.Hex()), sender)
	require.Equal(t, cancelled.BlockNumber.Int64(), block)
	require.Equal(t, evmcall.GasCost(cancelled).String(), cost)
	require.Equal(t, in.ID, intent)
}

// When the attempt's own transaction wins the nonce (it was mined while the
// cancellation was being signed), recovery answers from it as usual, the transfer
// completes exactly once, and the recorded cancellation never lands.
func TestCancelAttemptLosingTheRaceLeavesTheTransfer(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	before, nonce := b.balance(t, 2), b.nonce(t, 1)
	n, in := b.storedIntent(t, b.exec, b.usdc(1, 2, "17"))
	_, err := b.exec.Submit(ctx, n, in)
	require.NoError(t, err)
	_, err = b.chain.WaitMined(ctx, common.HexToHash(in.TxHash))
	require.NoError(t, err)

	// The provider has not indexed the transfer yet when the cancellation is signed:
	// it is recorded, and the chain refuses it (the nonce is used).
	lookups := []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: lookups, Action: rpcfault.ActionNull}}}))
	_, err = b.exec.CancelAttempt(ctx, n, in)
	b.chain.Faults().Clear()
	require.ErrorContains(t, err, "nonce too low")
	var cancelHash string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_tx_candidates WHERE intent_id = $1 AND kind = 'cancel'`,
		in.ID).Scan(&cancelHash))

	n.VerdictOpen = true
	rec := recoverUntil(t, b.exec, n, in, executor.VerdictCompleted, executor.VerdictNotSent)
	require.Contains(t, rec.Reason, in.TxHash)
	require.Equal(t, executor.Completed, b.observe(t, n, in).Status)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(17)), b.balance(t, 2), "paid once")
	require.Equal(t, nonce+1, b.nonce(t, 1))
	_, _, err = b.chain.Client().TransactionByHash(ctx, common.HexToHash(cancelHash))
	require.True(t, errors.Is(err, ethereum.NotFound), "the cancellation never landed")
	var spends int
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*)::int FROM evm_gas_spends`).Scan(&spends))
	require.Zero(t, spends, "a cancellation that never landed cost nothing")

	_, err = b.exec.CancelAttempt(ctx, n, in)
	require.ErrorIs(t, err, executor.ErrNotCancellable, "a landed attempt is not cancelled")
}

// A cancellation that took the nonce in a final block, which the provider does not show
// by hash yet, is still the attempt's cancellation: recovery cannot read its gas, so it
// waits (Unknown) rather than prove the attempt cancelled with the gas unrecorded, and
// proves it, recording the gas, once the receipt is there.
func TestACancellationIsRecordedBeforeTheAttemptIsProvenCancelled(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	ctx := context.Background()
	n, in, e := b.stuck(t, "19")
	n.VerdictOpen = true
	_, err := e.CancelAttempt(ctx, n, in)
	require.NoError(t, err)
	var cancelHash string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_tx_candidates WHERE intent_id = $1 AND kind = 'cancel'`,
		in.ID).Scan(&cancelHash))
	_, err = b.chain.WaitMined(ctx, common.HexToHash(cancelHash))
	require.NoError(t, err)
	b.chain.Mine()

	lookups := []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: lookups, Action: rpcfault.ActionNull}}}))
	rec, err := e.Recover(ctx, n, &in)
	b.chain.Faults().Clear()
	require.NoError(t, err)
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "receipt of the cancellation")
	var spends int
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*)::int FROM evm_gas_spends`).Scan(&spends))
	require.Zero(t, spends)

	rec = recoverUntil(t, e, n, in, executor.VerdictNotSent, executor.VerdictSent, executor.VerdictCompleted)
	require.Contains(t, rec.Reason, cancelHash)
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT count(*)::int FROM evm_gas_spends WHERE tx_hash = $1`, cancelHash).Scan(&spends))
	require.Equal(t, 1, spends)
}
