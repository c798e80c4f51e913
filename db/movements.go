package db

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// Movements groups the statements on movements. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Movements struct{ c Conn }

// Movements returns the movements statements run on c.
func (c Conn) Movements() Movements { return Movements{c} }

// NewMovement is a movement to store with its compiled plan: its nodes and edges.
type NewMovement struct {
	ID             uuid.UUID
	IdempotencyKey string
	// RequestHash fingerprints the create request, to recognise a retry by its key.
	RequestHash []byte
	TemplateID  uuid.UUID
	// Newest says the create asked for the newest ACTIVE version of the template:
	// TemplateID must still be it when the movement is stored.
	Newest   bool
	Params   json.RawMessage
	PlanHash []byte
	// PlanFormat is the plan format PlanHash was computed with; zero stores 1, the
	// format of movements that do not say (compiler.FormatV1).
	PlanFormat  int16
	CreatedBy   string
	ExpiresAt   *time.Time
	CallbackURL *string
	Traceparent *string
	Tracestate  *string
	Nodes       []NewNode
	Edges       []Edge
	// PolicyVersion is the ACTIVE policy version the movement was judged by (0: none
	// is ACTIVE, the default policy): the insert stores nothing when another version
	// is ACTIVE by then (ErrNotFound), and the caller judges it again.
	PolicyVersion int32
	// PolicyMatches are the rules that matched (a JSON array; nil: none recorded).
	PolicyMatches json.RawMessage
	// ApprovalsRequired is how many approvers must approve it (0 stores 1), from
	// ApproversAllowed when set (nil: any principal but the creator).
	ApprovalsRequired int16
	ApproversAllowed  []string
}

// NewNode is one node of a new movement's plan.
type NewNode struct {
	ID            uuid.UUID
	Key           string
	Executor      string
	Config        json.RawMessage
	HasSideEffect bool
	MaxTries      int32
	// ApprovedConfig and its SHA-256 are the canonical bytes the plan hash covers: the
	// dispatcher runs the node only while its config still matches them.
	ApprovedConfig       []byte
	ApprovedConfigSha256 []byte
	// RailLane and RailChains are what a lane or chain hold matches the node on
	// (rail_holds.sql): its observation lane and the chain IDs its pins name. Empty:
	// none.
	RailLane   string
	RailChains []string
	// PolicyGate is what the dispatch gate checks before the node may be claimed
	// (policy.MarshalGate; nil: nothing).
	PolicyGate json.RawMessage
}

// Edge says that Child waits for Parent (both node IDs).
type Edge struct {
	ParentNodeID uuid.UUID
	ChildNodeID  uuid.UUID
}

// Insert stores m as PENDING_APPROVAL (audited) with its nodes and edges, in one
// statement, so a movement never exists without its whole plan, and returns the
// movement row as stored. It holds m's template version FOR SHARE while the version is
// ACTIVE, until the transaction ends (run on the pool: until the statement ends), so
// a retirement waits for creates in flight and a create never uses a version a
// committed retirement retired. An error wraps ErrConflict when the creator's
// idempotency key is taken (keys are per principal: unique on created_by and
// idempotency_key), and ErrNotFound when the template version is not ACTIVE (any
// more) or, with Newest, a later version is ACTIVE: then nothing is written.
func (m Movements) Insert(ctx context.Context, in NewMovement) (*Movement, error) {
	arg := &dbsqlc.MovementInsertParams{
		ID: in.ID, IdempotencyKey: in.IdempotencyKey, RequestHash: in.RequestHash, TemplateID: in.TemplateID,
		Newest: in.Newest, Params: in.Params, PlanHash: in.PlanHash, PlanFormat: cmp.Or(in.PlanFormat, 1), CreatedBy: in.CreatedBy, ExpiresAt: in.ExpiresAt,
		CallbackURL: in.CallbackURL, Traceparent: in.Traceparent, Tracestate: in.Tracestate,
		PolicyVersion: in.PolicyVersion, PolicyMatches: in.PolicyMatches, ApprovalsRequired: cmp.Or(in.ApprovalsRequired, 1),
		ApproversAllowed:      in.ApproversAllowed,
		PolicyGates:           make([]string, len(in.Nodes)),
		NodeIDs:               make([]uuid.UUID, len(in.Nodes)),
		NodeKeys:              make([]string, len(in.Nodes)),
		ExecutorKeys:          make([]string, len(in.Nodes)),
		NodeConfigs:           make([]json.RawMessage, len(in.Nodes)),
		HasSideEffects:        make([]bool, len(in.Nodes)),
		MaxTries:              make([]int32, len(in.Nodes)),
		ApprovedConfigs:       make([][]byte, len(in.Nodes)),
		ApprovedConfigSha256s: make([][]byte, len(in.Nodes)),
		RailLanes:             make([]string, len(in.Nodes)),
		RailChains:            make([]string, len(in.Nodes)),
		EdgeParents:           make([]uuid.UUID, len(in.Edges)),
		EdgeChildren:          make([]uuid.UUID, len(in.Edges)),
	}
	for i, n := range in.Nodes {
		arg.NodeIDs[i], arg.NodeKeys[i], arg.ExecutorKeys[i], arg.NodeConfigs[i] = n.ID, n.Key, n.Executor, n.Config
		arg.HasSideEffects[i], arg.MaxTries[i] = n.HasSideEffect, n.MaxTries
		arg.ApprovedConfigs[i], arg.ApprovedConfigSha256s[i] = n.ApprovedConfig, n.ApprovedConfigSha256
		arg.RailLanes[i], arg.RailChains[i] = n.RailLane, strings.Join(n.RailChains, ",")
		arg.PolicyGates[i] = string(n.PolicyGate)
	}
	for i, e := range in.Edges {
		arg.EdgeParents[i], arg.EdgeChildren[i] = e.ParentNodeID, e.ChildNodeID
	}
	r, err := m.c.q.MovementInsert(ctx, m.c.db, arg)
	if err != nil {
		return nil, fmt.Errorf("insert movement %s: %w", in.ID, Interpret(err))
	}
	// The statement returns the movement row as inserted (RETURNING *): the same
	// columns as the model, so a conversion, not a second read.
	return movementFrom((*dbsqlc.Movement)(r)), nil
}

// InsertMany stores several movements in one statement, each as Insert would and each
// on its own terms: one whose template version is no longer the one to use, or whose
// idempotency key its creator already took, is left out while the others are stored.
// It returns the movements stored, by ID. Run Insert alone for those left out to learn
// why. The movements' creator and key pairs must be distinct.
func (m Movements) InsertMany(ctx context.Context, ins []NewMovement) (map[uuid.UUID]*Movement, error) {
	arg := &dbsqlc.MovementInsertManyParams{
		IDs: make([]uuid.UUID, len(ins)), IdempotencyKeys: make([]string, len(ins)), RequestHashes: make([][]byte, len(ins)),
		TemplateIDs: make([]uuid.UUID, len(ins)), Newest: make([]bool, len(ins)), Params: make([]json.RawMessage, len(ins)),
		PlanHashes: make([][]byte, len(ins)), PlanFormats: make([]int16, len(ins)), CreatedBys: make([]string, len(ins)), HasExpiries: make([]bool, len(ins)),
		ExpiresAts: make([]time.Time, len(ins)), CallbackURLs: make([]string, len(ins)),
		Traceparents: make([]string, len(ins)), Tracestates: make([]string, len(ins)),
		PolicyVersions: make([]int32, len(ins)), PolicyMatches: make([]string, len(ins)),
		ApprovalsRequireds: make([]int16, len(ins)), ApproversAlloweds: make([]string, len(ins)),
	}
	for i, in := range ins {
		arg.IDs[i], arg.IdempotencyKeys[i], arg.RequestHashes[i], arg.TemplateIDs[i] = in.ID, in.IdempotencyKey, in.RequestHash, in.TemplateID
		arg.Newest[i], arg.Params[i], arg.PlanHashes[i], arg.CreatedBys[i] = in.Newest, in.Params, in.PlanHash, in.CreatedBy
		arg.PlanFormats[i] = cmp.Or(in.PlanFormat, 1)
		if in.ExpiresAt != nil {
			arg.HasExpiries[i], arg.ExpiresAts[i] = true, *in.ExpiresAt
		}
		// The statement stores an empty one as none (NULL), as Insert stores nil.
		arg.CallbackURLs[i], arg.Traceparents[i], arg.Tracestates[i] = deref(in.CallbackURL), deref(in.Traceparent), deref(in.Tracestate)
		// The statement stores 0, '' and '' as none (NULL), as Insert stores them.
		arg.PolicyVersions[i], arg.PolicyMatches[i], arg.ApprovalsRequireds[i] = in.PolicyVersion, string(in.PolicyMatches), cmp.Or(in.ApprovalsRequired, 1)
		if in.ApproversAllowed != nil {
			allowed, err := json.Marshal(in.ApproversAllowed)
			if err != nil {
				return nil, err
			}
			arg.ApproversAlloweds[i] = string(allowed)
		}
		for _, n := range in.Nodes {
			arg.NodeMovementIDs = append(arg.NodeMovementIDs, in.ID)
			arg.NodeIDs = append(arg.NodeIDs, n.ID)
			arg.NodeKeys = append(arg.NodeKeys, n.Key)
			arg.ExecutorKeys = append(arg.ExecutorKeys, n.Executor)
			arg.NodeConfigs = append(arg.NodeConfigs, n.Config)
			arg.HasSideEffects = append(arg.HasSideEffects, n.HasSideEffect)
			arg.MaxTries = append(arg.MaxTries, n.MaxTries)
			arg.ApprovedConfigs = append(arg.ApprovedConfigs, n.ApprovedConfig)
			arg.ApprovedConfigSha256s = append(arg.ApprovedConfigSha256s, n.ApprovedConfigSha256)
			arg.RailLanes = append(arg.RailLanes, n.RailLane)
			arg.RailChains = append(arg.RailChains, strings.Join(n.RailChains, ","))
			arg.PolicyGates = append(arg.PolicyGates, string(n.PolicyGate))
		}
		for _, e := range in.Edges {
			arg.EdgeMovementIDs = append(arg.EdgeMovementIDs, in.ID)
			arg.EdgeParents = append(arg.EdgeParents, e.ParentNodeID)
			arg.EdgeChildren = append(arg.EdgeChildren, e.ChildNodeID)
		}
	}
	rows, err := m.c.q.MovementInsertMany(ctx, m.c.db, arg)
	if err != nil {
		return nil, fmt.Errorf("insert %d movements: %w", len(ins), Interpret(err))
	}
	out := make(map[uuid.UUID]*Movement, len(rows))
	for _, r := range rows {
		out[r.ID] = movementFrom((*dbsqlc.Movement)(r))
	}
	return out, nil
}

// Get returns a movement, or an error wrapping ErrNotFound.
func (m Movements) Get(ctx context.Context, id uuid.UUID) (*Movement, error) {
	r, err := m.c.q.MovementGet(ctx, m.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("movement %s: %w", id, Interpret(err))
	}
	return movementFrom(r), nil
}

// StoredPlan is a movement's plan as stored: the hash its approver approved and its
// nodes, which must still hash to it.
type StoredPlan struct {
	PlanHash []byte
	// PlanFormat, CallbackURL and ExpiresAt are what the hash covers of the movement
	// itself (format 2 covers the callback URL and deadline; format 1 neither).
	PlanFormat  int16
	CallbackURL *string
	ExpiresAt   *time.Time
	Nodes       []StoredNode
}

// StoredNode is one node of a StoredPlan: what the plan hash covers.
type StoredNode struct {
	Key           string
	Executor      string
	HasSideEffect bool
	MaxTries      int32
	// ApprovedConfig is the compiler's canonical bytes of the node's config.
	ApprovedConfig []byte
	// Parents are the keys of the nodes this one waits for, in byte order.
	Parents []string
}

// StoredPlans returns the stored plan of each movement of ids that has nodes, keyed by
// movement ID, for the dispatcher to hash again before it runs any of them.
func (m Movements) StoredPlans(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]*StoredPlan, error) {
	rows, err := m.c.q.MovementStoredPlans(ctx, m.c.db, ids)
	if err != nil {
		return nil, fmt.Errorf("stored plans: %w", Interpret(err))
	}
	out := make(map[uuid.UUID]*StoredPlan, len(ids))
	for _, r := range rows {
		p := out[r.MovementID]
		if p == nil {
			p = &StoredPlan{PlanHash: r.PlanHash, PlanFormat: r.PlanFormat, CallbackURL: r.CallbackURL, ExpiresAt: r.ExpiresAt}
			out[r.MovementID] = p
		}
		p.Nodes = append(p.Nodes, StoredNode{Key: r.NodeKey, Executor: r.ExecutorKey, HasSideEffect: r.HasSideEffect,
			MaxTries: r.MaxTries, ApprovedConfig: r.ApprovedConfig, Parents: r.Parents})
	}
	return out, nil
}

// GetByIdempotencyKey returns the movement createdBy created with key, or an error
// wrapping ErrNotFound. Keys are per principal: another principal's movement with
// the same key is not found.
func (m Movements) GetByIdempotencyKey(ctx context.Context, createdBy, key string) (*Movement, error) {
	r, err := m.c.q.MovementGetByIdempotencyKey(ctx, m.c.db, &dbsqlc.MovementGetByIdempotencyKeyParams{CreatedBy: createdBy, IdempotencyKey: key})
	if err != nil {
		return nil, fmt.Errorf("movement by idempotency key: %w", Interpret(err))
	}
	return movementFrom(r), nil
}

// Approval is one movement to approve: the plan hash its approver was shown, and the
// approver (four eyes: not its creator).
type Approval struct {
	ID       uuid.UUID
	PlanHash []byte
	Approver string
}

// Approved is a movement Approve moved to APPROVED: as approved, with its template's
// name and version (GetView's shape, read in the same statement), and whether the
// approval queued a callback.
type Approved struct {
	View           *MovementView
	CallbackQueued bool
}

// Approve moves each of the movements PENDING_APPROVAL -> APPROVED and their nodes to
// READY, compare-and-set per movement on state, deadline, plan hash and four eyes;
// audited; all in one statement. It returns the movements it approved, in ID order; one
// whose row did not match is left out while the others are approved. The IDs must be
// distinct. It notifies nobody: once the approval has committed, the caller hints the
// dispatchers (notify.NodesReady) and, when a callback was queued, the callback
// dispatcher (Pool.Hint).
func (m Movements) Approve(ctx context.Context, approvals []Approval) ([]Approved, error) {
	// In ID order, so that two statements approving overlapping movements lock them in
	// the same order (see MovementApprove).
	sorted := slices.SortedFunc(slices.Values(approvals), func(a, b Approval) int { return bytes.Compare(a.ID[:], b.ID[:]) })
	p := &dbsqlc.MovementApproveParams{
		IDs: make([]uuid.UUID, len(sorted)), PlanHashes: make([][]byte, len(sorted)), Approvers: make([]string, len(sorted)),
		FromStates: dbsqlc.HeldStates.ApprovingMovements, NodeFromStates: dbsqlc.HeldStates.ApprovingNodes,
	}
	for i, a := range sorted {
		p.IDs[i], p.PlanHashes[i], p.Approvers[i] = a.ID, a.PlanHash, a.Approver
	}
	rows, err := m.c.q.MovementApprove(ctx, m.c.db, p)
	if err != nil {
		return nil, fmt.Errorf("approve %d movements: %w", len(approvals), Interpret(err))
	}
	out := make([]Approved, len(rows))
	for i, r := range rows {
		out[i] = Approved{
			View: &MovementView{
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
			},
			CallbackQueued: r.CallbackQueued,
		}
	}
	slices.SortFunc(out, func(a, b Approved) int { return bytes.Compare(a.View.ID[:], b.View.ID[:]) })
	return out, nil
}

// LockedMovement is a movement row Lock holds, with its state when locked.
type LockedMovement struct {
	ID    uuid.UUID
	State string
}

// Lock locks the given movement rows (FOR UPDATE, waiting, in ID order so that two
// transactions locking overlapping sets cannot deadlock) until the transaction ends.
// Movements that do not exist are left out.
func (m Movements) Lock(ctx context.Context, ids []uuid.UUID) ([]LockedMovement, error) {
	rows, err := m.c.q.MovementLock(ctx, m.c.db, ids)
	if err != nil {
		return nil, fmt.Errorf("lock movements: %w", Interpret(err))
	}
	out := make([]LockedMovement, len(rows))
	for i, r := range rows {
		out[i] = LockedMovement{ID: r.ID, State: r.MovementState}
	}
	return out, nil
}

// Cancel moves a movement that has not started (PENDING_APPROVAL, APPROVED) to
// CANCELLED with its nodes, compare-and-set; audited with the reason (nil: none). The
// caller holds the row (Lock). An error wraps ErrNotFound when it had started.
func (m Movements) Cancel(ctx context.Context, id uuid.UUID, by string, reason *string) error {
	_, err := m.c.q.MovementCancel(ctx, m.c.db, &dbsqlc.MovementCancelParams{ID: id, CancelledBy: by, Reason: reason})
	if err != nil {
		return fmt.Errorf("cancel movement %s: %w", id, Interpret(err))
	}
	return nil
}

// RequestCancel records on an EXECUTING movement that by asked it to stop, and why
// (compare-and-set: once); audited. The caller holds the row (Lock). An error wraps
// ErrNotFound when the movement is not EXECUTING or a cancel was already asked for.
func (m Movements) RequestCancel(ctx context.Context, id uuid.UUID, by string, reason *string) error {
	_, err := m.c.q.MovementCancelRequest(ctx, m.c.db, &dbsqlc.MovementCancelRequestParams{ID: id, CancelledBy: by, Reason: reason})
	if err != nil {
		return fmt.Errorf("request cancel of movement %s: %w", id, Interpret(err))
	}
	return nil
}

// CancelAbandonedNodes cancels the nodes that will never start in the given movements
// (failed or cancel-requested ones); audited. The caller holds the movement rows. It
// returns how many nodes it cancelled.
func (m Movements) CancelAbandonedNodes(ctx context.Context, ids []uuid.UUID) (int64, error) {
	n, err := m.c.q.MovementCancelAbandonedNodes(ctx, m.c.db, ids)
	if err != nil {
		return 0, fmt.Errorf("cancel abandoned nodes: %w", Interpret(err))
	}
	return n, nil
}

// FinishedMovement is a movement Finish settled, with its final state.
type FinishedMovement struct {
	ID    uuid.UUID
	State string
	// Traceparent and Tracestate are the trace context the gateway stored on the
	// movement (nil when it had none), returned so that what is logged about the
	// finish joins the movement's trace without reading the movement again.
	Traceparent, Tracestate *string
}

// Finish settles the given EXECUTING movements that have no node left to run or in
// flight (COMPLETED, CANCELLED or FAILED), audited with actor, with their callbacks
// queued. The caller holds the movement rows. It returns those it finished.
func (m Movements) Finish(ctx context.Context, ids []uuid.UUID, actor string) ([]FinishedMovement, error) {
	rows, err := m.c.q.MovementFinish(ctx, m.c.db, &dbsqlc.MovementFinishParams{IDs: ids, Actor: actor, FromStates: dbsqlc.HeldStates.FinishingMovements})
	if err != nil {
		return nil, fmt.Errorf("finish movements: %w", Interpret(err))
	}
	out := make([]FinishedMovement, len(rows))
	for i, r := range rows {
		out[i] = FinishedMovement{ID: r.ID, State: r.MovementState, Traceparent: r.Traceparent, Tracestate: r.Tracestate}
	}
	return out, nil
}

// ClaimExpired locks up to maxRows movements that have not started and are past their
// deadline (SKIP LOCKED: one a dispatcher holds is skipped, and is EXECUTING once it is
// free) until the transaction ends, for Expire in the same transaction.
func (m Movements) ClaimExpired(ctx context.Context, maxRows int) ([]*Movement, error) {
	rows, err := m.c.q.MovementClaimExpired(ctx, m.c.db, &dbsqlc.MovementClaimExpiredParams{MaxRows: int32(maxRows)})
	if err != nil {
		return nil, fmt.Errorf("claim expired movements: %w", Interpret(err))
	}
	out := make([]*Movement, len(rows))
	for i, r := range rows {
		out[i] = movementFrom(r)
	}
	return out, nil
}

// ExpiredMovement is a movement Expire expired, with the state it left.
type ExpiredMovement struct {
	ID        uuid.UUID
	FromState string
}

// Expire moves the given claimed movements to EXPIRED when still due, compare-and-set,
// cancelling their nodes and queueing the movement.expired callback; audited with
// actor. It returns those it moved.
func (m Movements) Expire(ctx context.Context, ids []uuid.UUID, actor string) ([]ExpiredMovement, error) {
	rows, err := m.c.q.MovementExpire(ctx, m.c.db, &dbsqlc.MovementExpireParams{IDs: ids, Actor: actor})
	if err != nil {
		return nil, fmt.Errorf("expire movements: %w", Interpret(err))
	}
	out := make([]ExpiredMovement, len(rows))
	for i, r := range rows {
		out[i] = ExpiredMovement{ID: r.ID, FromState: r.FromState}
	}
	return out, nil
}

// MovementView is a movement with the name and version of its template, as the API
// shows it.
type MovementView struct {
	Movement
	TemplateName    string
	TemplateVersion int32
}

// GetView returns a movement with its template's name and version, or an error
// wrapping ErrNotFound.
func (m Movements) GetView(ctx context.Context, id uuid.UUID) (*MovementView, error) {
	r, err := m.c.q.MovementGetWithTemplate(ctx, m.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("movement %s: %w", id, Interpret(err))
	}
	return &MovementView{
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
	}, nil
}

// MovementPage selects a page of movements, newest first.
type MovementPage struct {
	// States filters by state (empty: any).
	States []string
	// TemplateName and CreatedBy filter when set.
	TemplateName *string
	CreatedBy    *string
	// AfterCreatedAt and AfterID are the keyset position of the previous page's last
	// movement (nil: the first page).
	AfterCreatedAt *time.Time
	AfterID        *uuid.UUID
	Size           int32
}

// ListPage returns up to p.Size movements after p's position, newest first.
func (m Movements) ListPage(ctx context.Context, p MovementPage) ([]*MovementView, error) {
	rows, err := m.c.q.MovementListPage(ctx, m.c.db, &dbsqlc.MovementListPageParams{
		States: p.States, TemplateName: p.TemplateName, CreatedBy: p.CreatedBy,
		AfterCreatedAt: p.AfterCreatedAt, AfterID: p.AfterID, PageSize: p.Size,
	})
	if err != nil {
		return nil, fmt.Errorf("list movements: %w", Interpret(err))
	}
	out := make([]*MovementView, len(rows))
	for i, r := range rows {
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
	return out, nil
}

// Edges returns the edges of a movement's plan.
func (m Movements) Edges(ctx context.Context, id uuid.UUID) ([]Edge, error) {
	rows, err := m.c.q.EdgeListByMovement(ctx, m.c.db, id)
	if err != nil {
		return nil, fmt.Errorf("edges of movement %s: %w", id, Interpret(err))
	}
	out := make([]Edge, len(rows))
	for i, r := range rows {
		out[i] = Edge{ParentNodeID: r.ParentNodeID, ChildNodeID: r.ChildNodeID}
	}
	return out, nil
}

// CountByState counts unfinished movements by state (PENDING_APPROVAL, APPROVED,
// EXECUTING), for backlog gauges.
func (m Movements) CountByState(ctx context.Context) (map[string]int64, error) {
	rows, err := m.c.q.BacklogMovements(ctx, m.c.db)
	if err != nil {
		return nil, fmt.Errorf("count movements by state: %w", Interpret(err))
	}
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.MovementState] = r.Count
	}
	return out, nil
}
