package evmtransfer

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
)

// nonceUse is what the chain's final blocks say about the transaction that used our
// nonce.
type nonceUse int

const (
	// nonceOpen: the sender's nonce in the newest final block is not past ours. Our
	// transaction may still be mined (or is not final yet).
	nonceOpen nonceUse = iota + 1
	// nonceOurs: the transaction that used our nonce, in a final block, is one of ours.
	nonceOurs
	// nonceTakenFinal: another transaction used our nonce, in a final block: ours can
	// never be mined.
	nonceTakenFinal
)

// nonceUser finds the transaction that used tx's nonce from the chain itself, never
// from a lookup by hash (a provider may not have indexed it, or lag): the first block
// after fromBlock (the head when the intent was prepared, when nobody else could have
// used the nonce yet) at whose state the sender's nonce is past ours, found by
// bisection on eth_getTransactionCount, must hold a transaction of the sender with our
// nonce. Only blocks at the transfer's finality depth count. ours lists every hash
// that is ours for this nonce (the intent's, and its fee-bump replacements).
//
// Any error, or answers that do not fit together (the nonce used before the intent was
// prepared, no transaction of the sender with that nonce in the block that used it),
// are returned as errors: the caller must read them as "cannot tell", never as "not
// sent".
func (e *Executor) nonceUser(ctx context.Context, cl *ethclient.Client, t transfer, tx *types.Transaction, ours []common.Hash,
	fromBlock, head uint64,
) (nonceUse, string, error) {
	nonce := tx.Nonce()
	depth := t.depth()
	if head+1 < depth {
		return nonceOpen, "no block is final yet", nil
	}
	final := head + 1 - depth
	nonceAt := func(block uint64) (uint64, error) {
		n, err := cl.NonceAt(ctx, t.from, new(big.Int).SetUint64(block))
		if err != nil {
			return 0, e.redact(t.chain, fmt.Errorf("read the sender's nonce at block %d: %w", block, err))
		}
		return n, nil
	}
	n, err := nonceAt(final)
	if err != nil {
		return 0, "", err
	}
	if n <= nonce {
		return nonceOpen, fmt.Sprintf("the sender's nonce at final block %d is %d", final, n), nil
	}
	if fromBlock > final {
		return 0, "", fmt.Errorf("nonce %d is used at final block %d, before the intent was prepared at block %d: inconsistent answers", nonce, final, fromBlock)
	}
	if n, err = nonceAt(fromBlock); err != nil {
		return 0, "", err
	}
	if n > nonce {
		return 0, "", fmt.Errorf("nonce %d was already used at block %d, when the intent was prepared: inconsistent answers", nonce, fromBlock)
	}
	// Invariant: the nonce is unused at lo and used at hi.
	lo, hi := fromBlock, final
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if n, err = nonceAt(mid); err != nil {
			return 0, "", err
		}
		if n > nonce {
			hi = mid
		} else {
			lo = mid
		}
	}
	block, err := cl.BlockByNumber(ctx, new(big.Int).SetUint64(hi))
	if err != nil {
		return 0, "", e.redact(t.chain, fmt.Errorf("read block %d: %w", hi, err))
	}
	if block.NumberU64() != hi {
		return 0, "", fmt.Errorf("asked for block %d, got %d", hi, block.NumberU64())
	}
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(t.chain.ChainID))
	for _, btx := range block.Transactions() {
		if btx.Nonce() != nonce {
			continue
		}
		from, err := types.Sender(signer, btx)
		if err != nil || from != t.from {
			continue
		}
		where := fmt.Sprintf("block %d (%s), final at depth %d", hi, block.Hash().Hex(), depth)
		for _, h := range ours {
			if btx.Hash() == h {
				return nonceOurs, fmt.Sprintf("nonce %d was used by our transaction %s in %s", nonce, h.Hex(), where), nil
			}
		}
		return nonceTakenFinal, fmt.Sprintf("nonce %d was used by another transaction, %s, in %s; %s can never be mined",
			nonce, btx.Hash().Hex(), where, tx.Hash().Hex()), nil
	}
	return 0, "", fmt.Errorf("block %d used nonce %d of %s but holds no transaction of it with that nonce: inconsistent answers",
		hi, nonce, t.from.Hex())
}
