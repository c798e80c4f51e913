// Package blockscan finds a contract's logs by walking blocks: each block's header
// bloom says whether it may hold a log of the address and topic, and only those
// blocks' receipts are read. devchain's relays (the CCIP relay, and others that wait
// for source-chain events) use it instead of eth_getLogs, which on an in-process geth
// without a log index (or with one still being built on a loaded machine) can stall
// for a long time. Every RPC is bounded by the caller's context.
package blockscan

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Client is what a Scanner reads: ethclient.Client satisfies it.
type Client interface {
	BlockNumber(ctx context.Context) (uint64, error)
	BlockReceipts(ctx context.Context, blockNrOrHash rpc.BlockNumberOrHash) ([]*types.Receipt, error)
	// Client is the underlying RPC client: headers are read in batches.
	Client() *rpc.Client
}

// headerBatch is how many headers one batch request reads.
const headerBatch = 100

// Scanner walks one chain's blocks forward from a start block, returning the logs of
// Address whose first topic is one of Topics. It remembers where it stopped; it is
// not safe for concurrent use.
type Scanner struct {
	client  Client
	address common.Address
	topics  []common.Hash
	next    uint64
	// Depth holds back the newest blocks: only blocks with at least Depth blocks on top
	// of them (counting themselves) are scanned. 0 or 1: up to the head.
	depth uint64
	// maxBlocks bounds one Scan call's walk.
	maxBlocks uint64
}

// Options configures New.
type Options struct {
	// From is the first block to scan.
	From uint64
	// Depth: only blocks at least this deep are scanned (1: up to the head).
	Depth uint64
	// MaxBlocks bounds one Scan; default 500.
	MaxBlocks uint64
}

// New returns a scanner of address's logs with any of topics as topic 0.
func New(client Client, address common.Address, topics []common.Hash, opts Options) *Scanner {
	if opts.MaxBlocks == 0 {
		opts.MaxBlocks = 500
	}
	return &Scanner{client: client, address: address, topics: topics, next: opts.From, depth: opts.Depth, maxBlocks: opts.MaxBlocks}
}

// Next is the first block the next Scan reads.
func (s *Scanner) Next() uint64 { return s.next }

// Scan reads the blocks from Next up to the head (less the depth, at most MaxBlocks of
// them) and returns the matching logs in chain order. On an error nothing is skipped:
// the next Scan starts again at the first block not fully read.
func (s *Scanner) Scan(ctx context.Context) ([]types.Log, error) {
	head, err := s.client.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("blockscan: head: %w", err)
	}
	final, ok := evm.FinalAt(head, s.depth)
	if !ok {
		return nil, nil
	}
	var out []types.Log
	last := min(final, s.next+s.maxBlocks-1)
	for s.next <= last {
		to := min(last, s.next+headerBatch-1)
		headers, err := s.headers(ctx, s.next, to)
		if err != nil {
			return out, err
		}
		for _, h := range headers {
			logs, err := s.block(ctx, h)
			if err != nil {
				return out, err
			}
			out = append(out, logs...)
			s.next = h.Number.Uint64() + 1
		}
	}
	return out, nil
}

// headers reads blocks from..to's headers in one batch request.
func (s *Scanner) headers(ctx context.Context, from, to uint64) ([]*types.Header, error) {
	hs := make([]*types.Header, to-from+1)
	batch := make([]rpc.BatchElem, len(hs))
	for i := range batch {
		hs[i] = new(types.Header)
		batch[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeBig(new(big.Int).SetUint64(from + uint64(i))), false}, Result: hs[i]}
	}
	if err := s.client.Client().BatchCallContext(ctx, batch); err != nil {
		return nil, fmt.Errorf("blockscan: headers %d..%d: %w", from, to, err)
	}
	for i, b := range batch {
		if b.Error != nil {
			return nil, fmt.Errorf("blockscan: header %d: %w", from+uint64(i), b.Error)
		}
		if hs[i].Number == nil || hs[i].Number.Uint64() != from+uint64(i) {
			return nil, fmt.Errorf("blockscan: header %d: missing or wrong block", from+uint64(i))
		}
	}
	return hs, nil
}

func (s *Scanner) block(ctx context.Context, h *types.Header) ([]types.Log, error) {
	n := h.Number.Uint64()
	if !types.BloomLookup(h.Bloom, s.address) {
		return nil, nil
	}
	hit := false
	for _, t := range s.topics {
		if types.BloomLookup(h.Bloom, t) {
			hit = true
			break
		}
	}
	if !hit {
		return nil, nil
	}
	receipts, err := s.client.BlockReceipts(ctx, rpc.BlockNumberOrHashWithHash(h.Hash(), true))
	if err != nil {
		return nil, fmt.Errorf("blockscan: receipts of block %d: %w", n, err)
	}
	var out []types.Log
	for _, r := range receipts {
		for _, l := range r.Logs {
			if l.Address != s.address || len(l.Topics) == 0 {
				continue
			}
			for _, t := range s.topics {
				if l.Topics[0] == t {
					out = append(out, *l)
					break
				}
			}
		}
	}
	return out, nil
}
