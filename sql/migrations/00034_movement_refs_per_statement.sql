-- movement_refs (migration 00032) is written by triggers; the ones on the workers' and
-- the clients' hottest statements cost a function call per row, a fifth of the core
-- workers' throughput on the benchmark (docs/benchmarks.md). Here:
--
-- * The inserts of movements, nodes and intents record their keys once per statement,
--   from the statement's transition table: a batch of intents, or a movement's nodes,
--   is one function call and one INSERT into movement_refs.
-- * A node's result or progress is read for keys only when its text holds something
--   key-like (a 32-byte 0x-hex value or one of the external-ID names that
--   movement_refs_json reads): the check runs in the trigger's WHEN clause, without a
--   function call, so a completion that records no key (a noop step, an evm_transfer
--   result without a hash) costs a regular-expression match.
--
-- The functions run as the schema owner with the same search_path as
-- movement_refs_record, for the same reason (docs/security.md).

-- +goose Up
-- +goose StatementBegin
CREATE FUNCTION movement_refs_on_insert() RETURNS trigger
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
REVOKE ALL ON FUNCTION movement_refs_on_insert() FROM PUBLIC;
-- +goose StatementBegin
DO $$ BEGIN
    EXECUTE pg_catalog.format('ALTER FUNCTION movement_refs_on_insert() SET search_path = %I, pg_temp', pg_catalog.current_schema());
END $$;
-- +goose StatementEnd

DROP TRIGGER movements_refs ON movements;
CREATE TRIGGER movements_refs AFTER INSERT ON movements REFERENCING NEW TABLE AS new_rows_movements
    FOR EACH STATEMENT EXECUTE FUNCTION movement_refs_on_insert();
DROP TRIGGER movement_nodes_refs ON movement_nodes;
CREATE TRIGGER movement_nodes_refs AFTER INSERT ON movement_nodes REFERENCING NEW TABLE AS new_rows_nodes
    FOR EACH STATEMENT EXECUTE FUNCTION movement_refs_on_insert();
DROP TRIGGER node_intents_refs ON node_intents;
CREATE TRIGGER node_intents_refs AFTER INSERT ON node_intents REFERENCING NEW TABLE AS new_rows_intents
    FOR EACH STATEMENT EXECUTE FUNCTION movement_refs_on_insert();

DROP TRIGGER movement_nodes_refs_evidence ON movement_nodes;
CREATE TRIGGER movement_nodes_refs_evidence AFTER UPDATE OF result, progress ON movement_nodes
    FOR EACH ROW WHEN ((OLD.result IS DISTINCT FROM NEW.result OR OLD.progress IS DISTINCT FROM NEW.progress)
        AND (NEW.result::text ~ '0x[0-9a-fA-F]{64}|"(message_id|guid|message_nonce|withdraw_id|deposit_id|request_id)"'
          OR NEW.progress::text ~ '0x[0-9a-fA-F]{64}|"(message_id|guid|message_nonce|withdraw_id|deposit_id|request_id)"'))
    EXECUTE FUNCTION movement_refs_record();

-- +goose Down
DROP TRIGGER movement_nodes_refs_evidence ON movement_nodes;
CREATE TRIGGER movement_nodes_refs_evidence AFTER UPDATE OF result, progress ON movement_nodes
    FOR EACH ROW WHEN (OLD.result IS DISTINCT FROM NEW.result OR OLD.progress IS DISTINCT FROM NEW.progress)
    EXECUTE FUNCTION movement_refs_record();
DROP TRIGGER node_intents_refs ON node_intents;
CREATE TRIGGER node_intents_refs AFTER INSERT ON node_intents
    FOR EACH ROW WHEN (NEW.tx_hash IS NOT NULL OR NEW.external_id IS NOT NULL)
    EXECUTE FUNCTION movement_refs_record();
DROP TRIGGER movement_nodes_refs ON movement_nodes;
CREATE TRIGGER movement_nodes_refs AFTER INSERT ON movement_nodes
    FOR EACH ROW EXECUTE FUNCTION movement_refs_record();
DROP TRIGGER movements_refs ON movements;
CREATE TRIGGER movements_refs AFTER INSERT ON movements
    FOR EACH ROW EXECUTE FUNCTION movement_refs_record();
DROP FUNCTION movement_refs_on_insert();
