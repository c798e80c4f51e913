-- name: RequestClaimExpired :many
-- expiration-checker claim. Locks: FOR UPDATE (SKIP LOCKED) on up to @max_rows requests
-- that have not started and are past expires_at, held until the caller has expired them
-- and cancelled their nodes in the same transaction.
SELECT *
FROM movement_requests
WHERE request_state IN ('PENDING_APPROVAL', 'APPROVED')
  AND expires_at IS NOT NULL
  AND expires_at <= coalesce(sqlc.narg('now')::timestamptz, now())
ORDER BY expires_at
LIMIT @max_rows
FOR UPDATE SKIP LOCKED;

-- name: RequestInsert :exec
INSERT INTO movement_requests (id, idempotency_key, request_hash, template_id, params, plan_hash,
                               created_by, expires_at, callback_url, traceparent, tracestate)
VALUES (@id, @idempotency_key, @request_hash, @template_id, @params, @plan_hash,
        @created_by, sqlc.narg('expires_at'), sqlc.narg('callback_url'), sqlc.narg('traceparent'), sqlc.narg('tracestate'));

-- name: RequestGet :one
SELECT * FROM movement_requests WHERE id = @id;

-- name: RequestGetByIdempotencyKey :one
SELECT * FROM movement_requests WHERE idempotency_key = @idempotency_key;

-- name: RequestLock :many
-- Locks: FOR UPDATE on the given request rows, waiting for them, in ID order so that two
-- transactions locking overlapping sets cannot deadlock. Held until the caller commits
-- the settlement of these requests.
SELECT id, request_state
FROM movement_requests
WHERE id = ANY(@ids::uuid[])
ORDER BY id
FOR UPDATE;

-- name: RequestApprove :one
-- PENDING_APPROVAL -> APPROVED, compare-and-set on state, plan hash and four eyes; the
-- nodes become READY in the same statement, so the dispatcher can start.
WITH approved AS (
    UPDATE movement_requests r
    SET request_state = 'APPROVED', approved_by = @approved_by::text, approved_at = now(), updated_at = now()
    WHERE r.id = @id AND r.request_state = 'PENDING_APPROVAL' AND r.plan_hash = @plan_hash
      AND r.created_by <> @approved_by AND (r.expires_at IS NULL OR r.expires_at > now())
    RETURNING r.id, r.callback_url
), nodes AS (
    UPDATE movement_request_nodes n
    SET node_state = 'READY', updated_at = now()
    FROM approved
    WHERE n.request_id = approved.id AND n.node_state = 'PENDING'
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @approved_by, 'movement', approved.id::text, 'PENDING_APPROVAL->APPROVED', '{}'::jsonb FROM approved
), callback AS (
    INSERT INTO callback_outbox (request_id, event_type, url, payload)
    SELECT approved.id, 'movement.approved', approved.callback_url, jsonb_build_object('movement_id', approved.id, 'state', 'APPROVED')
    FROM approved WHERE callback_url IS NOT NULL
), notify AS (
    SELECT pg_notify('qtg_' || current_schema() || '_nodes_ready', '') FROM approved
)
SELECT approved.id, (SELECT count(*) FROM notify)::int AS notified FROM approved;

-- name: RequestCancel :one
-- PENDING_APPROVAL/APPROVED -> CANCELLED, compare-and-set. Only a movement that has not
-- started can be cancelled: once the dispatcher moved it to EXECUTING, side effects may
-- be under way. The dispatcher's claim holds the request row, so the two cannot
-- interleave.
WITH cancelled AS (
    UPDATE movement_requests r
    SET request_state = 'CANCELLED', cancelled_by = @cancelled_by::text, finished_at = now(), updated_at = now(),
        failure_reason = sqlc.narg('reason')
    WHERE r.id = @id AND r.request_state IN ('PENDING_APPROVAL', 'APPROVED')
    RETURNING r.id, r.callback_url
), nodes AS (
    UPDATE movement_request_nodes n
    SET node_state = 'CANCELLED', finished_at = now(), updated_at = now()
    FROM cancelled
    WHERE n.request_id = cancelled.id AND n.node_state IN ('PENDING', 'READY')
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @cancelled_by, 'movement', cancelled.id::text, '->CANCELLED', '{}'::jsonb FROM cancelled
), callback AS (
    INSERT INTO callback_outbox (request_id, event_type, url, payload)
    SELECT cancelled.id, 'movement.cancelled', cancelled.callback_url, jsonb_build_object('movement_id', cancelled.id, 'state', 'CANCELLED')
    FROM cancelled WHERE callback_url IS NOT NULL
)
SELECT id FROM cancelled;

-- name: RequestMarkExecuting :many
-- APPROVED -> EXECUTING on the dispatcher's first claim of the request. The claim holds
-- the request rows already.
WITH moved AS (
    UPDATE movement_requests r
    SET request_state = 'EXECUTING', started_at = now(), updated_at = now()
    WHERE r.id = ANY(@ids::uuid[]) AND r.request_state = 'APPROVED'
    RETURNING r.id, r.callback_url
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'movement', moved.id::text, 'APPROVED->EXECUTING', '{}'::jsonb FROM moved
), callback AS (
    INSERT INTO callback_outbox (request_id, event_type, url, payload)
    SELECT moved.id, 'movement.executing', moved.callback_url, jsonb_build_object('movement_id', moved.id, 'state', 'EXECUTING')
    FROM moved WHERE callback_url IS NOT NULL
)
SELECT id FROM moved;

-- name: RequestCancelAbandonedNodes :execrows
-- A request with a FAILED node starts nothing new: its not-started nodes are cancelled.
-- The caller holds the request rows (so no dispatcher holds these nodes: its claim
-- would have needed the request row too).
UPDATE movement_request_nodes n
SET node_state = 'CANCELLED', finished_at = now(), updated_at = now()
WHERE n.request_id = ANY(@ids::uuid[])
  AND n.node_state IN ('PENDING', 'READY')
  AND EXISTS (SELECT 1 FROM movement_request_nodes f WHERE f.request_id = n.request_id AND f.node_state = 'FAILED');

-- name: RequestFinish :many
-- EXECUTING -> COMPLETED | FAILED for requests with no node left to run or in flight:
-- COMPLETED when every node completed, FAILED otherwise. The caller holds the request
-- rows, so two transactions finishing sibling nodes cannot both miss the last one.
WITH stats AS (
    SELECT request_id,
           bool_and(node_state = 'COMPLETED') AS all_completed,
           bool_or(node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN')) AS busy,
           string_agg(CASE WHEN node_state = 'FAILED' THEN node_key || ': ' || coalesce(last_error, 'failed') END, '; ') AS failures
    FROM movement_request_nodes
    WHERE request_id = ANY(@ids::uuid[])
    GROUP BY request_id
), finished AS (
    UPDATE movement_requests r
    SET request_state  = CASE WHEN s.all_completed THEN 'COMPLETED' ELSE 'FAILED' END,
        failure_reason = CASE WHEN s.all_completed THEN NULL ELSE left(coalesce(s.failures, 'a node failed'), 2000) END,
        finished_at    = now(),
        updated_at     = now()
    FROM stats s
    WHERE r.id = s.request_id AND NOT s.busy AND r.request_state = 'EXECUTING'
    RETURNING r.id, r.request_state, r.callback_url
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'movement', finished.id::text, 'EXECUTING->' || finished.request_state, '{}'::jsonb FROM finished
), callback AS (
    INSERT INTO callback_outbox (request_id, event_type, url, payload)
    SELECT finished.id, 'movement.' || lower(finished.request_state), finished.callback_url,
           jsonb_build_object('movement_id', finished.id, 'state', finished.request_state)
    FROM finished WHERE callback_url IS NOT NULL
)
SELECT id, request_state FROM finished;
