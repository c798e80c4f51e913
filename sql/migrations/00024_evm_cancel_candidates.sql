-- A candidate of an intent is either a fee-bump replacement of its transaction (the
-- same call at a higher price: whichever candidate is mined is the intent's
-- transaction) or a cancellation: a zero-value transfer from the sender to itself at
-- the intent's nonce, priced above every candidate, signed when operators approved a
-- not_sent or failed verdict on an attempt that had not landed (executor.Canceller). A
-- mined cancellation is another transaction that took the nonce: the attempt did not
-- happen, and recovery proves it once the cancellation is final (docs/design.md §7).
-- Existing rows are replacements. The archive keeps the same columns, so that
-- archiving copies rows as they are.

-- +goose Up
ALTER TABLE evm_tx_candidates
    ADD COLUMN kind text NOT NULL DEFAULT 'bump' CONSTRAINT evm_tx_candidates_kind_check CHECK (kind IN ('bump', 'cancel'));
ALTER TABLE evm_tx_candidates_archive ADD COLUMN kind text NOT NULL DEFAULT 'bump';

-- +goose Down
ALTER TABLE evm_tx_candidates_archive DROP COLUMN kind;
ALTER TABLE evm_tx_candidates DROP COLUMN kind;
