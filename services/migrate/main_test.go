package main

import (
	"context"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/testing/loopback"
	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
)

// qtg-migrate started before its database waits for it, retrying with backoff and
// saying so, then migrates; past MG_DB_STARTUP_WAIT it exits with a clear error.
func TestMigrateWaitsForTheDatabaseBounded(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)
	up, err := url.Parse(d.URL)
	require.NoError(t, err)
	addr, err := loopback.FreeAddr(t.Context()) // nothing listens there until the proxy starts
	require.NoError(t, err)
	down := *up
	down.Host = addr

	t.Run("bounded", func(t *testing.T) {
		var out syncbuf.Buffer
		c := cli{DatabaseURL: down.String(), StartupWait: 50 * time.Millisecond}
		err := run(ctx, "status", c, &out)
		require.ErrorContains(t, err, "database not reachable within MG_DB_STARTUP_WAIT=50ms")
	})

	t.Run("waits then migrates", func(t *testing.T) {
		var out syncbuf.Buffer
		c := cli{DatabaseURL: down.String(), StartupWait: time.Hour}
		c.Up.Network = "testnet"
		done := make(chan error, 1)
		go func() { done <- run(ctx, "up", c, &out) }()
		require.Eventually(t, func() bool {
			return strings.Count(out.String(), "database not reachable yet") >= 2
		}, time.Minute, 10*time.Millisecond)
		select {
		case err := <-done:
			t.Fatalf("qtg-migrate returned while the database was down: %v", err)
		default:
		}
		serveProxy(t, addr, up.Host)
		require.NoError(t, <-done)
		require.Contains(t, out.String(), "testnet: applied")
	})
}

// serveProxy forwards connections accepted on addr to target until the test ends.
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

// Each --login and MG_LOGIN_<DEPLOYABLE> names a deployable whose login gets the roles of
// the jobs it hosts: a worker's own, the gateway's, the all-in-one's default workers, or
// workers joined with +; a name that is no deployable, or one without a database, is
// refused.
func TestLoginsGetTheirDeployablesJobs(t *testing.T) {
	t.Parallel()
	logins, err := loginsFrom(map[string]string{"gateway": "postgres://g@db/qtg"},
		[]string{"MG_LOGIN_CALLBACK_DISPATCHER=postgres://c@db/qtg", "MG_LOGIN_CONNECTION_LIMIT=5", "PATH=/bin", "MG_LOGIN_GATEWAY=postgres://g@db/qtg"})
	require.NoError(t, err)
	require.Equal(t, map[string]string{"gateway": "postgres://g@db/qtg", "callback-dispatcher": "postgres://c@db/qtg"}, logins)
	_, err = loginsFrom(map[string]string{"gateway": "postgres://g@db/qtg"}, []string{"MG_LOGIN_GATEWAY=postgres://other@db/qtg"})
	require.ErrorContains(t, err, "different URLs")

	for name, want := range map[string][]string{
		"callback-dispatcher":           {"callback-dispatcher"},
		"gateway":                       {"gateway"},
		"qtg":                           {"dispatcher", "observer", "recovery"},
		"expiration-checker+dispatcher": {"expiration-checker", "dispatcher"},
	} {
		jobs, err := loginJobs(name)
		require.NoError(t, err, name)
		require.Equal(t, want, jobs, name)
	}
	for _, name := range []string{"console", "devchain", "qtg+nothing"} {
		_, err := loginJobs(name)
		require.Error(t, err, name)
	}
}
