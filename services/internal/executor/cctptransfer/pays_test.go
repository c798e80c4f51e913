package cctptransfer_test

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
)

// A cctptransfer node pays its amount of USDC from the source chain to To on the
// destination chain, the address in lower case, as a treasury policy matches it; a
// config that does not resolve is an error, never "pays nothing".
func TestPaysTheRoutesUSDCToTheRecipientOnTheDestinationChain(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := evm.NewLocalSigner(key)
	chain := func(name string, id uint64, n byte) evm.Chain {
		return evm.Chain{Name: name, ChainID: id, RPCURL: "http://127.0.0.1:1",
			Tokens: []evm.Token{{Symbol: "USDC", Address: common.BytesToAddress([]byte{n, 0xaa})}},
			CCTP:   &evm.CCTP{Domain: uint32(id), TokenMessenger: common.BytesToAddress([]byte{n, 0x01}), MessageTransmitter: common.BytesToAddress([]byte{n, 0x02}), AttestationURL: "http://127.0.0.1:1"}}
	}
	x, err := cctptransfer.New(cctptransfer.Options{Config: &evm.Config{Chains: []evm.Chain{chain("dev-1", 1, 1), chain("dev-2", 8453, 2)}},
		Signers: map[common.Address]evm.Signer{signer.Address(): signer}})
	require.NoError(t, err)
	var payer executor.Payer = x
	raw, err := json.Marshal(map[string]any{"from_chain": "dev-1", "to_chain": "dev-2", "from": signer.Address().Hex(),
		"to": "0x00000000000000000000000000000000000000B0", "amount": "1000", "max_fee": "10", "speed": "fast"})
	require.NoError(t, err)
	got, ok, err := payer.Pays(raw)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, executor.Payment{Asset: "USDC", Amount: big.NewInt(1000), SourceChainID: "1", DestinationChainID: "8453",
		Destination: "0x00000000000000000000000000000000000000b0"}, got)

	raw, err = json.Marshal(map[string]any{"from_chain": "dev-1", "to_chain": "mainnet", "from": signer.Address().Hex(),
		"to": "0x00000000000000000000000000000000000000b0", "amount": "1000", "max_fee": "10", "speed": "fast"})
	require.NoError(t, err)
	_, _, err = payer.Pays(raw)
	require.Error(t, err)
}
