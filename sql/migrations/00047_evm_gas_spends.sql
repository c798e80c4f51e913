-- The gas of QTG's own transactions that no node's result records: a cancellation by
-- replacement (the zero-value self-transfer signed at an attempt's nonce once operators
-- approved a verdict, migration 00024), a nonce gap fill (migration 00027), and an
-- attempt that reverted in a final block and that recovery proved did nothing (an
-- idempotent phase, such as a receive someone else's made first: the next attempt goes
-- on without it). Every other transaction QTG sends is recorded by its node's executor,
-- which reports its gas as a leg; these three are not, so verify-drift counts each row
-- as a native leg of its sender at its block (docs/operations.md, "Balance drift").
--
-- Who writes a row, and why it is there before verify-drift could judge without it:
-- recovery records a cancellation, or a reverted attempt, when it proves the attempt
-- not sent, before the node leaves UNKNOWN (a node in flight holds its accounts'
-- snapshot pairs back); evm-nonce-reaper records a fill in the transaction that deletes
-- the fill's row once its nonce is used (a signed fill holds its sender's native pairs
-- back). A row is one transaction's, written at most once (tx_hash), and kept like the
-- balance checks it explains: there are few, one per cancellation, fill or proven
-- revert.

-- +goose Up
CREATE TABLE evm_gas_spends (
    tx_hash      text           PRIMARY KEY,
    kind         text           NOT NULL CONSTRAINT evm_gas_spends_kind_check CHECK (kind IN ('cancel', 'fill', 'reverted')),
    chain_id     bigint         NOT NULL,
    -- The sender, lower-case hex, as balance_snapshots.address.
    address      text           NOT NULL CONSTRAINT evm_gas_spends_address_check CHECK (address = lower(address)),
    nonce        bigint         NOT NULL CONSTRAINT evm_gas_spends_nonce_check CHECK (nonce >= 0),
    block_number bigint         NOT NULL CONSTRAINT evm_gas_spends_block_check CHECK (block_number >= 0),
    -- gas used × effective gas price, in the chain's native base unit.
    gas_cost     numeric(78, 0) NOT NULL CONSTRAINT evm_gas_spends_gas_cost_check CHECK (gas_cost >= 0),
    -- The attempt a cancellation or a reverted transaction was; NULL for a fill.
    intent_id    uuid,
    recorded_by  text           NOT NULL,
    recorded_at  timestamptz    NOT NULL DEFAULT now()
);
-- verify-drift's read: an account's spends in a snapshot pair's block range.
CREATE INDEX evm_gas_spends_account ON evm_gas_spends (chain_id, address, block_number);

-- +goose Down
DROP TABLE evm_gas_spends;
