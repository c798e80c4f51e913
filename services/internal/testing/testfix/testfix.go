// Package testfix builds what most QTG package tests start from: a fresh migrated
// database, an executor registry (noop unless a test brings its own), a template
// compiler on it, a movement service, approved templates and approved movements. Tests
// used to rebuild that chain by hand in every package; they call New and the helpers
// below instead, and keep only what is particular to them.
//
// Only tests import this package.
package testfix

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
)

// Principals the helpers act as: templates are proposed by Proposer and approved by
// TemplateApprover, movements created by Creator and approved by Approver (four eyes
// each time).
const (
	Proposer         = "alice"
	TemplateApprover = "bob"
	Creator          = "carol"
	Approver         = "dave"
	// Instance is the worker instance name of EngineConfig.
	Instance = "test"
)

// Fixture is one test's database with a movement service on it.
type Fixture struct {
	// DB is the test's database (dbtest), for a login pool or a second network.
	DB *dbtest.Database
	// Pool is the testnet pool as the database owner: assertions and tampering go
	// through it; unless UseLoginPool, so do the registry and the service.
	Pool *pgxpool.Pool
	// Login is the testnet pool as a member of the network role, as a worker's
	// deployment connects; nil unless UseLoginPool.
	Login *pgxpool.Pool
	// GatewayLogin is the testnet pool as the gateway connects (a member of the
	// network role and the gateway role, which alone writes plans and approvals);
	// nil unless UseLoginPool.
	GatewayLogin *pgxpool.Pool
	// Registry holds the executors (noop by default).
	Registry *executor.Registry
	// Compiler compiles templates against Registry.
	Compiler *compiler.Compiler
	// Svc is the movement service, as the gateway runs it: on GatewayLogin with
	// UseLoginPool, on Pool otherwise.
	Svc *movement.Service
}

type options struct {
	executors func(pool *pgxpool.Pool) []executor.Executor
	login     bool
	db        *dbtest.Database
}

// Option changes what New builds.
type Option func(*options)

// Executors registers what build returns instead of noop. build gets the pool the
// workers use (see UseLoginPool).
func Executors(build func(pool *pgxpool.Pool) []executor.Executor) Option {
	return func(o *options) { o.executors = build }
}

// UseLoginPool runs the registry on a pool that connects as the engine workers' login
// (a member of the network role and of the dispatcher's, observer's and recovery's job
// roles, as the all-in-one qtg does), and the service on one that connects as the
// gateway does, rather than both as the database owner.
func UseLoginPool() Option {
	return func(o *options) { o.login = true }
}

// OnDatabase builds on d instead of a fresh database, for a test that needs the
// database before it can build its executors.
func OnDatabase(d *dbtest.Database) Option {
	return func(o *options) { o.db = d }
}

// New builds a Fixture on a fresh migrated database (testnet schema).
func New(t testing.TB, opts ...Option) *Fixture {
	t.Helper()
	o := options{executors: func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{noop.New(db.Wrap(pool), Instance)}
	}}
	for _, opt := range opts {
		opt(&o)
	}
	d := o.db
	if d == nil {
		d = dbtest.New(t)
	}
	f := &Fixture{DB: d, Pool: d.Pool(t, db.Testnet)}
	workers, gateway := f.Pool, f.Pool
	if o.login {
		f.Login = f.OpenLogin(t)
		workers = f.Login
		f.GatewayLogin = f.OpenGatewayLogin(t)
		gateway = f.GatewayLogin
	}
	var err error
	f.Registry, err = executor.NewRegistry(o.executors(workers)...)
	require.NoError(t, err)
	f.Compiler, err = compiler.New(f.Registry, compiler.Limits{})
	require.NoError(t, err)
	f.Svc = movement.New(db.Wrap(gateway), f.Compiler)
	return f
}

// OpenGatewayLogin opens another testnet pool as the gateway's login connects
// (grants apply), closed at the end of the test.
func (f *Fixture) OpenGatewayLogin(t testing.TB) *pgxpool.Pool {
	t.Helper()
	login, err := db.OpenPGX(context.Background(), f.DB.GatewayLoginURL(t, db.Testnet), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	return login
}

// OpenLogin opens another testnet pool as a deployable hosting jobs connects (grants
// apply; no jobs: the engine workers', see dbtest.LoginURL), closed at the end of the
// test.
func (f *Fixture) OpenLogin(t testing.TB, jobs ...string) *pgxpool.Pool {
	t.Helper()
	login, err := db.OpenPGX(context.Background(), f.DB.LoginURL(t, db.Testnet, jobs...), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	return login
}

// WorkerPool is the pool the registry uses: Login with UseLoginPool, Pool otherwise.
func (f *Fixture) WorkerPool() *pgxpool.Pool {
	if f.Login != nil {
		return f.Login
	}
	return f.Pool
}

// Workers is WorkerPool behind package db, the way services take it.
func (f *Fixture) Workers() *db.Pool { return db.Wrap(f.WorkerPool()) }

// Template proposes (Proposer) and approves (TemplateApprover) a template, and returns
// it as proposed.
func (f *Fixture) Template(t testing.TB, name, definition string) *db.Template {
	t.Helper()
	ctx := context.Background()
	tmpl, err := f.Svc.ProposeTemplate(ctx, name, []byte(definition), Proposer, 0)
	require.NoError(t, err)
	require.NoError(t, f.Svc.ApproveTemplate(ctx, tmpl.ID, TemplateApprover, tmpl.DefinitionHash))
	return tmpl
}

// UniqueTemplate is Template under a fresh name starting with prefix; it returns the
// name.
func (f *Fixture) UniqueTemplate(t testing.TB, prefix, definition string) string {
	t.Helper()
	name := prefix + "-" + uuid.NewString()[:8]
	f.Template(t, name, definition)
	return name
}

// Create creates a movement (not approved). Empty fields default: Params to {},
// IdempotencyKey to a fresh UUID, CreatedBy to Creator.
func (f *Fixture) Create(t testing.TB, in movement.CreateInput) *db.Movement {
	t.Helper()
	if in.Params == nil {
		in.Params = json.RawMessage(`{}`)
	}
	if in.IdempotencyKey == "" {
		in.IdempotencyKey = uuid.NewString()
	}
	if in.CreatedBy == "" {
		in.CreatedBy = Creator
	}
	req, _, err := f.Svc.Create(context.Background(), in)
	require.NoError(t, err)
	return &req.Movement
}

// Movement creates (see Create) and approves (Approver) a movement: its nodes are
// READY for a dispatcher.
func (f *Fixture) Movement(t testing.TB, in movement.CreateInput) *db.Movement {
	t.Helper()
	req := f.Create(t, in)
	_, err := f.Svc.Approve(context.Background(), req.ID, Approver, req.PlanHash)
	require.NoError(t, err)
	return req
}

// EngineConfig is a core-worker config on the worker pool and Registry with fast
// retries, for tests that drive the engine batch by batch.
func (f *Fixture) EngineConfig() engine.Config {
	return engine.Config{
		Pool: f.Workers(), Registry: f.Registry, Instance: Instance, Logger: zerolog.Nop(),
		RetryBackoff: time.Millisecond,
	}
}

// Count runs a query returning one integer on Pool (as the owner).
func (f *Fixture) Count(t testing.TB, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, f.Pool.QueryRow(context.Background(), sql, args...).Scan(&n), sql)
	return n
}

// WaitFor polls cond every few milliseconds until it holds, and fails the test when it
// does not within 30 seconds; what names the condition in the failure.
func WaitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// PhaseIntent returns the movement's one node as the engine hands it to its executor
// (progress as it is now) with the intent of the given phase (the intent payload's
// "phase", as the multi-phase executors write it), for tests that ask an executor
// about a phase it already went through.
func (f *Fixture) PhaseIntent(t testing.TB, movementID uuid.UUID, phase string) (executor.Node, executor.Intent) {
	t.Helper()
	var n executor.Node
	var in executor.Intent
	var txHash, externalID *string
	require.NoError(t, f.Pool.QueryRow(context.Background(), `SELECT n.id, n.movement_id, n.node_key, n.executor_key, n.node_config,
			n.attempt, n.progress, i.id, i.attempt, i.lane, i.payload, i.signed_tx, i.tx_hash, i.external_id
		FROM movement_nodes n JOIN node_intents i ON i.node_id = n.id
		WHERE n.movement_id = $1 AND i.payload->>'phase' = $2`, movementID, phase).
		Scan(&n.ID, &n.MovementID, &n.Key, &n.ExecutorKey, &n.Config, &n.Attempt, &n.Progress,
			&in.ID, &in.Attempt, &in.Lane, &in.Payload, &in.SignedTx, &txHash, &externalID))
	in.NodeID = n.ID
	if txHash != nil {
		in.TxHash = *txHash
	}
	if externalID != nil {
		in.ExternalID = *externalID
	}
	return n, in
}

// PassDeadline moves movement id's deadline into the past (a second before the
// database's now), as time passing would: MoveDeadline(t, owner, id, -time.Second).
func PassDeadline(t testing.TB, owner *pgxpool.Pool, id uuid.UUID) {
	t.Helper()
	MoveDeadline(t, owner, id, -time.Second)
}

// MoveDeadline sets movement id's deadline to the database's now plus offset, and with
// it the plan hash: the hash of a plan of
// format 2 covers the deadline (nodeconfig.VerifyPlan holds the nodes of a movement
// whose deadline changed alone), so the test writes what a movement approved with that
// deadline would hold. One transaction as the owner (pool), the plan's trigger off
// inside it only. Approval refuses an expired movement, so tests set the deadline after
// approving.
func MoveDeadline(t testing.TB, owner *pgxpool.Pool, id uuid.UUID, offset time.Duration) {
	t.Helper()
	ctx := context.Background()
	var at time.Time
	require.NoError(t, owner.QueryRow(ctx, `SELECT now() + make_interval(secs => $1)`, offset.Seconds()).Scan(&at))
	plans, err := db.Wrap(owner).Movements().StoredPlans(ctx, []uuid.UUID{id})
	require.NoError(t, err)
	p, ok := plans[id]
	require.True(t, ok, "movement %s has no stored plan", id)
	p.ExpiresAt = &at
	sum, err := nodeconfig.PlanHash(p)
	require.NoError(t, err)
	tx, err := owner.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	for _, stmt := range []struct {
		sql  string
		args []any
	}{
		{`ALTER TABLE movements DISABLE TRIGGER movements_plan_immutable`, nil},
		{`UPDATE movements SET expires_at = $2, plan_hash = $3 WHERE id = $1`, []any{id, at, sum[:]}},
		{`ALTER TABLE movements ENABLE TRIGGER movements_plan_immutable`, nil},
	} {
		_, err := tx.Exec(ctx, stmt.sql, stmt.args...)
		require.NoError(t, err, stmt.sql)
	}
	require.NoError(t, tx.Commit(ctx))
}
