package db

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Archive groups the statements of the movement archive (migration 00011): the
// movement-archiver's claim and move, the reads of archived movements, and the table
// statistics the archiver exports.
type Archive struct{ c Conn }

// Archive returns the archive statements run on c.
func (c Conn) Archive() Archive { return Archive{c} }

// Claim locks up to max terminal movements that finished before finishedBefore and
// whose rows may leave the live tables (no callback to deliver, no open intent, no
// proposed verdict, no live node, EVM transfers reorg-checked), oldest first, SKIP
// LOCKED, and returns their IDs. The rows stay locked until the transaction ends, so
// two archivers never move one movement; run Move in the same transaction.
func (a Archive) Claim(ctx context.Context, finishedBefore time.Time, max int) ([]uuid.UUID, error) {
	ids, err := a.c.q.ArchiveClaim(ctx, a.c.db, &dbsqlc.ArchiveClaimParams{FinishedBefore: finishedBefore, MaxRows: int32(max)})
	if err != nil {
		return nil, fmt.Errorf("claim movements to archive: %w", Interpret(err))
	}
	return ids, nil
}

// Move moves the given movements with every row that references them (nodes, edges,
// intents, EVM candidates and transfer checks, verdicts, callback rows) into the
// archive tables and writes one ARCHIVED audit row per movement, in one statement. It
// moves only terminal movements with no callback left to deliver and returns the IDs
// it moved; audit rows are never moved. Run it in the transaction that claimed ids.
func (a Archive) Move(ctx context.Context, ids []uuid.UUID, actor string, retention time.Duration) ([]uuid.UUID, error) {
	moved, err := a.c.q.ArchiveMove(ctx, a.c.db, &dbsqlc.ArchiveMoveParams{
		IDs: ids, Actor: actor, RetentionSeconds: int64(retention / time.Second),
	})
	if err != nil {
		return nil, fmt.Errorf("archive %d movements: %w", len(ids), Interpret(err))
	}
	return moved, nil
}

// GetByIdempotencyKey returns the archived movement createdBy created with key, or an
// error wrapping ErrNotFound. An archived movement's key stays taken for its creator
// (migrations 00011, 00012), so a create retried after the archive answers with this
// movement. An unlocked read.
func (a Archive) GetByIdempotencyKey(ctx context.Context, createdBy, key string) (*Movement, error) {
	r, err := a.c.q.ArchiveGetByIdempotencyKey(ctx, a.c.db, &dbsqlc.ArchiveGetByIdempotencyKeyParams{CreatedBy: createdBy, IdempotencyKey: key})
	if err != nil {
		return nil, fmt.Errorf("archived movement with idempotency key %q: %w", key, Interpret(err))
	}
	return movementFrom((*dbsqlc.Movement)(r)), nil
}

// ArchivedMovement is a movement read from the archive, with its template's name and
// version and its whole plan, as it was when it was archived.
type ArchivedMovement struct {
	View    *MovementView
	Nodes   []*Node
	Intents []*Intent
	Edges   []Edge
}

// Get reads an archived movement with its nodes, intents and edges, or returns an
// error wrapping ErrNotFound when no movement with that ID was archived. Unlocked reads.
func (a Archive) Get(ctx context.Context, id uuid.UUID) (*ArchivedMovement, error) {
	row, err := a.c.q.ArchiveGetMovement(ctx, a.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("archived movement %s: %w", id, Interpret(err))
	}
	r := dbsqlc.Movement{
		ID: row.ID, IdempotencyKey: row.IdempotencyKey, RequestHash: row.RequestHash, TemplateID: row.TemplateID,
		Params: row.Params, PlanHash: row.PlanHash, PlanFormat: row.PlanFormat, MovementState: row.MovementState, CreatedBy: row.CreatedBy,
		ApprovedBy: row.ApprovedBy, CancelledBy: row.CancelledBy, ExpiresAt: row.ExpiresAt, CallbackURL: row.CallbackURL,
		Traceparent: row.Traceparent, Tracestate: row.Tracestate, FailureReason: row.FailureReason,
		CreatedAt: row.CreatedAt, UpdatedAt: row.UpdatedAt, ApprovedAt: row.ApprovedAt, StartedAt: row.StartedAt,
		FinishedAt: row.FinishedAt, CancelRequestedAt: row.CancelRequestedAt, CancelReason: row.CancelReason,
		PolicyVersion: row.PolicyVersion, PolicyMatches: row.PolicyMatches, ApprovalsRequired: row.ApprovalsRequired, ApproversAllowed: row.ApproversAllowed,
	}
	out := &ArchivedMovement{View: &MovementView{Movement: *movementFrom(&r), TemplateName: row.TemplateName,
		TemplateVersion: row.TemplateVersion}}
	nodes, err := a.c.q.ArchiveListNodes(ctx, a.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("archived nodes of %s: %w", id, Interpret(err))
	}
	for _, n := range nodes {
		out.Nodes = append(out.Nodes, nodeFrom((*dbsqlc.MovementNode)(n)))
	}
	intents, err := a.c.q.ArchiveListIntents(ctx, a.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("archived intents of %s: %w", id, Interpret(err))
	}
	for _, i := range intents {
		out.Intents = append(out.Intents, intentFrom((*dbsqlc.NodeIntent)(i)))
	}
	edges, err := a.c.q.ArchiveListEdges(ctx, a.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("archived edges of %s: %w", id, Interpret(err))
	}
	for _, e := range edges {
		out.Edges = append(out.Edges, Edge{ParentNodeID: e.ParentNodeID, ChildNodeID: e.ChildNodeID})
	}
	return out, nil
}

// TableStat is what the statistics collector knows about one table of the network's
// schema: live and dead tuples and when (auto)vacuum and (auto)analyze last ran.
type TableStat struct {
	Table           string
	LiveTuples      int64
	DeadTuples      int64
	LastVacuum      *time.Time
	LastAutovacuum  *time.Time
	LastAnalyze     *time.Time
	LastAutoanalyze *time.Time
	VacuumCount     int64
	AutovacuumCount int64
}

// tableStatsSQL reads pg_stat_user_tables, which sqlc's catalog does not know.
const tableStatsSQL = `
SELECT relname::text, n_live_tup, n_dead_tup, last_vacuum, last_autovacuum, last_analyze, last_autoanalyze,
       vacuum_count, autovacuum_count
FROM pg_stat_user_tables
WHERE schemaname = current_schema()
ORDER BY relname`

// TableStats returns the vacuum statistics of every table of the network's schema.
// It reads the statistics view only (figures lag by up to the stats flush interval)
// and locks nothing.
func (a Archive) TableStats(ctx context.Context) ([]TableStat, error) {
	rows, err := a.c.db.Query(ctx, tableStatsSQL)
	if err != nil {
		return nil, fmt.Errorf("table stats: %w", Interpret(err))
	}
	stats, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (TableStat, error) {
		var s TableStat
		err := r.Scan(&s.Table, &s.LiveTuples, &s.DeadTuples, &s.LastVacuum, &s.LastAutovacuum, &s.LastAnalyze,
			&s.LastAutoanalyze, &s.VacuumCount, &s.AutovacuumCount)
		return s, err
	})
	if err != nil {
		return nil, fmt.Errorf("table stats: %w", Interpret(err))
	}
	return stats, nil
}
