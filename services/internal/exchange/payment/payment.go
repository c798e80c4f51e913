// Package payment proves from the chain that a venue's on-chain payment (a withdrawal's
// txID) did what it should: final at the chain's depth, successful, and with exactly one
// Transfer of the token to the right address for the right amount. cex_withdrawal's
// Observe and capital-transfer-followup both judge a withdrawal by it.
package payment

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// Verdict is what the chain says about a payment.
type Verdict int

// Verdicts.
const (
	// Pending: not mined yet, or not final yet.
	Pending Verdict = iota + 1
	// Paid: final, successful, exactly one matching Transfer.
	Paid
	// Mismatch: final but reverted, or its Transfers do not match.
	Mismatch
)

// Proof is what a payment's receipt showed.
type Proof struct {
	TxHash        string `json:"tx_hash"`
	BlockNumber   uint64 `json:"block_number"`
	BlockHash     string `json:"block_hash"`
	Confirmations uint64 `json:"confirmations"`
	// Matched counts the Transfer logs of the token to the address for the amount.
	Matched int `json:"matched_transfers"`
	// Reverted: the transaction is final and reverted (a Mismatch that moved nothing).
	Reverted bool `json:"reverted,omitempty"`
}

// Check reads txHash's receipt on ch and judges it against (token, to, amount) at the
// chain's finality depth (or confirmations, whichever is larger). A receipt the node
// does not have yet is Pending; an RPC error is returned as an error (cannot tell).
func Check(ctx context.Context, cl *ethclient.Client, ch *evm.Chain, token *evm.Token, txHash string, to common.Address, amount *big.Int, confirmations uint64) (Verdict, Proof, string, error) {
	p := Proof{TxHash: txHash}
	if len(common.FromHex(txHash)) != 32 {
		return Mismatch, p, fmt.Sprintf("txID %q is not a transaction hash", txHash), nil
	}
	h := common.HexToHash(txHash)
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return 0, p, "", evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	r, err := cl.TransactionReceipt(ctx, h)
	if errors.Is(err, ethereum.NotFound) {
		return Pending, p, "payment " + txHash + " not mined yet", nil
	}
	if err != nil {
		return 0, p, "", evm.Redact(ch, fmt.Errorf("read receipt: %w", err))
	}
	p.BlockNumber, p.BlockHash = r.BlockNumber.Uint64(), r.BlockHash.Hex()
	if head >= p.BlockNumber {
		p.Confirmations = head - p.BlockNumber + 1
	}
	depth := ch.Depth(confirmations)
	if p.Confirmations < depth {
		return Pending, p, fmt.Sprintf("payment %s has %d of %d confirmations", txHash, p.Confirmations, depth), nil
	}
	if r.Status != types.ReceiptStatusSuccessful {
		p.Reverted = true
		return Mismatch, p, "payment " + txHash + " reverted", nil
	}
	for _, l := range r.Logs {
		if l.Address != token.Address {
			continue
		}
		ev, ok := evm.DecodeTransfer(l)
		if !ok {
			continue
		}
		if ev.To == to && ev.Value.Cmp(amount) == 0 {
			p.Matched++
		}
	}
	if p.Matched != 1 {
		return Mismatch, p, fmt.Sprintf("payment %s has %d Transfer(→ %s, %s %s) logs, want exactly 1", txHash, p.Matched, to.Hex(), amount, token.Symbol), nil
	}
	return Paid, p, "", nil
}
