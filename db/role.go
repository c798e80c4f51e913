package db

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
)

// ErrUnsafeRole is returned by CheckRuntimeRole when the role a deployable logs in as
// holds more than the network role grants: the per-network isolation and the
// append-only audit log hold only for a role that is a plain member of qtg_<network>.
var ErrUnsafeRole = errors.New("unsafe database role")

// AuditRole is the Postgres group role of network's audit-outbox-promoter: the only role
// that may append to audit_log and delete promoted audit_outbox and audit_batches rows. The promoter logs
// in as a member of both Role and AuditRole.
func (n Network) AuditRole() string { return "qtg_" + string(n) + "_audit" }

// GatewayRole is the Postgres group role of network's gateway: the only role that may
// write a plan (insert movements, their nodes and edges, and templates) and record an
// approval (movements.approved_by, movement_templates.approved_by). The gateway logs in
// as a member of both Role and GatewayRole, so a compromised worker or sidecar, whose
// login is a member of Role only, can neither add a node to a movement nor approve one
// (docs/security.md).
func (n Network) GatewayRole() string { return "qtg_" + string(n) + "_gateway" }

// RoleCheck says which jobs a deployable hosts, and so which job roles its login must
// hold and which it must not (db.Jobs).
type RoleCheck struct {
	// Jobs are the jobs the process hosts: its workers' names, or JobGateway. The login
	// must be a member of each one's role (Network.JobRole) and of no other job's, so a
	// chart that gives a sidecar the dispatcher's login is refused at start-up.
	Jobs []string
}

func (c RoleCheck) hosts(job string) bool { return slices.Contains(c.Jobs, job) }

// rowQuerier is what CheckRuntimeRole reads through (a pool, a connection or a tx).
type rowQuerier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// CheckRuntimeRole refuses a runtime role that would void the database's promises: a
// superuser (bypasses every grant), the owner of the network schema or of any object in
// it (owners bypass the grants on what they own, so audit_log would not be append-only;
// membership of the owner counts), a role that may create roles (it could grant itself
// another network's role),
// a role that may use another network's schema, one whose audit or plan privileges do
// not match what the process hosts, or one whose job roles are not exactly those of
// the jobs it hosts (see RoleCheck). Every deployable calls it at start-up,
// so a default install connecting as the migrator fails with this error instead of
// running without isolation. The error lists every problem found.
func CheckRuntimeRole(ctx context.Context, q rowQuerier, network Network, check RoleCheck) error {
	var (
		user                                            string
		superuser, createRole, ownsSchema, appendsAudit bool
		changesAudit, changesOutbox, deletesOutbox      bool
		deletesSomeOutbox                               bool
		writesPlans, memberOfNetwork                    bool
		ownedObjects                                    []string
		otherSchemas                                    []string
		heldJobRoles                                    []string
	)
	jobRoles := network.JobRoles(Jobs())
	err := q.QueryRow(ctx, `
		SELECT current_user::text,
		       r.rolsuper, r.rolcreaterole,
		       coalesce((SELECT pg_has_role(n.nspowner, 'MEMBER') FROM pg_namespace n WHERE n.nspname = $1), false),
		       ARRAY(SELECT c.relname::text FROM pg_class c
		             WHERE c.relnamespace = to_regnamespace($1)::oid AND pg_has_role(c.relowner, 'MEMBER')
		             ORDER BY c.relname LIMIT 5),
		       ARRAY(SELECT n.nspname::text FROM pg_namespace n
		             WHERE n.nspname = ANY($2::text[]) AND has_schema_privilege(n.oid, 'USAGE')
		             ORDER BY n.nspname),
		       coalesce(has_table_privilege(to_regclass($1 || '.audit_log'), 'INSERT'), false),
		       coalesce(has_table_privilege(to_regclass($1 || '.audit_log'), 'UPDATE, DELETE, TRUNCATE'), false),
		       coalesce(has_table_privilege(to_regclass($1 || '.audit_outbox'), 'UPDATE, TRUNCATE'), false)
		       OR coalesce(has_table_privilege(to_regclass($1 || '.audit_batches'), 'UPDATE, TRUNCATE'), false),
		       coalesce(has_table_privilege(to_regclass($1 || '.audit_outbox'), 'DELETE'), false)
		       AND coalesce(has_table_privilege(to_regclass($1 || '.audit_batches'), 'DELETE'), false),
		       coalesce(has_table_privilege(to_regclass($1 || '.audit_outbox'), 'DELETE'), false)
		       OR coalesce(has_table_privilege(to_regclass($1 || '.audit_batches'), 'DELETE'), false),
		       coalesce(has_table_privilege(to_regclass($1 || '.movements'), 'INSERT'), false)
		       OR coalesce(has_column_privilege(to_regclass($1 || '.movements'), 'approved_by', 'UPDATE'), false),
		       coalesce((SELECT pg_has_role(g.oid, 'MEMBER') FROM pg_roles g WHERE g.rolname = $3), false),
		       ARRAY(SELECT g.rolname::text FROM pg_roles g
		             WHERE g.rolname = ANY($4::text[]) AND pg_has_role(g.oid, 'MEMBER')
		             ORDER BY g.rolname)
		FROM pg_roles r WHERE r.rolname = current_user`,
		network.Schema(), otherNetworkSchemas(network), network.Role(), jobRoles,
	).Scan(&user, &superuser, &createRole, &ownsSchema, &ownedObjects, &otherSchemas, &appendsAudit, &changesAudit, &changesOutbox, &deletesOutbox, &deletesSomeOutbox, &writesPlans,
		&memberOfNetwork, &heldJobRoles)
	if err != nil {
		return fmt.Errorf("check database role: %w", err)
	}
	var problems []string
	if superuser {
		problems = append(problems, "it is a superuser")
	}
	if createRole {
		// It could grant itself the other network's role (or the audit role).
		problems = append(problems, "it may create roles (CREATEROLE)")
	}
	if ownsSchema {
		problems = append(problems, fmt.Sprintf("it owns schema %s (or is a member of its owner)", network.Schema()))
	}
	if len(ownedObjects) > 0 {
		problems = append(problems, fmt.Sprintf("it owns objects in schema %s (%s)", network.Schema(), strings.Join(ownedObjects, ", ")))
	}
	if len(otherSchemas) > 0 {
		problems = append(problems, fmt.Sprintf("it may use the other network's schema %s", strings.Join(otherSchemas, ", ")))
	}
	if changesAudit || changesOutbox {
		problems = append(problems, "it may change or truncate audit_log, audit_outbox or audit_batches rows")
	}
	appendsAuditJob, writesPlansJob := check.hosts(JobAuditOutboxPromoter), check.hosts(JobGateway)
	switch {
	case appendsAuditJob && (!appendsAudit || !deletesOutbox):
		problems = append(problems, fmt.Sprintf("the audit-outbox-promoter's role must be a member of %s (append audit_log, delete promoted audit_outbox and audit_batches rows)", network.AuditRole()))
	case !appendsAuditJob && (appendsAudit || deletesSomeOutbox):
		problems = append(problems, fmt.Sprintf("only the audit-outbox-promoter may append to audit_log or delete audit_outbox or audit_batches rows (drop this login's membership of %s)", network.AuditRole()))
	}
	switch {
	case writesPlansJob && !writesPlans:
		problems = append(problems, fmt.Sprintf("the gateway's role must be a member of %s (create movements, record approvals)", network.GatewayRole()))
	case !writesPlansJob && writesPlans:
		problems = append(problems, fmt.Sprintf("only the gateway may create movements or record approvals (drop this login's membership of %s)", network.GatewayRole()))
	}
	if !memberOfNetwork && !superuser {
		problems = append(problems, fmt.Sprintf("it is not a member of %s (schema usage and reads)", network.Role()))
	}
	// Each job's writes are its role's alone (package migrate's matrix): a login
	// holding a job role its process does not host could make that job's transitions
	// (a compromised sidecar setting a node COMPLETED with the dispatcher's role). The
	// audit and gateway roles are judged by their privileges above.
	byPrivilege := []string{network.AuditRole(), network.GatewayRole()}
	want := []string{network.Role()}
	for _, job := range check.Jobs {
		role := network.JobRole(job)
		want = append(want, role)
		if !slices.Contains(heldJobRoles, role) && !superuser && !slices.Contains(byPrivilege, role) {
			problems = append(problems, fmt.Sprintf("the %s's login must be a member of %s", job, role))
		}
	}
	for _, role := range heldJobRoles {
		if !slices.Contains(want, role) && !superuser && !slices.Contains(byPrivilege, role) {
			problems = append(problems, fmt.Sprintf("it holds %s, the role of a job this process does not host (drop this login's membership)", role))
		}
	}
	if len(problems) == 0 {
		return nil
	}
	return fmt.Errorf("%w: role %q: %s; connect as a login that is a member of %s only (see docs/operations.md, networks, schemas and roles)",
		ErrUnsafeRole, user, strings.Join(problems, "; "), strings.Join(want, " and "))
}

// otherNetworkSchemas lists the schemas of every network but n.
func otherNetworkSchemas(n Network) []string {
	var out []string
	for _, other := range Networks {
		if other != n {
			out = append(out, other.Schema())
		}
	}
	return out
}

// CheckRole is CheckRuntimeRole for the pool's own role and network: deployables call
// it at start-up, before doing any work.
func (p *Pool) CheckRole(ctx context.Context, check RoleCheck) error {
	return CheckRuntimeRole(ctx, p.pool, p.network, check)
}
