-- Notifications (services/internal/platform/notify): wake-ups for workers. A hint only: polling
-- stays the source of truth. Channel names are 'qtg_' || schema || '_' || topic
-- (notify.Channel). Transactions send their hints after they commit (db.Tx.Notify,
-- NotifyAfterCommit), approvals too (db.Pool.Hint); statements queuing a callback still
-- wake the callback dispatcher inline (callbacks).

-- name: Notify :exec
-- Wakes the workers listening on a topic of this network (notify.Send), inline:
-- delivered when the transaction commits.
SELECT pg_notify('qtg_' || current_schema() || '_' || @topic::text, '');

-- name: NotifyAfterCommit :exec
-- The hints a transaction collected (db.Tx.Notify), sent by Commit once the data
-- transaction has committed durably (queued after its COMMIT in one pipeline on the same
-- connection, or after a statement run by db.Pool.WithHints), in a transaction of their own whose commit does not
-- wait for its WAL flush (synchronous_commit off for this transaction only: set_config
-- with is_local, reverted when it ends; the session's setting is unchanged). pg_notify
-- takes a lock at commit that is held through the commit's WAL flush, serialising every
-- notifying commit of the server (docs/design.md §6); sent this way the data
-- transactions never hold it, and a hint lost in a crash costs latency only (workers
-- poll). The payload is a random number, the hint's shard: of a worker's live
-- replicas, only the one whose turn it is (shard mod replicas, notify.Subscription)
-- wakes, so a hint costs one claim however many replicas listen.
SELECT set_config('synchronous_commit', 'off', true),
       pg_notify('qtg_' || current_schema() || '_' || t.topic, floor(random() * 2147483647)::bigint::text)
FROM unnest(@topics::text[]) AS t(topic);
