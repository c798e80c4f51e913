-- name: ExecutorHealthUpsert :exec
-- executor-health: one row per registered executor, replaced on every check. Pass the
-- keys sorted, so two replicas upserting the same rows lock them in the same order.
INSERT INTO executor_health (executor_key, status, latency_ms, detail, checked_at)
SELECT unnest(@executor_keys::text[]), unnest(@statuses::text[]), unnest(@latencies_ms::int[]),
       unnest(@details::text[]), coalesce(sqlc.narg('now')::timestamptz, now())
ON CONFLICT (executor_key) DO UPDATE SET
    status     = excluded.status,
    latency_ms = excluded.latency_ms,
    detail     = excluded.detail,
    checked_at = excluded.checked_at;

-- name: ExecutorHealthListDown :many
-- The dispatcher's preflight hold: executors whose latest check, younger than
-- @max_age_seconds, said DOWN. An older verdict is ignored, so a stopped health checker
-- cannot hold nodes back forever.
SELECT executor_key, detail, checked_at
FROM executor_health
WHERE status = 'DOWN'
  AND checked_at > coalesce(sqlc.narg('now')::timestamptz, now()) - make_interval(secs => @max_age_seconds::float8);

