package db

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// BalanceDrift is a raised balance drift: a balance check whose actual change differs from
// the change QTG's transfers imply, of an account on a chain (Kind "chain": ChainID,
// Token, Address, FromBlock, ToBlock) or at an exchange venue (Kind "venue": Venue,
// Coin, FromTime, ToTime).
type BalanceDrift struct {
	Kind          string
	ID            uuid.UUID // the later snapshot of the compared pair
	ChainID       int64
	Token         string
	Address       string
	FromBlock     int64
	ToBlock       int64
	Venue         string
	Coin          string
	FromTime      time.Time
	ToTime        time.Time
	ExpectedDelta *big.Int
	ActualDelta   *big.Int
	Drift         *big.Int
	CheckedAt     time.Time
}

// BalanceDriftCursor is where a page of drifts ends (keyset paging, newest first).
type BalanceDriftCursor struct {
	CheckedAt time.Time `json:"t"`
	ID        uuid.UUID `json:"id"`
}

// ListDrifts returns up to limit raised drifts, chain and venue, newest first, after the cursor when
// one is given. Read without locks.
func (b Balances) ListDrifts(ctx context.Context, after *BalanceDriftCursor, limit int32) ([]*BalanceDrift, error) {
	p := &dbsqlc.BalanceCheckListDriftsParams{MaxRows: limit}
	if after != nil {
		p.AfterCheckedAt, p.AfterID = &after.CheckedAt, &after.ID
	}
	rows, err := b.c.q.BalanceCheckListDrifts(ctx, b.c.db, p)
	if err != nil {
		return nil, fmt.Errorf("list balance drifts: %w", Interpret(err))
	}
	out := make([]*BalanceDrift, len(rows))
	for i, r := range rows {
		out[i] = &BalanceDrift{
			Kind: r.Kind, ID: r.ToSnapshotID, ChainID: r.ChainID, Token: r.Token, Address: r.Address, FromBlock: r.FromBlock, ToBlock: r.ToBlock,
			Venue: r.Venue, Coin: r.Coin,
			ExpectedDelta: bigInt(r.ExpectedDelta), ActualDelta: bigInt(r.ActualDelta), Drift: bigInt(r.Drift), CheckedAt: r.CheckedAt,
		}
		if r.FromTime != nil && r.ToTime != nil {
			out[i].FromTime, out[i].ToTime = *r.FromTime, *r.ToTime
		}
	}
	return out, nil
}
