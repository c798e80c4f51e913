-- name: BalanceSnapshotInsert :copyfrom
INSERT INTO balance_snapshots (chain_id, token, address, balance, block_number)
VALUES (@chain_id, @token, @address, @balance, @block_number);

-- name: BalanceSnapshotPairsUnchecked :many
-- verify-drift's work: every snapshot not yet checked that has an earlier snapshot of
-- the same account, with that earlier one. Read without locks: checks are idempotent
-- (BalanceCheckInsert ignores a pair already checked).
SELECT cur.id AS to_id, cur.chain_id, cur.token, cur.address, cur.balance AS to_balance, cur.block_number AS to_block,
       prev.id AS from_id, prev.balance AS from_balance, prev.block_number AS from_block
FROM balance_snapshots cur
CROSS JOIN LATERAL (
    SELECT p.id, p.balance, p.block_number
    FROM balance_snapshots p
    WHERE p.chain_id = cur.chain_id AND p.token = cur.token AND p.address = cur.address
      AND (p.taken_at, p.id) < (cur.taken_at, cur.id)
    ORDER BY p.taken_at DESC, p.id DESC
    LIMIT 1
) prev
WHERE NOT EXISTS (SELECT 1 FROM balance_checks c WHERE c.to_snapshot_id = cur.id)
  AND cur.block_number >= prev.block_number
ORDER BY cur.taken_at, cur.id
LIMIT @max_rows;
