package rpcfault_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

type bundle struct {
	chain *devchain.Chain
	proxy *rpcfault.Proxy
	rpc   *rpc.Client
	cl    *ethclient.Client
	acct  devchain.Account
	to    common.Address
}

// setup starts one devchain chain and dials its RPC URL, which is an rpcfault proxy.
func setup(t *testing.T) *bundle {
	t.Helper()
	ctx := context.Background()
	d, err := devchain.Start(ctx, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Dir: t.TempDir(), Accounts: 2,
		BlockInterval: devchaintest.BlockInterval,
	})
	require.NoError(t, err)
	t.Cleanup(d.Close)
	c := d.Chain("dev-1")
	rc, err := rpc.DialContext(ctx, c.RPCURL)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	return &bundle{chain: c, proxy: c.Faults(), rpc: rc, cl: ethclient.NewClient(rc), acct: d.Accounts()[1], to: d.Accounts()[2].Address}
}

// minedTx sends a native transfer (straight to the node) and waits for its receipt.
func (b *bundle) minedTx(t *testing.T) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	nonce, err := b.chain.Client().PendingNonceAt(ctx, b.acct.Address)
	require.NoError(t, err)
	tx := b.sign(nonce)
	require.NoError(t, b.chain.Client().SendTransaction(ctx, tx))
	require.Eventually(t, func() bool {
		_, err := b.chain.Client().TransactionReceipt(ctx, tx.Hash())
		return err == nil
	}, 10*time.Second, 10*time.Millisecond)
	return tx
}

func (b *bundle) sign(nonce uint64) *types.Transaction {
	return types.MustSignNewTx(b.acct.Key, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
		Gas: 21000, To: &b.to, Value: big.NewInt(1),
	})
}

func TestForwardsWithoutFaults(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tx := b.minedTx(t)
	r, err := b.cl.TransactionReceipt(context.Background(), tx.Hash())
	require.NoError(t, err)
	require.Equal(t, tx.Hash(), r.TxHash)
	id, err := b.cl.ChainID(context.Background())
	require.NoError(t, err)
	require.Equal(t, uint64(31337), id.Uint64())
}

// Each action, on the methods it is set for only.
func TestActions(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	tx := b.minedTx(t)
	receipt := []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}

	// error: geth's indexing answer, an RPC error (not ethereum.NotFound).
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: receipt, Action: rpcfault.ActionError}}}))
	_, err := b.cl.TransactionReceipt(ctx, tx.Hash())
	require.ErrorContains(t, err, rpcfault.IndexingInProgress)
	require.False(t, errors.Is(err, ethereum.NotFound))
	var rpcErr rpc.Error
	require.ErrorAs(t, err, &rpcErr)
	_, _, err = b.cl.TransactionByHash(ctx, tx.Hash())
	require.ErrorContains(t, err, rpcfault.IndexingInProgress)
	_, err = b.cl.BlockNumber(ctx)
	require.NoError(t, err, "other methods pass")

	// null: a backend that has not seen it.
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: receipt, Action: rpcfault.ActionNull}}}))
	_, err = b.cl.TransactionReceipt(ctx, tx.Hash())
	require.ErrorIs(t, err, ethereum.NotFound)

	// drop: no answer at all, a transport error.
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_blockNumber"}, Action: rpcfault.ActionDrop}}}))
	_, err = b.cl.BlockNumber(ctx)
	require.Error(t, err)
	require.False(t, errors.As(err, &rpcErr), "a transport error, not an RPC answer: %v", err)

	// delay, and drop after a delay: the client's timeout fires first.
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_blockNumber"}, Action: rpcfault.ActionDelay, DelayMS: 300}}}))
	start := time.Now()
	_, err = b.cl.BlockNumber(ctx)
	require.NoError(t, err)
	require.GreaterOrEqual(t, time.Since(start), 300*time.Millisecond)
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_blockNumber"}, Action: rpcfault.ActionDrop, DelayMS: 5000}}}))
	tctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	_, err = b.cl.BlockNumber(tctx)
	cancel()
	require.ErrorIs(t, err, context.DeadlineExceeded)

	// swallow: accepted, never forwarded.
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionSwallow}}}))
	nonce, err := b.chain.Client().PendingNonceAt(ctx, b.acct.Address)
	require.NoError(t, err)
	lost := b.sign(nonce)
	require.NoError(t, b.cl.SendTransaction(ctx, lost))
	_, _, err = b.chain.Client().TransactionByHash(ctx, lost.Hash())
	require.ErrorIs(t, err, ethereum.NotFound, "the node never saw it")
	b.proxy.Clear()
	require.NoError(t, b.cl.SendTransaction(ctx, lost))
	require.Eventually(t, func() bool {
		_, err := b.chain.Client().TransactionReceipt(ctx, lost.Hash())
		return err == nil
	}, 10*time.Second, 10*time.Millisecond)

	// lose_answer: the node takes it, the caller hears nothing.
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionLoseAnswer}}}))
	nonce, err = b.chain.Client().PendingNonceAt(ctx, b.acct.Address)
	require.NoError(t, err)
	accepted := b.sign(nonce)
	err = b.cl.SendTransaction(ctx, accepted)
	require.Error(t, err)
	require.False(t, errors.As(err, &rpcErr), "a transport error, not an RPC answer: %v", err)
	b.proxy.Clear()
	require.Eventually(t, func() bool {
		_, err := b.chain.Client().TransactionReceipt(ctx, accepted.Hash())
		return err == nil
	}, 10*time.Second, 10*time.Millisecond, "the node got it")

	// another chain ID.
	require.NoError(t, b.proxy.Set(rpcfault.Faults{ChainID: 1}))
	id, err := b.cl.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(1), id.Uint64())

	st := b.proxy.Stats()
	for _, k := range []string{"error", "null", "drop", "delay", "swallow", "lose_answer", "chain_id"} {
		require.Positive(t, st.Faulted[k], k)
	}
}

// ParamsContain, Times and Probability choose which requests are faulted.
func TestRuleSelection(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	tx1, tx2 := b.minedTx(t), b.minedTx(t)
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{
		Methods: []string{"eth_getTransactionReceipt"}, ParamsContain: tx1.Hash().Hex(), Times: 2, Action: rpcfault.ActionNull,
	}}}))
	for range 2 {
		_, err := b.cl.TransactionReceipt(ctx, tx1.Hash())
		require.ErrorIs(t, err, ethereum.NotFound)
		_, err = b.cl.TransactionReceipt(ctx, tx2.Hash())
		require.NoError(t, err, "another hash")
	}
	_, err := b.cl.TransactionReceipt(ctx, tx1.Hash())
	require.NoError(t, err, "the rule is used up")

	require.NoError(t, b.proxy.Set(rpcfault.Faults{Seed: 7, Rules: []rpcfault.Rule{{
		Methods: []string{"eth_blockNumber"}, Probability: 0.5, Action: rpcfault.ActionError, Message: "flaky",
	}}}))
	failed := 0
	for range 200 {
		if _, err := b.cl.BlockNumber(ctx); err != nil {
			failed++
		}
	}
	require.InDelta(t, 100, failed, 40)
}

// A batch is answered element by element, in order; one dropped element drops the batch.
func TestBatch(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	tx := b.minedTx(t)
	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{
		{Methods: []string{"eth_getTransactionReceipt"}, Action: rpcfault.ActionError},
		{Methods: []string{"eth_getTransactionByHash"}, Action: rpcfault.ActionNull},
	}}))
	var head hexutil.Uint64
	var receipt, byHash json.RawMessage
	var id hexutil.Big
	batch := []rpc.BatchElem{
		{Method: "eth_blockNumber", Result: &head},
		{Method: "eth_getTransactionReceipt", Args: []any{tx.Hash()}, Result: &receipt},
		{Method: "eth_getTransactionByHash", Args: []any{tx.Hash()}, Result: &byHash},
		{Method: "eth_chainId", Result: &id},
	}
	require.NoError(t, b.rpc.BatchCallContext(ctx, batch))
	require.NoError(t, batch[0].Error)
	require.Positive(t, uint64(head))
	require.ErrorContains(t, batch[1].Error, rpcfault.IndexingInProgress)
	require.NoError(t, batch[2].Error)
	require.Equal(t, "null", string(byHash))
	require.NoError(t, batch[3].Error)
	require.Equal(t, int64(31337), id.ToInt().Int64())

	require.NoError(t, b.proxy.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: []string{"eth_chainId"}, Action: rpcfault.ActionDrop}}}))
	require.Error(t, b.rpc.BatchCallContext(ctx, batch))
}

// A lagging backend answers from a head N blocks back: it has not seen the newest
// blocks, their transactions, or the sender's latest nonce.
func TestLaggingBackend(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	tx := b.minedTx(t)
	real, err := b.chain.Client().NonceAt(ctx, b.acct.Address, nil)
	require.NoError(t, err)
	require.NoError(t, b.proxy.Set(rpcfault.Faults{LagBlocks: 1_000_000}))
	head, err := b.cl.BlockNumber(ctx)
	require.NoError(t, err)
	require.Zero(t, head)
	_, err = b.cl.TransactionReceipt(ctx, tx.Hash())
	require.ErrorIs(t, err, ethereum.NotFound)
	_, _, err = b.cl.TransactionByHash(ctx, tx.Hash())
	require.ErrorIs(t, err, ethereum.NotFound)
	n, err := b.cl.NonceAt(ctx, b.acct.Address, nil)
	require.NoError(t, err)
	require.Zero(t, n, "at genesis")
	n, err = b.cl.PendingNonceAt(ctx, b.acct.Address)
	require.NoError(t, err)
	require.Zero(t, n)
	hdr, err := b.cl.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Zero(t, hdr.Number.Uint64())
	_, err = b.cl.HeaderByNumber(ctx, big.NewInt(2))
	require.ErrorIs(t, err, ethereum.NotFound)

	b.proxy.Clear()
	n, err = b.cl.NonceAt(ctx, b.acct.Address, nil)
	require.NoError(t, err)
	require.Equal(t, real, n)
}

// Another process drives the proxy over HTTP: POST /faults, GET /faults, GET /stats,
// DELETE /faults.
func TestHTTPControl(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	do := func(method, path, body string) (int, []byte) {
		req, err := http.NewRequestWithContext(ctx, method, b.chain.RPCURL+path, bytes.NewBufferString(body))
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer func() { _ = resp.Body.Close() }()
		out, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return resp.StatusCode, out
	}
	post := func(body string) int {
		status, _ := do(http.MethodPost, "/faults", body)
		return status
	}
	require.Equal(t, http.StatusBadRequest, post(`{"rules":[{"action":"explode"}]}`))
	require.Equal(t, http.StatusBadRequest, post(`{"rulez":[]}`), "unknown fields are refused")
	require.Equal(t, http.StatusOK, post(`{"rules":[{"methods":["eth_blockNumber"],"action":"error","code":-32005,"message":"rate limited"}]}`))
	_, err := b.cl.BlockNumber(ctx)
	require.ErrorContains(t, err, "rate limited")

	var st rpcfault.Stats
	_, body := do(http.MethodGet, "/stats", "")
	require.NoError(t, json.Unmarshal(body, &st))
	require.Equal(t, int64(1), st.Faulted["error"])

	status, _ := do(http.MethodDelete, "/faults", "")
	require.Equal(t, http.StatusOK, status)
	_, err = b.cl.BlockNumber(ctx)
	require.NoError(t, err)
	require.Empty(t, b.proxy.Faults().Rules)
}
