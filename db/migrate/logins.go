package migrate

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db"
)

// jobRoles are the group roles a login for a process hosting jobs is a member of: the
// network role and each job's role (db.Network.JobRole), so it holds the union of
// their writes and nothing else (docs/security.md).
func jobRoles(network db.Network, jobs []string) []string {
	return append([]string{network.Role()}, network.JobRoles(jobs)...)
}

// Limits bound what one login may take from the database server, so a compromised or
// runaway deployable cannot hold every connection or a lock for ever (docs/security.md).
// Zero values leave the server's defaults.
type Limits struct {
	// ConnectionLimit is the login's CONNECTION LIMIT: most concurrent sessions.
	ConnectionLimit int
	// StatementTimeout is the login's statement_timeout: the longest one statement may
	// run before the server cancels it.
	StatementTimeout time.Duration
	// IdleInTransactionTimeout is the login's idle_in_transaction_session_timeout: how
	// long a session may sit in an open transaction, holding its locks, between
	// statements.
	IdleInTransactionTimeout time.Duration
}

// EnsureLogin creates (or updates) the login role name with password as a deployable
// hosting jobs (db.Jobs: its workers' names, or the gateway) should connect. It connects with ownerURL (the migrator's role,
// which may create roles) and returns ownerURL with name and password as its
// credentials. make run, the chaos run and the benchmark use it; the chart's migration
// Job uses EnsureLoginFor. Run Up first: the network roles must exist.
func EnsureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, jobs []string) (string, error) {
	u, err := url.Parse(ownerURL)
	if err != nil || u.Scheme == "" {
		return "", fmt.Errorf("%w: a postgres:// URL is needed to derive the login's URL", db.ErrInvalidURL)
	}
	if err := ensureLogin(ctx, ownerURL, network, name, password, jobs, Limits{}); err != nil {
		return "", err
	}
	u.User = url.UserPassword(name, password)
	return u.String(), nil
}

// EnsureLoginFor creates (or updates) the login that loginURL connects as, with its
// password and limits, as EnsureLogin does. It refuses a loginURL that connects as the
// migrator itself: the runtime must not own the schemas.
func EnsureLoginFor(ctx context.Context, ownerURL string, network db.Network, loginURL string, jobs []string, limits Limits) error {
	owner, err := db.ParseConnConfig(ownerURL)
	if err != nil {
		return err
	}
	login, err := db.ParseConnConfig(loginURL)
	if err != nil {
		return fmt.Errorf("login URL: %w", err)
	}
	if login.User == "" || login.User == owner.User {
		return fmt.Errorf("the %s login URL connects as %q, the migration's own role: give the deployables their own login (it is created here as a member of %s)",
			network, login.User, network.Role())
	}
	return ensureLogin(ctx, ownerURL, network, login.User, login.Password, jobs, limits)
}

func ensureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, jobs []string, limits Limits) error {
	cfg, err := db.ParseConnConfig(ownerURL)
	if err != nil {
		return err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	// A login named as a group role would turn that role into a login (and its
	// password into every member's way in).
	for _, n := range db.Networks {
		if name == n.Role() || slices.Contains(n.JobRoles(db.Jobs()), name) {
			return fmt.Errorf("login %s: the name of a group role; give the login a name of its own (e.g. %s_app)", name, name)
		}
	}
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, name).Scan(&exists); err != nil {
		return fmt.Errorf("look up login %s: %w", name, err)
	}
	verb := "CREATE"
	if exists {
		verb = "ALTER"
	}
	// The password goes as its SCRAM-SHA-256 verifier, never as text: the statement may
	// be logged (log_statement = ddl) and is visible in pg_stat_activity while it runs.
	// With no password (certificate or IAM authentication) none is set.
	var verifier string
	if password != "" {
		if verifier, err = scramVerifier(password); err != nil {
			return fmt.Errorf("login %s: %w", name, err)
		}
	}
	connLimit := -1
	if limits.ConnectionLimit > 0 {
		connLimit = limits.ConnectionLimit
	}
	// format() quotes the name and the verifier.
	var stmt string
	if err := conn.QueryRow(ctx, `SELECT format('%s ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS CONNECTION LIMIT %s', $1::text, $2::text, $4::int)
		|| CASE WHEN $3::text = '' THEN '' ELSE format(' PASSWORD %L', $3::text) END`, verb, name, verifier, connLimit).Scan(&stmt); err != nil {
		return fmt.Errorf("login %s: %w", name, err)
	}
	stmts := []string{stmt}
	for _, setting := range []struct {
		name  string
		value time.Duration
	}{{"statement_timeout", limits.StatementTimeout}, {"idle_in_transaction_session_timeout", limits.IdleInTransactionTimeout}} {
		if setting.value > 0 {
			stmts = append(stmts, fmt.Sprintf("ALTER ROLE %s SET %s = %d", pgx.Identifier{name}.Sanitize(), setting.name, setting.value.Milliseconds()))
		} else {
			stmts = append(stmts, fmt.Sprintf("ALTER ROLE %s RESET %s", pgx.Identifier{name}.Sanitize(), setting.name))
		}
	}
	for _, job := range jobs {
		if !slices.Contains(db.Jobs(), job) {
			return fmt.Errorf("login %s: unknown job %q (known: %s)", name, job, strings.Join(db.Jobs(), ", "))
		}
	}
	// The login holds exactly the roles of its jobs: one it held for a job it no longer
	// hosts (a chart that moved a worker to another deployable) is taken away.
	want := jobRoles(network, jobs)
	for _, r := range network.JobRoles(db.Jobs()) {
		if !slices.Contains(want, r) {
			stmts = append(stmts, `REVOKE `+pgx.Identifier{r}.Sanitize()+` FROM `+pgx.Identifier{name}.Sanitize())
		}
	}
	for _, r := range want {
		stmts = append(stmts, `GRANT `+pgx.Identifier{r}.Sanitize()+` TO `+pgx.Identifier{name}.Sanitize())
	}
	for _, s := range stmts {
		if _, err := conn.Exec(ctx, s); err != nil {
			return fmt.Errorf("login %s: %w", name, err)
		}
	}
	return nil
}
