package gateway_test

import (
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// Approve and cancel are retry-safe: when the answer to a committed call is
// lost, the same principal's retry answers OK with the movement as it is; a different
// principal or plan hash still gets the proper error.
func TestApproveAndCancelAreRetrySafe(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: uuid.NewString()})
	require.NoError(t, err)
	id, hash := c.GetMovement().GetId(), c.GetMovement().GetPlanHash()
	first, err := b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: hash})
	require.NoError(t, err)

	again, err := b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: hash})
	require.NoError(t, err, "the same approve again")
	require.Equal(t, first.GetMovement().GetState(), again.GetMovement().GetState())
	require.Equal(t, "bob", again.GetMovement().GetApprovedBy())

	wrong := "00" + hash[2:]
	if wrong == hash {
		wrong = "11" + hash[2:]
	}
	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: wrong})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "another hash: %v", err)
	_, err = b.mov.ApproveMovement(as("carol"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: hash})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "another approver: %v", err)

	x, err := b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: id, Reason: "oops"})
	require.NoError(t, err)
	require.Equal(t, cancelled, x.GetMovement().GetState())
	y, err := b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: id, Reason: "oops"})
	require.NoError(t, err, "the same cancel again")
	require.Equal(t, cancelled, y.GetMovement().GetState())
	require.Equal(t, "alice", y.GetMovement().GetCancelledBy())
	_, err = b.mov.CancelMovement(as("ops1"), &qtgv1.CancelMovementRequest{Id: id})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "another principal: %v", err)

	again, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: hash})
	require.NoError(t, err, "bob did approve it; it is as it is")
	require.Equal(t, cancelled, again.GetMovement().GetState())
	require.Equal(t, 1, b.scalar(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'PENDING_APPROVAL->APPROVED'`, id), "approved once")
}
