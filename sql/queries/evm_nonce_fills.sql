-- Nonce gap fills (migration 00027): evm-nonce-reaper requests them, recovery signs
-- them, the reaper re-broadcasts and deletes them. Lock order, everywhere: the lane row
-- (evm_sender_nonces) first, then the fill row.

-- name: EVMNonceFillRequest :execrows
-- Records that nonce @nonce of the lane is due a fill, in the reaper's transaction that
-- holds the lane row; a request already there (signed or not) is kept as it is.
INSERT INTO evm_nonce_fills (lane, nonce, chain_id, address, requested_by)
VALUES (@lane, @nonce, @chain_id, @address, @requested_by)
ON CONFLICT (lane, nonce) DO NOTHING;

-- name: EVMNonceFillGet :one
-- The fill of one nonce of a lane: an unlocked read (the reaper holds the lane row).
SELECT * FROM evm_nonce_fills WHERE lane = @lane AND nonce = @nonce;

-- name: EVMNonceFillsDue :many
-- Recovery's advisory list of requests not signed yet, oldest first: an unlocked read;
-- recovery locks the lane and then the request (EVMNonceFillLock) before it acts.
SELECT * FROM evm_nonce_fills WHERE signed_tx IS NULL ORDER BY requested_at LIMIT @max_rows;

-- name: EVMNonceFillLock :one
-- Locks one unsigned request until recovery's transaction ends: through its chain
-- reads, the signature and the commit of the signed bytes (with the lane row, locked
-- first). SKIP LOCKED: another recovery replica passes over it. No row: signed or
-- deleted already, or locked by someone else.
SELECT * FROM evm_nonce_fills WHERE lane = @lane AND nonce = @nonce AND signed_tx IS NULL FOR UPDATE SKIP LOCKED;

-- name: EVMNonceFillSign :execrows
-- Records the signed fill, compare-and-set on "not signed yet", before anything
-- broadcasts it.
UPDATE evm_nonce_fills
SET tx_hash = @tx_hash, signed_tx = @signed_tx, signed_by = @signed_by, signed_at = now()
WHERE lane = @lane AND nonce = @nonce AND signed_tx IS NULL;

-- name: EVMNonceFillDrop :execrows
-- Deletes an unsigned request that no longer holds (the gap closed, or an intent at the
-- nonce may still land), in recovery's transaction holding the request.
DELETE FROM evm_nonce_fills WHERE lane = @lane AND nonce = @nonce AND signed_tx IS NULL;

-- name: EVMNonceFillsSignedBelow :many
-- The lane's signed fills below @confirmed, the sender's nonce at the head: their nonce
-- is used, by the fill or by something else, and the reaper looks each one up to record
-- its gas (EVMGasSpendRecord) before it deletes it. In the reaper's transaction holding
-- the lane row (rows are not locked: only that transaction deletes a signed fill).
SELECT * FROM evm_nonce_fills WHERE lane = @lane AND nonce < @confirmed AND signed_tx IS NOT NULL ORDER BY nonce;

-- name: EVMNonceFillsDoneBelow :execrows
-- Deletes the lane's fills (and requests) below @confirmed, the sender's nonce at the
-- head: those nonces are used, by a fill or by anything else. Signed fills whose nonce
-- @keep lists stay: the reaper cannot tell yet whether the fill was mined, and a signed
-- fill holds its sender's native balance checks back until it is known
-- (BalanceSnapshotPairsUnchecked). In the reaper's transaction holding the lane row.
DELETE FROM evm_nonce_fills WHERE lane = @lane AND nonce < @confirmed AND NOT (nonce = ANY (@keep::bigint[]));
