-- Search by the keys an incident starts from (migrations 00032 and 00043, docs/api.md
-- "SearchMovements"). Reads only, through the view movement_keys: the keys stored in
-- movement_refs (written by triggers) and those read from their own rows (idempotency
-- keys, intents).

-- name: MovementSearch :many
-- One page of the movements that match every given filter, newest first, with the
-- keyset of MovementListPage. Statements run with their generic plan (db.ParseConfig),
-- so the caller picks the filter that drives the search and turns on its branch of
-- driven, a materialised CTE so that no estimate can turn the plan round into a walk of
-- every movement by creation time:
-- @by_key (an exact key through movement_refs_value and the indexes of migration
-- 00043 on the keys kept in their own rows), else @by_amount (the amount
-- index), else @by_time (movements_created_at, limited to the page inside the branch
-- since no other filter is then given); the branches off are one-time filters that
-- read nothing. Every other filter given is checked on the driven rows only. A key or
-- an amount finds archived movements too (their keys stay in movement_refs or move
-- with their rows, and movements_archive is read by ID); the time range reads the
-- live movements only.
WITH driven AS MATERIALIZED (
    SELECT r.movement_id AS id FROM movement_keys r
    WHERE @by_key::bool AND r.value = ANY(ARRAY[@key_value::text, movement_ref_norm(@key_value::text)])
      AND r.kind = ANY(@key_kinds::text[])
    UNION
    SELECT r.movement_id FROM movement_keys r
    WHERE @by_amount::bool AND r.kind = 'amount'
      AND r.value::numeric BETWEEN CAST(@amount_min::text AS numeric) AND CAST(@amount_max::text AS numeric)
    UNION
    (SELECT l.id FROM movements l
     WHERE @by_time::bool AND l.created_at >= @created_after::timestamptz AND l.created_at < @created_before::timestamptz
       AND (sqlc.narg('after_created_at')::timestamptz IS NULL
            OR (l.created_at, l.id) < (sqlc.narg('after_created_at')::timestamptz, sqlc.narg('after_id')::uuid))
     ORDER BY l.created_at DESC, l.id DESC
     LIMIT @page_size)
)
SELECT m.*, t.name AS template_name, t.version AS template_version
FROM driven d
CROSS JOIN LATERAL (SELECT * FROM movements lm WHERE lm.id = d.id
                    UNION ALL SELECT * FROM movements_archive am WHERE am.id = d.id) m
JOIN movement_templates t ON t.id = m.template_id
WHERE true
  AND (sqlc.narg('query')::text IS NULL OR EXISTS (
        SELECT 1 FROM movement_keys r WHERE r.movement_id = m.id AND r.kind <> 'amount'
          AND r.value = ANY(ARRAY[sqlc.narg('query')::text, movement_ref_norm(sqlc.narg('query')::text)])))
  AND (sqlc.narg('tx_hash')::text IS NULL OR EXISTS (
        SELECT 1 FROM movement_keys r WHERE r.movement_id = m.id AND r.kind = 'tx_hash'
          AND r.value = movement_ref_norm(sqlc.narg('tx_hash')::text)))
  AND (sqlc.narg('external_id')::text IS NULL OR EXISTS (
        SELECT 1 FROM movement_keys r WHERE r.movement_id = m.id AND r.kind = 'external_id'
          AND r.value = ANY(ARRAY[sqlc.narg('external_id')::text, movement_ref_norm(sqlc.narg('external_id')::text)])))
  AND (sqlc.narg('idempotency_key')::text IS NULL OR m.idempotency_key = sqlc.narg('idempotency_key')::text)
  AND (sqlc.narg('address')::text IS NULL OR EXISTS (
        SELECT 1 FROM movement_keys r WHERE r.movement_id = m.id AND r.kind = 'address'
          AND r.value = movement_ref_norm(sqlc.narg('address')::text)))
  AND (NOT @has_amount::bool OR EXISTS (
        SELECT 1 FROM movement_keys r WHERE r.movement_id = m.id AND r.kind = 'amount'
          AND r.value::numeric BETWEEN CAST(@amount_min::text AS numeric) AND CAST(@amount_max::text AS numeric)))
  AND m.created_at >= @created_after::timestamptz AND m.created_at < @created_before::timestamptz
  AND (sqlc.narg('after_created_at')::timestamptz IS NULL
       OR (m.created_at, m.id) < (sqlc.narg('after_created_at')::timestamptz, sqlc.narg('after_id')::uuid))
ORDER BY m.created_at DESC, m.id DESC
LIMIT @page_size;

-- name: MovementRefsMatching :many
-- The keys of the given movements that a search matched: any key equal to one of
-- @keys (as given or normalised), and the amounts within the range when @has_amount,
-- with the node that recorded each (none, and an empty key, for a movement's own key),
-- live or archived.
SELECT r.movement_id, r.node_id, coalesce(n.node_key, a.node_key, '') AS node_key, r.kind, r.value, r.source
FROM movement_keys r
LEFT JOIN movement_nodes n ON n.id = r.node_id
LEFT JOIN movement_nodes_archive a ON a.id = r.node_id AND n.id IS NULL
WHERE r.movement_id = ANY(@movement_ids::uuid[])
  AND ((r.kind <> 'amount'
        AND r.value = ANY(@keys::text[] || ARRAY(SELECT movement_ref_norm(k) FROM unnest(@keys::text[]) k)))
       OR (@has_amount::bool AND r.kind = 'amount'
           AND r.value::numeric BETWEEN CAST(@amount_min::text AS numeric) AND CAST(@amount_max::text AS numeric)))
ORDER BY r.movement_id, n.node_key NULLS FIRST, r.kind, r.value;
