package movement

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
)

// RetireOutcome says where a RetireTemplate call left the template.
type RetireOutcome int

// RetireTemplate outcomes.
const (
	// RetireRequested: the template is still ACTIVE, its retirement asked for by the
	// caller (now or by an earlier identical call); another operator must complete it.
	RetireRequested RetireOutcome = iota + 1
	// Retired: the template is RETIRED (by this call or an earlier identical one).
	Retired
)

// retireTries bounds how often RetireTemplate re-reads a template whose row another
// call changed between its read and its compare-and-set.
const retireTries = 3

// RetireTemplate retires an ACTIVE template version, four eyes: the first operator's
// call asks for it (the template stays ACTIVE), a different operator's call retires it;
// the operator who asked cannot complete it. Every step is a compare-and-set statement
// and is audited. It is retry-safe: repeating a call that already took effect
// (the asker asking again, the retirer retiring again) changes nothing and answers
// the outcome. Creates that hold the version (they lock it FOR SHARE) finish first;
// later creates are refused with ErrTemplateNotActive.
func (s *Service) RetireTemplate(ctx context.Context, id uuid.UUID, by, reason string) (RetireOutcome, error) {
	for range retireTries {
		t, err := s.pool.Templates().Get(ctx, id)
		if errors.Is(err, db.ErrNotFound) {
			return 0, fmt.Errorf("template %s: %w", id, ErrNotFound)
		}
		if err != nil {
			return 0, fmt.Errorf("retire template: %w", err)
		}
		var step error
		switch {
		case t.State == "RETIRED" && (deref(t.RetiredBy) == by || deref(t.RetireRequestedBy) == by):
			return Retired, nil
		case t.State != "ACTIVE":
			return 0, fmt.Errorf("template %s is %s: %w", id, t.State, ErrIllegalTransition)
		case t.RetireRequestedBy == nil:
			if step = s.pool.Templates().RequestRetire(ctx, id, by, nullString(reason)); step == nil {
				return RetireRequested, nil
			}
		case *t.RetireRequestedBy == by:
			return RetireRequested, nil
		default:
			if step = s.pool.Templates().Retire(ctx, id, by); step == nil {
				return Retired, nil
			}
		}
		if !errors.Is(step, db.ErrNotFound) {
			return 0, fmt.Errorf("retire template: %w", step)
		}
		// Another call changed the row since it was read: read it again.
	}
	return 0, fmt.Errorf("template %s changed under %d retire attempts: %w", id, retireTries, ErrIllegalTransition)
}
