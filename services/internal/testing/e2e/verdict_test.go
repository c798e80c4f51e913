package e2e_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// The manual-verdict tool through the real CLI and gateway: a node the dispatcher left
// in UNKNOWN (no recovery runs here) gets a proposed verdict from one operator, the
// proposer cannot apply it, a second operator does, and the node goes back to SUBMITTED.
func TestQtgctlManualVerdict(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	e.start("qtg", "MG_WORKERS=dispatcher")
	a.template("pay", `{"nodes":[{"key":"a","executor":"noop","config":{"unknown_on_submit":true}}]}`)
	c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "v-1"})
	require.NoError(t, err)
	id := c.GetMovement().GetId()
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	var node *qtgv1.Node
	require.Eventually(t, func() bool {
		g, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: id})
		require.NoError(t, err)
		node = g.GetMovement().GetNodes()[0]
		return node.GetState() == qtgv1.NodeState_NODE_STATE_UNKNOWN
	}, 30*time.Second, 20*time.Millisecond)

	out, code := a.qtgctl("ops1", "movements", "get", id)
	require.Equal(t, 0, code, out)
	require.Contains(t, out, node.GetId())
	out, code = a.qtgctl("ops1", "verdicts", "propose", node.GetId(), "--attempt", "1", "--verdict", "sent",
		"--external-id", node.GetIntents()[0].GetExternalId(), "--reason", "the venue shows it")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "PROPOSED")
	list, err := a.ops.ListNodeVerdicts(a.as("ops1"), &qtgv1.ListNodeVerdictsRequest{})
	require.NoError(t, err)
	require.Len(t, list.GetVerdicts(), 1)
	verdict := list.GetVerdicts()[0].GetId()
	out, code = a.qtgctl("ops1", "verdicts", "list")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, verdict)

	out, code = a.qtgctl("ops1", "verdicts", "approve", verdict)
	require.NotEqual(t, 0, code, out)
	require.Contains(t, out, "PermissionDenied")
	out, code = a.qtgctl("ops2", "verdicts", "approve", verdict)
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "APPLIED")
	require.Contains(t, out, "SUBMITTED@1")
	out, code = a.qtgctl("ops2", "verdicts", "approve", verdict)
	require.NotEqual(t, 0, code, out)
	require.Contains(t, out, "FailedPrecondition")
}
