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
	qtgaudit "github.com/qtgdev/qtg/services/internal/app/audit"
)

// OpsService.GetAuditHead publishes the chain's head to operators and viewers (docs/security.md):
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

// VerifyAuditLog is incremental by default: it starts from the promoter's checkpoint and
// walks only the rows after it; full walks from genesis and is the one that catches an
// in-place edit of a row the checkpoint already covers (docs/security.md).
func TestVerifyAuditLogIncremental(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	b.template(t, "audit-inc-1", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	// The admin pool stands in for the promoter's login here. Its first batch walks
	// the chain and checkpoints the head; later ones (within the hour) do not.
	p, err := qtgaudit.NewPromoter(qtgaudit.PromoterConfig{Pool: db.Wrap(b.admin), Logger: zerolog.Nop()})
	require.NoError(t, err)
	first, err := p.Batch(ctx)
	require.NoError(t, err)
	require.Positive(t, first)
	b.template(t, "audit-inc-2", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	more, err := p.Batch(ctx)
	require.NoError(t, err)
	require.Positive(t, more)

	inc, err := b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{})
	require.NoError(t, err)
	require.True(t, inc.GetOk(), inc.GetDetail())
	require.EqualValues(t, first, inc.GetFromSeq())
	require.NotNil(t, inc.GetCheckpointAt())
	require.EqualValues(t, more+1, inc.GetRows(), "the checkpointed row and those after it")
	require.EqualValues(t, first+more, inc.GetHeadSeq())

	full, err := b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{Full: true})
	require.NoError(t, err)
	require.True(t, full.GetOk())
	require.Zero(t, full.GetFromSeq())
	require.EqualValues(t, first+more, full.GetRows())
	require.Equal(t, full.GetHeadHash(), inc.GetHeadHash())

	_, err = b.admin.Exec(ctx, `UPDATE audit_log SET actor = 'mallory' WHERE seq = 1`)
	require.NoError(t, err)
	inc, err = b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{})
	require.NoError(t, err)
	require.True(t, inc.GetOk(), "an edit before the checkpoint is the full walk's to find")
	full, err = b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{Full: true})
	require.NoError(t, err)
	require.False(t, full.GetOk())
	require.EqualValues(t, 1, full.GetBrokenSeq())
	require.Equal(t, "content", full.GetProblem())
}
