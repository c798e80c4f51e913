-- Search keys read where they are recorded (docs/api.md "SearchMovements").
--
-- movement_refs (migration 00032) copied every key, a movement's idempotency key and
-- each intent's transaction hash and external ID included, into one row of its own:
-- on the engine's path, a row and three index entries for every movement created and
-- every intent written, next to the row that already held the key. Those two kinds of
-- key are now read from their own rows, through the view movement_keys:
--
-- * A movement's idempotency key from movements and movements_archive, through an
--   index on the key alone (the unique index leads with the principal, which a
--   search does not give).
-- * An intent's keys from node_intents and node_intents_archive, through indexes on
--   the normalised values (movement_ref_norm, as movement_refs stores them). As
--   before, an external ID equal to the intent's own hash is the hash only.
-- * The other keys (a node's destination and amount, what results and progress
--   proved, fee-bump candidates, a venue's transfers) stay in movement_refs, which
--   skips a key an intent of the same node already holds, as its unique index did
--   while the intents' keys were in it.
-- * An intent's key that an update replaces (NodeMarkSubmitted writing the external
--   ID Submit learned) goes into movement_refs, so a key once recorded stays
--   searchable, as it did.
--
-- Rows copied before this migration that the view now reads from their own rows are
-- removed; what the view shows is what movement_refs held.

-- +goose Up
CREATE INDEX movements_idempotency_key_search ON movements (idempotency_key);
CREATE INDEX movements_archive_idempotency_key_search ON movements_archive (idempotency_key);
CREATE INDEX node_intents_tx_hash_key ON node_intents (movement_ref_norm(tx_hash)) WHERE tx_hash IS NOT NULL;
CREATE INDEX node_intents_external_id_key ON node_intents (movement_ref_norm(external_id)) WHERE external_id IS NOT NULL;
CREATE INDEX node_intents_archive_tx_hash_key ON node_intents_archive (movement_ref_norm(tx_hash)) WHERE tx_hash IS NOT NULL;
CREATE INDEX node_intents_archive_external_id_key ON node_intents_archive (movement_ref_norm(external_id)) WHERE external_id IS NOT NULL;
-- Statistics on the normalised keys: the planner ignores a partial index's own (its
-- rows are not the table's), and without them it takes a key for a thousand intents
-- and reads the nodes whole to join them.
CREATE STATISTICS node_intents_keys (ndistinct) ON movement_ref_norm(tx_hash), movement_ref_norm(external_id) FROM node_intents;
CREATE STATISTICS node_intents_archive_keys (ndistinct) ON movement_ref_norm(tx_hash), movement_ref_norm(external_id) FROM node_intents_archive;

-- Every search key, one row each: kind, value (normalised), movement, node (NULL for
-- a movement's own key) and where it was recorded. Each branch is served by an index
-- on its value and on its movement, so a search's filters, pushed into the branches,
-- read no table sequentially (db/search_test.go). Every branch gives the view's own
-- column types (the domains cast to their base types): the planner pushes a filter
-- into a UNION ALL only through columns of one type.
CREATE VIEW movement_keys AS
SELECT r.kind, r.value, r.movement_id, r.node_id, r.source FROM movement_refs r
UNION ALL
SELECT 'idempotency_key', m.idempotency_key::text, m.id::uuid, NULL::uuid, 'movement' FROM movements m
UNION ALL
SELECT 'idempotency_key', m.idempotency_key::text, m.id::uuid, NULL::uuid, 'movement' FROM movements_archive m
UNION ALL
SELECT 'tx_hash', movement_ref_norm(i.tx_hash), n.movement_id, i.node_id, 'intent'
FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
WHERE i.tx_hash IS NOT NULL
UNION ALL
SELECT 'external_id', movement_ref_norm(i.external_id), n.movement_id, i.node_id, 'intent'
FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
WHERE i.external_id IS NOT NULL AND movement_ref_norm(i.external_id) IS DISTINCT FROM movement_ref_norm(i.tx_hash)
UNION ALL
SELECT 'tx_hash', movement_ref_norm(i.tx_hash), n.movement_id, i.node_id, 'intent'
FROM node_intents_archive i JOIN movement_nodes_archive n ON n.id = i.node_id
WHERE i.tx_hash IS NOT NULL
UNION ALL
SELECT 'external_id', movement_ref_norm(i.external_id), n.movement_id, i.node_id, 'intent'
FROM node_intents_archive i JOIN movement_nodes_archive n ON n.id = i.node_id
WHERE i.external_id IS NOT NULL AND movement_ref_norm(i.external_id) IS DISTINCT FROM movement_ref_norm(i.tx_hash);

-- Whether an intent of the node, live or archived, holds the key, as movement_keys
-- shows it. The triggers ask about live nodes (their archive lookup finds nothing);
-- the clean-up below asks about both.
-- +goose StatementBegin
CREATE FUNCTION movement_ref_in_intents(node uuid, k text, v text) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT EXISTS (
        SELECT 1
        FROM (SELECT l.tx_hash, l.external_id FROM node_intents l WHERE l.node_id = node
              UNION ALL
              SELECT a.tx_hash, a.external_id FROM node_intents_archive a WHERE a.node_id = node) i
        WHERE (k = 'tx_hash' AND movement_ref_norm(i.tx_hash) = v)
           OR (k = 'external_id' AND movement_ref_norm(i.external_id) = v
               AND v IS DISTINCT FROM movement_ref_norm(i.tx_hash)))
$$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION movement_ref_in_intents(uuid, text, text) FROM PUBLIC;
-- +goose StatementBegin
DO $$ BEGIN
    EXECUTE pg_catalog.format('ALTER FUNCTION movement_ref_in_intents(uuid, text, text) SET search_path = %I, pg_temp', pg_catalog.current_schema());
END $$;
-- +goose StatementEnd

-- The row triggers of migration 00032, less the movement's and the intent's own keys
-- and the nodes' insert (a statement trigger since 00034); an intent's update records
-- the keys it replaces.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION movement_refs_record() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    mov  uuid;
    node uuid;
BEGIN
    IF TG_TABLE_NAME = 'movement_nodes' THEN
        IF NEW.result IS NOT NULL OR NEW.progress IS NOT NULL THEN
            INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
            SELECT j.kind, j.value, NEW.movement_id, NEW.id, j.source
            FROM (SELECT r.kind, r.value, 'result' AS source FROM movement_refs_json(NEW.result) r
                  UNION ALL
                  SELECT p.kind, p.value, 'progress' FROM movement_refs_json(NEW.progress) p) j
            WHERE NOT movement_ref_in_intents(NEW.id, j.kind, j.value)
            ON CONFLICT DO NOTHING;
        END IF;
    ELSIF TG_TABLE_NAME = 'node_intents' THEN
        SELECT n.movement_id INTO mov FROM movement_nodes n WHERE n.id = OLD.node_id;
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT k, v, mov, OLD.node_id, 'intent'
        FROM (VALUES ('tx_hash', movement_ref_norm(OLD.tx_hash), movement_ref_norm(NEW.tx_hash)),
                     ('external_id', movement_ref_norm(OLD.external_id), movement_ref_norm(NEW.external_id))) r(k, v, now_v)
        WHERE mov IS NOT NULL AND v <> '' AND length(v) <= 512 AND v IS DISTINCT FROM now_v
          AND (k = 'tx_hash' OR v IS DISTINCT FROM movement_ref_norm(OLD.tx_hash))
          AND NOT movement_ref_in_intents(OLD.node_id, k, v)
        ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'evm_tx_candidates' THEN
        SELECT n.movement_id, n.id INTO mov, node
        FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE i.id = NEW.intent_id;
        IF mov IS NOT NULL AND movement_ref_norm(NEW.tx_hash) <> ''
           AND NOT movement_ref_in_intents(node, 'tx_hash', movement_ref_norm(NEW.tx_hash)) THEN
            INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
            VALUES ('tx_hash', movement_ref_norm(NEW.tx_hash), mov, node, 'evm_tx_candidate')
            ON CONFLICT DO NOTHING;
        END IF;
    ELSIF TG_TABLE_NAME = 'capital_transfers' THEN
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT k, v, NEW.movement_id, NEW.node_id, 'capital_transfer'
        FROM (VALUES ('tx_hash', movement_ref_norm(NEW.tx_hash)),
                     ('external_id', movement_ref_norm(NEW.withdraw_id)),
                     ('external_id', movement_ref_norm(NEW.request_id))) r(k, v)
        WHERE v <> '' AND length(v) <= 512 AND NOT movement_ref_in_intents(NEW.node_id, k, v)
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- The statement trigger of migration 00034, for the nodes' insert only.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION movement_refs_on_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
    INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
    SELECT r.k, r.v, n.movement_id, n.id, 'config'
    FROM new_rows_nodes n,
         LATERAL (VALUES ('address', movement_ref_norm(n.node_config ->> 'to')),
                         ('amount', pg_catalog.btrim(n.node_config ->> 'amount'))) r(k, v)
    WHERE pg_catalog.jsonb_typeof(n.node_config) = 'object' AND r.v <> '' AND pg_catalog.length(r.v) <= 512
      AND (r.k <> 'amount' OR r.v ~ '^[0-9]{1,78}$')
    UNION ALL
    SELECT j.kind, j.value, n.movement_id, n.id, s.source
    FROM new_rows_nodes n,
         LATERAL (VALUES ('result', n.result), ('progress', n.progress)) s(source, doc),
         LATERAL movement_refs_json(s.doc) j
    WHERE s.doc IS NOT NULL
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;
-- +goose StatementEnd

DROP TRIGGER movements_refs ON movements;
DROP TRIGGER node_intents_refs ON node_intents;
DROP TRIGGER node_intents_refs_update ON node_intents;
CREATE TRIGGER node_intents_refs_replaced AFTER UPDATE OF tx_hash, external_id ON node_intents
    FOR EACH ROW WHEN (OLD.tx_hash IS DISTINCT FROM NEW.tx_hash OR OLD.external_id IS DISTINCT FROM NEW.external_id)
    EXECUTE FUNCTION movement_refs_record();

DELETE FROM movement_refs WHERE source = 'movement';
DELETE FROM movement_refs r
WHERE r.kind IN ('tx_hash', 'external_id') AND movement_ref_in_intents(r.node_id, r.kind, r.value);

-- +goose Down
-- The copies come back, for live and archived movements, and the triggers of 00032
-- and 00034 with them.
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT 'idempotency_key', m.idempotency_key, m.id, NULL, 'movement'
FROM (SELECT id, idempotency_key FROM movements UNION ALL SELECT id, idempotency_key FROM movements_archive) m
ON CONFLICT DO NOTHING;
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT k.kind, k.value, k.movement_id, k.node_id, k.source FROM movement_keys k
WHERE k.source = 'intent'
ON CONFLICT DO NOTHING;

DROP TRIGGER node_intents_refs_replaced ON node_intents;
CREATE TRIGGER node_intents_refs_update AFTER UPDATE OF tx_hash, external_id ON node_intents
    FOR EACH ROW WHEN (OLD.tx_hash IS DISTINCT FROM NEW.tx_hash OR OLD.external_id IS DISTINCT FROM NEW.external_id)
    EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER movements_refs AFTER INSERT ON movements REFERENCING NEW TABLE AS new_rows_movements
    FOR EACH STATEMENT EXECUTE FUNCTION movement_refs_on_insert();
CREATE TRIGGER node_intents_refs AFTER INSERT ON node_intents REFERENCING NEW TABLE AS new_rows_intents
    FOR EACH STATEMENT EXECUTE FUNCTION movement_refs_on_insert();

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION movement_refs_on_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
    IF TG_TABLE_NAME = 'movements' THEN
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT 'idempotency_key', m.idempotency_key, m.id, NULL, 'movement' FROM new_rows_movements m
        ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'movement_nodes' THEN
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT r.k, r.v, n.movement_id, n.id, 'config'
        FROM new_rows_nodes n,
             LATERAL (VALUES ('address', movement_ref_norm(n.node_config ->> 'to')),
                             ('amount', pg_catalog.btrim(n.node_config ->> 'amount'))) r(k, v)
        WHERE pg_catalog.jsonb_typeof(n.node_config) = 'object' AND r.v <> '' AND pg_catalog.length(r.v) <= 512
          AND (r.k <> 'amount' OR r.v ~ '^[0-9]{1,78}$')
        UNION ALL
        SELECT j.kind, j.value, n.movement_id, n.id, s.source
        FROM new_rows_nodes n,
             LATERAL (VALUES ('result', n.result), ('progress', n.progress)) s(source, doc),
             LATERAL movement_refs_json(s.doc) j
        WHERE s.doc IS NOT NULL
        ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'node_intents' THEN
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT r.k, r.v, n.movement_id, i.node_id, 'intent'
        FROM new_rows_intents i JOIN movement_nodes n ON n.id = i.node_id,
             LATERAL (VALUES ('tx_hash', movement_ref_norm(i.tx_hash)),
                             ('external_id', movement_ref_norm(i.external_id))) r(k, v)
        WHERE r.v <> '' AND pg_catalog.length(r.v) <= 512
          AND (r.k = 'tx_hash' OR r.v IS DISTINCT FROM movement_ref_norm(i.tx_hash))
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION movement_refs_record() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    mov  uuid;
    node uuid;
BEGIN
    IF TG_TABLE_NAME = 'movements' THEN
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        VALUES ('idempotency_key', NEW.idempotency_key, NEW.id, NULL, 'movement')
        ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'movement_nodes' THEN
        IF TG_OP = 'INSERT' THEN
            INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
            SELECT k, v, NEW.movement_id, NEW.id, 'config'
            FROM (VALUES ('address', movement_ref_norm(NEW.node_config ->> 'to')),
                         ('amount', pg_catalog.btrim(NEW.node_config ->> 'amount'))) r(k, v)
            WHERE pg_catalog.jsonb_typeof(NEW.node_config) = 'object' AND v <> '' AND length(v) <= 512
              AND (k <> 'amount' OR v ~ '^[0-9]{1,78}$')
            ON CONFLICT DO NOTHING;
        END IF;
        IF NEW.result IS NOT NULL OR NEW.progress IS NOT NULL THEN
            INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
            SELECT j.kind, j.value, NEW.movement_id, NEW.id, 'result' FROM movement_refs_json(NEW.result) j
            UNION ALL
            SELECT j.kind, j.value, NEW.movement_id, NEW.id, 'progress' FROM movement_refs_json(NEW.progress) j
            ON CONFLICT DO NOTHING;
        END IF;
    ELSIF TG_TABLE_NAME = 'node_intents' THEN
        SELECT n.movement_id INTO mov FROM movement_nodes n WHERE n.id = NEW.node_id;
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT k, v, mov, NEW.node_id, 'intent'
        FROM (VALUES ('tx_hash', movement_ref_norm(NEW.tx_hash)),
                     ('external_id', movement_ref_norm(NEW.external_id))) r(k, v)
        WHERE mov IS NOT NULL AND v <> '' AND length(v) <= 512
          AND (k = 'tx_hash' OR v IS DISTINCT FROM movement_ref_norm(NEW.tx_hash))
        ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'evm_tx_candidates' THEN
        SELECT n.movement_id, n.id INTO mov, node
        FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE i.id = NEW.intent_id;
        IF mov IS NOT NULL AND movement_ref_norm(NEW.tx_hash) <> '' THEN
            INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
            VALUES ('tx_hash', movement_ref_norm(NEW.tx_hash), mov, node, 'evm_tx_candidate')
            ON CONFLICT DO NOTHING;
        END IF;
    ELSIF TG_TABLE_NAME = 'capital_transfers' THEN
        INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
        SELECT k, v, NEW.movement_id, NEW.node_id, 'capital_transfer'
        FROM (VALUES ('tx_hash', movement_ref_norm(NEW.tx_hash)),
                     ('external_id', movement_ref_norm(NEW.withdraw_id)),
                     ('external_id', movement_ref_norm(NEW.request_id))) r(k, v)
        WHERE v <> '' AND length(v) <= 512
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

DROP FUNCTION movement_ref_in_intents(uuid, text, text);
DROP VIEW movement_keys;
DROP STATISTICS node_intents_archive_keys;
DROP STATISTICS node_intents_keys;
DROP INDEX node_intents_archive_external_id_key;
DROP INDEX node_intents_archive_tx_hash_key;
DROP INDEX node_intents_external_id_key;
DROP INDEX node_intents_tx_hash_key;
DROP INDEX movements_archive_idempotency_key_search;
DROP INDEX movements_idempotency_key_search;
