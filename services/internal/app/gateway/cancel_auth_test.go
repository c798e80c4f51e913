package gateway_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// Cancel is restricted to the movement's creator, approvers and operators (docs/security.md):
// another creator is refused with PERMISSION_DENIED and nothing changes.
func TestCancelOnlyByCreatorApproversOperators(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tpl := b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	n := 0
	create := func() string {
		n++
		c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: tpl.GetName(), IdempotencyKey: fmt.Sprintf("k%d", n)})
		require.NoError(t, err)
		return c.GetMovement().GetId()
	}
	id := create()
	_, err := b.mov.CancelMovement(as("dave"), &qtgv1.CancelMovementRequest{Id: id, Reason: "mine now"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "%v", err)
	require.Zero(t, b.scalar(t, `SELECT count(*)::int FROM movements WHERE id = $1 AND cancelled_by IS NOT NULL`, id), "nothing written")
	for _, who := range []string{"alice", "bob", "ops1"} {
		id := create()
		_, err := b.mov.CancelMovement(as(who), &qtgv1.CancelMovementRequest{Id: id, Reason: "stop"})
		require.NoError(t, err, who)
	}
}
