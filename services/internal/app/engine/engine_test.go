package engine_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// bundle is a testfix.Fixture with the three core workers on its worker pool.
type bundle struct {
	*testfix.Fixture
	// db is the worker pool behind package db, as the engine takes it.
	db         *db.Pool
	dispatcher *engine.Dispatcher
	observer   *engine.Observer
	recovery   *engine.Recovery
}

// setup builds a Fixture (noop, or what opts register) and the three workers with
// fast retries and no stale-SUBMITTING takeover, each on its own job login (their job
// roles' grants apply), with the movements created on the gateway's.
func setup(t testing.TB, opts ...testfix.Option) *bundle {
	t.Helper()
	f := testfix.New(t, append([]testfix.Option{testfix.UseLoginPool()}, opts...)...)
	cfg := f.EngineConfig()
	cfg.MaxRetryBackoff, cfg.UnknownRetry, cfg.StaleSubmittingAfter = 5*time.Millisecond, time.Millisecond, time.Hour
	b := &bundle{Fixture: f, db: cfg.Pool}
	// Each worker on its own login, as its deployable runs (the executors run on the
	// engine's login, as in the all-in-one qtg).
	on := func(job string) engine.Config {
		c := cfg
		c.Pool = db.Wrap(f.OpenLogin(t, job))
		return c
	}
	var err error
	b.dispatcher, err = engine.NewDispatcher(on(db.JobDispatcher))
	require.NoError(t, err)
	b.observer, err = engine.NewObserver(on(db.JobObserver))
	require.NoError(t, err)
	b.recovery, err = engine.NewRecovery(on(db.JobRecovery))
	require.NoError(t, err)
	return b
}

// template proposes and approves a template and returns its name.
func (b *bundle) template(t testing.TB, definition string) string {
	t.Helper()
	return b.UniqueTemplate(t, "t", definition)
}

// start creates and approves a movement of template with no params.
func (b *bundle) start(t testing.TB, template string) uuid.UUID {
	t.Helper()
	return b.Movement(t, movement.CreateInput{TemplateName: template}).ID
}

// drive runs the three workers' batches until the movement is finished.
func (b *bundle) drive(t *testing.T, id uuid.UUID) string {
	t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		_, err := b.dispatcher.Batch(ctx)
		require.NoError(t, err)
		_, err = b.observer.Batch(ctx)
		require.NoError(t, err)
		_, err = b.recovery.Batch(ctx)
		require.NoError(t, err)
		var state string
		require.NoError(t, b.Pool.QueryRow(ctx, `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
		switch state {
		case "COMPLETED", "FAILED", "CANCELLED", "EXPIRED":
			return state
		}
	}
	t.Fatalf("movement %s did not finish", id)
	return ""
}

type nodeRow struct {
	state   string
	tries   int32
	effects int
}

func (b *bundle) nodes(t *testing.T, id uuid.UUID) map[string]nodeRow {
	t.Helper()
	rows, err := b.Pool.Query(context.Background(), `
		SELECT n.node_key, n.node_state, n.tries, (SELECT count(*) FROM noop_side_effects e WHERE e.node_id = n.id AND NOT e.fenced)::int
		FROM movement_nodes n WHERE n.movement_id = $1`, id)
	require.NoError(t, err)
	defer rows.Close()
	out := map[string]nodeRow{}
	for rows.Next() {
		var key string
		var r nodeRow
		require.NoError(t, rows.Scan(&key, &r.state, &r.tries, &r.effects))
		out[key] = r
	}
	require.NoError(t, rows.Err())
	return out
}

func TestOutcomes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		config    string // config of node b in a -> b -> c
		wantState string
		want      map[string]nodeRow
	}{
		{
			name: "complete", config: `{}`, wantState: "COMPLETED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 1, 1}, "c": {"COMPLETED", 1, 1}},
		},
		{
			name: "observation fails", config: `{"outcome":"fail"}`, wantState: "FAILED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"FAILED", 1, 1}, "c": {"CANCELLED", 0, 0}},
		},
		{
			name: "unknown then complete", config: `{"outcome":"unknown_then_complete"}`, wantState: "COMPLETED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 1, 1}, "c": {"COMPLETED", 1, 1}},
		},
		{
			name: "recoverable not sent", config: `{"outcome":"recoverable_not_sent"}`, wantState: "COMPLETED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 2, 1}, "c": {"COMPLETED", 1, 1}},
		},
		{
			name: "submit refused permanently", config: `{"outcome":"submit_permanent"}`, wantState: "FAILED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"FAILED", 1, 0}, "c": {"CANCELLED", 0, 0}},
		},
		{
			name: "refused before side effect then succeeds", config: `{"retryable_tries":2}`, wantState: "COMPLETED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 3, 1}, "c": {"COMPLETED", 1, 1}},
		},
		{
			name: "refused before side effect until the limit", config: `{"retryable_tries":5}`, wantState: "FAILED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"FAILED", 3, 0}, "c": {"CANCELLED", 0, 0}},
		},
		{
			// Ambiguous submit of a side effect: recovery finds the evidence; it is never
			// dispatched again.
			name: "unknown with side effect is never re-dispatched", config: `{"unknown_on_submit":true}`, wantState: "COMPLETED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 1, 1}, "c": {"COMPLETED", 1, 1}},
		},
		{
			// No side effect: retried blindly, up to its limit.
			name: "unknown without side effect is retried to its limit", config: `{"unknown_on_submit":true,"side_effect":false}`, wantState: "FAILED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"FAILED", 3, 3}, "c": {"CANCELLED", 0, 0}},
		},
		{
			name: "pending polls", config: `{"pending_polls":3}`, wantState: "COMPLETED",
			want: map[string]nodeRow{"a": {"COMPLETED", 1, 1}, "b": {"COMPLETED", 1, 1}, "c": {"COMPLETED", 1, 1}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			tmpl := b.template(t, fmt.Sprintf(`{"nodes":[
				{"key":"a","executor":"noop","config":{}},
				{"key":"b","executor":"noop","config":%s,"depends_on":["a"]},
				{"key":"c","executor":"noop","config":{},"depends_on":["b"]}]}`, tt.config))
			id := b.start(t, tmpl)
			require.Equal(t, tt.wantState, b.drive(t, id))
			require.Equal(t, tt.want, b.nodes(t, id))
		})
	}
}

// A failed node stops what has not started, but siblings already in flight are
// observed to their end before the movement fails.
func TestFailureWaitsForInFlightSiblings(t *testing.T) {
	t.Parallel()
	b := setup(t)
	tmpl := b.template(t, `{"nodes":[
		{"key":"bad","executor":"noop","config":{"outcome":"fail"}},
		{"key":"slow","executor":"noop","config":{"pending_polls":5}},
		{"key":"after","executor":"noop","config":{},"depends_on":["bad","slow"]}]}`)
	id := b.start(t, tmpl)
	require.Equal(t, "FAILED", b.drive(t, id))
	require.Equal(t, map[string]nodeRow{
		"bad": {"FAILED", 1, 1}, "slow": {"COMPLETED", 1, 1}, "after": {"CANCELLED", 0, 0},
	}, b.nodes(t, id))
}
