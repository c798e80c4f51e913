-- Treasury policies and M-of-N approvals (docs/policy.md).
--
-- * policies: one row per version of the network's policy document, numbered from 1.
--   A version is PROPOSED by one operator and made ACTIVE by another (four eyes: the
--   policies_four_eyes constraint and PolicyApprove's compare-and-set), which moves the
--   version ACTIVE before it to SUPERSEDED in the same transaction; a proposal may be
--   REJECTED instead. At most one version is ACTIVE (policies_one_active). No ACTIVE
--   version is the default policy: one approver besides the creator, as before.
-- * movements gain what the policy decided at create, written with the movement and
--   never changed (package migrate keeps them from every login's UPDATE):
--   policy_version (NULL: judged by the default policy), policy_matches (the rules that
--   matched, what each decided and why, for the API and the console),
--   approvals_required and approvers_allowed (NULL: any principal but the creator).
--   policy_version has no foreign key: a reference would make every create lock the
--   ACTIVE policy row (FOR KEY SHARE) on the create path.
-- * movement_approvals: one row per approver of a movement that needs more than one
--   approval (MovementApprovalRecord); the single-approval path writes none, so the
--   default path writes no more rows per node-step (docs/benchmarks.md). Archived with
--   its movement (archive_movements below).
-- * audit_entity_type gains 'policy': POLICY_PROPOSED, POLICY_APPROVED, POLICY_REJECTED
--   and POLICY_SUPERSEDED rows name the version.

-- +goose Up
CREATE TABLE policies (
    version         int         PRIMARY KEY CHECK (version >= 1),
    document        jsonb       NOT NULL CHECK (jsonb_typeof(document) = 'object'),
    -- SHA-256 of the document as proposed (its bytes, as stored in document_text); an
    -- approver echoes it, so an approver never approves a document they did not see.
    document_sha256 bytea       NOT NULL CHECK (length(document_sha256) = 32),
    document_text   text        NOT NULL CHECK (length(document_text) <= 1048576),
    state           text        NOT NULL DEFAULT 'PROPOSED'
                                CHECK (state IN ('PROPOSED', 'ACTIVE', 'SUPERSEDED', 'REJECTED')),
    proposed_by     text        NOT NULL CHECK (proposed_by <> ''),
    proposed_at     timestamptz NOT NULL DEFAULT now(),
    reason          text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
    approved_by     text,
    approved_at     timestamptz,
    rejected_by     text,
    rejected_at     timestamptz,
    reject_reason   text        CHECK (length(reject_reason) <= 1000),
    superseded_at   timestamptz,
    CONSTRAINT policies_four_eyes CHECK (approved_by IS NULL OR approved_by <> proposed_by),
    CONSTRAINT policies_approved_has_approver CHECK ((approved_by IS NULL) = (approved_at IS NULL)),
    CONSTRAINT policies_active_was_approved CHECK (state NOT IN ('ACTIVE', 'SUPERSEDED') OR approved_by IS NOT NULL),
    CONSTRAINT policies_rejected_has_rejecter CHECK ((state = 'REJECTED') = (rejected_by IS NOT NULL))
);
CREATE UNIQUE INDEX policies_one_active ON policies ((true)) WHERE state = 'ACTIVE';

ALTER TABLE movements
    ADD COLUMN policy_version int,
    ADD COLUMN policy_matches jsonb CHECK (policy_matches IS NULL OR jsonb_typeof(policy_matches) = 'array'),
    ADD COLUMN approvals_required smallint NOT NULL DEFAULT 1 CHECK (approvals_required BETWEEN 1 AND 20),
    ADD COLUMN approvers_allowed text[];
ALTER TABLE movements_archive
    ADD COLUMN policy_version int,
    ADD COLUMN policy_matches jsonb,
    ADD COLUMN approvals_required smallint NOT NULL DEFAULT 1,
    ADD COLUMN approvers_allowed text[];

CREATE TABLE movement_approvals (
    movement_id uuid        NOT NULL REFERENCES movements (id),
    approver    text        NOT NULL CHECK (approver <> ''),
    -- The plan hash the approver echoed: always the movement's (the statement checks).
    plan_hash   bytea       NOT NULL,
    approved_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (movement_id, approver)
);
CREATE TABLE movement_approvals_archive (LIKE movement_approvals);
ALTER TABLE movement_approvals_archive ADD PRIMARY KEY (movement_id, approver);

ALTER DOMAIN audit_entity_type DROP CONSTRAINT audit_entity_type_check;
ALTER DOMAIN audit_entity_type ADD CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer', 'hold', 'policy'));

-- archive_movements of 00016, moving movement_approvals rows too.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION archive_movements(ids uuid[]) RETURNS SETOF uuid
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
    PERFORM 1 FROM callback_outbox WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM callback_outbox c WHERE c.movement_id = m AND c.callback_state = 'PENDING');
    PERFORM 1 FROM capital_transfers WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM capital_transfers t WHERE t.movement_id = m AND t.reconcile_state IN ('PENDING', 'LATE'));

    WITH d AS (DELETE FROM capital_transfers WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO capital_transfers_archive SELECT * FROM d;
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
    WITH d AS (DELETE FROM movement_approvals WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO movement_approvals_archive SELECT * FROM d;
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

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION archive_movements(ids uuid[]) RETURNS SETOF uuid
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
    PERFORM 1 FROM callback_outbox WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM callback_outbox c WHERE c.movement_id = m AND c.callback_state = 'PENDING');
    PERFORM 1 FROM capital_transfers WHERE movement_id = ANY(moved) ORDER BY id FOR UPDATE;
    SELECT coalesce(array_agg(m), '{}') INTO moved FROM unnest(moved) m
    WHERE NOT EXISTS (SELECT 1 FROM capital_transfers t WHERE t.movement_id = m AND t.reconcile_state IN ('PENDING', 'LATE'));

    WITH d AS (DELETE FROM capital_transfers WHERE movement_id = ANY(moved) RETURNING *)
    INSERT INTO capital_transfers_archive SELECT * FROM d;
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
-- The audit chain is append-only: rows naming a policy stay, so the narrower check
-- applies to new rows only (NOT VALID).
ALTER DOMAIN audit_entity_type DROP CONSTRAINT audit_entity_type_check;
ALTER DOMAIN audit_entity_type ADD CONSTRAINT audit_entity_type_check CHECK (VALUE IN (
    'movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer', 'hold')) NOT VALID;
DROP TABLE movement_approvals_archive;
DROP TABLE movement_approvals;
ALTER TABLE movements_archive DROP COLUMN approvers_allowed, DROP COLUMN approvals_required, DROP COLUMN policy_matches, DROP COLUMN policy_version;
ALTER TABLE movements DROP COLUMN approvers_allowed, DROP COLUMN approvals_required, DROP COLUMN policy_matches, DROP COLUMN policy_version;
DROP TABLE policies;
