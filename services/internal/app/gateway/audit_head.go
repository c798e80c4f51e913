package gateway

import (
	"context"
	"encoding/hex"
	"fmt"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/app/audit"
)

// GetAuditHead returns the chain's head: one indexed read, unlike VerifyAuditLog, so
// monitoring may poll it and keep the anchors outside the database (docs/security.md).
func (s opsServer) GetAuditHead(ctx context.Context, _ *qtgv1.GetAuditHeadRequest) (*qtgv1.GetAuditHeadResponse, error) {
	head, err := audit.ReadHead(ctx, s.pool.Conn)
	if err != nil {
		return nil, toStatus(ctx, s.log, fmt.Errorf("audit head: %w", err))
	}
	out := &qtgv1.GetAuditHeadResponse{HeadSeq: head.Seq, HeadHash: hex.EncodeToString(head.Hash)}
	if !head.RecordedAt.IsZero() {
		out.RecordedAt = timestamppb.New(head.RecordedAt)
	}
	return out, nil
}
