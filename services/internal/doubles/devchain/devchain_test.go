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
