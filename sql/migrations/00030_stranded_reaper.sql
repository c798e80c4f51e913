-- ccip-stranded-reaper is now stranded-reaper: it parks the stuck deliveries of every
-- bridge (CCIP and OFT), not only CCIP's. The migrator renames its role before any
-- migration runs (package migrate, db.RenamedJobs); this replaces migration 00029's
-- check so the renamed role keeps its two transitions (a node -> NEEDS_MANUAL_EXECUTION
-- or back to OBSERVING) and nothing more. Everything else in the check is unchanged.

-- +goose Up
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION state_writer_check() RETURNS trigger
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
            sidecar := 'stranded_reaper';
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

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION state_writer_check() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    to_state text;
    sidecar text := 'dispatcher';
BEGIN
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
