package evmcall

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// maxCandidates bounds the replacements of one intent (each at least 10% dearer):
// past it the transaction waits, and an operator sees why in the node's reason.
const maxCandidates = 8

// bumpAfter is how many block times a candidate may sit in the pool underpriced before
// ObserveSigned signs a replacement.
const bumpAfter = 3

// candidate is one signed transaction of an intent at its nonce: the intent's own, a
// fee-bump replacement, or a cancellation.
type candidate struct {
	tx *types.Transaction
	// since is when it was broadcast first (for the intent's own: when the node was
	// first submitted; zero when unknown).
	since time.Time
}

// candidates are an intent's transactions at its nonce. Whichever of ours is mined is
// the intent's transaction; a mined cancellation is another transaction that took the
// nonce, so the attempt did not happen.
type candidates struct {
	// ours are the intent's own transaction and its fee-bump replacements, oldest first
	// (the last one pays the most).
	ours []candidate
	// cancel is the newest cancellation (CancelAttempt), nil when none was recorded.
	cancel *candidate
}

// candidatesOf returns the phase's candidates. Without a database pool there are only
// the intent's own.
func (k *Kernel) candidatesOf(ctx context.Context, node executor.Node, ph Phase) (candidates, error) {
	if ph.Tx == nil {
		return candidates{}, ErrNothingSigned
	}
	first := candidate{tx: ph.Tx}
	if node.ObserveStartedAt != nil {
		first.since = *node.ObserveStartedAt
	}
	cs := candidates{ours: []candidate{first}}
	if k.pool == nil || ph.IntentID == uuid.Nil {
		return cs, nil
	}
	rows, err := k.pool.EVM().CandidatesOfIntent(ctx, ph.IntentID)
	if err != nil {
		return candidates{}, fmt.Errorf("read the intent's candidates: %w", err)
	}
	for _, r := range rows {
		c := new(types.Transaction)
		if err := c.UnmarshalBinary(r.SignedTX); err != nil {
			return candidates{}, fmt.Errorf("decode candidate %s: %w", r.TXHash, err)
		}
		if c.Nonce() != ph.Tx.Nonce() {
			return candidates{}, fmt.Errorf("candidate %s has nonce %d, the intent %d", r.TXHash, c.Nonce(), ph.Tx.Nonce())
		}
		if r.Kind == db.CandidateCancel {
			cs.cancel = &candidate{tx: c, since: r.CreatedAt}
			continue
		}
		cs.ours = append(cs.ours, candidate{tx: c, since: r.CreatedAt})
	}
	return cs, nil
}

// newest is the last of our candidates: it pays the most.
func (cs candidates) newest() *types.Transaction { return cs.ours[len(cs.ours)-1].tx }

// hashes lists our candidates' hashes, the ones a nonce proof counts as ours.
func (cs candidates) hashes() []common.Hash {
	out := make([]common.Hash, len(cs.ours))
	for i, c := range cs.ours {
		out[i] = c.tx.Hash()
	}
	return out
}

// lookupOurs looks up every one of our candidates, newest first: the mined one (with its
// evidence) if any, else whether any is in the node's pool. Any lookup the node cannot
// answer is an error.
func lookupOurs(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, cs candidates) (evm.TxEvidence, *types.Transaction, error) {
	var out evm.TxEvidence
	for i := len(cs.ours) - 1; i >= 0; i-- {
		ev, err := evm.LookupTx(ctx, cl, ch, cs.ours[i].tx.Hash())
		if err != nil {
			return evm.TxEvidence{}, nil, err
		}
		if ev.Mined {
			return ev, cs.ours[i].tx, nil
		}
		out.Head = max(out.Head, ev.Head)
		out.InPool = out.InPool || ev.InPool
	}
	return out, cs.newest(), nil
}

// bumpPlan is a fee bump that is due: the newest candidate, what the chain asks now,
// and the replacement's fees.
type bumpPlan struct {
	old                *types.Transaction
	baseFee, suggested *big.Int
	newTip, newFeeCap  *big.Int
}

// bumpDue decides whether the newest candidate is due a replacement: it has sat in the
// pool for bumpAfter block times priced below what the chain takes now (fee cap under
// the head's base fee, or tip under the node's suggested tip). The replacement keeps
// the nonce, gas, recipient, value and data, with tip and fee cap each raised by at
// least 10% (geth's replacement rule) and to at least what a new transaction would get.
// It never bumps an attempt being cancelled. Nil plan: nothing is due (limit reached
// names why).
func (k *Kernel) bumpDue(ctx context.Context, cl *ethclient.Client, ph Phase, cs candidates) (plan *bumpPlan, limit string, err error) {
	last := cs.ours[len(cs.ours)-1]
	if !k.feeBumps || k.pool == nil || ph.IntentID == uuid.Nil || cs.cancel != nil || last.since.IsZero() ||
		time.Since(last.since) < bumpAfter*ph.Chain.BlockTime {
		return nil, "", nil
	}
	if len(cs.ours) >= maxCandidates {
		return nil, fmt.Sprintf("in the node's pool, underpriced; %d candidates signed, no more replacements", len(cs.ours)), nil
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, "", evm.Redact(ph.Chain, fmt.Errorf("read head: %w", err))
	}
	if head.BaseFee == nil {
		return nil, "", nil
	}
	tip, err := cl.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, "", evm.Redact(ph.Chain, fmt.Errorf("suggest tip: %w", err))
	}
	old := last.tx
	if old.GasFeeCap().Cmp(head.BaseFee) >= 0 && old.GasTipCap().Cmp(tip) >= 0 {
		return nil, "", nil // priced right: the pool is just full, or blocks are
	}
	newTip := maxBig(bump(old.GasTipCap()), tip)
	newCap := maxBig(bump(old.GasFeeCap()), new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), newTip))
	return &bumpPlan{old: old, baseFee: head.BaseFee, suggested: tip, newTip: newTip, newFeeCap: newCap}, "", nil
}

// why describes a due bump for the node's reason.
func (p *bumpPlan) why() string {
	return fmt.Sprintf("%s (tip %s, fee cap %s) sits in the pool under what the chain takes (base fee %s, suggested tip %s)",
		p.old.Hash().Hex(), p.old.GasTipCap(), p.old.GasFeeCap(), p.baseFee, p.suggested)
}

// bumpFees signs the replacement of a due bump, writes it to evm_tx_candidates
// (committed) and only then broadcasts it, so a crash in between leaves a candidate
// that recovery, the observer and the nonce reaper know. Only recovery calls it: the
// observer hands a node whose bump is due to recovery and signs nothing (docs/security.md,
// "A compromised pod"). It returns the reason recorded on the node.
func (k *Kernel) bumpFees(ctx context.Context, cl *ethclient.Client, ph Phase, p *bumpPlan) (string, error) {
	old := p.old
	repl, err := k.signCandidate(ctx, ph, db.CandidateBump, &types.DynamicFeeTx{
		Nonce: old.Nonce(), GasTipCap: p.newTip, GasFeeCap: p.newFeeCap, Gas: old.Gas(), To: old.To(), Value: old.Value(), Data: old.Data(),
	})
	if err != nil {
		return "", err
	}
	reason := fmt.Sprintf("replaced %s by %s (tip %s, fee cap %s)", p.why(), repl.Hash().Hex(), p.newTip, p.newFeeCap)
	k.log.Warn().Str("intent_id", ph.IntentID.String()).Str("node_id", ph.NodeID.String()).Uint64("nonce", repl.Nonce()).
		Str("reason", reason).Msg("fee bump")
	if err := cl.SendTransaction(ctx, repl); err != nil && evm.ClassifySend(err) != evm.SendAccepted {
		// Recorded: recovery and the next observation look for it, and re-broadcast it.
		return reason, evm.Redact(ph.Chain, fmt.Errorf("broadcast replacement %s: %w", repl.Hash().Hex(), err))
	}
	return reason, nil
}

// signCandidate signs tx (its chain ID set here) with the phase's sender and records it
// as a candidate of the phase's intent, committed before anything can broadcast it.
func (k *Kernel) signCandidate(ctx context.Context, ph Phase, kind string, tx *types.DynamicFeeTx) (*types.Transaction, error) {
	from := ph.from()
	signer, ok := k.signers[from]
	if !ok {
		return nil, fmt.Errorf("no signer for %s", from.Hex())
	}
	chainID := new(big.Int).SetUint64(ph.Chain.ChainID)
	tx.ChainID = chainID
	signed, err := signer.SignTx(ctx, types.NewTx(tx), chainID)
	if err != nil {
		return nil, fmt.Errorf("sign %s candidate: %w", kind, err)
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("encode %s candidate: %w", kind, err)
	}
	if err := k.pool.EVM().InsertCandidate(ctx, db.NewCandidate{
		TXHash: signed.Hash().Hex(), IntentID: ph.IntentID, Lane: evm.Lane(ph.Chain.ChainID, from), Nonce: int64(signed.Nonce()),
		SignedTX: raw, GasTipCap: tx.GasTipCap, GasFeeCap: tx.GasFeeCap, Kind: kind,
	}); err != nil {
		return nil, fmt.Errorf("record %s candidate: %w", kind, err)
	}
	return signed, nil
}

// bump is x raised by 10%, rounded up, plus one wei.
func bump(x *big.Int) *big.Int {
	out := new(big.Int).Mul(x, big.NewInt(110))
	out.Add(out, big.NewInt(99))
	out.Div(out, big.NewInt(100))
	return out.Add(out, big.NewInt(1))
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}

var _ executor.Canceller = (*Kernel)(nil)

// CancelAttempt implements executor.Canceller: it makes a signed phase that has not
// landed unable to land, by replacement. Unless one of the intent's transactions is
// mined, or it signed none (then it answers ErrNotCancellable), it signs a zero-value
// transfer from the sender to itself at the intent's nonce, with tip and fee cap each
// at least 10% (plus one wei) above the highest of the intent's candidates and at
// least what the chain asks now, records it as a cancellation candidate of the intent
// (committed), and only then broadcasts it. A later call re-broadcasts the recorded
// cancellation. Recovery counts the cancellation as another transaction: final, it
// proves NotSent; if one of the intent's own candidates wins the nonce instead,
// recovery answers Sent as usual.
func (k *Kernel) CancelAttempt(ctx context.Context, node executor.Node, intent executor.Intent) (string, error) {
	var h Head
	ph, err := k.Decode(intent, &h)
	if err != nil {
		return "", err
	}
	if ph.Tx == nil {
		// A phase that waits for an earlier one's effect signs nothing: no transaction
		// of this attempt can land.
		return "", fmt.Errorf("cancel: %w: nothing to replace: %w", ErrNothingSigned, executor.ErrNotCancellable)
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
		return "", fmt.Errorf("not cancelled: the attempt's transaction %s is mined in block %d: %w", tx.Hash().Hex(), ev.Receipt.BlockNumber, executor.ErrNotCancellable)
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
