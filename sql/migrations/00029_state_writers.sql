-- Who may move a node or a movement to which state (docs/security.md, "A compromised
-- pod"). The grants (package migrate's authority matrix) give a job's role UPDATE on
-- exactly the columns its transitions write, but a column grant cannot say which
-- values: expiration-checker writes node_state to cancel the nodes of a movement it
-- expires, and must not be able to set one SUCCEEDED or READY with the same grant.
-- These triggers keep each state-writing sidecar to its own target states:
--
-- * the engine workers (dispatcher, observer, recovery) and the gateway make every
--   transition their statements make (sql/queries/nodes.sql, movements.sql, verdicts);
-- * expiration-checker: a node -> CANCELLED and a movement -> EXPIRED (MovementExpire);
-- * ccip-stranded-reaper: a node -> NEEDS_MANUAL_EXECUTION or back to OBSERVING
--   (NodeMarkNeedsManualExecution, NodeResumeObserving);
-- * the schema owner (the migrator, a restore) is not limited.
--
-- The roles are the network's (qtg_<schema>_<job>, db.Network.JobRole); they exist
-- before any migration runs (package migrate's bootstrap), and are named after the
-- trigger's own schema, never the session's search_path. The WHEN clause fires the
-- PL/pgSQL check only on a state change by a login that is not an engine worker's or
-- the gateway's: state_writer_is_engine is plain SQL over cached role membership, so
-- the transitions of the dispatcher, observer and recovery pay no PL/pgSQL call (the
-- engine's per-step cost, docs/benchmarks.md). It may read current_schema(): that is
-- only a schema the login may use, so a search_path of another schema can only fail
-- the fast path and fall through to the full check; every name in it is qualified,
-- so a search_path cannot swap a function or operator in.

-- +goose Up
-- +goose StatementBegin
CREATE FUNCTION state_writer_may(schema_name text, target text) RETURNS boolean
    LANGUAGE plpgsql STABLE SET search_path FROM CURRENT AS $$
DECLARE
    prefix text := 'qtg_' || schema_name || '_';
BEGIN
    RETURN pg_has_role((SELECT n.nspowner FROM pg_namespace n WHERE n.nspname = schema_name), 'MEMBER')
        OR EXISTS (SELECT 1 FROM pg_roles r
                   WHERE r.rolname = ANY (ARRAY[prefix || 'dispatcher', prefix || 'observer', prefix || 'recovery',
                                                prefix || 'gateway', prefix || target])
                     AND pg_has_role(r.oid, 'MEMBER'));
END $$;
-- +goose StatementEnd

CREATE FUNCTION state_writer_is_engine() RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT COALESCE(
        pg_catalog.pg_has_role(pg_catalog.to_regrole('qtg_' OPERATOR(pg_catalog.||) pg_catalog.current_schema() OPERATOR(pg_catalog.||) '_dispatcher'), 'MEMBER')
        OR pg_catalog.pg_has_role(pg_catalog.to_regrole('qtg_' OPERATOR(pg_catalog.||) pg_catalog.current_schema() OPERATOR(pg_catalog.||) '_observer'), 'MEMBER')
        OR pg_catalog.pg_has_role(pg_catalog.to_regrole('qtg_' OPERATOR(pg_catalog.||) pg_catalog.current_schema() OPERATOR(pg_catalog.||) '_recovery'), 'MEMBER')
        OR pg_catalog.pg_has_role(pg_catalog.to_regrole('qtg_' OPERATOR(pg_catalog.||) pg_catalog.current_schema() OPERATOR(pg_catalog.||) '_gateway'), 'MEMBER'),
        false)
$$;

-- +goose StatementBegin
CREATE FUNCTION state_writer_check() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    to_state text;
    sidecar text := 'dispatcher';
BEGIN
    -- Only the branch taken reads its record's field (the other table has none).
    IF TG_TABLE_NAME = 'movement_nodes' THEN
        to_state := NEW.node_state::text;
        IF to_state = 'CANCELLED' THEN
            sidecar := 'expiration_checker';
        ELSIF to_state IN ('NEEDS_MANUAL_EXECUTION', 'OBSERVING') THEN
            sidecar := 'ccip_stranded_reaper';
        END IF;
    ELSE
        to_state := NEW.movement_state::text;
        IF to_state = 'EXPIRED' THEN
            sidecar := 'expiration_checker';
        END IF;
    END IF;
    IF NOT state_writer_may(TG_TABLE_SCHEMA, sidecar) THEN
        RAISE EXCEPTION 'role % may not move % to %', current_user, TG_TABLE_NAME, to_state
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'only the engine workers and the gateway make this transition (docs/security.md)';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd

CREATE TRIGGER movement_nodes_state_writer
    BEFORE UPDATE OF node_state ON movement_nodes
    FOR EACH ROW
    WHEN (OLD.node_state IS DISTINCT FROM NEW.node_state AND NOT state_writer_is_engine())
    EXECUTE FUNCTION state_writer_check();

CREATE TRIGGER movements_state_writer
    BEFORE UPDATE OF movement_state ON movements
    FOR EACH ROW
    WHEN (OLD.movement_state IS DISTINCT FROM NEW.movement_state AND NOT state_writer_is_engine())
    EXECUTE FUNCTION state_writer_check();

-- +goose Down
DROP TRIGGER movements_state_writer ON movements;
DROP TRIGGER movement_nodes_state_writer ON movement_nodes;
DROP FUNCTION state_writer_check();
DROP FUNCTION state_writer_may(text, text);
DROP FUNCTION state_writer_is_engine();
