package gateway_test

import (
	"context"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	qtgaudit "github.com/qtgdev/qtg/services/internal/audit"
)

// OpsService.GetAuditHead publishes the chain's head to operators and viewers (issue 14):
// the same anchor VerifyAuditLog reports, without walking the chain.
func TestGetAuditHead(t *testing.T) {
	t.Parallel()
	b := setup(t)
	empty, err := b.ops.GetAuditHead(as("vic"), &qtgv1.GetAuditHeadRequest{})
	require.NoError(t, err)
	require.Zero(t, empty.GetHeadSeq())
	require.Empty(t, empty.GetHeadHash())
	require.Nil(t, empty.GetRecordedAt())

	b.template(t, "audit-head", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	// The admin pool stands in for the promoter's login here.
	p, err := qtgaudit.NewPromoter(qtgaudit.PromoterConfig{Pool: db.Wrap(b.admin), Logger: zerolog.Nop()})
	require.NoError(t, err)
	n, err := p.Batch(context.Background())
	require.NoError(t, err)
	require.Positive(t, n)

	head, err := b.ops.GetAuditHead(as("vic"), &qtgv1.GetAuditHeadRequest{})
	require.NoError(t, err)
	verified, err := b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{})
	require.NoError(t, err)
	require.True(t, verified.GetOk())
	require.Equal(t, int64(n), head.GetHeadSeq())
	require.Equal(t, verified.GetHeadSeq(), head.GetHeadSeq())
	require.Equal(t, verified.GetHeadHash(), head.GetHeadHash())
	require.NotNil(t, head.GetRecordedAt())

	_, err = b.ops.GetAuditHead(as("alice"), &qtgv1.GetAuditHeadRequest{})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "creators do not read ops data")
}
