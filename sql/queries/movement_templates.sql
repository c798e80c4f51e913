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
