package cctptransfer_test

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
)

// A cctp_transfer pins what its burn and mint go through, as the chain configuration
// resolves them: both chains' IDs, USDC contracts, TokenMessengers,
// MessageTransmitters and CCTP domains. Each changed in the configuration changes
// that pin, so the engine holds a node approved with the other (docs/security.md).
func TestCCTPTransferPinsWhereTheBurnAndMintGo(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	addr := common.HexToAddress
	config := func() *evm.Config {
		chain := func(name string, id uint64, domain uint32, n byte) evm.Chain {
			return evm.Chain{Name: name, ChainID: id, RPCURL: "http://127.0.0.1:1",
				Tokens: []evm.Token{{Symbol: "USDC", Address: common.BytesToAddress([]byte{n, 0xaa})}},
				CCTP: &evm.CCTP{Domain: domain, TokenMessenger: common.BytesToAddress([]byte{n, 0x01}),
					MessageTransmitter: common.BytesToAddress([]byte{n, 0x02}), AttestationURL: "http://127.0.0.1:1"}}
		}
		return &evm.Config{Chains: []evm.Chain{chain("dev-1", 1, 100, 1), chain("dev-2", 2, 101, 2)}}
	}
	raw, err := json.Marshal(map[string]any{"from_chain": "dev-1", "to_chain": "dev-2", "from": signer.Address().Hex(),
		"to": "0x00000000000000000000000000000000000000b0", "amount": "1000", "max_fee": "10", "speed": "fast",
		"pins": map[string]string{"src.usdc": "0x01"}})
	require.NoError(t, err)
	want := map[string]string{
		"src.chain_id": "1", "src.usdc": addr("0x01aa").Hex(), "src.cctp_domain": "100",
		"src.token_messenger": addr("0x0101").Hex(), "src.message_transmitter": addr("0x0102").Hex(),
		"dst.chain_id": "2", "dst.usdc": addr("0x02aa").Hex(), "dst.cctp_domain": "101",
		"dst.token_messenger": addr("0x0201").Hex(), "dst.message_transmitter": addr("0x0202").Hex(),
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
		{name: "another TokenMessenger", edit: func(c *evm.Config) { c.Chains[0].CCTP.TokenMessenger = decoy }, pin: "src.token_messenger", value: decoy.Hex()},
		{name: "another source MessageTransmitter", edit: func(c *evm.Config) { c.Chains[0].CCTP.MessageTransmitter = decoy }, pin: "src.message_transmitter", value: decoy.Hex()},
		{name: "another destination MessageTransmitter", edit: func(c *evm.Config) { c.Chains[1].CCTP.MessageTransmitter = decoy }, pin: "dst.message_transmitter", value: decoy.Hex()},
		{name: "another destination domain", edit: func(c *evm.Config) { c.Chains[1].CCTP.Domain = 7 }, pin: "dst.cctp_domain", value: "7"},
		{name: "another destination chain ID", edit: func(c *evm.Config) { c.Chains[1].ChainID = 8453 }, pin: "dst.chain_id", value: "8453"},
		{name: "another destination USDC", edit: func(c *evm.Config) { c.Chains[1].Tokens[0].Address = decoy }, pin: "dst.usdc", value: decoy.Hex()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := config()
			if tt.edit != nil {
				tt.edit(cfg)
			}
			x, err := cctptransfer.New(cctptransfer.Options{Config: cfg, Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
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
