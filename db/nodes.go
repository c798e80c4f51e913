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

// Nodes groups the statements on nodes. Its methods map generated rows onto domain types
// and errors onto the sentinels in errors.go.
type Nodes struct{ c Conn }

// Nodes returns the nodes statements run on c.
func (c Conn) Nodes() Nodes { return Nodes{c} }

// Read by the gateway: a movement's nodes and the backlog.

// ListByMovement returns a movement's nodes.
func (n Nodes) ListByMovement(ctx context.Context, movementID uuid.UUID) ([]*Node, error) {
	rows, err := n.c.q.NodeListByMovement(ctx, n.c.db, movementID)
	if err != nil {
		return nil, fmt.Errorf("nodes of movement %s: %w", movementID, Interpret(err))
	}
	return nodesFrom(rows), nil
}

// CountByState counts live nodes (not finished) by state, for backlog gauges.
func (n Nodes) CountByState(ctx context.Context) (map[string]int64, error) {
	rows, err := n.c.q.BacklogNodes(ctx, n.c.db)
	if err != nil {
		return nil, fmt.Errorf("count nodes by state: %w", Interpret(err))
	}
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.NodeState] = r.Count
	}
	return out, nil
}

// OldestClaimableAge is the age in seconds of the oldest node the dispatcher could
// claim now (0 when none).
func (n Nodes) OldestClaimableAge(ctx context.Context) (float64, error) {
	age, err := n.c.q.OldestClaimableAge(ctx, n.c.db)
	if err != nil {
		return 0, fmt.Errorf("oldest claimable node: %w", Interpret(err))
	}
	return age, nil
}

// ErrClaimLost means a node the claim locked was not as the claim read it when the
// claim came to write it: a writer ignored the claim's locks, and nothing of the claim
// may go ahead.
var ErrClaimLost = errors.New("claimed node changed under the claim's lock")

// ClaimReady is the dispatcher's claim (tx1, NodeClaimReady): up to maxNodes READY
// nodes of movements it can lock, returned as stored. Locks the movement rows first
// (SKIP LOCKED), then their READY nodes (SKIP LOCKED), until the transaction ends: no
// other dispatcher can claim these nodes, and nobody can settle these movements,
// meanwhile. A skipped row leaves no lock behind. The claim writes nothing: the
// caller prepares each node at its next attempt and StartClaimed writes it
// (docs/design.md §7 "The claim writes nothing").
func (n Nodes) ClaimReady(ctx context.Context, maxNodes int) ([]*Node, error) {
	rows, err := n.c.q.NodeClaimReady(ctx, n.c.db, &dbsqlc.NodeClaimReadyParams{
		MaxNodes: int32(maxNodes),
		// The held rows' states are parameters so that only their keys can find them
		// (see "Held rows are looked up by key" in open.go); these and the states
		// passed below are each statement's own (dbsqlc.HeldStates), not the caller's
		// to choose.
		MovementStates: dbsqlc.HeldStates.ReadyMovements, NodeStates: dbsqlc.HeldStates.ReadyNodes,
	})
	if err != nil {
		return nil, fmt.Errorf("claim ready nodes: %w", Interpret(err))
	}
	out := make([]*Node, len(rows))
	for i, r := range rows {
		out[i] = nodeFrom(r)
	}
	return out, nil
}

// ObserveSchedule is the observer's unlocked look before it claims
// (NodeObserveSchedule): whether any node (of movementID only, when set) is due for
// observation now, and when the earliest node not yet due becomes due (nil: none).
// It takes no lock: ClaimObservable re-checks every predicate under lock.
func (n Nodes) ObserveSchedule(ctx context.Context, movementID *uuid.UUID) (due bool, nextDue *time.Time, err error) {
	r, err := n.c.q.NodeObserveSchedule(ctx, n.c.db, &dbsqlc.NodeObserveScheduleParams{MovementID: movementID})
	if err != nil {
		return false, nil, fmt.Errorf("observe schedule: %w", Interpret(err))
	}
	// min() of no rows is NULL; sqlc cannot tell that from the aggregate's type.
	if t, ok := r.NextDue.(time.Time); ok {
		nextDue = &t
	}
	return r.Due, nextDue, nil
}

// Claimed is a node a claim returned, with the intent of its current attempt (nil
// when that attempt wrote none), read in the claim's round trip.
type Claimed struct {
	Node   *Node
	Intent *Intent
	// Verdict is the node's open manual verdict at its attempt (recovery's claim of
	// UNKNOWN nodes only; nil: none).
	Verdict *OpenVerdict
}

// OpenVerdict is what recovery needs of a node's open manual verdict: PROPOSED (Recover
// then only reads evidence) or APPROVED (a not_sent or failed verdict waiting for its
// proof; docs/design.md §7 "Manual verdicts").
type OpenVerdict struct {
	ID         uuid.UUID
	Kind       string
	State      string
	ProposedBy string
	DecidedBy  string
	Reason     string
	// ProposedAt is when operators opened the verdict.
	ProposedAt time.Time
}

// claimedFrom maps a claim row (every claim that returns intents has this row's
// shape) onto Claimed. The current attempt's intent is on the node, or a row of
// node_intents_past at that attempt when it was written as one: by DispatchStart while
// an instance of the previous release was live, or by that release's dispatcher
// (migration 00046).
func claimedFrom(r *dbsqlc.NodeClaimObservableRow) Claimed {
	node := nodeFrom(&r.MovementNode)
	m := &r.MovementNode
	switch {
	case m.IntentID != nil && m.IntentAttempt != nil && *m.IntentAttempt == m.Attempt:
		return Claimed{Node: node, Intent: &Intent{
			ID: *m.IntentID, NodeID: node.ID, Attempt: node.Attempt, Payload: m.IntentPayload, Nonce: m.IntentNonce,
			SignedTX: m.IntentSignedTX, TXHash: m.IntentTXHash, ExternalID: m.IntentExternalID,
			Lane: deref(m.IntentLane), State: deref(m.IntentState), CreatedAt: deref(m.IntentCreatedAt),
			UpdatedAt: deref(m.IntentUpdatedAt),
		}}
	case r.PastIntentID != nil:
		// Columns NOT NULL in node_intents_past: set whenever the row exists.
		return Claimed{Node: node, Intent: &Intent{
			ID: *r.PastIntentID, NodeID: node.ID, Attempt: node.Attempt, Payload: r.PastIntentPayload, Nonce: r.PastIntentNonce,
			SignedTX: r.PastIntentSignedTX, TXHash: r.PastIntentTXHash, ExternalID: r.PastIntentExternalID,
			Lane: deref(r.PastIntentLane), State: deref(r.PastIntentState), CreatedAt: deref(r.PastIntentCreatedAt),
			UpdatedAt: deref(r.PastIntentUpdatedAt),
		}}
	default:
		return Claimed{Node: node}
	}
}

// ClaimObservable is the observer's claim of a batch (NodeClaimObservable): the due
// SUBMITTED/OBSERVING nodes (of movementID only, when set) of up to maxNodes movements,
// up to maxNodes nodes, each with the intent of its current attempt. Movement rows
// first, then their due nodes, both FOR UPDATE SKIP LOCKED; the locks last until the
// transaction ends (through the batch's Observe calls and the commit of every outcome).
// A skipped row leaves no lock behind.
func (n Nodes) ClaimObservable(ctx context.Context, movementID *uuid.UUID, maxNodes int) ([]Claimed, error) {
	rows, err := n.c.q.NodeClaimObservable(ctx, n.c.db, &dbsqlc.NodeClaimObservableParams{
		MovementID: movementID, MaxNodes: int32(maxNodes),
		MovementStates: dbsqlc.HeldStates.ObservableMovements, NodeStates: dbsqlc.HeldStates.ObservableNodes,
	})
	if err != nil {
		return nil, fmt.Errorf("claim observable nodes: %w", Interpret(err))
	}
	out := make([]Claimed, len(rows))
	for i, r := range rows {
		out[i] = claimedFrom(r)
	}
	return out, nil
}

// ClaimUnknown is recovery's claim of due UNKNOWN nodes (NodeClaimUnknown), each with
// the intent of its current attempt: movement rows first, then their due UNKNOWN
// nodes, both SKIP LOCKED, up to maxNodes. The locks last until the transaction ends:
// through Recover and the commit of its verdicts, which may settle the movements.
func (n Nodes) ClaimUnknown(ctx context.Context, maxNodes int) ([]Claimed, error) {
	rows, err := n.c.q.NodeClaimUnknown(ctx, n.c.db, &dbsqlc.NodeClaimUnknownParams{
		MaxNodes: int32(maxNodes), NodeStates: dbsqlc.HeldStates.UnknownNodes,
	})
	if err != nil {
		return nil, fmt.Errorf("claim unknown nodes: %w", Interpret(err))
	}
	out := make([]Claimed, len(rows))
	for i, r := range rows {
		out[i] = claimedFrom(&dbsqlc.NodeClaimObservableRow{
			MovementNode: r.MovementNode, PastIntentID: r.PastIntentID, PastIntentLane: r.PastIntentLane,
			PastIntentNonce: r.PastIntentNonce, PastIntentPayload: r.PastIntentPayload, PastIntentSignedTX: r.PastIntentSignedTX,
			PastIntentTXHash: r.PastIntentTXHash, PastIntentExternalID: r.PastIntentExternalID, PastIntentState: r.PastIntentState,
			PastIntentCreatedAt: r.PastIntentCreatedAt, PastIntentUpdatedAt: r.PastIntentUpdatedAt,
		})
		if r.VerdictID != nil {
			out[i].Verdict = &OpenVerdict{
				ID: *r.VerdictID, Kind: deref(r.VerdictKind), State: deref(r.VerdictState),
				ProposedBy: deref(r.VerdictProposedBy), DecidedBy: deref(r.VerdictDecidedBy), Reason: deref(r.VerdictReason),
			}
			if r.VerdictProposedAt != nil {
				out[i].Verdict.ProposedAt = *r.VerdictProposedAt
			}
		}
	}
	return out, nil
}

// ClaimStaleSubmitting is recovery's claim of SUBMITTING nodes whose lease is older
// than staleBefore (NodeClaimStaleSubmitting), each with the intent of its current
// attempt: their dispatcher died or lost the database. Movement rows first, then the
// stale nodes, both SKIP LOCKED, up to maxNodes; the locks last until the transaction
// ends (through Recover and the commit of its verdicts).
func (n Nodes) ClaimStaleSubmitting(ctx context.Context, staleBefore time.Time, maxNodes int) ([]Claimed, error) {
	rows, err := n.c.q.NodeClaimStaleSubmitting(ctx, n.c.db, &dbsqlc.NodeClaimStaleSubmittingParams{
		StaleBefore: staleBefore, MaxNodes: int32(maxNodes), NodeStates: dbsqlc.HeldStates.StaleSubmittingNodes,
	})
	if err != nil {
		return nil, fmt.Errorf("claim stale submitting nodes: %w", Interpret(err))
	}
	out := make([]Claimed, len(rows))
	for i, r := range rows {
		out[i] = claimedFrom((*dbsqlc.NodeClaimObservableRow)(r))
	}
	return out, nil
}

// Lease is what one renewal said of one node: Renewed, its lease starts again now;
// Owned, it is still SUBMITTING at the attempt asked (false: recovery took it over).
// A node another transaction held was skipped: Owned but not Renewed.
type Lease struct {
	ID      uuid.UUID
	Renewed bool
	Owned   bool
}

// RenewSubmitting restarts the dispatcher's lease on the SUBMITTING nodes it owns
// (ids[i] at attempts[i]), node by node, and reports for each whether it renewed it
// and whether the dispatcher still owns it (docs/design.md §7 "Leases"). It locks the
// rows it renews for this statement only, and skips a row another transaction holds.
func (n Nodes) RenewSubmitting(ctx context.Context, ids []uuid.UUID, attempts []int32) ([]Lease, error) {
	rows, err := n.c.q.NodeRenewSubmitting(ctx, n.c.db, &dbsqlc.NodeRenewSubmittingParams{
		IDs: ids, Attempts: attempts, NodeStates: dbsqlc.HeldStates.SubmittingNodes,
	})
	if err != nil {
		return nil, fmt.Errorf("renew submitting leases: %w", Interpret(err))
	}
	out := make([]Lease, len(rows))
	for i, r := range rows {
		out[i] = Lease{ID: r.ID, Renewed: r.Renewed, Owned: r.Owned}
	}
	return out, nil
}

// Submitted lists nodes whose Submit returned: SUBMITTING -> SUBMITTED, observed first
// at NextObserveAt[i]; ExternalIDs[i] ("" for none) is recorded on the intent.
type Submitted struct {
	Actor         string
	IDs           []uuid.UUID
	Attempts      []int32
	NextObserveAt []time.Time
	ExternalIDs   []string
}

// MarkSubmitted moves the nodes of s from SUBMITTING to SUBMITTED, fenced by attempt,
// with a fresh observation clock and an audit row each, and returns the nodes it
// moved (a node recovery took over meanwhile is left alone).
func (n Nodes) MarkSubmitted(ctx context.Context, s *Submitted) ([]uuid.UUID, error) {
	moved, err := n.c.q.NodeMarkSubmitted(ctx, n.c.db, &dbsqlc.NodeMarkSubmittedParams{
		IDs: s.IDs, Attempts: s.Attempts, NextObserveAt: s.NextObserveAt, ExternalIDs: s.ExternalIDs, Actor: s.Actor,
		FromStates: dbsqlc.HeldStates.SubmittingNodes, IntentFromStates: dbsqlc.HeldStates.PreparedIntents,
	})
	if err != nil {
		return nil, fmt.Errorf("mark nodes submitted: %w", Interpret(err))
	}
	return moved, nil
}

// Retries lists nodes going back to READY, claimable again at NextTryAt[i], after an
// error that certainly happened before any side effect. Hold marks claimed nodes that
// Preflight or Prepare held back: still READY at their stored attempt, with no try
// used, they count a hold instead (docs/design.md §7 "The claim writes nothing").
type Retries struct {
	Actor      string
	FromStates []string
	Hold       bool
	IDs        []uuid.UUID
	Attempts   []int32
	NextTryAt  []time.Time
	Errors     []string
}

// MarkRetry moves the nodes of r back to READY, fenced by attempt and r.FromStates,
// abandons their attempt's intents and writes an audit row each. It returns the nodes
// it moved. The caller holds their movement rows.
func (n Nodes) MarkRetry(ctx context.Context, r *Retries) ([]uuid.UUID, error) {
	moved, err := n.c.q.NodeMarkRetry(ctx, n.c.db, &dbsqlc.NodeMarkRetryParams{
		Hold: r.Hold, FromStates: r.FromStates, IDs: r.IDs, Attempts: r.Attempts,
		NextTryAt: r.NextTryAt, Errors: r.Errors, Actor: r.Actor,
	})
	if err != nil {
		return nil, fmt.Errorf("mark nodes for retry: %w", Interpret(err))
	}
	return moved, nil
}

// Unknowns lists in-flight nodes whose outcome cannot be told: recovery looks at each
// at NextObserveAt[i].
type Unknowns struct {
	Actor         string
	FromStates    []string
	IDs           []uuid.UUID
	Attempts      []int32
	NextObserveAt []time.Time
	Errors        []string
}

// MarkUnknown moves the nodes of u to UNKNOWN, fenced by attempt and u.FromStates,
// with an audit row each, and returns the nodes it moved.
func (n Nodes) MarkUnknown(ctx context.Context, u *Unknowns) ([]uuid.UUID, error) {
	moved, err := n.c.q.NodeMarkUnknown(ctx, n.c.db, &dbsqlc.NodeMarkUnknownParams{
		FromStates: u.FromStates, IDs: u.IDs, Attempts: u.Attempts, NextObserveAt: u.NextObserveAt, Errors: u.Errors, Actor: u.Actor,
	})
	if err != nil {
		return nil, fmt.Errorf("mark nodes unknown: %w", Interpret(err))
	}
	return moved, nil
}

// Terminals lists nodes that end: ToStates[i] is COMPLETED or FAILED, Results[i] the
// outcome (JSON null for none), Errors[i] the reason ("" for none).
type Terminals struct {
	Actor      string
	FromStates []string
	IDs        []uuid.UUID
	Attempts   []int32
	ToStates   []string
	Results    []json.RawMessage
	Errors     []string
}

// TerminalNode is a node MarkTerminal moved, with what its move did to its children.
type TerminalNode struct {
	ID         uuid.UUID
	MovementID uuid.UUID
	State      string
	// ChildrenReady counts children that became READY in this statement (over all
	// moved nodes).
	ChildrenReady int32
	// OpenChildren counts this node's children that have not ended.
	OpenChildren int32
}

// MarkTerminal moves the nodes of t to COMPLETED or FAILED, fenced by attempt and
// t.FromStates; a completed node releases its children, and its attempt's intent is
// confirmed (failed otherwise); an audit row each. The caller holds the movement rows
// and settles the movements in the same transaction.
func (n Nodes) MarkTerminal(ctx context.Context, t *Terminals) ([]TerminalNode, error) {
	rows, err := n.c.q.NodeMarkTerminal(ctx, n.c.db, &dbsqlc.NodeMarkTerminalParams{
		FromStates: t.FromStates, IDs: t.IDs, Attempts: t.Attempts, ToStates: t.ToStates, Results: t.Results,
		Errors: t.Errors, Actor: t.Actor,
	})
	if err != nil {
		return nil, fmt.Errorf("mark nodes terminal: %w", Interpret(err))
	}
	out := make([]TerminalNode, len(rows))
	for i, r := range rows {
		out[i] = TerminalNode{ID: r.ID, MovementID: r.MovementID, State: r.NodeState, ChildrenReady: r.ChildrenReady, OpenChildren: r.OpenChildren}
	}
	return out, nil
}

// Finals lists the outcomes synchronous executors returned from Submit: ToStates[i] is
// COMPLETED or FAILED, Results[i] the outcome (JSON null for none), Errors[i] the
// reason ("" for none), ExternalIDs[i] what Submit reported ("" for none).
type Finals struct {
	Actor       string
	IDs         []uuid.UUID
	Attempts    []int32
	ToStates    []string
	Results     []json.RawMessage
	Errors      []string
	ExternalIDs []string
}

// MarkFinal moves the nodes of f from SUBMITTING straight to COMPLETED or FAILED,
// fenced by attempt, in one write of each node and intent, with the audit rows of both
// transitions (SUBMITTING->SUBMITTED, ->COMPLETED|FAILED); a completed node releases
// its children. It returns the nodes it moved, as MarkTerminal does (a node recovery
// took over meanwhile is left alone). The caller holds the movement rows and settles
// the movements in the same transaction.
func (n Nodes) MarkFinal(ctx context.Context, f *Finals) ([]TerminalNode, error) {
	rows, err := n.c.q.NodeMarkFinal(ctx, n.c.db, &dbsqlc.NodeMarkFinalParams{
		IDs: f.IDs, Attempts: f.Attempts, ToStates: f.ToStates, Results: f.Results, Errors: f.Errors,
		ExternalIDs: f.ExternalIDs, Actor: f.Actor,
	})
	if err != nil {
		return nil, fmt.Errorf("mark nodes final: %w", Interpret(err))
	}
	out := make([]TerminalNode, len(rows))
	for i, r := range rows {
		out[i] = TerminalNode{ID: r.ID, MovementID: r.MovementID, State: r.NodeState, ChildrenReady: r.ChildrenReady, OpenChildren: r.OpenChildren}
	}
	return out, nil
}

// Observing is a node still in progress after an observation: observed next at
// NextObserveAt, in PacingPhase, with the executor's retry-after hint (nil: none).
// Reason goes into the audit row of a phase change only.
type Observing struct {
	Actor             string
	ID                uuid.UUID
	Attempt           int32
	NextObserveAt     time.Time
	PacingPhase       string
	RetryAfterSeconds *int32
	Reason            *string
}

// MarkObserving moves a SUBMITTED or OBSERVING node to OBSERVING, fenced by attempt,
// writing an audit row only when it starts observing or changes phase. It returns how
// many nodes it moved (0 or 1).
func (n Nodes) MarkObserving(ctx context.Context, o *Observing) (int, error) {
	next, phase := o.NextObserveAt, o.PacingPhase
	rows, err := n.c.q.NodeMarkObserving(ctx, n.c.db, &dbsqlc.NodeMarkObservingParams{
		NextObserveAt: &next, PacingPhase: &phase, RetryAfterSeconds: o.RetryAfterSeconds, ID: o.ID, Attempt: o.Attempt,
		Actor: o.Actor, Reason: o.Reason,
	})
	if err != nil {
		return 0, fmt.Errorf("mark node %s observing: %w", o.ID, Interpret(err))
	}
	return int(rows), nil
}

// ObservingMany lists nodes still in progress after an observation, as Observing
// does one: RetryAfterSeconds[i] is -1 for no hint, Reasons[i] "" for none.
type ObservingMany struct {
	Actor             string
	IDs               []uuid.UUID
	Attempts          []int32
	NextObserveAt     []time.Time
	PacingPhases      []string
	RetryAfterSeconds []int32
	Reasons           []string
}

// MarkObservingMany is MarkObserving for a batch, in one statement
// (NodeMarkObservingMany). It returns how many nodes it moved.
func (n Nodes) MarkObservingMany(ctx context.Context, o *ObservingMany) (int, error) {
	rows, err := n.c.q.NodeMarkObservingMany(ctx, n.c.db, &dbsqlc.NodeMarkObservingManyParams{
		IDs: o.IDs, Attempts: o.Attempts, NextObserveAt: o.NextObserveAt, PacingPhases: o.PacingPhases,
		RetryAfterSeconds: o.RetryAfterSeconds, Reasons: o.Reasons, Actor: o.Actor,
	})
	if err != nil {
		return 0, fmt.Errorf("mark nodes observing: %w", Interpret(err))
	}
	return int(rows), nil
}

// MarkSent hands a SUBMITTING or UNKNOWN node whose side effect recovery found under
// way back to the observer (SUBMITTED, with a fresh observation clock and an audit
// row), fenced by attempt. It returns how many nodes it moved (0 or 1).
func (n Nodes) MarkSent(ctx context.Context, id uuid.UUID, attempt int32, actor, reason string) (int, error) {
	rows, err := n.c.q.NodeMarkSent(ctx, n.c.db, &dbsqlc.NodeMarkSentParams{ID: id, Attempt: attempt, Actor: actor, Reason: reason})
	if err != nil {
		return 0, fmt.Errorf("mark node %s sent: %w", id, Interpret(err))
	}
	return int(rows), nil
}

// StartClaimed is tx1's write after Prepare (DispatchStart), one statement. It moves
// the claimed nodes of intents from READY to SUBMITTING at their intent's attempt (one
// past the stored one), with a try counted, the lease started and claimed by
// instance, and writes their intents, each with an audit row saying what was about to
// be sent; and it moves the movements starting (each with a claimed node that got an
// intent or failed for good) from APPROVED to EXECUTING with an audit row each (and
// their executing callbacks). New intents are PREPARED (their State is not written).
// The caller holds the movement rows and the nodes (its claim), so every node it
// claimed is as the claim read it; one that is not is an error, and the caller must
// roll the claim back. It returns the movements it moved. A negative nonce is
// refused: the statement uses -1 to carry a NULL one.
func (n Nodes) StartClaimed(ctx context.Context, actor, instance string, starting []uuid.UUID, intents []*Intent) ([]uuid.UUID, error) {
	arg := &dbsqlc.DispatchStartParams{
		ClaimedBy:   instance,
		NodeStates:  dbsqlc.HeldStates.ReadyNodes,
		Starting:    starting,
		FromStates:  dbsqlc.HeldStates.StartingMovements,
		Actor:       actor,
		IDs:         make([]uuid.UUID, len(intents)),
		NodeIDs:     make([]uuid.UUID, len(intents)),
		Attempts:    make([]int32, len(intents)),
		Lanes:       make([]string, len(intents)),
		Nonces:      make([]int64, len(intents)),
		Payloads:    make([]json.RawMessage, len(intents)),
		SignedTxs:   make([][]byte, len(intents)),
		TXHashes:    make([]string, len(intents)),
		ExternalIDs: make([]string, len(intents)),
	}
	for k, in := range intents {
		arg.IDs[k], arg.NodeIDs[k], arg.Attempts[k], arg.Lanes[k] = in.ID, in.NodeID, in.Attempt, in.Lane
		arg.Payloads[k], arg.SignedTxs[k] = in.Payload, in.SignedTX
		arg.Nonces[k] = -1
		if in.Nonce != nil {
			if *in.Nonce < 0 {
				return nil, fmt.Errorf("start claimed nodes: intent %s has nonce %d: nonces are never negative", in.ID, *in.Nonce)
			}
			arg.Nonces[k] = *in.Nonce
		}
		if in.TXHash != nil {
			arg.TXHashes[k] = *in.TXHash
		}
		if in.ExternalID != nil {
			arg.ExternalIDs[k] = *in.ExternalID
		}
	}
	r, err := n.c.q.DispatchStart(ctx, n.c.db, arg)
	if err != nil {
		return nil, fmt.Errorf("start claimed nodes: %w", Interpret(err))
	}
	if int(r.Started) != len(intents) || int(r.Written) != len(intents) {
		// Only a writer that ignored the claim's locks gets here: nothing of this
		// claim may be sent.
		return nil, fmt.Errorf("start claimed nodes: %d of %d claimed nodes were still READY at their claimed attempt (%d intents written): %w",
			r.Started, len(intents), r.Written, ErrClaimLost)
	}
	return r.Moved, nil
}

// RecoveryVerdicts lists recovery verdicts: for node NodeIDs[i] at Attempts[i], found in
// FromStates[i], the verdict and its reason.
type RecoveryVerdicts struct {
	Actor      string
	NodeIDs    []uuid.UUID
	Attempts   []int32
	FromStates []string
	Verdicts   []string
	Reasons    []string
}

// AuditVerdicts writes one audit row per recovery verdict, whatever it was: the
// transition rows say where a node went, these say why.
func (n Nodes) AuditVerdicts(ctx context.Context, v *RecoveryVerdicts) error {
	if err := n.c.q.NodeAuditVerdicts(ctx, n.c.db, &dbsqlc.NodeAuditVerdictsParams{
		Actor: v.Actor, NodeIDs: v.NodeIDs, Attempts: v.Attempts, FromStates: v.FromStates, Verdicts: v.Verdicts, Reasons: v.Reasons,
	}); err != nil {
		return fmt.Errorf("audit verdicts: %w", Interpret(err))
	}
	return nil
}

// Multi-phase executors.

// Continue is a phase of a multi-phase step that finished: the node goes back to READY
// with Progress for the next phase's Prepare.
type Continue struct {
	ID      uuid.UUID
	Attempt int32
	// Progress replaces the node's progress (what every finished phase proved).
	Progress json.RawMessage
	// NextTryAt is when the next phase may be claimed.
	NextTryAt time.Time
	// ValueMoved: the phases finished so far moved value out of the holder (it stays set
	// once set; docs/design.md §3 "Cancel").
	ValueMoved bool
	Actor      string
	Reason     *string
}

// MarkContinue moves a SUBMITTED or OBSERVING node whose current phase finished back to
// READY with its progress stored, fenced by attempt; the attempt's intent becomes
// CONFIRMED and tries start again for the next phase, with an audit row (CONTINUE).
// The caller must hold the node's movement row. It returns how many nodes it moved
// (0 or 1).
func (n Nodes) MarkContinue(ctx context.Context, c *Continue) (int, error) {
	at := c.NextTryAt
	rows, err := n.c.q.NodeMarkContinue(ctx, n.c.db, &dbsqlc.NodeMarkContinueParams{
		Progress: c.Progress, NextTryAt: &at, ID: c.ID, Attempt: c.Attempt, Actor: c.Actor, Reason: c.Reason,
		ValueMoved: c.ValueMoved,
	})
	if err != nil {
		return 0, fmt.Errorf("mark node %s continue: %w", c.ID, Interpret(err))
	}
	return int(rows), nil
}
