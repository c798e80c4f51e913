package devchaintest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
)

// StartCCIP runs a devchain and its CCIP relay (the DON's stand-in, package
// cciprelay) in-process for the test, both closed at its end; rcfg.Chains and
// rcfg.Key are filled in. The relay has no control endpoint: tests set its rules with
// Fail and Hold.
func StartCCIP(t testing.TB, cfg devchain.Config, rcfg cciprelay.Config) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer, *cciprelay.Relay) {
	t.Helper()
	dc, chains, signers := Start(t, cfg)
	rcfg.Chains, rcfg.Key = doubleConfig(t, dc), dc.RelayKey()
	relay, err := cciprelay.Start(t.Context(), rcfg, "")
	require.NoError(t, err)
	t.Cleanup(relay.Close)
	return dc, chains, signers, relay
}

// CCIPRelayProcess is ccip-relay running as its own process for a test.
type CCIPRelayProcess struct {
	*ToolProcess
	// ControlURL is its control endpoint's base URL.
	ControlURL string
}

// StartCCIPRelayProcess builds (once) and starts ccip-relay on the chain configuration
// at configFile, its control endpoint on a free loopback port, with extra flags (e.g.
// "--execute-delay=10m", which holds every message committed but not executed), and
// waits until it is ready. It is stopped at the test's end; Kill stops it earlier, as
// a crash.
func StartCCIPRelayProcess(t testing.TB, configFile string, args ...string) *CCIPRelayProcess {
	t.Helper()
	url := FreeLoopbackURL(t)
	p := startTool(t, "ccip-relay", configFile, append([]string{"--addr", strings.TrimPrefix(url, "http://")}, args...)...)
	return &CCIPRelayProcess{ToolProcess: p, ControlURL: url}
}

// AddRule posts a rule to the process's control endpoint (POST /rules): the next
// message matching it fails (FAILURE) or is held (UNTOUCHED).
func (p *CCIPRelayProcess) AddRule(t testing.TB, rule cciprelay.Rule) {
	t.Helper()
	body, err := json.Marshal(rule)
	require.NoError(t, err)
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, p.ControlURL+"/rules", bytes.NewReader(body))
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	require.NoError(t, resp.Body.Close())
	require.Equal(t, http.StatusNoContent, resp.StatusCode)
}
