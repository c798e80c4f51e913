package cciptransfer_test

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
)

// A ccip_transfer pins what its send and execution go through, as the chain
// configuration resolves them: both chains' IDs, USDC contracts, Routers, OnRamps,
// OffRamps and chain selectors, and the fee token. Each changed in the configuration
// changes that pin, so the engine holds a node approved with the other
// (docs/security.md).
func TestCCIPTransferPinsWhereTheSendGoes(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	addr := common.HexToAddress
	config := func() *evm.Config {
		chain := func(name string, id uint64, selector uint64, n byte) evm.Chain {
			return evm.Chain{Name: name, ChainID: id, RPCURL: "http://127.0.0.1:1",
				Tokens: []evm.Token{{Symbol: "USDC", Address: common.BytesToAddress([]byte{n, 0xaa})}},
				CCIP: &evm.CCIP{ChainSelector: selector, Router: common.BytesToAddress([]byte{n, 0x01}),
					OnRamp: common.BytesToAddress([]byte{n, 0x02}), OffRamp: common.BytesToAddress([]byte{n, 0x03}), FeeTokens: []string{"USDC"}}}
		}
		return &evm.Config{Chains: []evm.Chain{chain("dev-1", 1, 100, 1), chain("dev-2", 2, 101, 2)}}
	}
	raw, err := json.Marshal(map[string]any{"from_chain": "dev-1", "to_chain": "dev-2", "from": signer.Address().Hex(),
		"to": "0x00000000000000000000000000000000000000b0", "amount": "1000", "max_fee": "10", "fee_token": "native",
		"pins": map[string]string{"src.usdc": "0x01"}})
	require.NoError(t, err)
	want := map[string]string{
		"src.chain_id": "1", "src.usdc": addr("0x01aa").Hex(), "src.ccip_chain_selector": "100",
		"src.ccip_router": addr("0x0101").Hex(), "src.ccip_onramp": addr("0x0102").Hex(), "src.ccip_offramp": addr("0x0103").Hex(),
		"dst.chain_id": "2", "dst.usdc": addr("0x02aa").Hex(), "dst.ccip_chain_selector": "101",
		"dst.ccip_router": addr("0x0201").Hex(), "dst.ccip_onramp": addr("0x0202").Hex(), "dst.ccip_offramp": addr("0x0203").Hex(),
		"fee_token": "native",
	}
	decoy := addr("0x00000000000000000000000000000000000dEaD1")
	for _, tt := range []struct {
		name  string
		edit  func(c *evm.Config)
		pin   string
		value string
	}{
		{name: "as configured"},
		{name: "another source USDC", edit: func(c *evm.Config) { c.Chains[0].Tokens[0].Address = decoy }, pin: "src.usdc", value: decoy.Hex()},
		{name: "another Router", edit: func(c *evm.Config) { c.Chains[0].CCIP.Router = decoy }, pin: "src.ccip_router", value: decoy.Hex()},
		{name: "another OnRamp", edit: func(c *evm.Config) { c.Chains[0].CCIP.OnRamp = decoy }, pin: "src.ccip_onramp", value: decoy.Hex()},
		{name: "another destination OffRamp", edit: func(c *evm.Config) { c.Chains[1].CCIP.OffRamp = decoy }, pin: "dst.ccip_offramp", value: decoy.Hex()},
		{name: "another destination chain selector", edit: func(c *evm.Config) { c.Chains[1].CCIP.ChainSelector = 7 }, pin: "dst.ccip_chain_selector", value: "7"},
		{name: "another destination chain ID", edit: func(c *evm.Config) { c.Chains[1].ChainID = 8453 }, pin: "dst.chain_id", value: "8453"},
		{name: "another destination USDC", edit: func(c *evm.Config) { c.Chains[1].Tokens[0].Address = decoy }, pin: "dst.usdc", value: decoy.Hex()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := config()
			if tt.edit != nil {
				tt.edit(cfg)
			}
			x, err := cciptransfer.New(cciptransfer.Options{Config: cfg, Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
			require.NoError(t, err)
			t.Cleanup(x.Close)
			require.NoError(t, x.ValidateConfig(raw), "the compiler's pins member is accepted")
			got, err := x.Pins(raw)
			require.NoError(t, err)
			w := maps.Clone(want)
			if tt.pin != "" {
				w[tt.pin] = tt.value
			}
			require.Equal(t, w, got)
		})
	}
}
