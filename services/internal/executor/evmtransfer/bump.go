package evmtransfer

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// maxCandidates bounds the replacements of one intent (each at least 10% dearer):
// past it the transaction waits, and an operator sees why in the node's reason.
const maxCandidates = 8

// bumpAfter is how many block times a candidate may sit in the pool underpriced before
// Observe signs a replacement.
const bumpAfter = 3

// candidate is one signed transaction of an intent: the intent's own, or a fee-bump
// replacement with the same nonce. Whichever is mined is the intent's transaction.
type candidate struct {
	tx *types.Transaction
	// since is when it was broadcast first (for the intent's own: when the node was
	// first submitted; zero when unknown).
	since time.Time
}

// candidates returns the intent's transaction followed by its replacements, oldest
// first (the last one has the highest fees). Without a database pool there are no
// replacements.
func (e *Executor) candidates(ctx context.Context, node executor.Node, intent executor.Intent, tx *types.Transaction) ([]candidate, error) {
	first := candidate{tx: tx}
	if node.ObserveStartedAt != nil {
		first.since = *node.ObserveStartedAt
	}
	out := []candidate{first}
	if e.pool == nil || intent.ID == uuid.Nil {
		return out, nil
	}
	rows, err := e.pool.EVM().CandidatesOfIntent(ctx, intent.ID)
	if err != nil {
		return nil, fmt.Errorf("read fee-bump candidates: %w", err)
	}
	for _, r := range rows {
		c := new(types.Transaction)
		if err := c.UnmarshalBinary(r.SignedTX); err != nil {
			return nil, fmt.Errorf("decode candidate %s: %w", r.TXHash, err)
		}
		if c.Nonce() != tx.Nonce() {
			return nil, fmt.Errorf("candidate %s has nonce %d, the intent %d", r.TXHash, c.Nonce(), tx.Nonce())
		}
		out = append(out, candidate{tx: c, since: r.CreatedAt})
	}
	return out, nil
}

func hashes(cs []candidate) []common.Hash {
	out := make([]common.Hash, len(cs))
	for i, c := range cs {
		out[i] = c.tx.Hash()
	}
	return out
}

// lookupAll looks up every candidate: the mined one (with its evidence) if any, else
// whether any is in the node's pool. Any lookup the node cannot answer is an error.
func (e *Executor) lookupAll(ctx context.Context, cl *ethclient.Client, t transfer, cs []candidate) (evm.TxEvidence, *types.Transaction, error) {
	var out evm.TxEvidence
	for i := len(cs) - 1; i >= 0; i-- {
		ev, err := e.lookup(ctx, cl, t, cs[i].tx)
		if err != nil {
			return evm.TxEvidence{}, nil, err
		}
		if ev.Mined {
			return ev, cs[i].tx, nil
		}
		out.Head = max(out.Head, ev.Head)
		out.InPool = out.InPool || ev.InPool
	}
	return out, cs[len(cs)-1].tx, nil
}

// maybeBump replaces the newest candidate when it has sat in the pool for bumpAfter
// block times priced below what the chain takes now (fee cap under the head's base
// fee, or tip under the node's suggested tip): the same nonce, gas, recipient, value
// and data, with tip and fee cap each raised by at least 10% (geth's replacement rule)
// and to at least what a new transaction would get. The replacement is written to
// evm_tx_candidates and committed before it is broadcast, so a crash in between leaves
// a candidate recovery knows. It returns a reason when it replaced.
func (e *Executor) maybeBump(ctx context.Context, cl *ethclient.Client, intent executor.Intent, t transfer, cs []candidate) (string, error) {
	last := cs[len(cs)-1]
	if e.pool == nil || intent.ID == uuid.Nil || last.since.IsZero() || time.Since(last.since) < bumpAfter*t.chain.BlockTime {
		return "", nil
	}
	if len(cs) >= maxCandidates {
		return fmt.Sprintf("in the node's pool, underpriced; %d candidates signed, no more replacements", len(cs)), nil
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return "", e.redact(t.chain, fmt.Errorf("read head: %w", err))
	}
	if head.BaseFee == nil {
		return "", nil
	}
	tip, err := cl.SuggestGasTipCap(ctx)
	if err != nil {
		return "", e.redact(t.chain, fmt.Errorf("suggest tip: %w", err))
	}
	old := last.tx
	if old.GasFeeCap().Cmp(head.BaseFee) >= 0 && old.GasTipCap().Cmp(tip) >= 0 {
		return "", nil // priced right: the pool is just full, or blocks are
	}
	newTip := maxBig(bump(old.GasTipCap()), tip)
	newCap := maxBig(bump(old.GasFeeCap()), new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), newTip))
	signer, ok := e.signers[t.from]
	if !ok {
		return "", fmt.Errorf("no signer for %s", t.from.Hex())
	}
	chainID := new(big.Int).SetUint64(t.chain.ChainID)
	repl, err := signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: old.Nonce(), GasTipCap: newTip, GasFeeCap: newCap, Gas: old.Gas(),
		To: old.To(), Value: old.Value(), Data: old.Data(),
	}), chainID)
	if err != nil {
		return "", fmt.Errorf("sign replacement: %w", err)
	}
	raw, err := repl.MarshalBinary()
	if err != nil {
		return "", fmt.Errorf("encode replacement: %w", err)
	}
	if err := e.pool.EVM().InsertCandidate(ctx, db.NewCandidate{
		TXHash: repl.Hash().Hex(), IntentID: intent.ID, Lane: t.lane(), Nonce: int64(repl.Nonce()), SignedTX: raw,
		GasTipCap: newTip, GasFeeCap: newCap,
	}); err != nil {
		return "", fmt.Errorf("record replacement: %w", err)
	}
	reason := fmt.Sprintf("replaced %s (tip %s, fee cap %s; base fee %s, suggested tip %s) by %s (tip %s, fee cap %s)",
		old.Hash().Hex(), old.GasTipCap(), old.GasFeeCap(), head.BaseFee, tip, repl.Hash().Hex(), newTip, newCap)
	e.log.Warn().Str("intent_id", intent.ID.String()).Str("node_id", intent.NodeID.String()).Uint64("nonce", repl.Nonce()).
		Str("reason", reason).Msg("fee bump")
	if err := cl.SendTransaction(ctx, repl); err != nil && evm.ClassifySend(err) != evm.SendAccepted {
		// Recorded: recovery and the next observation look for it, and re-broadcast it.
		return reason, e.redact(t.chain, fmt.Errorf("broadcast replacement %s: %w", repl.Hash().Hex(), err))
	}
	return reason, nil
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
