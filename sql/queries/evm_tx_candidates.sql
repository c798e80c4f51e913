-- Candidates of EVM intents: fee-bump replacements and cancellations (see migrations
-- 00006 and 00024).

-- name: EVMTxCandidateInsert :exec
-- Records a replacement or a cancellation before it is broadcast (autocommit: it must
-- be durable before the chain can see it).
INSERT INTO evm_tx_candidates (tx_hash, intent_id, lane, nonce, signed_tx, gas_tip_cap, gas_fee_cap, kind)
VALUES (@tx_hash, @intent_id, @lane, @nonce, @signed_tx, CAST(@gas_tip_cap::text AS numeric), CAST(@gas_fee_cap::text AS numeric), @kind);

-- name: EVMTxCandidatesOfIntent :many
-- An intent's replacements and cancellations, oldest first. An unlocked read.
SELECT tx_hash, signed_tx, created_at, kind FROM evm_tx_candidates WHERE intent_id = @intent_id ORDER BY created_at;

-- name: EVMTxCandidatesAt :many
-- Every replacement or cancellation that took this nonce of the lane, oldest first, for
-- the nonce reaper (inside its transaction holding the lane row; candidates are not
-- locked).
SELECT tx_hash, intent_id, signed_tx, created_at, kind FROM evm_tx_candidates WHERE lane = @lane AND nonce = @nonce ORDER BY created_at;
