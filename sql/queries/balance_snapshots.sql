-- name: BalanceSnapshotInsert :copyfrom
INSERT INTO balance_snapshots (chain_id, token, address, balance, block_number)
VALUES (@chain_id, @token, @address, @balance, @block_number);

-- name: BalanceSnapshotPairsUnchecked :many
-- verify-drift's work: every snapshot not yet checked that has an earlier snapshot of
-- the same account, with that earlier one, on the configured chains (chain_ids[i] is
-- named chain_names[i]), and only once the pair is decided: no EVM transfer from or to
-- the account on that chain is in flight with an intent written before the later
-- snapshot was taken. cex_deposit nodes are evm_transfers to a venue, and a
-- cex_withdrawal's node config names its destination (to) and amount the same way,
-- so both count like evm_transfer nodes.
--
-- Why that decides the pair whatever the timing: a snapshot reads the chain's head H and
-- the balances at H before its row is inserted (taken_at), and a transaction is only
-- broadcast after its intent is committed (docs/design.md §4). So a transfer whose every intent
-- was written after taken_at lands above H, outside the pair; a transfer with an
-- earlier intent either has its result (COMPLETED or FAILED, with the block its
-- receipt names, which BalanceCheckTransfers counts by that block) or is in flight,
-- and then the pair waits. The snapshots' clock and the intents' clock are both this
-- server's. An intent committed after this query ran was committed after taken_at, so
-- it lands above H as well.
--
-- Read without locks: checks are idempotent (BalanceCheckInsert ignores a pair already
-- checked).
SELECT cur.id AS to_id, cur.chain_id, cur.token, cur.address, cur.balance AS to_balance, cur.block_number AS to_block,
       prev.id AS from_id, prev.balance AS from_balance, prev.block_number AS from_block
FROM balance_snapshots cur
JOIN LATERAL (SELECT (@chain_names::text[])[array_position(@chain_ids::bigint[], cur.chain_id)] AS name) ch ON ch.name IS NOT NULL
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
  AND NOT EXISTS (
      SELECT 1
      FROM movement_nodes n
      -- Each node's intents by key: the view cannot be joined to (migration 00046).
      CROSS JOIN LATERAL (SELECT i.created_at FROM node_intents i WHERE i.node_id = n.id AND i.created_at <= cur.taken_at LIMIT 1) i
      WHERE n.executor_key IN ('evm_transfer', 'cex_deposit', 'cex_withdrawal')
        AND n.node_state IN ('SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN')
        AND n.node_config->>'chain' = ch.name
        AND (lower(n.node_config->>'from') = cur.address OR lower(n.node_config->>'to') = cur.address))
  -- The same for cctp_transfer, whose legs land on two chains: on the
  -- source the holder's approve and burn, on the destination the mint to the
  -- recipient, the fee to the fee recipient and the relayer's gas, and the mint may be
  -- relayed by anyone once attested. So on the source chain the holder's pairs wait for
  -- its in-flight nodes, and on the destination every pair waits for every in-flight
  -- node (READY with progress is mid-step: it burned or approved) whose first intent
  -- was written before the snapshot: a mint comes after its burn, whose intent was
  -- committed before the burn was broadcast. ccip_transfer and oft_transfer nodes
  -- likewise: the holder's approvals and send on the source, the delivery
  -- to the receiver (by the DON or the executor, whenever it comes) and the holder's
  -- manual execution on the destination.
  AND NOT EXISTS (
      SELECT 1
      FROM movement_nodes n
      -- Each node's intents by key: the view cannot be joined to (migration 00046).
      CROSS JOIN LATERAL (SELECT i.created_at FROM node_intents i WHERE i.node_id = n.id AND i.created_at <= cur.taken_at LIMIT 1) i
      WHERE n.executor_key IN ('cctp_transfer', 'ccip_transfer', 'oft_transfer')
        AND (n.node_state IN ('SUBMITTING', 'SUBMITTED', 'OBSERVING', 'UNKNOWN')
             OR (n.node_state = 'READY' AND n.progress IS NOT NULL))
        AND ((n.node_config->>'from_chain' = ch.name AND lower(n.node_config->>'from') = cur.address)
             OR n.node_config->>'to_chain' = ch.name))
ORDER BY cur.taken_at, cur.id
LIMIT @max_rows;
