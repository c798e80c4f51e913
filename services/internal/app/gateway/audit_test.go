package gateway_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// Creation, template proposal, approvals (with the hash the approver echoed), the
// cancel reason and every node cancellation are in the audit trail.
func TestAuditTrailOfTheAPI(t *testing.T) {
	t.Parallel()
	b := setup(t)
	def := `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay", DefinitionJson: def})
	require.NoError(t, err)
	tmpl := p.GetTemplate()
	_, err = b.tpl.ApproveTemplate(as("ops2"), &qtgv1.ApproveTemplateRequest{Id: tmpl.GetId(), DefinitionHash: tmpl.GetDefinitionHash()})
	require.NoError(t, err)
	require.Equal(t, []audit{
		{Actor: "ops1", EntityType: "template", Action: "->PROPOSED", Detail: map[string]any{
			"name": "pay", "version": float64(1), "definition_hash": tmpl.GetDefinitionHash(), "proposal_expires_at": b.auditString(t, tmpl.GetId(), "->PROPOSED", "proposal_expires_at")}},
		{Actor: "ops2", EntityType: "template", Action: "PROPOSED->ACTIVE", Detail: map[string]any{
			"name": "pay", "version": float64(1), "definition_hash": tmpl.GetDefinitionHash()}},
	}, b.audits(t, tmpl.GetId()))

	rejected, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay", DefinitionJson: def})
	require.NoError(t, err)
	_, err = b.tpl.RejectTemplate(as("ops2"), &qtgv1.RejectTemplateRequest{Id: rejected.GetTemplate().GetId(), Reason: "duplicate"})
	require.NoError(t, err)
	last := b.audits(t, rejected.GetTemplate().GetId())
	require.Equal(t, "PROPOSED->REJECTED", last[len(last)-1].Action)
	require.Equal(t, "duplicate", last[len(last)-1].Detail["reason"])

	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k-1"})
	require.NoError(t, err)
	m := c.GetMovement()
	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
	require.NoError(t, err)
	_, err = b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: m.GetId(), Reason: "wrong recipient"})
	require.NoError(t, err)
	got := b.audits(t, m.GetId())
	require.Len(t, got, 3)
	require.Equal(t, audit{Actor: "alice", EntityType: "movement", Action: "->PENDING_APPROVAL", Detail: map[string]any{
		"template_id": tmpl.GetId(), "plan_hash": m.GetPlanHash(), "idempotency_key": "k-1", "expires_at": nil, "callback_url": nil,
	}}, got[0])
	require.Equal(t, audit{Actor: "bob", EntityType: "movement", Action: "PENDING_APPROVAL->APPROVED", Detail: map[string]any{"plan_hash": m.GetPlanHash()}}, got[1])
	require.Equal(t, audit{Actor: "alice", EntityType: "movement", Action: "APPROVED->CANCELLED", Detail: map[string]any{"reason": "wrong recipient"}}, got[2])
	for _, n := range b.get(t, m.GetId()).GetNodes() {
		require.Equal(t, qtgv1.NodeState_NODE_STATE_CANCELLED, n.GetState())
		require.Equal(t, []audit{{Actor: "alice", EntityType: "node", Action: "->CANCELLED", Detail: map[string]any{"cause": "movement cancelled"}}},
			b.audits(t, n.GetId()))
	}
	require.Equal(t, "cancelled by alice: wrong recipient", b.get(t, m.GetId()).GetFailureReason())
}

// A failed node cancels its not-started siblings, each with an audit row: a child of
// the failed node never left PENDING (docs/design.md §3).
func TestAuditOfNodesAbandonedAfterAFailure(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{"outcome":"fail"}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	m := b.start(t, "pay")
	b.until(t, func() bool { return b.get(t, m.GetId()).GetState() == qtgv1.MovementState_MOVEMENT_STATE_FAILED })
	child := b.node(t, m.GetId(), "b")
	require.Equal(t, qtgv1.NodeState_NODE_STATE_CANCELLED, child.GetState())
	require.Equal(t, []audit{{Actor: "engine", EntityType: "node", Action: "PENDING->CANCELLED", Detail: map[string]any{"cause": "a node of the movement failed"}}},
		b.audits(t, child.GetId()))
}

func (b *bundle) auditString(t *testing.T, entityID, action, key string) any {
	t.Helper()
	for _, a := range b.audits(t, entityID) {
		if a.Action == action {
			return a.Detail[key]
		}
	}
	return nil
}
