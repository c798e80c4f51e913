package gateway_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// requireFieldViolation asserts err is InvalidArgument with a BadRequest naming field.
func requireFieldViolation(t *testing.T, err error, field string) {
	t.Helper()
	st, _ := status.FromError(err)
	require.Equal(t, codes.InvalidArgument, st.Code(), "%v", err)
	var fields []string
	for _, d := range st.Details() {
		if br, ok := d.(*errdetails.BadRequest); ok {
			for _, fv := range br.GetFieldViolations() {
				fields = append(fields, fv.GetField())
			}
		}
	}
	require.Contains(t, fields, field, "%v", err)
}

// Error messages name what is wrong: a wrong template definition hash is
// not a "plan hash", and two authorization headers are not a missing token.
func TestMessagesNameTheProblem(t *testing.T) {
	t.Parallel()
	b := setup(t)
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay",
		DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
	require.NoError(t, err)
	_, err = b.tpl.ApproveTemplate(as("ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: strings.Repeat("ab", 32)})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	require.Contains(t, status.Convert(err).Message(), "definition hash does not match")
	require.NotContains(t, status.Convert(err).Message(), "plan hash")

	two := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer token-vic", "authorization", "Bearer token-vic")
	_, err = b.tpl.ListTemplates(two, &qtgv1.ListTemplatesRequest{})
	require.Equal(t, codes.Unauthenticated, status.Code(err), "%v", err)
	require.NotContains(t, status.Convert(err).Message(), "missing")
	require.Contains(t, status.Convert(err).Message(), "exactly one")
}

// ttl_seconds beyond time.Duration's range is refused, not wrapped around
// into a proposal that never expires.
func TestProposalTTLBounded(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, ttl := range []int64{-1, 90*24*3600 + 1, 9223372037, 1 << 62} {
		_, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay", TtlSeconds: ttl,
			DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
		requireFieldViolation(t, err, "ttl_seconds")
	}
	require.Zero(t, b.scalar(t, `SELECT count(*)::int FROM movement_templates`), "nothing written")
	_, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay", TtlSeconds: 90 * 24 * 3600,
		DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
	require.NoError(t, err, "the maximum is allowed")
}
