package engine

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/qtgdev/qtg/db"
)

// lazySavepoint is the Querier Prepare gets: it opens its savepoint on the first
// statement, so an executor whose Prepare does not touch the database (noop, a signer
// that keeps its nonces elsewhere) costs no savepoint round trips, while one that does
// is still isolated from the rest of the batch's transaction.
type lazySavepoint struct {
	tx pgx.Tx
	sp pgx.Tx
}

var _ db.Querier = (*lazySavepoint)(nil)

func (l *lazySavepoint) open(ctx context.Context) (pgx.Tx, error) {
	if l.sp == nil {
		sp, err := l.tx.Begin(ctx)
		if err != nil {
			return nil, err
		}
		l.sp = sp
	}
	return l.sp, nil
}

// Exec implements db.Querier.
func (l *lazySavepoint) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	sp, err := l.open(ctx)
	if err != nil {
		return pgconn.CommandTag{}, err
	}
	return sp.Exec(ctx, sql, args...)
}

// Query implements db.Querier.
func (l *lazySavepoint) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	sp, err := l.open(ctx)
	if err != nil {
		return nil, err
	}
	return sp.Query(ctx, sql, args...)
}

// QueryRow implements db.Querier.
func (l *lazySavepoint) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	sp, err := l.open(ctx)
	if err != nil {
		return errRow{err}
	}
	return sp.QueryRow(ctx, sql, args...)
}

// release keeps what the savepoint did (nothing to do when none was opened).
func (l *lazySavepoint) release(ctx context.Context) error {
	if l.sp == nil {
		return nil
	}
	return l.sp.Commit(ctx)
}

// rollback undoes what the savepoint did (nothing to do when none was opened).
func (l *lazySavepoint) rollback(ctx context.Context) error {
	if l.sp == nil {
		return nil
	}
	return l.sp.Rollback(ctx)
}

type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }
