-- Exchange legs of movements (issue 17): every withdrawal from a venue (cex_withdrawal)
-- and every deposit into one (cex_deposit) gets a capital_transfers row, written in the
-- dispatcher's claim transaction with the node's intent. capital-transfer-followup
-- reconciles each row against the venue's records and the chain within its lane's SLA;
-- venue balances are snapshotted and checked for drift next to the chain balances.

-- +goose Up

-- Per-lane SLA overrides ("cex:<venue>:withdraw:<chain>", "cex:<venue>:deposit:<chain>"):
-- an operator can tighten or relax a lane without a deploy. A lane without a row uses
-- the venue configuration's SLA.
CREATE TABLE capital_transfer_lanes (
    lane        text        PRIMARY KEY CHECK (lane <> ''),
    sla_seconds integer     NOT NULL CHECK (sla_seconds > 0),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE capital_transfers (
    id              uuid        PRIMARY KEY DEFAULT uuid_generate_v7() CONSTRAINT capital_transfers_id_is_v7 CHECK (uuid_is_v7(id)),
    -- One row per node: a node's later attempts update the same row (the venue's
    -- requestId is the node's ID, so they are the same withdrawal).
    node_id         uuid        NOT NULL UNIQUE REFERENCES movement_nodes (id),
    movement_id     uuid        NOT NULL REFERENCES movements (id),
    direction       text        NOT NULL CHECK (direction IN ('WITHDRAWAL', 'DEPOSIT')),
    venue           text        NOT NULL CHECK (venue <> ''),
    lane            text        NOT NULL CHECK (lane <> ''),
    coin            text        NOT NULL CHECK (coin <> ''),
    -- The QTG chain name the money moves on, and the venue's name for it.
    chain           text        NOT NULL CHECK (chain <> ''),
    venue_chain     text        NOT NULL CHECK (venue_chain <> ''),
    -- Withdrawal: the destination; deposit: the venue's deposit address (lower-case hex).
    address         text        NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
    -- What must arrive, in the token's base units.
    amount          numeric(78, 0) NOT NULL CHECK (amount > 0),
    -- Withdrawal: the requestId sent to the venue and the venue's withdrawal ID.
    request_id      text,
    withdraw_id     text,
    -- The on-chain transaction: the venue's payment (withdrawal) or ours (deposit).
    tx_hash         text,
    -- What the venue reported last: its status, its fee (base units) and when the
    -- venue's balance moved (withdrawal created, deposit credited) on the venue's clock.
    venue_status    text,
    venue_fee       numeric(78, 0) CHECK (venue_fee >= 0),
    venue_event_at  timestamptz,
    reconcile_state text        NOT NULL DEFAULT 'PENDING'
        CHECK (reconcile_state IN ('PENDING', 'LATE', 'RECONCILED', 'FAILED', 'MISMATCH')),
    detail          text        NOT NULL DEFAULT '',
    due_at          timestamptz NOT NULL,
    next_check_at   timestamptz NOT NULL DEFAULT now(),
    checks          integer     NOT NULL DEFAULT 0 CHECK (checks >= 0),
    alerted_at      timestamptz,
    reconciled_at   timestamptz,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CHECK ((direction = 'WITHDRAWAL') = (request_id IS NOT NULL))
);

-- The follow-up's claim reads live rows only (history never slows the hot path).
CREATE INDEX capital_transfers_due ON capital_transfers (next_check_at) WHERE reconcile_state IN ('PENDING', 'LATE');
CREATE INDEX capital_transfers_movement ON capital_transfers (movement_id);
CREATE INDEX capital_transfers_venue_event ON capital_transfers (venue, coin, venue_event_at);

-- Venue balances (balance-snapshot) and their drift checks (verify-drift), the venue
-- counterpart of balance_snapshots and balance_checks. Amounts in the coin's base units
-- (the chain token's decimals); times on the venue's clock, as its records are.
CREATE TABLE venue_balance_snapshots (
    id         uuid        PRIMARY KEY DEFAULT uuid_generate_v7() CONSTRAINT venue_balance_snapshots_id_is_v7 CHECK (uuid_is_v7(id)),
    venue      text        NOT NULL CHECK (venue <> ''),
    coin       text        NOT NULL CHECK (coin <> ''),
    balance    numeric(78, 0) NOT NULL CHECK (balance >= 0),
    venue_time timestamptz NOT NULL,
    taken_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX venue_balance_snapshots_account ON venue_balance_snapshots (venue, coin, venue_time);

CREATE TABLE venue_balance_checks (
    to_snapshot_id   uuid        PRIMARY KEY REFERENCES venue_balance_snapshots (id),
    from_snapshot_id uuid        NOT NULL REFERENCES venue_balance_snapshots (id),
    venue            text        NOT NULL,
    coin             text        NOT NULL,
    from_time        timestamptz NOT NULL,
    to_time          timestamptz NOT NULL CHECK (to_time >= from_time),
    expected_delta   numeric(78, 0) NOT NULL,
    actual_delta     numeric(78, 0) NOT NULL,
    drift            numeric(78, 0) NOT NULL,
    checked_at       timestamptz NOT NULL DEFAULT now(),
    CHECK (drift = actual_delta - expected_delta)
);
CREATE INDEX venue_balance_checks_drift ON venue_balance_checks (checked_at DESC) WHERE drift <> 0;

-- Every drift check, chain and venue, in one listing (OpsService's drift listing and
-- the dashboard read this view).
CREATE VIEW balance_drifts AS
SELECT 'chain'::text AS kind, c.to_snapshot_id AS id, c.chain_id::text AS place, c.token AS asset, c.address AS account,
       c.from_block::text AS range_from, c.to_block::text AS range_to, c.expected_delta, c.actual_delta, c.drift, c.checked_at
FROM balance_checks c
UNION ALL
SELECT 'venue'::text, v.to_snapshot_id, v.venue, v.coin, v.venue,
       to_char(v.from_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       to_char(v.to_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       v.expected_delta, v.actual_delta, v.drift, v.checked_at
FROM venue_balance_checks v;

-- Follow-up alerts are callbacks of the movement, like its state changes.
ALTER TABLE callback_outbox DROP CONSTRAINT callback_outbox_event_type_check;
ALTER TABLE callback_outbox ADD CONSTRAINT callback_outbox_event_type_check
    CHECK (event_type IN ('movement.approved', 'movement.executing', 'movement.completed',
                          'movement.failed', 'movement.expired', 'movement.cancelled',
                          'capital_transfer.late', 'capital_transfer.mismatch'));

-- The follow-up's verdicts are audited as entity capital_transfer.
ALTER TABLE audit_outbox DROP CONSTRAINT audit_outbox_entity_type_check;
ALTER TABLE audit_outbox ADD CONSTRAINT audit_outbox_entity_type_check
    CHECK (entity_type IN ('movement', 'node', 'template', 'intent', 'lane', 'callback', 'capital_transfer'));

-- verify-drift, the reorg checks and the archiver read completed deposits and
-- withdrawals like completed evm_transfer nodes: the same index, over all three.
DROP INDEX movement_nodes_evm_completed;
CREATE INDEX movement_nodes_evm_completed ON movement_nodes
    ((node_config->>'chain'), ((result->>'block_number')::bigint))
    WHERE executor_key IN ('evm_transfer', 'cex_deposit', 'cex_withdrawal') AND node_state IN ('COMPLETED', 'FAILED')
      AND result ? 'block_number';

-- Capital-transfer rows are archived with their movement.
CREATE TABLE capital_transfers_archive (LIKE capital_transfers);
ALTER TABLE capital_transfers_archive ADD PRIMARY KEY (id);
CREATE INDEX capital_transfers_archive_movement ON capital_transfers_archive (movement_id);

-- archive_movements of 00011, moving capital_transfers rows too. A movement whose
-- capital transfer is still being reconciled (PENDING, LATE) stays live.
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
DROP TABLE capital_transfers_archive;
DROP INDEX movement_nodes_evm_completed;
CREATE INDEX movement_nodes_evm_completed ON movement_nodes
    ((node_config->>'chain'), ((result->>'block_number')::bigint))
    WHERE executor_key = 'evm_transfer' AND node_state IN ('COMPLETED', 'FAILED') AND result ? 'block_number';
DELETE FROM callback_outbox WHERE event_type LIKE 'capital\_transfer.%';
DELETE FROM audit_outbox WHERE entity_type = 'capital_transfer';
ALTER TABLE audit_outbox DROP CONSTRAINT audit_outbox_entity_type_check;
ALTER TABLE audit_outbox ADD CONSTRAINT audit_outbox_entity_type_check
    CHECK (entity_type IN ('movement', 'node', 'template', 'intent', 'lane', 'callback'));
ALTER TABLE callback_outbox DROP CONSTRAINT callback_outbox_event_type_check;
ALTER TABLE callback_outbox ADD CONSTRAINT callback_outbox_event_type_check
    CHECK (event_type IN ('movement.approved', 'movement.executing', 'movement.completed',
                          'movement.failed', 'movement.expired', 'movement.cancelled'));
DROP VIEW balance_drifts;
DROP TABLE venue_balance_checks;
DROP TABLE venue_balance_snapshots;
DROP TABLE capital_transfers;
DROP TABLE capital_transfer_lanes;
