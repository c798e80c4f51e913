package devchaintest

import (
	"context"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/lzexec"
)

// StartLZ runs a devchain and its LayerZero DVN/executor stand-in (package lzexec)
// in-process for the test, both closed at its end; rcfg.Chains is filled in and its
// control API listens on a free loopback port. It returns once the stand-in delivered
// the Stargate credits devchain sent (WaitStargateCredits), so Relay.Delivered counts
// them.
func StartLZ(t testing.TB, cfg devchain.Config, rcfg lzexec.Config) (*devchain.Devchain, *evm.Config, map[common.Address]evm.Signer, *lzexec.Relay) {
	t.Helper()
	dc, chains, signers := Start(t, cfg)
	rcfg.Chains = doubleConfig(t, dc)
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	r, err := lzexec.StartListener(rcfg, ln)
	require.NoError(t, err)
	t.Cleanup(r.Close)
	WaitStargateCredits(t, chains)
	return dc, chains, signers, r
}

// WaitStargateCredits waits until every chain's Stargate pool holds credit for every
// other chain: devchain's planner sent them at start, and the pools send nothing to a
// chain before the LayerZero stand-in delivered that chain's credits. A test that
// holds or steers the stand-in waits for them first.
func WaitStargateCredits(t testing.TB, chains *evm.Config) {
	t.Helper()
	for _, c := range chains.Chains {
		if c.LayerZero != nil {
			waitCredits(t, chains, &c)
		}
	}
}

// waitCredits waits until c's Stargate pool holds credit for every other chain.
func waitCredits(t testing.TB, chains *evm.Config, c *evm.Chain) {
	t.Helper()
	pool := stargate.NewStargatePoolUSDC()
	cl, err := ethclient.DialContext(t.Context(), c.RPCURL)
	require.NoError(t, err)
	defer cl.Close()
	for _, o := range chains.Chains {
		if o.LayerZero == nil || o.Name == c.Name {
			continue
		}
		require.Eventually(t, func() bool {
			ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
			defer cancel()
			out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &c.LayerZero.USDCPool, Data: pool.PackPaths(o.LayerZero.EID)}, nil)
			if err != nil {
				return false
			}
			credit, err := pool.UnpackPaths(out)
			return err == nil && credit > 0
		}, 5*time.Minute, 20*time.Millisecond, "%s's Stargate pool never got credit for %s", c.Name, o.Name)
	}
}

// LZExecutorProcess is lz-executor running as its own process for a test.
type LZExecutorProcess struct {
	*ToolProcess
	// ControlURL is its control endpoint's base URL.
	ControlURL string
}

// StartLZExecutorProcess builds (once) and starts lz-executor on the chain
// configuration at configFile, its control endpoint on a free loopback port, with
// extra flags (e.g. "--delay=3s"), and waits until it is ready and the Stargate credits
// devchain sent are delivered (WaitStargateCredits). It is stopped at the test's end;
// Kill stops it earlier, as a crash.
func StartLZExecutorProcess(t testing.TB, configFile string, args ...string) *LZExecutorProcess {
	t.Helper()
	url := FreeLoopbackURL(t)
	p := startTool(t, "lz-executor", configFile, append([]string{"--addr", strings.TrimPrefix(url, "http://")}, args...)...)
	chains, err := evm.LoadFile(configFile, nil)
	require.NoError(t, err)
	WaitStargateCredits(t, chains)
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
