package db

import (
	"context"
	"fmt"
	"math/big"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Kinds of GasSpend: the transactions QTG sends whose gas no node's records name.
const (
	// GasSpendCancel is a mined cancellation by replacement (CandidateCancel).
	GasSpendCancel = "cancel"
	// GasSpendFill is a mined nonce gap fill (NonceFill).
	GasSpendFill = "fill"
	// GasSpendReverted is an attempt that reverted in a final block and that recovery
	// proved did nothing (an idempotent phase), so that a new attempt goes on without it.
	GasSpendReverted = "reverted"
)

// GasSpend is what one of QTG's own transactions that no node's result records cost its
// sender (a row of evm_gas_spends): verify-drift counts it as a native leg, so that
// neither a cancellation, a nonce fill nor a proven revert raises a balance drift.
type GasSpend struct {
	TXHash  string
	Kind    string
	ChainID int64
	// Address is the sender, lower-case hex (as balance snapshots name it).
	Address     string
	Nonce       int64
	BlockNumber int64
	// GasCost is gas used × effective gas price, in the native base unit.
	GasCost *big.Int
	// IntentID is the attempt a cancellation or a reverted transaction was; uuid.Nil
	// for a fill.
	IntentID   uuid.UUID
	RecordedBy string
}

// RecordGasSpend records s; it reports whether this call wrote it (false: it was
// recorded before, which is not an error: recording is idempotent).
func (e EVM) RecordGasSpend(ctx context.Context, s GasSpend) (bool, error) {
	var intent *uuid.UUID
	if s.IntentID != uuid.Nil {
		intent = &s.IntentID
	}
	n, err := e.c.q.EVMGasSpendRecord(ctx, e.c.db, &dbsqlc.EVMGasSpendRecordParams{
		TXHash: s.TXHash, Kind: s.Kind, ChainID: s.ChainID, Address: s.Address, Nonce: s.Nonce,
		BlockNumber: s.BlockNumber, GasCost: s.GasCost.String(), IntentID: intent, RecordedBy: s.RecordedBy,
	})
	if err != nil {
		return false, fmt.Errorf("record the gas of %s %s: %w", s.Kind, s.TXHash, Interpret(err))
	}
	return n == 1, nil
}

// GasSpentBetween returns the recorded spends of address (lower-case hex) on chainID in
// the blocks (fromBlock, toBlock]. Read without locks: a decided snapshot pair's range
// no longer changes (BalanceSnapshotPairsUnchecked).
func (b Balances) GasSpentBetween(ctx context.Context, chainID int64, address string, fromBlock, toBlock int64) ([]*GasSpend, error) {
	rows, err := b.c.q.EVMGasSpendsBetween(ctx, b.c.db, &dbsqlc.EVMGasSpendsBetweenParams{
		ChainID: chainID, Address: address, FromBlock: fromBlock, ToBlock: toBlock})
	if err != nil {
		return nil, fmt.Errorf("gas spent by %s on chain %d: %w", address, chainID, Interpret(err))
	}
	out := make([]*GasSpend, len(rows))
	for i, r := range rows {
		cost, ok := new(big.Int).SetString(r.GasCost, 10)
		if !ok {
			return nil, fmt.Errorf("gas cost %q of %s is not an integer", r.GasCost, r.TXHash)
		}
		out[i] = &GasSpend{TXHash: r.TXHash, Kind: r.Kind, ChainID: chainID, Address: address, BlockNumber: r.BlockNumber, GasCost: cost}
	}
	return out, nil
}
