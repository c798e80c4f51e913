-- Nonce gap fills, requested by evm-nonce-reaper and signed by recovery. A fill is a
-- zero-value transfer from a sender to itself at a nonce every intent of which was
-- given up on, so that the sender's later transfers can land and the abandoned bytes
-- never can. evm-nonce-reaper holds no key (docs/security.md, "A compromised pod"): it
-- records the gap here; recovery, which signs, checks the gap again under the lane's
-- lock, signs the fill and records its bytes before anything broadcasts them
-- (docs/design.md §7); the reaper re-broadcasts recorded bytes until the nonce is used,
-- then deletes the row. A row is small and short-lived: no archive.

-- +goose Up
CREATE TABLE evm_nonce_fills (
    lane         text        NOT NULL,
    nonce        bigint      NOT NULL CONSTRAINT evm_nonce_fills_nonce_check CHECK (nonce >= 0),
    chain_id     bigint      NOT NULL,
    address      text        NOT NULL,
    requested_by text        NOT NULL,
    requested_at timestamptz NOT NULL DEFAULT now(),
    tx_hash      text,
    signed_tx    bytea,
    signed_by    text,
    signed_at    timestamptz,
    PRIMARY KEY (lane, nonce),
    CONSTRAINT evm_nonce_fills_signed_check CHECK (
        (tx_hash IS NULL AND signed_tx IS NULL AND signed_by IS NULL AND signed_at IS NULL)
        OR (tx_hash IS NOT NULL AND signed_tx IS NOT NULL AND signed_by IS NOT NULL AND signed_at IS NOT NULL))
);
-- Recovery's due list: requests not signed yet.
CREATE INDEX evm_nonce_fills_due ON evm_nonce_fills (requested_at) WHERE signed_tx IS NULL;

-- +goose Down
DROP TABLE evm_nonce_fills;
