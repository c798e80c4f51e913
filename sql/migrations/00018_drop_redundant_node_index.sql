-- Issue 13 (per-step cost): movement_nodes_movement (movement_id) duplicates the leading
-- column of the unique index movement_nodes_movement_id_node_key_key (movement_id,
-- node_key), which serves every lookup of a movement's nodes, and the foreign key, as
-- well. Every node state change is a non-HOT update (node_state is in the claim
-- indexes' predicates), so each one also inserted an entry into this index: about
-- five and a half entries per node-step, for nothing.

-- +goose Up
DROP INDEX movement_nodes_movement;

-- +goose Down
CREATE INDEX movement_nodes_movement ON movement_nodes (movement_id);
