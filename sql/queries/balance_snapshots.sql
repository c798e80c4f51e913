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
-- the balances at its final block F <= H before its row is inserted (taken_at), and a
-- transaction is only broadcast after its intent is committed (docs/design.md §4). So a
-- transfer whose every intent was written after taken_at lands above H >= F, outside the
-- pair; a transfer with an
-- earlier intent either has its result (COMPLETED or FAILED, with the block its
-- receipt names, which BalanceCheckTransfers counts by that block) or is in flight,
-- and then the pair waits. The snapshots' clock and the intents' clock are both this
-- server's. An intent committed after this query ran was committed after taken_at, so
-- it lands above H as well.
--
-- Read without locks: checks are idempotent (BalanceCheckInsert ignores a pair already
-- checked).
--
-- The nodes in flight are read once, into inflight, and every pair is tested against
-- that short list: read per pair, each test would scan every node (no index has held
-- all the live states since migration 00041; docs/benchmarks.md "verify-drift's look
-- for transfers in flight"). Each arm of inflight's
-- state test is the predicate of one state's partial index, so the planner reads them
-- through those indexes, never the history. cctp_transfer, ccip_transfer and
-- oft_transfer nodes count while READY with progress too (mid-step: they burned, sent
-- or approved), which a claim only starts once every parent is done (pending_parents 0),
-- and while NEEDS_MANUAL_EXECUTION (sent, the delivery stuck until operators approve a
-- manual execution: the send is not counted until the node finishes, and the delivery
-- can still land).
-- The first intent's time of each: a node counts for a snapshot taken after it. A
-- cancellation's gas is recorded (evm_gas_spends) while its node is still in flight.
WITH inflight AS MATERIALIZED (
    SELECT n.executor_key IN ('cctp_transfer', 'ccip_transfer', 'oft_transfer') AS bridge,
           n.node_config->>'chain' AS chain, n.node_config->>'from_chain' AS from_chain,
           n.node_config->>'to_chain' AS to_chain,
           lower(n.node_config->>'from') AS sender, lower(n.node_config->>'to') AS receiver, i.first_at
    FROM movement_nodes n
    -- Each node's intents by key: the view cannot be joined to (migration 00046).
    CROSS JOIN LATERAL (SELECT min(i.created_at) AS first_at FROM node_intents i WHERE i.node_id = n.id) i
    WHERE (n.node_state = 'SUBMITTING'
           OR n.node_state IN ('SUBMITTED', 'OBSERVING')
           OR n.node_state = 'UNKNOWN'
           OR (n.node_state = 'READY' AND n.pending_parents = 0 AND n.progress IS NOT NULL)
           OR n.node_state = 'NEEDS_MANUAL_EXECUTION')
      AND (n.executor_key IN ('cctp_transfer', 'ccip_transfer', 'oft_transfer')
           OR (n.executor_key IN ('evm_transfer', 'cex_deposit', 'cex_withdrawal') AND n.node_state <> 'READY'))
      AND i.first_at IS NOT NULL
)
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
      SELECT 1 FROM inflight f
      WHERE f.first_at <= cur.taken_at
        AND CASE WHEN f.bridge
                 -- A bridge's legs land on two chains: on the source the holder's
                 -- approvals and burn or send; on the destination the mint or delivery
                 -- to the recipient, the fee to the fee recipient, the relayer's or
                 -- executor's gas and the holder's manual execution, which anyone may
                 -- relay once attested. So on the source the holder's pairs wait, and
                 -- on the destination every pair does: a delivery comes after its
                 -- burn or send, whose intent was committed before it was broadcast.
                 THEN (f.from_chain = ch.name AND f.sender = cur.address) OR f.to_chain = ch.name
                 ELSE f.chain = ch.name AND (f.sender = cur.address OR f.receiver = cur.address)
            END)
  -- A nonce gap fill pays gas that evm_gas_spends records once its nonce is used: a
  -- signed fill (recorded before it is broadcast) holds its sender's native pairs back
  -- until evm-nonce-reaper has recorded its gas and deleted it.
  AND NOT (cur.token = 'native' AND EXISTS (
      SELECT 1 FROM evm_nonce_fills fl
      WHERE fl.chain_id = cur.chain_id AND lower(fl.address) = cur.address AND fl.signed_at <= cur.taken_at))
ORDER BY cur.taken_at, cur.id
LIMIT @max_rows;
