package ofttransfer_test

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
)

// An oft_transfer pins what its send goes through, as the chain configuration
// resolves them: both chains' IDs, USDC contracts, LayerZero endpoints and eids,
// Stargate USDC pools, TokenMessaging and USDC asset IDs. Each changed in the
// configuration changes that pin, so the engine holds a node approved with the other
// (docs/security.md).
func TestOFTTransferPinsWhereTheSendGoes(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	addr := common.HexToAddress
	config := func() *evm.Config {
		chain := func(name string, id uint64, eid uint32, n byte) evm.Chain {
			return evm.Chain{Name: name, ChainID: id, RPCURL: "http://127.0.0.1:1",
				Tokens: []evm.Token{{Symbol: "USDC", Address: common.BytesToAddress([]byte{n, 0xaa})}},
				LayerZero: &evm.LayerZero{EID: eid, Endpoint: common.BytesToAddress([]byte{n, 0x01}),
					USDCPool: common.BytesToAddress([]byte{n, 0x02}), TokenMessaging: common.BytesToAddress([]byte{n, 0x03}), USDCAssetID: 1}}
		}
		return &evm.Config{Chains: []evm.Chain{chain("dev-1", 1, 100, 1), chain("dev-2", 2, 101, 2)}}
	}
	raw, err := json.Marshal(map[string]any{"from_chain": "dev-1", "to_chain": "dev-2", "from": signer.Address().Hex(),
		"to": "0x00000000000000000000000000000000000000b0", "amount": "1000", "max_fee": "10",
		"pins": map[string]string{"src.usdc": "0x01"}})
	require.NoError(t, err)
	want := map[string]string{
		"src.chain_id": "1", "src.usdc": addr("0x01aa").Hex(), "src.lz_eid": "100", "src.lz_endpoint": addr("0x0101").Hex(),
		"src.stargate_usdc_pool": addr("0x0102").Hex(), "src.stargate_token_messaging": addr("0x0103").Hex(), "src.stargate_usdc_asset_id": "1",
		"dst.chain_id": "2", "dst.usdc": addr("0x02aa").Hex(), "dst.lz_eid": "101", "dst.lz_endpoint": addr("0x0201").Hex(),
		"dst.stargate_usdc_pool": addr("0x0202").Hex(), "dst.stargate_token_messaging": addr("0x0203").Hex(), "dst.stargate_usdc_asset_id": "1",
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
		{name: "another source pool", edit: func(c *evm.Config) { c.Chains[0].LayerZero.USDCPool = decoy }, pin: "src.stargate_usdc_pool", value: decoy.Hex()},
		{name: "another source endpoint", edit: func(c *evm.Config) { c.Chains[0].LayerZero.Endpoint = decoy }, pin: "src.lz_endpoint", value: decoy.Hex()},
		{name: "another source TokenMessaging", edit: func(c *evm.Config) { c.Chains[0].LayerZero.TokenMessaging = decoy }, pin: "src.stargate_token_messaging", value: decoy.Hex()},
		{name: "another destination pool", edit: func(c *evm.Config) { c.Chains[1].LayerZero.USDCPool = decoy }, pin: "dst.stargate_usdc_pool", value: decoy.Hex()},
		{name: "another destination eid", edit: func(c *evm.Config) { c.Chains[1].LayerZero.EID = 7 }, pin: "dst.lz_eid", value: "7"},
		{name: "another destination chain ID", edit: func(c *evm.Config) { c.Chains[1].ChainID = 8453 }, pin: "dst.chain_id", value: "8453"},
		{name: "another destination USDC", edit: func(c *evm.Config) { c.Chains[1].Tokens[0].Address = decoy }, pin: "dst.usdc", value: decoy.Hex()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := config()
			if tt.edit != nil {
				tt.edit(cfg)
			}
			x, err := ofttransfer.New(ofttransfer.Options{Config: cfg, Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
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
