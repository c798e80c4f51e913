-- Nonce lanes of EVM senders: one row per (chain, sender), next_nonce is the next nonce
-- QTG will sign with. The evm_transfer executor allocates inside the dispatcher's claim
-- transaction, so the row lock orders every dispatcher replica on the lane.

-- name: EVMNonceAllocate :one
-- Allocates the lane's next nonce and returns it. Never less than @floor (the chain's
-- pending nonce, so a key also used outside QTG does not make QTG sign stale nonces).
-- Locks the lane row until the caller's transaction ends (the dispatcher's claim
-- transaction): a second allocator on the same lane waits, and gets the nonce after.
-- Returns no row when the lane is new (EVMNonceInit first).
UPDATE evm_sender_nonces
SET next_nonce = greatest(next_nonce, @floor::bigint) + 1, updated_at = now()
WHERE chain_id = @chain_id AND address = @address
RETURNING (next_nonce - 1)::bigint AS nonce;

-- name: EVMNonceInit :exec
-- Creates a lane at the chain's pending nonce; a concurrent creator wins harmlessly.
INSERT INTO evm_sender_nonces (chain_id, address, next_nonce)
VALUES (@chain_id, @address, @next_nonce)
ON CONFLICT (chain_id, address) DO NOTHING;

-- name: EVMNonceGet :one
SELECT * FROM evm_sender_nonces WHERE chain_id = @chain_id AND address = @address;

-- name: EVMNonceLanes :many
-- The nonce reaper's candidate lanes on one chain: an unlocked, advisory read; the
-- reaper locks each lane with EVMNonceLockLane before it acts on it.
SELECT * FROM evm_sender_nonces WHERE chain_id = @chain_id ORDER BY address;

-- name: EVMNonceLockLane :one
-- Locks one lane row until the reaper's transaction ends, SKIP LOCKED: another reaper
-- passes over it, and a dispatcher allocating on the lane waits until the reaper has
-- committed what it did about the lane's gap. No row: locked by someone else.
SELECT * FROM evm_sender_nonces WHERE chain_id = @chain_id AND address = @address FOR UPDATE SKIP LOCKED;

-- name: EVMNonceIntentsAt :many
-- Every intent that took this nonce of the lane, of any node and any attempt, newest
-- first, with its node's current state and attempt: the reaper must account for each
-- of them (one may still land) before it fills the nonce. Read inside the reaper's
-- transaction, which holds the lane row; intents are not locked. verdict_open: the
-- node has an operators' verdict open (proposed, or approved and waiting for proof) at
-- this intent's attempt, so the attempt's own bytes are not re-broadcast
-- (docs/design.md §7 "Manual verdicts").
SELECT i.id, i.node_id, i.attempt, i.signed_tx, i.tx_hash, i.intent_state, i.created_at,
       n.node_state, n.attempt AS node_attempt,
       EXISTS (SELECT 1 FROM node_verdicts v
               WHERE v.node_id = i.node_id AND v.attempt = i.attempt AND v.verdict_state IN ('PROPOSED', 'APPROVED'))::bool AS verdict_open
FROM node_intents i
JOIN movement_nodes n ON n.id = i.node_id
WHERE i.lane = @lane AND i.nonce = @nonce
ORDER BY i.created_at DESC;

-- name: EVMNonceAudit :exec
-- Records what the reaper did to a lane, in the same transaction as its lane lock.
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
VALUES (@actor, 'lane', @lane, @action, @detail);
