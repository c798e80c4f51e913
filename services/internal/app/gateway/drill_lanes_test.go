package gateway_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// beat writes a heartbeat for worker as the worker loop would, last ticking ago.
func (b *bundle) beat(t *testing.T, worker, status string, ago time.Duration) {
	t.Helper()
	_, err := b.admin.Exec(context.Background(), `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status,
		last_tick_at, expected_interval_seconds) VALUES ($1, $2, 'core', $3, now() - make_interval(secs => $4), 1)`,
		worker, uuid.NewString(), status, ago.Seconds())
	require.NoError(t, err)
}

// StartDrill is refused with FAILED_PRECONDITION, and writes nothing, unless
// dispatcher, observer and recovery each have a live, fresh heartbeat (a gated one is
// not); the gate names what is missing. With the gate on, the drill's movement waits for a second
// principal's approval like any other. Only drill- templates, only creators.
func TestStartDrillNeedsOperatorGate(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "drill-noop", `{"nodes":[{"key":"a","executor":"noop","config":{"amount":"${amount}","to":"${to}"}}]}`)
	b.template(t, "not-a-drill", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	start := func(name, key string) (*qtgv1.StartDrillResponse, error) {
		return b.ops.StartDrill(as("alice"), &qtgv1.StartDrillRequest{Drill: name, IdempotencyKey: key,
			ParamsJson: `{"amount":"1000","to":"` + drillSigner + `"}`})
	}
	refused := func(key string, missing ...string) {
		t.Helper()
		_, err := start("noop", key)
		require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
		for _, m := range missing {
			require.Contains(t, status.Convert(err).Message(), m)
		}
		gate, err := b.ops.GetOperatorGate(as("vic"), &qtgv1.GetOperatorGateRequest{})
		require.NoError(t, err)
		require.False(t, gate.GetOpen())
		require.Len(t, gate.GetMissing(), len(missing))
		var n int
		require.NoError(t, b.admin.QueryRow(context.Background(), `SELECT count(*)::int FROM movements`).Scan(&n))
		require.Zero(t, n, "a refused drill writes nothing")
	}

	refused("k1", "dispatcher: no heartbeat ever", "observer: no heartbeat ever", "recovery: no heartbeat ever")
	b.beat(t, "dispatcher", "live", 0)
	b.beat(t, "observer", "backoff", 0) // erring, but alive
	b.beat(t, "recovery", "live", time.Minute)
	refused("k2", "recovery: stalled")
	b.beat(t, "recovery", "stopped", 0)
	refused("k3", "recovery: stalled") // a stopped instance does not open the gate
	b.beat(t, "recovery", "gated", 0)
	refused("k3", "recovery: gated, MG_WORKERS_ENABLED is not true") // ticking under the gate, running nothing
	b.beat(t, "recovery", "live", 0)

	gate, err := b.ops.GetOperatorGate(as("alice"), &qtgv1.GetOperatorGateRequest{})
	require.NoError(t, err)
	require.True(t, gate.GetOpen(), "%v", gate.GetMissing())
	for _, w := range gate.GetWorkers() {
		require.Positive(t, w.GetLiveInstances(), w.GetName())
	}

	_, err = b.ops.StartDrill(as("ops1"), &qtgv1.StartDrillRequest{Drill: "noop", IdempotencyKey: "k4"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "operators do not start drills: creators do")
	_, err = start("../not-a-drill", "k4")
	require.Equal(t, codes.InvalidArgument, status.Code(err))
	_, err = start("missing", "k4")
	require.Equal(t, codes.NotFound, status.Code(err), "%v", err)

	res, err := start("noop", "k4")
	require.NoError(t, err)
	require.True(t, res.GetCreated())
	require.True(t, res.GetGate().GetOpen())
	m := res.GetMovement()
	require.Equal(t, "drill-noop", m.GetTemplateName())
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, m.GetState())
	require.Len(t, m.GetNodes(), 1)
	again, err := start("noop", "k4")
	require.NoError(t, err)
	require.False(t, again.GetCreated())
	require.Equal(t, m.GetId(), again.GetMovement().GetId())

	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_APPROVED, b.get(t, m.GetId()).GetState())
}

// What a drill may move is the server's rule, judged on the compiled plan: every node's
// amount within the gateway's drill limit and its recipient one of the configured
// signers. A creator's token alone cannot start a large transfer, or one to an outside
// address, as a drill; a refused drill writes nothing.
func TestDrillLimitsAreEnforcedByTheServer(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "drill-pay", `{"nodes":[{"key":"a","executor":"noop","config":{"amount":"${amount}","to":"${to}"}}]}`)
	b.template(t, "drill-two", `{"nodes":[{"key":"a","executor":"noop","config":{"amount":"10","to":"`+drillSigner+`"}},
		{"key":"b","executor":"noop","config":{"amount":"${amount}","to":"${to}"},"depends_on":["a"]}]}`)
	b.template(t, "drill-bare", `{"nodes":[{"key":"a","executor":"noop","config":{"to":"`+drillSigner+`"}}]}`)
	for _, w := range []string{"dispatcher", "observer", "recovery"} {
		b.beat(t, w, "live", 0)
	}
	tests := []struct {
		name, drill, params, refusal string
	}{
		{"within the limit", "pay", `{"amount":"1000000","to":"0x` + strings.ToUpper(drillSigner[2:]) + `"}`, ""},
		{"above the limit", "pay", `{"amount":"1000001","to":"` + drillSigner + `"}`, "above the drill limit"},
		{"to an outside address", "pay", `{"amount":"1","to":"0x2222222222222222222222222222222222222222"}`, "not one of the configured signers"},
		{"a later node above the limit", "two", `{"amount":"5000000","to":"` + drillSigner + `"}`, "above the drill limit"},
		{"a later node to an outside address", "two", `{"amount":"1","to":"0x2222222222222222222222222222222222222222"}`, "not one of the configured signers"},
		{"a fractional amount", "pay", `{"amount":"0.5","to":"` + drillSigner + `"}`, "positive whole amount"},
		{"no amount", "bare", `{}`, "positive whole amount"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := b.ops.StartDrill(as("alice"), &qtgv1.StartDrillRequest{Drill: tt.drill, ParamsJson: tt.params, IdempotencyKey: fmt.Sprint("limit-", i)})
			if tt.refusal == "" {
				require.NoError(t, err)
				require.True(t, res.GetCreated())
				return
			}
			require.Equal(t, codes.InvalidArgument, status.Code(err), "%v", err)
			require.Contains(t, status.Convert(err).Message(), tt.refusal)
		})
	}
	var n int
	require.NoError(t, b.admin.QueryRow(context.Background(), `SELECT count(*)::int FROM movements`).Scan(&n))
	require.Equal(t, 1, n, "only the drill within the limits was written")
}

// Lanes are editable through OpsService: listed and read by viewers, set by operators
// only, validated with every bad field named, audited as LANE_SET with the old and
// new values, compare-and-set on expected_updated_at.
func TestLanesEditable(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const key = "cctp_transfer:dev-2:standard"

	list, err := b.ops.ListLanes(as("vic"), &qtgv1.ListLanesRequest{Prefix: "cctp_transfer:dev-2:"})
	require.NoError(t, err)
	require.Len(t, list.GetLanes(), 2)
	got, err := b.ops.GetLane(as("vic"), &qtgv1.GetLaneRequest{LaneKey: key})
	require.NoError(t, err)
	old := got.GetLane()
	require.InDelta(t, 4.0, old.GetBaselineSeconds(), 1e-9)
	_, err = b.ops.GetLane(as("vic"), &qtgv1.GetLaneRequest{LaneKey: "no-such-lane"})
	require.Equal(t, codes.NotFound, status.Code(err))

	lane := &qtgv1.Lane{LaneKey: key, BaselineSeconds: 6, FatalAfterSeconds: 900, PreBaselinePollSeconds: 1,
		AtBaselinePollSeconds: 0.5, OverBaselinePollSeconds: 2}
	_, err = b.ops.SetLane(as("vic"), &qtgv1.SetLaneRequest{Lane: lane})
	require.Equal(t, codes.PermissionDenied, status.Code(err))
	_, err = b.ops.SetLane(as("alice"), &qtgv1.SetLaneRequest{Lane: lane})
	require.Equal(t, codes.PermissionDenied, status.Code(err))

	tests := []struct {
		name   string
		lane   *qtgv1.Lane
		fields []string
	}{
		{"no lane", nil, []string{"lane"}},
		{"bad key and zero values", &qtgv1.Lane{LaneKey: "has space"},
			[]string{"lane.lane_key", "lane.baseline_seconds", "lane.fatal_after_seconds", "lane.pre_baseline_poll_seconds",
				"lane.at_baseline_poll_seconds", "lane.over_baseline_poll_seconds"}},
		{"fatal before baseline", &qtgv1.Lane{LaneKey: key, BaselineSeconds: 60, FatalAfterSeconds: 30, PreBaselinePollSeconds: 1,
			AtBaselinePollSeconds: 1, OverBaselinePollSeconds: 1}, []string{"lane.fatal_after_seconds"}},
		{"poll longer than fatal", &qtgv1.Lane{LaneKey: key, BaselineSeconds: 1, FatalAfterSeconds: 10, PreBaselinePollSeconds: 1,
			AtBaselinePollSeconds: 1, OverBaselinePollSeconds: 20}, []string{"lane.over_baseline_poll_seconds"}},
		{"more than a week", &qtgv1.Lane{LaneKey: key, BaselineSeconds: 1, FatalAfterSeconds: 1e9, PreBaselinePollSeconds: 1,
			AtBaselinePollSeconds: 1, OverBaselinePollSeconds: 1}, []string{"lane.fatal_after_seconds"}},
	}
	for _, tt := range tests {
		_, err := b.ops.SetLane(as("ops1"), &qtgv1.SetLaneRequest{Lane: tt.lane})
		require.Equal(t, codes.InvalidArgument, status.Code(err), tt.name)
		var fields []string
		for _, d := range status.Convert(err).Details() {
			if br, ok := d.(*errdetails.BadRequest); ok {
				for _, v := range br.GetFieldViolations() {
					fields = append(fields, v.GetField())
				}
			}
		}
		for _, f := range tt.fields {
			require.Contains(t, fields, f, tt.name)
		}
	}

	set, err := b.ops.SetLane(as("ops1"), &qtgv1.SetLaneRequest{Lane: lane, ExpectedUpdatedAt: old.GetUpdatedAt(), Reason: "slower blocks"})
	require.NoError(t, err)
	require.False(t, set.GetCreated())
	require.InDelta(t, 6.0, set.GetLane().GetBaselineSeconds(), 1e-9)
	require.True(t, set.GetLane().GetUpdatedAt().AsTime().After(old.GetUpdatedAt().AsTime()))
	var n int
	require.NoError(t, b.admin.QueryRow(context.Background(), `SELECT count(*)::int FROM audit_outbox_events WHERE action = 'LANE_SET'
		AND entity_type = 'lane' AND entity_id = $1 AND actor = 'ops1' AND detail->>'reason' = 'slower blocks'
		AND (detail->'old'->>'baseline_seconds')::float = 4 AND (detail->'new'->>'baseline_seconds')::float = 6
		AND (detail->'new'->>'at_baseline_poll_seconds')::float = 0.5`, key).Scan(&n))
	require.Equal(t, 1, n)

	// Stale compare-and-set: refused, nothing written.
	lane.BaselineSeconds = 7
	_, err = b.ops.SetLane(as("ops2"), &qtgv1.SetLaneRequest{Lane: lane, ExpectedUpdatedAt: old.GetUpdatedAt()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	// A compare-and-set on a lane that does not exist is stale too.
	_, err = b.ops.SetLane(as("ops2"), &qtgv1.SetLaneRequest{Lane: &qtgv1.Lane{LaneKey: "new-lane", BaselineSeconds: 1, FatalAfterSeconds: 2,
		PreBaselinePollSeconds: 1, AtBaselinePollSeconds: 1, OverBaselinePollSeconds: 1}, ExpectedUpdatedAt: timestamppb.Now()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	got, err = b.ops.GetLane(as("ops2"), &qtgv1.GetLaneRequest{LaneKey: key})
	require.NoError(t, err)
	require.InDelta(t, 6.0, got.GetLane().GetBaselineSeconds(), 1e-9)
	require.NoError(t, b.admin.QueryRow(context.Background(), `SELECT count(*)::int FROM audit_outbox_events WHERE action = 'LANE_SET'`).Scan(&n))
	require.Equal(t, 1, n)

	// With the current updated_at it applies; a new lane is created.
	_, err = b.ops.SetLane(as("ops2"), &qtgv1.SetLaneRequest{Lane: lane, ExpectedUpdatedAt: got.GetLane().GetUpdatedAt()})
	require.NoError(t, err)
	created, err := b.ops.SetLane(as("ops2"), &qtgv1.SetLaneRequest{Lane: &qtgv1.Lane{LaneKey: "new-lane", BaselineSeconds: 1, FatalAfterSeconds: 2,
		PreBaselinePollSeconds: 1, AtBaselinePollSeconds: 1, OverBaselinePollSeconds: 1}})
	require.NoError(t, err)
	require.True(t, created.GetCreated())
}
