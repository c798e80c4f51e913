-- Exactly once under faults (issue 11).
--
-- noop's fence. noop stands in for an outside world that honours a fencing token: its
-- side effect for (node, attempt) is one row, and recovery may only answer "not sent"
-- after it wrote a fence row for that (node, attempt) itself. The unique key makes the
-- two writes race safely: whichever commits first wins, and the loser sees the winner's
-- row (an INSERT waits for a concurrent uncommitted insert of the same key). A fenced
-- attempt's late Submit is refused, so "not sent" also means "can no longer happen".
--
-- holds counts how often the dispatcher held a node back before its side effect
-- (executor DOWN, Preflight refusing): the backoff grows with it, so a node that cannot
-- start costs a claim every few minutes, not every second.

-- +goose Up
ALTER TABLE noop_side_effects ADD COLUMN fenced boolean NOT NULL DEFAULT false;
ALTER TABLE noop_side_effects ADD CONSTRAINT noop_side_effects_one_per_attempt UNIQUE (node_id, attempt);

ALTER TABLE movement_request_nodes ADD COLUMN holds integer NOT NULL DEFAULT 0 CHECK (holds >= 0);

-- +goose Down
ALTER TABLE movement_request_nodes DROP COLUMN holds;
ALTER TABLE noop_side_effects DROP CONSTRAINT noop_side_effects_one_per_attempt;
ALTER TABLE noop_side_effects DROP COLUMN fenced;
