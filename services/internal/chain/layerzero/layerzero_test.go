package layerzero_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
)

// The double's contracts carry the real protocols' selectors and event topics (the
// values in PROTOCOLS.md §3, computed from LayerZero's and Stargate's signatures), and
// package layerzero's constants agree with both, so neither can drift unnoticed.
func TestDoubleMatchesProtocol(t *testing.T) {
	t.Parallel()
	pool := stargate.NewStargatePoolUSDC().GetABI()
	ep := contracts.NewEndpointV2().GetABI()
	selectors := []struct {
		name string
		got  []byte
		want string
	}{
		{"send", pool.Methods["send"].ID, "0xc7c7f5b3"},
		{"quoteSend", pool.Methods["quoteSend"].ID, "0x3b6f743b"},
		{"sendToken", pool.Methods["sendToken"].ID, "0xcbef2aa9"},
	}
	for _, s := range selectors {
		require.Equal(t, s.want, "0x"+common.Bytes2Hex(s.got), s.name)
	}
	sig := func(s string) common.Hash { return crypto.Keccak256Hash([]byte(s)) }
	topics := []struct {
		name      string
		got, want common.Hash
	}{
		{"OFTSent", pool.Events["OFTSent"].ID, common.HexToHash("0x85496b760a4b7f8d66384b9df21b381f5d1b1e79f229a47aaf4c232edc2fe59a")},
		{"OFTReceived", pool.Events["OFTReceived"].ID, common.HexToHash("0xefed6d3500546b29533b128a29e3a94d70788727f0507505ac12eaf2e578fd9c")},
		{"OFTSent constant", layerzero.OFTSentTopic, pool.Events["OFTSent"].ID},
		{"OFTReceived constant", layerzero.OFTReceivedTopic, pool.Events["OFTReceived"].ID},
		{"UnreceivedTokenCached", pool.Events["UnreceivedTokenCached"].ID, layerzero.UnreceivedTokenCachedTopic},
		{"PacketSent", ep.Events["PacketSent"].ID, sig("PacketSent(bytes,bytes,address)")},
		{"PacketSent constant", layerzero.PacketSentTopic, ep.Events["PacketSent"].ID},
		{"PacketVerified", ep.Events["PacketVerified"].ID, layerzero.PacketVerifiedTopic},
		{"PacketDelivered", ep.Events["PacketDelivered"].ID, layerzero.PacketDeliveredTopic},
	}
	for _, tt := range topics {
		require.Equal(t, tt.want, tt.got, tt.name)
	}
	// The structs are the real ones, field for field (their order is the ABI).
	require.Equal(t, "(uint32,bytes32,uint256,uint256,bytes,bytes,bytes)", pool.Methods["send"].Inputs[0].Type.String(), "SendParam")
	require.Equal(t, "(uint256,uint256)", pool.Methods["send"].Inputs[1].Type.String(), "MessagingFee")
	require.Equal(t, "(bytes32,uint64,(uint256,uint256))", pool.Methods["send"].Outputs[0].Type.String(), "MessagingReceipt")
	require.Equal(t, "(uint256,uint256)", pool.Methods["send"].Outputs[1].Type.String(), "OFTReceipt")
	require.Equal(t, "(uint32,bytes32,uint64)", ep.Events["PacketVerified"].Inputs[0].Type.String(), "Origin")
}

// A packet encodes at PacketV1Codec's offsets, its guid is derived as the endpoint
// derives it, and the OFT message and type-3 options are byte for byte the real ones.
func TestEncodings(t *testing.T) {
	t.Parallel()
	sender := layerzero.AddressToBytes32(common.HexToAddress("0x1111111111111111111111111111111111111111"))
	receiver := layerzero.AddressToBytes32(common.HexToAddress("0x2222222222222222222222222222222222222222"))
	msg := layerzero.OFTMessage{SendTo: layerzero.AddressToBytes32(common.HexToAddress("0x3333333333333333333333333333333333333333")), AmountSD: 1_000_000}
	p := layerzero.Packet{Version: 1, Nonce: 7, SrcEid: 30101, Sender: sender, DstEid: 30184, Receiver: receiver, Message: msg.Bytes()}
	p.GUID = layerzero.GUID(p.Nonce, p.SrcEid, p.Sender, p.DstEid, p.Receiver)
	b := p.Bytes()
	require.Len(t, b, 113+40)
	require.Equal(t, byte(1), b[0])
	require.Equal(t, common.FromHex("0x0000000000000007"), b[1:9])
	require.Equal(t, common.FromHex("0x00007595"), b[9:13]) // 30101
	require.Equal(t, sender[:], b[13:45])
	require.Equal(t, common.FromHex("0x000075e8"), b[45:49]) // 30184
	require.Equal(t, receiver[:], b[49:81])
	require.Equal(t, p.GUID[:], b[81:113])
	require.Equal(t, msg.Bytes(), b[113:])
	got, err := layerzero.ParsePacket(b)
	require.NoError(t, err)
	require.Equal(t, p, got)
	require.Equal(t, crypto.Keccak256Hash(append(p.GUID.Bytes(), p.Message...)), p.PayloadHash())

	// guid = keccak256(abi.encodePacked(uint64 nonce, uint32 srcEid, bytes32 sender,
	// uint32 dstEid, bytes32 receiver)): 80 packed bytes.
	packed := append(append(append(append(common.FromHex("0x0000000000000007"), common.FromHex("0x00007595")...), sender[:]...),
		common.FromHex("0x000075e8")...), receiver[:]...)
	require.Len(t, packed, 80)
	require.Equal(t, crypto.Keccak256Hash(packed), p.GUID)

	m, err := layerzero.ParseOFTMessage(msg.Bytes())
	require.NoError(t, err)
	require.Equal(t, msg, m)
	require.Equal(t, common.FromHex("0x00000000000f4240"), msg.Bytes()[32:])

	// Stargate's taxi message: 01 ‖ assetId u16 ‖ receiver ‖ amountSD u64, 43 bytes
	// without a compose message; shorter, or of another type (a bus), is not one.
	taxi := layerzero.EncodeTaxi(common.Address{}, 1, msg.SendTo, 1_000_000, nil)
	require.Len(t, taxi, 43)
	require.Equal(t, common.FromHex("0x010001"), taxi[:3])
	require.Equal(t, common.FromHex("0x00000000000f4240"), taxi[35:])
	for _, bad := range [][]byte{taxi[:42], append([]byte{2}, taxi[1:]...)} {
		_, err := layerzero.ParseTaxiMessage(bad)
		require.Error(t, err)
	}

	// lzReceive gas 200000: uint16(3) ‖ 01 ‖ uint16(17) ‖ 01 ‖ uint128. (PROTOCOLS.md §3's
	// example has one zero byte too many: its own length field, 0x0011, says 16 bytes of gas.)
	require.Equal(t, "0x00030100110100000000000000000000000000030d40", "0x"+common.Bytes2Hex(layerzero.ExecutorLzReceiveOption(200_000, nil)))

	h := layerzero.UnreceivedHash(30101, common.HexToAddress("0x3333333333333333333333333333333333333333"), big.NewInt(5), nil)
	want := crypto.Keccak256Hash(common.FromHex("0x00007595"), common.HexToAddress("0x3333333333333333333333333333333333333333").Bytes(), common.BigToHash(big.NewInt(5)).Bytes())
	require.Equal(t, want, h)
}
