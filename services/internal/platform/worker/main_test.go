package worker

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
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// waitFor bounds every asynchronous wait in these tests; it is a deadline for
// require.Eventually, never a sleep.
const waitFor = 10 * time.Second

// testBundle is what most tests need: a fresh migrated database and a Config on it.
type testBundle struct {
	pool *pgxpool.Pool
	cfg  Config
	logs *syncbuf.Buffer
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	logs := &syncbuf.Buffer{}
	logger := zerolog.New(zerolog.MultiLevelWriter(logs, zerolog.NewTestWriter(t))).
		Level(zerolog.InfoLevel).With().Timestamp().Logger()
	return &testBundle{
		pool: pool,
		logs: logs,
		cfg: Config{
			Pool:       db.Wrap(pool),
			Network:    db.Testnet,
			InstanceID: "test-instance",
			Logger:     logger,
		},
	}
}

// sendNotify sends what a producer would: pg_notify on the topic's channel of network.
func sendNotify(t *testing.T, pool *pgxpool.Pool, network db.Network, topic string) {
	t.Helper()
	_, err := pool.Exec(context.Background(), `SELECT pg_notify($1, '')`, notify.Channel(network, topic))
	require.NoError(t, err)
}

// running is a Supervisor started by start.
type running struct {
	s *Supervisor
	// returned is closed when Run has returned.
	returned chan struct{}
	err      error
	cancel   context.CancelFunc
}

// stop cancels Run and returns its result. Cleanup calls it too, so no test leaks
// the supervisor's goroutines.
func (r *running) stop(t *testing.T) error {
	t.Helper()
	r.cancel()
	select {
	case <-r.returned:
	case <-time.After(waitFor):
		t.Fatalf("Run did not return within %s of cancellation", waitFor)
	}
	return r.err
}

// start runs a Supervisor for specs.
func (b *testBundle) start(t *testing.T, specs ...Spec) *running {
	t.Helper()
	s, err := New(b.cfg, specs...)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{s: s, returned: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(r.returned)
		r.err = s.Run(ctx)
	}()
	t.Cleanup(func() { _ = r.stop(t) })
	return r
}

// recv waits for a value on ch.
func recv[T any](t *testing.T, ch <-chan T) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(waitFor):
		t.Fatalf("nothing received within %s", waitFor)
		panic("unreachable")
	}
}

// heartbeats returns worker_heartbeats by worker name.
func heartbeats(t *testing.T, pool *pgxpool.Pool) map[string]*db.HeartbeatStatus {
	t.Helper()
	rows, err := db.Wrap(pool).Heartbeats().ListWithStalled(context.Background())
	require.NoError(t, err)
	out := map[string]*db.HeartbeatStatus{}
	for _, r := range rows {
		out[r.Worker] = r
	}
	return out
}

// counter is a Batch helper: it counts calls and signals each one.
type counter struct {
	n     atomic.Int64
	calls chan int64
}

func newCounter() *counter { return &counter{calls: make(chan int64, 1000)} }

func (c *counter) hit() int64 {
	n := c.n.Add(1)
	select {
	case c.calls <- n:
	default:
	}
	return n
}

func (c *counter) batch(context.Context) (int, error) {
	c.hit()
	return 0, nil
}
