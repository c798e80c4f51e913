package migrate

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/qtgdev/qtg/db"
)

// bootstrap creates what the migrations themselves cannot: the network schemas and the
// network roles. Roles are cluster-wide, so two migrators of different databases in one
// cluster may race to create one; the duplicate is caught and ignored.
func bootstrap(ctx context.Context, conn *pgx.Conn) error {
	for _, network := range db.Networks {
		schema := pgx.Identifier{network.Schema()}.Sanitize()
		stmts := []string{`CREATE SCHEMA IF NOT EXISTS ` + schema}
		// The network role, the audit role only the audit-outbox-promoter's login is a
		// member of (it alone appends to audit_log), and the gateway role only the
		// gateway's login is a member of (it alone writes plans and approvals).
		for _, name := range []string{network.Role(), network.AuditRole(), network.GatewayRole()} {
			var roleExists bool
			if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)`, name).Scan(&roleExists); err != nil {
				return fmt.Errorf("look up role %s: %w", name, err)
			}
			if roleExists {
				continue
			}
			// NOLOGIN: the role only carries privileges. Deployments log in as a member
			// (CREATE ROLE app LOGIN IN ROLE qtg_testnet), so credentials stay separate
			// from the privilege set and can be rotated without touching grants.
			stmts = append(stmts, `DO $$ BEGIN
				CREATE ROLE `+pgx.Identifier{name}.Sanitize()+` NOLOGIN;
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
		auditRole := pgx.Identifier{network.AuditRole()}.Sanitize()
		gatewayRole := pgx.Identifier{network.GatewayRole()}.Sanitize()
		stmts := []string{
			`GRANT USAGE ON SCHEMA ` + schema + ` TO ` + role,
			`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ` + schema + ` TO ` + role,
			`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ` + schema + ` TO ` + role,
			`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ` + schema + ` TO ` + role,
			// The audit log is read-only for the services and the outbox insert-only
			// (docs/security.md): only the promoter's audit role appends to the chain and
			// deletes what it promoted, so no service can forge or drop an entry.
			`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ` + schema + `.audit_log FROM ` + role,
			`REVOKE UPDATE, DELETE, TRUNCATE ON ` + schema + `.audit_outbox FROM ` + role,
			`GRANT USAGE ON SCHEMA ` + schema + ` TO ` + auditRole,
			`GRANT SELECT, INSERT ON ` + schema + `.audit_log TO ` + auditRole,
			`GRANT SELECT, DELETE ON ` + schema + `.audit_outbox TO ` + auditRole,
			// The promoter's lock row and the verification checkpoint are the audit
			// role's alone (migrations 00013, 00014): a row lock needs UPDATE, so no
			// other role can hold the promotion lock and stall the chain, and only the
			// promoter's full walk may move the checkpoint incremental verification
			// starts from. The network role may read the checkpoint (VerifyAuditLog).
			`REVOKE ALL ON ` + schema + `.audit_promotion_lock FROM ` + role,
			`GRANT SELECT, UPDATE ON ` + schema + `.audit_promotion_lock TO ` + auditRole,
			`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ` + schema + `.audit_verify_checkpoint FROM ` + role,
			`GRANT SELECT, UPDATE ON ` + schema + `.audit_verify_checkpoint TO ` + auditRole,
			// Schema changes belong to the migrator alone.
			`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ` + schema + `.` + versionTable + ` FROM ` + role,
			// Plans and approvals are the gateway's alone (docs/security.md): no other
			// deployable may insert a movement, a node, an edge or a template, or write
			// an approver. The network role's UPDATE on movements and templates is
			// narrowed to columns below (grantColumns); edges are read-only to it.
			`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ` + schema + `.movements, ` + schema + `.movement_plan_edges, ` +
				schema + `.movement_templates FROM ` + role,
			`REVOKE INSERT ON ` + schema + `.movement_nodes FROM ` + role,
			`GRANT USAGE ON SCHEMA ` + schema + ` TO ` + gatewayRole,
			`GRANT INSERT ON ` + schema + `.movements, ` + schema + `.movement_nodes, ` + schema + `.movement_plan_edges, ` +
				schema + `.movement_templates TO ` + gatewayRole,
			`GRANT UPDATE (approved_by, approved_at) ON ` + schema + `.movements TO ` + gatewayRole,
			// Table-wide, not only approved_by: a proposal locks the table
			// (TemplateLockForProposal), which takes UPDATE on the table. Migration
			// 00026's trigger still keeps every definition as it was proposed.
			`GRANT UPDATE ON ` + schema + `.movement_templates TO ` + gatewayRole,
		}
		for _, other := range db.Networks {
			if other == network {
				continue
			}
			otherSchema := pgx.Identifier{other.Schema()}.Sanitize()
			stmts = append(stmts,
				`REVOKE ALL ON SCHEMA `+otherSchema+` FROM `+role,
				`REVOKE ALL ON ALL TABLES IN SCHEMA `+otherSchema+` FROM `+role,
				`REVOKE ALL ON SCHEMA `+otherSchema+` FROM `+auditRole,
				`REVOKE ALL ON ALL TABLES IN SCHEMA `+otherSchema+` FROM `+auditRole,
				`REVOKE ALL ON SCHEMA `+otherSchema+` FROM `+gatewayRole,
				`REVOKE ALL ON ALL TABLES IN SCHEMA `+otherSchema+` FROM `+gatewayRole,
			)
		}
		for _, stmt := range stmts {
			if _, err := conn.Exec(ctx, stmt); err != nil {
				return fmt.Errorf("grant %s: %w", network, err)
			}
		}
		for _, t := range []struct {
			table string
			keep  []string
		}{{"movement_nodes", immutableNodeColumns}, {"movements", movementColumnsNotForWorkers}, {"movement_templates", templateColumnsNotForWorkers}} {
			if err := grantColumns(ctx, conn, network.Schema(), t.table, role, t.keep); err != nil {
				return fmt.Errorf("grant %s: %w", network, err)
			}
		}
		if err := revokeArchiveWrites(ctx, conn, network.Schema(), role); err != nil {
			return fmt.Errorf("grant %s: %w", network, err)
		}
	}
	return nil
}

// immutableNodeColumns are the movement_nodes columns that what four eyes
// approved consists of: the node's identity, its executor and its config (as jsonb and
// as the approved canonical bytes with their hash). The gateway role inserts them and
// no role changes them (the trigger of migration 00026 refuses even the owner); the
// dispatcher still refuses to run a node whose config no longer matches its hash.
var immutableNodeColumns = []string{
	"id", "movement_id", "node_key", "executor_key", "node_config", "has_side_effect",
	"approved_config", "approved_config_sha256", "created_at",
}

// movementColumnsNotForWorkers are the movements columns the network role may not
// update: what the creator asked for and the plan it compiled to (the approver signs
// the plan hash, the expiry and the callback URL with it), and the approval, which only
// the gateway role writes. A worker's login can therefore not approve a movement: the
// approved_has_approver constraint needs approved_by, and the trigger of migration
// 00026 lets it be written once.
var movementColumnsNotForWorkers = []string{
	"id", "idempotency_key", "request_hash", "template_id", "params", "plan_hash", "created_by",
	"expires_at", "callback_url", "traceparent", "tracestate", "created_at", "approved_by", "approved_at",
}

// templateColumnsNotForWorkers are the movement_templates columns the network role
// may not update: the definition and who proposed and approved it.
var templateColumnsNotForWorkers = []string{
	"id", "name", "version", "definition", "definition_hash", "proposed_by", "approved_by", "created_at",
}

// grantColumns replaces the network role's table-wide UPDATE (and DELETE) on table
// with UPDATE on every column but keep. The column list is read from the catalog, so
// columns added by later migrations are updatable unless listed. Revoking the
// table-wide privilege also revokes the column privileges, so running it again is
// idempotent.
func grantColumns(ctx context.Context, conn *pgx.Conn, schema, tableName, role string, keep []string) error {
	rows, err := conn.Query(ctx, `
		SELECT a.attname
		FROM pg_attribute a
		WHERE a.attrelid = format('%I.%I', $1::text, $3::text)::regclass
		  AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> ALL($2::text[])
		ORDER BY a.attnum`, schema, keep, tableName)
	if err != nil {
		return fmt.Errorf("list %s columns: %w", tableName, err)
	}
	cols, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("list %s columns: %w", tableName, err)
	}
	table := pgx.Identifier{schema, tableName}.Sanitize()
	quoted := make([]string, len(cols))
	for i, c := range cols {
		quoted[i] = pgx.Identifier{c}.Sanitize()
	}
	for _, stmt := range []string{
		`REVOKE UPDATE, DELETE, TRUNCATE ON ` + table + ` FROM ` + role,
		`GRANT UPDATE (` + strings.Join(quoted, ", ") + `) ON ` + table + ` TO ` + role,
	} {
		if _, err := conn.Exec(ctx, stmt); err != nil {
			return fmt.Errorf("%s column privileges: %w", tableName, err)
		}
	}
	return nil
}

// revokeArchiveWrites leaves the network role only SELECT on the archive tables
// (every table named *_archive, read from the catalog): archived rows are history,
// written only by archive_movements, which runs as the owner (migration 00011).
func revokeArchiveWrites(ctx context.Context, conn *pgx.Conn, schema, role string) error {
	rows, err := conn.Query(ctx, `
		SELECT c.relname
		FROM pg_class c
		WHERE c.relnamespace = $1::text::regnamespace AND c.relkind = 'r' AND c.relname LIKE '%\_archive'
		ORDER BY c.relname`, schema)
	if err != nil {
		return fmt.Errorf("list archive tables: %w", err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("list archive tables: %w", err)
	}
	for _, t := range tables {
		stmt := `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ` + pgx.Identifier{schema, t}.Sanitize() + ` FROM ` + role
		if _, err := conn.Exec(ctx, stmt); err != nil {
			return fmt.Errorf("archive privileges: %w", err)
		}
	}
	return nil
}
