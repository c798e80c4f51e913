package e2e_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// treasuryPolicy is the e2e test's policy (docs/policy.md): evm_transfer pays only
// addresses in the book, 10 USDC or more takes three treasury leads, and at most 12
// USDC a day leaves the network. Addresses cool off for policyCoolingOff.
const treasuryPolicy = `{
  "groups": {"treasury-leads": ["bob", "eve", "fay"]},
  "rules": [
    {"name": "book-only", "match": {"executors": ["evm_transfer"]}, "allowlist": true,
     "reason": "payments go only to approved addresses"},
    {"name": "large", "match": {"node_amount": {"min": "10000000"}},
     "approvals": {"count": 3, "groups": ["treasury-leads"]}, "reason": "10 USDC or more takes three treasury leads"},
    {"name": "daily", "match": {"assets": ["USDC"]},
     "velocity": {"limit": "12000000", "window": "24h"}, "reason": "at most 12 USDC a day"}
  ],
  "address_cooling_off": "30s"
}`

// The treasury policy through the real processes (gateway, dispatcher, observer,
// recovery, promoter, console, devchain): a movement over the threshold needs three
// approvals from the group (the second leaves it PENDING_APPROVAL, a repeat by the
// same approver changes nothing); a destination outside the address book is refused
// at create; an address approved today is not paid before its cooling-off ends; a
// velocity limit reached by a movement still in flight holds the next one with a
// reason; every step is in the verified audit chain and on the console.
func TestTreasuryPolicyApprovalsAddressBookAndVelocityLimits(t *testing.T) {
	t.Parallel()
	e := newEVMEnv(t)
	a := e.startAPI()
	e.start("qtg", "MG_WORKERS=dispatcher,observer,recovery,audit-outbox-promoter")
	policies, book := qtgv1.NewPolicyServiceClient(a.conn), qtgv1.NewAddressBookServiceClient(a.conn)
	a.template("pay", fmt.Sprintf(`{"nodes":[{"key":"pay","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":"${to}","amount":"${amount}"}}]}`, e.a.Hex()))
	// A payment, then a step that keeps the movement in flight (EXECUTING) until cancelled.
	a.template("pay-and-wait", fmt.Sprintf(`{"nodes":[{"key":"pay","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":"${to}","amount":"${amount}"}},
		{"key":"wait","executor":"noop","config":{"pending_polls":600000},"depends_on":["pay"]}]}`, e.a.Hex()))

	// The policy: proposed by ops1, approved by ops2 (not by ops1).
	proposed, err := policies.ProposePolicy(a.as("ops1"), &qtgv1.ProposePolicyRequest{DocumentJson: treasuryPolicy, Reason: "first policy"})
	require.NoError(t, err)
	approvePolicy := &qtgv1.ApprovePolicyRequest{Version: proposed.GetPolicy().GetVersion(), DocumentSha256: proposed.GetPolicy().GetDocumentSha256()}
	_, err = policies.ApprovePolicy(a.as("ops1"), approvePolicy)
	require.Equal(t, codes.PermissionDenied, status.Code(err), "the proposer cannot approve: %v", err)
	_, err = policies.ApprovePolicy(a.as("ops2"), approvePolicy)
	require.NoError(t, err)

	create := func(template string, to string, amount int) *qtgv1.Movement {
		t.Helper()
		c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: template, IdempotencyKey: uuid.NewString(),
			ParamsJson: fmt.Sprintf(`{"to":%q,"amount":"%d"}`, to, amount)})
		require.NoError(t, err)
		return c.GetMovement()
	}
	approve := func(m *qtgv1.Movement, approver string) *qtgv1.Movement {
		t.Helper()
		r, err := a.mov.ApproveMovement(a.as(approver), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
		require.NoError(t, err)
		return r.GetMovement()
	}
	node := func(id, key string) *qtgv1.Node {
		t.Helper()
		g, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: id})
		require.NoError(t, err)
		for _, n := range g.GetMovement().GetNodes() {
			if n.GetKey() == key {
				return n
			}
		}
		t.Fatalf("movement %s has no node %q", id, key)
		return nil
	}

	// A destination outside the address book is refused at create, and nothing is written.
	_, err = a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: uuid.NewString(),
		ParamsJson: fmt.Sprintf(`{"to":%q,"amount":"1000000"}`, e.c.Hex())})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	require.Equal(t, "ADDRESS_NOT_IN_BOOK", errorInfo(err).GetReason(), "%v", err)
	require.Equal(t, strings.ToLower(e.c.Hex()), errorInfo(err).GetMetadata()["address"], "the refusal names the address")
	require.Zero(t, e.scalar(`SELECT count(*)::int FROM movements`))

	// B enters the book: proposed by ops1, approved by ops2, usable 30 s later.
	entry, err := book.ProposeAddress(a.as("ops1"), &qtgv1.ProposeAddressRequest{ChainId: "31337", Address: e.b.Hex(), Label: "ops-b", Reason: "the test's payee"})
	require.NoError(t, err)
	approved, err := book.ApproveAddress(a.as("ops2"), &qtgv1.ApproveAddressRequest{Id: entry.GetEntry().GetId()})
	require.NoError(t, err)
	usableFrom := approved.GetEntry().GetUsableFrom().AsTime()
	require.Equal(t, 30*time.Second, usableFrom.Sub(approved.GetEntry().GetApprovedAt().AsTime()), "the policy's cooling-off")

	// 10 USDC to B: three approvals from treasury-leads.
	before := e.snapshot()
	large := create("pay", e.b.Hex(), 10_000_000)
	require.EqualValues(t, 3, large.GetApprovalsRequired())
	require.Contains(t, policyRules(large), "large")
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, approve(large, "bob").GetState())
	again := approve(large, "bob")
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, again.GetState(), "a repeated approval changes nothing")
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM movement_approvals WHERE movement_id = $1`, large.GetId()))
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, approve(large, "eve").GetState(), "two of three")
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_APPROVED, approve(large, "fay").GetState(), "the third approves it")

	// The gate holds the payment while B cools off, and lets it through after.
	require.Eventually(t, func() bool {
		n := node(large.GetId(), "pay")
		return strings.Contains(n.GetPolicyBlockedReason(), "cooling-off") || n.GetPolicyPassedAt() != nil
	}, time.Minute, 50*time.Millisecond)
	require.Nil(t, node(large.GetId(), "pay").GetPolicyPassedAt(), "not let through before the cooling-off ends")
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{uuid.MustParse(large.GetId())}, 2*time.Minute))
	passed := node(large.GetId(), "pay").GetPolicyPassedAt().AsTime()
	require.False(t, passed.Before(usableFrom), "passed at %s, usable from %s", passed, usableFrom)
	require.Equal(t, add(before["dev-1/B"], 10_000_000), e.balance("dev-1", e.b))

	// 2 USDC to B with one approval, then waiting: in flight, and at the limit (12).
	inFlight := create("pay-and-wait", e.b.Hex(), 2_000_000)
	require.EqualValues(t, 1, inFlight.GetApprovalsRequired())
	approve(inFlight, "bob")
	require.Eventually(t, func() bool { return node(inFlight.GetId(), "pay").GetState() == qtgv1.NodeState_NODE_STATE_COMPLETED },
		time.Minute, 50*time.Millisecond)
	require.Equal(t, add(before["dev-1/B"], 12_000_000), e.balance("dev-1", e.b))

	// 1 more USDC does not fit: held with the reason, not paid, not failed.
	over := create("pay", e.b.Hex(), 1_000_000)
	approve(over, "bob")
	var reason string
	require.Eventually(t, func() bool {
		reason = node(over.GetId(), "pay").GetPolicyBlockedReason()
		return reason != ""
	}, time.Minute, 50*time.Millisecond)
	require.Contains(t, reason, "velocity limit daily")
	g, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: inFlight.GetId()})
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_EXECUTING, g.GetMovement().GetState(), "the movement that reached the limit is still in flight")
	require.Equal(t, qtgv1.NodeState_NODE_STATE_READY, node(over.GetId(), "pay").GetState())
	require.Equal(t, add(before["dev-1/B"], 12_000_000), e.balance("dev-1", e.b), "nothing paid over the limit")

	// The console shows why the approvals were needed and why the payment waits.
	console := startConsole(t, e.env, a)
	page := console.get(t, "vic", "/movements/"+large.GetId())
	require.Contains(t, page, "10 USDC or more takes three treasury leads")
	page = console.get(t, "vic", "/movements/"+over.GetId())
	require.Contains(t, page, "velocity limit daily")

	// The audit chain holds every step, and verifies.
	for _, want := range []struct{ entity, action string }{
		{large.GetId(), "MOVEMENT_APPROVAL_RECORDED"}, {large.GetId(), "PENDING_APPROVAL->APPROVED"},
		{node(large.GetId(), "pay").GetId(), "POLICY_BLOCKED"}, {node(large.GetId(), "pay").GetId(), "POLICY_PASSED"},
		{node(over.GetId(), "pay").GetId(), "POLICY_BLOCKED"}, {entry.GetEntry().GetId(), "PROPOSED->ACTIVE"},
	} {
		require.Eventually(t, func() bool {
			return e.scalar(`SELECT count(*)::int FROM audit_log WHERE entity_id = $1 AND action = $2`, want.entity, want.action) > 0
		}, time.Minute, 50*time.Millisecond, "%s %s in the chain", want.entity, want.action)
	}
	require.Equal(t, 3, e.scalar(`SELECT count(*)::int FROM audit_log WHERE entity_id = $1 AND action = 'MOVEMENT_APPROVAL_RECORDED'`, large.GetId()),
		"each approver's approval is recorded once, the repeat not at all")
	verified, err := a.ops.VerifyAuditLog(a.as("ops1"), &qtgv1.VerifyAuditLogRequest{Full: true})
	require.NoError(t, err)
	require.True(t, verified.GetOk(), "%v", verified)
}

// policyRules names the rules that matched a movement.
func policyRules(m *qtgv1.Movement) []string {
	var names []string
	for _, r := range m.GetPolicyMatches() {
		names = append(names, r.GetRule())
	}
	return names
}

// errorInfo is the ErrorInfo detail of a gRPC error (AIP-193), nil when it has none.
func errorInfo(err error) *errdetails.ErrorInfo {
	for _, d := range status.Convert(err).Details() {
		if info, ok := d.(*errdetails.ErrorInfo); ok {
			return info
		}
	}
	return nil
}

// consoleProc is a console process in front of a test's gateway, read with plain HTTP.
type consoleProc struct {
	base string
	a    *api
}

func startConsole(t *testing.T, e *env, a *api) *consoleProc {
	t.Helper()
	addr := freeAddr(t)
	e.start("console", "MG_CONSOLE_ADDR="+addr, "MG_GATEWAY_ADDR="+a.addr, "MG_GATEWAY_INSECURE=true", "MG_ALLOW_PLAINTEXT=true")
	c := &consoleProc{base: "http://" + addr, a: a}
	require.Eventually(t, func() bool {
		_, err := c.do(http.MethodGet, "/signin", "", nil)
		return err == nil
	}, time.Minute, 20*time.Millisecond)
	return c
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// get signs principal in and returns the page at path. The console's cookies are
// Secure, which a cookie jar keeps off plain HTTP, so they are carried by hand.
func (c *consoleProc) get(t *testing.T, principal, path string) string {
	t.Helper()
	signin, err := c.do(http.MethodGet, "/signin", "", nil)
	require.NoError(t, err)
	m := csrfField.FindStringSubmatch(signin.body)
	require.NotNil(t, m, "the sign-in page has a CSRF field")
	form := url.Values{"csrf": {m[1]}, "token": {c.a.tokens[principal]}}
	session, err := c.do(http.MethodPost, "/signin", signin.cookies, strings.NewReader(form.Encode()))
	require.NoError(t, err)
	require.Equal(t, http.StatusSeeOther, session.status, session.body)
	page, err := c.do(http.MethodGet, path, session.cookies, nil)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, page.status, page.body)
	return page.body
}

// consoleAnswer is what do read of an answer: its status, body and the cookies it
// set, as a Cookie header.
type consoleAnswer struct {
	status  int
	body    string
	cookies string
}

func (c *consoleProc) do(method, path, cookie string, body io.Reader) (consoleAnswer, error) {
	req, err := http.NewRequestWithContext(context.Background(), method, c.base+path, body)
	if err != nil {
		return consoleAnswer{}, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	// The sign-in answers with a redirect whose cookie the next request must carry; no
	// connection outlives its request (the package checks for leaked goroutines).
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	if err != nil {
		return consoleAnswer{}, err
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return consoleAnswer{}, err
	}
	var set []string
	for _, c := range res.Cookies() {
		set = append(set, c.Name+"="+c.Value)
	}
	return consoleAnswer{status: res.StatusCode, body: string(b), cookies: strings.Join(set, "; ")}, nil
}
