package db

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Intents groups the statements on intents. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Intents struct{ c Conn }

// Intents returns the intents statements run on c.
func (c Conn) Intents() Intents { return Intents{c} }

// Get returns the intent of a node's attempt, or an error wrapping ErrNotFound when
// that attempt wrote none.
func (i Intents) Get(ctx context.Context, nodeID uuid.UUID, attempt int32) (*Intent, error) {
	r, err := i.c.q.NodeGetIntent(ctx, i.c.db, &dbsqlc.NodeGetIntentParams{NodeID: nodeID, Attempt: attempt})
	if err != nil {
		return nil, fmt.Errorf("intent of node %s attempt %d: %w", nodeID, attempt, Interpret(err))
	}
	return intentFrom(r), nil
}

// Read by the gateway: a movement's intents.

// ListByMovement returns the intents of a movement's nodes, by node and attempt.
func (i Intents) ListByMovement(ctx context.Context, movementID uuid.UUID) ([]*Intent, error) {
	rows, err := i.c.q.IntentListByMovement(ctx, i.c.db, movementID)
	if err != nil {
		return nil, fmt.Errorf("intents of movement %s: %w", movementID, Interpret(err))
	}
	out := make([]*Intent, len(rows))
	for j, r := range rows {
		out[j] = intentFrom(r)
	}
	return out, nil
}
