// Package movement creates, approves and cancels movements and proposes and approves
// templates: the writes behind the gateway's API. Every write is one transaction of
// compare-and-set statements; a movement's plan is compiled and stored whole when it
// is created and never changes afterwards, and its hash must be echoed to approve it.
package movement

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbsqlc"
	"github.com/qtgdev/qtg/services/internal/compiler"
	"github.com/qtgdev/qtg/services/internal/notify"
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
)

// Service performs the writes. It is safe for concurrent use.
type Service struct {
	pool     *pgxpool.Pool
	compiler *compiler.Compiler
	q        *dbsqlc.Queries
}

// New returns a Service over a network-bound pool.
func New(pool *pgxpool.Pool, c *compiler.Compiler) *Service {
	return &Service{pool: pool, compiler: c, q: dbsqlc.New()}
}

// ProposeTemplate stores a new version of a template as PROPOSED, after checking that
// it parses. ttl bounds how long the proposal waits for approval (0: forever).
func (s *Service) ProposeTemplate(ctx context.Context, name string, definition []byte, proposedBy string, ttl time.Duration) (*dbsqlc.MovementTemplate, error) {
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
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// Versions of one name are numbered under a lock on the name, so two
		// proposals cannot take the same number.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('qtg.template:' || $1))`, name); err != nil {
			return err
		}
		version, err := s.q.TemplateNextVersion(ctx, tx, name)
		if err != nil {
			return err
		}
		return s.q.TemplateInsert(ctx, tx, &dbsqlc.TemplateInsertParams{
			ID: id, Name: name, Version: version, Definition: string(definition), DefinitionHash: hash[:],
			ProposedBy: proposedBy, ProposalExpiresAt: expires,
		})
	})
	if err != nil {
		return nil, fmt.Errorf("propose template %q: %w", name, db.Interpret(err))
	}
	return s.q.TemplateGet(ctx, s.pool, id)
}

// ApproveTemplate makes a proposed template ACTIVE. definitionHash must be the hash
// of the definition the approver reviewed.
func (s *Service) ApproveTemplate(ctx context.Context, id uuid.UUID, approver string, definitionHash []byte) error {
	_, err := s.q.TemplateApprove(ctx, s.pool, &dbsqlc.TemplateApproveParams{ID: id, ApprovedBy: approver, DefinitionHash: definitionHash})
	if err == nil {
		return nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("approve template: %w", err)
	}
	t, err := s.q.TemplateGet(ctx, s.pool, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("template %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("approve template: %w", err)
	}
	switch {
	case t.TemplateState != "PROPOSED":
		return fmt.Errorf("template %s is %s: %w", id, t.TemplateState, ErrIllegalTransition)
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
}

// Create compiles the template with the params and stores the movement, its nodes and
// its edges in one transaction, as PENDING_APPROVAL. The same idempotency key with the
// same input returns the existing movement (created false); with different input it
// is ErrIdempotencyConflict.
func (s *Service) Create(ctx context.Context, in CreateInput) (*dbsqlc.MovementRequest, bool, error) {
	hash, err := requestHash(in)
	if err != nil {
		return nil, false, err
	}
	if existing, err := s.existing(ctx, in.IdempotencyKey, hash); existing != nil || err != nil {
		return existing, false, err
	}
	var version *int32
	if in.TemplateVersion > 0 {
		version = &in.TemplateVersion
	}
	tmpl, err := s.q.TemplateGetActive(ctx, s.pool, &dbsqlc.TemplateGetActiveParams{Name: in.TemplateName, Version: version})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, false, fmt.Errorf("no ACTIVE template %q (version %d): %w", in.TemplateName, in.TemplateVersion, ErrNotFound)
	}
	if err != nil {
		return nil, false, fmt.Errorf("load template: %w", err)
	}
	t, err := s.compiler.Parse([]byte(tmpl.Definition))
	if err != nil {
		return nil, false, err
	}
	plan, err := s.compiler.Compile(t, in.Params)
	if err != nil {
		return nil, false, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, false, err
	}
	params := in.Params
	if len(bytes.TrimSpace(params)) == 0 {
		params = json.RawMessage("{}")
	}
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if err := s.q.RequestInsert(ctx, tx, &dbsqlc.RequestInsertParams{
			ID: id, IdempotencyKey: in.IdempotencyKey, RequestHash: hash[:], TemplateID: tmpl.ID,
			Params: params, PlanHash: plan.Hash[:], CreatedBy: in.CreatedBy, ExpiresAt: in.ExpiresAt,
			CallbackURL: nullString(in.CallbackURL), Traceparent: nullString(in.TraceParent), Tracestate: nullString(in.TraceState),
		}); err != nil {
			return err
		}
		return insertPlan(ctx, s.q, tx, id, plan)
	})
	if errors.Is(db.Interpret(err), db.ErrConflict) {
		// Lost a race with the same key: answer as if we had come second.
		if existing, err := s.existing(ctx, in.IdempotencyKey, hash); existing != nil || err != nil {
			return existing, false, err
		}
		// Or the key's movement was archived (the archive keeps keys taken).
		if archived, err := s.archived(ctx, in.IdempotencyKey, hash); archived != nil || err != nil {
			return archived, false, err
		}
	}
	if err != nil {
		return nil, false, fmt.Errorf("create movement: %w", db.Interpret(err))
	}
	req, err := s.q.RequestGet(ctx, s.pool, id)
	return req, true, err
}

func (s *Service) existing(ctx context.Context, key string, hash [32]byte) (*dbsqlc.MovementRequest, error) {
	req, err := s.q.RequestGetByIdempotencyKey(ctx, s.pool, key)
	if errors.Is(err, pgx.ErrNoRows) {
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

// insertPlan writes the plan's nodes and edges with COPY.
func insertPlan(ctx context.Context, q *dbsqlc.Queries, tx pgx.Tx, requestID uuid.UUID, plan *compiler.Plan) error {
	ids := make(map[string]uuid.UUID, len(plan.Nodes))
	nodes := make([]*dbsqlc.NodeInsertManyParams, 0, len(plan.Nodes))
	for _, n := range plan.Nodes {
		id, err := uuid.NewV7()
		if err != nil {
			return err
		}
		ids[n.Key] = id
		// The canonical bytes the plan hash covers, kept with their hash: the
		// dispatcher runs the node only while its config still matches them.
		sum := sha256.Sum256(n.Config)
		nodes = append(nodes, &dbsqlc.NodeInsertManyParams{
			ID: id, RequestID: requestID, NodeKey: n.Key, ExecutorKey: n.ExecutorKey, NodeConfig: n.Config,
			HasSideEffect: n.HasSideEffect, MaxAttempts: n.MaxAttempts, PendingParents: int32(len(n.Parents)),
			ApprovedConfig: n.Config, ApprovedConfigSha256: sum[:],
		})
	}
	if _, err := q.NodeInsertMany(ctx, tx, nodes); err != nil {
		return fmt.Errorf("insert nodes: %w", err)
	}
	edges := plan.Edges()
	if len(edges) == 0 {
		return nil
	}
	rows := make([]*dbsqlc.EdgeInsertManyParams, 0, len(edges))
	for _, e := range edges {
		rows = append(rows, &dbsqlc.EdgeInsertManyParams{RequestID: requestID, ParentNodeID: ids[e.Parent], ChildNodeID: ids[e.Child]})
	}
	if _, err := q.EdgeInsertMany(ctx, tx, rows); err != nil {
		return fmt.Errorf("insert edges: %w", err)
	}
	return nil
}

// Approve moves a movement from PENDING_APPROVAL to APPROVED and its nodes to READY.
// planHash must be the plan hash the approver was shown.
func (s *Service) Approve(ctx context.Context, id uuid.UUID, approver string, planHash []byte) error {
	_, err := s.q.RequestApprove(ctx, s.pool, &dbsqlc.RequestApproveParams{ID: id, ApprovedBy: approver, PlanHash: planHash})
	if err == nil {
		return nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("approve movement: %w", err)
	}
	req, err := s.q.RequestGet(ctx, s.pool, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("movement %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("approve movement: %w", err)
	}
	switch {
	case req.RequestState != "PENDING_APPROVAL":
		return fmt.Errorf("movement %s is %s: %w", id, req.RequestState, ErrIllegalTransition)
	case req.CreatedBy == approver:
		return fmt.Errorf("movement %s: %w", id, ErrFourEyes)
	case !bytes.Equal(req.PlanHash, planHash):
		return fmt.Errorf("movement %s: %w", id, ErrPlanMismatch)
	default:
		return fmt.Errorf("movement %s: %w", id, ErrExpired)
	}
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
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// Wait for the row: a dispatcher claim holds it only for its claim transaction.
		rows, err := s.q.RequestLock(ctx, tx, []uuid.UUID{id})
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return fmt.Errorf("movement %s: %w", id, ErrNotFound)
		}
		req, err := s.q.RequestGet(ctx, tx, id)
		if err != nil {
			return err
		}
		switch {
		case req.RequestState == "PENDING_APPROVAL" || req.RequestState == "APPROVED":
			if _, err := s.q.RequestCancel(ctx, tx, &dbsqlc.RequestCancelParams{ID: id, CancelledBy: by, Reason: nullString(reason)}); err != nil {
				return err
			}
			result = Cancelled
			return notify.Send(ctx, tx, notify.Movements)
		case req.RequestState == "EXECUTING" && req.CancelRequestedAt == nil:
			return s.requestCancel(ctx, tx, id, by, reason, &result)
		case req.RequestState == "EXECUTING":
			return fmt.Errorf("movement %s: cancel already requested by %s at %s: %w", id, deref(req.CancelledBy),
				req.CancelRequestedAt.UTC().Format(time.RFC3339), ErrIllegalTransition)
		default:
			return fmt.Errorf("movement %s is %s and can no longer be cancelled: %w", id, req.RequestState, ErrIllegalTransition)
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
func (s *Service) requestCancel(ctx context.Context, tx pgx.Tx, id uuid.UUID, by, reason string, result *CancelResult) error {
	if _, err := s.q.RequestCancelRequest(ctx, tx, &dbsqlc.RequestCancelRequestParams{ID: id, CancelledBy: by, Reason: nullString(reason)}); err != nil {
		return err
	}
	if _, err := s.q.RequestCancelAbandonedNodes(ctx, tx, []uuid.UUID{id}); err != nil {
		return fmt.Errorf("cancel not-started nodes: %w", err)
	}
	finished, err := s.q.RequestFinish(ctx, tx, &dbsqlc.RequestFinishParams{IDs: []uuid.UUID{id}, Actor: by})
	if err != nil {
		return fmt.Errorf("finish: %w", err)
	}
	*result = CancelRequested
	if len(finished) > 0 {
		*result = Cancelled
		return notify.Send(ctx, tx, notify.Movements)
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
	_, err := s.q.TemplateReject(ctx, s.pool, &dbsqlc.TemplateRejectParams{ID: id, DecidedBy: by, Reason: nullString(reason)})
	if err == nil {
		return nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("reject template: %w", err)
	}
	t, err := s.q.TemplateGet(ctx, s.pool, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("template %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("reject template: %w", err)
	}
	return fmt.Errorf("template %s is %s: %w", id, t.TemplateState, ErrIllegalTransition)
}
