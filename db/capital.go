package db

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Capital groups the statements of the exchange legs of movements (cex_withdrawal,
// cex_deposit), their reconciliation by capital-transfer-followup, and the venue
// balance snapshots and drift checks (migration 00016).
type Capital struct{ c Conn }

// Capital returns the capital-transfer statements run on c.
func (c Conn) Capital() Capital { return Capital{c} }

// Capital-transfer directions and reconciliation states, as stored.
const (
	DirectionWithdrawal = "WITHDRAWAL"
	DirectionDeposit    = "DEPOSIT"

	ReconcilePending    = "PENDING"
	ReconcileLate       = "LATE"
	ReconcileReconciled = "RECONCILED"
	ReconcileFailed     = "FAILED"
	ReconcileMismatch   = "MISMATCH"
)

// CapitalTransfer is one exchange leg of a movement and its reconciliation.
type CapitalTransfer struct {
	ID             uuid.UUID
	NodeID         uuid.UUID
	MovementID     uuid.UUID
	Direction      string
	Venue          string
	Lane           string
	Coin           string
	Chain          string
	VenueChain     string
	Address        string
	Amount         *big.Int
	RequestID      string
	WithdrawID     string
	TxHash         string
	VenueStatus    string
	VenueFee       *big.Int // nil: not reported yet
	VenueEventAt   *time.Time
	ReconcileState string
	Detail         string
	DueAt          time.Time
	NextCheckAt    time.Time
	Checks         int32
	AlertedAt      *time.Time
	ReconciledAt   *time.Time
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// deref is *p, or the zero value when p is nil.
func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func optBig(n pgtype.Numeric) *big.Int {
	if !n.Valid {
		return nil
	}
	return bigInt(n)
}

func optNumeric(b *big.Int) pgtype.Numeric {
	if b == nil {
		return pgtype.Numeric{}
	}
	return numeric(b)
}

func capitalFrom(r *dbsqlc.CapitalTransfer) *CapitalTransfer {
	return &CapitalTransfer{
		ID: r.ID, NodeID: r.NodeID, MovementID: r.MovementID, Direction: r.Direction, Venue: r.Venue, Lane: r.Lane,
		Coin: r.Coin, Chain: r.Chain, VenueChain: r.VenueChain, Address: r.Address, Amount: bigInt(r.Amount),
		RequestID: deref(r.RequestID), WithdrawID: deref(r.WithdrawID), TxHash: deref(r.TXHash),
		VenueStatus: deref(r.VenueStatus), VenueFee: optBig(r.VenueFee), VenueEventAt: r.VenueEventAt,
		ReconcileState: r.ReconcileState, Detail: r.Detail, DueAt: r.DueAt, NextCheckAt: r.NextCheckAt, Checks: r.Checks,
		AlertedAt: r.AlertedAt, ReconciledAt: r.ReconciledAt, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
	}
}

// NewCapitalTransfer is what an exchange executor's Prepare records.
type NewCapitalTransfer struct {
	NodeID, MovementID uuid.UUID
	Direction          string
	Venue, Lane, Coin  string
	Chain, VenueChain  string
	Address            string
	Amount             *big.Int
	// RequestID is a withdrawal's requestId (empty for a deposit).
	RequestID string
	// TxHash is a deposit's signed transaction (empty for a withdrawal).
	TxHash string
	// SLA is the lane's default reconciliation deadline (capital_transfer_lanes
	// overrides it).
	SLA time.Duration
}

// UpsertTransfer records a node's exchange leg, or updates the row a previous attempt
// of the node wrote (its transaction hash). Run it in the claim transaction, with the
// intent, so the row exists whenever a side effect may.
func (c Capital) UpsertTransfer(ctx context.Context, t NewCapitalTransfer) (uuid.UUID, error) {
	var reqID, txHash *string
	if t.RequestID != "" {
		reqID = &t.RequestID
	}
	if t.TxHash != "" {
		txHash = &t.TxHash
	}
	id, err := c.c.q.CapitalTransferUpsert(ctx, c.c.db, &dbsqlc.CapitalTransferUpsertParams{
		NodeID: t.NodeID, MovementID: t.MovementID, Direction: t.Direction, Venue: t.Venue, Lane: t.Lane, Coin: t.Coin,
		Chain: t.Chain, VenueChain: t.VenueChain, Address: t.Address, Amount: numeric(t.Amount), RequestID: reqID,
		TXHash: txHash, SlaSeconds: int32(max(t.SLA, time.Second) / time.Second),
	})
	if err != nil {
		return uuid.Nil, fmt.Errorf("upsert capital transfer of node %s: %w", t.NodeID, Interpret(err))
	}
	return id, nil
}

// SetWithdrawID records the venue's withdrawal ID of a node's withdrawal. It fails with
// ErrConflict when the row already holds another ID (one requestId is one withdrawal).
func (c Capital) SetWithdrawID(ctx context.Context, nodeID uuid.UUID, withdrawID string) error {
	n, err := c.c.q.CapitalTransferSetWithdrawID(ctx, c.c.db, &dbsqlc.CapitalTransferSetWithdrawIDParams{
		WithdrawID: &withdrawID, NodeID: nodeID})
	if err != nil {
		return fmt.Errorf("set withdrawal ID of node %s: %w", nodeID, Interpret(err))
	}
	if n == 0 {
		return fmt.Errorf("set withdrawal ID %s of node %s: %w (another ID recorded, or no row)", withdrawID, nodeID, ErrConflict)
	}
	return nil
}

// TransferByNode returns a node's capital transfer, or ErrNotFound.
func (c Capital) TransferByNode(ctx context.Context, nodeID uuid.UUID) (*CapitalTransfer, error) {
	r, err := c.c.q.CapitalTransferByNode(ctx, c.c.db, nodeID)
	if err != nil {
		return nil, fmt.Errorf("capital transfer of node %s: %w", nodeID, Interpret(err))
	}
	return capitalFrom(r), nil
}

// ClaimedTransfer is a claimed capital transfer with its node's state and result at
// claim time, and the claim's database time.
type ClaimedTransfer struct {
	CapitalTransfer
	NodeState  string
	NodeResult json.RawMessage
	CheckedAt  time.Time
}

// ClaimDue claims up to limit due rows being reconciled: it locks them FOR UPDATE SKIP
// LOCKED only for its own statement's transaction, pushing their next check past
// lease and raising their check count, which fences the Record that follows (see
// CapitalTransferClaimDue). now nil: the database clock.
func (c Capital) ClaimDue(ctx context.Context, now *time.Time, lease time.Duration, limit int32) ([]*ClaimedTransfer, error) {
	rows, err := c.c.q.CapitalTransferClaimDue(ctx, c.c.db, &dbsqlc.CapitalTransferClaimDueParams{
		Now: now, LeaseSeconds: int32(max(lease, time.Second) / time.Second), MaxRows: limit})
	if err != nil {
		return nil, fmt.Errorf("claim due capital transfers: %w", Interpret(err))
	}
	out := make([]*ClaimedTransfer, len(rows))
	for i, r := range rows {
		ct := capitalFrom(&dbsqlc.CapitalTransfer{
			ID: r.ID, NodeID: r.NodeID, MovementID: r.MovementID, Direction: r.Direction, Venue: r.Venue, Lane: r.Lane,
			Coin: r.Coin, Chain: r.Chain, VenueChain: r.VenueChain, Address: r.Address, Amount: r.Amount,
			RequestID: r.RequestID, WithdrawID: r.WithdrawID, TXHash: r.TXHash, VenueStatus: r.VenueStatus,
			VenueFee: r.VenueFee, VenueEventAt: r.VenueEventAt, ReconcileState: r.ReconcileState, Detail: r.Detail,
			DueAt: r.DueAt, NextCheckAt: r.NextCheckAt, Checks: r.Checks, AlertedAt: r.AlertedAt,
			ReconciledAt: r.ReconciledAt, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		})
		out[i] = &ClaimedTransfer{CapitalTransfer: *ct, NodeState: r.NodeState, NodeResult: r.NodeResult, CheckedAt: r.CheckedAt}
	}
	return out, nil
}

// CapitalCheck is one reconciliation verdict for a claimed row.
type CapitalCheck struct {
	ID uuid.UUID
	// Checks is the claim's check count (the fence).
	Checks int32
	State  string
	Detail string
	// What the venue and the chain reported; empty/nil keeps the stored value.
	WithdrawID, TxHash, VenueStatus string
	VenueFee                        *big.Int
	VenueEventAt                    *time.Time
	NextCheckAt                     time.Time
	Actor                           string
}

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// RecordCheck writes a verdict (compare-and-set on the claim's check count and a live
// state). It reports whether the row was updated and whether this write raised an
// alert (entered LATE or MISMATCH for the first time: audit row and callback written in
// the same statement).
func (c Capital) RecordCheck(ctx context.Context, k CapitalCheck) (updated, raised bool, err error) {
	r, err := c.c.q.CapitalTransferRecord(ctx, c.c.db, &dbsqlc.CapitalTransferRecordParams{
		ReconcileState: k.State, Detail: k.Detail, WithdrawID: optString(k.WithdrawID), TXHash: optString(k.TxHash),
		VenueStatus: optString(k.VenueStatus), VenueFee: optNumeric(k.VenueFee), VenueEventAt: k.VenueEventAt,
		NextCheckAt: k.NextCheckAt, ID: k.ID, Checks: k.Checks, Actor: k.Actor,
	})
	if err != nil {
		if errors.Is(Interpret(err), ErrNotFound) {
			return false, false, nil
		}
		return false, false, fmt.Errorf("record check of capital transfer %s: %w", k.ID, Interpret(err))
	}
	return true, r.Raised, nil
}

// TransferFilter selects capital transfers for operators.
type TransferFilter struct {
	State      string // empty: every state
	MovementID *uuid.UUID
	// Before is the keyset cursor (the last row of the previous page); nil: first page.
	BeforeCreatedAt *time.Time
	BeforeID        *uuid.UUID
	Limit           int32
}

// ListTransfers lists capital transfers newest first.
func (c Capital) ListTransfers(ctx context.Context, f TransferFilter) ([]*CapitalTransfer, error) {
	rows, err := c.c.q.CapitalTransferList(ctx, c.c.db, &dbsqlc.CapitalTransferListParams{
		State: f.State, MovementID: f.MovementID, BeforeCreatedAt: f.BeforeCreatedAt, BeforeID: f.BeforeID, MaxRows: f.Limit})
	if err != nil {
		return nil, fmt.Errorf("list capital transfers: %w", Interpret(err))
	}
	out := make([]*CapitalTransfer, len(rows))
	for i, r := range rows {
		out[i] = capitalFrom(r)
	}
	return out, nil
}

// VenueSnapshot is one venue account's balance of one coin (base units) at a time on
// the venue's clock.
type VenueSnapshot struct {
	Venue     string
	Coin      string
	Balance   *big.Int
	VenueTime time.Time
}

// InsertVenueSnapshot records one venue balance.
func (c Capital) InsertVenueSnapshot(ctx context.Context, s VenueSnapshot) (uuid.UUID, error) {
	id, err := c.c.q.VenueBalanceSnapshotInsert(ctx, c.c.db, &dbsqlc.VenueBalanceSnapshotInsertParams{
		Venue: s.Venue, Coin: s.Coin, Balance: numeric(s.Balance), VenueTime: s.VenueTime})
	if err != nil {
		return uuid.Nil, fmt.Errorf("insert venue balance snapshot: %w", Interpret(err))
	}
	return id, nil
}

// VenuePair is a venue snapshot not checked yet (To) with the one before it (From).
type VenuePair struct {
	Venue, Coin      string
	ToID, FromID     uuid.UUID
	ToBalance        *big.Int
	FromBalance      *big.Int
	ToTime, FromTime time.Time
}

// UncheckedVenuePairs returns up to limit decided, unchecked venue snapshot pairs
// (see VenueBalancePairsUnchecked). Read without locks; checks are idempotent.
func (c Capital) UncheckedVenuePairs(ctx context.Context, limit int32) ([]*VenuePair, error) {
	rows, err := c.c.q.VenueBalancePairsUnchecked(ctx, c.c.db, limit)
	if err != nil {
		return nil, fmt.Errorf("unchecked venue snapshot pairs: %w", Interpret(err))
	}
	out := make([]*VenuePair, len(rows))
	for i, r := range rows {
		out[i] = &VenuePair{Venue: r.Venue, Coin: r.Coin, ToID: r.ToID, FromID: r.FromID, ToBalance: bigInt(r.ToBalance),
			FromBalance: bigInt(r.FromBalance), ToTime: r.ToTime, FromTime: r.FromTime}
	}
	return out, nil
}

// VenueExpectedDelta is the change of a venue balance that the capital transfers with
// their venue event in (from, to] imply: deposits credited, withdrawals debited with
// their fee.
func (c Capital) VenueExpectedDelta(ctx context.Context, venue, coin string, from, to time.Time) (*big.Int, error) {
	rows, err := c.c.q.VenueBalanceEvents(ctx, c.c.db, &dbsqlc.VenueBalanceEventsParams{Venue: venue, Coin: coin, FromTime: from, ToTime: to})
	if err != nil {
		return nil, fmt.Errorf("venue balance events: %w", Interpret(err))
	}
	sum := new(big.Int)
	for _, r := range rows {
		switch r.Direction {
		case DirectionDeposit:
			sum.Add(sum, bigInt(r.Amount))
		case DirectionWithdrawal:
			sum.Sub(sum, bigInt(r.Amount))
			sum.Sub(sum, bigInt(r.VenueFee))
		}
	}
	return sum, nil
}

// VenueCheck is one checked venue pair.
type VenueCheck struct {
	Pair                       *VenuePair
	ExpectedDelta, ActualDelta *big.Int
	Drift                      *big.Int
}

// InsertVenueCheck records a checked pair; a pair already recorded is ignored.
func (c Capital) InsertVenueCheck(ctx context.Context, k VenueCheck) (int64, error) {
	n, err := c.c.q.VenueBalanceCheckInsert(ctx, c.c.db, &dbsqlc.VenueBalanceCheckInsertParams{
		ToSnapshotID: k.Pair.ToID, FromSnapshotID: k.Pair.FromID, Venue: k.Pair.Venue, Coin: k.Pair.Coin,
		FromTime: k.Pair.FromTime, ToTime: k.Pair.ToTime, ExpectedDelta: numeric(k.ExpectedDelta),
		ActualDelta: numeric(k.ActualDelta), Drift: numeric(k.Drift)})
	if err != nil {
		return 0, fmt.Errorf("insert venue balance check: %w", Interpret(err))
	}
	return n, nil
}

// WithdrawTurn is what TakeWithdrawTurn found.
type WithdrawTurn struct {
	// Taken: the caller's create may go now; the lane is stamped with it.
	Taken bool
	// Next is when the lane's next turn comes: spacing after the create that took the
	// last one (this caller's, when Taken).
	Next time.Time
}

// TakeWithdrawTurn takes a withdrawal lane's turn for nodeID when the lane's last
// create is at least spacing old, creating the lane on its first use. The lane row
// stays locked until the caller's transaction ends, so of two takers at once only one
// gets the turn; the other is refused without waiting (SKIP LOCKED, see
// WithdrawPaceTake), and told when to ask again. Only the first use of a lane may wait,
// for another transaction creating the same lane.
func (c Capital) TakeWithdrawTurn(ctx context.Context, key string, nodeID uuid.UUID, spacing time.Duration) (WithdrawTurn, error) {
	params := &dbsqlc.WithdrawPaceTakeParams{PaceKey: key, NodeID: &nodeID, SpacingSeconds: spacing.Seconds()}
	at, err := c.c.q.WithdrawPaceTake(ctx, c.c.db, params)
	if err == nil {
		return WithdrawTurn{Taken: true, Next: at.Add(spacing)}, nil
	}
	if !errors.Is(Interpret(err), ErrNotFound) {
		return WithdrawTurn{}, fmt.Errorf("take withdrawal turn of %s: %w", key, Interpret(err))
	}
	lane, err := c.c.q.WithdrawPaceGet(ctx, c.c.db, key)
	if errors.Is(Interpret(err), ErrNotFound) {
		if err := c.c.q.WithdrawPaceInit(ctx, c.c.db, key); err != nil {
			return WithdrawTurn{}, fmt.Errorf("create withdrawal lane %s: %w", key, Interpret(err))
		}
		return c.TakeWithdrawTurn(ctx, key, nodeID, spacing)
	}
	if err != nil {
		return WithdrawTurn{}, fmt.Errorf("read withdrawal lane %s: %w", key, Interpret(err))
	}
	next := lane.LastCreateAt.Add(spacing)
	if now := time.Now(); !next.After(now) {
		// Time allowed it, so another transaction is taking the turn right now.
		next = now.Add(spacing)
	}
	return WithdrawTurn{Next: next}, nil
}
