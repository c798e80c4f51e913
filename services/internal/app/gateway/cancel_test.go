package gateway_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

const (
	executing = qtgv1.MovementState_MOVEMENT_STATE_EXECUTING
	cancelled = qtgv1.MovementState_MOVEMENT_STATE_CANCELLED
	failed    = qtgv1.MovementState_MOVEMENT_STATE_FAILED
	completed = qtgv1.MovementState_MOVEMENT_STATE_COMPLETED
)

// Cancelling an EXECUTING movement (docs/design.md §3 and the operator tools): nodes
// not yet started are cancelled at once (audited), nothing new starts, in-flight nodes
// finish, and the movement then ends CANCELLED, or FAILED naming the cancel when an
// in-flight node failed; with nothing in flight it ends at once.
func TestCancelExecutingMovement(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		// config of node a, which is in flight when the cancel comes (unless
		// settleFirst); b depends on a, c is independent and runs alongside a.
		config      string
		settleFirst bool
		wantState   qtgv1.MovementState
		wantReason  string
		wantNodes   map[string]qtgv1.NodeState
	}{
		{
			name: "in-flight node completes", config: `{"pending_polls":2}`, wantState: cancelled,
			wantReason: "cancelled by ops1: wrong amount",
			wantNodes: map[string]qtgv1.NodeState{"a": qtgv1.NodeState_NODE_STATE_COMPLETED, "b": qtgv1.NodeState_NODE_STATE_CANCELLED,
				"c": qtgv1.NodeState_NODE_STATE_COMPLETED},
		},
		{
			name: "in-flight node fails", config: `{"pending_polls":2,"outcome":"fail"}`, wantState: failed,
			wantReason: "cancelled by ops1: wrong amount; nodes already running when the cancel was requested failed: a: noop: configured to fail",
			wantNodes: map[string]qtgv1.NodeState{"a": qtgv1.NodeState_NODE_STATE_FAILED, "b": qtgv1.NodeState_NODE_STATE_CANCELLED,
				"c": qtgv1.NodeState_NODE_STATE_COMPLETED},
		},
		{
			name: "nothing in flight", config: `{}`, settleFirst: true, wantState: cancelled,
			wantReason: "cancelled by ops1: wrong amount",
			wantNodes: map[string]qtgv1.NodeState{"a": qtgv1.NodeState_NODE_STATE_COMPLETED, "b": qtgv1.NodeState_NODE_STATE_CANCELLED,
				"c": qtgv1.NodeState_NODE_STATE_COMPLETED},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":`+tt.config+`},
				{"key":"b","executor":"noop","config":{},"depends_on":["a"]},
				{"key":"c","executor":"noop","config":{}}]}`)
			m := b.start(t, "pay")
			b.dispatch(t) // a and c submitted
			if tt.settleFirst {
				b.until(t, func() bool {
					st := b.nodeStates(t, m.GetId())
					return st["a"] == qtgv1.NodeState_NODE_STATE_COMPLETED && st["c"] == qtgv1.NodeState_NODE_STATE_COMPLETED
				})
			}
			require.Equal(t, executing, b.get(t, m.GetId()).GetState())

			c, err := b.mov.CancelMovement(as("ops1"), &qtgv1.CancelMovementRequest{Id: m.GetId(), Reason: "wrong amount"})
			require.NoError(t, err)
			require.NotNil(t, c.GetMovement().GetCancelRequestedAt())
			require.Equal(t, "wrong amount", c.GetMovement().GetCancelReason())
			require.Equal(t, "ops1", c.GetMovement().GetCancelledBy())
			child := b.node(t, m.GetId(), "b")
			require.Equal(t, qtgv1.NodeState_NODE_STATE_CANCELLED, child.GetState(), "the not-started node is cancelled at once")
			// b waits PENDING until a completes, and READY after (docs/design.md §3).
			from := "PENDING"
			if tt.settleFirst {
				from = "READY"
			}
			require.Equal(t, []audit{{Actor: "engine", EntityType: "node", Action: from + "->CANCELLED",
				Detail: map[string]any{"cause": "movement cancel requested", "requested_by": "ops1"}}}, b.audits(t, child.GetId()))
			if tt.settleFirst {
				require.Equal(t, tt.wantState, c.GetMovement().GetState(), "nothing in flight: finished at once")
			} else {
				require.Equal(t, executing, c.GetMovement().GetState(), "a is still in flight")
				_, err = b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: m.GetId()})
				require.Equal(t, codes.FailedPrecondition, status.Code(err), "cancel already requested: %v", err)
				again, err := b.mov.CancelMovement(as("ops1"), &qtgv1.CancelMovementRequest{Id: m.GetId(), Reason: "wrong amount"})
				require.NoError(t, err, "a retried cancel by the same principal is OK")
				require.Equal(t, "ops1", again.GetMovement().GetCancelledBy())
			}

			b.until(t, func() bool { return b.get(t, m.GetId()).GetState() != executing })
			got := b.get(t, m.GetId())
			require.Equal(t, tt.wantState, got.GetState())
			require.Equal(t, tt.wantReason, got.GetFailureReason())
			require.Equal(t, tt.wantNodes, b.nodeStates(t, m.GetId()))
			require.Zero(t, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE node_id = $1::uuid`, child.GetId()), "b never ran")
			actions := b.audits(t, m.GetId())
			require.Equal(t, "CANCEL_REQUESTED", actions[len(actions)-2].Action)
			require.Equal(t, map[string]any{"reason": "wrong amount"}, actions[len(actions)-2].Detail)
			require.Equal(t, "EXECUTING->"+tt.wantState.String()[len("MOVEMENT_STATE_"):], actions[len(actions)-1].Action)
			require.Equal(t, tt.wantReason, actions[len(actions)-1].Detail["reason"])

			_, err = b.mov.CancelMovement(as("ops2"), &qtgv1.CancelMovementRequest{Id: m.GetId()})
			require.Equal(t, codes.FailedPrecondition, status.Code(err), "finished: %v", err)
			again, err := b.mov.CancelMovement(as("ops1"), &qtgv1.CancelMovementRequest{Id: m.GetId()})
			require.NoError(t, err, "a retried cancel by the same principal is OK")
			require.Equal(t, tt.wantState, again.GetMovement().GetState())
		})
	}
}

// A cancel never lets a node start: a node that becomes READY again later (recovery
// proved it was not sent) is cancelled instead of claimed.
func TestCancelledMovementStartsNothingNew(t *testing.T) {
	t.Parallel()
	b := setup(t)
	// a's first submit fails ambiguously without a side effect: UNKNOWN, then
	// recovery proves NotSent and it would run again.
	b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{"outcome":"recoverable_not_sent"}}]}`)
	m := b.start(t, "pay")
	b.dispatch(t)
	require.Equal(t, qtgv1.NodeState_NODE_STATE_UNKNOWN, b.node(t, m.GetId(), "a").GetState())
	c, err := b.mov.CancelMovement(as("alice"), &qtgv1.CancelMovementRequest{Id: m.GetId(), Reason: "stop"})
	require.NoError(t, err)
	require.Equal(t, executing, c.GetMovement().GetState(), "an UNKNOWN node is in flight")
	b.until(t, func() bool { return b.get(t, m.GetId()).GetState() != executing })
	got := b.get(t, m.GetId())
	require.Equal(t, cancelled, got.GetState())
	require.Equal(t, "cancelled by alice: stop", got.GetFailureReason())
	require.Equal(t, qtgv1.NodeState_NODE_STATE_CANCELLED, got.GetNodes()[0].GetState())
	require.Zero(t, b.scalar(t, `SELECT count(*)::int FROM noop_side_effects WHERE NOT fenced`))
	require.Equal(t, 1, b.scalar(t, `SELECT count(*)::int FROM node_intents`), "no second attempt was prepared")
}
