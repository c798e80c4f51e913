package db

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

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
	// ErrUnavailable means the database could not be reached, or is shutting down or
	// starting: the outage is the server's, not the statement's, and the same call may
	// succeed later (connection refused or lost, pool closed, SQLSTATE class 08, 57P01
	// admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
	ErrUnavailable = errors.New("database unavailable")
	// ErrUnstorable means Postgres refused a value it cannot store or parse as its type
	// (22021 character not in repertoire, 22P05 untranslatable character, 22P02 invalid
	// text representation): the input is wrong, not the database.
	ErrUnstorable = errors.New("value the database cannot store")
)

// sentinels lists the errors above, so Interpret leaves an interpreted error as it is.
var sentinels = []error{ErrNotFound, ErrConflict, ErrConstraint, ErrSerialization, ErrUnavailable, ErrUnstorable}

// SQLSTATE codes Interpret recognises, from the PostgreSQL manual's Appendix A.
const (
	codeUniqueViolation      = "23505"
	codeCheckViolation       = "23514"
	codeNotNullViolation     = "23502"
	codeForeignKeyViolation  = "23503"
	codeSerializationFailure = "40001"
	codeDeadlockDetected     = "40P01"
	codeAdminShutdown        = "57P01"
	codeCrashShutdown        = "57P02"
	codeCannotConnectNow     = "57P03"
	classConnection          = "08"
	codeCharNotInRepertoire  = "22021"
	codeUntranslatableChar   = "22P05"
	codeInvalidTextRepr      = "22P02"
)

// errClosedPool is the text of puddle.ErrClosedPool (a pool closed under a call, during
// shutdown), which pgxpool returns unwrapped; matched by text to keep puddle an
// indirect dependency.
const errClosedPool = "closed pool"

// Interpret wraps err with the matching sentinel (keeping the original in the chain
// for logs) and returns other errors unchanged. It decides on SQLSTATE codes and
// pgx error types, never on message text (except pgxpool's closed pool, see
// errClosedPool). An error that already wraps a sentinel is returned as it is.
func Interpret(err error) error {
	if err == nil {
		return nil
	}
	for _, s := range sentinels {
		if errors.Is(err, s) {
			return err
		}
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%w: %w", ErrNotFound, err)
	}
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		if unreachable(err) {
			return fmt.Errorf("%w: %w", ErrUnavailable, err)
		}
		return err
	}
	switch pgErr.Code {
	case codeUniqueViolation:
		return fmt.Errorf("%w (%s): %w", ErrConflict, pgErr.ConstraintName, err)
	case codeCheckViolation, codeNotNullViolation, codeForeignKeyViolation:
		return fmt.Errorf("%w (%s): %w", ErrConstraint, pgErr.ConstraintName, err)
	case codeSerializationFailure, codeDeadlockDetected:
		return fmt.Errorf("%w: %w", ErrSerialization, err)
	case codeAdminShutdown, codeCrashShutdown, codeCannotConnectNow:
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	case codeCharNotInRepertoire, codeUntranslatableChar, codeInvalidTextRepr:
		return fmt.Errorf("%w: %w", ErrUnstorable, err)
	}
	if strings.HasPrefix(pgErr.Code, classConnection) {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

// unreachable says whether err (not a Postgres error) means the database could not be
// reached: connecting failed, the connection broke, or the pool was closed under the
// call. The caller's own cancellation or deadline is not an outage.
func unreachable(err error) bool {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	return errors.As(err, &connectErr) || errors.As(err, &netErr) || pgconn.SafeToRetry(err) ||
		errors.Is(err, io.ErrUnexpectedEOF) || err.Error() == errClosedPool || strings.HasSuffix(err.Error(), ": "+errClosedPool)
}
