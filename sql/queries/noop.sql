-- The noop executor's stand-in for the outside world (services/internal/executor/noop):
-- side effects keyed by the attempt's token, observation records and crash-test markers.

-- name: NoopClock :one
-- The database's clock, so observation records compare on one clock across processes.
SELECT clock_timestamp()::timestamptz AS now;

-- name: NoopObserve :one
-- Records one Observe call (started at @started_at, or now when null) and returns how
-- many the node has had, this one included.
WITH ins AS (
    INSERT INTO noop_observations (node_id, observer, started_at, ended_at)
    VALUES (@node_id, @observer, coalesce(sqlc.narg('started_at')::timestamptz, clock_timestamp()), clock_timestamp())
)
SELECT count(*)::int AS polls FROM noop_observations o WHERE o.node_id = @node_id;

-- name: NoopWrite :one
-- Stores the row of the token (node, attempt) unless it has one, and returns whether
-- the token's row, old or new, is a fence. Concurrent writes of one token serialise on
-- the unique key: the later insert waits for the earlier one's commit, cannot see that
-- row (its snapshot is older) and returns no row, which its caller takes as ambiguous.
WITH ins AS (
    INSERT INTO noop_side_effects (node_id, attempt, idempotency_key, fenced)
    VALUES (@node_id, @attempt, @idempotency_key, @fenced)
    ON CONFLICT (node_id, attempt) DO NOTHING
    RETURNING fenced
)
SELECT ins.fenced FROM ins
UNION ALL
SELECT s.fenced FROM noop_side_effects s WHERE s.node_id = @node_id AND s.attempt = @attempt AND NOT EXISTS (SELECT 1 FROM ins);

-- name: NoopWriteMany :many
-- NoopWrite for many side effects (never fences) in one statement: stores each token's
-- row unless it has one, and returns every token whose row, old or new, it can see,
-- with whether that row is a fence. A token missing from the answer has a row that a
-- concurrent transaction committed after this statement began (it waited for it on the
-- unique key): its caller does not know what that row says and must treat its write as
-- ambiguous.
WITH req AS (
    SELECT unnest(@node_ids::uuid[]) AS node_id, unnest(@attempts::int[]) AS attempt,
           unnest(@idempotency_keys::text[]) AS idempotency_key
), ins AS (
    INSERT INTO noop_side_effects (node_id, attempt, idempotency_key, fenced)
    SELECT req.node_id, req.attempt, req.idempotency_key, false FROM req
    ON CONFLICT (node_id, attempt) DO NOTHING
    RETURNING node_id, attempt, fenced
)
SELECT ins.node_id, ins.attempt, ins.fenced FROM ins
UNION ALL
SELECT s.node_id, s.attempt, s.fenced
FROM req JOIN noop_side_effects s ON s.node_id = req.node_id AND s.attempt = req.attempt
WHERE NOT EXISTS (SELECT 1 FROM ins WHERE ins.node_id = req.node_id AND ins.attempt = req.attempt);

-- name: NoopMark :exec
-- Records that a node reached a crash-test point in process @pid.
INSERT INTO noop_markers (node_id, point, pid) VALUES (@node_id, @point, @pid);
