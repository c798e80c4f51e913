-- Audit forgery (issue 14): the chain's hash covers outbox_id too.
--
-- * audit_log.hash_version: how the row's hash was computed (see package audit). 1: the
--   row's content without outbox_id (every row promoted before this migration, and rows
--   a promoter of an older release writes during a rolling upgrade); 2: the content and
--   outbox_id, so moving an event's identity (what WatchMovement's cursors and the
--   per-entity audit trail follow) breaks the chain like any other edit.
-- * Appending to audit_log is now the audit role's alone (db/migrate's grants): the
--   network roles may only read it and only insert into audit_outbox.

-- +goose Up
ALTER TABLE audit_log
    ADD COLUMN hash_version smallint NOT NULL DEFAULT 1 CHECK (hash_version IN (1, 2));

-- +goose Down
ALTER TABLE audit_log DROP COLUMN hash_version;
