package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/testfix"
)

// phased is a three-phase executor with no outside world: each phase's intent names the
// phase (from the node's progress) and Observe continues to the next until the last.
type phased struct{}

func (phased) Key() string                                    { return "phased" }
func (phased) ValidateConfig(json.RawMessage) error           { return nil }
func (phased) HasSideEffect(json.RawMessage) bool             { return true }
func (phased) Preflight(context.Context, executor.Node) error { return nil }
func (phased) Health(context.Context) executor.Health {
	return executor.Health{Status: executor.HealthUp}
}
func (phased) Baseline(json.RawMessage) executor.Baseline {
	return executor.Baseline{Lane: "phased", Baseline: time.Millisecond, FatalAfter: time.Hour,
		PrePoll: time.Millisecond, AtPoll: time.Millisecond, OverPoll: time.Millisecond}
}

type phaseProgress struct {
	Done []int32 `json:"done"` // attempts of the finished phases
}

func (phased) Prepare(_ context.Context, _ db.Conn, n executor.Node) (executor.IntentDraft, error) {
	var p phaseProgress
	if len(n.Progress) > 0 {
		if err := json.Unmarshal(n.Progress, &p); err != nil {
			return executor.IntentDraft{}, err
		}
	}
	return executor.IntentDraft{Lane: "phased", Payload: json.RawMessage(fmt.Sprintf(`{"phase":%d}`, len(p.Done)+1))}, nil
}

func (phased) Submit(context.Context, executor.Node, executor.Intent) (executor.SubmitResult, error) {
	return executor.SubmitResult{}, nil
}

func (phased) Observe(_ context.Context, n executor.Node, in executor.Intent) (executor.Observation, error) {
	var p phaseProgress
	if len(n.Progress) > 0 {
		if err := json.Unmarshal(n.Progress, &p); err != nil {
			return executor.Observation{}, err
		}
	}
	p.Done = append(p.Done, in.Attempt)
	body, _ := json.Marshal(p)
	if len(p.Done) < 3 {
		return executor.Observation{Status: executor.Continue, Progress: body, Reason: "phase done"}, nil
	}
	return executor.Observation{Status: executor.Completed, Result: body}, nil
}

func (phased) Recover(context.Context, executor.Node, *executor.Intent) (executor.Recovery, error) {
	return executor.Recovery{Verdict: executor.VerdictUnknown}, nil
}

// A multi-phase step goes round the engine once per phase: Continue stores the
// progress and sends the node back to READY (audited, fenced), the next claim raises
// the attempt and Prepare sees the progress; each phase has its own intent.
func TestMultiPhaseContinue(t *testing.T) {
	t.Parallel()
	b := setup(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor { return []executor.Executor{phased{}} }))
	ctx := context.Background()
	id := b.start(t, b.template(t, `{"nodes":[{"key":"p","executor":"phased","config":{}}]}`))
	require.Equal(t, "COMPLETED", b.drive(t, id))

	var result []byte
	var attempt, tries int32
	require.NoError(t, b.Pool.QueryRow(ctx, `SELECT result, attempt, tries FROM movement_nodes WHERE movement_id = $1`, id).
		Scan(&result, &attempt, &tries))
	require.JSONEq(t, `{"done":[1,2,3]}`, string(result), "each phase observed under its own attempt")
	require.Equal(t, int32(3), attempt)
	require.Equal(t, int32(1), tries, "tries count within a phase")
	require.Equal(t, 3, b.Count(t, `SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.movement_id = $1 AND i.intent_state = 'CONFIRMED' AND (i.payload->>'phase')::int = i.attempt`, id))
	require.Equal(t, 2, b.Count(t, `SELECT count(*)::int FROM audit_outbox a JOIN movement_nodes n ON a.entity_id = n.id::text
		WHERE n.movement_id = $1 AND a.action = 'CONTINUE'`, id))
}

// A Continue of a stale attempt changes nothing: the write is fenced by attempt and
// state like every other transition.
func TestMarkContinueIsFenced(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	id := b.start(t, b.template(t, `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`))
	var nodeID [16]byte
	require.NoError(t, b.Pool.QueryRow(ctx, `UPDATE movement_nodes SET node_state = 'OBSERVING', attempt = 2
		WHERE movement_id = $1 RETURNING id`, id).Scan(&nodeID))
	err := b.db.InTx(ctx, func(tx *db.Tx) error {
		for _, tc := range []struct {
			attempt int32
			want    int
		}{{attempt: 1, want: 0}, {attempt: 2, want: 1}, {attempt: 2, want: 0}} {
			n, err := tx.Nodes().MarkContinue(ctx, &db.Continue{ID: nodeID, Attempt: tc.attempt, Progress: json.RawMessage(`{"x":1}`),
				NextTryAt: time.Now(), Actor: "test"})
			if err != nil {
				return err
			}
			require.Equal(t, tc.want, n, "attempt %d", tc.attempt)
		}
		return nil
	})
	require.NoError(t, err)
	var state string
	var progress []byte
	require.NoError(t, b.Pool.QueryRow(ctx, `SELECT node_state, progress FROM movement_nodes WHERE movement_id = $1`, id).Scan(&state, &progress))
	require.Equal(t, "READY", state)
	require.JSONEq(t, `{"x":1}`, string(progress))
}
