-- Archive of finished movements (issue 13, "Big tables").
--
-- The movement-archiver sidecar moves movements that finished longer ago than its
-- retention (MG_ARCHIVE_AFTER), with every row that references them, from the live
-- tables into the <table>_archive tables below, so that the live tables (and their
-- indexes, vacuum work and claim plans) hold live work and recent history only.
-- Audit rows (audit_outbox, audit_log) are never moved.
--
-- * Each archive table has the live table's columns in the same order (LIKE), so a
--   move is `DELETE … RETURNING *` into `INSERT … SELECT *`. A migration that adds a
--   column to a live table below adds it to its archive table too (db's
--   TestArchiveColumnsMatchLive fails until it does).
-- * The network roles may only read the archive tables (db/migrate's grants revoke
--   the rest), and may not delete live nodes at all (issue 11, item 9). The move runs
--   in archive_movements, a SECURITY DEFINER function owned by the schema owner, which
--   moves only terminal movements, all of their rows at once, copied before deleted.
-- * An idempotency key stays taken once its movement is archived (trigger on
--   movements), so a late retry of a create can never start the movement twice.

-- +goose Up
CREATE TABLE movements_archive (LIKE movements);
ALTER TABLE movements_archive ADD PRIMARY KEY (id);
CREATE UNIQUE INDEX movements_archive_idempotency_key ON movements_archive (idempotency_key);

CREATE TABLE movement_nodes_archive (LIKE movement_nodes);
ALTER TABLE movement_nodes_archive ADD PRIMARY KEY (id);
CREATE INDEX movement_nodes_archive_movement ON movement_nodes_archive (movement_id);

CREATE TABLE movement_plan_edges_archive (LIKE movement_plan_edges);
CREATE INDEX movement_plan_edges_archive_movement ON movement_plan_edges_archive (movement_id);

CREATE TABLE node_intents_archive (LIKE node_intents);
ALTER TABLE node_intents_archive ADD PRIMARY KEY (id);
CREATE INDEX node_intents_archive_node ON node_intents_archive (node_id);

CREATE TABLE evm_tx_candidates_archive (LIKE evm_tx_candidates);
ALTER TABLE evm_tx_candidates_archive ADD PRIMARY KEY (tx_hash);
CREATE INDEX evm_tx_candidates_archive_intent ON evm_tx_candidates_archive (intent_id);

CREATE TABLE evm_transfer_checks_archive (LIKE evm_transfer_checks);
ALTER TABLE evm_transfer_checks_archive ADD PRIMARY KEY (node_id);

CREATE TABLE node_verdicts_archive (LIKE node_verdicts);
ALTER TABLE node_verdicts_archive ADD PRIMARY KEY (id);
CREATE INDEX node_verdicts_archive_movement ON node_verdicts_archive (movement_id);

CREATE TABLE callback_outbox_archive (LIKE callback_outbox);
ALTER TABLE callback_outbox_archive ADD PRIMARY KEY (id);
CREATE INDEX callback_outbox_archive_movement ON callback_outbox_archive (movement_id);

-- Finished movements by age: the archiver's claim reads this index only.
CREATE INDEX movements_finished ON movements (finished_at)
    WHERE movement_state IN ('COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED');

-- Moves the given movements, if terminal and without a callback to deliver, with their nodes, edges, intents, EVM
-- candidates and transfer checks, verdicts and callback rows into the archive tables,
-- children first, and returns the IDs it moved. The caller's claim has locked the
-- movement rows (archive.sql, ArchiveClaim); the FOR UPDATE here takes nothing more
-- then, and guards callers that did not. Runs as the schema owner with search_path
-- fixed to this schema; it refuses to run in a session that has temporary tables,
-- which would be searched first and could stand in for the tables named here.
-- +goose StatementBegin
CREATE FUNCTION archive_movements(ids uuid[]) RETURNS SETOF uuid
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
    -- A callback still to deliver keeps its movement live. Its rows are locked first,
    -- so an operator's retry of a dead callback (DEAD -> PENDING) either committed
    -- before this check or waits until the move is committed (and then finds no row).
    PERFORM 1 FROM callback_outbox WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM callback_outbox c WHERE c.movement_id = m AND c.callback_state = 'PENDING');

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

-- An idempotency key of an archived movement stays taken: a create reusing it is
-- refused as a conflict (23505), like a key of a live movement. The FOR UPDATE first
-- waits for an archiver holding the live row with this key; once that commits, the
-- next statement (a new snapshot) sees the row in the archive, so a create racing the
-- move cannot slip between the two tables.
-- +goose StatementBegin
CREATE FUNCTION movements_key_not_archived() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    archived uuid;
BEGIN
    PERFORM 1 FROM movements WHERE idempotency_key = NEW.idempotency_key FOR UPDATE;
    SELECT id INTO archived FROM movements_archive WHERE idempotency_key = NEW.idempotency_key;
    IF FOUND THEN
        RAISE EXCEPTION 'idempotency key % belongs to archived movement %', NEW.idempotency_key, archived
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'movements_archive_idempotency_key';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd

CREATE TRIGGER movements_key_not_archived
    BEFORE INSERT ON movements
    FOR EACH ROW EXECUTE FUNCTION movements_key_not_archived();

-- +goose Down
DROP TRIGGER movements_key_not_archived ON movements;
DROP FUNCTION movements_key_not_archived();
DROP FUNCTION archive_movements(uuid[]);
DROP INDEX movements_finished;
DROP TABLE callback_outbox_archive;
DROP TABLE node_verdicts_archive;
DROP TABLE evm_transfer_checks_archive;
DROP TABLE evm_tx_candidates_archive;
DROP TABLE node_intents_archive;
DROP TABLE movement_plan_edges_archive;
DROP TABLE movement_nodes_archive;
DROP TABLE movements_archive;
