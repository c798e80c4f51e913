package dbops

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db"
)

// The chaos harness's reads of what QTG recorded about money (services/dev/chaos): every
// node with its plan, progress and result, every transaction QTG signed, the intents
// written after a movement was stopped, the operators' verdicts and the exchange legs.
// Optional columns are read through to_jsonb so the harness runs on schemas that lack
// them. ----

// ChaosNode is a node as the harness judges it, with its movement's state.
type ChaosNode struct {
	ID, MovementID, Key, Executor, State string
	Attempt                              int32
	SideEffect                           bool
	LastError                            string
	Config, Progress, Result             json.RawMessage
	// ValueMoved is movement_nodes.value_moved where the schema has it (false otherwise).
	ValueMoved      bool
	MovementState   string
	CancelRequested bool
	UpdatedAt       time.Time
}

// ChaosNodes returns every node.
func (o Ops) ChaosNodes(ctx context.Context) ([]ChaosNode, error) {
	rows, err := o.raw.Query(ctx, `SELECT n.id::text, n.movement_id::text, n.node_key, n.executor_key, n.node_state, n.attempt,
			n.has_side_effect, coalesce(n.last_error, ''), n.node_config, n.progress, n.result,
			coalesce((to_jsonb(n)->>'value_moved')::boolean, false), r.movement_state, r.cancel_requested_at IS NOT NULL, n.updated_at
		FROM movement_nodes n JOIN movements r ON r.id = n.movement_id`)
	if err != nil {
		return nil, fmt.Errorf("chaos nodes: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosNode
	for rows.Next() {
		var n ChaosNode
		var config, progress, result []byte
		if err := rows.Scan(&n.ID, &n.MovementID, &n.Key, &n.Executor, &n.State, &n.Attempt, &n.SideEffect, &n.LastError,
			&config, &progress, &result, &n.ValueMoved, &n.MovementState, &n.CancelRequested, &n.UpdatedAt); err != nil {
			return nil, fmt.Errorf("chaos nodes: %w", db.Interpret(err))
		}
		n.Config, n.Progress, n.Result = config, progress, result
		out = append(out, n)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosTx is a transaction QTG signed: an intent's own, or one of its candidates (a fee
// bump or a cancellation at the same nonce), with the node, attempt and phase it
// belongs to.
type ChaosTx struct {
	Hash, NodeID, IntentID string
	Attempt                int32
	// Phase is the intent payload's phase ("" for a single-phase executor).
	Phase     string
	Candidate bool
	// Kind is "intent", or the candidate's kind: "bump" or "cancel" (schemas without
	// evm_tx_candidates.kind: "bump").
	Kind string
}

// ChaosTxs returns every transaction hash (lower-case) of every intent and candidate.
func (o Ops) ChaosTxs(ctx context.Context) ([]ChaosTx, error) {
	rows, err := o.raw.Query(ctx, `SELECT lower(i.tx_hash), i.node_id::text, i.id::text, i.attempt, coalesce(i.payload->>'phase', ''), false, 'intent'
		FROM node_intents i WHERE i.tx_hash IS NOT NULL
		UNION ALL
		SELECT lower(c.tx_hash), i.node_id::text, i.id::text, i.attempt, coalesce(i.payload->>'phase', ''), true,
		       coalesce(to_jsonb(c)->>'kind', 'bump')
		FROM evm_tx_candidates c JOIN node_intents i ON i.id = c.intent_id`)
	if err != nil {
		return nil, fmt.Errorf("chaos transactions: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosTx
	for rows.Next() {
		var x ChaosTx
		if err := rows.Scan(&x.Hash, &x.NodeID, &x.IntentID, &x.Attempt, &x.Phase, &x.Candidate, &x.Kind); err != nil {
			return nil, fmt.Errorf("chaos transactions: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosGasSpend is the recorded gas of one of QTG's mined cancellations or nonce fills
// (evm_gas_spends): a native leg of its sender that no node reports.
type ChaosGasSpend struct {
	Hash        string
	Kind        string
	ChainID     int64
	Address     string
	BlockNumber int64
	GasCost     string
}

// ChaosGasSpends lists every recorded cancellation's and fill's gas; none on a schema
// older than the table.
func (o Ops) ChaosGasSpends(ctx context.Context) ([]ChaosGasSpend, error) {
	var exists bool
	if err := o.raw.QueryRow(ctx, `SELECT to_regclass('evm_gas_spends') IS NOT NULL`).Scan(&exists); err != nil || !exists {
		return nil, db.Interpret(err)
	}
	rows, err := o.raw.Query(ctx, `SELECT lower(tx_hash), kind, chain_id, address, block_number, gas_cost::text FROM evm_gas_spends`)
	if err != nil {
		return nil, fmt.Errorf("chaos gas spends: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosGasSpend
	for rows.Next() {
		var g ChaosGasSpend
		if err := rows.Scan(&g.Hash, &g.Kind, &g.ChainID, &g.Address, &g.BlockNumber, &g.GasCost); err != nil {
			return nil, fmt.Errorf("chaos gas spends: %w", db.Interpret(err))
		}
		out = append(out, g)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosLateIntent is an intent whose audit row follows its movement's first cancel
// (CANCEL_REQUESTED, or a cancel before the start) or its expiry in the audit log.
// Both audit rows are written under the movement's row lock, so their outbox order is
// the order in which the two transactions held it.
type ChaosLateIntent struct {
	MovementID, MovementState string
	// Cause is "cancel" or "expiry".
	Cause                     string
	NodeID, NodeKey, Executor string
	Attempt                   int32
	Phase                     string
	StoppedAt, IntentAt       time.Time
}

// ChaosLateIntents returns every intent written after its movement was cancelled or
// expired.
func (o Ops) ChaosLateIntents(ctx context.Context) ([]ChaosLateIntent, error) {
	rows, err := o.raw.Query(ctx, `WITH stops AS (
			SELECT entity_id, CASE WHEN action LIKE '%->EXPIRED' THEN 'expiry' ELSE 'cancel' END AS cause,
			       min(outbox_id) AS stop_id, min(occurred_at) AS stopped_at
			FROM audit_log
			WHERE entity_type = 'movement' AND (action = 'CANCEL_REQUESTED' OR action LIKE '%->CANCELLED' OR action LIKE '%->EXPIRED')
			GROUP BY 1, 2
		)
		SELECT r.id::text, r.movement_state, s.cause, n.id::text, n.node_key, n.executor_key, coalesce((a.detail->>'attempt')::int, 0),
		       coalesce(i.payload->>'phase', ''), s.stopped_at, a.occurred_at
		FROM stops s
		JOIN movements r ON r.id::text = s.entity_id
		JOIN movement_nodes n ON n.movement_id = r.id
		JOIN audit_log a ON a.entity_type = 'node' AND a.entity_id = n.id::text AND a.action = 'INTENT' AND a.outbox_id > s.stop_id
		LEFT JOIN node_intents i ON i.id::text = a.detail->>'intent_id'`)
	if err != nil {
		return nil, fmt.Errorf("chaos late intents: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosLateIntent
	for rows.Next() {
		var x ChaosLateIntent
		if err := rows.Scan(&x.MovementID, &x.MovementState, &x.Cause, &x.NodeID, &x.NodeKey, &x.Executor, &x.Attempt, &x.Phase,
			&x.StoppedAt, &x.IntentAt); err != nil {
			return nil, fmt.Errorf("chaos late intents: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosLateStart is a movement that started after its deadline.
type ChaosLateStart struct {
	MovementID, State    string
	ExpiresAt, StartedAt time.Time
}

// ChaosLateStarts returns the movements whose first intent came after their expires_at.
func (o Ops) ChaosLateStarts(ctx context.Context) ([]ChaosLateStart, error) {
	rows, err := o.raw.Query(ctx, `SELECT id::text, movement_state, expires_at, started_at FROM movements
		WHERE expires_at IS NOT NULL AND started_at IS NOT NULL AND started_at > expires_at`)
	if err != nil {
		return nil, fmt.Errorf("chaos late starts: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosLateStart
	for rows.Next() {
		var x ChaosLateStart
		if err := rows.Scan(&x.MovementID, &x.State, &x.ExpiresAt, &x.StartedAt); err != nil {
			return nil, fmt.Errorf("chaos late starts: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosVerdict is an operators' verdict and its fate.
type ChaosVerdict struct {
	ID, NodeID, Kind, State string
	Attempt                 int32
	TxHash, ExternalID      string
	DecisionReason          string
	// Proof is what recovery found when it resolved the verdict ("" if it did not).
	Proof string
	// Settled is when the verdict took effect or was turned down (recovery's
	// resolution, else the operators' decision); zero while it is open.
	Settled time.Time
}

// ChaosVerdicts returns every verdict.
func (o Ops) ChaosVerdicts(ctx context.Context) ([]ChaosVerdict, error) {
	rows, err := o.raw.Query(ctx, `SELECT id::text, node_id::text, verdict, verdict_state, attempt, coalesce(tx_hash, ''),
			coalesce(external_id, ''), coalesce(decision_reason, ''), coalesce(proof, ''),
			coalesce(resolved_at, decided_at, 'epoch'::timestamptz) FROM node_verdicts`)
	if err != nil {
		return nil, fmt.Errorf("chaos verdicts: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosVerdict
	for rows.Next() {
		var x ChaosVerdict
		if err := rows.Scan(&x.ID, &x.NodeID, &x.Kind, &x.State, &x.Attempt, &x.TxHash, &x.ExternalID, &x.DecisionReason,
			&x.Proof, &x.Settled); err != nil {
			return nil, fmt.Errorf("chaos verdicts: %w", db.Interpret(err))
		}
		if x.Settled.Equal(time.Unix(0, 0)) {
			x.Settled = time.Time{}
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosCapitalTransfer is an exchange leg as QTG recorded it.
type ChaosCapitalTransfer struct {
	NodeID, Direction, Venue, Coin, Amount, VenueFee string
	RequestID, WithdrawID, TxHash, VenueStatus       string
	ReconcileState                                   string
}

// ChaosCapitalTransfers returns every exchange leg (amounts in base units).
func (o Ops) ChaosCapitalTransfers(ctx context.Context) ([]ChaosCapitalTransfer, error) {
	rows, err := o.raw.Query(ctx, `SELECT node_id::text, direction, venue, coin, amount::text, coalesce(venue_fee, 0)::text,
			coalesce(request_id, ''), coalesce(withdraw_id, ''), coalesce(lower(tx_hash), ''), coalesce(venue_status, ''), reconcile_state
		FROM capital_transfers`)
	if err != nil {
		return nil, fmt.Errorf("chaos capital transfers: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosCapitalTransfer
	for rows.Next() {
		var x ChaosCapitalTransfer
		if err := rows.Scan(&x.NodeID, &x.Direction, &x.Venue, &x.Coin, &x.Amount, &x.VenueFee, &x.RequestID, &x.WithdrawID,
			&x.TxHash, &x.VenueStatus, &x.ReconcileState); err != nil {
			return nil, fmt.Errorf("chaos capital transfers: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosOpenNode is a node waiting for operators (UNKNOWN with a side effect, or
// NEEDS_MANUAL_EXECUTION), with its current attempt's intent and whether a verdict on
// that attempt is still open.
type ChaosOpenNode struct {
	ID, MovementID, Executor, State string
	Attempt                         int32
	TxHash, ExternalID, Lane, Phase string
	// Chain is the intent payload's chain, where it names one.
	Chain       string
	VerdictOpen bool
	// Since is when the node last changed.
	Since time.Time
}

// ChaosOpenNodes returns the nodes operators may give a verdict on now.
func (o Ops) ChaosOpenNodes(ctx context.Context) ([]ChaosOpenNode, error) {
	rows, err := o.raw.Query(ctx, `SELECT n.id::text, n.movement_id::text, n.executor_key, n.node_state, n.attempt,
			coalesce(lower(i.tx_hash), ''), coalesce(i.external_id, ''), coalesce(i.lane, ''), coalesce(i.payload->>'phase', ''),
			coalesce(i.payload->>'chain', ''),
			EXISTS (SELECT 1 FROM node_verdicts v WHERE v.node_id = n.id AND v.attempt = n.attempt
			        AND v.verdict_state NOT IN ('APPLIED', 'REJECTED', 'REFUSED')),
			n.updated_at
		FROM movement_nodes n
		LEFT JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
		WHERE (n.node_state = 'UNKNOWN' AND n.has_side_effect) OR n.node_state = 'NEEDS_MANUAL_EXECUTION'`)
	if err != nil {
		return nil, fmt.Errorf("chaos open nodes: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosOpenNode
	for rows.Next() {
		var x ChaosOpenNode
		if err := rows.Scan(&x.ID, &x.MovementID, &x.Executor, &x.State, &x.Attempt, &x.TxHash, &x.ExternalID, &x.Lane, &x.Phase,
			&x.Chain, &x.VerdictOpen, &x.Since); err != nil {
			return nil, fmt.Errorf("chaos open nodes: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosNoopPerformed reports whether a noop node's attempt performed its side effect
// (fence rows excluded): the evidence an operator reads for a noop verdict.
func (o Ops) ChaosNoopPerformed(ctx context.Context, nodeID string, attempt int32) (bool, error) {
	var fenced bool
	if err := o.raw.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = 'noop_side_effects' AND column_name = 'fenced')`).Scan(&fenced); err != nil {
		return false, fmt.Errorf("noop evidence: %w", db.Interpret(err))
	}
	q := `SELECT EXISTS (SELECT 1 FROM noop_side_effects WHERE node_id = $1::uuid AND attempt = $2`
	if fenced {
		q += ` AND NOT fenced`
	}
	var done bool
	if err := o.raw.QueryRow(ctx, q+`)`, nodeID, attempt).Scan(&done); err != nil {
		return false, fmt.Errorf("noop evidence: %w", db.Interpret(err))
	}
	return done, nil
}

// ChaosBridgeWork is a bridge node the harness's third party may act on: its executor,
// config and progress (the burn's transaction, the sent message, the packet).
type ChaosBridgeWork struct {
	ID, Executor, State string
	Config, Progress    json.RawMessage
	// BurnTxs are the transaction hashes of the node's burn intents (cctp_transfer).
	BurnTxs []string
}

// ChaosBridgeWork returns the unfinished cctp_transfer, ccip_transfer and oft_transfer
// nodes that have sent something.
func (o Ops) ChaosBridgeWork(ctx context.Context) ([]ChaosBridgeWork, error) {
	rows, err := o.raw.Query(ctx, `SELECT n.id::text, n.executor_key, n.node_state, n.node_config, n.progress,
			coalesce((SELECT array_agg(lower(i.tx_hash)) FROM node_intents i
			          WHERE i.node_id = n.id AND i.payload->>'phase' = 'burn' AND i.tx_hash IS NOT NULL), '{}')
		FROM movement_nodes n
		WHERE n.executor_key IN ('cctp_transfer', 'ccip_transfer', 'oft_transfer')
		  AND n.node_state NOT IN ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')`)
	if err != nil {
		return nil, fmt.Errorf("chaos bridge work: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosBridgeWork
	for rows.Next() {
		var x ChaosBridgeWork
		var config, progress []byte
		if err := rows.Scan(&x.ID, &x.Executor, &x.State, &config, &progress, &x.BurnTxs); err != nil {
			return nil, fmt.Errorf("chaos bridge work: %w", db.Interpret(err))
		}
		x.Config, x.Progress = config, progress
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}

// ChaosLaneNext returns every EVM sender lane's next nonce, keyed "<chain id>/<address>"
// (address lower-case hex).
func (o Ops) ChaosLaneNext(ctx context.Context) (map[string]int64, error) {
	rows, err := o.raw.Query(ctx, `SELECT chain_id::text || '/' || address, next_nonce FROM evm_sender_nonces`)
	if err != nil {
		return nil, fmt.Errorf("chaos lane heads: %w", db.Interpret(err))
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var k string
		var n int64
		if err := rows.Scan(&k, &n); err != nil {
			return nil, fmt.Errorf("chaos lane heads: %w", db.Interpret(err))
		}
		out[k] = n
	}
	return out, db.Interpret(rows.Err())
}

// ChaosNonceHolder is an intent that took one nonce of a sender's lane.
type ChaosNonceHolder struct {
	NodeID, Executor, NodeState, Phase, IntentState, TxHash string
	Attempt                                                 int32
}

// ChaosNonceHolders returns the intents that took nonce on lane ("evm:<chain id>:<address>").
func (o Ops) ChaosNonceHolders(ctx context.Context, lane string, nonce int64) ([]ChaosNonceHolder, error) {
	rows, err := o.raw.Query(ctx, `SELECT n.id::text, n.executor_key, n.node_state, coalesce(i.payload->>'phase', ''), i.intent_state,
			coalesce(i.tx_hash, ''), i.attempt
		FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE i.lane = $1 AND i.nonce = $2`, lane, nonce)
	if err != nil {
		return nil, fmt.Errorf("chaos nonce holders: %w", db.Interpret(err))
	}
	defer rows.Close()
	var out []ChaosNonceHolder
	for rows.Next() {
		var x ChaosNonceHolder
		if err := rows.Scan(&x.NodeID, &x.Executor, &x.NodeState, &x.Phase, &x.IntentState, &x.TxHash, &x.Attempt); err != nil {
			return nil, fmt.Errorf("chaos nonce holders: %w", db.Interpret(err))
		}
		out = append(out, x)
	}
	return out, db.Interpret(rows.Err())
}
