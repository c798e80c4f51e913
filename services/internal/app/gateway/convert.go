package gateway

import (
	"encoding/hex"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
)

func ts(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

// keyOf is the API enum value m maps to v (its database text), the zero value
// (UNSPECIFIED) when none does.
func keyOf[K comparable](m map[K]string, v string) K {
	for k, mv := range m {
		if mv == v {
			return k
		}
	}
	var zero K
	return zero
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

func toMovement(r *db.MovementView) *qtgv1.Movement {
	out := &qtgv1.Movement{
		Id: r.ID.String(), IdempotencyKey: r.IdempotencyKey, TemplateName: r.TemplateName, TemplateVersion: r.TemplateVersion,
		ParamsJson: string(r.Params), State: movementState(r.State), PlanHash: hex.EncodeToString(r.PlanHash),
		CreatedBy: r.CreatedBy, ApprovedBy: str(r.ApprovedBy), CancelledBy: str(r.CancelledBy),
		CallbackUrl: str(r.CallbackURL), FailureReason: str(r.FailureReason),
		CreatedAt: timestamppb.New(r.CreatedAt), ApprovedAt: ts(r.ApprovedAt), StartedAt: ts(r.StartedAt),
		FinishedAt: ts(r.FinishedAt), ExpiresAt: ts(r.ExpiresAt),
		CancelRequestedAt: ts(r.CancelRequestedAt), CancelReason: str(r.CancelReason), PlanFormat: int32(r.PlanFormat),
		PolicyMatches: toPolicyMatches(r.PolicyMatches), ApprovalsRequired: int32(max(r.ApprovalsRequired, 1)),
		ApproversAllowed: r.ApproversAllowed,
	}
	if r.PolicyVersion != nil {
		out.PolicyVersion = *r.PolicyVersion
	}
	return out
}

func toNode(n *db.Node, intents []*db.Intent) *qtgv1.Node {
	out := &qtgv1.Node{
		Id: n.ID.String(), Key: n.Key, Executor: n.Executor, ConfigJson: string(n.Config),
		State: nodeState(n.State), HasSideEffect: n.HasSideEffect, Attempt: n.Attempt, Tries: n.Tries,
		MaxAttempts: n.MaxTries, LastError: str(n.LastError), PacingPhase: str(n.PacingPhase),
		NextObserveAt: ts(n.NextObserveAt), FinishedAt: ts(n.FinishedAt),
		PolicyBlockedReason: str(n.PolicyBlockedReason), PolicyPassedAt: ts(n.PolicyPassedAt),
	}
	if len(n.Result) > 0 && string(n.Result) != "null" {
		out.ResultJson = string(n.Result)
	}
	if len(n.Progress) > 0 && string(n.Progress) != "null" {
		out.ProgressJson = string(n.Progress)
	}
	for _, i := range intents {
		out.Intents = append(out.Intents, &qtgv1.Intent{
			Id: i.ID.String(), Attempt: i.Attempt, Lane: i.Lane, Nonce: i.Nonce, TxHash: str(i.TXHash),
			ExternalId: str(i.ExternalID), State: i.State, CreatedAt: timestamppb.New(i.CreatedAt),
		})
	}
	return out
}

func toTemplate(t *db.Template, params []string) *qtgv1.Template {
	return &qtgv1.Template{
		Id: t.ID.String(), Name: t.Name, Version: t.Version, DefinitionJson: t.Definition,
		DefinitionHash: hex.EncodeToString(t.DefinitionHash), State: templateState(t.State),
		ProposedBy: t.ProposedBy, ApprovedBy: str(t.ApprovedBy), DecisionReason: str(t.DecisionReason),
		Params: params, CreatedAt: timestamppb.New(t.CreatedAt), ProposalExpiresAt: ts(t.ProposalExpiresAt),
		RetireRequestedBy: str(t.RetireRequestedBy), RetireReason: str(t.RetireReason),
		RetiredBy: str(t.RetiredBy), RetiredAt: ts(t.RetiredAt),
	}
}
