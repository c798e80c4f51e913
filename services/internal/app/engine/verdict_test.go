package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// pending is an executor whose first attempt is a transfer stuck where nobody can say
// whether it will land (a signed transaction some mempool may still hold): Submit's
// answer is lost, Recover cannot tell, and it re-broadcasts unless told not to. It can
// cancel the attempt (a replacement at the same nonce), after which Recover proves it
// can no longer land; or the attempt lands on its own. Every later attempt pays at
// once. It records what the engine asked of it.
type pending struct {
	mu sync.Mutex
	// landed: the first attempt's transfer landed; cancelled: its cancellation did;
	// inPool: the first attempt sits in the node's pool, sent and not landed; mined:
	// it is mined as a phase that continues (Recover says Sent, nothing cancels it);
	// reverted: it landed and failed for good (a final revert).
	landed, cancelled, inPool, mined, reverted bool
	// paid counts the transfers that landed, by attempt.
	paid map[int32]int
	// rebroadcasts counts Recover calls that re-sent the first attempt; cancels the
	// CancelAttempt calls; openRecovers the Recover calls that saw VerdictOpen.
	rebroadcasts, cancels, openRecovers int
}

func (p *pending) Key() string                                    { return "pending" }
func (p *pending) ValidateConfig(json.RawMessage) error           { return nil }
func (p *pending) HasSideEffect(json.RawMessage) bool             { return true }
func (p *pending) Preflight(context.Context, executor.Node) error { return nil }
func (p *pending) Health(context.Context) executor.Health {
	return executor.Health{Status: executor.HealthUp}
}
func (p *pending) Baseline(json.RawMessage) executor.Baseline { return phased{}.Baseline(nil) }
func (p *pending) Prepare(context.Context, db.Conn, executor.Node) (executor.IntentDraft, error) {
	return executor.IntentDraft{Lane: "pending", Payload: json.RawMessage(`{}`)}, nil
}

func (p *pending) Submit(_ context.Context, n executor.Node, _ executor.Intent) (executor.SubmitResult, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n.Attempt == 1 {
		return executor.SubmitResult{}, errAnswerLost
	}
	p.paid[n.Attempt]++
	return executor.SubmitResult{}, nil
}

var errAnswerLost = &lostAnswer{}

type lostAnswer struct{}

func (*lostAnswer) Error() string { return "timed out after the broadcast" }

func (p *pending) Observe(context.Context, executor.Node, executor.Intent) (executor.Observation, error) {
	return executor.Observation{Status: executor.Completed}, nil
}

func (p *pending) Recover(_ context.Context, n executor.Node, _ *executor.Intent) (executor.Recovery, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n.VerdictOpen {
		p.openRecovers++
	}
	switch {
	case p.landed:
		return executor.Recovery{Verdict: executor.VerdictCompleted, Reason: "the first attempt's transfer is final"}, nil
	case p.reverted:
		return executor.Recovery{Verdict: executor.VerdictFailed, Reason: "the first attempt's transfer reverted in a final block"}, nil
	case p.cancelled:
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "its nonce is used by the final cancellation"}, nil
	case p.inPool:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "in the node's pool"}, nil
	case p.mined:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: "mined; the next phase follows"}, nil
	case n.VerdictOpen:
		return executor.Recovery{Verdict: executor.VerdictUnknown, Reason: "not found; a verdict is open: no re-broadcast"}, nil
	}
	p.rebroadcasts++
	return executor.Recovery{Verdict: executor.VerdictUnknown, Reason: "not found; re-broadcast"}, nil
}

// CancelAttempt implements executor.Canceller: the replacement lands, unless the
// attempt landed first.
func (p *pending) CancelAttempt(context.Context, executor.Node, executor.Intent) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cancels++
	if p.mined || p.reverted {
		return "", fmt.Errorf("not cancelled: mined in block 7: %w", executor.ErrNotCancellable)
	}
	if !p.landed {
		p.cancelled = true
	}
	return "signed and broadcast a replacement at the same nonce", nil
}

func (p *pending) snapshot() pending {
	p.mu.Lock()
	defer p.mu.Unlock()
	return pending{landed: p.landed, cancelled: p.cancelled, paid: map[int32]int{2: p.paid[2]},
		rebroadcasts: p.rebroadcasts, cancels: p.cancels, openRecovers: p.openRecovers}
}

// An operator's not_sent or failed on a node with a side effect is never weaker than
// recovery's own rule: approving it changes nothing by itself; recovery stops
// re-broadcasting as soon as it is proposed, cancels the attempt by replacement once it
// is approved, and applies it only when the evidence proves the attempt can no longer
// land. When the attempt lands first, the verdict is refused and nothing is paid twice.
// An attempt that landed and failed for good was sent: a not_sent verdict is refused
// and the node fails, as recovery alone would fail it, while a failed verdict applies.
// A failed verdict on a node whose value already moved is refused on that proof: the
// step is finished by a new attempt, never failed with its value in flight.
func TestManualVerdictWaitsForProofTheAttemptCannotLand(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		kind string
		// landsFirst: the stuck transfer lands before the cancellation could; inPool:
		// it sits in the pool (sent, not landed) when the verdict is approved; mined:
		// it is mined as a phase that continues, which no cancellation can undo;
		// reverted: it lands and fails for good before the cancellation could;
		// valueMoved: an earlier phase of the node moved its value out of the holder.
		landsFirst, inPool, mined, reverted, valueMoved bool
		wantNode                                        string
		wantVerdict                                     string
		wantPaidNext                                    int
	}{
		{"not_sent, cancelled by replacement", movement.VerdictNotSent, false, false, false, false, false, "COMPLETED", "APPLIED", 1},
		{"failed, cancelled by replacement", movement.VerdictFailed, false, false, false, false, false, "FAILED", "APPLIED", 0},
		{"not_sent while the attempt sits in the pool", movement.VerdictNotSent, false, true, false, false, false, "COMPLETED", "APPLIED", 1},
		{"not_sent, but the attempt landed", movement.VerdictNotSent, true, false, false, false, false, "COMPLETED", "REFUSED", 0},
		{"failed, but the attempt is mined as a phase that continues", movement.VerdictFailed, false, false, true, false, false, "COMPLETED", "REFUSED", 0},
		{"not_sent, but the attempt landed and failed", movement.VerdictNotSent, false, false, false, true, false, "FAILED", "REFUSED", 0},
		{"failed, and the attempt landed and failed", movement.VerdictFailed, false, false, false, true, false, "FAILED", "APPLIED", 0},
		// The value is in flight (a burned message anyone may receive): this attempt
		// not landing does not make the step failed; the next attempt finishes it.
		{"failed, cancelled by replacement, after the value moved", movement.VerdictFailed, false, false, false, false, true, "COMPLETED", "REFUSED", 1},
		{"not_sent, cancelled by replacement, after the value moved", movement.VerdictNotSent, false, false, false, false, true, "COMPLETED", "APPLIED", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			ex := &pending{paid: map[int32]int{}}
			b := setup(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor { return []executor.Executor{ex} }))
			id := b.start(t, b.template(t, `{"nodes":[{"key":"t","executor":"pending","config":{}}]}`))
			node := b.nodeID(t, id, "t")
			_, err := b.dispatcher.Batch(ctx)
			require.NoError(t, err)
			b.dispatcher.Wait()
			b.recoverOnce(t)
			require.Equal(t, 1, ex.snapshot().rebroadcasts, "with no verdict open, recovery re-broadcasts")

			v, err := b.Svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{NodeID: node, Attempt: 1, Verdict: tc.kind,
				Reason: "the explorer shows nothing", By: "ops-1"})
			require.NoError(t, err)
			b.recoverOnce(t)
			require.Equal(t, 1, ex.snapshot().rebroadcasts, "no re-broadcast while a verdict is proposed")
			require.Equal(t, "UNKNOWN", b.nodeState(t, node))

			got, err := b.Svc.ApproveVerdict(ctx, v.ID, "ops-2")
			require.NoError(t, err)
			require.Equal(t, "APPROVED", got.State)
			require.Equal(t, "UNKNOWN", b.nodeState(t, node), "the approval alone moves nothing")
			ex.mu.Lock()
			ex.landed, ex.inPool, ex.mined, ex.reverted = tc.landsFirst, tc.inPool, tc.mined, tc.reverted
			ex.mu.Unlock()
			if tc.valueMoved {
				_, err := b.Pool.Exec(ctx, `UPDATE movement_nodes SET value_moved = true WHERE id = $1`, node)
				require.NoError(t, err)
			}
			b.recoverOnce(t) // cancels by replacement, or finds the transfer landed
			b.drive(t, id)

			s := ex.snapshot()
			require.Equal(t, 1, s.rebroadcasts, "never re-broadcast once operators were involved")
			require.Positive(t, s.openRecovers)
			require.Equal(t, tc.wantNode, b.nodeState(t, node))
			require.Equal(t, tc.wantPaidNext, s.paid[2], "a second attempt pays only when the first can no longer land")
			after, err := b.db.Verdicts().Get(ctx, v.ID)
			require.NoError(t, err)
			require.Equal(t, tc.wantVerdict, after.State)
			require.NotNil(t, after.Proof)
			if tc.landsFirst {
				require.Zero(t, s.cancels, "nothing to cancel once the attempt landed")
			}
		})
	}
}

// recoverOnce runs one recovery batch with the node due now.
func (b *bundle) recoverOnce(t *testing.T) {
	t.Helper()
	_, err := b.Pool.Exec(context.Background(), `UPDATE movement_nodes SET next_observe_at = now() WHERE node_state = 'UNKNOWN'`)
	require.NoError(t, err)
	_, err = b.recovery.Batch(context.Background())
	require.NoError(t, err)
}

func (b *bundle) nodeState(t *testing.T, node uuid.UUID) string {
	t.Helper()
	var s string
	require.NoError(t, b.Pool.QueryRow(context.Background(), `SELECT node_state FROM movement_nodes WHERE id = $1`, node).Scan(&s))
	return s
}
