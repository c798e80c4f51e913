-- Audit events written once per statement (docs/design.md §3, the end of "State machines").
--
-- A transition that moves a batch of nodes or movements (a claim of a hundred nodes,
-- a batch of completions, a group of approvals) appended one audit_outbox row per
-- event: with the promoter's copy into audit_log and its delete, three row writes per
-- event, the largest share of what a node-step wrote (docs/benchmarks.md "Writes per
-- node-step"). Such a statement now appends one audit_batches row holding all of its
-- events, in the order it wrote them, and the promoter expands the row into audit_log:
-- each event is still one chained audit_log row, with the same content and hash as
-- before (package audit), so verification, WatchMovement and the console read the log
-- as they did.
--
-- * An event keeps one identity from the moment it is written, as before: audit_event
--   takes its id from audit_outbox's own sequence, which audit_log.outbox_id (unique)
--   records. A batch's own id comes from the same sequence, so the promoter takes
--   audit_outbox rows and batches oldest first together.
-- * audit_events_valid refuses a batch whose events the promoter could not expand (a
--   missing field, a detail that is not an object): such a row would stop the chain,
--   so the transition that writes it fails instead, before anything is lost.
--   audit_event casts the entity type to audit_entity_type, the domain audit_outbox's
--   column checks.
-- * audit_outbox stays: a statement that audits a single event may still append there,
--   and a worker of the previous release appends there during a rolling upgrade. The
--   promoter empties both.
-- * audit_outbox_events shows every event not yet promoted, one row each, from both
--   tables (operators' queries and tests; the promoter and the API read the tables).
-- * Grants: only the audit role may delete a batch, as for audit_outbox rows
--   (db/migrate's authority matrix); every network role may already take values of the
--   schema's sequences.

-- +goose Up
CREATE FUNCTION audit_event(entity_type text, entity_id text, action text, detail jsonb)
    RETURNS jsonb LANGUAGE sql VOLATILE AS $$
    SELECT jsonb_build_object('id', nextval('audit_outbox_id_seq'), 'entity_type', entity_type::audit_entity_type::text,
                              'entity_id', entity_id, 'action', action, 'detail', coalesce(detail, '{}'::jsonb))
$$;

CREATE FUNCTION audit_events_valid(events jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_typeof(events) = 'array' AND jsonb_array_length(events) > 0
       AND NOT EXISTS (
           SELECT 1 FROM jsonb_array_elements(events) e
           WHERE jsonb_typeof(e -> 'id') IS DISTINCT FROM 'number'
              OR jsonb_typeof(e -> 'entity_type') IS DISTINCT FROM 'string'
              OR jsonb_typeof(e -> 'entity_id') IS DISTINCT FROM 'string'
              OR jsonb_typeof(e -> 'action') IS DISTINCT FROM 'string'
              OR jsonb_typeof(e -> 'detail') IS DISTINCT FROM 'object')
$$;

CREATE TABLE audit_batches (
    id          bigint      PRIMARY KEY DEFAULT nextval('audit_outbox_id_seq'),
    -- The statement's time, as audit_outbox's: every event of the batch happened in it.
    occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    actor       text        NOT NULL,
    events      jsonb       NOT NULL CHECK (audit_events_valid(events))
);

-- WatchMovement's read of the events not yet promoted (AuditEventsForEntities).
CREATE INDEX audit_batches_occurred ON audit_batches (occurred_at);

CREATE VIEW audit_outbox_events AS
SELECT o.id, o.occurred_at, o.actor, o.entity_type::text AS entity_type, o.entity_id, o.action, o.detail, o.trace_id,
       NULL::bigint AS batch_id
FROM audit_outbox o
UNION ALL
SELECT (e.value ->> 'id')::bigint, b.occurred_at, b.actor, e.value ->> 'entity_type', e.value ->> 'entity_id',
       e.value ->> 'action', e.value -> 'detail', NULL::text, b.id
FROM audit_batches b
CROSS JOIN LATERAL jsonb_array_elements(b.events) e;

-- +goose Down
-- Events not yet promoted go back to audit_outbox (with new ids), so nothing is lost.
INSERT INTO audit_outbox (occurred_at, actor, entity_type, entity_id, action, detail)
SELECT b.occurred_at, b.actor, e.value ->> 'entity_type', e.value ->> 'entity_id', e.value ->> 'action', e.value -> 'detail'
FROM audit_batches b
CROSS JOIN LATERAL jsonb_array_elements(b.events) WITH ORDINALITY AS e(value, ord)
ORDER BY b.id, e.ord;
DROP VIEW audit_outbox_events;
DROP TABLE audit_batches;
DROP FUNCTION audit_events_valid(jsonb);
DROP FUNCTION audit_event(text, text, text, jsonb);
