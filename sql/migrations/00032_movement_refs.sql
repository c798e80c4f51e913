-- Search by what an incident starts from (docs/api.md, "SearchMovements"): "the venue
-- says withdrawal X", "the chain shows transaction Y". The executors record those keys
-- in several places, most of them JSON:
--
-- * node_intents.tx_hash (every transaction a node signed: approve, burn, send,
--   transfer, receive, manual execution) and node_intents.external_id (a venue's
--   withdrawal ID, a CCIP messageId, a LayerZero guid, a CCTP nonce; an EVM phase's
--   own hash again);
-- * evm_tx_candidates.tx_hash (fee-bump replacements and cancellations of an intent);
-- * capital_transfers (a venue's withdrawal ID and requestId, and the venue's own
--   payment transaction);
-- * movement_nodes.result and .progress (what the executor proved: the final send or
--   burn, a deposit's venue ID, a message's ID or nonce; see each executor's result and
--   progress types);
-- * movement_nodes.node_config ("to" and "amount", the same names in every executor
--   that moves value) and movements.idempotency_key.
--
-- movement_refs is one normalised row per (kind, value, movement, node), written by
-- the triggers below in the same transaction as the row that recorded the key, so no
-- executor or worker statement changes, and backfilled here. One index serves every
-- exact key; amounts have an expression index. Hex keys are stored lower-case with
-- their 0x (movement_ref_norm), and searches are normalised the same way.
--
-- * The trigger functions run as the schema owner (SECURITY DEFINER): no login writes
--   movement_refs itself (package migrate's readOnlyTables), so a compromised worker
--   cannot plant or remove a key. Their search_path is this schema, then pg_temp, so
--   a session's temporary table cannot stand in for one named here.
-- * No foreign keys: a reference would make every ref insert lock its node and its
--   movement (FOR KEY SHARE) on the engine's path, and archiving (archive_movements)
--   would have to move the refs too. The refs of an archived movement stay, so a
--   search by a key still finds it (in movements_archive, by ID).
-- * The node-table trigger fires only when result or progress changes (a completion,
--   a finished phase), never on the engine's other updates.

-- +goose Up
CREATE TABLE movement_refs (
    kind        text NOT NULL CHECK (kind IN ('tx_hash', 'external_id', 'idempotency_key', 'address', 'amount')),
    value       text NOT NULL CHECK (value <> '' AND length(value) <= 512),
    movement_id uuid NOT NULL,
    -- NULL for a movement's own key (its idempotency key).
    node_id     uuid,
    -- Where the key was recorded: movement, config, intent, evm_tx_candidate,
    -- capital_transfer, result or progress (the first one that recorded it).
    source      text NOT NULL,
    CHECK (kind <> 'amount' OR value ~ '^[0-9]{1,78}$')
);
CREATE UNIQUE INDEX movement_refs_value ON movement_refs (value, kind, movement_id, node_id) NULLS NOT DISTINCT;
CREATE INDEX movement_refs_movement ON movement_refs (movement_id);
CREATE INDEX movement_refs_amount ON movement_refs ((value::numeric)) WHERE kind = 'amount';

-- The one normalisation: a 0x-hex value lower-case, a bare 64-digit hex value (a
-- transaction hash copied without its 0x) with 0x, anything else trimmed only.
CREATE FUNCTION movement_ref_norm(v text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE
        WHEN pg_catalog.btrim(v) OPERATOR(pg_catalog.~) '^0[xX][0-9a-fA-F]+$' THEN pg_catalog.lower(pg_catalog.btrim(v))
        WHEN pg_catalog.btrim(v) OPERATOR(pg_catalog.~) '^[0-9a-fA-F]{64}$' THEN '0x' OPERATOR(pg_catalog.||) pg_catalog.lower(pg_catalog.btrim(v))
        ELSE pg_catalog.btrim(v)
    END
$$;

-- The keys of a node's result or progress: transaction hashes under "tx_hash", "*_tx"
-- and "*_txs" (and manual_legs[].tx), external IDs under the names the executors give
-- them.
CREATE FUNCTION movement_refs_json(doc jsonb) RETURNS TABLE (kind text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT 'tx_hash', pg_catalog.lower(e.v OPERATOR(pg_catalog.#>>) '{}')
    FROM pg_catalog.jsonb_each(CASE WHEN pg_catalog.jsonb_typeof(doc) = 'object' THEN doc ELSE '{}' END) e(k, v)
    WHERE pg_catalog.jsonb_typeof(e.v) = 'string' AND (e.k = 'tx_hash' OR e.k LIKE '%\_tx')
      AND (e.v OPERATOR(pg_catalog.#>>) '{}') OPERATOR(pg_catalog.~) '^0x[0-9a-fA-F]{64}$'
    UNION ALL
    SELECT 'tx_hash', pg_catalog.lower(x OPERATOR(pg_catalog.#>>) '{}')
    FROM pg_catalog.jsonb_each(CASE WHEN pg_catalog.jsonb_typeof(doc) = 'object' THEN doc ELSE '{}' END) e(k, v),
         pg_catalog.jsonb_array_elements(CASE WHEN pg_catalog.jsonb_typeof(e.v) = 'array' THEN e.v ELSE '[]' END) x
    WHERE e.k LIKE '%\_txs' AND pg_catalog.jsonb_typeof(x) = 'string'
      AND (x OPERATOR(pg_catalog.#>>) '{}') OPERATOR(pg_catalog.~) '^0x[0-9a-fA-F]{64}$'
    UNION ALL
    SELECT 'tx_hash', pg_catalog.lower(x OPERATOR(pg_catalog.->>) 'tx')
    FROM pg_catalog.jsonb_array_elements(CASE WHEN pg_catalog.jsonb_typeof(doc) = 'object'
                                                   AND pg_catalog.jsonb_typeof(doc OPERATOR(pg_catalog.->) 'manual_legs') = 'array'
                                              THEN doc OPERATOR(pg_catalog.->) 'manual_legs' ELSE '[]' END) x
    WHERE pg_catalog.jsonb_typeof(x) = 'object'
      AND (x OPERATOR(pg_catalog.->>) 'tx') OPERATOR(pg_catalog.~) '^0x[0-9a-fA-F]{64}$'
    UNION ALL
    SELECT 'external_id', movement_ref_norm(e.v OPERATOR(pg_catalog.#>>) '{}')
    FROM pg_catalog.jsonb_each(CASE WHEN pg_catalog.jsonb_typeof(doc) = 'object' THEN doc ELSE '{}' END) e(k, v)
    WHERE e.k IN ('message_id', 'guid', 'message_nonce', 'withdraw_id', 'deposit_id', 'request_id')
      AND pg_catalog.jsonb_typeof(e.v) = 'string'
      AND pg_catalog.btrim(e.v OPERATOR(pg_catalog.#>>) '{}') <> ''
      AND pg_catalog.length(e.v OPERATOR(pg_catalog.#>>) '{}') <= 512
$$;

-- +goose StatementBegin
CREATE FUNCTION movement_refs_record() RETURNS trigger
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
REVOKE ALL ON FUNCTION movement_refs_record() FROM PUBLIC;

-- This schema first, pg_temp last: the function runs as the owner.
-- +goose StatementBegin
DO $$ BEGIN
    EXECUTE pg_catalog.format('ALTER FUNCTION movement_refs_record() SET search_path = %I, pg_temp', pg_catalog.current_schema());
END $$;
-- +goose StatementEnd

CREATE TRIGGER movements_refs AFTER INSERT ON movements
    FOR EACH ROW EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER movement_nodes_refs AFTER INSERT ON movement_nodes
    FOR EACH ROW EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER movement_nodes_refs_evidence AFTER UPDATE OF result, progress ON movement_nodes
    FOR EACH ROW WHEN (OLD.result IS DISTINCT FROM NEW.result OR OLD.progress IS DISTINCT FROM NEW.progress)
    EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER node_intents_refs AFTER INSERT ON node_intents
    FOR EACH ROW WHEN (NEW.tx_hash IS NOT NULL OR NEW.external_id IS NOT NULL)
    EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER node_intents_refs_update AFTER UPDATE OF tx_hash, external_id ON node_intents
    FOR EACH ROW WHEN (OLD.tx_hash IS DISTINCT FROM NEW.tx_hash OR OLD.external_id IS DISTINCT FROM NEW.external_id)
    EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER evm_tx_candidates_refs AFTER INSERT ON evm_tx_candidates
    FOR EACH ROW EXECUTE FUNCTION movement_refs_record();
CREATE TRIGGER capital_transfers_refs AFTER INSERT OR UPDATE OF tx_hash, withdraw_id, request_id ON capital_transfers
    FOR EACH ROW EXECUTE FUNCTION movement_refs_record();

-- Backfill: the same keys from the rows already there.
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT 'idempotency_key', m.idempotency_key, m.id, NULL, 'movement' FROM movements m
ON CONFLICT DO NOTHING;
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT r.k, r.v, n.movement_id, n.id, 'config'
FROM movement_nodes n,
     LATERAL (VALUES ('address', movement_ref_norm(n.node_config ->> 'to')),
                     ('amount', btrim(n.node_config ->> 'amount'))) r(k, v)
WHERE jsonb_typeof(n.node_config) = 'object' AND r.v <> '' AND length(r.v) <= 512
  AND (r.k <> 'amount' OR r.v ~ '^[0-9]{1,78}$')
ON CONFLICT DO NOTHING;
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT j.kind, j.value, n.movement_id, n.id, s.source
FROM movement_nodes n,
     LATERAL (VALUES ('result', n.result), ('progress', n.progress)) s(source, doc),
     LATERAL movement_refs_json(s.doc) j
ON CONFLICT DO NOTHING;
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT r.k, r.v, n.movement_id, n.id, 'intent'
FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id,
     LATERAL (VALUES ('tx_hash', movement_ref_norm(i.tx_hash)), ('external_id', movement_ref_norm(i.external_id))) r(k, v)
WHERE r.v <> '' AND length(r.v) <= 512
  AND (r.k = 'tx_hash' OR r.v IS DISTINCT FROM movement_ref_norm(i.tx_hash))
ON CONFLICT DO NOTHING;
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT 'tx_hash', movement_ref_norm(c.tx_hash), n.movement_id, n.id, 'evm_tx_candidate'
FROM evm_tx_candidates c JOIN node_intents i ON i.id = c.intent_id JOIN movement_nodes n ON n.id = i.node_id
ON CONFLICT DO NOTHING;
INSERT INTO movement_refs (kind, value, movement_id, node_id, source)
SELECT r.k, r.v, c.movement_id, c.node_id, 'capital_transfer'
FROM capital_transfers c,
     LATERAL (VALUES ('tx_hash', movement_ref_norm(c.tx_hash)), ('external_id', movement_ref_norm(c.withdraw_id)),
                     ('external_id', movement_ref_norm(c.request_id))) r(k, v)
WHERE r.v <> '' AND length(r.v) <= 512
ON CONFLICT DO NOTHING;

-- +goose Down
DROP TRIGGER capital_transfers_refs ON capital_transfers;
DROP TRIGGER evm_tx_candidates_refs ON evm_tx_candidates;
DROP TRIGGER node_intents_refs_update ON node_intents;
DROP TRIGGER node_intents_refs ON node_intents;
DROP TRIGGER movement_nodes_refs_evidence ON movement_nodes;
DROP TRIGGER movement_nodes_refs ON movement_nodes;
DROP TRIGGER movements_refs ON movements;
DROP FUNCTION movement_refs_record();
DROP FUNCTION movement_refs_json(jsonb);
DROP FUNCTION movement_ref_norm(text);
DROP TABLE movement_refs;
