package testfix

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/gateway"
)

// TokensFile is a gateway tokens file (gateway.ParseTokens, MG_AUTH_TOKENS_FILE) giving
// each principal of roles its roles and the hash of its bearer token, token(name).
func TokensFile(t testing.TB, roles map[string][]string, token func(name string) string) []byte {
	t.Helper()
	type principal struct {
		Name        string   `json:"name"`
		Roles       []string `json:"roles"`
		TokenSHA256 string   `json:"token_sha256"`
	}
	var file struct {
		Principals []principal `json:"principals"`
	}
	for name, r := range roles {
		file.Principals = append(file.Principals, principal{Name: name, Roles: r, TokenSHA256: gateway.HashToken(token(name))})
	}
	raw, err := json.Marshal(file)
	require.NoError(t, err)
	return raw
}
