-- name: CallbackClaimDue :many
-- callback-dispatcher claim. Locks: FOR UPDATE (SKIP LOCKED) on up to @max_rows due,
-- undelivered rows, held through the HTTP delivery (bounded by its timeout) and the
-- commit of the outcome, so two dispatchers never deliver the same row at once.
SELECT *
FROM callback_outbox
WHERE callback_state = 'PENDING'
  AND next_try_at <= coalesce(sqlc.narg('now')::timestamptz, now())
ORDER BY next_try_at
LIMIT @max_rows
FOR UPDATE SKIP LOCKED;

-- name: CallbackMarkDelivered :exec
-- The receiver answered 2xx. The caller holds the row (CallbackClaimDue) in the same
-- transaction; the compare-and-set on PENDING makes a late write harmless anyway.
UPDATE callback_outbox
SET callback_state = 'DELIVERED',
    tries       = tries + 1,
    last_status    = @status::int,
    last_error     = NULL,
    delivered_at   = now(),
    updated_at     = now()
WHERE id = @id AND callback_state = 'PENDING';

-- name: CallbackMarkFailed :one
-- A failed delivery attempt, recorded while the caller holds the row (CallbackClaimDue):
-- PENDING again at @next_try_at, or DEAD (a dead letter, audited) when @dead.
WITH failed AS (
    UPDATE callback_outbox c
    SET callback_state  = CASE WHEN @dead::boolean THEN 'DEAD' ELSE 'PENDING' END,
        tries        = c.tries + 1,
        next_try_at = @next_try_at,
        last_status     = sqlc.narg('status')::int,
        last_error      = @last_error::text,
        updated_at      = now()
    WHERE c.id = @id AND c.callback_state = 'PENDING'
    RETURNING c.id, c.movement_id, c.event_type, c.tries, c.callback_state
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'callback', failed.id::text, 'PENDING->DEAD',
           jsonb_build_object('movement_id', failed.movement_id, 'event_type', failed.event_type,
                              'tries', failed.tries, 'error', @last_error::text)
    FROM failed WHERE failed.callback_state = 'DEAD'
)
SELECT callback_state FROM failed;

-- name: CallbackListDead :many
-- Dead letters for operators, most recently failed first, keyset-paginated on
-- (updated_at, id): pass both before_* values of the last row of the previous page.
-- Served by the partial index callback_outbox_dead.
SELECT *
FROM callback_outbox
WHERE callback_state = 'DEAD'
  AND (sqlc.narg('movement_id')::uuid IS NULL OR movement_id = sqlc.narg('movement_id')::uuid)
  AND (sqlc.narg('before_updated_at')::timestamptz IS NULL
       OR (updated_at, id) < (sqlc.narg('before_updated_at')::timestamptz, sqlc.narg('before_id')::uuid))
ORDER BY updated_at DESC, id DESC
LIMIT @max_rows;

-- name: CallbackRetryDead :one
-- DEAD -> PENDING by an operator: tries reset and due at once, audited. Compare-and-set
-- on DEAD, so retrying twice, or retrying a row that is not dead, changes nothing (no row).
-- Takes the row lock only for this statement; a dead row is never claimed, so nobody
-- else holds it.
WITH retried AS (
    UPDATE callback_outbox c
    SET callback_state  = 'PENDING',
        tries        = 0,
        next_try_at = now(),
        updated_at      = now()
    WHERE c.id = @id AND c.callback_state = 'DEAD'
    RETURNING c.*
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'callback', retried.id::text, 'DEAD->PENDING',
           jsonb_build_object('movement_id', retried.movement_id, 'event_type', retried.event_type)
    FROM retried
), callback_wake AS (
    -- Wakes the callback dispatcher (notify.Callbacks): the row is due now.
    SELECT pg_notify('qtg_' || current_schema() || '_callbacks', '') FROM retried LIMIT 1
)
SELECT * FROM retried WHERE (SELECT count(*) FROM callback_wake) >= 0;

-- name: CallbackGet :one
SELECT * FROM callback_outbox WHERE id = @id;
