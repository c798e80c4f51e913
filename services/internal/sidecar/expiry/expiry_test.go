package expiry_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/sidecar/expiry"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type bundle struct {
	*testfix.Fixture
	pool      *pgxpool.Pool
	svc       *movement.Service
	gate      *testfix.Gate
	ecfg      engine.Config
	movements *expiry.Movements
	proposals *expiry.Proposals
	template  string
}

func setup(t *testing.T) *bundle {
	t.Helper()
	var gate *testfix.Gate
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		gate = testfix.NewGate(noop.New(db.Wrap(pool), testfix.Instance))
		return []executor.Executor{gate}
	}))
	b := &bundle{Fixture: f, pool: f.Pool, svc: f.Svc, gate: gate, ecfg: f.EngineConfig()}
	// Each sidecar on its own login (its job role's grants).
	cfg := expiry.Config{Pool: db.Wrap(f.OpenLogin(t, db.JobExpirationChecker)), Instance: "test", Logger: zerolog.Nop()}
	var err error
	b.movements, err = expiry.NewMovements(cfg)
	require.NoError(t, err)
	cfg.Pool = db.Wrap(f.OpenLogin(t, db.JobTemplateProposalExpiration))
	b.proposals, err = expiry.NewProposals(cfg)
	require.NoError(t, err)
	b.template = f.UniqueTemplate(t, "exp", `{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	return b
}

// create makes a movement with a deadline an hour away, approved when approve is set.
func (b *bundle) create(t *testing.T, approve bool, callbackURL string) uuid.UUID {
	t.Helper()
	deadline := time.Now().Add(time.Hour)
	in := movement.CreateInput{TemplateName: b.template, ExpiresAt: &deadline, CallbackURL: callbackURL}
	if approve {
		return b.Movement(t, in).ID
	}
	return b.Create(t, in).ID
}

// pastDeadline moves a movement's deadline into the past (approval refuses an expired
// movement, so tests set the deadline after approving).
func (b *bundle) pastDeadline(t *testing.T, id uuid.UUID) {
	t.Helper()
	testfix.PassDeadline(t, b.pool, id)
}

func (b *bundle) state(t *testing.T, id uuid.UUID) string {
	t.Helper()
	var s string
	require.NoError(t, b.pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&s))
	return s
}

func TestExpiresMovementsNotStarted(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	pending := b.create(t, false, "")
	approved := b.create(t, true, "https://hooks.example.com/qtg")
	notYet := b.create(t, true, "")
	b.pastDeadline(t, pending)
	b.pastDeadline(t, approved)

	n, err := b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 2, n)
	for id, from := range map[uuid.UUID]string{pending: "PENDING_APPROVAL", approved: "APPROVED"} {
		require.Equal(t, "EXPIRED", b.state(t, id))
		require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM movements WHERE id = $1 AND finished_at IS NOT NULL AND failure_reason <> ''`, id))
		require.Equal(t, 2, b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'CANCELLED' AND finished_at IS NOT NULL`, id),
			"nodes that never started are cancelled")
		require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = $2 AND actor = 'expiration-checker/test'`,
			id.String(), from+"->EXPIRED"))
	}
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM callback_outbox WHERE movement_id = $1 AND event_type = 'movement.expired'
		AND payload = jsonb_build_object('movement_id', $1::uuid, 'state', 'EXPIRED')`, approved), "movement.expired callback queued")
	require.Zero(t, b.Count(t, `SELECT count(*)::int FROM callback_outbox WHERE movement_id = $1 AND event_type = 'movement.expired'`, pending),
		"no callback without a callback URL")
	require.Equal(t, "APPROVED", b.state(t, notYet))

	n, err = b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "nothing left to expire")

	// An expired movement is never dispatched.
	d, err := engine.NewDispatcher(b.ecfg)
	require.NoError(t, err)
	close(b.gate.Release)
	_, err = d.Batch(ctx)
	require.NoError(t, err)
	d.Wait()
	require.Zero(t, b.Count(t, `SELECT count(*)::int FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id
		WHERE n.movement_id = ANY($1)`, []uuid.UUID{pending, approved}))
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id
		WHERE n.movement_id = $1`, notYet), "the movement still in time runs")
}

// A movement whose dispatcher claimed it before its deadline and is still inside its
// claim transaction when the deadline passes (node and movement rows locked, Preflight
// running) is skipped, and once that claim commits the movement is EXECUTING and can
// no longer expire: it runs to completion.
func TestNeverExpiresAMovementBeingStarted(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	id := b.create(t, true, "")
	testfix.MoveDeadline(t, b.pool, id, 3*time.Second)

	d, err := engine.NewDispatcher(b.ecfg)
	require.NoError(t, err)
	dispatched := make(chan error, 1)
	go func() {
		_, err := d.Batch(ctx)
		dispatched <- err
	}()
	<-b.gate.Entered // the claim holds the node and the movement row
	testfix.WaitFor(t, "the deadline to pass while the claim holds the movement", func() bool {
		return b.Count(t, `SELECT count(*)::int FROM movements WHERE id = $1 AND expires_at < now()`, id) == 1
	})

	n, err := b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "the locked request is skipped")
	require.Equal(t, "APPROVED", b.state(t, id))

	close(b.gate.Release)
	require.NoError(t, <-dispatched)
	d.Wait()
	require.Equal(t, "EXECUTING", b.state(t, id))
	n, err = b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "an EXECUTING movement is never expired, deadline or not")

	o, err := engine.NewObserver(b.ecfg)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		_, err := d.Batch(ctx)
		require.NoError(t, err)
		_, err = o.Batch(ctx)
		require.NoError(t, err)
		return b.state(t, id) == "COMPLETED"
	}, 20*time.Second, time.Millisecond)
	require.Zero(t, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE action LIKE '%EXPIRED'`))
}

func TestProposalExpiration(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	def := []byte(`{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	due, err := b.svc.ProposeTemplate(ctx, "due-"+uuid.NewString()[:8], def, "alice", time.Hour)
	require.NoError(t, err)
	later, err := b.svc.ProposeTemplate(ctx, "later-"+uuid.NewString()[:8], def, "alice", time.Hour)
	require.NoError(t, err)
	forever, err := b.svc.ProposeTemplate(ctx, "forever-"+uuid.NewString()[:8], def, "alice", 0)
	require.NoError(t, err)
	_, err = b.pool.Exec(ctx, `UPDATE movement_templates SET proposal_expires_at = now() - interval '1 second' WHERE id = $1`, due.ID)
	require.NoError(t, err)

	n, err := b.proposals.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	states := map[uuid.UUID]string{}
	rows, err := b.pool.Query(ctx, `SELECT id, template_state FROM movement_templates WHERE id = ANY($1)`, []uuid.UUID{due.ID, later.ID, forever.ID})
	require.NoError(t, err)
	for rows.Next() {
		var id uuid.UUID
		var s string
		require.NoError(t, rows.Scan(&id, &s))
		states[id] = s
	}
	require.NoError(t, rows.Err())
	require.Equal(t, map[uuid.UUID]string{due.ID: "EXPIRED", later.ID: "PROPOSED", forever.ID: "PROPOSED"}, states)
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_type = 'template' AND entity_id = $1
		AND action = 'PROPOSED->EXPIRED' AND actor = 'template-proposal-expiration/test'`, due.ID.String()))
	require.Error(t, b.svc.ApproveTemplate(ctx, due.ID, "bob", due.DefinitionHash), "an expired proposal cannot be approved")

	n, err = b.proposals.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
}

// A movement the dispatcher moved to EXECUTING but could not start (its executor is
// DOWN, so every claim is held back before Preflight) expires at its deadline instead
// of waiting for ever; its nodes are cancelled, each with an audit row.
func TestExpiresExecutingMovementThatNeverStarted(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	close(b.gate.Release)
	_, err := b.pool.Exec(ctx, `INSERT INTO executor_health (executor_key, status, detail) VALUES ('noop', 'DOWN', 'test')`)
	require.NoError(t, err)
	held := b.create(t, true, "https://hooks.example.com/qtg")
	d, err := engine.NewDispatcher(b.ecfg)
	require.NoError(t, err)
	n, err := d.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	d.Wait()
	require.Equal(t, "APPROVED", b.state(t, held), "a movement none of whose nodes could start stays APPROVED")
	// The root waits READY, its child PENDING.
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'READY'`, held))
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'PENDING'`, held))
	// An older dispatcher moved such a movement to EXECUTING; it must still
	// expire.
	_, err = b.pool.Exec(ctx, `UPDATE movements SET movement_state = 'EXECUTING', started_at = now() WHERE id = $1`, held)
	require.NoError(t, err)

	n, err = b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "not before its deadline")
	b.pastDeadline(t, held)
	n, err = b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, "EXPIRED", b.state(t, held))
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'EXECUTING->EXPIRED'`, held.String()))
	require.Equal(t, 2, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events o JOIN movement_nodes n ON o.entity_id = n.id::text
		WHERE n.movement_id = $1 AND o.action = '->CANCELLED' AND o.detail->>'cause' = 'movement expired'`, held), "one audit row per cancelled node")
	require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM callback_outbox WHERE movement_id = $1 AND event_type = 'movement.expired'`, held))

	// One that started a node does not expire: its side effect may be under way.
	_, err = b.pool.Exec(ctx, `DELETE FROM executor_health`)
	require.NoError(t, err)
	started := b.create(t, true, "")
	require.Eventually(t, func() bool {
		_, err := d.Batch(ctx)
		require.NoError(t, err)
		return b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'SUBMITTED'`, started) == 1
	}, 10*time.Second, 5*time.Millisecond)
	b.pastDeadline(t, started)
	n, err = b.movements.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, n)
	require.Equal(t, "EXECUTING", b.state(t, started))
}
