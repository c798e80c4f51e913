-- The dispatch gate's velocity accounting (docs/policy-gate.md).
--
-- * policy_velocity_counters: one row per (rule, scope) a gated payment ever counted
--   against (policy.GateVelocity). The row is the counter's lock: the gate takes it
--   FOR UPDATE (PolicyVelocityLock, in (rule, scope) order, so two gates cannot
--   deadlock) before it sums the counter's window and records a spend, so two
--   dispatchers cannot both fit under a limit's last room. A counter outlives policy
--   versions: a new version with the same rule keeps counting the same window.
--   max_window_seconds is the longest window the counter was ever checked against,
--   which the retention below keeps; updated_at when a gate last locked it.
-- * policy_velocity_spend: one row per payment and counter it counted against, written
--   in the transaction that lets the node through (NodeGatePass), so a crash leaves
--   both the spend and policy_passed_at or neither. The key (rule, scope, node_id)
--   makes a retry count nothing twice. A spend is never released when its node fails:
--   a payment that may have moved counts (the conservative reading).
--
-- Retention: spend rows are not archived with their movements, since a movement
-- archived while a window still sees its payments would drop them from the sum. A
-- row may be deleted once it is older than its counter's max_window_seconds (and its
-- own window_seconds): no window the counter was checked against can see it.
--
-- * movement_nodes_policy_gate: the gated READY nodes the gate has not let through, a
--   partial index that is empty where no policy gates anything, so the gate's look for
--   work and the qtg_policy_blocked_nodes gauge read nothing on the default path.

-- +goose Up
CREATE TABLE policy_velocity_counters (
    rule               text        NOT NULL CHECK (rule ~ '^[a-z0-9_-]{1,64}$'),
    scope              text        NOT NULL CHECK (length(scope) BETWEEN 1 AND 600),
    max_window_seconds bigint      NOT NULL CHECK (max_window_seconds > 0),
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (rule, scope)
);

CREATE TABLE policy_velocity_spend (
    rule           text        NOT NULL,
    scope          text        NOT NULL,
    -- No foreign key to the node or movement: the spend outlives their archiving.
    node_id        uuid        NOT NULL,
    movement_id    uuid        NOT NULL,
    -- Base units: a whole non-negative number.
    amount         numeric     NOT NULL CHECK (amount >= 0 AND amount = trunc(amount)),
    -- The window and limit the gate checked this spend against (for the audit and the
    -- retention rule).
    limit_amount   numeric     NOT NULL CHECK (limit_amount >= 0),
    window_seconds bigint      NOT NULL CHECK (window_seconds > 0),
    spent_at       timestamptz NOT NULL,
    PRIMARY KEY (rule, scope, node_id),
    FOREIGN KEY (rule, scope) REFERENCES policy_velocity_counters (rule, scope)
);
-- The window sum (PolicyVelocitySums): one counter's rows by time, amount included,
-- an index-only scan of the window.
CREATE INDEX policy_velocity_spend_window ON policy_velocity_spend (rule, scope, spent_at) INCLUDE (amount);
-- A node's spends (the movement page, the audit).
CREATE INDEX policy_velocity_spend_node ON policy_velocity_spend (node_id);

CREATE INDEX movement_nodes_policy_gate ON movement_nodes (created_at, id)
    WHERE node_state = 'READY' AND policy_gate IS NOT NULL AND policy_passed_at IS NULL;

-- +goose Down
DROP INDEX movement_nodes_policy_gate;
DROP TABLE policy_velocity_spend;
DROP TABLE policy_velocity_counters;
