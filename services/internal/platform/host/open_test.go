package host

import (
	"context"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/testing/loopback"
	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
)

// freeAddr returns a 127.0.0.1 address nothing listens on (yet).
func freeAddr(t *testing.T) string {
	t.Helper()
	addr, err := loopback.FreeAddr(t.Context())
	require.NoError(t, err)
	return addr
}

// serveProxy forwards connections accepted on addr to target until the test ends:
// "the database comes up" at addr.
func serveProxy(t *testing.T, addr, target string) {
	t.Helper()
	l, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", addr)
	require.NoError(t, err)
	var wg sync.WaitGroup
	t.Cleanup(func() { _ = l.Close(); wg.Wait() })
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			in, err := l.Accept()
			if err != nil {
				return
			}
			out, err := (&net.Dialer{}).DialContext(t.Context(), "tcp", target)
			if err != nil {
				_ = in.Close()
				continue
			}
			wg.Add(2)
			go func() { defer wg.Done(); _, _ = io.Copy(out, in); _ = out.Close() }()
			go func() { defer wg.Done(); _, _ = io.Copy(in, out); _ = in.Close() }()
		}
	}()
}

// A process started while Postgres is unreachable waits for it (retrying, logged)
// instead of exiting, and opens its pool once it is up; without a wait, or past it,
// it fails with a clear error.
func TestOpenPoolWaitsForTheDatabase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	up, err := url.Parse(d.URL)
	require.NoError(t, err)
	addr := freeAddr(t)
	down := *up
	down.Host = addr

	t.Run("no wait fails at once", func(t *testing.T) {
		_, err := openPool(ctx, down.String(), db.Testnet, 0, zerolog.Nop())
		require.Error(t, err)
	})
	t.Run("bounded", func(t *testing.T) {
		_, err := openPool(ctx, down.String(), db.Testnet, 50*time.Millisecond, zerolog.Nop())
		require.ErrorContains(t, err, "database not usable within MG_DB_STARTUP_WAIT=50ms")
	})
	t.Run("invalid URL is not retried", func(t *testing.T) {
		_, err := openPool(ctx, "postgres://%zz", db.Testnet, time.Hour, zerolog.Nop())
		require.ErrorIs(t, err, db.ErrInvalidURL)
	})
	t.Run("waits", func(t *testing.T) {
		var logs syncbuf.Buffer
		type result struct {
			pool *db.Pool
			err  error
		}
		done := make(chan result, 1)
		go func() {
			p, err := openPool(ctx, down.String(), db.Testnet, time.Hour, zerolog.New(&logs))
			done <- result{p, err}
		}()
		// Two failed attempts logged, and still waiting.
		require.Eventually(t, func() bool {
			return strings.Count(logs.String(), "database not reachable yet") >= 2
		}, time.Minute, 10*time.Millisecond)
		select {
		case r := <-done:
			t.Fatalf("openPool returned while the database was down: %v", r.err)
		default:
		}
		serveProxy(t, addr, up.Host)
		r := <-done
		require.NoError(t, r.err)
		t.Cleanup(r.pool.Close)
		require.NoError(t, r.pool.Ping(ctx))
		require.Contains(t, logs.String(), `"attempt":2`)
	})
}
