package console_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/console"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

var principals = map[string][]string{"alice": {"creator"}, "bob": {"approver"}, "ops1": {"operator"}, "ops2": {"operator"}, "vic": {"viewer"}}

func token(name string) string { return "console-test-token-" + name }

// bundle is a gateway served in-process over gRPC and the console over HTTPS in front
// of it; admin is the database owner, for setting up and checking rows.
type bundle struct {
	admin *pgxpool.Pool
	web   *httptest.Server
	mov   qtgv1.MovementServiceClient
	tpl   qtgv1.TemplateServiceClient
}

func setup(t *testing.T) *bundle {
	t.Helper()
	ctx := context.Background()
	f := testfix.New(t, testfix.UseLoginPool())
	tokens, err := gateway.ParseTokens(testfix.TokensFile(t, principals, token))
	require.NoError(t, err)
	gw, err := gateway.New(gateway.Config{Pool: db.Wrap(f.GatewayLogin), Network: db.Testnet, Registry: f.Registry, Tokens: tokens, Logger: zerolog.Nop()})
	require.NoError(t, err)
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	serveCtx, stop := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- gw.Serve(serveCtx, l) }()
	conn, err := grpc.NewClient(l.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	c, err := console.New(console.Config{Gateway: conn, Network: "testnet", Logger: zerolog.Nop(),
		Explorers: map[string]string{"dev-1": "https://explorer.example"}})
	require.NoError(t, err)
	web := httptest.NewTLSServer(c)
	t.Cleanup(func() {
		web.Close()
		_ = conn.Close()
		stop()
		require.NoError(t, <-served)
	})
	return &bundle{admin: f.Pool, web: web, mov: qtgv1.NewMovementServiceClient(conn), tpl: qtgv1.NewTemplateServiceClient(conn)}
}

func as(name string) context.Context {
	return metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+token(name))
}

// browser is one person's cookie jar against the console.
type browser struct {
	t      *testing.T
	b      *bundle
	client *http.Client
}

func (b *bundle) browser(t *testing.T) *browser {
	t.Helper()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	c := b.web.Client()
	c.Jar = jar
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &browser{t: t, b: b, client: c}
}

// reply is what a test reads of a response (its body already read and closed).
type reply struct {
	StatusCode int
	Header     http.Header
	cookies    []*http.Cookie
}

func (r reply) Cookies() []*http.Cookie { return r.cookies }

func (br *browser) do(method, path string, form url.Values) (reply, string) {
	br.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(context.Background(), method, br.b.web.URL+path, body)
	require.NoError(br.t, err)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	res, err := br.client.Do(req)
	require.NoError(br.t, err)
	defer func() { _ = res.Body.Close() }()
	raw, err := io.ReadAll(res.Body)
	require.NoError(br.t, err)
	return reply{StatusCode: res.StatusCode, Header: res.Header, cookies: res.Cookies()}, string(raw)
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func csrfOf(t *testing.T, page string) string {
	t.Helper()
	m := csrfRE.FindStringSubmatch(page)
	require.NotNil(t, m, "page has a CSRF field")
	return m[1]
}

// signIn signs the browser in as name and returns the session's CSRF token.
func (br *browser) signIn(name string) string {
	br.t.Helper()
	_, page := br.do(http.MethodGet, "/signin", nil)
	res, _ := br.do(http.MethodPost, "/signin", url.Values{"csrf": {csrfOf(br.t, page)}, "token": {token(name)}})
	require.Equal(br.t, http.StatusSeeOther, res.StatusCode)
	res, page = br.do(http.MethodGet, "/movements", nil)
	require.Equal(br.t, http.StatusOK, res.StatusCode)
	require.Contains(br.t, page, `id="principal">`+name+`<`)
	return csrfOf(br.t, page)
}

// Sign-in goes through the gateway; the session cookie is __Host-, Secure, HttpOnly
// and SameSite=Strict; the token never comes back to the browser; every POST needs the
// session's CSRF token; cross-site POSTs are refused; pages carry a strict CSP.
func TestSignInSessionAndCSRF(t *testing.T) {
	t.Parallel()
	b := setup(t)
	br := b.browser(t)

	res, _ := br.do(http.MethodGet, "/movements", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/signin", res.Header.Get("Location"))

	res, page := br.do(http.MethodGet, "/signin", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Header.Get("Content-Security-Policy"), "script-src 'self'")
	require.NotContains(t, res.Header.Get("Content-Security-Policy"), "unsafe-inline")
	require.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
	require.NotRegexp(t, `<script>|<script [^>]*>[^<]|style="|\son[a-z]+="`, page, "no inline script, style or handler")
	nonce := csrfOf(t, page)

	res, _ = br.do(http.MethodPost, "/signin", url.Values{"token": {token("alice")}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "sign-in without its CSRF value")
	_, page = br.do(http.MethodGet, "/signin", nil)
	res, page = br.do(http.MethodPost, "/signin", url.Values{"csrf": {csrfOf(t, page)}, "token": {"not-a-token"}})
	require.Equal(t, http.StatusUnauthorized, res.StatusCode)
	require.Contains(t, page, "did not accept")
	require.NotEqual(t, nonce, csrfOf(t, page), "a fresh sign-in value per form")

	res, _ = br.do(http.MethodPost, "/signin", url.Values{"csrf": {csrfOf(t, page)}, "token": {token("alice")}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	var sess *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == "__Host-qtg-session" {
			sess = c
		}
	}
	require.NotNil(t, sess)
	require.True(t, sess.Secure)
	require.True(t, sess.HttpOnly)
	require.Equal(t, http.SameSiteStrictMode, sess.SameSite)
	require.Equal(t, "/", sess.Path)
	require.Empty(t, sess.Domain)
	require.GreaterOrEqual(t, len(sess.Value), 43, "256-bit session ID")
	require.NotContains(t, res.Header.Get("Location"), token("alice"))

	res, page = br.do(http.MethodGet, "/movements", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, page, `id="principal">alice<`)
	require.NotContains(t, page, token("alice"), "the token stays on the server")
	csrf := csrfOf(t, page)

	res, _ = br.do(http.MethodPost, "/movements", url.Values{"template": {"x"}, "idempotency_key": {"k"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "POST without CSRF token")
	res, _ = br.do(http.MethodPost, "/movements", url.Values{"csrf": {"wrong"}, "template": {"x"}, "idempotency_key": {"k"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "POST with another CSRF token")

	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, b.web.URL+"/signout",
		strings.NewReader(url.Values{"csrf": {csrf}}.Encode()))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	cross, err := br.client.Do(req)
	require.NoError(t, err)
	_ = cross.Body.Close()
	require.Equal(t, http.StatusForbidden, cross.StatusCode, "a cross-site POST, even with the token")

	res, _ = br.do(http.MethodPost, "/signout", url.Values{"csrf": {csrf}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	res, _ = br.do(http.MethodGet, "/movements", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "signed out")
}

// Every permission is the gateway's: a viewer sees the ops pages but cannot create,
// and what the gateway refuses comes back as its code.
func TestPagesAsPrincipals(t *testing.T) {
	t.Parallel()
	b := setup(t)
	vic := b.browser(t)
	csrf := vic.signIn("vic")
	for _, p := range []string{"/movements", "/approvals", "/templates", "/workers", "/executors", "/backlog", "/callbacks", "/verdicts", "/drift", "/addresses"} {
		res, page := vic.do(http.MethodGet, p, nil)
		require.Equal(t, http.StatusOK, res.StatusCode, p)
		require.Contains(t, page, `<main id="main"`, p)
	}
	res, page := vic.do(http.MethodPost, "/movements", url.Values{"csrf": {csrf}, "template": {"x"}, "idempotency_key": {"k"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	require.Contains(t, page, "PermissionDenied")

	alice := b.browser(t)
	alice.signIn("alice")
	res, _ = alice.do(http.MethodGet, "/workers", nil)
	require.Equal(t, http.StatusForbidden, res.StatusCode, "a creator may not read ops views")
	res, _ = alice.do(http.MethodGet, "/movements/"+uuid.NewString(), nil)
	require.Equal(t, http.StatusNotFound, res.StatusCode)
}

// The four-eyes flows through the pages: ops2 approves ops1's template proposal (the
// form echoes the definition hash it showed), alice creates a movement, bob finds it
// among his approvals and approves the plan hash the page showed; the movement page
// draws the plan and lists the audit trail.
func TestCreateApproveThroughPages(t *testing.T) {
	t.Parallel()
	b := setup(t)
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pay",
		DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`})
	require.NoError(t, err)
	tpl := p.GetTemplate()

	ops := b.browser(t)
	csrf := ops.signIn("ops2")
	res, page := ops.do(http.MethodGet, "/templates", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, page, `name="definition_hash" value="`+tpl.GetDefinitionHash()+`"`)
	require.Contains(t, page, "depends_on", "the proposal's definition is shown (read by GetTemplate: lists leave it out)")
	res, _ = ops.do(http.MethodPost, "/templates/"+tpl.GetId()+"/approve", url.Values{"csrf": {csrf}, "definition_hash": {tpl.GetDefinitionHash()}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)

	alice := b.browser(t)
	csrf = alice.signIn("alice")
	_, page = alice.do(http.MethodGet, "/movements", nil)
	require.Contains(t, page, "<option>pay</option>")
	res, _ = alice.do(http.MethodPost, "/movements", url.Values{"csrf": {csrf}, "template": {"pay"}, "params": {"{}"}, "idempotency_key": {uuid.NewString()}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	loc := res.Header.Get("Location")
	require.Regexp(t, `^/movements/[0-9a-f-]{36}$`, loc, "the confirmation is not in the URL")
	id := strings.TrimPrefix(loc, "/movements/")
	res, page = alice.do(http.MethodGet, "/movements/"+id, nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, page, "Movement created. It waits for another principal&#39;s approval.")
	_, again := alice.do(http.MethodGet, "/movements/"+id, nil)
	require.NotContains(t, again, "Movement created.", "a message belongs to the request that caused it: a reload does not repeat it")
	require.Contains(t, page, `data-state="PENDING_APPROVAL"`)
	require.NotContains(t, page, `id="approve"`, "no approve button for the creator")
	require.Contains(t, page, `data-key="a" data-state="PENDING"`)
	require.Contains(t, page, `data-key="b" data-state="PENDING"`)

	bob := b.browser(t)
	csrf = bob.signIn("bob")
	_, page = bob.do(http.MethodGet, "/approvals", nil)
	require.Contains(t, page, "/movements/"+id)
	_, page = bob.do(http.MethodGet, "/movements/"+id, nil)
	m, err := b.mov.GetMovement(as("bob"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	hash := m.GetMovement().GetPlanHash()
	require.Contains(t, page, `name="plan_hash" value="`+hash+`"`)
	require.Contains(t, page, `id="approve"`)
	res, _ = bob.do(http.MethodPost, "/movements/"+id+"/approve", url.Values{"csrf": {csrf}, "plan_hash": {"00" + hash[2:]}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "another plan hash")
	res, _ = bob.do(http.MethodPost, "/movements/"+id+"/approve", url.Values{"csrf": {csrf}, "plan_hash": {hash}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	m, err = b.mov.GetMovement(as("bob"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_APPROVED, m.GetMovement().GetState())
	require.Equal(t, "bob", m.GetMovement().GetApprovedBy())

	_, page = bob.do(http.MethodGet, "/movements/"+id, nil)
	require.Contains(t, page, "PENDING_APPROVAL-&gt;APPROVED", "the audit trail")
	require.Contains(t, page, `<path class="edge"`, "the edge a → b")
}

// A dead callback is listed and an operator's retry queues it again.
func TestDeadCallbackRetry(t *testing.T) {
	t.Parallel()
	b := setup(t)
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "cb", DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
	require.NoError(t, err)
	_, err = b.tpl.ApproveTemplate(as("ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.NoError(t, err)
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "cb", IdempotencyKey: uuid.NewString(),
		CallbackUrl: "https://hooks.example.com/qtg"})
	require.NoError(t, err)
	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	var cbID string
	require.NoError(t, b.admin.QueryRow(context.Background(), `UPDATE callback_outbox SET callback_state = 'DEAD', tries = 12,
		last_status = 500, last_error = 'HTTP 500' WHERE movement_id = $1 RETURNING id::text`, c.GetMovement().GetId()).Scan(&cbID))

	ops := b.browser(t)
	csrf := ops.signIn("ops1")
	_, page := ops.do(http.MethodGet, "/callbacks", nil)
	require.Contains(t, page, `data-callback="`+cbID+`"`)
	require.Contains(t, page, "HTTP 500")
	res, _ := ops.do(http.MethodPost, "/callbacks/"+cbID+"/retry", url.Values{"csrf": {csrf}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/callbacks", res.Header.Get("Location"))
	var state string
	require.NoError(t, b.admin.QueryRow(context.Background(), `SELECT callback_state FROM callback_outbox WHERE id = $1`, cbID).Scan(&state))
	require.Equal(t, "PENDING", state)
	_, page = ops.do(http.MethodGet, "/callbacks", nil)
	require.NotContains(t, page, `data-callback="`+cbID+`"`)
	require.Contains(t, page, "Callback queued again.")

	res, _ = ops.do(http.MethodPost, "/callbacks/"+cbID+"/retry", url.Values{"csrf": {csrf}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "no longer dead")
}

// The Workers page shows each instance's build in a Version column (a dash for a row an
// older build wrote), so a rollout with mixed versions is visible, and a gated instance
// (its process under MG_WORKERS_ENABLED off) as gated: neither live nor stalled.
func TestWorkersPageShowsVersionAndGated(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, h := range []struct {
		instance, status string
		version          any
	}{
		{"dispatcher-new", "live", "v1.3.0 (def456)"},
		{"dispatcher-old", "live", "v1.2.0 (abc123)"},
		{"dispatcher-gated", "gated", "v1.3.0 (def456)"},
		{"dispatcher-older-build", "live", nil},
	} {
		_, err := b.admin.Exec(context.Background(), `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status,
			expected_interval_seconds, version) VALUES ('dispatcher', $1, 'core', $2, 30, $3)`, h.instance, h.status, h.version)
		require.NoError(t, err)
	}
	ops := b.browser(t)
	ops.signIn("ops1")
	res, page := ops.do(http.MethodGet, "/workers", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, page, `<th scope="col">Version</th>`)
	row := func(instance string) string {
		t.Helper()
		m := regexp.MustCompile(`<tr data-worker="dispatcher" data-instance="` + instance + `"[^>]*>.*?</tr>`).FindString(page)
		require.NotEmpty(t, m, instance)
		return m
	}
	require.Contains(t, row("dispatcher-new"), `<td><code>v1.3.0 (def456)</code></td>`)
	require.Contains(t, row("dispatcher-old"), `<td><code>v1.2.0 (abc123)</code></td>`)
	require.Contains(t, row("dispatcher-older-build"), `<td>—</td>`)
	gated := row("dispatcher-gated")
	require.Contains(t, gated, `data-stalled="false" data-status="gated" data-version="v1.3.0 (def456)"`)
	require.Contains(t, gated, `<span class="badge st-GATED">gated</span>`)
	require.NotContains(t, gated, "st-LIVE")
}

// A node the treasury policy's dispatch gate keeps waiting shows on its movement's page
// as "waiting for policy" with the gate's reason, which the API returns on the node.
func TestMovementPageShowsANodeWaitingForPolicy(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "gated",
		DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
	require.NoError(t, err)
	_, err = b.tpl.ApproveTemplate(as("ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.NoError(t, err)
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "gated", IdempotencyKey: uuid.NewString()})
	require.NoError(t, err)
	id := c.GetMovement().GetId()
	_, err = b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	const reason = "velocity limit daily-usdc (USDC|network) reached: a payment of 600 does not fit under 1000 per 24h0m0s"
	// As the gate leaves it (no dispatcher runs here).
	_, err = b.admin.Exec(ctx, `UPDATE movement_nodes SET policy_gate = '{}', policy_blocked_reason = $2 WHERE movement_id = $1`, id, reason)
	require.NoError(t, err)

	m, err := b.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	require.Equal(t, reason, m.GetMovement().GetNodes()[0].GetPolicyBlockedReason())
	vic := b.browser(t)
	vic.signIn("vic")
	_, page := vic.do(http.MethodGet, "/movements/"+id, nil)
	require.Contains(t, page, `<h2 id="policy-h">Waiting for policy</h2>`)
	require.Contains(t, page, "Node <strong>a</strong> is waiting for policy: velocity limit daily-usdc (USDC|network) reached")
}
