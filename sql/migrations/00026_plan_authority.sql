-- What four eyes approved is immutable, whoever asks (docs/security.md, "A compromised
-- pod"). The grants (package migrate) already keep the workers' roles from writing a
-- plan; these triggers also hold against the gateway's role and the schema owner:
--
-- * a movement's identity, template, params, plan hash and creator never change, and
--   its approver is written once, by the approval;
-- * nodes and plan edges are added only while their movement awaits approval, in the
--   transaction that creates it, so an approved plan cannot grow a node or an edge;
-- * a node's plan columns (identity, executor, config and approved bytes) and an edge
--   never change, and both are deleted only with a finished movement (the archive);
-- * a template's name, version, definition and proposer never change, its approver is
--   written once, and its state moves only forward (PROPOSED -> ACTIVE, REJECTED or
--   EXPIRED; ACTIVE -> RETIRED), so a retired or rejected definition cannot come back.
--
-- Row triggers on the hot tables fire only when their WHEN clause (evaluated without
-- calling PL/pgSQL) sees a forbidden change; node and edge inserts are checked once per
-- statement over its transition table.

-- +goose Up
-- +goose StatementBegin
CREATE FUNCTION plan_refuse_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the approved plan is immutable: % may not change %', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege', HINT = TG_ARGV[0];
END $$;
-- +goose StatementEnd

CREATE TRIGGER movements_plan_immutable
    BEFORE UPDATE ON movements
    FOR EACH ROW
    WHEN (OLD.id IS DISTINCT FROM NEW.id
          OR OLD.template_id IS DISTINCT FROM NEW.template_id
          OR OLD.params IS DISTINCT FROM NEW.params
          OR OLD.plan_hash IS DISTINCT FROM NEW.plan_hash
          OR OLD.created_by IS DISTINCT FROM NEW.created_by
          OR OLD.idempotency_key IS DISTINCT FROM NEW.idempotency_key
          OR OLD.request_hash IS DISTINCT FROM NEW.request_hash
          OR (OLD.approved_by IS NOT NULL AND OLD.approved_by IS DISTINCT FROM NEW.approved_by))
    EXECUTE FUNCTION plan_refuse_change('a movement''s plan, creator and approver are written once');

CREATE TRIGGER movement_nodes_plan_immutable
    BEFORE UPDATE ON movement_nodes
    FOR EACH ROW
    WHEN (OLD.id IS DISTINCT FROM NEW.id
          OR OLD.movement_id IS DISTINCT FROM NEW.movement_id
          OR OLD.node_key IS DISTINCT FROM NEW.node_key
          OR OLD.executor_key IS DISTINCT FROM NEW.executor_key
          OR OLD.has_side_effect IS DISTINCT FROM NEW.has_side_effect
          OR OLD.approved_config_sha256 IS DISTINCT FROM NEW.approved_config_sha256
          OR OLD.approved_config IS DISTINCT FROM NEW.approved_config
          OR OLD.node_config IS DISTINCT FROM NEW.node_config)
    EXECUTE FUNCTION plan_refuse_change('a node''s executor and config are the approved plan');

CREATE TRIGGER movement_plan_edges_immutable
    BEFORE UPDATE ON movement_plan_edges
    FOR EACH ROW
    EXECUTE FUNCTION plan_refuse_change('plan edges are the approved plan');

-- +goose StatementBegin
CREATE FUNCTION plan_insert_only_before_approval() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    late uuid;
BEGIN
    SELECT n.movement_id INTO late
    FROM new_rows n
    LEFT JOIN movements m ON m.id = n.movement_id
    WHERE m.movement_state IS DISTINCT FROM 'PENDING_APPROVAL'
    LIMIT 1;
    IF late IS NOT NULL THEN
        RAISE EXCEPTION 'movement % is not awaiting approval: % may not be added to its plan', late, TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'nodes and edges are written with their movement, before it is approved';
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER movement_nodes_insert_before_approval
    AFTER INSERT ON movement_nodes
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION plan_insert_only_before_approval();

CREATE TRIGGER movement_plan_edges_insert_before_approval
    AFTER INSERT ON movement_plan_edges
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION plan_insert_only_before_approval();

-- +goose StatementBegin
CREATE FUNCTION plan_delete_only_when_finished() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    live uuid;
BEGIN
    SELECT o.movement_id INTO live
    FROM old_rows o
    JOIN movements m ON m.id = o.movement_id
    WHERE m.movement_state NOT IN ('COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED')
    LIMIT 1;
    IF live IS NOT NULL THEN
        RAISE EXCEPTION 'movement % is not finished: its % may not be deleted', live, TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'only the archive deletes a plan, with its finished movement';
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

CREATE TRIGGER movement_nodes_delete_when_finished
    AFTER DELETE ON movement_nodes
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION plan_delete_only_when_finished();

CREATE TRIGGER movement_plan_edges_delete_when_finished
    AFTER DELETE ON movement_plan_edges
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION plan_delete_only_when_finished();

CREATE TRIGGER movement_templates_immutable
    BEFORE UPDATE ON movement_templates
    FOR EACH ROW
    WHEN (OLD.id IS DISTINCT FROM NEW.id
          OR OLD.name IS DISTINCT FROM NEW.name
          OR OLD.version IS DISTINCT FROM NEW.version
          OR OLD.definition IS DISTINCT FROM NEW.definition
          OR OLD.definition_hash IS DISTINCT FROM NEW.definition_hash
          OR OLD.proposed_by IS DISTINCT FROM NEW.proposed_by
          OR (OLD.approved_by IS NOT NULL AND OLD.approved_by IS DISTINCT FROM NEW.approved_by)
          -- A state the CHECK constraint does not know is left to it.
          OR (OLD.template_state IS DISTINCT FROM NEW.template_state
              AND NEW.template_state IN ('PROPOSED', 'ACTIVE', 'REJECTED', 'EXPIRED', 'RETIRED')
              AND NOT (OLD.template_state = 'PROPOSED' AND NEW.template_state IN ('ACTIVE', 'REJECTED', 'EXPIRED'))
              AND NOT (OLD.template_state = 'ACTIVE' AND NEW.template_state = 'RETIRED')))
    EXECUTE FUNCTION plan_refuse_change('a template''s definition is written once and its state only moves forward');

-- +goose Down
DROP TRIGGER movement_templates_immutable ON movement_templates;
DROP TRIGGER movement_plan_edges_delete_when_finished ON movement_plan_edges;
DROP TRIGGER movement_nodes_delete_when_finished ON movement_nodes;
DROP FUNCTION plan_delete_only_when_finished();
DROP TRIGGER movement_plan_edges_insert_before_approval ON movement_plan_edges;
DROP TRIGGER movement_nodes_insert_before_approval ON movement_nodes;
DROP FUNCTION plan_insert_only_before_approval();
DROP TRIGGER movement_plan_edges_immutable ON movement_plan_edges;
DROP TRIGGER movement_nodes_plan_immutable ON movement_nodes;
DROP TRIGGER movements_plan_immutable ON movements;
DROP FUNCTION plan_refuse_change();
