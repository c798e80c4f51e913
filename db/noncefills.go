package db

import (
	"context"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// NonceFill is a nonce gap fill (a row of evm_nonce_fills): requested by
// evm-nonce-reaper, which holds no key, and signed by recovery, which does. Signed is
// empty until recovery has recorded the fill's bytes.
type NonceFill struct {
	Lane        string
	Nonce       int64
	ChainID     int64
	Address     string
	RequestedBy string
	RequestedAt time.Time
	TXHash      string
	SignedTX    []byte
	SignedBy    string
	// SignedAt is when recovery recorded the signed bytes (zero until then).
	SignedAt time.Time
}

func nonceFillFrom(r *dbsqlc.EVMNonceFill) *NonceFill {
	f := &NonceFill{Lane: r.Lane, Nonce: r.Nonce, ChainID: r.ChainID, Address: r.Address, RequestedBy: r.RequestedBy,
		RequestedAt: r.RequestedAt, SignedTX: r.SignedTX}
	if r.TXHash != nil {
		f.TXHash = *r.TXHash
	}
	if r.SignedBy != nil {
		f.SignedBy = *r.SignedBy
	}
	if r.SignedAt != nil {
		f.SignedAt = *r.SignedAt
	}
	return f
}

// RequestFill records that a lane's nonce is due a fill. Run it in the transaction that
// holds the lane (LockLane). It reports whether the request is new: one already there,
// signed or not, is kept as it is.
func (e EVM) RequestFill(ctx context.Context, f NonceFill) (bool, error) {
	n, err := e.c.q.EVMNonceFillRequest(ctx, e.c.db, &dbsqlc.EVMNonceFillRequestParams{
		Lane: f.Lane, Nonce: f.Nonce, ChainID: f.ChainID, Address: f.Address, RequestedBy: f.RequestedBy,
	})
	if err != nil {
		return false, fmt.Errorf("request fill of %s nonce %d: %w", f.Lane, f.Nonce, Interpret(err))
	}
	return n == 1, nil
}

// Fill returns the fill of a lane's nonce, or an error wrapping ErrNotFound. An
// unlocked read.
func (e EVM) Fill(ctx context.Context, lane string, nonce int64) (*NonceFill, error) {
	r, err := e.c.q.EVMNonceFillGet(ctx, e.c.db, &dbsqlc.EVMNonceFillGetParams{Lane: lane, Nonce: nonce})
	if err != nil {
		return nil, fmt.Errorf("fill of %s nonce %d: %w", lane, nonce, Interpret(err))
	}
	return nonceFillFrom(r), nil
}

// FillsDue lists up to limit unsigned fill requests, oldest first: an unlocked,
// advisory read (LockFill claims one).
func (e EVM) FillsDue(ctx context.Context, limit int32) ([]*NonceFill, error) {
	rows, err := e.c.q.EVMNonceFillsDue(ctx, e.c.db, limit)
	if err != nil {
		return nil, fmt.Errorf("fills due: %w", Interpret(err))
	}
	out := make([]*NonceFill, len(rows))
	for i, r := range rows {
		out[i] = nonceFillFrom(r)
	}
	return out, nil
}

// LockFill locks an unsigned fill request until the transaction ends, skipping one
// another transaction holds; the error wraps ErrNotFound when there is none to take
// (signed, deleted or locked). Lock the lane first (LockLane).
func (e EVM) LockFill(ctx context.Context, lane string, nonce int64) (*NonceFill, error) {
	r, err := e.c.q.EVMNonceFillLock(ctx, e.c.db, &dbsqlc.EVMNonceFillLockParams{Lane: lane, Nonce: nonce})
	if err != nil {
		return nil, fmt.Errorf("lock fill of %s nonce %d: %w", lane, nonce, Interpret(err))
	}
	return nonceFillFrom(r), nil
}

// SignFill records a fill's signed bytes, compare-and-set on "not signed yet"; it
// reports whether this call recorded them. Commit before anything broadcasts them.
func (e EVM) SignFill(ctx context.Context, lane string, nonce int64, txHash string, signedTX []byte, signedBy string) (bool, error) {
	n, err := e.c.q.EVMNonceFillSign(ctx, e.c.db, &dbsqlc.EVMNonceFillSignParams{
		Lane: lane, Nonce: nonce, TXHash: &txHash, SignedTX: signedTX, SignedBy: &signedBy,
	})
	if err != nil {
		return false, fmt.Errorf("record fill of %s nonce %d: %w", lane, nonce, Interpret(err))
	}
	return n == 1, nil
}

// DropFill deletes an unsigned request that no longer holds; it reports whether it did.
func (e EVM) DropFill(ctx context.Context, lane string, nonce int64) (bool, error) {
	n, err := e.c.q.EVMNonceFillDrop(ctx, e.c.db, &dbsqlc.EVMNonceFillDropParams{Lane: lane, Nonce: nonce})
	if err != nil {
		return false, fmt.Errorf("drop fill of %s nonce %d: %w", lane, nonce, Interpret(err))
	}
	return n == 1, nil
}

// SignedFillsBelow lists the lane's signed fills below confirmed (the sender's nonce at
// the head: their nonce is used), lowest nonce first, so that the reaper can record
// what each one cost (RecordGasSpend) before FillsDoneBelow deletes it. Run it in the
// transaction that holds the lane.
func (e EVM) SignedFillsBelow(ctx context.Context, lane string, confirmed int64) ([]*NonceFill, error) {
	rows, err := e.c.q.EVMNonceFillsSignedBelow(ctx, e.c.db, &dbsqlc.EVMNonceFillsSignedBelowParams{Lane: lane, Confirmed: confirmed})
	if err != nil {
		return nil, fmt.Errorf("signed fills of %s: %w", lane, Interpret(err))
	}
	out := make([]*NonceFill, len(rows))
	for i, r := range rows {
		out[i] = nonceFillFrom(r)
	}
	return out, nil
}

// FillsDoneBelow deletes the lane's fills and requests below confirmed (the sender's
// nonce at the head: those nonces are used), except the signed fills at the nonces keep
// lists (whose gas the reaper cannot tell yet), and returns how many it deleted. Run it
// in the transaction that holds the lane.
func (e EVM) FillsDoneBelow(ctx context.Context, lane string, confirmed int64, keep []int64) (int64, error) {
	if keep == nil {
		keep = []int64{} // NULL would keep every row: nonce = ANY (NULL) is not false
	}
	n, err := e.c.q.EVMNonceFillsDoneBelow(ctx, e.c.db, &dbsqlc.EVMNonceFillsDoneBelowParams{Lane: lane, Confirmed: confirmed, Keep: keep})
	if err != nil {
		return 0, fmt.Errorf("delete used fills of %s: %w", lane, Interpret(err))
	}
	return n, nil
}
