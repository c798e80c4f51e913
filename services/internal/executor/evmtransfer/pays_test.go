package evmtransfer_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// An evm_transfer pays its amount of the token (its configured symbol, or "native")
// to To on the chain, the address in lower case, as a treasury policy matches it; a
// config that does not resolve is an error, never "pays nothing".
func TestPaysTheTokenToTheRecipientOnTheChain(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	x, err := evmtransfer.New(evmtransfer.Options{Config: &evm.Config{Chains: []evm.Chain{{Name: "dev-1", ChainID: 31337,
		RPCURL: "http://127.0.0.1:1", Confirmations: 1,
		Tokens: []evm.Token{{Symbol: "USDC", Address: common.HexToAddress("0xaa"), Decimals: 6}}}}},
		Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
	require.NoError(t, err)
	t.Cleanup(x.Close)
	var payer executor.Payer = x
	for token, amount := range map[string]int64{"USDC": 2500000, "native": 7} {
		raw, err := json.Marshal(map[string]any{"chain": "dev-1", "token": token, "from": signer.Address().Hex(),
			"to": "0x00000000000000000000000000000000000000B0", "amount": big.NewInt(amount).String()})
		require.NoError(t, err)
		got, ok, err := payer.Pays(raw)
		require.NoError(t, err)
		require.True(t, ok)
		require.Equal(t, executor.Payment{Asset: token, Amount: big.NewInt(amount), SourceChainID: "31337", DestinationChainID: "31337",
			Destination: "0x00000000000000000000000000000000000000b0"}, got)
	}
	_, _, err = payer.Pays(json.RawMessage(`{"chain":"dev-1","token":"USDC","from":"0x01","to":"0x02","amount":"-1"}`))
	require.Error(t, err)
}
