package cciptransfer

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// logWindow is how many blocks one eth_getLogs of the proof's searches spans (providers
// refuse unbounded ranges), and logWindows how many it tries each way before it gives
// up for now.
const (
	logWindow  = 5_000
	logWindows = 200
)

// committedRange is the root the destination's OffRamp committed over a range of the
// source's sequence numbers (v1.6's Internal.MerkleRoot).
type committedRange struct {
	min, max uint64
	root     common.Hash
}

// manualProof is the proof of the node's message against the root that committed it,
// for OffRamp.manuallyExecute: the root and its range from the destination's
// CommitReportAccepted (searched from the head before the send), every message of the
// range from the source OnRamp's CCIPMessageSent (searched around the send's block),
// their leaves rebuilt as the DON builds them, checked to make the committed root, and
// the message's path (ccip.MerkleProof). Real commits cover ranges of messages, so an
// empty proof holds only for a root of one message.
func (e *Executor) manualProof(ctx context.Context, t transfer, p progress, msg contracts.InternalAny2EVMRampMessage) ([][32]byte, *big.Int, error) {
	dst, err := e.Client(ctx, t.dst)
	if err != nil {
		return nil, nil, err
	}
	rng, err := e.findCommit(ctx, dst, t, p.SequenceNumber, p.DeliverAfterBlock)
	if err != nil {
		return nil, nil, err
	}
	md := ccip.OffRampMetadataHash(t.src.CCIP.ChainSelector, t.dst.CCIP.ChainSelector, t.src.CCIP.OnRamp)
	own, err := ccip.LeafHash(msg, md)
	if err != nil {
		return nil, nil, err
	}
	leaves := []common.Hash{own}
	if rng.min != rng.max {
		src, err := e.Client(ctx, t.src)
		if err != nil {
			return nil, nil, err
		}
		if leaves, err = e.rangeLeaves(ctx, src, t, rng, p.SendBlock, md); err != nil {
			return nil, nil, err
		}
		if leaves[p.SequenceNumber-rng.min] != own {
			return nil, nil, fmt.Errorf("the source's message %d is not the node's", p.SequenceNumber)
		}
	}
	return ccip.MerkleProof(leaves, int(p.SequenceNumber-rng.min), rng.root)
}

// findCommit finds the root over seq in the destination OffRamp's CommitReportAccepted
// logs after block after.
func (e *Executor) findCommit(ctx context.Context, cl *ethclient.Client, t transfer, seq, after uint64) (committedRange, error) {
	head, err := blockNumber(ctx, cl)
	if err != nil {
		return committedRange{}, evm.Redact(t.dst, err)
	}
	onRamp := ccip.EncodeAddress(t.src.CCIP.OnRamp)
	for from := after + 1; from <= head; from += logWindow {
		to := min(from+logWindow-1, head)
		logs, err := filterLogs(ctx, cl, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{t.dst.CCIP.OffRamp}, Topics: [][]common.Hash{{ccip.CommitReportAcceptedTopic}}})
		if err != nil {
			return committedRange{}, evm.Redact(t.dst, fmt.Errorf("read CommitReportAccepted: %w", err))
		}
		for i := range logs {
			ev, err := e.offRamp.UnpackCommitReportAcceptedEvent(&logs[i])
			if err != nil || logs[i].Removed {
				continue
			}
			for _, r := range append(ev.BlessedMerkleRoots, ev.UnblessedMerkleRoots...) {
				if r.SourceChainSelector == t.src.CCIP.ChainSelector && bytes.Equal(r.OnRampAddress, onRamp) && r.MinSeqNr <= seq && seq <= r.MaxSeqNr {
					if r.MaxSeqNr-r.MinSeqNr >= ccip.MaxMerkleLeaves {
						return committedRange{}, fmt.Errorf("the root over %d..%d covers more messages than one proof can", r.MinSeqNr, r.MaxSeqNr)
					}
					return committedRange{min: r.MinSeqNr, max: r.MaxSeqNr, root: r.MerkleRoot}, nil
				}
			}
		}
	}
	return committedRange{}, fmt.Errorf("no commit of sequence number %d on %s after block %d yet", seq, t.dst.Name, after)
}

// rangeLeaves rebuilds the leaves of rng's messages from the source OnRamp's
// CCIPMessageSent logs, searched in windows around the send's block (lower sequence
// numbers are no later than it, higher ones no earlier).
func (e *Executor) rangeLeaves(ctx context.Context, cl *ethclient.Client, t transfer, rng committedRange, sendBlock uint64, md common.Hash) ([]common.Hash, error) {
	head, err := blockNumber(ctx, cl)
	if err != nil {
		return nil, evm.Redact(t.src, err)
	}
	seqs := make([]common.Hash, 0, rng.max-rng.min+1)
	for s := rng.min; s <= rng.max; s++ {
		seqs = append(seqs, common.BigToHash(new(big.Int).SetUint64(s)))
	}
	leaves := make(map[uint64]common.Hash, len(seqs))
	search := func(from, to uint64) error {
		logs, err := filterLogs(ctx, cl, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{t.src.CCIP.OnRamp},
			Topics:    [][]common.Hash{{ccip.CCIPMessageSentTopic}, {common.BigToHash(new(big.Int).SetUint64(t.dst.CCIP.ChainSelector))}, seqs}})
		if err != nil {
			return evm.Redact(t.src, fmt.Errorf("read CCIPMessageSent: %w", err))
		}
		for i := range logs {
			if logs[i].Removed {
				continue
			}
			ev, err := e.onRamp.UnpackCCIPMessageSentEvent(&logs[i])
			if err != nil {
				return fmt.Errorf("decode CCIPMessageSent: %w", err)
			}
			m, err := ccip.ToAny2EVM(ev.Message)
			if err != nil {
				return err
			}
			if leaves[ev.SequenceNumber], err = ccip.LeafHash(m, md); err != nil {
				return err
			}
		}
		return nil
	}
	// The first window around the send's block, then one more on each side at a time.
	lo, hi := sendBlock-min(sendBlock, logWindow/2), min(sendBlock+logWindow/2, head)
	if err := search(lo, hi); err != nil {
		return nil, err
	}
	for range logWindows {
		if len(leaves) == len(seqs) || (lo == 0 && hi == head) {
			break
		}
		if lo > 0 {
			next := lo - min(lo, logWindow)
			if err := search(next, lo-1); err != nil {
				return nil, err
			}
			lo = next
		}
		if hi < head {
			next := min(hi+logWindow, head)
			if err := search(hi+1, next); err != nil {
				return nil, err
			}
			hi = next
		}
	}
	out := make([]common.Hash, 0, len(seqs))
	for s := rng.min; s <= rng.max; s++ {
		leaf, ok := leaves[s]
		if !ok {
			return nil, fmt.Errorf("message %d of the root over %d..%d not found on %s", s, rng.min, rng.max, t.src.Name)
		}
		out = append(out, leaf)
	}
	return slices.Clip(out), nil
}

func blockNumber(ctx context.Context, cl *ethclient.Client) (uint64, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	return cl.BlockNumber(ctx)
}

func filterLogs(ctx context.Context, cl *ethclient.Client, q ethereum.FilterQuery) ([]types.Log, error) {
	ctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	return cl.FilterLogs(ctx, q)
}
