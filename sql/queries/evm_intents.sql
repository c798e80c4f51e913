-- The evm_transfer executor's reads of node_intents (the engine writes them).

-- name: EVMIntentsInFlight :many
-- The open intents of a sender's lane: prepared or submitted, of any node and any
-- attempt, so spends that may still land. A funds check counts those the chain has not
-- mined yet as already spent. An unlocked read (node_intents_open index); no row is
-- locked.
SELECT i.node_id, i.nonce, i.payload
FROM node_intents i
WHERE i.lane = @lane AND i.intent_state IN ('PREPARED', 'SUBMITTED')
ORDER BY i.nonce;
