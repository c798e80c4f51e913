package gateway

import (
	"context"
	"fmt"
	"regexp"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
)

// evidenceRE bounds a transaction hash or external ID: printable, no spaces.
var evidenceRE = regexp.MustCompile(`^[\x21-\x7e]{1,200}$`)

var verdictKinds = map[qtgv1.NodeVerdictKind]string{
	qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT:     movement.VerdictSent,
	qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_NOT_SENT: movement.VerdictNotSent,
	qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED:   movement.VerdictFailed,
	// For a node in NEEDS_MANUAL_EXECUTION: its executor's manual step, as a fenced intent.
	qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_MANUAL_EXECUTION: movement.VerdictManualExecution,
}

func (s opsServer) ProposeNodeVerdict(ctx context.Context, req *qtgv1.ProposeNodeVerdictRequest) (*qtgv1.ProposeNodeVerdictResponse, error) {
	var v violations
	nodeID := checkID(&v, "node_id", req.GetNodeId())
	if req.GetAttempt() < 1 {
		v.add("attempt", "must be the node's current attempt (1 or more)")
	}
	kind, ok := verdictKinds[req.GetVerdict()]
	if !ok {
		v.add("verdict", "must be SENT, NOT_SENT, FAILED or MANUAL_EXECUTION")
	}
	if req.GetReason() == "" {
		v.add("reason", "is required: say why you believe it")
	}
	checkText(&v, "reason", req.GetReason(), maxReasonLen)
	for field, val := range map[string]string{"tx_hash": req.GetTxHash(), "external_id": req.GetExternalId()} {
		if val != "" && !evidenceRE.MatchString(val) {
			v.add(field, "must be 1-200 printable characters without spaces")
		}
	}
	if kind == movement.VerdictSent && req.GetTxHash() == "" && req.GetExternalId() == "" {
		v.add("tx_hash", "a SENT verdict needs its evidence: tx_hash or external_id")
	}
	if kind != movement.VerdictSent && (req.GetTxHash() != "" || req.GetExternalId() != "") {
		v.add("tx_hash", "only a SENT verdict carries a tx_hash or external_id")
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	row, err := s.svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{
		NodeID: nodeID, Attempt: req.GetAttempt(), Verdict: kind, TxHash: req.GetTxHash(), ExternalID: req.GetExternalId(),
		Reason: req.GetReason(), By: principalFrom(ctx).Name,
	})
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out, err := s.loadVerdict(ctx, row.MovementID, row.ID)
	if err != nil {
		return nil, err
	}
	return &qtgv1.ProposeNodeVerdictResponse{Verdict: out}, nil
}

func (s opsServer) ApproveNodeVerdict(ctx context.Context, req *qtgv1.ApproveNodeVerdictRequest) (*qtgv1.ApproveNodeVerdictResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	if err := v.err(); err != nil {
		return nil, err
	}
	row, err := s.svc.ApproveVerdict(ctx, id, principalFrom(ctx).Name)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out, err := s.loadVerdict(ctx, row.MovementID, row.ID)
	if err != nil {
		return nil, err
	}
	return &qtgv1.ApproveNodeVerdictResponse{Verdict: out}, nil
}

func (s opsServer) RejectNodeVerdict(ctx context.Context, req *qtgv1.RejectNodeVerdictRequest) (*qtgv1.RejectNodeVerdictResponse, error) {
	var v violations
	id := checkID(&v, "id", req.GetId())
	checkText(&v, "reason", req.GetReason(), maxReasonLen)
	if err := v.err(); err != nil {
		return nil, err
	}
	row, err := s.svc.RejectVerdict(ctx, id, principalFrom(ctx).Name, req.GetReason())
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out, err := s.loadVerdict(ctx, row.MovementID, row.ID)
	if err != nil {
		return nil, err
	}
	return &qtgv1.RejectNodeVerdictResponse{Verdict: out}, nil
}

func (s opsServer) ListNodeVerdicts(ctx context.Context, req *qtgv1.ListNodeVerdictsRequest) (*qtgv1.ListNodeVerdictsResponse, error) {
	var v violations
	var movementID *uuid.UUID
	var states []string
	if id := req.GetMovementId(); id != "" {
		uid := checkID(&v, "movement_id", id)
		movementID = &uid
	}
	for i, st := range req.GetStates() {
		name, ok := qtgv1.NodeVerdictState_name[int32(st)]
		if !ok || st == qtgv1.NodeVerdictState_NODE_VERDICT_STATE_UNSPECIFIED {
			v.add(fmt.Sprintf("states[%d]", i), "must be a known verdict state")
			continue
		}
		states = append(states, name[len("NODE_VERDICT_STATE_"):])
	}
	if err := v.err(); err != nil {
		return nil, err
	}
	if movementID == nil && len(states) == 0 {
		states = []string{"PROPOSED", "APPROVED"}
	}
	rows, err := s.pool.Verdicts().List(ctx, movementID, states)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListNodeVerdictsResponse{}
	for _, r := range rows {
		out.Verdicts = append(out.Verdicts, toVerdict(r))
	}
	return out, nil
}

// loadVerdict reads one verdict with its node's current state.
func (s opsServer) loadVerdict(ctx context.Context, movementID, id uuid.UUID) (*qtgv1.NodeVerdict, error) {
	rows, err := s.pool.Verdicts().List(ctx, &movementID, nil)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	for _, r := range rows {
		if r.ID == id {
			return toVerdict(r), nil
		}
	}
	return nil, toStatus(ctx, s.log, fmt.Errorf("verdict %s: %w", id, movement.ErrNotFound))
}

func toVerdict(r *db.VerdictView) *qtgv1.NodeVerdict {
	kind := qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_UNSPECIFIED
	for k, name := range verdictKinds {
		if name == r.Kind {
			kind = k
		}
	}
	return &qtgv1.NodeVerdict{
		Id: r.ID.String(), MovementId: r.MovementID.String(), NodeId: r.NodeID.String(), NodeKey: r.NodeKey, Attempt: r.Attempt,
		Verdict: kind, TxHash: str(r.TxHash), ExternalId: str(r.ExternalID), Reason: r.Reason,
		State:      qtgv1.NodeVerdictState(qtgv1.NodeVerdictState_value["NODE_VERDICT_STATE_"+r.State]),
		ProposedBy: r.ProposedBy, DecidedBy: str(r.DecidedBy), DecisionReason: str(r.DecisionReason),
		CreatedAt: timestamppb.New(r.CreatedAt), DecidedAt: ts(r.DecidedAt),
		NodeState: nodeState(r.NodeState), NodeAttempt: r.NodeAttempt,
		Proof: str(r.Proof), ResolvedBy: str(r.ResolvedBy), ResolvedAt: ts(r.ResolvedAt),
	}
}
