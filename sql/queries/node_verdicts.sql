-- Manual verdicts (operator tool, docs/design.md §7): an operator proposes what happened to a
-- node in UNKNOWN, a second operator approves it, and it is applied in the approving
-- transaction under the movement and node row locks. Every step is audited on the node.

-- name: VerdictInsert :one
-- Proposes a verdict for a node that is UNKNOWN at @attempt (a manual_execution
-- verdict: NEEDS_MANUAL_EXECUTION); the node itself does not change. No row when the
-- node is not in that state at that attempt (it moved on). The partial unique index
-- node_verdicts_open refuses a second open proposal for a node.
WITH node AS (
    SELECT n.id, n.movement_id, n.attempt
    FROM movement_nodes n
    WHERE n.id = @node_id AND n.attempt = @attempt
      AND n.node_state = CASE WHEN @verdict::text = 'manual_execution' THEN 'NEEDS_MANUAL_EXECUTION' ELSE 'UNKNOWN' END
), proposed AS (
    INSERT INTO node_verdicts (id, node_id, movement_id, attempt, verdict, tx_hash, external_id, reason, proposed_by)
    SELECT @id, node.id, node.movement_id, node.attempt, @verdict, sqlc.narg('tx_hash'), sqlc.narg('external_id'), @reason, @proposed_by
    FROM node
    RETURNING *
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT proposed.proposed_by, 'node', proposed.node_id::text, 'VERDICT_PROPOSED',
           jsonb_build_object('verdict_id', proposed.id, 'attempt', proposed.attempt, 'verdict', proposed.verdict,
                              'tx_hash', proposed.tx_hash, 'external_id', proposed.external_id, 'reason', proposed.reason)
    FROM proposed
)
SELECT * FROM proposed;

-- name: VerdictRejectStale :execrows
-- Closes the open (proposed, or approved and waiting for its proof) verdict of a node that is no longer UNKNOWN (NEEDS_MANUAL_EXECUTION
-- for a manual_execution verdict) at the proposal's attempt (it can never apply), so a
-- new one can be made. Audited.
WITH stale AS (
    UPDATE node_verdicts v
    SET verdict_state = 'REJECTED', decided_by = @actor::text, decided_at = now(),
        decision_reason = 'stale: the node is no longer ' || CASE WHEN v.verdict = 'manual_execution' THEN 'NEEDS_MANUAL_EXECUTION' ELSE 'UNKNOWN' END
                          || ' at attempt ' || v.attempt
    FROM movement_nodes n
    WHERE v.node_id = @node_id AND v.verdict_state IN ('PROPOSED', 'APPROVED') AND n.id = v.node_id
      AND (n.node_state <> CASE WHEN v.verdict = 'manual_execution' THEN 'NEEDS_MANUAL_EXECUTION' ELSE 'UNKNOWN' END
           OR n.attempt <> v.attempt)
    RETURNING v.id, v.node_id, v.attempt, v.decision_reason
)
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
SELECT @actor::text, 'node', stale.node_id::text, 'VERDICT_REJECTED',
       jsonb_build_object('verdict_id', stale.id, 'attempt', stale.attempt, 'reason', stale.decision_reason)
FROM stale;

-- name: VerdictGet :one
SELECT * FROM node_verdicts WHERE id = @id;

-- name: VerdictLockNode :one
-- Locks: FOR UPDATE on the verdict's node, waiting, held until the verdict is applied
-- and committed. Run after MovementLock on the node's movement (the engine's lock
-- order: movement, then node). Only a node still UNKNOWN (or NEEDS_MANUAL_EXECUTION,
-- for a manual_execution verdict; the apply statements compare-and-set the exact
-- state) at the verdict's attempt is locked: the predicate is checked before waiting,
-- so a node that moved on (and may be held by a dispatcher waiting for this movement
-- row) is never waited for, and it is checked again on the latest row version after
-- the wait.
SELECT *
FROM movement_nodes
WHERE id = @node_id AND node_state IN ('UNKNOWN', 'NEEDS_MANUAL_EXECUTION') AND attempt = @attempt
FOR UPDATE;

-- name: VerdictDecide :one
-- PROPOSED -> @to_state, compare-and-set with four eyes; audited on the node. APPLIED:
-- the approving transaction applies it now (sent, manual_execution, and any verdict on
-- a node without a side effect). APPROVED: a not_sent or failed verdict on a node with
-- a side effect, which recovery applies only once the evidence proves the attempt can
-- no longer land (VerdictResolve; docs/design.md §7 "Manual verdicts").
WITH decided AS (
    UPDATE node_verdicts v
    SET verdict_state = @to_state::text, decided_by = @decided_by::text, decided_at = now()
    WHERE v.id = @id AND v.verdict_state = 'PROPOSED' AND v.proposed_by <> @decided_by::text
      AND @to_state::text IN ('APPLIED', 'APPROVED')
    RETURNING v.*
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT decided.decided_by, 'node', decided.node_id::text, 'VERDICT_' || decided.verdict_state,
           jsonb_build_object('verdict_id', decided.id, 'attempt', decided.attempt, 'verdict', decided.verdict,
                              'proposed_by', decided.proposed_by, 'tx_hash', decided.tx_hash,
                              'external_id', decided.external_id, 'reason', decided.reason)
    FROM decided
)
SELECT * FROM decided;

-- name: VerdictResolve :execrows
-- Recovery's end of an open verdict, on what the node's executor proved: an APPROVED
-- verdict becomes APPLIED (the proof holds: the attempt can no longer land) or REFUSED
-- (the evidence shows the attempt landed); a PROPOSED one becomes REJECTED when the
-- evidence decided the node before anyone approved it. Compare-and-set on the expected
-- state; @proof is what recovery found. Audited on the node. The caller holds the node
-- row (recovery's claim) and writes the node's own transition in the same transaction.
WITH resolved AS (
    UPDATE node_verdicts v
    SET verdict_state   = @to_state::text,
        proof           = left(@proof::text, 2000),
        resolved_by     = @actor::text,
        resolved_at     = now(),
        decided_by      = coalesce(v.decided_by, @actor::text),
        decided_at      = coalesce(v.decided_at, now()),
        decision_reason = CASE WHEN @to_state::text = 'REJECTED'
                               THEN left('stale: the evidence decided the node first: ' || @proof::text, 2000)
                               ELSE v.decision_reason END
    WHERE v.id = @id
      AND v.verdict_state = CASE WHEN @to_state::text = 'REJECTED' THEN 'PROPOSED' ELSE 'APPROVED' END
      AND @to_state::text IN ('APPLIED', 'REFUSED', 'REJECTED')
    RETURNING v.*
)
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
SELECT @actor::text, 'node', resolved.node_id::text, 'VERDICT_' || resolved.verdict_state,
       jsonb_build_object('verdict_id', resolved.id, 'attempt', resolved.attempt, 'verdict', resolved.verdict,
                          'proof', resolved.proof)
FROM resolved;

-- name: VerdictAwaitProof :execrows
-- After an approval that recovery must prove (VerdictDecide to APPROVED): the node,
-- UNKNOWN at @attempt, is due for recovery now, not at the end of its backoff. Fenced
-- by attempt and state; the caller holds the movement and node rows (VerdictLockNode).
UPDATE movement_nodes n
SET next_observe_at = now(), updated_at = now()
WHERE n.id = @id AND n.attempt = @attempt AND n.node_state = 'UNKNOWN';

-- name: VerdictReject :one
-- PROPOSED or APPROVED (still waiting for its proof) -> REJECTED, compare-and-set;
-- audited on the node. Anyone with the role may reject, the proposer included
-- (withdrawing it).
WITH rejected AS (
    UPDATE node_verdicts v
    SET verdict_state = 'REJECTED', decided_by = @decided_by::text, decided_at = now(),
        decision_reason = sqlc.narg('reason')::text
    WHERE v.id = @id AND v.verdict_state IN ('PROPOSED', 'APPROVED')
    RETURNING v.*
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT rejected.decided_by, 'node', rejected.node_id::text, 'VERDICT_REJECTED',
           jsonb_build_object('verdict_id', rejected.id, 'attempt', rejected.attempt, 'reason', rejected.decision_reason)
    FROM rejected
)
SELECT * FROM rejected;

-- name: VerdictApplySent :execrows
-- UNKNOWN -> SUBMITTED on an approved 'sent' verdict, fenced by attempt: the observer
-- takes the node back now, and its fatal clock restarts (observe_started_at = now).
-- The attempt's intent records the evidence where it had none and counts as submitted.
-- The caller holds the movement and node rows (VerdictLockNode).
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state         = 'SUBMITTED',
        next_observe_at    = now(),
        observe_started_at = now(),
        pacing_phase       = NULL,
        submitting_at      = NULL,
        updated_at         = now(),
        -- The node's own intent at this attempt (migration 00046).
        intent_tx_hash     = CASE WHEN n.intent_attempt = @attempt::int THEN coalesce(n.intent_tx_hash, sqlc.narg('tx_hash')::text)
                                  ELSE n.intent_tx_hash END,
        intent_external_id = CASE WHEN n.intent_attempt = @attempt::int THEN coalesce(n.intent_external_id, sqlc.narg('external_id')::text)
                                  ELSE n.intent_external_id END,
        intent_state       = CASE WHEN n.intent_attempt = @attempt::int AND n.intent_state = 'PREPARED' THEN 'SUBMITTED'
                                  ELSE n.intent_state END,
        intent_updated_at  = CASE WHEN n.intent_attempt = @attempt::int THEN now() ELSE n.intent_updated_at END
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state = 'UNKNOWN'
    RETURNING n.id, n.attempt
), intents AS (
    -- An intent written as a row: by the previous release, or by DispatchStart while
    -- one of its instances was live (migration 00046).
    UPDATE node_intents_past i
    SET tx_hash      = coalesce(i.tx_hash, sqlc.narg('tx_hash')::text),
        external_id  = coalesce(i.external_id, sqlc.narg('external_id')::text),
        intent_state = CASE WHEN i.intent_state = 'PREPARED' THEN 'SUBMITTED' ELSE i.intent_state END,
        updated_at   = now()
    FROM moved
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', moved.id::text, 'UNKNOWN->SUBMITTED', jsonb_build_object('attempt', moved.attempt, 'verdict', 'sent', 'manual', true)
    FROM moved
)
SELECT count(*) FROM moved;

-- name: VerdictList :many
-- Verdicts with their node's state now, newest first: of one movement, or of every
-- movement in the given states.
SELECT v.*, n.node_key, n.node_state AS current_node_state, n.attempt AS current_node_attempt
FROM node_verdicts v
JOIN movement_nodes n ON n.id = v.node_id
WHERE (sqlc.narg('movement_id')::uuid IS NULL OR v.movement_id = sqlc.narg('movement_id')::uuid)
  AND (coalesce(cardinality(@states::text[]), 0) = 0 OR v.verdict_state = ANY(@states::text[]))
ORDER BY v.created_at DESC, v.id DESC
LIMIT 1000;

-- name: VerdictNodePosition :one
-- Where a node is now (state and attempt), to explain why a verdict no longer fits it.
SELECT node_state, attempt FROM movement_nodes WHERE id = @node_id;

-- name: VerdictApplyManualExecution :one
-- NEEDS_MANUAL_EXECUTION -> READY with manual_execution on an approved
-- manual_execution verdict, fenced by attempt: the next dispatcher claim raises the
-- attempt and the executor's Prepare builds the manual step as a fenced intent. The
-- caller holds the movement and node rows (VerdictLockNode), as every writer of a READY
-- node must.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state       = 'READY',
        manual_execution = true,
        next_try_at      = now(),
        tries            = 0,
        holds            = 0,
        next_observe_at  = NULL,
        pacing_phase     = NULL,
        updated_at       = now()
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state = 'NEEDS_MANUAL_EXECUTION'
    RETURNING n.id, n.attempt
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', moved.id::text, 'NEEDS_MANUAL_EXECUTION->READY',
           jsonb_build_object('attempt', moved.attempt, 'verdict', 'manual_execution', 'manual', true)
    FROM moved
)
SELECT count(*)::bigint FROM moved;
