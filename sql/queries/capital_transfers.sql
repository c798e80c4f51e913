-- Exchange legs of movements and their reconciliation (migration 00016).

-- name: CapitalTransferUpsert :one
-- Written by cex_withdrawal's and cex_deposit's Prepare inside the dispatcher's claim
-- transaction, with the intent: a node's later attempt (same requestId, same
-- withdrawal) updates its row's transaction and keeps its ID, SLA and state. The
-- due time is the lane's override (capital_transfer_lanes) or @sla_seconds.
INSERT INTO capital_transfers (node_id, movement_id, direction, venue, lane, coin, chain, venue_chain, address, amount,
                               request_id, tx_hash, due_at)
VALUES (@node_id, @movement_id, @direction, @venue, @lane, @coin, @chain, @venue_chain, @address, @amount,
        sqlc.narg('request_id'), sqlc.narg('tx_hash'),
        now() + make_interval(secs => coalesce((SELECT l.sla_seconds FROM capital_transfer_lanes l WHERE l.lane = @lane),
                                              @sla_seconds::int)))
ON CONFLICT (node_id) DO UPDATE
SET tx_hash    = coalesce(EXCLUDED.tx_hash, capital_transfers.tx_hash),
    updated_at = now()
RETURNING id;

-- name: CapitalTransferSetWithdrawID :execrows
-- Records the venue's withdrawal ID (cex_withdrawal's Submit or Recover). An ID once
-- recorded never changes: a different one is refused (0 rows), which the caller
-- reports, since one requestId is one withdrawal.
UPDATE capital_transfers
SET withdraw_id = @withdraw_id, updated_at = now()
WHERE node_id = @node_id AND (withdraw_id IS NULL OR withdraw_id = @withdraw_id);

-- name: CapitalTransferByNode :one
SELECT * FROM capital_transfers WHERE node_id = @node_id;

-- name: CapitalTransferClaimDue :many
-- capital-transfer-followup's claim. Locks: FOR UPDATE SKIP LOCKED on up to @max_rows
-- due rows being reconciled (PENDING, LATE), held only until this statement's
-- transaction commits: the claim pushes next_check_at past @lease_seconds and bumps
-- checks, then commits, so no lock is held across the venue and chain calls. Another
-- replica skips the locked rows now and finds them not due until the lease ends. The
-- check's result is written by CapitalTransferRecord, fenced by checks.
WITH due AS (
    SELECT t.id
    FROM capital_transfers t
    WHERE t.reconcile_state IN ('PENDING', 'LATE')
      AND t.next_check_at <= coalesce(sqlc.narg('now')::timestamptz, now())
    ORDER BY t.next_check_at
    LIMIT @max_rows
    FOR UPDATE SKIP LOCKED
)
UPDATE capital_transfers t
SET next_check_at = coalesce(sqlc.narg('now')::timestamptz, now()) + make_interval(secs => @lease_seconds::int),
    checks        = t.checks + 1,
    updated_at    = now()
FROM due
WHERE t.id = due.id
RETURNING t.*, (SELECT n.node_state FROM movement_nodes n WHERE n.id = t.node_id) AS node_state,
          (SELECT n.result FROM movement_nodes n WHERE n.id = t.node_id) AS node_result,
          coalesce(sqlc.narg('now')::timestamptz, now())::timestamptz AS checked_at;

-- name: CapitalTransferRecord :one
-- The follow-up's verdict on one claimed row: a compare-and-set on the claim's
-- check count and a live state, so a replica whose lease expired cannot overwrite a
-- newer check. What the venue reported is kept. Entering LATE or MISMATCH (alerted_at
-- still empty) raises the alert: one audit row and one callback per movement and type
-- (capital_transfer.late / .mismatch), in the same statement.
WITH rec AS (
    UPDATE capital_transfers t
    SET reconcile_state = @reconcile_state,
        detail          = @detail,
        withdraw_id     = coalesce(t.withdraw_id, sqlc.narg('withdraw_id')),
        tx_hash         = coalesce(sqlc.narg('tx_hash'), t.tx_hash),
        venue_status    = coalesce(sqlc.narg('venue_status'), t.venue_status),
        venue_fee       = coalesce(sqlc.narg('venue_fee'), t.venue_fee),
        venue_event_at  = coalesce(sqlc.narg('venue_event_at'), t.venue_event_at),
        next_check_at   = @next_check_at,
        reconciled_at   = CASE WHEN @reconcile_state IN ('RECONCILED', 'FAILED', 'MISMATCH') THEN now() END,
        alerted_at      = CASE WHEN @reconcile_state IN ('LATE', 'MISMATCH') THEN coalesce(t.alerted_at, now()) ELSE t.alerted_at END,
        updated_at      = now()
    WHERE t.id = @id AND t.checks = @checks AND t.reconcile_state IN ('PENDING', 'LATE')
    RETURNING t.id, t.movement_id, t.node_id, t.direction, t.reconcile_state, t.detail,
              (t.alerted_at IS NOT NULL AND @reconcile_state IN ('LATE', 'MISMATCH')
               AND NOT EXISTS (SELECT 1 FROM capital_transfers o WHERE o.id = t.id AND o.alerted_at IS NOT NULL)) AS raised
), audit AS (
    INSERT INTO audit_outbox (actor, entity_type, entity_id, action, detail)
    SELECT @actor::text, 'capital_transfer', rec.id::text, '->' || rec.reconcile_state,
           jsonb_build_object('movement_id', rec.movement_id, 'node_id', rec.node_id, 'direction', rec.direction,
                              'detail', rec.detail)
    FROM rec WHERE rec.reconcile_state <> 'PENDING' AND (rec.reconcile_state <> 'LATE' OR rec.raised)
), callback AS (
    INSERT INTO callback_outbox (movement_id, event_type, url, payload)
    SELECT rec.movement_id, 'capital_transfer.' || lower(rec.reconcile_state), m.callback_url,
           jsonb_build_object('movement_id', rec.movement_id, 'state', rec.reconcile_state, 'node_id', rec.node_id,
                              'capital_transfer_id', rec.id, 'direction', rec.direction, 'detail', rec.detail)
    FROM rec JOIN movements m ON m.id = rec.movement_id
    WHERE rec.raised AND m.callback_url IS NOT NULL
    ON CONFLICT (movement_id, event_type) DO NOTHING
    RETURNING 1
), callback_wake AS (
    SELECT pg_notify('qtg_' || current_schema() || '_callbacks', '') FROM callback LIMIT 1
)
SELECT rec.reconcile_state, coalesce(rec.raised, false)::boolean AS raised FROM rec WHERE (SELECT count(*) FROM callback_wake) >= 0;

-- name: CapitalTransferList :many
-- Operators' listing (OpsService.ListCapitalTransfers), newest first, keyset-paginated
-- on (created_at, id); @state empty lists every state.
SELECT *
FROM capital_transfers
WHERE (@state::text = '' OR reconcile_state = @state::text)
  AND (sqlc.narg('movement_id')::uuid IS NULL OR movement_id = sqlc.narg('movement_id')::uuid)
  AND (sqlc.narg('before_created_at')::timestamptz IS NULL
       OR (created_at, id) < (sqlc.narg('before_created_at')::timestamptz, sqlc.narg('before_id')::uuid))
ORDER BY created_at DESC, id DESC
LIMIT @max_rows;

-- name: VenueBalanceSnapshotInsert :one
INSERT INTO venue_balance_snapshots (venue, coin, balance, venue_time)
VALUES (@venue, @coin, @balance, @venue_time)
RETURNING id;

-- name: VenueBalancePairsUnchecked :many
-- verify-drift's venue work: every venue snapshot not yet checked with the snapshot of
-- the same venue and coin before it, once the pair is decided: no capital transfer of
-- that venue and coin written before the later snapshot was taken still waits for its
-- venue event (a withdrawal's creation, a deposit's credit); FAILED legs moved nothing
-- for good and are left out (a snapshot taken between a refused withdrawal's debit and
-- its refund shows as drift, and the next pair as the opposite drift). Read without
-- locks; checks are idempotent.
SELECT cur.id AS to_id, cur.venue, cur.coin, cur.balance AS to_balance, cur.venue_time AS to_time,
       prev.id AS from_id, prev.balance AS from_balance, prev.venue_time AS from_time
FROM venue_balance_snapshots cur
CROSS JOIN LATERAL (
    SELECT p.id, p.balance, p.venue_time
    FROM venue_balance_snapshots p
    WHERE p.venue = cur.venue AND p.coin = cur.coin AND (p.venue_time, p.id) < (cur.venue_time, cur.id)
    ORDER BY p.venue_time DESC, p.id DESC
    LIMIT 1
) prev
WHERE NOT EXISTS (SELECT 1 FROM venue_balance_checks c WHERE c.to_snapshot_id = cur.id)
  AND NOT EXISTS (
      SELECT 1 FROM capital_transfers t
      WHERE t.venue = cur.venue AND t.coin = cur.coin AND t.venue_event_at IS NULL
        AND t.created_at <= cur.taken_at
        AND t.reconcile_state <> 'FAILED')
ORDER BY cur.venue_time, cur.id
LIMIT @max_rows;

-- name: VenueBalanceEvents :many
-- The capital transfers of one venue and coin whose venue event falls in (from, to]:
-- withdrawals debited amount + fee, deposits credited amount.
SELECT direction, amount, coalesce(venue_fee, 0)::numeric AS venue_fee
FROM capital_transfers
WHERE venue = @venue AND coin = @coin
  AND venue_event_at > @from_time::timestamptz AND venue_event_at <= @to_time::timestamptz
  AND reconcile_state <> 'FAILED';

-- name: VenueBalanceCheckInsert :execrows
INSERT INTO venue_balance_checks (to_snapshot_id, from_snapshot_id, venue, coin, from_time, to_time,
                                  expected_delta, actual_delta, drift)
VALUES (@to_snapshot_id, @from_snapshot_id, @venue, @coin, @from_time, @to_time,
        @expected_delta, @actual_delta, @drift)
ON CONFLICT (to_snapshot_id) DO NOTHING;
