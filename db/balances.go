package db

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Balances groups the statements of the balance workers: on-chain balance snapshots
// and the drift checks between two snapshots of one account.
type Balances struct{ c Conn }

// Balances returns the balances statements run on c.
func (c Conn) Balances() Balances { return Balances{c} }

// BalanceSnapshot is one account's balance of one token at one block.
type BalanceSnapshot struct {
	ChainID     int64
	Token       string
	Address     string
	Balance     *big.Int
	BlockNumber int64
}

// InsertSnapshots records snapshots in one COPY and returns how many it wrote.
func (b Balances) InsertSnapshots(ctx context.Context, snaps []BalanceSnapshot) (int64, error) {
	rows := make([]*dbsqlc.BalanceSnapshotInsertParams, len(snaps))
	for i, s := range snaps {
		rows[i] = &dbsqlc.BalanceSnapshotInsertParams{ChainID: s.ChainID, Token: s.Token, Address: s.Address,
			Balance: numeric(s.Balance), BlockNumber: s.BlockNumber}
	}
	n, err := b.c.q.BalanceSnapshotInsert(ctx, b.c.db, rows)
	if err != nil {
		return 0, fmt.Errorf("insert balance snapshots: %w", Interpret(err))
	}
	return n, nil
}

// SnapshotPair is a snapshot not checked yet (To) with the account's snapshot before it
// (From).
type SnapshotPair struct {
	ChainID     int64
	Token       string
	Address     string
	ToID        uuid.UUID
	ToBalance   *big.Int
	ToBlock     int64
	FromID      uuid.UUID
	FromBalance *big.Int
	FromBlock   int64
}

// UncheckedPairs returns up to limit decided, unchecked snapshot pairs on the given
// chains (chainIDs[i] is named chainNames[i]), oldest first: a pair is decided once
// no transfer of the account that could land in its block range is in flight (see
// BalanceSnapshotPairsUnchecked in sql/queries). Read without locks; checks are
// idempotent.
func (b Balances) UncheckedPairs(ctx context.Context, chainIDs []int64, chainNames []string, limit int32) ([]*SnapshotPair, error) {
	rows, err := b.c.q.BalanceSnapshotPairsUnchecked(ctx, b.c.db, &dbsqlc.BalanceSnapshotPairsUncheckedParams{
		ChainIds: chainIDs, ChainNames: chainNames, MaxRows: limit})
	if err != nil {
		return nil, fmt.Errorf("unchecked snapshot pairs: %w", Interpret(err))
	}
	out := make([]*SnapshotPair, len(rows))
	for i, r := range rows {
		out[i] = &SnapshotPair{
			ChainID: r.ChainID, Token: r.Token, Address: r.Address,
			ToID: r.ToID, ToBalance: bigInt(r.ToBalance), ToBlock: r.ToBlock,
			FromID: r.FromID, FromBalance: bigInt(r.FromBalance), FromBlock: r.FromBlock,
		}
	}
	return out, nil
}

// BalanceNode is a finished node with a leg in a block range, as verify-drift reads
// it: what its executor needs to tell its legs (executor.LegReporter). A transfer has
// no progress.
type BalanceNode struct {
	ExecutorKey string
	NodeConfig  json.RawMessage
	Progress    json.RawMessage
	Result      json.RawMessage
	NodeState   string
}

// TransfersBetween returns the EVM transfers on chain from or to address (lower-case
// hex) that landed in (fromBlock, toBlock], by the block their receipt names. Read
// without locks: a decided pair's range no longer changes.
func (b Balances) TransfersBetween(ctx context.Context, chain string, fromBlock, toBlock int64, address string) ([]*BalanceNode, error) {
	rows, err := b.c.q.BalanceCheckTransfers(ctx, b.c.db, &dbsqlc.BalanceCheckTransfersParams{
		Chain: chain, FromBlock: fromBlock, ToBlock: toBlock, Address: address})
	if err != nil {
		return nil, fmt.Errorf("transfers of %s on %s: %w", address, chain, Interpret(err))
	}
	out := make([]*BalanceNode, len(rows))
	for i, r := range rows {
		out[i] = &BalanceNode{ExecutorKey: r.ExecutorKey, NodeConfig: r.NodeConfig, Result: r.Result, NodeState: r.NodeState}
	}
	return out, nil
}

// BalanceCheck is the comparison of one snapshot pair.
type BalanceCheck struct {
	Pair          *SnapshotPair
	ExpectedDelta *big.Int
	ActualDelta   *big.Int
	Drift         *big.Int
}

// InsertCheck records one compared pair and reports whether it did (false: another
// replica recorded the pair first).
func (b Balances) InsertCheck(ctx context.Context, c BalanceCheck) (bool, error) {
	p := c.Pair
	n, err := b.c.q.BalanceCheckInsert(ctx, b.c.db, &dbsqlc.BalanceCheckInsertParams{
		ToSnapshotID: p.ToID, FromSnapshotID: p.FromID, ChainID: p.ChainID, Token: p.Token, Address: p.Address,
		FromBlock: p.FromBlock, ToBlock: p.ToBlock,
		ExpectedDelta: numeric(c.ExpectedDelta), ActualDelta: numeric(c.ActualDelta), Drift: numeric(c.Drift),
	})
	if err != nil {
		return false, fmt.Errorf("insert balance check %s: %w", p.ToID, Interpret(err))
	}
	return n == 1, nil
}

// numeric converts an integer to a Postgres numeric.
func numeric(b *big.Int) pgtype.Numeric { return pgtype.Numeric{Int: new(big.Int).Set(b), Valid: true} }

// bigInt converts an integral numeric to a big.Int (NULL is zero).
func bigInt(n pgtype.Numeric) *big.Int {
	if !n.Valid || n.Int == nil {
		return new(big.Int)
	}
	out := new(big.Int).Set(n.Int)
	if n.Exp > 0 {
		out.Mul(out, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n.Exp)), nil))
	} else if n.Exp < 0 {
		out.Quo(out, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-n.Exp)), nil))
	}
	return out
}
