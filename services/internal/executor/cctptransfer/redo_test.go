package cctptransfer_test

import (
	"context"
	"encoding/json"
	"math/big"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// revertBurns makes the next `times` burns revert on chain after they were signed, as a
// burn does when another node of the same holder overwrote its allowance in between:
// right before the broadcast it lowers Circle's per-message burn limit below the
// amount, waits for the burn's final receipt, and restores the limit.
type revertBurns struct {
	*cctptransfer.Executor
	t        *testing.T
	e        *env
	times    int32
	reverted atomic.Int32
}

func (r *revertBurns) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	var p struct{ Phase string }
	_ = json.Unmarshal(intent.Payload, &p)
	if p.Phase != "burn" || r.reverted.Load() >= r.times {
		return r.Executor.Submit(ctx, node, intent)
	}
	r.e.setBurnLimit(r.t, 1)
	res, err := r.Executor.Submit(ctx, node, intent)
	if err == nil {
		rec, werr := r.e.src.WaitMined(ctx, common.HexToHash(intent.TxHash))
		require.NoError(r.t, werr)
		require.Equal(r.t, types.ReceiptStatusFailed, rec.Status, "the burn reverted")
		r.reverted.Add(1)
	}
	r.e.setBurnLimit(r.t, 1_000_000_000)
	return res, err
}

// setBurnLimit sets TokenMinterV2's per-message burn limit of the source's USDC (as
// Circle's owner, the devchain deployer) and waits for it to be mined.
func (e *env) setBurnLimit(t *testing.T, limit int64) {
	t.Helper()
	minter := contracts.NewTokenMinterV2()
	opts := bind.NewKeyedTransactor(e.dc.Accounts()[0].Key, new(big.Int).SetUint64(e.src.ChainID))
	tx, err := bind.Transact(minter.Instance(e.src.Client(), e.src.CCTPTokenMinter), opts,
		minter.PackSetMaxBurnAmountPerMessage(e.src.USDC, big.NewInt(limit)))
	require.NoError(t, err)
	r, err := e.src.WaitMined(context.Background(), tx.Hash())
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
}

// A burn that reverted in a final block moved nothing, so the node decides its phase
// again on a new nonce instead of failing: it burns once more and completes, the
// reverted burn and the approval it was to use recorded as redone for verify-drift.
// A burn that keeps reverting fails the node after evmcall.MaxRedos redos.
func TestRevertedBurnIsRedoneThenFailsAfterMaxRedos(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		reverts   int32
		wantState string
		wantBurns int
	}{
		{name: "once", reverts: 1, wantState: "COMPLETED", wantBurns: 2},
		{name: "always", reverts: evmcall.MaxRedos + 1, wantState: "FAILED", wantBurns: evmcall.MaxRedos + 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			w := &revertBurns{t: t, times: tt.reverts}
			e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
			w.e = e
			amount := big.NewInt(300_000)
			srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
			id := e.start(t, amount.String(), "0", "standard")
			e.runUntil(t, "the movement to finish", e.finished(t, id))
			require.Equal(t, tt.wantState, e.movementState(t, id), e.describe(t))
			require.Equal(t, tt.wantBurns, e.f.Count(t, `SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
				WHERE n.movement_id = $1 AND i.payload->>'phase' = 'burn'`, id))

			var raw []byte
			require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT progress FROM movement_nodes WHERE movement_id = $1`, id).Scan(&raw))
			var prog struct {
				Redone []evmcall.Redone `json:"redone"`
			}
			require.NoError(t, json.Unmarshal(raw, &prog))
			require.Equal(t, min(int(tt.reverts), evmcall.MaxRedos), evmcall.Redos(prog.Redone))
			require.Equal(t, "burn", prog.Redone[0].Phase)
			require.True(t, prog.Redone[0].Reverted)
			require.Equal(t, "approve", prog.Redone[1].Phase, "the approval the reverted burn was to use")
			require.False(t, prog.Redone[1].Reverted)
			for _, r := range prog.Redone {
				require.NotEmpty(t, r.GasCost, "%s: its gas is a leg", r.Phase)
			}
			if tt.wantState == "COMPLETED" {
				e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(0))
				return
			}
			require.Equal(t, 0, balance(t, e.src, e.from).Cmp(srcBefore), "nothing burned")
		})
	}
}

// zeroAllowance takes the holder's allowance to TokenMessengerV2 back to zero once,
// after the node's approval is final and before its burn is decided, as another node of
// the same holder overwriting the allowance does.
type zeroAllowance struct {
	*cctptransfer.Executor
	t    *testing.T
	e    *env
	done atomic.Bool
}

func (z *zeroAllowance) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	var p struct{ Next string }
	_ = json.Unmarshal(node.Progress, &p)
	if p.Next == "burn" && z.done.CompareAndSwap(false, true) {
		usdc := contracts.NewUSDC()
		opts := bind.NewKeyedTransactor(z.e.dc.Accounts()[1].Key, new(big.Int).SetUint64(z.e.src.ChainID))
		tx, err := bind.Transact(usdc.Instance(z.e.src.Client(), z.e.src.USDC), opts, usdc.PackApprove(z.e.src.TokenMessenger, new(big.Int)))
		require.NoError(z.t, err)
		_, err = z.e.src.WaitMined(ctx, tx.Hash())
		require.NoError(z.t, err)
	}
	return z.Executor.Prepare(ctx, c, node)
}

// An approval whose allowance is gone by the time the burn is decided is made again,
// and the earlier one, mined and final, is recorded as redone: its gas is a leg for
// verify-drift, not overwritten by the later approval's.
func TestAnApprovalMadeAgainKeepsTheEarlierOnesGas(t *testing.T) {
	t.Parallel()
	z := &zeroAllowance{t: t}
	e := setup(t, func(x *cctptransfer.Executor) executor.Executor { z.Executor = x; return z })
	z.e = e
	amount := big.NewInt(300_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "0", "standard")
	e.runUntil(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(0))

	var raw []byte
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT progress FROM movement_nodes WHERE movement_id = $1`, id).Scan(&raw))
	var prog struct {
		ApproveTx    string           `json:"approve_tx"`
		ApproveBlock int64            `json:"approve_block"`
		Redone       []evmcall.Redone `json:"redone"`
	}
	require.NoError(t, json.Unmarshal(raw, &prog))
	require.Len(t, prog.Redone, 1, "the first approval")
	first := prog.Redone[0]
	require.Equal(t, []any{"approve", false, "dev-1"}, []any{first.Phase, first.Reverted, first.Chain})
	require.NotEqual(t, prog.ApproveTx, first.TxHash)
	require.Less(t, first.BlockNumber, prog.ApproveBlock)
	r, err := e.src.Client().TransactionReceipt(context.Background(), common.HexToHash(first.TxHash))
	require.NoError(t, err)
	require.Equal(t, evmcall.GasCost(r).String(), first.GasCost)
	require.Equal(t, r.BlockNumber.Int64(), first.BlockNumber)
}
