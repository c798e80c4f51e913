package db_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
)

// Interpret maps pgx errors and SQLSTATEs onto the sentinels services branch on, and
// leaves everything else alone.
func TestInterpret(t *testing.T) {
	t.Parallel()
	sentinels := []error{db.ErrNotFound, db.ErrConflict, db.ErrConstraint, db.ErrSerialization, db.ErrUnavailable, db.ErrUnstorable}
	tests := []struct {
		name string
		err  error
		want error // nil: no sentinel
	}{
		{"no rows", pgx.ErrNoRows, db.ErrNotFound},
		{"wrapped no rows", fmt.Errorf("get: %w", pgx.ErrNoRows), db.ErrNotFound},
		{"unique", &pgconn.PgError{Code: "23505"}, db.ErrConflict},
		{"check", &pgconn.PgError{Code: "23514"}, db.ErrConstraint},
		{"not null", &pgconn.PgError{Code: "23502"}, db.ErrConstraint},
		{"foreign key", &pgconn.PgError{Code: "23503"}, db.ErrConstraint},
		{"serialization", &pgconn.PgError{Code: "40001"}, db.ErrSerialization},
		{"deadlock", &pgconn.PgError{Code: "40P01"}, db.ErrSerialization},
		{"admin shutdown", &pgconn.PgError{Code: "57P01"}, db.ErrUnavailable},
		{"crash shutdown", &pgconn.PgError{Code: "57P02"}, db.ErrUnavailable},
		{"cannot connect now", &pgconn.PgError{Code: "57P03"}, db.ErrUnavailable},
		{"connection failure", &pgconn.PgError{Code: "08006"}, db.ErrUnavailable},
		{"unable to connect", &pgconn.PgError{Code: "08001"}, db.ErrUnavailable},
		{"wrapped admin shutdown", fmt.Errorf("get movement: %w", &pgconn.PgError{Code: "57P01"}), db.ErrUnavailable},
		{"connect error", fmt.Errorf("acquire: %w", &pgconn.ConnectError{}), db.ErrUnavailable},
		{"net error", &net.OpError{Op: "read", Err: errors.New("connection reset by peer")}, db.ErrUnavailable},
		{"unexpected EOF", fmt.Errorf("read: %w", io.ErrUnexpectedEOF), db.ErrUnavailable},
		{"closed pool", errors.New("closed pool"), db.ErrUnavailable},
		{"wrapped closed pool", errors.New("acquire: closed pool"), db.ErrUnavailable},
		{"char not in repertoire", &pgconn.PgError{Code: "22021"}, db.ErrUnstorable},
		{"untranslatable char", &pgconn.PgError{Code: "22P05"}, db.ErrUnstorable},
		{"invalid text representation", &pgconn.PgError{Code: "22P02"}, db.ErrUnstorable},
		{"undefined table", &pgconn.PgError{Code: "42P01"}, nil},
		{"plain error", errors.New("boom"), nil},
		{"cancelled", fmt.Errorf("query: %w", context.Canceled), nil},
		{"deadline", fmt.Errorf("query: %w", context.DeadlineExceeded), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := db.Interpret(tt.err)
			require.ErrorIs(t, got, tt.err, "the original error stays in the chain")
			for _, s := range sentinels {
				require.Equal(t, errors.Is(tt.want, s), errors.Is(got, s), "sentinel %v", s)
			}
			again := db.Interpret(got)
			require.Equal(t, got.Error(), again.Error(), "interpreting twice changes nothing")
		})
	}
	require.NoError(t, db.Interpret(nil))
}
