package main

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// ccipProof is the proof of msg (sequence number seq) against the root the
// destination's OffRamp committed over it, as anyone executing it by hand must give
// OffRamp.manuallyExecute: a root of one message needs none, a root of several needs
// the path through the leaves of its range, rebuilt from the source OnRamp's
// CCIPMessageSent logs (docs/protocols.md, CCIP manual execution). devchain's chains
// are short, so both searches scan from the genesis block; errNotYet while the
// message is not committed.
func (c *chainReader) ccipProof(ctx context.Context, src, dst *evm.Chain, seq uint64, msg contracts.InternalAny2EVMRampMessage) ([][32]byte, *big.Int, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	dcl, err := c.clients.Get(ctx, dst.Name)
	if err != nil {
		return nil, nil, err
	}
	logs, err := dcl.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{dst.CCIP.OffRamp}, Topics: [][]common.Hash{{ccip.CommitReportAcceptedTopic}}})
	if err != nil {
		return nil, nil, err
	}
	offRamp, onRampAddr := contracts.NewOffRamp(), ccip.EncodeAddress(src.CCIP.OnRamp)
	var root *contracts.InternalMerkleRoot
	for i := range logs {
		ev, err := offRamp.UnpackCommitReportAcceptedEvent(&logs[i])
		if err != nil || logs[i].Removed {
			continue
		}
		for _, r := range append(ev.BlessedMerkleRoots, ev.UnblessedMerkleRoots...) {
			if r.SourceChainSelector == src.CCIP.ChainSelector && bytes.Equal(r.OnRampAddress, onRampAddr) && r.MinSeqNr <= seq && seq <= r.MaxSeqNr {
				root = &r
			}
		}
	}
	if root == nil {
		return nil, nil, errNotYet
	}
	md := ccip.OffRampMetadataHash(src.CCIP.ChainSelector, dst.CCIP.ChainSelector, src.CCIP.OnRamp)
	if root.MinSeqNr == root.MaxSeqNr {
		return [][32]byte{}, new(big.Int), nil
	}
	scl, err := c.clients.Get(ctx, src.Name)
	if err != nil {
		return nil, nil, err
	}
	var seqs []common.Hash
	for s := root.MinSeqNr; s <= root.MaxSeqNr; s++ {
		seqs = append(seqs, common.BigToHash(new(big.Int).SetUint64(s)))
	}
	sent, err := scl.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{src.CCIP.OnRamp},
		Topics: [][]common.Hash{{ccip.CCIPMessageSentTopic}, {common.BigToHash(new(big.Int).SetUint64(dst.CCIP.ChainSelector))}, seqs}})
	if err != nil {
		return nil, nil, err
	}
	leaves := make([]common.Hash, len(seqs))
	onRamp := contracts.NewOnRamp()
	for i := range sent {
		ev, err := onRamp.UnpackCCIPMessageSentEvent(&sent[i])
		if err != nil || sent[i].Removed || ev.SequenceNumber < root.MinSeqNr || ev.SequenceNumber > root.MaxSeqNr {
			continue
		}
		m, err := ccip.ToAny2EVM(ev.Message)
		if err != nil {
			return nil, nil, err
		}
		if leaves[ev.SequenceNumber-root.MinSeqNr], err = ccip.LeafHash(m, md); err != nil {
			return nil, nil, err
		}
	}
	own, err := ccip.LeafHash(msg, md)
	if err != nil {
		return nil, nil, err
	}
	if leaves[seq-root.MinSeqNr] != own {
		return nil, nil, fmt.Errorf("the source's message %d is not the node's", seq)
	}
	return ccip.MerkleProof(leaves, int(seq-root.MinSeqNr), root.MerkleRoot)
}
