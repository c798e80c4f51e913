-- Expiration sidecars: movements not started before expires_at, and template proposals
-- not approved before proposal_expires_at. Their claims (MovementClaimExpired,
-- TemplateClaimExpiredProposals) live with their tables; these are the transitions the
-- claiming transaction applies.

-- name: MovementExpire :many
-- PENDING_APPROVAL/APPROVED/EXECUTING -> EXPIRED for movements the caller claimed with
-- MovementClaimExpired in this transaction (it holds their rows until commit) and that
-- never started a node; nodes that never started become CANCELLED, and the audit (one
-- row for the movement, one per cancelled node) and callback rows are written in the
-- same statement. Compare-and-set on state and deadline. A node leaves READY only
-- under a dispatcher claim that holds the movement row, and every prepared side effect
-- leaves an intent row, so "no node past READY and no intent" under the row lock
-- means no side effect was ever attempted. EXECUTING qualifies when the dispatcher
-- held every node back (executor DOWN, a preflight refusal): it must not stay stuck.
WITH prior AS (
    SELECT r.id, r.movement_state
    FROM movements r
    WHERE r.id = ANY(@ids::uuid[])
), expired AS (
    UPDATE movements r
    SET movement_state  = 'EXPIRED',
        failure_reason = 'not started before its deadline',
        finished_at    = now(),
        updated_at     = now()
    FROM prior
    WHERE r.id = prior.id
      AND r.movement_state IN ('PENDING_APPROVAL', 'APPROVED', 'EXECUTING')
      AND r.expires_at <= coalesce(sqlc.narg('now')::timestamptz, now())
      AND NOT EXISTS (SELECT 1 FROM movement_nodes n
                      WHERE n.movement_id = r.id AND n.node_state NOT IN ('PENDING', 'READY', 'CANCELLED'))
      AND NOT EXISTS (SELECT 1 FROM movement_nodes n
                      CROSS JOIN LATERAL (SELECT 1 FROM node_intents i WHERE i.node_id = n.id LIMIT 1) i
                      WHERE n.movement_id = r.id)
    RETURNING r.id, prior.movement_state AS from_state, r.expires_at, r.callback_url
), nodes AS (
    UPDATE movement_nodes n
    SET node_state = 'CANCELLED', finished_at = now(), updated_at = now()
    FROM expired
    WHERE n.movement_id = expired.id AND n.node_state IN ('PENDING', 'READY')
    RETURNING n.id
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'movement', expired.id::text, expired.from_state || '->EXPIRED',
           jsonb_build_object('expires_at', expired.expires_at)
    FROM expired
    UNION ALL
    SELECT @actor::text, 'node', nodes.id::text, '->CANCELLED', jsonb_build_object('cause', 'movement expired')
    FROM nodes
), callback AS (
    INSERT INTO callback_outbox (movement_id, event_type, url, payload)
    SELECT expired.id, 'movement.expired', expired.callback_url, jsonb_build_object('movement_id', expired.id, 'state', 'EXPIRED')
    FROM expired WHERE expired.callback_url IS NOT NULL
    RETURNING 1
), callback_wake AS (
    -- Wakes the callback dispatcher (notify.Callbacks) when a callback was queued.
    SELECT pg_notify('qtg_' || current_schema() || '_callbacks', '') FROM callback LIMIT 1
)
SELECT id, from_state FROM expired WHERE (SELECT count(*) FROM callback_wake) >= 0;

-- name: TemplateExpireProposals :many
-- PROPOSED -> EXPIRED for proposals the caller claimed with TemplateClaimExpiredProposals
-- in this transaction (it holds their rows until commit), audited in the same statement.
-- Compare-and-set on state and deadline.
WITH expired AS (
    UPDATE movement_templates t
    SET template_state  = 'EXPIRED',
        decided_by      = @actor::text,
        decision_reason = 'proposal not approved before its deadline',
        updated_at      = now()
    WHERE t.id = ANY(@ids::uuid[])
      AND t.template_state = 'PROPOSED'
      AND t.proposal_expires_at <= coalesce(sqlc.narg('now')::timestamptz, now())
    RETURNING t.id, t.name, t.version, t.proposal_expires_at
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'template', expired.id::text, 'PROPOSED->EXPIRED',
           jsonb_build_object('name', expired.name, 'version', expired.version,
                              'proposal_expires_at', expired.proposal_expires_at)
    FROM expired
)
SELECT id, name, version FROM expired;
