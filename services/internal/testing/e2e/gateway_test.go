package e2e_test

import (
	"cmp"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/services/internal/testing/loopback"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// api is a gateway process and a gRPC client to it.
type api struct {
	e    *env
	addr string
	// httpURL is the gateway's HTTP/JSON listener (MG_HTTP_ADDR).
	httpURL string
	proc    *proc
	conn    *grpc.ClientConn
	mov     qtgv1.MovementServiceClient
	tpl     qtgv1.TemplateServiceClient
	ops     qtgv1.OpsServiceClient
	tokens  map[string]string
}

// principals of the gateway tests and their roles.
var principals = map[string][]string{
	"alice": {"creator"}, "dave": {"creator"}, "bob": {"approver"}, "eve": {"creator", "approver"}, "fay": {"approver"},
	"ops1": {"operator"}, "ops2": {"operator"}, "vic": {"viewer"},
}

func freeAddr(t *testing.T) string {
	t.Helper()
	addr, err := loopback.FreeAddr(t.Context())
	require.NoError(t, err)
	return addr
}

func (e *env) startAPI() *api {
	e.t.Helper()
	a := &api{e: e, addr: freeAddr(e.t), httpURL: "http://" + freeAddr(e.t), tokens: map[string]string{}}
	raw := testfix.TokensFile(e.t, principals, func(name string) string {
		a.tokens[name] = "token-of-" + name + "-" + strconv.FormatInt(time.Now().UnixNano(), 36)
		return a.tokens[name]
	})
	tokensFile := filepath.Join(e.t.TempDir(), "tokens.json")
	require.NoError(e.t, os.WriteFile(tokensFile, raw, 0o600))
	e.extra = append(e.extra, "MG_AUTH_TOKENS_FILE="+tokensFile, "MG_GRPC_ADDR="+a.addr,
		"MG_HTTP_ADDR="+strings.TrimPrefix(a.httpURL, "http://"), "MG_ALLOW_PLAINTEXT=true")
	a.proc = a.e.start("gateway")
	conn, err := grpc.NewClient(a.addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(e.t, err)
	e.t.Cleanup(func() { _ = conn.Close() })
	a.conn = conn
	a.mov, a.tpl, a.ops = qtgv1.NewMovementServiceClient(conn), qtgv1.NewTemplateServiceClient(conn), qtgv1.NewOpsServiceClient(conn)
	a.waitReady()
	return a
}

func (a *api) waitReady() {
	a.e.t.Helper()
	require.Eventually(a.e.t, func() bool {
		_, err := a.ops.ListWorkers(a.as("ops1"), &qtgv1.ListWorkersRequest{})
		return err == nil
	}, 30*time.Second, 20*time.Millisecond)
}

// as returns a context authenticated as the principal.
func (a *api) as(name string) context.Context {
	return metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+a.tokens[name])
}

// template proposes (ops1) and approves (ops2) a template through the API.
func (a *api) template(name, definition string) {
	a.e.t.Helper()
	p, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: name, DefinitionJson: definition})
	require.NoError(a.e.t, err)
	_, err = a.tpl.ApproveTemplate(a.as("ops1"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.Equal(a.e.t, codes.PermissionDenied, status.Code(err), "the proposer cannot approve: %v", err)
	_, err = a.tpl.ApproveTemplate(a.as("ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.NoError(a.e.t, err)
}

// watch collects a watch stream's events until it ends.
func (a *api) watch(id, after string) ([]*qtgv1.WatchMovementResponse, error) {
	ctx, cancel := context.WithTimeout(a.as("vic"), 2*time.Minute)
	defer cancel()
	stream, err := a.mov.WatchMovement(ctx, &qtgv1.WatchMovementRequest{Id: id, AfterCursor: after})
	if err != nil {
		return nil, err
	}
	var events []*qtgv1.WatchMovementResponse
	for {
		ev, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return events, nil
		}
		if err != nil {
			return events, err
		}
		events = append(events, ev)
	}
}

func TestGatewayLifecycle(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	e.start("qtg")
	a.template("pay", `{"nodes":[{"key":"debit","executor":"noop","config":{"memo":"${memo}"}},
		{"key":"credit","executor":"noop","config":{"pending_polls":1},"depends_on":["debit"]}]}`)

	// Create, idempotently.
	req := &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"one"}`, IdempotencyKey: "k-1"}
	created, err := a.mov.CreateMovement(a.as("alice"), req)
	require.NoError(t, err)
	require.True(t, created.GetCreated())
	m := created.GetMovement()
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_PENDING_APPROVAL, m.GetState())
	again, err := a.mov.CreateMovement(a.as("alice"), req)
	require.NoError(t, err)
	require.False(t, again.GetCreated())
	require.Equal(t, m.GetId(), again.GetMovement().GetId())
	_, err = a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"two"}`, IdempotencyKey: "k-1"})
	require.Equal(t, codes.AlreadyExists, status.Code(err), "%v", err)

	// Get shows the plan; approve what you saw.
	got, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: m.GetId()})
	require.NoError(t, err)
	require.Len(t, got.GetMovement().GetNodes(), 2)
	require.Equal(t, []*qtgv1.Edge{{ParentKey: "debit", ChildKey: "credit"}}, protoEdges(got.GetMovement().GetEdges()))
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: strings.Repeat("0", 64)})
	require.Equal(t, codes.FailedPrecondition, status.Code(err), "%v", err)
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: got.GetMovement().GetPlanHash()})
	require.NoError(t, err)

	// Watch to the end.
	events, err := a.watch(m.GetId(), "")
	require.NoError(t, err)
	require.NotEmpty(t, events)
	last := events[len(events)-1]
	require.Equal(t, "EXECUTING->COMPLETED", last.GetAction())
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, last.GetMovementState())
	require.Equal(t, "->PENDING_APPROVAL", events[0].GetAction(), "creation is audited")
	require.Equal(t, "PENDING_APPROVAL->APPROVED", events[1].GetAction())
	var nodeEvents int
	for _, ev := range events {
		if ev.GetEntityType() == "node" {
			nodeEvents++
			require.Contains(t, []string{"debit", "credit"}, ev.GetNodeKey())
		}
	}
	require.GreaterOrEqual(t, nodeEvents, 6, "each node: claimed, submitted, completed")

	// Lists, with stable pages.
	for i := range 3 {
		_, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"x"}`, IdempotencyKey: "list-" + strconv.Itoa(i)})
		require.NoError(t, err)
	}
	page1, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{PageSize: 2})
	require.NoError(t, err)
	require.Len(t, page1.GetMovements(), 2)
	require.NotEmpty(t, page1.GetNextPageToken())
	page2, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{PageSize: 2, PageToken: page1.GetNextPageToken()})
	require.NoError(t, err)
	require.Len(t, page2.GetMovements(), 2)
	require.Empty(t, page2.GetNextPageToken())
	completed, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{States: []qtgv1.MovementState{qtgv1.MovementState_MOVEMENT_STATE_COMPLETED}})
	require.NoError(t, err)
	require.Len(t, completed.GetMovements(), 1)

	// Ops views.
	workers, err := a.ops.ListWorkers(a.as("ops1"), &qtgv1.ListWorkersRequest{})
	require.NoError(t, err)
	require.NotEmpty(t, workers.GetWorkers())
	backlog, err := a.ops.GetBacklog(a.as("vic"), &qtgv1.GetBacklogRequest{})
	require.NoError(t, err)
	require.Equal(t, int64(3), backlog.GetMovementsByState()["PENDING_APPROVAL"])
}

func protoEdges(edges []*qtgv1.Edge) []*qtgv1.Edge {
	out := make([]*qtgv1.Edge, len(edges))
	for i, e := range edges {
		out[i] = &qtgv1.Edge{ParentKey: e.GetParentKey(), ChildKey: e.GetChildKey()}
	}
	return out
}

func TestGatewayFourEyesAndCancel(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	a.template("pay", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)

	own, err := a.mov.CreateMovement(a.as("eve"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "eve-1"})
	require.NoError(t, err)
	_, err = a.mov.ApproveMovement(a.as("eve"), &qtgv1.ApproveMovementRequest{Id: own.GetMovement().GetId(), PlanHash: own.GetMovement().GetPlanHash()})
	require.Equal(t, codes.PermissionDenied, status.Code(err), "an approver may not approve their own movement: %v", err)

	// Cancel before start (no workers run here): the movement and its node end CANCELLED.
	c, err := a.mov.CancelMovement(a.as("bob"), &qtgv1.CancelMovementRequest{Id: own.GetMovement().GetId(), Reason: "test"})
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_CANCELLED, c.GetMovement().GetState())
	got, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: own.GetMovement().GetId()})
	require.NoError(t, err)
	require.Equal(t, qtgv1.NodeState_NODE_STATE_CANCELLED, got.GetMovement().GetNodes()[0].GetState())
	// Retry-safe: bob repeating his cancel (its answer lost, say) gets the movement as
	// it is; anyone else's cancel of a finished movement is refused.
	again, err := a.mov.CancelMovement(a.as("bob"), &qtgv1.CancelMovementRequest{Id: own.GetMovement().GetId(), Reason: "test"})
	require.NoError(t, err)
	require.Equal(t, qtgv1.MovementState_MOVEMENT_STATE_CANCELLED, again.GetMovement().GetState())
	_, err = a.mov.CancelMovement(a.as("eve"), &qtgv1.CancelMovementRequest{Id: own.GetMovement().GetId()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: own.GetMovement().GetId(), PlanHash: own.GetMovement().GetPlanHash()})
	require.Equal(t, codes.FailedPrecondition, status.Code(err))
}

// A watch resumes from its cursor on a restarted gateway: no event is lost or repeated.
func TestWatchResumesAfterGatewayRestart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	e.start("qtg")
	a.template("slow", `{"nodes":[{"key":"a","executor":"noop","config":{"latency_ms":300}},
		{"key":"b","executor":"noop","config":{"latency_ms":300,"pending_polls":3},"depends_on":["a"]},
		{"key":"c","executor":"noop","config":{"latency_ms":300},"depends_on":["b"]}]}`)
	c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "slow", IdempotencyKey: "w-1"})
	require.NoError(t, err)
	m := c.GetMovement()
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: m.GetId(), PlanHash: m.GetPlanHash()})
	require.NoError(t, err)

	// Read the first few events, then lose the gateway.
	ctx, cancel := context.WithCancel(a.as("vic"))
	stream, err := a.mov.WatchMovement(ctx, &qtgv1.WatchMovementRequest{Id: m.GetId()})
	require.NoError(t, err)
	var first []*qtgv1.WatchMovementResponse
	for len(first) < 3 {
		ev, err := stream.Recv()
		require.NoError(t, err)
		first = append(first, ev)
	}
	cancel()
	a.proc.stop(t)
	a.proc = e.start("gateway")
	a.waitReady()

	rest, err := a.watch(m.GetId(), first[len(first)-1].GetCursor())
	require.NoError(t, err)
	all := append(first, rest...)
	require.Equal(t, "EXECUTING->COMPLETED", all[len(all)-1].GetAction())
	seen := map[string]bool{}
	for _, ev := range all {
		key := ev.GetEntityId() + ev.GetAction()
		require.False(t, seen[key], "event repeated after resume: %s %s", ev.GetNodeKey(), ev.GetAction())
		seen[key] = true
	}
	full, err := a.watch(m.GetId(), "")
	require.NoError(t, err)
	require.Len(t, all, len(full), "resumed stream must hold exactly the events of a full replay")
}

// Bad input gets the right code and changes nothing.
func TestGatewayRejectsBadInput(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	a.template("pay", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`)
	created, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"m"}`, IdempotencyKey: "ok"})
	require.NoError(t, err)
	id := created.GetMovement().GetId()
	got, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	nodeID := got.GetMovement().GetNodes()[0].GetId()
	// A retired template and a proposal still waiting.
	a.template("old", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	old, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Name: "old"})
	require.NoError(t, err)
	oldID := old.GetTemplate().GetId()
	for _, who := range []string{"ops1", "ops2"} {
		_, err = a.tpl.RetireTemplate(a.as(who), &qtgv1.RetireTemplateRequest{Id: oldID})
		require.NoError(t, err)
	}
	pending, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "pending", DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
	require.NoError(t, err)
	pendingID := pending.GetTemplate().GetId()
	payTmpl, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Name: "pay"})
	require.NoError(t, err)
	payID := payTmpl.GetTemplate().GetId()
	unknown := "01890a5d-ac96-774b-bcce-b302099a8057"

	// Everything a call could write: rows and states of movements, nodes, templates
	// (with their retirement), verdicts, callbacks and the audit outbox.
	snapshot := func() string {
		var s string
		require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT
			(SELECT count(*) FROM movements)::text || '/' || (SELECT count(*) FROM movement_nodes)::text || '/' ||
			(SELECT count(*) FROM movement_templates)::text || '/' || (SELECT count(*) FROM audit_outbox_events)::text || '/' ||
			(SELECT string_agg(movement_state || coalesce(cancel_requested_at::text, ''), ',' ORDER BY id) FROM movements) || '/' ||
			(SELECT string_agg(node_state || attempt, ',' ORDER BY id) FROM movement_nodes) || '/' ||
			(SELECT string_agg(template_state || coalesce(retire_requested_by, '') || coalesce(retired_by, ''), ',' ORDER BY id) FROM movement_templates) || '/' ||
			(SELECT count(*) FROM node_verdicts)::text || coalesce((SELECT string_agg(verdict_state, ',' ORDER BY id) FROM node_verdicts), '') || '/' ||
			(SELECT count(*) FROM callback_outbox)::text || coalesce((SELECT string_agg(callback_state || tries, ',' ORDER BY id) FROM callback_outbox), '')`).Scan(&s))
		return s
	}
	before := snapshot()
	past := timestamppb.New(time.Now().Add(-time.Hour))
	noAuth := context.Background()
	badToken := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer nope")
	create := func(ctx context.Context, r *qtgv1.CreateMovementRequest) error {
		_, err := a.mov.CreateMovement(ctx, r)
		return err
	}
	valid := func() *qtgv1.CreateMovementRequest {
		return &qtgv1.CreateMovementRequest{TemplateName: "pay", ParamsJson: `{"memo":"m"}`, IdempotencyKey: "new-key"}
	}
	with := func(f func(*qtgv1.CreateMovementRequest)) *qtgv1.CreateMovementRequest {
		r := valid()
		f(r)
		return r
	}
	tests := []badInputCase{
		{"no token", func() error { return create(noAuth, valid()) }, codes.Unauthenticated, ""},
		{"unknown token", func() error { return create(badToken, valid()) }, codes.Unauthenticated, ""},
		{"wrong role", func() error { return create(a.as("bob"), valid()) }, codes.PermissionDenied, ""},
		{"viewer approves", func() error {
			_, err := a.mov.ApproveMovement(a.as("vic"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: created.GetMovement().GetPlanHash()})
			return err
		}, codes.PermissionDenied, ""},
		{"template name", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.TemplateName = "Bad Name!" }))
		}, codes.InvalidArgument, "template_name"},
		{"negative version", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.TemplateVersion = -1 }))
		}, codes.InvalidArgument, "template_version"},
		{"params not an object", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `[1]` }))
		}, codes.InvalidArgument, "params_json"},
		{"params not JSON", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `{memo:` }))
		}, codes.InvalidArgument, "params_json"},
		{"oversized params", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `{"memo":"` + strings.Repeat("x", 70_000) + `"}` }))
		}, codes.InvalidArgument, "params_json"},
		{"missing param", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `{}` }))
		}, codes.InvalidArgument, ""},
		{"unknown param", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `{"memo":"m","extra":1}` }))
		}, codes.InvalidArgument, ""},
		{"no idempotency key", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.IdempotencyKey = "" }))
		}, codes.InvalidArgument, "idempotency_key"},
		{"long idempotency key", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.IdempotencyKey = strings.Repeat("k", 201) }))
		}, codes.InvalidArgument, "idempotency_key"},
		{"callback scheme", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.CallbackUrl = "ftp://example.test/x" }))
		}, codes.InvalidArgument, "callback_url"},
		{"expires in the past", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ExpiresAt = past }))
		}, codes.InvalidArgument, "expires_at"},
		{"unknown template", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.TemplateName = "nope" }))
		}, codes.NotFound, ""},
		{"malformed id", func() error {
			_, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: "not-a-uuid"})
			return err
		}, codes.InvalidArgument, "id"},
		{"unknown id", func() error {
			_, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{Id: "01890a5d-ac96-774b-bcce-b302099a8057"})
			return err
		}, codes.NotFound, ""},
		{"malformed plan hash", func() error {
			_, err := a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: id, PlanHash: "xyz"})
			return err
		}, codes.InvalidArgument, "plan_hash"},
		{"page size", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{PageSize: 501})
			return err
		}, codes.InvalidArgument, "page_size"},
		{"page token", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{PageToken: "garbage"})
			return err
		}, codes.InvalidArgument, "page_token"},
		// ListTemplates is paged.
		{"templates page size", func() error {
			_, err := a.tpl.ListTemplates(a.as("vic"), &qtgv1.ListTemplatesRequest{PageSize: 501})
			return err
		}, codes.InvalidArgument, "page_size"},
		{"templates negative page size", func() error {
			_, err := a.tpl.ListTemplates(a.as("vic"), &qtgv1.ListTemplatesRequest{PageSize: -1})
			return err
		}, codes.InvalidArgument, "page_size"},
		{"templates page token", func() error {
			_, err := a.tpl.ListTemplates(a.as("vic"), &qtgv1.ListTemplatesRequest{PageToken: "garbage"})
			return err
		}, codes.InvalidArgument, "page_token"},
		{"templates page token of movements", func() error {
			p, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{PageSize: 1})
			require.NoError(t, err)
			_, err = a.tpl.ListTemplates(a.as("vic"), &qtgv1.ListTemplatesRequest{PageToken: cmp.Or(p.GetNextPageToken(), "e30")})
			return err
		}, codes.InvalidArgument, "page_token"},
		{"health watch without token", func() error {
			w, err := healthpb.NewHealthClient(a.conn).Watch(noAuth, &healthpb.HealthCheckRequest{})
			if err != nil {
				return err
			}
			_, err = w.Recv()
			return err
		}, codes.Unauthenticated, ""},
		{"watch cursor", func() error {
			_, err := a.watch(id, "garbage")
			return err
		}, codes.InvalidArgument, "after_cursor"},
		{"template definition", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "broken", DefinitionJson: `{"nodes":[]}`})
			return err
		}, codes.InvalidArgument, ""},
		{"template cycle", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "cycle", DefinitionJson: `{"nodes":[
				{"key":"a","executor":"noop","config":{},"depends_on":["b"]},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`})
			return err
		}, codes.InvalidArgument, ""},
		{"params NUL escape", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `{"memo":"a\u0000"}` }))
		}, codes.InvalidArgument, "params_json"},
		{"params lone surrogate", func() error {
			return create(a.as("alice"), with(func(r *qtgv1.CreateMovementRequest) { r.ParamsJson = `{"memo":"\ud800"}` }))
		}, codes.InvalidArgument, "params_json"},
		{"cancel reason NUL", func() error {
			_, err := a.mov.CancelMovement(a.as("alice"), &qtgv1.CancelMovementRequest{Id: id, Reason: "x\x00"})
			return err
		}, codes.InvalidArgument, "reason"},
		{"created_by filter NUL", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{CreatedBy: "alice\x00"})
			return err
		}, codes.InvalidArgument, "created_by"},
		{"template definition NUL escape", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "nul", DefinitionJson: `{"nodes":[{"key":"a\u0000","executor":"noop","config":{}}]}`})
			return err
		}, codes.InvalidArgument, "definition_json"},
		{"template ttl overflows a Duration", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "ttl", TtlSeconds: 9223372037,
				DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
			return err
		}, codes.InvalidArgument, "ttl_seconds"},
		{"cancel by another creator", func() error {
			_, err := a.mov.CancelMovement(a.as("dave"), &qtgv1.CancelMovementRequest{Id: id, Reason: "not mine"})
			return err
		}, codes.PermissionDenied, ""},
		{"two authorization headers", func() error {
			return create(metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer x", "authorization", "Bearer y"), valid())
		}, codes.Unauthenticated, "more than one authorization header"},
		{"template unknown executor", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "exec", DefinitionJson: `{"nodes":[{"key":"a","executor":"warp","config":{}}]}`})
			return err
		}, codes.InvalidArgument, "nodes[0].executor"},
	}
	tests = append(tests, moreBadInput(t, a, badInputFixture{
		movementID: id, planHash: created.GetMovement().GetPlanHash(), nodeID: nodeID,
		retiredID: oldID, pendingID: pendingID, activeID: payID, unknown: unknown,
		pendingHash: pending.GetTemplate().GetDefinitionHash(),
	})...)
	require.GreaterOrEqual(t, len(tests), 80, "the battery covers every RPC and field")
	for _, tt := range tests {
		err := tt.call()
		st, _ := status.FromError(err)
		require.Equal(t, tt.code, st.Code(), "%s: %v", tt.name, err)
		require.NotEqual(t, codes.Internal, st.Code(), tt.name)
		if tt.code == codes.InvalidArgument {
			// Every bad field is named in a BadRequest detail.
			fields := badRequestFields(err)
			require.NotEmpty(t, fields, "%s: no BadRequest detail: %v", tt.name, err)
			if tt.field != "" {
				require.Contains(t, fields, tt.field, tt.name)
			}
		} else if tt.field != "" {
			require.Contains(t, st.Message(), tt.field, tt.name)
		}
		require.Equal(t, before, snapshot(), "%s changed the database", tt.name)
	}
}

// badRequestFields lists the fields a status's BadRequest detail names.
func badRequestFields(err error) []string {
	var fields []string
	for _, d := range status.Convert(err).Details() {
		if br, ok := d.(*errdetails.BadRequest); ok {
			for _, v := range br.GetFieldViolations() {
				fields = append(fields, v.GetField())
			}
		}
	}
	return fields
}

// badInputFixture is what moreBadInput's cases refer to.
type badInputFixture struct {
	movementID, planHash, nodeID            string
	retiredID, pendingID, activeID, unknown string
	pendingHash                             string
}

// badInputCase is one call of the battery: the code it must get and, for
// INVALID_ARGUMENT, the field its BadRequest detail must name (else a message part).
type badInputCase struct {
	name  string
	call  func() error
	code  codes.Code
	field string
}

// moreBadInput extends the battery to every RPC and every field.
func moreBadInput(t *testing.T, a *api, f badInputFixture) []badInputCase {
	t.Helper()
	create := func(who string, r *qtgv1.CreateMovementRequest) func() error {
		return func() error {
			if r.TemplateName == "" && r.IdempotencyKey == "" {
				r.TemplateName, r.IdempotencyKey = "pay", "k-battery"
			}
			if r.ParamsJson == "" {
				r.ParamsJson = `{"memo":"m"}`
			}
			_, err := a.mov.CreateMovement(a.as(who), r)
			return err
		}
	}
	cb := func(u string) func() error {
		return create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k-cb", CallbackUrl: u})
	}
	long := strings.Repeat("r", 1001)
	noAuth := context.Background()
	return []badInputCase{
		// CreateMovement: every field.
		{"create empty template name", create("alice", &qtgv1.CreateMovementRequest{IdempotencyKey: "k1"}), codes.InvalidArgument, "template_name"},
		{"create long template name", create("alice", &qtgv1.CreateMovementRequest{TemplateName: strings.Repeat("a", 129), IdempotencyKey: "k1"}), codes.InvalidArgument, "template_name"},
		{"create params null", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k1", ParamsJson: "null"}), codes.InvalidArgument, "params_json"},
		{"create params a string", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k1", ParamsJson: `"x"`}), codes.InvalidArgument, "params_json"},
		{"create key with a control character", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k\x01"}), codes.InvalidArgument, "idempotency_key"},
		{"create key NUL", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k\x00"}), codes.InvalidArgument, "idempotency_key"},
		{"callback metadata address", cb("http://169.254.169.254/latest/meta-data/"), codes.InvalidArgument, "callback_url"},
		{"callback IPv4-mapped IPv6", cb("http://[::ffff:169.254.169.254]/"), codes.InvalidArgument, "callback_url"},
		{"callback loopback", cb("http://127.0.0.1:8080/"), codes.InvalidArgument, "callback_url"},
		{"callback IPv6 loopback", cb("http://[::1]:8080/"), codes.InvalidArgument, "callback_url"},
		{"callback private", cb("https://10.0.0.7/hook"), codes.InvalidArgument, "callback_url"},
		{"callback localhost", cb("http://localhost:9000/"), codes.InvalidArgument, "callback_url"},
		{"callback local name", cb("http://metadata.google.internal/"), codes.InvalidArgument, "callback_url"},
		{"callback decimal address", cb("http://2130706433/"), codes.InvalidArgument, "callback_url"},
		{"callback hex address", cb("http://0x7f000001/"), codes.InvalidArgument, "callback_url"},
		{"callback credentials", cb("https://user:pw@hooks.example.com/"), codes.InvalidArgument, "callback_url"},
		{"callback ssh port", cb("https://hooks.example.com:22/"), codes.InvalidArgument, "callback_url"},
		{"callback port out of range", cb("https://hooks.example.com:70000/"), codes.InvalidArgument, "callback_url"},
		{"callback too long", cb("https://hooks.example.com/" + strings.Repeat("p", 2048)), codes.InvalidArgument, "callback_url"},
		{"callback not absolute", cb("hooks.example.com/x"), codes.InvalidArgument, "callback_url"},
		{"expires too far", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k1",
			ExpiresAt: timestamppb.New(time.Now().Add(100 * 24 * time.Hour))}), codes.InvalidArgument, "expires_at"},
		{"expires invalid", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k1",
			ExpiresAt: &timestamppb.Timestamp{Seconds: 1, Nanos: -1}}), codes.InvalidArgument, "expires_at"},
		{"create several bad fields", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "Bad", IdempotencyKey: "", CallbackUrl: "ftp://x"}), codes.InvalidArgument, "idempotency_key"},
		{"create retired version", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "old", TemplateVersion: 1, IdempotencyKey: "k1", ParamsJson: "{}"}), codes.FailedPrecondition, "RETIRED"},
		{"create retired template, newest", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "old", IdempotencyKey: "k1", ParamsJson: "{}"}), codes.NotFound, ""},
		{"create proposed template", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pending", TemplateVersion: 1, IdempotencyKey: "k1", ParamsJson: "{}"}), codes.FailedPrecondition, ""},
		{"create unknown version", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", TemplateVersion: 99, IdempotencyKey: "k1"}), codes.NotFound, ""},
		{"create as viewer", create("vic", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "k1"}), codes.PermissionDenied, ""},
		{"create key reused with another request", create("alice", &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "ok", ParamsJson: `{"memo":"other"}`}), codes.AlreadyExists, ""},
		// ApproveMovement.
		{"approve malformed id", func() error {
			_, err := a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: "x", PlanHash: f.planHash})
			return err
		}, codes.InvalidArgument, "id"},
		{"approve empty plan hash", func() error {
			_, err := a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: f.movementID})
			return err
		}, codes.InvalidArgument, "plan_hash"},
		{"approve short plan hash", func() error {
			_, err := a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: f.movementID, PlanHash: "abcd"})
			return err
		}, codes.InvalidArgument, "plan_hash"},
		{"approve unknown movement", func() error {
			_, err := a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: f.unknown, PlanHash: f.planHash})
			return err
		}, codes.NotFound, ""},
		{"approve another plan", func() error {
			_, err := a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: f.movementID, PlanHash: strings.Repeat("ab", 32)})
			return err
		}, codes.FailedPrecondition, ""},
		{"approve as creator", func() error {
			_, err := a.mov.ApproveMovement(a.as("alice"), &qtgv1.ApproveMovementRequest{Id: f.movementID, PlanHash: f.planHash})
			return err
		}, codes.PermissionDenied, ""},
		// CancelMovement.
		{"cancel malformed id", func() error {
			_, err := a.mov.CancelMovement(a.as("alice"), &qtgv1.CancelMovementRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"cancel reason too long", func() error {
			_, err := a.mov.CancelMovement(a.as("alice"), &qtgv1.CancelMovementRequest{Id: f.movementID, Reason: long})
			return err
		}, codes.InvalidArgument, "reason"},
		{"cancel unknown movement", func() error {
			_, err := a.mov.CancelMovement(a.as("ops1"), &qtgv1.CancelMovementRequest{Id: f.unknown})
			return err
		}, codes.NotFound, ""},
		{"cancel as viewer", func() error {
			_, err := a.mov.CancelMovement(a.as("vic"), &qtgv1.CancelMovementRequest{Id: f.movementID})
			return err
		}, codes.PermissionDenied, ""},
		// GetMovement, ListMovements, WatchMovement.
		{"get empty id", func() error {
			_, err := a.mov.GetMovement(a.as("vic"), &qtgv1.GetMovementRequest{})
			return err
		}, codes.InvalidArgument, "id"},
		{"get without token", func() error {
			_, err := a.mov.GetMovement(noAuth, &qtgv1.GetMovementRequest{Id: f.movementID})
			return err
		}, codes.Unauthenticated, ""},
		{"list unknown state", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{States: []qtgv1.MovementState{99}})
			return err
		}, codes.InvalidArgument, "states[0]"},
		{"list unspecified state", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{States: []qtgv1.MovementState{qtgv1.MovementState_MOVEMENT_STATE_COMPLETED, 0}})
			return err
		}, codes.InvalidArgument, "states[1]"},
		{"list bad template name", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{TemplateName: "Bad Name"})
			return err
		}, codes.InvalidArgument, "template_name"},
		{"list long created_by", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{CreatedBy: strings.Repeat("c", 201)})
			return err
		}, codes.InvalidArgument, "created_by"},
		{"list negative page size", func() error {
			_, err := a.mov.ListMovements(a.as("vic"), &qtgv1.ListMovementsRequest{PageSize: -1})
			return err
		}, codes.InvalidArgument, "page_size"},
		{"watch malformed id", func() error {
			_, err := a.watch("x", "")
			return err
		}, codes.InvalidArgument, "id"},
		{"watch unknown movement", func() error {
			_, err := a.watch(f.unknown, "")
			return err
		}, codes.NotFound, ""},
		// ProposeTemplate.
		{"propose bad name", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "-x", DefinitionJson: `{"nodes":[]}`})
			return err
		}, codes.InvalidArgument, "name"},
		{"propose empty definition", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "empty"})
			return err
		}, codes.InvalidArgument, "definition_json"},
		{"propose oversized definition", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "big", DefinitionJson: `{"x":"` + strings.Repeat("x", 1<<20) + `"}`})
			return err
		}, codes.InvalidArgument, "definition_json"},
		{"propose negative ttl", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("ops1"), &qtgv1.ProposeTemplateRequest{Name: "ttl", TtlSeconds: -1, DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
			return err
		}, codes.InvalidArgument, "ttl_seconds"},
		{"propose as creator", func() error {
			_, err := a.tpl.ProposeTemplate(a.as("alice"), &qtgv1.ProposeTemplateRequest{Name: "mine", DefinitionJson: `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`})
			return err
		}, codes.PermissionDenied, ""},
		// ApproveTemplate.
		{"approve template malformed id", func() error {
			_, err := a.tpl.ApproveTemplate(a.as("ops2"), &qtgv1.ApproveTemplateRequest{Id: "x", DefinitionHash: f.pendingHash})
			return err
		}, codes.InvalidArgument, "id"},
		{"approve template bad hash", func() error {
			_, err := a.tpl.ApproveTemplate(a.as("ops2"), &qtgv1.ApproveTemplateRequest{Id: f.pendingID, DefinitionHash: "zz"})
			return err
		}, codes.InvalidArgument, "definition_hash"},
		{"approve template unknown", func() error {
			_, err := a.tpl.ApproveTemplate(a.as("ops2"), &qtgv1.ApproveTemplateRequest{Id: f.unknown, DefinitionHash: f.pendingHash})
			return err
		}, codes.NotFound, ""},
		{"approve template another definition", func() error {
			_, err := a.tpl.ApproveTemplate(a.as("ops2"), &qtgv1.ApproveTemplateRequest{Id: f.pendingID, DefinitionHash: strings.Repeat("cd", 32)})
			return err
		}, codes.FailedPrecondition, "definition hash"},
		{"approve own template", func() error {
			_, err := a.tpl.ApproveTemplate(a.as("ops1"), &qtgv1.ApproveTemplateRequest{Id: f.pendingID, DefinitionHash: f.pendingHash})
			return err
		}, codes.PermissionDenied, ""},
		{"approve an active template", func() error {
			_, err := a.tpl.ApproveTemplate(a.as("ops2"), &qtgv1.ApproveTemplateRequest{Id: f.activeID, DefinitionHash: f.pendingHash})
			return err
		}, codes.FailedPrecondition, ""},
		// RejectTemplate.
		{"reject template malformed id", func() error {
			_, err := a.tpl.RejectTemplate(a.as("ops2"), &qtgv1.RejectTemplateRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"reject template reason too long", func() error {
			_, err := a.tpl.RejectTemplate(a.as("ops2"), &qtgv1.RejectTemplateRequest{Id: f.pendingID, Reason: long})
			return err
		}, codes.InvalidArgument, "reason"},
		{"reject template unknown", func() error {
			_, err := a.tpl.RejectTemplate(a.as("ops2"), &qtgv1.RejectTemplateRequest{Id: f.unknown})
			return err
		}, codes.NotFound, ""},
		{"reject an active template", func() error {
			_, err := a.tpl.RejectTemplate(a.as("ops2"), &qtgv1.RejectTemplateRequest{Id: f.activeID})
			return err
		}, codes.FailedPrecondition, ""},
		// GetTemplate, ListTemplates.
		{"get template neither id nor name", func() error {
			_, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{})
			return err
		}, codes.InvalidArgument, "id"},
		{"get template both id and name", func() error {
			_, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Id: f.activeID, Name: "pay"})
			return err
		}, codes.InvalidArgument, "id"},
		{"get template malformed id", func() error {
			_, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"get template bad name", func() error {
			_, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Name: "Bad Name"})
			return err
		}, codes.InvalidArgument, "name"},
		{"get template unknown id", func() error {
			_, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Id: f.unknown})
			return err
		}, codes.NotFound, ""},
		{"get retired template by name", func() error {
			_, err := a.tpl.GetTemplate(a.as("vic"), &qtgv1.GetTemplateRequest{Name: "old"})
			return err
		}, codes.NotFound, ""},
		{"list templates bad name", func() error {
			_, err := a.tpl.ListTemplates(a.as("vic"), &qtgv1.ListTemplatesRequest{Name: "Bad Name"})
			return err
		}, codes.InvalidArgument, "name"},
		{"list templates unknown state", func() error {
			_, err := a.tpl.ListTemplates(a.as("vic"), &qtgv1.ListTemplatesRequest{States: []qtgv1.TemplateState{42}})
			return err
		}, codes.InvalidArgument, "states[0]"},
		// RetireTemplate.
		{"retire malformed id", func() error {
			_, err := a.tpl.RetireTemplate(a.as("ops1"), &qtgv1.RetireTemplateRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"retire reason too long", func() error {
			_, err := a.tpl.RetireTemplate(a.as("ops1"), &qtgv1.RetireTemplateRequest{Id: f.activeID, Reason: long})
			return err
		}, codes.InvalidArgument, "reason"},
		{"retire reason NUL", func() error {
			_, err := a.tpl.RetireTemplate(a.as("ops1"), &qtgv1.RetireTemplateRequest{Id: f.activeID, Reason: "a\x00"})
			return err
		}, codes.InvalidArgument, "reason"},
		{"retire unknown", func() error {
			_, err := a.tpl.RetireTemplate(a.as("ops1"), &qtgv1.RetireTemplateRequest{Id: f.unknown})
			return err
		}, codes.NotFound, ""},
		{"retire a proposal", func() error {
			_, err := a.tpl.RetireTemplate(a.as("ops1"), &qtgv1.RetireTemplateRequest{Id: f.pendingID})
			return err
		}, codes.FailedPrecondition, ""},
		{"retire as viewer", func() error {
			_, err := a.tpl.RetireTemplate(a.as("vic"), &qtgv1.RetireTemplateRequest{Id: f.activeID})
			return err
		}, codes.PermissionDenied, ""},
		{"retire as creator", func() error {
			_, err := a.tpl.RetireTemplate(a.as("alice"), &qtgv1.RetireTemplateRequest{Id: f.activeID})
			return err
		}, codes.PermissionDenied, ""},
		// OpsService.
		{"workers as creator", func() error {
			_, err := a.ops.ListWorkers(a.as("alice"), &qtgv1.ListWorkersRequest{})
			return err
		}, codes.PermissionDenied, ""},
		{"executors without token", func() error {
			_, err := a.ops.ListExecutors(noAuth, &qtgv1.ListExecutorsRequest{})
			return err
		}, codes.Unauthenticated, ""},
		{"backlog as approver", func() error {
			_, err := a.ops.GetBacklog(a.as("bob"), &qtgv1.GetBacklogRequest{})
			return err
		}, codes.PermissionDenied, ""},
		{"verify audit as viewer", func() error {
			_, err := a.ops.VerifyAuditLog(a.as("vic"), &qtgv1.VerifyAuditLogRequest{})
			return err
		}, codes.PermissionDenied, ""},
		{"audit head without token", func() error {
			_, err := a.ops.GetAuditHead(noAuth, &qtgv1.GetAuditHeadRequest{})
			return err
		}, codes.Unauthenticated, ""},
		{"dead callbacks malformed movement", func() error {
			_, err := a.ops.ListDeadCallbacks(a.as("ops1"), &qtgv1.ListDeadCallbacksRequest{MovementId: "x"})
			return err
		}, codes.InvalidArgument, "movement_id"},
		{"dead callbacks page size", func() error {
			_, err := a.ops.ListDeadCallbacks(a.as("ops1"), &qtgv1.ListDeadCallbacksRequest{PageSize: 100000})
			return err
		}, codes.InvalidArgument, "page_size"},
		{"dead callbacks page token", func() error {
			_, err := a.ops.ListDeadCallbacks(a.as("ops1"), &qtgv1.ListDeadCallbacksRequest{PageToken: "garbage"})
			return err
		}, codes.InvalidArgument, "page_token"},
		{"retry callback malformed id", func() error {
			_, err := a.ops.RetryCallback(a.as("ops1"), &qtgv1.RetryCallbackRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"retry callback unknown", func() error {
			_, err := a.ops.RetryCallback(a.as("ops1"), &qtgv1.RetryCallbackRequest{Id: f.unknown})
			return err
		}, codes.NotFound, ""},
		{"retry callback as viewer", func() error {
			_, err := a.ops.RetryCallback(a.as("vic"), &qtgv1.RetryCallbackRequest{Id: f.unknown})
			return err
		}, codes.PermissionDenied, ""},
		{"verdict malformed node", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: "x", Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, Reason: "r"})
			return err
		}, codes.InvalidArgument, "node_id"},
		{"verdict attempt zero", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, Reason: "r"})
			return err
		}, codes.InvalidArgument, "attempt"},
		{"verdict kind unspecified", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1, Reason: "r"})
			return err
		}, codes.InvalidArgument, "verdict"},
		{"verdict without reason", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED})
			return err
		}, codes.InvalidArgument, "reason"},
		{"verdict sent without evidence", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT, Reason: "r"})
			return err
		}, codes.InvalidArgument, "tx_hash"},
		{"verdict tx hash with spaces", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT, TxHash: "0x 12", Reason: "r"})
			return err
		}, codes.InvalidArgument, "tx_hash"},
		{"verdict external id with spaces", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_SENT, ExternalId: "a b", Reason: "r"})
			return err
		}, codes.InvalidArgument, "external_id"},
		{"verdict unknown node", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.unknown, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, Reason: "r"})
			return err
		}, codes.NotFound, ""},
		{"verdict node not UNKNOWN", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("ops1"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, Reason: "r"})
			return err
		}, codes.FailedPrecondition, ""},
		{"verdict as viewer", func() error {
			_, err := a.ops.ProposeNodeVerdict(a.as("vic"), &qtgv1.ProposeNodeVerdictRequest{NodeId: f.nodeID, Attempt: 1,
				Verdict: qtgv1.NodeVerdictKind_NODE_VERDICT_KIND_FAILED, Reason: "r"})
			return err
		}, codes.PermissionDenied, ""},
		{"approve verdict malformed id", func() error {
			_, err := a.ops.ApproveNodeVerdict(a.as("ops2"), &qtgv1.ApproveNodeVerdictRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"approve verdict unknown", func() error {
			_, err := a.ops.ApproveNodeVerdict(a.as("ops2"), &qtgv1.ApproveNodeVerdictRequest{Id: f.unknown})
			return err
		}, codes.NotFound, ""},
		{"reject verdict malformed id", func() error {
			_, err := a.ops.RejectNodeVerdict(a.as("ops2"), &qtgv1.RejectNodeVerdictRequest{Id: "x"})
			return err
		}, codes.InvalidArgument, "id"},
		{"reject verdict unknown", func() error {
			_, err := a.ops.RejectNodeVerdict(a.as("ops2"), &qtgv1.RejectNodeVerdictRequest{Id: f.unknown, Reason: "r"})
			return err
		}, codes.NotFound, ""},
		{"list verdicts malformed movement", func() error {
			_, err := a.ops.ListNodeVerdicts(a.as("ops1"), &qtgv1.ListNodeVerdictsRequest{MovementId: "x"})
			return err
		}, codes.InvalidArgument, "movement_id"},
		{"list verdicts unknown state", func() error {
			_, err := a.ops.ListNodeVerdicts(a.as("ops1"), &qtgv1.ListNodeVerdictsRequest{States: []qtgv1.NodeVerdictState{77}})
			return err
		}, codes.InvalidArgument, "states[0]"},
	}
}
