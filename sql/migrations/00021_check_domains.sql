-- Issue 13 (per-step cost): the single-column CHECK constraints of the four tables every
-- movement and node-step writes become domains, so that Postgres stops re-reading them on
-- every statement.
--
-- PostgreSQL 15 builds a table's CHECK constraints afresh for every statement that
-- inserts or updates it (ExecRelCheck: each stored expression is read back from its text
-- form and planned, once per statement and table), and checks all of them on every
-- UPDATE, whatever columns changed. A one-row UPDATE of movement_nodes' state and attempt
-- took 40–44 µs with its 13 constraints and 7.2–9.1 µs with none (a loop of 10,000 in one
-- session, three rounds), and in a one-replica `make bench`, under perf, ExecConstraints
-- was 15 % of the server's CPU. A domain's constraints are read and planned once per
-- session (the type cache) and checked only where a value is stored into a column of
-- that type: the same UPDATE on this migration's movement_nodes (twelve rules as
-- domains, the two-column one still a CHECK) took 12.2–13.0 µs, against 43.6–44.8 µs
-- on 00020's, interleaved; ExecConstraints fell to a fifth (perf, the same bench).
--
-- The rules are unchanged: every rule below was a CHECK on exactly one column, and a
-- domain refuses the same values (NULL passes either way). The constraints that relate two
-- columns (a terminal state has finished_at, four eyes, an approved movement has its
-- approver) stay table constraints. Violations still fail with SQLSTATE 23514
-- (check_violation, db.ErrConstraint), now naming the domain's constraint.
--
-- The archive tables keep their plain columns: rows are copied into them as they are,
-- and nothing writes them per step.
--
-- Changing a column to a domain with constraints rewrites the table (and its indexes)
-- under an ACCESS EXCLUSIVE lock: here the four live tables, which the movement-archiver
-- keeps to unfinished and recent movements; on a large installation, stop the workers
-- and the gateway while it runs.

-- +goose Up
-- +goose StatementBegin
CREATE DOMAIN uuid_v7 AS uuid CONSTRAINT uuid_v7_check CHECK (uuid_is_v7(VALUE));
CREATE DOMAIN nonnegative_integer AS integer CONSTRAINT nonnegative_integer_check CHECK (VALUE >= 0);
CREATE DOMAIN positive_integer AS integer CONSTRAINT positive_integer_check CHECK (VALUE >= 1);
CREATE DOMAIN nonnegative_bigint AS bigint CONSTRAINT nonnegative_bigint_check CHECK (VALUE >= 0);
CREATE DOMAIN nonempty_text AS text CONSTRAINT nonempty_text_check CHECK (VALUE <> '');
CREATE DOMAIN sha256_digest AS bytea CONSTRAINT sha256_digest_check CHECK (length(VALUE) = 32);
CREATE DOMAIN node_key_text AS text
    CONSTRAINT node_key_text_check CHECK (VALUE ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$');
CREATE DOMAIN idempotency_key_text AS text
    CONSTRAINT idempotency_key_text_check CHECK (length(VALUE) BETWEEN 1 AND 200);
CREATE DOMAIN node_state_name AS text CONSTRAINT node_state_name_check CHECK (VALUE IN (
    'PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'COMPLETED', 'FAILED', 'UNKNOWN',
    'CANCELLED', 'NEEDS_MANUAL_EXECUTION'));
CREATE DOMAIN pacing_phase_name AS text CONSTRAINT pacing_phase_name_check CHECK (VALUE IN (
    'pre_baseline', 'at_baseline', 'over_baseline', 'fatal'));
CREATE DOMAIN movement_state_name AS text CONSTRAINT movement_state_name_check CHECK (VALUE IN (
    'PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED'));
CREATE DOMAIN intent_state_name AS text CONSTRAINT intent_state_name_check CHECK (VALUE IN (
    'PREPARED', 'SUBMITTED', 'CONFIRMED', 'FAILED', 'ABANDONED'));
CREATE DOMAIN audit_entity_type AS text CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer'));

ALTER TABLE movement_nodes
    DROP CONSTRAINT movement_nodes_id_is_v7,
    DROP CONSTRAINT movement_nodes_node_state_check,
    DROP CONSTRAINT movement_nodes_pacing_phase_check,
    DROP CONSTRAINT movement_nodes_approved_config_hash,
    DROP CONSTRAINT movement_nodes_node_key_check,
    DROP CONSTRAINT movement_nodes_max_tries_check,
    DROP CONSTRAINT movement_nodes_pending_parents_check,
    DROP CONSTRAINT movement_nodes_retry_after_seconds_check,
    DROP CONSTRAINT movement_nodes_tries_check,
    DROP CONSTRAINT movement_nodes_executor_key_check,
    DROP CONSTRAINT movement_nodes_attempt_check,
    DROP CONSTRAINT movement_nodes_holds_check,
    ALTER COLUMN id TYPE uuid_v7,
    ALTER COLUMN node_state TYPE node_state_name,
    ALTER COLUMN pacing_phase TYPE pacing_phase_name,
    ALTER COLUMN approved_config_sha256 TYPE sha256_digest,
    ALTER COLUMN node_key TYPE node_key_text,
    ALTER COLUMN max_tries TYPE positive_integer,
    ALTER COLUMN pending_parents TYPE nonnegative_integer,
    ALTER COLUMN retry_after_seconds TYPE nonnegative_integer,
    ALTER COLUMN tries TYPE nonnegative_integer,
    ALTER COLUMN executor_key TYPE nonempty_text,
    ALTER COLUMN attempt TYPE nonnegative_integer,
    ALTER COLUMN holds TYPE nonnegative_integer;

ALTER TABLE movements
    DROP CONSTRAINT movements_id_is_v7,
    DROP CONSTRAINT movements_movement_state_check,
    DROP CONSTRAINT movements_idempotency_key_check,
    DROP CONSTRAINT movements_movement_hash_check,
    DROP CONSTRAINT movements_plan_hash_check,
    DROP CONSTRAINT movements_created_by_check,
    ALTER COLUMN id TYPE uuid_v7,
    ALTER COLUMN movement_state TYPE movement_state_name,
    ALTER COLUMN idempotency_key TYPE idempotency_key_text,
    ALTER COLUMN request_hash TYPE sha256_digest,
    ALTER COLUMN plan_hash TYPE sha256_digest,
    ALTER COLUMN created_by TYPE nonempty_text;

ALTER TABLE node_intents
    DROP CONSTRAINT node_intents_id_is_v7,
    DROP CONSTRAINT node_intents_intent_state_check,
    DROP CONSTRAINT node_intents_lane_check,
    DROP CONSTRAINT node_intents_nonce_check,
    DROP CONSTRAINT node_intents_attempt_check,
    ALTER COLUMN id TYPE uuid_v7,
    ALTER COLUMN intent_state TYPE intent_state_name,
    ALTER COLUMN lane TYPE nonempty_text,
    ALTER COLUMN nonce TYPE nonnegative_bigint,
    ALTER COLUMN attempt TYPE positive_integer;

ALTER TABLE audit_outbox
    DROP CONSTRAINT audit_outbox_entity_type_check,
    ALTER COLUMN entity_type TYPE audit_entity_type;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
ALTER TABLE audit_outbox
    ALTER COLUMN entity_type TYPE text,
    ADD CONSTRAINT audit_outbox_entity_type_check CHECK (entity_type IN (
        'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer'));

ALTER TABLE node_intents
    ALTER COLUMN id TYPE uuid,
    ALTER COLUMN intent_state TYPE text,
    ALTER COLUMN lane TYPE text,
    ALTER COLUMN nonce TYPE bigint,
    ALTER COLUMN attempt TYPE integer,
    ADD CONSTRAINT node_intents_id_is_v7 CHECK (uuid_is_v7(id)),
    ADD CONSTRAINT node_intents_intent_state_check CHECK (intent_state IN (
        'PREPARED', 'SUBMITTED', 'CONFIRMED', 'FAILED', 'ABANDONED')),
    ADD CONSTRAINT node_intents_lane_check CHECK (lane <> ''),
    ADD CONSTRAINT node_intents_nonce_check CHECK (nonce >= 0),
    ADD CONSTRAINT node_intents_attempt_check CHECK (attempt >= 1);

ALTER TABLE movements
    ALTER COLUMN id TYPE uuid,
    ALTER COLUMN movement_state TYPE text,
    ALTER COLUMN idempotency_key TYPE text,
    ALTER COLUMN request_hash TYPE bytea,
    ALTER COLUMN plan_hash TYPE bytea,
    ALTER COLUMN created_by TYPE text,
    ADD CONSTRAINT movements_id_is_v7 CHECK (uuid_is_v7(id)),
    ADD CONSTRAINT movements_movement_state_check CHECK (movement_state IN (
        'PENDING_APPROVAL', 'APPROVED', 'EXECUTING', 'COMPLETED', 'FAILED', 'EXPIRED', 'CANCELLED')),
    ADD CONSTRAINT movements_idempotency_key_check CHECK (length(idempotency_key) BETWEEN 1 AND 200),
    ADD CONSTRAINT movements_movement_hash_check CHECK (length(request_hash) = 32),
    ADD CONSTRAINT movements_plan_hash_check CHECK (length(plan_hash) = 32),
    ADD CONSTRAINT movements_created_by_check CHECK (created_by <> '');

ALTER TABLE movement_nodes
    ALTER COLUMN id TYPE uuid,
    ALTER COLUMN node_state TYPE text,
    ALTER COLUMN pacing_phase TYPE text,
    ALTER COLUMN approved_config_sha256 TYPE bytea,
    ALTER COLUMN node_key TYPE text,
    ALTER COLUMN max_tries TYPE integer,
    ALTER COLUMN pending_parents TYPE integer,
    ALTER COLUMN retry_after_seconds TYPE integer,
    ALTER COLUMN tries TYPE integer,
    ALTER COLUMN executor_key TYPE text,
    ALTER COLUMN attempt TYPE integer,
    ALTER COLUMN holds TYPE integer,
    ADD CONSTRAINT movement_nodes_id_is_v7 CHECK (uuid_is_v7(id)),
    ADD CONSTRAINT movement_nodes_node_state_check CHECK (node_state IN (
        'PENDING', 'READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING', 'COMPLETED', 'FAILED', 'UNKNOWN',
        'CANCELLED', 'NEEDS_MANUAL_EXECUTION')),
    ADD CONSTRAINT movement_nodes_pacing_phase_check CHECK (pacing_phase IN (
        'pre_baseline', 'at_baseline', 'over_baseline', 'fatal')),
    ADD CONSTRAINT movement_nodes_approved_config_hash CHECK (length(approved_config_sha256) = 32),
    ADD CONSTRAINT movement_nodes_node_key_check CHECK (node_key ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$'),
    ADD CONSTRAINT movement_nodes_max_tries_check CHECK (max_tries >= 1),
    ADD CONSTRAINT movement_nodes_pending_parents_check CHECK (pending_parents >= 0),
    ADD CONSTRAINT movement_nodes_retry_after_seconds_check CHECK (retry_after_seconds >= 0),
    ADD CONSTRAINT movement_nodes_tries_check CHECK (tries >= 0),
    ADD CONSTRAINT movement_nodes_executor_key_check CHECK (executor_key <> ''),
    ADD CONSTRAINT movement_nodes_attempt_check CHECK (attempt >= 0),
    ADD CONSTRAINT movement_nodes_holds_check CHECK (holds >= 0);

DROP DOMAIN audit_entity_type;
DROP DOMAIN intent_state_name;
DROP DOMAIN movement_state_name;
DROP DOMAIN pacing_phase_name;
DROP DOMAIN node_state_name;
DROP DOMAIN idempotency_key_text;
DROP DOMAIN node_key_text;
DROP DOMAIN sha256_digest;
DROP DOMAIN nonempty_text;
DROP DOMAIN nonnegative_bigint;
DROP DOMAIN positive_integer;
DROP DOMAIN nonnegative_integer;
DROP DOMAIN uuid_v7;
-- +goose StatementEnd
