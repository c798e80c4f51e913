package db

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/qtgdev/qtg/db/dbsqlc"
)

// Audit groups the statements on audit. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Audit struct{ c Conn }

// Audit returns the audit statements run on c.
func (c Conn) Audit() Audit { return Audit{c} }

// ---- seam-a (engine, nodeconfig): one audit row for an event that is not a state
// transition of its own.

// AuditEntry is one row of the audit trail.
type AuditEntry struct {
	Actor      string
	EntityType string
	EntityID   string
	Action     string
	Detail     json.RawMessage
}

// Insert writes e to the audit outbox in the caller's transaction.
func (a Audit) Insert(ctx context.Context, e AuditEntry) error {
	if err := a.c.q.AuditInsert(ctx, a.c.db, &dbsqlc.AuditInsertParams{
		Actor: e.Actor, EntityType: e.EntityType, EntityID: e.EntityID, Action: e.Action, Detail: e.Detail,
	}); err != nil {
		return fmt.Errorf("audit %s %s: %w", e.EntityType, e.Action, Interpret(err))
	}
	return nil
}
