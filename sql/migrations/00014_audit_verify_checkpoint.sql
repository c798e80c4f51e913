-- Incremental audit verification (issue 14).
--
-- audit_verify_checkpoint holds one row per network schema: the last row (seq, hash)
-- of the chain as the audit-outbox-promoter last found it intact by walking the whole
-- chain from genesis, and when. VerifyAuditLog then checks that the row at seq still
-- has that hash and walks only the rows after it, so its cost follows what was
-- appended since the last full walk, not the chain's length. An in-place edit of a row
-- before the checkpoint is caught by the promoter's next periodic full walk
-- (MG_AUDIT_VERIFY_INTERVAL) or by `qtgctl audit verify --full`.
--
-- Only the audit role may write it (db/migrate's grants); the network role reads it.
-- The promoter moves it by compare-and-set, never backwards (AuditCheckpointAdvance).
-- seq 0 with 32 zero bytes is genesis: nothing checked yet.

-- +goose Up
CREATE TABLE audit_verify_checkpoint (
    id          boolean     PRIMARY KEY DEFAULT true CHECK (id),
    seq         bigint      NOT NULL CHECK (seq >= 0),
    hash        bytea       NOT NULL CHECK (length(hash) = 32),
    verified_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO audit_verify_checkpoint (id, seq, hash) VALUES (true, 0, decode(repeat('00', 32), 'hex'));

-- +goose Down
DROP TABLE audit_verify_checkpoint;
