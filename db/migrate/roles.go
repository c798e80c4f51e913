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
		// The network role (schema usage and reads) and one role per job holding that
		// job's writes (authority; the audit role and the gateway role among them).
		if err := renameJobRoles(ctx, conn, network, db.RenamedJobs()); err != nil {
			return err
		}
		for _, name := range append([]string{network.Role()}, network.JobRoles(db.Jobs())...) {
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

// renameJobRoles renames the role of each renamed job (renamed maps the new name to
// the old; db.RenamedJobs) when the old role exists and the new one does not: its members (the deployments' logins) keep their
// membership, and grant then gives it exactly the new job's writes. A concurrent
// migrator that renamed it first leaves nothing to do.
func renameJobRoles(ctx context.Context, conn *pgx.Conn, network db.Network, renamed map[string]string) error {
	for job, old := range renamed {
		from, to := network.JobRole(old), network.JobRole(job)
		_, err := conn.Exec(ctx, `DO $$ BEGIN
			IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '`+from+`')
				AND NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '`+to+`') THEN
				ALTER ROLE `+pgx.Identifier{from}.Sanitize()+` RENAME TO `+pgx.Identifier{to}.Sanitize()+`;
			END IF;
		EXCEPTION WHEN duplicate_object OR undefined_object THEN NULL;
		END $$`)
		if err != nil {
			return fmt.Errorf("rename role %s to %s: %w", from, to, err)
		}
	}
	return nil
}

// grant gives the network role schema usage and reads, and each job role exactly the
// writes the authority matrix names, on its own schema, and takes away anything any of
// them may have on the others. It runs after every Up, so tables added by new
// migrations are covered (read-only until the matrix names them), and it is idempotent:
// one transaction revokes every write and grants the matrix again, so a deployable
// running meanwhile never sees a privilege missing.
func grant(ctx context.Context, conn *pgx.Conn) error {
	tx, err := conn.Begin(ctx)
	if err != nil {
		return fmt.Errorf("grant: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	for _, network := range db.Networks {
		if err := grantNetwork(ctx, tx, network); err != nil {
			return fmt.Errorf("grant %s: %w", network, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("grant: %w", err)
	}
	return nil
}

func grantNetwork(ctx context.Context, tx pgx.Tx, network db.Network) error {
	schema := pgx.Identifier{network.Schema()}.Sanitize()
	role := pgx.Identifier{network.Role()}.Sanitize()
	var all []string // the network role and every job role
	for _, r := range append([]string{network.Role()}, network.JobRoles(db.Jobs())...) {
		all = append(all, pgx.Identifier{r}.Sanitize())
	}
	everyone := strings.Join(all, ", ")
	stmts := []string{
		// Start from no write at all (revoking a table privilege also revokes it on
		// every column), then grant the matrix.
		`REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA ` + schema + ` FROM ` + everyone,
		`GRANT USAGE ON SCHEMA ` + schema + ` TO ` + everyone,
		`GRANT SELECT ON ALL TABLES IN SCHEMA ` + schema + ` TO ` + role,
		`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ` + schema + ` TO ` + role,
		`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ` + schema + ` TO ` + role,
		// archive_movements runs as the owner (SECURITY DEFINER, migration 00011): only
		// movement-archiver may call it, so no other login can move a movement out of
		// the live tables.
		`REVOKE EXECUTE ON FUNCTION ` + schema + `.archive_movements(uuid[]) FROM PUBLIC, ` + everyone,
		`GRANT EXECUTE ON FUNCTION ` + schema + `.archive_movements(uuid[]) TO ` + pgx.Identifier{network.JobRole(db.JobMovementArchiver)}.Sanitize(),
		// The promoter's lock row is the audit role's alone (migration 00013): a row
		// lock needs UPDATE, so no other role can hold the promotion lock and stall the
		// chain; nobody else even reads it.
		`REVOKE ALL ON ` + schema + `.audit_promotion_lock FROM ` + role,
		`GRANT SELECT ON ` + schema + `.audit_promotion_lock TO ` + pgx.Identifier{network.AuditRole()}.Sanitize(),
	}
	for _, other := range db.Networks {
		if other == network {
			continue
		}
		otherSchema := pgx.Identifier{other.Schema()}.Sanitize()
		stmts = append(stmts,
			`REVOKE ALL ON SCHEMA `+otherSchema+` FROM `+everyone,
			`REVOKE ALL ON ALL TABLES IN SCHEMA `+otherSchema+` FROM `+everyone,
		)
	}
	for _, stmt := range stmts {
		if _, err := tx.Exec(ctx, stmt); err != nil {
			return err
		}
	}
	for _, w := range authority() {
		// A table one network does not have (the noop executor's, testnet only) is
		// skipped there.
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT to_regclass(format('%I.%I', $1::text, $2::text)) IS NOT NULL`,
			network.Schema(), w.table).Scan(&exists); err != nil {
			return fmt.Errorf("look up %s: %w", w.table, err)
		}
		if !exists {
			continue
		}
		if err := grantWrite(ctx, tx, network, w); err != nil {
			return err
		}
	}
	return nil
}

// grantWrite grants one matrix entry on network's schema.
func grantWrite(ctx context.Context, tx pgx.Tx, network db.Network, w write) error {
	grantees := []string{network.Role()}
	if w.jobs != nil {
		grantees = network.JobRoles(w.jobs)
	}
	for i, g := range grantees {
		grantees[i] = pgx.Identifier{g}.Sanitize()
	}
	table := pgx.Identifier{network.Schema(), w.table}.Sanitize()
	privilege := w.privilege
	if w.privilege == "UPDATE" {
		cols := w.columns
		if cols == nil && !w.wholeTable && notForWorkers(w.table) != nil {
			var err error
			if cols, err = columnsBut(ctx, tx, network.Schema(), w.table, notForWorkers(w.table)); err != nil {
				return err
			}
		}
		if cols != nil {
			quoted := make([]string, len(cols))
			for i, c := range cols {
				quoted[i] = pgx.Identifier{c}.Sanitize()
			}
			privilege = `UPDATE (` + strings.Join(quoted, ", ") + `)`
		}
	}
	stmt := `GRANT ` + privilege + ` ON ` + table + ` TO ` + strings.Join(grantees, ", ")
	if _, err := tx.Exec(ctx, stmt); err != nil {
		return fmt.Errorf("%s: %w", stmt, err)
	}
	return nil
}

// immutableNodeColumns are the movement_nodes columns that what four eyes
// approved consists of: the node's identity, its executor and its config (as jsonb and
// as the approved canonical bytes with their hash), and the lane and chains a hold
// matches it on (derived from that config at creation, migration 00033), and the
// dispatch gate's checks the policy decided at creation (migration 00035), and its
// parents (migration 00044). The gateway role inserts them and
// no role changes them (the trigger of migration 00026 refuses even the owner); the
// dispatcher still refuses to run a node whose config no longer matches its hash.
var immutableNodeColumns = []string{
	"id", "movement_id", "node_key", "executor_key", "node_config", "has_side_effect",
	"approved_config", "approved_config_sha256", "created_at", "rail_lane", "rail_chains", "policy_gate",
	"parent_node_ids",
}

// movementColumnsNotForWorkers are the movements columns the network role may not
// update: what the creator asked for and the plan it compiled to (the approver signs
// the plan hash, the expiry and the callback URL with it), and the approval, which only
// the gateway role writes, and what the treasury policy decided at create (the
// approvals it needs, migration 00036), which no login changes. A worker's login can therefore not approve a movement: the
// approved_has_approver constraint needs approved_by, and the trigger of migration
// 00026 lets it be written once.
var movementColumnsNotForWorkers = []string{
	"id", "idempotency_key", "request_hash", "template_id", "params", "plan_hash", "plan_format", "created_by",
	"expires_at", "callback_url", "traceparent", "tracestate", "created_at", "approved_by", "approved_at",
	"policy_version", "policy_matches", "approvals_required", "approvers_allowed",
}

// templateColumnsNotForWorkers are the movement_templates columns the network role
// may not update: the definition and who proposed and approved it.
var templateColumnsNotForWorkers = []string{
	"id", "name", "version", "definition", "definition_hash", "proposed_by", "approved_by", "created_at",
}

// columnsBut lists table's columns but keep, from the catalog, so columns added by
// later migrations are updatable by the jobs that update the table unless listed.
func columnsBut(ctx context.Context, tx pgx.Tx, schema, tableName string, keep []string) ([]string, error) {
	rows, err := tx.Query(ctx, `
		SELECT a.attname
		FROM pg_attribute a
		WHERE a.attrelid = format('%I.%I', $1::text, $3::text)::regclass
		  AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> ALL($2::text[])
		ORDER BY a.attnum`, schema, keep, tableName)
	if err != nil {
		return nil, fmt.Errorf("list %s columns: %w", tableName, err)
	}
	cols, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("list %s columns: %w", tableName, err)
	}
	return cols, nil
}
