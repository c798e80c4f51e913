-- Reads behind the gateway's API. None of them is on a worker's path.

-- name: MovementListPage :many
-- Keyset pagination, newest first: (created_at, id) of the last row of the previous
-- page is the cursor, so pages stay stable while movements are created.
SELECT r.*, t.name AS template_name, t.version AS template_version
FROM movements r
JOIN movement_templates t ON t.id = r.template_id
WHERE (coalesce(cardinality(@states::text[]), 0) = 0 OR r.movement_state = ANY(@states::text[]))
  AND (sqlc.narg('template_name')::text IS NULL OR t.name = sqlc.narg('template_name')::text)
  AND (sqlc.narg('created_by')::text IS NULL OR r.created_by = sqlc.narg('created_by')::text)
  AND (sqlc.narg('after_created_at')::timestamptz IS NULL
       OR (r.created_at, r.id) < (sqlc.narg('after_created_at')::timestamptz, sqlc.narg('after_id')::uuid))
ORDER BY r.created_at DESC, r.id DESC
LIMIT @page_size;

-- name: MovementGetWithTemplate :one
SELECT r.*, t.name AS template_name, t.version AS template_version
FROM movements r
JOIN movement_templates t ON t.id = r.template_id
WHERE r.id = @id;

-- name: IntentListByMovement :many
SELECT i.*
FROM node_intents i
JOIN movement_nodes n ON n.id = i.node_id
WHERE n.movement_id = @movement_id
ORDER BY i.node_id, i.attempt;

-- name: AuditEventsForEntities :many
-- Events of the given entities (a movement and its nodes) after a cursor, from the
-- outbox and from the promoted log alike: an event keeps its outbox ID in both.
-- Ordered by when they happened; the caller de-duplicates by outbox ID.
SELECT id AS event_id, occurred_at, actor, entity_type, entity_id, action
FROM audit_outbox
WHERE entity_id = ANY(@entity_ids::text[]) AND occurred_at >= @since::timestamptz
UNION ALL
SELECT outbox_id AS event_id, occurred_at, actor, entity_type, entity_id, action
FROM audit_log
WHERE entity_id = ANY(@entity_ids::text[]) AND occurred_at >= @since::timestamptz
ORDER BY occurred_at, event_id;

-- name: HeartbeatListWithStalled :many
SELECT h.*,
       (h.status <> 'stopped' AND now() - h.last_tick_at > make_interval(secs => h.expected_interval_seconds * 2))::bool AS stalled
FROM worker_heartbeats h
ORDER BY h.worker_name, h.instance_id;

-- name: ExecutorHealthList :many
SELECT * FROM executor_health ORDER BY executor_key;

-- name: BacklogNodes :many
-- Live nodes only (partial index movement_nodes_live).
SELECT node_state, count(*)::bigint AS count
FROM movement_nodes
WHERE node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION')
GROUP BY node_state;

-- name: BacklogMovements :many
-- Unfinished movements only (partial index movements_live).
SELECT movement_state, count(*)::bigint AS count
FROM movements
WHERE movement_state IN ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING')
GROUP BY movement_state;

-- name: OldestClaimableAge :one
-- Age of the oldest node the dispatcher could claim now (dispatch partial index).
SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age_seconds
FROM movement_nodes
WHERE node_state = 'READY' AND pending_parents = 0;
