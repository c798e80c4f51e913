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

// The states of an address-book entry (migration 00037, docs/address-book.md).
const (
	AddressProposed = "PROPOSED"
	AddressActive   = "ACTIVE"
	AddressRejected = "REJECTED"
	AddressRemoved  = "REMOVED"
)

// AddressStates are the states an entry may take, in the order operators read them.
func AddressStates() []string {
	return []string{AddressProposed, AddressActive, AddressRejected, AddressRemoved}
}

// Sentinels of the address-book decisions, for the gateway to answer each as its own
// status.
var (
	// ErrAddressExists means a PROPOSED or ACTIVE entry for the chain and address
	// exists already (the partial unique index address_book_live).
	ErrAddressExists = errors.New("the address has a proposed or active entry already")
	// ErrAddressState means the entry is not in the state the decision needs
	// (approving or rejecting a proposal, removing an active entry).
	ErrAddressState = errors.New("the address-book entry is not in a state that allows it")
	// ErrAddressSamePrincipal means the approver proposed the entry: four eyes on
	// approval.
	ErrAddressSamePrincipal = errors.New("an address is approved by a principal other than the one who proposed it")
)

// AddressEntry is one row of the address book: a destination an allowlist rule lets
// a movement pay once it is ACTIVE, and the gate once UsableFrom has passed.
type AddressEntry struct {
	ID uuid.UUID
	// ChainID and Address are as stored: Address normalised for the chain.
	ChainID    string
	Address    string
	Label      string
	State      string
	ProposedBy string
	ProposedAt time.Time
	Reason     string
	ApprovedBy string
	ApprovedAt *time.Time
	// UsableFrom is ApprovedAt plus the cooling-off read at approval; nil before.
	UsableFrom      *time.Time
	RejectedBy      string
	RejectedAt      *time.Time
	RejectionReason string
	RemovedBy       string
	RemovedAt       *time.Time
	RemovalReason   string
}

// NewAddress is an entry to propose; Address must already be normalised for ChainID
// (the table's address_book_normalised constraint refuses it otherwise).
type NewAddress struct {
	ID         uuid.UUID
	ChainID    string
	Address    string
	Label      string
	ProposedBy string
	Reason     string
}

// AddressFilter selects a List page: entries in States (empty: every state) on
// ChainID (empty: every chain), proposed before the entry BeforeID (uuid.Nil: from
// the newest), at most Limit.
type AddressFilter struct {
	States   []string
	ChainID  string
	BeforeID uuid.UUID
	Limit    int
}

// Addresses groups the reading statements on address_book.
type Addresses struct{ c Conn }

// Addresses returns the address-book statements run on c.
func (c Conn) Addresses() Addresses { return Addresses{c} }

func addressFrom(r *dbsqlc.AddressBook) *AddressEntry {
	return &AddressEntry{
		ID: r.ID, ChainID: r.ChainID, Address: r.Address, Label: r.Label, State: r.State,
		ProposedBy: r.ProposedBy, ProposedAt: r.ProposedAt, Reason: r.Reason,
		ApprovedBy: deref(r.ApprovedBy), ApprovedAt: r.ApprovedAt, UsableFrom: r.UsableFrom,
		RejectedBy: deref(r.RejectedBy), RejectedAt: r.RejectedAt, RejectionReason: deref(r.RejectionReason),
		RemovedBy: deref(r.RemovedBy), RemovedAt: r.RemovedAt, RemovalReason: deref(r.RemovalReason),
	}
}

// addressAudit writes the audit row of a decision on e in tx: what the entry is and
// what was decided, so the chain alone tells who let which address be paid from when.
func addressAudit(ctx context.Context, tx *Tx, actor, action string, e *AddressEntry, extra map[string]any) error {
	d := map[string]any{"chain_id": e.ChainID, "address": e.Address, "label": e.Label, "state": e.State}
	for k, v := range extra {
		d[k] = v
	}
	detail, err := json.Marshal(d)
	if err != nil {
		return err
	}
	return tx.Audit().Insert(ctx, AuditEntry{Actor: actor, EntityType: "address", EntityID: e.ID.String(), Action: action, Detail: detail})
}

// ProposeAddress inserts a PROPOSED entry and its '->PROPOSED' audit row in one
// transaction. An error wraps ErrAddressExists when the chain and address have a
// PROPOSED or ACTIVE entry already, ErrConstraint for values the table refuses.
func (p *Pool) ProposeAddress(ctx context.Context, in NewAddress) (*AddressEntry, error) {
	var out *AddressEntry
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.AddressPropose(ctx, tx.db, &dbsqlc.AddressProposeParams{
			ID: in.ID, ChainID: in.ChainID, Address: in.Address, Label: in.Label, ProposedBy: in.ProposedBy, Reason: in.Reason,
		})
		if err = Interpret(err); errors.Is(err, ErrConflict) {
			return fmt.Errorf("propose %s on chain %s: %w", in.Address, in.ChainID, ErrAddressExists)
		} else if err != nil {
			return fmt.Errorf("propose %s on chain %s: %w", in.Address, in.ChainID, err)
		}
		out = addressFrom(r)
		return addressAudit(ctx, tx, in.ProposedBy, "->PROPOSED", out, map[string]any{"reason": in.Reason})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ApproveAddress makes a proposal ACTIVE, usable from the approval plus coolingOff
// (the active policy's AddressCoolingOff, read by the caller), and writes its
// 'PROPOSED->ACTIVE' audit row in one transaction. The approval is a compare-and-set
// on the row, so of two concurrent decisions one wins. An error wraps ErrNotFound,
// ErrAddressState when the entry is no longer a proposal, ErrAddressSamePrincipal when
// approver proposed it; then nothing is written.
func (p *Pool) ApproveAddress(ctx context.Context, id uuid.UUID, approver string, coolingOff time.Duration) (*AddressEntry, error) {
	if coolingOff < 0 {
		return nil, fmt.Errorf("approve address %s: negative cooling-off %s", id, coolingOff)
	}
	var out *AddressEntry
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.AddressApprove(ctx, tx.db, &dbsqlc.AddressApproveParams{
			ID: id, ApprovedBy: approver, CoolingOffSeconds: int64(coolingOff / time.Second),
		})
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			return addressRefusal(ctx, tx, id, AddressProposed, approver)
		} else if err != nil {
			return fmt.Errorf("approve address %s: %w", id, err)
		}
		out = addressFrom(r)
		return addressAudit(ctx, tx, approver, "PROPOSED->ACTIVE", out, map[string]any{
			"proposed_by": out.ProposedBy, "usable_from": out.UsableFrom, "cooling_off_seconds": int64(coolingOff / time.Second),
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RejectAddress rejects a proposal (any operator, its proposer included) and writes
// its 'PROPOSED->REJECTED' audit row in one transaction. An error wraps ErrNotFound or
// ErrAddressState.
func (p *Pool) RejectAddress(ctx context.Context, id uuid.UUID, by, reason string) (*AddressEntry, error) {
	var out *AddressEntry
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.AddressReject(ctx, tx.db, &dbsqlc.AddressRejectParams{ID: id, RejectedBy: by, RejectionReason: reason})
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			return addressRefusal(ctx, tx, id, AddressProposed, "")
		} else if err != nil {
			return fmt.Errorf("reject address %s: %w", id, err)
		}
		out = addressFrom(r)
		return addressAudit(ctx, tx, by, "PROPOSED->REJECTED", out, map[string]any{"reason": reason})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RemoveAddress removes an ACTIVE entry, one operator and at once, and writes its
// 'ACTIVE->REMOVED' audit row in one transaction: every lookup and gate check that
// starts after it returns finds the address absent. An error wraps ErrNotFound or
// ErrAddressState.
func (p *Pool) RemoveAddress(ctx context.Context, id uuid.UUID, by, reason string) (*AddressEntry, error) {
	var out *AddressEntry
	err := p.InTx(ctx, func(tx *Tx) error {
		r, err := tx.q.AddressRemove(ctx, tx.db, &dbsqlc.AddressRemoveParams{ID: id, RemovedBy: by, RemovalReason: reason})
		if err = Interpret(err); errors.Is(err, ErrNotFound) {
			return addressRefusal(ctx, tx, id, AddressActive, "")
		} else if err != nil {
			return fmt.Errorf("remove address %s: %w", id, err)
		}
		out = addressFrom(r)
		return addressAudit(ctx, tx, by, "ACTIVE->REMOVED", out, map[string]any{"reason": reason})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// addressRefusal says why a decision's compare-and-set matched no row: no entry, not
// in state want, or (approver set) proposed by the approver.
func addressRefusal(ctx context.Context, tx *Tx, id uuid.UUID, want, approver string) error {
	cur, err := tx.q.AddressGet(ctx, tx.db, id)
	switch {
	case err != nil:
		return fmt.Errorf("address %s: %w", id, Interpret(err))
	case cur.State != want:
		return fmt.Errorf("address %s is %s: %w", id, cur.State, ErrAddressState)
	case approver != "" && cur.ProposedBy == approver:
		return fmt.Errorf("address %s: %w", id, ErrAddressSamePrincipal)
	}
	return fmt.Errorf("address %s: %w", id, ErrAddressState)
}

// Get returns one entry, or an error wrapping ErrNotFound.
func (a Addresses) Get(ctx context.Context, id uuid.UUID) (*AddressEntry, error) {
	r, err := a.c.q.AddressGet(ctx, a.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("address %s: %w", id, Interpret(err))
	}
	return addressFrom(r), nil
}

// Lookup returns the ACTIVE entry for the chain and the normalised address, or an
// error wrapping ErrNotFound when there is none (never proposed, not yet approved,
// rejected or removed).
func (a Addresses) Lookup(ctx context.Context, chainID, address string) (*AddressEntry, error) {
	r, err := a.c.q.AddressLookup(ctx, a.c.db, &dbsqlc.AddressLookupParams{ChainID: chainID, Address: address})
	if err != nil {
		return nil, fmt.Errorf("look up %s on chain %s: %w", address, chainID, Interpret(err))
	}
	return addressFrom(r), nil
}

// List returns a page of entries, newest proposal first.
func (a Addresses) List(ctx context.Context, f AddressFilter) ([]*AddressEntry, error) {
	arg := &dbsqlc.AddressListParams{States: f.States, MaxRows: int32(f.Limit)} //nolint:gosec // the caller bounds Limit
	if f.ChainID != "" {
		arg.ChainID = &f.ChainID
	}
	if f.BeforeID != uuid.Nil {
		arg.BeforeID = &f.BeforeID
	}
	rows, err := a.c.q.AddressList(ctx, a.c.db, arg)
	if err != nil {
		return nil, fmt.Errorf("list addresses: %w", Interpret(err))
	}
	out := make([]*AddressEntry, len(rows))
	for i, r := range rows {
		out[i] = addressFrom(r)
	}
	return out, nil
}
