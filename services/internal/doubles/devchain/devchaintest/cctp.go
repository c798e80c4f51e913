package devchaintest

import (
	"net"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
)

// StartCCTP runs a devchain and its CCTP attestation double (package iris) in-process
// for the test, both closed at its end. The double listens on a free loopback port,
// which devchain writes as every chain's attestation_url, so the returned chain
// configuration is everything a CCTP client needs; icfg.Chains is filled in.
func StartCCTP(t testing.TB, cfg devchain.Config, icfg iris.Config) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer, *iris.Server) {
	t.Helper()
	// Listen first, so that the URL written into the configuration is already served.
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	cfg.AttestationURL = "http://" + ln.Addr().String()
	dc, chains, signers := startOrClose(t, cfg, ln)
	icfg.Chains = doubleConfig(t, dc)
	srv, err := iris.StartListener(icfg, ln)
	require.NoError(t, err)
	t.Cleanup(srv.Close)
	return dc, chains, signers, srv
}

func startOrClose(t testing.TB, cfg devchain.Config, ln net.Listener) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer) {
	t.Helper()
	ok := false
	defer func() {
		if !ok {
			_ = ln.Close()
		}
	}()
	dc, chains, signers := Start(t, cfg)
	ok = true
	return dc, chains, signers
}
