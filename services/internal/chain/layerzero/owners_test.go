package layerzero_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// ownersPacket is the owner's Packet struct (ISendLib.sol), as the ABI packs it.
type ownersPacket struct {
	Nonce    uint64
	SrcEid   uint32
	Sender   common.Address
	DstEid   uint32
	Receiver [32]byte
	GUID     [32]byte `abi:"guid"`
	Message  []byte
}

// The packet QTG reads from PacketSent, the GUID it derives and the OFT message it
// expects are LayerZero's own: each equals what the owner's PacketV1Codec.encode,
// GUID.generate and OFTMsgCodec.encode compute in an EVM for the same fields.
func TestCodecsAreTheOwnersCode(t *testing.T) {
	t.Parallel()
	o := testfix.DeployOwners(t, "testdata/owners", "OwnersLayerZero")
	r := rand.New(rand.NewPCG(3, 4))
	word := func() (h common.Hash) {
		for i := range h {
			h[i] = byte(r.UintN(256))
		}
		return h
	}
	for range 20 {
		sender := common.BytesToAddress(word().Bytes()[12:])
		receiver := word()
		nonce, srcEid, dstEid := r.Uint64(), r.Uint32(), r.Uint32()

		guid := layerzero.GUID(nonce, srcEid, layerzero.AddressToBytes32(sender), dstEid, receiver)
		require.Equal(t, o.Hash("guid", nonce, srcEid, sender, dstEid, [32]byte(receiver)), guid, "GUID")

		oft := layerzero.OFTMessage{SendTo: word(), AmountSD: r.Uint64()}
		require.Equal(t, o.Call("encodeOFT", [32]byte(oft.SendTo), oft.AmountSD)[0].([]byte), oft.Bytes(), "OFT message")

		p := layerzero.Packet{Version: layerzero.PacketVersion, Nonce: nonce, SrcEid: srcEid, Sender: layerzero.AddressToBytes32(sender),
			DstEid: dstEid, Receiver: receiver, GUID: guid, Message: oft.Bytes()}
		owners := o.Call("encodePacket", ownersPacket{Nonce: nonce, SrcEid: srcEid, Sender: sender, DstEid: dstEid, Receiver: receiver,
			GUID: guid, Message: oft.Bytes()})[0].([]byte)
		require.Equal(t, owners, p.Bytes(), "packet")
		parsed, err := layerzero.ParsePacket(owners)
		require.NoError(t, err)
		require.Equal(t, p, parsed)
	}
}

// The taxi message QTG expects in a Stargate send's packet is Stargate's own: QTG's
// encoder equals the owner's TaxiCodec.encodeTaxi (with and without a compose message),
// and QTG's decoder reads back what the owner's TaxiCodec.decodeTaxi reads.
func TestTaxiCodecIsTheOwnersCode(t *testing.T) {
	t.Parallel()
	o := testfix.DeployOwners(t, "testdata/owners", "OwnersStargate")
	r := rand.New(rand.NewPCG(5, 6))
	for i := range 20 {
		var receiver common.Hash
		for j := range receiver {
			receiver[j] = byte(r.UintN(256))
		}
		sender := common.BytesToAddress(receiver.Bytes()[:20])
		assetID, amountSD := uint16(r.UintN(1<<16)), r.Uint64()
		compose := []byte{}
		if i%2 == 1 {
			compose = bytes.Repeat([]byte{byte(i)}, 1+int(r.UintN(70)))
		}
		msg := layerzero.EncodeTaxi(sender, assetID, receiver, amountSD, compose)
		require.Equal(t, o.Call("encodeTaxi", sender, assetID, [32]byte(receiver), amountSD, compose)[0].([]byte), msg, "taxi message")

		owners := o.Call("decodeTaxi", msg)
		got, err := layerzero.ParseTaxiMessage(msg)
		require.NoError(t, err)
		require.Equal(t, owners[0].(uint16), got.AssetID, "assetId")
		require.Equal(t, common.Hash(owners[1].([32]byte)), got.Receiver, "receiver")
		require.Equal(t, owners[2].(uint64), got.AmountSD, "amountSD")
		require.Equal(t, owners[3].([]byte), got.Compose, "compose tail")
	}
}
