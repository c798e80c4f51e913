// Package ccip holds the facts of Chainlink CCIP v1.6 that QTG's code and devchain's
// DON (the relay) share: the events' topic hashes, the functions' selectors, the
// extraArgs encodings, the execution states, the messageId derivation (Internal._hash of
// the EVM2AnyRampMessage under the OnRamp's metadata hash) and the destination leaf
// (Internal._hash of the Any2EVMRampMessage), and the conversion of a sent message into
// the message the destination executes. Keeping them in one place, tested against
// PROTOCOLS.md §2 and against Chainlink's own code (devchain deploys Chainlink's
// contracts), is what stops the relay and the executor from drifting from the real
// protocol together.
package ccip

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
)

// Topic hashes and selectors of CCIP v1.6, as computed from the real contracts'
// signatures (PROTOCOLS.md §2).
var (
	// CCIPMessageSentTopic is OnRamp's CCIPMessageSent(uint64,uint64,EVM2AnyRampMessage).
	CCIPMessageSentTopic = common.HexToHash("0x192442a2b2adb6a7948f097023cb6b57d29d3a7a5dd33e6666d33c39cc456f32")
	// ExecutionStateChangedTopic is OffRamp's ExecutionStateChanged(uint64,uint64,bytes32,
	// bytes32,uint8,bytes,uint256).
	ExecutionStateChangedTopic = common.HexToHash("0x05665fe9ad095383d018353f4cbcba77e84db27dd215081bbf7cdf9ae6fbe48b")
	// CommitReportAcceptedTopic is OffRamp's CommitReportAccepted(MerkleRoot[] blessed,
	// MerkleRoot[] unblessed, PriceUpdates) (contracts-ccip 1.6.0,
	// contracts/offRamp/OffRamp.sol): each root says its source, onRamp and the sequence
	// numbers it covers.
	CommitReportAcceptedTopic = common.HexToHash("0xb967c9b9e1b7af9a61ca71ff00e9f5b89ec6f2e268de8dacf12f0de8e51f3e47")
	// CCIPSendSelector is Router.ccipSend(uint64,(bytes,bytes,(address,uint256)[],address,bytes)).
	CCIPSendSelector = [4]byte{0x96, 0xf4, 0xe9, 0xf9}
	// GetFeeSelector is Router.getFee with the same arguments.
	GetFeeSelector = [4]byte{0x20, 0x48, 0x7d, 0xed}
	// GetExecutionStateSelector is OffRamp.getExecutionState(uint64,uint64).
	GetExecutionStateSelector = [4]byte{0x5e, 0x36, 0x48, 0x0c}
)

// ExtraArgs tags.
var (
	// GenericExtraArgsV2Tag prefixes abi.encode(uint256 gasLimit, bool allowOutOfOrderExecution).
	GenericExtraArgsV2Tag = [4]byte{0x18, 0x1d, 0xcf, 0x10}
	// EVMExtraArgsV1Tag prefixes abi.encode(uint256 gasLimit).
	EVMExtraArgsV1Tag = [4]byte{0x97, 0xa6, 0x57, 0xc9}
)

// ExecutionState is the OffRamp's MessageExecutionState.
type ExecutionState uint8

// Execution states, as the enum's values.
const (
	Untouched  ExecutionState = 0
	InProgress ExecutionState = 1
	Success    ExecutionState = 2
	Failure    ExecutionState = 3
)

func (s ExecutionState) String() string {
	switch s {
	case Untouched:
		return "UNTOUCHED"
	case InProgress:
		return "IN_PROGRESS"
	case Success:
		return "SUCCESS"
	case Failure:
		return "FAILURE"
	default:
		return fmt.Sprintf("ExecutionState(%d)", uint8(s))
	}
}

// DevChainSelectorBase is the chain selector of devchain's first chain; the next
// chains count up from it. Chain id 1337's real selector is 3379446385462418246, so a
// base far from every published selector keeps a dev message from ever looking like
// one of a real chain.
const DevChainSelectorBase uint64 = 9_000_000_000_000_000_001

var (
	uint256T, _ = abi.NewType("uint256", "", nil)
	uint64T, _  = abi.NewType("uint64", "", nil)
	uint32T, _  = abi.NewType("uint32", "", nil)
	boolT, _    = abi.NewType("bool", "", nil)
	addressT, _ = abi.NewType("address", "", nil)
	bytes32T, _ = abi.NewType("bytes32", "", nil)

	evm2AnyTokenTransfersT, _ = abi.NewType("tuple[]", "", []abi.ArgumentMarshaling{
		{Name: "sourcePoolAddress", Type: "address"},
		{Name: "destTokenAddress", Type: "bytes"},
		{Name: "extraData", Type: "bytes"},
		{Name: "amount", Type: "uint256"},
		{Name: "destExecData", Type: "bytes"},
	})
	any2EVMTokenTransfersT, _ = abi.NewType("tuple[]", "", []abi.ArgumentMarshaling{
		{Name: "sourcePoolAddress", Type: "bytes"},
		{Name: "destTokenAddress", Type: "address"},
		{Name: "destGasAmount", Type: "uint32"},
		{Name: "extraData", Type: "bytes"},
		{Name: "amount", Type: "uint256"},
	})
)

func args(types ...abi.Type) abi.Arguments {
	out := make(abi.Arguments, len(types))
	for i, t := range types {
		out[i] = abi.Argument{Type: t}
	}
	return out
}

func keccak(b []byte) common.Hash { return crypto.Keccak256Hash(b) }

// GenericExtraArgsV2 encodes extraArgs asking for gasLimit on the destination and
// (allowOutOfOrder) no per-sender ordering.
func GenericExtraArgsV2(gasLimit uint64, allowOutOfOrder bool) []byte {
	enc, err := args(uint256T, boolT).Pack(new(big.Int).SetUint64(gasLimit), allowOutOfOrder)
	if err != nil {
		panic(err) // static types: cannot fail
	}
	return append(GenericExtraArgsV2Tag[:], enc...)
}

// OnRampMetadataHash is the metadata hash under which an OnRamp derives the messageId
// of its messages to dst: keccak256(abi.encode(keccak256("EVM2AnyMessageHashV1"),
// src, dst, onRamp)).
func OnRampMetadataHash(src, dst uint64, onRamp common.Address) common.Hash {
	enc, err := args(bytes32T, uint64T, uint64T, addressT).Pack(keccak([]byte("EVM2AnyMessageHashV1")), src, dst, onRamp)
	if err != nil {
		panic(err)
	}
	return keccak(enc)
}

// OffRampMetadataHash is the metadata hash of a destination's leaves for messages
// from src sent through onRamp: keccak256(abi.encode(keccak256("Any2EVMMessageHashV1"),
// src, dst, keccak256(abi.encode(onRamp)))).
func OffRampMetadataHash(src, dst uint64, onRamp common.Address) common.Hash {
	enc, err := args(bytes32T, uint64T, uint64T, bytes32T).Pack(keccak([]byte("Any2EVMMessageHashV1")), src, dst,
		keccak(common.LeftPadBytes(onRamp.Bytes(), 32)))
	if err != nil {
		panic(err)
	}
	return keccak(enc)
}

// MessageID is v1.6's Internal._hash(EVM2AnyRampMessage, metadataHash): the messageId
// the OnRamp writes into the message's header (whose own messageId field is not part
// of the hash). After the fixed-size fields it hashes the receiver, the data, the token
// amounts and the extra args, in that order (contracts-ccip 1.6.0,
// contracts/libraries/Internal.sol); TestHashesAreTheOwnersInternalHash runs that code.
func MessageID(m contracts.InternalEVM2AnyRampMessage, metadataHash common.Hash) (common.Hash, error) {
	fixed, err := args(addressT, uint64T, uint64T, addressT, uint256T).Pack(
		m.Sender, m.Header.SequenceNumber, m.Header.Nonce, m.FeeToken, m.FeeTokenAmount)
	if err != nil {
		return common.Hash{}, fmt.Errorf("ccip: encode message: %w", err)
	}
	tokens, err := args(evm2AnyTokenTransfersT).Pack(m.TokenAmounts)
	if err != nil {
		return common.Hash{}, fmt.Errorf("ccip: encode token amounts: %w", err)
	}
	enc, err := args(bytes32T, bytes32T, bytes32T, bytes32T, bytes32T, bytes32T, bytes32T).Pack(
		common.Hash{}, metadataHash, keccak(fixed), keccak(m.Receiver), keccak(m.Data), keccak(tokens), keccak(m.ExtraArgs))
	if err != nil {
		return common.Hash{}, fmt.Errorf("ccip: encode hash: %w", err)
	}
	return keccak(enc), nil
}

// LeafHash is v1.6's Internal._hash(Any2EVMRampMessage, metadataHash): the leaf of the
// destination's merkle tree (the messageHash of ExecutionStateChanged).
func LeafHash(m contracts.InternalAny2EVMRampMessage, metadataHash common.Hash) (common.Hash, error) {
	fixed, err := args(bytes32T, addressT, uint64T, uint256T, uint64T).Pack(
		m.Header.MessageId, m.Receiver, m.Header.SequenceNumber, m.GasLimit, m.Header.Nonce)
	if err != nil {
		return common.Hash{}, fmt.Errorf("ccip: encode message: %w", err)
	}
	tokens, err := args(any2EVMTokenTransfersT).Pack(m.TokenAmounts)
	if err != nil {
		return common.Hash{}, fmt.Errorf("ccip: encode token amounts: %w", err)
	}
	enc, err := args(bytes32T, bytes32T, bytes32T, bytes32T, bytes32T, bytes32T).Pack(
		common.Hash{}, metadataHash, keccak(fixed), keccak(m.Sender), keccak(m.Data), keccak(tokens))
	if err != nil {
		return common.Hash{}, fmt.Errorf("ccip: encode hash: %w", err)
	}
	return keccak(enc), nil
}

// ExtraArgs is what a message's extraArgs ask of the destination.
type ExtraArgs struct {
	GasLimit        *big.Int
	AllowOutOfOrder bool
}

// ParseExtraArgs decodes GenericExtraArgsV2, EVMExtraArgsV1 or empty (200,000 gas,
// ordered).
func ParseExtraArgs(b []byte) (ExtraArgs, error) {
	if len(b) == 0 {
		return ExtraArgs{GasLimit: big.NewInt(200_000)}, nil
	}
	if len(b) < 4 {
		return ExtraArgs{}, errors.New("ccip: extraArgs shorter than a tag")
	}
	var tag [4]byte
	copy(tag[:], b[:4])
	switch tag {
	case GenericExtraArgsV2Tag:
		v, err := args(uint256T, boolT).Unpack(b[4:])
		if err != nil {
			return ExtraArgs{}, fmt.Errorf("ccip: GenericExtraArgsV2: %w", err)
		}
		return ExtraArgs{GasLimit: v[0].(*big.Int), AllowOutOfOrder: v[1].(bool)}, nil
	case EVMExtraArgsV1Tag:
		v, err := args(uint256T).Unpack(b[4:])
		if err != nil {
			return ExtraArgs{}, fmt.Errorf("ccip: EVMExtraArgsV1: %w", err)
		}
		return ExtraArgs{GasLimit: v[0].(*big.Int)}, nil
	default:
		return ExtraArgs{}, fmt.Errorf("ccip: unknown extraArgs tag %x", tag)
	}
}

// ToAny2EVM converts a sent message (as CCIPMessageSent carries it) into the message
// the destination executes, as the DON does: the receiver and the destination tokens
// decoded from their abi.encode'd bytes, the gas limit from extraArgs, each token's
// destination gas from its destExecData.
func ToAny2EVM(m contracts.InternalEVM2AnyRampMessage) (contracts.InternalAny2EVMRampMessage, error) {
	receiver, err := decodeAddress(m.Receiver)
	if err != nil {
		return contracts.InternalAny2EVMRampMessage{}, fmt.Errorf("ccip: receiver: %w", err)
	}
	ea, err := ParseExtraArgs(m.ExtraArgs)
	if err != nil {
		return contracts.InternalAny2EVMRampMessage{}, err
	}
	out := contracts.InternalAny2EVMRampMessage{
		Header: m.Header, Sender: common.LeftPadBytes(m.Sender.Bytes(), 32),
		Data: m.Data, Receiver: receiver, GasLimit: ea.GasLimit,
	}
	for i, t := range m.TokenAmounts {
		token, err := decodeAddress(t.DestTokenAddress)
		if err != nil {
			return contracts.InternalAny2EVMRampMessage{}, fmt.Errorf("ccip: token %d: destination token: %w", i, err)
		}
		gas, err := args(uint32T).Unpack(t.DestExecData)
		if err != nil {
			return contracts.InternalAny2EVMRampMessage{}, fmt.Errorf("ccip: token %d: destExecData: %w", i, err)
		}
		out.TokenAmounts = append(out.TokenAmounts, contracts.InternalAny2EVMTokenTransfer{
			SourcePoolAddress: common.LeftPadBytes(t.SourcePoolAddress.Bytes(), 32), DestTokenAddress: token,
			DestGasAmount: gas[0].(uint32), ExtraData: t.ExtraData, Amount: t.Amount,
		})
	}
	if out.TokenAmounts == nil {
		out.TokenAmounts = []contracts.InternalAny2EVMTokenTransfer{}
	}
	return out, nil
}

// EncodeAddress is abi.encode(address): how CCIP carries an EVM address as bytes.
func EncodeAddress(a common.Address) []byte { return common.LeftPadBytes(a.Bytes(), 32) }

func decodeAddress(b []byte) (common.Address, error) {
	if len(b) != 32 || new(big.Int).SetBytes(b).BitLen() > 160 {
		return common.Address{}, fmt.Errorf("%x is not an abi-encoded EVM address", b)
	}
	return common.BytesToAddress(b), nil
}
