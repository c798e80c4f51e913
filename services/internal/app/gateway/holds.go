package gateway

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Holds through the API (proto/qtg/v1/hold.proto, docs/operations.md "Holds"): an
// operator pauses one executor, chain, lane or template at runtime; the dispatcher's
// claim leaves the matching READY nodes waiting until another operator releases it.

// maxHoldAhead bounds a hold's expected end: a hold meant to last longer is a
// configuration change, not an incident.
const maxHoldAhead = 30 * 24 * time.Hour

// holdServer implements HoldService.
type holdServer struct {
	qtgv1.UnimplementedHoldServiceServer
	*Server
}

var holdScopes = map[qtgv1.HoldScope]string{
	qtgv1.HoldScope_HOLD_SCOPE_EXECUTOR: db.HoldScopeExecutor,
	qtgv1.HoldScope_HOLD_SCOPE_CHAIN:    db.HoldScopeChain,
	qtgv1.HoldScope_HOLD_SCOPE_LANE:     db.HoldScopeLane,
	qtgv1.HoldScope_HOLD_SCOPE_TEMPLATE: db.HoldScopeTemplate,
}

func toHoldScope(scope string) qtgv1.HoldScope { return keyOf(holdScopes, scope) }

func toHold(h *db.Hold) *qtgv1.Hold {
	out := &qtgv1.Hold{
		Id: h.ID.String(), Scope: toHoldScope(h.Scope), Target: h.Target, Reason: h.Reason, PlacedBy: h.PlacedBy,
		PlacedAt: timestamppb.New(h.PlacedAt), ExpectedEndAt: timestamppb.New(h.ExpectedEndAt),
		ReleasedBy: h.ReleasedBy, ReleaseReason: h.ReleaseReason, WaitingNodes: h.WaitingNodes,
	}
	if h.ReleasedAt != nil {
		out.ReleasedAt = timestamppb.New(*h.ReleasedAt)
	}
	return out
}

func (s holdServer) PlaceHold(ctx context.Context, req *qtgv1.PlaceHoldRequest) (*qtgv1.PlaceHoldResponse, error) {
	var v violations
	scope, ok := holdScopes[req.GetScope()]
	if !ok {
		v.add("scope", "must be HOLD_SCOPE_EXECUTOR, HOLD_SCOPE_CHAIN, HOLD_SCOPE_LANE or HOLD_SCOPE_TEMPLATE")
	}
	checkLaneKey(&v, "target", req.GetTarget())
	checkReason(&v, "reason", req.GetReason())
	var end time.Time
	switch e := req.GetExpectedEndAt(); {
	case e == nil:
		v.add("expected_end_at", "is required: when the trouble is expected to end")
	case e.CheckValid() != nil:
		v.add("expected_end_at", "must be a valid timestamp")
	default:
		end = e.AsTime()
		if now := time.Now(); !end.After(now) || end.After(now.Add(maxHoldAhead)) {
			v.add("expected_end_at", fmt.Sprintf("must be in the future and at most %s ahead", maxHoldAhead))
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	h, err := s.pool.PlaceHold(ctx, db.NewHold{
		ID: id, Scope: scope, Target: req.GetTarget(), Reason: req.GetReason(), PlacedBy: principalFrom(ctx).Name, ExpectedEndAt: end,
	})
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.PlaceHoldResponse{Hold: toHold(h)}, nil
}

func (s holdServer) ReleaseHold(ctx context.Context, req *qtgv1.ReleaseHoldRequest) (*qtgv1.ReleaseHoldResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkReason(&v, "reason", req.GetReason())
	if err := v.err(); err != nil {
		return nil, err
	}
	h, err := s.pool.ReleaseHold(ctx, id, principalFrom(ctx).Name, req.GetReason())
	switch {
	case errors.Is(err, db.ErrHoldSamePrincipal):
		return nil, withReason(status.Error(codes.PermissionDenied,
			"the hold was placed by you: another operator releases it (four eyes)"), ReasonFourEyes)
	case errors.Is(err, db.ErrHoldReleased):
		return nil, withReason(status.Errorf(codes.FailedPrecondition, "hold %s is already released", id), ReasonIllegalTransition)
	case errors.Is(err, db.ErrNotFound):
		return nil, status.Errorf(codes.NotFound, "no hold %s", id)
	case err != nil:
		return nil, toStatus(ctx, s.log, err)
	}
	// The held nodes are claimable now: wake a dispatcher rather than wait for its poll.
	s.pool.Hint(ctx, notify.NodesReady)
	return &qtgv1.ReleaseHoldResponse{Hold: toHold(h)}, nil
}

func (s holdServer) ListMovementHolds(ctx context.Context, req *qtgv1.ListMovementHoldsRequest) (*qtgv1.ListMovementHoldsResponse, error) {
	var v violations
	id := checkID(&v, "movement_id", req.GetMovementId())
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, err := s.pool.Holds().OfMovement(ctx, id)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListMovementHoldsResponse{}
	for _, r := range rows {
		out.NodeHolds = append(out.NodeHolds, &qtgv1.NodeHold{NodeId: r.NodeID.String(), NodeKey: r.NodeKey, Hold: toHold(r.Hold)})
	}
	return out, nil
}

// holdPageToken is the keyset position after the last hold of a page.
type holdPageToken struct {
	PlacedAt time.Time `json:"p"`
	ID       uuid.UUID `json:"i"`
}

func (s holdServer) ListHolds(ctx context.Context, req *qtgv1.ListHoldsRequest) (*qtgv1.ListHoldsResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > maxPageSize {
		v.add("page_size", fmt.Sprintf("must be between 0 and %d", maxPageSize))
	}
	if size == 0 {
		size = 50
	}
	var page db.HoldPage
	if tok := req.GetPageToken(); tok != "" {
		var after holdPageToken
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		if err != nil || json.Unmarshal(raw, &after) != nil || after.ID == uuid.Nil {
			v.add("page_token", "is not a token this API issued")
		}
		page = db.HoldPage{PlacedAt: after.PlacedAt, ID: after.ID}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, err := s.pool.Holds().List(ctx, !req.GetIncludeReleased(), page, int(size)+1)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListHoldsResponse{}
	for i, h := range rows {
		if i == int(size) {
			last := rows[i-1]
			raw, _ := json.Marshal(holdPageToken{PlacedAt: last.PlacedAt, ID: last.ID})
			out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
			break
		}
		out.Holds = append(out.Holds, toHold(h))
	}
	return out, nil
}

// checkReason requires a reason of 1 to maxReasonLen bytes.
func checkReason(v *violations, field, reason string) {
	if reason == "" {
		v.add(field, "is required")
		return
	}
	checkText(v, field, reason, maxReasonLen)
}
