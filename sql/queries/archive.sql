-- The movement-archiver and the reads of archived movements (migration 00011).

-- name: ArchiveClaim :many
-- Locks: FOR UPDATE SKIP LOCKED on up to @max_rows terminal movement rows (oldest
-- finish first) that finished before @finished_before and whose history may leave the
-- live tables: no callback still to deliver, no capital transfer still being
-- reconciled (capital-transfer-followup), no intent still open (the nonce reaper
-- and funds checks read those), no verdict open, no node still live, and every
-- completed EVM transfer already checked for reorgs by the evm-nonce-reaper. Held
-- until the archiver's transaction ends: the move and its audit rows (ArchiveMove),
-- one statement after this, no network call in between. A second archiver skips
-- these rows and takes the next ones; a gateway read is never blocked.
SELECT r.id
FROM movements r
WHERE r.movement_state IN ('COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED')
  AND r.finished_at < @finished_before::timestamptz
  AND NOT EXISTS (SELECT 1 FROM callback_outbox c WHERE c.movement_id = r.id AND c.callback_state = 'PENDING')
  AND NOT EXISTS (SELECT 1 FROM node_verdicts v WHERE v.movement_id = r.id AND v.verdict_state IN ('PROPOSED', 'APPROVED'))
  AND NOT EXISTS (SELECT 1 FROM capital_transfers t WHERE t.movement_id = r.id AND t.reconcile_state IN ('PENDING', 'LATE'))
  AND NOT EXISTS (
      SELECT 1
      FROM movement_nodes n
      WHERE n.movement_id = r.id
        -- The live states (a node is in one of these or terminal): the planner has no
        -- statistics on node_state (migration 00019) and takes "NOT IN three states"
        -- for almost every row.
        AND (n.node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION')
             OR EXISTS (SELECT 1 FROM node_intents i WHERE i.node_id = n.id AND i.intent_state IN ('PREPARED', 'SUBMITTED'))
             OR (n.executor_key IN ('evm_transfer', 'cex_deposit') AND n.node_state = 'COMPLETED' AND n.result ? 'block_number'
                 AND NOT EXISTS (SELECT 1 FROM evm_transfer_checks k WHERE k.node_id = n.id))))
ORDER BY r.finished_at
LIMIT @max_rows
FOR UPDATE OF r SKIP LOCKED;

-- name: ArchiveMove :many
-- Moves the claimed movements (archive_movements: terminal ones without a callback
-- to deliver, with all their rows) and writes one audit row per moved movement in the
-- same statement. Returns the IDs moved.
WITH moved AS (
    SELECT archive_movements(@ids::uuid[]) AS id
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'movement', moved.id::text, 'ARCHIVED', jsonb_build_object('retention_seconds', @retention_seconds::bigint)
    FROM moved
)
SELECT moved.id::uuid AS id FROM moved;

-- name: ArchiveGetMovement :one
SELECT r.*, t.name AS template_name, t.version AS template_version
FROM movements_archive r
JOIN movement_templates t ON t.id = r.template_id
WHERE r.id = @id;

-- name: ArchiveListNodes :many
SELECT *
FROM movement_nodes_archive
WHERE movement_id = @movement_id
ORDER BY created_at, node_key;

-- name: ArchiveListIntents :many
SELECT i.*
FROM node_intents_archive i
JOIN movement_nodes_archive n ON n.id = i.node_id
WHERE n.movement_id = @movement_id
ORDER BY i.node_id, i.attempt;

-- name: ArchiveListEdges :many
-- An archived node carries its parents (migration 00044); movements archived before
-- that keep their edges in movement_plan_edges_archive.
SELECT e.movement_id, e.parent_node_id, e.child_node_id
FROM movement_plan_edges_archive e
WHERE e.movement_id = @movement_id
UNION ALL
SELECT c.movement_id, p.parent_node_id, c.id AS child_node_id
FROM movement_nodes_archive c
CROSS JOIN LATERAL unnest(c.parent_node_ids) AS p(parent_node_id)
WHERE c.movement_id = @movement_id;

-- name: ArchiveGetByIdempotencyKey :one
-- The archived movement holding an idempotency key: a create retried after its
-- movement was archived answers with it instead of starting another. Keys are per
-- principal, as on movements.
SELECT * FROM movements_archive WHERE created_by = @created_by AND idempotency_key = @idempotency_key;
