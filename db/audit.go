package db

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Audit groups the statements on audit. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Audit struct{ c Conn }

// Audit returns the audit statements run on c.
func (c Conn) Audit() Audit { return Audit{c} }

// AuditOutboxEntry is an audit row written with a transition, waiting in audit_outbox
// to be appended to the hash chain.
type AuditOutboxEntry struct {
	// ID is the event's identity, kept in audit_log.outbox_id.
	ID int64
	// BatchID is the audit_batches row the event came from (migration 00040), 0 for
	// an audit_outbox row: a batch is promoted, and deleted, whole.
	BatchID    int64
	OccurredAt time.Time
	Actor      string
	EntityType string
	EntityID   string
	Action     string
	Detail     json.RawMessage
	// TraceID is the row's own trace_id, else the trace of the movement it is about
	// (from the traceparent stored on the movement), nil when neither.
	TraceID *string
}

// AuditLogEntry is one row of the hash-chained audit_log: Hash covers PrevHash and the
// row's content.
type AuditLogEntry struct {
	Seq int64
	// OutboxID is the audit_outbox ID the row was promoted from.
	OutboxID   int64
	OccurredAt time.Time
	Actor      string
	EntityType string
	EntityID   string
	Action     string
	Detail     json.RawMessage
	TraceID    *string
	PrevHash   []byte
	Hash       []byte
	// HashVersion says what Hash covers (package audit): 2 includes OutboxID; 1 (rows
	// promoted before migration 00010) does not.
	HashVersion int16
}

// AuditHead is the chain's last row, the anchor operators keep outside the database.
type AuditHead struct {
	Seq        int64
	Hash       []byte
	RecordedAt time.Time
}

// AuditEvent is an audit row as a movement's watcher sees it, from the outbox or the
// log alike: ID is its outbox ID in both.
type AuditEvent struct {
	ID         int64
	OccurredAt time.Time
	Actor      string
	EntityType string
	EntityID   string
	Action     string
}

// TryLockPromotion takes this network's promotion lock (the audit_promotion_lock row,
// which only the network's audit role may lock) until the transaction ends, if no
// other transaction holds it (false: another promoter is promoting now). The chain
// needs one writer at a time.
func (a Audit) TryLockPromotion(ctx context.Context) (bool, error) {
	ok, err := a.c.q.AuditPromotionTryLock(ctx, a.c.db)
	if err != nil {
		return false, fmt.Errorf("audit promotion lock: %w", Interpret(err))
	}
	return ok, nil
}

// Head returns the seq and hash of the chain's last row; ok is false for an empty
// log. Run it after TryLockPromotion, so it sees every row the previous holder
// committed.
func (a Audit) Head(ctx context.Context) (seq int64, hash []byte, ok bool, err error) {
	r, err := a.c.q.AuditLogHead(ctx, a.c.db)
	if errors.Is(Interpret(err), ErrNotFound) {
		return 0, nil, false, nil
	}
	if err != nil {
		return 0, nil, false, fmt.Errorf("audit log head: %w", Interpret(err))
	}
	return r.Seq, r.Hash, true, nil
}

// HeadInfo returns the chain's last row as published to operators (OpsService
// GetAuditHead); ok is false for an empty log.
func (a Audit) HeadInfo(ctx context.Context) (head AuditHead, ok bool, err error) {
	r, err := a.c.q.AuditLogHeadInfo(ctx, a.c.db)
	if errors.Is(Interpret(err), ErrNotFound) {
		return AuditHead{}, false, nil
	}
	if err != nil {
		return AuditHead{}, false, fmt.Errorf("audit log head: %w", Interpret(err))
	}
	return AuditHead{Seq: r.Seq, Hash: r.Hash, RecordedAt: r.RecordedAt}, true, nil
}

// NextOutbox returns the oldest events not yet promoted, without row locks: up to
// maxRows audit_outbox rows and the audit_batches rows that start within maxRows
// events, whole, oldest first (AuditOutboxNext). Run it under TryLockPromotion (the
// promoter is the only deleter of both tables).
func (a Audit) NextOutbox(ctx context.Context, maxRows int) ([]*AuditOutboxEntry, error) {
	rows, err := a.c.q.AuditOutboxNext(ctx, a.c.db, int32(maxRows))
	if err != nil {
		return nil, fmt.Errorf("read audit outbox: %w", Interpret(err))
	}
	out := make([]*AuditOutboxEntry, len(rows))
	for i, r := range rows {
		out[i] = &AuditOutboxEntry{
			ID: r.ID, BatchID: r.BatchID, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID,
			Action: r.Action, Detail: r.Detail, TraceID: nilIfEmpty(r.TraceID),
		}
	}
	return out, nil
}

// nilIfEmpty maps AuditOutboxNext's ” (no trace) to a NULL trace_id.
func nilIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Append appends entries to the chain (COPY) and returns how many it wrote.
func (a Audit) Append(ctx context.Context, entries []*AuditLogEntry) (int64, error) {
	rows := make([]*dbsqlc.AuditLogInsertParams, len(entries))
	for i, e := range entries {
		rows[i] = &dbsqlc.AuditLogInsertParams{
			Seq: e.Seq, OutboxID: e.OutboxID, OccurredAt: e.OccurredAt, Actor: e.Actor, EntityType: e.EntityType,
			EntityID: e.EntityID, Action: e.Action, Detail: e.Detail, TraceID: e.TraceID, PrevHash: e.PrevHash, Hash: e.Hash,
			HashVersion: e.HashVersion,
		}
	}
	n, err := a.c.q.AuditLogInsert(ctx, a.c.db, rows)
	if err != nil {
		return 0, fmt.Errorf("append %d audit rows: %w", len(entries), Interpret(err))
	}
	return n, nil
}

// DeleteOutbox deletes the given outbox rows (promoted) and returns how many it
// deleted.
func (a Audit) DeleteOutbox(ctx context.Context, ids []int64) (int64, error) {
	n, err := a.c.q.AuditOutboxDelete(ctx, a.c.db, ids)
	if err != nil {
		return 0, fmt.Errorf("delete audit outbox rows: %w", Interpret(err))
	}
	return n, nil
}

// DeleteBatches deletes the given audit_batches rows (promoted) and returns how many
// it deleted.
func (a Audit) DeleteBatches(ctx context.Context, ids []int64) (int64, error) {
	n, err := a.c.q.AuditBatchesDelete(ctx, a.c.db, ids)
	if err != nil {
		return 0, fmt.Errorf("delete audit batches: %w", Interpret(err))
	}
	return n, nil
}

// Page returns up to maxRows rows of the chain after afterSeq, in seq order, for
// verification.
func (a Audit) Page(ctx context.Context, afterSeq int64, maxRows int) ([]*AuditLogEntry, error) {
	rows, err := a.c.q.AuditLogPage(ctx, a.c.db, &dbsqlc.AuditLogPageParams{AfterSeq: afterSeq, MaxRows: int32(maxRows)})
	if err != nil {
		return nil, fmt.Errorf("audit log after seq %d: %w", afterSeq, Interpret(err))
	}
	out := make([]*AuditLogEntry, len(rows))
	for i, r := range rows {
		out[i] = &AuditLogEntry{
			Seq: r.Seq, OutboxID: r.OutboxID, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID,
			Action: r.Action, Detail: r.Detail, TraceID: r.TraceID, PrevHash: r.PrevHash, Hash: r.Hash, HashVersion: r.HashVersion,
		}
	}
	return out, nil
}

// EventsFor returns the events of the given entities (a movement and its nodes) that
// occurred at or after since, from the outbox and the log alike, ordered by when they
// happened; an event promoted meanwhile may appear twice (same ID).
func (a Audit) EventsFor(ctx context.Context, entityIDs []string, since time.Time) ([]*AuditEvent, error) {
	rows, err := a.c.q.AuditEventsForEntities(ctx, a.c.db, &dbsqlc.AuditEventsForEntitiesParams{EntityIDs: entityIDs, Since: since})
	if err != nil {
		return nil, fmt.Errorf("audit events: %w", Interpret(err))
	}
	out := make([]*AuditEvent, len(rows))
	for i, r := range rows {
		out[i] = &AuditEvent{
			ID: r.EventID, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID, Action: r.Action,
		}
	}
	return out, nil
}

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

// AuditCheckpoint is where incremental verification starts: the last row of the chain
// the promoter found intact on its last full walk (Seq 0 and 32 zero bytes before the
// first), and when.
type AuditCheckpoint struct {
	Seq        int64
	Hash       []byte
	VerifiedAt time.Time
}

// Checkpoint returns this network's verification checkpoint.
func (a Audit) Checkpoint(ctx context.Context) (AuditCheckpoint, error) {
	r, err := a.c.q.AuditCheckpointGet(ctx, a.c.db)
	if err != nil {
		return AuditCheckpoint{}, fmt.Errorf("audit checkpoint: %w", Interpret(err))
	}
	return AuditCheckpoint{Seq: r.Seq, Hash: r.Hash, VerifiedAt: r.VerifiedAt}, nil
}

// AdvanceCheckpoint moves the checkpoint to (seq, hash), compare-and-set: it never goes
// backwards, nor changes the hash recorded at a seq (false: nothing changed). Only the
// audit role may write it.
func (a Audit) AdvanceCheckpoint(ctx context.Context, seq int64, hash []byte) (bool, error) {
	n, err := a.c.q.AuditCheckpointAdvance(ctx, a.c.db, &dbsqlc.AuditCheckpointAdvanceParams{Seq: seq, Hash: hash})
	if err != nil {
		return false, fmt.Errorf("advance audit checkpoint to seq %d: %w", seq, Interpret(err))
	}
	return n == 1, nil
}

// At returns the chain's row at seq, or an error wrapping ErrNotFound.
func (a Audit) At(ctx context.Context, seq int64) (*AuditLogEntry, error) {
	r, err := a.c.q.AuditLogAt(ctx, a.c.db, seq)
	if err != nil {
		return nil, fmt.Errorf("audit log seq %d: %w", seq, Interpret(err))
	}
	return &AuditLogEntry{
		Seq: r.Seq, OutboxID: r.OutboxID, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID,
		Action: r.Action, Detail: r.Detail, TraceID: r.TraceID, PrevHash: r.PrevHash, Hash: r.Hash, HashVersion: r.HashVersion,
	}, nil
}
