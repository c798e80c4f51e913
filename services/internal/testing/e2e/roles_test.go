package e2e_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Every deployable refuses to start when its database role voids the isolation: the
// migrator's superuser, a promoter login without the audit role, a non-promoter holding
// it, a gateway without the gateway role, a worker holding it, a sidecar holding the
// engine's roles and a worker without its own (docs/security.md): a chart that gives a
// pod another deployable's login is caught at start-up. The exit is immediate and the
// error says what to do.
func TestDeployablesRefuseUnsafeRoles(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	admin := e.pool.Config().ConnString()
	tests := []struct {
		name   string
		binary string
		vars   []string
		want   string
	}{
		{name: "worker as the migrator", binary: "expiration-checker", vars: []string{"DATABASE_URL=" + admin}, want: "it is a superuser"},
		{name: "all-in-one as the migrator", binary: "qtg", vars: []string{"DATABASE_URL=" + admin}, want: "it owns schema testnet"},
		{name: "promoter without the audit role", binary: "audit-outbox-promoter", vars: []string{"DATABASE_URL=" + e.url}, want: "must be a member of qtg_testnet_audit"},
		{name: "worker with the audit role", binary: "expiration-checker", vars: []string{"DATABASE_URL=" + e.audit}, want: "only the audit-outbox-promoter may append"},
		{name: "gateway without the gateway role", binary: "gateway", want: "must be a member of qtg_testnet_gateway",
			vars: []string{"DATABASE_URL=" + e.url, "MG_AUTH_TOKENS_FILE=" + tokensFileFor(t), "MG_GRPC_ADDR=" + freeAddr(t), "MG_ALLOW_PLAINTEXT=true"}},
		{name: "worker with the gateway role", binary: "dispatcher", vars: []string{"DATABASE_URL=" + e.gateway}, want: "only the gateway may create movements"},
		{name: "sidecar with the engine's login", binary: "callback-dispatcher", vars: []string{"DATABASE_URL=" + e.url},
			want: "holds qtg_testnet_dispatcher, the role of a job this process does not host"},
		{name: "dispatcher with a sidecar's login", binary: "dispatcher", vars: []string{"DATABASE_URL=" + e.login(t, "expiration-checker", nil)},
			want: "must be a member of qtg_testnet_dispatcher"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := e.start(tt.binary, tt.vars...)
			select {
			case <-p.done:
			case <-time.After(30 * time.Second):
				t.Fatalf("%s still running with an unsafe role:\n%s", tt.binary, p.out.String())
			}
			require.Error(t, p.err, "exits non-zero")
			out := p.out.String()
			require.Contains(t, out, "unsafe database role", out)
			require.Contains(t, out, tt.want, out)
			require.False(t, strings.Contains(out, "starting workers"), "refused before any worker started")
		})
	}
}

// A deployable that does not sign refuses to start when a signing key is within its
// reach (keys only where they sign: only dispatcher and recovery; the observer hands
// fee bumps to recovery, evm-nonce-reaper requests the fills recovery signs), before
// touching any chain.
func TestNonSigningDeployablesRefuseKeys(t *testing.T) {
	t.Parallel()
	require.NoError(t, evmBins()) // balance-snapshot and verify-drift
	e := newEnv(t)
	dir := t.TempDir()
	keyFile := filepath.Join(dir, "hot.key")
	require.NoError(t, os.WriteFile(keyFile, []byte("2b1c1a42b1b1b5ba2a1c5f2c45a7eb8a5b4e5a0c2ee2d1d5b5b0a6f8a1c9e0d3\n"), 0o600))
	cfg := filepath.Join(dir, "chains.yaml")
	require.NoError(t, os.WriteFile(cfg, []byte(`chains: [{name: dev-1, chain_id: 31337, rpc_url: "http://127.0.0.1:1"}]
signers: [{name: hot, address: "0x1111111111111111111111111111111111111111", key_file: "`+keyFile+`"}]
`), 0o600))
	for _, binary := range []string{"observer", "evm-nonce-reaper", "executor-health", "balance-snapshot", "verify-drift"} {
		t.Run(binary, func(t *testing.T) {
			p := e.start(binary, "MG_CONFIG_FILE="+cfg)
			select {
			case <-p.done:
			case <-time.After(30 * time.Second):
				t.Fatalf("%s still running with a key within reach:\n%s", binary, p.out.String())
			}
			require.Error(t, p.err, "exits non-zero")
			require.Contains(t, p.out.String(), "signing keys handed to a process that does not sign")
			require.Contains(t, p.out.String(), "hot (key_file "+keyFile+")")
		})
	}
}
