package cexdeposit_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexdeposit"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// A venue deposit pays the amount from the sender to the venue's deposit address on
// the chain, as a treasury policy matches it.
func TestPaysTheVenuesDepositAddressOnTheChain(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	deposit := common.HexToAddress("0x00000000000000000000000000000000000000D0")
	v := &venue.Venue{Name: "bybit", AccountType: "FUND", Coins: []venue.Coin{{Token: "USDC", Coin: "USDC"}},
		Chains: []venue.Chain{{Chain: "dev-1", VenueChain: "ETH", DepositAddress: deposit.Hex()}}}
	c := &evm.Config{Chains: []evm.Chain{{Name: "dev-1", ChainID: 1, RPCURL: "http://127.0.0.1:1", Confirmations: 1,
		Tokens: []evm.Token{{Symbol: "USDC", Address: common.HexToAddress("0xaa"), Decimals: 6}}}}}
	e, err := evmtransfer.New(evmtransfer.Options{Config: c, Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
	require.NoError(t, err)
	t.Cleanup(e.Close)
	x, err := cexdeposit.New(cexdeposit.Options{Venues: &venue.Config{Venues: []*venue.Venue{v}}, Chains: c, EVM: e})
	require.NoError(t, err)
	var payer executor.Payer = x
	raw, err := json.Marshal(map[string]any{"venue": "bybit", "chain": "dev-1", "token": "USDC", "from": signer.Address().Hex(),
		"to": deposit.Hex(), "amount": "1000"})
	require.NoError(t, err)
	got, ok, err := payer.Pays(raw)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, executor.Payment{Asset: "USDC", Amount: big.NewInt(1000), SourceChainID: "1", DestinationChainID: "1",
		Destination: "0x00000000000000000000000000000000000000d0"}, got)
}
