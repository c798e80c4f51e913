-- Fewer index entries per node transition (docs/benchmarks.md "Writes per node-step").
--
-- Every transition of a node changes its node_state, a column the partial indexes'
-- predicates name, so no transition is a HOT update: each writes a new entry into every
-- index whose predicate the new row satisfies. movement_nodes_live held every node in a
-- live state, so every step of every node wrote an entry there too (at the approval,
-- the release by a parent, the claim and the submit), on top of the index of the state
-- itself, for the backlog gauge and two scans of parked nodes. Here:
--
-- * movement_nodes_live goes. The backlog gauge (BacklogNodes) counts each live state
--   through the partial index that already serves it (dispatch, submitting, observe,
--   unknown) and the two below.
-- * movement_nodes_waiting holds the nodes nobody can claim yet: PENDING (a movement
--   awaiting approval) and READY behind a parent. A node enters it when it is created
--   and leaves it when it becomes claimable, so a step writes no entry here.
-- * movement_nodes_manual holds the parked nodes (NEEDS_MANUAL_EXECUTION), keyed as
--   the stranded reaper pages through them (executor_key, id). Few: each one pages an
--   operator.

-- +goose Up
CREATE INDEX movement_nodes_waiting ON movement_nodes (node_state)
    WHERE node_state = 'PENDING' OR (node_state = 'READY' AND pending_parents > 0);
CREATE INDEX movement_nodes_manual ON movement_nodes (executor_key, id)
    WHERE node_state = 'NEEDS_MANUAL_EXECUTION';
DROP INDEX movement_nodes_live;

-- +goose Down
CREATE INDEX movement_nodes_live ON movement_nodes (node_state)
    WHERE node_state IN ('PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN', 'NEEDS_MANUAL_EXECUTION');
DROP INDEX movement_nodes_manual;
DROP INDEX movement_nodes_waiting;
