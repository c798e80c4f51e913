-- verify-drift's results: one row per pair of consecutive balance snapshots of an
-- account it compared with what QTG's completed EVM transfers imply. A row with
-- drift <> 0 is a raised drift: money moved that QTG does not account for (or QTG
-- believes money moved that did not).

-- +goose Up
CREATE TABLE balance_checks (
    -- The later snapshot of the pair; each snapshot is checked once.
    to_snapshot_id   uuid        PRIMARY KEY REFERENCES balance_snapshots (id),
    from_snapshot_id uuid        NOT NULL REFERENCES balance_snapshots (id),
    chain_id         bigint      NOT NULL CHECK (chain_id > 0),
    token            text        NOT NULL CHECK (token ~ '^(native|0x[0-9a-f]{40})$'),
    address          text        NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
    from_block       bigint      NOT NULL CHECK (from_block >= 0),
    to_block         bigint      NOT NULL CHECK (to_block >= from_block),
    -- Balance change implied by completed (and, for gas, reverted) transfers in
    -- (from_block, to_block], and the change the snapshots show.
    expected_delta   numeric(78, 0) NOT NULL,
    actual_delta     numeric(78, 0) NOT NULL,
    drift            numeric(78, 0) NOT NULL,
    checked_at       timestamptz NOT NULL DEFAULT now(),
    CHECK (drift = actual_delta - expected_delta)
);

-- Operators and alerts list raised drifts only.
CREATE INDEX balance_checks_drift ON balance_checks (checked_at DESC) WHERE drift <> 0;
-- verify-drift finds the previous snapshot of an account and the completed transfers
-- of a chain in a block range.
CREATE INDEX movement_request_nodes_evm_completed ON movement_request_nodes
    ((node_config->>'chain'), ((result->>'block_number')::bigint))
    WHERE executor_key = 'evm_transfer' AND node_state IN ('COMPLETED', 'FAILED') AND result ? 'block_number';

-- +goose Down
DROP INDEX movement_request_nodes_evm_completed;
DROP TABLE balance_checks;
