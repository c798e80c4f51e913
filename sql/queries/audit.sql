-- audit-outbox-promoter and audit-log verification.

-- name: AuditPromotionTryLock :one
-- Serialises audit-outbox-promoter replicas of one network. Locks: FOR UPDATE SKIP
-- LOCKED on this schema's single audit_promotion_lock row, held until the caller's
-- transaction commits or rolls back (or its connection dies). Try, not wait: false
-- means another replica is promoting now, and this one has nothing to add until it
-- commits. The chain needs one writer at a time: the next row's seq and prev_hash come
-- from the current head, so two promoters reading the same head would fork the chain
-- (the primary key on seq would refuse the second, but only after its work). A lock on
-- the head row cannot do it (the network roles may not UPDATE audit_log, and an empty
-- log has no row to lock), and an advisory lock can be taken by any role of either
-- network, so the testnet role could stall mainnet's chain (docs/security.md). Locking this
-- row needs UPDATE on its table, which only this network's audit role has.
WITH l AS (
    SELECT id FROM audit_promotion_lock FOR UPDATE SKIP LOCKED
)
SELECT count(*) > 0 AS locked FROM l;

-- name: AuditLogHead :one
-- The last row of the chain. Run after AuditPromotionTryLock: in READ COMMITTED this
-- statement's snapshot starts after the lock was granted, so it sees every row the
-- previous lock holder committed.
SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1;

-- name: AuditOutboxNext :many
-- The oldest events not yet promoted, for the promoter: up to @max_rows audit_outbox
-- rows, and the oldest audit_batches rows expanded into their events, as many whole
-- batches as start within @max_rows events (at least one). batch_id is the batch an
-- event came from (0: an audit_outbox row); a batch is promoted whole. Ordered by the
-- row or batch it came from, oldest first (both take ids from one sequence), then by
-- event id: a batch's events in the order its statement wrote them (migration 00040).
-- No row locks: it runs under AuditPromotionTryLock, and the promoter is the only
-- deleter of both tables, so nobody else can take these rows away before the same
-- transaction deletes them. Rows of transactions not yet committed are invisible and
-- promoted by a later batch.
--
-- trace_id: the row's own, else the trace of the movement the row is about (a
-- movement, one of its nodes, one of its callbacks): the trace id of the traceparent
-- the gateway stored on it (a well-formed one only), so the audit trail and the traces
-- join on it; '' when there is none. Each look-up is one primary-key read, done only
-- for rows without a trace of their own.
WITH batches AS MATERIALIZED (
    SELECT b.id, b.occurred_at, b.actor, b.events,
           sum(jsonb_array_length(b.events)) OVER (ORDER BY b.id) - jsonb_array_length(b.events) AS events_before
    FROM (SELECT id, occurred_at, actor, events FROM audit_batches ORDER BY id LIMIT @max_rows::int) b
), pending AS (
    SELECT o.id, 0::bigint AS batch_id, o.id AS source_id, o.occurred_at, o.actor, o.entity_type::text AS entity_type,
           o.entity_id, o.action, o.detail, o.trace_id
    FROM (SELECT * FROM audit_outbox ORDER BY id LIMIT @max_rows::int) o
    UNION ALL
    SELECT (e.value ->> 'id')::bigint, b.id, b.id, b.occurred_at, b.actor, (e.value ->> 'entity_type')::text,
           (e.value ->> 'entity_id')::text, (e.value ->> 'action')::text, (e.value -> 'detail')::jsonb, NULL::text
    FROM batches b
    CROSS JOIN LATERAL jsonb_array_elements(b.events) e
    WHERE b.events_before < @max_rows::int
)
SELECT o.id, o.batch_id, o.occurred_at, o.actor, o.entity_type, o.entity_id, o.action, o.detail,
       coalesce(o.trace_id, CASE
           -- Not a UUID: nothing to look up (and no cast that could fail the promotion).
           WHEN o.entity_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN NULL
           WHEN o.entity_type = 'movement' THEN
               (SELECT substring(m.traceparent FROM '^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$') FROM movements m WHERE m.id = o.entity_id::uuid)
           WHEN o.entity_type = 'node' THEN
               (SELECT substring(m.traceparent FROM '^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$') FROM movement_nodes n JOIN movements m ON m.id = n.movement_id WHERE n.id = o.entity_id::uuid)
           WHEN o.entity_type = 'callback' THEN
               (SELECT substring(m.traceparent FROM '^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$') FROM callback_outbox c JOIN movements m ON m.id = c.movement_id WHERE c.id = o.entity_id::uuid)
       END, '')::text AS trace_id
FROM pending o
ORDER BY o.source_id, o.id;

-- name: AuditLogInsert :copyfrom
-- Only the audit role may run it (see db/migrate's grants): the promoter's login.
INSERT INTO audit_log (seq, outbox_id, occurred_at, actor, entity_type, entity_id, action, detail, trace_id, prev_hash, hash, hash_version)
VALUES (@seq, @outbox_id, @occurred_at, @actor, @entity_type, @entity_id, @action, @detail, @trace_id, @prev_hash, @hash, @hash_version);

-- name: AuditOutboxDelete :execrows
DELETE FROM audit_outbox WHERE id = ANY(@ids::bigint[]);

-- name: AuditBatchesDelete :execrows
DELETE FROM audit_batches WHERE id = ANY(@ids::bigint[]);

-- name: AuditLogPage :many
-- One page of the chain in seq order, for verification.
SELECT seq, outbox_id, occurred_at, actor, entity_type, entity_id, action, detail, trace_id, prev_hash, hash, hash_version
FROM audit_log
WHERE seq > @after_seq
ORDER BY seq
LIMIT @max_rows;

-- name: AuditInsert :exec
-- One audit row for an event that is not a state transition of its own (a node held
-- because its config no longer matches the approved plan). A single event: one
-- audit_outbox row costs what one audit_batches row would.
INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
VALUES (@actor, @entity_type, @entity_id, @action, @detail);

-- name: AuditLogHeadInfo :one
-- The chain's head as operators compare it with what was published before (OpsService
-- GetAuditHead): a lower seq or a different hash at a published seq means the tail was
-- truncated or rewritten.
SELECT seq, hash, recorded_at FROM audit_log ORDER BY seq DESC LIMIT 1;

-- name: AuditCheckpointGet :one
-- Where incremental verification starts: the last row (seq, hash) the promoter found
-- intact on its last full walk; seq 0 and 32 zero bytes before the first.
SELECT seq, hash, verified_at FROM audit_verify_checkpoint;

-- name: AuditCheckpointAdvance :execrows
-- Moves the checkpoint to (seq, hash) after an intact full walk, compare-and-set and
-- never backwards: a lower seq, or another hash at the same seq, changes nothing (0
-- rows), so a stale walk finishing late cannot undo a newer one. Only the audit role
-- may run it (db/migrate's grants).
UPDATE audit_verify_checkpoint
SET seq = @seq, hash = @hash, verified_at = now()
WHERE seq < @seq OR (seq = @seq AND hash = @hash);

-- name: AuditLogAt :one
-- One row of the chain by seq: incremental verification re-checks the checkpointed row.
SELECT seq, outbox_id, occurred_at, actor, entity_type, entity_id, action, detail, trace_id, prev_hash, hash, hash_version
FROM audit_log
WHERE seq = @seq;
