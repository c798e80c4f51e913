package gateway

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
)

// Lanes through the API: pacing baselines are data (observation_lanes),
// and operators change them with OpsService.SetLane or `qtgctl lanes set`, not SQL.
// Every change is audited with the old and new values; expected_updated_at makes it
// a compare-and-set, so two operators editing one lane cannot silently overwrite
// each other.

// laneKeyRE bounds a lane key: printable ASCII without spaces, as executors build
// them ("cctp_transfer:dev-1:fast", "evm:31337:0xabc…").
var laneKeyRE = regexp.MustCompile(`^[\x21-\x7e]{1,200}$`)

// maxLaneSeconds bounds every lane value: a week is more than any bridge waits.
const maxLaneSeconds = 7 * 24 * 3600

func toLane(l *db.ObservationLane) *qtgv1.Lane {
	return &qtgv1.Lane{
		LaneKey: l.Lane, BaselineSeconds: l.Baseline.Seconds(), FatalAfterSeconds: l.FatalAfter.Seconds(),
		PreBaselinePollSeconds: l.PrePoll.Seconds(), AtBaselinePollSeconds: l.AtPoll.Seconds(),
		OverBaselinePollSeconds: l.OverPoll.Seconds(), UpdatedAt: timestamppb.New(l.UpdatedAt),
	}
}

func (s opsServer) ListLanes(ctx context.Context, req *qtgv1.ListLanesRequest) (*qtgv1.ListLanesResponse, error) {
	var v violations
	checkText(&v, "prefix", req.GetPrefix(), 200)
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, err := s.pool.Lanes().List(ctx, req.GetPrefix())
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListLanesResponse{}
	for _, l := range rows {
		out.Lanes = append(out.Lanes, toLane(l))
	}
	return out, nil
}

func (s opsServer) GetLane(ctx context.Context, req *qtgv1.GetLaneRequest) (*qtgv1.GetLaneResponse, error) {
	var v violations
	checkLaneKey(&v, "lane_key", req.GetLaneKey())
	if err := v.err(); err != nil {
		return nil, err
	}
	l, err := s.pool.Lanes().Get(ctx, req.GetLaneKey())
	if errors.Is(err, db.ErrNotFound) {
		return nil, status.Errorf(codes.NotFound, "lane %q has no baselines row: the executor's defaults apply", req.GetLaneKey())
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.GetLaneResponse{Lane: toLane(l)}, nil
}

func (s opsServer) SetLane(ctx context.Context, req *qtgv1.SetLaneRequest) (*qtgv1.SetLaneResponse, error) {
	var v violations
	l := req.GetLane()
	if l == nil {
		v.add("lane", "is required")
		return nil, v.err()
	}
	checkLaneKey(&v, "lane.lane_key", l.GetLaneKey())
	for _, f := range []struct {
		field string
		val   float64
	}{
		{"lane.baseline_seconds", l.GetBaselineSeconds()},
		{"lane.fatal_after_seconds", l.GetFatalAfterSeconds()},
		{"lane.pre_baseline_poll_seconds", l.GetPreBaselinePollSeconds()},
		{"lane.at_baseline_poll_seconds", l.GetAtBaselinePollSeconds()},
		{"lane.over_baseline_poll_seconds", l.GetOverBaselinePollSeconds()},
	} {
		if math.IsNaN(f.val) || f.val <= 0 || f.val > maxLaneSeconds {
			v.add(f.field, fmt.Sprintf("must be more than 0 and at most %d seconds", maxLaneSeconds))
		}
	}
	if l.GetFatalAfterSeconds() <= l.GetBaselineSeconds() {
		v.add("lane.fatal_after_seconds", "must be more than baseline_seconds")
	}
	for _, f := range []struct {
		field string
		val   float64
	}{
		{"lane.pre_baseline_poll_seconds", l.GetPreBaselinePollSeconds()},
		{"lane.at_baseline_poll_seconds", l.GetAtBaselinePollSeconds()},
		{"lane.over_baseline_poll_seconds", l.GetOverBaselinePollSeconds()},
	} {
		if f.val > l.GetFatalAfterSeconds() {
			v.add(f.field, "must not be more than fatal_after_seconds")
		}
	}
	var expected *time.Time
	if e := req.GetExpectedUpdatedAt(); e != nil {
		if err := e.CheckValid(); err != nil {
			v.add("expected_updated_at", "must be a valid timestamp")
		}
		t := e.AsTime()
		expected = &t
	}
	checkText(&v, "reason", req.GetReason(), maxReasonLen)
	if err := v.err(); err != nil {
		return nil, err
	}
	sec := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	change, err := s.pool.SetLane(ctx, db.ObservationLane{
		Lane: l.GetLaneKey(), Baseline: sec(l.GetBaselineSeconds()), FatalAfter: sec(l.GetFatalAfterSeconds()),
		PrePoll: sec(l.GetPreBaselinePollSeconds()), AtPoll: sec(l.GetAtBaselinePollSeconds()), OverPoll: sec(l.GetOverBaselinePollSeconds()),
	}, expected, principalFrom(ctx).Name, req.GetReason())
	if errors.Is(err, db.ErrLaneChanged) {
		return nil, status.Errorf(codes.FailedPrecondition, "lane %q changed since it was read (expected_updated_at): read it again", l.GetLaneKey())
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.SetLaneResponse{Lane: toLane(change.New), Created: change.Old == nil}, nil
}

func checkLaneKey(v *violations, field, key string) {
	if !laneKeyRE.MatchString(key) {
		v.add(field, "must be 1-200 printable characters without spaces")
	}
}
