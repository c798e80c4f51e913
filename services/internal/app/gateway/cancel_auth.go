package gateway

import (
	"context"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// mayCancel refuses a cancel by a principal who is only a creator and did not create
// the movement (docs/security.md): approvers and operators may cancel any movement, creators
// only their own. created_by never changes, so reading it before the cancel is safe.
func (s movementServer) mayCancel(ctx context.Context, id uuid.UUID) error {
	p := principalFrom(ctx)
	if p.has([]Role{RoleApprover, RoleOperator}) {
		return nil
	}
	m, err := s.loadMovement(ctx, id, false)
	if err != nil {
		return err
	}
	if m.GetCreatedBy() != p.Name {
		return status.Errorf(codes.PermissionDenied, "%s may cancel only movements they created (or be an approver or operator)", p.Name)
	}
	return nil
}
