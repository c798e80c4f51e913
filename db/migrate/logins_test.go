package migrate_test

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/migrate"
)

// The login the chart's migration Job creates from a deployable's URL passes that
// deployable's start-up check and no other's; running it again (a rotated password)
// keeps it working, and with other jobs moves it to their roles only; the migrator's own
// URL and a group role's name are refused.
func TestEnsureLoginFor(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	withUser := func(name, password string) string {
		u, err := url.Parse(d.URL)
		require.NoError(t, err)
		u.User = url.UserPassword(name, password)
		return u.String()
	}
	suffix := d.Name[len(d.Name)-8:]
	app, promoter, gateway := "qtg_app_"+suffix, "qtg_promoter_"+suffix, "qtg_gateway_"+suffix
	t.Cleanup(func() {
		conn := connect(t, d.URL)
		for _, r := range []string{app, promoter, gateway} {
			_, _ = conn.Exec(context.Background(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1`, r)
			_, err := conn.Exec(context.Background(), `DROP ROLE IF EXISTS `+r)
			require.NoError(t, err)
		}
	})
	check := func(loginURL string, rc db.RoleCheck) error {
		pool, err := db.Open(ctx, loginURL, db.Testnet)
		require.NoError(t, err)
		defer pool.Close()
		return pool.CheckRole(ctx, rc)
	}
	engine := db.RoleCheck{Jobs: db.EngineJobs()}

	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(app, "first"), db.EngineJobs(), migrate.Limits{}))
	require.NoError(t, check(withUser(app, "first"), engine))
	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(app, "rotated"), db.EngineJobs(), migrate.Limits{}))
	require.NoError(t, check(withUser(app, "rotated"), engine))
	_, err := db.Open(ctx, withUser(app, "first"), db.Testnet)
	require.Error(t, err, "the old password no longer logs in")
	// The testnet login cannot reach mainnet.
	_, err = db.Open(ctx, withUser(app, "rotated"), db.Mainnet)
	require.ErrorIs(t, err, db.ErrSchemaMissing)

	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(promoter, "p"), []string{db.JobAuditOutboxPromoter}, migrate.Limits{}))
	require.NoError(t, check(withUser(promoter, "p"), db.RoleCheck{Jobs: []string{db.JobAuditOutboxPromoter}}))

	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(gateway, "g"), []string{db.JobGateway}, migrate.Limits{}))
	require.NoError(t, check(withUser(gateway, "g"), db.RoleCheck{Jobs: []string{db.JobGateway}}))
	// Each job's login is refused where another job's is expected.
	require.ErrorIs(t, check(withUser(gateway, "g"), engine), db.ErrUnsafeRole)
	require.ErrorIs(t, check(withUser(app, "rotated"), db.RoleCheck{Jobs: []string{db.JobGateway}}), db.ErrUnsafeRole)

	// A login moved to another job loses the roles of the one it held.
	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(app, "rotated"), []string{db.JobExpirationChecker}, migrate.Limits{}))
	require.NoError(t, check(withUser(app, "rotated"), db.RoleCheck{Jobs: []string{db.JobExpirationChecker}}))
	require.ErrorIs(t, check(withUser(app, "rotated"), engine), db.ErrUnsafeRole)
	require.ErrorContains(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser("qtg_testnet_dispatcher", "x"), db.EngineJobs(), migrate.Limits{}),
		"the name of a group role")

	require.ErrorContains(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, d.URL, db.EngineJobs(), migrate.Limits{}), "the migration's own role")
}

// A login's password never reaches the server as text: what the migrator sends (read
// off the wire by a loopback proxy) holds only its SCRAM verifier, so a server logging
// DDL, or pg_stat_activity, never shows it; the login works with the password; and the
// limits given become the role's connection limit and timeouts.
func TestLoginPasswordNeverReachesTheServer(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	u, err := url.Parse(d.URL)
	require.NoError(t, err)
	if u.Query().Get("sslmode") != "disable" && u.Query().Get("sslmode") != "" {
		t.Skip("the proxy reads the wire in the clear: needs a test server without TLS")
	}
	sent := &recorder{}
	via := *u
	via.Host = proxy(t, u.Host, sent)
	q := via.Query()
	q.Set("sslmode", "disable")
	via.RawQuery = q.Encode()

	const password = "not-on-the-wire-5b1f0c7a9e"
	name := "qtg_wire_" + d.Name[len(d.Name)-8:]
	t.Cleanup(func() {
		conn := connect(t, d.URL)
		_, _ = conn.Exec(context.Background(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1`, name)
		_, err := conn.Exec(context.Background(), `DROP ROLE IF EXISTS `+name)
		require.NoError(t, err)
	})
	login := *u
	login.User = url.UserPassword(name, password)
	limits := migrate.Limits{ConnectionLimit: 7, StatementTimeout: 90 * time.Second, IdleInTransactionTimeout: time.Minute}
	require.NoError(t, migrate.EnsureLoginFor(ctx, via.String(), db.Testnet, login.String(), db.EngineJobs(), limits))

	require.Positive(t, sent.len(), "the proxy saw the migrator's traffic")
	require.NotContains(t, sent.String(), password, "the password crossed the wire as text")
	require.Contains(t, sent.String(), "SCRAM-SHA-256$4096:", "the verifier was sent instead")

	pool, err := db.Open(ctx, login.String(), db.Testnet)
	require.NoError(t, err, "the password logs in")
	defer pool.Close()
	require.NoError(t, pool.CheckRole(ctx, db.RoleCheck{Jobs: db.EngineJobs()}))

	var connLimit int
	var config []string
	require.NoError(t, connect(t, d.URL).QueryRow(ctx, `SELECT rolconnlimit, coalesce(rolconfig, '{}') FROM pg_roles WHERE rolname = $1`, name).Scan(&connLimit, &config))
	require.Equal(t, 7, connLimit)
	require.ElementsMatch(t, []string{"statement_timeout=90000", "idle_in_transaction_session_timeout=60000"}, config)
}

// recorder keeps every byte a client sent through proxy.
type recorder struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (r *recorder) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.buf.Write(p)
}

func (r *recorder) String() string { r.mu.Lock(); defer r.mu.Unlock(); return r.buf.String() }
func (r *recorder) len() int       { r.mu.Lock(); defer r.mu.Unlock(); return r.buf.Len() }

// proxy forwards loopback connections to target, copying what clients send into sent,
// and returns its address. It stops at the end of the test.
func proxy(t *testing.T, target string, sent io.Writer) string {
	t.Helper()
	var lc net.ListenConfig
	l, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	var wg sync.WaitGroup
	t.Cleanup(func() { _ = l.Close(); wg.Wait() })
	wg.Go(func() {
		for {
			client, err := l.Accept()
			if err != nil {
				return
			}
			var d net.Dialer
			server, err := d.DialContext(context.Background(), "tcp", target)
			if err != nil {
				_ = client.Close()
				continue
			}
			wg.Go(func() {
				_, _ = io.Copy(io.MultiWriter(server, sent), client)
				_ = server.Close()
			})
			wg.Go(func() {
				_, _ = io.Copy(client, server)
				_ = client.Close()
			})
		}
	})
	return l.Addr().String()
}
