package db

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// AwaitingDelivery is a node in flight with its current attempt's intent, as the
// stranded reaper reads it.
type AwaitingDelivery struct {
	Node   *Node
	Intent *Intent
}

// ListAwaitingDelivery returns up to limit nodes of the given executors in
// SUBMITTED/OBSERVING, with their current intent, in id order after afterID (the zero
// UUID: from the start). It locks nothing: MarkNeedsManualExecution re-checks.
func (n Nodes) ListAwaitingDelivery(ctx context.Context, executorKeys []string, afterID uuid.UUID, limit int32) ([]AwaitingDelivery, error) {
	rows, err := n.c.q.NodeListAwaitingDelivery(ctx, n.c.db, &dbsqlc.NodeListAwaitingDeliveryParams{
		ExecutorKeys: executorKeys, AfterID: afterID, MaxRows: limit,
	})
	if err != nil {
		return nil, fmt.Errorf("list nodes awaiting delivery: %w", Interpret(err))
	}
	out := make([]AwaitingDelivery, len(rows))
	for i, r := range rows {
		out[i] = AwaitingDelivery{
			Node: nodeFrom(&dbsqlc.MovementNode{
				ID: r.ID, MovementID: r.MovementID, NodeKey: r.NodeKey, ExecutorKey: r.ExecutorKey, NodeConfig: r.NodeConfig,
				NodeState: r.NodeState, HasSideEffect: r.HasSideEffect, Attempt: r.Attempt, Tries: r.Tries,
				MaxTries: r.MaxTries, PendingParents: r.PendingParents, NextTryAt: r.NextTryAt,
				NextObserveAt: r.NextObserveAt, ObserveStartedAt: r.ObserveStartedAt, PacingPhase: r.PacingPhase,
				RetryAfterSeconds: r.RetryAfterSeconds, SubmittingAt: r.SubmittingAt, Result: r.Result,
				LastError: r.LastError, ClaimedBy: r.ClaimedBy, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
				FinishedAt: r.FinishedAt, Holds: r.Holds, ApprovedConfig: r.ApprovedConfig,
				ApprovedConfigSha256: r.ApprovedConfigSha256, Progress: r.Progress, ManualExecution: r.ManualExecution, ValueMoved: r.ValueMoved,
			}),
			Intent: &Intent{
				ID: r.IntentID, NodeID: r.ID, Attempt: r.Attempt, Lane: r.IntentLane, Nonce: r.IntentNonce,
				Payload: r.IntentPayload, SignedTX: r.IntentSignedTX, TXHash: r.IntentTXHash, ExternalID: r.IntentExternalID,
				State: r.IntentState,
			},
		}
	}
	return out, nil
}

// MarkNeedsManualExecution moves a node that is SUBMITTED/OBSERVING at attempt to
// NEEDS_MANUAL_EXECUTION with reason as its last error, audited by actor with the
// manual step (action) the executor will take once approved. A node another worker
// holds is skipped. It reports whether the node moved.
func (n Nodes) MarkNeedsManualExecution(ctx context.Context, id uuid.UUID, attempt int32, reason, action, actor string) (bool, error) {
	moved, err := n.c.q.NodeMarkNeedsManualExecution(ctx, n.c.db, &dbsqlc.NodeMarkNeedsManualExecutionParams{
		ID: id, Attempt: attempt, Reason: reason, ManualAction: action, Actor: actor,
	})
	if err != nil {
		return false, fmt.Errorf("mark node %s needing manual execution: %w", id, Interpret(err))
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
