package devchain_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

// The CCIP contracts on every chain are Chainlink's, compiled from contracts-ccip 1.6.0
// and @chainlink/contracts 1.4.0 (contracts/chainlink): each runs the owner's compiled
// runtime code byte for byte, apart from the constructors' immutables, and fits EIP-170
// (24,576 bytes) under devchain's genesis. So devchain cannot quietly go back to a
// double of them.
func TestDevchainRunsChainlinksOwnCCIP(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    t.TempDir(), Accounts: 1,
	})
	for _, c := range d.Chains() {
		cl, err := ethclient.DialContext(ctx, c.RPCURL)
		require.NoError(t, err)
		for name, addr := range map[string]common.Address{
			"Router": c.CCIPRouter, "OnRamp": c.CCIPOnRamp, "OffRamp": c.CCIPOffRamp, "FeeQuoter": c.CCIPFeeQuoter,
			"NonceManager": c.CCIPNonceManager, "RMNRemote": c.CCIPRMNRemote, "RMNProxy": c.CCIPRMNProxy,
			"TokenAdminRegistry": c.CCIPTokenAdminRegistry, "BurnMintTokenPool": c.CCIPPool, "WETH9": c.CCIPWrappedNative,
			"LinkToken": c.CCIPLink,
		} {
			require.NotEqual(t, common.Address{}, addr, "%s on %s", name, c.Name)
			requireOwnersCode(t, cl, "chainlink", addr, name)
			code, err := cl.CodeAt(ctx, addr, nil)
			require.NoError(t, err)
			require.LessOrEqual(t, len(code), params.MaxCodeSize, "%s on %s exceeds EIP-170", name, c.Name)
		}
		cl.Close()
	}
}
