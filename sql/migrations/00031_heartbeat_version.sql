-- Versions on heartbeats, and gated processes that say so (docs/operations.md, "Workers").
--
-- * worker_heartbeats.version: the build the instance runs (package buildinfo,
--   "v1.2.3 (abc123)"), so the workers page shows a rollout with mixed versions. NULL
--   for rows written before this migration, by an older build.
-- * status 'gated': a process started with MG_WORKERS_ENABLED=false heartbeats for each
--   worker it would run, instead of writing nothing, so a network frozen by the
--   operator gate is told apart from a dead one. Gated instances are neither live nor
--   counted as a worker's replicas; one that stops heartbeating is stalled like any
--   other.

-- +goose Up
ALTER TABLE worker_heartbeats ADD COLUMN version text;
ALTER TABLE worker_heartbeats DROP CONSTRAINT worker_heartbeats_status_check;
ALTER TABLE worker_heartbeats ADD CONSTRAINT worker_heartbeats_status_check
    CHECK (status IN ('live', 'backoff', 'stopped', 'gated'));

-- +goose Down
DELETE FROM worker_heartbeats WHERE status = 'gated';
ALTER TABLE worker_heartbeats DROP CONSTRAINT worker_heartbeats_status_check;
ALTER TABLE worker_heartbeats ADD CONSTRAINT worker_heartbeats_status_check
    CHECK (status IN ('live', 'backoff', 'stopped'));
ALTER TABLE worker_heartbeats DROP COLUMN version;
