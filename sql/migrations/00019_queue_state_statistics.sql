-- Issue 13 (found measuring a backlog): the planner must not believe a queue state is
-- empty because it was empty when the table was last analyzed.
--
-- The state columns of the work queues change on every step, and a sample taken while
-- a state had no rows (a quiet hour, or the moment before a burst of approvals) makes
-- the planner estimate one row for it until the next autoanalyze. Every claim and
-- transition names a state, and most live-state indexes are partial on one, so with
-- such a sample the generic plans drive from the wrong side: a scan of the whole
-- partial index of open intents for every node recorded (NodeMarkSubmitted, 317,000
-- buffer reads for 128 nodes), a nested loop over every EXECUTING movement for every
-- finished one (MovementFinish, 826,000 for 72), an observer claim comparing 2,088
-- movements with 512 candidates. Measured on a backlog of 3,000 movements analyzed
-- while none was EXECUTING: those statements took 0.2-1.1 s each and the backlog
-- drained at 368 node-steps/s against 900 with the same workers a minute earlier.
--
-- With no statistics on these columns the planner uses its default selectivity for
-- an equality (0.5 % of the table's current size, scaled to its pages), which never
-- says "nothing there" and never says "everything": lookups by key stay lookups by
-- key, and the partial indexes are still chosen for the claims (db/plan_test.go). The
-- other columns keep their statistics.

-- +goose Up
ALTER TABLE movement_nodes ALTER COLUMN node_state SET STATISTICS 0;
ALTER TABLE movements ALTER COLUMN movement_state SET STATISTICS 0;
ALTER TABLE node_intents ALTER COLUMN intent_state SET STATISTICS 0;
ALTER TABLE callback_outbox ALTER COLUMN callback_state SET STATISTICS 0;
ALTER TABLE capital_transfers ALTER COLUMN reconcile_state SET STATISTICS 0;
-- Statistics already gathered are not removed by ANALYZE once a column has none:
-- delete them, which needs a superuser. A migrator that is not one leaves them, with
-- a notice saying what a superuser should run.
-- +goose StatementBegin
DO $$
DECLARE
    stale CONSTANT text := format($q$DELETE FROM pg_statistic s USING pg_attribute a
        WHERE s.starelid = a.attrelid AND s.staattnum = a.attnum
          AND (a.attrelid, a.attname) IN ((%L::regclass, 'node_state'), (%L::regclass, 'movement_state'),
                                          (%L::regclass, 'intent_state'), (%L::regclass, 'callback_state'),
                                          (%L::regclass, 'reconcile_state'))$q$,
        'movement_nodes'::regclass, 'movements'::regclass, 'node_intents'::regclass,
        'callback_outbox'::regclass, 'capital_transfers'::regclass);
BEGIN
    IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE stale;
    ELSE
        RAISE NOTICE 'queue state statistics: not a superuser; as one, run: %', stale;
    END IF;
END
$$;
-- +goose StatementEnd

-- +goose Down
ALTER TABLE movement_nodes ALTER COLUMN node_state SET STATISTICS -1;
ALTER TABLE movements ALTER COLUMN movement_state SET STATISTICS -1;
ALTER TABLE node_intents ALTER COLUMN intent_state SET STATISTICS -1;
ALTER TABLE callback_outbox ALTER COLUMN callback_state SET STATISTICS -1;
ALTER TABLE capital_transfers ALTER COLUMN reconcile_state SET STATISTICS -1;
