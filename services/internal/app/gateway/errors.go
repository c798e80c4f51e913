package gateway

import (
	"context"
	"errors"

	"github.com/rs/zerolog"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/movement"
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
	return v.errWith(ReasonInvalidField)
}

// errWith is err with the given reason.
func (v *violations) errWith(reason string) error {
	if len(v.list) == 0 {
		return nil
	}
	msg := v.list[0].Field + ": " + v.list[0].Description
	if len(v.list) > 1 {
		msg += " (and more, see details)"
	}
	st, err := status.New(codes.InvalidArgument, msg).WithDetails(&errdetails.BadRequest{FieldViolations: v.list},
		&errdetails.ErrorInfo{Reason: reason, Domain: ErrorDomain})
	if err != nil {
		return status.Error(codes.InvalidArgument, msg)
	}
	return st.Err()
}

// toStatus maps the service layer's errors to gRPC codes. Unexpected errors are
// logged here and answered as Internal without their text, which may name tables.
// Database errors are told apart by package db's sentinels; db.Interpret is applied
// here as well, for an error that reached the gateway without passing through it.
func toStatus(ctx context.Context, log zerolog.Logger, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := status.FromError(err); ok {
		return err
	}
	err = db.Interpret(err)
	var verr *compiler.ValidationError
	var perr *movement.PolicyError
	switch {
	case errors.As(err, &perr):
		return policyRefusal(perr)
	case errors.Is(err, movement.ErrNotInApproverGroup):
		return withReason(status.Error(codes.PermissionDenied, err.Error()), ReasonNotInApproverGroup)
	case errors.As(err, &verr):
		var v violations
		for _, vi := range verr.Violations {
			v.add(vi.Field, vi.Description)
		}
		reason := ReasonInvalidTemplate
		if errors.Is(err, compiler.ErrInvalidParams) {
			reason = ReasonInvalidParams
		}
		if e := v.errWith(reason); e != nil {
			return e
		}
		return withReason(status.Error(codes.InvalidArgument, err.Error()), reason)
	case errors.Is(err, compiler.ErrInvalidParams), errors.Is(err, compiler.ErrInvalidTemplate):
		// Every INVALID_ARGUMENT names its field (docs/security.md): params come from
		// CreateMovement's params_json, definitions from ProposeTemplate's definition_json.
		field, reason := "definition_json", ReasonInvalidTemplate
		if errors.Is(err, compiler.ErrInvalidParams) {
			field, reason = "params_json", ReasonInvalidParams
		}
		var v violations
		v.add(field, err.Error())
		return v.errWith(reason)
	case errors.Is(err, movement.ErrPlanRefused):
		return withReason(status.Error(codes.InvalidArgument, err.Error()), ReasonPlanRefused)
	case errors.Is(err, movement.ErrNotFound):
		return status.Error(codes.NotFound, err.Error())
	case errors.Is(err, movement.ErrIdempotencyConflict):
		return withReason(status.Error(codes.AlreadyExists, err.Error()), ReasonIdempotencyConflict)
	case errors.Is(err, movement.ErrFourEyes):
		return withReason(status.Error(codes.PermissionDenied, err.Error()), ReasonFourEyes)
	case errors.Is(err, movement.ErrPlanMismatch):
		return withReason(status.Error(codes.FailedPrecondition, err.Error()), ReasonPlanMismatch)
	case errors.Is(err, movement.ErrIllegalTransition):
		return withReason(status.Error(codes.FailedPrecondition, err.Error()), ReasonIllegalTransition)
	case errors.Is(err, movement.ErrExpired):
		return withReason(status.Error(codes.FailedPrecondition, err.Error()), ReasonExpired)
	case errors.Is(err, movement.ErrTemplateNotActive):
		return withReason(status.Error(codes.FailedPrecondition, err.Error()), ReasonTemplateNotActive)
	case errors.Is(err, context.Canceled):
		return status.Error(codes.Canceled, "canceled")
	case errors.Is(err, context.DeadlineExceeded):
		return status.Error(codes.DeadlineExceeded, "deadline exceeded")
	case errors.Is(err, db.ErrUnavailable):
		// The database could not be reached or is shutting down or starting: answered
		// Unavailable so that standard gRPC retry policies retry; the outage is the
		// server's, not the request's.
		log.Warn().Err(err).Msg("database unavailable")
		return withReason(status.Error(codes.Unavailable, "database unavailable, retry with backoff"), ReasonDatabaseUnavailable)
	case errors.Is(err, db.ErrUnstorable):
		// Postgres refused a string. The edge checks (checkStrings) refuse these
		// first; this is the backstop.
		return withReason(status.Error(codes.InvalidArgument, "a string is not storable text (NUL, invalid UTF-8 or an unpaired surrogate)"), ReasonUnstorableString)
	default:
		log.Error().Err(err).Msg("request failed")
		return withReason(status.Error(codes.Internal, "internal error"), ReasonInternal)
	}
}
