package devchain_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// Two chains start with their own chain IDs, serve JSON-RPC over HTTP on loopback,
// mine on their own, hold the token with its funds, and are described by the written
// configuration exactly.
func TestStart(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	d, err := devchain.Start(ctx, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    dir, Accounts: 2, BlockInterval: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	t.Cleanup(d.Close)

	cfg, err := evm.LoadFile(d.ConfigPath(), nil)
	require.NoError(t, err)
	require.Len(t, cfg.Chains, 2)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	require.Len(t, signers, 3)

	usdc := contracts.NewUSDC()
	for i, c := range d.Chains() {
		require.Equal(t, c.RPCURL, cfg.Chains[i].RPCURL)
		require.Regexp(t, `^http://127\.0\.0\.1:\d+$`, c.RPCURL)
		cl, err := ethclient.DialContext(ctx, c.RPCURL)
		require.NoError(t, err)
		id, err := cl.ChainID(ctx)
		require.NoError(t, err)
		require.Equal(t, c.ChainID, id.Uint64())

		// Blocks keep coming without transactions.
		first, err := cl.BlockNumber(ctx)
		require.NoError(t, err)
		require.Eventually(t, func() bool {
			n, err := cl.BlockNumber(ctx)
			return err == nil && n > first+1
		}, 10*time.Second, 10*time.Millisecond)

		token := usdc.Instance(cl, c.USDC)
		dec, err := bind.Call(token, nil, usdc.PackDecimals(), usdc.UnpackDecimals)
		require.NoError(t, err)
		require.Equal(t, uint8(6), dec)
		for _, a := range d.Accounts()[1:] {
			bal, err := bind.Call(token, nil, usdc.PackBalanceOf(a.Address), usdc.UnpackBalanceOf)
			require.NoError(t, err)
			require.Equal(t, big.NewInt(1_000_000_000_000), bal)
			eth, err := cl.BalanceAt(ctx, a.Address, nil)
			require.NoError(t, err)
			require.Positive(t, eth.Sign())
		}

		// Circle's CCTP contracts are deployed and described by the configuration.
		cc := cfg.Chains[i].CCTP
		require.NotNil(t, cc)
		require.Equal(t, uint32(devchain.DefaultCCTPDomainBase+i), cc.Domain)
		require.Equal(t, c.CCTPDomain, cc.Domain)
		require.Equal(t, "http://"+devchain.DefaultAttestationAddr, cc.AttestationURL)
		require.Len(t, cc.AttesterKeyFiles, 2)
		for _, a := range []common.Address{cc.TokenMessenger, cc.MessageTransmitter} {
			code, err := cl.CodeAt(ctx, a, nil)
			require.NoError(t, err)
			require.NotEmpty(t, code)
		}
		mt := contracts.NewMessageTransmitterV2()
		domain, err := bind.Call(mt.Instance(cl, cc.MessageTransmitter), nil, mt.PackLocalDomain(), mt.UnpackLocalDomain)
		require.NoError(t, err)
		require.Equal(t, cc.Domain, domain)
		tm := contracts.NewTokenMessengerV2()
		other := cfg.Chains[1-i].CCTP
		remote, err := bind.Call(tm.Instance(cl, cc.TokenMessenger), nil, tm.PackRemoteTokenMessengers(other.Domain), tm.UnpackRemoteTokenMessengers)
		require.NoError(t, err)
		require.Equal(t, other.TokenMessenger, common.BytesToAddress(remote[12:]), "linked to the other chain")
		cl.Close()
	}
}

// A chain serves the state of every block, as an archive provider does: recovery's
// nonce proof reads the sender's nonce at the block an intent was prepared at, which
// on a loaded machine is more than a full node's 128 recent states behind the head.
func TestEveryBlocksStateStaysReadable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 2, BlockInterval: time.Hour,
	})
	c := dc.Chain("dev-1")
	deployer := dc.Accounts()[0].Address
	first, err := c.Client().BlockNumber(ctx)
	require.NoError(t, err)
	then, err := c.Client().NonceAt(ctx, deployer, new(big.Int).SetUint64(first))
	require.NoError(t, err)
	for range 200 {
		c.Mine()
	}
	head, err := c.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Greater(t, head, first+128)
	for _, block := range []uint64{1, first} {
		n, err := c.Client().NonceAt(ctx, deployer, new(big.Int).SetUint64(block))
		require.NoError(t, err, "the state of block %d of %d", block, head)
		require.LessOrEqual(t, n, then, "block %d", block)
	}
	n, err := c.Client().NonceAt(ctx, deployer, new(big.Int).SetUint64(first))
	require.NoError(t, err)
	require.Equal(t, then, n)
}
