package cctp_test

import (
	"bytes"
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
)

// Circle's contracts (the ABIs devchain deploys, compiled from evm-cctp-contracts) carry
// the selectors and event topics in PROTOCOLS.md §1, and package cctp's constants agree
// with both, so QTG's code cannot drift from CCTP v2 unnoticed.
func TestPackageCCTPMatchesCirclesContracts(t *testing.T) {
	t.Parallel()
	tm := contracts.NewTokenMessengerV2().GetABI()
	mt := contracts.NewMessageTransmitterV2().GetABI()
	selectors := []struct {
		name string
		got  []byte
		want string
	}{
		{"depositForBurn", tm.Methods["depositForBurn"].ID, "0x8e0250ee"},
		{"receiveMessage", mt.Methods["receiveMessage"].ID, "0x57ecfd28"},
		{"usedNonces", mt.Methods["usedNonces"].ID, "0xfeb61724"},
	}
	for _, s := range selectors {
		require.Equal(t, s.want, "0x"+common.Bytes2Hex(s.got), s.name)
	}
	require.Equal(t, cctp.DepositForBurnTopic, tm.Events["DepositForBurn"].ID)
	require.Equal(t, common.HexToHash("0x0c8c1cbdc5190613ebd485511d4e2812cfa45eecb79d845893331fedad5130a5"), tm.Events["DepositForBurn"].ID)
	require.Equal(t, cctp.MessageSentTopic, mt.Events["MessageSent"].ID)
	require.Equal(t, cctp.MessageReceivedTopic, mt.Events["MessageReceived"].ID)
	require.Equal(t, crypto.Keccak256Hash([]byte("MessageReceived(address,uint32,bytes32,bytes32,uint32,bytes)")), mt.Events["MessageReceived"].ID)
	require.Equal(t, crypto.Keccak256Hash([]byte("MintAndWithdraw(address,uint256,address,uint256)")), tm.Events["MintAndWithdraw"].ID)
	// usedNonces is keyed by the bytes32 nonce itself (v2), not a hash of domain and nonce (v1).
	require.Equal(t, "bytes32", mt.Methods["usedNonces"].Inputs[0].Type.String())
}

// Messages and burn bodies encode at the documented offsets and decode back.
func TestLayouts(t *testing.T) {
	t.Parallel()
	body := cctp.BurnBody{
		Version: 1, BurnToken: cctp.AddressToBytes32(common.HexToAddress("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")),
		MintRecipient: common.Hash{0xaa}, Amount: big.NewInt(123_456), MessageSender: common.Hash{0xbb},
		MaxFee: big.NewInt(7), FeeExecuted: big.NewInt(5), ExpirationBlock: big.NewInt(99), HookData: []byte{1, 2},
	}
	b := body.Bytes()
	require.Len(t, b, 228+2)
	require.Equal(t, body.BurnToken[:], b[4:36])
	require.Equal(t, common.BigToHash(big.NewInt(123_456)).Bytes(), b[68:100])
	require.Equal(t, common.BigToHash(big.NewInt(5)).Bytes(), b[164:196])
	require.Equal(t, []byte{1, 2}, b[228:])
	gotBody, err := cctp.ParseBurnBody(b)
	require.NoError(t, err)
	require.Equal(t, body, gotBody)

	msg := cctp.Message{
		Version: 1, SourceDomain: 6, DestinationDomain: 3, Nonce: common.Hash{0x01}, Sender: common.Hash{0x02},
		Recipient: common.Hash{0x03}, DestinationCaller: common.Hash{}, MinFinalityThreshold: 1000,
		FinalityThresholdExecuted: 2000, Body: b,
	}
	m := msg.Bytes()
	require.Len(t, m, 148+len(b))
	require.Equal(t, []byte{0, 0, 0, 1, 0, 0, 0, 6, 0, 0, 0, 3}, m[:12])
	require.Equal(t, msg.Nonce[:], m[12:44])
	require.Equal(t, msg.Recipient[:], m[76:108])
	require.Equal(t, []byte{0, 0, 0x03, 0xe8, 0, 0, 0x07, 0xd0}, m[140:148])
	gotMsg, err := cctp.ParseMessage(m)
	require.NoError(t, err)
	require.Equal(t, msg, gotMsg)

	_, err = cctp.ParseMessage(m[:147])
	require.Error(t, err)
	_, err = cctp.ParseBurnBody(b[:227])
	require.Error(t, err)
	require.Equal(t, common.HexToAddress("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"), cctp.Bytes32ToAddress(body.BurnToken))
}

// An attestation is one 65-byte signature per key over keccak256(message), ordered by
// signer address, v in {27, 28}, and the same bytes every time.
func TestAttest(t *testing.T) {
	t.Parallel()
	var keys []*ecdsa.PrivateKey
	for range 3 {
		k, err := crypto.GenerateKey()
		require.NoError(t, err)
		keys = append(keys, k)
	}
	message := []byte("a cctp message")
	att, err := cctp.Attest(message, keys)
	require.NoError(t, err)
	require.Len(t, att, 3*cctp.SignatureLength)
	digest := crypto.Keccak256(message)
	var prev common.Address
	for i := range 3 {
		sig := bytes.Clone(att[i*65 : (i+1)*65])
		require.Contains(t, []byte{27, 28}, sig[64])
		sig[64] -= 27
		pub, err := crypto.SigToPub(digest, sig)
		require.NoError(t, err)
		addr := crypto.PubkeyToAddress(*pub)
		require.Positive(t, bytes.Compare(addr.Bytes(), prev.Bytes()), "increasing signer order")
		prev = addr
	}
	again, err := cctp.Attest(message, []*ecdsa.PrivateKey{keys[2], keys[0], keys[1]})
	require.NoError(t, err)
	require.Equal(t, att, again, "deterministic, whatever the keys' order")
	_, err = cctp.Attest(message, nil)
	require.Error(t, err)
}
