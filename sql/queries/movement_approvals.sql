-- Approvals of movements that need more than one (docs/policy.md, "Approvals";
-- migration 00036). MovementApprove (movements.sql) stays the path of movements that
-- need one approval and writes no row here; a movement whose policy requires more is
-- approved in a transaction of its own: MovementLockForApproval, then
-- MovementApprovalRecord, then MovementApproveCounted once the count is reached.

-- name: MovementLockForApproval :one
-- Locks: FOR UPDATE on the movement row, waiting, until the approval's transaction
-- ends, so approvals of one movement are counted one after the other and exactly one
-- of them moves it to APPROVED.
SELECT * FROM movements WHERE id = @id FOR UPDATE;

-- name: MovementApprovalRecord :one
-- Records one approver's approval of the plan hash (a principal approves a movement
-- once: a repeat inserts nothing and is not audited again), audited as
-- MOVEMENT_APPROVAL_RECORDED with the count so far and the count required. Returns
-- whether it recorded one and the count. The caller holds the movement row
-- (MovementLockForApproval) and has checked the approver may approve it; the insert
-- checks it again (never the creator, only an allowed approver, only the plan's hash),
-- so the rule holds in the database whatever the caller checked.
WITH ins AS (
    INSERT INTO movement_approvals (movement_id, approver, plan_hash, approved_at)
    SELECT m.id, @approver::text, @plan_hash::bytea, coalesce(sqlc.narg('now')::timestamptz, now())
    FROM movements m
    WHERE m.id = @movement_id::uuid AND m.created_by <> @approver::text AND m.plan_hash = @plan_hash::bytea
      AND (m.approvers_allowed IS NULL OR @approver::text = ANY(m.approvers_allowed))
    ON CONFLICT DO NOTHING
    RETURNING movement_id
), counted AS (
    -- The statement's snapshot does not see its own insert: add it.
    SELECT (SELECT count(*) FROM movement_approvals WHERE movement_id = @movement_id::uuid)
           + (SELECT count(*) FROM ins) AS n
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @approver::text, 'movement', ins.movement_id::text, 'MOVEMENT_APPROVAL_RECORDED',
           jsonb_build_object('count', counted.n, 'required', @required::int, 'plan_hash', encode(@plan_hash::bytea, 'hex'))
    FROM ins, counted
)
SELECT (SELECT count(*) FROM ins) > 0 AS recorded, counted.n::int AS approvals FROM counted;

-- name: MovementApprovalList :many
-- A movement's approvals so far, oldest first (live movements, then the archive).
SELECT a.approver, a.approved_at FROM movement_approvals a WHERE a.movement_id = @movement_id::uuid
UNION ALL
SELECT z.approver, z.approved_at FROM movement_approvals_archive z WHERE z.movement_id = @movement_id::uuid
ORDER BY 2, 1;

-- name: MovementApproveCounted :one
-- PENDING_APPROVAL -> APPROVED once the movement has its required approvals of its
-- plan hash, as MovementApprove does it: the root nodes READY, the transition audited, the
-- movement.approved callback queued, in one statement; approved_by is the approver
-- whose approval completed the count. Compare-and-set on state, deadline, plan hash,
-- four eyes and the count. No row: not (yet) approved. The caller holds the movement
-- row and hints the dispatchers after the commit.
WITH approved AS (
    UPDATE movements r
    SET movement_state = 'APPROVED', approved_by = @approver::text, approved_at = now(), updated_at = now()
    WHERE r.id = @id::uuid AND r.movement_state = ANY(@from_states::text[])
      AND r.plan_hash = @plan_hash::bytea AND r.created_by <> @approver::text
      AND (r.expires_at IS NULL OR r.expires_at > now())
      -- Only approvals that count: of this plan, not by the creator, by an allowed
      -- approver (MovementApprovalRecord writes no other, and this does not trust it).
      AND (SELECT count(*) FROM movement_approvals a
           WHERE a.movement_id = r.id AND a.plan_hash = r.plan_hash AND a.approver <> r.created_by
             AND (r.approvers_allowed IS NULL OR a.approver = ANY(r.approvers_allowed))) >= r.approvals_required
    RETURNING r.*
), nodes AS (
    -- The roots only, as in MovementApprove.
    UPDATE movement_nodes n
    SET node_state = 'READY', updated_at = now()
    FROM approved
    WHERE n.movement_id = approved.id AND n.node_state = ANY(@node_from_states::text[]) AND n.pending_parents = 0
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT approved.approved_by, 'movement', approved.id::text, 'PENDING_APPROVAL->APPROVED',
           jsonb_build_object('plan_hash', encode(approved.plan_hash, 'hex'), 'approvals', approved.approvals_required)
    FROM approved
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
