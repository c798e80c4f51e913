package evmcall

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

var _ executor.Canceller = (*Kernel)(nil)

// CancelAttempt implements executor.Canceller: it makes a signed phase that has not
// landed unable to land, by replacement. Unless one of the intent's transactions is
// mined, it signs a zero-value transfer from the sender to itself at the intent's
// nonce, with tip and fee cap each at least 10% (plus one wei) above the highest of the
// intent's candidates and at least what the chain asks now, records it as a
// cancellation candidate of the intent (committed), and only then broadcasts it. A
// later call re-broadcasts the recorded cancellation. Recovery counts the cancellation
// as another transaction: final, it proves NotSent; if one of the intent's own
// candidates wins the nonce instead, recovery answers Sent as usual.
func (k *Kernel) CancelAttempt(ctx context.Context, node executor.Node, intent executor.Intent) (string, error) {
	var h Head
	ph, err := k.Decode(intent, &h)
	if err != nil {
		return "", err
	}
	if ph.Tx == nil {
		return "", fmt.Errorf("cancel: %w: nothing to replace", ErrNothingSigned)
	}
	if k.pool == nil || ph.IntentID == uuid.Nil {
		return "", errors.New("cancel: no database to record the cancellation in before it is broadcast")
	}
	ctx, cancel := context.WithTimeout(ctx, RecoverTimeout)
	defer cancel()
	cl, err := k.Client(ctx, ph.Chain)
	if err != nil {
		return "", err
	}
	cs, err := k.candidatesOf(ctx, node, ph)
	if err != nil {
		return "", err
	}
	ev, tx, err := lookupOurs(ctx, cl, ph.Chain, cs)
	if err != nil {
		return "", fmt.Errorf("cancel: cannot tell whether the attempt's transaction is mined: %w", err)
	}
	if ev.Mined {
		return fmt.Sprintf("not cancelled: the attempt's transaction %s is mined in block %d", tx.Hash().Hex(), ev.Receipt.BlockNumber), nil
	}
	c := cs.cancel
	did := "re-broadcast the recorded cancellation"
	if c == nil {
		signed, err := k.signCancel(ctx, cl, ph, cs)
		if err != nil {
			return "", err
		}
		c, did = &candidate{tx: signed}, "signed and recorded the cancellation"
	}
	what := fmt.Sprintf("%s %s (nonce %d, tip %s, fee cap %s) of %s %s", did, c.tx.Hash().Hex(), c.tx.Nonce(), c.tx.GasTipCap(), c.tx.GasFeeCap(),
		ph.label(), cs.newest().Hash().Hex())
	k.log.Warn().Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("intent_id", ph.IntentID.String()).
		Str("phase", ph.Head.Phase).Str("reason", what).Msg("cancel attempt")
	if sendErr := cl.SendTransaction(ctx, c.tx); evm.ClassifySend(sendErr) != evm.SendAccepted {
		// Recorded: the next call re-broadcasts it, and recovery reads the nonce.
		return what, fmt.Errorf("%s; broadcast refused: %w", what, evm.Redact(ph.Chain, sendErr))
	}
	return what + ", broadcast", nil
}

// signCancel signs and records the cancellation of the phase: a zero-value transfer
// from the sender to itself at the phase's nonce, priced to replace every candidate.
func (k *Kernel) signCancel(ctx context.Context, cl *ethclient.Client, ph Phase, cs candidates) (*types.Transaction, error) {
	tip, feeCap, err := evm.Fees(ctx, cl, ph.Chain)
	if err != nil {
		return nil, err
	}
	for _, c := range cs.ours {
		tip = maxBig(tip, bump(c.tx.GasTipCap()))
		feeCap = maxBig(feeCap, bump(c.tx.GasFeeCap()))
	}
	feeCap = maxBig(feeCap, tip)
	from := ph.from()
	return k.signCandidate(ctx, ph, db.CandidateCancel, &types.DynamicFeeTx{
		Nonce: ph.Tx.Nonce(), GasTipCap: tip, GasFeeCap: feeCap, Gas: evm.NativeTransferGas, To: &from, Value: new(big.Int),
	})
}
