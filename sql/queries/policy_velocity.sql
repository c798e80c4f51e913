-- Velocity counters and their spends (migration 00038, docs/policy-gate.md). Every
-- statement here but PolicyVelocityPrune (movement-archiver's) runs in the dispatch
-- gate's transaction for one node, after NodeGateLock (policy_gate.sql).

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
-- fresh: this transaction began less than @fresh_seconds before this statement's
-- snapshot was taken (clock_timestamp() is read after it). The caller refuses a sum
-- that is not fresh: PolicyVelocityPrune keeps every spend a fresh sum can see (its
-- proof is there).
SELECT k.rule::text AS rule, k.scope::text AS scope,
       (SELECT coalesce(sum(s.amount), 0)
        FROM policy_velocity_spend s
        WHERE s.rule = k.rule AND s.scope = k.scope
          AND s.spent_at > coalesce(sqlc.narg('now')::timestamptz, now()) - make_interval(secs => k.window_seconds)
          AND s.node_id <> @node_id)::text AS spent,
       clock_timestamp() - now() < make_interval(secs => @fresh_seconds::float8) AS fresh
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

-- name: PolicyVelocityPrune :execrows
-- movement-archiver's retention of the spends (docs/policy-gate.md, "Storage and
-- retention"): deletes up to @max_rows spends older than their counter's longest
-- window (max_window_seconds, which PolicyVelocityLock records before the gate sums)
-- plus @margin_seconds, and older than their own window plus the margin (implied by
-- the first, since a spend is written under a counter lock that recorded its window;
-- checked again on the row deleted). Each counter's oldest rows through
-- policy_velocity_spend_window (a range that ends at the counter's cutoff, so a
-- counter with nothing to prune costs one index probe), counters one after another
-- until @max_rows are found, then deleted by row address (a spend is never updated,
-- and no row the statement's snapshot sees can be vacuumed away meanwhile, so the
-- address is the row found); the next batch finds the next.
--
-- Never under-counts a sum. Say this statement began at P (now()) and a gate's
-- transaction at G, and the gate sums window W of the counter after its lock
-- (PolicyVelocitySums: spends later than G - W). If this statement commits after the
-- sum's snapshot, the sum sees every row deleted here. Otherwise P < the sum's snapshot
-- < G + @margin_seconds, since a sum that is not fresh is refused
-- (PolicyVelocitySums' fresh): so P - margin < G. A row deleted here is older than
-- P - margin - max_window_seconds (as this statement's snapshot reads the counter), so
-- older than G - W for every W <= max_window_seconds: the sum could not see it. A W
-- longer than every window the counter recorded before (a policy lengthening the
-- window) sees only the spends kept under the shorter one, older ones may be gone:
-- the documented rule, a lengthened window sees history back to the longest window
-- before it; the gate records W before its sum, so from its commit on nothing it can
-- see is deleted. The margin (db.VelocitySpendPruneMargin) is far above a gate's
-- transaction, a few statements each under the logins' statement_timeout, and
-- costs keeping spends that much longer.
--
-- Locks: the deleted spend rows only, until this statement commits (it runs on its
-- own). It takes no counter lock and reads the counters from its snapshot, so it
-- never waits for a gate and no gate waits for it: a gate reads spends without locks
-- and inserts rows of its own payment, which are never old enough to be deleted. Two
-- archivers may pick the same rows: the second waits for the first's delete of them
-- and then skips them.
DELETE FROM policy_velocity_spend
WHERE ctid = ANY (ARRAY(
    SELECT d.ctid
    FROM policy_velocity_counters c
    CROSS JOIN LATERAL (
        SELECT s.ctid
        FROM policy_velocity_spend s
        WHERE s.rule = c.rule AND s.scope = c.scope
          AND s.spent_at < coalesce(sqlc.narg('now')::timestamptz, now())
                           - make_interval(secs => c.max_window_seconds + @margin_seconds::bigint)
        ORDER BY s.spent_at
        LIMIT @max_rows::int
    ) d
    LIMIT @max_rows::int))
  AND spent_at < coalesce(sqlc.narg('now')::timestamptz, now()) - make_interval(secs => window_seconds + @margin_seconds::bigint);
