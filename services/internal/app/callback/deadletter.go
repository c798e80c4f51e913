package callback

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
)

// Errors RetryDead returns, so the ops API can answer NotFound or FailedPrecondition.
var (
	// ErrNotFound: no callback with that ID in this network.
	ErrNotFound = errors.New("callback not found")
	// ErrNotDead: the callback exists but is not a dead letter (pending or delivered).
	ErrNotDead = errors.New("callback is not a dead letter")
)

// DeadLetter is a callback that used up its attempts without a 2xx answer: what an
// operator needs to decide whether to retry it.
type DeadLetter struct {
	// ID is the event ID receivers see.
	ID         uuid.UUID
	MovementID uuid.UUID
	EventType  string
	URL        string
	Attempts   int32
	// LastStatus is the last HTTP status received, 0 when the last attempt got none.
	LastStatus int32
	// LastError says why the last attempt failed.
	LastError string
	// CreatedAt is when the event happened; DeadSince when the row became DEAD.
	CreatedAt time.Time
	DeadSince time.Time
}

// DeadLetterCursor continues a listing after the last row of a page.
type DeadLetterCursor struct {
	DeadSince time.Time
	ID        uuid.UUID
}

// ListDeadParams filters and pages ListDead.
type ListDeadParams struct {
	// MovementID, when set, lists only that movement's dead letters.
	MovementID *uuid.UUID
	// Limit is the page size: default 100, at most 1000.
	Limit int
	// After continues from the cursor a previous page returned.
	After *DeadLetterCursor
}

// ListDead lists dead letters, most recently dead first. The returned cursor is nil
// on the last page.
func ListDead(ctx context.Context, c db.Conn, p ListDeadParams) ([]DeadLetter, *DeadLetterCursor, error) {
	limit := p.Limit
	if limit <= 0 {
		limit = 100
	}
	limit = min(limit, 1000)
	f := db.DeadFilter{MovementID: p.MovementID, Limit: int32(limit)}
	if p.After != nil {
		f.BeforeUpdatedAt, f.BeforeID = &p.After.DeadSince, &p.After.ID
	}
	rows, err := c.Callbacks().ListDead(ctx, f)
	if err != nil {
		return nil, nil, err
	}
	out := make([]DeadLetter, 0, len(rows))
	for _, r := range rows {
		out = append(out, deadLetter(r))
	}
	var next *DeadLetterCursor
	if len(rows) == limit {
		last := out[len(out)-1]
		next = &DeadLetterCursor{DeadSince: last.DeadSince, ID: last.ID}
	}
	return out, next, nil
}

func deadLetter(r *db.Callback) DeadLetter {
	d := DeadLetter{
		ID: r.ID, MovementID: r.MovementID, EventType: r.EventType, URL: r.URL, Attempts: r.Tries,
		CreatedAt: r.CreatedAt, DeadSince: r.UpdatedAt,
	}
	if r.LastStatus != nil {
		d.LastStatus = *r.LastStatus
	}
	if r.LastError != nil {
		d.LastError = *r.LastError
	}
	return d
}

// RetryDead sends a dead letter back to PENDING with its attempts reset, due at once,
// and audits who did it (actor). It returns ErrNotFound or ErrNotDead when there is
// nothing to retry; retrying twice is therefore harmless. It wakes the callback
// dispatchers when they listen (c must then be committed for the wake-up to be sent;
// a pool commits at once).
func RetryDead(ctx context.Context, c db.Conn, id uuid.UUID, actor string) error {
	if actor == "" {
		return errors.New("retry dead callback: actor is required")
	}
	err := c.Callbacks().RetryDead(ctx, id, actor)
	if errors.Is(err, db.ErrNotFound) {
		row, getErr := c.Callbacks().Get(ctx, id)
		switch {
		case errors.Is(getErr, db.ErrNotFound):
			return fmt.Errorf("callback %s: %w", id, ErrNotFound)
		case getErr != nil:
			return fmt.Errorf("retry dead callback %s: %w", id, getErr)
		default:
			return fmt.Errorf("callback %s is %s: %w", id, row.State, ErrNotDead)
		}
	}
	if err != nil {
		return err
	}
	return nil // CallbackRetryDead notified the callback dispatcher
}
