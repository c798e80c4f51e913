// Package layerzero holds the facts of LayerZero V2 and Stargate V2 that QTG's OFT code
// and its local double share: the packet encoding (PacketV1), the guid derivation, the
// OFT message codec, Stargate's taxi message codec, type-3 executor options, the events'
// topic hashes and Stargate's cached-payout hash. Keeping them in one place, tested against the values in the
// protocols' own sources (PROTOCOLS.md §3), is what stops the double and the executor
// from drifting from the real protocol together.
package layerzero

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Topic hashes of the events QTG reads, as computed from the real contracts' signatures.
var (
	// OFTSentTopic is OFTSent(bytes32 indexed guid, uint32 dstEid, address indexed
	// fromAddress, uint256 amountSentLD, uint256 amountReceivedLD).
	OFTSentTopic = common.HexToHash("0x85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a")
	// OFTReceivedTopic is OFTReceived(bytes32 indexed guid, uint32 srcEid, address indexed
	// toAddress, uint256 amountReceivedLD).
	OFTReceivedTopic = common.HexToHash("0xefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c")
	// PacketSentTopic is EndpointV2's PacketSent(bytes encodedPayload, bytes options,
	// address sendLibrary).
	PacketSentTopic = crypto.Keccak256Hash([]byte("PacketSent(bytes,bytes,address)"))
	// PacketVerifiedTopic is PacketVerified((uint32,bytes32,uint64) origin, address
	// receiver, bytes32 payloadHash).
	PacketVerifiedTopic = crypto.Keccak256Hash([]byte("PacketVerified((uint32,bytes32,uint64),address,bytes32)"))
	// PacketDeliveredTopic is PacketDelivered((uint32,bytes32,uint64) origin, address receiver).
	PacketDeliveredTopic = crypto.Keccak256Hash([]byte("PacketDelivered((uint32,bytes32,uint64),address)"))
	// UnreceivedTokenCachedTopic is Stargate's UnreceivedTokenCached(bytes32 guid, uint8
	// index, uint32 srcEid, address receiver, uint256 amountLD, bytes composeMsg).
	UnreceivedTokenCachedTopic = crypto.Keccak256Hash([]byte("UnreceivedTokenCached(bytes32,uint8,uint32,address,uint256,bytes)"))
)

// PacketVersion is PacketV1Codec's version byte.
const PacketVersion uint8 = 1

// Offsets of PacketV1 (abi.encodePacked).
const (
	packetGUIDOffset    = 81
	packetMessageOffset = 113
)

// Packet is a LayerZero V2 packet as EndpointV2 encodes it into PacketSent: version u8
// @0, nonce u64 @1, srcEid u32 @9, sender b32 @13, dstEid u32 @45, receiver b32 @49, guid
// b32 @81, message @113. The payload the destination verifies is guid ‖ message.
type Packet struct {
	Version  uint8
	Nonce    uint64
	SrcEid   uint32
	Sender   common.Hash
	DstEid   uint32
	Receiver common.Hash
	GUID     common.Hash
	Message  []byte
}

// ParsePacket decodes an encoded packet.
func ParsePacket(b []byte) (Packet, error) {
	if len(b) < packetMessageOffset {
		return Packet{}, fmt.Errorf("layerzero: packet of %d bytes, want at least %d", len(b), packetMessageOffset)
	}
	return Packet{
		Version:  b[0],
		Nonce:    binary.BigEndian.Uint64(b[1:9]),
		SrcEid:   binary.BigEndian.Uint32(b[9:13]),
		Sender:   common.BytesToHash(b[13:45]),
		DstEid:   binary.BigEndian.Uint32(b[45:49]),
		Receiver: common.BytesToHash(b[49:81]),
		GUID:     common.BytesToHash(b[packetGUIDOffset:packetMessageOffset]),
		Message:  bytes.Clone(b[packetMessageOffset:]),
	}, nil
}

// Bytes encodes the packet.
func (p Packet) Bytes() []byte {
	b := make([]byte, 0, packetMessageOffset+len(p.Message))
	b = append(b, p.Version)
	b = binary.BigEndian.AppendUint64(b, p.Nonce)
	b = binary.BigEndian.AppendUint32(b, p.SrcEid)
	b = append(b, p.Sender[:]...)
	b = binary.BigEndian.AppendUint32(b, p.DstEid)
	b = append(b, p.Receiver[:]...)
	b = append(b, p.GUID[:]...)
	return append(b, p.Message...)
}

// Payload is guid ‖ message: what the destination's verify records the hash of.
func (p Packet) Payload() []byte { return append(append([]byte{}, p.GUID[:]...), p.Message...) }

// PayloadHash is keccak256(guid ‖ message).
func (p Packet) PayloadHash() common.Hash { return crypto.Keccak256Hash(p.Payload()) }

// GUID is LayerZero V2's message id: keccak256(abi.encodePacked(uint64 nonce, uint32
// srcEid, bytes32 sender, uint32 dstEid, bytes32 receiver)), sender and receiver the
// OApps on each side (for Stargate V2, each chain's TokenMessaging, never a pool).
func GUID(nonce uint64, srcEid uint32, sender common.Hash, dstEid uint32, receiver common.Hash) common.Hash {
	b := make([]byte, 0, 8+4+32+4+32)
	b = binary.BigEndian.AppendUint64(b, nonce)
	b = binary.BigEndian.AppendUint32(b, srcEid)
	b = append(b, sender[:]...)
	b = binary.BigEndian.AppendUint32(b, dstEid)
	b = append(b, receiver[:]...)
	return crypto.Keccak256Hash(b)
}

// OFTMessage is the OFT codec's message (OFTMsgCodec, without compose): sendTo b32 @0,
// amountSD u64 @32 (the amount in shared decimals).
// A plain OFT's packet carries it; a Stargate pool's carries the taxi message
// (TaxiMessage), since the pool sends through TokenMessaging.
type OFTMessage struct {
	SendTo   common.Hash
	AmountSD uint64
}

// ParseOFTMessage decodes an OFT message without a compose part.
func ParseOFTMessage(b []byte) (OFTMessage, error) {
	if len(b) != 40 {
		return OFTMessage{}, fmt.Errorf("layerzero: OFT message of %d bytes, want 40 (no compose message)", len(b))
	}
	return OFTMessage{SendTo: common.BytesToHash(b[:32]), AmountSD: binary.BigEndian.Uint64(b[32:40])}, nil
}

// Bytes encodes the message.
func (m OFTMessage) Bytes() []byte {
	return binary.BigEndian.AppendUint64(append([]byte{}, m.SendTo[:]...), m.AmountSD)
}

// TaxiMessageType is the first byte of Stargate V2's taxi message (TaxiCodec's
// MSG_TYPE_TAXI); a bus message starts otherwise.
const TaxiMessageType uint8 = 1

// taxiLength is the taxi message's fixed part: type u8, assetId u16, receiver b32,
// amountSD u64.
const taxiLength = 1 + 2 + 32 + 8

// TaxiMessage is Stargate V2's taxi message (TaxiCodec), what TokenMessaging sends for
// one transfer: type u8 (=1) @0, assetId u16 @1, receiver b32 @3, amountSD u64 @35, then
// Compose @43: empty, or the source caller as bytes32 ‖ its compose message.
type TaxiMessage struct {
	AssetID  uint16
	Receiver common.Hash
	AmountSD uint64
	Compose  []byte
}

// EncodeTaxi is TaxiCodec.encodeTaxi: the message for a transfer of amountSD of the pool
// registered under assetID to receiver, sender being the pool's caller (carried only
// with a compose message).
func EncodeTaxi(sender common.Address, assetID uint16, receiver common.Hash, amountSD uint64, composeMsg []byte) []byte {
	b := make([]byte, 0, taxiLength+32+len(composeMsg))
	b = append(b, TaxiMessageType)
	b = binary.BigEndian.AppendUint16(b, assetID)
	b = append(b, receiver[:]...)
	b = binary.BigEndian.AppendUint64(b, amountSD)
	if len(composeMsg) > 0 {
		b = append(b, AddressToBytes32(sender).Bytes()...)
		b = append(b, composeMsg...)
	}
	return b
}

// ParseTaxiMessage decodes a taxi message as TokenMessaging does (TaxiCodec.isTaxi, then
// decodeTaxi): shorter than the fixed part or of another type is not one.
func ParseTaxiMessage(b []byte) (TaxiMessage, error) {
	if len(b) < taxiLength {
		return TaxiMessage{}, fmt.Errorf("layerzero: taxi message of %d bytes, want at least %d", len(b), taxiLength)
	}
	if b[0] != TaxiMessageType {
		return TaxiMessage{}, fmt.Errorf("layerzero: message type %d, want taxi (%d)", b[0], TaxiMessageType)
	}
	return TaxiMessage{
		AssetID:  binary.BigEndian.Uint16(b[1:3]),
		Receiver: common.BytesToHash(b[3:35]),
		AmountSD: binary.BigEndian.Uint64(b[35:taxiLength]),
		Compose:  bytes.Clone(b[taxiLength:]),
	}, nil
}

// ExecutorLzReceiveOption is a type-3 options blob with one executor option: uint16(3) ‖
// uint8(1 executor) ‖ uint16(len+1) ‖ uint8(1 lzReceive) ‖ uint128 gas [‖ uint128 value].
func ExecutorLzReceiveOption(gas uint64, value *big.Int) []byte {
	opt := common.LeftPadBytes(new(big.Int).SetUint64(gas).Bytes(), 16)
	if value != nil && value.Sign() > 0 {
		opt = append(opt, common.LeftPadBytes(value.Bytes(), 16)...)
	}
	b := []byte{0, 3, 1}
	b = binary.BigEndian.AppendUint16(b, uint16(len(opt)+1))
	b = append(b, 1)
	return append(b, opt...)
}

// UnreceivedHash is what Stargate's unreceivedTokens[guid][index] holds for a cached
// payout: keccak256(abi.encodePacked(uint32 srcEid, address receiver, uint256 amountLD,
// bytes composeMsg)). retryReceiveToken must be called with exactly these values.
func UnreceivedHash(srcEid uint32, receiver common.Address, amountLD *big.Int, composeMsg []byte) common.Hash {
	b := binary.BigEndian.AppendUint32(nil, srcEid)
	b = append(b, receiver.Bytes()...)
	b = append(b, common.BigToHash(amountLD).Bytes()...)
	return crypto.Keccak256Hash(b, composeMsg)
}

// AddressToBytes32 left-pads an EVM address to LayerZero's bytes32 form.
func AddressToBytes32(a common.Address) common.Hash { return common.BytesToHash(a.Bytes()) }

// Bytes32ToAddress is the address in a bytes32 (its last 20 bytes).
func Bytes32ToAddress(h common.Hash) common.Address { return common.BytesToAddress(h[12:]) }
