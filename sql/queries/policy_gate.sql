-- The dispatch gate of a treasury policy (docs/policy-gate.md): the statements on
-- movement_nodes' gate columns (migration 00035). A READY node whose policy_gate is
-- set is not claimed (NodeClaimReady) until the gate, run by the dispatcher before its
-- claim, sets policy_passed_at in the transaction that counts the node's payment
-- against every velocity limit (policy_velocity.sql). Per node, one transaction:
--   NodeGateLock → (AddressBookGateLookup) → (PolicyVelocityLock → PolicyVelocitySums)
--   → NodeGatePass or NodeGateBlock.

-- name: NodeGateCandidates :many
-- The gate's look for work: gated READY nodes it has not let through, whose parents
-- are done and whose next check is due (a node the gate kept waiting has next_try_at
-- set to when it may fit), oldest first, not held by an operator's hold (the claim's
-- rule: a held node's payment is not counted before the hold is released). Locks
-- nothing: NodeGateLock re-checks under lock. Served by the partial index
-- movement_nodes_policy_gate, which is empty where no policy gates anything.
SELECT n.id, n.movement_id
FROM movement_nodes n
WHERE n.node_state = 'READY'
  AND n.policy_gate IS NOT NULL
  AND n.policy_passed_at IS NULL
  AND n.pending_parents = 0
  AND (n.next_try_at IS NULL OR n.next_try_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
  AND (NOT EXISTS (SELECT 1 FROM rail_holds WHERE released_at IS NULL)
       OR NOT EXISTS (SELECT 1 FROM rail_holds h
                      WHERE h.released_at IS NULL
                        AND (h.scope = 'EXECUTOR' AND h.target = n.executor_key
                             OR h.scope = 'LANE' AND h.target = n.rail_lane
                             OR h.scope = 'CHAIN' AND h.target = ANY(n.rail_chains)
                             OR h.scope = 'TEMPLATE' AND EXISTS (
                                 SELECT 1 FROM movements m JOIN movement_templates t ON t.id = m.template_id
                                 WHERE m.id = n.movement_id AND t.name = h.target))))
ORDER BY n.created_at, n.id
LIMIT @max_nodes::int;

-- name: NodeGateLock :one
-- The gate's lock on one node: its movement row FOR UPDATE SKIP LOCKED (every writer
-- of a READY node holds its movement row first, docs/design.md §7), then the node row
-- FOR UPDATE SKIP LOCKED, in two stages like NodeClaimReady so that a skipped row
-- leaves no lock behind. Only a movement the claim would take (APPROVED or EXECUTING
-- in @movement_states, not past its deadline unstarted, no cancel requested): a
-- payment that will not run is not counted. No row: the node is gone, passed, or
-- another worker holds it or its movement; the gate tries again on a later pass.
-- Locks: the movement and node rows, held until the gate's transaction for this node
-- ends — the address-book read, the counters' locks and window sums, and the pass or
-- block write: a few statements, no call outside the database. Meanwhile the claim
-- skips this movement, and a second gate skips this node.
WITH held_movement AS MATERIALIZED (
    SELECT r.id
    FROM movements r
    WHERE r.id = @movement_id
      AND r.movement_state = ANY(@movement_states::text[])
      AND (r.started_at IS NOT NULL OR r.expires_at IS NULL
           OR r.expires_at > coalesce(sqlc.narg('now')::timestamptz, now()))
      AND r.cancel_requested_at IS NULL
    FOR UPDATE OF r SKIP LOCKED
)
SELECT n.id, n.movement_id, n.policy_gate, n.policy_blocked_reason
FROM movement_nodes n
JOIN held_movement h ON h.id = n.movement_id
WHERE n.id = @id
  AND n.node_state = ANY(@node_states::text[])
  AND n.policy_gate IS NOT NULL
  AND n.policy_passed_at IS NULL
FOR UPDATE OF n SKIP LOCKED;

-- name: NodeGatePass :one
-- The gate lets a node through: its spend rows (one per velocity limit, each keyed by
-- counter and node, so a retry counts nothing twice) and policy_passed_at, with the
-- POLICY_PASSED audit row, in one statement of the transaction that holds the node
-- (NodeGateLock) and every counter (PolicyVelocityLock): a crash leaves both the
-- spends and the pass, or neither. The spends are written only when the node moves.
-- next_try_at is cleared (the gate's next check) so the claim takes the node now.
WITH passed AS (
    UPDATE movement_nodes n
    SET policy_passed_at      = coalesce(sqlc.narg('now')::timestamptz, now()),
        policy_blocked_reason = NULL,
        next_try_at           = NULL,
        updated_at            = now()
    WHERE n.id = @id AND n.node_state = 'READY' AND n.policy_gate IS NOT NULL AND n.policy_passed_at IS NULL
    RETURNING n.id, n.movement_id, n.policy_passed_at
), spent AS (
    INSERT INTO policy_velocity_spend (rule, scope, node_id, movement_id, amount, limit_amount, window_seconds, spent_at)
    SELECT k.rule, k.scope, passed.id, passed.movement_id, k.amount::numeric, k.limit_amount::numeric, k.window_seconds,
           passed.policy_passed_at
    FROM passed,
         (SELECT unnest(@rules::text[]) AS rule, unnest(@scopes::text[]) AS scope, unnest(@amounts::text[]) AS amount,
                 unnest(@limits::text[]) AS limit_amount, unnest(@window_seconds::bigint[]) AS window_seconds) k
    ON CONFLICT (rule, scope, node_id) DO NOTHING
    RETURNING rule, scope, amount, limit_amount, window_seconds
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', passed.id::text, 'POLICY_PASSED',
           jsonb_build_object(
               'address', sqlc.narg('address')::jsonb,
               'velocity', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                'rule', s.rule, 'scope', s.scope, 'amount', s.amount::text, 'limit', s.limit_amount::text,
                                'window_seconds', s.window_seconds) ORDER BY s.rule, s.scope), '[]'::jsonb)
                            FROM spent s))
    FROM passed
)
SELECT count(*)::int FROM passed;

-- name: NodeGateBlock :one
-- The gate keeps a node waiting: why (policy_blocked_reason) and when to look again
-- (next_try_at, when the window may have room or the cooling-off ends, paced by the
-- dispatcher), with a POLICY_BLOCKED audit row only when the reason is new, so a node
-- checked every minute for a day leaves one row per reason, not one per check. The
-- caller holds the node (NodeGateLock); the reason is worded to stay the same while
-- the cause does.
WITH prior AS (
    SELECT n.policy_blocked_reason FROM movement_nodes n WHERE n.id = @id
), blocked AS (
    UPDATE movement_nodes n
    SET policy_blocked_reason = @reason::text,
        next_try_at           = @next_check_at::timestamptz,
        updated_at            = now()
    WHERE n.id = @id AND n.node_state = 'READY' AND n.policy_gate IS NOT NULL AND n.policy_passed_at IS NULL
    RETURNING n.id
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', blocked.id::text, 'POLICY_BLOCKED',
           jsonb_build_object('reason', @reason::text, 'next_check_at', @next_check_at::timestamptz)
    FROM blocked, prior
    WHERE prior.policy_blocked_reason IS DISTINCT FROM @reason::text
)
SELECT count(*)::int FROM blocked;

-- name: NodePolicyBlockedCount :one
-- For the qtg_policy_blocked_nodes gauge: READY nodes the gate looked at and keeps
-- waiting (partial index movement_nodes_policy_gate).
SELECT count(*)::bigint
FROM movement_nodes
WHERE node_state = 'READY' AND policy_gate IS NOT NULL AND policy_passed_at IS NULL
  AND policy_blocked_reason IS NOT NULL;
