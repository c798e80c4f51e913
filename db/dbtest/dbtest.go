// Package dbtest gives each test its own fresh, fully migrated database.
//
// The first call in a test binary builds (or finds) a template database migrated to
// the embedded schema, named after a hash of the migrations so that a changed schema
// gets a new template. Building is serialised across test binaries — `go test ./...`
// runs packages in parallel — by an advisory lock in the server's maintenance
// database. Each test then gets `CREATE DATABASE … TEMPLATE`, a file-level copy that
// takes milliseconds, and the database is dropped when the test ends.
//
// The server comes from DATABASE_URL (set by `make test`, which starts a throwaway
// cluster when it is unset), and must be reachable as a role that may create databases
// and roles.
package dbtest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/migrate"
)

// templateGeneration is part of the template's name. Bump it when something that
// shapes the migrated database changes outside the migration files (the grants in
// package migrate), so long-lived servers do not reuse a stale template.
const templateGeneration = 4

// templateLockKey serialises template builds across test binaries ("qtgtmpl").
const templateLockKey int64 = 0x717467746d706c

// Database is one test's database.
type Database struct {
	// Name is the database name.
	Name string
	// URL connects to it as the server's admin role (the migrations' owner).
	URL string
}

var template struct {
	sync.Mutex
	name string
}

// ServerURL returns DATABASE_URL, failing the test with instructions when it is unset.
func ServerURL(t testing.TB) string {
	t.Helper()
	u := lookupURL()
	if u == "" {
		t.Fatal("DATABASE_URL is not set: run the tests with `make test`, which starts a throwaway PostgreSQL, " +
			"or point DATABASE_URL at a server where this role may create databases and roles")
	}
	return u
}

// New creates a database migrated to the current schema, dropped at the end of the test.
func New(t testing.TB) *Database {
	t.Helper()
	ctx := context.Background()
	server := ServerURL(t)
	tmpl, err := ensureTemplate(ctx, server)
	if err != nil {
		t.Fatalf("dbtest: template: %v", err)
	}
	return create(t, server, tmpl)
}

// NewEmpty creates an empty database (no schema at all), dropped at the end of the
// test; for tests of the migration runner itself.
func NewEmpty(t testing.TB) *Database {
	t.Helper()
	return create(t, ServerURL(t), "")
}

// Pool opens a pool on the database bound to network, as the admin role. Closed at the
// end of the test.
func (d *Database) Pool(t testing.TB, network db.Network) *pgxpool.Pool {
	t.Helper()
	pool, err := db.OpenPGX(context.Background(), d.URL, network)
	if err != nil {
		t.Fatalf("dbtest: open %s pool: %v", network, err)
	}
	t.Cleanup(pool.Close)
	return pool
}

// HistoryLoadStart and HistoryLoadEnd bracket statements that load finished or running
// movements with their nodes directly (seeds for plan and latency tests), as a restore
// of a dump would: with the trigger that refuses a node for a movement no longer
// awaiting approval (migration 00026) disabled on the test's own database, and enabled
// again after. At run time it refuses everyone; only the owner may do this. A seeded
// child names its parents in parent_node_ids (migration 00044).
const (
	HistoryLoadStart = `ALTER TABLE movement_nodes DISABLE TRIGGER movement_nodes_insert_before_approval`
	HistoryLoadEnd   = `ALTER TABLE movement_nodes ENABLE TRIGGER movement_nodes_insert_before_approval`
)

// LoginURL creates a login role as a deployable hosting jobs connects (db.Jobs: a
// member of network's role and of each job's role), and returns a URL to this database
// as that role. With no jobs it is the engine workers' login (db.EngineJobs, what the
// all-in-one qtg runs by default), which most tests drive. The role is dropped at the
// end of the test.
func (d *Database) LoginURL(t testing.TB, network db.Network, jobs ...string) string {
	t.Helper()
	if len(jobs) == 0 {
		jobs = db.EngineJobs()
	}
	return d.login(t, append([]string{network.Role()}, network.JobRoles(jobs)...)...)
}

// BaseLoginURL is LoginURL for a login that is a member of network's role only: what
// every deployable shares (reads, its heartbeat), without any job's writes.
func (d *Database) BaseLoginURL(t testing.TB, network db.Network) string {
	t.Helper()
	return d.login(t, network.Role())
}

// AuditLoginURL is LoginURL for the audit-outbox-promoter's login: a member of
// network's role and of its audit role (the only one that may append to audit_log).
func (d *Database) AuditLoginURL(t testing.TB, network db.Network) string {
	t.Helper()
	return d.LoginURL(t, network, db.JobAuditOutboxPromoter)
}

// GatewayLoginURL is LoginURL for the gateway's login: a member of network's role and
// of its gateway role (the only one that may write plans and approvals).
func (d *Database) GatewayLoginURL(t testing.TB, network db.Network) string {
	t.Helper()
	return d.LoginURL(t, network, db.JobGateway)
}

func (d *Database) login(t testing.TB, roles ...string) string {
	t.Helper()
	ctx := context.Background()
	name := "qtg_login_" + randomHex(6)
	password := randomHex(16)
	admin := connect(t, d.URL)
	in := make([]string, len(roles))
	for i, r := range roles {
		in[i] = pgx.Identifier{r}.Sanitize()
	}
	_, err := admin.Exec(ctx, fmt.Sprintf("CREATE ROLE %s LOGIN PASSWORD '%s' IN ROLE %s",
		pgx.Identifier{name}.Sanitize(), password, strings.Join(in, ", ")))
	if err != nil {
		t.Fatalf("dbtest: create login role: %v", err)
	}
	t.Cleanup(func() {
		conn := connect(t, d.URL)
		// The test's pools are closed by earlier cleanups (LIFO); drop the role's
		// leftover sessions anyway so DROP ROLE cannot fail on them.
		_, _ = conn.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1`, name)
		if _, err := conn.Exec(ctx, "DROP ROLE IF EXISTS "+pgx.Identifier{name}.Sanitize()); err != nil {
			t.Errorf("dbtest: drop login role: %v", err)
		}
	})
	u, err := url.Parse(d.URL)
	if err != nil {
		t.Fatalf("dbtest: %v", err)
	}
	u.User = url.UserPassword(name, password)
	return u.String()
}

// connect opens a single connection closed at the end of the test.
func connect(t testing.TB, connURL string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(context.Background(), connURL)
	if err != nil {
		t.Fatalf("dbtest: connect: %v", err)
	}
	t.Cleanup(func() { _ = conn.Close(context.Background()) })
	return conn
}

func create(t testing.TB, server, tmpl string) *Database {
	t.Helper()
	ctx := context.Background()
	name := "qtg_t_" + randomHex(8)
	stmt := "CREATE DATABASE " + pgx.Identifier{name}.Sanitize()
	if tmpl != "" {
		stmt += " TEMPLATE " + pgx.Identifier{tmpl}.Sanitize()
	}
	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		t.Fatalf("dbtest: connect to %s: %v", redacted(server), err)
	}
	defer func() { _ = conn.Close(ctx) }()
	// A template's last session may still be exiting when the next copy starts
	// (SQLSTATE 55006, "being accessed by other users"): retry briefly.
	for i := 0; ; i++ {
		_, err = conn.Exec(ctx, stmt)
		var pgErr *pgconn.PgError
		if err == nil || !errors.As(err, &pgErr) || pgErr.Code != "55006" || i == 50 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("dbtest: %s: %v", stmt, err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, server)
		if err != nil {
			t.Errorf("dbtest: drop %s: %v", name, err)
			return
		}
		defer func() { _ = conn.Close(ctx) }()
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
			t.Errorf("dbtest: drop %s: %v", name, err)
		}
	})
	return &Database{Name: name, URL: withDatabase(server, name)}
}

// ensureTemplate returns the name of a migrated template database, building it once
// per server and schema.
func ensureTemplate(ctx context.Context, server string) (string, error) {
	template.Lock()
	defer template.Unlock()
	if template.name != "" {
		return template.name, nil
	}
	hash, err := migrationsHash()
	if err != nil {
		return "", err
	}
	name := fmt.Sprintf("qtg_template_%d_%s", templateGeneration, hash[:12])

	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		return "", fmt.Errorf("connect to %s: %w", redacted(server), err)
	}
	defer func() { _ = conn.Close(ctx) }()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, templateLockKey); err != nil {
		return "", fmt.Errorf("lock: %w", err)
	}
	defer func() { _, _ = conn.Exec(ctx, `SELECT pg_advisory_unlock($1)`, templateLockKey) }()

	var ready bool
	err = conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate)`, name).Scan(&ready)
	if err != nil {
		return "", err
	}
	if !ready {
		ident := pgx.Identifier{name}.Sanitize()
		// A half-built template from a crashed run is not marked as a template yet.
		for _, stmt := range []string{"DROP DATABASE IF EXISTS " + ident + " WITH (FORCE)", "CREATE DATABASE " + ident} {
			if _, err := conn.Exec(ctx, stmt); err != nil {
				return "", fmt.Errorf("%s: %w", stmt, err)
			}
		}
		if _, err := migrate.Up(ctx, withDatabase(server, name)); err != nil {
			return "", fmt.Errorf("migrate template: %w", err)
		}
		// Marking it a template is the "done" flag; refusing connections keeps it clean.
		if _, err := conn.Exec(ctx, "ALTER DATABASE "+ident+" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false"); err != nil {
			return "", err
		}
	}
	template.name = name
	return name, nil
}

func migrationsHash() (string, error) {
	src := migrate.Sources()
	names, err := fs.Glob(src, "*.sql")
	if err != nil {
		return "", err
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		b, err := fs.ReadFile(src, n)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func withDatabase(server, name string) string {
	u, err := url.Parse(server)
	if err != nil {
		// DATABASE_URL in key=value form: append the dbname, later keys win.
		return server + " dbname=" + name
	}
	u.Path = "/" + name
	return u.String()
}

func redacted(server string) string {
	u, err := url.Parse(server)
	if err != nil {
		return "DATABASE_URL"
	}
	return u.Redacted()
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
