package devchain_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

// The CCTP contracts at the configured addresses are Circle's, compiled from
// evm-cctp-contracts (contracts/circle): each address is an AdminUpgradableProxy whose
// implementation runs MessageTransmitterV2 or TokenMessengerV2, and the messenger's
// minter runs TokenMinterV2, byte for byte apart from the constructors' immutables. So
// devchain cannot quietly go back to a double of them.
func TestDevchainRunsCirclesOwnContracts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d, cfg, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    t.TempDir(), Accounts: 1,
	})
	require.Len(t, cfg.Chains, len(d.Chains()))
	proxy, tm := contracts.NewAdminUpgradableProxy(), contracts.NewTokenMessengerV2()
	for _, ch := range cfg.Chains {
		cl, err := ethclient.DialContext(ctx, ch.RPCURL)
		require.NoError(t, err)
		for addr, impl := range map[common.Address]string{
			ch.CCTP.MessageTransmitter: "MessageTransmitterV2",
			ch.CCTP.TokenMessenger:     "TokenMessengerV2",
		} {
			requireCircleCode(t, cl, addr, "AdminUpgradableProxy")
			implAddr, err := bind.Call(proxy.Instance(cl, addr), nil, proxy.PackImplementation(), proxy.UnpackImplementation)
			require.NoError(t, err)
			requireCircleCode(t, cl, implAddr, impl)
		}
		minter, err := bind.Call(tm.Instance(cl, ch.CCTP.TokenMessenger), nil, tm.PackLocalMinter(), tm.UnpackLocalMinter)
		require.NoError(t, err)
		requireCircleCode(t, cl, minter, "TokenMinterV2")
		cl.Close()
	}
}

// requireCircleCode requires the code at addr to be the compiled runtime code of
// Circle's contract name, its immutables' byte ranges (set by the constructor) aside.
func requireCircleCode(t *testing.T, cl *ethclient.Client, addr common.Address, name string) {
	t.Helper()
	requireOwnersCode(t, cl, "circle", addr, name)
}

// requireOwnersCode requires the code at addr to be the runtime code of name compiled
// into contracts/<folder>, its immutables' byte ranges (set by the constructor) aside.
func requireOwnersCode(t *testing.T, cl *ethclient.Client, folder string, addr common.Address, name string) {
	t.Helper()
	dir := filepath.Join("..", "..", "chain", "contracts", folder)
	bin, err := os.ReadFile(filepath.Join(dir, name+".runtime.bin"))
	require.NoError(t, err)
	want := common.FromHex(strings.TrimSpace(string(bin)))
	raw, err := os.ReadFile(filepath.Join(dir, name+".immutables.json"))
	require.NoError(t, err)
	var immutables []struct{ Start, Length int }
	require.NoError(t, json.Unmarshal(raw, &immutables))

	got, err := cl.CodeAt(context.Background(), addr, nil)
	require.NoError(t, err)
	require.Equal(t, len(want), len(got), "%s at %s: code length", name, addr)
	for _, r := range immutables {
		copy(want[r.Start:r.Start+r.Length], got[r.Start:r.Start+r.Length])
	}
	for i := range want {
		require.Equal(t, want[i], got[i], "%s at %s is not the owner's compiled %s: byte %d differs", name, addr, name, i)
	}
}
