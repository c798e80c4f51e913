package gateway_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

const (
	sent    = qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT
	notSent = qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_NOT_SENT
	vFailed = qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED
	unknown = qtgv1.NodeState_NODE_STATE_UNKNOWN
)

// unknownNode starts a one- or two-node movement whose node a ends UNKNOWN after its
// first dispatch (recovery is not run, so it stays there) and returns the movement.
func (b *bundle) unknownNode(t *testing.T, config string, withChild bool) *qtgv1.Movement {
	t.Helper()
	def := `{"nodes":[{"key":"a","executor":"noop","config":` + config + `}]}`
	if withChild {
		def = `{"nodes":[{"key":"a","executor":"noop","config":` + config + `},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`
	}
	b.template(t, "pay", def)
	m := b.start(t, "pay")
	b.dispatch(t)
	require.Equal(t, unknown, b.node(t, m.GetId(), "a").GetState())
	return m
}

func (b *bundle) propose(t *testing.T, who string, n *qtgv1.Node, kind qtgv1.NodeVerdictKind, externalID string) (*qtgv1.NodeVerdict, error) {
	t.Helper()
	r, err := b.ops.ProposeNodeVerdict(as(who), &qtgv1.ProposeNodeVerdictRequest{
		NodeId: n.GetId(), Attempt: n.GetAttempt(), Verdict: kind, ExternalId: externalID, Reason: "checked the venue by hand",
	})
	return r.GetVerdict(), err
}

func (b *bundle) approveVerdict(who, id string) (*qtgv1.NodeVerdict, error) {
	r, err := b.ops.ApproveNodeVerdict(as(who), &qtgv1.ApproveNodeVerdictRequest{Id: id})
	return r.GetVerdict(), err
}

// A 'sent' verdict needs four eyes; applied, the observer takes the node back with
// a fresh fatal clock and follows it to the end. Everything is audited.
func TestManualVerdictSent(t *testing.T) {
	t.Parallel()
	b := setup(t)
	m := b.unknownNode(t, `{"unknown_on_submit":true}`, false)
	a := b.node(t, m.GetId(), "a")
	intent := a.GetIntents()[0]

	_, err := b.propose(t, "vic", a, sent, intent.GetExternalId())
	require.Equal(t, codes.PermissionDenied, status.Code(err), "a viewer cannot propose: %v", err)
	_, err = b.propose(t, "ops1", a, sent, "")
	require.Equal(t, codes.InvalidArgument, status.Code(err), "sent needs evidence: %v", err)
	v, err := b.propose(t, "ops1", a, sent, intent.GetExternalId())
	require.NoError(t, err)
	require.Equal(t, qtgv1.NodeVerdictState_NODE_VERDICT_STATE_PROPOSED, v.GetState())
	require.Equal(t, unknown, b.node(t, m.GetId(), "a").GetState(), "a proposal changes nothing")
	_, err = b.propose(t, "ops2", a, vFailed, "")
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "one open proposal per node: %v", err)
	list, err := b.ops.ListNodeVerdicts(as("vic"), &qtgv1.ListNodeVerdictsRequest{})
	require.NoError(t, err)
	require.Len(t, list.GetVerdicts(), 1)
	require.Equal(t, "a", list.GetVerdicts()[0].GetNodeKey())

	_, err = b.approveVerdict("ops1", v.GetId())
	require.Equal(t, codes.PermissionDenied, status.Code(err), "the proposer cannot approve: %v", err)
	require.Equal(t, unknown, b.node(t, m.GetId(), "a").GetState())

	// An UNKNOWN node whose observation passed its fatal deadline keeps its old clock:
	// move it far into the past to see it restart.
	_, err = b.admin.Exec(t.Context(), `UPDATE movement_nodes SET observe_started_at = now() - interval '1 day' WHERE id = $1::uuid`, a.GetId())
	require.NoError(t, err)
	applied, err := b.approveVerdict("ops2", v.GetId())
	require.NoError(t, err)
	require.Equal(t, qtgv1.NodeVerdictState_NODE_VERDICT_STATE_APPLIED, applied.GetState())
	require.Equal(t, "ops2", applied.GetDecidedBy())
	require.Equal(t, qtgv1.NodeState_NODE_STATE_SUBMITTED, applied.GetNodeState())
	require.Equal(t, 1, b.scalar(t, `SELECT count(*)::int FROM movement_nodes WHERE id = $1::uuid AND observe_started_at >= now() - interval '1 minute'
		AND next_observe_at <= now()`, a.GetId()), "observation restarts now, with a fresh fatal clock")
	_, err = b.approveVerdict("ops2", v.GetId())
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "applied once: %v", err)

	b.observe(t)
	require.Equal(t, completed, b.get(t, m.GetId()).GetState())
	require.Equal(t, 1, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE NOT fenced`))
	var actions []string
	for _, x := range b.audits(t, a.GetId()) {
		actions = append(actions, x.Action)
	}
	require.Subset(t, actions, []string{"VERDICT_PROPOSED", "VERDICT_APPLIED", "UNKNOWN->SUBMITTED", "->COMPLETED"})
}

// An approved 'not_sent' or 'failed' on a node with a side effect is not applied by
// the approval: recovery applies it once the executor proves the attempt can no longer
// land (the noop fences its attempt), and refuses it when the evidence shows the
// attempt landed. 'not_sent' then runs the node again; 'failed' fails it and settles
// the movement.
func TestManualVerdictNotSentOrFailedNeedsRecoverysProof(t *testing.T) {
	t.Parallel()
	approved := qtgv1.NodeVerdictState_NODE_VERDICT_STATE_APPROVED
	t.Run("not_sent", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m := b.unknownNode(t, `{"outcome":"recoverable_not_sent"}`, false)
		a := b.node(t, m.GetId(), "a")
		v, err := b.propose(t, "ops1", a, notSent, "")
		require.NoError(t, err)
		got, err := b.approveVerdict("ops2", v.GetId())
		require.NoError(t, err)
		require.Equal(t, approved, got.GetState())
		require.Equal(t, unknown, got.GetNodeState(), "the approval alone moves nothing")
		b.recover(t)
		now := b.node(t, m.GetId(), "a")
		require.Equal(t, qtgv1.NodeState_NODE_STATE_READY, now.GetState())
		require.Equal(t, "ABANDONED", now.GetIntents()[0].GetState())
		list, err := b.ops.ListNodeVerdicts(as("ops1"), &qtgv1.ListNodeVerdictsRequest{MovementId: m.GetId()})
		require.NoError(t, err)
		require.Equal(t, qtgv1.NodeVerdictState_NODE_VERDICT_STATE_APPLIED, list.GetVerdicts()[0].GetState())
		require.Contains(t, list.GetVerdicts()[0].GetProof(), "fenced")
		require.NotEmpty(t, list.GetVerdicts()[0].GetResolvedBy())
		b.until(t, func() bool { return b.get(t, m.GetId()).GetState() == completed })
		require.Equal(t, 1, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE NOT fenced`))
	})
	t.Run("failed", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m := b.unknownNode(t, `{"outcome":"recoverable_not_sent"}`, true)
		a := b.node(t, m.GetId(), "a")
		v, err := b.propose(t, "ops1", a, vFailed, "")
		require.NoError(t, err)
		got, err := b.approveVerdict("ops2", v.GetId())
		require.NoError(t, err)
		require.Equal(t, approved, got.GetState())
		b.recover(t)
		m = b.get(t, m.GetId())
		require.Equal(t, failed, m.GetState())
		require.Contains(t, m.GetFailureReason(), "manual verdict failed (proposed by ops1, approved by ops2): checked the venue by hand")
		require.Equal(t, map[string]qtgv1.NodeState{"a": qtgv1.NodeState_NODE_STATE_FAILED, "b": qtgv1.NodeState_NODE_STATE_CANCELLED},
			b.nodeStates(t, m.GetId()))
		require.Zero(t, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE NOT fenced`))
	})
	t.Run("failed, but the attempt landed", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		// unknown_on_submit: the side effect happened, then the answer was lost.
		m := b.unknownNode(t, `{"unknown_on_submit":true}`, false)
		a := b.node(t, m.GetId(), "a")
		v, err := b.propose(t, "ops1", a, vFailed, "")
		require.NoError(t, err)
		_, err = b.approveVerdict("ops2", v.GetId())
		require.NoError(t, err)
		b.recover(t)
		require.Equal(t, completed, b.get(t, m.GetId()).GetState(), "the evidence wins over the operators")
		list, err := b.ops.ListNodeVerdicts(as("ops1"), &qtgv1.ListNodeVerdictsRequest{MovementId: m.GetId()})
		require.NoError(t, err)
		require.Equal(t, qtgv1.NodeVerdictState_NODE_VERDICT_STATE_REFUSED, list.GetVerdicts()[0].GetState())
		require.Contains(t, list.GetVerdicts()[0].GetProof(), "completed")
		var actions []string
		for _, x := range b.audits(t, a.GetId()) {
			actions = append(actions, x.Action)
		}
		require.Subset(t, actions, []string{"VERDICT_PROPOSED", "VERDICT_APPROVED", "VERDICT_REFUSED", "->COMPLETED"})
	})
	t.Run("not_sent on a cancelled movement", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m := b.unknownNode(t, `{"outcome":"recoverable_not_sent"}`, false)
		_, err := b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: m.GetId(), Reason: "stop"})
		require.NoError(t, err)
		v, err := b.propose(t, "ops1", b.node(t, m.GetId(), "a"), notSent, "")
		require.NoError(t, err)
		_, err = b.approveVerdict("ops2", v.GetId())
		require.NoError(t, err)
		b.recover(t)
		require.Equal(t, cancelled, b.get(t, m.GetId()).GetState(), "the node is not run again: the movement ends")
		b.dispatch(t)
		require.Zero(t, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE NOT fenced`))
	})
}

// A proposal is about one attempt: when the evidence decides the node first (recovery
// proved the attempt was not sent, and the next attempt went UNKNOWN again), recovery
// closes the proposal as stale, approving it fails and changes nothing, and a new
// proposal for the current attempt is made.
func TestManualVerdictStaleAttempt(t *testing.T) {
	t.Parallel()
	b := setup(t)
	m := b.unknownNode(t, `{"outcome":"recoverable_not_sent","not_sent_tries":2}`, false)
	first := b.node(t, m.GetId(), "a")
	require.Equal(t, int32(1), first.GetAttempt())
	stale, err := b.propose(t, "ops1", first, notSent, "")
	require.NoError(t, err)

	// Recovery proves attempt 1 was not sent; attempt 2 goes UNKNOWN again.
	b.recover(t)
	require.Eventually(t, func() bool {
		b.dispatch(t)
		n := b.node(t, m.GetId(), "a")
		return n.GetState() == unknown && n.GetAttempt() == 2
	}, 10*time.Second, time.Millisecond)
	auditsBefore := len(b.audits(t, first.GetId()))

	_, err = b.approveVerdict("ops2", stale.GetId())
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	require.Contains(t, status.Convert(err).Message(), "is REJECTED")
	now := b.node(t, m.GetId(), "a")
	require.Equal(t, unknown, now.GetState())
	require.Equal(t, int32(2), now.GetAttempt())
	require.Len(t, b.audits(t, first.GetId()), auditsBefore, "nothing changed, nothing audited")
	list, err := b.ops.ListNodeVerdicts(as("ops1"), &qtgv1.ListNodeVerdictsRequest{MovementId: m.GetId()})
	require.NoError(t, err)
	require.Len(t, list.GetVerdicts(), 1)
	require.Equal(t, qtgv1.NodeVerdictState_NODE_VERDICT_STATE_REJECTED, list.GetVerdicts()[0].GetState())
	require.Contains(t, list.GetVerdicts()[0].GetDecisionReason(), "stale")
	require.Equal(t, int32(2), list.GetVerdicts()[0].GetNodeAttempt(), "the list shows the node moved on")

	_, err = b.propose(t, "ops2", first, notSent, "")
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "attempt 1 is over: %v", err)
	fresh, err := b.propose(t, "ops2", now, notSent, "")
	require.NoError(t, err)

	_, err = b.approveVerdict("ops1", fresh.GetId())
	require.NoError(t, err)
	b.until(t, func() bool { return b.get(t, m.GetId()).GetState() == completed })
	require.Equal(t, 1, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE NOT fenced`))

	r, err := b.ops.RejectNodeVerdict(as("ops1"), &qtgv1.RejectNodeVerdictRequest{Id: fresh.GetId(), Reason: "late"})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "applied verdicts cannot be rejected: %v", err)
	require.Nil(t, r)
}
