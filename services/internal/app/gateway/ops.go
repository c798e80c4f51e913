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
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/app/callback"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

type opsServer struct {
	qtgv1.UnimplementedOpsServiceServer
	*Server
}

func (s opsServer) ListWorkers(ctx context.Context, _ *qtgv1.ListWorkersRequest) (*qtgv1.ListWorkersResponse, error) {
	rows, err := s.pool.Heartbeats().ListWithStalled(ctx)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListWorkersResponse{}
	for _, h := range rows {
		// A gone instance (stalled for longer than db.HeartbeatGoneAfter: killed and
		// never back) is reported as status "gone", not stalled, until it is pruned.
		st := h.Status
		if h.Gone {
			st = "gone"
		}
		out.Workers = append(out.Workers, &qtgv1.Worker{
			Name: h.Worker, InstanceId: h.Instance, Tier: h.Tier, Status: st,
			StartedAt: timestamppb.New(h.StartedAt), LastTickAt: timestamppb.New(h.LastTickAt),
			ExpectedIntervalSeconds: h.ExpectedIntervalSeconds, ConsecutiveErrors: h.ConsecutiveErrors,
			LastError: str(h.LastError), Stalled: h.Stalled, Version: h.Version,
		})
	}
	return out, nil
}

func (s opsServer) ListExecutors(ctx context.Context, _ *qtgv1.ListExecutorsRequest) (*qtgv1.ListExecutorsResponse, error) {
	rows, err := s.pool.Health().ListExecutors(ctx)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListExecutorsResponse{}
	seen := map[string]bool{}
	for _, e := range rows {
		seen[e.Executor] = true
		out.Executors = append(out.Executors, &qtgv1.Executor{
			Key: e.Executor, Status: e.Status, LatencyMs: e.LatencyMs, Detail: e.Detail, CheckedAt: timestamppb.New(e.CheckedAt),
		})
	}
	// Executors this gateway knows but nobody has checked yet.
	for _, k := range s.registry.Keys() {
		if !seen[k] {
			out.Executors = append(out.Executors, &qtgv1.Executor{Key: k, Status: "UNCHECKED"})
		}
	}
	return out, nil
}

func (s opsServer) GetBacklog(ctx context.Context, _ *qtgv1.GetBacklogRequest) (*qtgv1.GetBacklogResponse, error) {
	out := &qtgv1.GetBacklogResponse{NodesByState: map[string]int64{}, MovementsByState: map[string]int64{}}
	nodes, err := s.pool.Nodes().CountByState(ctx)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	for state, n := range nodes {
		out.NodesByState[state] = n
	}
	movements, err := s.pool.Movements().CountByState(ctx)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	for state, n := range movements {
		out.MovementsByState[state] = n
	}
	if out.OldestReadyAgeSeconds, err = s.pool.Nodes().OldestClaimableAge(ctx); err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return out, nil
}

func (s opsServer) ListDeadCallbacks(ctx context.Context, req *qtgv1.ListDeadCallbacksRequest) (*qtgv1.ListDeadCallbacksResponse, error) {
	var v violations
	p := callback.ListDeadParams{Limit: int(req.GetPageSize())}
	if req.GetPageSize() < 0 || req.GetPageSize() > 1000 {
		v.add("page_size", "must be between 0 and 1000")
	}
	if id := req.GetMovementId(); id != "" {
		uid := checkID(&v, "movement_id", id)
		p.MovementID = &uid
	}
	if tok := req.GetPageToken(); tok != "" {
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		p.After = &callback.DeadLetterCursor{}
		if err != nil || json.Unmarshal(raw, p.After) != nil {
			v.add("page_token", "is not a token this API issued")
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, next, err := callback.ListDead(ctx, s.pool.Conn, p)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListDeadCallbacksResponse{}
	for _, d := range rows {
		out.Callbacks = append(out.Callbacks, &qtgv1.DeadCallback{
			Id: d.ID.String(), MovementId: d.MovementID.String(), EventType: d.EventType, Url: d.URL, Attempts: d.Attempts,
			LastStatus: d.LastStatus, LastError: d.LastError, CreatedAt: timestamppb.New(d.CreatedAt), DeadSince: timestamppb.New(d.DeadSince),
		})
	}
	if next != nil {
		raw, _ := json.Marshal(next)
		out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
	}
	return out, nil
}

func (s opsServer) RetryCallback(ctx context.Context, req *qtgv1.RetryCallbackRequest) (*qtgv1.RetryCallbackResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	if err := v.err(); err != nil {
		return nil, err
	}
	err := callback.RetryDead(ctx, s.pool.Conn, id, principalFrom(ctx).Name)
	switch {
	case errors.Is(err, callback.ErrNotFound):
		return nil, status.Error(codes.NotFound, err.Error())
	case errors.Is(err, callback.ErrNotDead):
		return nil, status.Error(codes.FailedPrecondition, err.Error())
	case err != nil:
		return nil, toStatus(ctx, s.log, err)
	}
	return &qtgv1.RetryCallbackResponse{}, nil
}

// VerifyAuditLog walks the chain from the promoter's checkpoint (incremental, the
// default: its cost follows what was appended since the promoter's last full walk) or
// from genesis (full).
func (s opsServer) VerifyAuditLog(ctx context.Context, req *qtgv1.VerifyAuditLogRequest) (*qtgv1.VerifyAuditLogResponse, error) {
	verify := audit.VerifyIncremental
	if req.GetFull() {
		verify = audit.Verify
	}
	rep, err := verify(ctx, s.pool.Conn)
	if err != nil {
		return nil, toStatus(ctx, s.log, fmt.Errorf("verify audit log: %w", err))
	}
	res := &qtgv1.VerifyAuditLogResponse{
		Ok: rep.OK, Rows: rep.Rows, HeadSeq: rep.HeadSeq, HeadHash: hex.EncodeToString(rep.HeadHash),
		BrokenSeq: rep.BrokenSeq, Problem: string(rep.Problem), Detail: rep.Detail, FromSeq: rep.FromSeq,
	}
	if !rep.CheckpointAt.IsZero() {
		res.CheckpointAt = timestamppb.New(rep.CheckpointAt)
	}
	return res, nil
}

// capitalCursor is ListCapitalTransfers' page token: the last row of the page.
type capitalCursor struct {
	CreatedAt time.Time `json:"c"`
	ID        uuid.UUID `json:"i"`
}

func (s opsServer) ListCapitalTransfers(ctx context.Context, req *qtgv1.ListCapitalTransfersRequest) (*qtgv1.ListCapitalTransfersResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > 1000 {
		v.add("page_size", "must be between 0 and 1000")
	}
	if size == 0 {
		size = 100
	}
	f := db.TransferFilter{State: req.GetState(), Limit: size + 1}
	switch f.State {
	case "", db.ReconcilePending, db.ReconcileLate, db.ReconcileReconciled, db.ReconcileFailed, db.ReconcileMismatch:
	default:
		v.add("state", "must be PENDING, LATE, RECONCILED, FAILED or MISMATCH")
	}
	if id := req.GetMovementId(); id != "" {
		uid := checkID(&v, "movement_id", id)
		f.MovementID = &uid
	}
	if tok := req.GetPageToken(); tok != "" {
		var c capitalCursor
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		if err != nil || json.Unmarshal(raw, &c) != nil {
			v.add("page_token", "is not a token this API issued")
		}
		f.BeforeCreatedAt, f.BeforeID = &c.CreatedAt, &c.ID
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, err := s.pool.Capital().ListTransfers(ctx, f)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListCapitalTransfersResponse{}
	if len(rows) > int(size) {
		rows = rows[:size]
		last := rows[len(rows)-1]
		raw, _ := json.Marshal(capitalCursor{CreatedAt: last.CreatedAt, ID: last.ID})
		out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
	}
	for _, t := range rows {
		ct := &qtgv1.CapitalTransfer{
			Id: t.ID.String(), MovementId: t.MovementID.String(), NodeId: t.NodeID.String(), Direction: t.Direction,
			Venue: t.Venue, Lane: t.Lane, Coin: t.Coin, Chain: t.Chain, Address: t.Address, Amount: t.Amount.String(),
			RequestId: t.RequestID, WithdrawId: t.WithdrawID, TxHash: t.TxHash, VenueStatus: t.VenueStatus,
			ReconcileState: t.ReconcileState, Detail: t.Detail, DueAt: timestamppb.New(t.DueAt),
			CreatedAt: timestamppb.New(t.CreatedAt), Checks: t.Checks,
		}
		if t.ReconciledAt != nil {
			ct.ReconciledAt = timestamppb.New(*t.ReconciledAt)
		}
		out.Transfers = append(out.Transfers, ct)
	}
	return out, nil
}
