package cexwithdrawal_test

import (
	"encoding/json"
	"maps"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
)

// A cex_withdrawal pins what its request names and what its payment is checked
// against, as the venue and chain configuration resolve them: the venue's chain and
// coin, the account type it draws on, the chain ID and the token contract. Each changed
// in the configuration changes that pin, so the engine holds a node approved with the
// other (docs/security.md).
func TestCEXWithdrawalPinsVenueChainCoinAndToken(t *testing.T) {
	t.Parallel()
	usdc := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	decoy := common.HexToAddress("0x00000000000000000000000000000000000dEaD1")
	config := func() (*venue.Config, *evm.Config) {
		v := &venue.Venue{Name: "bybit", AccountType: "FUND", Coins: []venue.Coin{{Token: "USDC", Coin: "USDC"}},
			Chains: []venue.Chain{{Chain: "dev-1", VenueChain: "ETH"}}}
		return &venue.Config{Venues: []*venue.Venue{v}}, &evm.Config{Chains: []evm.Chain{{Name: "dev-1", ChainID: 1, RPCURL: "http://127.0.0.1:1",
			Confirmations: 1, Tokens: []evm.Token{{Symbol: "USDC", Address: usdc, Decimals: 6}}}}}
	}
	raw, err := json.Marshal(map[string]any{"venue": "bybit", "chain": "dev-1", "token": "USDC",
		"to": "0x00000000000000000000000000000000000000b0", "amount": "1000", "pins": map[string]string{"venue.coin": "x"}})
	require.NoError(t, err)
	want := map[string]string{"venue.chain": "ETH", "venue.coin": "USDC", "venue.account_type": "FUND",
		"chain.chain_id": "1", "token.address": usdc.Hex()}
	for _, tt := range []struct {
		name       string
		edit       func(v *venue.Config, c *evm.Config)
		pin, value string
	}{
		{name: "as configured"},
		{name: "another venue chain", edit: func(v *venue.Config, _ *evm.Config) { v.Venues[0].Chains[0].VenueChain = "TRX" }, pin: "venue.chain", value: "TRX"},
		{name: "another venue coin", edit: func(v *venue.Config, _ *evm.Config) { v.Venues[0].Coins[0].Coin = "USDT" }, pin: "venue.coin", value: "USDT"},
		{name: "another account", edit: func(v *venue.Config, _ *evm.Config) { v.Venues[0].AccountType = "UTA" }, pin: "venue.account_type", value: "UTA"},
		{name: "another chain ID", edit: func(_ *venue.Config, c *evm.Config) { c.Chains[0].ChainID = 8453 }, pin: "chain.chain_id", value: "8453"},
		{name: "another token contract", edit: func(_ *venue.Config, c *evm.Config) { c.Chains[0].Tokens[0].Address = decoy }, pin: "token.address", value: decoy.Hex()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			v, c := config()
			if tt.edit != nil {
				tt.edit(v, c)
			}
			x, err := cexwithdrawal.New(cexwithdrawal.Options{Venues: v, Chains: c})
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
