-- name: NodeClaimReady :many
-- Dispatcher claim (tx1). Locks: FOR UPDATE on up to @max_nodes READY node rows whose
-- parents have all completed, skipping rows another dispatcher holds. The locks last
-- until the caller's transaction ends — after Preflight, Prepare (intent row) and the
-- move to SUBMITTING — so no other dispatcher can claim the same node in between.
-- Request rows are not locked; their transitions are compare-and-set statements.
-- Every claim bumps attempt, the fencing token for all later writes of this claim.
WITH claimable AS (
    SELECT n.id
    FROM movement_request_nodes n
    JOIN movement_requests r ON r.id = n.request_id
    WHERE n.node_state = 'READY'
      AND n.pending_parents = 0
      AND (n.next_attempt_at IS NULL OR n.next_attempt_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
      AND r.request_state IN ('APPROVED', 'EXECUTING')
    ORDER BY n.created_at, n.id
    LIMIT @max_nodes
    FOR UPDATE OF n SKIP LOCKED
)
UPDATE movement_request_nodes n
SET attempt    = n.attempt + 1,
    claimed_by = @claimed_by,
    updated_at = coalesce(sqlc.narg('now')::timestamptz, now())
FROM claimable
WHERE n.id = claimable.id
RETURNING n.*;

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
-- returned node rows, held through Recover (which reads external evidence) and the
-- commit of its verdict.
SELECT *
FROM movement_request_nodes
WHERE node_state = 'UNKNOWN'
  AND (next_observe_at IS NULL OR next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
ORDER BY next_observe_at NULLS FIRST
LIMIT @max_nodes
FOR UPDATE SKIP LOCKED;

-- name: NodeClaimStaleSubmitting :many
-- Recovery claim for SUBMITTING nodes older than @stale_before: a dispatcher died
-- between its intent commit and recording the submit. Locks: FOR UPDATE (SKIP LOCKED)
-- on the returned node rows, held through Recover and the commit of its verdict. A
-- dispatcher still inside its submit transaction holds the row, so it is skipped.
SELECT *
FROM movement_request_nodes
WHERE node_state = 'SUBMITTING'
  AND submitting_at <= @stale_before::timestamptz
ORDER BY submitting_at
LIMIT @max_nodes
FOR UPDATE SKIP LOCKED;
