package main_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble/bybitdoubletest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// The binary runs from its configuration file (secrets from a file and the
// environment, never logged), serves signed requests, pays a withdrawal on devchain
// and stops cleanly on SIGTERM.
func TestProcess(t *testing.T) {
	t.Parallel()
	dc, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 4, BlockInterval: time.Hour,
	})
	accts := dc.Accounts()
	dir := t.TempDir()
	const key, secret, envSecret = "prockey0001", "process-secret-0123456789", "env-secret-abcdefghijklmnop"
	secretFile := filepath.Join(dir, "secret")
	require.NoError(t, os.WriteFile(secretFile, []byte(secret+"\n"), 0o600))
	fc := bybitdouble.FileConfig{
		Listen: "127.0.0.1:0", ChainsFile: dc.ConfigPath(), HotWallet: bybitdouble.KeyRef{File: accts[4].KeyFile},
		Tick: 20 * time.Millisecond, SecurityCheckDelay: 20 * time.Millisecond,
		Accounts: []bybitdouble.FileAccount{
			{
				Name: "treasury", APIKey: key, SecretFile: secretFile, Balances: map[string]string{"USDC": "100"},
				AddressBook: []bybitdouble.AddressEntry{{Coin: "USDC", Chain: "DEV-1", Address: accts[1].Address.Hex()}},
			},
			{Name: "other", APIKey: "otherkey0001", SecretEnv: "TEST_BYBIT_OTHER_SECRET"},
		},
	}
	p := bybitdoubletest.StartProcess(t, bybitdoubletest.Build(t), fc, "TEST_BYBIT_OTHER_SECRET="+envSecret)
	require.Regexp(t, `^http://127\.0\.0\.1:\d+$`, p.URL)
	require.Len(t, p.Info.Accounts, 2)
	require.Equal(t, accts[4].Address.Hex(), p.Info.HotWallet)

	do := func(method, path, query, body string) bybitdouble.Envelope {
		ts := strconv.FormatInt(time.Now().UnixMilli(), 10)
		payload := query
		if method == http.MethodPost {
			payload = body
		}
		u := p.URL + path
		if query != "" {
			u += "?" + query
		}
		req, err := http.NewRequestWithContext(context.Background(), method, u, strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("X-BAPI-API-KEY", key)
		req.Header.Set("X-BAPI-TIMESTAMP", ts)
		req.Header.Set("X-BAPI-RECV-WINDOW", "5000")
		req.Header.Set("X-BAPI-SIGN", bybitdouble.Sign([]byte(secret), ts, key, "5000", payload))
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer func() { _ = resp.Body.Close() }()
		raw, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		var env bybitdouble.Envelope
		require.NoError(t, json.Unmarshal(raw, &env), string(raw))
		return env
	}
	env := do(http.MethodPost, "/v5/asset/withdraw/create", "", fmt.Sprintf(
		`{"coin":"USDC","chain":"DEV-1","address":%q,"amount":"4","timestamp":%d,"accountType":"FUND","requestId":"proc1"}`,
		accts[1].Address.Hex(), time.Now().UnixMilli()))
	require.Equal(t, 0, env.RetCode, env.RetMsg)
	var created struct{ ID string }
	require.NoError(t, json.Unmarshal(env.Result, &created))
	require.Eventually(t, func() bool {
		env := do(http.MethodGet, "/v5/asset/withdraw/query-record", "withdrawID="+created.ID, "")
		var res struct{ Rows []bybitdouble.WithdrawalRow }
		require.NoError(t, json.Unmarshal(env.Result, &res))
		return len(res.Rows) == 1 && res.Rows[0].Status == bybitdouble.StatusSuccess
	}, 20*time.Second, 10*time.Millisecond)
	usdc := contracts.NewUSDC()
	ch := dc.Chain("dev-1")
	bal, err := bind.Call(usdc.Instance(ch.Client(), ch.USDC), nil, usdc.PackBalanceOf(accts[1].Address), usdc.UnpackBalanceOf)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Add(big.NewInt(1_000_000_000_000), big.NewInt(4_000_000)), bal)

	// Faults on command over the control endpoint, from another process.
	call := func(method, url, body string) int {
		req, err := http.NewRequestWithContext(context.Background(), method, url, strings.NewReader(body))
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_ = resp.Body.Close()
		return resp.StatusCode
	}
	require.Equal(t, http.StatusOK, call(http.MethodPost, p.URL+"/control/faults", `{"error_burst":1}`))
	require.Equal(t, http.StatusServiceUnavailable, call(http.MethodGet, p.URL+"/v5/market/time", ""))
	require.Equal(t, http.StatusOK, call(http.MethodGet, p.URL+"/v5/market/time", ""))

	require.NoError(t, p.Stop())
	log, err := os.ReadFile(p.LogPath)
	require.NoError(t, err)
	require.Contains(t, string(log), "bybit double ready")
	require.NotContains(t, string(log), secret)
	require.NotContains(t, string(log), envSecret)
}
