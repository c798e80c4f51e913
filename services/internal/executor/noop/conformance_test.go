package noop_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/executortest"
)

// noop passes the executor conformance suite: its outside world is the
// noop_side_effects table, a side effect its rows not fenced by recovery.
func TestConformance(t *testing.T) {
	t.Parallel()
	executortest.Exercise(t, subject(func(e *noop.Executor) executor.Executor { return e }))
}

// subject is noop's Subject, its executor what wrap makes of noop.
func subject(wrap func(*noop.Executor) executor.Executor) executortest.Subject {
	return executortest.Subject{
		Key: noop.Key,
		New: func(_ *testing.T, pool *pgxpool.Pool) executor.Executor {
			return wrap(noop.New(db.Wrap(pool), "conformance"))
		},
		Template: `{"nodes":[{"key":"n","executor":"noop","config":{"memo":"${memo}"}}]}`,
		Params:   func(i int) json.RawMessage { return json.RawMessage(fmt.Sprintf(`{"memo":"movement %d"}`, i)) },
		Phases:   []executortest.Phase{{Name: "noop", MovesValue: true}},
		Moved: func(t *testing.T, m executortest.Movement) int {
			var n int
			require.NoError(t, m.Pool.QueryRow(context.Background(), `SELECT count(*)::int FROM noop_side_effects s
				JOIN movement_nodes n ON n.id = s.node_id WHERE n.movement_id = $1 AND NOT s.fenced`, m.ID).Scan(&n))
			return n
		},
	}
}

// notFoundIsNotSent is noop reading "I could not find it" as "not sent": its Recover
// answers NotSent without fencing the attempt, the mistake the fencing rule forbids.
type notFoundIsNotSent struct{ *noop.Executor }

func (notFoundIsNotSent) Recover(context.Context, executor.Node, *executor.Intent) (executor.Recovery, error) {
	return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no side effect found"}, nil
}

// payTwiceEnv runs TestConformanceFailsAnExecutorThatPaysTwice's child.
const payTwiceEnv = "QTG_EXECUTORTEST_PAY_TWICE"

// The suite fails an executor that pays twice: run on notFoundIsNotSent, a crash after
// the side effect has recovery run the node again, and the case says the value left
// its holder twice. The suite runs in a child process, whose failure is the point.
func TestConformanceFailsAnExecutorThatPaysTwice(t *testing.T) {
	if os.Getenv(payTwiceEnv) != "" {
		executortest.Exercise(t, subject(func(e *noop.Executor) executor.Executor { return notFoundIsNotSent{e} }))
		return
	}
	t.Parallel()
	cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^TestConformanceFailsAnExecutorThatPaysTwice$/^crash/noop/after-submit$", "-test.v")
	cmd.Env = append(os.Environ(), payTwiceEnv+"=1")
	out, err := cmd.CombinedOutput()
	require.Error(t, err, "the suite passed an executor that pays twice:\n%s", out)
	require.Contains(t, string(out), "value left its holder 2 times", "%s", out)
}
