package db

import (
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Sentinel errors that services branch on. Interpret maps pgx and Postgres errors onto
// them so that no service needs to know pgx error types or SQLSTATE codes.
var (
	// ErrNotFound means a query that expects a row found none.
	ErrNotFound = errors.New("not found")
	// ErrConflict means a unique constraint refused the write (e.g. an idempotency key
	// already in use).
	ErrConflict = errors.New("conflict")
	// ErrConstraint means a CHECK, NOT NULL or foreign-key constraint refused the write:
	// the input broke an invariant the schema enforces.
	ErrConstraint = errors.New("constraint violated")
	// ErrSerialization means the transaction lost a serialization or deadlock race and
	// may be retried as a whole.
	ErrSerialization = errors.New("serialization failure")
)

// SQLSTATE codes Interpret recognises, from the PostgreSQL manual's Appendix A.
const (
	codeUniqueViolation      = "23505"
	codeCheckViolation       = "23514"
	codeNotNullViolation     = "23502"
	codeForeignKeyViolation  = "23503"
	codeSerializationFailure = "40001"
	codeDeadlockDetected     = "40P01"
)

// Interpret wraps err with the matching sentinel (keeping the original in the chain
// for logs) and returns other errors unchanged. It decides on SQLSTATE codes, never
// on message text.
func Interpret(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%w: %w", ErrNotFound, err)
	}
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return err
	}
	switch pgErr.Code {
	case codeUniqueViolation:
		return fmt.Errorf("%w (%s): %w", ErrConflict, pgErr.ConstraintName, err)
	case codeCheckViolation, codeNotNullViolation, codeForeignKeyViolation:
		return fmt.Errorf("%w (%s): %w", ErrConstraint, pgErr.ConstraintName, err)
	case codeSerializationFailure, codeDeadlockDetected:
		return fmt.Errorf("%w: %w", ErrSerialization, err)
	default:
		return err
	}
}
