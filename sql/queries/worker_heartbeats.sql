-- name: HeartbeatUpsert :many
-- One upsert per tick per worker instance. Only unindexed columns change, so the
-- update is HOT and never touches an index (docs/design.md §7). Returns, in the same
-- round trip, the worker's other live instances in instance order — those whose last
-- heartbeat said live and is younger than twice its expected interval — so that each
-- replica knows its turn for wake-up hints (notify.Subscription.SetShare). A gated
-- instance (status 'gated', MG_WORKERS_ENABLED off) is no replica: it takes no hint.
WITH beat AS (
INSERT INTO worker_heartbeats (
    worker_name, instance_id, tier, status, started_at, last_tick_at,
    expected_interval_seconds, consecutive_errors, last_error, version, intents_on_nodes
) VALUES (
    @worker_name, @instance_id, @tier, @status, @started_at,
    coalesce(sqlc.narg('now')::timestamptz, now()),
    @expected_interval_seconds, @consecutive_errors, sqlc.narg('last_error'), sqlc.narg('version'),
    -- This release reads a node's intent on its row (migration 00046, DispatchStart).
    true
)
ON CONFLICT (worker_name, instance_id) DO UPDATE SET
    tier                      = excluded.tier,
    status                    = excluded.status,
    started_at                = excluded.started_at,
    last_tick_at              = excluded.last_tick_at,
    expected_interval_seconds = excluded.expected_interval_seconds,
    consecutive_errors        = excluded.consecutive_errors,
    last_error                = excluded.last_error,
    version                   = excluded.version,
    intents_on_nodes          = true
-- A heartbeat that was in flight at shutdown must not revive a row already marked
-- stopped.
WHERE worker_heartbeats.status <> 'stopped' OR excluded.status = 'stopped'
RETURNING 1
)
SELECT p.instance_id
FROM worker_heartbeats p
WHERE p.worker_name = @worker_name
  AND p.instance_id <> @instance_id
  AND p.status = 'live'
  AND coalesce(sqlc.narg('now')::timestamptz, now()) - p.last_tick_at <= make_interval(secs => p.expected_interval_seconds * 2)
ORDER BY p.instance_id;

-- name: HeartbeatListStalled :many
-- The stalled-worker query (docs/design.md §4): any instance whose last tick is older than twice its
-- expected interval. Stopped instances said goodbye and are not stalled; instances
-- stalled for longer than @gone_after_seconds are gone (killed and never back) and not
-- stalled either.
SELECT *
FROM worker_heartbeats
WHERE status <> 'stopped'
  AND coalesce(sqlc.narg('now')::timestamptz, now()) - last_tick_at
      > make_interval(secs => expected_interval_seconds * 2)
  AND coalesce(sqlc.narg('now')::timestamptz, now()) - last_tick_at
      <= make_interval(secs => expected_interval_seconds * 2 + @gone_after_seconds::float8)
ORDER BY worker_name, instance_id;

-- name: HeartbeatPrune :execrows
-- Deletes the rows of instances stopped, or stalled (hence gone), for longer than
-- @older_than_seconds. A plain DELETE on a small table; a late heartbeat of a pruned
-- instance simply inserts its row again.
DELETE FROM worker_heartbeats
WHERE (status = 'stopped' AND now() - last_tick_at > make_interval(secs => @older_than_seconds::float8))
   OR now() - last_tick_at > make_interval(secs => expected_interval_seconds * 2 + @older_than_seconds::float8);

-- name: HeartbeatList :many
SELECT *
FROM worker_heartbeats
ORDER BY worker_name, instance_id;

