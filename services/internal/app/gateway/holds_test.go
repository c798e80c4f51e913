package gateway_test

import (
	"context"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	qtgaudit "github.com/qtgdev/qtg/services/internal/app/audit"
)

// HoldService (docs/operations.md, "Holds"): one operator places a hold, at once and
// audited; it keeps the matching nodes waiting and is listed with them; the operator
// who placed it cannot release it, another can (audited); the audit chain verifies.
func TestHoldIsPlacedByOneOperatorAndReleasedByAnother(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	b.template(t, "held-rail", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)

	end := timestamppb.New(time.Now().Add(time.Hour))
	placed, err := b.holds.PlaceHold(as("ops1"), &qtgv1.PlaceHoldRequest{
		Scope: qtgv1.HoldScope_HOLD_SCOPE_TEMPLATE, Target: "held-rail", Reason: "venue maintenance", ExpectedEndAt: end})
	require.NoError(t, err)
	h := placed.GetHold()
	require.Equal(t, "ops1", h.GetPlacedBy())
	require.Nil(t, h.GetReleasedAt())

	m := b.start(t, "held-rail")
	b.dispatch(t)
	require.Equal(t, qtgv1.NodeState_NODE_STATE_READY, b.get(t, m.GetId()).GetNodes()[0].GetState(), "a held node waits READY")

	held, err := b.holds.ListMovementHolds(as("alice"), &qtgv1.ListMovementHoldsRequest{MovementId: m.GetId()})
	require.NoError(t, err)
	require.Len(t, held.GetNodeHolds(), 1)
	require.Equal(t, "a", held.GetNodeHolds()[0].GetNodeKey())
	require.Equal(t, h.GetId(), held.GetNodeHolds()[0].GetHold().GetId())

	list, err := b.holds.ListHolds(as("vic"), &qtgv1.ListHoldsRequest{})
	require.NoError(t, err)
	require.Len(t, list.GetHolds(), 1)
	require.Equal(t, h.GetId(), list.GetHolds()[0].GetId())
	require.EqualValues(t, 1, list.GetHolds()[0].GetWaitingNodes())
	require.Equal(t, "venue maintenance", list.GetHolds()[0].GetReason())

	_, err = b.holds.ReleaseHold(as("ops1"), &qtgv1.ReleaseHoldRequest{Id: h.GetId(), Reason: "venue back"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "%v", err)
	require.Equal(t, "FOUR_EYES", reasonOf(err))
	_, err = b.holds.ReleaseHold(as("vic"), &qtgv1.ReleaseHoldRequest{Id: h.GetId(), Reason: "venue back"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "viewers do not release")

	released, err := b.holds.ReleaseHold(as("ops2"), &qtgv1.ReleaseHoldRequest{Id: h.GetId(), Reason: "venue back"})
	require.NoError(t, err)
	require.Equal(t, "ops2", released.GetHold().GetReleasedBy())
	require.NotNil(t, released.GetHold().GetReleasedAt())
	_, err = b.holds.ReleaseHold(as("ops1"), &qtgv1.ReleaseHoldRequest{Id: h.GetId(), Reason: "again"})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)

	active, err := b.holds.ListHolds(as("ops1"), &qtgv1.ListHoldsRequest{})
	require.NoError(t, err)
	require.Empty(t, active.GetHolds())
	all, err := b.holds.ListHolds(as("ops1"), &qtgv1.ListHoldsRequest{IncludeReleased: true})
	require.NoError(t, err)
	require.Len(t, all.GetHolds(), 1)
	b.until(t, func() bool { return b.get(t, m.GetId()).GetState() == qtgv1.MovementState_MOVEMENT_STATE_COMPLETED })

	var placedBy, releasedBy string
	require.NoError(t, b.admin.QueryRow(ctx, `SELECT
		(SELECT actor FROM audit_outbox_events WHERE entity_type = 'hold' AND entity_id = $1 AND action = 'HOLD_PLACED'),
		(SELECT actor FROM audit_outbox_events WHERE entity_type = 'hold' AND entity_id = $1 AND action = 'HOLD_RELEASED')`,
		h.GetId()).Scan(&placedBy, &releasedBy))
	require.Equal(t, "ops1", placedBy)
	require.Equal(t, "ops2", releasedBy)
	// The admin pool stands in for the promoter's login here.
	p, err := qtgaudit.NewPromoter(qtgaudit.PromoterConfig{Pool: db.Wrap(b.admin), Logger: zerolog.Nop()})
	require.NoError(t, err)
	_, err = p.Batch(ctx)
	require.NoError(t, err)
	verified, err := b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{Full: true})
	require.NoError(t, err)
	require.True(t, verified.GetOk())
}

// PlaceHold names every bad field, and only operators place holds.
func TestPlaceHoldValidatesEveryField(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := b.holds.PlaceHold(as("ops1"), &qtgv1.PlaceHoldRequest{Target: "has space",
		ExpectedEndAt: timestamppb.New(time.Now().Add(-time.Minute))})
	require.Equal(t, codes.InvalidArgument, status.Code(err))
	var fields []string
	for _, d := range status.Convert(err).Details() {
		if br, ok := d.(*errdetails.BadRequest); ok {
			for _, v := range br.GetFieldViolations() {
				fields = append(fields, v.GetField())
			}
		}
	}
	require.ElementsMatch(t, []string{"scope", "target", "reason", "expected_end_at"}, fields)
	_, err = b.holds.PlaceHold(as("alice"), &qtgv1.PlaceHoldRequest{Scope: qtgv1.HoldScope_HOLD_SCOPE_EXECUTOR, Target: "noop",
		Reason: "r", ExpectedEndAt: timestamppb.New(time.Now().Add(time.Hour))})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "creators do not place holds")
}

// reasonOf returns the ErrorInfo reason of a gRPC error ("" without one).
func reasonOf(err error) string {
	for _, d := range status.Convert(err).Details() {
		if info, ok := d.(*errdetails.ErrorInfo); ok {
			return info.GetReason()
		}
	}
	return ""
}
