package devchain_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

// The LayerZero endpoint QTG reads on devchain is LayerZero's own: the code at every
// chain's EndpointV2 is the runtime code of the build artifact in the pinned
// lz-evm-protocol-v2 package (contracts/build/*.runtime.bin, written by
// `make generate`), byte for byte apart from the immutables the constructor fills in
// (zero placeholders in the artifact). So devchain cannot quietly go back to a double.
func TestDevchainRunsLayerZerosOwnEndpoint(t *testing.T) {
	t.Parallel()
	d, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    t.TempDir(), Accounts: 1,
	})
	for _, c := range d.Chains() {
		requireOwnersRuntime(t, c, c.LZEndpoint, "EndpointV2")
	}
}

// Every path's message libraries and workers are LayerZero's own too: the code at every
// chain's SendUln302, ReceiveUln302, DVN, DVNFeeLib, Executor, ExecutorFeeLib and
// PriceFeed is the runtime code of the build artifact in the pinned lz-evm-messagelib-v2
// package, immutables aside; and the endpoint's default libraries of every path are
// that chain's SendUln302 and ReceiveUln302.
func TestDevchainRunsLayerZerosOwnULN(t *testing.T) {
	t.Parallel()
	d, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    t.TempDir(), Accounts: 1,
	})
	ep := contracts.NewEndpointV2()
	for _, c := range d.Chains() {
		u := c.LZULN
		for name, addr := range map[string]common.Address{
			"SendUln302": u.SendLib, "ReceiveUln302": u.ReceiveLib, "DVN": u.DVN, "DVNFeeLib": u.DVNFeeLib,
			"Executor": u.Executor, "ExecutorFeeLib": u.ExecutorFeeLib, "PriceFeed": u.PriceFeed,
		} {
			requireOwnersRuntime(t, c, addr, name)
		}
		for _, o := range d.Chains() {
			if o == c {
				continue
			}
			out, err := c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &c.LZEndpoint, Data: ep.PackDefaultSendLibrary(o.LZEid)}, nil)
			require.NoError(t, err)
			send, err := ep.UnpackDefaultSendLibrary(out)
			require.NoError(t, err)
			require.Equal(t, u.SendLib, send, "%s's default send library to %s", c.Name, o.Name)
			out, err = c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &c.LZEndpoint, Data: ep.PackDefaultReceiveLibrary(o.LZEid)}, nil)
			require.NoError(t, err)
			recv, err := ep.UnpackDefaultReceiveLibrary(out)
			require.NoError(t, err)
			require.Equal(t, u.ReceiveLib, recv, "%s's default receive library from %s", c.Name, o.Name)
		}
	}
}

// requireOwnersRuntime requires the code at addr to be the owner's runtime code of
// name, where every byte that differs is a zero placeholder of the artifact.
func requireOwnersRuntime(t *testing.T, c *devchain.Chain, addr common.Address, name string) {
	t.Helper()
	bin, err := os.ReadFile(filepath.Join("..", "..", "chain", "contracts", "build", name+".runtime.bin"))
	require.NoError(t, err)
	want := common.FromHex(strings.TrimSpace(string(bin)))
	got, err := c.Client().CodeAt(context.Background(), addr, nil)
	require.NoError(t, err)
	require.Len(t, got, len(want), "%s on %s at %s: code length", name, c.Name, addr)
	for i := range want {
		if want[i] != 0 {
			require.Equal(t, want[i], got[i], "%s on %s at %s is not its owner's compiled %s: byte %d differs", name, c.Name, addr, name, i)
		}
	}
}

// No two chains hold a contract at the same address, so a rail test that reads one
// chain's contract where it meant the other's fails instead of passing by chance.
func TestChainsHoldNoContractAtTheSameAddress(t *testing.T) {
	t.Parallel()
	d, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    t.TempDir(), Accounts: 1,
	})
	seen := map[common.Address]string{}
	for _, c := range d.Chains() {
		for name, addr := range map[string]common.Address{
			"USDC": c.USDC, "TokenMessengerV2": c.TokenMessenger, "MessageTransmitterV2": c.MessageTransmitter,
			"TokenMinterV2": c.CCTPTokenMinter, "CCIP Router": c.CCIPRouter, "CCIP OnRamp": c.CCIPOnRamp, "CCIP OffRamp": c.CCIPOffRamp,
			"CCIP pool": c.CCIPPool, "EndpointV2": c.LZEndpoint, "SendUln302": c.LZULN.SendLib, "ReceiveUln302": c.LZULN.ReceiveLib,
			"DVN": c.LZULN.DVN, "DVNFeeLib": c.LZULN.DVNFeeLib, "Executor": c.LZULN.Executor, "ExecutorFeeLib": c.LZULN.ExecutorFeeLib,
			"PriceFeed": c.LZULN.PriceFeed, "TokenMessaging": c.LZTokenMessaging,
			"CreditMessaging": c.LZCreditMessaging, "Stargate pool": c.LZPool, "FeeLibV1": c.LZFeeLib,
		} {
			require.NotEqual(t, common.Address{}, addr, "%s on %s", name, c.Name)
			other, dup := seen[addr]
			require.False(t, dup, "%s on %s is at %s, where %s is", name, c.Name, addr, other)
			seen[addr] = name + " on " + c.Name
		}
	}
}
