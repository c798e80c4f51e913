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

-- +goose Down
DROP TABLE evm_transfer_checks;
