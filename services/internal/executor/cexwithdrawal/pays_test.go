package cexwithdrawal_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
)

// A venue withdrawal pays the amount that must arrive from the venue's account
// ("venue:bybit") to To on the chain, as a treasury policy matches it.
func TestPaysFromTheVenueToTheRecipientOnTheChain(t *testing.T) {
	t.Parallel()
	v := &venue.Venue{Name: "bybit", AccountType: "FUND", Coins: []venue.Coin{{Token: "USDC", Coin: "USDC"}},
		Chains: []venue.Chain{{Chain: "dev-1", VenueChain: "ETH"}}}
	x, err := cexwithdrawal.New(cexwithdrawal.Options{Venues: &venue.Config{Venues: []*venue.Venue{v}},
		Chains: &evm.Config{Chains: []evm.Chain{{Name: "dev-1", ChainID: 1, RPCURL: "http://127.0.0.1:1", Confirmations: 1,
			Tokens: []evm.Token{{Symbol: "USDC", Address: common.HexToAddress("0xaa"), Decimals: 6}}}}}})
	require.NoError(t, err)
	var payer executor.Payer = x
	raw, err := json.Marshal(map[string]any{"venue": "bybit", "chain": "dev-1", "token": "USDC",
		"to": "0x00000000000000000000000000000000000000B0", "amount": "1000"})
	require.NoError(t, err)
	got, ok, err := payer.Pays(raw)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, executor.Payment{Asset: "USDC", Amount: big.NewInt(1000), SourceChainID: "venue:bybit", DestinationChainID: "1",
		Destination: "0x00000000000000000000000000000000000000b0"}, got)
	_, _, err = payer.Pays(json.RawMessage(`{"venue":"okx","chain":"dev-1","token":"USDC","to":"0x00000000000000000000000000000000000000b0","amount":"1"}`))
	require.Error(t, err)
}
