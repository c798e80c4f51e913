-- Issue 13 (scale-out): movement_nodes_stranded (executor_key, next_observe_at) served
-- only the stranded reaper's scan (NodeListAwaitingDelivery), which pages through the
-- nodes of the executors it asks in id order and never reads next_observe_at. Its
-- second column and its predicate (SUBMITTED or OBSERVING) made it a candidate for the
-- observer's claim as well: a generic plan made on small tables read the due nodes
-- through the whole index and sorted them, instead of reading the oldest from
-- movement_nodes_observe and stopping at the window (four of every ten slow claims
-- in make bench with four replicas, auto_explain). Keyed by (executor_key, id), it
-- serves the reaper's order and offers the observer nothing.

-- +goose Up
DROP INDEX movement_nodes_stranded;
CREATE INDEX movement_nodes_stranded ON movement_nodes (executor_key, id)
    WHERE node_state IN ('SUBMITTED', 'OBSERVING');

-- +goose Down
DROP INDEX movement_nodes_stranded;
CREATE INDEX movement_nodes_stranded ON movement_nodes (executor_key, next_observe_at)
    WHERE node_state IN ('SUBMITTED', 'OBSERVING');
