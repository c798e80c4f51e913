package evmcall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Head is the part of an intent's payload every EVM executor writes alike: evm_transfer's
// fields (the funds check and the nonce reaper read the intents of the shared lanes),
// and the phase. Executors embed it in their payload type.
type Head struct {
	Chain   string `json:"chain"`
	ChainID uint64 `json:"chain_id"`
	Token   string `json:"token"`
	From    string `json:"from"`
	To      string `json:"to"`
	Amount  string `json:"amount"`
	Nonce   uint64 `json:"nonce"`
	// PreparedBlock is the head when the intent was signed: nobody could have used the
	// nonce before it, so recovery looks for the transaction that did from there on.
	PreparedBlock uint64 `json:"prepared_block,omitempty"`
	// GasLimit and MaxFeePerGas (wei, decimal) bound what the transaction can cost.
	GasLimit     uint64 `json:"gas_limit,omitempty"`
	MaxFeePerGas string `json:"max_fee_per_gas,omitempty"`
	// Phase is the step's phase this intent performs (none for a single-phase step).
	Phase string `json:"phase,omitempty"`
}

func (h *Head) head() *Head { return h }

// Payload is an executor's intent payload: a pointer to its own struct with Head
// embedded.
type Payload interface{ head() *Head }

// Phase is an intent decoded: its head, its chain and, when one was signed, its
// transaction.
type Phase struct {
	Head  Head
	Chain *evm.Chain
	// Tx is the signed transaction; nil for an intent that signs nothing (a phase that
	// only waits).
	Tx       *types.Transaction
	IntentID uuid.UUID
	NodeID   uuid.UUID
}

// label is the phase's name for reasons ("burn transaction"), or "transaction".
func (ph Phase) label() string { return strings.TrimSpace(ph.Head.Phase + " transaction") }

// from is the phase's sender.
func (ph Phase) from() common.Address { return common.HexToAddress(ph.Head.From) }

// Decode decodes in's payload into p and returns the intent's phase: the chain its
// head names (one of the executor's) and its signed transaction, which must hash to the
// intent's hash.
func (k *Kernel) Decode(in executor.Intent, p Payload) (Phase, error) {
	if err := json.Unmarshal(in.Payload, p); err != nil {
		return Phase{}, fmt.Errorf("decode intent payload: %w", err)
	}
	h := *p.head()
	ch, ok := k.cfg.Chain(h.Chain)
	if !ok || !k.has(ch) {
		return Phase{}, fmt.Errorf("intent's chain %q is not configured for %s", h.Chain, k.key)
	}
	ph := Phase{Head: h, Chain: ch, IntentID: in.ID, NodeID: in.NodeID}
	if len(in.SignedTx) == 0 {
		return ph, nil
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(in.SignedTx); err != nil {
		return Phase{}, fmt.Errorf("decode signed transaction: %w", err)
	}
	if !strings.EqualFold(tx.Hash().Hex(), in.TxHash) {
		return Phase{}, fmt.Errorf("signed transaction hashes to %s, the intent says %q", tx.Hash().Hex(), in.TxHash)
	}
	ph.Tx = tx
	return ph, nil
}

// Draft completes a signed phase's payload p (its head: chain, sender, nonce, prepared
// block, gas limit, fee cap) and returns its intent on the sender's lane: the signed
// bytes, their hash, the nonce.
func Draft(ch *evm.Chain, from common.Address, s Signed, p Payload) (executor.IntentDraft, error) {
	h := p.head()
	h.Chain, h.ChainID, h.From, h.Nonce = ch.Name, ch.ChainID, evm.LowerHex(from), s.Tx.Nonce()
	h.PreparedBlock, h.GasLimit, h.MaxFeePerGas = s.PreparedBlock, s.Gas, s.FeeCap.String()
	body, err := json.Marshal(p)
	if err != nil {
		return executor.IntentDraft{}, fmt.Errorf("encode payload: %w", err)
	}
	nonce := int64(s.Tx.Nonce())
	hash := s.Tx.Hash().Hex()
	return executor.IntentDraft{Lane: evm.Lane(ch.ChainID, from), Nonce: &nonce, Payload: body, SignedTx: s.Raw,
		TxHash: hash, ExternalID: hash}, nil
}

// ErrNothingSigned is returned for a signed phase's operation on an intent that signed
// nothing.
var ErrNothingSigned = errors.New("intent has no signed transaction")

// SubmitSigned broadcasts exactly the phase's signed bytes. "already known" is success,
// and so is "nonce too low" when the transaction with our hash is mined or pooled; the
// nonce used by another transaction, a rejection that can pass later and any transport
// error are ambiguous (recovery proves the nonce, or re-broadcasts the same bytes).
// Only a transaction the chain can never accept fails permanently.
func (k *Kernel) SubmitSigned(ctx context.Context, ph Phase) (executor.SubmitResult, error) {
	tx := ph.Tx
	if tx == nil {
		// Nothing can be broadcast from a broken intent.
		return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("%s: %w", ph.label(), ErrNothingSigned))
	}
	ctx, cancel := context.WithTimeout(ctx, RPCTimeout)
	defer cancel()
	cl, err := k.Client(ctx, ph.Chain)
	if err != nil {
		// Not BeforeSideEffect: a new try would take a new nonce and leave this one as a
		// gap. Recovery re-broadcasts these bytes instead.
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s: %w", tx.Hash().Hex(), err)
	}
	sendErr := cl.SendTransaction(ctx, tx)
	switch evm.ClassifySend(sendErr) {
	case evm.SendAccepted:
	case evm.SendNonceTooLow:
		ev, err := evm.LookupTx(ctx, cl, ph.Chain, tx.Hash())
		if err != nil {
			return executor.SubmitResult{}, fmt.Errorf("broadcast %s: nonce too low, and looking it up failed: %w", tx.Hash().Hex(), err)
		}
		if !ev.Mined && !ev.InPool {
			// Ambiguous on purpose: recovery proves from the confirmed nonce that our
			// bytes can never land before the node gets a new nonce.
			return executor.SubmitResult{}, fmt.Errorf("broadcast %s: nonce %d already used by another transaction", tx.Hash().Hex(), tx.Nonce())
		}
	case evm.SendPermanent:
		return executor.SubmitResult{}, executor.Permanent(fmt.Errorf("broadcast %s: the chain refuses this transaction for good: %w",
			tx.Hash().Hex(), evm.Redact(ph.Chain, sendErr)))
	default:
		return executor.SubmitResult{}, fmt.Errorf("broadcast %s (recovery will re-broadcast the same bytes): %w",
			tx.Hash().Hex(), evm.Redact(ph.Chain, sendErr))
	}
	return executor.SubmitResult{ExternalID: tx.Hash().Hex()}, nil
}
