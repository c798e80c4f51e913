package gateway_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// The authorization scheme is case-insensitive (RFC 9110 §11.1), and two
// authorization headers are named as such, not as a missing or malformed token.
func TestAuthorizationScheme(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, scheme := range []string{"Bearer", "bearer", "BEARER", "bEaReR"} {
		ctx := metadata.AppendToOutgoingContext(context.Background(), "authorization", scheme+" token-vic")
		_, err := b.tpl.ListTemplates(ctx, &qtgv1.ListTemplatesRequest{})
		require.NoError(t, err, "scheme %q", scheme)
	}
	for _, bad := range []string{"Basic token-vic", "Bearer", "Bearer ", "Bearertoken-vic", "token-vic"} {
		ctx := metadata.AppendToOutgoingContext(context.Background(), "authorization", bad)
		_, err := b.tpl.ListTemplates(ctx, &qtgv1.ListTemplatesRequest{})
		require.Equal(t, codes.Unauthenticated, status.Code(err), "%q: %v", bad, err)
	}
	two := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer token-vic", "authorization", "Bearer token-vic")
	_, err := b.tpl.ListTemplates(two, &qtgv1.ListTemplatesRequest{})
	require.Equal(t, codes.Unauthenticated, status.Code(err), "%v", err)
	require.Contains(t, status.Convert(err).Message(), "more than one authorization header")
}
