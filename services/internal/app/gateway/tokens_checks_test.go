package gateway_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// Principal names have one canonical form (docs/security.md): "alice", "Alice" and "alice "
// cannot be three people for four-eyes, so a tokens file naming them otherwise is refused.
func TestTokensPrincipalNamesCanonical(t *testing.T) {
	t.Parallel()
	token := func(name string) string { return "t-" + name }
	for _, bad := range []string{"Alice", "alice ", " alice", "ali ce", "1alice", "alice\x00", "ALICE", "al/ice", "élise"} {
		_, err := gateway.ParseTokens(testfix.TokensFile(t, map[string][]string{bad: {"creator"}}, token))
		require.Error(t, err, "%q", bad)
	}
	for _, good := range []string{"alice", "ops-1", "svc.bot_2", "a"} {
		_, err := gateway.ParseTokens(testfix.TokensFile(t, map[string][]string{good: {"creator"}}, token))
		require.NoError(t, err, "%q", good)
	}
}

// A tokens file others can read or change is refused (docs/security.md).
func TestTokensFilePermissions(t *testing.T) {
	t.Parallel()
	raw := testfix.TokensFile(t, map[string][]string{"alice": {"creator"}}, func(n string) string { return "t-" + n })
	path := filepath.Join(t.TempDir(), "tokens.json")
	require.NoError(t, os.WriteFile(path, raw, 0o600))
	for _, mode := range []os.FileMode{0o644, 0o604, 0o660, 0o606, 0o666} {
		require.NoError(t, os.Chmod(path, mode))
		_, err := gateway.LoadTokens(path)
		require.ErrorContains(t, err, "mode", "%#o", mode)
	}
	for _, mode := range []os.FileMode{0o600, 0o400, 0o440, 0o640} {
		require.NoError(t, os.Chmod(path, mode))
		_, err := gateway.LoadTokens(path)
		require.NoError(t, err, "%#o", mode)
	}
}
