package main

import (
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/params"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// make run's Bybit double configuration loads, its hot wallet is funded on every chain
// and is none of devchain's signers, and its secret is only in its own file.
func TestWriteBybitDouble(t *testing.T) {
	t.Parallel()
	dc, chains, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}}, BlockInterval: time.Hour,
	})
	dir := t.TempDir()
	args, err := writeBybitDouble(t.Context(), dir, dc.ConfigPath(), "127.0.0.1:0")
	require.NoError(t, err)
	require.Equal(t, "--config", args[0])
	raw, err := os.ReadFile(args[1])
	require.NoError(t, err)
	secret, err := os.ReadFile(filepath.Join(dir, "bybit", "treasury.secret"))
	require.NoError(t, err)
	require.NotContains(t, string(raw), string(secret[:len(secret)-1]))

	cfg, err := bybitdouble.Load(args[1], "", "", os.Getenv)
	require.NoError(t, err)
	d, err := bybitdouble.Start(t.Context(), cfg, zerolog.Nop())
	require.NoError(t, err)
	t.Cleanup(d.Close)
	for _, s := range chains.Signers {
		require.NotEqual(t, s.Address, d.HotWallet())
	}
	require.Equal(t, "1000000", d.Balance("treasury", "USDC"))
	usdc := contracts.NewUSDC()
	for _, ch := range dc.Chains() {
		bal, err := bind.Call(usdc.Instance(ch.Client(), ch.USDC), nil, usdc.PackBalanceOf(d.HotWallet()), usdc.UnpackBalanceOf)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(10_000_000_000_000), bal)
		eth, err := ch.Client().BalanceAt(t.Context(), d.HotWallet(), nil)
		require.NoError(t, err)
		require.Equal(t, new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether)), eth)
	}
	info, ok := d.AccountInfo("treasury")
	require.True(t, ok)
	require.Len(t, info.AddressBook, 6) // dev1-dev3 on both chains
}
