package evmcall

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Mined is the candidate of a signed phase mined at the phase's depth: the transaction
// the phase is judged by.
type Mined struct {
	Tx      *types.Transaction
	Receipt *types.Receipt
	// Confs counts the blocks from the receipt's block to the head, both counted.
	Confs uint64
}

// Reverted reports whether the mined transaction reverted.
func (m Mined) Reverted() bool { return m.Receipt.Status != types.ReceiptStatusSuccessful }

// FeeBumpDue starts the reason of a node the observer hands to recovery because its
// transaction sits in the pool underpriced: only recovery signs the replacement.
const FeeBumpDue = "fee bump due"

// ObserveSigned reads a signed phase from ph's chain through cl: it returns the
// candidate mined at depth (blocks, the inclusion block counting as one) for the
// executor to judge, or else the observation to report: Pending while a candidate
// waits for its depth or sits in the node's pool, Unknown when a fee bump is due (where
// the executor bumps fees and it sits underpriced: ObserveSigned signs nothing, and
// recovery, which holds the keys, replaces it; see RecoverSigned), or when none is
// mined or known (dropped,
// never arrived, hidden by the node, or its nonce taken by the attempt's cancellation:
// recovery decides from the chain's blocks). A lookup the node cannot answer is an
// error (asking failed: observe again), never "not found".
func (k *Kernel) ObserveSigned(ctx context.Context, cl *ethclient.Client, node executor.Node, ph Phase, depth uint64) (*Mined, executor.Observation, error) {
	cs, err := k.candidatesOf(ctx, node, ph)
	if err != nil {
		return nil, executor.Observation{}, err
	}
	ev, tx, err := lookupOurs(ctx, cl, ph.Chain, cs)
	if err != nil {
		return nil, executor.Observation{}, err
	}
	prefix := ""
	if ph.Head.Phase != "" {
		prefix = ph.Head.Phase + ": "
	}
	switch {
	case ev.Mined && ev.Confs >= depth:
		return &Mined{Tx: tx, Receipt: ev.Receipt, Confs: ev.Confs}, executor.Observation{}, nil
	case ev.Mined:
		return nil, executor.Observation{Status: executor.Pending, RetryAfter: ph.Chain.BlockTime * time.Duration(depth-ev.Confs),
			Reason: fmt.Sprintf("%s%d of %d confirmations", prefix, ev.Confs, depth)}, nil
	case ev.InPool:
		plan, reason, err := k.bumpDue(ctx, cl, ph, cs)
		if err != nil {
			reason = "fee bump: " + err.Error()
		}
		if plan != nil {
			// The observer holds no key: recovery, which signs, claims the node and
			// replaces the transaction (RecoverSigned), then hands it back.
			return nil, executor.Observation{Status: executor.Unknown,
				Reason: prefix + FeeBumpDue + ": " + plan.why() + "; recovery signs the replacement"}, nil
		}
		return nil, executor.Observation{Status: executor.Pending, RetryAfter: ph.Chain.BlockTime,
			Reason: prefix + cmp.Or(reason, "in the node's pool")}, nil
	}
	if cs.cancel != nil {
		cev, err := evm.LookupTx(ctx, cl, ph.Chain, cs.cancel.tx.Hash())
		if err != nil {
			return nil, executor.Observation{}, err
		}
		if cev.Mined {
			return nil, executor.Observation{Status: executor.Unknown, RetryAfter: ph.Chain.BlockTime,
				Reason: fmt.Sprintf("the attempt's cancellation %s is mined: its %s did not happen; recovery proves it once final",
					cs.cancel.tx.Hash().Hex(), ph.label())}, nil
		}
	}
	return nil, executor.Observation{Status: executor.Unknown, RetryAfter: ph.Chain.BlockTime,
		Reason: fmt.Sprintf("%s %s is neither mined nor known to the node", ph.label(), tx.Hash().Hex())}, nil
}

// unknown is recovery's "cannot tell" for a phase, logged as a warning for operators.
func (k *Kernel) unknown(ctx context.Context, node executor.Node, ph Phase, reason string) executor.Recovery {
	k.log.Warn().Ctx(ctx).Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("phase", ph.Head.Phase).
		Str("reason", reason).Msg("recovery cannot tell whether the transaction was sent")
	return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 2 * ph.Chain.BlockTime, Reason: reason}
}

// NoIntent is Recover's answer for a node that never got an intent: nothing was signed.
func NoIntent() executor.Recovery {
	return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no intent: nothing was signed"}
}

// RecoverSigned decides a signed phase from ph's chain, through cl, from evidence only
// (see the package doc for the order). final judges the candidate mined at depth;
// everything else is the kernel's. It answers NotSent only when a final block holds
// another transaction with the phase's nonce (or final judged a final revert not sent),
// and the chain's providers confirm it (notSent: the not_sent_quorum of providers,
// none showing one of ours mined); whatever it cannot read or reconcile is Unknown,
// logged as a warning. It re-broadcasts the newest candidate's bytes only when
// the nonce is still open, no verdict is open on the node (Node.VerdictOpen) and no
// cancellation is recorded. The only thing it signs is a fee-bump replacement of a
// candidate due one (bumpDue) while no verdict is open, recorded before it is broadcast:
// recovery holds the keys the observer does not.
func (k *Kernel) RecoverSigned(ctx context.Context, cl *ethclient.Client, node executor.Node, ph Phase, depth uint64,
	final func(Mined) executor.Recovery,
) (executor.Recovery, error) {
	cs, err := k.candidatesOf(ctx, node, ph)
	if err != nil {
		return executor.Recovery{}, err
	}
	hash := ph.Tx.Hash().Hex()
	ev, tx, err := lookupOurs(ctx, cl, ph.Chain, cs)
	if err != nil {
		return k.unknown(ctx, node, ph, fmt.Sprintf("cannot tell whether %s was mined: %v", hash, err)), nil
	}
	hash = tx.Hash().Hex()
	switch {
	case ev.Mined && ev.Confs >= depth:
		m := Mined{Tx: tx, Receipt: ev.Receipt, Confs: ev.Confs}
		rec := final(m)
		if rec.Verdict == executor.VerdictNotSent {
			// A final revert judged not sent: every provider must see the same revert.
			// Its gas is then in no record of the node's, whose next attempt goes on
			// without it.
			rec = k.notSent(ctx, node, ph, rec.Reason, revertedFinal(ph, cs, m, depth))
			return k.spent(ctx, node, ph, rec, db.GasSpendReverted, m.Tx, m.Receipt), nil
		}
		return rec, nil
	case ev.Mined:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.label() + " mined, awaiting confirmations: " + hash}, nil
	case ev.InPool:
		if node.VerdictOpen {
			// Operators are deciding about this attempt: nothing new is signed for it.
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.label() + " in the node's pool: " + hash}, nil
		}
		plan, limit, err := k.bumpDue(ctx, cl, ph, cs)
		if err != nil {
			return k.unknown(ctx, node, ph, fmt.Sprintf("%s in the node's pool; fee bump: %v", hash, err)), nil
		}
		if plan == nil {
			return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.label() + " in the node's pool: " + cmp.Or(limit, hash)}, nil
		}
		reason, err := k.bumpFees(ctx, cl, ph, plan)
		if err != nil {
			// Not replaced (or recorded and not broadcast): recovery keeps the node and
			// tries again; a recorded replacement is looked up and re-broadcast.
			return k.unknown(ctx, node, ph, "fee bump: "+cmp.Or(reason+": ", "")+err.Error()), nil
		}
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: ph.label() + " " + reason}, nil
	}
	nonce := ph.Tx.Nonce()
	if cs.cancel != nil {
		// The attempt's own cancellation, mined at depth, took the nonce: its receipt is
		// the proof, without searching the blocks (whose old state a node may not keep).
		cev, err := evm.LookupTx(ctx, cl, ph.Chain, cs.cancel.tx.Hash())
		if err != nil {
			return k.unknown(ctx, node, ph, fmt.Sprintf("cannot tell whether the cancellation %s was mined: %v", cs.cancel.tx.Hash().Hex(), err)), nil
		}
		if cev.Mined && cev.Confs >= depth {
			why := fmt.Sprintf("nonce %d was used by the attempt's cancellation %s, final in block %d: %s can never land",
				nonce, cs.cancel.tx.Hash().Hex(), cev.Receipt.BlockNumber.Uint64(), hash)
			rec := k.provedNotSent(ctx, node, ph, hash, why, nonceTaken(ph, cs, depth))
			return k.spent(ctx, node, ph, rec, db.GasSpendCancel, cs.cancel.tx, cev.Receipt), nil
		}
	}
	// The node says it has neither mined nor seen any of ours. That proves nothing by
	// itself (a provider still indexing, or behind): the chain's blocks decide.
	use, why, err := evm.NonceUser(ctx, cl, ph.Chain, ph.from(), nonce, cs.hashes(), depth, ph.Head.PreparedBlock, ev.Head)
	if err != nil {
		return k.unknown(ctx, node, ph, fmt.Sprintf("%s not found by hash, and the blocks do not prove what used nonce %d: %v", hash, nonce, err)), nil
	}
	switch use {
	case evm.NonceOurs:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: why + " (not found by hash: the node has not indexed it)"}, nil
	case evm.NonceTakenFinal:
		if cs.cancel != nil {
			// The taker may be our cancellation, mined and not found by hash yet: its gas
			// must be recorded before the attempt is proven cancelled.
			taker, twhy, err := evm.NonceUser(ctx, cl, ph.Chain, ph.from(), nonce, []common.Hash{cs.cancel.tx.Hash()}, depth,
				ph.Head.PreparedBlock, ev.Head)
			switch {
			case err != nil:
				return k.unknown(ctx, node, ph, fmt.Sprintf("%s; cannot tell whether the attempt's cancellation took the nonce: %v", why, err)), nil
			case taker == evm.NonceOurs:
				return k.unknown(ctx, node, ph, fmt.Sprintf("%s; the node does not return the receipt of the cancellation yet, and "+
					"its gas is recorded before the attempt is proven cancelled", twhy)), nil
			}
		}
		return k.provedNotSent(ctx, node, ph, hash, why, nonceTaken(ph, cs, depth)), nil
	}
	switch {
	case node.VerdictOpen:
		return k.unknown(ctx, node, ph, fmt.Sprintf("a verdict is open on this attempt: recovery reads evidence only and does not re-broadcast %s (%s)", hash, why)), nil
	case cs.cancel != nil:
		return k.unknown(ctx, node, ph, fmt.Sprintf("the attempt's cancellation %s is recorded: recovery does not re-broadcast %s (%s)",
			cs.cancel.tx.Hash().Hex(), hash, why)), nil
	}
	// Nothing known and the nonce is not used by a final block: the only retry is the
	// same signed bytes (of the newest candidate: it pays the most).
	sendErr := cl.SendTransaction(ctx, tx)
	switch evm.ClassifySend(sendErr) {
	case evm.SendAccepted:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "re-broadcast the signed " + ph.label() + " " + hash}, nil
	case evm.SendPermanent:
		// These bytes may have been broadcast before, to this node or another, and could
		// still land: not failed until a final block uses the nonce.
		reason := fmt.Sprintf("re-broadcast of %s refused for good (%v), but nonce %d is not used by a final block (%s): an earlier broadcast could still land; an operator decides",
			hash, evm.Redact(ph.Chain, sendErr), nonce, why)
		k.log.Error().Str("node_id", node.ID.String()).Str("movement_id", node.MovementID.String()).Str("tx_hash", hash).
			Str("reason", reason).Msg("re-broadcast refused for good")
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 10 * ph.Chain.BlockTime, Reason: reason}, nil
	default:
		// Nonce too low (used just now, not final yet: the next look decides), a
		// rejection that may pass later, or a transport error.
		return k.unknown(ctx, node, ph, fmt.Sprintf("re-broadcast of %s refused (%v) while nonce %d is not used by a final block (%s)",
			hash, evm.Redact(ph.Chain, sendErr), nonce, why)), nil
	}
}

// provedNotSent is NotSent for a phase whose nonce another transaction used in a final
// block, as the primary read it (why), once the chain's providers confirm it (notSent).
func (k *Kernel) provedNotSent(ctx context.Context, node executor.Node, ph Phase, hash, why string, check evm.Check) executor.Recovery {
	rec := k.notSent(ctx, node, ph, why, check)
	if rec.Verdict == executor.VerdictNotSent {
		k.log.Info().Str("node_id", node.ID.String()).Str("phase", ph.Head.Phase).Str("tx_hash", hash).Str("reason", why).
			Msg("recovery proved the transaction can never land")
	}
	return rec
}

// spent records what tx, mined with receipt r, cost the phase's sender (evm_gas_spends,
// as kind) when rec proves the attempt not sent, and returns rec; when the record cannot
// be written, the answer is Unknown and recovery asks again. Such a transaction (the
// attempt's cancellation, or the attempt itself reverted and proven to have done
// nothing) is in none of the node's records, and the node leaves UNKNOWN only after this
// answer, while a node in flight holds its sender's balance checks back: so verify-drift
// counts its gas as a leg and raises no drift for it (docs/operations.md, "Balance
// drift"). Without a pool there is nowhere to record it, and no cancellation either.
func (k *Kernel) spent(ctx context.Context, node executor.Node, ph Phase, rec executor.Recovery, kind string, tx *types.Transaction,
	r *types.Receipt,
) executor.Recovery {
	if rec.Verdict != executor.VerdictNotSent || k.pool == nil {
		return rec
	}
	_, err := k.pool.EVM().RecordGasSpend(ctx, db.GasSpend{
		TXHash: tx.Hash().Hex(), Kind: kind, ChainID: int64(ph.Chain.ChainID), Address: evm.LowerHex(ph.from()),
		Nonce: int64(tx.Nonce()), BlockNumber: r.BlockNumber.Int64(), GasCost: GasCost(r), IntentID: ph.IntentID,
		RecordedBy: "recovery/" + k.key,
	})
	if err != nil {
		return k.unknown(ctx, node, ph, fmt.Sprintf("%s; its gas (%s %s) is recorded before the attempt is proven not sent: %v",
			rec.Reason, kind, tx.Hash().Hex(), err))
	}
	return rec
}

// GasCost is what a mined transaction cost its sender: gas used × effective gas price.
func GasCost(r *types.Receipt) *big.Int {
	price := r.EffectiveGasPrice
	if price == nil {
		price = new(big.Int)
	}
	return new(big.Int).Mul(price, new(big.Int).SetUint64(r.GasUsed))
}

// revertedResult is a failed node's result after a phase reverted in a final block:
// the phase, and its chain, sender, block and gas (a leg verify-drift counts, see
// Legs.Reverted).
func revertedResult(ph Phase, m Mined) json.RawMessage {
	return MustJSON(map[string]any{"phase": ph.Head.Phase, "tx_hash": m.Tx.Hash().Hex(), "status": "reverted",
		"chain": ph.Chain.Name, "from": ph.Head.From, "block_number": m.Receipt.BlockNumber.Uint64(), "gas_cost": GasCost(m.Receipt).String()})
}

// MaxRedos bounds the phases one node redoes after they reverted (Rule.Redo): enough
// for the holder's concurrent nodes to settle their approvals, few enough that a
// phase that always reverts fails its node soon, having spent little gas.
const MaxRedos = 3

// Redone is a transaction of a node's that mined, final, and was decided again
// (Rule.Redo): a reverted approval, burn or send, or the approval a redone send had
// used. Its gas is what it moved, which verify-drift must see (Legs.Redone).
type Redone struct {
	Phase string `json:"phase"`
	// Reverted: the transaction reverted and was redone (what MaxRedos counts); false
	// for an approval that mined but whose send was redone.
	Reverted    bool   `json:"reverted"`
	TxHash      string `json:"tx_hash"`
	Chain       string `json:"chain"`
	From        string `json:"from"`
	BlockNumber int64  `json:"block_number"`
	GasCost     string `json:"gas_cost"`
}

// Supersede returns rs with the approval that a node's progress holds (hash, mined in
// block at gas) recorded as redone when a later approval of the same phase, mined in
// newBlock, replaces it there: the allowance was decided again (another node of the
// holder changed it) and approved again, and the earlier approval's gas is still what it
// cost (Legs.Redone). The later one is signed only once the earlier is final, so it
// lands in a later block; the same block is the same approval judged again (an
// observation replayed), and no block is no approval: rs is returned as it is.
func Supersede(rs []Redone, phase, hash, chain, from string, block uint64, gas string, newBlock uint64) []Redone {
	if block == 0 || block == newBlock {
		return rs
	}
	return append(rs, Redone{Phase: phase, TxHash: hash, Chain: chain, From: from, BlockNumber: int64(block), GasCost: gas})
}

// Redos counts the reverted transactions in rs.
func Redos(rs []Redone) int {
	n := 0
	for _, r := range rs {
		if r.Reverted {
			n++
		}
	}
	return n
}

// RedoneOf is the record of ph's transaction m.
func RedoneOf(ph Phase, m Mined) Redone {
	return Redone{Phase: ph.Head.Phase, Reverted: m.Reverted(), TxHash: m.Tx.Hash().Hex(), Chain: ph.Chain.Name, From: ph.Head.From,
		BlockNumber: m.Receipt.BlockNumber.Int64(), GasCost: GasCost(m.Receipt).String()}
}

// MustJSON marshals v, which must be a plain value (structs and maps of strings and
// numbers) that always encodes.
func MustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// FinalBlock is ch's newest final block (at the chain's depth below the head); ok is
// false while no block is final yet. Protocol facts read there (a message received, a
// packet delivered) cannot be undone by a reorg.
func FinalBlock(ctx context.Context, cl *ethclient.Client, ch *evm.Chain) (block uint64, ok bool, err error) {
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return 0, false, evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	block, ok = evm.FinalAt(head, ch.Depth(ch.Confirmations))
	return block, ok, nil
}

// CallUint reads a uint256 from a view call of the contract at to (a balance, an
// allowance) at the head.
func CallUint(ctx context.Context, cl *ethclient.Client, to common.Address, data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return nil, err
	}
	return unpack(out)
}
