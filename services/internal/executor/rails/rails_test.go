package rails_test

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/rails"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Without a chain configuration only noop is registered; with one, evm_transfer too,
// and a broken configuration or key fails the build.
func TestBuild(t *testing.T) {
	t.Parallel()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	dir := t.TempDir()
	keyFile := filepath.Join(dir, "k")
	// Some valid key, whose address is not the one configured below.
	require.NoError(t, os.WriteFile(keyFile, []byte("2b1c1a42b1b1b5ba2a1c5f2c45a7eb8a5b4e5a0c2ee2d1d5b5b0a6f8a1c9e0d3\n"), 0o600))
	good := filepath.Join(dir, "good.yaml")
	require.NoError(t, os.WriteFile(good, []byte(`chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1"}]`+"\n"), 0o600))
	withCCTP := filepath.Join(dir, "cctp.yaml")
	require.NoError(t, os.WriteFile(withCCTP, []byte(`chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1",
  cctp: {domain: 100, token_messenger: "0x1111111111111111111111111111111111111111",
         message_transmitter: "0x2222222222222222222222222222222222222222", attestation_url: "http://127.0.0.1:1"}}]`+"\n"), 0o600))
	withLZ := filepath.Join(dir, "lz.yaml")
	require.NoError(t, os.WriteFile(withLZ, []byte(`chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1",
  layerzero: {eid: 50100, endpoint: "0x1111111111111111111111111111111111111111",
              usdc_pool: "0x2222222222222222222222222222222222222222",
              token_messaging: "0x3333333333333333333333333333333333333333", usdc_asset_id: 1}}]`+"\n"), 0o600))
	badKey := filepath.Join(dir, "bad-key.yaml")
	require.NoError(t, os.WriteFile(badKey, []byte(`chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1"}]
signers: [{name: x, address: "0x1111111111111111111111111111111111111111", key_file: "`+keyFile+`"}]
`), 0o600))

	tests := []struct {
		name    string
		path    string
		want    []string
		wantErr string
	}{
		{name: "noop only", path: "", want: []string{"noop"}},
		{name: "with chains", path: good, want: []string{"evm_transfer", "noop"}},
		{name: "with a cctp chain", path: withCCTP, want: []string{"cctp_transfer", "evm_transfer", "noop"}},
		{name: "with a layerzero chain", path: withLZ, want: []string{"evm_transfer", "noop", "oft_transfer"}},
		{name: "missing file", path: filepath.Join(dir, "nope.yaml"), wantErr: "no such file"},
		{name: "key for another address", path: badKey, wantErr: "key is for"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			path := tt.path
			if path == "" {
				// An explicit empty path falls back to MG_CONFIG_FILE, unset in tests.
				require.Empty(t, os.Getenv(rails.ConfigFileEnv))
			}
			reg, err := rails.BuildWith(context.Background(), rails.Options{Pool: db.Wrap(pool), Instance: "test",
				ConfigPath: path, Logger: zerolog.Nop(), Keys: evm.LocalKeys{Getenv: os.Getenv}, Noop: true, Network: db.Testnet})
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, tt.want, reg.Keys())
		})
	}
}

// The test executor noop is registered only when enabled (MG_NOOP_EXECUTOR), and never
// on mainnet: enabling it there fails the build, so a mainnet process refuses to start
// (docs/security.md).
func TestNoopOnlyWhenEnabledNeverOnMainnet(t *testing.T) {
	t.Parallel()
	pool := db.Wrap(dbtest.New(t).Pool(t, db.Testnet))
	tests := []struct {
		name    string
		noop    bool
		network db.Network
		want    []string
		wantErr error
	}{
		{name: "testnet, not enabled", network: db.Testnet, want: []string{}},
		{name: "testnet, enabled", noop: true, network: db.Testnet, want: []string{"noop"}},
		{name: "mainnet, not enabled", network: db.Mainnet, want: []string{}},
		{name: "mainnet, enabled", noop: true, network: db.Mainnet, wantErr: rails.ErrNoopOnMainnet},
		{name: "no network, enabled", noop: true, wantErr: rails.ErrNoopOnMainnet},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Empty(t, os.Getenv(rails.ConfigFileEnv))
			reg, err := rails.BuildWith(context.Background(), rails.Options{
				Pool: pool, Instance: "test", Logger: zerolog.Nop(), Noop: tt.noop, Network: tt.network,
			})
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.ElementsMatch(t, tt.want, reg.Keys())
		})
	}
}

// Every executor that signs EVM transactions or moves money on a chain answers the
// engine's optional interfaces: it can cancel an attempt by replacement
// (executor.Canceller), and it reports what its nodes moved (executor.LegReporter), so
// verify-drift never parses an executor's records itself.
func TestEveryEVMExecutorCancelsAndReportsLegs(t *testing.T) {
	t.Parallel()
	reg := everyExecutor(t)
	require.Equal(t, []string{"ccip_transfer", "cctp_transfer", "cex_deposit", "cex_withdrawal", "evm_transfer", "noop", "oft_transfer"}, reg.Keys())
	for _, key := range reg.Keys() {
		if key == "noop" { // its side effects are rows in QTG's database
			continue
		}
		e, err := reg.Get(key)
		require.NoError(t, err)
		require.Implements(t, (*executor.LegReporter)(nil), e, key)
		if key != "cex_withdrawal" { // the venue signs its withdrawal, QTG does not
			require.Implements(t, (*executor.Canceller)(nil), e, key)
		}
	}
}

// everyExecutor builds the registry with every executor BuildWith can register: noop,
// and a chain with every bridge section and a venue.
func everyExecutor(t *testing.T) *executor.Registry {
	t.Helper()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	dir := t.TempDir()
	chains := filepath.Join(dir, "chains.yaml")
	require.NoError(t, os.WriteFile(chains, []byte(`chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1",
  tokens: [{symbol: USDC, address: "0x3333333333333333333333333333333333333333", decimals: 6}],
  cctp: {domain: 100, token_messenger: "0x1111111111111111111111111111111111111111",
         message_transmitter: "0x2222222222222222222222222222222222222222", attestation_url: "http://127.0.0.1:1"},
  ccip: {chain_selector: 7, router: "0x4444444444444444444444444444444444444444",
         onramp: "0x5555555555555555555555555555555555555555", offramp: "0x6666666666666666666666666666666666666666"},
  layerzero: {eid: 50100, endpoint: "0x7777777777777777777777777777777777777777",
              usdc_pool: "0x8888888888888888888888888888888888888888",
              token_messaging: "0x9999999999999999999999999999999999999999", usdc_asset_id: 1}}]`+"\n"), 0o600))
	venues := filepath.Join(dir, "venues.yaml")
	require.NoError(t, os.WriteFile(venues, []byte(`venues: [{name: bybit, kind: bybit, base_url: "http://127.0.0.1:1", allow_insecure: true, account_type: FUND,
  withdraw_key: {api_key: withdraw1, secret_env: QTG_TEST_UNSET}, read_key: {api_key: readkey1, secret_env: QTG_TEST_UNSET},
  withdrawal_sla: 10m, deposit_sla: 10m, coins: [{token: USDC, coin: USDC}],
  chains: [{chain: dev-1, venue_chain: DEV-1, deposit_address: "0x9999999999999999999999999999999999999999"}]}]`+"\n"), 0o600))
	reg, err := rails.BuildWith(context.Background(), rails.Options{Pool: db.Wrap(pool), Instance: "test",
		ConfigPath: chains, VenuesPath: venues, Logger: zerolog.Nop(), Noop: true, Network: db.Testnet})
	require.NoError(t, err)
	return reg
}

// An executor is registered only once it passes the conformance suite: every key
// BuildWith can register has a conformance test, in the package executortest.Covered
// names, whose tests call executortest.Exercise (which refuses a key called from any
// other package).
func TestEveryExecutorHasAConformanceTest(t *testing.T) {
	t.Parallel()
	keys := everyExecutor(t).Keys()
	covered := executortest.Covered()
	owner := map[string]string{}
	for key, pkg := range covered {
		require.Empty(t, owner[pkg], "executortest.Covered names %s for both %q and %q: each executor's own package tests it", pkg, owner[pkg], key)
		owner[pkg] = key
	}
	for _, key := range keys {
		pkg, ok := covered[key]
		require.True(t, ok, "executor %q has no conformance test: write one calling executortest.Exercise and list it in "+
			"executortest.Covered (docs/adding-an-executor.md, step one)", key)
		require.True(t, callsExercise(t, filepath.Join("..", "..", "..", "..", filepath.FromSlash(pkg))),
			"executortest.Covered names %s for %q, but no test there calls executortest.Exercise", pkg, key)
	}
	require.ElementsMatch(t, keys, slices.Collect(maps.Keys(covered)), "executortest.Covered lists a key no process registers")
}

// callsExercise reports whether a test file in dir calls executortest.Exercise.
func callsExercise(t *testing.T, dir string) bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	require.NoError(t, err)
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		if strings.Contains(string(src), "executortest.Exercise(") {
			return true
		}
	}
	return false
}
