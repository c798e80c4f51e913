-- A node carries its current attempt's intent (docs/design.md §2), not a row of its own.
--
-- Every node-step wrote an intent row before its side effect and wrote it again when the
-- outcome closed it: two rows, each with five index entries, beside the node's own
-- writes. The dispatcher's claim now writes nothing (the node starts in the statement
-- that stores its intent), so the intent can travel in that write of the node, and its
-- close in the outcome's write: movement_nodes.intent_* hold the intent of the node's
-- current attempt. An attempt's intent that a retry supersedes moves to
-- node_intents_past (the table that was node_intents, renamed, with every intent written
-- before this migration), and archiving moves both to node_intents_archive.
--
-- node_intents stays readable as a view of both, with its columns, so every reader —
-- the previous release's during a rolling upgrade, the nonce lanes, recovery, search,
-- the console — reads intents as before. The previous release's dispatcher inserts its
-- intents into the view (an INSTEAD OF trigger keeps them in node_intents_past) and its
-- workers update them there (routed by intent ID to wherever the intent is). A foreign
-- key cannot reference a view, so a trigger checks that a fee-bump candidate names an
-- intent, and the search-key triggers learn the new table's name and the node's columns.

-- +goose Up
ALTER TABLE node_intents RENAME TO node_intents_past;

ALTER TABLE movement_nodes
    ADD COLUMN intent_id          uuid_v7,
    ADD COLUMN intent_attempt     positive_integer,
    ADD COLUMN intent_lane        nonempty_text,
    ADD COLUMN intent_nonce       nonnegative_bigint,
    ADD COLUMN intent_payload     jsonb,
    ADD COLUMN intent_signed_tx   bytea,
    ADD COLUMN intent_tx_hash     text,
    ADD COLUMN intent_external_id text,
    ADD COLUMN intent_state       intent_state_name,
    ADD COLUMN intent_created_at  timestamptz,
    ADD COLUMN intent_updated_at  timestamptz;
ALTER TABLE movement_nodes_archive
    ADD COLUMN intent_id          uuid_v7,
    ADD COLUMN intent_attempt     positive_integer,
    ADD COLUMN intent_lane        nonempty_text,
    ADD COLUMN intent_nonce       nonnegative_bigint,
    ADD COLUMN intent_payload     jsonb,
    ADD COLUMN intent_signed_tx   bytea,
    ADD COLUMN intent_tx_hash     text,
    ADD COLUMN intent_external_id text,
    ADD COLUMN intent_state       intent_state_name,
    ADD COLUMN intent_created_at  timestamptz,
    ADD COLUMN intent_updated_at  timestamptz;
-- A queue state: no statistics (migration 00019).
ALTER TABLE movement_nodes ALTER COLUMN intent_state SET STATISTICS 0;

-- Whether an instance reads a node's intent on its row. The previous release's workers
-- join node_intents to their nodes, and such a join reads every node that has an
-- intent on its row (below): while any of them is live, the dispatcher writes intents
-- as rows of node_intents_past, which every release reads by key (DispatchStart).
-- Their heartbeats leave it false.
ALTER TABLE worker_heartbeats ADD COLUMN intents_on_nodes boolean NOT NULL DEFAULT false;

CREATE UNIQUE INDEX movement_nodes_intent_id ON movement_nodes (intent_id) WHERE intent_id IS NOT NULL;
CREATE INDEX movement_nodes_intent_lane_nonce ON movement_nodes (intent_lane, intent_nonce) WHERE intent_nonce IS NOT NULL;
CREATE INDEX movement_nodes_intent_open ON movement_nodes (intent_lane, intent_nonce) WHERE intent_state IN ('PREPARED', 'SUBMITTED');
CREATE INDEX movement_nodes_intent_tx_hash_key ON movement_nodes (movement_ref_norm(intent_tx_hash)) WHERE intent_tx_hash IS NOT NULL;
CREATE INDEX movement_nodes_intent_external_id_key ON movement_nodes (movement_ref_norm(intent_external_id))
    WHERE intent_external_id IS NOT NULL;

-- node_id is cast to the past table's type: a condition on a column whose type differs
-- between the branches of a UNION ALL is not pushed into them, and every lookup of a
-- node's intents would read every node that has one. The node's branch has a WHERE,
-- so the planner cannot flatten the view into a join either: a reader that joins it to
-- nodes reads it per node, through LATERAL (… LIMIT 1) or a correlated subquery whose
-- conditions reach both branches' indexes (db's TestIntentReadsAreKeyed).
CREATE VIEW node_intents AS
SELECT p.id, p.node_id, p.attempt, p.lane, p.nonce, p.payload, p.signed_tx, p.tx_hash, p.external_id,
       p.intent_state, p.created_at, p.updated_at
FROM node_intents_past p
UNION ALL
SELECT n.intent_id, n.id::uuid, n.intent_attempt, n.intent_lane, n.intent_nonce, n.intent_payload, n.intent_signed_tx,
       n.intent_tx_hash, n.intent_external_id, n.intent_state, n.intent_created_at, n.intent_updated_at
FROM movement_nodes n
WHERE n.intent_id IS NOT NULL;
-- The table's defaults, for the previous release's insert, which names only some columns.
ALTER VIEW node_intents ALTER COLUMN id SET DEFAULT uuid_generate_v7();
ALTER VIEW node_intents ALTER COLUMN payload SET DEFAULT '{}';
ALTER VIEW node_intents ALTER COLUMN intent_state SET DEFAULT 'PREPARED';
ALTER VIEW node_intents ALTER COLUMN created_at SET DEFAULT clock_timestamp();
ALTER VIEW node_intents ALTER COLUMN updated_at SET DEFAULT now();

-- A view names the table it was created over: the search's keys (migration 00043) now
-- read node_intents, the view, again.
CREATE OR REPLACE VIEW movement_keys AS
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

-- +goose StatementBegin
CREATE FUNCTION node_intents_insert() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    -- (node_id, attempt) is unique across both shapes, as it was in the table.
    IF EXISTS (SELECT 1 FROM movement_nodes n WHERE n.id = NEW.node_id AND n.intent_attempt = NEW.attempt) THEN
        RAISE EXCEPTION 'node % has an intent at attempt % already', NEW.node_id, NEW.attempt
            USING ERRCODE = 'unique_violation';
    END IF;
    INSERT INTO node_intents_past (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id,
                                   intent_state, created_at, updated_at)
    VALUES (NEW.id, NEW.node_id, NEW.attempt, NEW.lane, NEW.nonce, NEW.payload, NEW.signed_tx, NEW.tx_hash, NEW.external_id,
            NEW.intent_state, NEW.created_at, NEW.updated_at);
    RETURN NEW;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION node_intents_update() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.id IS DISTINCT FROM OLD.id OR NEW.node_id IS DISTINCT FROM OLD.node_id OR NEW.attempt IS DISTINCT FROM OLD.attempt THEN
        RAISE EXCEPTION 'intent % keeps its ID, node and attempt', OLD.id USING ERRCODE = 'insufficient_privilege';
    END IF;
    UPDATE node_intents_past
    SET lane = NEW.lane, nonce = NEW.nonce, payload = NEW.payload, signed_tx = NEW.signed_tx, tx_hash = NEW.tx_hash,
        external_id = NEW.external_id, intent_state = NEW.intent_state, created_at = NEW.created_at, updated_at = NEW.updated_at
    WHERE id = OLD.id;
    IF NOT FOUND THEN
        UPDATE movement_nodes
        SET intent_lane = NEW.lane, intent_nonce = NEW.nonce, intent_payload = NEW.payload, intent_signed_tx = NEW.signed_tx,
            intent_tx_hash = NEW.tx_hash, intent_external_id = NEW.external_id, intent_state = NEW.intent_state,
            intent_created_at = NEW.created_at, intent_updated_at = NEW.updated_at
        WHERE intent_id = OLD.id;
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd

CREATE TRIGGER node_intents_insert INSTEAD OF INSERT ON node_intents FOR EACH ROW EXECUTE FUNCTION node_intents_insert();
CREATE TRIGGER node_intents_update INSTEAD OF UPDATE ON node_intents FOR EACH ROW EXECUTE FUNCTION node_intents_update();

-- A fee-bump candidate names an intent: what its foreign key said, which cannot name a
-- view.
ALTER TABLE evm_tx_candidates DROP CONSTRAINT evm_tx_candidates_intent_id_fkey;
-- +goose StatementBegin
CREATE FUNCTION evm_tx_candidates_intent_exists() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM node_intents i WHERE i.id = NEW.intent_id) THEN
        RAISE EXCEPTION 'evm_tx_candidates: intent % does not exist', NEW.intent_id USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER evm_tx_candidates_intent_exists BEFORE INSERT OR UPDATE OF intent_id ON evm_tx_candidates
    FOR EACH ROW EXECUTE FUNCTION evm_tx_candidates_intent_exists();

-- The search keys an update of an intent replaces are kept (migration 00043): the
-- past table's trigger now fires under its new name, and a node's current intent has
-- its own.
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
    ELSIF TG_TABLE_NAME = 'node_intents_past' THEN
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

-- +goose StatementBegin
CREATE FUNCTION movement_refs_record_node_intent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
    INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
    SELECT k, v, OLD.movement_id, OLD.id, 'intent'
    FROM (VALUES ('tx_hash', movement_ref_norm(OLD.intent_tx_hash), movement_ref_norm(NEW.intent_tx_hash)),
                 ('external_id', movement_ref_norm(OLD.intent_external_id), movement_ref_norm(NEW.intent_external_id))) r(k, v, now_v)
    WHERE v <> '' AND length(v) <= 512 AND v IS DISTINCT FROM now_v
      AND (k = 'tx_hash' OR v IS DISTINCT FROM movement_ref_norm(OLD.intent_tx_hash))
      AND NOT movement_ref_in_intents(OLD.id, k, v)
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION movement_refs_record_node_intent() FROM PUBLIC;
-- +goose StatementBegin
DO $$ BEGIN
    EXECUTE pg_catalog.format('ALTER FUNCTION movement_refs_record_node_intent() SET search_path = %I, pg_temp', pg_catalog.current_schema());
END $$;
-- +goose StatementEnd
CREATE TRIGGER movement_nodes_intent_refs_replaced AFTER UPDATE OF intent_tx_hash, intent_external_id ON movement_nodes
    FOR EACH ROW WHEN (OLD.intent_id = NEW.intent_id
                       AND (OLD.intent_tx_hash IS DISTINCT FROM NEW.intent_tx_hash
                            OR OLD.intent_external_id IS DISTINCT FROM NEW.intent_external_id))
    EXECUTE FUNCTION movement_refs_record_node_intent();

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION archive_movements(ids uuid[]) RETURNS SETOF uuid
    LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    moved uuid[];
BEGIN
    IF EXISTS (SELECT 1 FROM pg_class WHERE relnamespace = pg_my_temp_schema()) THEN
        RAISE EXCEPTION 'archive_movements: refusing to run in a session with temporary tables';
    END IF;
    SELECT coalesce(array_agg(id), '{}') INTO moved FROM (
        SELECT id FROM movements
        WHERE id = ANY(ids) AND movement_state IN ('COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED')
        ORDER BY id FOR UPDATE) r;
    PERFORM 1 FROM callback_outbox WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM callback_outbox c WHERE c.movement_id = m AND c.callback_state = 'PENDING');
    PERFORM 1 FROM capital_transfers WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM capital_transfers t WHERE t.movement_id = m AND t.reconcile_state IN ('PENDING', 'LATE'));

    WITH d AS (DELETE FROM capital_transfers WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO capital_transfers_archive SELECT * FROM d;
    -- The candidates of both kinds of intent, from the tables: a join to the view would
    -- read every node that has an intent.
    WITH d AS (DELETE FROM evm_tx_candidates c
               WHERE c.intent_id IN (SELECT n.intent_id FROM movement_nodes n
                                     WHERE n.movement_id = ANY(moved) AND n.intent_id IS NOT NULL
                                     UNION ALL
                                     SELECT i.id FROM node_intents_past i JOIN movement_nodes n ON n.id = i.node_id
                                     WHERE n.movement_id = ANY(moved))
               RETURNING c.*)
    INSERT INTO evm_tx_candidates_archive SELECT * FROM d;
    -- An intent is a row of node_intents_past (a superseded attempt's, or the previous
    -- release's) or its node's current one; both go to node_intents_archive.
    WITH d AS (DELETE FROM node_intents_past i USING movement_nodes n
               WHERE i.node_id = n.id AND n.movement_id = ANY(moved) RETURNING i.*)
    INSERT INTO node_intents_archive SELECT * FROM d;
    INSERT INTO node_intents_archive (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id,
                                      intent_state, created_at, updated_at)
    SELECT n.intent_id, n.id, n.intent_attempt, n.intent_lane, n.intent_nonce, n.intent_payload, n.intent_signed_tx,
           n.intent_tx_hash, n.intent_external_id, n.intent_state, n.intent_created_at, n.intent_updated_at
    FROM movement_nodes n
    WHERE n.movement_id = ANY(moved) AND n.intent_id IS NOT NULL;
    WITH d AS (DELETE FROM evm_transfer_checks c USING movement_nodes n
               WHERE c.node_id = n.id AND n.movement_id = ANY(moved) RETURNING c.*)
    INSERT INTO evm_transfer_checks_archive SELECT * FROM d;
    WITH d AS (DELETE FROM node_verdicts WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO node_verdicts_archive SELECT * FROM d;
    WITH d AS (DELETE FROM callback_outbox WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO callback_outbox_archive SELECT * FROM d;
    WITH d AS (DELETE FROM movement_approvals WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_approvals_archive SELECT * FROM d;
    -- A node's parents move with it (parent_node_ids).
    WITH d AS (DELETE FROM movement_nodes WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_nodes_archive SELECT * FROM d;
    WITH d AS (DELETE FROM movements WHERE id = ANY(moved) RETURNING *)
    INSERT INTO movements_archive SELECT * FROM d;
    RETURN QUERY SELECT unnest(moved);
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION archive_movements(uuid[]) FROM PUBLIC;

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION archive_movements(ids uuid[]) RETURNS SETOF uuid
    LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
    moved uuid[];
BEGIN
    IF EXISTS (SELECT 1 FROM pg_class WHERE relnamespace = pg_my_temp_schema()) THEN
        RAISE EXCEPTION 'archive_movements: refusing to run in a session with temporary tables';
    END IF;
    SELECT coalesce(array_agg(id), '{}') INTO moved FROM (
        SELECT id FROM movements
        WHERE id = ANY(ids) AND movement_state IN ('COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED')
        ORDER BY id FOR UPDATE) r;
    PERFORM 1 FROM callback_outbox WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM callback_outbox c WHERE c.movement_id = m AND c.callback_state = 'PENDING');
    PERFORM 1 FROM capital_transfers WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM capital_transfers t WHERE t.movement_id = m AND t.reconcile_state IN ('PENDING', 'LATE'));

    WITH d AS (DELETE FROM capital_transfers WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO capital_transfers_archive SELECT * FROM d;
    WITH d AS (DELETE FROM evm_tx_candidates c USING node_intents i, movement_nodes n
               WHERE c.intent_id = i.id AND i.node_id = n.id AND n.movement_id = ANY(moved) RETURNING c.*)
    INSERT INTO evm_tx_candidates_archive SELECT * FROM d;
    WITH d AS (DELETE FROM node_intents i USING movement_nodes n
               WHERE i.node_id = n.id AND n.movement_id = ANY(moved) RETURNING i.*)
    INSERT INTO node_intents_archive SELECT * FROM d;
    WITH d AS (DELETE FROM evm_transfer_checks c USING movement_nodes n
               WHERE c.node_id = n.id AND n.movement_id = ANY(moved) RETURNING c.*)
    INSERT INTO evm_transfer_checks_archive SELECT * FROM d;
    WITH d AS (DELETE FROM node_verdicts WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO node_verdicts_archive SELECT * FROM d;
    WITH d AS (DELETE FROM callback_outbox WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO callback_outbox_archive SELECT * FROM d;
    WITH d AS (DELETE FROM movement_approvals WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_approvals_archive SELECT * FROM d;
    -- A node's parents move with it (parent_node_ids).
    WITH d AS (DELETE FROM movement_nodes WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_nodes_archive SELECT * FROM d;
    WITH d AS (DELETE FROM movements WHERE id = ANY(moved) RETURNING *)
    INSERT INTO movements_archive SELECT * FROM d;
    RETURN QUERY SELECT unnest(moved);
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION archive_movements(uuid[]) FROM PUBLIC;

DROP TRIGGER movement_nodes_intent_refs_replaced ON movement_nodes;
DROP FUNCTION movement_refs_record_node_intent();
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

DROP TRIGGER evm_tx_candidates_intent_exists ON evm_tx_candidates;
DROP FUNCTION evm_tx_candidates_intent_exists();

CREATE OR REPLACE VIEW movement_keys AS
SELECT r.kind, r.value, r.movement_id, r.node_id, r.source FROM movement_refs r
UNION ALL
SELECT 'idempotency_key', m.idempotency_key::text, m.id::uuid, NULL::uuid, 'movement' FROM movements m
UNION ALL
SELECT 'idempotency_key', m.idempotency_key::text, m.id::uuid, NULL::uuid, 'movement' FROM movements_archive m
UNION ALL
SELECT 'tx_hash', movement_ref_norm(i.tx_hash), n.movement_id, i.node_id, 'intent'
FROM node_intents_past i JOIN movement_nodes n ON n.id = i.node_id
WHERE i.tx_hash IS NOT NULL
UNION ALL
SELECT 'external_id', movement_ref_norm(i.external_id), n.movement_id, i.node_id, 'intent'
FROM node_intents_past i JOIN movement_nodes n ON n.id = i.node_id
WHERE i.external_id IS NOT NULL AND movement_ref_norm(i.external_id) IS DISTINCT FROM movement_ref_norm(i.tx_hash)
UNION ALL
SELECT 'tx_hash', movement_ref_norm(i.tx_hash), n.movement_id, i.node_id, 'intent'
FROM node_intents_archive i JOIN movement_nodes_archive n ON n.id = i.node_id
WHERE i.tx_hash IS NOT NULL
UNION ALL
SELECT 'external_id', movement_ref_norm(i.external_id), n.movement_id, i.node_id, 'intent'
FROM node_intents_archive i JOIN movement_nodes_archive n ON n.id = i.node_id
WHERE i.external_id IS NOT NULL AND movement_ref_norm(i.external_id) IS DISTINCT FROM movement_ref_norm(i.tx_hash);
DROP VIEW node_intents;
DROP FUNCTION node_intents_update();
DROP FUNCTION node_intents_insert();
ALTER TABLE node_intents_past RENAME TO node_intents;
-- The nodes' current intents become rows again.
INSERT INTO node_intents (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash, external_id,
                          intent_state, created_at, updated_at)
SELECT n.intent_id, n.id, n.intent_attempt, n.intent_lane, n.intent_nonce, n.intent_payload, n.intent_signed_tx,
       n.intent_tx_hash, n.intent_external_id, n.intent_state, n.intent_created_at, n.intent_updated_at
FROM movement_nodes n
WHERE n.intent_id IS NOT NULL;
ALTER TABLE evm_tx_candidates ADD CONSTRAINT evm_tx_candidates_intent_id_fkey FOREIGN KEY (intent_id) REFERENCES node_intents (id);

ALTER TABLE worker_heartbeats DROP COLUMN intents_on_nodes;
DROP INDEX movement_nodes_intent_external_id_key;
DROP INDEX movement_nodes_intent_tx_hash_key;
DROP INDEX movement_nodes_intent_open;
DROP INDEX movement_nodes_intent_lane_nonce;
DROP INDEX movement_nodes_intent_id;
ALTER TABLE movement_nodes_archive
    DROP COLUMN intent_id,
    DROP COLUMN intent_attempt,
    DROP COLUMN intent_lane,
    DROP COLUMN intent_nonce,
    DROP COLUMN intent_payload,
    DROP COLUMN intent_signed_tx,
    DROP COLUMN intent_tx_hash,
    DROP COLUMN intent_external_id,
    DROP COLUMN intent_state,
    DROP COLUMN intent_created_at,
    DROP COLUMN intent_updated_at;
ALTER TABLE movement_nodes
    DROP COLUMN intent_id,
    DROP COLUMN intent_attempt,
    DROP COLUMN intent_lane,
    DROP COLUMN intent_nonce,
    DROP COLUMN intent_payload,
    DROP COLUMN intent_signed_tx,
    DROP COLUMN intent_tx_hash,
    DROP COLUMN intent_external_id,
    DROP COLUMN intent_state,
    DROP COLUMN intent_created_at,
    DROP COLUMN intent_updated_at;
