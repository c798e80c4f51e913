package crashtest_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/crashtest"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// recorder is noop that remembers the configs it was handed.
type recorder struct {
	*noop.Executor
	mu   sync.Mutex
	seen []string
}

func (r *recorder) ValidateConfig(config json.RawMessage) error {
	r.mu.Lock()
	r.seen = append(r.seen, string(config))
	r.mu.Unlock()
	return r.Executor.ValidateConfig(config)
}

func (r *recorder) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	r.mu.Lock()
	r.seen = append(r.seen, string(node.Config))
	r.mu.Unlock()
	return executor.SubmitResult{ExternalID: "x"}, nil
}

func TestValidateConfigTakesOutThePauses(t *testing.T) {
	t.Parallel()
	inner := &recorder{Executor: noop.New(db.Wrap(nil), "test")}
	w := crashtest.Wrap(inner, db.Wrap(nil))
	tests := []struct {
		name, config, inner, wantErr string
	}{
		{name: "no pauses: passed on byte for byte", config: `{"latency_ms": 1}`, inner: `{"latency_ms": 1}`},
		{name: "pauses taken out", config: `{"latency_ms":1,"test_pause_before_submit_ms":5,"test_pause_after_submit_ms":6}`,
			inner: `{"latency_ms":1}`},
		{name: "negative pause", config: `{"test_pause_before_submit_ms":-1}`, wantErr: "out of range"},
		{name: "pause too long", config: `{"test_pause_after_submit_ms":600001}`, wantErr: "out of range"},
		{name: "pause not a number", config: `{"test_pause_after_submit_ms":"5"}`, wantErr: "test_pause_after_submit_ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			inner.mu.Lock()
			inner.seen = nil
			inner.mu.Unlock()
			err := w.ValidateConfig(json.RawMessage(tt.config))
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			require.Equal(t, []string{tt.inner}, inner.seen)
		})
	}
}

// Submit marks and pauses before and after the wrapped Submit, on the first try only,
// and the wrapped executor never sees the test fields.
func TestSubmitPausesAroundTheSideEffect(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t).Pool(t, db.Testnet)
	inner := &recorder{Executor: noop.New(db.Wrap(pool), "test")}
	w := crashtest.Wrap(inner, db.Wrap(pool))
	node := executor.Node{ID: uuid.New(), Tries: 1,
		Config: json.RawMessage(`{"test_pause_before_submit_ms":1,"test_pause_after_submit_ms":1}`)}
	markers := func() []string {
		rows, err := pool.Query(ctx, `SELECT point FROM noop_markers WHERE node_id = $1 ORDER BY id`, node.ID)
		require.NoError(t, err)
		defer rows.Close()
		var out []string
		for rows.Next() {
			var p string
			require.NoError(t, rows.Scan(&p))
			out = append(out, p)
		}
		require.NoError(t, rows.Err())
		return out
	}
	res, err := w.Submit(ctx, node, executor.Intent{})
	require.NoError(t, err)
	require.Equal(t, "x", res.ExternalID)
	require.Equal(t, []string{"before_submit", "after_submit"}, markers())
	require.Equal(t, []string{`{}`}, inner.seen)

	node.Tries = 2
	_, err = w.Submit(ctx, node, executor.Intent{})
	require.NoError(t, err)
	require.Len(t, markers(), 2, "a later try does not pause")

	// An interrupted pause before the side effect says so, so the engine retries.
	node.Tries = 1
	node.Config = json.RawMessage(`{"test_pause_before_submit_ms":600000}`)
	cctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	_, err = w.Submit(cctx, node, executor.Intent{})
	require.ErrorIs(t, err, executor.ErrBeforeSideEffect)
}

// pinner is noop with the pins of its config's "to" field, as a value-moving executor
// resolves its config to the configuration's addresses.
type pinner struct{ *noop.Executor }

func (p pinner) Pins(config json.RawMessage) (map[string]string, error) {
	var c struct {
		To string `json:"to"`
	}
	if err := json.Unmarshal(config, &c); err != nil {
		return nil, err
	}
	return map[string]string{"to": c.To, "config": string(config)}, nil
}

// A deployable built with the crash tests resolves a node to the same pins as the
// gateway built without them approved: the wrapper answers its executor's pins, of the
// config without the test fields, and none for an executor that pins nothing.
func TestWrapperAnswersTheWrappedExecutorsPins(t *testing.T) {
	t.Parallel()
	config := json.RawMessage(`{"to":"0xabc","test_pause_before_submit_ms":5}`)
	pins, err := crashtest.Wrap(pinner{noop.New(db.Wrap(nil), "test")}, db.Wrap(nil)).Pins(config)
	require.NoError(t, err)
	require.Equal(t, map[string]string{"to": "0xabc", "config": `{"to":"0xabc"}`}, pins)

	pins, err = crashtest.Wrap(noop.New(db.Wrap(nil), "test"), db.Wrap(nil)).Pins(config)
	require.NoError(t, err)
	require.Empty(t, pins)
}
