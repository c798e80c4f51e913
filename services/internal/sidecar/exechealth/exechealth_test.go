package exechealth_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/sidecar/exechealth"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// fake is an executor whose Health the test scripts.
type fake struct {
	*noop.Executor
	key    string
	health func(ctx context.Context) executor.Health
}

func (f *fake) Key() string                                { return f.key }
func (f *fake) Health(ctx context.Context) executor.Health { return f.health(ctx) }

func TestChecksEveryExecutor(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	// executor-health writes on its own login (its job role's grants).
	login, err := db.OpenPGX(ctx, d.LoginURL(t, db.Testnet, db.JobExecutorHealth), db.Testnet)
	require.NoError(t, err)
	t.Cleanup(login.Close)
	base := noop.New(db.Wrap(pool), "test")
	hang := make(chan struct{})
	t.Cleanup(func() { close(hang) })
	var bridgeDown atomic.Bool
	bridgeDown.Store(true)
	reg, err := executor.NewRegistry(
		base, // the real noop: pings the database
		&fake{Executor: base, key: "bridge", health: func(context.Context) executor.Health {
			if bridgeDown.Load() {
				return executor.Health{Status: executor.HealthDown, Detail: "rpc: connection refused"}
			}
			return executor.Health{Status: executor.HealthUp}
		}},
		&fake{Executor: base, key: "slow", health: func(context.Context) executor.Health {
			time.Sleep(20 * time.Millisecond) // latency to measure, not synchronisation
			return executor.Health{Status: executor.HealthDegraded, Detail: "p99 high"}
		}},
		&fake{Executor: base, key: "stuck", health: func(context.Context) executor.Health {
			<-hang // ignores its context
			return executor.Health{Status: executor.HealthUp}
		}},
		&fake{Executor: base, key: "crashy", health: func(context.Context) executor.Health { panic("boom") }},
		&fake{Executor: base, key: "weird", health: func(context.Context) executor.Health { return executor.Health{Status: "MAYBE"} }},
	)
	require.NoError(t, err)
	c, err := exechealth.New(exechealth.Config{Pool: db.Wrap(login), Registry: reg, Logger: zerolog.Nop(), Timeout: 200 * time.Millisecond})
	require.NoError(t, err)

	n, err := c.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 6, n)
	rows := health(t, pool)
	require.Equal(t, "UP", rows["noop"].Status)
	require.Equal(t, "DOWN", rows["bridge"].Status)
	require.Equal(t, "rpc: connection refused", rows["bridge"].Detail)
	require.Equal(t, "DEGRADED", rows["slow"].Status)
	require.GreaterOrEqual(t, rows["slow"].LatencyMs, int32(20))
	require.Equal(t, "DOWN", rows["stuck"].Status)
	require.Contains(t, rows["stuck"].Detail, "did not answer within 200ms")
	require.Equal(t, "DOWN", rows["crashy"].Status)
	require.Contains(t, rows["crashy"].Detail, "panicked: boom")
	require.Equal(t, "DOWN", rows["weird"].Status)
	require.Contains(t, rows["weird"].Detail, `unknown status "MAYBE"`)

	// The next pass replaces the rows.
	bridgeDown.Store(false)
	_, err = c.Batch(ctx)
	require.NoError(t, err)
	again := health(t, pool)
	require.Equal(t, "UP", again["bridge"].Status)
	require.Empty(t, again["bridge"].Detail)
	require.True(t, again["bridge"].CheckedAt.After(rows["bridge"].CheckedAt))
	require.Len(t, again, 6)
}

func health(t *testing.T, pool *pgxpool.Pool) map[string]*db.ExecutorStatus {
	t.Helper()
	list, err := db.Wrap(pool).Health().ListExecutors(context.Background())
	require.NoError(t, err)
	out := map[string]*db.ExecutorStatus{}
	for _, r := range list {
		out[r.Executor] = r
	}
	return out
}
