package cexdeposit_test

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor/cexdeposit"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// A cex_deposit pins where its transfer goes and which credit it waits for, as the
// venue and chain configuration resolve them: the venue's deposit address, chain and
// coin, the chain ID and the token contract. Each changed in the configuration changes
// that pin (a changed deposit address also makes the config invalid), so the engine
// holds a node approved with the other (docs/security.md).
func TestCEXDepositPinsDepositAddressCoinAndToken(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	usdc := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	deposit := common.HexToAddress("0x00000000000000000000000000000000000000d0")
	decoy := common.HexToAddress("0x00000000000000000000000000000000000dEaD1")
	config := func() (*venue.Config, *evm.Config) {
		v := &venue.Venue{Name: "bybit", AccountType: "FUND", Coins: []venue.Coin{{Token: "USDC", Coin: "USDC"}},
			Chains: []venue.Chain{{Chain: "dev-1", VenueChain: "ETH", DepositAddress: deposit.Hex()}}}
		return &venue.Config{Venues: []*venue.Venue{v}}, &evm.Config{Chains: []evm.Chain{{Name: "dev-1", ChainID: 1, RPCURL: "http://127.0.0.1:1",
			Confirmations: 1, Tokens: []evm.Token{{Symbol: "USDC", Address: usdc, Decimals: 6}}}}}
	}
	raw, err := json.Marshal(map[string]any{"venue": "bybit", "chain": "dev-1", "token": "USDC", "from": signer.Address().Hex(),
		"to": deposit.Hex(), "amount": "1000", "pins": map[string]string{"venue.coin": "x"}})
	require.NoError(t, err)
	want := map[string]string{"venue.deposit_address": deposit.Hex(), "venue.chain": "ETH", "venue.coin": "USDC",
		"chain.chain_id": "1", "token.address": usdc.Hex()}
	for _, tt := range []struct {
		name       string
		edit       func(v *venue.Config, c *evm.Config)
		pin, value string
		err        string
	}{
		{name: "as configured"},
		{name: "another venue chain", edit: func(v *venue.Config, _ *evm.Config) { v.Venues[0].Chains[0].VenueChain = "TRX" }, pin: "venue.chain", value: "TRX"},
		{name: "another venue coin", edit: func(v *venue.Config, _ *evm.Config) { v.Venues[0].Coins[0].Coin = "USDT" }, pin: "venue.coin", value: "USDT"},
		{name: "another chain ID", edit: func(_ *venue.Config, c *evm.Config) { c.Chains[0].ChainID = 8453 }, pin: "chain.chain_id", value: "8453"},
		{name: "another token contract", edit: func(_ *venue.Config, c *evm.Config) { c.Chains[0].Tokens[0].Address = decoy }, pin: "token.address", value: decoy.Hex()},
		{name: "another deposit address", edit: func(v *venue.Config, _ *evm.Config) { v.Venues[0].Chains[0].DepositAddress = decoy.Hex() },
			err: "is not venue bybit's deposit address"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			v, c := config()
			if tt.edit != nil {
				tt.edit(v, c)
			}
			e, err := evmtransfer.New(evmtransfer.Options{Config: c, Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
			require.NoError(t, err)
			t.Cleanup(e.Close)
			x, err := cexdeposit.New(cexdeposit.Options{Venues: v, Chains: c, EVM: e})
			require.NoError(t, err)
			got, err := x.Pins(raw)
			if tt.err != "" {
				require.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			require.NoError(t, x.ValidateConfig(raw), "the compiler's pins member is accepted")
			w := maps.Clone(want)
			if tt.pin != "" {
				w[tt.pin] = tt.value
			}
			require.Equal(t, w, got)
		})
	}
}
