-- Locks and schema privileges scoped per network (issue 14).
--
-- * audit_promotion_lock: one row per network schema. The audit-outbox-promoter takes
--   it FOR UPDATE (NOWAIT) to be the chain's only writer while its transaction runs.
--   Before this migration the promoter took a transaction-scoped advisory lock; any
--   role of any network may take any advisory lock, so the testnet role could hold
--   mainnet's key and stall mainnet's audit chain. A row lock needs UPDATE on the
--   row's table, which only this network's audit role has (db/migrate's grants): the
--   network role and the other network's roles cannot lock it at all.
-- * Template proposals now lock movement_templates itself (LOCK TABLE, see
--   TemplateLockForProposal), which needs privileges on this schema's table only,
--   instead of a database-wide advisory key shared by both networks.
-- * CREATE on schema public is revoked from PUBLIC: a network role could otherwise
--   create objects there (a function or table shadowing a name a session resolves
--   through a search_path that includes public, or a place to stash data outside its
--   schema). PostgreSQL 15 no longer grants it by default; a cluster upgraded from an
--   older release keeps the old grant, so it is revoked here explicitly. The Down does
--   not grant it back: reopening the hole is never what rolling back means.

-- +goose Up
CREATE TABLE audit_promotion_lock (
    id boolean PRIMARY KEY DEFAULT true CHECK (id)
);
INSERT INTO audit_promotion_lock (id) VALUES (true);

-- +goose StatementBegin
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
        REVOKE CREATE ON SCHEMA public FROM PUBLIC;
    END IF;
END
$$;
-- +goose StatementEnd

-- +goose Down
DROP TABLE audit_promotion_lock;
