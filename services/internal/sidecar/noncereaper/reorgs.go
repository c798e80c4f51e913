package noncereaper

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
)

// checksPerPass bounds the completed transfers one pass re-reads per chain.
const checksPerPass = 100

// Check states of evm_transfer_checks.
const (
	checkFinal   = "FINAL"
	checkReorged = "REORGED"
)

// completedResult is what evm_transfer stores on a completed node.
type completedResult struct {
	TxHash      string `json:"tx_hash"`
	BlockNumber uint64 `json:"block_number"`
	BlockHash   string `json:"block_hash"`
}

// checkCompleted re-reads the blocks of a chain's completed transfers that have no
// check yet. A transfer whose block is no longer the chain's block at that height was
// reorged out after QTG completed it: that is recorded as REORGED (with an audit row,
// an error log and the qtg_evm_transfers_reorged_total metric) for an operator. One
// whose block is still there at twice the transfer chain's finality depth is recorded
// as FINAL and never read again. Whatever the node cannot answer (no header at that
// height yet: a lagging provider) decides nothing; the next pass asks again.
func (r *Reaper) checkCompleted(ctx context.Context, ch *evm.Chain, cl *ethclient.Client) (int, error) {
	due, err := r.cfg.Pool.EVM().TransferChecksDue(ctx, ch.Name, checksPerPass)
	if err != nil {
		return 0, fmt.Errorf("list completed transfers: %w", err)
	}
	if len(due) == 0 {
		return 0, nil
	}
	rctx, cancel := context.WithTimeout(ctx, r.cfg.RPCTimeout)
	defer cancel()
	head, err := cl.BlockNumber(rctx)
	if err != nil {
		return 0, fmt.Errorf("read head: %w", err)
	}
	recheck := 2 * ch.FinalityDepth
	raised := 0
	var errs []error
	for _, n := range due {
		var res completedResult
		if err := json.Unmarshal(n.Result, &res); err != nil {
			errs = append(errs, fmt.Errorf("node %s: decode result: %w", n.NodeID, err))
			continue
		}
		if res.BlockHash == "" {
			errs = append(errs, fmt.Errorf("node %s: result without a block hash", n.NodeID))
			continue
		}
		if head < res.BlockNumber {
			continue // a provider behind the block we saw: it cannot tell yet
		}
		hdr, err := cl.HeaderByNumber(rctx, new(big.Int).SetUint64(res.BlockNumber))
		if errors.Is(err, ethereum.NotFound) {
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("node %s: read block %d: %w", n.NodeID, res.BlockNumber, err))
			continue
		}
		state := checkFinal
		detail := map[string]any{"chain": ch.Name, "tx_hash": res.TxHash, "block_number": res.BlockNumber, "block_hash": res.BlockHash}
		if !strings.EqualFold(hdr.Hash().Hex(), res.BlockHash) {
			state = checkReorged
			detail["chain_block_hash"] = hdr.Hash().Hex()
			detail["now"] = r.whereNow(rctx, cl, res.TxHash)
		} else if head+1 < res.BlockNumber+recheck {
			continue // still there; look again until it is deep enough
		}
		body, err := json.Marshal(detail)
		if err != nil {
			return raised, err
		}
		recorded, err := r.cfg.Pool.EVM().RecordTransferCheck(ctx, db.TransferCheck{
			NodeID: n.NodeID, ChainID: int64(ch.ChainID), TXHash: res.TxHash, BlockNumber: int64(res.BlockNumber),
			BlockHash: res.BlockHash, State: state, Detail: body, Actor: r.actor(),
		})
		if err != nil {
			errs = append(errs, fmt.Errorf("node %s: record check: %w", n.NodeID, err))
			continue
		}
		if state == checkReorged && recorded {
			raised++
			r.reorged.Add(ctx, 1, metric.WithAttributes(attribute.String("chain", ch.Name)))
			r.cfg.Logger.Error().Str("node_id", n.NodeID.String()).Str("movement_id", n.MovementID.String()).RawJSON("detail", body).
				Msg("a completed transfer's block was reorged out; an operator must check where the transfer is")
		}
	}
	return raised, errors.Join(errs...)
}

// whereNow says where the transaction is on the chain now, for the operator.
func (r *Reaper) whereNow(ctx context.Context, cl *ethclient.Client, txHash string) string {
	rec, err := cl.TransactionReceipt(ctx, common.HexToHash(txHash))
	switch {
	case err == nil:
		return fmt.Sprintf("mined again in block %d (%s), status %d", rec.BlockNumber, rec.BlockHash.Hex(), rec.Status)
	case errors.Is(err, ethereum.NotFound):
		return "not mined (per the node)"
	default:
		return "unknown: " + err.Error()
	}
}
