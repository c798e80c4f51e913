package evmtransfer_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// A config key that matches a field only by Unicode case folding ("to\u212Aen", with
// a Kelvin sign) must be refused: encoding/json would let it override the reviewed
// token.
func TestValidateConfigExactKeys(t *testing.T) {
	t.Parallel()
	b := setup(t, 1)
	from, to := b.accts[1].Address.Hex(), b.accts[2].Address.Hex()
	for name, raw := range map[string]string{
		"kelvin sign":    fmt.Sprintf("{\"chain\":\"dev-1\",\"token\":\"native\",\"to\u212Aen\":\"USDC\",\"from\":%q,\"to\":%q,\"amount\":\"1\"}", from, to),
		"upper case key": fmt.Sprintf(`{"chain":"dev-1","TOKEN":"USDC","from":%q,"to":%q,"amount":"1"}`, from, to),
		"duplicate key":  fmt.Sprintf(`{"chain":"dev-1","token":"native","token":"USDC","from":%q,"to":%q,"amount":"1"}`, from, to),
	} {
		require.ErrorContains(t, b.exec.ValidateConfig(json.RawMessage(raw)), "evm_transfer config", name)
	}
}
