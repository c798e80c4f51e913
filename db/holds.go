package db

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Hold scopes: what a hold matches a node on (sql/queries/rail_holds.sql).
const (
	HoldScopeExecutor = "EXECUTOR"
	HoldScopeChain    = "CHAIN"
	HoldScopeLane     = "LANE"
	HoldScopeTemplate = "TEMPLATE"
)

// HoldScopes are the scopes a hold may take, in the order operators read them.
func HoldScopes() []string {
	return []string{HoldScopeExecutor, HoldScopeChain, HoldScopeLane, HoldScopeTemplate}
}

// Sentinels of Holds.Release, for the gateway to answer each as its own status.
var (
	// ErrHoldReleased means the hold was already released.
	ErrHoldReleased = errors.New("the hold is already released")
	// ErrHoldSamePrincipal means the releaser placed the hold: four eyes on release
	// (docs/operations.md, "Holds").
	ErrHoldSamePrincipal = errors.New("a hold is released by a principal other than the one who placed it")
)

// Hold is an operator's runtime brake on one rail (a row of rail_holds): while it is
// active the dispatcher claims no READY node it matches.
type Hold struct {
	ID            uuid.UUID
	Scope         string
	Target        string
	Reason        string
	PlacedBy      string
	PlacedAt      time.Time
	ExpectedEndAt time.Time
	ReleasedBy    string
	ReleasedAt    *time.Time
	ReleaseReason string
	// WaitingNodes is how many READY nodes the hold keeps waiting now (List only).
	WaitingNodes int64
}

// Active says whether the hold still stops claims.
func (h *Hold) Active() bool { return h.ReleasedAt == nil }

// NewHold is a hold to place.
type NewHold struct {
	ID            uuid.UUID
	Scope         string
	Target        string
	Reason        string
	PlacedBy      string
	ExpectedEndAt time.Time
}

// HoldStats are the holds' gauges.
type HoldStats struct {
	// Active holds, those past their expected end, and the READY nodes they keep
	// waiting (each once).
	Active, Overdue, HeldNodes int64
}

// Holds groups the statements on rail_holds.
type Holds struct{ c Conn }

// Holds returns the holds statements run on c.
func (c Conn) Holds() Holds { return Holds{c} }

func holdFrom(r *dbsqlc.RailHold) *Hold {
	return &Hold{
		ID: r.ID, Scope: r.Scope, Target: r.Target, Reason: r.Reason, PlacedBy: r.PlacedBy, PlacedAt: r.PlacedAt,
		ExpectedEndAt: r.ExpectedEndAt, ReleasedBy: deref(r.ReleasedBy), ReleasedAt: r.ReleasedAt, ReleaseReason: deref(r.ReleaseReason),
	}
}

// holdJSON is a hold as its audit rows record it.
func holdJSON(h *Hold) map[string]any {
	out := map[string]any{
		"scope": h.Scope, "target": h.Target, "reason": h.Reason, "placed_by": h.PlacedBy,
		"placed_at": h.PlacedAt, "expected_end_at": h.ExpectedEndAt,
	}
	if h.ReleasedAt != nil {
		out["released_by"], out["released_at"], out["release_reason"] = h.ReleasedBy, h.ReleasedAt, h.ReleaseReason
	}
	return out
}

// PlaceHold places a hold and writes its HOLD_PLACED audit row in one transaction:
// one operator, effective for every claim that starts after it returns. The values are
// checked by the caller and by the table's constraints (ErrConstraint).
func (p *Pool) PlaceHold(ctx context.Context, in NewHold) (*Hold, error) {
	var out *Hold
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.HoldPlace(ctx, tx.db, &dbsqlc.HoldPlaceParams{
			ID: in.ID, Scope: in.Scope, Target: in.Target, Reason: in.Reason, PlacedBy: in.PlacedBy, ExpectedEndAt: in.ExpectedEndAt,
		})
		if err != nil {
			return fmt.Errorf("place hold on %s %q: %w", in.Scope, in.Target, Interpret(err))
		}
		out = holdFrom(r)
		detail, err := json.Marshal(holdJSON(out))
		if err != nil {
			return err
		}
		return tx.Audit().Insert(ctx, AuditEntry{Actor: in.PlacedBy, EntityType: "hold", EntityID: out.ID.String(), Action: "HOLD_PLACED", Detail: detail})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ReleaseHold releases an active hold and writes its HOLD_RELEASED audit row in one
// transaction. The release is a compare-and-set on the row (HoldRelease), so of two
// concurrent releases one wins. An error wraps ErrNotFound for an unknown hold,
// ErrHoldReleased for one already released, and ErrHoldSamePrincipal when releaser
// placed it; then nothing is written.
func (p *Pool) ReleaseHold(ctx context.Context, id uuid.UUID, releaser, reason string) (*Hold, error) {
	var out *Hold
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.HoldRelease(ctx, tx.db, &dbsqlc.HoldReleaseParams{ID: id, ReleasedBy: releaser, ReleaseReason: &reason})
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			cur, gerr := tx.q.HoldGet(ctx, tx.db, id)
			switch {
			case gerr != nil:
				return fmt.Errorf("hold %s: %w", id, Interpret(gerr))
			case cur.ReleasedAt != nil:
				return fmt.Errorf("hold %s: %w", id, ErrHoldReleased)
			case cur.PlacedBy == releaser:
				return fmt.Errorf("hold %s: %w", id, ErrHoldSamePrincipal)
			}
			return fmt.Errorf("release hold %s: %w", id, err)
		} else if err != nil {
			return fmt.Errorf("release hold %s: %w", id, err)
		}
		out = holdFrom(r)
		detail, err := json.Marshal(holdJSON(out))
		if err != nil {
			return err
		}
		return tx.Audit().Insert(ctx, AuditEntry{Actor: releaser, EntityType: "hold", EntityID: id.String(), Action: "HOLD_RELEASED", Detail: detail})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Get returns one hold, or an error wrapping ErrNotFound.
func (h Holds) Get(ctx context.Context, id uuid.UUID) (*Hold, error) {
	r, err := h.c.q.HoldGet(ctx, h.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("hold %s: %w", id, Interpret(err))
	}
	return holdFrom(r), nil
}

// HoldPage is where a List page starts: after the hold placed at PlacedAt with ID
// (newest first); the zero value is the first page.
type HoldPage struct {
	PlacedAt time.Time
	ID       uuid.UUID
}

// List returns up to limit holds, newest first, after page (active ones only with
// activeOnly), each with the READY nodes it keeps waiting now.
func (h Holds) List(ctx context.Context, activeOnly bool, page HoldPage, limit int) ([]*Hold, error) {
	arg := &dbsqlc.HoldListParams{ActiveOnly: activeOnly, MaxRows: int32(limit)} //nolint:gosec // the caller bounds limit
	if !page.PlacedAt.IsZero() {
		arg.BeforePlacedAt, arg.BeforeID = &page.PlacedAt, &page.ID
	}
	rows, err := h.c.q.HoldList(ctx, h.c.db, arg)
	if err != nil {
		return nil, fmt.Errorf("list holds: %w", Interpret(err))
	}
	out := make([]*Hold, len(rows))
	for i, r := range rows {
		out[i] = holdFrom(&dbsqlc.RailHold{
			ID: r.ID, Scope: r.Scope, Target: r.Target, Reason: r.Reason, PlacedBy: r.PlacedBy, PlacedAt: r.PlacedAt,
			ExpectedEndAt: r.ExpectedEndAt, ReleasedBy: r.ReleasedBy, ReleasedAt: r.ReleasedAt, ReleaseReason: r.ReleaseReason,
		})
		out[i].WaitingNodes = r.WaitingNodes
	}
	return out, nil
}

// Stats returns the holds' gauges.
func (h Holds) Stats(ctx context.Context) (HoldStats, error) {
	r, err := h.c.q.HoldStats(ctx, h.c.db, nil)
	if err != nil {
		return HoldStats{}, fmt.Errorf("hold stats: %w", Interpret(err))
	}
	return HoldStats{Active: r.Active, Overdue: r.Overdue, HeldNodes: r.HeldNodes}, nil
}

// NodeHold is an active hold keeping one READY node waiting.
type NodeHold struct {
	NodeID  uuid.UUID
	NodeKey string
	Hold    *Hold
}

// OfMovement returns the movement's READY nodes that active holds keep waiting, each
// with each such hold, by node ID and then oldest hold first; nodes no hold matches
// are absent.
func (h Holds) OfMovement(ctx context.Context, movementID uuid.UUID) ([]NodeHold, error) {
	rows, err := h.c.q.HoldsOfMovement(ctx, h.c.db, movementID)
	if err != nil {
		return nil, fmt.Errorf("holds of movement %s: %w", movementID, Interpret(err))
	}
	out := make([]NodeHold, len(rows))
	for i, r := range rows {
		out[i] = NodeHold{NodeID: r.NodeID, NodeKey: r.NodeKey, Hold: holdFrom(&dbsqlc.RailHold{
			ID: r.ID, Scope: r.Scope, Target: r.Target, Reason: r.Reason, PlacedBy: r.PlacedBy, PlacedAt: r.PlacedAt,
			ExpectedEndAt: r.ExpectedEndAt, ReleasedBy: r.ReleasedBy, ReleasedAt: r.ReleasedAt, ReleaseReason: r.ReleaseReason,
		})}
	}
	return out, nil
}
