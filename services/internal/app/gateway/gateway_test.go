package gateway_test

import (
	"context"
	"math/big"
	"net"
	"testing"
	"time"

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
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/gateway"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// principals of these tests and their roles.
var principals = map[string][]string{
	"alice": {"creator"}, "dave": {"creator"}, "bob": {"approver"}, "carol": {"approver"}, "ops1": {"operator"}, "ops2": {"operator"}, "vic": {"viewer"},
	"erin": {"approver"},
}

// bundle is a gateway served in-process over real gRPC (TCP on localhost), with the
// core workers in-process too (driven batch by batch), all connected as a member of
// the network role, as a deployment is; admin is the database owner, for assertions
// and for tampering.
type bundle struct {
	admin   *pgxpool.Pool
	mov     qtgv1.MovementServiceClient
	tpl     qtgv1.TemplateServiceClient
	ops     qtgv1.OpsServiceClient
	holds   qtgv1.HoldServiceClient
	addrs   qtgv1.AddressBookServiceClient
	policy  qtgv1.PolicyServiceClient
	session qtgv1.SessionServiceClient
	// httpURL is the same gateway's HTTP/JSON listener (http://127.0.0.1:port).
	httpURL    string
	dispatcher *engine.Dispatcher
	observer   *engine.Observer
	recovery   *engine.Recovery
}

// setupOption changes setup's fixture (testfix.Option) or its gateway's Config.
type setupOption struct {
	fixture testfix.Option
	gateway func(*gateway.Config)
}

// withFixture passes o to setup's testfix.New.
func withFixture(o testfix.Option) setupOption { return setupOption{fixture: o} }

// withConfig changes setup's gateway Config before the gateway is built.
func withConfig(f func(*gateway.Config)) setupOption { return setupOption{gateway: f} }

// setup serves a gateway; each option may change its fixture or its Config first.
func setup(t *testing.T, options ...setupOption) *bundle {
	t.Helper()
	ctx := context.Background()
	opts := []testfix.Option{testfix.UseLoginPool()}
	for _, o := range options {
		if o.fixture != nil {
			opts = append(opts, o.fixture)
		}
	}
	f := testfix.New(t, opts...)
	admin, reg := f.Pool, f.Registry

	tokens, err := gateway.ParseTokens(testfix.TokensFile(t, principals, func(name string) string { return "token-" + name }))
	require.NoError(t, err)
	cfg := gateway.Config{Pool: db.Wrap(f.GatewayLogin), Network: db.Testnet, Registry: reg, Tokens: tokens, Logger: zerolog.Nop(),
		Drills: gateway.DrillLimits{MaxAmount: big.NewInt(drillMax), Recipients: []string{drillSigner}}}
	for _, o := range options {
		if o.gateway != nil {
			o.gateway(&cfg)
		}
	}
	srv, err := gateway.New(cfg)
	require.NoError(t, err)
	var lc net.ListenConfig
	l, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hl, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	serveCtx, stop := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- srv.ServeListeners(serveCtx, gateway.Listeners{GRPC: l, HTTP: hl}) }()
	conn, err := grpc.NewClient(l.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = conn.Close()
		stop()
		require.NoError(t, <-served)
	})

	ecfg := f.EngineConfig()
	ecfg.MaxRetryBackoff, ecfg.UnknownRetry = 5*time.Millisecond, time.Millisecond
	b := &bundle{admin: admin, mov: qtgv1.NewMovementServiceClient(conn), tpl: qtgv1.NewTemplateServiceClient(conn), ops: qtgv1.NewOpsServiceClient(conn),
		holds: qtgv1.NewHoldServiceClient(conn), addrs: qtgv1.NewAddressBookServiceClient(conn), policy: qtgv1.NewPolicyServiceClient(conn),
		session: qtgv1.NewSessionServiceClient(conn), httpURL: "http://" + hl.Addr().String()}
	b.dispatcher, err = engine.NewDispatcher(ecfg)
	require.NoError(t, err)
	b.observer, err = engine.NewObserver(ecfg)
	require.NoError(t, err)
	b.recovery, err = engine.NewRecovery(ecfg)
	require.NoError(t, err)
	return b
}

// The drill limits of setup's gateway: StartDrill refuses more than drillMax, and any
// recipient but drillSigner (as the chain configuration's signers would be).
const (
	drillMax    = 1_000_000
	drillSigner = "0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
)

// as returns a context authenticated as the principal.
func as(name string) context.Context {
	return metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer token-"+name)
}

// template proposes (ops1) and approves (ops2) a template through the API.
func (b *bundle) template(t *testing.T, name, definition string) *qtgv1.Template {
	t.Helper()
	p, err := b.tpl.ProposeTemplate(as("ops1"), &qtgv1.ProposeTemplateRequest{Name: name, DefinitionJson: definition})
	require.NoError(t, err)
	a, err := b.tpl.ApproveTemplate(as("ops2"), &qtgv1.ApproveTemplateRequest{Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash()})
	require.NoError(t, err)
	return a.GetTemplate()
}

// start creates (alice) and approves (bob) a movement through the API.
func (b *bundle) start(t *testing.T, template string) *qtgv1.Movement {
	t.Helper()
	c, err := b.mov.CreateMovement(as("alice"), &qtgv1.CreateMovementRequest{TemplateName: template, IdempotencyKey: uuid.NewString()})
	require.NoError(t, err)
	require.EqualValues(t, 2, c.GetMovement().GetPlanFormat(), "created movements are hashed in plan format 2")
	a, err := b.mov.ApproveMovement(as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	return a.GetMovement()
}

// get reads a movement with its nodes.
func (b *bundle) get(t *testing.T, id string) *qtgv1.Movement {
	t.Helper()
	g, err := b.mov.GetMovement(as("vic"), &qtgv1.GetMovementRequest{Id: id})
	require.NoError(t, err)
	return g.GetMovement()
}

// nodeStates maps a movement's node keys to their states.
func (b *bundle) nodeStates(t *testing.T, id string) map[string]qtgv1.NodeState {
	t.Helper()
	out := map[string]qtgv1.NodeState{}
	for _, n := range b.get(t, id).GetNodes() {
		out[n.GetKey()] = n.GetState()
	}
	return out
}

// node returns a movement's node by key.
func (b *bundle) node(t *testing.T, id, key string) *qtgv1.Node {
	t.Helper()
	for _, n := range b.get(t, id).GetNodes() {
		if n.GetKey() == key {
			return n
		}
	}
	t.Fatalf("movement %s has no node %s", id, key)
	return nil
}

// dispatch, observe and recover run one batch of each worker.
func (b *bundle) dispatch(t *testing.T) {
	t.Helper()
	_, err := b.dispatcher.Batch(context.Background())
	require.NoError(t, err)
	b.dispatcher.Wait()
}

func (b *bundle) observe(t *testing.T) {
	t.Helper()
	_, err := b.observer.Batch(context.Background())
	require.NoError(t, err)
}

func (b *bundle) recover(t *testing.T) {
	t.Helper()
	_, err := b.recovery.Batch(context.Background())
	require.NoError(t, err)
}

// until drives the workers until cond holds.
func (b *bundle) until(t *testing.T, cond func() bool) {
	t.Helper()
	require.Eventually(t, func() bool {
		b.dispatch(t)
		b.observe(t)
		b.recover(t)
		return cond()
	}, 20*time.Second, 2*time.Millisecond)
}

func (b *bundle) scalar(t *testing.T, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, b.admin.QueryRow(context.Background(), sql, args...).Scan(&n), sql)
	return n
}

// audit is one audit event not yet promoted (audit_outbox_events).
type audit struct {
	Actor, EntityType, Action string
	Detail                    map[string]any
}

// audits returns the audit rows of an entity, oldest first.
func (b *bundle) audits(t *testing.T, entityID string) []audit {
	t.Helper()
	rows, err := b.admin.Query(context.Background(), `SELECT actor, entity_type, action, detail FROM audit_outbox_events WHERE entity_id = $1 ORDER BY id`, entityID)
	require.NoError(t, err)
	defer rows.Close()
	var out []audit
	for rows.Next() {
		var a audit
		require.NoError(t, rows.Scan(&a.Actor, &a.EntityType, &a.Action, &a.Detail))
		out = append(out, a)
	}
	require.NoError(t, rows.Err())
	return out
}
