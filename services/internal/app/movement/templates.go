package movement

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
)

// templateCache keeps the template versions Create used, read and parsed, so that a
// create is one statement (the insert) rather than a template read and a parse before
// it: a round trip and a parse per CreateMovement, a visible share of a busy gateway's
// CPU (docs/benchmarks.md, "Grouped writes in the gateway"). A kept version is never trusted: the
// insert stores the movement only while the version is ACTIVE and, for "the newest
// version", while no later one is (MovementInsert), and Service.insert reads the
// version again when that check fails. A version's definition never changes, and a
// parsed template is immutable, so both are safe to share between creates.
type templateCache struct {
	mu    sync.Mutex
	byRef map[templateRef]activeTemplate
}

// templateRef is what a create names: a template, and a version (0: the newest ACTIVE).
type templateRef struct {
	name    string
	version int32
}

// activeTemplate is a template version as read (ACTIVE then) and its parse.
type activeTemplate struct {
	row    *db.Template
	parsed *compiler.Template
}

// maxCachedTemplates bounds the cache: the templates creates name are few, and when
// more than this many were seen the cache starts again rather than grow.
const maxCachedTemplates = 256

// templateRef is the template version in names.
func (in CreateInput) templateRef() templateRef {
	return templateRef{name: in.TemplateName, version: in.TemplateVersion}
}

// activeTemplate returns the version of the template a create names: the one kept
// (cached true), or else the one the database has ACTIVE now, parsed and kept.
func (s *Service) activeTemplate(ctx context.Context, in CreateInput) (t activeTemplate, cached bool, err error) {
	ref := in.templateRef()
	s.templates.mu.Lock()
	t, ok := s.templates.byRef[ref]
	s.templates.mu.Unlock()
	if ok {
		return t, true, nil
	}
	var version *int32
	if ref.version > 0 {
		version = &ref.version
	}
	row, err := s.pool.Templates().GetActive(ctx, ref.name, version)
	if errors.Is(err, db.ErrNotFound) {
		return activeTemplate{}, false, s.noActiveTemplate(ctx, in)
	}
	if err != nil {
		return activeTemplate{}, false, fmt.Errorf("load template: %w", err)
	}
	parsed, err := s.compiler.Parse([]byte(row.Definition))
	if err != nil {
		return activeTemplate{}, false, err
	}
	t = activeTemplate{row: row, parsed: parsed}
	s.templates.mu.Lock()
	defer s.templates.mu.Unlock()
	if len(s.templates.byRef) >= maxCachedTemplates {
		clear(s.templates.byRef)
	}
	s.templates.byRef[ref] = t
	return t, false, nil
}

// forget drops the kept version of ref if it is still id (another create may have
// kept a newer one meanwhile).
func (c *templateCache) forget(ref templateRef, id uuid.UUID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t, ok := c.byRef[ref]; ok && t.row.ID == id {
		delete(c.byRef, ref)
	}
}
