-- name: NodeClaimReady :many
-- Dispatcher claim (tx1). Locks: FOR UPDATE on up to @max_nodes READY node rows whose
-- parents have all completed AND on their request rows, skipping any node whose node or
-- request row another transaction holds. The locks last until the caller's
-- transaction ends — after Preflight, Prepare (intent row) and APPROVED -> EXECUTING —
-- so no other dispatcher can claim the same node in between, and no canceller,
-- observer or recovery can settle the request meanwhile.
-- The claim moves the nodes straight to SUBMITTING (one write instead of two); nobody
-- sees that before tx1 commits with the intents, and a node held back by Preflight or
-- Prepare goes back to READY in the same transaction (NodeMarkRetry, refunding the try).
-- Every claim bumps attempt, the fencing token for all later writes of this claim.
WITH claimable AS (
    SELECT n.id
    FROM movement_request_nodes n
    JOIN movement_requests r ON r.id = n.request_id
    WHERE n.node_state = 'READY'
      AND n.pending_parents = 0
      AND (n.next_attempt_at IS NULL OR n.next_attempt_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
      AND r.request_state IN ('APPROVED', 'EXECUTING')
      AND r.cancel_requested_at IS NULL
    ORDER BY n.created_at, n.id
    LIMIT @max_nodes
    FOR UPDATE OF n, r SKIP LOCKED
), claimed AS (
    UPDATE movement_request_nodes n
    SET attempt       = n.attempt + 1,
        tries         = n.tries + 1,
        node_state    = 'SUBMITTING',
        submitting_at = now(),
        last_error    = NULL,
        claimed_by    = @claimed_by::text,
        updated_at    = coalesce(sqlc.narg('now')::timestamptz, now())
    FROM claimable
    WHERE n.id = claimable.id
    RETURNING n.*
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT 'dispatcher/' || @claimed_by::text, 'node', claimed.id::text, 'READY->SUBMITTING',
           jsonb_build_object('attempt', claimed.attempt)
    FROM claimed
)
SELECT * FROM claimed;

-- name: NodeListObservable :many
-- Observer stage 1: an advisory, unlocked list of node IDs that look due. It takes no
-- lock; stage 2 (NodeClaimObservable) re-checks every predicate under lock.
SELECT n.id
FROM movement_request_nodes n
JOIN movement_requests r ON r.id = n.request_id
WHERE n.node_state IN ('SUBMITTED', 'OBSERVING')
  AND r.request_state = 'EXECUTING'
  AND (n.next_observe_at IS NULL OR n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
  AND (sqlc.narg('movement_id')::uuid IS NULL OR r.id = sqlc.narg('movement_id')::uuid)
ORDER BY r.created_at
LIMIT @max_nodes;

-- name: NodeClaimObservable :one
-- Observer stage 2: the per-ID claim, run inside a savepoint of the per-node
-- transaction. Locks: FOR UPDATE on the node row and on its request row, SKIP LOCKED,
-- held through the provider call and the commit of the outcome. A miss (no row) rolls
-- back only the savepoint, so a node lock taken before the request lock was refused
-- does not leak into the next candidate. Repeats every stage-1 predicate, including the
-- movement scope.
SELECT n.*
FROM movement_request_nodes n
JOIN movement_requests r ON r.id = n.request_id
WHERE n.id = @node_id
  AND n.node_state IN ('SUBMITTED', 'OBSERVING')
  AND r.request_state = 'EXECUTING'
  AND (n.next_observe_at IS NULL OR n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
  AND (sqlc.narg('movement_id')::uuid IS NULL OR r.id = sqlc.narg('movement_id')::uuid)
FOR UPDATE OF n, r SKIP LOCKED;

-- name: NodeClaimUnknown :many
-- Recovery claim for UNKNOWN nodes that are due. Locks: FOR UPDATE (SKIP LOCKED) on the
-- returned node rows and their request rows, held through Recover (which reads
-- external evidence) and the commit of its verdict, which may settle the request.
SELECT n.*
FROM movement_request_nodes n
JOIN movement_requests r ON r.id = n.request_id
WHERE n.node_state = 'UNKNOWN'
  AND (n.next_observe_at IS NULL OR n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
ORDER BY n.next_observe_at NULLS FIRST
LIMIT @max_nodes
FOR UPDATE OF n, r SKIP LOCKED;

-- name: NodeClaimStaleSubmitting :many
-- Recovery claim for SUBMITTING nodes older than @stale_before: a dispatcher died
-- between its intent commit and recording the submit. Locks: FOR UPDATE (SKIP LOCKED)
-- on the returned node rows and their request rows, held through Recover and the
-- commit of its verdict. A dispatcher still inside its submit transaction holds the
-- node row, so such a node is skipped.
SELECT n.*
FROM movement_request_nodes n
JOIN movement_requests r ON r.id = n.request_id
WHERE n.node_state = 'SUBMITTING'
  AND n.submitting_at <= @stale_before::timestamptz
ORDER BY n.submitting_at
LIMIT @max_nodes
FOR UPDATE OF n, r SKIP LOCKED;

-- name: NodeLockSubmitting :many
-- Dispatcher submit transaction (tx2). Locks: FOR UPDATE (SKIP LOCKED) on the nodes this
-- dispatcher moved to SUBMITTING in its tx1, still at the claimed attempt, held
-- through Submit (the side effect) and the commit of its outcome. A node recovery
-- already holds, or has moved on, is not returned: it is no longer ours to submit.
SELECT n.*
FROM movement_request_nodes n
JOIN (SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt) AS c ON c.id = n.id AND c.attempt = n.attempt
WHERE n.node_state = 'SUBMITTING'
ORDER BY n.id
FOR UPDATE OF n SKIP LOCKED;

-- name: NodeMarkSubmitted :many
-- SUBMITTING -> SUBMITTED after Submit returned, fenced by attempt; the observer takes
-- over at next_observe_at.
WITH moved AS (
    UPDATE movement_request_nodes n
    SET node_state         = 'SUBMITTED',
        next_observe_at    = c.next_observe_at,
        observe_started_at = coalesce(n.observe_started_at, now()),
        pacing_phase       = NULL,
        updated_at         = now()
    FROM (SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@next_observe_at::timestamptz[]) AS next_observe_at) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = 'SUBMITTING'
    RETURNING n.id, n.attempt
), intents AS (
    UPDATE node_intents i
    SET intent_state = 'SUBMITTED',
        external_id  = coalesce(nullif(x.external_id, ''), i.external_id),
        updated_at   = now()
    FROM (SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@external_ids::text[]) AS external_id) AS x
    WHERE i.node_id = x.id AND i.attempt = x.attempt AND i.intent_state = 'PREPARED'
      AND x.id IN (SELECT id FROM moved)
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'node', id::text, 'SUBMITTING->SUBMITTED', jsonb_build_object('attempt', attempt)
    FROM moved
)
SELECT id FROM moved;

-- name: NodeMarkRetry :many
-- Back to READY after an error that certainly happened before any side effect
-- (preflight hold, prepare error, submit refused) or that recovery proved was never
-- sent, fenced by attempt and the expected state. The node becomes claimable again at
-- next_attempt_at. Intents of the attempt are abandoned: they were never sent.
WITH moved AS (
    UPDATE movement_request_nodes n
    SET node_state      = 'READY',
        -- A claim held back before its intent was written does not use up a try.
        tries           = n.tries - @refund_tries::int,
        next_attempt_at = c.next_attempt_at,
        submitting_at   = NULL,
        last_error      = c.last_error,
        updated_at      = now()
    FROM (
        SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt,
               unnest(@next_attempt_at::timestamptz[]) AS next_attempt_at, unnest(@errors::text[]) AS last_error
    ) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = ANY(@from_states::text[])
    RETURNING n.id, n.attempt, n.last_error
), intents AS (
    UPDATE node_intents i
    SET intent_state = 'ABANDONED', updated_at = now()
    FROM moved
    -- Written as "not final" rather than "IN (PREPARED, SUBMITTED)": the latter matches
    -- the predicate of node_intents_open, and a planner whose statistics were taken
    -- when few intents were open would scan that whole index instead of looking up
    -- (node_id, attempt).
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'node', id::text, 'RETRY', jsonb_build_object('attempt', attempt, 'error', last_error)
    FROM moved
)
SELECT id FROM moved;

-- name: NodeMarkUnknown :many
-- In-flight -> UNKNOWN: the outcome cannot be told, so only recovery may move the node
-- on (DESIGN §3). Fenced by attempt and the expected states.
WITH moved AS (
    UPDATE movement_request_nodes n
    SET node_state      = 'UNKNOWN',
        next_observe_at = c.next_observe_at,
        last_error      = c.last_error,
        updated_at      = now()
    FROM (
        SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt,
               unnest(@next_observe_at::timestamptz[]) AS next_observe_at, unnest(@errors::text[]) AS last_error
    ) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = ANY(@from_states::text[])
    RETURNING n.id, n.attempt, n.last_error
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'node', id::text, '->UNKNOWN', jsonb_build_object('attempt', attempt, 'error', last_error)
    FROM moved
)
SELECT id FROM moved;

-- name: NodeMarkObserving :execrows
-- Still in progress after an observation: keep observing at next_observe_at.
UPDATE movement_request_nodes
SET node_state          = 'OBSERVING',
    next_observe_at     = @next_observe_at,
    pacing_phase        = @pacing_phase,
    retry_after_seconds = sqlc.narg('retry_after_seconds'),
    updated_at          = now()
WHERE id = @id AND attempt = @attempt AND node_state IN ('SUBMITTED', 'OBSERVING');

-- name: NodeMarkSent :execrows
-- Recovery found the side effect under way: hand the node back to the observer.
WITH moved AS (
    UPDATE movement_request_nodes n
    SET node_state         = 'SUBMITTED',
        next_observe_at    = now(),
        observe_started_at = coalesce(n.observe_started_at, now()),
        submitting_at      = NULL,
        updated_at         = now()
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state IN ('SUBMITTING', 'UNKNOWN')
    RETURNING n.id, n.attempt
)
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
SELECT @actor::text, 'node', moved.id::text, '->SUBMITTED', jsonb_build_object('attempt', moved.attempt, 'verdict', 'sent')
FROM moved;

-- name: NodeMarkTerminal :many
-- In-flight -> COMPLETED or FAILED, fenced by attempt and the expected states. The
-- caller holds the request row and settles the request in the same transaction.
-- A completed node releases its children: their pending_parents counter drops by one.
WITH moved AS (
    UPDATE movement_request_nodes n
    SET node_state      = c.to_state,
        result          = c.result,
        last_error      = nullif(c.last_error, ''),
        next_observe_at = NULL,
        next_attempt_at = NULL,
        finished_at     = now(),
        updated_at      = now()
    FROM (
        -- Several unnest calls in one select list advance in step.
        SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@to_states::text[]) AS to_state,
               unnest(@results::jsonb[]) AS result, unnest(@errors::text[]) AS last_error
    ) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = ANY(@from_states::text[])
      AND c.to_state IN ('COMPLETED', 'FAILED')
    RETURNING n.id, n.request_id, n.attempt, n.node_state, n.last_error
), released AS (
    -- Aggregated first: UPDATE … FROM updates a row once even when it joins twice, and
    -- two parents of one child may complete in the same statement.
    UPDATE movement_request_nodes child
    SET pending_parents = child.pending_parents - d.completed_parents, updated_at = now()
    FROM (
        SELECT e.child_node_id, count(*)::int AS completed_parents
        FROM movement_plan_edges e
        JOIN moved ON moved.id = e.parent_node_id AND moved.node_state = 'COMPLETED'
        GROUP BY e.child_node_id
    ) d
    WHERE child.id = d.child_node_id
    RETURNING child.id, child.pending_parents, child.node_state
), intents AS (
    UPDATE node_intents i
    SET intent_state = CASE moved.node_state WHEN 'COMPLETED' THEN 'CONFIRMED' ELSE 'FAILED' END,
        updated_at   = now()
    FROM moved
    -- Written as "not final" rather than "IN (PREPARED, SUBMITTED)": the latter matches
    -- the predicate of node_intents_open, and a planner whose statistics were taken
    -- when few intents were open would scan that whole index instead of looking up
    -- (node_id, attempt).
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'node', id::text, '->' || node_state, jsonb_build_object('attempt', attempt, 'error', last_error)
    FROM moved
)
SELECT moved.id, moved.request_id, moved.node_state,
       (SELECT count(*) FROM released WHERE released.pending_parents = 0 AND released.node_state = 'READY')::int AS children_ready,
       (SELECT count(*) FROM released JOIN movement_plan_edges e ON e.child_node_id = released.id
        WHERE e.parent_node_id = moved.id AND released.node_state NOT IN ('COMPLETED', 'FAILED', 'CANCELLED'))::int AS open_children
FROM moved;

-- name: NodeGetIntent :one
SELECT *
FROM node_intents
WHERE node_id = @node_id AND attempt = @attempt;

-- name: NodeInsertIntents :copyfrom
INSERT INTO node_intents (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id)
VALUES (@id, @node_id, @attempt, @lane, @nonce, @payload, @signed_tx, @tx_hash, @external_id);

-- name: NodeInsertMany :copyfrom
-- approved_config is the compiler's canonical config bytes, approved_config_sha256
-- their hash: what four eyes approve, checked again before the node runs.
INSERT INTO movement_request_nodes (id, request_id, node_key, executor_key, node_config, has_side_effect,
                                    max_attempts, pending_parents, approved_config, approved_config_sha256)
VALUES (@id, @request_id, @node_key, @executor_key, @node_config, @has_side_effect, @max_attempts, @pending_parents,
        @approved_config, @approved_config_sha256);

-- name: EdgeInsertMany :copyfrom
INSERT INTO movement_plan_edges (request_id, parent_node_id, child_node_id)
VALUES (@request_id, @parent_node_id, @child_node_id);

-- name: NodeListByRequest :many
SELECT *
FROM movement_request_nodes
WHERE request_id = @request_id
ORDER BY created_at, node_key;

-- name: EdgeListByRequest :many
SELECT *
FROM movement_plan_edges
WHERE request_id = @request_id;
