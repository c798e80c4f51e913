// Package movement creates, approves and cancels movements and proposes and approves
// templates: the writes behind the gateway's API. Every write is one transaction of
// compare-and-set statements; a movement's plan is compiled and stored whole when it
// is created and never changes afterwards, and its hash must be echoed to approve it.
//
// The API's two busiest calls cost one round trip each: a create is the
// insert alone (the key is looked up only when the insert refuses it, and the template
// version comes from the Service's cache, checked by the insert itself), and an
// approval is its compare-and-set with the dispatchers' wake-up pipelined behind it.
// Both answer with the row their statement returned, not with a read after it. Under
// load, the creates (and the approvals) that arrive while one is being written share
// the next statement (grouper): one round trip and one commit for the group, each call
// still checked on its own terms and answered as if it had run alone.
package movement

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/policy"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Errors callers branch on (the gateway maps them to gRPC codes).
var (
	// ErrNotFound: no such movement or template.
	ErrNotFound = errors.New("not found")
	// ErrIdempotencyConflict: the idempotency key was used for a different request.
	ErrIdempotencyConflict = errors.New("idempotency key already used with a different request")
	// ErrFourEyes: the approver is the creator (or proposer).
	ErrFourEyes = errors.New("approver must differ from the creator")
	// ErrPlanMismatch: the approver echoed a hash that is not the plan's.
	ErrPlanMismatch = errors.New("plan hash does not match: the approver must approve the plan they saw")
	// ErrIllegalTransition: the movement or template is not in a state that allows it.
	ErrIllegalTransition = errors.New("illegal state transition")
	// ErrExpired: the movement or proposal is past its deadline.
	ErrExpired = errors.New("expired")
	// ErrTemplateNotActive: a create named a template version that exists but is not
	// ACTIVE (retired, or not approved): FAILED_PRECONDITION, not NOT_FOUND.
	ErrTemplateNotActive = errors.New("template version is not ACTIVE")
	// ErrPlanRefused: the compiled plan broke a rule of the create (CreateInput.Check);
	// nothing was written.
	ErrPlanRefused = errors.New("plan refused")
	// ErrNotInApproverGroup: the movement's policy takes its approvers from groups the
	// approver is not a member of (docs/policy.md).
	ErrNotInApproverGroup = errors.New("approver is not in the approver groups the policy requires")
)

// Service performs the writes. It is safe for concurrent use.
type Service struct {
	pool      *db.Pool
	compiler  *compiler.Compiler
	templates templateCache
	// policies keeps the ACTIVE treasury policy; book finds destinations in the
	// address book (nil: none is in it). docs/policy.md.
	policies policyCache
	book     policy.AddressBook
	// hintWindow and readyHints space the dispatchers' wake-ups after approvals
	// (WithHintWindow, notify.Coalescer).
	hintWindow time.Duration
	readyHints *notify.Coalescer
	// inserts and approvals group the creates and the approvals that arrive while
	// others are being written; splitGroups counts the groups whose statement failed
	// and that went again one call at a time.
	inserts     *grouper[db.NewMovement, *db.Movement]
	approvals   *grouper[db.Approval, *db.MovementView]
	splitGroups atomic.Int64
}

// DefaultHintWindow is how far apart a Service spaces the dispatchers' wake-ups after
// approvals by default (WithHintWindow). Below the light-load gap between approvals,
// so there every approval still sends its own at once; above a claim's round trip, so
// under load most approvals' wake-ups are shared (about 200 a second at most, against
// one per approval).
const DefaultHintWindow = 5 * time.Millisecond

// How the Service groups writes (grouper): at most groupRunning statements of a kind
// at once, each of at most groupMax calls. One at a time gathers the most, and did
// better than two or none (docs/benchmarks.md, "Grouped writes in the gateway"). A gateway's
// statements are short; its replicas each group their own.
const (
	groupRunning = 1
	groupMax     = 64
)

// Option adjusts a Service.
type Option func(*Service)

// WithHintWindow spaces the dispatchers' wake-ups after approvals at least d apart
// (notify.Coalescer): an approval within d of the last wake-up is woken for by a
// trailing one at most d later instead. 0 or less sends one with every approval.
func WithHintWindow(d time.Duration) Option {
	return func(s *Service) { s.hintWindow = d }
}

// New returns a Service over a network-bound pool.
func New(pool *db.Pool, c *compiler.Compiler, opts ...Option) *Service {
	s := &Service{pool: pool, compiler: c, templates: templateCache{byRef: map[templateRef]activeTemplate{}},
		hintWindow: DefaultHintWindow}
	for _, o := range opts {
		o(s)
	}
	s.readyHints = notify.NewCoalescer(pool, notify.NodesReady, s.hintWindow)
	s.inserts = &grouper[db.NewMovement, *db.Movement]{
		maxRunning: groupRunning, maxGroup: groupMax, run: s.insertGroup,
		// A creator's key names one movement: two creates with it never share a statement.
		key: func(m db.NewMovement) any { return [2]string{m.CreatedBy, m.IdempotencyKey} },
	}
	s.approvals = &grouper[db.Approval, *db.MovementView]{
		maxRunning: groupRunning, maxGroup: groupMax, run: s.approveGroup,
		// The statement approves each movement once (MovementApprove).
		key: func(a db.Approval) any { return a.ID },
	}
	return s
}

// ProposeTemplate stores a new version of a template as PROPOSED, after checking that
// it parses. ttl bounds how long the proposal waits for approval (0: forever).
func (s *Service) ProposeTemplate(ctx context.Context, name string, definition []byte, proposedBy string, ttl time.Duration) (*db.Template, error) {
	if _, err := s.compiler.Parse(definition); err != nil {
		return nil, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	hash := sha256.Sum256(definition)
	var expires *time.Time
	if ttl > 0 {
		t := time.Now().Add(ttl)
		expires = &t
	}
	err = s.pool.InTx(ctx, func(tx *db.Tx) error {
		// Versions of one name are numbered under a lock on the name, so two
		// proposals cannot take the same number.
		return tx.Templates().Propose(ctx, db.TemplateProposal{
			ID: id, Name: name, Definition: string(definition), DefinitionHash: hash[:],
			ProposedBy: proposedBy, ExpiresAt: expires,
		})
	})
	if err != nil {
		return nil, fmt.Errorf("propose template %q: %w", name, err)
	}
	return s.pool.Templates().Get(ctx, id)
}

// ApproveTemplate makes a proposed template ACTIVE. definitionHash must be the hash
// of the definition the approver reviewed.
func (s *Service) ApproveTemplate(ctx context.Context, id uuid.UUID, approver string, definitionHash []byte) error {
	err := s.pool.Templates().Approve(ctx, id, approver, definitionHash)
	if err == nil {
		return nil
	}
	if !errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("approve template: %w", err)
	}
	t, err := s.pool.Templates().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("template %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("approve template: %w", err)
	}
	switch {
	case t.State != "PROPOSED":
		return fmt.Errorf("template %s is %s: %w", id, t.State, ErrIllegalTransition)
	case t.ProposedBy == approver:
		return fmt.Errorf("template %s: %w", id, ErrFourEyes)
	case !bytes.Equal(t.DefinitionHash, definitionHash):
		return fmt.Errorf("template %s: %w", id, ErrPlanMismatch)
	default:
		return fmt.Errorf("template %s: proposal %w", id, ErrExpired)
	}
}

// CreateInput is a request to create a movement.
type CreateInput struct {
	TemplateName string
	// TemplateVersion 0 means the newest ACTIVE version.
	TemplateVersion int32
	Params          json.RawMessage
	IdempotencyKey  string
	CreatedBy       string
	CallbackURL     string
	ExpiresAt       *time.Time
	TraceParent     string
	TraceState      string
	// Check, when set, sees the compiled plan before anything is written and refuses it
	// with an error (wrapped in ErrPlanRefused): the rules a caller enforces on what a
	// movement may do, such as a drill's amount cap, judged on what would run rather
	// than on the params.
	Check func(*compiler.Plan) error
}

// Create compiles the template with the params and stores the movement, its nodes and
// its edges in one statement, as PENDING_APPROVAL. The same idempotency key with the
// same input returns the existing movement (created false); with different input it
// is ErrIdempotencyConflict. Either way it returns the movement with its template's
// name and version, as a read of it would, so that the API answers without one.
func (s *Service) Create(ctx context.Context, in CreateInput) (*db.MovementView, bool, error) {
	hash, err := requestHash(in)
	if err != nil {
		return nil, false, err
	}
	// A new key is the common case, so the create does not look the key up first (a
	// round trip on every create): a key already taken shows as the insert's conflict,
	// or, when the template or the params no longer compile, before it. Either way a
	// retry is answered with its movement, and a different request with the key is
	// ErrIdempotencyConflict, as a lookup first would have answered.
	created, err := s.insert(ctx, in, hash)
	if err == nil {
		return created, true, nil
	}
	if !errors.Is(err, db.ErrConflict) && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrTemplateNotActive) &&
		!errors.Is(err, compiler.ErrInvalidParams) && !errors.Is(err, compiler.ErrInvalidTemplate) &&
		!errors.Is(err, ErrPolicyDenied) && !errors.Is(err, ErrAddressNotInBook) {
		return nil, false, err
	}
	if existing, lerr := s.existing(ctx, in.CreatedBy, in.IdempotencyKey, hash); existing != nil || lerr != nil {
		return s.withTemplate(ctx, existing, lerr)
	}
	// Or the key's movement was archived (the archive keeps keys taken).
	if archived, lerr := s.archived(ctx, in.CreatedBy, in.IdempotencyKey, hash); archived != nil || lerr != nil {
		return s.withTemplate(ctx, archived, lerr)
	}
	return nil, false, err
}

// insert compiles the newest ACTIVE version of the template (or the one asked for)
// with the params and stores the movement; it does not look at the idempotency key,
// which the insert refuses (db.ErrConflict) when it is taken. The template comes from
// the Service's cache when a create read it before; the insert checks it is still the
// version to use, and when it is not (retired, or a later version is ACTIVE) insert
// reads it again and tries once more.
func (s *Service) insert(ctx context.Context, in CreateInput, hash [32]byte) (*db.MovementView, error) {
	tmpl, cached, err := s.activeTemplate(ctx, in)
	if err != nil {
		return nil, err
	}
	pol, err := s.activePolicy(ctx)
	if err != nil {
		return nil, err
	}
	created, err := s.insertFrom(ctx, in, hash, tmpl, pol)
	if errors.Is(err, db.ErrNotFound) {
		// The template version kept, or the policy kept (always: the insert cannot
		// say which failed), may no longer be the one to use (MovementInsert): read
		// them again and try once more.
		if cached {
			s.templates.forget(in.templateRef(), tmpl.row.ID)
			if tmpl, _, err = s.activeTemplate(ctx, in); err != nil {
				return nil, err
			}
		}
		s.forgetPolicy()
		if pol, err = s.activePolicy(ctx); err != nil {
			return nil, err
		}
		created, err = s.insertFrom(ctx, in, hash, tmpl, pol)
	}
	if errors.Is(err, db.ErrNotFound) {
		s.templates.forget(in.templateRef(), tmpl.row.ID)
		if in.TemplateVersion == 0 {
			return nil, fmt.Errorf("template %q version %d was retired or is no longer the newest ACTIVE version: %w",
				tmpl.row.Name, tmpl.row.Version, ErrTemplateNotActive)
		}
		return nil, fmt.Errorf("template %q version %d was retired: %w", tmpl.row.Name, tmpl.row.Version, ErrTemplateNotActive)
	}
	return created, err
}

// insertFrom compiles tmpl with the params, judges the plan by the treasury policy pol
// (nil: the default policy), and stores the movement with what the policy decided.
func (s *Service) insertFrom(ctx context.Context, in CreateInput, hash [32]byte, tmpl activeTemplate, pol *activePolicy) (*db.MovementView, error) {
	// The approver signs the callback URL and the deadline with the nodes (plan
	// format 2, docs/security.md).
	plan, err := s.compiler.CompileMovement(tmpl.parsed, in.Params, compiler.Terms{CallbackURL: in.CallbackURL, ExpiresAt: in.ExpiresAt})
	if err != nil {
		return nil, err
	}
	if in.Check != nil {
		if err := in.Check(plan); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrPlanRefused, err)
		}
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	params := in.Params
	if len(bytes.TrimSpace(params)) == 0 {
		params = json.RawMessage("{}")
	}
	nodes, edges, err := planRows(s.compiler, plan)
	if err != nil {
		return nil, err
	}
	// One statement, its own transaction: it holds the template version (FOR SHARE)
	// while it inserts, so a retirement waits for it, and one that committed first
	// leaves the version not ACTIVE and the insert writes nothing (ErrNotFound).
	m := db.NewMovement{
		ID: id, IdempotencyKey: in.IdempotencyKey, RequestHash: hash[:], TemplateID: tmpl.row.ID, Newest: in.TemplateVersion == 0,
		Params: params, PlanHash: plan.Hash[:], PlanFormat: int16(plan.Format), CreatedBy: in.CreatedBy, ExpiresAt: plan.Terms.ExpiresAt,
		CallbackURL: nullString(in.CallbackURL), Traceparent: nullString(in.TraceParent), Tracestate: nullString(in.TraceState),
		Nodes: nodes, Edges: edges,
	}
	// The treasury policy judges what would run (docs/policy.md): a denied movement or
	// an allowlist miss is refused here, before anything is written.
	if _, err := s.judge(ctx, pol, tmpl.row.Name, in.CreatedBy, plan, &m); err != nil {
		return nil, err
	}
	created, err := s.inserts.do(ctx, m)
	if err != nil {
		return nil, fmt.Errorf("create movement: %w", err)
	}
	return &db.MovementView{Movement: *created, TemplateName: tmpl.row.Name, TemplateVersion: tmpl.row.Version}, nil
}

// insertGroup stores a group of new movements in one statement (db.Movements.InsertMany)
// and runs each one the statement left out on its own (db.Movements.Insert), which
// stores it or reports why not (a key taken, a template version no longer the one to
// use) exactly as a create that ran alone would learn it; so does every movement of a
// group whose statement failed as a whole.
func (s *Service) insertGroup(ctx context.Context, group []db.NewMovement) []groupResult[*db.Movement] {
	out := make([]groupResult[*db.Movement], len(group))
	var stored map[uuid.UUID]*db.Movement
	if len(group) > 1 {
		var err error
		if stored, err = s.pool.Movements().InsertMany(ctx, group); err != nil {
			s.splitGroups.Add(1)
		}
	}
	for i, m := range group {
		if created, ok := stored[m.ID]; ok {
			out[i].out = created
			continue
		}
		out[i].out, out[i].err = s.pool.Movements().Insert(ctx, m)
	}
	return out
}

// withTemplate completes a create that found its key's movement (a retry): the
// movement with its template's name and version, or err as it came. Retries are rare,
// so the template is read here rather than with every create's key lookup.
func (s *Service) withTemplate(ctx context.Context, m *db.Movement, err error) (*db.MovementView, bool, error) {
	if err != nil {
		return nil, false, err
	}
	t, err := s.pool.Templates().Get(ctx, m.TemplateID)
	if err != nil {
		return nil, false, fmt.Errorf("template of movement %s: %w", m.ID, err)
	}
	return &db.MovementView{Movement: *m, TemplateName: t.Name, TemplateVersion: t.Version}, false, nil
}

// existing returns createdBy's movement with the idempotency key when the request is
// the same (a retry), ErrIdempotencyConflict when it differs, and nil, nil when the
// principal has no movement with this key. Keys are per principal (docs/security.md): another
// principal's movement with the same key is never found, so a key cannot be squatted
// and a create never learns another principal's movement ID.
func (s *Service) existing(ctx context.Context, createdBy, key string, hash [32]byte) (*db.Movement, error) {
	req, err := s.pool.Movements().GetByIdempotencyKey(ctx, createdBy, key)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("look up idempotency key: %w", err)
	}
	if !bytes.Equal(req.RequestHash, hash[:]) {
		return nil, fmt.Errorf("movement %s: %w", req.ID, ErrIdempotencyConflict)
	}
	return req, nil
}

// noActiveTemplate explains why a create found no ACTIVE template: a named version
// that exists in another state (RETIRED, PROPOSED, …) is ErrTemplateNotActive, and
// anything else ErrNotFound.
func (s *Service) noActiveTemplate(ctx context.Context, in CreateInput) error {
	if in.TemplateVersion > 0 {
		t, err := s.pool.Templates().GetByVersion(ctx, in.TemplateName, in.TemplateVersion)
		if err == nil {
			return fmt.Errorf("template %q version %d is %s: %w", in.TemplateName, in.TemplateVersion, t.State, ErrTemplateNotActive)
		}
		if !errors.Is(err, db.ErrNotFound) {
			return fmt.Errorf("load template: %w", err)
		}
	}
	return fmt.Errorf("no ACTIVE template %q (version %d): %w", in.TemplateName, in.TemplateVersion, ErrNotFound)
}

// planRows lays out the plan's nodes (with fresh IDs, and the rail an operator's hold
// matches them on) and edges for storing.
func planRows(c *compiler.Compiler, plan *compiler.Plan) ([]db.NewNode, []db.Edge, error) {
	ids := make(map[string]uuid.UUID, len(plan.Nodes))
	nodes := make([]db.NewNode, 0, len(plan.Nodes))
	for _, n := range plan.Nodes {
		id, err := uuid.NewV7()
		if err != nil {
			return nil, nil, err
		}
		ids[n.Key] = id
		// The canonical bytes the plan hash covers, kept with their hash: the
		// dispatcher runs the node only while its config still matches them.
		sum := sha256.Sum256(n.Config)
		node := db.NewNode{
			ID: id, Key: n.Key, Executor: n.ExecutorKey, Config: n.Config,
			HasSideEffect: n.HasSideEffect, MaxTries: n.MaxAttempts,
			ApprovedConfig: n.Config, ApprovedConfigSha256: sum[:],
		}
		rail := c.Rail(n.ExecutorKey, n.Config)
		node.RailLane, node.RailChains = rail.Lane, rail.Chains
		nodes = append(nodes, node)
	}
	planEdges := plan.Edges()
	edges := make([]db.Edge, 0, len(planEdges))
	for _, e := range planEdges {
		edges = append(edges, db.Edge{ParentNodeID: ids[e.Parent], ChildNodeID: ids[e.Child]})
	}
	return nodes, edges, nil
}

// Approve moves a movement from PENDING_APPROVAL to APPROVED and its nodes to READY,
// and returns it as approved, so that the API answers without reading it again.
// planHash must be the plan hash the approver was shown. Approvals that arrive while
// others are being written go together in one statement (grouper); each is still its
// own compare-and-set, answered as if it had run alone.
func (s *Service) Approve(ctx context.Context, id uuid.UUID, approver string, planHash []byte) (*db.MovementView, error) {
	approved, err := s.approvals.do(ctx, db.Approval{ID: id, PlanHash: planHash, Approver: approver})
	if err != nil {
		return nil, fmt.Errorf("approve movement: %w", err)
	}
	if approved != nil {
		return approved, nil
	}
	req, err := s.pool.Movements().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, fmt.Errorf("movement %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("approve movement: %w", err)
	}
	if req.ApprovalsRequired > 1 {
		// The policy requires several approvers: the one-approval statement leaves
		// such a movement alone (MovementApprove), and its approvals are counted.
		return s.approveCounted(ctx, id, approver, planHash)
	}
	return nil, whyNotApproved(req, approver, planHash)
}

// whyNotApproved explains why an approval's compare-and-set did not match req.
func whyNotApproved(req *db.Movement, approver string, planHash []byte) error {
	switch {
	case req.State != "PENDING_APPROVAL":
		return fmt.Errorf("movement %s is %s: %w", req.ID, req.State, ErrIllegalTransition)
	case req.CreatedBy == approver:
		return fmt.Errorf("movement %s: %w", req.ID, ErrFourEyes)
	case !bytes.Equal(req.PlanHash, planHash):
		return fmt.Errorf("movement %s: %w", req.ID, ErrPlanMismatch)
	default:
		return fmt.Errorf("movement %s: %w", req.ID, ErrExpired)
	}
}

// approveCounted records approver's approval of a movement that needs several, in a
// transaction of its own under the movement's row lock (docs/policy.md, "Approvals"):
// the checks of a one-approval approval plus the policy's approver groups, the
// approval recorded and audited with the count, and at the required count the
// movement APPROVED with its nodes READY, audited and with its callback, as
// MovementApprove does it. An approver who approved before changes nothing and is
// answered with the movement as it is. It returns the movement after the approval.
func (s *Service) approveCounted(ctx context.Context, id uuid.UUID, approver string, planHash []byte) (*db.MovementView, error) {
	var out *db.MovementView
	var approved, callback bool
	err := s.pool.InTx(ctx, func(tx *db.Tx) error {
		m, err := tx.Movements().LockForApproval(ctx, id)
		if errors.Is(err, db.ErrNotFound) {
			return fmt.Errorf("movement %s: %w", id, ErrNotFound)
		}
		if err != nil {
			return err
		}
		prior, err := tx.Movements().Approvals(ctx, id)
		if err != nil {
			return err
		}
		again := slices.ContainsFunc(prior, func(a db.MovementApproval) bool { return a.Approver == approver })
		switch {
		case again && bytes.Equal(m.PlanHash, planHash):
			out, err = tx.Movements().GetView(ctx, id)
			return err
		case m.State != "PENDING_APPROVAL" || m.CreatedBy == approver || !bytes.Equal(m.PlanHash, planHash) ||
			(m.ExpiresAt != nil && !m.ExpiresAt.After(time.Now())):
			return whyNotApproved(m, approver, planHash)
		case m.ApproversAllowed != nil && !slices.Contains(m.ApproversAllowed, approver):
			return fmt.Errorf("movement %s: %s may not approve it; its policy (version %d) takes approvers from %s: %w",
				id, approver, deref32(m.PolicyVersion), describeAllowed(m.ApproversAllowed), ErrNotInApproverGroup)
		}
		_, count, err := tx.Movements().RecordApproval(ctx, id, approver, planHash, m.ApprovalsRequired)
		if err != nil {
			return err
		}
		if count >= int32(m.ApprovalsRequired) {
			a, err := tx.Movements().ApproveCounted(ctx, id, approver, planHash)
			if err != nil {
				return err
			}
			if a == nil {
				return whyNotApproved(m, approver, planHash)
			}
			out, approved, callback = a.View, true, a.CallbackQueued
			return nil
		}
		out, err = tx.Movements().GetView(ctx, id)
		return err
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrIllegalTransition) || errors.Is(err, ErrFourEyes) ||
			errors.Is(err, ErrPlanMismatch) || errors.Is(err, ErrExpired) || errors.Is(err, ErrNotInApproverGroup) {
			return nil, err
		}
		return nil, fmt.Errorf("approve movement: %w", err)
	}
	// Committed: wake the dispatchers (and the callback dispatcher) as the one-approval
	// path does.
	if approved {
		s.pool.Hint(ctx, notify.NodesReady)
		if callback {
			s.pool.Hint(ctx, notify.Callbacks)
		}
	}
	return out, nil
}

func deref32(v *int32) int32 {
	if v == nil {
		return 0
	}
	return *v
}

// approveGroup writes a group of approvals in one statement and returns, per approval,
// the approved movement or nil when its row did not match (Approve explains why).
func (s *Service) approveGroup(ctx context.Context, group []db.Approval) []groupResult[*db.MovementView] {
	// The approval commits, then the dispatchers' wake-up goes out in the same round
	// trip (db.Pool.WithHints): approval → first SUBMITTED is a latency QTG reports.
	// Unless another approval's went out within the window: then this one's follows
	// (notify.Coalescer), so a burst of approvals does not signal every listening
	// session of the database once per approval.
	conn := s.pool.Conn
	lead := s.readyHints.Lead()
	if lead {
		conn = s.pool.WithHints(notify.NodesReady)
	}
	out := make([]groupResult[*db.MovementView], len(group))
	approved, err := conn.Movements().Approve(ctx, group)
	if err != nil {
		if len(group) == 1 {
			out[0].err = err
			return out
		}
		// One statement for all: whatever failed it (a deadlock with another group, a
		// lost connection) would fail every approval in it. Each goes again on its own,
		// so each gets its own outcome. (A hint led with the failed statement did not
		// go out: the statement failed before its COMMIT.)
		s.splitGroups.Add(1)
		for i, a := range group {
			out[i] = s.approveGroup(ctx, []db.Approval{a})[0]
		}
		return out
	}
	if len(approved) == 0 {
		return out
	}
	if !lead {
		s.readyHints.Follow()
	}
	byID := make(map[uuid.UUID]db.Approved, len(approved))
	callbacks := false
	for _, a := range approved {
		byID[a.View.ID] = a
		callbacks = callbacks || a.CallbackQueued
	}
	for i, a := range group {
		out[i].out = byID[a.ID].View
	}
	// Committed: wake the callback dispatcher too when an approval queued a callback
	// (known only from the approval's result, so in a round trip of its own).
	if callbacks {
		s.pool.Hint(ctx, notify.Callbacks)
	}
	return out
}

// CancelResult says what Cancel did.
type CancelResult int

// Cancel outcomes.
const (
	// Cancelled: the movement is finished (CANCELLED, or FAILED/COMPLETED when nodes
	// that were in flight settled that way).
	Cancelled CancelResult = iota + 1
	// CancelRequested: nodes are still in flight; the movement ends when they settle
	// (CANCELLED when they complete, FAILED when one fails). Nothing new starts.
	CancelRequested
)

// Cancel cancels a movement. One that has not started (PENDING_APPROVAL, APPROVED)
// ends CANCELLED at once. A running one (EXECUTING) is asked to stop, in one
// transaction under its row lock: the request records who asked, why and when; nodes
// not yet started are cancelled; the in-flight ones finish (or wait for a manual
// verdict), and when the last one settles the movement ends CANCELLED — or FAILED,
// with a reason naming the cancel, when one of them failed. With nothing in flight it
// ends at once.
func (s *Service) Cancel(ctx context.Context, id uuid.UUID, by, reason string) (CancelResult, error) {
	var result CancelResult
	err := s.pool.InTx(ctx, func(tx *db.Tx) error {
		// Wait for the row: a dispatcher claim holds it only for its claim transaction.
		rows, err := tx.Movements().Lock(ctx, []uuid.UUID{id})
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return fmt.Errorf("movement %s: %w", id, ErrNotFound)
		}
		req, err := tx.Movements().Get(ctx, id)
		if err != nil {
			return err
		}
		switch {
		case req.State == "PENDING_APPROVAL" || req.State == "APPROVED":
			if err := tx.Movements().Cancel(ctx, id, by, nullString(reason)); err != nil {
				return err
			}
			result = Cancelled
			return notify.Send(ctx, tx.Conn, notify.Movements)
		case req.State == "EXECUTING" && req.CancelRequestedAt == nil:
			return s.requestCancel(ctx, tx, id, by, reason, &result)
		case req.State == "EXECUTING":
			return fmt.Errorf("movement %s: cancel already requested by %s at %s: %w", id, deref(req.CancelledBy),
				req.CancelRequestedAt.UTC().Format(time.RFC3339), ErrIllegalTransition)
		default:
			return fmt.Errorf("movement %s is %s and can no longer be cancelled: %w", id, req.State, ErrIllegalTransition)
		}
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrIllegalTransition) {
			return 0, err
		}
		return 0, fmt.Errorf("cancel movement: %w", err)
	}
	return result, nil
}

// requestCancel asks an EXECUTING movement to stop; the caller holds its row.
func (s *Service) requestCancel(ctx context.Context, tx *db.Tx, id uuid.UUID, by, reason string, result *CancelResult) error {
	if err := tx.Movements().RequestCancel(ctx, id, by, nullString(reason)); err != nil {
		return err
	}
	if _, err := tx.Movements().CancelAbandonedNodes(ctx, []uuid.UUID{id}); err != nil {
		return fmt.Errorf("cancel not-started nodes: %w", err)
	}
	finished, err := tx.Movements().Finish(ctx, []uuid.UUID{id}, by)
	if err != nil {
		return fmt.Errorf("finish: %w", err)
	}
	*result = CancelRequested
	if len(finished) > 0 {
		*result = Cancelled
		return notify.Send(ctx, tx.Conn, notify.Movements)
	}
	return nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// requestHash fingerprints everything a create request asks for, so a retried
// request with the same key is recognised and a different one refused.
func requestHash(in CreateInput) ([32]byte, error) {
	params, err := canonicalJSON(in.Params)
	if err != nil {
		return [32]byte{}, fmt.Errorf("params: %w", err)
	}
	var expires string
	if in.ExpiresAt != nil {
		expires = in.ExpiresAt.UTC().Format(time.RFC3339Nano)
	}
	body, err := json.Marshal(map[string]any{
		"template": in.TemplateName, "version": in.TemplateVersion, "params": params,
		"callback_url": in.CallbackURL, "expires_at": expires, "created_by": in.CreatedBy,
	})
	if err != nil {
		return [32]byte{}, err
	}
	return sha256.Sum256(body), nil
}

// canonicalJSON re-encodes JSON with sorted object keys and numbers kept as written.
func canonicalJSON(raw json.RawMessage) (json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return json.RawMessage("{}"), nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// RejectTemplate refuses a proposed template.
func (s *Service) RejectTemplate(ctx context.Context, id uuid.UUID, by, reason string) error {
	err := s.pool.Templates().Reject(ctx, id, by, nullString(reason))
	if err == nil {
		return nil
	}
	if !errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("reject template: %w", err)
	}
	t, err := s.pool.Templates().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("template %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("reject template: %w", err)
	}
	return fmt.Errorf("template %s is %s: %w", id, t.State, ErrIllegalTransition)
}
