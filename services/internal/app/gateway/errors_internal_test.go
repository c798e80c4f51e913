package gateway

import (
	"context"
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/qtgdev/qtg/db"
)

// toStatus maps database outages to Unavailable and text Postgres refused to
// InvalidArgument (docs/security.md), whether the error came through package db (its
// sentinels) or not; other database errors stay Internal.
func TestToStatusDatabaseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		err  error
		want codes.Code
	}{
		{&pgconn.PgError{Code: "57P01"}, codes.Unavailable},
		{&pgconn.PgError{Code: "57P02"}, codes.Unavailable},
		{&pgconn.PgError{Code: "57P03"}, codes.Unavailable},
		{&pgconn.PgError{Code: "08006"}, codes.Unavailable},
		{&pgconn.PgError{Code: "08001"}, codes.Unavailable},
		{&pgconn.PgError{Code: "22021"}, codes.InvalidArgument},
		{&pgconn.PgError{Code: "22P05"}, codes.InvalidArgument},
		{&pgconn.PgError{Code: "22P02"}, codes.InvalidArgument},
		{&pgconn.PgError{Code: "23505"}, codes.Internal},
		{&pgconn.PgError{Code: "42P01"}, codes.Internal},
		{fmt.Errorf("get movement: %w", &pgconn.PgError{Code: "57P01"}), codes.Unavailable},
		{fmt.Errorf("acquire: %w", &pgconn.ConnectError{}), codes.Unavailable},
		{fmt.Errorf("boom"), codes.Internal},
		{errors.New("closed pool"), codes.Unavailable},
		{fmt.Errorf("query: %w", io.ErrUnexpectedEOF), codes.Unavailable},
		{fmt.Errorf("query: %w", context.DeadlineExceeded), codes.DeadlineExceeded},
		{fmt.Errorf("query: %w", context.Canceled), codes.Canceled},
		// What package db hands back: its sentinels decide.
		{fmt.Errorf("get movement: %w", db.ErrUnavailable), codes.Unavailable},
		{fmt.Errorf("insert: %w", db.ErrUnstorable), codes.InvalidArgument},
		{fmt.Errorf("get movement: %w", db.Interpret(&pgconn.PgError{Code: "57P03"})), codes.Unavailable},
		{fmt.Errorf("insert: %w", db.Interpret(&pgconn.PgError{Code: "22021"})), codes.InvalidArgument},
		{fmt.Errorf("get: %w", db.ErrNotFound), codes.Internal},
		{fmt.Errorf("insert: %w", db.ErrConflict), codes.Internal},
		{fmt.Errorf("insert: %w", db.ErrConstraint), codes.Internal},
		{fmt.Errorf("commit: %w", db.ErrSerialization), codes.Internal},
	}
	for _, tt := range tests {
		t.Run(tt.err.Error(), func(t *testing.T) {
			require.Equal(t, tt.want, status.Code(toStatus(context.Background(), zerolog.Nop(), tt.err)))
		})
	}
}
