package db

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/dbsqlc"
)

// Movements groups the statements on movements. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Movements struct{ c Conn }

// Movements returns the movements statements run on c.
func (c Conn) Movements() Movements { return Movements{c} }

// ---- seam-a (engine): the statements the core workers run on movements. The
// movement package needs the same ones; the lead keeps one copy when merging.

// Get returns the movement, or an error wrapping ErrNotFound.
func (m Movements) Get(ctx context.Context, id uuid.UUID) (*Movement, error) {
	r, err := m.c.q.RequestGet(ctx, m.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("movement %s: %w", id, Interpret(err))
	}
	return movementFrom(r), nil
}

// Lock waits for the rows of the movements ids, in ID order so that two transactions
// locking overlapping sets cannot deadlock, and holds them until the transaction ends
// (the settlement of these movements).
func (m Movements) Lock(ctx context.Context, ids []uuid.UUID) error {
	if _, err := m.c.q.RequestLock(ctx, m.c.db, ids); err != nil {
		return fmt.Errorf("lock movements: %w", Interpret(err))
	}
	return nil
}

// MarkExecuting moves the movements ids from APPROVED to EXECUTING (the dispatcher's
// first node of each that got an intent or failed), with an audit row each, and
// returns those it moved. The caller holds the movement rows (its claim).
func (m Movements) MarkExecuting(ctx context.Context, ids []uuid.UUID, actor string) ([]uuid.UUID, error) {
	moved, err := m.c.q.RequestMarkExecuting(ctx, m.c.db, &dbsqlc.RequestMarkExecutingParams{IDs: ids, Actor: actor})
	if err != nil {
		return nil, fmt.Errorf("mark movements executing: %w", Interpret(err))
	}
	return moved, nil
}

// CancelAbandonedNodes cancels the nodes that will never start in those of the
// movements ids that have a failed node, and returns how many it cancelled. The
// caller holds the movement rows.
func (m Movements) CancelAbandonedNodes(ctx context.Context, ids []uuid.UUID) (int64, error) {
	n, err := m.c.q.RequestCancelAbandonedNodes(ctx, m.c.db, ids)
	if err != nil {
		return 0, fmt.Errorf("cancel abandoned nodes: %w", Interpret(err))
	}
	return n, nil
}

// FinishedMovement is a movement Finish ended, and the state it ended in.
type FinishedMovement struct {
	ID    uuid.UUID
	State string
}

// Finish ends those of the movements ids that have no node left to run or in flight
// (COMPLETED, CANCELLED or FAILED, with an audit row each) and returns them. The caller
// holds the movement rows, so two transactions finishing sibling nodes cannot both miss
// the last one.
func (m Movements) Finish(ctx context.Context, ids []uuid.UUID, actor string) ([]FinishedMovement, error) {
	rows, err := m.c.q.RequestFinish(ctx, m.c.db, &dbsqlc.RequestFinishParams{IDs: ids, Actor: actor})
	if err != nil {
		return nil, fmt.Errorf("finish movements: %w", Interpret(err))
	}
	out := make([]FinishedMovement, len(rows))
	for i, r := range rows {
		out[i] = FinishedMovement{ID: r.ID, State: r.RequestState}
	}
	return out, nil
}
