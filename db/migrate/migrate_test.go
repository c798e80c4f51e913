package migrate_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/db/migrate"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// catalog describes one schema as text: tables, columns, constraints, indexes,
// functions and privileges, sorted, so two descriptions compare with require.Equal.
func catalog(t *testing.T, conn *pgx.Conn, schema string) []string {
	t.Helper()
	rows, err := conn.Query(context.Background(), `
		SELECT 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
		       || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
		       || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
		FROM pg_attribute a
		JOIN pg_class c ON c.oid = a.attrelid
		JOIN pg_namespace n ON n.oid = c.relnamespace
		LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
		WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
		UNION ALL
		SELECT 'constraint ' || c.relname || '.' || con.conname || ' ' || pg_get_constraintdef(con.oid)
		FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = $1
		UNION ALL
		SELECT 'index ' || pg_get_indexdef(i.indexrelid)
		FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = $1
		UNION ALL
		SELECT 'function ' || p.proname || ' ' || pg_get_function_identity_arguments(p.oid)
		FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1
		UNION ALL
		SELECT 'acl ' || c.relname || ' ' || replace(coalesce(c.relacl::text, ''), $1, 'NET')
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = $1 AND c.relkind = 'r' AND c.relname <> 'goose_db_version'
		ORDER BY 1`, schema)
	require.NoError(t, err)
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	require.NoError(t, err)
	for i := range out {
		out[i] = strings.ReplaceAll(out[i], schema+".", "")
	}
	return out
}

// isNoop reports a catalog line of the noop test executor's tables.
func isNoop(line string) bool {
	_, rest, _ := strings.Cut(line, " ")
	return strings.HasPrefix(rest, "noop_") || strings.Contains(line, " ON noop_")
}

func connect(t *testing.T, url string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close(context.Background()) })
	return conn
}

func TestUpIsIdempotentAndSchemasAreIdentical(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)

	first, err := migrate.Up(ctx, d.URL)
	require.NoError(t, err)
	require.Len(t, first, 2)
	for _, r := range first {
		require.EqualValues(t, 0, r.From, r.Network)
		require.NotEmpty(t, r.Applied, r.Network)
		require.Equal(t, r.Applied[len(r.Applied)-1], r.To)
	}

	conn := connect(t, d.URL)
	mainnet, testnet := catalog(t, conn, "mainnet"), catalog(t, conn, "testnet")
	require.NotEmpty(t, mainnet)
	// Identically, but for the noop test executor's tables, on testnet only (docs/security.md).
	require.Equal(t, mainnet, slices.DeleteFunc(slices.Clone(testnet), isNoop), "both network schemas must be migrated identically")
	require.NotEqual(t, len(mainnet), len(testnet), "testnet keeps the noop tables")

	second, err := migrate.Up(ctx, d.URL)
	require.NoError(t, err)
	for _, r := range second {
		require.Empty(t, r.Applied, "a second run must apply nothing")
		require.Equal(t, r.From, r.To)
	}
	require.Equal(t, mainnet, catalog(t, conn, "mainnet"), "a second run must change nothing")
	require.Equal(t, testnet, catalog(t, conn, "testnet"))

	status, err := migrate.Status(ctx, d.URL)
	require.NoError(t, err)
	for _, s := range status {
		require.Equal(t, s.Latest, s.Version)
		for _, m := range s.Migrations {
			require.True(t, m.Applied, "%s %d", s.Network, m.Version)
		}
	}
}

func TestUpDownUp(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)
	_, err := migrate.Up(ctx, d.URL)
	require.NoError(t, err)
	conn := connect(t, d.URL)
	before := catalog(t, conn, "testnet")

	down, err := migrate.Down(ctx, d.URL)
	require.NoError(t, err)
	require.Len(t, down, 2)
	var tables int
	require.NoError(t, conn.QueryRow(ctx, `SELECT count(*) FROM pg_tables WHERE schemaname IN ('mainnet', 'testnet') AND tablename <> 'goose_db_version'`).Scan(&tables))
	require.Zero(t, tables, "down must remove every table")
	status, err := migrate.Status(ctx, d.URL)
	require.NoError(t, err)
	for _, s := range status {
		require.Zero(t, s.Version)
	}

	_, err = migrate.Up(ctx, d.URL)
	require.NoError(t, err)
	require.Equal(t, before, catalog(t, conn, "testnet"))
}

// While one migrator holds the lock, another waits and changes nothing; several
// migrators started together all succeed and apply each migration exactly once.
func TestAdvisoryLockSerializesMigrators(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)
	holder := connect(t, d.URL)
	_, err := holder.Exec(ctx, `SELECT pg_advisory_lock($1)`, migrate.LockKey)
	require.NoError(t, err)

	const migrators = 4
	var wg sync.WaitGroup
	errs := make(chan error, migrators)
	for range migrators {
		wg.Go(func() {
			_, err := migrate.Up(ctx, d.URL)
			errs <- err
		})
	}

	// Wait until every migrator is queued on the lock.
	observer := connect(t, d.URL)
	require.Eventually(t, func() bool {
		var waiting int
		err := observer.QueryRow(ctx, `SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database
			WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = $1`, d.Name).Scan(&waiting)
		return err == nil && waiting == migrators
	}, 10*time.Second, 10*time.Millisecond)

	var schemas int
	require.NoError(t, observer.QueryRow(ctx, `SELECT count(*) FROM pg_namespace WHERE nspname IN ('mainnet', 'testnet')`).Scan(&schemas))
	require.Zero(t, schemas, "nothing may change while another migrator holds the lock")

	_, err = holder.Exec(ctx, `SELECT pg_advisory_unlock($1)`, migrate.LockKey)
	require.NoError(t, err)
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	for _, network := range db.Networks {
		var applied, distinct int
		require.NoError(t, observer.QueryRow(ctx, fmt.Sprintf(
			`SELECT count(*), count(DISTINCT version_id) FROM %s.goose_db_version WHERE version_id > 0`, network)).Scan(&applied, &distinct))
		require.Equal(t, distinct, applied, "%s: a migration was recorded twice", network)
		require.Positive(t, applied)
	}
}

// A binary must refuse to touch a schema that a newer binary has migrated.
func TestUpRefusesNewerSchema(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.New(t)
	conn := connect(t, d.URL)
	_, err := conn.Exec(ctx, `INSERT INTO testnet.goose_db_version (version_id, is_applied) VALUES (99999, true)`)
	require.NoError(t, err)
	before := catalog(t, conn, "mainnet")

	for name, run := range map[string]func(context.Context, string) ([]migrate.SchemaReport, error){
		"up": migrate.Up, "down": migrate.Down,
	} {
		_, err = run(ctx, d.URL)
		require.ErrorIs(t, err, migrate.ErrSchemaTooNew, name)
		require.Contains(t, err.Error(), "schema testnet is at version 99999", name)
	}
	require.Equal(t, before, catalog(t, conn, "mainnet"), "a refused run must change nothing")
}

func TestBadURL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, u := range []string{"postgres://qtg:hunter2@127.0.0.1:port/x", "not a url hunter2", "postgres://qtg:hunter2@127.0.0.1:99999999/x"} {
		_, err := migrate.Up(ctx, u)
		require.ErrorIs(t, err, db.ErrInvalidURL, u)
		require.False(t, strings.Contains(err.Error(), "hunter2"), "error repeats the password: %v", err)
		_, err = migrate.Status(ctx, u)
		require.ErrorIs(t, err, db.ErrInvalidURL, u)
	}
}

// A renamed job's role is renamed, not left behind: the deployments' logins stay its
// members, and a second migrator (or a second run) finds nothing to do.
func TestRenamedJobKeepsItsRoleAndLogins(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	d := dbtest.NewEmpty(t)
	conn := connect(t, d.URL)
	suffix := strings.ReplaceAll(d.Name, "-", "_")
	oldJob, newJob := "old-job-"+suffix, "new-job-"+suffix
	oldRole, newRole := db.Testnet.JobRole(oldJob), db.Testnet.JobRole(newJob)
	login := "login_" + suffix
	for _, stmt := range []string{
		`CREATE ROLE ` + pgx.Identifier{oldRole}.Sanitize() + ` NOLOGIN`,
		`CREATE ROLE ` + pgx.Identifier{login}.Sanitize() + ` LOGIN IN ROLE ` + pgx.Identifier{oldRole}.Sanitize(),
	} {
		_, err := conn.Exec(ctx, stmt)
		require.NoError(t, err)
	}
	t.Cleanup(func() {
		for _, r := range []string{login, oldRole, newRole} {
			_, _ = conn.Exec(context.WithoutCancel(ctx), `DROP ROLE IF EXISTS `+pgx.Identifier{r}.Sanitize())
		}
	})
	exists := func(role string) bool {
		var ok bool
		require.NoError(t, conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, role).Scan(&ok))
		return ok
	}
	renamed := map[string]string{newJob: oldJob}
	for range 2 {
		require.NoError(t, migrate.RenameJobRoles(ctx, conn, db.Testnet, renamed))
		require.False(t, exists(oldRole), "the old role is gone")
		require.True(t, exists(newRole), "under its new name")
		var member bool
		require.NoError(t, conn.QueryRow(ctx, `SELECT pg_has_role($1, $2, 'MEMBER')`, login, newRole).Scan(&member))
		require.True(t, member, "the login is still a member")
	}
}
