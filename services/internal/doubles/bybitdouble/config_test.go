package bybitdouble_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
)

// Load reads the documented file shape, takes secrets from their file or variable
// (never from the file itself), lets MG_CONFIG_FILE and --addr win, refuses unknown
// keys, and its errors never carry a secret.
func TestLoad(t *testing.T) {
	t.Parallel()
	dc, _, _ := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 1, BlockInterval: time.Hour,
	})
	dir := t.TempDir()
	secretFile := filepath.Join(dir, "treasury.secret")
	require.NoError(t, os.WriteFile(secretFile, []byte(testSecret+"\n"), 0o600))
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body), 0o600))
		return p
	}
	env := map[string]string{"OTHER_SECRET": "other-secret-0123456789"}
	getenv := func(k string) string { return env[k] }
	path := write("double.yaml", `
listen: 127.0.0.1:9191
chains_file: /nonexistent.yaml
hot_wallet: {key_file: `+dc.Accounts()[1].KeyFile+`}
security_check_delay: 300ms
deposit_confirmations: 5
rate_limits: {/v5/asset/withdraw/create: 3}
chains: [{name: dev-1, bybit_chain: DEVONE, withdraw_fee: "0.25"}]
accounts:
  - name: treasury
    api_key: treasurykey01
    secret_file: `+secretFile+`
    balances: {USDC: "12.5"}
    address_book: [{coin: USDC, chain: DEVONE, address: "0x0000000000000000000000000000000000000001"}]
  - name: other
    api_key: otherkey0001
    secret_env: OTHER_SECRET
`)
	cfg, err := bybitdouble.Load(path, dc.ConfigPath(), "127.0.0.1:0", getenv)
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:0", cfg.Listen)
	require.Equal(t, 300*time.Millisecond, cfg.SecurityCheckDelay)
	require.Equal(t, uint64(5), cfg.DepositConfirmations)
	require.Equal(t, map[string]int{"/v5/asset/withdraw/create": 3}, cfg.RateLimits)
	require.Len(t, cfg.Accounts, 2)
	require.Equal(t, bybitdouble.Secret(testSecret), cfg.Accounts[0].Secret)
	require.Equal(t, bybitdouble.Secret("other-secret-0123456789"), cfg.Accounts[1].Secret)
	require.Equal(t, "[redacted]", cfg.Accounts[0].Secret.String())

	_, err = bybitdouble.Load(write("bad.yaml", "listen: 127.0.0.1:0\nsurprise: 1\n"), dc.ConfigPath(), "", getenv)
	require.ErrorContains(t, err, "surprise")
	env["OTHER_SECRET"] = ""
	_, err = bybitdouble.Load(path, dc.ConfigPath(), "", getenv)
	require.ErrorContains(t, err, "OTHER_SECRET is empty")
}
