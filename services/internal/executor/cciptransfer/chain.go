package cciptransfer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// The EVM side of every phase follows evm_transfer's rules (see its package doc): the
// intent holds the signed bytes, every retry broadcasts exactly those, a nonce comes
// from the sender's lane (shared with evm_transfer and cctp_transfer, so none of them
// hands out one nonce twice and the nonce reaper covers all), and a new nonce is only
// taken after recovery proved from final blocks that the old one was used by another
// transaction.
// TODO(issue 16): these are cctp_transfer's helpers with a value added; they move to
// package evm's shared send helpers when that lands on main.

// Lane names a sender's nonce lane on a chain, exactly as evm_transfer names it
// ("evm:<chain id>:<lower-case address>").
func Lane(chainID uint64, from common.Address) string {
	return fmt.Sprintf("evm:%d:%s", chainID, lowerHex(from))
}

// call is one contract call to sign on a chain.
type call struct {
	chain *evm.Chain
	from  common.Address
	to    common.Address
	value *big.Int
	data  []byte
}

// signed is a call signed for a nonce of the sender's lane.
type signed struct {
	tx            *types.Transaction
	raw           []byte
	preparedBlock uint64
	gas           uint64
	feeCap        *big.Int
}

// sign reads the head, the fees and the gas (estimated: a call that would revert now
// holds the node back), allocates the sender's next nonce on its lane in c (locked
// until the claim transaction ends) and signs. Nothing is sent.
func (e *Executor) sign(ctx context.Context, c db.Conn, cl *ethclient.Client, k call) (signed, error) {
	signer, ok := e.signers[k.from]
	if !ok {
		return signed{}, executor.Permanent(fmt.Errorf("no signer for %s", k.from.Hex()))
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	preparedBlock, err := cl.BlockNumber(rctx)
	if err != nil {
		return signed{}, evm.Redact(k.chain, fmt.Errorf("read head: %w", err))
	}
	tip, feeCap, err := fees(rctx, cl, k.chain)
	if err != nil {
		return signed{}, err
	}
	est, err := cl.EstimateGas(rctx, ethereum.CallMsg{From: k.from, To: &k.to, Value: k.value, Data: k.data})
	if err != nil {
		return signed{}, executor.BeforeSideEffect(evm.Redact(k.chain, fmt.Errorf("estimate gas: %w", err)))
	}
	if est > k.chain.MaxGas {
		return signed{}, executor.Permanent(fmt.Errorf("estimated gas %d exceeds the chain's max_gas %d", est, k.chain.MaxGas))
	}
	gas := min(est+est/4, k.chain.MaxGas)
	pending, err := cl.PendingNonceAt(rctx, k.from)
	if err != nil {
		return signed{}, evm.Redact(k.chain, fmt.Errorf("read pending nonce: %w", err))
	}
	nonce, err := c.EVM().AllocateNonce(ctx, int64(k.chain.ChainID), lowerHex(k.from), int64(pending))
	if err != nil {
		return signed{}, err
	}
	chainID := new(big.Int).SetUint64(k.chain.ChainID)
	to := k.to
	tx, err := signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: uint64(nonce), GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: k.value, Data: k.data,
	}), chainID)
	if err != nil {
		return signed{}, fmt.Errorf("sign: %w", err)
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return signed{}, fmt.Errorf("encode signed transaction: %w", err)
	}
	return signed{tx: tx, raw: raw, preparedBlock: preparedBlock, gas: gas, feeCap: feeCap}, nil
}

// fees returns the tip and the fee cap to sign with: the node's suggested tip, and
// twice the head's base fee plus the tip.
func fees(ctx context.Context, cl *ethclient.Client, ch *evm.Chain) (tip, feeCap *big.Int, err error) {
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	if head.BaseFee == nil {
		return nil, nil, executor.Permanent(fmt.Errorf("chain %s has no base fee (pre-London)", ch.Name))
	}
	tip, err = cl.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, evm.Redact(ch, fmt.Errorf("suggest tip: %w", err))
	}
	return tip, new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip), nil
}

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

// evidence is what a chain says about one transaction.
type evidence struct {
	receipt *types.Receipt
	mined   bool
	confs   uint64
	inPool  bool
	head    uint64
}

// lookup reads tx's receipt and, when it is not mined, whether the node knows it. An
// error means the node cannot tell, never "absent".
func lookup(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, hash common.Hash) (evidence, error) {
	var ev evidence
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return ev, evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	ev.head = head
	r, err := cl.TransactionReceipt(ctx, hash)
	switch {
	case err == nil:
		ev.receipt, ev.mined = r, true
		if bn := r.BlockNumber.Uint64(); head >= bn {
			ev.confs = head - bn + 1
		}
		return ev, nil
	case errors.Is(err, ethereum.NotFound):
	default:
		return ev, evm.Redact(ch, fmt.Errorf("read receipt: %w", err))
	}
	_, _, err = cl.TransactionByHash(ctx, hash)
	switch {
	case err == nil:
		ev.inPool = true
	case errors.Is(err, ethereum.NotFound):
	default:
		return ev, evm.Redact(ch, fmt.Errorf("read transaction: %w", err))
	}
	return ev, nil
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
