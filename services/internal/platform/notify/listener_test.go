package notify

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// waitFor bounds every asynchronous wait in these tests; it is a deadline, never a sleep.
const waitFor = 10 * time.Second

// bench is a fresh migrated database's testnet pool and a test logger.
type bench struct {
	pool *pgxpool.Pool
	log  zerolog.Logger
}

func setup(t *testing.T) bench {
	t.Helper()
	return bench{pool: dbtest.New(t).Pool(t, db.Testnet), log: zerolog.New(zerolog.NewTestWriter(t))}
}

// notify sends what a producer would: pg_notify on the topic's channel of network.
func notify(t *testing.T, pool *pgxpool.Pool, network db.Network, topic string) {
	t.Helper()
	_, err := pool.Exec(context.Background(), `SELECT pg_notify($1, '')`, Channel(network, topic))
	require.NoError(t, err)
}

// woken waits for a wake-up on s.
func woken(t *testing.T, s *Subscription) {
	t.Helper()
	select {
	case <-s.C:
	case <-time.After(waitFor):
		t.Fatalf("no wake-up within %s", waitFor)
	}
}

// pending reports whether s has a wake-up waiting, without waiting.
func pending(s *Subscription) bool {
	select {
	case <-s.C:
		return true
	default:
		return false
	}
}

// runListener starts a Listener with subscriptions to each topic set, and waits for
// the wake-up every subscriber gets once LISTEN is in place.
func runListener(t *testing.T, cfg ListenerConfig, topicSets ...[]string) (*Listener, []*Subscription) {
	t.Helper()
	l, err := NewListener(cfg)
	require.NoError(t, err)
	var subs []*Subscription
	for _, topics := range topicSets {
		s, err := l.Subscribe(topics...)
		require.NoError(t, err)
		subs = append(subs, s)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- l.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		require.NoError(t, <-done)
	})
	for _, s := range subs {
		woken(t, s)
	}
	return l, subs
}

func TestListenerRoutesAndCoalesces(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, subs := runListener(t, ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet, Logger: b.log},
		[]string{"topic_a"}, []string{"topic_b"}, []string{"topic_a", "topic_b"}, []string{"topic_barrier"})
	a, bb, both, barrier := subs[0], subs[1], subs[2], subs[3]
	// The listener dispatches one notification at a time, in commit order, so once the
	// barrier's notification has arrived every notification sent before it has been
	// dispatched to every subscriber.
	flush := func() {
		notify(t, b.pool, db.Testnet, "topic_barrier")
		woken(t, barrier)
	}

	for range 5 {
		notify(t, b.pool, db.Testnet, "topic_a")
	}
	notify(t, b.pool, db.Mainnet, "topic_b") // the other network's channel: ignored
	flush()
	require.True(t, pending(a), "five notifications coalesce into one wake-up")
	require.False(t, pending(a), "five notifications coalesce into one wake-up")
	require.False(t, pending(bb), "topic_b was sent on mainnet only")
	require.True(t, pending(both))
	require.False(t, pending(both))

	notify(t, b.pool, db.Testnet, "topic_a")
	notify(t, b.pool, db.Testnet, "topic_b")
	flush()
	require.True(t, pending(a))
	require.True(t, pending(bb))
	require.True(t, pending(both))
	require.False(t, pending(both), "a subscriber of two topics holds one pending wake-up")
	require.False(t, pending(barrier))
}

// TestListenerShares: replicas that set their share split the hints between them —
// one wake-up per hint, by its payload modulo the replicas — while a hint without a
// shard, and a subscriber without a share, wake as before.
func TestListenerShares(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, subs := runListener(t, ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet, Logger: b.log},
		[]string{"work"}, []string{"work"}, []string{"work"}, []string{"topic_barrier"})
	r0, r1, all, barrier := subs[0], subs[1], subs[2], subs[3]
	r0.SetShare(2, 0)
	r1.SetShare(2, 1)
	send := func(payload string) {
		_, err := b.pool.Exec(context.Background(), `SELECT pg_notify($1, $2)`, Channel(db.Testnet, "work"), payload)
		require.NoError(t, err)
		notify(t, b.pool, db.Testnet, "topic_barrier")
		woken(t, barrier)
	}
	for _, c := range []struct {
		payload      string
		want0, want1 bool
	}{
		{"1000000006", true, false},
		{"7", false, true},
		{"", true, true},            // Notify and the like: no shard, everyone
		{"not-a-shard", true, true}, // likewise
	} {
		send(c.payload)
		require.Equal(t, c.want0, pending(r0), "replica 0, payload %q", c.payload)
		require.Equal(t, c.want1, pending(r1), "replica 1, payload %q", c.payload)
		require.True(t, pending(all), "no share: every hint, payload %q", c.payload)
	}

	// Alone again (or an index its peers' list no longer has): every hint.
	r1.SetShare(1, 0)
	r0.SetShare(2, 5)
	send("8")
	require.True(t, pending(r0))
	require.True(t, pending(r1))
}

func TestListenerSubscribeWhileRunning(t *testing.T) {
	t.Parallel()
	b := setup(t)
	l, subs := runListener(t, ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet, Logger: b.log},
		[]string{"topic_a"})
	a := subs[0]
	late, err := l.Subscribe("topic_late")
	require.NoError(t, err)
	// The new channel is LISTENed to after an interrupted wait; keep notifying until a
	// notification gets through (each round is a poll, not a sleep).
	require.Eventually(t, func() bool {
		notify(t, b.pool, db.Testnet, "topic_late")
		return pending(late)
	}, waitFor, 10*time.Millisecond)
	// Flush the notifications still in flight: topic_a arrives after all of them.
	notify(t, b.pool, db.Testnet, "topic_a")
	woken(t, a)
	pending(late)

	late.Close()
	notify(t, b.pool, db.Testnet, "topic_late")
	notify(t, b.pool, db.Testnet, "topic_a")
	woken(t, a)
	require.False(t, pending(late), "a closed subscription is not woken")
}

// listenerPID finds the listening session's backend in this test's database: its last
// statement was a LISTEN, a ping, or the check of a notification's sender.
func listenerPID(t *testing.T, pool *pgxpool.Pool) int32 {
	t.Helper()
	var pid int32
	require.Eventually(t, func() bool {
		err := pool.QueryRow(context.Background(), `
			SELECT pid FROM pg_stat_activity
			WHERE datname = current_database() AND pid <> pg_backend_pid()
			  AND (query ILIKE 'LISTEN %' OR query = '-- ping' OR query LIKE '%pg_has_role(usesysid%')
			ORDER BY backend_start DESC LIMIT 1`).Scan(&pid)
		return err == nil
	}, waitFor, 10*time.Millisecond)
	return pid
}

func TestListenerReconnectsAndWakesEveryone(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, subs := runListener(t, ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet, Logger: b.log,
		ReconnectDelay: 10 * time.Millisecond, MaxReconnectDelay: 50 * time.Millisecond},
		[]string{"topic_a"}, []string{"topic_b"})
	a, bb := subs[0], subs[1]

	for round := range 2 {
		pid := listenerPID(t, b.pool)
		var ok bool
		require.NoError(t, b.pool.QueryRow(context.Background(), `SELECT pg_terminate_backend($1)`, pid).Scan(&ok))
		require.True(t, ok)
		// Notifications may have been lost while the connection was gone: every
		// subscriber is woken once it is back, without anything being sent.
		woken(t, a)
		woken(t, bb)
		// And the channels are LISTENed to again on the new connection.
		notify(t, b.pool, db.Testnet, "topic_b")
		woken(t, bb)
		require.False(t, pending(a), "round %d", round)
		require.NotEqual(t, pid, listenerPID(t, b.pool))
	}
}

func TestListenerPingsAQuietConnection(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, subs := runListener(t, ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet, Logger: b.log,
		PingInterval: 20 * time.Millisecond}, []string{"topic_a"})
	// The quiet connection gets pinged, and keeps delivering afterwards on the same
	// session (a ping is not a reconnect: nobody is woken by it).
	var pid int32
	require.Eventually(t, func() bool {
		err := b.pool.QueryRow(context.Background(), `
			SELECT pid FROM pg_stat_activity
			WHERE datname = current_database() AND query = '-- ping'`).Scan(&pid)
		return err == nil
	}, waitFor, 10*time.Millisecond)
	require.False(t, pending(subs[0]))
	notify(t, b.pool, db.Testnet, "topic_a")
	woken(t, subs[0])
	require.Equal(t, pid, listenerPID(t, b.pool))
}

func TestListenerValidation(t *testing.T) {
	t.Parallel()
	b := setup(t)
	_, err := NewListener(ListenerConfig{Network: db.Testnet})
	require.ErrorIs(t, err, errInvalidConfig)
	_, err = NewListener(ListenerConfig{Pool: db.Wrap(b.pool), Network: "devnet"})
	require.ErrorIs(t, err, errInvalidConfig)
	l, err := NewListener(ListenerConfig{Pool: db.Wrap(b.pool), Network: db.Testnet})
	require.NoError(t, err)
	_, err = l.Subscribe()
	require.Error(t, err)
	_, err = l.Subscribe("Bad-Topic")
	require.Error(t, err)
}

func TestChannel(t *testing.T) {
	t.Parallel()
	require.Equal(t, "qtg_testnet_nodes_ready", Channel(db.Testnet, NodesReady))
	require.Equal(t, "qtg_mainnet_callbacks", Channel(db.Mainnet, Callbacks))
	for _, topic := range Topics {
		require.NoError(t, ValidateTopic(topic))
	}
	require.NoError(t, ValidateTopic(strings.Repeat("x", maxChannelLen-len("qtg_mainnet_"))))
	require.Error(t, ValidateTopic(strings.Repeat("x", maxChannelLen-len("qtg_mainnet_")+1)))
	require.Error(t, ValidateTopic(""))
	require.Error(t, ValidateTopic("nodes ready"))
}
