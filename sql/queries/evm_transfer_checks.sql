-- Reorg checks of completed evm_transfer nodes (see migration 00006).

-- name: EVMTransferChecksDue :many
-- Completed evm_transfer (and cex_deposit: an evm_transfer to a venue) nodes of a chain that have no check row yet, oldest block
-- first: the reaper re-reads their blocks. An unlocked read (the
-- movement_nodes_evm_completed index); no row is locked, and recording is
-- idempotent per node.
SELECT n.id, n.movement_id, n.result
FROM movement_nodes n
WHERE n.executor_key IN ('evm_transfer', 'cex_deposit') AND n.node_state = 'COMPLETED' AND n.result ? 'block_number'
  AND n.node_config->>'chain' = @chain::text
  AND NOT EXISTS (SELECT 1 FROM evm_transfer_checks c WHERE c.node_id = n.id)
ORDER BY (n.result->>'block_number')::bigint
LIMIT @max_nodes;

-- name: EVMTransferCheckRecord :execrows
-- Records a node's check once (a second reaper's record is a no-op), with an audit
-- row in the same statement when the transfer's block was reorged out.
WITH ins AS (
    INSERT INTO evm_transfer_checks (node_id, chain_id, tx_hash, block_number, block_hash, check_state, detail)
    VALUES (@node_id, @chain_id, @tx_hash, @block_number, @block_hash, @check_state, @detail)
    ON CONFLICT (node_id) DO NOTHING
    RETURNING node_id, check_state, detail
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor, 'node', node_id::text, 'EVM_TRANSFER_REORGED', detail
    FROM ins WHERE check_state = 'REORGED'
)
SELECT node_id FROM ins;

-- name: EVMTransferChecksReorged :many
-- Completed transfers whose block was reorged out, newest first, for operators.
SELECT * FROM evm_transfer_checks WHERE check_state = 'REORGED' ORDER BY checked_at DESC LIMIT @max_rows;
