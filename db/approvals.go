package db

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// MovementApproval is one approver's approval of a movement that needs several
// (movement_approvals; docs/policy.md, "Approvals").
type MovementApproval struct {
	Approver   string
	ApprovedAt time.Time
}

// LockForApproval locks a movement's row (FOR UPDATE, waiting) until the transaction
// ends and returns it, for the approvals of a movement that needs several: they are
// counted one after the other. An error wraps ErrNotFound when there is no such movement.
func (m Movements) LockForApproval(ctx context.Context, id uuid.UUID) (*Movement, error) {
	r, err := m.c.q.MovementLockForApproval(ctx, m.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("lock movement %s: %w", id, Interpret(err))
	}
	return movementFrom(r), nil
}

// RecordApproval records approver's approval of the movement's plan hash, audited
// with the count so far and required. It returns whether it recorded one (false: the
// approver had approved before, and nothing was written) and the count. The caller
// holds the row (LockForApproval) and has checked the approver may approve.
func (m Movements) RecordApproval(ctx context.Context, id uuid.UUID, approver string, planHash []byte, required int16) (bool, int32, error) {
	r, err := m.c.q.MovementApprovalRecord(ctx, m.c.db, &dbsqlc.MovementApprovalRecordParams{
		MovementID: id, Approver: approver, PlanHash: planHash, Required: int32(required),
	})
	if err != nil {
		return false, 0, fmt.Errorf("record approval of movement %s: %w", id, Interpret(err))
	}
	return r.Recorded, r.Approvals, nil
}

// ApproveCounted moves the movement to APPROVED and its nodes to READY, audited and
// with its callback queued, as Approve does, once it has its required approvals;
// approver is the one whose approval completed the count. nil when it has not (yet).
// The caller holds the row and hints the dispatchers after the commit.
func (m Movements) ApproveCounted(ctx context.Context, id uuid.UUID, approver string, planHash []byte) (*Approved, error) {
	r, err := m.c.q.MovementApproveCounted(ctx, m.c.db, &dbsqlc.MovementApproveCountedParams{
		ID: id, Approver: approver, PlanHash: planHash,
		FromStates: dbsqlc.HeldStates.ApprovingMovements, NodeFromStates: dbsqlc.HeldStates.ApprovingNodes,
	})
	if err = Interpret(err); err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, nil
		}
		return nil, fmt.Errorf("approve movement %s: %w", id, err)
	}
	return &Approved{
		View: &MovementView{
			Movement: Movement{
				ID: r.ID, IdempotencyKey: r.IdempotencyKey, RequestHash: r.RequestHash, TemplateID: r.TemplateID,
				Params: r.Params, PlanHash: r.PlanHash, PlanFormat: r.PlanFormat, State: r.MovementState, CreatedBy: r.CreatedBy,
				ApprovedBy: r.ApprovedBy, CancelledBy: r.CancelledBy, ExpiresAt: r.ExpiresAt, CallbackURL: r.CallbackURL,
				Traceparent: r.Traceparent, Tracestate: r.Tracestate, FailureReason: r.FailureReason,
				CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, ApprovedAt: r.ApprovedAt, StartedAt: r.StartedAt,
				FinishedAt: r.FinishedAt, CancelRequestedAt: r.CancelRequestedAt, CancelReason: r.CancelReason,
				PolicyVersion: r.PolicyVersion, PolicyMatches: r.PolicyMatches, ApprovalsRequired: r.ApprovalsRequired,
				ApproversAllowed: r.ApproversAllowed,
			},
			TemplateName: r.TemplateName, TemplateVersion: r.TemplateVersion,
		},
		CallbackQueued: r.CallbackQueued,
	}, nil
}

// Approvals returns a movement's approvals so far (live or archived), oldest first;
// none for a movement approved on the one-approval path.
func (m Movements) Approvals(ctx context.Context, id uuid.UUID) ([]MovementApproval, error) {
	rows, err := m.c.q.MovementApprovalList(ctx, m.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("approvals of movement %s: %w", id, Interpret(err))
	}
	out := make([]MovementApproval, len(rows))
	for i, r := range rows {
		out[i] = MovementApproval{Approver: r.Approver, ApprovedAt: r.ApprovedAt}
	}
	return out, nil
}
