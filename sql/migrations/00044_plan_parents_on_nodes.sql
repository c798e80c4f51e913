-- A node's parents are a column of the node (docs/design.md §2), not a row per edge.
--
-- The plan's edges were rows of movement_plan_edges, written by every create (two for a
-- chain of three nodes, each with three index entries) and read by the release of a
-- child. A node is inserted once anyway, so its parents now travel in it:
-- movement_nodes.parent_node_ids, written with the node, immutable once its movement is
-- approved (the grants leave it to no login; the trigger below refuses even the owner),
-- and checked at insert to name nodes of the same movement, as the foreign keys of an
-- edge did. Archiving moves it with the node.
--
-- movement_plan_edges stays readable as a view of those columns, one row per edge, so
-- the previous release's workers, which read it in their release statements, go on
-- releasing children during a rolling upgrade (the view joins through the parent's
-- row, so a lookup by either end or by movement is an index lookup). The previous
-- release's gateway inserts edges into it: an INSTEAD OF trigger keeps each in
-- movement_plan_edges_inserted, and a deferred trigger folds it into its child's
-- parents when the create commits, once every node of the statement exists (a sibling
-- CTE's nodes are not visible to a row trigger). The next release drops both.
-- Movements archived before this migration keep their edges in
-- movement_plan_edges_archive; ArchiveListEdges reads both.

-- +goose Up
ALTER TABLE movement_nodes ADD COLUMN parent_node_ids uuid[] NOT NULL DEFAULT '{}';
ALTER TABLE movement_nodes_archive ADD COLUMN parent_node_ids uuid[] NOT NULL DEFAULT '{}';

UPDATE movement_nodes n
SET parent_node_ids = e.parents
FROM (SELECT child_node_id, array_agg(parent_node_id ORDER BY parent_node_id) AS parents
      FROM movement_plan_edges
      GROUP BY child_node_id) e
WHERE n.id = e.child_node_id;

DROP TABLE movement_plan_edges;

-- +goose StatementBegin
-- Nodes are inserted only while their movement awaits approval (migration 00026), and
-- each parent a node names is another node of its movement: what the foreign keys and
-- the CHECK of an edge row said.
CREATE OR REPLACE FUNCTION plan_insert_only_before_approval() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    late uuid;
    orphan uuid;
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
    SELECT c.id INTO orphan
    FROM new_rows c
    CROSS JOIN LATERAL unnest(c.parent_node_ids) AS p(id)
    WHERE p.id = c.id
       OR NOT EXISTS (SELECT 1 FROM movement_nodes s WHERE s.id = p.id AND s.movement_id = c.movement_id)
    LIMIT 1;
    IF orphan IS NOT NULL THEN
        RAISE EXCEPTION 'node % names a parent that is not another node of its movement', orphan
            USING ERRCODE = 'foreign_key_violation',
                  HINT = 'a node''s parents are inserted with it, in the statement that creates its movement';
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION plan_parents_before_approval() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM movements m WHERE m.id = NEW.movement_id AND m.movement_state = 'PENDING_APPROVAL') THEN
        RAISE EXCEPTION 'the approved plan is immutable: node % may not change its parents', NEW.id
            USING ERRCODE = 'insufficient_privilege', HINT = 'a node''s parents are the approved plan';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION plan_parents_before_approval() FROM PUBLIC;

CREATE TRIGGER movement_nodes_parents_immutable
    BEFORE UPDATE ON movement_nodes
    FOR EACH ROW
    WHEN (OLD.parent_node_ids IS DISTINCT FROM NEW.parent_node_ids)
    EXECUTE FUNCTION plan_parents_before_approval();

CREATE VIEW movement_plan_edges AS
SELECT c.movement_id, p.id AS parent_node_id, c.id AS child_node_id
FROM movement_nodes c
JOIN movement_nodes p ON p.movement_id = c.movement_id AND p.id = ANY(c.parent_node_ids);

-- The previous release's gateway's edges, until its create commits.
CREATE TABLE movement_plan_edges_inserted (
    movement_id    uuid NOT NULL,
    parent_node_id uuid NOT NULL,
    child_node_id  uuid NOT NULL,
    PRIMARY KEY (child_node_id, parent_node_id)
);

-- +goose StatementBegin
CREATE FUNCTION movement_plan_edges_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    INSERT INTO movement_plan_edges_inserted (movement_id, parent_node_id, child_node_id)
    VALUES (NEW.movement_id, NEW.parent_node_id, NEW.child_node_id);
    RETURN NEW;
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION movement_plan_edges_insert() FROM PUBLIC;

CREATE TRIGGER movement_plan_edges_insert
    INSTEAD OF INSERT ON movement_plan_edges
    FOR EACH ROW EXECUTE FUNCTION movement_plan_edges_insert();

-- +goose StatementBegin
CREATE FUNCTION movement_plan_edges_fold() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
    UPDATE movement_nodes c
    SET parent_node_ids = c.parent_node_ids || NEW.parent_node_id
    WHERE c.id = NEW.child_node_id AND c.movement_id = NEW.movement_id AND c.id <> NEW.parent_node_id
      AND EXISTS (SELECT 1 FROM movement_nodes p WHERE p.id = NEW.parent_node_id AND p.movement_id = NEW.movement_id);
    IF NOT FOUND THEN
        RAISE EXCEPTION 'edge % -> % is not between two nodes of movement %', NEW.parent_node_id, NEW.child_node_id, NEW.movement_id
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    DELETE FROM movement_plan_edges_inserted
    WHERE child_node_id = NEW.child_node_id AND parent_node_id = NEW.parent_node_id;
    RETURN NULL;
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION movement_plan_edges_fold() FROM PUBLIC;

CREATE CONSTRAINT TRIGGER movement_plan_edges_fold
    AFTER INSERT ON movement_plan_edges_inserted
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION movement_plan_edges_fold();

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
    WITH d AS (DELETE FROM movement_plan_edges WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_plan_edges_archive SELECT * FROM d;
    WITH d AS (DELETE FROM movement_nodes WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_nodes_archive SELECT * FROM d;
    WITH d AS (DELETE FROM movements WHERE id = ANY(moved) RETURNING *)
    INSERT INTO movements_archive SELECT * FROM d;
    RETURN QUERY SELECT unnest(moved);
END $$;
-- +goose StatementEnd
REVOKE ALL ON FUNCTION archive_movements(uuid[]) FROM PUBLIC;

DROP TRIGGER movement_plan_edges_fold ON movement_plan_edges_inserted;
DROP FUNCTION movement_plan_edges_fold();
DROP TRIGGER movement_plan_edges_insert ON movement_plan_edges;
DROP FUNCTION movement_plan_edges_insert();
DROP TABLE movement_plan_edges_inserted;
DROP VIEW movement_plan_edges;
DROP TRIGGER movement_nodes_parents_immutable ON movement_nodes;
DROP FUNCTION plan_parents_before_approval();

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION plan_insert_only_before_approval() RETURNS trigger
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

CREATE TABLE movement_plan_edges (
    movement_id    uuid NOT NULL REFERENCES movements (id),
    parent_node_id uuid NOT NULL REFERENCES movement_nodes (id),
    child_node_id  uuid NOT NULL REFERENCES movement_nodes (id),
    PRIMARY KEY (parent_node_id, child_node_id),
    CHECK (parent_node_id <> child_node_id)
);
CREATE INDEX movement_plan_edges_child ON movement_plan_edges (child_node_id);
CREATE INDEX movement_plan_edges_movement ON movement_plan_edges (movement_id);
INSERT INTO movement_plan_edges (movement_id, parent_node_id, child_node_id)
SELECT c.movement_id, p, c.id FROM movement_nodes c CROSS JOIN LATERAL unnest(c.parent_node_ids) AS p;
-- Archived movements' edges go back to the archive's edge table.
INSERT INTO movement_plan_edges_archive (movement_id, parent_node_id, child_node_id)
SELECT c.movement_id, p, c.id FROM movement_nodes_archive c CROSS JOIN LATERAL unnest(c.parent_node_ids) AS p;

CREATE TRIGGER movement_plan_edges_immutable
    BEFORE UPDATE ON movement_plan_edges
    FOR EACH ROW
    EXECUTE FUNCTION plan_refuse_change('plan edges are the approved plan');
CREATE TRIGGER movement_plan_edges_insert_before_approval
    AFTER INSERT ON movement_plan_edges
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION plan_insert_only_before_approval();
CREATE TRIGGER movement_plan_edges_delete_when_finished
    AFTER DELETE ON movement_plan_edges
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION plan_delete_only_when_finished();

ALTER TABLE movement_nodes_archive DROP COLUMN parent_node_ids;
ALTER TABLE movement_nodes DROP COLUMN parent_node_ids;
