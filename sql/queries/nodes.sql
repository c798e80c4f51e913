-- name: NodeClaimReady :many
-- Dispatcher claim (tx1), in two stages so that a skipped row never leaves a lock
-- behind (docs/design.md §7: a joined FOR UPDATE OF n, r SKIP LOCKED can lock the node before
-- it skips the movement, and keeps that lock to the end of the transaction).
--   1. held_movements: the claimable nodes oldest first (the dispatch index, read in
--      order and only as far as needed), each one's movement row looked up and locked
--      FOR UPDATE SKIP LOCKED if it is APPROVED or EXECUTING, until @max_nodes are held
--      — one table locked, so a locked movement is skipped whole;
--   2. claimable: FOR UPDATE SKIP LOCKED on up to @max_nodes READY nodes of the locked
--      movements. Every writer of a READY node holds its movement row first, so under
--      that lock its READY nodes cannot change, and SKIP LOCKED only guards against a
--      writer that broke this rule.
-- Expiry and cancel are the engine's rules, enforced here rather than by sidecars or
-- executors: a movement past its deadline that has not started is not held (its nodes
-- are never claimed), and a cancel-requested movement releases only nodes whose value
-- already moved.
-- So is a treasury policy's dispatch gate (policy_gate.sql): a node with a policy_gate
-- is claimed only once the gate set its policy_passed_at.
-- An operator's hold (rail_holds.sql) is enforced here too: a node an active hold
-- matches is neither a candidate nor claimable, and waits READY (not failed, no try
-- spent) until the hold is released. The holds are read, never locked: a claim
-- statement that started before a hold committed may still claim its batch; every
-- later one sees the hold.
-- Locks last until the caller's transaction ends — after Preflight, Prepare, and
-- DispatchStart (SUBMITTING, the intents, APPROVED -> EXECUTING) — so no other
-- dispatcher can claim these nodes, and no canceller, observer or recovery can settle
-- these movements meanwhile. Stage 1 has no window of candidates: it reads past the
-- movements other replicas hold, however many batches that is, so a replica behind
-- seven busy neighbours still claims a whole batch (a window four batches wide left
-- the fifth replica nothing; docs/benchmarks.md "Claims read past what other replicas
-- hold"). What it reads is the batch plus the held rows it skips.
-- The claim writes nothing (docs/design.md §7 "The claim writes nothing"): the nodes
-- come back as stored, READY, and DispatchStart moves those that got an intent to
-- SUBMITTING at their next attempt, the fencing token of every later write, in the
-- write that stores the intent. A node Preflight or Prepare holds back is written once
-- (NodeMarkRetry with hold), and its attempt and tries stay as they were.
WITH held_movements AS MATERIALIZED (
    -- A nested loop under LIMIT: the dispatch index in order, each node's movement by
    -- key, locked in turn. A movement with several claimable nodes is locked again
    -- (a no-op for its holder) and counted once per node, so the rows held are about
    -- the nodes the batch can take.
    SELECT r.id, r.cancel_requested_at IS NOT NULL AS cancel_requested
    FROM movement_nodes n
    JOIN movements r ON r.id = n.movement_id
    WHERE n.node_state = 'READY'
      AND n.pending_parents = 0
      AND (n.next_try_at IS NULL OR n.next_try_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
      -- Not waiting for the policy gate (policy_gate.sql, docs/policy-gate.md): a gated
      -- node is claimable only once the gate let it through. Without a policy every
      -- policy_gate is NULL and the first test decides, on the row the index scan
      -- fetched anyway: no other read, and the plan of the claim is unchanged.
      AND (n.policy_gate IS NULL OR n.policy_passed_at IS NOT NULL)
      -- Not held (rail_holds.sql): a held node waits READY, passed over here so that a
      -- held rail's backlog never takes the batch's places from the others. The first
      -- test is one look at the active holds for the whole statement (an InitPlan), so
      -- with no hold the per-node test never runs.
      AND (NOT EXISTS (SELECT 1 FROM rail_holds WHERE released_at IS NULL)
           OR NOT EXISTS (SELECT 1 FROM rail_holds h
                          WHERE h.released_at IS NULL
                            AND (h.scope = 'EXECUTOR' AND h.target = n.executor_key
                                 OR h.scope = 'LANE' AND h.target = n.rail_lane
                                 OR h.scope = 'CHAIN' AND h.target = ANY(n.rail_chains)
                                 OR h.scope = 'TEMPLATE' AND EXISTS (
                                     SELECT 1 FROM movements m JOIN movement_templates t ON t.id = m.template_id
                                     WHERE m.id = n.movement_id AND t.name = h.target))))
      -- @movement_states is APPROVED and EXECUTING, and @node_states READY: a held row's
      -- state comes as a parameter, so that no live-state partial index can serve its
      -- lookup (see "Held rows are looked up by key" in db/open.go).
      AND r.movement_state = ANY(@movement_states::text[])
      -- Past its deadline, a movement that has not started never starts, whether or
      -- not a sidecar expired it yet (docs/design.md §3 "Expiry").
      AND (r.started_at IS NOT NULL OR r.expires_at IS NULL
           OR r.expires_at > coalesce(sqlc.narg('now')::timestamptz, now()))
      -- An operator asked to cancel it: nothing that moves value starts. A node whose
      -- executor stated that value already left the holder (value_moved) still runs
      -- to its end (docs/design.md §3 "Cancel").
      AND (r.cancel_requested_at IS NULL
           OR EXISTS (SELECT 1 FROM movement_nodes p
                      WHERE p.movement_id = r.id AND p.node_state = ANY(@node_states::text[]) AND p.value_moved))
    ORDER BY n.created_at, n.id
    LIMIT @max_nodes::int
    FOR UPDATE OF r SKIP LOCKED
), claimable AS MATERIALIZED (
    SELECT n.id
    FROM (SELECT DISTINCT id, cancel_requested FROM held_movements) h
    JOIN movement_nodes n ON n.movement_id = h.id
    WHERE n.node_state = ANY(@node_states::text[])
      AND (n.value_moved OR NOT h.cancel_requested)
      -- "< 1", not "= 0" (it is never negative): written so that it does not imply
      -- movement_nodes_dispatch's predicate. A held movement's few nodes are found by
      -- movement_id and filtered; with the dispatch index usable, the planner ANDed
      -- a scan of that whole index (every READY node) into each movement's lookup.
      AND n.pending_parents < 1
      AND (n.next_try_at IS NULL OR n.next_try_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
      -- A gated sibling the policy gate has not let through stays behind.
      AND (n.policy_gate IS NULL OR n.policy_passed_at IS NOT NULL)
      -- A held sibling of a node that made its movement a candidate stays behind.
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
    LIMIT @max_nodes::int
    -- The lock an UPDATE of these rows takes, and no stronger: the claim's own writes
    -- come later in the transaction (DispatchStart), and FOR UPDATE would also block
    -- inserts of rows that reference a node.
    FOR NO KEY UPDATE OF n SKIP LOCKED
)
SELECT n.*
FROM movement_nodes n
WHERE n.id IN (SELECT id FROM claimable)
ORDER BY n.created_at, n.id;

-- name: NodeObserveSchedule :one
-- The observer's look before it claims: whether any node is due for observation now,
-- and when the earliest one not yet due becomes due (NULL: none), so an idle observer
-- sleeps until then rather than a whole poll interval when a lane paces finer than
-- that. Unlocked and read-only: one index probe of each end of the observe index;
-- NodeClaimObservable re-checks everything under lock. next_observe_at is never NULL
-- in SUBMITTED/OBSERVING (every writer of those states sets it).
SELECT EXISTS (SELECT 1 FROM movement_nodes d
               WHERE d.node_state IN ('SUBMITTED', 'OBSERVING')
                 AND d.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now())
                 AND (sqlc.narg('movement_id')::uuid IS NULL OR d.movement_id = sqlc.narg('movement_id')::uuid))::bool AS due,
       min(n.next_observe_at) AS next_due
FROM movement_nodes n
WHERE n.node_state IN ('SUBMITTED', 'OBSERVING')
  AND n.next_observe_at > coalesce(sqlc.narg('now')::timestamptz, now())
  AND (sqlc.narg('movement_id')::uuid IS NULL OR n.movement_id = sqlc.narg('movement_id')::uuid);

-- name: NodeClaimObservable :many
-- Observer claim of a whole batch, in two stages like NodeClaimReady so that a skipped
-- row never leaves a lock behind:
--   1. held_movements: the due nodes earliest first (the observe index, read in order
--      and only as far as needed), each one's movement row looked up and locked FOR
--      UPDATE SKIP LOCKED if it is EXECUTING, until @max_nodes are held — one table, so
--      a movement another worker holds is skipped whole, siblings included. No window
--      of candidates: the nodes other batches are observing stay due, oldest of all,
--      until those batches commit, so a window four batches wide was all theirs once
--      more than three batches were in flight across the replicas, and the next claim
--      came back empty with due nodes waiting (docs/benchmarks.md "Claims read past
--      what other replicas hold"). What it reads is the batch plus the held rows it
--      skips;
--   2. the due SUBMITTED/OBSERVING nodes of the held movements, FOR UPDATE OF n SKIP
--      LOCKED, up to @max_nodes, each with the intent of its current attempt (NULL
--      columns when there is none; read, not locked).
-- Locks: those movement and node rows, held through the batch's Observe calls and the
-- commit of every outcome (which may release children or settle the movements), so two
-- observers never observe one node at once and replicas take disjoint movements. A
-- movement held with none of its nodes returned (the batch filled up) stays locked,
-- unused, until the same commit. Repeats every predicate of NodeObserveSchedule under
-- lock, including the movement scope.
WITH held_movements AS MATERIALIZED (
    -- Earliest due first, each node's movement looked up and locked in turn until a
    -- batch is held (a nested loop under LIMIT), as in NodeClaimReady.
    SELECT r.id
    FROM movement_nodes n
    JOIN movements r ON r.id = n.movement_id
    WHERE n.node_state IN ('SUBMITTED', 'OBSERVING')
      AND n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now())
      AND (sqlc.narg('movement_id')::uuid IS NULL OR n.movement_id = sqlc.narg('movement_id')::uuid)
      -- EXECUTING, and below SUBMITTED and OBSERVING, as parameters: see NodeClaimReady.
      AND r.movement_state = ANY(@movement_states::text[])
    ORDER BY n.next_observe_at
    LIMIT @max_nodes::int
    FOR UPDATE OF r SKIP LOCKED
)
SELECT sqlc.embed(n), p.id AS past_intent_id, p.lane AS past_intent_lane, p.nonce AS past_intent_nonce,
       p.payload AS past_intent_payload, p.signed_tx AS past_intent_signed_tx, p.tx_hash AS past_intent_tx_hash,
       p.external_id AS past_intent_external_id, p.intent_state AS past_intent_state,
       p.created_at AS past_intent_created_at, p.updated_at AS past_intent_updated_at
FROM movement_nodes n
-- The current attempt's intent is on the node (n.intent_*), or in node_intents_past
-- when it was written as a row (DispatchStart while a previous release's instance was
-- live, or that release's dispatcher; migration 00046).
LEFT JOIN node_intents_past p ON p.node_id = n.id AND p.attempt = n.attempt
WHERE n.movement_id IN (SELECT id FROM held_movements)
  AND n.node_state = ANY(@node_states::text[])
  AND n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now())
ORDER BY n.next_observe_at, n.id
LIMIT @max_nodes::int
FOR UPDATE OF n SKIP LOCKED;

-- name: NodeClaimUnknown :many
-- Recovery claim for UNKNOWN nodes that are due, in two stages like NodeClaimReady so
-- that a skipped row leaves no lock behind: the due nodes in order, each one's movement
-- row locked FOR UPDATE SKIP LOCKED in turn until a batch is held (no window: past
-- every batch other replicas hold, as in NodeClaimReady), then FOR UPDATE SKIP LOCKED
-- on the due UNKNOWN nodes of the movements it holds. Locks: those movement and node rows, held
-- through Recover (which reads external evidence) and the commit of its verdict, which
-- may settle the movement. The intent of each node's current attempt comes with it
-- (NULL columns when there is none), read, not locked (FOR UPDATE OF n), so Recover
-- needs no round trip per node to fetch it; so does the node's open verdict at that
-- attempt (PROPOSED or APPROVED; at most one, node_verdicts_open), read, not locked:
-- while one is open Recover only reads evidence, and an APPROVED one is applied or
-- refused by this batch (docs/design.md §7 "Manual verdicts").
WITH held_movements AS MATERIALIZED (
    SELECT r.id
    FROM movement_nodes n
    JOIN movements r ON r.id = n.movement_id
    WHERE n.node_state = 'UNKNOWN'
      AND (n.next_observe_at IS NULL OR n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
    ORDER BY n.next_observe_at NULLS FIRST
    LIMIT @max_nodes::int
    FOR UPDATE OF r SKIP LOCKED
)
SELECT sqlc.embed(n), p.id AS past_intent_id, p.lane AS past_intent_lane, p.nonce AS past_intent_nonce,
       p.payload AS past_intent_payload, p.signed_tx AS past_intent_signed_tx, p.tx_hash AS past_intent_tx_hash,
       p.external_id AS past_intent_external_id, p.intent_state AS past_intent_state,
       p.created_at AS past_intent_created_at, p.updated_at AS past_intent_updated_at,
       v.id AS verdict_id, v.verdict AS verdict_kind, v.verdict_state, v.proposed_by AS verdict_proposed_by,
       v.decided_by AS verdict_decided_by, v.reason AS verdict_reason,
       v.created_at AS verdict_proposed_at
FROM movement_nodes n
-- The current attempt's intent is on the node (n.intent_*), or in node_intents_past
-- when it was written as a row (DispatchStart while a previous release's instance was
-- live, or that release's dispatcher; migration 00046).
LEFT JOIN node_intents_past p ON p.node_id = n.id AND p.attempt = n.attempt
LEFT JOIN node_verdicts v ON v.node_id = n.id AND v.attempt = n.attempt AND v.verdict_state IN ('PROPOSED', 'APPROVED')
WHERE n.movement_id IN (SELECT id FROM held_movements)
  -- UNKNOWN, as a parameter: see NodeClaimReady.
  AND n.node_state = ANY(@node_states::text[])
  AND (n.next_observe_at IS NULL OR n.next_observe_at <= coalesce(sqlc.narg('now')::timestamptz, now()))
ORDER BY n.next_observe_at NULLS FIRST
LIMIT @max_nodes::int
FOR UPDATE OF n SKIP LOCKED;

-- name: NodeClaimStaleSubmitting :many
-- Recovery claim for SUBMITTING nodes whose lease (submitting_at) is older than
-- @stale_before: their dispatcher died, or lost the database, between its intent
-- commit and recording the submit (a live dispatcher renews the lease of every Submit
-- still running; see NodeRenewSubmitting). Two stages like NodeClaimUnknown, with no
-- window either. Locks: FOR UPDATE (SKIP LOCKED) on the movement rows, then on the
-- stale nodes, held through Recover and the commit of its verdict. A late Submit of the dispatcher that lost the
-- node is fenced by the executor (see executor/doc.go), and its late writes by attempt.
-- The intent of each node's current attempt comes with it, as in NodeClaimUnknown.
WITH held_movements AS MATERIALIZED (
    SELECT r.id
    FROM movement_nodes n
    JOIN movements r ON r.id = n.movement_id
    WHERE n.node_state = 'SUBMITTING'
      AND n.submitting_at <= @stale_before::timestamptz
    ORDER BY n.submitting_at
    LIMIT @max_nodes::int
    FOR UPDATE OF r SKIP LOCKED
)
SELECT sqlc.embed(n), p.id AS past_intent_id, p.lane AS past_intent_lane, p.nonce AS past_intent_nonce,
       p.payload AS past_intent_payload, p.signed_tx AS past_intent_signed_tx, p.tx_hash AS past_intent_tx_hash,
       p.external_id AS past_intent_external_id, p.intent_state AS past_intent_state,
       p.created_at AS past_intent_created_at, p.updated_at AS past_intent_updated_at
FROM movement_nodes n
-- The current attempt's intent is on the node (n.intent_*), or in node_intents_past
-- when it was written as a row (DispatchStart while a previous release's instance was
-- live, or that release's dispatcher; migration 00046).
LEFT JOIN node_intents_past p ON p.node_id = n.id AND p.attempt = n.attempt
WHERE n.movement_id IN (SELECT id FROM held_movements)
  -- SUBMITTING, as a parameter: see NodeClaimReady.
  AND n.node_state = ANY(@node_states::text[])
  AND n.submitting_at <= @stale_before::timestamptz
ORDER BY n.submitting_at
LIMIT @max_nodes::int
FOR UPDATE OF n SKIP LOCKED;

-- name: NodeRenewSubmitting :many
-- The dispatcher's lease on the nodes it owns (docs/design.md §7 "Leases"): sets
-- submitting_at to now on each node still SUBMITTING at its attempt, node by node, and
-- reports for every node asked whether it renewed it and whether the dispatcher still
-- owns it. A node whose row another transaction holds is skipped (renewed false, owned
-- true): one busy row never holds up the leases of the others. A node that is no
-- longer SUBMITTING at its attempt (owned false) was taken over by recovery: its
-- Submit is cancelled.
-- Locks: FOR UPDATE SKIP LOCKED on the node rows it renews, for this statement only
-- (it runs on its own, in no transaction of the caller's).
WITH req AS (
    SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt
), lockable AS (
    SELECT n.id
    FROM movement_nodes n
    JOIN req ON n.id = req.id AND n.attempt = req.attempt
    -- SUBMITTING, as a parameter: see NodeClaimReady.
    WHERE n.node_state = ANY(@node_states::text[])
    FOR UPDATE OF n SKIP LOCKED
), renewed AS (
    UPDATE movement_nodes n
    SET submitting_at = clock_timestamp()
    FROM lockable
    WHERE n.id = lockable.id
    RETURNING n.id
)
SELECT req.id::uuid AS id,
       (r.id IS NOT NULL)::bool AS renewed,
       (r.id IS NOT NULL OR EXISTS (SELECT 1 FROM movement_nodes o
                                    WHERE o.id = req.id AND o.attempt = req.attempt
                                      AND o.node_state = ANY(@node_states::text[])))::bool AS owned
FROM req
LEFT JOIN renewed r ON r.id = req.id;

-- name: NodeMarkSubmitted :many
-- SUBMITTING -> SUBMITTED after Submit returned, fenced by attempt; the observer takes
-- over at next_observe_at.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state         = 'SUBMITTED',
        next_observe_at    = c.next_observe_at,
        -- Each submit starts its own observation clock: a retry does not inherit the
        -- pacing phase (or the fatal deadline) of an earlier attempt.
        observe_started_at = now(),
        pacing_phase       = NULL,
        submitting_at      = NULL,
        holds              = 0,
        updated_at         = now(),
        -- The intent, on the node (migration 00046), is written again only when Submit
        -- learned an external ID it did not hold: that its side effect was sent is the
        -- node's SUBMITTED at this attempt (and the audit event below); its state
        -- changes when it closes (docs/design.md §3, "Intents").
        intent_external_id = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state = ANY(@intent_from_states::text[])
                                       AND c.external_id <> '' THEN c.external_id ELSE n.intent_external_id END,
        intent_updated_at  = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state = ANY(@intent_from_states::text[])
                                       AND c.external_id <> '' AND n.intent_external_id IS DISTINCT FROM c.external_id
                                  THEN now() ELSE n.intent_updated_at END
    FROM (SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@next_observe_at::timestamptz[]) AS next_observe_at,
                 unnest(@external_ids::text[]) AS external_id) AS c
    -- SUBMITTING, and PREPARED above, as parameters: see NodeClaimReady.
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = ANY(@from_states::text[])
    RETURNING n.id, n.attempt
), past AS (
    -- The same for an intent DispatchStart wrote as a row, while a previous release's
    -- instance was live.
    UPDATE node_intents_past i
    SET external_id = x.external_id,
        updated_at  = now()
    FROM (SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@external_ids::text[]) AS external_id) AS x
    WHERE i.node_id = x.id AND i.attempt = x.attempt AND i.intent_state = ANY(@intent_from_states::text[])
      AND x.external_id <> '' AND i.external_id IS DISTINCT FROM x.external_id
      AND x.id IN (SELECT id FROM moved)
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT @actor, jsonb_agg(audit_event('node', id::text, 'SUBMITTING->SUBMITTED',
           jsonb_build_object('attempt', attempt)))
    FROM moved
    GROUP BY 1
)
SELECT id FROM moved;

-- name: NodeMarkRetry :many
-- Back to READY after an error that certainly happened before any side effect
-- (preflight hold, prepare error, submit refused) or that recovery proved was never
-- sent, fenced by attempt and the expected state. The node becomes claimable again at
-- next_try_at. Intents of the attempt are abandoned: they were never sent.
-- With @hold, the nodes are claimed nodes that Preflight or Prepare held back: still
-- READY at their stored attempt (the claim wrote nothing), with no intent of this
-- claim and no try used; the hold counts towards the hold backoff.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state      = 'READY',
        -- A hold counts towards the hold backoff; anything else resets it.
        holds           = CASE WHEN @hold::bool THEN n.holds + 1 ELSE 0 END,
        next_try_at = c.next_try_at,
        submitting_at   = NULL,
        observe_started_at = NULL,
        pacing_phase    = NULL,
        last_error      = c.last_error,
        updated_at      = now(),
        -- The attempt's intent closes with its node's write (migration 00046).
        intent_state      = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED') AND NOT @hold::bool
                                 THEN 'ABANDONED' ELSE n.intent_state END,
        intent_updated_at = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED') AND NOT @hold::bool
                                 THEN now() ELSE n.intent_updated_at END
    FROM (
        SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt,
               unnest(@next_try_at::timestamptz[]) AS next_try_at, unnest(@errors::text[]) AS last_error
    ) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = ANY(@from_states::text[])
    RETURNING n.id, n.attempt, n.last_error
), intents AS (
    -- An intent written as a row: by the previous release, or by DispatchStart while
    -- one of its instances was live (migration 00046).
    UPDATE node_intents_past i
    SET intent_state = 'ABANDONED', updated_at = now()
    FROM moved
    -- Written as "not final" rather than "IN (PREPARED, SUBMITTED)": the latter matches
    -- the predicate of node_intents_open, and a planner whose statistics were taken
    -- when few intents were open would scan that whole index instead of looking up
    -- (node_id, attempt).
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
      -- A held node's stored attempt is its previous one, whose intent is settled.
      AND NOT @hold::bool
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT @actor, jsonb_agg(audit_event('node', id::text, 'RETRY',
           jsonb_build_object('attempt', attempt, 'error', last_error)))
    FROM moved
    GROUP BY 1
)
SELECT id FROM moved;

-- name: NodeMarkUnknown :many
-- In-flight -> UNKNOWN: the outcome cannot be told, so only recovery may move the node
-- on (docs/design.md §3). Fenced by attempt and the expected states.
WITH moved AS (
    UPDATE movement_nodes n
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
    INSERT INTO audit_batches (actor, events)
    SELECT @actor, jsonb_agg(audit_event('node', id::text, '->UNKNOWN',
           jsonb_build_object('attempt', attempt, 'error', last_error)))
    FROM moved
    GROUP BY 1
)
SELECT id FROM moved;

-- name: NodeMarkObserving :one
-- Still in progress after an observation: keep observing at next_observe_at. Writes an
-- audit row when the node starts observing or changes pacing phase (not on every poll:
-- the trail shows when a step became slow, without one row per look).
WITH old AS (
    SELECT n.id, n.node_state, n.pacing_phase
    FROM movement_nodes n
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state IN ('SUBMITTED', 'OBSERVING')
), moved AS (
    UPDATE movement_nodes n
    SET node_state          = 'OBSERVING',
        next_observe_at     = @next_observe_at,
        pacing_phase        = @pacing_phase,
        retry_after_seconds = sqlc.narg('retry_after_seconds'),
        updated_at          = now()
    FROM old
    WHERE n.id = old.id AND n.attempt = @attempt AND n.node_state IN ('SUBMITTED', 'OBSERVING')
    RETURNING n.id, n.attempt, old.node_state AS old_state, old.pacing_phase AS old_phase, n.pacing_phase AS new_phase
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', moved.id::text, moved.old_state || '->OBSERVING',
           jsonb_build_object('attempt', moved.attempt, 'pacing_phase', moved.new_phase, 'reason', sqlc.narg('reason')::text)
    FROM moved
    WHERE moved.old_state <> 'OBSERVING' OR moved.old_phase IS DISTINCT FROM moved.new_phase
)
SELECT count(*)::int FROM moved;

-- name: NodeMarkObservingMany :one
-- NodeMarkObserving for a batch (the observer's nodes still in progress), in one
-- statement: each node observed next at its next_observe_at, in its pacing phase, with
-- the executor's retry-after hint (-1: none), fenced by attempt and SUBMITTED/OBSERVING;
-- an audit row only for a node that starts observing or changes phase, with its reason
-- ('' for none). The caller holds the nodes (the observer's claim).
WITH c AS (
    SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt,
           unnest(@next_observe_at::timestamptz[]) AS next_observe_at, unnest(@pacing_phases::text[]) AS pacing_phase,
           unnest(@retry_after_seconds::int[]) AS retry_after_seconds, unnest(@reasons::text[]) AS reason
), old AS (
    SELECT n.id, n.node_state, n.pacing_phase
    FROM movement_nodes n
    JOIN c ON c.id = n.id AND c.attempt = n.attempt
    WHERE n.node_state IN ('SUBMITTED', 'OBSERVING')
), moved AS (
    UPDATE movement_nodes n
    SET node_state          = 'OBSERVING',
        next_observe_at     = c.next_observe_at,
        pacing_phase        = c.pacing_phase,
        retry_after_seconds = CASE WHEN c.retry_after_seconds < 0 THEN NULL ELSE c.retry_after_seconds END,
        updated_at          = now()
    FROM c JOIN old ON old.id = c.id
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state IN ('SUBMITTED', 'OBSERVING')
    RETURNING n.id, n.attempt, old.node_state AS old_state, old.pacing_phase AS old_phase, n.pacing_phase AS new_phase, c.reason
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT @actor::text, jsonb_agg(audit_event('node', moved.id::text, moved.old_state || '->OBSERVING',
           jsonb_build_object('attempt', moved.attempt, 'pacing_phase', moved.new_phase, 'reason', nullif(moved.reason, ''))))
    FROM moved
    WHERE moved.old_state <> 'OBSERVING' OR moved.old_phase IS DISTINCT FROM moved.new_phase
    GROUP BY 1
)
SELECT count(*)::int FROM moved;

-- name: NodeMarkSent :execrows
-- Recovery found the side effect under way: hand the node back to the observer, with a
-- fresh observation clock. Keeping the old one would hand the observer a node already
-- past its fatal deadline, which it would send straight back to recovery (a hot loop of
-- audit rows and RPCs with no backoff).
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state         = 'SUBMITTED',
        next_observe_at    = now(),
        observe_started_at = now(),
        pacing_phase       = NULL,
        submitting_at      = NULL,
        updated_at         = now()
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state IN ('SUBMITTING', 'UNKNOWN')
    RETURNING n.id, n.attempt
)
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
SELECT @actor::text, 'node', moved.id::text, '->SUBMITTED', jsonb_build_object('attempt', moved.attempt, 'verdict', 'sent', 'reason', @reason::text)
FROM moved;

-- name: NodeMarkTerminal :many
-- In-flight -> COMPLETED or FAILED, fenced by attempt and the expected states. The
-- caller holds the movement row and settles the movement in the same transaction.
-- A completed node releases its children: their pending_parents counter drops by one,
-- and a child whose last parent this was goes PENDING -> READY.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state      = c.to_state,
        result          = c.result,
        last_error      = nullif(c.last_error, ''),
        next_observe_at = NULL,
        next_try_at = NULL,
        finished_at     = now(),
        updated_at      = now(),
        -- The attempt's intent closes with its node's write (migration 00046).
        intent_state      = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                 THEN CASE c.to_state WHEN 'COMPLETED' THEN 'CONFIRMED' ELSE 'FAILED' END ELSE n.intent_state END,
        intent_updated_at = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                 THEN now() ELSE n.intent_updated_at END
    FROM (
        -- Several unnest calls in one select list advance in step.
        SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@to_states::text[]) AS to_state,
               unnest(@results::jsonb[]) AS result, unnest(@errors::text[]) AS last_error
    ) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = ANY(@from_states::text[])
      AND c.to_state IN ('COMPLETED', 'FAILED')
    RETURNING n.id, n.movement_id, n.attempt, n.node_state, n.last_error
), released AS (
    -- Aggregated first: UPDATE … FROM updates a row once even when it joins twice, and
    -- two parents of one child may complete in the same statement. A child waits
    -- PENDING until its last parent completes and becomes READY here (migration 00042:
    -- the approval readied the roots only); one an earlier gateway approved READY
    -- keeps its state.
    UPDATE movement_nodes child
    SET pending_parents = child.pending_parents - d.completed_parents,
        node_state      = CASE WHEN child.node_state = 'PENDING' AND child.pending_parents = d.completed_parents
                               THEN 'READY' ELSE child.node_state END,
        updated_at      = now()
    FROM (
        -- A node's parents are its parent_node_ids (migration 00044): the children of
        -- the completed nodes are found among their movements' nodes.
        SELECT c.id AS child_node_id, count(*)::int AS completed_parents
        FROM moved
        JOIN movement_nodes c ON c.movement_id = moved.movement_id AND moved.id = ANY(c.parent_node_ids)
        WHERE moved.node_state = 'COMPLETED'
        GROUP BY c.id
    ) d
    WHERE child.id = d.child_node_id
    RETURNING child.id, child.pending_parents, child.node_state, child.parent_node_ids
), intents AS (
    -- An intent written as a row: by the previous release, or by DispatchStart while
    -- one of its instances was live (migration 00046).
    UPDATE node_intents_past i
    SET intent_state = CASE moved.node_state WHEN 'COMPLETED' THEN 'CONFIRMED' ELSE 'FAILED' END,
        updated_at   = now()
    FROM moved
    -- Written as "not final" rather than "IN (PREPARED, SUBMITTED)": the latter matches
    -- the predicate of node_intents_open, and a planner whose statistics were taken
    -- when few intents were open would scan that whole index instead of looking up
    -- (node_id, attempt).
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
), audit AS (
    INSERT INTO audit_batches (actor, events)
    SELECT @actor, jsonb_agg(audit_event('node', id::text, '->' || node_state,
           jsonb_build_object('attempt', attempt, 'error', last_error)))
    FROM moved
    GROUP BY 1
), open_children AS (
    -- Counted once for the batch, per parent: a subquery per moved row re-read the
    -- released rows and their edges for every node (about 260 buffer reads per node
    -- in a batch of 128).
    SELECT p.parent_node_id, count(*)::int AS n
    FROM released
    CROSS JOIN LATERAL unnest(released.parent_node_ids) AS p(parent_node_id)
    WHERE released.node_state NOT IN ('COMPLETED', 'FAILED', 'CANCELLED')
    GROUP BY p.parent_node_id
)
SELECT moved.id, moved.movement_id, moved.node_state,
       (SELECT count(*) FROM released WHERE released.pending_parents = 0 AND released.node_state = 'READY')::int AS children_ready,
       coalesce(oc.n, 0)::int AS open_children
FROM moved
LEFT JOIN open_children oc ON oc.parent_node_id = moved.id;

-- name: NodeMarkFinal :many
-- A synchronous executor's outcome, returned by Submit: SUBMITTING -> COMPLETED or
-- FAILED in one write of each node and of its attempt's intent (CONFIRMED or FAILED,
-- with the external ID Submit reported), fenced by attempt and SUBMITTING, with the
-- audit rows of both transitions an observed step would have (SUBMITTING->SUBMITTED,
-- then ->COMPLETED or ->FAILED). A completed node releases its children as in
-- NodeMarkTerminal, and the answer has NodeMarkTerminal's shape. The caller holds the
-- movement rows and settles the movements in the same transaction.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state         = c.to_state,
        result             = c.result,
        last_error         = nullif(c.last_error, ''),
        observe_started_at = now(),
        pacing_phase       = NULL,
        submitting_at      = NULL,
        holds              = 0,
        next_observe_at    = NULL,
        next_try_at        = NULL,
        finished_at        = now(),
        updated_at         = now(),
        -- The attempt's intent closes with its node's write (migration 00046).
        intent_state      = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                 THEN CASE c.to_state WHEN 'COMPLETED' THEN 'CONFIRMED' ELSE 'FAILED' END ELSE n.intent_state END,
        intent_updated_at = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                 THEN now() ELSE n.intent_updated_at END,
        intent_external_id = CASE WHEN n.intent_attempt = c.attempt AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                  THEN coalesce(nullif(c.external_id, ''), n.intent_external_id) ELSE n.intent_external_id END
    FROM (
        SELECT unnest(@ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt, unnest(@to_states::text[]) AS to_state,
               unnest(@results::jsonb[]) AS result, unnest(@errors::text[]) AS last_error,
               unnest(@external_ids::text[]) AS external_id
    ) AS c
    WHERE n.id = c.id AND n.attempt = c.attempt AND n.node_state = 'SUBMITTING'
      AND c.to_state IN ('COMPLETED', 'FAILED')
    RETURNING n.id, n.movement_id, n.attempt, n.node_state, n.last_error, c.external_id
), released AS (
    -- Aggregated first, and the last parent's completion readies a PENDING child, as
    -- in NodeMarkTerminal.
    UPDATE movement_nodes child
    SET pending_parents = child.pending_parents - d.completed_parents,
        node_state      = CASE WHEN child.node_state = 'PENDING' AND child.pending_parents = d.completed_parents
                               THEN 'READY' ELSE child.node_state END,
        updated_at      = now()
    FROM (
        -- A node's parents are its parent_node_ids (migration 00044): the children of
        -- the completed nodes are found among their movements' nodes.
        SELECT c.id AS child_node_id, count(*)::int AS completed_parents
        FROM moved
        JOIN movement_nodes c ON c.movement_id = moved.movement_id AND moved.id = ANY(c.parent_node_ids)
        WHERE moved.node_state = 'COMPLETED'
        GROUP BY c.id
    ) d
    WHERE child.id = d.child_node_id
    RETURNING child.id, child.pending_parents, child.node_state, child.parent_node_ids
), intents AS (
    -- An intent written as a row: by the previous release, or by DispatchStart while
    -- one of its instances was live (migration 00046).
    UPDATE node_intents_past i
    SET intent_state = CASE moved.node_state WHEN 'COMPLETED' THEN 'CONFIRMED' ELSE 'FAILED' END,
        external_id  = coalesce(nullif(moved.external_id, ''), i.external_id),
        updated_at   = now()
    FROM moved
    -- "Not final" rather than "= PREPARED": see NodeMarkTerminal.
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
), audit AS (
    -- The subquery's order is the order audit_event takes the events' ids in, and so
    -- their order in the batch: each node's SUBMITTED before its outcome.
    INSERT INTO audit_batches (actor, events)
    SELECT @actor::text, jsonb_agg(audit_event(a.entity_type, a.entity_id, a.action, a.detail))
    FROM (
        SELECT 1 AS ord, moved.id AS node_id, 'node' AS entity_type, moved.id::text AS entity_id,
               'SUBMITTING->SUBMITTED' AS action, jsonb_build_object('attempt', moved.attempt) AS detail
        FROM moved
        UNION ALL
        SELECT 2, moved.id, 'node', moved.id::text, '->' || moved.node_state,
               jsonb_build_object('attempt', moved.attempt, 'error', moved.last_error)
        FROM moved
        ORDER BY node_id, ord
    ) a
    HAVING count(*) > 0
), open_children AS (
    -- Counted once for the batch, per parent: a subquery per moved row re-read the
    -- released rows and their edges for every node (about 260 buffer reads per node
    -- in a batch of 128).
    SELECT p.parent_node_id, count(*)::int AS n
    FROM released
    CROSS JOIN LATERAL unnest(released.parent_node_ids) AS p(parent_node_id)
    WHERE released.node_state NOT IN ('COMPLETED', 'FAILED', 'CANCELLED')
    GROUP BY p.parent_node_id
)
SELECT moved.id, moved.movement_id, moved.node_state,
       (SELECT count(*) FROM released WHERE released.pending_parents = 0 AND released.node_state = 'READY')::int AS children_ready,
       coalesce(oc.n, 0)::int AS open_children
FROM moved
LEFT JOIN open_children oc ON oc.parent_node_id = moved.id;

-- name: NodeGetIntent :one
SELECT *
FROM node_intents
WHERE node_id = @node_id AND attempt = @attempt;

-- name: NodeAuditVerdicts :exec
-- One audit event per recovery verdict, whatever it was (the transition rows say where the
-- node went; this says why).
INSERT INTO audit_batches (actor, events)
SELECT @actor::text, jsonb_agg(audit_event('node', v.node_id::text, 'RECOVERY_VERDICT',
       jsonb_build_object('attempt', v.attempt, 'from', v.from_state, 'verdict', v.verdict, 'reason', v.reason)))
FROM (
    SELECT unnest(@node_ids::uuid[]) AS node_id, unnest(@attempts::int[]) AS attempt, unnest(@from_states::text[]) AS from_state,
           unnest(@verdicts::text[]) AS verdict, unnest(@reasons::text[]) AS reason
) AS v
GROUP BY 1;

-- name: DispatchStart :one
-- tx1's writes after Prepare, in one statement (one round trip of the claim
-- transaction instead of three):
--   - The claimed nodes that got an intent (index i of @node_ids and @attempts is
--     intent i's node, at the attempt the intent was prepared at): READY -> SUBMITTING
--     at that attempt, one past the stored one, with tries counted, the dispatcher's
--     lease started and claimed_by set. This is the claim's write (NodeClaimReady
--     only locked them): fenced by the stored attempt and READY, so a node that is not
--     as the claim saw it is neither started nor given an intent, and the caller,
--     seeing fewer started than it sent, rolls the claim back. The audit row keeps
--     when the claim began (claimed_at: now() is the transaction's start).
--   - APPROVED -> EXECUTING for @starting, the claimed movements with a node that got an
--     intent or failed for good, each with its audit row and, when it has a callback
--     URL, its movement.executing callback (which wakes the callback dispatcher). The
--     claim holds these movement rows already.
--   - The intents of the nodes started, each with its audit row (the trail shows what
--     was about to be sent: lane, nonce, tx hash, external id). They come as parallel
--     arrays (index i of each is intent i). Arrays cannot carry a NULL from sqlc's
--     parameters, so the nullable columns use sentinels no real value takes: a nonce
--     of -1 (the column checks nonce >= 0) and an empty tx hash or external id (the
--     dispatcher never writes an empty one) stand for NULL; a nil signed tx is a NULL
--     element already, and a NULL payload gets the column's default. Not COPY, which
--     it was: for a batch's few rows a COPY costs two round trips and a setup of its
--     own.
-- Where the intents go: on their nodes (migration 00046) once every live instance
-- reads them there, and as rows of node_intents_past while an instance of the previous
-- release is live (a rolling upgrade): its readers join node_intents to their nodes, and
-- such a join reads every node that has an intent on its row, while every release reads
-- the past table by key. Either way is correct; this release reads both.
-- Returns the movements it moved and how many nodes it started. Every part takes empty
-- arrays. Data-modifying CTEs run whether or not the final SELECT reads them;
-- callback_wake is a plain SELECT, so the final SELECT reads it.
WITH mode AS MATERIALIZED (
    -- Live: as HeartbeatUpsert's replicas (not stopped, a tick within twice its interval).
    SELECT NOT EXISTS (SELECT 1 FROM worker_heartbeats h
                       WHERE NOT h.intents_on_nodes AND h.status <> 'stopped'
                         AND now() - h.last_tick_at <= make_interval(secs => h.expected_interval_seconds * 2)) AS on_node
), started AS (
    UPDATE movement_nodes n
    SET attempt       = c.attempt,
        tries         = n.tries + 1,
        node_state    = 'SUBMITTING',
        submitting_at = clock_timestamp(),
        last_error    = NULL,
        claimed_by    = @claimed_by::text,
        updated_at    = now(),
        -- The intent is the node's own: written with the start, before the side
        -- effect, in the same row. Otherwise the row keeps the intent it had.
        intent_id          = CASE WHEN mode.on_node THEN c.intent_id ELSE n.intent_id END,
        intent_attempt     = CASE WHEN mode.on_node THEN c.attempt ELSE n.intent_attempt END,
        intent_lane        = CASE WHEN mode.on_node THEN c.lane ELSE n.intent_lane END,
        intent_nonce       = CASE WHEN mode.on_node THEN nullif(c.nonce, -1) ELSE n.intent_nonce END,
        intent_payload     = CASE WHEN mode.on_node THEN coalesce(c.payload, '{}') ELSE n.intent_payload END,
        intent_signed_tx   = CASE WHEN mode.on_node THEN c.signed_tx ELSE n.intent_signed_tx END,
        intent_tx_hash     = CASE WHEN mode.on_node THEN nullif(c.tx_hash, '') ELSE n.intent_tx_hash END,
        intent_external_id = CASE WHEN mode.on_node THEN nullif(c.external_id, '') ELSE n.intent_external_id END,
        intent_state       = CASE WHEN mode.on_node THEN 'PREPARED' ELSE n.intent_state END,
        intent_created_at  = CASE WHEN mode.on_node THEN clock_timestamp() ELSE n.intent_created_at END,
        intent_updated_at  = CASE WHEN mode.on_node THEN now() ELSE n.intent_updated_at END
    FROM (SELECT unnest(@ids::uuid[]) AS intent_id, unnest(@node_ids::uuid[]) AS id, unnest(@attempts::int[]) AS attempt,
                 unnest(@lanes::text[]) AS lane, unnest(@nonces::bigint[]) AS nonce, unnest(@payloads::jsonb[]) AS payload,
                 unnest(@signed_txs::bytea[]) AS signed_tx, unnest(@tx_hashes::text[]) AS tx_hash,
                 unnest(@external_ids::text[]) AS external_id) AS c,
         mode
    -- READY, as a parameter: see NodeClaimReady.
    WHERE n.id = c.id AND n.attempt = c.attempt - 1 AND n.node_state = ANY(@node_states::text[])
    RETURNING n.id, n.attempt, mode.on_node, c.intent_id, c.lane AS intent_lane, nullif(c.nonce, -1) AS intent_nonce,
              coalesce(c.payload, '{}') AS intent_payload, c.signed_tx AS intent_signed_tx,
              nullif(c.tx_hash, '') AS intent_tx_hash, nullif(c.external_id, '') AS intent_external_id
), superseded AS (
    -- The intent of the node's previous attempt (a retry, a multi-phase node's next
    -- phase) keeps its own row when the new one takes its place on the node: read here
    -- as it was before this statement.
    INSERT INTO node_intents_past (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id,
                                   intent_state, created_at, updated_at)
    -- Looked up by key, node by node: a join could scan every node with an intent.
    SELECT p.intent_id, p.id, p.intent_attempt, p.intent_lane, p.intent_nonce, p.intent_payload, p.intent_signed_tx,
           p.intent_tx_hash, p.intent_external_id, p.intent_state, p.intent_created_at, p.intent_updated_at
    FROM started s
    CROSS JOIN LATERAL (SELECT * FROM movement_nodes m WHERE m.id = s.id) p
    WHERE s.on_node AND p.intent_id IS NOT NULL
), past AS (
    -- A previous release's instance is live: the intent is a row, as that release wrote it.
    INSERT INTO node_intents_past (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id)
    SELECT s.intent_id, s.id, s.attempt, s.intent_lane, s.intent_nonce, s.intent_payload, s.intent_signed_tx,
           s.intent_tx_hash, s.intent_external_id
    FROM started s
    WHERE NOT s.on_node
), moved AS (
    UPDATE movements r
    SET movement_state = 'EXECUTING', started_at = now(), updated_at = now()
    -- APPROVED, as a parameter: see NodeClaimReady.
    WHERE r.id = ANY(@starting::uuid[]) AND r.movement_state = ANY(@from_states::text[])
    RETURNING r.id, r.callback_url
), callback AS (
    INSERT INTO callback_outbox (movement_id, event_type, url, payload)
    SELECT moved.id, 'movement.executing', moved.callback_url, jsonb_build_object('movement_id', moved.id, 'state', 'EXECUTING')
    FROM moved WHERE callback_url IS NOT NULL
    RETURNING 1
), callback_wake AS (
    -- Wakes the callback dispatcher (notify.Callbacks) when a callback was queued.
    SELECT pg_notify('qtg_' || current_schema() || '_callbacks', '') FROM callback LIMIT 1
), audit AS (
    -- One batch for the statement: the movements started, the nodes started, then
    -- the intents written.
    INSERT INTO audit_batches (actor, events)
    SELECT @actor::text, jsonb_agg(a.event)
    FROM (
        SELECT audit_event('movement', moved.id::text, 'APPROVED->EXECUTING', '{}'::jsonb) AS event FROM moved
        UNION ALL
        SELECT audit_event('node', s.id::text, 'READY->SUBMITTING', jsonb_build_object('attempt', s.attempt, 'claimed_at', now()))
        FROM started s
        UNION ALL
        SELECT audit_event('node', w.id::text, 'INTENT',
                           jsonb_build_object('attempt', w.attempt, 'intent_id', w.intent_id, 'lane', w.intent_lane,
                                              'nonce', w.intent_nonce, 'tx_hash', w.intent_tx_hash, 'external_id', w.intent_external_id))
        FROM started w
    ) a
    HAVING count(*) > 0
)
SELECT coalesce((SELECT array_agg(id) FROM moved), '{}')::uuid[] AS moved,
       (SELECT count(*) FROM started)::int AS started,
       (SELECT count(*) FROM started WHERE intent_id IS NOT NULL)::int AS written
FROM (SELECT count(*) FROM callback_wake) AS w;

-- name: NodeListByMovement :many
SELECT *
FROM movement_nodes
WHERE movement_id = @movement_id
ORDER BY created_at, node_key;

-- name: EdgeListByMovement :many
SELECT *
FROM movement_plan_edges
WHERE movement_id = @movement_id;

-- name: NodeMarkContinue :one
-- A multi-phase executor finished one phase of the node's step (its side effect is
-- done and proven): SUBMITTED/OBSERVING -> READY with the phase's progress stored, so
-- the next dispatcher claim raises attempt (the fencing token of the next phase's
-- intent) and calls Prepare for the next phase. Fenced by attempt and the expected
-- states; the attempt's intent is CONFIRMED (its side effect happened); tries start
-- again for the new phase. The caller (the observer) holds the node and its movement
-- row, as every writer of a READY node must.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state          = 'READY',
        progress            = @progress::jsonb,
        -- Once value moved it stays moved: a later phase cannot take it back.
        value_moved         = n.value_moved OR @value_moved::bool,
        manual_execution    = false,
        tries               = 0,
        holds               = 0,
        next_try_at     = @next_try_at,
        next_observe_at     = NULL,
        observe_started_at  = NULL,
        pacing_phase        = NULL,
        retry_after_seconds = NULL,
        submitting_at       = NULL,
        last_error          = NULL,
        updated_at          = now(),
        -- The phase's intent is CONFIRMED with its node's write (migration 00046).
        intent_state        = CASE WHEN n.intent_attempt = @attempt::int AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                   THEN 'CONFIRMED' ELSE n.intent_state END,
        intent_updated_at   = CASE WHEN n.intent_attempt = @attempt::int AND n.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
                                   THEN now() ELSE n.intent_updated_at END
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state IN ('SUBMITTED', 'OBSERVING')
    RETURNING n.id, n.attempt, n.node_state, n.value_moved
), intents AS (
    -- An intent written as a row: by the previous release, or by DispatchStart while
    -- one of its instances was live (migration 00046).
    UPDATE node_intents_past i
    SET intent_state = 'CONFIRMED', updated_at = now()
    FROM moved
    WHERE i.node_id = moved.id AND i.attempt = moved.attempt AND i.intent_state NOT IN ('CONFIRMED', 'FAILED', 'ABANDONED')
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', moved.id::text, 'CONTINUE',
           jsonb_build_object('attempt', moved.attempt, 'progress', @progress::jsonb, 'value_moved', moved.value_moved,
                              'reason', sqlc.narg('reason')::text)
    FROM moved
)
SELECT count(*)::int FROM moved;

-- name: NodeListAwaitingDelivery :many
-- The stranded reaper's scan for nodes to park: nodes of the given executors in flight
-- (SUBMITTED/OBSERVING), in id order after @after_id, with the attempt they were at.
-- Locks nothing: the reaper locks each node (NodeLockForDeliveryCheck) before it reads
-- the node's delivery state. Served by the partial index movement_nodes_stranded.
SELECT n.id, n.attempt
FROM movement_nodes n
WHERE n.node_state IN ('SUBMITTED', 'OBSERVING')
  AND n.executor_key = ANY(@executor_keys::text[])
  AND n.id > @after_id
ORDER BY n.id
LIMIT @max_rows;

-- name: NodeListNeedsManualExecution :many
-- The stranded reaper's scan for parked nodes whose delivery may have happened since:
-- nodes of the given executors in NEEDS_MANUAL_EXECUTION, in id order after @after_id,
-- with their attempt. Locks nothing, as NodeListAwaitingDelivery. Served by the partial
-- index movement_nodes_manual (parked nodes are few: each one pages an operator).
SELECT n.id, n.attempt
FROM movement_nodes n
WHERE n.node_state = 'NEEDS_MANUAL_EXECUTION'
  AND n.executor_key = ANY(@executor_keys::text[])
  AND n.id > @after_id
ORDER BY n.id
LIMIT @max_rows;

-- name: NodeLockForDeliveryCheck :one
-- The stranded reaper's lock on one node before it reads the node's delivery state:
-- the node still at @attempt in one of @node_states, with that attempt's intent (read,
-- not locked). Locks: the node row FOR UPDATE SKIP LOCKED, held until the reaper's
-- transaction for this node ends: through one CheckStranded (bounded by the executor's
-- RPC timeout) and the write that follows it (NodeMarkNeedsManualExecution or
-- NodeResumeObserving). A node another worker holds (an observer's claim, a verdict
-- being applied) is skipped, not waited for: no row, and the reaper asks again on its
-- next pass. No movement row is taken: moving a node between OBSERVING and
-- NEEDS_MANUAL_EXECUTION neither ends it nor releases anything, and a holder of this
-- node row never waits for another row.
SELECT sqlc.embed(n), p.id AS past_intent_id, p.lane AS past_intent_lane, p.nonce AS past_intent_nonce,
       p.payload AS past_intent_payload, p.signed_tx AS past_intent_signed_tx, p.tx_hash AS past_intent_tx_hash,
       p.external_id AS past_intent_external_id, p.intent_state AS past_intent_state,
       p.created_at AS past_intent_created_at, p.updated_at AS past_intent_updated_at
FROM movement_nodes n
-- The current attempt's intent is on the node (n.intent_*), or in node_intents_past
-- when it was written as a row (DispatchStart while a previous release's instance was
-- live, or that release's dispatcher; migration 00046).
LEFT JOIN node_intents_past p ON p.node_id = n.id AND p.attempt = n.attempt
WHERE n.id = @id AND n.attempt = @attempt AND n.node_state = ANY(@node_states::text[])
FOR UPDATE OF n SKIP LOCKED;

-- name: NodeMarkNeedsManualExecution :one
-- SUBMITTED/OBSERVING -> NEEDS_MANUAL_EXECUTION at @attempt, with the reason as the
-- node's last error; audited with the reason and the manual step. The caller holds the
-- node row (NodeLockForDeliveryCheck) and read the delivery state under that lock.
-- Nothing claims a node in NEEDS_MANUAL_EXECUTION; an approved manual_execution
-- verdict puts it back to READY (VerdictApplyManualExecution), and a delivery found
-- meanwhile back to OBSERVING (NodeResumeObserving).
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state      = 'NEEDS_MANUAL_EXECUTION',
        last_error      = @reason::text,
        next_observe_at = NULL,
        pacing_phase    = NULL,
        updated_at      = now()
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state IN ('SUBMITTED', 'OBSERVING')
    RETURNING n.id, n.attempt, n.node_state
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', moved.id::text, 'NEEDS_MANUAL_EXECUTION',
           jsonb_build_object('attempt', moved.attempt, 'reason', @reason::text, 'action', @manual_action::text)
    FROM moved
)
SELECT count(*)::bigint FROM moved;

-- name: NodeResumeObserving :one
-- NEEDS_MANUAL_EXECUTION -> OBSERVING at @attempt: the parked node's delivery happened
-- after all (someone executed the message), so the observer takes it back, due now, on
-- a fresh observation clock (it may have been parked past its lane's fatal deadline),
-- and completes it. Audited with the reason. The caller holds the node row
-- (NodeLockForDeliveryCheck) and read the delivery under that lock.
WITH moved AS (
    UPDATE movement_nodes n
    SET node_state         = 'OBSERVING',
        last_error         = NULL,
        next_observe_at    = now(),
        observe_started_at = now(),
        pacing_phase       = NULL,
        updated_at         = now()
    WHERE n.id = @id AND n.attempt = @attempt AND n.node_state = 'NEEDS_MANUAL_EXECUTION'
    RETURNING n.id, n.attempt
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'node', moved.id::text, 'NEEDS_MANUAL_EXECUTION->OBSERVING',
           jsonb_build_object('attempt', moved.attempt, 'reason', @reason::text)
    FROM moved
)
SELECT count(*)::bigint FROM moved;

-- name: NodeCountNeedsManualExecution :one
-- For the qtg_nodes_needing_manual_execution gauge (partial index movement_nodes_manual).
SELECT count(*)::bigint FROM movement_nodes WHERE node_state = 'NEEDS_MANUAL_EXECUTION';
