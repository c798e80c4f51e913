package devchain_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

// chainWithTransfer starts a one-chain devchain and signs a transfer of 1 wei between two
// of its accounts, not sent.
func chainWithTransfer(t *testing.T) (*devchain.Chain, *types.Transaction) {
	t.Helper()
	ctx := context.Background()
	d, err := devchain.Start(ctx, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Dir: t.TempDir(), Accounts: 2,
		BlockInterval: devchaintest.BlockInterval,
	})
	require.NoError(t, err)
	t.Cleanup(d.Close)
	c := d.Chain("dev-1")
	a := d.Accounts()[1]
	to := d.Accounts()[2].Address
	nonce, err := c.Client().PendingNonceAt(ctx, a.Address)
	require.NoError(t, err)
	return c, types.MustSignNewTx(a.Key, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
		Gas: 21000, To: &to, Value: big.NewInt(1),
	})
}

// A transaction marked with DropNext is answered as accepted over the RPC URL but never
// reaches the node; its next broadcast does, and is mined.
func TestDropNext(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c, tx := chainWithTransfer(t)
	rpc, err := ethclient.DialContext(ctx, c.RPCURL)
	require.NoError(t, err)
	t.Cleanup(rpc.Close)
	c.DropNext(tx.Hash())
	require.NoError(t, rpc.SendTransaction(ctx, tx))
	start, err := c.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		n, err := c.Client().BlockNumber(ctx)
		return err == nil && n > start+3
	}, 10*time.Second, 10*time.Millisecond)
	_, _, err = c.Client().TransactionByHash(ctx, tx.Hash())
	require.Error(t, err, "dropped")
	// The same bytes again are mined.
	require.NoError(t, rpc.SendTransaction(ctx, tx))
	require.Eventually(t, func() bool {
		r, err := c.Client().TransactionReceipt(ctx, tx.Hash())
		return err == nil && r.Status == 1
	}, 10*time.Second, 10*time.Millisecond)
}

// POST <RPC URL>/reorg reorganises the chain from another process: the blocks above the
// new head are gone, and their transactions are mined again in other blocks.
func TestReorgOverHTTP(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c, tx := chainWithTransfer(t)
	require.NoError(t, c.Client().SendTransaction(ctx, tx))
	var first *types.Receipt
	require.Eventually(t, func() bool {
		var err error
		first, err = c.Client().TransactionReceipt(ctx, tx.Hash())
		return err == nil
	}, 10*time.Second, 10*time.Millisecond)

	post := func(body string) (int, devchain.ReorgAnswer) {
		t.Helper()
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.RPCURL+"/reorg", strings.NewReader(body))
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer func() { require.NoError(t, resp.Body.Close()) }()
		var ans devchain.ReorgAnswer
		if resp.StatusCode == http.StatusOK {
			require.NoError(t, json.NewDecoder(resp.Body).Decode(&ans))
		}
		return resp.StatusCode, ans
	}
	code, _ := post(`{"depth":0}`)
	require.Equal(t, http.StatusBadRequest, code)
	var ans devchain.ReorgAnswer
	require.Eventually(t, func() bool {
		head, err := c.Client().BlockNumber(ctx)
		require.NoError(t, err)
		depth := head - first.BlockNumber.Uint64() + 1 // the transfer's block is reorged out
		code, ans = post(fmt.Sprintf(`{"depth":%d}`, depth))
		return code == http.StatusOK && ans.To == first.BlockNumber.Uint64()-1
	}, 10*time.Second, 10*time.Millisecond)
	require.Eventually(t, func() bool {
		r, err := c.Client().TransactionReceipt(ctx, tx.Hash())
		return err == nil && r.BlockHash != first.BlockHash
	}, 10*time.Second, 10*time.Millisecond, "mined again in another block")
}
