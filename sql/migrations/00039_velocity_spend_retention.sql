-- The velocity spends' retention rule, enforced by the database (docs/policy-gate.md,
-- "Storage and retention"; docs/security.md, "A compromised pod"). movement-archiver's
-- login holds DELETE on policy_velocity_spend for its prune (PolicyVelocityPrune in
-- sql/queries/policy_velocity.sql), and a table grant cannot say which rows: with it
-- alone, a compromised archiver could delete the spends a window still sees and loosen
-- a velocity limit. This trigger refuses, to every login but the schema owner's,
-- deleting a spend that is not older than
--
--     statement_timestamp() - (greatest(counter's max_window_seconds, the spend's
--                                       window_seconds) + the margin)
--
-- the rule the prune's statement applies, so a plain DELETE can remove no more than
-- the prune would.
--
-- * The margin is policy_velocity_spend_margin_seconds(), an hour: it must equal
--   db.VelocitySpendPruneMargin (db/policygate.go), which the prune passes and the gate
--   bounds its transaction by; TestSpendRetentionMarginIsThePrunes pins the two equal.
--   A margin here longer than the Go one would refuse the prune's own rows, a shorter
--   one would let a plain DELETE reach spends a fresh gate sum can still see.
-- * The clock is statement_timestamp(): never earlier than the now() the prune's
--   statement measures from (whatever transaction it runs in), so the trigger refuses
--   nothing the prune selects; one instant for the whole statement, so a batch is
--   judged by one clock (clock_timestamp() would move row by row); and not later than
--   the delete itself, which is what the prune's proof needs: a delete that commits
--   before a gate's fresh sum happened less than the margin after the gate's
--   transaction began, so a row older than the longest window plus the margin at that
--   moment is out of every window the sum reads. A session cannot set it.
-- * The counter's max_window_seconds is read from the trigger's snapshot, without a
--   lock, as the prune reads it: the prune never waits for a gate (a gate that
--   lengthens a window records it before its sum, the documented rule at
--   PolicyVelocityPrune). No login may update a spend or a counter's window but the
--   dispatcher's, nor delete a counter, nor TRUNCATE (which fires no row trigger).
-- * The schema owner (the migrator, a restore, an operator's repair) is not limited,
--   as with migration 00029's state-writer triggers: it owns the table and could
--   disable the trigger anyway, so refusing it would protect nothing and would only
--   make a repair disable the guard for every session meanwhile.
--
-- FOR EACH ROW: deletes are the prune's bounded batches (and refused attempts), so a
-- PL/pgSQL call per deleted row costs nothing on any gate's path; inserts, the gate's
-- writes, fire nothing. Every name is qualified or resolved through the search_path
-- fixed at creation (the network's schema), so a session's search_path cannot swap a
-- function, operator or table in.

-- +goose Up
CREATE FUNCTION policy_velocity_spend_margin_seconds() RETURNS bigint
    LANGUAGE sql IMMUTABLE AS $$ SELECT 3600::bigint $$;

-- +goose StatementBegin
CREATE FUNCTION policy_velocity_spend_delete_check() RETURNS trigger
    LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    longest bigint;
    margin  bigint := policy_velocity_spend_margin_seconds();
    cutoff  timestamptz;
BEGIN
    IF pg_catalog.pg_has_role((SELECT n.nspowner FROM pg_catalog.pg_namespace n WHERE n.nspname = TG_TABLE_SCHEMA),
                              'MEMBER') THEN
        RETURN OLD;
    END IF;
    SELECT c.max_window_seconds INTO longest
    FROM policy_velocity_counters c
    WHERE c.rule OPERATOR(pg_catalog.=) OLD.rule AND c.scope OPERATOR(pg_catalog.=) OLD.scope;
    -- greatest ignores a NULL (no counter: the foreign key makes that impossible).
    cutoff := pg_catalog.statement_timestamp()
              OPERATOR(pg_catalog.-) pg_catalog.make_interval(secs => greatest(longest, OLD.window_seconds) OPERATOR(pg_catalog.+) margin);
    IF NOT OLD.spent_at OPERATOR(pg_catalog.<) cutoff THEN
        RAISE EXCEPTION 'role % may not delete velocity spend (%, %, node %) spent at %: the retention rule keeps a spend until it is older than its window (% s, its counter''s longest) plus % s, before %',
            current_user, OLD.rule, OLD.scope, OLD.node_id, OLD.spent_at, greatest(longest, OLD.window_seconds), margin, cutoff
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'movement-archiver prunes only the spends no window can see (docs/policy-gate.md, "Storage and retention")';
    END IF;
    RETURN OLD;
END $$;
-- +goose StatementEnd

CREATE TRIGGER policy_velocity_spend_retention
    BEFORE DELETE ON policy_velocity_spend
    FOR EACH ROW
    EXECUTE FUNCTION policy_velocity_spend_delete_check();

-- +goose Down
DROP TRIGGER policy_velocity_spend_retention ON policy_velocity_spend;
DROP FUNCTION policy_velocity_spend_delete_check();
DROP FUNCTION policy_velocity_spend_margin_seconds();
