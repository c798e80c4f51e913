package db

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Templates groups the statements on templates. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Templates struct{ c Conn }

// Templates returns the templates statements run on c.
func (c Conn) Templates() Templates { return Templates{c} }

// TemplateProposal is a new version of a template, as proposed.
type TemplateProposal struct {
	ID             uuid.UUID
	Name           string
	Definition     string
	DefinitionHash []byte
	ProposedBy     string
	// ExpiresAt bounds how long the proposal waits for approval (nil: forever).
	ExpiresAt *time.Time
}

// Propose stores p as PROPOSED under the next version of its name, audited. It must
// run in a transaction: it locks the network's template table until the transaction
// ends (TemplateLockForProposal), so two proposals of one name cannot take the same
// version number.
func (t Templates) Propose(ctx context.Context, p TemplateProposal) error {
	if err := t.c.q.TemplateLockForProposal(ctx, t.c.db); err != nil {
		return fmt.Errorf("lock templates for %q: %w", p.Name, Interpret(err))
	}
	version, err := t.c.q.TemplateNextVersion(ctx, t.c.db, p.Name)
	if err != nil {
		return fmt.Errorf("next version of template %q: %w", p.Name, Interpret(err))
	}
	if err := t.c.q.TemplateInsert(ctx, t.c.db, &dbsqlc.TemplateInsertParams{
		ID: p.ID, Name: p.Name, Version: version, Definition: p.Definition, DefinitionHash: p.DefinitionHash,
		ProposedBy: p.ProposedBy, ProposalExpiresAt: p.ExpiresAt,
	}); err != nil {
		return fmt.Errorf("insert template %q version %d: %w", p.Name, version, Interpret(err))
	}
	return nil
}

// Get returns a template by ID, or an error wrapping ErrNotFound.
func (t Templates) Get(ctx context.Context, id uuid.UUID) (*Template, error) {
	r, err := t.c.q.TemplateGet(ctx, t.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("template %s: %w", id, Interpret(err))
	}
	return templateFrom(r), nil
}

// GetActive returns the ACTIVE template of a name: the given version, or the newest
// when version is nil. An error wraps ErrNotFound when there is none.
func (t Templates) GetActive(ctx context.Context, name string, version *int32) (*Template, error) {
	r, err := t.c.q.TemplateGetActive(ctx, t.c.db, &dbsqlc.TemplateGetActiveParams{Name: name, Version: version})
	if err != nil {
		return nil, fmt.Errorf("active template %q: %w", name, Interpret(err))
	}
	return templateFrom(r), nil
}

// GetByVersion returns one version of a template in whatever state, or an error
// wrapping ErrNotFound.
func (t Templates) GetByVersion(ctx context.Context, name string, version int32) (*Template, error) {
	r, err := t.c.q.TemplateGetByVersion(ctx, t.c.db, &dbsqlc.TemplateGetByVersionParams{Name: name, Version: version})
	if err != nil {
		return nil, fmt.Errorf("template %q version %d: %w", name, version, Interpret(err))
	}
	return templateFrom(r), nil
}

// RequestRetire records that by asks for the retirement of an ACTIVE template
// version (the first of four eyes), compare-and-set on the state and on no request
// yet; audited with the reason (nil: none). An error wraps ErrNotFound when nothing
// matched.
func (t Templates) RequestRetire(ctx context.Context, id uuid.UUID, by string, reason *string) error {
	_, err := t.c.q.TemplateRequestRetire(ctx, t.c.db, &dbsqlc.TemplateRequestRetireParams{ID: id, RequestedBy: by, Reason: reason})
	if err != nil {
		return fmt.Errorf("request retirement of template %s: %w", id, Interpret(err))
	}
	return nil
}

// Retire moves an ACTIVE template version whose retirement another operator asked
// for to RETIRED, compare-and-set with four eyes; audited. It waits for creates that
// hold the version (a movement's insert holds it, MovementInsert). An error wraps ErrNotFound when nothing matched.
func (t Templates) Retire(ctx context.Context, id uuid.UUID, by string) error {
	_, err := t.c.q.TemplateRetire(ctx, t.c.db, &dbsqlc.TemplateRetireParams{ID: id, RetiredBy: by})
	if err != nil {
		return fmt.Errorf("retire template %s: %w", id, Interpret(err))
	}
	return nil
}

// Approve moves a template PROPOSED -> ACTIVE, compare-and-set on its state, its
// deadline, four eyes and the definition hash the approver saw; audited. An error
// wraps ErrNotFound when no template matched all of these.
func (t Templates) Approve(ctx context.Context, id uuid.UUID, approver string, definitionHash []byte) error {
	_, err := t.c.q.TemplateApprove(ctx, t.c.db, &dbsqlc.TemplateApproveParams{ID: id, ApprovedBy: approver, DefinitionHash: definitionHash})
	if err != nil {
		return fmt.Errorf("approve template %s: %w", id, Interpret(err))
	}
	return nil
}

// Reject moves a template PROPOSED -> REJECTED, compare-and-set; audited with the
// reason (nil: none). An error wraps ErrNotFound when it was not PROPOSED.
func (t Templates) Reject(ctx context.Context, id uuid.UUID, by string, reason *string) error {
	_, err := t.c.q.TemplateReject(ctx, t.c.db, &dbsqlc.TemplateRejectParams{ID: id, DecidedBy: by, Reason: reason})
	if err != nil {
		return fmt.Errorf("reject template %s: %w", id, Interpret(err))
	}
	return nil
}

// List returns templates, filtered by name (nil: any) and states (empty: any).
func (t Templates) List(ctx context.Context, name *string, states []string) ([]*Template, error) {
	rows, err := t.c.q.TemplateList(ctx, t.c.db, &dbsqlc.TemplateListParams{Name: name, States: states})
	if err != nil {
		return nil, fmt.Errorf("list templates: %w", Interpret(err))
	}
	out := make([]*Template, len(rows))
	for i, r := range rows {
		out[i] = templateFrom(r)
	}
	return out, nil
}

// ClaimExpiredProposals locks up to maxRows PROPOSED templates past their deadline
// (SKIP LOCKED: one an approval holds is skipped) until the transaction ends, for
// ExpireProposals in the same transaction.
func (t Templates) ClaimExpiredProposals(ctx context.Context, maxRows int) ([]*Template, error) {
	rows, err := t.c.q.TemplateClaimExpiredProposals(ctx, t.c.db, &dbsqlc.TemplateClaimExpiredProposalsParams{MaxRows: int32(maxRows)})
	if err != nil {
		return nil, fmt.Errorf("claim expired proposals: %w", Interpret(err))
	}
	out := make([]*Template, len(rows))
	for i, r := range rows {
		out[i] = templateFrom(r)
	}
	return out, nil
}

// ExpiredProposal is a template proposal ExpireProposals expired.
type ExpiredProposal struct {
	ID      uuid.UUID
	Name    string
	Version int32
}

// ExpireProposals moves the given proposals PROPOSED -> EXPIRED when they are past
// their deadline, compare-and-set; audited with actor. It returns those it moved.
func (t Templates) ExpireProposals(ctx context.Context, ids []uuid.UUID, actor string) ([]ExpiredProposal, error) {
	rows, err := t.c.q.TemplateExpireProposals(ctx, t.c.db, &dbsqlc.TemplateExpireProposalsParams{IDs: ids, Actor: actor})
	if err != nil {
		return nil, fmt.Errorf("expire proposals: %w", Interpret(err))
	}
	out := make([]ExpiredProposal, len(rows))
	for i, r := range rows {
		out[i] = ExpiredProposal{ID: r.ID, Name: r.Name, Version: r.Version}
	}
	return out, nil
}

// --- ListTemplates paging ---

// TemplatePage selects a keyset page of templates in (name, version DESC) order.
type TemplatePage struct {
	// Name (nil: any) and States (empty: any) filter.
	Name   *string
	States []string
	// AfterName and AfterVersion, both set or both nil, start the page strictly after
	// that template.
	AfterName    *string
	AfterVersion *int32
	// Size is the most templates returned.
	Size int32
}

// ListPage returns one page of templates, without locks.
func (t Templates) ListPage(ctx context.Context, p TemplatePage) ([]*Template, error) {
	rows, err := t.c.q.TemplateListPage(ctx, t.c.db, &dbsqlc.TemplateListPageParams{
		Name: p.Name, States: p.States, AfterName: p.AfterName, AfterVersion: p.AfterVersion, MaxRows: p.Size,
	})
	if err != nil {
		return nil, fmt.Errorf("list templates page: %w", Interpret(err))
	}
	out := make([]*Template, len(rows))
	for i, r := range rows {
		out[i] = templateFrom(r)
	}
	return out, nil
}
