package gateway

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
)

// maxSearchKeyLen bounds a search key: movement_refs stores none longer (migration 00032).
const maxSearchKeyLen = 512

// baseUnits is an amount bound: a decimal integer numeric(78,0) holds.
var baseUnits = regexp.MustCompile(`^[0-9]{1,78}$`)

// SearchMovements implements the RPC of that name (proto/qtg/v1/movement.proto): the
// filters are checked here, and db.Movements.Search picks the index that drives them.
func (s movementServer) SearchMovements(ctx context.Context, req *qtgv1.SearchMovementsRequest) (*qtgv1.SearchMovementsResponse, error) {
	var v violations
	size := req.GetPageSize()
	if size < 0 || size > maxPageSize {
		v.add("page_size", fmt.Sprintf("must be between 0 and %d", maxPageSize))
	}
	if size == 0 {
		size = 50
	}
	q := db.MovementSearch{Size: size + 1}
	key := func(field, val string) *string {
		if val == "" {
			return nil
		}
		checkText(&v, field, val, maxSearchKeyLen)
		return &val
	}
	q.Query = key("query", req.GetQuery())
	q.TxHash = key("tx_hash", req.GetTxHash())
	q.ExternalID = key("external_id", req.GetExternalId())
	q.IdempotencyKey = key("idempotency_key", req.GetIdempotencyKey())
	q.Address = key("to_address", req.GetToAddress())
	amount := func(field, val string) *string {
		if val == "" {
			return nil
		}
		if !baseUnits.MatchString(val) {
			v.add(field, "must be an amount in base units: a decimal integer of at most 78 digits")
		}
		return &val
	}
	q.AmountMin = amount("amount_min", req.GetAmountMin())
	q.AmountMax = amount("amount_max", req.GetAmountMax())
	when := func(field string, t *timestamppb.Timestamp) *time.Time {
		if t == nil {
			return nil
		}
		if err := t.CheckValid(); err != nil {
			v.add(field, "must be a valid timestamp")
			return nil
		}
		at := t.AsTime()
		return &at
	}
	q.CreatedAfter = when("created_after", req.GetCreatedAfter())
	q.CreatedBefore = when("created_before", req.GetCreatedBefore())
	if q.Query == nil && q.TxHash == nil && q.ExternalID == nil && q.IdempotencyKey == nil && q.Address == nil &&
		q.AmountMin == nil && q.AmountMax == nil && q.CreatedAfter == nil && q.CreatedBefore == nil {
		v.add("query", "give at least one filter (ListMovements pages through every movement)")
	}
	if tok := req.GetPageToken(); tok != "" {
		raw, err := base64.RawURLEncoding.DecodeString(tok)
		after := &pageToken{}
		if err != nil || json.Unmarshal(raw, after) != nil || after.ID == uuid.Nil {
			v.add("page_token", "is not a token this API issued")
		} else {
			q.AfterCreatedAt, q.AfterID = &after.CreatedAt, &after.ID
		}
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	rows, matches, err := s.pool.Movements().Search(ctx, q)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	byMovement := map[uuid.UUID][]*qtgv1.MovementMatch{}
	for _, m := range matches {
		mm := &qtgv1.MovementMatch{Kind: m.Kind, Value: m.Value, NodeKey: str(m.NodeKey), Source: m.Source}
		if m.NodeID != nil {
			mm.NodeId = m.NodeID.String()
		}
		byMovement[m.MovementID] = append(byMovement[m.MovementID], mm)
	}
	out := &qtgv1.SearchMovementsResponse{}
	for i, row := range rows {
		if i == int(size) {
			last := rows[i-1]
			raw, _ := json.Marshal(pageToken{CreatedAt: last.CreatedAt, ID: last.ID})
			out.NextPageToken = base64.RawURLEncoding.EncodeToString(raw)
			break
		}
		m := toMovement(row)
		m.ParamsJson = "" // as ListMovements: GetMovement has them
		out.Hits = append(out.Hits, &qtgv1.MovementHit{Movement: m, Matches: byMovement[row.ID]})
	}
	return out, nil
}
