-- A child node waits PENDING until its last parent completes (docs/design.md §3).
--
-- An approval used to move every node of the movement PENDING -> READY, the children
-- included, which then waited READY behind pending_parents; the release by each parent
-- wrote the child again. The approval now readies the roots only (MovementApprove,
-- MovementApproveCounted), and the statement that completes a child's last parent
-- (NodeMarkTerminal, NodeMarkFinal) moves it PENDING -> READY in the same write that
-- drops its counter: one write of every child fewer per movement, and its index
-- entries (docs/benchmarks.md "Writes per node-step").
--
-- The trigger below states the rule in the database for every writer of the counter:
-- a PENDING node whose counter reaches zero, which only the completion of its last
-- parent in an approved movement does, becomes READY. This release's statements set
-- READY themselves, so its WHEN clause is false for them and no function runs; it
-- fires for the release statement of the previous engine release, which drops the
-- counter only, while a rolling upgrade runs that engine beside this release's gateway
-- (whose approvals leave children PENDING). Children an earlier gateway left READY
-- behind their counter are released as before.

-- +goose Up
-- +goose StatementBegin
CREATE FUNCTION movement_nodes_released_ready() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    NEW.node_state := 'READY';
    RETURN NEW;
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION movement_nodes_released_ready() FROM PUBLIC;

CREATE TRIGGER movement_nodes_released_ready
    BEFORE UPDATE OF pending_parents ON movement_nodes
    FOR EACH ROW
    WHEN (NEW.node_state = 'PENDING' AND NEW.pending_parents = 0 AND OLD.pending_parents > 0)
    EXECUTE FUNCTION movement_nodes_released_ready();

-- +goose Down
DROP TRIGGER movement_nodes_released_ready ON movement_nodes;
DROP FUNCTION movement_nodes_released_ready();
