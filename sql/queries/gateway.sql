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
-- Each node's intents by key: the view cannot be joined to (migration 00046).
SELECT i.*
FROM movement_nodes n
CROSS JOIN LATERAL (SELECT * FROM node_intents i WHERE i.node_id = n.id OFFSET 0) i
WHERE n.movement_id = @movement_id
ORDER BY i.node_id, i.attempt;

-- name: AuditEventsForEntities :many
-- Events of the given entities (a movement and its nodes) after a cursor, from the
-- outbox, the batches not yet promoted (migration 00040; by their occurred_at index:
-- the backlog is the promoter's few seconds) and the promoted log alike: an event
-- keeps its outbox ID in all three. Ordered by when they happened; the caller
-- de-duplicates by outbox ID.
SELECT id AS event_id, occurred_at, actor, entity_type::text AS entity_type, entity_id, action
FROM audit_outbox
WHERE entity_id = ANY(@entity_ids::text[]) AND occurred_at >= @since::timestamptz
UNION ALL
SELECT (e.value ->> 'id')::bigint, b.occurred_at, b.actor, (e.value ->> 'entity_type')::text, (e.value ->> 'entity_id')::text,
       (e.value ->> 'action')::text
FROM audit_batches b
CROSS JOIN LATERAL jsonb_array_elements(b.events) e
WHERE b.occurred_at >= @since::timestamptz AND (e.value ->> 'entity_id') = ANY(@entity_ids::text[])
UNION ALL
SELECT outbox_id AS event_id, occurred_at, actor, entity_type, entity_id, action
FROM audit_log
WHERE entity_id = ANY(@entity_ids::text[]) AND occurred_at >= @since::timestamptz
ORDER BY occurred_at, event_id;

-- name: HeartbeatListWithStalled :many
-- Stalled: not stopped, silent for more than twice its expected interval, and not gone.
-- Gone: not stopped and stalled for longer than @gone_after_seconds (a pod killed or
-- lost without saying goodbye, never back); neither live nor stalled (docs/design.md §4).
SELECT h.*,
       (h.status <> 'stopped'
        AND now() - h.last_tick_at > make_interval(secs => h.expected_interval_seconds * 2)
        AND now() - h.last_tick_at <= make_interval(secs => h.expected_interval_seconds * 2 + @gone_after_seconds::float8))::bool AS stalled,
       (h.status <> 'stopped'
        AND now() - h.last_tick_at > make_interval(secs => h.expected_interval_seconds * 2 + @gone_after_seconds::float8))::bool AS gone
FROM worker_heartbeats h
ORDER BY h.worker_name, h.instance_id;

-- name: AuditPromotionLag :one
-- Age of the oldest event not yet promoted into audit_log (0 when none): the first
-- audit_outbox row and the first audit_batches row by id, through their primary keys.
SELECT greatest(coalesce((SELECT extract(epoch FROM now() - occurred_at) FROM audit_outbox ORDER BY id LIMIT 1), 0),
                coalesce((SELECT extract(epoch FROM now() - occurred_at) FROM audit_batches ORDER BY id LIMIT 1), 0))::float8 AS lag_seconds;

-- name: VerdictsProposedCount :one
-- Manual verdicts proposed and waiting for a second operator (partial index node_verdicts_open).
SELECT count(*)::bigint AS count FROM node_verdicts WHERE verdict_state = 'PROPOSED';


-- name: ExecutorHealthList :many
SELECT * FROM executor_health ORDER BY executor_key;

-- name: BacklogNodes :many
-- Live nodes only, each state counted through the partial index that holds it
-- (migration 00041): waiting (PENDING, and READY behind a parent), dispatch (READY and
-- claimable), submitting, observe (SUBMITTED, OBSERVING), unknown, manual. Each
-- branch's predicate is its index's, so the planner can read nothing else; terminal
-- history is never read.
SELECT live.node_state::text AS node_state, count(*)::bigint AS count
FROM (
    SELECT n.node_state FROM movement_nodes n WHERE n.node_state = 'PENDING' OR (n.node_state = 'READY' AND n.pending_parents > 0)
    UNION ALL
    SELECT n.node_state FROM movement_nodes n WHERE n.node_state = 'READY' AND n.pending_parents = 0
    UNION ALL
    SELECT n.node_state FROM movement_nodes n WHERE n.node_state = 'SUBMITTING'
    UNION ALL
    SELECT n.node_state FROM movement_nodes n WHERE n.node_state IN ('SUBMITTED', 'OBSERVING')
    UNION ALL
    SELECT n.node_state FROM movement_nodes n WHERE n.node_state = 'UNKNOWN'
    UNION ALL
    SELECT n.node_state FROM movement_nodes n WHERE n.node_state = 'NEEDS_MANUAL_EXECUTION'
) live
GROUP BY live.node_state;

-- name: BacklogMovements :many
-- Unfinished movements only (partial index movements_live).
SELECT movement_state, count(*)::bigint AS count
FROM movements
WHERE movement_state IN ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING')
GROUP BY movement_state;

-- name: OldestClaimableAge :one
-- Age of the oldest node the dispatcher could claim now (dispatch partial index, oldest
-- first): a node an operator's hold keeps waiting is not claimable, so a hold does not
-- page as a stuck dispatcher (qtg_held_nodes and QTGHoldOverdue speak for it). Nor
-- is a node the policy gate looked at and keeps waiting (policy_blocked_reason set,
-- cleared when it passes): a limit or a cooling-off is the treasury's decision, which
-- qtg_policy_blocked_nodes shows; a gated node the gate has not looked at yet is
-- still the dispatcher's work and counts.
SELECT coalesce((
    SELECT extract(epoch FROM now() - n.created_at)
    FROM movement_nodes n
    WHERE n.node_state = 'READY' AND n.pending_parents = 0
      AND n.policy_blocked_reason IS NULL
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
    LIMIT 1), 0)::float8 AS age_seconds;
