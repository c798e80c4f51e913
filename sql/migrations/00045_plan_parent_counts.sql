-- A node's count of parents still to complete is its parents' count when it is inserted
-- (docs/design.md §2), checked by the database, not taken on the gateway's word.
--
-- pending_parents is what the release of a child counts down and what the approval
-- reads to ready the roots (a node with none pending). It came from the gateway as a
-- number beside the parents it counts, and nothing checked that the two agreed: a node
-- inserted with fewer pending than it has parents would be readied at approval, or
-- released by its first parent, and run before the others completed; one with more,
-- or with a parent named twice (released once), would never run. The plan hash covers
-- the parents, not the count, so an approver could not see it either.
--
-- The statement-level trigger that already checks every inserted node's parents
-- (plan_insert_only_before_approval) now also checks that each counts exactly its
-- parents, each named once. The previous release's gateway inserts its nodes with no
-- parents and their edges into movement_plan_edges in the same statement (migration
-- 00044 keeps those in movement_plan_edges_inserted until the create commits): its
-- nodes count those edges. The release's gateway now stores the count the parents
-- give (cardinality(parent_node_ids)) rather than a number of its own.

-- +goose Up
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION plan_insert_only_before_approval() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    late uuid;
    orphan uuid;
    miscounted uuid;
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
    -- The edges the previous release's gateway inserted in this statement wait in
    -- movement_plan_edges_inserted (its INSTEAD OF trigger ran before this one).
    SELECT c.id INTO miscounted
    FROM new_rows c
    WHERE c.pending_parents <> cardinality(c.parent_node_ids)
                               + (SELECT count(*) FROM movement_plan_edges_inserted e WHERE e.child_node_id = c.id)
       OR cardinality(c.parent_node_ids) <> (SELECT count(DISTINCT p) FROM unnest(c.parent_node_ids) AS p)
    LIMIT 1;
    IF miscounted IS NOT NULL THEN
        RAISE EXCEPTION 'node % does not count its parents: pending_parents must be the number of parents it names, each named once', miscounted
            USING ERRCODE = 'check_violation',
                  HINT = 'a node waits for each of its parents once; the count is what the release of its children counts down';
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
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
