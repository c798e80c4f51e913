-- Turns of exchange withdrawal lanes (migration 00025): a lane lets one create through
-- per interval, whichever dispatcher replica or recovery asks.

-- name: WithdrawPaceTake :one
-- Takes the lane's turn when its last create is at least spacing_seconds old on the
-- statement's clock, and stamps it with that clock and node_id. Locks the lane row
-- until the caller's transaction ends (the dispatcher's claim transaction; or only the
-- statement, on the pool), SKIP LOCKED: a row another transaction holds is a turn being
-- taken right now, so this statement takes nothing and never waits for it. A row
-- another taker committed after this statement began is re-read (FOR UPDATE) and its
-- new time decides. No row: not the caller's turn, or no such lane yet
-- (WithdrawPaceInit).
WITH lane AS (
    SELECT w.pace_key
    FROM withdraw_pacing w
    WHERE w.pace_key = @pace_key
      AND w.last_create_at <= clock_timestamp() - make_interval(secs => @spacing_seconds::float8)
    FOR UPDATE SKIP LOCKED
)
UPDATE withdraw_pacing p
SET last_create_at = clock_timestamp(), node_id = @node_id
FROM lane
WHERE p.pace_key = lane.pace_key
RETURNING p.last_create_at;

-- name: WithdrawPaceInit :exec
-- Creates a lane on its first use; a concurrent creator wins harmlessly. Run in the
-- taker's transaction, it waits only while another transaction that inserted the same
-- lane has not ended (a lane's first use only); should two claim transactions create two
-- lanes in opposite orders, PostgreSQL ends the deadlock by failing one statement, which
-- Prepare's savepoint rolls back: that node is held back and tries again.
INSERT INTO withdraw_pacing (pace_key)
VALUES (@pace_key)
ON CONFLICT (pace_key) DO NOTHING;

-- name: WithdrawPaceGet :one
-- The lane's last create, read without locks: when a refused taker's turn comes.
SELECT * FROM withdraw_pacing WHERE pace_key = @pace_key;
