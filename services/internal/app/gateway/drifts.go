package gateway

import (
	"context"
	"encoding/base64"
	"encoding/json"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
)

// ListBalanceDrifts pages verify-drift's raised drifts, chain and venue, newest first.
func (s opsServer) ListBalanceDrifts(ctx context.Context, req *qtgv1.ListBalanceDriftsRequest) (*qtgv1.ListBalanceDriftsResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > 1000 {
		v.add("page_size", "must be between 0 and 1000")
	}
	if size == 0 {
		size = 100
	}
	var after *db.BalanceDriftCursor
	if tok := req.GetPageToken(); tok != "" {
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		after = &db.BalanceDriftCursor{}
		if err != nil || json.Unmarshal(raw, after) != nil {
			v.add("page_token", "is not a token this API issued")
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	// One more than asked says whether another page follows.
	rows, err := s.pool.Balances().ListDrifts(ctx, after, size+1)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListBalanceDriftsResponse{}
	if len(rows) > int(size) {
		rows = rows[:size]
		last := rows[len(rows)-1]
		raw, _ := json.Marshal(db.BalanceDriftCursor{CheckedAt: last.CheckedAt, ID: last.ID})
		out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
	}
	for _, d := range rows {
		bd := &qtgv1.BalanceDrift{
			Kind: d.Kind, Id: d.ID.String(), ChainId: d.ChainID, Token: d.Token, Address: d.Address, FromBlock: d.FromBlock, ToBlock: d.ToBlock,
			Venue: d.Venue, Coin: d.Coin,
			ExpectedDelta: d.ExpectedDelta.String(), ActualDelta: d.ActualDelta.String(), Drift: d.Drift.String(),
			CheckedAt: timestamppb.New(d.CheckedAt),
		}
		if !d.FromTime.IsZero() {
			bd.FromTime, bd.ToTime = timestamppb.New(d.FromTime), timestamppb.New(d.ToTime)
		}
		out.Drifts = append(out.Drifts, bd)
	}
	return out, nil
}
