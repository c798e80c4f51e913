package migrate_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/migrate"
)

// The login the chart's migration Job creates from the runtime URL passes the
// deployables' start-up check; the promoter's too; running it again (a rotated
// password) keeps it working; the migrator's own URL is refused (issue 14).
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

	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(app, "first"), migrate.JobWorker))
	require.NoError(t, check(withUser(app, "first"), db.RoleCheck{}))
	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(app, "rotated"), migrate.JobWorker))
	require.NoError(t, check(withUser(app, "rotated"), db.RoleCheck{}))
	_, err := db.Open(ctx, withUser(app, "first"), db.Testnet)
	require.Error(t, err, "the old password no longer logs in")
	// The testnet login cannot reach mainnet.
	_, err = db.Open(ctx, withUser(app, "rotated"), db.Mainnet)
	require.ErrorIs(t, err, db.ErrSchemaMissing)

	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(promoter, "p"), migrate.JobAudit))
	require.NoError(t, check(withUser(promoter, "p"), db.RoleCheck{AppendsAudit: true}))

	require.NoError(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, withUser(gateway, "g"), migrate.JobGateway))
	require.NoError(t, check(withUser(gateway, "g"), db.RoleCheck{WritesPlans: true}))
	// Each job's login is refused where another job's is expected.
	require.ErrorIs(t, check(withUser(gateway, "g"), db.RoleCheck{}), db.ErrUnsafeRole)
	require.ErrorIs(t, check(withUser(app, "rotated"), db.RoleCheck{WritesPlans: true}), db.ErrUnsafeRole)

	require.ErrorContains(t, migrate.EnsureLoginFor(ctx, d.URL, db.Testnet, d.URL, migrate.JobWorker), "the migration's own role")
}
