package ccip

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// MaxMerkleLeaves is the most leaves one commit root covers: the OffRamp's
// MerkleMultiProof accepts at most MAX_NUM_HASHES (256) hashes.
const MaxMerkleLeaves = 256

// merklePad stands in for the missing right node of a layer with an odd number of
// nodes: the DON's tree pads with 0xFF..FF (chainlink-common pkg/hashlib keccak.go,
// ZeroHash), which no internal node's preimage can produce.
var merklePad = common.Hash(bytes.Repeat([]byte{0xff}, common.HashLength))

// internalDomain prefixes an internal node's preimage (MerkleMultiProof's
// INTERNAL_DOMAIN_SEPARATOR, bytes32(uint256(1))).
var internalDomain = common.BigToHash(big.NewInt(1))

// hashPair is MerkleMultiProof._hashPair: the two children in ascending order, after
// the internal domain separator.
func hashPair(a, b common.Hash) common.Hash {
	if bytes.Compare(a[:], b[:]) > 0 {
		a, b = b, a
	}
	return crypto.Keccak256Hash(internalDomain[:], a[:], b[:])
}

// merkleLayers builds the tree the DON commits over a range of leaves (the messages of
// one source, in sequence-number order): each layer padded to an even length with
// merklePad, then hashed pairwise, up to the root (chainlink-common pkg/merklemulti,
// NewTree).
func merkleLayers(leaves []common.Hash) ([][]common.Hash, error) {
	if len(leaves) == 0 {
		return nil, errors.New("ccip: a merkle tree needs at least one leaf")
	}
	if len(leaves) > MaxMerkleLeaves {
		return nil, fmt.Errorf("ccip: %d leaves, at most %d fit one root", len(leaves), MaxMerkleLeaves)
	}
	layer := append([]common.Hash(nil), leaves...)
	var layers [][]common.Hash
	for len(layer) > 1 {
		if len(layer)%2 != 0 {
			layer = append(layer, merklePad)
		}
		layers = append(layers, layer)
		next := make([]common.Hash, 0, len(layer)/2)
		for i := 0; i < len(layer); i += 2 {
			next = append(next, hashPair(layer[i], layer[i+1]))
		}
		layer = next
	}
	return append(layers, layer), nil
}

// MerkleRoot is the root the DON commits for leaves.
func MerkleRoot(leaves []common.Hash) (common.Hash, error) {
	layers, err := merkleLayers(leaves)
	if err != nil {
		return common.Hash{}, err
	}
	return layers[len(layers)-1][0], nil
}

// MerkleProof is the proof of the leaf at index among leaves for the OffRamp's
// manuallyExecute of that one message (MerkleMultiProof._merkleRoot with one leaf):
// the sibling at every layer from the bottom up, each taken from the proofs, so no
// flag bit is set. It fails unless the leaves make root, the root committed over
// them: a proof against another root would only revert.
func MerkleProof(leaves []common.Hash, index int, root common.Hash) (proofs [][32]byte, flagBits *big.Int, err error) {
	if index < 0 || index >= len(leaves) {
		return nil, nil, fmt.Errorf("ccip: leaf %d of %d", index, len(leaves))
	}
	layers, err := merkleLayers(leaves)
	if err != nil {
		return nil, nil, err
	}
	if got := layers[len(layers)-1][0]; got != root {
		return nil, nil, fmt.Errorf("ccip: %d leaves make root %s, not the committed %s", len(leaves), got.Hex(), root.Hex())
	}
	proofs = [][32]byte{}
	for _, layer := range layers[:len(layers)-1] {
		proofs = append(proofs, layer[index^1])
		index /= 2
	}
	return proofs, new(big.Int), nil
}
