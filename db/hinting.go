package db

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// WithHints returns a Conn on the pool whose statements each commit on their own and
// are then followed by hints for topics (NotifyAfterCommit), all in one round trip on
// one connection: BEGIN, the statement, COMMIT and the hints go out as one pipeline.
// It does what a statement on the pool followed by Hint does — the hints run only once
// COMMIT has returned, in a transaction of their own, so the statement's commit is as
// durable as any and never holds pg_notify's lock (see Tx.Commit) — without the second
// round trip and the second connection. The hints go out even when the statement
// changed nothing (a compare-and-set that found no row): a wake-up for nothing costs a
// worker one empty claim. Only statements returning at most one row (QueryRow) or none
// (Exec) can run this way.
func (p *Pool) WithHints(topics ...string) Conn {
	return newConn(&hinting{pool: p.pool, topics: topics})
}

// hinting is the dbsqlc.DBTX behind WithHints.
type hinting struct {
	pool   *pgxpool.Pool
	topics []string
}

// errHintingRows is returned for statements WithHints cannot pipeline.
var errHintingRows = errors.New("db: a statement with hints must return at most one row")

// run sends BEGIN, sql, COMMIT and the hints on a connection of the pool and calls
// read with the statement's result; it returns read's error (pgx.ErrNoRows included,
// for QueryRow's callers), or COMMIT's.
func (h *hinting) run(ctx context.Context, sql string, args []any, read func(pgx.BatchResults) error) error {
	c, err := h.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer func() {
		// A failed statement leaves its transaction open (the server skipped COMMIT):
		// end it so that the connection goes back to the pool instead of being closed.
		if s := c.Conn().PgConn().TxStatus(); s == 'T' || s == 'E' {
			_, _ = c.Exec(context.WithoutCancel(ctx), "rollback")
		}
		c.Release()
	}()
	b := &pgx.Batch{}
	b.Queue("begin")
	b.Queue(sql, args...)
	queueCommitThenHints(ctx, b, h.topics)
	br := c.SendBatch(ctx, b)
	defer br.Close() //nolint:errcheck // Close reports again the first error, which run has returned already
	if _, err := br.Exec(); err != nil {
		return err
	}
	readErr := read(br)
	if readErr != nil && !errors.Is(readErr, pgx.ErrNoRows) {
		return readErr
	}
	if err := commitOutcome(br); err != nil {
		return err
	}
	_, _ = br.Exec() // the hints: a lost one costs latency only
	return readErr
}

func (h *hinting) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	var tag pgconn.CommandTag
	err := h.run(ctx, sql, args, func(br pgx.BatchResults) error {
		var err error
		tag, err = br.Exec()
		return err
	})
	return tag, err
}

func (h *hinting) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	return hintingRow{h: h, ctx: ctx, sql: sql, args: args}
}

func (h *hinting) Query(context.Context, string, ...any) (pgx.Rows, error) {
	return nil, errHintingRows
}

func (h *hinting) CopyFrom(context.Context, pgx.Identifier, []string, pgx.CopyFromSource) (int64, error) {
	return 0, errHintingRows
}

// hintingRow runs its statement when scanned, as pgx's rows do.
type hintingRow struct {
	h    *hinting
	ctx  context.Context
	sql  string
	args []any
}

func (r hintingRow) Scan(dest ...any) error {
	return r.h.run(r.ctx, r.sql, r.args, func(br pgx.BatchResults) error {
		return br.QueryRow().Scan(dest...)
	})
}
