package db_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
)

// CheckRuntimeRole accepts exactly the logins docs/operations.md's install creates (a member of
// qtg_<network> and of the roles of the jobs the process hosts) and refuses a superuser,
// a schema or table owner, a role that may use the other network, one that may change
// the audit rows, an audit membership where the process does not promote, and a job
// role the process does not host or a missing one.
func TestCheckRuntimeRole(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	admin, err := pgx.Connect(ctx, d.URL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = admin.Close(context.Background()) })

	userOf := func(t *testing.T, u string) string {
		parsed, err := url.Parse(u)
		require.NoError(t, err)
		return pgx.Identifier{parsed.User.Username()}.Sanitize()
	}
	engine, promoter := db.RoleCheck{Jobs: db.EngineJobs()}, db.RoleCheck{Jobs: []string{db.JobAuditOutboxPromoter}}
	tests := []struct {
		name    string
		url     func(t *testing.T) string
		setup   string // run as the admin, %s is the login's quoted name
		check   db.RoleCheck
		wantErr string
	}{
		{name: "engine login", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine},
		{name: "promoter login", url: func(t *testing.T) string { return d.AuditLoginURL(t, db.Testnet) }, check: promoter},
		{name: "sidecar login", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet, db.JobCallbackDispatcher) },
			check: db.RoleCheck{Jobs: []string{db.JobCallbackDispatcher}}},
		{name: "migrator (superuser, owner)", url: func(*testing.T) string { return d.URL }, wantErr: "superuser"},
		{name: "schema owner", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `ALTER SCHEMA testnet OWNER TO %s`, wantErr: "owns schema testnet"},
		{name: "table owner", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `CREATE TABLE testnet.extra (x int); ALTER TABLE testnet.extra OWNER TO %s`, wantErr: "owns objects in schema testnet (extra)"},
		{name: "may create roles", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `ALTER ROLE %s CREATEROLE`, wantErr: "it may create roles"},
		{name: "member of the schema owner", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `CREATE ROLE qtg_test_owner NOLOGIN; ALTER SCHEMA testnet OWNER TO qtg_test_owner; GRANT qtg_test_owner TO %s`, wantErr: "owns schema testnet"},
		{name: "member of the other network", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `GRANT qtg_mainnet TO %s`, wantErr: "other network's schema mainnet"},
		{name: "usage on the other schema", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `GRANT USAGE ON SCHEMA mainnet TO %s`, wantErr: "other network's schema mainnet"},
		{name: "may update audit_log", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `GRANT UPDATE ON testnet.audit_log TO %s`, wantErr: "change or truncate audit_log"},
		{name: "may delete audit_outbox", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) }, check: engine,
			setup: `GRANT DELETE ON testnet.audit_outbox TO %s`, wantErr: "only the audit-outbox-promoter"},
		{name: "audit member that does not promote", url: func(t *testing.T) string { return d.AuditLoginURL(t, db.Testnet) },
			check: engine, wantErr: "only the audit-outbox-promoter may append"},
		{name: "promoter without the audit role", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) },
			check: db.RoleCheck{Jobs: append(db.EngineJobs(), db.JobAuditOutboxPromoter)}, wantErr: "must be a member of qtg_testnet_audit"},
		{name: "sidecar holding the dispatcher's role", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet) },
			check: db.RoleCheck{Jobs: []string{db.JobCallbackDispatcher}}, wantErr: "holds qtg_testnet_dispatcher, the role of a job this process does not host"},
		{name: "dispatcher without its role", url: func(t *testing.T) string { return d.LoginURL(t, db.Testnet, db.JobExpirationChecker) },
			check: db.RoleCheck{Jobs: []string{db.JobDispatcher}}, wantErr: "must be a member of qtg_testnet_dispatcher"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := tt.url(t)
			if tt.setup != "" {
				login := userOf(t, u)
				_, err := admin.Exec(ctx, fmtSQL(tt.setup, login))
				require.NoError(t, err)
				t.Cleanup(func() {
					// Give the schema back and drop what the case created or granted, so
					// dbtest can drop the login.
					_, err := admin.Exec(context.Background(), `ALTER SCHEMA testnet OWNER TO CURRENT_USER; DROP TABLE IF EXISTS testnet.extra; DROP OWNED BY `+login+`; DROP ROLE IF EXISTS qtg_test_owner`)
					require.NoError(t, err)
				})
			}
			pool, err := db.Open(ctx, u, db.Testnet)
			require.NoError(t, err)
			defer pool.Close()
			err = pool.CheckRole(ctx, tt.check)
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, db.ErrUnsafeRole)
			require.ErrorContains(t, err, tt.wantErr)
		})
	}
}

func fmtSQL(stmt, ident string) string { return strings.ReplaceAll(stmt, "%s", ident) }
