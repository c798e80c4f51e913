package devchaintest

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/devchain"
	"github.com/qtgdev/qtg/services/internal/devchain/cciprelay"
	"github.com/qtgdev/qtg/services/internal/evm"
)

// StartCCIP runs a devchain and its CCIP relay (the DON's stand-in, package
// cciprelay) in-process for the test, both closed at its end; rcfg.Chains and
// rcfg.Key are filled in. The relay has no control endpoint: tests set its rules with
// Fail and Hold.
func StartCCIP(t testing.TB, cfg devchain.Config, rcfg cciprelay.Config) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer, *cciprelay.Relay) {
	t.Helper()
	dc, chains, signers := Start(t, cfg)
	rcfg.Chains, rcfg.Key = chains, dc.RelayKey()
	relay, err := cciprelay.Start(t.Context(), rcfg, "")
	require.NoError(t, err)
	t.Cleanup(relay.Close)
	return dc, chains, signers, relay
}
