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
// as its credentials. The README's install creates the same logins by hand; make run,
// the chaos run and the benchmark use this. Run Up first: the network roles must exist.
func EnsureLogin(ctx context.Context, ownerURL string, network db.Network, name, password string, audit bool) (string, error) {
	u, err := url.Parse(ownerURL)
	if err != nil || u.Scheme == "" {
		return "", fmt.Errorf("%w: a postgres:// URL is needed to derive the login's URL", db.ErrInvalidURL)
	}
	cfg, err := db.ParseConnConfig(ownerURL)
	if err != nil {
		return "", err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return "", fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	roles := []string{network.Role()}
	if audit {
		roles = append(roles, network.AuditRole())
	}
	var exists bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, name).Scan(&exists); err != nil {
		return "", fmt.Errorf("look up login %s: %w", name, err)
	}
	create := `SELECT format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L', $1::text, $2::text)`
	if exists {
		create = `SELECT format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L', $1::text, $2::text)`
	}
	var stmt string
	if err := conn.QueryRow(ctx, create, name, password).Scan(&stmt); err != nil {
		return "", fmt.Errorf("login %s: %w", name, err)
	}
	stmts := []string{stmt}
	for _, r := range roles {
		stmts = append(stmts, `GRANT `+pgx.Identifier{r}.Sanitize()+` TO `+pgx.Identifier{name}.Sanitize())
	}
	for _, s := range stmts {
		if _, err := conn.Exec(ctx, s); err != nil {
			return "", fmt.Errorf("login %s: %w", name, err)
		}
	}
	u.User = url.UserPassword(name, password)
	return u.String(), nil
}
