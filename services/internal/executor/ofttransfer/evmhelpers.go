package ofttransfer

// classifySend and nonceUser are cctptransfer's (evm_transfer's rules, narrowed to a
// contract call). TODO(merge): main is moving them into package evm ("evm: shared send
// helpers"); once it lands, delete this file and call package evm's.

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/qtgdev/qtg/services/internal/evm"
)

// sendClass is how a broadcast went.
type sendClass int

const (
	sendAccepted sendClass = iota + 1
	sendNonceTooLow
	sendRejected
	sendPermanent
	sendAmbiguous
)

// permanentRejections are the node's refusals that no later broadcast can change.
var permanentRejections = []string{
	"intrinsic gas too low", "transaction gas limit too high", "exceeds block gas limit",
	"max priority fee per gas higher than max fee per gas", "transaction type not supported",
	"nonce has max value", "invalid sender", "oversized data", "invalid chain id", "only replay-protected",
}

func classifySend(err error) sendClass {
	if err == nil {
		return sendAccepted
	}
	var rpcErr rpc.Error
	if !errors.As(err, &rpcErr) {
		return sendAmbiguous
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, "already known"), strings.Contains(msg, "known transaction"):
		return sendAccepted
	case strings.Contains(msg, "nonce too low"):
		return sendNonceTooLow
	}
	for _, p := range permanentRejections {
		if strings.Contains(msg, p) {
			return sendPermanent
		}
	}
	return sendRejected
}

// nonceUse is what the chain's final blocks say about the transaction that used a nonce.
type nonceUse int

const (
	nonceOpen nonceUse = iota + 1
	nonceOurs
	nonceTakenFinal
)

// nonceUser finds, from the chain's final blocks only, the transaction that used tx's
// nonce (evm_transfer's proof: bisection on the sender's nonce from the block the
// intent was prepared at). Errors and answers that do not fit together are errors: the
// caller reads them as "cannot tell".
func nonceUser(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, from common.Address, tx *types.Transaction,
	fromBlock, head uint64,
) (nonceUse, string, error) {
	nonce := tx.Nonce()
	depth := ch.Depth(ch.Confirmations)
	if head+1 < depth {
		return nonceOpen, "no block is final yet", nil
	}
	final := head + 1 - depth
	nonceAt := func(block uint64) (uint64, error) {
		n, err := cl.NonceAt(ctx, from, new(big.Int).SetUint64(block))
		if err != nil {
			return 0, evm.Redact(ch, fmt.Errorf("read the sender's nonce at block %d: %w", block, err))
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
		return 0, "", evm.Redact(ch, fmt.Errorf("read block %d: %w", hi, err))
	}
	if block.NumberU64() != hi {
		return 0, "", fmt.Errorf("asked for block %d, got %d", hi, block.NumberU64())
	}
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(ch.ChainID))
	for _, btx := range block.Transactions() {
		if btx.Nonce() != nonce {
			continue
		}
		sender, err := types.Sender(signer, btx)
		if err != nil || sender != from {
			continue
		}
		where := fmt.Sprintf("block %d (%s), final at depth %d", hi, block.Hash().Hex(), depth)
		if btx.Hash() == tx.Hash() {
			return nonceOurs, fmt.Sprintf("nonce %d was used by our transaction %s in %s", nonce, tx.Hash().Hex(), where), nil
		}
		return nonceTakenFinal, fmt.Sprintf("nonce %d was used by another transaction, %s, in %s; %s can never be mined",
			nonce, btx.Hash().Hex(), where, tx.Hash().Hex()), nil
	}
	return 0, "", fmt.Errorf("block %d used nonce %d of %s but holds no transaction of it with that nonce: inconsistent answers",
		hi, nonce, from.Hex())
}
