-- The dispatch gate of a treasury policy (docs/policy.md, "At dispatch").
--
-- * movement_nodes.policy_gate: what the gate must check before the node may be
--   claimed, written with the node when the movement is created from the rules its
--   payment matched (policy.Gate: the allowlisted destination, the velocity limits it
--   counts against). NULL: the node has no gate and is claimed as before.
-- * policy_passed_at: when the gate let the node through (its payment counted against
--   every limit in the same transaction). A gated node is claimed only once set.
-- * policy_blocked_reason: why the gate last kept the node waiting (a limit reached, a
--   cooling-off not over, an address removed); NULL when it passed or was never
--   checked. The node stays READY, neither failed nor retried, as under a hold.

-- +goose Up
ALTER TABLE movement_nodes
    ADD COLUMN policy_gate jsonb CHECK (policy_gate IS NULL OR jsonb_typeof(policy_gate) = 'object'),
    ADD COLUMN policy_passed_at timestamptz,
    ADD COLUMN policy_blocked_reason text CHECK (length(policy_blocked_reason) <= 1000);
ALTER TABLE movement_nodes_archive
    ADD COLUMN policy_gate jsonb,
    ADD COLUMN policy_passed_at timestamptz,
    ADD COLUMN policy_blocked_reason text;

-- +goose Down
ALTER TABLE movement_nodes_archive DROP COLUMN policy_blocked_reason, DROP COLUMN policy_passed_at, DROP COLUMN policy_gate;
ALTER TABLE movement_nodes DROP COLUMN policy_blocked_reason, DROP COLUMN policy_passed_at, DROP COLUMN policy_gate;
