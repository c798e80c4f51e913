package gateway_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	qtgaudit "github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// A policy whose large movements need three approvers and whose payments to chain 10
// must be in the address book.
const thresholdPolicy = `{
  "rules": [
    {"name": "book-on-10", "match": {"destination_chains": ["10"]}, "allowlist": true},
    {"name": "over-1m", "match": {"movement_amount": {"min": "1000000000001"}}, "approvals": {"count": 3},
     "reason": "more than 1M USDC takes three approvers"},
    {"name": "no-sundays", "match": {"templates": ["weekend"]}, "deny": true, "reason": "no weekend payments"}
  ]
}`

func payingSetup(t *testing.T) *bundle {
	t.Helper()
	b := setup(t, withFixture(testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{testfix.Paying(noop.New(db.Wrap(pool), testfix.Instance))}
	})))
	b.template(t, "pay", `{"nodes":[{"key":"send","executor":"noop","config":{"amount":"${amount}","to":"0x00000000000000000000000000000000000000aa","memo":{"chain":"${chain}"}}}]}`)
	return b
}

func (b *bundle) create(t *testing.T, template, amount, chain string) (*qtgv1.Movement, error) {
	t.Helper()
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: template, IdempotencyKey: uuid.NewString(),
		ParamsJson: fmt.Sprintf(`{"amount":%q,"chain":%q}`, amount, chain)})
	return c.GetMovement(), err
}

// grpcErrorInfo returns a gRPC error's ErrorInfo.
func grpcErrorInfo(err error) *errdetails.ErrorInfo {
	for _, d := range status.Convert(err).Details() {
		if info, ok := d.(*errdetails.ErrorInfo); ok {
			return info
		}
	}
	return nil
}

// The acceptance path over real gRPC: operators propose and approve a policy (four
// eyes); a movement over the threshold needs three approvals — the second leaves it
// PENDING_APPROVAL, a repeat by the same principal changes nothing — and shows why; a
// destination outside the address book and a denied template are refused at create
// with their reasons; the audit chain verifies.
func TestMovementOverAThresholdNeedsThreeApprovals(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := payingSetup(t)

	_, err := b.policy.ProposePolicy(as("alice"), &qtgv1.ProposePolicyRequest{DocumentJson: thresholdPolicy, Reason: "r"})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "creators do not propose policies")
	_, err = b.policy.ProposePolicy(as("ops1"), &qtgv1.ProposePolicyRequest{DocumentJson: `{"rules":[{"name":"x","match":{}}]}`, Reason: "r"})
	require.Equal(t, codes.InvalidArgument, status.Code(err))
	require.Contains(t, status.Convert(err).Message(), "decides at least one")

	proposed, err := b.policy.ProposePolicy(as("ops1"), &qtgv1.ProposePolicyRequest{DocumentJson: thresholdPolicy, Reason: "first policy"})
	require.NoError(t, err)
	p := proposed.GetPolicy()
	require.Equal(t, qtgv1.PolicyState_POLICY_STATE_PROPOSED, p.GetState())
	_, err = b.policy.ApprovePolicy(as("ops1"), &qtgv1.ApprovePolicyRequest{Version: p.GetVersion(), DocumentSha256: p.GetDocumentSha256()})
	require.Equal(t, codes.PermissionDenied, status.Code(err))
	require.Equal(t, "FOUR_EYES", reasonOf(err))
	approved, err := b.policy.ApprovePolicy(as("ops2"), &qtgv1.ApprovePolicyRequest{Version: p.GetVersion(), DocumentSha256: p.GetDocumentSha256()})
	require.NoError(t, err)
	require.Equal(t, qtgv1.PolicyState_POLICY_STATE_ACTIVE, approved.GetPolicy().GetState())
	active, err := b.policy.GetPolicy(as("vic"), &qtgv1.GetPolicyRequest{})
	require.NoError(t, err)
	require.Equal(t, p.GetVersion(), active.GetPolicy().GetVersion())

	// Dry run first, as an author would.
	ev, err := b.policy.EvaluatePolicy(as("vic"), &qtgv1.EvaluatePolicyRequest{TemplateName: "pay", ParamsJson: `{"amount":"2000000000000","chain":"1"}`})
	require.NoError(t, err)
	require.EqualValues(t, 3, ev.GetApprovalsRequired())
	require.Equal(t, "2000000000000", ev.GetNodes()[0].GetPayment().GetAmount())

	m, err := b.create(t, "pay", "2000000000000", "1")
	require.NoError(t, err)
	require.EqualValues(t, 3, m.GetApprovalsRequired())
	require.Equal(t, p.GetVersion(), m.GetPolicyVersion())
	require.Equal(t, "over-1m", m.GetPolicyMatches()[0].GetRule())
	require.Contains(t, m.GetPolicyMatches()[0].GetWhy(), "three approvers")

	approve := func(who string) (*qtgv1.Movement, error) {
		a, err := b.mov.ApproveMovement(as(who), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
		return a.GetMovement(), err
	}
	got, err := approve("bob")
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, got.GetState())
	got, err = approve("carol")
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, got.GetState(), "the second approval leaves it pending")
	got, err = approve("carol")
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, got.GetState(), "a repeat changes nothing")
	read := b.get(t, m.GetId())
	require.Len(t, read.GetApprovals(), 2)
	require.Equal(t, "bob", read.GetApprovals()[0].GetApprover())
	got, err = approve("erin")
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_APPROVED, got.GetState())
	require.Equal(t, "erin", got.GetApprovedBy())

	_, err = b.create(t, "pay", "5", "10")
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	info := grpcErrorInfo(err)
	require.Equal(t, "ADDRESS_NOT_IN_BOOK", info.GetReason())
	require.Equal(t, "book-on-10", info.GetMetadata()["rule"])
	require.Equal(t, "0x00000000000000000000000000000000000000aa", info.GetMetadata()["address"])

	b.template(t, "weekend", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	_, err = b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "weekend", IdempotencyKey: uuid.NewString()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	require.Equal(t, "POLICY_DENIED", reasonOf(err))
	require.Equal(t, "no-sundays", grpcErrorInfo(err).GetMetadata()["rule"])
	require.Contains(t, status.Convert(err).Message(), "no weekend payments")

	var recorded, transitions int
	require.NoError(t, b.admin.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'MOVEMENT_APPROVAL_RECORDED'),
		(SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'PENDING_APPROVAL->APPROVED')`, m.GetId()).Scan(&recorded, &transitions))
	require.Equal(t, 3, recorded)
	require.Equal(t, 1, transitions)
	pr, err := qtgaudit.NewPromoter(qtgaudit.PromoterConfig{Pool: db.Wrap(b.admin), Logger: zerolog.Nop()})
	require.NoError(t, err)
	_, err = pr.Batch(ctx)
	require.NoError(t, err)
	verified, err := b.ops.VerifyAuditLog(as("ops1"), &qtgv1.VerifyAuditLogRequest{Full: true})
	require.NoError(t, err)
	require.True(t, verified.GetOk())
	var policyRows int
	require.NoError(t, b.admin.QueryRow(ctx, `SELECT count(*) FROM audit_log WHERE entity_type = 'policy'`).Scan(&policyRows))
	require.Equal(t, 2, policyRows)
}

// An approver outside the policy's approver groups is refused with its reason, and
// reading the policy is open to every role while deciding is the operators'.
func TestApproverOutsideTheGroupIsRefused(t *testing.T) {
	t.Parallel()
	b := payingSetup(t)
	doc := `{"groups":{"leads":["carol","erin"]},"rules":[{"name":"leads","match":{},"approvals":{"count":2,"groups":["leads"]}}]}`
	proposed, err := b.policy.ProposePolicy(as("ops1"), &qtgv1.ProposePolicyRequest{DocumentJson: doc, Reason: "leads only"})
	require.NoError(t, err)
	_, err = b.policy.RejectPolicy(as("vic"), &qtgv1.RejectPolicyRequest{Version: proposed.GetPolicy().GetVersion(), Reason: "no"})
	require.Equal(t, codes.PermissionDenied, status.Code(err))
	_, err = b.policy.ApprovePolicy(as("ops2"), &qtgv1.ApprovePolicyRequest{Version: proposed.GetPolicy().GetVersion(),
		DocumentSha256: proposed.GetPolicy().GetDocumentSha256()})
	require.NoError(t, err)
	list, err := b.policy.ListPolicies(as("alice"), &qtgv1.ListPoliciesRequest{})
	require.NoError(t, err)
	require.Len(t, list.GetPolicies(), 1)

	m, err := b.create(t, "pay", "5", "1")
	require.NoError(t, err)
	require.Equal(t, []string{"carol", "erin"}, m.GetApproversAllowed())
	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "%v", err)
	require.Equal(t, "NOT_IN_APPROVER_GROUP", reasonOf(err))
}

// PolicyService is on the HTTP/JSON surface too: an operator proposes over plain HTTP,
// a viewer reads the version back, and a creator is refused a proposal.
func TestPolicyServiceOverHTTP(t *testing.T) {
	t.Parallel()
	b := setup(t)
	code, answer := b.call(t, "ops1", "PolicyService/ProposePolicy", map[string]any{"documentJson": thresholdPolicy, "reason": "over HTTP"})
	require.Equal(t, http.StatusOK, code, answer)
	p := answer["policy"].(map[string]any)
	require.Equal(t, "POLICY_STATE_PROPOSED", p["state"])
	code, answer = b.call(t, "vic", "PolicyService/GetPolicy", map[string]any{"version": p["version"]})
	require.Equal(t, http.StatusOK, code, answer)
	require.Equal(t, p["documentSha256"], answer["policy"].(map[string]any)["documentSha256"])
	code, answer = b.call(t, "alice", "PolicyService/ProposePolicy", map[string]any{"documentJson": thresholdPolicy, "reason": "r"})
	require.Equal(t, http.StatusForbidden, code, answer)
}
