package ofttransfer

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// The EVM side of every phase follows evm_transfer's rules (see its package doc): the
// intent holds the signed bytes, every retry broadcasts exactly those, a nonce comes
// from the sender's lane (shared with evm_transfer and cctp_transfer, so they never
// hand out one nonce twice and the nonce reaper covers all), and a new nonce is only
// taken after recovery proved from final blocks that the old one was used by another
// transaction.

// Lane names a sender's nonce lane on a chain, exactly as evm_transfer names it.
func Lane(chainID uint64, from common.Address) string { return evmtransfer.Lane(chainID, from) }

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
	head, err := cl.HeaderByNumber(rctx, nil)
	if err != nil {
		return signed{}, evm.Redact(k.chain, fmt.Errorf("read head: %w", err))
	}
	if head.BaseFee == nil {
		return signed{}, executor.Permanent(fmt.Errorf("chain %s has no base fee (pre-London)", k.chain.Name))
	}
	tip, err := cl.SuggestGasTipCap(rctx)
	if err != nil {
		return signed{}, evm.Redact(k.chain, fmt.Errorf("suggest tip: %w", err))
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
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

// broadcast sends tx's signed bytes and classifies the answer for Submit.
func broadcast(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, tx *types.Transaction) error {
	sendErr := cl.SendTransaction(ctx, tx)
	switch classifySend(sendErr) {
	case sendAccepted:
		return nil
	case sendNonceTooLow:
		ev, err := lookup(ctx, cl, ch, tx.Hash())
		if err != nil {
			return fmt.Errorf("broadcast %s: nonce too low, and looking it up failed: %w", tx.Hash().Hex(), err)
		}
		if !ev.mined && !ev.inPool {
			return fmt.Errorf("broadcast %s: nonce %d already used by another transaction", tx.Hash().Hex(), tx.Nonce())
		}
		return nil
	case sendPermanent:
		return executor.Permanent(fmt.Errorf("broadcast %s: the chain refuses this transaction for good: %w", tx.Hash().Hex(), evm.Redact(ch, sendErr)))
	default:
		return fmt.Errorf("broadcast %s (recovery will re-broadcast the same bytes): %w", tx.Hash().Hex(), evm.Redact(ch, sendErr))
	}
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

// replaceable decides, for a transaction neither mined nor in the node's pool, from the
// chain's final blocks: its nonce used by it → Sent; by another transaction →
// NotSent (it can never land); not used yet → re-broadcast the same bytes (Sent if
// accepted, else Unknown).
func replaceable(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, from common.Address, tx *types.Transaction,
	preparedBlock, head uint64,
) (executor.Verdict, string, error) {
	use, why, err := nonceUser(ctx, cl, ch, from, tx, preparedBlock, head)
	if err != nil {
		return 0, "", err
	}
	switch use {
	case nonceOurs:
		return executor.VerdictSent, why + " (not found by hash: the node has not indexed it)", nil
	case nonceTakenFinal:
		return executor.VerdictNotSent, why, nil
	}
	sendErr := cl.SendTransaction(ctx, tx)
	if classifySend(sendErr) == sendAccepted {
		return executor.VerdictSent, "re-broadcast the signed transaction " + tx.Hash().Hex(), nil
	}
	return executor.VerdictUnknown, fmt.Sprintf("re-broadcast of %s refused (%v) while nonce %d is not used by a final block (%s)",
		tx.Hash().Hex(), evm.Redact(ch, sendErr), tx.Nonce(), why), nil
}
