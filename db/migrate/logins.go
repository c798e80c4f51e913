package migrate

import (
	"context"
	"fmt"
	"net/url"

	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db"
)

// EnsureLogin creates (or updates) the login role name with password as a deployable
// should connect: a member of network's role only, and of its audit role too when
// audit is true (the audit-outbox-promoter's login). It connects with ownerURL (the
// migrator's role, which may create roles) and returns ownerURL with name and password
// as its credentials. make run, the chaos run and the benchmark use it; the chart's
// migration Job uses EnsureLoginFor. Run Up first: the network roles must exist.
func EnsureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, audit bool) (string, error) {
	u, err := url.Parse(ownerURL)
	if err != nil || u.Scheme == "" {
		return "", fmt.Errorf("%w: a postgres:// URL is needed to derive the login's URL", db.ErrInvalidURL)
	}
	if err := ensureLogin(ctx, ownerURL, network, name, password, audit); err != nil {
		return "", err
	}
	u.User = url.UserPassword(name, password)
	return u.String(), nil
}

// EnsureLoginFor creates (or updates) the login that loginURL connects as, with its
// password, as EnsureLogin does. It refuses a loginURL that connects as the migrator
// itself: the runtime must not own the schemas (issue 14).
func EnsureLoginFor(ctx context.Context, ownerURL string, network db.Network, loginURL string, audit bool) error {
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
	return ensureLogin(ctx, ownerURL, network, login.User, login.Password, audit)
}

func ensureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, audit bool) error {
	cfg, err := db.ParseConnConfig(ownerURL)
	if err != nil {
		return err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, name).Scan(&exists); err != nil {
		return fmt.Errorf("look up login %s: %w", name, err)
	}
	verb := "CREATE"
	if exists {
		verb = "ALTER"
	}
	// format() quotes the name and the password; with no password (certificate or IAM
	// authentication) none is set.
	var stmt string
	if err := conn.QueryRow(ctx, `SELECT format('%s ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS', $1::text, $2::text)
		|| CASE WHEN $3::text = '' THEN '' ELSE format(' PASSWORD %L', $3::text) END`, verb, name, password).Scan(&stmt); err != nil {
		return fmt.Errorf("login %s: %w", name, err)
	}
	roles := []string{network.Role()}
	if audit {
		roles = append(roles, network.AuditRole())
	}
	stmts := []string{stmt}
	for _, r := range roles {
		stmts = append(stmts, `GRANT `+pgx.Identifier{r}.Sanitize()+` TO `+pgx.Identifier{name}.Sanitize())
	}
	for _, s := range stmts {
		if _, err := conn.Exec(ctx, s); err != nil {
			return fmt.Errorf("login %s: %w", name, err)
		}
	}
	return nil
}
