package migrate

import (
	"context"
	"fmt"
	"net/url"

	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db"
)

// Job is what a deployable's login is for; it decides the group roles the login is a
// member of (docs/security.md).
type Job int

const (
	// JobWorker is every worker and sidecar: a member of the network role only, so it
	// runs movements but can neither write a plan nor approve one.
	JobWorker Job = iota
	// JobAudit is the audit-outbox-promoter: the network role and the audit role.
	JobAudit
	// JobGateway is the gateway: the network role and the gateway role.
	JobGateway
)

// roles are the group roles a login for j is a member of.
func (j Job) roles(network db.Network) []string {
	switch j {
	case JobAudit:
		return []string{network.Role(), network.AuditRole()}
	case JobGateway:
		return []string{network.Role(), network.GatewayRole()}
	default:
		return []string{network.Role()}
	}
}

// EnsureLogin creates (or updates) the login role name with password as a deployable
// doing job should connect (see Job). It connects with ownerURL (the migrator's role,
// which may create roles) and returns ownerURL with name and password as its
// credentials. make run, the chaos run and the benchmark use it; the chart's migration
// Job uses EnsureLoginFor. Run Up first: the network roles must exist.
func EnsureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, job Job) (string, error) {
	u, err := url.Parse(ownerURL)
	if err != nil || u.Scheme == "" {
		return "", fmt.Errorf("%w: a postgres:// URL is needed to derive the login's URL", db.ErrInvalidURL)
	}
	if err := ensureLogin(ctx, ownerURL, network, name, password, job); err != nil {
		return "", err
	}
	u.User = url.UserPassword(name, password)
	return u.String(), nil
}

// EnsureLoginFor creates (or updates) the login that loginURL connects as, with its
// password, as EnsureLogin does. It refuses a loginURL that connects as the migrator
// itself: the runtime must not own the schemas.
func EnsureLoginFor(ctx context.Context, ownerURL string, network db.Network, loginURL string, job Job) error {
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
	return ensureLogin(ctx, ownerURL, network, login.User, login.Password, job)
}

func ensureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, job Job) error {
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
	stmts := []string{stmt}
	for _, r := range job.roles(network) {
		stmts = append(stmts, `GRANT `+pgx.Identifier{r}.Sanitize()+` TO `+pgx.Identifier{name}.Sanitize())
	}
	for _, s := range stmts {
		if _, err := conn.Exec(ctx, s); err != nil {
			return fmt.Errorf("login %s: %w", name, err)
		}
	}
	return nil
}
