package movement_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// activeTemplate proposes and approves template "pay" and returns its ID.
func activeTemplate(t *testing.T, f *testfix.Fixture) uuid.UUID {
	t.Helper()
	ctx := context.Background()
	tmpl, err := f.Svc.ProposeTemplate(ctx, "pay", []byte(`{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`), testfix.Proposer, 0)
	require.NoError(t, err)
	require.NoError(t, f.Svc.ApproveTemplate(ctx, tmpl.ID, testfix.TemplateApprover, tmpl.DefinitionHash))
	return tmpl.ID
}

func templateState(t *testing.T, pool *pgxpool.Pool, id uuid.UUID) string {
	t.Helper()
	var state string
	require.NoError(t, pool.QueryRow(context.Background(), `SELECT template_state FROM movement_templates WHERE id = $1`, id).Scan(&state))
	return state
}

func payInput(key, by, memo string) movement.CreateInput {
	return movement.CreateInput{TemplateName: "pay", Params: json.RawMessage(`{"memo":"` + memo + `"}`), IdempotencyKey: key, CreatedBy: by}
}

// Idempotency keys are per principal (docs/security.md): a key one principal used neither
// conflicts with nor answers another principal's create with the same key, so a key
// cannot be squatted and a create never learns another principal's movement.
func TestIdempotencyKeysPerPrincipal(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	activeTemplate(t, f)

	carol, created, err := f.Svc.Create(ctx, payInput("shared-key", "carol", "x"))
	require.NoError(t, err)
	require.True(t, created)
	// Another principal, same key, another request: a movement of its own.
	mallory, created, err := f.Svc.Create(ctx, payInput("shared-key", "mallory", "y"))
	require.NoError(t, err)
	require.True(t, created)
	require.NotEqual(t, carol.ID, mallory.ID)
	// Each principal's retry answers with its own movement.
	again, created, err := f.Svc.Create(ctx, payInput("shared-key", "carol", "x"))
	require.NoError(t, err)
	require.False(t, created)
	require.Equal(t, carol.ID, again.ID)
	again, created, err = f.Svc.Create(ctx, payInput("shared-key", "mallory", "y"))
	require.NoError(t, err)
	require.False(t, created)
	require.Equal(t, mallory.ID, again.ID)
	// A principal's own key with another request is still a conflict, naming only its
	// own movement.
	_, _, err = f.Svc.Create(ctx, payInput("shared-key", "mallory", "z"))
	require.ErrorIs(t, err, movement.ErrIdempotencyConflict)
	require.ErrorContains(t, err, mallory.ID.String())
	require.NotContains(t, err.Error(), carol.ID.String())
}

// RetireTemplate takes two operators: the first asks (the template stays ACTIVE and
// usable), the asker cannot complete it, a second one retires it; every repeated call
// answers as the first did; creates against the retired version are refused as a
// precondition, and every step is audited.
func TestRetireTemplate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	id := activeTemplate(t, f)

	_, err := f.Svc.RetireTemplate(ctx, uuid.Must(uuid.NewV7()), "ops1", "")
	require.ErrorIs(t, err, movement.ErrNotFound)

	out, err := f.Svc.RetireTemplate(ctx, id, "ops1", "superseded by v2")
	require.NoError(t, err)
	require.Equal(t, movement.RetireRequested, out)
	require.Equal(t, "ACTIVE", templateState(t, f.Pool, id))
	_, created, err := f.Svc.Create(ctx, payInput("before", "carol", "x"))
	require.NoError(t, err, "a template whose retirement was only asked for is still usable")
	require.True(t, created)

	// The asker cannot complete it: the repeated call answers OK and changes nothing.
	out, err = f.Svc.RetireTemplate(ctx, id, "ops1", "superseded by v2")
	require.NoError(t, err)
	require.Equal(t, movement.RetireRequested, out)
	require.Equal(t, "ACTIVE", templateState(t, f.Pool, id))

	out, err = f.Svc.RetireTemplate(ctx, id, "ops2", "")
	require.NoError(t, err)
	require.Equal(t, movement.Retired, out)
	require.Equal(t, "RETIRED", templateState(t, f.Pool, id))
	got, err := db.Wrap(f.Pool).Templates().Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, "ops1", *got.RetireRequestedBy)
	require.Equal(t, "ops2", *got.RetiredBy)
	require.Equal(t, "superseded by v2", *got.RetireReason)

	// Retry-safe for both operators; a third operator finds it retired already.
	for _, by := range []string{"ops2", "ops1"} {
		out, err = f.Svc.RetireTemplate(ctx, id, by, "")
		require.NoError(t, err, by)
		require.Equal(t, movement.Retired, out, by)
	}
	_, err = f.Svc.RetireTemplate(ctx, id, "ops3", "")
	require.ErrorIs(t, err, movement.ErrIllegalTransition)

	// Creates: the retired version is refused by number, and there is no ACTIVE one.
	in := payInput("after", "carol", "x")
	in.TemplateVersion = 1
	_, _, err = f.Svc.Create(ctx, in)
	require.ErrorIs(t, err, movement.ErrTemplateNotActive)
	_, _, err = f.Svc.Create(ctx, payInput("after-newest", "carol", "x"))
	require.ErrorIs(t, err, movement.ErrNotFound)
	// The retry of a create made before the retirement still answers.
	before, created, err := f.Svc.Create(ctx, payInput("before", "carol", "x"))
	require.NoError(t, err)
	require.False(t, created)
	require.NotNil(t, before)
	require.Equal(t, int32(1), before.TemplateVersion, "the retry names the version its movement was made from")
	// And another request with that key is still a conflict, not "no ACTIVE template".
	_, _, err = f.Svc.Create(ctx, payInput("before", "carol", "y"))
	require.ErrorIs(t, err, movement.ErrIdempotencyConflict)

	// Only an ACTIVE version can be retired.
	proposed, err := f.Svc.ProposeTemplate(ctx, "other", []byte(`{"nodes":[{"key":"a","executor":"noop","config":{}}]}`), testfix.Proposer, 0)
	require.NoError(t, err)
	_, err = f.Svc.RetireTemplate(ctx, proposed.ID, "ops1", "")
	require.ErrorIs(t, err, movement.ErrIllegalTransition)

	var audited []string
	rows, err := f.Pool.Query(ctx, `SELECT actor || ' ' || action FROM audit_outbox_events
		WHERE entity_type = 'template' AND entity_id = $1 AND action LIKE 'ACTIVE->%' ORDER BY id`, id.String())
	require.NoError(t, err)
	for rows.Next() {
		var s string
		require.NoError(t, rows.Scan(&s))
		audited = append(audited, s)
	}
	require.NoError(t, rows.Err())
	require.Equal(t, []string{"ops1 ACTIVE->RETIRE_REQUESTED", "ops2 ACTIVE->RETIRED"}, audited)
}

// waitForLockWait polls until a statement matching like waits on a lock.
func waitForLockWait(t *testing.T, pool *pgxpool.Pool, like string) {
	t.Helper()
	require.Eventually(t, func() bool {
		var waiting bool
		require.NoError(t, pool.QueryRow(context.Background(), `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE query LIKE $1 AND wait_event_type = 'Lock')`, like).Scan(&waiting))
		return waiting
	}, 30*time.Second, 5*time.Millisecond, "a statement like %q waits for a lock", like)
}

// A retirement waits for a create in flight that holds the template version (FOR
// SHARE) and completes after it: the create used an ACTIVE version.
func TestRetireWaitsForCreateInFlight(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	id := activeTemplate(t, f)
	_, err := f.Svc.RetireTemplate(ctx, id, "ops1", "")
	require.NoError(t, err)

	pool := db.Wrap(f.Pool)
	tx, err := pool.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	// What Create runs, held open: the insert holds the version FOR SHARE until its
	// transaction ends (a movement with no nodes is enough for the lock).
	_, err = tx.Movements().Insert(ctx, db.NewMovement{
		ID: uuid.Must(uuid.NewV7()), IdempotencyKey: "in-flight", RequestHash: make([]byte, 32), TemplateID: id,
		Params: json.RawMessage(`{}`), PlanHash: make([]byte, 32), CreatedBy: "alice",
	})
	require.NoError(t, err)

	retired := make(chan error, 1)
	go func() {
		_, err := f.Svc.RetireTemplate(ctx, id, "ops2", "")
		retired <- err
	}()
	waitForLockWait(t, f.Pool, "%template_state = 'RETIRED'%")
	require.Equal(t, "ACTIVE", templateState(t, f.Pool, id))
	require.NoError(t, tx.Commit(ctx))
	require.NoError(t, <-retired)
	require.Equal(t, "RETIRED", templateState(t, f.Pool, id))
}

// A create racing a retirement that commits first never uses the retired version: it
// waits at its FOR SHARE lock, then finds the version no longer ACTIVE and is refused
// with nothing written.
func TestCreateRacingRetireNeverUsesRetiredVersion(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	id := activeTemplate(t, f)
	_, err := f.Svc.RetireTemplate(ctx, id, "ops1", "")
	require.NoError(t, err)

	pool := db.Wrap(f.Pool)
	tx, err := pool.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	require.NoError(t, tx.Templates().Retire(ctx, id, "ops2")) // retirement in flight

	created := make(chan error, 1)
	go func() {
		_, _, err := f.Svc.Create(ctx, payInput("racer", "carol", "x"))
		created <- err
	}()
	waitForLockWait(t, f.Pool, "%FOR SHARE%")
	require.NoError(t, tx.Commit(ctx))
	require.ErrorIs(t, <-created, movement.ErrTemplateNotActive)
	var n int
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT count(*) FROM movements`).Scan(&n))
	require.Zero(t, n)
}
