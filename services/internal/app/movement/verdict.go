package movement

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

// Manual verdicts are the operators' way out for a node in UNKNOWN that recovery
// cannot decide (or whose observation passed its fatal deadline): one operator
// proposes what happened, a second one approves. An operator's verdict is never weaker
// than recovery's own rule (docs/design.md §7 "Manual verdicts"): 'sent' needs the
// attempt's own evidence and is applied in the approving transaction; 'not_sent' and
// 'failed' on a node with a side effect need proof that the attempt can no longer
// land, so approving one hands it to recovery, which applies it once its executor
// proves it (cancelling the attempt by replacement where it can) or refuses it when
// the evidence shows the attempt landed.

// Verdicts an operator can give.
const (
	// VerdictSent: the side effect happened; the observer follows it to its end.
	VerdictSent = "sent"
	// VerdictNotSent: it did not happen and can no longer happen; the node runs again.
	VerdictNotSent = "not_sent"
	// VerdictFailed: the node failed for good; the movement settles.
	VerdictFailed = "failed"
	// VerdictManualExecution: a node in NEEDS_MANUAL_EXECUTION (its delivery stuck on
	// the far side of a bridge) may take its executor's manual step: it goes back to
	// READY with Node.ManualExecution, and the step runs as a fenced intent.
	VerdictManualExecution = "manual_execution"
)

// StateNeedsManualExecution is the node state of a delivery stuck until a manual
// execution is approved (see executor.StrandedChecker).
const StateNeedsManualExecution = "NEEDS_MANUAL_EXECUTION"

// verdictNodeState is the node state a verdict of kind applies to.
func verdictNodeState(kind string) string {
	if kind == VerdictManualExecution {
		return StateNeedsManualExecution
	}
	return "UNKNOWN"
}

// ProposeVerdictInput is an operator's proposed verdict.
type ProposeVerdictInput struct {
	NodeID uuid.UUID
	// Attempt must be the node's current attempt: a verdict is about one attempt.
	Attempt int32
	// Verdict is one of VerdictSent, VerdictNotSent, VerdictFailed.
	Verdict string
	// TxHash or ExternalID is the evidence a VerdictSent needs (at least one).
	TxHash     string
	ExternalID string
	Reason     string
	By         string
}

// ProposeVerdict records a proposed verdict for a node that is UNKNOWN at in.Attempt.
// Nothing happens to the node until another operator approves it. A proposal left
// open for an attempt the node has since left is closed first, so it cannot block.
func (s *Service) ProposeVerdict(ctx context.Context, in ProposeVerdictInput) (*db.Verdict, error) {
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	var out *db.Verdict
	err = s.pool.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Verdicts().RejectStale(ctx, in.NodeID, in.By); err != nil {
			return fmt.Errorf("close stale proposals: %w", err)
		}
		if in.Verdict == VerdictSent {
			if err := s.checkSentEvidence(ctx, tx, in); err != nil {
				return err
			}
		}
		row, err := tx.Verdicts().Propose(ctx, db.VerdictProposal{
			ID: id, NodeID: in.NodeID, Attempt: in.Attempt, Kind: in.Verdict, TxHash: nullString(in.TxHash),
			ExternalID: nullString(in.ExternalID), Reason: in.Reason, ProposedBy: in.By,
		})
		if errors.Is(err, db.ErrNotFound) {
			return s.nodeMovedOn(ctx, tx.Conn, in.NodeID, in.Attempt)
		}
		if errors.Is(err, db.ErrConflict) {
			return fmt.Errorf("node %s already has an open verdict proposal: approve or reject it first: %w", in.NodeID, ErrIllegalTransition)
		}
		if err != nil {
			return err
		}
		out = row
		return nil
	})
	if err != nil {
		return nil, wrapUnlessTyped("propose verdict", err)
	}
	return out, nil
}

// checkSentEvidence refuses a 'sent' verdict the observer could not follow: the
// attempt must have an intent, and a transaction hash must be the intent's own.
func (s *Service) checkSentEvidence(ctx context.Context, tx *db.Tx, in ProposeVerdictInput) error {
	intent, err := tx.Intents().Get(ctx, in.NodeID, in.Attempt)
	if errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("node %s has no intent for attempt %d, so nothing can be observed: propose not_sent or failed: %w",
			in.NodeID, in.Attempt, ErrIllegalTransition)
	}
	if err != nil {
		return fmt.Errorf("read intent: %w", err)
	}
	if intent.TXHash != nil && in.TxHash != "" && !strings.EqualFold(*intent.TXHash, in.TxHash) {
		return fmt.Errorf("attempt %d of node %s prepared transaction %s, not %s: %w", in.Attempt, in.NodeID, *intent.TXHash, in.TxHash, ErrIllegalTransition)
	}
	return nil
}

// nodeMovedOn explains why a node is not UNKNOWN at attempt.
func (s *Service) nodeMovedOn(ctx context.Context, c db.Conn, nodeID uuid.UUID, attempt int32) error {
	state, current, err := c.Verdicts().NodePosition(ctx, nodeID)
	if errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("node %s: %w", nodeID, ErrNotFound)
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("node %s is %s at attempt %d, not UNKNOWN at attempt %d (nor NEEDS_MANUAL_EXECUTION, for a manual execution): %w",
		nodeID, state, current, attempt, ErrIllegalTransition)
}

// ApproveVerdict approves a proposed verdict; by must not be its proposer. In one
// transaction it locks the node's movement row and then the node row (waiting for
// both, the engine's lock order) and checks that the node is still UNKNOWN at the
// proposal's attempt. A 'not_sent' or 'failed' verdict on a node with a side effect
// becomes APPROVED and waits for recovery's proof (see needsProof); any other is
// applied now: 'sent' back to the observer (its fatal clock restarts), 'not_sent' to
// READY (the attempt's intents abandoned), 'failed' to FAILED, 'manual_execution' to
// READY for the manual step; then the movement is settled as the engine does (not
// started nodes of a failed or cancel-requested movement are cancelled; a movement
// with nothing left in flight finishes). If the node moved on, nothing changes and the
// error wraps ErrIllegalTransition.
func (s *Service) ApproveVerdict(ctx context.Context, id uuid.UUID, by string) (*db.Verdict, error) {
	v, err := s.pool.Verdicts().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, fmt.Errorf("verdict %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("approve verdict: %w", err)
	}
	switch {
	case v.State != "PROPOSED":
		return nil, fmt.Errorf("verdict %s is %s: %w", id, v.State, ErrIllegalTransition)
	case v.ProposedBy == by:
		return nil, fmt.Errorf("verdict %s: %w", id, ErrFourEyes)
	}
	err = s.pool.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Movements().Lock(ctx, []uuid.UUID{v.MovementID}); err != nil {
			return err
		}
		node, err := tx.Verdicts().LockNode(ctx, v.NodeID, v.Attempt)
		if errors.Is(err, db.ErrNotFound) {
			return s.nodeMovedOn(ctx, tx.Conn, v.NodeID, v.Attempt)
		}
		if err != nil {
			return fmt.Errorf("lock node: %w", err)
		}
		if node.State != verdictNodeState(v.Kind) {
			return s.nodeMovedOn(ctx, tx.Conn, v.NodeID, v.Attempt)
		}
		if needsProof(v.Kind, node) {
			return s.awaitProof(ctx, tx, v, node, by)
		}
		if err := tx.Verdicts().MarkApplied(ctx, id, by); errors.Is(err, db.ErrNotFound) {
			return fmt.Errorf("verdict %s was decided meanwhile: %w", id, ErrIllegalTransition)
		} else if err != nil {
			return fmt.Errorf("mark applied: %w", err)
		}
		if err := s.applyVerdict(ctx, tx, v, node, by); err != nil {
			return err
		}
		return s.settle(ctx, tx, v.MovementID, by)
	})
	if err != nil {
		return nil, wrapUnlessTyped("approve verdict", err)
	}
	return s.pool.Verdicts().Get(ctx, id)
}

// needsProof reports whether a verdict of kind on node may apply only once recovery
// proves that the attempt can no longer land: not_sent and failed on a node with a
// side effect.
func needsProof(kind string, n *db.Node) bool {
	return n.HasSideEffect && (kind == VerdictNotSent || kind == VerdictFailed)
}

// awaitProof approves a verdict recovery must prove: PROPOSED -> APPROVED (four eyes),
// and the node is due for recovery now. The node stays UNKNOWN until then.
func (s *Service) awaitProof(ctx context.Context, tx *db.Tx, v *db.Verdict, n *db.Node, by string) error {
	if err := tx.Verdicts().MarkApproved(ctx, v.ID, by); errors.Is(err, db.ErrNotFound) {
		return fmt.Errorf("verdict %s was decided meanwhile: %w", v.ID, ErrIllegalTransition)
	} else if err != nil {
		return fmt.Errorf("mark approved: %w", err)
	}
	if err := tx.Verdicts().AwaitProof(ctx, n.ID, n.Attempt); err != nil {
		return err
	}
	return notify.Send(ctx, tx.Conn, notify.NodesUnknown)
}

// applyVerdict moves the locked node as the verdict says, fenced by its attempt.
func (s *Service) applyVerdict(ctx context.Context, tx *db.Tx, v *db.Verdict, n *db.Node, by string) error {
	why := fmt.Sprintf("manual verdict %s (proposed by %s, approved by %s): %s", v.Kind, v.ProposedBy, by, v.Reason)
	if len(why) > 2000 {
		why = why[:2000]
	}
	var moved int64
	var err error
	switch v.Kind {
	case VerdictSent:
		moved, err = tx.Verdicts().ApplySent(ctx, n.ID, n.Attempt, v.TxHash, v.ExternalID, by)
		if err == nil && moved == 1 {
			err = notify.Send(ctx, tx.Conn, notify.NodesSubmitted)
		}
	case VerdictNotSent:
		moved, err = tx.Verdicts().ApplyNotSent(ctx, n.ID, n.Attempt, time.Now(), why, by)
		if err == nil && moved == 1 {
			err = notify.Send(ctx, tx.Conn, notify.NodesReady)
		}
	case VerdictFailed:
		moved, err = tx.Verdicts().ApplyFailed(ctx, n.ID, n.Attempt, why, by)
	case VerdictManualExecution:
		moved, err = tx.Verdicts().ApplyManualExecution(ctx, n.ID, n.Attempt, by)
		if err == nil && moved == 1 {
			err = notify.Send(ctx, tx.Conn, notify.NodesReady)
		}
	default:
		return fmt.Errorf("verdict %s: unknown verdict %q", v.ID, v.Kind)
	}
	if err != nil {
		return fmt.Errorf("apply %s verdict: %w", v.Kind, err)
	}
	if moved != 1 {
		// Impossible under VerdictLockNode; refuse rather than record a verdict that
		// changed nothing.
		return fmt.Errorf("node %s changed under its lock: %w", n.ID, ErrIllegalTransition)
	}
	return nil
}

// settle does for one request what the engine does after a transition: cancel what
// will never start, finish it when nothing is left in flight. The caller holds the
// request row.
func (s *Service) settle(ctx context.Context, tx *db.Tx, movementID uuid.UUID, by string) error {
	if _, err := tx.Movements().CancelAbandonedNodes(ctx, []uuid.UUID{movementID}); err != nil {
		return fmt.Errorf("cancel abandoned nodes: %w", err)
	}
	finished, err := tx.Movements().Finish(ctx, []uuid.UUID{movementID}, by)
	if err != nil {
		return fmt.Errorf("finish: %w", err)
	}
	if len(finished) > 0 {
		return notify.Send(ctx, tx.Conn, notify.Movements)
	}
	return nil
}

// RejectVerdict closes a proposed verdict without applying it.
func (s *Service) RejectVerdict(ctx context.Context, id uuid.UUID, by, reason string) (*db.Verdict, error) {
	row, err := s.pool.Verdicts().Reject(ctx, id, by, nullString(reason))
	if err == nil {
		return row, nil
	}
	if !errors.Is(err, db.ErrNotFound) {
		return nil, fmt.Errorf("reject verdict: %w", err)
	}
	v, err := s.pool.Verdicts().Get(ctx, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, fmt.Errorf("verdict %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("reject verdict: %w", err)
	}
	return nil, fmt.Errorf("verdict %s is %s: %w", id, v.State, ErrIllegalTransition)
}

// wrapUnlessTyped adds context to unexpected errors and passes the sentinel ones on
// as they are.
func wrapUnlessTyped(what string, err error) error {
	for _, typed := range []error{ErrNotFound, ErrIllegalTransition, ErrFourEyes} {
		if errors.Is(err, typed) {
			return err
		}
	}
	return fmt.Errorf("%s: %w", what, err)
}
