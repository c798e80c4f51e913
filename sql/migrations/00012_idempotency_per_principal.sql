-- Issue 14 (security and API contract).
--
-- 1. Idempotency keys are per principal. A key was unique across all principals, so
--    one principal could take ("squat") another's key first, and a create by another
--    principal with a taken key answered ALREADY_EXISTS naming the first one's
--    movement. A key now belongs to the principal that created the movement:
--    unique on (created_by, idempotency_key), in movements and in movements_archive,
--    and the trigger that keeps an archived movement's key taken looks at the
--    creator's keys only.
-- 2. An ACTIVE template can be retired, four eyes: one operator asks
--    (retire_requested_by), a different one retires it (retired_by). Creates lock the
--    template version FOR SHARE and refuse one that is no longer ACTIVE.
-- 3. The noop test executor's tables exist on testnet only: noop is never registered
--    on mainnet (MG_NOOP_EXECUTOR is refused there). The migration runner applies
--    each file to both schemas with search_path set to the schema, so the statements
--    for one network are in DO blocks that check current_schema().

-- +goose Up
ALTER TABLE movements DROP CONSTRAINT movements_idempotency_key_key;
ALTER TABLE movements ADD CONSTRAINT movements_created_by_idempotency_key_key UNIQUE (created_by, idempotency_key);
DROP INDEX movements_archive_idempotency_key;
CREATE UNIQUE INDEX movements_archive_created_by_idempotency_key ON movements_archive (created_by, idempotency_key);

-- As in 00011, scoped to the creator: the FOR UPDATE first waits for an archiver
-- holding the creator's live row with this key; once that commits, the next statement
-- (a new snapshot) sees the row in the archive.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION movements_key_not_archived() RETURNS trigger
    LANGUAGE plpgsql AS $$
DECLARE
    archived uuid;
BEGIN
    PERFORM 1 FROM movements
    WHERE created_by = NEW.created_by AND idempotency_key = NEW.idempotency_key FOR UPDATE;
    SELECT id INTO archived FROM movements_archive
    WHERE created_by = NEW.created_by AND idempotency_key = NEW.idempotency_key;
    IF FOUND THEN
        RAISE EXCEPTION 'idempotency key % of % belongs to archived movement %', NEW.idempotency_key, NEW.created_by, archived
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'movements_archive_created_by_idempotency_key';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd

ALTER TABLE movement_templates
    ADD COLUMN retire_requested_by text,
    ADD COLUMN retire_requested_at timestamptz,
    ADD COLUMN retire_reason       text,
    ADD COLUMN retired_by          text,
    ADD COLUMN retired_at          timestamptz,
    -- Four eyes: whoever asked for the retirement cannot complete it.
    ADD CONSTRAINT movement_templates_retire_four_eyes
        CHECK (retired_by IS NULL OR (retire_requested_by IS NOT NULL AND retired_by <> retire_requested_by));

-- +goose StatementBegin
DO $$
BEGIN
    IF current_schema() = 'mainnet' THEN
        DROP TABLE noop_markers;
        DROP TABLE noop_observations;
        DROP TABLE noop_side_effects;
    END IF;
END $$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
DO $$
BEGIN
    IF current_schema() = 'mainnet' THEN
        CREATE TABLE noop_side_effects (
            id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            node_id         uuid        NOT NULL,
            attempt         integer     NOT NULL,
            idempotency_key text        NOT NULL,
            performed_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
            fenced          boolean     NOT NULL DEFAULT false,
            CONSTRAINT noop_side_effects_one_per_attempt UNIQUE (node_id, attempt)
        );
        CREATE INDEX noop_side_effects_node ON noop_side_effects (node_id);
        CREATE TABLE noop_observations (
            id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            node_id     uuid        NOT NULL,
            observer    text        NOT NULL,
            started_at  timestamptz NOT NULL,
            ended_at    timestamptz NOT NULL
        );
        CREATE INDEX noop_observations_node ON noop_observations (node_id, started_at);
        CREATE TABLE noop_markers (
            id        bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            node_id   uuid        NOT NULL,
            point     text        NOT NULL,
            pid       integer     NOT NULL,
            marked_at timestamptz NOT NULL DEFAULT clock_timestamp()
        );
        CREATE INDEX noop_markers_node ON noop_markers (node_id);
    END IF;
END $$;
-- +goose StatementEnd

ALTER TABLE movement_templates
    DROP CONSTRAINT movement_templates_retire_four_eyes,
    DROP COLUMN retired_at,
    DROP COLUMN retired_by,
    DROP COLUMN retire_reason,
    DROP COLUMN retire_requested_at,
    DROP COLUMN retire_requested_by;

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION movements_key_not_archived() RETURNS trigger
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

DROP INDEX movements_archive_created_by_idempotency_key;
CREATE UNIQUE INDEX movements_archive_idempotency_key ON movements_archive (idempotency_key);
ALTER TABLE movements DROP CONSTRAINT movements_created_by_idempotency_key_key;
ALTER TABLE movements ADD CONSTRAINT movements_idempotency_key_key UNIQUE (idempotency_key);
