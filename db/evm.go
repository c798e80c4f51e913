package db

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// EVM groups the statements of the EVM executors and sidecars: sender nonce lanes,
// transaction candidates and transfer checks.
type EVM struct{ c Conn }

// EVM returns the EVM statements run on c.
func (c Conn) EVM() EVM { return EVM{c} }

// AllocateNonce takes the next nonce of the sender's lane on chainID, creating the
// lane at floor (the chain's pending nonce) when it is new, and never below floor.
// The lane row stays locked until the transaction ends, so two dispatchers never hand
// out one nonce twice.
func (e EVM) AllocateNonce(ctx context.Context, chainID int64, address string, floor int64) (int64, error) {
	params := &dbsqlc.EVMNonceAllocateParams{Floor: floor, ChainID: chainID, Address: address}
	nonce, err := e.c.q.EVMNonceAllocate(ctx, e.c.db, params)
	if errors.Is(Interpret(err), ErrNotFound) {
		if err := e.c.q.EVMNonceInit(ctx, e.c.db, &dbsqlc.EVMNonceInitParams{
			ChainID: chainID, Address: address, NextNonce: floor,
		}); err != nil {
			return 0, fmt.Errorf("create nonce lane %d/%s: %w", chainID, address, Interpret(err))
		}
		nonce, err = e.c.q.EVMNonceAllocate(ctx, e.c.db, params)
	}
	if err != nil {
		return 0, fmt.Errorf("allocate nonce %d/%s: %w", chainID, address, Interpret(err))
	}
	return nonce, nil
}

// NonceLane is a sender's nonce lane on one chain (a row of evm_sender_nonces).
type NonceLane struct {
	ChainID   int64
	Address   string
	NextNonce int64
	UpdatedAt time.Time
}

func nonceLaneFrom(r *dbsqlc.EVMSenderNonce) *NonceLane {
	return &NonceLane{ChainID: r.ChainID, Address: r.Address, NextNonce: r.NextNonce, UpdatedAt: r.UpdatedAt}
}

// Lanes lists the nonce lanes of chainID, by address: an unlocked read; the nonce
// reaper locks each lane with LockLane before it acts on it.
func (e EVM) Lanes(ctx context.Context, chainID int64) ([]*NonceLane, error) {
	rows, err := e.c.q.EVMNonceLanes(ctx, e.c.db, chainID)
	if err != nil {
		return nil, fmt.Errorf("nonce lanes of chain %d: %w", chainID, Interpret(err))
	}
	out := make([]*NonceLane, len(rows))
	for i, r := range rows {
		out[i] = nonceLaneFrom(r)
	}
	return out, nil
}

// LockLane locks one lane until the transaction ends, skipping a lane another
// transaction holds (the error then wraps ErrNotFound): another reaper passes over it,
// and a dispatcher allocating on the lane waits until the reaper has committed.
func (e EVM) LockLane(ctx context.Context, chainID int64, address string) (*NonceLane, error) {
	r, err := e.c.q.EVMNonceLockLane(ctx, e.c.db, &dbsqlc.EVMNonceLockLaneParams{ChainID: chainID, Address: address})
	if err != nil {
		return nil, fmt.Errorf("lock nonce lane %d/%s: %w", chainID, address, Interpret(err))
	}
	return nonceLaneFrom(r), nil
}

// LaneIntent is an intent that took a nonce of a lane, with its node's current state
// and attempt.
type LaneIntent struct {
	ID          uuid.UUID
	NodeID      uuid.UUID
	Attempt     int32
	SignedTX    []byte
	TXHash      *string
	IntentState string
	CreatedAt   time.Time
	NodeState   string
	NodeAttempt int32
	// VerdictOpen: operators have a verdict open on the node at this intent's attempt.
	VerdictOpen bool
}

// IntentsAt returns every intent that took nonce on lane, of any node and any attempt,
// newest first. Meant for the reaper's transaction holding the lane row; intents are
// not locked.
func (e EVM) IntentsAt(ctx context.Context, lane string, nonce int64) ([]*LaneIntent, error) {
	rows, err := e.c.q.EVMNonceIntentsAt(ctx, e.c.db, &dbsqlc.EVMNonceIntentsAtParams{Lane: lane, Nonce: &nonce})
	if err != nil {
		return nil, fmt.Errorf("intents at %s nonce %d: %w", lane, nonce, Interpret(err))
	}
	out := make([]*LaneIntent, len(rows))
	for i, r := range rows {
		out[i] = &LaneIntent{
			ID: r.ID, NodeID: r.NodeID, Attempt: r.Attempt, SignedTX: r.SignedTX, TXHash: r.TXHash,
			IntentState: r.IntentState, CreatedAt: r.CreatedAt, NodeState: r.NodeState, NodeAttempt: r.NodeAttempt,
			VerdictOpen: r.VerdictOpen,
		}
	}
	return out, nil
}

// Candidate kinds: a fee-bump replacement of an intent's transaction (whichever
// replacement is mined is the intent's transaction), or a cancellation (a zero-value
// transfer from the sender to itself at the intent's nonce: mined, it proves the
// attempt did not happen).
const (
	CandidateBump   = "bump"
	CandidateCancel = "cancel"
)

// Candidate is a later transaction of an intent at its nonce: a fee-bump replacement
// or a cancellation (Kind).
type Candidate struct {
	TXHash    string
	IntentID  uuid.UUID
	SignedTX  []byte
	CreatedAt time.Time
	Kind      string
}

// CandidatesAt returns every replacement and cancellation that took nonce on lane, oldest first, for
// the reaper's transaction holding the lane row (candidates are not locked).
func (e EVM) CandidatesAt(ctx context.Context, lane string, nonce int64) ([]*Candidate, error) {
	rows, err := e.c.q.EVMTxCandidatesAt(ctx, e.c.db, &dbsqlc.EVMTxCandidatesAtParams{Lane: lane, Nonce: nonce})
	if err != nil {
		return nil, fmt.Errorf("candidates at %s nonce %d: %w", lane, nonce, Interpret(err))
	}
	out := make([]*Candidate, len(rows))
	for i, r := range rows {
		out[i] = &Candidate{TXHash: r.TXHash, IntentID: r.IntentID, SignedTX: r.SignedTX, CreatedAt: r.CreatedAt, Kind: r.Kind}
	}
	return out, nil
}

// CandidatesOfIntent returns an intent's replacements and cancellations, oldest first.
// An unlocked read.
func (e EVM) CandidatesOfIntent(ctx context.Context, intentID uuid.UUID) ([]*Candidate, error) {
	rows, err := e.c.q.EVMTxCandidatesOfIntent(ctx, e.c.db, intentID)
	if err != nil {
		return nil, fmt.Errorf("candidates of intent %s: %w", intentID, Interpret(err))
	}
	out := make([]*Candidate, len(rows))
	for i, r := range rows {
		out[i] = &Candidate{TXHash: r.TXHash, IntentID: intentID, SignedTX: r.SignedTX, CreatedAt: r.CreatedAt, Kind: r.Kind}
	}
	return out, nil
}

// NewCandidate is a replacement or a cancellation about to be broadcast.
type NewCandidate struct {
	TXHash    string
	IntentID  uuid.UUID
	Lane      string
	Nonce     int64
	SignedTX  []byte
	GasTipCap *big.Int
	GasFeeCap *big.Int
	// Kind is CandidateBump (the default) or CandidateCancel.
	Kind string
}

// InsertCandidate records a replacement or a cancellation before it is broadcast. Run
// it outside a transaction (on the pool): it must be durable before the chain can see
// it.
func (e EVM) InsertCandidate(ctx context.Context, c NewCandidate) error {
	if err := e.c.q.EVMTxCandidateInsert(ctx, e.c.db, &dbsqlc.EVMTxCandidateInsertParams{
		TXHash: c.TXHash, IntentID: c.IntentID, Lane: c.Lane, Nonce: c.Nonce, SignedTX: c.SignedTX,
		GasTipCap: c.GasTipCap.String(), GasFeeCap: c.GasFeeCap.String(), Kind: cmp.Or(c.Kind, CandidateBump),
	}); err != nil {
		return fmt.Errorf("insert candidate %s: %w", c.TXHash, Interpret(err))
	}
	return nil
}

// AuditLane records what the reaper did to a lane; run it in the transaction that
// holds the lane lock.
func (e EVM) AuditLane(ctx context.Context, actor, lane, action string, detail json.RawMessage) error {
	if err := e.c.q.EVMNonceAudit(ctx, e.c.db, &dbsqlc.EVMNonceAuditParams{Actor: actor, Lane: lane, Action: action, Detail: detail}); err != nil {
		return fmt.Errorf("audit lane %s: %w", lane, Interpret(err))
	}
	return nil
}

// InFlightIntent is an open (prepared or submitted) intent of a sender's lane.
type InFlightIntent struct {
	NodeID  uuid.UUID
	Nonce   *int64
	Payload json.RawMessage
}

// IntentsInFlight returns the open intents of lane, of any node and any attempt, by
// nonce: spends that may still land. An unlocked read; no row is locked.
func (e EVM) IntentsInFlight(ctx context.Context, lane string) ([]*InFlightIntent, error) {
	rows, err := e.c.q.EVMIntentsInFlight(ctx, e.c.db, lane)
	if err != nil {
		return nil, fmt.Errorf("intents in flight on %s: %w", lane, Interpret(err))
	}
	out := make([]*InFlightIntent, len(rows))
	for i, r := range rows {
		out[i] = &InFlightIntent{NodeID: r.NodeID, Nonce: r.Nonce, Payload: r.Payload}
	}
	return out, nil
}

// CompletedTransfer is a completed evm_transfer node whose block is not checked yet.
type CompletedTransfer struct {
	NodeID     uuid.UUID
	MovementID uuid.UUID
	Result     json.RawMessage
}

// TransferChecksDue returns up to limit completed evm_transfer nodes of chain that
// have no check yet, oldest block first. An unlocked read; recording is idempotent
// per node.
func (e EVM) TransferChecksDue(ctx context.Context, chain string, limit int32) ([]*CompletedTransfer, error) {
	rows, err := e.c.q.EVMTransferChecksDue(ctx, e.c.db, &dbsqlc.EVMTransferChecksDueParams{Chain: chain, MaxNodes: limit})
	if err != nil {
		return nil, fmt.Errorf("transfer checks due on %s: %w", chain, Interpret(err))
	}
	out := make([]*CompletedTransfer, len(rows))
	for i, r := range rows {
		out[i] = &CompletedTransfer{NodeID: r.ID, MovementID: r.MovementID, Result: r.Result}
	}
	return out, nil
}

// TransferCheck is the outcome of re-reading a completed transfer's block.
type TransferCheck struct {
	NodeID      uuid.UUID
	ChainID     int64
	TXHash      string
	BlockNumber int64
	BlockHash   string
	State       string
	Detail      json.RawMessage
	Actor       string
}

// RecordTransferCheck records a node's check once, with an audit row in the same
// statement when the block was reorged out. It reports whether this call recorded it
// (false: another reaper did first).
func (e EVM) RecordTransferCheck(ctx context.Context, c TransferCheck) (bool, error) {
	n, err := e.c.q.EVMTransferCheckRecord(ctx, e.c.db, &dbsqlc.EVMTransferCheckRecordParams{
		NodeID: c.NodeID, ChainID: c.ChainID, TXHash: c.TXHash, BlockNumber: c.BlockNumber,
		BlockHash: c.BlockHash, CheckState: c.State, Detail: c.Detail, Actor: c.Actor,
	})
	if err != nil {
		return false, fmt.Errorf("record transfer check of %s: %w", c.NodeID, Interpret(err))
	}
	return n == 1, nil
}
