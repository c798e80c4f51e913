package gateway

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
)

// loadArchived reads a movement the movement-archiver moved out of the live tables
// (db.Archive.Get), so GetMovement keeps answering by ID after the retention.
func (s *Server) loadArchived(ctx context.Context, id uuid.UUID, full bool) (*qtgv1.Movement, error) {
	a, err := s.pool.Archive().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, status.Errorf(codes.NotFound, "movement %s not found", id)
	}
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	m := toMovement(a.View)
	if !full {
		return m, nil
	}
	byNode := map[uuid.UUID][]*db.Intent{}
	for _, i := range a.Intents {
		byNode[i.NodeID] = append(byNode[i.NodeID], i)
	}
	keys := map[uuid.UUID]string{}
	for _, n := range a.Nodes {
		keys[n.ID] = n.Key
		m.Nodes = append(m.Nodes, toNode(n, byNode[n.ID]))
	}
	for _, e := range a.Edges {
		m.Edges = append(m.Edges, &qtgv1.Edge{ParentKey: keys[e.ParentNodeID], ChildKey: keys[e.ChildNodeID]})
	}
	return m, s.withApprovals(ctx, m)
}
