-- The plan format a movement's plan hash was computed with (docs/security.md, "A
-- compromised pod"; services/internal/compiler): 1 covers its nodes and edges; 2 also
-- covers its callback URL and deadline, and each node of an executor that resolves
-- its config against the chain or venue configuration carries what it resolved to
-- (its pins) in its config. Movements created before format 2 keep 1, so the
-- dispatcher hashes them as they were approved. Like the plan hash, the format is
-- written once: no role, the schema owner included, may change it (the trigger below,
-- beside migration 00026's; the grants of package migrate keep the workers' roles from
-- writing it, the callback URL or the deadline at all). A changed callback URL or
-- deadline of a format 2 movement no longer hashes to its plan hash, and the
-- dispatcher holds its nodes.

-- +goose Up
ALTER TABLE movements ADD COLUMN plan_format smallint NOT NULL DEFAULT 1
    CONSTRAINT movements_plan_format_check CHECK (plan_format IN (1, 2));
ALTER TABLE movements_archive ADD COLUMN plan_format smallint NOT NULL DEFAULT 1;

CREATE TRIGGER movements_plan_format_immutable
    BEFORE UPDATE ON movements
    FOR EACH ROW
    WHEN (OLD.plan_format IS DISTINCT FROM NEW.plan_format)
    EXECUTE FUNCTION plan_refuse_change('a movement''s plan format is written once, with its plan hash');

-- +goose Down
DROP TRIGGER movements_plan_format_immutable ON movements;
ALTER TABLE movements_archive DROP COLUMN plan_format;
ALTER TABLE movements DROP COLUMN plan_format;
