package cctptransfer_test

import (
	"encoding/json"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
)

// Node configs are decoded strictly and resolved against the chain configuration: a
// config the executor would misread never reaches a plan.
func TestValidateConfig(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	chain := func(name string, id uint64, domain uint32, cctp bool) evm.Chain {
		c := evm.Chain{Name: name, ChainID: id, RPCURL: "http://127.0.0.1:1",
			Tokens: []evm.Token{{Symbol: "USDC", Address: common.HexToAddress("0x00000000000000000000000000000000000000aa")}}}
		if cctp {
			c.CCTP = &evm.CCTP{Domain: domain, TokenMessenger: common.HexToAddress("0x01"), MessageTransmitter: common.HexToAddress("0x02"),
				AttestationURL: "http://127.0.0.1:1"}
		}
		return c
	}
	cfg := &evm.Config{Chains: []evm.Chain{chain("dev-1", 1, 100, true), chain("dev-2", 2, 101, true), chain("plain", 3, 0, false)}}
	x, err := cctptransfer.New(cctptransfer.Options{Config: cfg, Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
	require.NoError(t, err)
	t.Cleanup(x.Close)
	base := map[string]any{"from_chain": "dev-1", "to_chain": "dev-2", "from": signer.Address().Hex(),
		"to": "0x00000000000000000000000000000000000000b0", "amount": "1000", "max_fee": "10", "speed": "fast"}
	with := func(k string, v any) json.RawMessage {
		m := map[string]any{}
		for kk, vv := range base {
			m[kk] = vv
		}
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		b, err := json.Marshal(m)
		require.NoError(t, err)
		return b
	}
	tests := []struct {
		name    string
		config  json.RawMessage
		wantErr string
	}{
		{name: "valid", config: with("speed", "fast")},
		{name: "standard", config: with("speed", "standard")},
		{name: "unknown field", config: with("memo", "x"), wantErr: "unknown field"},
		{name: "case-folded key", config: with("Max_Fee", "1"), wantErr: "Max_Fee"},
		{name: "same chain", config: with("to_chain", "dev-1"), wantErr: "same chain"},
		{name: "chain without cctp", config: with("to_chain", "plain"), wantErr: "no cctp section"},
		{name: "unknown chain", config: with("from_chain", "nope"), wantErr: "not configured"},
		{name: "from not a signer", config: with("from", "0x00000000000000000000000000000000000000c0"), wantErr: "not a configured signer"},
		{name: "max fee not below amount", config: with("max_fee", "1000"), wantErr: "less than the amount"},
		{name: "negative fee", config: with("max_fee", "-1"), wantErr: "max_fee"},
		{name: "zero amount", config: with("amount", "0"), wantErr: "amount"},
		{name: "bad speed", config: with("speed", "instant"), wantErr: "speed"},
		{name: "missing speed", config: with("speed", nil), wantErr: "speed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := x.ValidateConfig(tt.config)
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tt.wantErr)
		})
	}
}
