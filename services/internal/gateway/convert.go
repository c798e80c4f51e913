package gateway

import (
	"encoding/hex"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db/dbsqlc"
)

func ts(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func movementState(s string) qtgv1.MovementState {
	if v, ok := qtgv1.MovementState_value["MOVEMENT_STATE_"+s]; ok {
		return qtgv1.MovementState(v)
	}
	return qtgv1.MovementState_MOVEMENT_STATE_UNSPECIFIED
}

func nodeState(s string) qtgv1.NodeState {
	if v, ok := qtgv1.NodeState_value["NODE_STATE_"+s]; ok {
		return qtgv1.NodeState(v)
	}
	return qtgv1.NodeState_NODE_STATE_UNSPECIFIED
}

func templateState(s string) qtgv1.TemplateState {
	if v, ok := qtgv1.TemplateState_value["TEMPLATE_STATE_"+s]; ok {
		return qtgv1.TemplateState(v)
	}
	return qtgv1.TemplateState_TEMPLATE_STATE_UNSPECIFIED
}

// movementFields holds the request columns every movement query returns.
type movementFields struct {
	r        *dbsqlc.MovementRequest
	template string
	version  int32
}

func toMovement(m movementFields) *qtgv1.Movement {
	r := m.r
	return &qtgv1.Movement{
		Id: r.ID.String(), IdempotencyKey: r.IdempotencyKey, TemplateName: m.template, TemplateVersion: m.version,
		ParamsJson: string(r.Params), State: movementState(r.RequestState), PlanHash: hex.EncodeToString(r.PlanHash),
		CreatedBy: r.CreatedBy, ApprovedBy: str(r.ApprovedBy), CancelledBy: str(r.CancelledBy),
		CallbackUrl: str(r.CallbackURL), FailureReason: str(r.FailureReason),
		CreatedAt: timestamppb.New(r.CreatedAt), ApprovedAt: ts(r.ApprovedAt), StartedAt: ts(r.StartedAt),
		FinishedAt: ts(r.FinishedAt), ExpiresAt: ts(r.ExpiresAt),
		CancelRequestedAt: ts(r.CancelRequestedAt), CancelReason: str(r.CancelReason),
	}
}

func toNode(n *dbsqlc.MovementRequestNode, intents []*dbsqlc.NodeIntent) *qtgv1.Node {
	out := &qtgv1.Node{
		Id: n.ID.String(), Key: n.NodeKey, Executor: n.ExecutorKey, ConfigJson: string(n.NodeConfig),
		State: nodeState(n.NodeState), HasSideEffect: n.HasSideEffect, Attempt: n.Attempt, Tries: n.Tries,
		MaxAttempts: n.MaxAttempts, LastError: str(n.LastError), PacingPhase: str(n.PacingPhase),
		NextObserveAt: ts(n.NextObserveAt), FinishedAt: ts(n.FinishedAt),
	}
	if len(n.Result) > 0 && string(n.Result) != "null" {
		out.ResultJson = string(n.Result)
	}
	for _, i := range intents {
		out.Intents = append(out.Intents, &qtgv1.Intent{
			Id: i.ID.String(), Attempt: i.Attempt, Lane: i.Lane, Nonce: i.Nonce, TxHash: str(i.TXHash),
			ExternalId: str(i.ExternalID), State: i.IntentState, CreatedAt: timestamppb.New(i.CreatedAt),
		})
	}
	return out
}

func toTemplate(t *dbsqlc.MovementTemplate, params []string) *qtgv1.Template {
	return &qtgv1.Template{
		Id: t.ID.String(), Name: t.Name, Version: t.Version, DefinitionJson: t.Definition,
		DefinitionHash: hex.EncodeToString(t.DefinitionHash), State: templateState(t.TemplateState),
		ProposedBy: t.ProposedBy, ApprovedBy: str(t.ApprovedBy), DecisionReason: str(t.DecisionReason),
		Params: params, CreatedAt: timestamppb.New(t.CreatedAt), ProposalExpiresAt: ts(t.ProposalExpiresAt),
	}
}
