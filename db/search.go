package db

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Kinds of the keys movement_refs holds (migration 00032).
const (
	RefTxHash         = "tx_hash"
	RefExternalID     = "external_id"
	RefIdempotencyKey = "idempotency_key"
	RefAddress        = "address"
	RefAmount         = "amount"
)

// MovementSearch selects a page of movements by the keys an incident starts from
// (migration 00032). Every filter given must match; at least one must be given.
type MovementSearch struct {
	// Query is any exact key: a transaction hash, an external ID, an idempotency key or
	// a destination address.
	Query *string
	// TxHash, ExternalID, IdempotencyKey and Address match one kind of key each. Hex
	// keys match in either case, with or without the 0x of a transaction hash.
	TxHash, ExternalID, IdempotencyKey, Address *string
	// AmountMin and AmountMax bound a node's amount (base units, decimal, inclusive).
	AmountMin, AmountMax *string
	// CreatedAfter (inclusive) and CreatedBefore (exclusive) bound the creation time.
	CreatedAfter, CreatedBefore *time.Time
	// AfterCreatedAt and AfterID are the keyset position of the previous page's last
	// movement (nil: the first page).
	AfterCreatedAt *time.Time
	AfterID        *uuid.UUID
	Size           int32
}

// RefMatch is one key of a found movement that the search matched.
type RefMatch struct {
	MovementID uuid.UUID
	// NodeID and NodeKey name the node that recorded the key; nil for the movement's
	// own (its idempotency key).
	NodeID  *uuid.UUID
	NodeKey *string
	Kind    string
	Value   string
	// Source is where the key was recorded (movement, config, intent,
	// evm_tx_candidate, capital_transfer, result or progress).
	Source string
}

// ErrNoSearchFilter is what Search returns when no filter is given: such a search
// would read every movement, which ListMovements pages through instead.
var ErrNoSearchFilter = errors.New("no search filter")

// The widest bounds: what an open end of a range stands for, so that the statement's
// generic plan compares with values, never with NULL.
var (
	searchTimeMin   = time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC)
	searchTimeMax   = time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
	searchAmountMax = "1" + fmt.Sprintf("%078d", 0) // 10^78, above every numeric(78,0)
)

// Search returns up to s.Size movements matching s, newest first, and the keys each
// matched. A key or an amount finds archived movements too; a time range alone, live
// ones only. The filter that drives the statement is the first of: an exact key, the
// amount range, the time range (see MovementSearch in sql/queries/movement_refs.sql).
func (m Movements) Search(ctx context.Context, s MovementSearch) ([]*MovementView, []RefMatch, error) {
	p := &dbsqlc.MovementSearchParams{
		Query: s.Query, TXHash: s.TxHash, ExternalID: s.ExternalID, IdempotencyKey: s.IdempotencyKey, Address: s.Address,
		AmountMin: "0", AmountMax: searchAmountMax, CreatedAfter: searchTimeMin, CreatedBefore: searchTimeMax,
		AfterCreatedAt: s.AfterCreatedAt, AfterID: s.AfterID, PageSize: s.Size, KeyKinds: []string{},
	}
	var keys []string
	for _, k := range []struct {
		v     *string
		kinds []string
	}{
		{s.Query, []string{RefTxHash, RefExternalID, RefIdempotencyKey, RefAddress}},
		{s.TxHash, []string{RefTxHash}},
		{s.ExternalID, []string{RefExternalID}},
		{s.IdempotencyKey, []string{RefIdempotencyKey}},
		{s.Address, []string{RefAddress}},
	} {
		if k.v == nil {
			continue
		}
		keys = append(keys, *k.v)
		if !p.ByKey {
			p.ByKey, p.KeyValue, p.KeyKinds = true, *k.v, k.kinds
		}
	}
	if s.AmountMin != nil || s.AmountMax != nil {
		p.HasAmount = true
		if s.AmountMin != nil {
			p.AmountMin = *s.AmountMin
		}
		if s.AmountMax != nil {
			p.AmountMax = *s.AmountMax
		}
	}
	if s.CreatedAfter != nil {
		p.CreatedAfter = *s.CreatedAfter
	}
	if s.CreatedBefore != nil {
		p.CreatedBefore = *s.CreatedBefore
	}
	switch {
	case p.ByKey:
	case p.HasAmount:
		p.ByAmount = true
	case s.CreatedAfter != nil || s.CreatedBefore != nil:
		p.ByTime = true
	default:
		return nil, nil, fmt.Errorf("search movements: %w", ErrNoSearchFilter)
	}
	rows, err := m.c.q.MovementSearch(ctx, m.c.db, p)
	if err != nil {
		return nil, nil, fmt.Errorf("search movements: %w", Interpret(err))
	}
	out := make([]*MovementView, len(rows))
	ids := make([]uuid.UUID, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
		out[i] = &MovementView{
			Movement: Movement{
				ID: r.ID, IdempotencyKey: r.IdempotencyKey, RequestHash: r.RequestHash, TemplateID: r.TemplateID,
				Params: r.Params, PlanHash: r.PlanHash, PlanFormat: r.PlanFormat, State: r.MovementState, CreatedBy: r.CreatedBy,
				ApprovedBy: r.ApprovedBy, CancelledBy: r.CancelledBy, ExpiresAt: r.ExpiresAt, CallbackURL: r.CallbackURL,
				Traceparent: r.Traceparent, Tracestate: r.Tracestate, FailureReason: r.FailureReason,
				CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, ApprovedAt: r.ApprovedAt, StartedAt: r.StartedAt,
				FinishedAt: r.FinishedAt, CancelRequestedAt: r.CancelRequestedAt, CancelReason: r.CancelReason,
				PolicyVersion: r.PolicyVersion, PolicyMatches: r.PolicyMatches, ApprovalsRequired: r.ApprovalsRequired, ApproversAllowed: r.ApproversAllowed,
			},
			TemplateName: r.TemplateName, TemplateVersion: r.TemplateVersion,
		}
	}
	if len(ids) == 0 || (len(keys) == 0 && !p.HasAmount) {
		return out, nil, nil
	}
	if keys == nil {
		keys = []string{}
	}
	refs, err := m.c.q.MovementRefsMatching(ctx, m.c.db, &dbsqlc.MovementRefsMatchingParams{
		MovementIDs: ids, Keys: keys, HasAmount: p.HasAmount, AmountMin: p.AmountMin, AmountMax: p.AmountMax,
	})
	if err != nil {
		return nil, nil, fmt.Errorf("search movements: matched keys: %w", Interpret(err))
	}
	matches := make([]RefMatch, len(refs))
	for i, r := range refs {
		matches[i] = RefMatch{MovementID: r.MovementID, NodeID: r.NodeID, Kind: r.Kind, Value: r.Value, Source: r.Source}
		if r.NodeKey != "" {
			matches[i].NodeKey = &r.NodeKey
		}
	}
	return out, matches, nil
}
