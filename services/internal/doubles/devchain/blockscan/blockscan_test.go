package blockscan_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/blockscan"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// A scanner that reads only blocks Depth deep reports a log once, from the block that
// stays in the chain, when a reorg moves it into a block the scanner has already passed
// (a reorg shallower than the depth, as chaos makes them). Reading up to the head, it
// reports the log from a block the reorg took out and never reads the block the log is
// in now; had it read the head just before the transfer was first mined, it would have
// missed the log altogether, as the CCIP relay did before it read final blocks only.
func TestALogMovedByAReorgWithinTheDepthIsReadOnceFromTheBlockThatStays(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		depth uint64
		// fromTheBlockThatStays: the one log read is from the block the transfer is
		// in at the end; otherwise from the block the reorg took out.
		fromTheBlockThatStays bool
	}{
		{name: "final blocks only", depth: 3, fromTheBlockThatStays: true},
		{name: "up to the head", depth: 1, fromTheBlockThatStays: false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			// Blocks are mined only when a transaction arrives or the test mines one.
			d, _, _ := devchaintest.Start(t, devchain.Config{
				Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 2, BlockInterval: time.Hour,
			})
			c := d.Chain("dev-1")
			for range 3 {
				c.Mine()
			}
			head, err := c.Client().BlockNumber(ctx)
			require.NoError(t, err)
			s := blockscan.New(c.Client(), c.USDC, []common.Hash{evm.TransferTopic}, blockscan.Options{From: head, Depth: tc.depth})
			var seen []types.Log
			scan := func() {
				t.Helper()
				logs, err := s.Scan(ctx)
				require.NoError(t, err)
				seen = append(seen, logs...)
			}
			scan() // the scanner has read up to the head (less the depth)

			// A transfer is mined at head+1, and read there by a scanner at depth 1.
			tx := transfer(t, d)
			first := receipt(t, c, tx.Hash())
			require.Equal(t, head+1, first.BlockNumber.Uint64())
			scan()
			// A reorg two blocks deep (within the depth of 3) mines it again at head.
			_, to, err := c.ReorgBy(2, false)
			require.NoError(t, err)
			require.Equal(t, head-1, to)
			// The transfer goes back to the pool; the next block, at head, takes it.
			var again *types.Receipt
			require.Eventually(t, func() bool {
				r, err := c.Client().TransactionReceipt(ctx, tx.Hash())
				if err == nil && r.BlockHash != first.BlockHash {
					again = r
					return true
				}
				if _, pending, err := c.Client().TransactionByHash(ctx, tx.Hash()); err == nil && pending {
					c.Mine()
				}
				return false
			}, 30*time.Second, 5*time.Millisecond)
			require.Equal(t, head, again.BlockNumber.Uint64(), "mined again one block lower")
			for range tc.depth + 2 {
				c.Mine()
				scan()
			}

			var ours []types.Log
			for _, l := range seen {
				if l.TxHash == tx.Hash() {
					ours = append(ours, l)
				}
			}
			require.Len(t, ours, 1, "the transfer's log is read once")
			want := first.BlockHash
			if tc.fromTheBlockThatStays {
				want = again.BlockHash
			}
			require.Equal(t, want, ours[0].BlockHash)
			require.Equal(t, tc.fromTheBlockThatStays, isCanonical(t, c, ours[0]))
		})
	}
}

// transfer sends 1 USDC unit from dev account 1 to dev account 2; the chain mines it at
// once (receipt waits for that).
func transfer(t *testing.T, d *devchain.Devchain) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	c := d.Chain("dev-1")
	from := d.Accounts()[1]
	nonce, err := c.Client().PendingNonceAt(ctx, from.Address)
	require.NoError(t, err)
	tx := types.MustSignNewTx(from.Key, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
		Gas: 100_000, To: &c.USDC, Data: contracts.NewERC20().PackTransfer(d.Accounts()[2].Address, big.NewInt(1)),
	})
	require.NoError(t, c.Client().SendTransaction(ctx, tx))
	return tx
}

// receipt waits for tx's receipt on c.
func receipt(t *testing.T, c *devchain.Chain, hash common.Hash) *types.Receipt {
	t.Helper()
	var r *types.Receipt
	require.Eventually(t, func() bool {
		var err error
		r, err = c.Client().TransactionReceipt(context.Background(), hash)
		return err == nil
	}, 30*time.Second, 5*time.Millisecond)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return r
}

// isCanonical says whether l's block is the chain's block at that number now.
func isCanonical(t *testing.T, c *devchain.Chain, l types.Log) bool {
	t.Helper()
	h, err := c.Client().HeaderByNumber(context.Background(), new(big.Int).SetUint64(l.BlockNumber))
	require.NoError(t, err)
	return h.Hash() == l.BlockHash
}
