package gateway

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbsqlc"
)

// loadArchived reads a movement the movement-archiver moved out of the live tables
// (db.Archive.Get), so GetMovement keeps answering by ID after the retention. It maps
// the db types onto the converters the live path uses.
func (s *Server) loadArchived(ctx context.Context, id uuid.UUID, full bool) (*qtgv1.Movement, error) {
	a, err := db.Wrap(s.pool).Archive().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, status.Errorf(codes.NotFound, "movement %s not found", id)
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	r := a.Movement
	m := toMovement(movementFields{r: &dbsqlc.MovementRequest{
		ID: r.ID, IdempotencyKey: r.IdempotencyKey, RequestHash: r.RequestHash, TemplateID: r.TemplateID,
		Params: r.Params, PlanHash: r.PlanHash, RequestState: r.State, CreatedBy: r.CreatedBy,
		ApprovedBy: r.ApprovedBy, CancelledBy: r.CancelledBy, ExpiresAt: r.ExpiresAt, CallbackURL: r.CallbackURL,
		Traceparent: r.Traceparent, Tracestate: r.Tracestate, FailureReason: r.FailureReason,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, ApprovedAt: r.ApprovedAt, StartedAt: r.StartedAt,
		FinishedAt: r.FinishedAt, CancelRequestedAt: r.CancelRequestedAt, CancelReason: r.CancelReason,
	}, template: a.TemplateName, version: a.TemplateVersion})
	if !full {
		return m, nil
	}
	byNode := map[uuid.UUID][]*dbsqlc.NodeIntent{}
	for _, i := range a.Intents {
		byNode[i.NodeID] = append(byNode[i.NodeID], &dbsqlc.NodeIntent{
			ID: i.ID, NodeID: i.NodeID, Attempt: i.Attempt, Lane: i.Lane, Nonce: i.Nonce, Payload: i.Payload,
			SignedTX: i.SignedTX, TXHash: i.TXHash, ExternalID: i.ExternalID, IntentState: i.State,
			CreatedAt: i.CreatedAt, UpdatedAt: i.UpdatedAt,
		})
	}
	keys := map[uuid.UUID]string{}
	for _, n := range a.Nodes {
		keys[n.ID] = n.Key
		m.Nodes = append(m.Nodes, toNode(&dbsqlc.MovementRequestNode{
			ID: n.ID, RequestID: n.MovementID, NodeKey: n.Key, ExecutorKey: n.Executor, NodeConfig: n.Config,
			NodeState: n.State, HasSideEffect: n.HasSideEffect, Attempt: n.Attempt, Tries: n.Tries,
			MaxAttempts: n.MaxTries, PendingParents: n.PendingParents, NextAttemptAt: n.NextTryAt,
			NextObserveAt: n.NextObserveAt, ObserveStartedAt: n.ObserveStartedAt, PacingPhase: n.PacingPhase,
			RetryAfterSeconds: n.RetryAfterSeconds, SubmittingAt: n.SubmittingAt, Result: n.Result,
			LastError: n.LastError, ClaimedBy: n.ClaimedBy, CreatedAt: n.CreatedAt, UpdatedAt: n.UpdatedAt,
			FinishedAt: n.FinishedAt, Holds: n.Holds, ApprovedConfig: n.ApprovedConfig,
			ApprovedConfigSha256: n.ApprovedConfigSha256,
		}, byNode[n.ID]))
	}
	for _, e := range a.Edges {
		m.Edges = append(m.Edges, &qtgv1.Edge{ParentKey: keys[e.ParentNodeID], ChildKey: keys[e.ChildNodeID]})
	}
	return m, nil
}
