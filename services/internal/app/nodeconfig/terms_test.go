package nodeconfig_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/nodeconfig"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// A format 2 movement's approver signed its callback URL and deadline with its nodes:
// one changed after approval (by the owner, whom the workers' roles cannot stand in
// for) no longer hashes to the approved plan hash, and the dispatcher runs nothing of
// the movement; each ready node is held and audited as a plan mismatch.
func TestChangedCallbackOrDeadlineIsNeverExecuted(t *testing.T) {
	t.Parallel()
	for name, stmt := range map[string]string{
		"callback URL redirected": `UPDATE movements SET callback_url = 'https://mallory.example/cb' WHERE id = $1`,
		"callback URL removed":    `UPDATE movements SET callback_url = NULL WHERE id = $1`,
		"deadline moved":          `UPDATE movements SET expires_at = expires_at + interval '1 day' WHERE id = $1`,
		"deadline moved by 1µs":   `UPDATE movements SET expires_at = expires_at + interval '1 microsecond' WHERE id = $1`,
		"deadline removed":        `UPDATE movements SET expires_at = NULL WHERE id = $1`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			f := testfix.New(t)
			disp, err := engine.NewDispatcher(f.EngineConfig())
			require.NoError(t, err)
			f.Template(t, "pay", `{"nodes":[
				{"key":"a","executor":"noop","config":{"memo":"to alice"}},
				{"key":"b","executor":"noop","config":{"memo":"to bob"}}]}`)
			deadline := time.Now().Add(time.Hour)
			req := f.Movement(t, movement.CreateInput{TemplateName: "pay", CallbackURL: "https://cb.example/qtg", ExpiresAt: &deadline})
			require.Equal(t, 1, f.Count(t, `SELECT count(*)::int FROM movements WHERE id = $1 AND plan_format = 2`, req.ID))
			_, err = f.Pool.Exec(ctx, stmt, req.ID)
			require.NoError(t, err)

			for range 3 {
				_, err := disp.Batch(ctx)
				require.NoError(t, err)
			}
			require.Zero(t, f.Count(t, `SELECT count(*)::int FROM noop_side_effects e JOIN movement_nodes n ON n.id = e.node_id
				WHERE n.movement_id = $1`, req.ID), "nothing of the movement ran")
			held := f.Count(t, `SELECT count(*)::int FROM movement_nodes n WHERE n.movement_id = $1 AND n.node_state = 'READY'
				AND n.last_error = $2 AND n.next_try_at > now() + interval '50 minutes'`, req.ID, nodeconfig.MismatchMessage)
			require.Equal(t, 2, held, "both nodes held for long")
			require.Equal(t, held, f.Count(t, `SELECT count(*)::int FROM audit_outbox_events o JOIN movement_nodes n ON o.entity_id = n.id::text
				WHERE n.movement_id = $1 AND o.action = 'PLAN_MISMATCH'`, req.ID), "each hold audited as a plan mismatch")
		})
	}
}

// The plan format is written once: not even the owner may change it while the trigger
// of migration 00028 stands (a format 2 movement turned format 1 would stop covering its
// callback URL, deadline and pins).
func TestPlanFormatIsImmutable(t *testing.T) {
	t.Parallel()
	f := testfix.New(t)
	f.Template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	req := f.Movement(t, movement.CreateInput{TemplateName: "pay"})
	_, err := f.Pool.Exec(context.Background(), `UPDATE movements SET plan_format = 1 WHERE id = $1`, req.ID)
	var pgErr *pgconn.PgError
	require.ErrorAs(t, err, &pgErr)
	require.Equal(t, "42501", pgErr.Code)
	require.Contains(t, pgErr.Hint, "plan format is written once")
}
