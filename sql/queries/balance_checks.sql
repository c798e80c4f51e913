-- name: BalanceCheckInsert :execrows
-- Records one compared pair; a pair already recorded (another replica) is ignored.
INSERT INTO balance_checks (to_snapshot_id, from_snapshot_id, chain_id, token, address, from_block, to_block,
                            expected_delta, actual_delta, drift)
VALUES (@to_snapshot_id, @from_snapshot_id, @chain_id, @token, @address, @from_block, @to_block,
        @expected_delta, @actual_delta, @drift)
ON CONFLICT (to_snapshot_id) DO NOTHING;

-- name: BalanceCheckTransfers :many
-- The EVM transfers (evm_transfer, cex_deposit, and the venue's payment of a
-- cex_withdrawal, whose config has no from: the venue's hot wallet pays) of one chain from or to one account that landed in
-- (from_block, to_block], by the block their receipt names: completed ones moved their
-- amount and paid gas; reverted ones paid gas only. Read without locks: a pair is only
-- judged once it is decided (BalanceSnapshotPairsUnchecked), and from then on no
-- transfer can enter or leave its range. verify-drift asks each node's executor for its
-- legs (executor.LegReporter).
SELECT executor_key, node_config, result, node_state
FROM movement_nodes
WHERE executor_key IN ('evm_transfer', 'cex_deposit', 'cex_withdrawal') AND node_state IN ('COMPLETED', 'FAILED') AND result ? 'block_number'
  AND node_config->>'chain' = @chain::text
  AND (result->>'block_number')::bigint > @from_block::bigint
  AND (result->>'block_number')::bigint <= @to_block::bigint
  AND (lower(node_config->>'from') = @address::text OR lower(node_config->>'to') = @address::text);

-- name: BalanceCheckListDrifts :many
-- Raised drifts, chain accounts' and venue accounts', newest first, for
-- operators (OpsService.ListBalanceDrifts), after the keyset cursor (checked_at,
-- to_snapshot_id) when one is given; each half is served by its partial index
-- (balance_checks_drift, venue_balance_checks_drift). Read without locks.
SELECT d.kind, d.to_snapshot_id, d.chain_id, d.token, d.address, d.from_block, d.to_block,
       d.venue, d.coin, d.from_time, d.to_time, d.expected_delta, d.actual_delta, d.drift, d.checked_at
FROM (
    (SELECT 'chain'::text AS kind, c.to_snapshot_id, c.chain_id, c.token, c.address, c.from_block, c.to_block,
            ''::text AS venue, ''::text AS coin, NULL::timestamptz AS from_time, NULL::timestamptz AS to_time,
            c.expected_delta, c.actual_delta, c.drift, c.checked_at
     FROM balance_checks c
     WHERE c.drift <> 0
       AND (sqlc.narg('after_checked_at')::timestamptz IS NULL
            OR (c.checked_at, c.to_snapshot_id) < (sqlc.narg('after_checked_at')::timestamptz, sqlc.narg('after_id')::uuid))
     ORDER BY c.checked_at DESC, c.to_snapshot_id DESC
     LIMIT @max_rows)
    UNION ALL
    (SELECT 'venue'::text, v.to_snapshot_id, 0::bigint, ''::text, ''::text, 0::bigint, 0::bigint,
            v.venue, v.coin, v.from_time, v.to_time,
            v.expected_delta, v.actual_delta, v.drift, v.checked_at
     FROM venue_balance_checks v
     WHERE v.drift <> 0
       AND (sqlc.narg('after_checked_at')::timestamptz IS NULL
            OR (v.checked_at, v.to_snapshot_id) < (sqlc.narg('after_checked_at')::timestamptz, sqlc.narg('after_id')::uuid))
     ORDER BY v.checked_at DESC, v.to_snapshot_id DESC
     LIMIT @max_rows)
) d
ORDER BY d.checked_at DESC, d.to_snapshot_id DESC
LIMIT @max_rows;
