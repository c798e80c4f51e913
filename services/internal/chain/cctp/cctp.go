// Package cctp holds the facts of Circle's CCTP v2 that QTG's code and its local
// attestation double (package iris) share: the v2 message and burn-body layouts, the
// events' topic hashes, the attestation format (signatures over keccak256(message),
// ordered by signer) and the Iris v2 API's JSON. Keeping them in one place, tested
// against the values in the protocol's own sources and run against Circle's own
// contracts on devchain, is what stops the attester and the executor from drifting
// from the real protocol together.
package cctp

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Finality thresholds of CCTP v2: a burn asks for at least minFinalityThreshold, the
// attester records what it waited for in finalityThresholdExecuted.
const (
	// FinalityFast (CONFIRMED) is a Fast Transfer: attested before hard finality, for a fee.
	FinalityFast uint32 = 1000
	// FinalityStandard (FINALIZED) is a Standard Transfer: attested at hard finality.
	FinalityStandard uint32 = 2000
)

// Topic hashes and selectors, as computed from the real contracts' signatures.
var (
	// DepositForBurnTopic is TokenMessengerV2's DepositForBurn(address,uint256,address,
	// bytes32,uint32,bytes32,bytes32,uint256,uint32,bytes).
	DepositForBurnTopic = common.HexToHash("0x0c8c1cbdc5190613ebd485511d4e2812cfa45eecb79d845893331fedad5130a5")
	// MessageSentTopic is MessageTransmitterV2's MessageSent(bytes) (the same as v1).
	MessageSentTopic = common.HexToHash("0x8c5261668696ce22758910d05bab8f186d6eb247ceac2af2e82c7dc17669b036")
	// MessageReceivedTopic is MessageTransmitterV2's MessageReceived(address,uint32,
	// bytes32,bytes32,uint32,bytes); the nonce is its second indexed topic.
	MessageReceivedTopic = common.HexToHash("0xff48c13eda96b1cceacc6b9edeedc9e9db9d6226afbc30146b720c19d3addb1c")
)

// MessageVersion is the v2 message header version; BurnBodyVersion is the burn body's.
const (
	MessageVersion  uint32 = 1
	BurnBodyVersion uint32 = 1
)

// Message is a CCTP v2 message (abi.encodePacked): version u32 @0, sourceDomain @4,
// destinationDomain @8, nonce b32 @12, sender @44, recipient @76, destinationCaller
// @108, minFinalityThreshold u32 @140, finalityThresholdExecuted u32 @144, body @148.
// On the source chain Nonce and FinalityThresholdExecuted are empty; the attester
// fills them, so only the attested message (from Iris) can be received.
type Message struct {
	Version                   uint32
	SourceDomain              uint32
	DestinationDomain         uint32
	Nonce                     common.Hash
	Sender                    common.Hash
	Recipient                 common.Hash
	DestinationCaller         common.Hash
	MinFinalityThreshold      uint32
	FinalityThresholdExecuted uint32
	Body                      []byte
}

const messageBodyIndex = 148

// ParseMessage decodes a v2 message.
func ParseMessage(b []byte) (Message, error) {
	if len(b) < messageBodyIndex {
		return Message{}, fmt.Errorf("cctp: message of %d bytes, want at least %d", len(b), messageBodyIndex)
	}
	return Message{
		Version:                   binary.BigEndian.Uint32(b[0:4]),
		SourceDomain:              binary.BigEndian.Uint32(b[4:8]),
		DestinationDomain:         binary.BigEndian.Uint32(b[8:12]),
		Nonce:                     common.BytesToHash(b[12:44]),
		Sender:                    common.BytesToHash(b[44:76]),
		Recipient:                 common.BytesToHash(b[76:108]),
		DestinationCaller:         common.BytesToHash(b[108:140]),
		MinFinalityThreshold:      binary.BigEndian.Uint32(b[140:144]),
		FinalityThresholdExecuted: binary.BigEndian.Uint32(b[144:148]),
		Body:                      bytes.Clone(b[messageBodyIndex:]),
	}, nil
}

// Bytes encodes the message.
func (m Message) Bytes() []byte {
	b := make([]byte, 0, messageBodyIndex+len(m.Body))
	b = binary.BigEndian.AppendUint32(b, m.Version)
	b = binary.BigEndian.AppendUint32(b, m.SourceDomain)
	b = binary.BigEndian.AppendUint32(b, m.DestinationDomain)
	b = append(b, m.Nonce[:]...)
	b = append(b, m.Sender[:]...)
	b = append(b, m.Recipient[:]...)
	b = append(b, m.DestinationCaller[:]...)
	b = binary.BigEndian.AppendUint32(b, m.MinFinalityThreshold)
	b = binary.BigEndian.AppendUint32(b, m.FinalityThresholdExecuted)
	return append(b, m.Body...)
}

// BurnBody is a BurnMessageV2 body: version u32 @0, burnToken b32 @4, mintRecipient
// @36, amount u256 @68, messageSender @100, maxFee @132, feeExecuted @164,
// expirationBlock @196, hookData @228. FeeExecuted and ExpirationBlock are empty on the
// source chain; the attester fills them.
type BurnBody struct {
	Version         uint32
	BurnToken       common.Hash
	MintRecipient   common.Hash
	Amount          *big.Int
	MessageSender   common.Hash
	MaxFee          *big.Int
	FeeExecuted     *big.Int
	ExpirationBlock *big.Int
	HookData        []byte
}

const burnBodyHookIndex = 228

// ParseBurnBody decodes a burn body.
func ParseBurnBody(b []byte) (BurnBody, error) {
	if len(b) < burnBodyHookIndex {
		return BurnBody{}, fmt.Errorf("cctp: burn body of %d bytes, want at least %d", len(b), burnBodyHookIndex)
	}
	return BurnBody{
		Version:         binary.BigEndian.Uint32(b[0:4]),
		BurnToken:       common.BytesToHash(b[4:36]),
		MintRecipient:   common.BytesToHash(b[36:68]),
		Amount:          new(big.Int).SetBytes(b[68:100]),
		MessageSender:   common.BytesToHash(b[100:132]),
		MaxFee:          new(big.Int).SetBytes(b[132:164]),
		FeeExecuted:     new(big.Int).SetBytes(b[164:196]),
		ExpirationBlock: new(big.Int).SetBytes(b[196:228]),
		HookData:        bytes.Clone(b[burnBodyHookIndex:]),
	}, nil
}

// Bytes encodes the burn body. Nil amounts encode as zero.
func (bb BurnBody) Bytes() []byte {
	b := make([]byte, 0, burnBodyHookIndex+len(bb.HookData))
	b = binary.BigEndian.AppendUint32(b, bb.Version)
	b = append(b, bb.BurnToken[:]...)
	b = append(b, bb.MintRecipient[:]...)
	b = append(b, word(bb.Amount)...)
	b = append(b, bb.MessageSender[:]...)
	b = append(b, word(bb.MaxFee)...)
	b = append(b, word(bb.FeeExecuted)...)
	b = append(b, word(bb.ExpirationBlock)...)
	return append(b, bb.HookData...)
}

func word(v *big.Int) []byte {
	if v == nil {
		return make([]byte, 32)
	}
	return common.BigToHash(v).Bytes()
}

// AddressToBytes32 left-pads an EVM address, as CCTP carries addresses.
func AddressToBytes32(a common.Address) common.Hash { return common.BytesToHash(a.Bytes()) }

// Bytes32ToAddress is the inverse of AddressToBytes32 (the last 20 bytes).
func Bytes32ToAddress(h common.Hash) common.Address { return common.BytesToAddress(h[12:]) }

// SignatureLength is one attester signature: r ‖ s ‖ v.
const SignatureLength = 65

// Attest signs keccak256(message) (no EIP-191 prefix) with every key and concatenates
// the signatures in strictly increasing signer address order with v ∈ {27, 28}: the
// form MessageTransmitterV2 verifies. go-ethereum's signatures are deterministic
// (RFC 6979), so attesting the same message twice gives the same bytes.
func Attest(message []byte, keys []*ecdsa.PrivateKey) ([]byte, error) {
	if len(keys) == 0 {
		return nil, errors.New("cctp: no attester keys")
	}
	sorted := slices.Clone(keys)
	slices.SortFunc(sorted, func(a, b *ecdsa.PrivateKey) int {
		return bytes.Compare(crypto.PubkeyToAddress(a.PublicKey).Bytes(), crypto.PubkeyToAddress(b.PublicKey).Bytes())
	})
	digest := crypto.Keccak256(message)
	out := make([]byte, 0, SignatureLength*len(sorted))
	for _, k := range sorted {
		sig, err := crypto.Sign(digest, k)
		if err != nil {
			return nil, fmt.Errorf("cctp: sign: %w", err)
		}
		sig[64] += 27
		out = append(out, sig...)
	}
	return out, nil
}
