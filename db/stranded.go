package db

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// NodeAt names a node at the attempt it was at when a scan listed it: the attempt
// fences what the stranded reaper then does to it.
type NodeAt struct {
	ID      uuid.UUID
	Attempt int32
}

// ListAwaitingDelivery returns up to limit nodes of the given executors in
// SUBMITTED/OBSERVING, in id order after afterID (the zero UUID: from the start). It
// locks nothing: the reaper locks each one (LockForDeliveryCheck) before it reads the
// node's delivery state.
func (n Nodes) ListAwaitingDelivery(ctx context.Context, executorKeys []string, afterID uuid.UUID, limit int32) ([]NodeAt, error) {
	rows, err := n.c.q.NodeListAwaitingDelivery(ctx, n.c.db, &dbsqlc.NodeListAwaitingDeliveryParams{
		ExecutorKeys: executorKeys, AfterID: afterID, MaxRows: limit,
	})
	if err != nil {
		return nil, fmt.Errorf("list nodes awaiting delivery: %w", Interpret(err))
	}
	out := make([]NodeAt, len(rows))
	for i, r := range rows {
		out[i] = NodeAt{ID: r.ID, Attempt: r.Attempt}
	}
	return out, nil
}

// ListNeedsManualExecution returns up to limit nodes of the given executors in
// NEEDS_MANUAL_EXECUTION, in id order after afterID. It locks nothing, as
// ListAwaitingDelivery.
func (n Nodes) ListNeedsManualExecution(ctx context.Context, executorKeys []string, afterID uuid.UUID, limit int32) ([]NodeAt, error) {
	rows, err := n.c.q.NodeListNeedsManualExecution(ctx, n.c.db, &dbsqlc.NodeListNeedsManualExecutionParams{
		ExecutorKeys: executorKeys, AfterID: afterID, MaxRows: limit,
	})
	if err != nil {
		return nil, fmt.Errorf("list nodes needing manual execution: %w", Interpret(err))
	}
	out := make([]NodeAt, len(rows))
	for i, r := range rows {
		out[i] = NodeAt{ID: r.ID, Attempt: r.Attempt}
	}
	return out, nil
}

// LockForDeliveryCheck locks node at.ID FOR UPDATE SKIP LOCKED, when it is still at
// at.Attempt in one of states, until the transaction ends, and returns it with that
// attempt's intent. ok is false when the node moved on or another transaction holds it
// (skipped, not waited for).
func (n Nodes) LockForDeliveryCheck(ctx context.Context, at NodeAt, states []string) (c Claimed, ok bool, err error) {
	r, err := n.c.q.NodeLockForDeliveryCheck(ctx, n.c.db, &dbsqlc.NodeLockForDeliveryCheckParams{
		ID: at.ID, Attempt: at.Attempt, NodeStates: states,
	})
	if err != nil {
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			return Claimed{}, false, nil
		}
		return Claimed{}, false, fmt.Errorf("lock node %s for its delivery check: %w", at.ID, err)
	}
	return claimedFrom((*dbsqlc.NodeClaimObservableRow)(r)), true, nil
}

// MarkNeedsManualExecution moves a node that is SUBMITTED/OBSERVING at attempt to
// NEEDS_MANUAL_EXECUTION with reason as its last error, audited by actor with the
// manual step (action) the executor will take once approved. The caller holds the node
// (LockForDeliveryCheck). It reports whether the node moved.
func (n Nodes) MarkNeedsManualExecution(ctx context.Context, id uuid.UUID, attempt int32, reason, action, actor string) (bool, error) {
	moved, err := n.c.q.NodeMarkNeedsManualExecution(ctx, n.c.db, &dbsqlc.NodeMarkNeedsManualExecutionParams{
		ID: id, Attempt: attempt, Reason: reason, ManualAction: action, Actor: actor,
	})
	if err != nil {
		return false, fmt.Errorf("mark node %s needing manual execution: %w", id, Interpret(err))
	}
	return moved == 1, nil
}

// ResumeObserving moves a node that is NEEDS_MANUAL_EXECUTION at attempt back to
// OBSERVING, due now, because its delivery happened after all; audited by actor with
// reason. The caller holds the node (LockForDeliveryCheck). It reports whether the node
// moved.
func (n Nodes) ResumeObserving(ctx context.Context, id uuid.UUID, attempt int32, reason, actor string) (bool, error) {
	moved, err := n.c.q.NodeResumeObserving(ctx, n.c.db, &dbsqlc.NodeResumeObservingParams{
		ID: id, Attempt: attempt, Reason: reason, Actor: actor,
	})
	if err != nil {
		return false, fmt.Errorf("resume observing node %s: %w", id, Interpret(err))
	}
	return moved == 1, nil
}

// CountNeedsManualExecution counts the nodes in NEEDS_MANUAL_EXECUTION.
func (n Nodes) CountNeedsManualExecution(ctx context.Context) (int64, error) {
	c, err := n.c.q.NodeCountNeedsManualExecution(ctx, n.c.db)
	if err != nil {
		return 0, fmt.Errorf("count nodes needing manual execution: %w", Interpret(err))
	}
	return c, nil
}

// ApplyManualExecution puts a node that is NEEDS_MANUAL_EXECUTION at attempt back to
// READY with its manual_execution flag, fenced by attempt; audited with actor. The
// caller holds the movement and node rows (LockNode). It returns how many nodes moved.
func (v Verdicts) ApplyManualExecution(ctx context.Context, nodeID uuid.UUID, attempt int32, actor string) (int64, error) {
	n, err := v.c.q.VerdictApplyManualExecution(ctx, v.c.db, &dbsqlc.VerdictApplyManualExecutionParams{ID: nodeID, Attempt: attempt, Actor: actor})
	if err != nil {
		return 0, fmt.Errorf("apply manual_execution verdict to node %s: %w", nodeID, Interpret(err))
	}
	return n, nil
}
