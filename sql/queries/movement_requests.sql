-- name: RequestClaimExpired :many
-- expiration-checker claim. Locks: FOR UPDATE (SKIP LOCKED) on up to @max_rows requests
-- that have not started and are past expires_at, held until the caller has expired them
-- and cancelled their nodes in the same transaction.
SELECT *
FROM movement_requests
WHERE request_state IN ('PENDING_APPROVAL', 'APPROVED')
  AND expires_at IS NOT NULL
  AND expires_at <= coalesce(sqlc.narg('now')::timestamptz, now())
ORDER BY expires_at
LIMIT @max_rows
FOR UPDATE SKIP LOCKED;
