package venue_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/exchange/venue"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Secrets are loaded only where the access allows, and a process that may not
// withdraw refuses to start when a withdrawal secret is within its reach; no error
// carries a secret.
func TestAccess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	withdrawSecret, readSecret := "withdraw-secret-0123456789", "read-secret-0123456789"
	wf, rf := filepath.Join(dir, "w"), filepath.Join(dir, "r")
	require.NoError(t, os.WriteFile(wf, []byte(withdrawSecret+"\n"), 0o600))
	require.NoError(t, os.WriteFile(rf, []byte(readSecret), 0o600))
	file := func(withdraw venue.KeyRef, read venue.KeyRef) venue.File {
		return venue.File{Venues: []venue.FileVenue{{Name: "v", BaseURL: "http://127.0.0.1:1", AllowInsecure: true, WithdrawKey: withdraw, ReadKey: read}}}
	}
	env := map[string]string{"W": withdrawSecret}
	getenv := func(k string) string { return env[k] }
	reachable := venue.KeyRef{APIKey: "withdrawKey1", SecretFile: wf}
	unreachable := venue.KeyRef{APIKey: "withdrawKey1", SecretFile: filepath.Join(dir, "absent")}
	unsetEnv := venue.KeyRef{APIKey: "withdrawKey1", SecretEnv: "UNSET"}
	setEnv := venue.KeyRef{APIKey: "withdrawKey1", SecretEnv: "W"}
	read := venue.KeyRef{APIKey: "readKey00001", SecretFile: rf}
	tests := []struct {
		name       string
		f          venue.File
		access     venue.Access
		wantErr    string
		wantWriter bool
		wantReader bool
	}{
		{name: "withdraw", f: file(reachable, read), access: venue.AccessWithdraw, wantWriter: true, wantReader: true},
		{name: "withdraw from env", f: file(setEnv, venue.KeyRef{}), access: venue.AccessWithdraw, wantWriter: true, wantReader: true},
		{name: "withdraw without secret", f: file(unreachable, read), access: venue.AccessWithdraw, wantErr: "withdraw_key"},
		{name: "read", f: file(unreachable, read), access: venue.AccessRead, wantReader: true},
		{name: "read refuses a reachable withdrawal file", f: file(reachable, read), access: venue.AccessRead, wantErr: "v (secret_file " + wf + ")"},
		{name: "read refuses a set withdrawal variable", f: file(setEnv, read), access: venue.AccessRead, wantErr: "v (secret_env W)"},
		{name: "read needs a read key", f: file(unsetEnv, venue.KeyRef{}), access: venue.AccessRead, wantErr: "no read_key"},
		{name: "none", f: file(unsetEnv, read), access: venue.AccessNone},
		{name: "none refuses a reachable withdrawal secret", f: file(reachable, read), access: venue.AccessNone, wantErr: "does not withdraw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg, err := venue.Resolve(tt.f, tt.access, getenv)
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				require.NotContains(t, err.Error(), withdrawSecret)
				require.NotContains(t, err.Error(), readSecret)
				return
			}
			require.NoError(t, err)
			v, ok := cfg.Venue("v")
			require.True(t, ok)
			require.Equal(t, tt.wantWriter, v.Writer != nil)
			require.Equal(t, tt.wantReader, v.Reader != nil)
		})
	}
}

// A venue's account_type is what withdraw/create takes (FUND, UTA, FUND,UTA); its
// balance is read from the wallets the balance query names (FUND, UNIFIED); EARN, whose
// balance that query cannot read, is refused. The withdrawal interval defaults to
// Bybit's 10 seconds.
func TestAccountTypeNamesTheWalletsItDrawsOn(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		accountType string
		wallets     []string
		wantErr     bool
	}{
		{"", []string{"FUND"}, false},
		{"FUND", []string{"FUND"}, false},
		{"UTA", []string{"UNIFIED"}, false},
		{"FUND,UTA", []string{"FUND", "UNIFIED"}, false},
		{"UNIFIED", nil, true},
		{"EARN", nil, true},
		{"FUND,UTA,EARN", nil, true},
	} {
		t.Run(tt.accountType, func(t *testing.T) {
			t.Parallel()
			cfg, err := venue.Resolve(venue.File{Venues: []venue.FileVenue{{Name: "v", BaseURL: "http://127.0.0.1:1", AllowInsecure: true, AccountType: tt.accountType,
				WithdrawKey: venue.KeyRef{APIKey: "withdrawKey1", SecretEnv: "UNSET"}}}}, venue.AccessNone, func(string) string { return "" })
			if tt.wantErr {
				require.ErrorContains(t, err, "account_type")
				return
			}
			require.NoError(t, err)
			v, ok := cfg.Venue("v")
			require.True(t, ok)
			require.Equal(t, tt.wallets, v.Wallets)
			require.Equal(t, venue.DefaultWithdrawInterval, v.WithdrawInterval)
			require.Equal(t, 10*time.Second, v.WithdrawInterval)
		})
	}
}
