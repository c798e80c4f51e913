package gateway

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/rs/zerolog"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/qtgdev/qtg/services/internal/compiler"
	"github.com/qtgdev/qtg/services/internal/movement"
)

// violations collects bad fields of one request; the request is refused before
// anything is written when there is any.
type violations struct {
	list []*errdetails.BadRequest_FieldViolation
}

func (v *violations) add(field, description string) {
	v.list = append(v.list, &errdetails.BadRequest_FieldViolation{Field: field, Description: description})
}

// err is InvalidArgument with a BadRequest detail naming every bad field, or nil.
func (v *violations) err() error {
	if len(v.list) == 0 {
		return nil
	}
	msg := v.list[0].Field + ": " + v.list[0].Description
	if len(v.list) > 1 {
		msg += " (and more, see details)"
	}
	st, err := status.New(codes.InvalidArgument, msg).WithDetails(&errdetails.BadRequest{FieldViolations: v.list})
	if err != nil {
		return status.Error(codes.InvalidArgument, msg)
	}
	return st.Err()
}

// toStatus maps the service layer's errors to gRPC codes. Unexpected errors are
// logged here and answered as Internal without their text, which may name tables.
func toStatus(ctx context.Context, log zerolog.Logger, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := status.FromError(err); ok {
		return err
	}
	var verr *compiler.ValidationError
	switch {
	case errors.As(err, &verr):
		var v violations
		for _, vi := range verr.Violations {
			v.add(vi.Field, vi.Description)
		}
		if e := v.err(); e != nil {
			return e
		}
		return status.Error(codes.InvalidArgument, err.Error())
	case errors.Is(err, compiler.ErrInvalidParams), errors.Is(err, compiler.ErrInvalidTemplate):
		return status.Error(codes.InvalidArgument, err.Error())
	case errors.Is(err, movement.ErrNotFound):
		return status.Error(codes.NotFound, err.Error())
	case errors.Is(err, movement.ErrIdempotencyConflict):
		return status.Error(codes.AlreadyExists, err.Error())
	case errors.Is(err, movement.ErrFourEyes):
		return status.Error(codes.PermissionDenied, err.Error())
	case errors.Is(err, movement.ErrPlanMismatch), errors.Is(err, movement.ErrIllegalTransition), errors.Is(err, movement.ErrExpired):
		return status.Error(codes.FailedPrecondition, err.Error())
	case errors.Is(err, context.Canceled):
		return status.Error(codes.Canceled, "canceled")
	case errors.Is(err, context.DeadlineExceeded):
		return status.Error(codes.DeadlineExceeded, "deadline exceeded")
	case databaseUnavailable(err):
		log.Warn().Err(err).Msg("database unavailable")
		return status.Error(codes.Unavailable, "database unavailable, retry with backoff")
	case badTextForDatabase(err):
		return status.Error(codes.InvalidArgument, "a string is not storable text (NUL, invalid UTF-8 or an unpaired surrogate)")
	default:
		log.Error().Err(err).Msg("request failed")
		return status.Error(codes.Internal, "internal error")
	}
}

// databaseUnavailable: the database could not be reached or is shutting down or
// starting (SQLSTATE class 08, 57P01 admin shutdown, 57P02 crash shutdown, 57P03
// cannot connect now). Answered Unavailable so that standard gRPC retry policies
// retry; the outage is the server's, not the request's.
func databaseUnavailable(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code {
		case "57P01", "57P02", "57P03":
			return true
		}
		return strings.HasPrefix(pgErr.Code, "08")
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	return errors.As(err, &connectErr) || errors.As(err, &netErr) || pgconn.SafeToRetry(err) ||
		errors.Is(err, io.ErrUnexpectedEOF) || err.Error() == errClosedPool || strings.HasSuffix(err.Error(), ": "+errClosedPool)
}

// errClosedPool is the text of puddle.ErrClosedPool (a pool closed under a call,
// during shutdown), which pgxpool returns unwrapped; matched by text to keep puddle
// an indirect dependency.
const errClosedPool = "closed pool"

// badTextForDatabase: Postgres refused a string (22021 character not in repertoire,
// 22P05 untranslatable character, 22P02 invalid text representation). The edge
// checks (checkStrings) refuse these first; this is the backstop.
func badTextForDatabase(err error) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return false
	}
	switch pgErr.Code {
	case "22021", "22P05", "22P02":
		return true
	}
	return false
}
