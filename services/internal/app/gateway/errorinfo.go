package gateway

import (
	"context"
	"errors"
	"strings"
	"unicode"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// ErrorDomain is the domain of the google.rpc.ErrorInfo every error of the gateway
// carries (AIP-193): with the reason, it is what a client matches on, never the
// message, which is for people (docs/api.md, "Errors").
const ErrorDomain = "qtg.v1"

// The reasons the gateway names itself; any other error carries its code's name as
// its reason (NOT_FOUND, PERMISSION_DENIED, …). They are part of the API: a reason is
// never renamed or reused for another cause.
const (
	ReasonInvalidField        = "INVALID_FIELD"        // a request field is bad (BadRequest names each)
	ReasonInvalidParams       = "INVALID_PARAMS"       // params_json does not fit the template
	ReasonInvalidTemplate     = "INVALID_TEMPLATE"     // definition_json is not a valid template
	ReasonPlanRefused         = "PLAN_REFUSED"         // an executor refused a node's compiled config
	ReasonIdempotencyConflict = "IDEMPOTENCY_CONFLICT" // the key was used for a different request
	ReasonFourEyes            = "FOUR_EYES"            // the same principal may not do both steps
	ReasonPlanMismatch        = "PLAN_MISMATCH"        // the approver's plan hash is not the plan's
	ReasonIllegalTransition   = "ILLEGAL_TRANSITION"   // the state does not allow it (any more)
	ReasonExpired             = "EXPIRED"              // the movement's or proposal's deadline passed
	ReasonTemplateNotActive   = "TEMPLATE_NOT_ACTIVE"  // the template is proposed, rejected or retired
	ReasonDatabaseUnavailable = "DATABASE_UNAVAILABLE" // retry with backoff
	ReasonUnstorableString    = "UNSTORABLE_STRING"    // NUL, invalid UTF-8 or an unpaired surrogate
	ReasonTokenMissing        = "TOKEN_MISSING"        // no (or a malformed) bearer token
	ReasonTokenUnknown        = "TOKEN_UNKNOWN"        // a token the tokens file does not list (or no longer)
	ReasonRoleMissing         = "ROLE_MISSING"         // the principal lacks the method's role
	ReasonRateLimited         = "RATE_LIMITED"         // RetryInfo says when to retry
	ReasonStreamLimit         = "STREAM_LIMIT"         // too many streams, or one reached its lifetime
	ReasonInternal            = "INTERNAL"             // logged on the server; nothing else is said
)

// withReason returns err, a status error, with an ErrorInfo of reason added to its
// details; one that already names a reason keeps it. A non-status error is returned
// as it is (the interceptors call toStatus first).
func withReason(err error, reason string) error {
	st, ok := status.FromError(err)
	if !ok || st.Code() == codes.OK {
		return err
	}
	for _, d := range st.Details() {
		if _, named := d.(*errdetails.ErrorInfo); named {
			return err
		}
	}
	withInfo, derr := st.WithDetails(&errdetails.ErrorInfo{Reason: reason, Domain: ErrorDomain})
	if derr != nil {
		return err
	}
	return withInfo.Err()
}

// codeReason is the reason of an error its producer did not name: its code's name in
// UPPER_SNAKE_CASE, as AIP-193 spells reasons.
func codeReason(c codes.Code) string {
	var b strings.Builder
	for i, r := range c.String() {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// named ensures err carries an ErrorInfo: every error leaving the gateway does.
func named(err error) error {
	if err == nil {
		return nil
	}
	st, ok := status.FromError(err)
	if !ok {
		// A handler's error that is no status (the interceptors map the service's
		// errors; this is a bug): grpc would answer Unknown with its text.
		if errors.Is(err, context.Canceled) {
			return withReason(status.Error(codes.Canceled, "canceled"), codeReason(codes.Canceled))
		}
		return withReason(status.Error(codes.Unknown, err.Error()), codeReason(codes.Unknown))
	}
	return withReason(err, codeReason(st.Code()))
}

// errorInfoUnaryInterceptor is the outermost interceptor: whatever an inner one or the
// handler answered, the client gets an ErrorInfo with it.
func errorInfoUnaryInterceptor(ctx context.Context, req any, _ *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	resp, err := handler(ctx, req)
	return resp, named(err)
}

// errorInfoStreamInterceptor is errorInfoUnaryInterceptor for streams.
func errorInfoStreamInterceptor(srv any, ss grpc.ServerStream, _ *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	return named(handler(srv, ss))
}
