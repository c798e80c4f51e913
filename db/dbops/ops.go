package dbops

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/internal/rawkey"
)

// Ops runs the benchmark's and the chaos harness's statements on one db.Conn (see the
// package doc for why they are not package db's).
type Ops struct{ raw statements }

// statements is what Ops needs of db.Conn.Raw's result, so that dbops does not depend
// on the generated code's package.
type statements interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Of returns the tooling statements run on c (pool.Conn, or tx.Conn to read inside a
// transaction).
func Of(c db.Conn) Ops { return Ops{raw: c.Raw(rawkey.Issue())} }

func (o Ops) count(ctx context.Context, what, sql string, args ...any) (int, error) {
	var n int
	if err := o.raw.QueryRow(ctx, sql, args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count %s: %w", what, db.Interpret(err))
	}
	return n, nil
}

// CountCompleted counts the movements of ids that are COMPLETED.
func (o Ops) CountCompleted(ctx context.Context, ids []uuid.UUID) (int, error) {
	return o.count(ctx, "completed movements",
		`SELECT count(*) FROM movements WHERE id = ANY($1) AND movement_state = 'COMPLETED'`, ids)
}

// CountNoopSideEffects counts the noop executor's side effects (fences excluded).
func (o Ops) CountNoopSideEffects(ctx context.Context) (int, error) {
	return o.count(ctx, "noop side effects", `SELECT count(*) FROM noop_side_effects WHERE NOT fenced`)
}

// CountOpenMovements counts the movements not yet finished. The states are listed
// as movements_live's predicate lists them, so the count reads that index rather than
// the whole table: the benchmark polls it every 20 ms while it measures.
func (o Ops) CountOpenMovements(ctx context.Context) (int, error) {
	return o.count(ctx, "open movements", `SELECT count(*) FROM movements
			WHERE movement_state IN ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING')`)
}

// CountLiveHeartbeats counts the worker instances whose last heartbeat said live.
func (o Ops) CountLiveHeartbeats(ctx context.Context) (int, error) {
	return o.count(ctx, "live workers", `SELECT count(*) FROM worker_heartbeats WHERE status = 'live'`)
}

// DrainTime is from the first approval to the last completion of ids, by the
// database's clock (zero or negative when it cannot tell).
func (o Ops) DrainTime(ctx context.Context, ids []uuid.UUID) (time.Duration, error) {
	var secs *float64
	err := o.raw.QueryRow(ctx, `
		SELECT extract(epoch FROM (
			(SELECT max(r.finished_at) FROM movements r WHERE r.id = ANY($1)) -
			(SELECT min(a.occurred_at) FROM audit_outbox_events a WHERE a.entity_id = ANY($2) AND a.action = 'PENDING_APPROVAL->APPROVED')))::float8`,
		ids, uuidStrings(ids)).Scan(&secs)
	if err != nil {
		return 0, fmt.Errorf("drain time: %w", db.Interpret(err))
	}
	if secs == nil {
		return 0, nil
	}
	return time.Duration(*secs * float64(time.Second)), nil
}

// Now is the database's clock, so that a duration measured against its timestamps
// does not depend on the client's clock.
func (o Ops) Now(ctx context.Context) (time.Time, error) {
	var t time.Time
	if err := o.raw.QueryRow(ctx, `SELECT clock_timestamp()`).Scan(&t); err != nil {
		return t, fmt.Errorf("database clock: %w", db.Interpret(err))
	}
	return t, nil
}

// LastFinished is the latest finished_at of the movements of ids (zero when none
// finished).
func (o Ops) LastFinished(ctx context.Context, ids []uuid.UUID) (time.Time, error) {
	var t *time.Time
	if err := o.raw.QueryRow(ctx, `SELECT max(finished_at) FROM movements WHERE id = ANY($1)`, ids).Scan(&t); err != nil {
		return time.Time{}, fmt.Errorf("last finished: %w", db.Interpret(err))
	}
	if t == nil {
		return time.Time{}, nil
	}
	return *t, nil
}

func uuidStrings(ids []uuid.UUID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id.String()
	}
	return out
}

// ApprovalToSubmitSeconds returns, per movement of ids, the seconds from its approval
// to its first node's submission, as the audit outbox recorded them.
func (o Ops) ApprovalToSubmitSeconds(ctx context.Context, ids []uuid.UUID) ([]float64, error) {
	return o.floats(ctx, `
		SELECT extract(epoch FROM (min(s.occurred_at) - a.occurred_at))
		FROM movements r
		JOIN audit_outbox_events a ON a.entity_id = r.id::text AND a.action = 'PENDING_APPROVAL->APPROVED'
		JOIN movement_nodes n ON n.movement_id = r.id
		JOIN audit_outbox_events s ON s.entity_id = n.id::text AND s.action = 'SUBMITTING->SUBMITTED'
		WHERE r.id = ANY($1)
		GROUP BY r.id, a.occurred_at`, ids)
}

// SubmitStages splits one movement's approval-to-first-submission time, in seconds,
// at the audit rows its first submitted node's attempt wrote on the way, so that a
// latency can be traced to the step that spends it.
type SubmitStages struct {
	// Wake: from the approval to the claim transaction's start (the approval's commit,
	// the hint, the dispatcher's wake-up and its BEGIN; the start's audit row keeps it
	// as claimed_at).
	Wake float64
	// Claim: from the claim transaction's start to the intents (the claim statement,
	// Preflight, Prepare, DispatchStart).
	Claim float64
	// Submit: from the intents to SUBMITTED (tx1's commit, the Submit, the recording
	// statement).
	Submit float64
}

// ApprovalToSubmitStages returns, per movement of ids, ApprovalToSubmitSeconds split
// into SubmitStages (the three add up to it). The stages are those of the attempt that
// submitted first: its claim and intent are the last ones audited before its
// submission.
func (o Ops) ApprovalToSubmitStages(ctx context.Context, ids []uuid.UUID) ([]SubmitStages, error) {
	rows, err := o.raw.Query(ctx, `
		WITH first AS (
			SELECT DISTINCT ON (r.id) a.occurred_at AS approved, s.entity_id AS node, s.occurred_at AS submitted
			FROM movements r
			JOIN audit_outbox_events a ON a.entity_id = r.id::text AND a.action = 'PENDING_APPROVAL->APPROVED'
			JOIN movement_nodes n ON n.movement_id = r.id
			JOIN audit_outbox_events s ON s.entity_id = n.id::text AND s.action = 'SUBMITTING->SUBMITTED'
			WHERE r.id = ANY($1)
			ORDER BY r.id, s.occurred_at
		)
		SELECT extract(epoch FROM (c.at - f.approved)), extract(epoch FROM (i.at - c.at)), extract(epoch FROM (f.submitted - i.at))
		FROM first f
		CROSS JOIN LATERAL (SELECT max(coalesce((detail->>'claimed_at')::timestamptz, occurred_at)) AS at FROM audit_outbox_events
		                    WHERE entity_id = f.node AND action = 'READY->SUBMITTING' AND occurred_at <= f.submitted) c
		CROSS JOIN LATERAL (SELECT max(occurred_at) AS at FROM audit_outbox_events
		                    WHERE entity_id = f.node AND action = 'INTENT' AND occurred_at <= f.submitted) i
		WHERE c.at IS NOT NULL AND i.at IS NOT NULL`, ids)
	if err != nil {
		return nil, db.Interpret(err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (SubmitStages, error) {
		var s SubmitStages
		err := row.Scan(&s.Wake, &s.Claim, &s.Submit)
		return s, err
	})
	return out, db.Interpret(err)
}

// ParentToChildSeconds returns, per plan edge of the movements of ids, the seconds
// from the parent's completion to the child's submission.
func (o Ops) ParentToChildSeconds(ctx context.Context, ids []uuid.UUID) ([]float64, error) {
	return o.floats(ctx, `
		SELECT extract(epoch FROM (s.occurred_at - c.occurred_at))
		FROM movement_plan_edges e
		JOIN audit_outbox_events c ON c.entity_id = e.parent_node_id::text AND c.action = '->COMPLETED'
		JOIN audit_outbox_events s ON s.entity_id = e.child_node_id::text AND s.action = 'SUBMITTING->SUBMITTED'
		WHERE e.movement_id = ANY($1)`, ids)
}

func (o Ops) floats(ctx context.Context, sql string, args ...any) ([]float64, error) {
	rows, err := o.raw.Query(ctx, sql, args...)
	if err != nil {
		return nil, db.Interpret(err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[float64])
	return out, db.Interpret(err)
}

// HasStatStatements reports whether pg_stat_statements can be read.
func (o Ops) HasStatStatements(ctx context.Context) bool {
	_, err := o.raw.Exec(ctx, `SELECT 1 FROM public.pg_stat_statements LIMIT 1`)
	return err == nil
}

// RowsWritten is the database's cumulative count of inserted, updated and deleted
// rows by table (pg_stat_user_tables, flushed by backends up to ten seconds late).
func (o Ops) RowsWritten(ctx context.Context) (map[string]float64, error) {
	rows, err := o.raw.Query(ctx, `SELECT relname::text, (n_tup_ins + n_tup_upd + n_tup_del)::float8 FROM pg_stat_user_tables`)
	if err != nil {
		return nil, fmt.Errorf("rows written: %w", db.Interpret(err))
	}
	out := map[string]float64{}
	var table string
	var n float64
	_, err = pgx.ForEachRow(rows, []any{&table, &n}, func() error {
		out[table] += n
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("rows written: %w", db.Interpret(err))
	}
	return out, nil
}

// WALBytes is the server's write-ahead log position in bytes: the difference between
// two readings is the WAL written between them, by every database of the server.
func (o Ops) WALBytes(ctx context.Context) (float64, error) {
	var n float64
	if err := o.raw.QueryRow(ctx, `SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::float8`).Scan(&n); err != nil {
		return 0, fmt.Errorf("wal position: %w", db.Interpret(err))
	}
	return n, nil
}

// StatementStat is one normalised statement's cumulative calls, rows and shared
// buffer pages hit or read (StatementStatsByRole's; StatementStats leaves it zero).
type StatementStat struct {
	Query   string
	Calls   float64
	Rows    float64
	Buffers float64
}

// StatementStats reads pg_stat_statements for this database, leaving out the
// statements of role exceptRole.
func (o Ops) StatementStats(ctx context.Context, exceptRole string) ([]StatementStat, error) {
	rows, err := o.raw.Query(ctx, `
		SELECT s.query, sum(s.calls)::float8, sum(s.rows)::float8
		FROM public.pg_stat_statements s
		JOIN pg_database d ON d.oid = s.dbid AND d.datname = current_database()
		WHERE s.userid <> (SELECT oid FROM pg_roles WHERE rolname = $1)
		GROUP BY s.query`, exceptRole)
	if err != nil {
		return nil, fmt.Errorf("statement stats: %w", db.Interpret(err))
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (StatementStat, error) {
		var s StatementStat
		err := r.Scan(&s.Query, &s.Calls, &s.Rows)
		return s, err
	})
	if err != nil {
		return nil, fmt.Errorf("statement stats: %w", db.Interpret(err))
	}
	return out, nil
}

// ActiveWaits lists what each active session of this database other than the caller's
// is doing right now: its wait event as "type:event" (pg_stat_activity), or "CPU" when
// it waits on nothing. Other roles' wait events are visible to a superuser or a member
// of pg_read_all_stats only; for anyone else they read as CPU.
func (o Ops) ActiveWaits(ctx context.Context) ([]string, error) {
	rows, err := o.raw.Query(ctx, `
		SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU')
		FROM pg_stat_activity
		WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`)
	if err != nil {
		return nil, fmt.Errorf("active waits: %w", db.Interpret(err))
	}
	waits, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("active waits: %w", db.Interpret(err))
	}
	return waits, nil
}

// BackendPIDs lists the server processes connected to this database.
func (o Ops) BackendPIDs(ctx context.Context) ([]int32, error) {
	rows, err := o.raw.Query(ctx, `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)
	if err != nil {
		return nil, fmt.Errorf("backend pids: %w", db.Interpret(err))
	}
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return nil, fmt.Errorf("backend pids: %w", db.Interpret(err))
	}
	return pids, nil
}

// Server administration for the benchmark (a server URL, no network).

func onServer(ctx context.Context, serverURL string, fn func(*pgx.Conn) error) error {
	cfg, err := db.ParseConnConfig(serverURL)
	if err != nil {
		return err
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	return fn(conn)
}

// EnsureSuperuserRole creates a superuser login role whose password is its name,
// unless it exists. For throwaway benchmark servers only.
func EnsureSuperuserRole(ctx context.Context, serverURL, role string) error {
	return onServer(ctx, serverURL, func(c *pgx.Conn) error {
		name := pgx.Identifier{role}.Sanitize()
		_, err := c.Exec(ctx, `DO $$ BEGIN
		IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = `+quoteLiteral(role)+`) THEN
			CREATE ROLE `+name+` LOGIN SUPERUSER PASSWORD `+quoteLiteral(role)+`;
		END IF; END $$`)
		if err != nil {
			return fmt.Errorf("create role %s: %w", role, err)
		}
		return nil
	})
}

// CreateDatabase creates database name on the server.
func CreateDatabase(ctx context.Context, serverURL, name string) error {
	return onServer(ctx, serverURL, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
		return err
	})
}

// DropDatabase drops database name, disconnecting its sessions.
func DropDatabase(ctx context.Context, serverURL, name string) error {
	return onServer(ctx, serverURL, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, "DROP DATABASE "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
		return err
	})
}

// CreateStatStatements creates the pg_stat_statements extension in the database of
// dbURL (it fails when the server does not have the module).
func CreateStatStatements(ctx context.Context, dbURL string) error {
	return onServer(ctx, dbURL, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, "CREATE EXTENSION IF NOT EXISTS pg_stat_statements SCHEMA public")
		return err
	})
}

// AnalyzeDatabase refreshes the planner's statistics of every table of the database
// of dbURL (a superuser's or the owner's URL), as a database with history has them;
// the peers' anchors do the same before they time a backlog.
func AnalyzeDatabase(ctx context.Context, dbURL string) error {
	return onServer(ctx, dbURL, func(c *pgx.Conn) error {
		_, err := c.Exec(ctx, "ANALYZE")
		return err
	})
}

// WALKind is the WAL one resource manager (Heap, Btree, Transaction …) wrote between
// two positions: its records, and the full-page images that came with them.
type WALKind struct {
	Kind         string
	Records, FPI float64 // bytes
}

// WALByKind returns the WAL the server wrote between from and to (WALBytes readings),
// by resource manager, largest first, read with pg_walinspect through dbURL (a
// superuser's). ok is false, with no error, when the server has no pg_walinspect.
func WALByKind(ctx context.Context, dbURL string, from, to float64) (kinds []WALKind, ok bool, err error) {
	err = onServer(ctx, dbURL, func(c *pgx.Conn) error {
		if err := c.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_walinspect')`).Scan(&ok); err != nil || !ok {
			return err
		}
		if _, err := c.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS pg_walinspect`); err != nil {
			return err
		}
		rows, err := c.Query(ctx, `SELECT "resource_manager/record_type", record_size::float8, fpi_size::float8
			FROM pg_get_wal_stats('0/0'::pg_lsn + $1::numeric, '0/0'::pg_lsn + $2::numeric, false)
			WHERE combined_size > 0 ORDER BY combined_size DESC`, int64(from), int64(to))
		if err != nil {
			return err
		}
		kinds, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (WALKind, error) {
			var k WALKind
			return k, r.Scan(&k.Kind, &k.Records, &k.FPI)
		})
		return err
	})
	if err != nil {
		return nil, false, fmt.Errorf("wal by kind: %w", db.Interpret(err))
	}
	return kinds, ok, nil
}

func quoteLiteral(s string) string {
	out := []byte{'\''}
	for i := 0; i < len(s); i++ {
		if s[i] == '\'' {
			out = append(out, '\'')
		}
		out = append(out, s[i])
	}
	return string(append(out, '\''))
}

// TerminateRandomBackend ends one random client session of the database of superURL
// (a superuser's URL), other than its own and the chaos harness's (application_name
// qtg-chaos…), and reports whether it ended one. Fault injection for the chaos run.
func TerminateRandomBackend(ctx context.Context, superURL string) (bool, error) {
	var ok bool
	err := onServer(ctx, superURL, func(c *pgx.Conn) error {
		return c.QueryRow(ctx, `SELECT coalesce(pg_terminate_backend(pid), false) FROM pg_stat_activity
				WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
				  AND application_name NOT LIKE 'qtg-chaos%'
				ORDER BY random() LIMIT 1`).Scan(&ok)
	})
	return ok, err
}

// RoleStatementStat is one role's cumulative calls of one normalised statement.
type RoleStatementStat struct {
	Role  string
	Query string
	Calls float64
	Rows  float64
	// ExecMs is the server's time executing the statement, in ms, summed over calls: it
	// grows with waits and with time-sharing of the server's CPUs, where Buffers (shared
	// buffer pages hit or read) grows only with the work done, so the two side by side
	// tell contention from work.
	ExecMs  float64
	Buffers float64
}

// StatementStatsByRole reads pg_stat_statements for this database per role: the idle
// benchmark logs each worker in as its own role to tell their statements apart.
func (o Ops) StatementStatsByRole(ctx context.Context) ([]RoleStatementStat, error) {
	rows, err := o.raw.Query(ctx, `
		SELECT r.rolname, s.query, sum(s.calls)::float8, sum(s.rows)::float8,
		       sum(s.total_exec_time)::float8, sum(s.shared_blks_hit + s.shared_blks_read)::float8
		FROM public.pg_stat_statements s
		JOIN pg_database d ON d.oid = s.dbid AND d.datname = current_database()
		JOIN pg_roles r ON r.oid = s.userid
		GROUP BY r.rolname, s.query`)
	if err != nil {
		return nil, fmt.Errorf("statement stats by role: %w", db.Interpret(err))
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (RoleStatementStat, error) {
		var s RoleStatementStat
		err := r.Scan(&s.Role, &s.Query, &s.Calls, &s.Rows, &s.ExecMs, &s.Buffers)
		return s, err
	})
	if err != nil {
		return nil, fmt.Errorf("statement stats by role: %w", db.Interpret(err))
	}
	return out, nil
}
