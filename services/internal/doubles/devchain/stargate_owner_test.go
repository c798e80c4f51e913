package devchain_test

import (
	"testing"

	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

// The Stargate V2 QTG sends through on devchain is Stargate's own: the code at every
// chain's TokenMessaging, CreditMessaging, USDC pool and FeeLibV1 is the runtime code
// of the build artifact in the pinned stg-evm-v2 package (contracts/build/*.runtime.bin,
// written by `make generate`), byte for byte apart from the immutables the constructor
// fills in (zero placeholders in the artifact). So devchain cannot quietly go back to a
// double.
func TestDevchainRunsStargatesOwnContracts(t *testing.T) {
	t.Parallel()
	d, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Dir:    t.TempDir(), Accounts: 1,
	})
	for _, c := range d.Chains() {
		requireOwnersRuntime(t, c, c.LZTokenMessaging, "TokenMessaging")
		requireOwnersRuntime(t, c, c.LZCreditMessaging, "CreditMessaging")
		requireOwnersRuntime(t, c, c.LZPool, "StargatePoolUSDC")
		requireOwnersRuntime(t, c, c.LZFeeLib, "FeeLibV1")
	}
}
