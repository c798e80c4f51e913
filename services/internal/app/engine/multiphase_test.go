package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
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
	require.Equal(t, 2, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events a JOIN movement_nodes n ON a.entity_id = n.id::text
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

// bridge is a three-phase executor shaped like a bridge: approve (moves nothing),
// burn (value leaves the holder), mint. It counts the Submits of each phase: the
// outside world's view of what was done.
type bridge struct {
	phased
	mu        sync.Mutex
	submitted map[int]int
}

func (*bridge) Key() string { return "bridge" }

func (b *bridge) Submit(_ context.Context, _ executor.Node, in executor.Intent) (executor.SubmitResult, error) {
	var p struct {
		Phase int `json:"phase"`
	}
	if err := json.Unmarshal(in.Payload, &p); err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.submitted[p.Phase]++
	return executor.SubmitResult{}, nil
}

// Observe continues after the approve (1) and the burn (2), stating that value left
// once the burn is done, and completes after the mint (3).
func (b *bridge) Observe(ctx context.Context, n executor.Node, in executor.Intent) (executor.Observation, error) {
	obs, err := b.phased.Observe(ctx, n, in)
	var p struct {
		Phase int `json:"phase"`
	}
	if err == nil && json.Unmarshal(in.Payload, &p) == nil {
		obs.ValueMoved = p.Phase >= 2
	}
	return obs, err
}

func (b *bridge) count(phase int) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.submitted[phase]
}

// A cancel of an EXECUTING movement stops every phase that moves value: after an
// approval alone the node is cancelled before its burn; once the burn is done the node
// runs to its end (the mint), whatever the cancel says. The executor states which is
// which (Observation.ValueMoved), not the presence of progress.
func TestCancelStopsEveryPhaseThatMovesValue(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		// phasesBeforeCancel are the phases observed done when the cancel arrives;
		// inFlight, the next one is submitted and not yet observed.
		phasesBeforeCancel int
		inFlight           bool
		wantState          string
		wantSubmits        map[int]int
	}{
		{"while the approval is in flight", 0, true, "CANCELLED", map[int]int{1: 1, 2: 0, 3: 0}},
		{"after the approval", 1, false, "CANCELLED", map[int]int{1: 1, 2: 0, 3: 0}},
		{"after the burn", 2, false, "COMPLETED", map[int]int{1: 1, 2: 1, 3: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			br := &bridge{submitted: map[int]int{}}
			b := setup(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor { return []executor.Executor{br} }))
			id := b.start(t, b.template(t, `{"nodes":[{"key":"p","executor":"bridge","config":{}}]}`))
			for phase := 1; phase <= tc.phasesBeforeCancel; phase++ {
				_, err := b.dispatcher.Batch(ctx)
				require.NoError(t, err)
				testfix.WaitFor(t, fmt.Sprintf("phase %d to be observed done", phase), func() bool {
					_, err := b.observer.Batch(ctx)
					require.NoError(t, err)
					return b.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'READY'
						AND attempt = $2`, id, phase) == 1
				})
			}
			if tc.inFlight {
				_, err := b.dispatcher.Batch(ctx)
				require.NoError(t, err)
			}
			_, err := b.Svc.Cancel(ctx, id, testfix.Creator, "stop")
			require.NoError(t, err)
			require.Equal(t, tc.wantState, b.drive(t, id))
			for phase, want := range tc.wantSubmits {
				require.Equal(t, want, br.count(phase), "submits of phase %d", phase)
			}
		})
	}
}
