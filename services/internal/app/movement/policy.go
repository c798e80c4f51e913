package movement

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// Errors of the treasury policy at create (docs/policy.md); a *PolicyError carries the
// rule, node and address.
var (
	// ErrPolicyDenied: a deny rule matched the movement (or the approvals its rule
	// requires cannot be given); nothing was written.
	ErrPolicyDenied = errors.New("denied by the treasury policy")
	// ErrAddressNotInBook: an allowlist rule matched a payment whose destination is not
	// in the address book; nothing was written.
	ErrAddressNotInBook = errors.New("destination is not in the address book")
)

// PolicyError is a create the treasury policy refused: which version, which rule, and
// for an allowlist miss which node and address. It wraps ErrPolicyDenied or
// ErrAddressNotInBook.
type PolicyError struct {
	Version int32
	Rule    string
	Reason  string
	Node    string
	ChainID string
	Address string
	kind    error
}

func (e *PolicyError) Error() string {
	if errors.Is(e.kind, ErrAddressNotInBook) {
		return fmt.Sprintf("policy version %d, rule %s: node %s pays %s on chain %s, which %s", e.Version, e.Rule, e.Node,
			e.Address, e.ChainID, e.kind)
	}
	return fmt.Sprintf("policy version %d, rule %s: %s: %s", e.Version, e.Rule, e.kind, e.Reason)
}

func (e *PolicyError) Unwrap() error { return e.kind }

// policyCache keeps the ACTIVE policy version as read and parsed, so a create reads
// no policy: the insert stores the movement only while the version it was judged by
// is still the ACTIVE one (MovementInsert), and Service.insert reads it again when
// that check fails. A version's document never changes.
type policyCache struct {
	mu     sync.Mutex
	loaded bool
	active *activePolicy // nil: no version is ACTIVE, the default policy
}

// activePolicy is one ACTIVE version and its parsed document.
type activePolicy struct {
	version int32
	doc     *policy.Document
}

// WithAddressBook has the Service look destinations up in book when a policy matches
// on, or allowlists, the address book; without it no address is in the book.
func WithAddressBook(book policy.AddressBook) Option {
	return func(s *Service) { s.book = book }
}

// activePolicy returns the ACTIVE policy (nil: the default policy), kept or read.
func (s *Service) activePolicy(ctx context.Context) (*activePolicy, error) {
	s.policies.mu.Lock()
	if s.policies.loaded {
		p := s.policies.active
		s.policies.mu.Unlock()
		return p, nil
	}
	s.policies.mu.Unlock()
	row, err := s.pool.Policies().Active(ctx)
	var p *activePolicy
	switch {
	case errors.Is(err, db.ErrNotFound):
	case err != nil:
		return nil, fmt.Errorf("load the active policy: %w", err)
	default:
		doc, perr := policy.Parse([]byte(row.DocumentText))
		if perr != nil {
			// Validated when proposed: a stored version that no longer parses is a
			// bug, and creates stop rather than pass unjudged.
			return nil, fmt.Errorf("active policy version %d: %w", row.Version, perr)
		}
		p = &activePolicy{version: row.Version, doc: doc}
	}
	s.policies.mu.Lock()
	defer s.policies.mu.Unlock()
	s.policies.loaded, s.policies.active = true, p
	return p, nil
}

// forgetPolicy drops the kept policy: the next create reads the ACTIVE one again.
func (s *Service) forgetPolicy() {
	s.policies.mu.Lock()
	defer s.policies.mu.Unlock()
	s.policies.loaded, s.policies.active = false, nil
}

// judge evaluates plan by pol (nil: the default policy) for a movement of template
// created by creator now, and fills in what the movement stores of the decision. It
// refuses a denied movement and an allowlist miss with a *PolicyError.
func (s *Service) judge(ctx context.Context, pol *activePolicy, template, creator string, plan *compiler.Plan, m *db.NewMovement) (policy.Decision, error) {
	if pol == nil {
		return policy.DefaultDecision(), nil
	}
	d, err := s.evaluate(ctx, pol, template, creator, time.Now(), plan)
	if err != nil {
		return d, err
	}
	if d.Denied != nil {
		return d, &PolicyError{Version: pol.version, Rule: d.Denied.Rule, Reason: d.Denied.Reason, kind: ErrPolicyDenied}
	}
	if len(d.AddressErrors) > 0 {
		a := d.AddressErrors[0]
		return d, &PolicyError{Version: pol.version, Rule: a.Rule, Node: a.Node, ChainID: a.ChainID, Address: a.Address, kind: ErrAddressNotInBook}
	}
	matches, err := json.Marshal(d.Matches)
	if err != nil {
		return d, err
	}
	if d.Matches == nil {
		matches = json.RawMessage("[]")
	}
	m.PolicyVersion, m.PolicyMatches = pol.version, matches
	m.ApprovalsRequired, m.ApproversAllowed = int16(d.Approvals.Count), d.Approvals.Allowed //nolint:gosec // Validate bounds the count
	for i := range m.Nodes {
		g, ok := d.Gates[m.Nodes[i].Key]
		if !ok {
			continue
		}
		if m.Nodes[i].PolicyGate, err = policy.MarshalGate(g); err != nil {
			return d, err
		}
	}
	return d, nil
}

// evaluate builds the evaluator's input from plan (what each node pays, the address
// book's entries for the destinations) and evaluates it.
func (s *Service) evaluate(ctx context.Context, pol *activePolicy, template, creator string, at time.Time, plan *compiler.Plan) (policy.Decision, error) {
	in, err := s.policyInput(ctx, pol.doc, template, creator, at, plan)
	if err != nil {
		return policy.Decision{}, err
	}
	return policy.Evaluate(pol.doc, pol.version, in), nil
}

// policyInput is what the evaluator judges plan on: what each node pays and, when doc
// reads the address book, the entries of the destinations.
func (s *Service) policyInput(ctx context.Context, doc *policy.Document, template, creator string, at time.Time, plan *compiler.Plan) (policy.Input, error) {
	in := policy.Input{Template: template, Creator: creator, CreatedAt: at}
	for _, n := range plan.Nodes {
		pay, err := s.compiler.Pays(n.ExecutorKey, n.Config)
		if err != nil {
			return in, fmt.Errorf("node %s: %w", n.Key, err)
		}
		in.Nodes = append(in.Nodes, policy.NodeInput{Key: n.Key, Executor: n.ExecutorKey, Payment: pay})
	}
	if doc != nil {
		if err := policy.LookupAddresses(ctx, s.book, doc, &in); err != nil {
			return in, err
		}
	}
	return in, nil
}

// PolicyEvaluation is a dry run of a policy on a movement that is not created
// (EvaluatePolicy): the decision and what each node pays.
type PolicyEvaluation struct {
	Decision policy.Decision
	Nodes    []policy.NodeInput
}

// EvaluatePolicy compiles the newest ACTIVE version of template with params and judges
// it by policy version (0: the ACTIVE one, or the default policy when none is), as a
// create by creator now would be judged, without creating anything: policy authors
// try a document before they propose it, and operators see why a create was refused.
// doc, when not nil, is judged instead of a stored version (a draft).
func (s *Service) EvaluatePolicy(ctx context.Context, template string, version int32, doc *policy.Document, params json.RawMessage, creator string) (*PolicyEvaluation, error) {
	tmpl, _, err := s.activeTemplate(ctx, CreateInput{TemplateName: template})
	if err != nil {
		return nil, err
	}
	plan, err := s.compiler.CompileMovement(tmpl.parsed, params, compiler.Terms{})
	if err != nil {
		return nil, err
	}
	var pol *activePolicy
	switch {
	case doc != nil:
		pol = &activePolicy{version: 0, doc: doc}
	case version == 0:
		if pol, err = s.activePolicy(ctx); err != nil {
			return nil, err
		}
	default:
		row, err := s.pool.Policies().Get(ctx, version)
		if errors.Is(err, db.ErrNotFound) {
			return nil, fmt.Errorf("policy version %d: %w", version, ErrNotFound)
		}
		if err != nil {
			return nil, err
		}
		d, err := policy.Parse([]byte(row.DocumentText))
		if err != nil {
			return nil, fmt.Errorf("policy version %d: %w", version, err)
		}
		pol = &activePolicy{version: row.Version, doc: d}
	}
	var d *policy.Document
	if pol != nil {
		d = pol.doc
	}
	in, err := s.policyInput(ctx, d, template, creator, time.Now(), plan)
	if err != nil {
		return nil, err
	}
	if pol == nil {
		return &PolicyEvaluation{Decision: policy.DefaultDecision(), Nodes: in.Nodes}, nil
	}
	return &PolicyEvaluation{Decision: policy.Evaluate(pol.doc, pol.version, in), Nodes: in.Nodes}, nil
}

// describeAllowed is an approver list for errors.
func describeAllowed(allowed []string) string {
	if allowed == nil {
		return "any principal but the creator"
	}
	return strings.Join(allowed, ", ")
}

// ProposePolicy validates a policy document (policy.Parse) and stores it as the next
// version, PROPOSED, audited. text is kept as proposed: its SHA-256 is what an
// approver echoes. An invalid document wraps policy.ErrInvalid.
func (s *Service) ProposePolicy(ctx context.Context, text []byte, by, reason string) (*db.Policy, error) {
	if _, err := policy.Parse(text); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(text)
	return s.pool.ProposePolicy(ctx, string(text), sum[:], by, reason)
}

// ApprovePolicy makes a PROPOSED version ACTIVE (four eyes, the document's hash
// echoed), superseding the one before it; creates judged after it returns use it (this
// Service's kept policy is dropped at once; other gateways' are checked by every insert).
func (s *Service) ApprovePolicy(ctx context.Context, version int32, approver string, documentSha256 []byte) (*db.Policy, error) {
	p, err := s.pool.ApprovePolicy(ctx, version, approver, documentSha256)
	if err != nil {
		return nil, err
	}
	s.forgetPolicy()
	return p, nil
}

// RejectPolicy refuses a PROPOSED version, audited.
func (s *Service) RejectPolicy(ctx context.Context, version int32, by, reason string) (*db.Policy, error) {
	return s.pool.RejectPolicy(ctx, version, by, reason)
}

// Approvals returns a movement's approvals so far, oldest first: none for a movement
// that needs one approval (docs/policy.md, "Approvals").
func (s *Service) Approvals(ctx context.Context, id uuid.UUID) ([]db.MovementApproval, error) {
	return s.pool.Movements().Approvals(ctx, id)
}
