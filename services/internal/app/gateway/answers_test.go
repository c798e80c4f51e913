package gateway_test

import (
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/proto"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// CreateMovement and ApproveMovement answer from their own statements' rows (no read
// after the write), and what they answer is what GetMovement shows right after,
// plan aside: state, template name and version, hashes, principals and times alike. A
// create retried with its key answers the same way.
func TestCreateAndApproveAnswerAsAReadWould(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "answers", `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	read := func(id string) *qtgv1.Movement {
		m := proto.Clone(b.get(t, id)).(*qtgv1.Movement)
		m.Nodes, m.Edges = nil, nil
		return m
	}

	req := &qtgv1.CreateMovementRequest{TemplateName: "answers", IdempotencyKey: uuid.NewString()}
	c, err := b.mov.CreateMovement(as("alice"), req)
	require.NoError(t, err)
	require.True(t, c.GetCreated())
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, c.GetMovement().GetState())
	require.Equal(t, "answers", c.GetMovement().GetTemplateName())
	require.True(t, proto.Equal(read(c.GetMovement().GetId()), c.GetMovement()), "create answered %v", c.GetMovement())

	again, err := b.mov.CreateMovement(as("alice"), req)
	require.NoError(t, err)
	require.False(t, again.GetCreated())
	require.True(t, proto.Equal(c.GetMovement(), again.GetMovement()), "retry answered %v", again.GetMovement())

	a, err := b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_APPROVED, a.GetMovement().GetState())
	require.Equal(t, "bob", a.GetMovement().GetApprovedBy())
	require.True(t, proto.Equal(read(c.GetMovement().GetId()), a.GetMovement()), "approve answered %v", a.GetMovement())
}
