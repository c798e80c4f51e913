package layerzero_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/layerzero"
	"github.com/qtgdev/qtg/services/internal/testfix"
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
