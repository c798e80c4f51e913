package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// `policy list` shows each version's state, proposer, approver and hash; -q prints the
// versions only.
func TestPolicyListShowsVersionsStatesAndWho(t *testing.T) {
	t.Parallel()
	res := &qtgv1.ListPoliciesResponse{Policies: []*qtgv1.Policy{
		{Version: 2, State: qtgv1.PolicyState_POLICY_STATE_PROPOSED, ProposedBy: "ops1", ProposedAt: timestamppb.Now(),
			DocumentSha256: strings.Repeat("ab", 32), Reason: "tighten"},
		{Version: 1, State: qtgv1.PolicyState_POLICY_STATE_ACTIVE, ProposedBy: "ops1", ApprovedBy: "ops2", ProposedAt: timestamppb.Now(),
			DocumentSha256: strings.Repeat("cd", 32), Reason: "first"},
	}}
	fetch := func(string) (*qtgv1.ListPoliciesResponse, error) { return res, nil }
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.listPolicies("", false, fetch))
	require.Regexp(t, `VERSION\s+STATE\s+PROPOSED BY\s+PROPOSED\s+APPROVED BY\s+SHA-256\s+REASON`, out.String())
	require.Regexp(t, `1\s+ACTIVE\s+ops1\s+\S+\s+ops2\s+cdcdcdcd`, out.String())
	require.Regexp(t, `2\s+PROPOSED\s+ops1\s+\S+\s+-\s+abababab`, out.String())
	out.Reset()
	g.Quiet = true
	require.NoError(t, g.listPolicies("", false, fetch))
	require.Equal(t, "2\n1\n", out.String())
}

// `policy evaluate` prints the approvals and why, and exits with an error when a
// create would be refused.
func TestPolicyEvaluateSaysWhyAndFailsWhenRefused(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	e := &qtgv1.EvaluatePolicyResponse{Version: 3, ApprovalsRequired: 3, ApproversAllowed: []string{"erin", "frank"}, ApprovalsRule: "over-1m",
		Matches: []*qtgv1.PolicyMatch{{Rule: "over-1m", Decision: "approvals: 3", Why: "movement total 2000000000000 USDC"}},
		Nodes:   []*qtgv1.PolicyNode{{Key: "send", Executor: "evm_transfer", Payment: &qtgv1.PolicyPayment{Asset: "USDC", Amount: "2000000000000", Destination: "0xaa", DestinationChainId: "1"}}}}
	require.NoError(t, g.printEvaluation(e))
	require.Contains(t, out.String(), "approvals  3 from erin, frank (rule over-1m)")
	require.Contains(t, out.String(), "rule       over-1m: approvals: 3 (movement total 2000000000000 USDC)")
	require.Regexp(t, `send\s+evm_transfer\s+2000000000000 USDC to 0xaa on 1`, out.String())

	out.Reset()
	e.AddressErrors = []*qtgv1.PolicyAddressError{{Rule: "book", Node: "send", ChainId: "1", Address: "0xaa"}}
	require.ErrorIs(t, g.printEvaluation(e), errRefused)
	require.Contains(t, out.String(), "REFUSED    rule book: node send pays 0xaa on chain 1")
}

// `movements get` shows a movement's required approvals, those so far and the rules
// that matched.
func TestMovementGetShowsApprovalsAndWhy(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.printMovement(&qtgv1.Movement{Id: "m1", PolicyVersion: 2, ApprovalsRequired: 3,
		Approvals:     []*qtgv1.MovementApproval{{Approver: "bob", ApprovedAt: timestamppb.Now()}},
		PolicyMatches: []*qtgv1.PolicyMatch{{Rule: "over-1m", Decision: "approvals: 3", Why: "large"}}}))
	require.Contains(t, out.String(), "policy     version 2: 3 approval(s) required from any principal but the creator")
	require.Regexp(t, `approval   \S+ by bob`, out.String())
	require.Contains(t, out.String(), "rule       over-1m: approvals: 3 (large)")
}

// `movements get` says why a READY node the dispatch gate keeps waiting does not move.
func TestMovementGetShowsWhyTheGateKeepsANodeWaiting(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	g := &globals{Output: "table", out: &out}
	require.NoError(t, g.printMovement(&qtgv1.Movement{Id: "m1", Nodes: []*qtgv1.Node{
		{Key: "pay", State: qtgv1.NodeState_NODE_STATE_READY, PolicyBlockedReason: "velocity limit daily (USDC|network) reached"},
		{Key: "settle", State: qtgv1.NodeState_NODE_STATE_PENDING}}}))
	require.Contains(t, out.String(), "pay waits for the treasury policy: velocity limit daily (USDC|network) reached")
	require.NotContains(t, out.String(), "settle waits")
}
