package gateway

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
)

type movementServer struct {
	qtgv1.UnimplementedMovementServiceServer
	*Server
}

func (s movementServer) CreateMovement(ctx context.Context, req *qtgv1.CreateMovementRequest) (*qtgv1.CreateMovementResponse, error) {
	var v violations
	checkTemplateName(&v, "template_name", req.GetTemplateName())
	if req.GetTemplateVersion() < 0 {
		v.add("template_version", "must be 0 (newest active) or a version number")
	}
	params := checkParams(&v, "params_json", req.GetParamsJson())
	checkIdempotencyKey(&v, "idempotency_key", req.GetIdempotencyKey())
	checkCallbackURL(&v, "callback_url", req.GetCallbackUrl(), s.allowPrivateCallbacks)
	expires := checkFutureTime(&v, "expires_at", req.GetExpiresAt(), maxExpiresIn)
	if err := v.err(); err != nil {
		return nil, err
	}
	p := principalFrom(ctx)
	tp, ts := traceContext(ctx)
	r, created, err := s.svc.Create(ctx, movement.CreateInput{
		TemplateName: req.GetTemplateName(), TemplateVersion: req.GetTemplateVersion(), Params: params,
		IdempotencyKey: req.GetIdempotencyKey(), CreatedBy: p.Name, CallbackURL: req.GetCallbackUrl(),
		ExpiresAt: expires, TraceParent: tp, TraceState: ts,
	})
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.CreateMovementResponse{Movement: toMovement(r), Created: created}, nil
}

func (s movementServer) ApproveMovement(ctx context.Context, req *qtgv1.ApproveMovementRequest) (*qtgv1.ApproveMovementResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	hash := checkHash(&v, "plan_hash", req.GetPlanHash())
	if err := v.err(); err != nil {
		return nil, err
	}
	by := principalFrom(ctx).Name
	approved, err := s.svc.Approve(ctx, id, by, hash)
	if err != nil {
		if m := s.repeated(ctx, id, err, func(m *qtgv1.Movement) bool {
			return m.GetApprovedBy() == by && m.GetPlanHash() == hex.EncodeToString(hash)
		}); m != nil {
			return &qtgv1.ApproveMovementResponse{Movement: m}, nil
		}
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.ApproveMovementResponse{Movement: toMovement(approved)}, nil
}

func (s movementServer) CancelMovement(ctx context.Context, req *qtgv1.CancelMovementRequest) (*qtgv1.CancelMovementResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkText(&v, "reason", req.GetReason(), maxReasonLen)
	if err := v.err(); err != nil {
		return nil, err
	}
	if err := s.mayCancel(ctx, id); err != nil {
		return nil, err
	}
	by := principalFrom(ctx).Name
	if _, err := s.svc.Cancel(ctx, id, by, req.GetReason()); err != nil {
		if m := s.repeated(ctx, id, err, func(m *qtgv1.Movement) bool { return m.GetCancelledBy() == by }); m != nil {
			return &qtgv1.CancelMovementResponse{Movement: m}, nil
		}
		return nil, toStatus(ctx, s.log, err)
	}
	m, err := s.loadMovement(ctx, id, false)
	if err != nil {
		return nil, err
	}
	return &qtgv1.CancelMovementResponse{Movement: m}, nil
}

func (s movementServer) GetMovement(ctx context.Context, req *qtgv1.GetMovementRequest) (*qtgv1.GetMovementResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	if err := v.err(); err != nil {
		return nil, err
	}
	m, err := s.loadMovement(ctx, id, true)
	if err != nil {
		return nil, err
	}
	return &qtgv1.GetMovementResponse{Movement: m}, nil
}

// repeated makes approve and cancel retry-safe: when the answer to a committed call
// was lost, the client's retry finds the movement already past the transition and
// gets ErrIllegalTransition. If the movement shows that this very call was already
// done (same principal, same plan hash), repeated returns the movement as it is, to
// be answered OK; otherwise nil, and the error stands.
func (s *Server) repeated(ctx context.Context, id uuid.UUID, err error, done func(*qtgv1.Movement) bool) *qtgv1.Movement {
	if !errors.Is(err, movement.ErrIllegalTransition) {
		return nil
	}
	m, lerr := s.loadMovement(ctx, id, false)
	if lerr != nil || !done(m) {
		return nil
	}
	return m
}

// loadMovement reads a movement, with its plan when full.
func (s *Server) loadMovement(ctx context.Context, id uuid.UUID, full bool) (*qtgv1.Movement, error) {
	row, err := s.pool.Movements().GetView(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return s.loadArchived(ctx, id, full) // not live (any more): archived, or NotFound
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	m := toMovement(row)
	if !full {
		return m, nil
	}
	nodes, err := s.pool.Nodes().ListByMovement(ctx, id)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	intents, err := s.pool.Intents().ListByMovement(ctx, id)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	edges, err := s.pool.Movements().Edges(ctx, id)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	byNode := map[uuid.UUID][]*db.Intent{}
	for _, i := range intents {
		byNode[i.NodeID] = append(byNode[i.NodeID], i)
	}
	keys := map[uuid.UUID]string{}
	for _, n := range nodes {
		keys[n.ID] = n.Key
		m.Nodes = append(m.Nodes, toNode(n, byNode[n.ID]))
	}
	for _, e := range edges {
		m.Edges = append(m.Edges, &qtgv1.Edge{ParentKey: keys[e.ParentNodeID], ChildKey: keys[e.ChildNodeID]})
	}
	return m, s.withApprovals(ctx, m)
}

// withApprovals adds the approvals so far of a movement that needs more than one.
func (s *Server) withApprovals(ctx context.Context, m *qtgv1.Movement) error {
	if m.GetApprovalsRequired() <= 1 {
		return nil
	}
	id, err := uuid.Parse(m.GetId())
	if err != nil {
		return toStatus(ctx, s.log, err)
	}
	approvals, err := s.pool.Movements().Approvals(ctx, id)
	if err != nil {
		return toStatus(ctx, s.log, err)
	}
	for _, a := range approvals {
		m.Approvals = append(m.Approvals, &qtgv1.MovementApproval{Approver: a.Approver, ApprovedAt: timestamppb.New(a.ApprovedAt)})
	}
	return nil
}

// pageToken is the keyset position after the last movement of a page.
type pageToken struct {
	CreatedAt time.Time `json:"c"`
	ID        uuid.UUID `json:"i"`
}

func (s movementServer) ListMovements(ctx context.Context, req *qtgv1.ListMovementsRequest) (*qtgv1.ListMovementsResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > maxPageSize {
		v.add("page_size", fmt.Sprintf("must be between 0 and %d", maxPageSize))
	}
	if size == 0 {
		size = 50
	}
	var states []string
	for i, st := range req.GetStates() {
		name, ok := qtgv1.MovementState_name[int32(st)]
		if !ok || st == qtgv1.MovementState_MOVEMENT_STATE_UNSPECIFIED {
			v.add(fmt.Sprintf("states[%d]", i), "must be a known movement state")
			continue
		}
		states = append(states, name[len("MOVEMENT_STATE_"):])
	}
	if n := req.GetTemplateName(); n != "" {
		checkTemplateName(&v, "template_name", n)
	}
	checkText(&v, "created_by", req.GetCreatedBy(), 200)
	var after *pageToken
	if tok := req.GetPageToken(); tok != "" {
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		after = &pageToken{}
		if err != nil || json.Unmarshal(raw, after) != nil || after.ID == uuid.Nil {
			v.add("page_token", "is not a token this API issued")
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	params := db.MovementPage{States: states, Size: size + 1}
	if n := req.GetTemplateName(); n != "" {
		params.TemplateName = &n
	}
	if c := req.GetCreatedBy(); c != "" {
		params.CreatedBy = &c
	}
	if after != nil {
		params.AfterCreatedAt, params.AfterID = &after.CreatedAt, &after.ID
	}
	rows, err := s.pool.Movements().ListPage(ctx, params)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListMovementsResponse{}
	for i, row := range rows {
		if i == int(size) {
			last := rows[i-1]
			raw, _ := json.Marshal(pageToken{CreatedAt: last.CreatedAt, ID: last.ID})
			out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
			break
		}
		m := toMovement(row)
		// A page leaves out params (up to 64 KiB each): GetMovement has them
		// (proto/qtg/v1/movement.proto, ListMovements).
		m.ParamsJson = ""
		out.Movements = append(out.Movements, m)
	}
	return out, nil
}
