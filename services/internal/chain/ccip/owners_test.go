package ccip_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// message is a sent message of the given shape, its fields drawn from r.
func message(r *rand.Rand, tokens, dataLen int) contracts.InternalEVM2AnyRampMessage {
	b := func(n int) []byte {
		out := make([]byte, n)
		for i := range out {
			out[i] = byte(r.UintN(256))
		}
		return out
	}
	addr := func() common.Address { return common.BytesToAddress(b(20)) }
	m := contracts.InternalEVM2AnyRampMessage{
		Header: contracts.InternalRampMessageHeader{
			MessageId: [32]byte(b(32)), SourceChainSelector: r.Uint64(), DestChainSelector: r.Uint64(),
			SequenceNumber: r.Uint64(), Nonce: r.Uint64(),
		},
		Sender: addr(), Data: b(dataLen), Receiver: ccip.EncodeAddress(addr()),
		ExtraArgs: ccip.GenericExtraArgsV2(r.Uint64N(1_000_000), r.IntN(2) == 1),
		FeeToken:  addr(), FeeTokenAmount: new(big.Int).SetUint64(r.Uint64()), FeeValueJuels: new(big.Int).SetUint64(r.Uint64()),
		TokenAmounts: []contracts.InternalEVM2AnyTokenTransfer{},
	}
	for range tokens {
		gas, err := abi.Arguments{{Type: mustType("uint32")}}.Pack(uint32(r.UintN(1 << 20)))
		if err != nil {
			panic(err)
		}
		m.TokenAmounts = append(m.TokenAmounts, contracts.InternalEVM2AnyTokenTransfer{
			SourcePoolAddress: addr(), DestTokenAddress: ccip.EncodeAddress(addr()), ExtraData: b(r.IntN(70)),
			Amount: new(big.Int).SetUint64(r.Uint64()), DestExecData: gas,
		})
	}
	return m
}

func mustType(s string) abi.Type {
	t, err := abi.NewType(s, "", nil)
	if err != nil {
		panic(err)
	}
	return t
}

// The messageId QTG recomputes after ccipSend, the leaf it proves a message by, and
// the metadata hashes under which both are taken are the owner's: each equals what
// Chainlink's own Internal._hash computes for the same message in an EVM, for
// messages with no token, one and two tokens, and empty or long data.
func TestHashesAreTheOwnersInternalHash(t *testing.T) {
	t.Parallel()
	o := testfix.DeployOwners(t, "testdata/owners", "OwnersCCIP")
	prefixes := o.Call("metadataPrefixes")
	require.Equal(t, crypto.Keccak256Hash([]byte("EVM2AnyMessageHashV1")), common.Hash(prefixes[0].([32]byte)))
	require.Equal(t, crypto.Keccak256Hash([]byte("Any2EVMMessageHashV1")), common.Hash(prefixes[1].([32]byte)))
	for _, tc := range []struct {
		name            string
		tokens, dataLen int
	}{
		{"no token, no data", 0, 0},
		{"one token", 1, 0},
		{"one token and data", 1, 100},
		{"two tokens and data", 2, 33},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(tc.tokens), uint64(tc.dataLen)))
			for range 5 {
				m := message(r, tc.tokens, tc.dataLen)
				onRamp := common.BytesToAddress(crypto.Keccak256(m.Sender.Bytes())[:20])
				md := ccip.OnRampMetadataHash(m.Header.SourceChainSelector, m.Header.DestChainSelector, onRamp)
				id, err := ccip.MessageID(m, md)
				require.NoError(t, err)
				require.Equal(t, o.Hash("hashEVM2Any", m, md), id, "messageId")

				in, err := ccip.ToAny2EVM(m)
				require.NoError(t, err)
				md = ccip.OffRampMetadataHash(m.Header.SourceChainSelector, m.Header.DestChainSelector, onRamp)
				leaf, err := ccip.LeafHash(in, md)
				require.NoError(t, err)
				require.Equal(t, o.Hash("hashAny2EVM", in, md), leaf, "merkle leaf")
			}
		})
	}
}

// A manual execution's proof of one message inside a root over many: for roots of
// 1 to 9 leaves and a full one, the proof of every leaf (the first and last of each for
// the full root) makes Chainlink's own MerkleMultiProof._merkleRoot compute the root
// the DON's tree commits, so the OffRamp accepts the manual execution.
func TestMerkleProofIsAcceptedByTheOwnersMerkleMultiProof(t *testing.T) {
	t.Parallel()
	o := testfix.DeployOwners(t, "testdata/owners", "OwnersCCIP")
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 9, ccip.MaxMerkleLeaves} {
		leaves := make([]common.Hash, n)
		for i := range leaves {
			leaves[i] = common.BigToHash(new(big.Int).SetUint64(r.Uint64()))
			leaves[i][0] = byte(r.UintN(256))
		}
		root, err := ccip.MerkleRoot(leaves)
		require.NoError(t, err)
		for i := range leaves {
			if n == ccip.MaxMerkleLeaves && i != 0 && i != n-1 {
				continue
			}
			proofs, flags, err := ccip.MerkleProof(leaves, i, root)
			require.NoError(t, err)
			got := o.Hash("merkleRoot", [][32]byte{leaves[i]}, proofs, flags)
			require.Equal(t, root, got, "leaf %d of %d", i, n)
		}
	}
	_, err := ccip.MerkleRoot(make([]common.Hash, ccip.MaxMerkleLeaves+1))
	require.Error(t, err, "a root covers at most as many leaves as the OffRamp can prove")
	_, _, err = ccip.MerkleProof([]common.Hash{{1}, {2}}, 0, common.Hash{3})
	require.Error(t, err, "no proof against a root the leaves do not make")
}
