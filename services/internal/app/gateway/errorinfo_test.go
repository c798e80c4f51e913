package gateway_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
)

// Every error names its cause in a google.rpc.ErrorInfo (AIP-193): a client matches on
// the reason and the domain, never on the message; BadRequest and RetryInfo stay
// beside it where they were.
func TestEveryErrorCarriesErrorInfo(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`)
	created, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k-1", ParamsJson: `{"memo":"x"}`})
	require.NoError(t, err)
	m := created.GetMovement()

	tests := []struct {
		name       string
		call       func() error
		code       codes.Code
		reason     string
		badRequest bool
	}{
		{name: "no token", code: codes.Unauthenticated, reason: gateway.ReasonTokenMissing, call: func() error {
			_, err := b.mov.GetMovement(context.Background(), &qtgv1.GetMovementRequest{Id: m.GetId()})
			return err
		}},
		{name: "unknown token", code: codes.Unauthenticated, reason: gateway.ReasonTokenUnknown, call: func() error {
			ctx := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer nobody")
			_, err := b.mov.GetMovement(ctx, &qtgv1.GetMovementRequest{Id: m.GetId()})
			return err
		}},
		{name: "role missing", code: codes.PermissionDenied, reason: gateway.ReasonRoleMissing, call: func() error {
			_, err := b.mov.CreateMovement(as("vic"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k-2"})
			return err
		}},
		{name: "bad params", code: codes.InvalidArgument, reason: gateway.ReasonInvalidParams, badRequest: true, call: func() error {
			_, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k-3", ParamsJson: `{}`})
			return err
		}},
		{name: "idempotency key reused for another request", code: codes.AlreadyExists, reason: gateway.ReasonIdempotencyConflict, call: func() error {
			_, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k-1", ParamsJson: `{"memo":"y"}`})
			return err
		}},
		{name: "plan hash not the plan's", code: codes.FailedPrecondition, reason: gateway.ReasonPlanMismatch, call: func() error {
			_, err := b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: "00" + m.GetPlanHash()[2:]})
			return err
		}},
		{name: "unknown movement", code: codes.NotFound, reason: "NOT_FOUND", call: func() error {
			_, err := b.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: uuid.NewString()})
			return err
		}},
		{name: "unknown movement, streamed", code: codes.NotFound, reason: "NOT_FOUND", call: func() error {
			s, err := b.mov.WatchMovement(as("vic"), &qtgv1.WatchMovementRequest{Id: uuid.NewString()})
			if err != nil {
				return err
			}
			_, err = s.Recv()
			return err
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := status.Convert(tt.call())
			require.Equal(t, tt.code, st.Code(), "%v", st.Err())
			var info *errdetails.ErrorInfo
			hasBadRequest := false
			for _, d := range st.Details() {
				switch d := d.(type) {
				case *errdetails.ErrorInfo:
					require.Nil(t, info, "one ErrorInfo")
					info = d
				case *errdetails.BadRequest:
					hasBadRequest = true
				}
			}
			require.NotNil(t, info, "%v", st.Err())
			require.Equal(t, tt.reason, info.GetReason())
			require.Equal(t, gateway.ErrorDomain, info.GetDomain())
			require.Equal(t, tt.badRequest, hasBadRequest)
		})
	}
}
