-- name: TemplateClaimExpiredProposals :many
-- template-proposal-expiration claim. Locks: FOR UPDATE (SKIP LOCKED) on up to @max_rows
-- proposals past their deadline, held until the caller has expired them.
SELECT *
FROM movement_templates
WHERE template_state = 'PROPOSED'
  AND proposal_expires_at <= coalesce(sqlc.narg('now')::timestamptz, now())
ORDER BY proposal_expires_at
LIMIT @max_rows
FOR UPDATE SKIP LOCKED;

-- name: TemplateInsert :exec
-- Stores a proposal and audits it in the same statement, with the definition hash its
-- approver will have to echo.
WITH proposed AS (
    INSERT INTO movement_templates (id, name, version, definition, definition_hash, template_state,
                                    proposed_by, proposal_expires_at)
    VALUES (@id, @name, @version, @definition, @definition_hash, 'PROPOSED', @proposed_by, sqlc.narg('proposal_expires_at'))
    RETURNING id, name, version, definition_hash, proposed_by, proposal_expires_at
)
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
SELECT proposed.proposed_by, 'template', proposed.id::text, '->PROPOSED',
       jsonb_build_object('name', proposed.name, 'version', proposed.version,
                          'definition_hash', encode(proposed.definition_hash, 'hex'),
                          'proposal_expires_at', proposed.proposal_expires_at)
FROM proposed;

-- name: TemplateLockForProposal :exec
-- Locks: this network's movement_templates in SHARE ROW EXCLUSIVE mode, waiting, held
-- until the caller's transaction ends, so two proposals cannot read the same next
-- version number (the mode conflicts with itself and with every writer of the table;
-- readers go on). Proposals are rare and their transaction short. It locks this
-- schema's table, which only this network's role may lock: the database-wide advisory
-- key it replaces could be held by the other network's role (docs/security.md).
LOCK TABLE movement_templates IN SHARE ROW EXCLUSIVE MODE;

-- name: TemplateNextVersion :one
SELECT coalesce(max(version), 0)::int + 1 FROM movement_templates WHERE name = @name;

-- name: TemplateApprove :one
-- PROPOSED -> ACTIVE, compare-and-set with four eyes and the definition hash the
-- approver saw.
WITH approved AS (
    UPDATE movement_templates t
    SET template_state = 'ACTIVE', approved_by = @approved_by::text, decided_by = @approved_by::text, updated_at = now()
    WHERE t.id = @id AND t.template_state = 'PROPOSED' AND t.proposed_by <> @approved_by
      AND t.definition_hash = @definition_hash
      AND (t.proposal_expires_at IS NULL OR t.proposal_expires_at > now())
    RETURNING t.id, t.name, t.version, t.definition_hash
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @approved_by, 'template', approved.id::text, 'PROPOSED->ACTIVE',
           jsonb_build_object('name', approved.name, 'version', approved.version,
                              'definition_hash', encode(approved.definition_hash, 'hex'))
    FROM approved
)
SELECT id FROM approved;

-- name: TemplateGet :one
SELECT * FROM movement_templates WHERE id = @id;

-- name: TemplateGetActive :one
-- The newest ACTIVE version of a template, or the given version when it is ACTIVE.
SELECT *
FROM movement_templates
WHERE name = @name AND template_state = 'ACTIVE'
  AND (sqlc.narg('version')::int IS NULL OR version = sqlc.narg('version')::int)
ORDER BY version DESC
LIMIT 1;

-- name: TemplateReject :one
-- PROPOSED -> REJECTED, compare-and-set.
WITH rejected AS (
    UPDATE movement_templates t
    SET template_state = 'REJECTED', decided_by = @decided_by::text, decision_reason = sqlc.narg('reason'), updated_at = now()
    WHERE t.id = @id AND t.template_state = 'PROPOSED'
    RETURNING t.id, t.name, t.version
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @decided_by::text, 'template', rejected.id::text, 'PROPOSED->REJECTED',
           jsonb_build_object('name', rejected.name, 'version', rejected.version, 'reason', sqlc.narg('reason')::text)
    FROM rejected
)
SELECT id FROM rejected;

-- name: TemplateList :many
SELECT *
FROM movement_templates
WHERE (sqlc.narg('name')::text IS NULL OR name = sqlc.narg('name')::text)
  AND (coalesce(cardinality(@states::text[]), 0) = 0 OR template_state = ANY(@states::text[]))
ORDER BY name, version DESC
LIMIT 1000;

-- name: TemplateListPage :many
-- A keyset page of templates in (name, version DESC) order, strictly after
-- (after_name, after_version) when given (ListTemplates is paged). Takes no
-- locks.
SELECT *
FROM movement_templates
WHERE (sqlc.narg('name')::text IS NULL OR name = sqlc.narg('name')::text)
  AND (coalesce(cardinality(@states::text[]), 0) = 0 OR template_state = ANY(@states::text[]))
  AND (sqlc.narg('after_name')::text IS NULL
       OR name > sqlc.narg('after_name')::text
       OR (name = sqlc.narg('after_name')::text AND version < sqlc.narg('after_version')::integer))
ORDER BY name, version DESC
LIMIT @max_rows;

-- name: TemplateGetByVersion :one
SELECT * FROM movement_templates WHERE name = @name AND version = @version;

-- name: TemplateRequestRetire :one
-- ACTIVE, retirement not yet asked -> ACTIVE with retire_requested_by, compare-and-set;
-- audited. The first of the two operators a retirement needs.
WITH requested AS (
    UPDATE movement_templates t
    SET retire_requested_by = @requested_by::text, retire_requested_at = now(),
        retire_reason = sqlc.narg('reason')::text, updated_at = now()
    WHERE t.id = @id AND t.template_state = 'ACTIVE' AND t.retire_requested_by IS NULL
    RETURNING t.id, t.name, t.version
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @requested_by::text, 'template', requested.id::text, 'ACTIVE->RETIRE_REQUESTED',
           jsonb_build_object('name', requested.name, 'version', requested.version, 'reason', sqlc.narg('reason')::text)
    FROM requested
)
SELECT id FROM requested;

-- name: TemplateRetire :one
-- ACTIVE (retirement asked by another operator) -> RETIRED, compare-and-set with four
-- eyes; audited. Its row lock waits for creates holding the version FOR SHARE
-- (MovementInsert).
WITH retired AS (
    UPDATE movement_templates t
    SET template_state = 'RETIRED', retired_by = @retired_by::text, retired_at = now(),
        decided_by = @retired_by::text, updated_at = now()
    WHERE t.id = @id AND t.template_state = 'ACTIVE'
      AND t.retire_requested_by IS NOT NULL AND t.retire_requested_by <> @retired_by::text
    RETURNING t.id, t.name, t.version, t.retire_requested_by
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @retired_by::text, 'template', retired.id::text, 'ACTIVE->RETIRED',
           jsonb_build_object('name', retired.name, 'version', retired.version,
                              'requested_by', retired.retire_requested_by)
    FROM retired
)
SELECT id FROM retired;
