-- Velocity counters and their spends (migration 00038, docs/policy-gate.md). Every
-- statement here runs in the dispatch gate's transaction for one node, after
-- NodeGateLock (policy_gate.sql).

-- name: PolicyVelocityLock :many
-- Creates the node's counters that do not exist yet and locks every one of them, in
-- (rule, scope) order so that two gates sharing counters take them in the same order
-- and cannot deadlock. ON CONFLICT DO UPDATE waits for a counter another gate holds and
-- then locks its newest version (FOR NO KEY UPDATE, which conflicts with itself), in
-- one statement: an INSERT ... DO NOTHING followed by a SELECT ... FOR UPDATE would
-- take the same locks in two round trips. The update records the longest window the
-- counter was checked against (the retention rule of migration 00038) and when it was
-- last locked. The keys must be distinct (the caller merges duplicates).
-- Locks: the counter rows, waited for (not skipped: skipping would let a payment
-- through unchecked), held until the gate's transaction ends. Only gates take them,
-- each after its own node and movement, and no gate waits for anything else while
-- holding one, so the wait is at most the gates of the same counters ahead of it, each
-- a few statements long.
INSERT INTO policy_velocity_counters AS c (rule, scope, max_window_seconds)
SELECT k.rule, k.scope, k.window_seconds
FROM (SELECT unnest(@rules::text[]) AS rule, unnest(@scopes::text[]) AS scope,
             unnest(@window_seconds::bigint[]) AS window_seconds) k
ORDER BY k.rule, k.scope
ON CONFLICT (rule, scope) DO UPDATE
SET max_window_seconds = greatest(c.max_window_seconds, excluded.max_window_seconds),
    updated_at         = now()
RETURNING c.rule, c.scope;

-- name: PolicyVelocitySums :many
-- What each counter has spent within its window, read after PolicyVelocityLock in a
-- statement of its own, so its snapshot (READ COMMITTED) sees every spend committed by
-- the gates that held the counters before: the sum under the lock is exact. The window
-- is (now - window, ∞): a spend stamped later than this gate's clock (a gate whose
-- transaction began later but took the lock first) still counts. The node's own
-- spends, if any, are left out, so a retry cannot count a payment twice. Base units
-- as decimal text (numeric has no Go type here). Index-only scan of
-- policy_velocity_spend_window.
SELECT k.rule::text AS rule, k.scope::text AS scope,
       (SELECT coalesce(sum(s.amount), 0)
        FROM policy_velocity_spend s
        WHERE s.rule = k.rule AND s.scope = k.scope
          AND s.spent_at > coalesce(sqlc.narg('now')::timestamptz, now()) - make_interval(secs => k.window_seconds)
          AND s.node_id <> @node_id)::text AS spent
FROM (SELECT unnest(@rules::text[]) AS rule, unnest(@scopes::text[]) AS scope,
             unnest(@window_seconds::bigint[]) AS window_seconds) k
ORDER BY k.rule, k.scope;

-- name: PolicyVelocityFreesAt :many
-- When a counter's window will have room for @excess more (the spent sum plus the
-- payment, less the limit): the spend whose leaving the window frees enough — the
-- oldest one at which the running total, oldest first, reaches @excess — if nothing
-- else is spent meanwhile; its spent_at plus the window is the moment. No row when
-- the window cannot free that much (the payment alone is above the limit). Read under
-- the counter's lock, like PolicyVelocitySums; it paces the node's next check.
SELECT x.spent_at
FROM (
    SELECT s.spent_at, sum(s.amount) OVER (ORDER BY s.spent_at, s.node_id) AS running
    FROM policy_velocity_spend s
    WHERE s.rule = @rule AND s.scope = @scope
      AND s.spent_at > coalesce(sqlc.narg('now')::timestamptz, now()) - make_interval(secs => @window_seconds::bigint)
      AND s.node_id <> @node_id
) x
WHERE x.running >= (@excess::text)::numeric
ORDER BY x.spent_at
LIMIT 1;

-- name: PolicyVelocityNodeSpends :many
-- A node's spends (the API's Node message, the audit): what it counted against which
-- limit, and when.
SELECT rule, scope, amount::text AS amount, limit_amount::text AS limit_amount, window_seconds, spent_at
FROM policy_velocity_spend
WHERE node_id = @node_id
ORDER BY rule, scope;
