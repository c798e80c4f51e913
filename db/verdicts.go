package db

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Verdicts groups the statements on verdicts. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Verdicts struct{ c Conn }

// Verdicts returns the verdicts statements run on c.
func (c Conn) Verdicts() Verdicts { return Verdicts{c} }

// Verdict is an operator's manual verdict on what one attempt of an UNKNOWN node did
// (a row of node_verdicts): proposed by one operator, applied or rejected by another.
type Verdict struct {
	ID         uuid.UUID
	NodeID     uuid.UUID
	MovementID uuid.UUID
	Attempt    int32
	// Kind is what the operator says happened: sent, not_sent or failed.
	Kind string
	// TxHash and ExternalID are the evidence of a sent verdict.
	TxHash     *string
	ExternalID *string
	Reason     string
	// State is PROPOSED, APPROVED (waiting for recovery's proof), APPLIED, REFUSED (the
	// evidence contradicted it) or REJECTED.
	State          string
	ProposedBy     string
	DecidedBy      *string
	DecisionReason *string
	CreatedAt      time.Time
	DecidedAt      *time.Time
	// Proof is what recovery found when it applied or refused an approved verdict;
	// ResolvedBy and ResolvedAt say which recovery instance and when.
	Proof      *string
	ResolvedBy *string
	ResolvedAt *time.Time
}

func verdictFrom(r *dbsqlc.NodeVerdict) *Verdict {
	return &Verdict{
		ID: r.ID, NodeID: r.NodeID, MovementID: r.MovementID, Attempt: r.Attempt, Kind: r.Verdict, TxHash: r.TXHash,
		ExternalID: r.ExternalID, Reason: r.Reason, State: r.VerdictState, ProposedBy: r.ProposedBy,
		DecidedBy: r.DecidedBy, DecisionReason: r.DecisionReason, CreatedAt: r.CreatedAt, DecidedAt: r.DecidedAt,
		Proof: r.Proof, ResolvedBy: r.ResolvedBy, ResolvedAt: r.ResolvedAt,
	}
}

// VerdictProposal is a verdict to propose.
type VerdictProposal struct {
	ID      uuid.UUID
	NodeID  uuid.UUID
	Attempt int32
	// Kind is sent, not_sent or failed.
	Kind       string
	TxHash     *string
	ExternalID *string
	Reason     string
	ProposedBy string
}

// Propose records p as PROPOSED for a node that is UNKNOWN at p.Attempt (the node
// itself does not change); audited. An error wraps ErrNotFound when the node is not
// UNKNOWN at that attempt, and ErrConflict when the node already has an open proposal.
func (v Verdicts) Propose(ctx context.Context, p VerdictProposal) (*Verdict, error) {
	r, err := v.c.q.VerdictInsert(ctx, v.c.db, &dbsqlc.VerdictInsertParams{
		ID: p.ID, NodeID: p.NodeID, Attempt: p.Attempt, Verdict: p.Kind, TXHash: p.TxHash,
		ExternalID: p.ExternalID, Reason: p.Reason, ProposedBy: p.ProposedBy,
	})
	if err != nil {
		return nil, fmt.Errorf("propose verdict on node %s: %w", p.NodeID, Interpret(err))
	}
	return verdictFrom((*dbsqlc.NodeVerdict)(r)), nil
}

// RejectStale rejects the open proposal of a node that is no longer UNKNOWN at the
// proposal's attempt (it can never apply), audited with actor, and returns how many
// it rejected (0 or 1).
func (v Verdicts) RejectStale(ctx context.Context, nodeID uuid.UUID, actor string) (int64, error) {
	n, err := v.c.q.VerdictRejectStale(ctx, v.c.db, &dbsqlc.VerdictRejectStaleParams{NodeID: nodeID, Actor: actor})
	if err != nil {
		return 0, fmt.Errorf("reject stale verdicts of node %s: %w", nodeID, Interpret(err))
	}
	return n, nil
}

// Get returns a verdict, or an error wrapping ErrNotFound.
func (v Verdicts) Get(ctx context.Context, id uuid.UUID) (*Verdict, error) {
	r, err := v.c.q.VerdictGet(ctx, v.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("verdict %s: %w", id, Interpret(err))
	}
	return verdictFrom(r), nil
}

// NodePosition returns a node's state and current attempt, to explain why a verdict no
// longer fits it. An error wraps ErrNotFound when there is no such node.
func (v Verdicts) NodePosition(ctx context.Context, nodeID uuid.UUID) (state string, attempt int32, err error) {
	r, err := v.c.q.VerdictNodePosition(ctx, v.c.db, nodeID)
	if err != nil {
		return "", 0, fmt.Errorf("node %s: %w", nodeID, Interpret(err))
	}
	return r.NodeState, r.Attempt, nil
}

// LockNode locks the node (FOR UPDATE, waiting) until the transaction ends, when it is
// still UNKNOWN at attempt; call it after locking the node's movement (the engine's
// lock order: movement, then node). A node that moved on is never waited for: the
// error wraps ErrNotFound.
func (v Verdicts) LockNode(ctx context.Context, nodeID uuid.UUID, attempt int32) (*Node, error) {
	r, err := v.c.q.VerdictLockNode(ctx, v.c.db, &dbsqlc.VerdictLockNodeParams{NodeID: nodeID, Attempt: attempt})
	if err != nil {
		return nil, fmt.Errorf("lock node %s at attempt %d: %w", nodeID, attempt, Interpret(err))
	}
	return nodeFrom(r), nil
}

// MarkApplied moves a verdict PROPOSED -> APPLIED, compare-and-set with four eyes;
// audited. An error wraps ErrNotFound when it was decided meanwhile.
func (v Verdicts) MarkApplied(ctx context.Context, id uuid.UUID, by string) error {
	return v.decide(ctx, id, by, "APPLIED")
}

// MarkApproved moves a verdict PROPOSED -> APPROVED, compare-and-set with four eyes;
// audited. Recovery applies it once the evidence proves it (Resolve). An error wraps
// ErrNotFound when it was decided meanwhile.
func (v Verdicts) MarkApproved(ctx context.Context, id uuid.UUID, by string) error {
	return v.decide(ctx, id, by, "APPROVED")
}

func (v Verdicts) decide(ctx context.Context, id uuid.UUID, by, to string) error {
	_, err := v.c.q.VerdictDecide(ctx, v.c.db, &dbsqlc.VerdictDecideParams{ID: id, DecidedBy: by, ToState: to})
	if err != nil {
		return fmt.Errorf("mark verdict %s %s: %w", id, to, Interpret(err))
	}
	return nil
}

// Resolve ends an open verdict on what recovery proved: APPROVED -> APPLIED or REFUSED,
// or PROPOSED -> REJECTED (to is the new state), with proof and actor; audited. It
// reports whether the verdict was in the expected state.
func (v Verdicts) Resolve(ctx context.Context, id uuid.UUID, to, proof, actor string) (bool, error) {
	n, err := v.c.q.VerdictResolve(ctx, v.c.db, &dbsqlc.VerdictResolveParams{ID: id, ToState: to, Proof: proof, Actor: actor})
	if err != nil {
		return false, fmt.Errorf("resolve verdict %s as %s: %w", id, to, Interpret(err))
	}
	return n == 1, nil
}

// AwaitProof makes a node that is UNKNOWN at attempt due for recovery now, after its
// operators approved a verdict recovery must prove. The caller holds the node row.
func (v Verdicts) AwaitProof(ctx context.Context, nodeID uuid.UUID, attempt int32) error {
	if _, err := v.c.q.VerdictAwaitProof(ctx, v.c.db, &dbsqlc.VerdictAwaitProofParams{ID: nodeID, Attempt: attempt}); err != nil {
		return fmt.Errorf("wake recovery for node %s: %w", nodeID, Interpret(err))
	}
	return nil
}

// ApplySent hands a node that is UNKNOWN at attempt back to the observer with the
// verdict's evidence (its fatal clock restarts), fenced by attempt; audited with actor.
// It returns how many nodes moved (0 or 1).
func (v Verdicts) ApplySent(ctx context.Context, nodeID uuid.UUID, attempt int32, txHash, externalID *string, actor string) (int64, error) {
	n, err := v.c.q.VerdictApplySent(ctx, v.c.db, &dbsqlc.VerdictApplySentParams{
		ID: nodeID, Attempt: attempt, TXHash: txHash, ExternalID: externalID, Actor: actor,
	})
	if err != nil {
		return 0, fmt.Errorf("apply sent verdict to node %s: %w", nodeID, Interpret(err))
	}
	return n, nil
}

// ApplyNotSent moves a node that is UNKNOWN at attempt to READY, due at nextTryAt, with
// why as its last error, fenced by attempt (the attempt's intents are abandoned);
// audited with actor. It returns how many nodes moved (0 or 1).
func (v Verdicts) ApplyNotSent(ctx context.Context, nodeID uuid.UUID, attempt int32, nextTryAt time.Time, why, actor string) (int64, error) {
	ids, err := v.c.q.NodeMarkRetry(ctx, v.c.db, &dbsqlc.NodeMarkRetryParams{
		FromStates: []string{"UNKNOWN"}, IDs: []uuid.UUID{nodeID}, Attempts: []int32{attempt},
		NextTryAt: []time.Time{nextTryAt}, Errors: []string{why}, Actor: actor,
	})
	if err != nil {
		return 0, fmt.Errorf("apply not_sent verdict to node %s: %w", nodeID, Interpret(err))
	}
	return int64(len(ids)), nil
}

// ApplyFailed moves a node that is UNKNOWN at attempt to FAILED with why as its last
// error, fenced by attempt; audited with actor. It returns how many nodes moved (0 or
// 1).
func (v Verdicts) ApplyFailed(ctx context.Context, nodeID uuid.UUID, attempt int32, why, actor string) (int64, error) {
	rows, err := v.c.q.NodeMarkTerminal(ctx, v.c.db, &dbsqlc.NodeMarkTerminalParams{
		FromStates: []string{"UNKNOWN"}, IDs: []uuid.UUID{nodeID}, Attempts: []int32{attempt}, ToStates: []string{"FAILED"},
		Results: []json.RawMessage{json.RawMessage("null")}, Errors: []string{why}, Actor: actor,
	})
	if err != nil {
		return 0, fmt.Errorf("apply failed verdict to node %s: %w", nodeID, Interpret(err))
	}
	return int64(len(rows)), nil
}

// Reject moves a verdict PROPOSED (or APPROVED, still waiting for its proof) ->
// REJECTED, compare-and-set; audited with the reason (nil: none). An error wraps
// ErrNotFound when it was in neither state.
func (v Verdicts) Reject(ctx context.Context, id uuid.UUID, by string, reason *string) (*Verdict, error) {
	r, err := v.c.q.VerdictReject(ctx, v.c.db, &dbsqlc.VerdictRejectParams{ID: id, DecidedBy: by, Reason: reason})
	if err != nil {
		return nil, fmt.Errorf("reject verdict %s: %w", id, Interpret(err))
	}
	return verdictFrom((*dbsqlc.NodeVerdict)(r)), nil
}

// VerdictView is a verdict with its node's key and where the node is now.
type VerdictView struct {
	Verdict
	NodeKey     string
	NodeState   string
	NodeAttempt int32
}

// List returns verdicts, filtered by movement (nil: any) and states (empty: any).
func (v Verdicts) List(ctx context.Context, movementID *uuid.UUID, states []string) ([]*VerdictView, error) {
	rows, err := v.c.q.VerdictList(ctx, v.c.db, &dbsqlc.VerdictListParams{MovementID: movementID, States: states})
	if err != nil {
		return nil, fmt.Errorf("list verdicts: %w", Interpret(err))
	}
	out := make([]*VerdictView, len(rows))
	for i, r := range rows {
		out[i] = &VerdictView{
			Verdict: Verdict{
				ID: r.ID, NodeID: r.NodeID, MovementID: r.MovementID, Attempt: r.Attempt, Kind: r.Verdict, TxHash: r.TXHash,
				ExternalID: r.ExternalID, Reason: r.Reason, State: r.VerdictState, ProposedBy: r.ProposedBy,
				DecidedBy: r.DecidedBy, DecisionReason: r.DecisionReason, CreatedAt: r.CreatedAt, DecidedAt: r.DecidedAt,
				Proof: r.Proof, ResolvedBy: r.ResolvedBy, ResolvedAt: r.ResolvedAt,
			},
			NodeKey: r.NodeKey, NodeState: r.CurrentNodeState, NodeAttempt: r.CurrentNodeAttempt,
		}
	}
	return out, nil
}
