-- name: MovementClaimExpired :many
-- expiration-checker claim. Locks: FOR UPDATE (SKIP LOCKED) on up to @max_rows movements
-- that have not started and are past expires_at, held until the caller has expired them
-- and cancelled their nodes in the same transaction.
-- A movement the dispatcher moved to EXECUTING but whose every node it then held back
-- (executor DOWN, a preflight refusal) has not started either: no node left READY for
-- good and no intent was ever written. Those predicates are evaluated before the lock
-- and again by MovementExpire under it.
SELECT r.*
FROM movements r
WHERE r.movement_state IN ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING')
  AND r.expires_at IS NOT NULL
  AND r.expires_at <= coalesce(sqlc.narg('now')::timestamptz, now())
  AND (r.movement_state <> 'EXECUTING'
       OR (NOT EXISTS (SELECT 1 FROM movement_nodes n
                       WHERE n.movement_id = r.id AND n.node_state NOT IN ('PENDING', 'READY', 'CANCELLED'))
           AND NOT EXISTS (SELECT 1 FROM movement_nodes n
                           CROSS JOIN LATERAL (SELECT 1 FROM node_intents i WHERE i.node_id = n.id LIMIT 1) i
                           WHERE n.movement_id = r.id)))
ORDER BY r.expires_at
LIMIT @max_rows
FOR UPDATE OF r SKIP LOCKED;

-- name: MovementInsert :one
-- Creates a movement as PENDING_APPROVAL with its nodes and plan edges, and audits it,
-- in one statement, with the plan hash its approver will have to echo, while its
-- template version is ACTIVE and, when the create asked for the newest ACTIVE version
-- (@newest), while no later version of the template is ACTIVE: the caller compiled
-- from a template row it may have read earlier (movement.Service keeps them), and this
-- is where that row is checked. The nodes come as parallel arrays (index i of each is
-- node i), the edges as two (parent, child), stored as each child's parent_node_ids.
-- Locks: FOR SHARE on the template version while it is ACTIVE (waiting), held until
-- the statement's transaction ends, so a retirement (TemplateRetire's UPDATE needs the
-- row exclusively) waits for creates in flight, and a create that waited for a
-- retirement finds the row RETIRED (re-checked after the wait) and inserts nothing: it
-- returns no row, and a retired version is never used. No row either when a later
-- version is ACTIVE and @newest: the caller reads the newest again.
-- One statement, not COPY: a movement has a handful of nodes, and a COPY costs several
-- round trips and a setup of its own, which made each create's two COPYs cost more
-- than the rest of its transaction. Run on its own, it needs no BEGIN, lock statement
-- and COMMIT round trips either. The foreign keys between the inserts are checked at
-- the end of the statement, when all of them have run.
WITH template AS (
    SELECT t.id
    FROM movement_templates t
    WHERE t.id = @template_id::uuid AND t.template_state = 'ACTIVE'
      AND (NOT @newest::bool OR NOT EXISTS (
          SELECT 1 FROM movement_templates later
          WHERE later.name = t.name AND later.version > t.version AND later.template_state = 'ACTIVE'))
    FOR SHARE OF t
), created AS (
    INSERT INTO movements (id, idempotency_key, request_hash, template_id, params, plan_hash, plan_format,
                                   created_by, expires_at, callback_url, traceparent, tracestate,
                                   policy_version, policy_matches, approvals_required, approvers_allowed)
    SELECT @id::uuid, @idempotency_key::text, @request_hash::bytea, template.id, @params::jsonb, @plan_hash::bytea,
           @plan_format::smallint, @created_by::text, sqlc.narg('expires_at')::timestamptz, sqlc.narg('callback_url')::text,
           sqlc.narg('traceparent')::text, sqlc.narg('tracestate')::text,
           nullif(@policy_version::int, 0), sqlc.narg('policy_matches')::jsonb, @approvals_required::smallint,
           sqlc.narg('approvers_allowed')::text[]
    FROM template
    -- The policy the create was judged by is still the ACTIVE one (0: none is ACTIVE),
    -- read without a lock: a create racing an approval of the next version inserts
    -- nothing and is judged again (movement.Service).
    WHERE nullif(@policy_version::int, 0) IS NOT DISTINCT FROM (SELECT p.version FROM policies p WHERE p.state = 'ACTIVE')
    RETURNING *
), nodes AS (
    INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_config, has_side_effect,
                                max_tries, pending_parents, approved_config, approved_config_sha256, rail_lane, rail_chains,
                                policy_gate, parent_node_ids)
    SELECT n.id, n.movement_id, n.node_key, n.executor_key, n.node_config, n.has_side_effect,
           -- A node waits for each of its parents once: the count is theirs (migration
           -- 00045 checks it).
           n.max_tries, cardinality(coalesce(e.parents, '{}')), n.approved_config, n.approved_config_sha256,
           -- The hold keys (migration 00033): '' is no lane; the chains come
           -- comma-separated, '' for none.
           nullif(n.rail_lane, ''), string_to_array(nullif(n.rail_chains, ''), ','),
           -- The dispatch gate's checks (migration 00035): '' is none.
           nullif(n.policy_gate, '')::jsonb,
           coalesce(e.parents, '{}')
    FROM (
        SELECT unnest(@node_ids::uuid[]) AS id, created.id AS movement_id, unnest(@node_keys::text[]) AS node_key,
               unnest(@executor_keys::text[]) AS executor_key, unnest(@node_configs::jsonb[]) AS node_config,
               unnest(@has_side_effects::bool[]) AS has_side_effect, unnest(@max_tries::int[]) AS max_tries,
               unnest(@approved_configs::bytea[]) AS approved_config,
               unnest(@approved_config_sha256s::bytea[]) AS approved_config_sha256, unnest(@rail_lanes::text[]) AS rail_lane,
               unnest(@rail_chains::text[]) AS rail_chains, unnest(@policy_gates::text[]) AS policy_gate
        FROM created
    ) n
    -- The plan's edges are each child's parents (migration 00044).
    LEFT JOIN (
        SELECT e.child, array_agg(e.parent ORDER BY e.parent) AS parents
        FROM (SELECT unnest(@edge_parents::uuid[]) AS parent, unnest(@edge_children::uuid[]) AS child) e
        GROUP BY e.child
    ) e ON e.child = n.id
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT created.created_by, jsonb_agg(audit_event('movement', created.id::text, '->PENDING_APPROVAL',
           jsonb_build_object('template_id', created.template_id, 'plan_hash', encode(created.plan_hash, 'hex'),
                              'idempotency_key', created.idempotency_key, 'expires_at', created.expires_at,
                              'callback_url', created.callback_url)))
    FROM created
    GROUP BY 1
)
SELECT * FROM created;

-- name: MovementInsertMany :many
-- MovementInsert for several movements in one statement: movement.Service groups the
-- creates that arrive while one is being written. Movements come as
-- parallel arrays (index i of each is movement i; an empty callback URL, traceparent or
-- tracestate is none, and @has_expiries[i] says whether @expires_ats[i] is set), their
-- nodes and edges flattened, each row naming its movement. Each movement is checked on
-- its own terms, as MovementInsert checks it: its template version ACTIVE (and the
-- newest ACTIVE one when @newest[i]), its idempotency key not yet taken by its creator
-- (ON CONFLICT DO NOTHING: the others are stored all the same). A movement that fails
-- either is left out of the result, and the caller runs MovementInsert for it alone,
-- which reports why. One whose key is archived fails the whole statement (the trigger
-- raises): the caller then runs each alone.
-- Locks: FOR SHARE on the template versions while ACTIVE (waiting), held until the
-- statement's transaction ends, as MovementInsert.
WITH req AS (
    SELECT unnest(@ids::uuid[]) AS id, unnest(@idempotency_keys::text[]) AS idempotency_key,
           unnest(@request_hashes::bytea[]) AS request_hash, unnest(@template_ids::uuid[]) AS template_id,
           unnest(@newest::bool[]) AS newest, unnest(@params::jsonb[]) AS params, unnest(@plan_hashes::bytea[]) AS plan_hash,
           unnest(@plan_formats::smallint[]) AS plan_format, unnest(@created_bys::text[]) AS created_by, unnest(@has_expiries::bool[]) AS has_expiry,
           unnest(@expires_ats::timestamptz[]) AS expires_at, unnest(@callback_urls::text[]) AS callback_url,
           unnest(@traceparents::text[]) AS traceparent, unnest(@tracestates::text[]) AS tracestate,
           unnest(@policy_versions::int[]) AS policy_version, unnest(@policy_matches::text[]) AS policy_matches,
           unnest(@approvals_requireds::smallint[]) AS approvals_required,
           unnest(@approvers_alloweds::text[]) AS approvers_allowed
), template AS (
    SELECT t.id, t.name, t.version
    FROM movement_templates t
    WHERE t.id = ANY(@template_ids::uuid[]) AND t.template_state = 'ACTIVE'
    FOR SHARE OF t
), created AS (
    INSERT INTO movements (id, idempotency_key, request_hash, template_id, params, plan_hash, plan_format,
                           created_by, expires_at, callback_url, traceparent, tracestate,
                           policy_version, policy_matches, approvals_required, approvers_allowed)
    SELECT req.id, req.idempotency_key, req.request_hash, template.id, req.params, req.plan_hash, req.plan_format, req.created_by,
           CASE WHEN req.has_expiry THEN req.expires_at END, nullif(req.callback_url, ''),
           nullif(req.traceparent, ''), nullif(req.tracestate, ''),
           -- 0, '' and '' are none (NULL): the default policy, no matches, any approver;
           -- the approvers come as a JSON array of names.
           nullif(req.policy_version, 0), nullif(req.policy_matches, '')::jsonb, req.approvals_required,
           CASE WHEN req.approvers_allowed = '' THEN NULL
                ELSE ARRAY(SELECT jsonb_array_elements_text(req.approvers_allowed::jsonb)) END
    FROM req
    JOIN template ON template.id = req.template_id
    WHERE (NOT req.newest OR NOT EXISTS (
        SELECT 1 FROM movement_templates later
        WHERE later.name = template.name AND later.version > template.version AND later.template_state = 'ACTIVE'))
      -- Judged by the ACTIVE policy, as MovementInsert checks it.
      AND nullif(req.policy_version, 0) IS NOT DISTINCT FROM (SELECT p.version FROM policies p WHERE p.state = 'ACTIVE')
    ON CONFLICT (created_by, idempotency_key) DO NOTHING
    RETURNING *
), nodes AS (
    INSERT INTO movement_nodes (id, movement_id, node_key, executor_key, node_config, has_side_effect,
                                max_tries, pending_parents, approved_config, approved_config_sha256, rail_lane, rail_chains,
                                policy_gate, parent_node_ids)
    SELECT n.id, n.movement_id, n.node_key, n.executor_key, n.node_config, n.has_side_effect,
           n.max_tries, cardinality(coalesce(e.parents, '{}')), n.approved_config, n.approved_config_sha256,
           nullif(n.rail_lane, ''), string_to_array(nullif(n.rail_chains, ''), ','), nullif(n.policy_gate, '')::jsonb,
           coalesce(e.parents, '{}')
    FROM (
        SELECT unnest(@node_movement_ids::uuid[]) AS movement_id, unnest(@node_ids::uuid[]) AS id,
               unnest(@node_keys::text[]) AS node_key, unnest(@executor_keys::text[]) AS executor_key,
               unnest(@node_configs::jsonb[]) AS node_config, unnest(@has_side_effects::bool[]) AS has_side_effect,
               unnest(@max_tries::int[]) AS max_tries,
               unnest(@approved_configs::bytea[]) AS approved_config, unnest(@approved_config_sha256s::bytea[]) AS approved_config_sha256,
               unnest(@rail_lanes::text[]) AS rail_lane, unnest(@rail_chains::text[]) AS rail_chains,
               unnest(@policy_gates::text[]) AS policy_gate
    ) n
    JOIN created ON created.id = n.movement_id
    -- The plan's edges are each child's parents (migration 00044); an edge names its
    -- movement, so a child is matched within it.
    LEFT JOIN (
        SELECT e.movement_id, e.child, array_agg(e.parent ORDER BY e.parent) AS parents
        FROM (SELECT unnest(@edge_movement_ids::uuid[]) AS movement_id, unnest(@edge_parents::uuid[]) AS parent,
                     unnest(@edge_children::uuid[]) AS child) e
        GROUP BY e.movement_id, e.child
    ) e ON e.movement_id = n.movement_id AND e.child = n.id
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT created.created_by, jsonb_agg(audit_event('movement', created.id::text, '->PENDING_APPROVAL',
           jsonb_build_object('template_id', created.template_id, 'plan_hash', encode(created.plan_hash, 'hex'),
                              'idempotency_key', created.idempotency_key, 'expires_at', created.expires_at,
                              'callback_url', created.callback_url)))
    FROM created
    GROUP BY 1
)
SELECT * FROM created;

-- name: MovementGet :one
SELECT * FROM movements WHERE id = @id;

-- name: MovementGetByIdempotencyKey :one
-- A key belongs to the principal that created the movement (docs/security.md): another
-- principal's movement with the same key is neither found nor a conflict.
SELECT * FROM movements WHERE created_by = @created_by AND idempotency_key = @idempotency_key;

-- name: MovementLock :many
-- Locks: FOR UPDATE on the given movement rows, waiting for them, in ID order so that two
-- transactions locking overlapping sets cannot deadlock. Held until the caller commits
-- the settlement of these movements.
SELECT id, movement_state
FROM movements
WHERE id = ANY(@ids::uuid[])
ORDER BY id
FOR UPDATE;

-- name: MovementApprove :many
-- PENDING_APPROVAL -> APPROVED for each movement of @ids, compare-and-set per row on
-- state, its plan hash (@plan_hashes, index i for @ids[i]) and four eyes (its approver,
-- @approvers[i]); the root nodes become READY in the same statement, so the dispatcher
-- can start. movement.Service groups the approvals that arrive while one is running into
-- one such statement (one transaction, one commit, one round trip); a
-- movement whose row does not match (a movement needing more than one approval among
-- them) is left out of the result and the others are approved all the same. The caller gives each ID once, in ascending order. It returns each approved
-- movement as MovementGetWithTemplate does, so the API answers without reading it
-- again. It sends no notification itself: the caller hints the dispatchers (and the
-- callback dispatcher when callback_queued) after the commit (db.Pool.Hint), so the
-- approval's commit does not hold pg_notify's server-wide lock through its WAL flush
-- (docs/design.md §6).
-- Locks: the movement rows (FOR UPDATE, waiting) in ID order, whether the plan walks
-- the pkey index over @ids (sorted by the index) or @ids itself (sorted by the
-- caller), so two groups approving overlapping movements cannot deadlock; then their
-- nodes; until the statement's transaction ends.
WITH req AS (
    SELECT unnest(@ids::uuid[]) AS id, unnest(@plan_hashes::bytea[]) AS plan_hash, unnest(@approvers::text[]) AS approved_by
), approved AS (
    UPDATE movements r
    SET movement_state = 'APPROVED', approved_by = req.approved_by, approved_at = now(), updated_at = now()
    FROM req
    -- PENDING_APPROVAL, and PENDING below, as parameters: see NodeClaimReady. The rows
    -- are found by key (id = ANY), then matched to their request.
    WHERE r.id = ANY(@ids::uuid[]) AND r.id = req.id AND r.movement_state = ANY(@from_states::text[])
      AND r.plan_hash = req.plan_hash AND r.created_by <> req.approved_by
      AND (r.expires_at IS NULL OR r.expires_at > now())
      -- One approval: a movement whose policy requires more is approved by
      -- MovementApprovalRecord and MovementApproveCounted (movement_approvals.sql).
      AND r.approvals_required = 1
    RETURNING r.*
), nodes AS (
    -- The roots only: a child stays PENDING until the statement that completes its last
    -- parent readies it (NodeMarkTerminal, NodeMarkFinal), so approval writes no node
    -- that cannot run yet (migration 00042).
    UPDATE movement_nodes n
    SET node_state = 'READY', updated_at = now()
    FROM approved
    WHERE n.movement_id = approved.id AND n.node_state = ANY(@node_from_states::text[]) AND n.pending_parents = 0
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT approved.approved_by, jsonb_agg(audit_event('movement', approved.id::text, 'PENDING_APPROVAL->APPROVED',
           jsonb_build_object('plan_hash', encode(approved.plan_hash, 'hex'))))
    FROM approved
    GROUP BY 1
), callback AS (
    INSERT INTO callback_outbox (movement_id, event_type, url, payload)
    SELECT approved.id, 'movement.approved', approved.callback_url, jsonb_build_object('movement_id', approved.id, 'state', 'APPROVED')
    FROM approved WHERE callback_url IS NOT NULL
    RETURNING 1
)
SELECT approved.*, t.name AS template_name, t.version AS template_version,
       (approved.callback_url IS NOT NULL)::bool AS callback_queued
FROM approved
JOIN movement_templates t ON t.id = approved.template_id;

-- name: MovementCancel :one
-- PENDING_APPROVAL/APPROVED -> CANCELLED, compare-and-set, with an audit row for the
-- movement (carrying the reason) and one per cancelled node. Only a movement that has
-- not started is cancelled at once: a running one is asked to stop
-- (MovementCancelRequest). The caller holds the movement row (MovementLock), and so does
-- the dispatcher's claim, so the two cannot interleave.
WITH cancelled AS (
    UPDATE movements r
    SET movement_state = 'CANCELLED', cancelled_by = @cancelled_by::text, finished_at = now(), updated_at = now(),
        cancel_requested_at = now(), cancel_reason = sqlc.narg('reason')::text,
        failure_reason = left('cancelled by ' || @cancelled_by::text || coalesce(': ' || sqlc.narg('reason')::text, ''), 2000)
    FROM (SELECT p.id, p.movement_state FROM movements p WHERE p.id = @id::uuid) prior
    WHERE r.id = prior.id AND r.movement_state IN ('PENDING_APPROVAL', 'APPROVED')
    RETURNING r.id, r.callback_url, prior.movement_state AS from_state
), nodes AS (
    UPDATE movement_nodes n
    SET node_state = 'CANCELLED', finished_at = now(), updated_at = now()
    FROM cancelled
    WHERE n.movement_id = cancelled.id AND n.node_state IN ('PENDING', 'READY')
    RETURNING n.id
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT @cancelled_by::text, jsonb_agg(a.event)
    FROM (
        SELECT audit_event('movement', cancelled.id::text, cancelled.from_state || '->CANCELLED',
                           jsonb_build_object('reason', sqlc.narg('reason')::text)) AS event FROM cancelled
        UNION ALL
        SELECT audit_event('node', nodes.id::text, '->CANCELLED', jsonb_build_object('cause', 'movement cancelled')) FROM nodes
    ) a
    HAVING count(*) > 0
), callback AS (
    INSERT INTO callback_outbox (movement_id, event_type, url, payload)
    SELECT cancelled.id, 'movement.cancelled', cancelled.callback_url, jsonb_build_object('movement_id', cancelled.id, 'state', 'CANCELLED')
    FROM cancelled WHERE callback_url IS NOT NULL
    RETURNING 1
), callback_wake AS (
    -- Wakes the callback dispatcher (notify.Callbacks) when a callback was queued.
    SELECT pg_notify('qtg_' || current_schema() || '_callbacks', '') FROM callback LIMIT 1
)
SELECT id FROM cancelled WHERE (SELECT count(*) FROM callback_wake) >= 0;

-- name: MovementCancelRequest :one
-- Asks a running (EXECUTING) movement to stop: records who asked, why and when, and
-- audits it. Nothing new starts afterwards — the dispatcher's claim skips movements
-- with cancel_requested_at set, MovementCancelAbandonedNodes cancels their not-started
-- nodes — and MovementFinish ends the movement once its in-flight nodes settle.
-- Compare-and-set; the caller holds the movement row (MovementLock).
WITH requested AS (
    UPDATE movements r
    SET cancel_requested_at = now(), cancelled_by = @cancelled_by::text, cancel_reason = sqlc.narg('reason')::text,
        updated_at = now()
    WHERE r.id = @id AND r.movement_state = 'EXECUTING' AND r.cancel_requested_at IS NULL
    RETURNING r.id
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @cancelled_by, 'movement', requested.id::text, 'CANCEL_REQUESTED',
           jsonb_build_object('reason', sqlc.narg('reason')::text) FROM requested
)
SELECT id FROM requested;

-- name: MovementCancelAbandonedNodes :one
-- A movement with a FAILED node, or whose cancel was requested, starts nothing new: its
-- not-started nodes are cancelled, each with an audit row, and the count returned.
-- The caller holds the movement rows (so no dispatcher holds these nodes: its claim
-- would have needed the movement row too).
WITH doomed AS (
    SELECT n.id, n.node_state AS from_state,
           CASE WHEN r.cancel_requested_at IS NOT NULL
                THEN jsonb_build_object('cause', 'movement cancel requested', 'requested_by', r.cancelled_by)
                ELSE jsonb_build_object('cause', 'a node of the movement failed') END AS detail
    FROM movement_nodes n
    JOIN movements r ON r.id = n.movement_id
    WHERE n.movement_id = ANY(@ids::uuid[])
      AND n.node_state IN ('PENDING', 'READY')
      -- A node between the phases of a multi-phase step whose executor stated that
      -- value already left the holder finishes its step (docs/design.md §3 "Cancel").
      AND NOT n.value_moved
      AND (r.cancel_requested_at IS NOT NULL
           OR EXISTS (SELECT 1 FROM movement_nodes f WHERE f.movement_id = n.movement_id AND f.node_state = 'FAILED'))
), cancelled AS (
    UPDATE movement_nodes n
    SET node_state = 'CANCELLED', finished_at = now(), updated_at = now()
    FROM doomed
    WHERE n.id = doomed.id AND n.node_state IN ('PENDING', 'READY')
    RETURNING n.id, doomed.from_state, doomed.detail
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT 'engine', 'node', cancelled.id::text, cancelled.from_state || '->CANCELLED', cancelled.detail
    FROM cancelled
)
SELECT count(*) FROM cancelled;

-- name: MovementFinish :many
-- EXECUTING -> COMPLETED | CANCELLED | FAILED for movements with no node left to run or
-- in flight: COMPLETED when every node completed; CANCELLED when a cancel was
-- requested and every node completed or was cancelled; FAILED otherwise, with a
-- reason naming the failed nodes (and the cancel, when one was requested). The caller
-- holds the movement rows, so two transactions finishing sibling nodes cannot both miss
-- the last one.
WITH stats AS (
    SELECT movement_id,
           bool_and(node_state = 'COMPLETED') AS all_completed,
           bool_and(node_state IN ('COMPLETED', 'CANCELLED')) AS none_failed,
           bool_or(node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION')) AS busy,
           string_agg(CASE WHEN node_state = 'FAILED' THEN node_key || ': ' || coalesce(last_error, 'failed') END, '; ') AS failures
    FROM movement_nodes
    WHERE movement_id = ANY(@ids::uuid[])
    GROUP BY movement_id
), finished AS (
    UPDATE movements r
    SET movement_state  = CASE WHEN s.all_completed THEN 'COMPLETED'
                              WHEN r.cancel_requested_at IS NOT NULL AND s.none_failed THEN 'CANCELLED'
                              ELSE 'FAILED' END,
        failure_reason = CASE WHEN s.all_completed THEN NULL
                              WHEN r.cancel_requested_at IS NOT NULL THEN left(
                                  'cancelled by ' || coalesce(r.cancelled_by, 'unknown') || coalesce(': ' || r.cancel_reason, '')
                                  || CASE WHEN s.none_failed THEN ''
                                          ELSE '; nodes already running when the cancel was requested failed: ' || coalesce(s.failures, 'a node failed') END,
                                  2000)
                              ELSE left(coalesce(s.failures, 'a node failed'), 2000) END,
        finished_at    = now(),
        updated_at     = now()
    FROM stats s
    -- EXECUTING, as a parameter: see NodeClaimReady.
    WHERE r.id = s.movement_id AND NOT s.busy AND r.movement_state = ANY(@from_states::text[])
    RETURNING r.id, r.movement_state, r.callback_url, r.failure_reason, r.traceparent, r.tracestate
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT @actor, jsonb_agg(audit_event('movement', finished.id::text, 'EXECUTING->' || finished.movement_state,
           jsonb_strip_nulls(jsonb_build_object('reason', finished.failure_reason))))
    FROM finished
    GROUP BY 1
), callback AS (
    INSERT INTO callback_outbox (movement_id, event_type, url, payload)
    SELECT finished.id, 'movement.' || lower(finished.movement_state), finished.callback_url,
           jsonb_build_object('movement_id', finished.id, 'state', finished.movement_state)
    FROM finished WHERE callback_url IS NOT NULL
    RETURNING 1
), callback_wake AS (
    -- Wakes the callback dispatcher (notify.Callbacks) when a callback was queued.
    SELECT pg_notify('qtg_' || current_schema() || '_callbacks', '') FROM callback LIMIT 1
)
-- The trace context comes back with the result so that the "movement finished" log line
-- carries the movement's trace without a lookup per movement inside this transaction.
SELECT id, movement_state, traceparent, tracestate FROM finished WHERE (SELECT count(*) FROM callback_wake) >= 0;

-- name: MovementStoredPlans :many
-- The stored plan of each movement of @ids, one row per node: what the dispatcher
-- hashes again before Preflight and compares with the plan hash its approver approved
-- (docs/security.md), in the movement's plan format (format 2 also covers its callback
-- URL and deadline). Parents are the keys of the node's parents, in byte order.
-- Locks: none (the claim already holds the nodes and their movements).
SELECT n.movement_id, m.plan_hash, m.plan_format, m.callback_url, m.expires_at, n.node_key, n.executor_key, n.has_side_effect, n.max_tries, n.approved_config,
       coalesce(array_agg(p.node_key COLLATE "C" ORDER BY p.node_key COLLATE "C") FILTER (WHERE p.node_key IS NOT NULL), '{}')::text[] AS parents
FROM movement_nodes n
JOIN movements m ON m.id = n.movement_id
LEFT JOIN movement_nodes p ON p.id = ANY(n.parent_node_ids) AND p.movement_id = n.movement_id
WHERE n.movement_id = ANY(@ids::uuid[])
GROUP BY n.id, m.plan_hash, m.plan_format, m.callback_url, m.expires_at;
