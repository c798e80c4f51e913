package db

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Callbacks groups the statements on the callback outbox: the dispatcher's claim and
// outcome writes, and the operators' dead-letter listing and retry.
type Callbacks struct{ c Conn }

// Callbacks returns the callback statements run on c.
func (c Conn) Callbacks() Callbacks { return Callbacks{c} }

// Callback is one event to deliver to a movement's callback URL (a row of
// callback_outbox).
type Callback struct {
	ID          uuid.UUID
	MovementID  uuid.UUID
	EventType   string
	URL         string
	Payload     json.RawMessage
	State       string
	Tries       int32
	NextTryAt   time.Time
	LastStatus  *int32
	LastError   *string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	DeliveredAt *time.Time
}

func callbackFrom(r *dbsqlc.CallbackOutbox) *Callback {
	return &Callback{
		ID: r.ID, MovementID: r.MovementID, EventType: r.EventType, URL: r.URL, Payload: r.Payload,
		State: r.CallbackState, Tries: r.Tries, NextTryAt: r.NextTryAt, LastStatus: r.LastStatus,
		LastError: r.LastError, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, DeliveredAt: r.DeliveredAt,
	}
}

func callbacksFrom(rows []*dbsqlc.CallbackOutbox) []*Callback {
	out := make([]*Callback, len(rows))
	for i, r := range rows {
		out[i] = callbackFrom(r)
	}
	return out
}

// ClaimDue claims up to limit due, undelivered callbacks, oldest due first, skipping
// rows another dispatcher holds. It locks them until the transaction ends: through
// the HTTP delivery (bounded by its timeout) and the write of its outcome, so two
// dispatchers never deliver one callback at once.
func (cb Callbacks) ClaimDue(ctx context.Context, limit int32) ([]*Callback, error) {
	rows, err := cb.c.q.CallbackClaimDue(ctx, cb.c.db, &dbsqlc.CallbackClaimDueParams{MaxRows: limit})
	if err != nil {
		return nil, fmt.Errorf("claim due callbacks: %w", Interpret(err))
	}
	return callbacksFrom(rows), nil
}

// MarkDelivered records a 2xx answer (status). The caller holds the row (ClaimDue);
// the compare-and-set on PENDING makes a late write harmless anyway.
func (cb Callbacks) MarkDelivered(ctx context.Context, id uuid.UUID, status int32) error {
	if err := cb.c.q.CallbackMarkDelivered(ctx, cb.c.db, &dbsqlc.CallbackMarkDeliveredParams{ID: id, Status: status}); err != nil {
		return fmt.Errorf("mark callback %s delivered: %w", id, Interpret(err))
	}
	return nil
}

// CallbackFailure is a failed delivery attempt.
type CallbackFailure struct {
	ID uuid.UUID
	// Dead makes the callback a dead letter (audited by Actor); otherwise it is due
	// again at NextTryAt.
	Dead      bool
	NextTryAt time.Time
	// Status is the HTTP status, nil when there was no answer.
	Status    *int32
	LastError string
	Actor     string
}

// MarkFailed records a failed attempt while the caller holds the row (ClaimDue) and
// returns the callback's new state (PENDING or DEAD). An error wrapping ErrNotFound
// means the callback was not PENDING.
func (cb Callbacks) MarkFailed(ctx context.Context, f CallbackFailure) (string, error) {
	state, err := cb.c.q.CallbackMarkFailed(ctx, cb.c.db, &dbsqlc.CallbackMarkFailedParams{
		ID: f.ID, Dead: f.Dead, NextTryAt: f.NextTryAt, Status: f.Status, LastError: f.LastError, Actor: f.Actor,
	})
	if err != nil {
		return "", fmt.Errorf("mark callback %s failed: %w", f.ID, Interpret(err))
	}
	return state, nil
}

// DeadFilter selects and pages dead letters.
type DeadFilter struct {
	// MovementID, when set, selects that movement's dead letters only.
	MovementID *uuid.UUID
	// BeforeUpdatedAt and BeforeID (both or neither) continue after the last row of
	// the previous page.
	BeforeUpdatedAt *time.Time
	BeforeID        *uuid.UUID
	Limit           int32
}

// ListDead returns dead letters, most recently failed first, keyset-paginated on
// (updated_at, id). An unlocked read.
func (cb Callbacks) ListDead(ctx context.Context, f DeadFilter) ([]*Callback, error) {
	rows, err := cb.c.q.CallbackListDead(ctx, cb.c.db, &dbsqlc.CallbackListDeadParams{
		MovementID: f.MovementID, BeforeUpdatedAt: f.BeforeUpdatedAt, BeforeID: f.BeforeID, MaxRows: f.Limit,
	})
	if err != nil {
		return nil, fmt.Errorf("list dead callbacks: %w", Interpret(err))
	}
	return callbacksFrom(rows), nil
}

// RetryDead sends a dead letter back to PENDING, attempts reset and due at once,
// audited with actor, and wakes the callback dispatchers on commit. Compare-and-set
// on DEAD: when the callback is not dead (or does not exist) nothing changes and the
// error wraps ErrNotFound.
func (cb Callbacks) RetryDead(ctx context.Context, id uuid.UUID, actor string) error {
	if _, err := cb.c.q.CallbackRetryDead(ctx, cb.c.db, &dbsqlc.CallbackRetryDeadParams{ID: id, Actor: actor}); err != nil {
		return fmt.Errorf("retry dead callback %s: %w", id, Interpret(err))
	}
	return nil
}

// Get returns one callback, or an error wrapping ErrNotFound.
func (cb Callbacks) Get(ctx context.Context, id uuid.UUID) (*Callback, error) {
	r, err := cb.c.q.CallbackGet(ctx, cb.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("callback %s: %w", id, Interpret(err))
	}
	return callbackFrom(r), nil
}
