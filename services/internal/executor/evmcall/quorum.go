package evmcall

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// notSent is recovery's NotSent for a phase, once the chain's providers confirm the
// fact it rests on (evm.Quorum; docs/design.md §7): check reads that fact from one
// provider. A provider that refutes it (shows one of the phase's transactions mined, or
// its effect happened), cannot tell or is down makes the answer Unknown, naming it: a
// single provider that hides a mined transaction or serves another view of the chain
// must not let a new attempt pay again.
func (k *Kernel) notSent(ctx context.Context, node executor.Node, ph Phase, why string, check evm.Check) executor.Recovery {
	if ok, disagree := k.clients.Quorum(ph.Chain).Confirm(ctx, check); !ok {
		return k.unknown(ctx, node, ph, fmt.Sprintf("not proven not sent: %s; but %s", why, disagree))
	}
	return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: why}
}

// nonceTaken reads, from one provider at its own head, that another transaction used
// the phase's nonce in a final block: none of our candidates mined, and either the
// attempt's cancellation mined at depth or the sender's nonce proof (evm.NonceUser)
// naming a transaction that is not ours. One of ours mined refutes it.
func nonceTaken(ph Phase, cs candidates, depth uint64) evm.Check {
	return func(ctx context.Context, cl *ethclient.Client) (evm.Finding, string, error) {
		ev, tx, err := lookupOurs(ctx, cl, ph.Chain, cs)
		if err != nil {
			return evm.CannotTell, "", err
		}
		if ev.Mined {
			return evm.Refutes, fmt.Sprintf("shows %s mined in block %d", tx.Hash().Hex(), ev.Receipt.BlockNumber.Uint64()), nil
		}
		if cs.cancel != nil {
			cev, err := evm.LookupTx(ctx, cl, ph.Chain, cs.cancel.tx.Hash())
			if err != nil {
				return evm.CannotTell, "", err
			}
			if cev.Mined && cev.Confs >= depth {
				return evm.Confirms, "", nil
			}
		}
		use, why, err := evm.NonceUser(ctx, cl, ph.Chain, ph.from(), ph.Tx.Nonce(), cs.hashes(), depth, ph.Head.PreparedBlock, ev.Head)
		switch {
		case err != nil:
			return evm.CannotTell, "", err
		case use == evm.NonceTakenFinal:
			return evm.Confirms, "", nil
		case use == evm.NonceOurs:
			return evm.Refutes, "shows " + why, nil
		}
		return evm.CannotTell, "does not show the nonce used at its final head: " + why, nil
	}
}

// revertedFinal reads, from one provider at its own head, that m (an Idempotent
// phase's transaction) reverted in the same block, at depth. Any of our candidates
// mined there and not reverted refutes it.
func revertedFinal(ph Phase, cs candidates, m Mined, depth uint64) evm.Check {
	return func(ctx context.Context, cl *ethclient.Client) (evm.Finding, string, error) {
		ev, tx, err := lookupOurs(ctx, cl, ph.Chain, cs)
		switch {
		case err != nil:
			return evm.CannotTell, "", err
		case !ev.Mined:
			return evm.CannotTell, fmt.Sprintf("does not show %s mined", m.Tx.Hash().Hex()), nil
		case ev.Receipt.Status == types.ReceiptStatusSuccessful:
			return evm.Refutes, fmt.Sprintf("shows %s mined and successful in block %d", tx.Hash().Hex(), ev.Receipt.BlockNumber.Uint64()), nil
		case tx.Hash() != m.Tx.Hash() || ev.Receipt.BlockHash != m.Receipt.BlockHash:
			return evm.CannotTell, fmt.Sprintf("shows %s reverted in block %s, not %s in %s", tx.Hash().Hex(), ev.Receipt.BlockHash.Hex(),
				m.Tx.Hash().Hex(), m.Receipt.BlockHash.Hex()), nil
		case ev.Confs < depth:
			return evm.CannotTell, fmt.Sprintf("shows %s with %d of %d confirmations", m.Tx.Hash().Hex(), ev.Confs, depth), nil
		}
		return evm.Confirms, "", nil
	}
}

// notDone reads a phase table's Done from one provider: the effect not happened
// confirms a NotSent for a phase that signed nothing; happened refutes it.
func notDone(done func(ctx context.Context, cl *ethclient.Client) (bool, string, error)) evm.Check {
	return func(ctx context.Context, cl *ethclient.Client) (evm.Finding, string, error) {
		d, why, err := done(ctx, cl)
		switch {
		case err != nil:
			return evm.CannotTell, "", err
		case d:
			return evm.Refutes, "shows " + why, nil
		}
		return evm.Confirms, "", nil
	}
}
