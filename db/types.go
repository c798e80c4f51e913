package db

import (
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// The domain vocabulary (README's glossary): a movement is what a client asks for; it
// runs as a DAG of nodes; each node runs its executor in tries, and every try that may
// cause a side effect gets a new attempt number, the fencing token that intents and
// external idempotency keys carry. The tables still say "request" where the API says
// movement; these types use the API's words.

// Movement is one movement (a row of movements).
type Movement struct {
	ID             uuid.UUID
	IdempotencyKey string
	RequestHash    []byte
	TemplateID     uuid.UUID
	Params         json.RawMessage
	PlanHash       []byte
	// PlanFormat is the plan format PlanHash was computed with (compiler.FormatV1 or
	// FormatV2, which also covers CallbackURL and ExpiresAt).
	PlanFormat        int16
	State             string
	CreatedBy         string
	ApprovedBy        *string
	CancelledBy       *string
	ExpiresAt         *time.Time
	CallbackURL       *string
	Traceparent       *string
	Tracestate        *string
	FailureReason     *string
	CreatedAt         time.Time
	UpdatedAt         time.Time
	ApprovedAt        *time.Time
	StartedAt         *time.Time
	FinishedAt        *time.Time
	CancelRequestedAt *time.Time
	CancelReason      *string
	// PolicyVersion is the treasury policy version the movement was judged by at create
	// (nil: the default policy); PolicyMatches the rules that matched, as
	// policy.RuleMatch JSON (an array; nil: none recorded). ApprovalsRequired approvers
	// must approve it, from ApproversAllowed when set (nil: any principal but the
	// creator). docs/policy.md.
	PolicyVersion     *int32
	PolicyMatches     json.RawMessage
	ApprovalsRequired int16
	ApproversAllowed  []string
}

func movementFrom(r *dbsqlc.Movement) *Movement {
	if r == nil {
		return nil
	}
	return &Movement{
		ID: r.ID, IdempotencyKey: r.IdempotencyKey, RequestHash: r.RequestHash, TemplateID: r.TemplateID,
		Params: r.Params, PlanHash: r.PlanHash, PlanFormat: r.PlanFormat, State: r.MovementState, CreatedBy: r.CreatedBy,
		ApprovedBy: r.ApprovedBy, CancelledBy: r.CancelledBy, ExpiresAt: r.ExpiresAt, CallbackURL: r.CallbackURL,
		Traceparent: r.Traceparent, Tracestate: r.Tracestate, FailureReason: r.FailureReason,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, ApprovedAt: r.ApprovedAt, StartedAt: r.StartedAt,
		FinishedAt: r.FinishedAt, CancelRequestedAt: r.CancelRequestedAt, CancelReason: r.CancelReason,
		PolicyVersion: r.PolicyVersion, PolicyMatches: r.PolicyMatches, ApprovalsRequired: r.ApprovalsRequired, ApproversAllowed: r.ApproversAllowed,
	}
}

// Node is one node of a movement's DAG (a row of movement_nodes).
type Node struct {
	ID         uuid.UUID
	MovementID uuid.UUID
	Key        string
	Executor   string
	Config     json.RawMessage
	State      string
	// HasSideEffect says whether the executor changes the outside world (and so needs
	// an intent and recovery).
	HasSideEffect bool
	// Attempt is the fencing token of the current try that may have a side effect.
	Attempt int32
	// Tries counts every run of the executor; MaxTries bounds it.
	Tries          int32
	MaxTries       int32
	PendingParents int32
	NextTryAt      *time.Time
	NextObserveAt  *time.Time
	// ObserveStartedAt starts the observation clock (pacing phases count from it).
	ObserveStartedAt  *time.Time
	PacingPhase       *string
	RetryAfterSeconds *int32
	// SubmittingAt is the dispatcher's lease on a SUBMITTING node.
	SubmittingAt *time.Time
	Result       json.RawMessage
	LastError    *string
	ClaimedBy    *string
	CreatedAt    time.Time
	UpdatedAt    time.Time
	FinishedAt   *time.Time
	// Holds counts how often a preflight hold deferred the node.
	Holds                int32
	ApprovedConfig       []byte
	ApprovedConfigSha256 []byte
	// Progress is what a multi-phase executor's finished phases proved (nil: no phase
	// finished yet); see Nodes.MarkContinue.
	Progress json.RawMessage
	// ManualExecution: an approved manual execution put the node back to READY (the
	// executor's Prepare builds the manual step); cleared by the next MarkContinue.
	ManualExecution bool
	// ValueMoved: a finished phase moved value out of the holder, so the node runs to its
	// end even when its movement's cancel is requested (docs/design.md §3 "Cancel").
	ValueMoved bool
	// PolicyGate is what the dispatch gate checks before the node may be claimed (the
	// JSON of policy.Gate; nil: no gate). PolicyPassedAt is when the gate let it
	// through; PolicyBlockedReason why it last kept it waiting (docs/policy-gate.md).
	PolicyGate          json.RawMessage
	PolicyPassedAt      *time.Time
	PolicyBlockedReason *string
}

func nodeFrom(r *dbsqlc.MovementNode) *Node {
	if r == nil {
		return nil
	}
	return &Node{
		ID: r.ID, MovementID: r.MovementID, Key: r.NodeKey, Executor: r.ExecutorKey, Config: r.NodeConfig,
		State: r.NodeState, HasSideEffect: r.HasSideEffect, Attempt: r.Attempt, Tries: r.Tries,
		MaxTries: r.MaxTries, PendingParents: r.PendingParents, NextTryAt: r.NextTryAt,
		NextObserveAt: r.NextObserveAt, ObserveStartedAt: r.ObserveStartedAt, PacingPhase: r.PacingPhase,
		RetryAfterSeconds: r.RetryAfterSeconds, SubmittingAt: r.SubmittingAt, Result: r.Result,
		LastError: r.LastError, ClaimedBy: r.ClaimedBy, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		FinishedAt: r.FinishedAt, Holds: r.Holds, ApprovedConfig: r.ApprovedConfig,
		ApprovedConfigSha256: r.ApprovedConfigSha256, Progress: r.Progress, ManualExecution: r.ManualExecution, ValueMoved: r.ValueMoved,
		PolicyGate: r.PolicyGate, PolicyPassedAt: r.PolicyPassedAt, PolicyBlockedReason: r.PolicyBlockedReason,
	}
}

func nodesFrom(rows []*dbsqlc.MovementNode) []*Node {
	out := make([]*Node, len(rows))
	for i, r := range rows {
		out[i] = nodeFrom(r)
	}
	return out
}

// Intent is what a node's attempt is about to do outside, written before it does it:
// the current attempt's on its node's row, an earlier attempt's as a row of
// node_intents_past; the node_intents view shows both (docs/design.md §3, "Intents").
type Intent struct {
	ID         uuid.UUID
	NodeID     uuid.UUID
	Attempt    int32
	Lane       string
	Nonce      *int64
	Payload    json.RawMessage
	SignedTX   []byte
	TXHash     *string
	ExternalID *string
	State      string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

func intentFrom(r *dbsqlc.NodeIntent) *Intent {
	if r == nil {
		return nil
	}
	return &Intent{
		ID: r.ID, NodeID: r.NodeID, Attempt: r.Attempt, Lane: r.Lane, Nonce: r.Nonce, Payload: r.Payload,
		SignedTX: r.SignedTX, TXHash: r.TXHash, ExternalID: r.ExternalID, State: r.IntentState,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
	}
}

// Template is a versioned movement template (a row of movement_templates).
type Template struct {
	ID                uuid.UUID
	Name              string
	Version           int32
	Definition        string
	DefinitionHash    []byte
	State             string
	ProposedBy        string
	ApprovedBy        *string
	DecidedBy         *string
	DecisionReason    *string
	ProposalExpiresAt *time.Time
	CreatedAt         time.Time
	UpdatedAt         time.Time
	// RetireRequestedBy asked for the retirement of this ACTIVE version; RetiredBy (a
	// different operator) retired it. Nil until then.
	RetireRequestedBy *string
	RetireRequestedAt *time.Time
	RetireReason      *string
	RetiredBy         *string
	RetiredAt         *time.Time
}

func templateFrom(r *dbsqlc.MovementTemplate) *Template {
	if r == nil {
		return nil
	}
	return &Template{
		ID: r.ID, Name: r.Name, Version: r.Version, Definition: r.Definition, DefinitionHash: r.DefinitionHash,
		State: r.TemplateState, ProposedBy: r.ProposedBy, ApprovedBy: r.ApprovedBy, DecidedBy: r.DecidedBy,
		DecisionReason: r.DecisionReason, ProposalExpiresAt: r.ProposalExpiresAt, CreatedAt: r.CreatedAt,
		UpdatedAt: r.UpdatedAt, RetireRequestedBy: r.RetireRequestedBy, RetireRequestedAt: r.RetireRequestedAt,
		RetireReason: r.RetireReason, RetiredBy: r.RetiredBy, RetiredAt: r.RetiredAt,
	}
}
