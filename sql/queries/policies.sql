-- Treasury policies (docs/policy.md; migration 00036): versioned documents, proposed by
-- one operator and approved by another. Each write is a compare-and-set; its audit row
-- is written by the caller in the same transaction.

-- name: PolicyPropose :one
-- Stores the next version as PROPOSED. Two proposals at once may pick the same number:
-- the second fails on the primary key (db.ErrConflict) and the caller tries again.
INSERT INTO policies (version, document, document_sha256, document_text, proposed_by, reason, proposed_at)
SELECT coalesce(max(version), 0) + 1, @document::jsonb, @document_sha256::bytea, @document_text::text,
       @proposed_by::text, @reason::text, coalesce(sqlc.narg('now')::timestamptz, now())
FROM policies
RETURNING *;

-- name: PolicyLock :one
-- Locks: FOR UPDATE on one version's row, waiting, until the approval or rejection's
-- transaction ends, so two decisions on one proposal run one after the other.
SELECT * FROM policies WHERE version = @version FOR UPDATE;

-- name: PolicySupersede :many
-- The ACTIVE version (if any) becomes SUPERSEDED, in the transaction that activates
-- the next one (PolicyActivate), so at most one is ever ACTIVE (policies_one_active).
UPDATE policies
SET state = 'SUPERSEDED', superseded_at = coalesce(sqlc.narg('now')::timestamptz, now())
WHERE state = 'ACTIVE'
RETURNING version;

-- name: PolicyActivate :one
-- PROPOSED -> ACTIVE, compare-and-set on state, the document's hash (the approver
-- approves what they saw), four eyes (not the proposer), and no later version ever
-- active (an older proposal cannot replace a newer policy). No row: one of those
-- failed (the caller reads the row to say which).
UPDATE policies p
SET state = 'ACTIVE', approved_by = @approved_by::text, approved_at = coalesce(sqlc.narg('now')::timestamptz, now())
WHERE p.version = @version AND p.state = 'PROPOSED' AND p.proposed_by <> @approved_by::text
  AND p.document_sha256 = @document_sha256::bytea
  AND NOT EXISTS (SELECT 1 FROM policies later WHERE later.version > p.version AND later.state IN ('ACTIVE', 'SUPERSEDED'))
RETURNING *;

-- name: PolicyReject :one
-- PROPOSED -> REJECTED, compare-and-set. Any operator may reject, the proposer too
-- (withdrawing it): refusing takes no second person.
UPDATE policies
SET state = 'REJECTED', rejected_by = @rejected_by::text, rejected_at = coalesce(sqlc.narg('now')::timestamptz, now()),
    reject_reason = @reject_reason::text
WHERE version = @version AND state = 'PROPOSED'
RETURNING *;

-- name: PolicyGet :one
SELECT * FROM policies WHERE version = @version;

-- name: PolicyGetActive :one
-- The ACTIVE version (the partial unique index): what a create is judged by.
SELECT * FROM policies WHERE state = 'ACTIVE';

-- name: PolicyList :many
-- Every version, newest first, keyset-paged by version (0: from the newest).
SELECT * FROM policies
WHERE (@before_version::int = 0 OR version < @before_version::int)
ORDER BY version DESC
LIMIT @max_rows::int;
