package ofttransfer

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// The EVM side of every phase follows evm_transfer's rules through package evmcall
// (signing on the sender's lane) and package evm (broadcast classification, lookups and
// the nonce proof): the intent holds the signed bytes, every retry broadcasts exactly
// those, and a new nonce is only taken after recovery proved from final blocks that the
// old one was used by another transaction.

// Lane names a sender's nonce lane on a chain, exactly as evm_transfer names it.
func Lane(chainID uint64, from common.Address) string { return evm.Lane(chainID, from) }

func lowerHex(a common.Address) string { return evm.LowerHex(a) }

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

// sign signs k on its sender's lane in c (evmcall.Sign). Nothing is sent.
func (e *Executor) sign(ctx context.Context, c db.Conn, cl *ethclient.Client, k call) (signed, error) {
	signer, ok := e.signers[k.from]
	if !ok {
		return signed{}, executor.Permanent(fmt.Errorf("no signer for %s", k.from.Hex()))
	}
	s, err := evmcall.Sign(ctx, c, cl, signer, evmcall.Call{Chain: k.chain, From: k.from, To: k.to, Data: k.data, Value: k.value})
	if err != nil {
		return signed{}, err
	}
	return signed{tx: s.Tx, raw: s.Raw, preparedBlock: s.PreparedBlock, gas: s.Gas, feeCap: s.FeeCap}, nil
}

// broadcast sends tx's signed bytes and classifies the answer for Submit.
func broadcast(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, tx *types.Transaction) error {
	sendErr := cl.SendTransaction(ctx, tx)
	switch evm.ClassifySend(sendErr) {
	case evm.SendAccepted:
		return nil
	case evm.SendNonceTooLow:
		ev, err := lookup(ctx, cl, ch, tx.Hash())
		if err != nil {
			return fmt.Errorf("broadcast %s: nonce too low, and looking it up failed: %w", tx.Hash().Hex(), err)
		}
		if !ev.mined && !ev.inPool {
			return fmt.Errorf("broadcast %s: nonce %d already used by another transaction", tx.Hash().Hex(), tx.Nonce())
		}
		return nil
	case evm.SendPermanent:
		return executor.Permanent(fmt.Errorf("broadcast %s: the chain refuses this transaction for good: %w", tx.Hash().Hex(), evm.Redact(ch, sendErr)))
	default:
		return fmt.Errorf("broadcast %s (recovery will re-broadcast the same bytes): %w", tx.Hash().Hex(), evm.Redact(ch, sendErr))
	}
}

// evidence is what a chain says about one transaction (evm.TxEvidence).
type evidence struct {
	receipt *types.Receipt
	mined   bool
	confs   uint64
	inPool  bool
	head    uint64
}

// lookup is evm.LookupTx: an error means the node cannot tell, never "absent".
func lookup(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, hash common.Hash) (evidence, error) {
	ev, err := evm.LookupTx(ctx, cl, ch, hash)
	return evidence{receipt: ev.Receipt, mined: ev.Mined, confs: ev.Confs, inPool: ev.InPool, head: ev.Head}, err
}

// replaceable decides, for a transaction neither mined nor in the node's pool, from the
// chain's final blocks: its nonce used by it → Sent; by another transaction → NotSent
// (it can never land); not used yet → re-broadcast the same bytes (Sent if accepted,
// else Unknown).
func replaceable(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, from common.Address, tx *types.Transaction,
	preparedBlock, head uint64,
) (executor.Verdict, string, error) {
	use, why, err := evm.NonceUser(ctx, cl, ch, from, tx.Nonce(), []common.Hash{tx.Hash()}, ch.Depth(ch.Confirmations), preparedBlock, head)
	if err != nil {
		return 0, "", err
	}
	switch use {
	case evm.NonceOurs:
		return executor.VerdictSent, why + " (not found by hash: the node has not indexed it)", nil
	case evm.NonceTakenFinal:
		return executor.VerdictNotSent, why, nil
	}
	sendErr := cl.SendTransaction(ctx, tx)
	if evm.ClassifySend(sendErr) == evm.SendAccepted {
		return executor.VerdictSent, "re-broadcast the signed transaction " + tx.Hash().Hex(), nil
	}
	return executor.VerdictUnknown, fmt.Sprintf("re-broadcast of %s refused (%v) while nonce %d is not used by a final block (%s)",
		tx.Hash().Hex(), evm.Redact(ch, sendErr), tx.Nonce(), why), nil
}
