-- name: BalanceCheckInsert :execrows
-- Records one compared pair; a pair already recorded (another replica) is ignored.
INSERT INTO balance_checks (to_snapshot_id, from_snapshot_id, chain_id, token, address, from_block, to_block,
                            expected_delta, actual_delta, drift)
VALUES (@to_snapshot_id, @from_snapshot_id, @chain_id, @token, @address, @from_block, @to_block,
        @expected_delta, @actual_delta, @drift)
ON CONFLICT (to_snapshot_id) DO NOTHING;

-- name: BalanceCheckTransfers :many
-- The EVM transfers of one chain that landed in (from_block, to_block]: completed ones
-- moved their amount and paid gas; reverted ones paid gas only.
SELECT node_config, result, node_state
FROM movement_request_nodes
WHERE executor_key = 'evm_transfer' AND node_state IN ('COMPLETED', 'FAILED') AND result ? 'block_number'
  AND node_config->>'chain' = @chain::text
  AND (result->>'block_number')::bigint > @from_block::bigint
  AND (result->>'block_number')::bigint <= @to_block::bigint;

-- name: BalanceCheckInFlight :one
-- Whether an EVM transfer touching the account on the chain is still in flight: its
-- transaction may be mined already while its node has no result yet, so a snapshot pair
-- cannot be judged until it ends.
SELECT EXISTS (
    SELECT 1 FROM movement_request_nodes
    WHERE executor_key = 'evm_transfer'
      AND node_state IN ('SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN')
      AND node_config->>'chain' = @chain::text
      AND (lower(node_config->>'from') = @address::text OR lower(node_config->>'to') = @address::text)
) AS in_flight;
