package migrate

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db"
)

// bootstrap creates what the migrations themselves cannot: the network schemas and the
// network roles. Roles are cluster-wide, so two migrators of different databases in one
// cluster may race to create one; the duplicate is caught and ignored.
func bootstrap(ctx context.Context, conn *pgx.Conn) error {
	for _, network := range db.Networks {
		schema := pgx.Identifier{network.Schema()}.Sanitize()
		role := pgx.Identifier{network.Role()}.Sanitize()
		var roleExists bool
		if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, network.Role()).Scan(&roleExists); err != nil {
			return fmt.Errorf("look up role %s: %w", network.Role(), err)
		}
		stmts := []string{`CREATE SCHEMA IF NOT EXISTS ` + schema}
		if !roleExists {
			// NOLOGIN: the role only carries privileges. Deployments log in as a member
			// (CREATE ROLE app LOGIN IN ROLE qtg_testnet), so credentials stay separate
			// from the privilege set and can be rotated without touching grants.
			stmts = append(stmts, `DO $$ BEGIN
				CREATE ROLE `+role+` NOLOGIN;
			EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
			END $$`)
		}
		// Nobody but the owner and the network's own role may use the schema.
		stmts = append(stmts, `REVOKE ALL ON SCHEMA `+schema+` FROM PUBLIC`)
		for _, stmt := range stmts {
			if _, err := conn.Exec(ctx, stmt); err != nil {
				return fmt.Errorf("bootstrap %s: %w", network, err)
			}
		}
	}
	return nil
}

// grant gives each network role exactly what the services need on its own schema and
// takes away anything it may have on the others. It runs after every Up, so tables
// added by new migrations are covered, and it is idempotent.
func grant(ctx context.Context, conn *pgx.Conn) error {
	for _, network := range db.Networks {
		schema := pgx.Identifier{network.Schema()}.Sanitize()
		role := pgx.Identifier{network.Role()}.Sanitize()
		stmts := []string{
			`GRANT USAGE ON SCHEMA ` + schema + ` TO ` + role,
			`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ` + schema + ` TO ` + role,
			`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ` + schema + ` TO ` + role,
			`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ` + schema + ` TO ` + role,
			// The audit log is append-only for the services.
			`REVOKE UPDATE, DELETE, TRUNCATE ON ` + schema + `.audit_log FROM ` + role,
			// Schema changes belong to the migrator alone.
			`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ` + schema + `.` + versionTable + ` FROM ` + role,
		}
		for _, other := range db.Networks {
			if other == network {
				continue
			}
			otherSchema := pgx.Identifier{other.Schema()}.Sanitize()
			stmts = append(stmts,
				`REVOKE ALL ON SCHEMA `+otherSchema+` FROM `+role,
				`REVOKE ALL ON ALL TABLES IN SCHEMA `+otherSchema+` FROM `+role,
			)
		}
		for _, stmt := range stmts {
			if _, err := conn.Exec(ctx, stmt); err != nil {
				return fmt.Errorf("grant %s: %w", network, err)
			}
		}
	}
	return nil
}
