package db

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
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
// worker one empty claim. A statement's rows (Query) are read to the end before COMMIT's
// outcome, so they are buffered in memory: statements of a few rows, not a scan.
func (p *Pool) WithHints(topics ...string) Conn {
	return newConn(&hinting{pool: p.pool, topics: topics})
}

// hinting is the dbsqlc.DBTX behind WithHints.
type hinting struct {
	pool   *pgxpool.Pool
	topics []string
}

// errHintingCopy is returned for COPY, which WithHints cannot pipeline.
var errHintingCopy = errors.New("db: COPY cannot run with hints")

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

// Query runs the statement, reads all of its rows and COMMIT's outcome, and returns the
// rows from memory: a caller that reads them has learnt that they committed, as a
// QueryRow caller does from Scan. (Returning the server's rows as they stream would
// leave COMMIT's outcome for Close, whose error the generated code ignores.)
func (h *hinting) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	rows := &bufferedRows{}
	err := h.run(ctx, sql, args, func(br pgx.BatchResults) error {
		r, err := br.Query()
		if err != nil {
			return err
		}
		defer r.Close()
		rows.typeMap = r.Conn().TypeMap()
		// pgconn reuses the descriptions' buffer for the next result (COMMIT's, the
		// hints'): keep a copy.
		rows.fields = slices.Clone(r.FieldDescriptions())
		for r.Next() {
			raw := r.RawValues()
			row := make([][]byte, len(raw))
			for i, v := range raw {
				if v != nil {
					row[i] = append([]byte{}, v...) // RawValues is only valid until Next
				}
			}
			rows.values = append(rows.values, row)
		}
		if err := r.Err(); err != nil {
			return err
		}
		rows.tag = r.CommandTag()
		return nil
	})
	if err != nil {
		return nil, err
	}
	rows.at = -1
	return rows, nil
}

func (h *hinting) CopyFrom(context.Context, pgx.Identifier, []string, pgx.CopyFromSource) (int64, error) {
	return 0, errHintingCopy
}

// bufferedRows is a committed statement's result held in memory (hinting.Query).
type bufferedRows struct {
	typeMap *pgtype.Map
	fields  []pgconn.FieldDescription
	values  [][][]byte
	tag     pgconn.CommandTag
	at      int
	err     error
}

func (r *bufferedRows) Close()                                       {}
func (r *bufferedRows) Err() error                                   { return r.err }
func (r *bufferedRows) CommandTag() pgconn.CommandTag                { return r.tag }
func (r *bufferedRows) FieldDescriptions() []pgconn.FieldDescription { return r.fields }
func (r *bufferedRows) Conn() *pgx.Conn                              { return nil }
func (r *bufferedRows) TypeMap() *pgtype.Map                         { return r.typeMap }
func (r *bufferedRows) RawValues() [][]byte                          { return r.values[r.at] }

func (r *bufferedRows) Next() bool {
	if r.err != nil || r.at+1 >= len(r.values) {
		return false
	}
	r.at++
	return true
}

func (r *bufferedRows) Scan(dest ...any) error {
	if err := pgx.ScanRow(r.typeMap, r.fields, r.values[r.at], dest...); err != nil {
		r.err = err
		return err
	}
	return nil
}

func (r *bufferedRows) Values() ([]any, error) {
	out := make([]any, len(r.fields))
	for i, f := range r.fields {
		if r.values[r.at][i] == nil {
			continue
		}
		dt, ok := r.typeMap.TypeForOID(f.DataTypeOID)
		if !ok {
			return nil, fmt.Errorf("db: no type for OID %d", f.DataTypeOID)
		}
		v, err := dt.Codec.DecodeValue(r.typeMap, f.DataTypeOID, f.Format, r.values[r.at][i])
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
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
