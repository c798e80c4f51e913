-- name: CallbackClaimDue :many
-- callback-dispatcher claim. Locks: FOR UPDATE (SKIP LOCKED) on up to @max_rows due,
-- undelivered rows, held through the HTTP delivery (bounded by its timeout) and the
-- commit of the outcome, so two dispatchers never deliver the same row at once.
SELECT *
FROM callback_outbox
WHERE callback_state = 'PENDING'
  AND next_attempt_at <= coalesce(sqlc.narg('now')::timestamptz, now())
ORDER BY next_attempt_at
LIMIT @max_rows
FOR UPDATE SKIP LOCKED;
