package engine_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// The deadline is the engine's rule, not a sidecar's: a movement that has not started
// by expires_at is never dispatched, even with no expiration-checker running (the
// dispatcher expires it itself), while one that started before its deadline runs to
// its end (docs/design.md §3 "Expiry").
func TestDispatcherNeverStartsAMovementPastItsDeadline(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		// startFirst runs the first node before the deadline passes.
		startFirst bool
		wantState  string
		wantEffect int
	}{
		{"approved, not started", false, "EXPIRED", 0},
		{"started before the deadline", true, "COMPLETED", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			b := setup(t)
			id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}},
				{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`))
			if tc.startFirst {
				_, err := b.dispatcher.Batch(ctx)
				require.NoError(t, err)
				b.dispatcher.Wait()
			}
			// The deadline passes; no expiration-checker runs in this test.
			testfix.PassDeadline(t, b.Pool, id)

			require.Equal(t, tc.wantState, b.drive(t, id))
			require.Equal(t, tc.wantEffect, b.Count(t, `SELECT count(*)::int FROM noop_side_effects s JOIN movement_nodes n ON n.id = s.node_id
				WHERE n.movement_id = $1 AND NOT s.fenced`, id))
			if !tc.startFirst {
				require.Zero(t, b.Count(t, `SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
					WHERE n.movement_id = $1`, id), "no intent was ever written")
				require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1::text
					AND action = 'APPROVED->EXPIRED' AND actor LIKE 'dispatcher/%'`, id), "the dispatcher expired it")
			}
		})
	}
}
