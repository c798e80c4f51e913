package nodeconfig_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// plainExecutor pins nothing; pinningExecutor pins the token address its tokens map
// resolves the config's token to (the stand-in for the chain configuration).
type plainExecutor struct{ executor.Executor }

func (plainExecutor) Key() string { return "plain" }

type pinningExecutor struct {
	plainExecutor
	tokens map[string]string
}

func (e pinningExecutor) Pins(config json.RawMessage) (map[string]string, error) {
	var c struct {
		Token string `json:"token"`
	}
	if err := json.Unmarshal(config, &c); err != nil {
		return nil, err
	}
	addr, ok := e.tokens[c.Token]
	if !ok {
		return nil, errors.New("token not configured")
	}
	if addr == "" {
		return nil, nil // pins nothing, as a wrapper of a plain executor answers
	}
	return map[string]string{"token.address": addr}, nil
}

// A node runs only where its pins are what the process's configuration resolves its
// config to: a format 2 node of a Pinner must carry them, a format 1 node without
// pins runs as before, and pins on a node whose executor pins nothing are refused.
func TestVerifyPinsHoldsWhatTheConfigurationNoLongerResolvesTo(t *testing.T) {
	t.Parallel()
	approved := pinningExecutor{tokens: map[string]string{"USDC": "0xA0", "NONE": ""}}
	changed := pinningExecutor{tokens: map[string]string{"USDC": "0xDEAD"}}
	for _, tt := range []struct {
		name   string
		exec   executor.Executor
		format int16
		config string
		err    string
	}{
		{name: "pins as resolved", exec: approved, format: 2, config: `{"token":"USDC","pins":{"token.address":"0xA0"}}`},
		{name: "another token contract configured", exec: changed, format: 2, config: `{"token":"USDC","pins":{"token.address":"0xA0"}}`,
			err: `token.address: approved "0xA0", now "0xDEAD"`},
		{name: "the token no longer configured", exec: changed, format: 2, config: `{"token":"NONE","pins":{"token.address":"0xA0"}}`,
			err: "no longer resolves"},
		{name: "a pin more approved than resolved", exec: approved, format: 2, config: `{"token":"USDC","pins":{"token.address":"0xA0","x":"1"}}`,
			err: `x: approved "1", now none`},
		{name: "format 2 without pins", exec: approved, format: 2, config: `{"token":"USDC"}`, err: "carries no pins"},
		{name: "format 1 without pins", exec: changed, format: 1, config: `{"token":"USDC"}`},
		{name: "format 1 with pins is checked", exec: changed, format: 1, config: `{"token":"USDC","pins":{"token.address":"0xA0"}}`,
			err: "0xDEAD"},
		{name: "an empty answer pins nothing", exec: approved, format: 2, config: `{"token":"NONE"}`},
		{name: "pins where the executor pins nothing", exec: plainExecutor{}, format: 2, config: `{"pins":{"token.address":"0xA0"}}`,
			err: `token.address: approved "0xA0", now none`},
		{name: "no pins where the executor pins nothing", exec: plainExecutor{}, format: 2, config: `{}`},
		{name: "pins not an object of strings", exec: approved, format: 2, config: `{"token":"USDC","pins":{"token.address":1}}`, err: "pins"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := nodeconfig.VerifyPins(tt.exec, tt.format, []byte(tt.config))
			if tt.err == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, nodeconfig.ErrPinsMismatch)
			require.ErrorIs(t, err, nodeconfig.ErrMismatch)
			require.ErrorContains(t, err, tt.err)
		})
	}
}
