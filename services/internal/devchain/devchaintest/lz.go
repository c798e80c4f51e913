package devchaintest

import (
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/devchain"
	"github.com/qtgdev/qtg/services/internal/devchain/lzexec"
	"github.com/qtgdev/qtg/services/internal/evm"
)

// StartLZ runs a devchain and its LayerZero DVN/executor stand-in (package lzexec)
// in-process for the test, both closed at its end; rcfg.Chains is filled in and its
// control API listens on a free loopback port.
func StartLZ(t testing.TB, cfg devchain.Config, rcfg lzexec.Config) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer, *lzexec.Relay) {
	t.Helper()
	dc, chains, signers := Start(t, cfg)
	rcfg.Chains = chains
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	r, err := lzexec.StartListener(rcfg, ln)
	require.NoError(t, err)
	t.Cleanup(r.Close)
	return dc, chains, signers, r
}

// LZExecutorProcess is lz-executor running as its own process for a test.
type LZExecutorProcess struct {
	*ToolProcess
	// ControlURL is its control endpoint's base URL.
	ControlURL string
}

// StartLZExecutorProcess builds (once) and starts lz-executor on the chain
// configuration at configFile, its control endpoint on a free loopback port, with
// extra flags (e.g. "--delay=3s"), and waits until it is ready. It is stopped at the
// test's end; Kill stops it earlier, as a crash.
func StartLZExecutorProcess(t testing.TB, configFile string, args ...string) *LZExecutorProcess {
	t.Helper()
	url := FreeLoopbackURL(t)
	p := startTool(t, "lz-executor", configFile, append([]string{"--addr", strings.TrimPrefix(url, "http://")}, args...)...)
	return &LZExecutorProcess{ToolProcess: p, ControlURL: url}
}

// SetControl posts a Control JSON object (e.g. `{"hold":true}`) to the process.
func (p *LZExecutorProcess) SetControl(t testing.TB, control string) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, p.ControlURL+"/control", strings.NewReader(control))
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	require.NoError(t, resp.Body.Close())
	require.Equal(t, http.StatusOK, resp.StatusCode)
}
