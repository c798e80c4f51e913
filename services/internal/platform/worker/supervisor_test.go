package worker

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
)

func TestHeartbeatRow(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.cfg.Version = "v1.2.3 (abc123)"

	// Each call of the fast worker reads its own row: the heartbeat is committed
	// before the batch, so every tick sees a newer last_tick_at than the one before.
	slow := newCounter()
	ticks := make(chan time.Time, 100)
	fast := func(ctx context.Context) (int, error) {
		var at time.Time
		err := b.pool.QueryRow(ctx, `SELECT last_tick_at FROM worker_heartbeats WHERE worker_name = 'fast_core'`).Scan(&at)
		if err != nil {
			return 0, err
		}
		select {
		case ticks <- at:
		default:
		}
		return 0, nil
	}
	r := b.start(t,
		Spec{Name: "slow_sidecar", Tier: Sidecar, Interval: time.Hour, Jitter: 10 * time.Minute, Batch: slow.batch},
		Spec{Name: "fast_core", Tier: Core, Interval: 20 * time.Millisecond, Batch: fast},
	)
	recv(t, slow.calls)
	hb := heartbeats(t, b.pool)["slow_sidecar"]
	require.NotNil(t, hb)
	require.Equal(t, "test-instance", hb.Instance)
	require.Equal(t, string(Sidecar), hb.Tier)
	require.Equal(t, string(StatusLive), hb.Status)
	require.InDelta(t, (70 * time.Minute).Seconds(), hb.ExpectedIntervalSeconds, 0.001, "interval + jitter")
	require.Zero(t, hb.ConsecutiveErrors)
	require.Nil(t, hb.LastError)
	require.Equal(t, "v1.2.3 (abc123)", hb.Version, "the build the process runs")
	require.WithinDuration(t, time.Now(), hb.LastTickAt, time.Minute)
	require.WithinDuration(t, time.Now(), hb.StartedAt, time.Minute)

	prev := recv(t, ticks)
	for range 3 {
		at := recv(t, ticks)
		require.True(t, at.After(prev), "tick at %s after tick at %s", at, prev)
		prev = at
	}
	hb = heartbeats(t, b.pool)["fast_core"]
	require.Equal(t, string(Core), hb.Tier)
	require.InDelta(t, 0.02, hb.ExpectedIntervalSeconds, 0.0001)

	require.NoError(t, r.stop(t))
	for name, hb := range heartbeats(t, b.pool) {
		require.Equal(t, string(StatusStopped), hb.Status, name)
	}
}

func TestHeartbeatFailureDoesNotStopTheWorker(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		// breakHeartbeats makes every heartbeat write fail.
		breakHeartbeats func(t *testing.T, b *testBundle)
	}{
		{
			name: "table dropped",
			breakHeartbeats: func(t *testing.T, b *testBundle) {
				_, err := b.pool.Exec(context.Background(), `DROP TABLE worker_heartbeats`)
				require.NoError(t, err)
			},
		},
		{
			name: "table locked past the heartbeat timeout",
			breakHeartbeats: func(t *testing.T, b *testBundle) {
				tx, err := b.pool.Begin(context.Background())
				require.NoError(t, err)
				t.Cleanup(func() { _ = tx.Rollback(context.Background()) })
				_, err = tx.Exec(context.Background(), `LOCK TABLE worker_heartbeats IN ACCESS EXCLUSIVE MODE`)
				require.NoError(t, err)
				b.cfg.HeartbeatTimeout = 50 * time.Millisecond
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			tt.breakHeartbeats(t, b)
			c := newCounter()
			r := b.start(t, Spec{Name: "worker", Tier: Core, Interval: 10 * time.Millisecond, Batch: c.batch})
			require.Eventually(t, func() bool { return c.n.Load() >= 3 }, waitFor, time.Millisecond)
			require.NoError(t, r.stop(t))
			require.Contains(t, b.logs.String(), "heartbeat failed")
			require.NotContains(t, b.logs.String(), `"level":"error"`)
		})
	}
}

func TestListStalled(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	live := newCounter()
	r := b.start(t, Spec{Name: "live_worker", Tier: Core, Interval: time.Hour, Batch: live.batch})
	recv(t, live.calls)

	long, recent := time.Now().Add(-3*time.Hour), time.Now().Add(-90*time.Second)
	for _, h := range []struct {
		worker, instance, tier, status string
		at                             time.Time
		errors                         int32
	}{
		// A pod killed without saying goodbye five minutes ago.
		{"stale_worker", "dead-pod", "core", "live", time.Now().Add(-5 * time.Minute), 0},
		// One killed three hours ago and never back: gone, no longer stalled.
		{"gone_worker", "oom-pod", "core", "live", long, 0},
		// Stopped cleanly long ago: not stalled, however old.
		{"stopped_worker", "old-pod", "sidecar", "stopped", long, 0},
		// Silent for 90 s with a 60 s expected interval: within twice that.
		{"backing_off", "pod", "sidecar", "backoff", recent, 3},
	} {
		_, err := b.pool.Exec(ctx, `INSERT INTO worker_heartbeats (worker_name, instance_id, tier, status, started_at,
			last_tick_at, expected_interval_seconds, consecutive_errors) VALUES ($1, $2, $3, $4, $5, $6, 60, $7)`,
			h.worker, h.instance, h.tier, h.status, long, h.at, h.errors)
		require.NoError(t, err)
	}
	names := func(at time.Time) []string {
		stalled, err := ListStalled(ctx, db.Wrap(b.pool).Conn, at)
		require.NoError(t, err)
		var out []string
		for _, h := range stalled {
			out = append(out, h.WorkerName)
		}
		return out
	}

	stalled, err := ListStalled(ctx, db.Wrap(b.pool).Conn, time.Time{})
	require.NoError(t, err)
	require.Len(t, stalled, 1)
	require.Equal(t, Heartbeat{
		WorkerName: "stale_worker", InstanceID: "dead-pod", Tier: Core, Status: StatusLive,
		StartedAt: stalled[0].StartedAt, LastTickAt: stalled[0].LastTickAt, ExpectedInterval: time.Minute,
	}, stalled[0])

	// Two hours and five minutes on, the live worker (1 h interval) has missed its
	// ticks too, if it does not tick meanwhile; the others are gone by then (stalled
	// for more than 15 min); a stopped instance never shows.
	later := time.Now().Add(2*time.Hour + 5*time.Minute)
	require.Equal(t, []string{"live_worker"}, names(later))
	// Six minutes on, the backing-off one (60 s interval) has stalled as well.
	require.Equal(t, []string{"backing_off", "stale_worker"}, names(time.Now().Add(6*time.Minute)))

	require.NoError(t, r.stop(t))
	require.Empty(t, names(later), "a stopped worker is not stalled")
}

func TestNotifyWakesTheLoop(t *testing.T) {
	t.Parallel()
	b := setup(t)
	dispatcher, observer := newCounter(), newCounter()
	b.start(t,
		Spec{Name: "dispatcher", Tier: Core, Interval: time.Hour, Batch: dispatcher.batch, Wake: []string{notify.NodesReady}},
		Spec{Name: "observer", Tier: Core, Interval: time.Hour, Batch: observer.batch,
			Wake: []string{notify.NodesSubmitted, notify.NodesUnknown}},
	)
	// The first pass starts at once; the second comes from the wake-up every
	// subscriber gets once LISTEN is in place. After that, only a notification can
	// start a pass within the hour.
	for _, c := range []*counter{dispatcher, observer} {
		require.Equal(t, int64(1), recv(t, c.calls))
		require.Equal(t, int64(2), recv(t, c.calls))
	}

	sendNotify(t, b.pool, db.Testnet, notify.NodesReady)
	require.Equal(t, int64(3), recv(t, dispatcher.calls))

	sendNotify(t, b.pool, db.Testnet, notify.NodesUnknown)
	require.Equal(t, int64(3), recv(t, observer.calls))
	sendNotify(t, b.pool, db.Testnet, notify.NodesSubmitted)
	require.Equal(t, int64(4), recv(t, observer.calls))
	require.Equal(t, int64(3), dispatcher.n.Load())
}

func TestFullBatchRunsAgainAtOnce(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		batchSize int
		// script is what successive Batch calls return.
		script    []int
		wantCalls int64
	}{
		{"full batches drain the backlog", 10, []int{10, 10, 10, 3}, 4},
		{"more rows than the limit count as full", 10, []int{25, 10, 9}, 3},
		{"an empty batch ends the pass", 5, []int{0}, 1},
		{"zero batch size is one call per pass", 0, []int{100}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			done := make(chan struct{})
			c := newCounter()
			batch := func(context.Context) (int, error) {
				i := int(c.hit())
				if i == len(tt.script) {
					close(done)
				}
				if i > len(tt.script) {
					return 0, nil
				}
				return tt.script[i-1], nil
			}
			// An hour's interval: every call after the first comes from the pass itself.
			r := b.start(t, Spec{Name: "drainer", Tier: Core, Interval: time.Hour, BatchSize: tt.batchSize, Batch: batch})
			recv(t, done)
			require.NoError(t, r.stop(t))
			require.Equal(t, tt.wantCalls, c.n.Load())
		})
	}
}

func TestBackoffAndRecovery(t *testing.T) {
	t.Parallel()

	t.Run("status is backoff while errors persist, live after a success", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		second, release := make(chan struct{}), make(chan struct{})
		var calls atomic.Int64
		batch := func(ctx context.Context) (int, error) {
			switch calls.Add(1) {
			case 1:
				return 0, errors.New("boom")
			case 2:
				close(second)
				select {
				case <-release:
				case <-ctx.Done():
				}
			}
			return 0, nil
		}
		b.start(t, Spec{Name: "flaky", Tier: Core, Interval: 10 * time.Millisecond, Batch: batch})
		recv(t, second)
		hb := heartbeats(t, b.pool)["flaky"]
		require.Equal(t, string(StatusBackoff), hb.Status)
		require.Equal(t, int32(1), hb.ConsecutiveErrors)
		require.NotNil(t, hb.LastError)
		require.Equal(t, "boom", *hb.LastError)

		close(release)
		require.Eventually(t, func() bool {
			hb := heartbeats(t, b.pool)["flaky"]
			return hb.Status == string(StatusLive) && hb.ConsecutiveErrors == 0 && hb.LastError == nil
		}, waitFor, time.Millisecond)
		require.Contains(t, b.logs.String(), "batch failed; backing off")
		require.Contains(t, b.logs.String(), "worker recovered")
	})

	t.Run("the published interval follows the growing backoff", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		var calls atomic.Int64
		batch := func(context.Context) (int, error) {
			return 0, fmt.Errorf("attempt %d: database unreachable", calls.Add(1))
		}
		b.start(t, Spec{Name: "failing", Tier: Sidecar, Interval: time.Millisecond, Batch: batch})
		require.Eventually(t, func() bool {
			hb := heartbeats(t, b.pool)["failing"]
			return hb != nil && hb.ConsecutiveErrors >= 6
		}, waitFor, time.Millisecond)
		hb := heartbeats(t, b.pool)["failing"]
		require.Equal(t, string(StatusBackoff), hb.Status)
		// No jitter: the pause after n errors is exactly 2^(n−1) ms.
		want := backoffBase(time.Millisecond, int(hb.ConsecutiveErrors))
		require.InDelta(t, want.Seconds(), hb.ExpectedIntervalSeconds, 1e-9, "after %d errors", hb.ConsecutiveErrors)
		require.Contains(t, *hb.LastError, "database unreachable")
	})
}

func TestCoreCrashStopsEverything(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ticker, side := newCounter(), newCounter()
	ticked := make(chan struct{})
	var once sync.Once
	tick := func(ctx context.Context) (int, error) {
		if ticker.hit() >= 2 {
			once.Do(func() { close(ticked) })
		}
		return 0, nil
	}
	crash := func(ctx context.Context) (int, error) {
		select {
		case <-ticked:
		case <-ctx.Done():
			return 0, ctx.Err()
		}
		panic("core boom")
	}
	r := b.start(t,
		Spec{Name: "ticker", Tier: Core, Interval: 5 * time.Millisecond, Batch: tick},
		Spec{Name: "side", Tier: Sidecar, Interval: 5 * time.Millisecond, Batch: side.batch},
		Spec{Name: "core_panics", Tier: Core, Interval: time.Hour, Batch: crash},
	)
	// Run returns on its own: nobody cancelled it.
	recv(t, r.returned)
	err := r.stop(t)
	require.Error(t, err)
	require.NotErrorIs(t, err, ErrShutdownTimeout)
	var pe *PanicError
	require.ErrorAs(t, err, &pe)
	require.Equal(t, "core_panics", pe.Worker)
	require.Equal(t, "core boom", pe.Value)
	require.Contains(t, string(pe.Stack), "TestCoreCrashStopsEverything")
	require.Contains(t, err.Error(), "core worker core_panics crashed")

	// Every loop has exited (Run waited for them) and said so.
	rows := heartbeats(t, b.pool)
	for _, name := range []string{"ticker", "side", "core_panics"} {
		require.Equal(t, string(StatusStopped), rows[name].Status, name)
	}
	require.Contains(t, *rows["core_panics"].LastError, "core boom")
	require.Contains(t, b.logs.String(), "worker crashed")
	require.Contains(t, b.logs.String(), `"stack":`)
}

func TestSidecarCrashIsIsolated(t *testing.T) {
	t.Parallel()
	b := setup(t)
	core := newCounter()
	var sidecarCalls atomic.Int64
	sidecar := func(context.Context) (int, error) {
		if i := sidecarCalls.Add(1); i <= 3 {
			panic(fmt.Sprintf("sidecar boom %d", i))
		}
		return 0, nil
	}
	r := b.start(t,
		Spec{Name: "core", Tier: Core, Interval: 5 * time.Millisecond, Batch: core.batch},
		Spec{Name: "crashy_sidecar", Tier: Sidecar, Interval: 5 * time.Millisecond, Batch: sidecar},
	)
	// The sidecar crashed three times and was restarted each time…
	require.Eventually(t, func() bool { return sidecarCalls.Load() >= 5 }, waitFor, time.Millisecond)
	// …while the core worker kept ticking and Run kept running.
	seen := core.n.Load()
	require.Eventually(t, func() bool { return core.n.Load() >= seen+3 }, waitFor, time.Millisecond)
	select {
	case <-r.returned:
		t.Fatalf("Run returned after a sidecar crash: %v", r.err)
	default:
	}
	// A successful pass after the restarts clears the error state.
	require.Eventually(t, func() bool {
		hb := heartbeats(t, b.pool)["crashy_sidecar"]
		return hb.Status == string(StatusLive) && hb.ConsecutiveErrors == 0 && hb.LastError == nil
	}, waitFor, time.Millisecond)

	require.NoError(t, r.stop(t))
	logs := b.logs.String()
	for i := 1; i <= 3; i++ {
		require.Contains(t, logs, fmt.Sprintf(`"panic":"sidecar boom %d"`, i))
	}
	require.Contains(t, logs, "restarting sidecar")
	require.Contains(t, logs, "TestSidecarCrashIsIsolated", "the stack is logged")
}

func TestShutdown(t *testing.T) {
	t.Parallel()

	t.Run("cancellation stops every loop and Run returns nil", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inBatch := make(chan string, 2)
		// Both workers sit in a batch that honours ctx when shutdown starts.
		wait := func(name string) BatchFunc {
			return func(ctx context.Context) (int, error) {
				inBatch <- name
				<-ctx.Done()
				return 0, fmt.Errorf("claim nodes: %w", ctx.Err())
			}
		}
		r := b.start(t,
			Spec{Name: "core", Tier: Core, Interval: time.Hour, Batch: wait("core"), Wake: []string{notify.NodesReady}},
			Spec{Name: "sidecar", Tier: Sidecar, Interval: time.Hour, Batch: wait("sidecar")},
		)
		recv(t, inBatch)
		recv(t, inBatch)
		require.NoError(t, r.stop(t))
		for name, hb := range heartbeats(t, b.pool) {
			require.Equal(t, string(StatusStopped), hb.Status, name)
			require.Zero(t, hb.ConsecutiveErrors, "a cancelled batch is not an error")
		}
		require.NotContains(t, b.logs.String(), `"level":"error"`, "context.Canceled on shutdown is not an error")
		require.NotContains(t, b.logs.String(), `"level":"warn"`)
		require.Error(t, r.s.Run(context.Background()), "Run runs once")
	})

	t.Run("a batch that ignores ctx makes Run give up after ShutdownTimeout", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.cfg.ShutdownTimeout = 100 * time.Millisecond
		entered, release := make(chan struct{}), make(chan struct{})
		stubborn := func(context.Context) (int, error) {
			close(entered)
			<-release
			return 0, nil
		}
		polite := newCounter()
		r := b.start(t,
			Spec{Name: "stubborn", Tier: Sidecar, Interval: time.Hour, Batch: stubborn},
			Spec{Name: "polite", Tier: Core, Interval: time.Hour, Batch: polite.batch},
		)
		recv(t, entered)
		recv(t, polite.calls)
		start := time.Now()
		err := r.stop(t)
		require.GreaterOrEqual(t, time.Since(start), b.cfg.ShutdownTimeout)
		require.ErrorIs(t, err, ErrShutdownTimeout)
		require.Contains(t, err.Error(), "stubborn")
		require.NotContains(t, err.Error(), "polite")
		require.Equal(t, string(StatusStopped), heartbeats(t, b.pool)["polite"].Status)

		// Let the abandoned goroutine finish so the test leaks nothing.
		close(release)
		r.s.wg.Wait()
	})
}

func TestNewValidates(t *testing.T) {
	t.Parallel()
	b := setup(t)
	batch := func(context.Context) (int, error) { return 0, nil }
	good := Spec{Name: "w", Tier: Core, Interval: time.Second, Batch: batch}
	tests := []struct {
		name    string
		mutate  func(*Config)
		specs   []Spec
		wantErr error
	}{
		{"valid", func(*Config) {}, []Spec{good}, nil},
		{"no pool", func(c *Config) { c.Pool = nil }, []Spec{good}, errInvalidConfig},
		{"unknown network", func(c *Config) { c.Network = "devnet" }, []Spec{good}, errInvalidConfig},
		{"negative shutdown timeout", func(c *Config) { c.ShutdownTimeout = -time.Second }, []Spec{good}, errInvalidConfig},
		{"no workers", func(*Config) {}, nil, errInvalidConfig},
		{"duplicate names", func(*Config) {}, []Spec{good, good}, errInvalidSpec},
		{"invalid spec", func(*Config) {}, []Spec{{Name: "w", Tier: Core, Batch: batch}}, errInvalidSpec},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := b.cfg
			tt.mutate(&cfg)
			_, err := New(cfg, tt.specs...)
			if tt.wantErr == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tt.wantErr)
		})
	}

	t.Run("default instance ID is per process", func(t *testing.T) {
		t.Parallel()
		cfg := b.cfg
		cfg.InstanceID = ""
		s1, err := New(cfg, good)
		require.NoError(t, err)
		s2, err := New(cfg, good)
		require.NoError(t, err)
		require.NotEqual(t, s1.cfg.InstanceID, s2.cfg.InstanceID)
		require.True(t, strings.Contains(s1.cfg.InstanceID, "-"))
		require.Equal(t, 2*time.Second, s1.cfg.HeartbeatTimeout)
		require.Equal(t, 10*time.Second, s1.cfg.ShutdownTimeout)
	})
}

// TestDueShortensThePause: a worker whose Spec.Due names a time before its interval
// ends (an observation due in 100 ms, an hour's interval, no wake-up topics) runs again
// then, not an hour later. An overdue time runs at once; none leaves the interval.
func TestDueShortensThePause(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := newCounter()
	var due atomic.Int64
	due.Store(time.Now().Add(100 * time.Millisecond).UnixNano())
	b.start(t, Spec{Name: "observer", Tier: Core, Interval: time.Hour, BatchSize: 10, Batch: c.batch,
		Due: func() time.Time {
			if v := due.Swap(0); v != 0 {
				return time.Unix(0, v)
			}
			return time.Time{}
		}})
	require.Equal(t, int64(1), recv(t, c.calls))
	require.Equal(t, int64(2), recv(t, c.calls), "the pass due in 100 ms ran within the hour")

	r := &runner{spec: Spec{Interval: time.Hour}}
	require.Equal(t, time.Hour, r.untilDue(time.Hour), "no Due: the interval")
	r.spec.Due = func() time.Time { return time.Time{} }
	require.Equal(t, time.Hour, r.untilDue(time.Hour), "nothing due: the interval")
	r.spec.Due = func() time.Time { return time.Now().Add(-time.Second) }
	require.Equal(t, time.Millisecond, r.untilDue(time.Hour), "overdue: at once, not a busy loop")
}

// A gated process (MG_WORKERS_ENABLED off) runs no batch but writes, for each worker
// it would run, a 'gated' heartbeat with its build at once and again every
// GatedInterval, published as its expected interval so it is never stalled while it
// ticks; it takes no wake-up share, and says 'stopped' when it shuts down.
func TestGatedInstanceHeartbeatsGatedThenStopped(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.cfg.Version = "v1.2.3 (abc123)"
	b.cfg.GatedInterval = 50 * time.Millisecond
	s, err := NewGated(b.cfg, Spec{Name: "dispatcher", Tier: Core}, Spec{Name: "expiration-checker", Tier: Sidecar})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	r := &running{s: s, returned: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(r.returned)
		r.err = s.Run(ctx)
	}()
	t.Cleanup(func() { _ = r.stop(t) })

	var first time.Time
	require.Eventually(t, func() bool {
		hb := heartbeats(t, b.pool)
		return len(hb) == 2 && hb["dispatcher"].Status == string(StatusGated) && hb["expiration-checker"].Status == string(StatusGated)
	}, waitFor, 5*time.Millisecond)
	// Ready follows each first heartbeat's commit by the moment its reply takes to
	// come back, so the rows can be seen first.
	require.Eventually(t, s.Ready, waitFor, 5*time.Millisecond, "ready once its first heartbeats committed")
	for name, hb := range heartbeats(t, b.pool) {
		require.Equal(t, "v1.2.3 (abc123)", hb.Version, name)
		require.InDelta(t, 0.05, hb.ExpectedIntervalSeconds, 0.0001, name)
		require.False(t, hb.Stalled, name)
		require.Zero(t, hb.ConsecutiveErrors, name)
		if name == "dispatcher" {
			first = hb.LastTickAt
			require.Equal(t, string(Core), hb.Tier)
		}
	}
	require.Eventually(t, func() bool { return heartbeats(t, b.pool)["dispatcher"].LastTickAt.After(first) },
		waitFor, 5*time.Millisecond, "a gated instance keeps ticking")
	peers, err := b.cfg.Pool.Heartbeats().Beat(ctx, db.Heartbeat{WorkerName: "dispatcher", InstanceID: "running",
		Tier: string(Core), Status: string(StatusLive), StartedAt: time.Now(), ExpectedIntervalSeconds: 1})
	require.NoError(t, err)
	require.Empty(t, peers, "a gated instance is no replica of its worker")

	require.NoError(t, r.stop(t))
	stopped := 0
	rows, err := b.cfg.Pool.Heartbeats().ListWithStalled(context.Background())
	require.NoError(t, err)
	for _, r := range rows {
		if r.Instance == b.cfg.InstanceID {
			require.Equal(t, string(StatusStopped), r.Status, r.Worker)
			stopped++
		}
	}
	require.Equal(t, 2, stopped)
}

// A gated supervisor needs a name and a tier for each worker, and no name twice.
func TestNewGatedValidates(t *testing.T) {
	t.Parallel()
	cfg := Config{Pool: &db.Pool{}, Network: db.Testnet}
	_, err := NewGated(cfg)
	require.ErrorIs(t, err, errInvalidConfig)
	_, err = NewGated(cfg, Spec{Name: "dispatcher"})
	require.ErrorIs(t, err, errInvalidSpec)
	_, err = NewGated(cfg, Spec{Name: "dispatcher", Tier: Core}, Spec{Name: "dispatcher", Tier: Core})
	require.ErrorIs(t, err, errInvalidSpec)
	_, err = NewGated(cfg, Spec{Name: "dispatcher", Tier: Core})
	require.NoError(t, err)
}
