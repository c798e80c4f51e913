package dbops

import (
	"context"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db"
)

// The chaos harness's oracles (services/dev/chaos): reads of the whole database after
// a run, checked against what the harness did and what the chains hold. Raw statements
// like the rest of Ops; some adapt to the schema they find (older schemas lack tables
// or columns), which sqlc cannot express. ----

// Quiescence counts what is still in flight.
type Quiescence struct {
	// MovementsOpen wait for approval or have not started.
	MovementsOpen int64
	// NodesInFlight are between READY and OBSERVING.
	NodesInFlight    int64
	NodesUnknown     int64
	CallbacksPending int64
	// AuditOutbox rows are not promoted to the audit log yet.
	AuditOutbox int64
	// NodesManual wait for an operator's manual execution (NEEDS_MANUAL_EXECUTION).
	NodesManual int64
}

// Quiescence reads the in-flight counts in one statement.
func (o Ops) Quiescence(ctx context.Context) (Quiescence, error) {
	var q Quiescence
	err := o.raw.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM movements WHERE movement_state IN ('PENDING_APPROVAL', 'APPROVED')),
			(SELECT count(*) FROM movement_nodes WHERE node_state IN ('READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING')),
			(SELECT count(*) FROM movement_nodes WHERE node_state = 'UNKNOWN'),
			(SELECT count(*) FROM callback_outbox WHERE callback_state = 'PENDING'),
			(SELECT count(*) FROM audit_outbox_events),
			(SELECT count(*) FROM movement_nodes WHERE node_state = 'NEEDS_MANUAL_EXECUTION')`).Scan(
		&q.MovementsOpen, &q.NodesInFlight, &q.NodesUnknown, &q.CallbacksPending, &q.AuditOutbox, &q.NodesManual)
	if err != nil {
		return q, fmt.Errorf("quiescence: %w", db.Interpret(err))
	}
	return q, nil
}

// MovementOutcome is a movement's state with a summary of its nodes.
type MovementOutcome struct {
	ID, State, Reason string
	// Nodes lists node_key=state (last error) of every node.
	Nodes string
	// Unknown: a node is UNKNOWN or NEEDS_MANUAL_EXECUTION (waiting for operators);
	// Reasoned: every such node says why.
	Unknown, Reasoned bool
}

// MovementOutcomes returns every movement's outcome.
func (o Ops) MovementOutcomes(ctx context.Context) ([]MovementOutcome, error) {
	rows, err := o.raw.Query(ctx, `SELECT r.id::text, r.movement_state, coalesce(r.failure_reason, ''),
			coalesce((SELECT string_agg(n.node_key || '=' || n.node_state || coalesce(' (' || n.last_error || ')', ''), ', ' ORDER BY n.node_key)
			          FROM movement_nodes n WHERE n.movement_id = r.id), ''),
			EXISTS (SELECT 1 FROM movement_nodes n WHERE n.movement_id = r.id AND n.node_state IN ('UNKNOWN', 'NEEDS_MANUAL_EXECUTION')),
			NOT EXISTS (SELECT 1 FROM movement_nodes n WHERE n.movement_id = r.id AND n.node_state IN ('UNKNOWN', 'NEEDS_MANUAL_EXECUTION')
			            AND coalesce(n.last_error, '') = '')
		FROM movements r`)
	if err != nil {
		return nil, fmt.Errorf("movement outcomes: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []MovementOutcome
	for rows.Next() {
		var x MovementOutcome
		if err := rows.Scan(&x.ID, &x.State, &x.Reason, &x.Nodes, &x.Unknown, &x.Reasoned); err != nil {
			return nil, fmt.Errorf("movement outcomes: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// NoopNodeEffects is a noop node with side effect and the side effects it performed.
type NoopNodeEffects struct {
	ID, State, Outcome, MovementID string
	Count                          int
	// Attempts lists the attempts that performed it, comma-separated.
	Attempts string
}

// NoopEffects returns every noop node with a side effect and its side effects (fence
// rows excluded when the schema has them), and whether the schema has fence rows.
func (o Ops) NoopEffects(ctx context.Context) (fenceColumn bool, nodes []NoopNodeEffects, err error) {
	if err := o.raw.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = 'noop_side_effects' AND column_name = 'fenced')`).Scan(&fenceColumn); err != nil {
		return false, nil, fmt.Errorf("noop effects: %w", db.Interpret(err))
	}
	effects := "noop_side_effects"
	if fenceColumn {
		effects = "(SELECT * FROM noop_side_effects WHERE NOT fenced)"
	}
	rows, err := o.raw.Query(ctx, `SELECT n.id::text, n.node_state, coalesce(n.node_config->>'outcome', ''), n.movement_id::text,
			count(e.node_id)::int, coalesce(string_agg(e.attempt::text, ',' ORDER BY e.id), '')
		FROM movement_nodes n
		LEFT JOIN `+effects+` e ON e.node_id = n.id
		WHERE n.executor_key = 'noop' AND n.has_side_effect
		GROUP BY n.id`)
	if err != nil {
		return false, nil, fmt.Errorf("noop effects: %w", db.Interpret(err))
	}
	defer rows.Close()
	for rows.Next() {
		var x NoopNodeEffects
		if err := rows.Scan(&x.ID, &x.State, &x.Outcome, &x.MovementID, &x.Count, &x.Attempts); err != nil {
			return false, nil, fmt.Errorf("noop effects: %w", db.Interpret(err))
		}
		nodes = append(nodes, x)
	}
	return fenceColumn, nodes, db.Interpret(rows.Err())
}

// TransferCheckCounts counts the reaper's FINAL and REORGED transfer checks; present
// is false when the schema has no such table.
func (o Ops) TransferCheckCounts(ctx context.Context) (present bool, final, reorged int, err error) {
	if err := o.raw.QueryRow(ctx, `SELECT to_regclass('evm_transfer_checks') IS NOT NULL`).Scan(&present); err != nil || !present {
		return false, 0, 0, db.Interpret(err)
	}
	if err := o.raw.QueryRow(ctx, `SELECT count(*) FILTER (WHERE check_state = 'FINAL'), count(*) FILTER (WHERE check_state = 'REORGED')
			FROM evm_transfer_checks`).Scan(&final, &reorged); err != nil {
		return true, 0, 0, fmt.Errorf("transfer checks: %w", db.Interpret(err))
	}
	return true, final, reorged, nil
}

// TerminalCallback is a finished movement with a callback URL and its terminal event.
type TerminalCallback struct {
	MovementID, MovementState string
	// CallbackID is nil when the movement has no terminal event.
	CallbackID    *string
	CallbackState string
}

// TerminalCallbacks returns every finished movement with a callback URL, with the
// callback of its terminal event.
func (o Ops) TerminalCallbacks(ctx context.Context) ([]TerminalCallback, error) {
	rows, err := o.raw.Query(ctx, `SELECT r.id::text, r.movement_state, c.id::text, coalesce(c.callback_state, '')
		FROM movements r
		LEFT JOIN callback_outbox c ON c.movement_id = r.id AND c.event_type = 'movement.' || lower(r.movement_state)
		WHERE r.callback_url IS NOT NULL AND r.movement_state IN ('COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED')`)
	if err != nil {
		return nil, fmt.Errorf("terminal callbacks: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []TerminalCallback
	for rows.Next() {
		var x TerminalCallback
		if err := rows.Scan(&x.MovementID, &x.MovementState, &x.CallbackID, &x.CallbackState); err != nil {
			return nil, fmt.Errorf("terminal callbacks: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// AuditPending counts the audit events not yet promoted to the audit log, and the
// rows holding them (audit_outbox rows and audit_batches rows): what the promoter
// will append to audit_log, and delete.
func (o Ops) AuditPending(ctx context.Context) (events, rows int, err error) {
	err = o.raw.QueryRow(ctx, `SELECT (SELECT count(*) FROM audit_outbox_events)::int,
		((SELECT count(*) FROM audit_outbox) + (SELECT count(*) FROM audit_batches))::int`).Scan(&events, &rows)
	if err != nil {
		return 0, 0, fmt.Errorf("audit pending: %w", db.Interpret(err))
	}
	return events, rows, nil
}

// CountAuditOutbox counts the audit events not yet promoted to the audit log
// (audit_outbox rows and the events of audit_batches rows).
func (o Ops) CountAuditOutbox(ctx context.Context) (int, error) {
	return o.count(ctx, "audit outbox", `SELECT count(*) FROM audit_outbox_events`)
}

// DriftCounts counts verify-drift's checks, and those that found token and native
// drift.
func (o Ops) DriftCounts(ctx context.Context) (checks, token, native int64, err error) {
	if err := o.raw.QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE drift <> 0 AND token <> 'native'),
		count(*) FILTER (WHERE drift <> 0 AND token = 'native') FROM balance_checks`).Scan(&checks, &token, &native); err != nil {
		return 0, 0, 0, fmt.Errorf("drift counts: %w", db.Interpret(err))
	}
	return checks, token, native, nil
}

// Drift is a balance check that found drift.
type Drift struct {
	ChainID, FromBlock, ToBlock int64
	Address, Expected, Actual   string
	// CheckedAt is when verify-drift judged the pair; TakenAt when its later snapshot
	// was taken.
	CheckedAt, TakenAt time.Time
}

// TokenDrifts returns up to limit token drifts, by block.
func (o Ops) TokenDrifts(ctx context.Context, limit int) ([]Drift, error) {
	return o.drifts(ctx, false, limit)
}

// NativeDrifts returns up to limit native drifts, by block.
func (o Ops) NativeDrifts(ctx context.Context, limit int) ([]Drift, error) {
	return o.drifts(ctx, true, limit)
}

func (o Ops) drifts(ctx context.Context, native bool, limit int) ([]Drift, error) {
	rows, err := o.raw.Query(ctx, `SELECT c.chain_id, c.address, c.from_block, c.to_block, c.expected_delta::text, c.actual_delta::text,
			c.checked_at, s.taken_at
		FROM balance_checks c JOIN balance_snapshots s ON s.id = c.to_snapshot_id
		WHERE c.drift <> 0 AND (c.token = 'native') = $2 ORDER BY c.to_block LIMIT $1`, limit, native)
	if err != nil {
		return nil, fmt.Errorf("drifts: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []Drift
	for rows.Next() {
		var d Drift
		if err := rows.Scan(&d.ChainID, &d.Address, &d.FromBlock, &d.ToBlock, &d.Expected, &d.Actual, &d.CheckedAt, &d.TakenAt); err != nil {
			return nil, fmt.Errorf("drifts: %w", db.Interpret(err))
		}
		out = append(out, d)
	}
	return out, db.Interpret(rows.Err())
}

// DossierSection is one table of a node's dossier: rows of column values.
type DossierSection struct {
	Title string
	Rows  [][]any
}

// NodeDossier returns what a violation needs traced without the database: the node's
// movement's nodes, its intents and its audit trail.
func (o Ops) NodeDossier(ctx context.Context, nodeID string) ([]DossierSection, error) {
	var out []DossierSection
	for _, q := range []struct{ title, sql string }{
		{"movement's nodes", `SELECT n.node_key, n.id::text, n.executor_key, n.node_state, n.attempt, n.tries, coalesce(n.last_error, ''),
				coalesce(n.result::text, ''), n.node_config::text FROM movement_nodes n
				WHERE n.movement_id = (SELECT movement_id FROM movement_nodes WHERE id = $1::uuid) ORDER BY n.node_key`},
		{"intents", `SELECT attempt, lane, coalesce(nonce, -1), coalesce(tx_hash, ''), intent_state, created_at, updated_at
				FROM node_intents WHERE node_id = $1::uuid ORDER BY attempt`},
		{"audit trail", `SELECT seq, occurred_at, actor, entity_type, action, detail::text FROM audit_log
				WHERE entity_id = $1 OR entity_id IN (SELECT id::text FROM node_intents WHERE node_id = $1::uuid)
				ORDER BY seq`},
	} {
		s := DossierSection{Title: q.title}
		rows, err := o.raw.Query(ctx, q.sql, nodeID)
		if err != nil {
			return nil, fmt.Errorf("dossier of %s: %w", nodeID, db.Interpret(err))
		}
		for rows.Next() {
			vals, err := rows.Values()
			if err != nil {
				rows.Close()
				return nil, fmt.Errorf("dossier of %s: %w", nodeID, db.Interpret(err))
			}
			s.Rows = append(s.Rows, vals)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("dossier of %s: %w", nodeID, db.Interpret(err))
		}
		out = append(out, s)
	}
	return out, nil
}
