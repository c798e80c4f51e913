package db

import (
	"context"
	"fmt"

	"github.com/google/uuid"
)

// Nodes groups the statements on nodes. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Nodes struct{ c Conn }

// Nodes returns the nodes statements run on c.
func (c Conn) Nodes() Nodes { return Nodes{c} }

// ---- Read by the gateway (issue 12, seam-b): a movement's nodes and the backlog. ----

// ListByMovement returns a movement's nodes.
func (n Nodes) ListByMovement(ctx context.Context, movementID uuid.UUID) ([]*Node, error) {
	rows, err := n.c.q.NodeListByRequest(ctx, n.c.db, movementID)
	if err != nil {
		return nil, fmt.Errorf("nodes of movement %s: %w", movementID, Interpret(err))
	}
	return nodesFrom(rows), nil
}

// CountByState counts live nodes (not finished) by state, for backlog gauges.
func (n Nodes) CountByState(ctx context.Context) (map[string]int64, error) {
	rows, err := n.c.q.BacklogNodes(ctx, n.c.db)
	if err != nil {
		return nil, fmt.Errorf("count nodes by state: %w", Interpret(err))
	}
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.NodeState] = r.Count
	}
	return out, nil
}

// OldestClaimableAge is the age in seconds of the oldest node the dispatcher could
// claim now (0 when none).
func (n Nodes) OldestClaimableAge(ctx context.Context) (float64, error) {
	age, err := n.c.q.OldestClaimableAge(ctx, n.c.db)
	if err != nil {
		return 0, fmt.Errorf("oldest claimable node: %w", Interpret(err))
	}
	return age, nil
}
