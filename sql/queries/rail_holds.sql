-- Holds: an operator's runtime brake on one executor, chain, lane or template
-- (docs/operations.md, "Holds"; migration 00033). NodeClaimReady and
-- OldestClaimableAge leave alone every READY node an active hold matches; the match is
-- written out in each of them and in HoldList, HoldStats and HoldsOfMovement below, the same
-- four cases:
--   EXECUTOR  target = n.executor_key
--   LANE      target = n.rail_lane
--   CHAIN     target = ANY(n.rail_chains)
--   TEMPLATE  target = the name of the movement's template (every version)

-- name: HoldPlace :one
-- Places a hold, active at once: every claim statement that starts after the commit
-- leaves its nodes alone. The HOLD_PLACED audit row is written by the caller in the
-- same transaction.
INSERT INTO rail_holds (id, scope, target, reason, placed_by, placed_at, expected_end_at)
VALUES (@id, @scope, @target, @reason, @placed_by, coalesce(sqlc.narg('now')::timestamptz, now()), @expected_end_at)
RETURNING *;

-- name: HoldRelease :one
-- Releases an active hold, as a compare-and-set: only while it is active and only by a
-- principal other than the one who placed it (four eyes on release, docs/operations.md
-- "Holds"). No row: the hold is unknown, already released, or the releaser placed it
-- (HoldGet tells which). The HOLD_RELEASED audit row is written by the caller in the
-- same transaction.
UPDATE rail_holds
SET released_by    = @released_by::text,
    released_at    = coalesce(sqlc.narg('now')::timestamptz, now()),
    release_reason = @release_reason
WHERE id = @id
  AND released_at IS NULL
  AND placed_by <> @released_by::text
RETURNING *;

-- name: HoldGet :one
SELECT * FROM rail_holds WHERE id = @id;

-- name: HoldList :many
-- Operators' view (HoldService.ListHolds): newest first, keyset-paged by (placed_at,
-- id); with @active_only, active holds only (the partial index). Each hold with the
-- READY nodes it keeps waiting now (0 once released), counted on the dispatch index.
SELECT h.*,
       (CASE WHEN h.released_at IS NOT NULL THEN 0 ELSE
        (SELECT count(*) FROM movement_nodes n
         WHERE n.node_state = 'READY' AND n.pending_parents = 0
           AND (h.scope = 'EXECUTOR' AND h.target = n.executor_key
                OR h.scope = 'LANE' AND h.target = n.rail_lane
                OR h.scope = 'CHAIN' AND h.target = ANY(n.rail_chains)
                OR h.scope = 'TEMPLATE' AND EXISTS (
                    SELECT 1 FROM movements m JOIN movement_templates t ON t.id = m.template_id
                    WHERE m.id = n.movement_id AND t.name = h.target)))
        END)::bigint AS waiting_nodes
FROM rail_holds h
WHERE (NOT @active_only::bool OR h.released_at IS NULL)
  AND (sqlc.narg('before_placed_at')::timestamptz IS NULL
       OR (h.placed_at, h.id) < (sqlc.narg('before_placed_at')::timestamptz, sqlc.narg('before_id')::uuid))
ORDER BY h.placed_at DESC, h.id DESC
LIMIT @max_rows::int;

-- name: HoldStats :one
-- The gauges (qtg_holds_active, qtg_holds_overdue, qtg_held_nodes): active holds,
-- those past their expected end, and the READY nodes at least one of them keeps
-- waiting (each node once).
SELECT (SELECT count(*) FROM rail_holds WHERE released_at IS NULL)::bigint AS active,
       (SELECT count(*) FROM rail_holds
        WHERE released_at IS NULL AND expected_end_at < coalesce(sqlc.narg('now')::timestamptz, now()))::bigint AS overdue,
       (SELECT count(*) FROM movement_nodes n
        WHERE EXISTS (SELECT 1 FROM rail_holds WHERE released_at IS NULL)
          AND n.node_state = 'READY' AND n.pending_parents = 0
          AND EXISTS (SELECT 1 FROM rail_holds h
                      WHERE h.released_at IS NULL
                        AND (h.scope = 'EXECUTOR' AND h.target = n.executor_key
                             OR h.scope = 'LANE' AND h.target = n.rail_lane
                             OR h.scope = 'CHAIN' AND h.target = ANY(n.rail_chains)
                             OR h.scope = 'TEMPLATE' AND EXISTS (
                                 SELECT 1 FROM movements m JOIN movement_templates t ON t.id = m.template_id
                                 WHERE m.id = n.movement_id AND t.name = h.target))))::bigint AS held_nodes;

-- name: HoldsOfMovement :many
-- The active holds keeping a movement's READY nodes waiting, one row per node and
-- hold (the movement page's "held by …"). Read without locks.
SELECT n.id AS node_id, n.node_key, h.*
FROM movement_nodes n
JOIN rail_holds h ON h.released_at IS NULL
 AND (h.scope = 'EXECUTOR' AND h.target = n.executor_key
      OR h.scope = 'LANE' AND h.target = n.rail_lane
      OR h.scope = 'CHAIN' AND h.target = ANY(n.rail_chains)
      OR h.scope = 'TEMPLATE' AND EXISTS (
          SELECT 1 FROM movements m JOIN movement_templates t ON t.id = m.template_id
          WHERE m.id = n.movement_id AND t.name = h.target))
WHERE n.movement_id = @movement_id
  AND n.node_state = 'READY'
ORDER BY n.id, h.placed_at;
