-- Reorg checks and fee-bump candidates of EVM transfers.
--
-- Reorg checks of completed EVM transfers. A transfer completes once its block is at
-- the chain's finality depth; the evm-nonce-reaper then re-reads the block at that
-- height until it is twice as deep. A row here records the outcome, once per node:
-- FINAL (the block is still the chain's at that height: never checked again) or
-- REORGED (the chain holds another block there: QTG recorded the transfer in a block
-- that is no longer the chain's, and an operator must find out whether it landed
-- elsewhere). Operators list raised reorgs with
--   SELECT * FROM evm_transfer_checks WHERE check_state = 'REORGED';

-- +goose Up
CREATE TABLE evm_transfer_checks (
    node_id      uuid        PRIMARY KEY REFERENCES movement_request_nodes (id),
    chain_id     bigint      NOT NULL CHECK (chain_id > 0),
    tx_hash      text        NOT NULL,
    block_number bigint      NOT NULL CHECK (block_number >= 0),
    -- The block QTG recorded the transfer in.
    block_hash   text        NOT NULL,
    check_state  text        NOT NULL CHECK (check_state IN ('FINAL', 'REORGED')),
    -- For REORGED: the block the chain now has at that height, and where the
    -- transaction is now, if anywhere.
    detail       jsonb       NOT NULL DEFAULT '{}',
    checked_at   timestamptz NOT NULL DEFAULT now()
);

-- Operators and alerts list raised reorgs only.
CREATE INDEX evm_transfer_checks_reorged ON evm_transfer_checks (checked_at DESC) WHERE check_state = 'REORGED';

-- Fee-bump replacements of an evm_transfer intent: the same nonce, signed again with a
-- higher tip and fee cap when the first one sat in the pool below the base fee. The
-- intent's own transaction is the first candidate; each row here is a later one,
-- written and committed before it is broadcast. Whichever candidate is mined is the
-- intent's transaction: observation, recovery and the nonce reaper look at them all.
CREATE TABLE evm_tx_candidates (
    tx_hash     text        PRIMARY KEY,
    intent_id   uuid        NOT NULL REFERENCES node_intents (id),
    lane        text        NOT NULL CHECK (lane <> ''),
    nonce       bigint      NOT NULL CHECK (nonce >= 0),
    signed_tx   bytea       NOT NULL,
    gas_tip_cap numeric(78, 0) NOT NULL,
    gas_fee_cap numeric(78, 0) NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX evm_tx_candidates_intent ON evm_tx_candidates (intent_id, created_at);
CREATE INDEX evm_tx_candidates_lane_nonce ON evm_tx_candidates (lane, nonce);

-- +goose Down
DROP TABLE evm_tx_candidates;
DROP TABLE evm_transfer_checks;
