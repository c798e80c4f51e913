-- Gas of QTG's cancellations and nonce fills (migration 00047), counted by verify-drift.

-- name: EVMGasSpendRecord :execrows
-- Records what one mined cancellation or fill cost its sender. Idempotent: a
-- transaction's spend is written once, and a repeat (recovery proving the same
-- cancellation again after a crash) changes nothing.
INSERT INTO evm_gas_spends (tx_hash, kind, chain_id, address, nonce, block_number, gas_cost, intent_id, recorded_by)
VALUES (@tx_hash, @kind, @chain_id, @address, @nonce, @block_number, CAST(@gas_cost::text AS numeric), sqlc.narg('intent_id'), @recorded_by)
ON CONFLICT (tx_hash) DO NOTHING;

-- name: EVMGasSpendsBetween :many
-- An account's spends in the blocks (from_block, to_block], for verify-drift (through
-- evm_gas_spends_account). Read without locks: a decided pair's range no longer changes.
SELECT tx_hash, kind, block_number, gas_cost::text AS gas_cost
FROM evm_gas_spends
WHERE chain_id = @chain_id AND address = @address
  AND block_number > @from_block::bigint AND block_number <= @to_block::bigint
ORDER BY block_number, tx_hash;
