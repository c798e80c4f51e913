-- name: BalanceCheckBridgeNodes :many
-- The finished bridge nodes (cctp_transfer, ccip_transfer, oft_transfer) with a leg on
-- one chain in (from_block, to_block] (CANCELLED ones too: a node stopped between phases,
-- its movement cancelled or expired, keeps the gas of the approvals it made): on the
-- source the approvals and the burn or send
-- (progress: approve_block, fee_approve_block, burn_block, send_block), on the
-- destination the manual executions (progress.manual_legs[].block), our receive or
-- retryReceiveToken (result.receive_block, result.retry_block; our receive mined after
-- someone else's, result.lost_receive_block) and the mint or delivery
-- (result.mint_block, result.delivery_block), and a reverted phase's gas
-- (result.block_number, on result.chain); on either, a phase done again
-- (progress.redone[].block_number: a reverted phase, or an approval made again).
-- verify-drift asks their executors for their legs (executor.LegReporter) and keeps
-- those of the account and the range. Read without locks, like BalanceCheckTransfers.
SELECT executor_key, node_config, progress, result, node_state
FROM movement_nodes
WHERE executor_key IN ('cctp_transfer', 'ccip_transfer', 'oft_transfer') AND node_state IN ('COMPLETED', 'FAILED', 'CANCELLED')
  AND (node_config->>'from_chain' = @chain::text OR node_config->>'to_chain' = @chain::text)
  AND (((progress->>'approve_block')::bigint > @from_block::bigint AND (progress->>'approve_block')::bigint <= @to_block::bigint)
    OR ((progress->>'fee_approve_block')::bigint > @from_block::bigint AND (progress->>'fee_approve_block')::bigint <= @to_block::bigint)
    OR ((progress->>'burn_block')::bigint > @from_block::bigint AND (progress->>'burn_block')::bigint <= @to_block::bigint)
    OR ((progress->>'send_block')::bigint > @from_block::bigint AND (progress->>'send_block')::bigint <= @to_block::bigint)
    OR jsonb_path_exists(progress, '$.manual_legs[*].block ? (@ > $from && @ <= $to)',
                         jsonb_build_object('from', @from_block::bigint, 'to', @to_block::bigint))
    OR jsonb_path_exists(progress, '$.redone[*].block_number ? (@ > $from && @ <= $to)',
                         jsonb_build_object('from', @from_block::bigint, 'to', @to_block::bigint))
    OR ((result->>'receive_block')::bigint > @from_block::bigint AND (result->>'receive_block')::bigint <= @to_block::bigint)
    OR ((result->>'lost_receive_block')::bigint > @from_block::bigint AND (result->>'lost_receive_block')::bigint <= @to_block::bigint)
    OR ((result->>'retry_block')::bigint > @from_block::bigint AND (result->>'retry_block')::bigint <= @to_block::bigint)
    OR ((result->>'mint_block')::bigint > @from_block::bigint AND (result->>'mint_block')::bigint <= @to_block::bigint)
    OR ((result->>'delivery_block')::bigint > @from_block::bigint AND (result->>'delivery_block')::bigint <= @to_block::bigint)
    OR ((result->>'block_number')::bigint > @from_block::bigint AND (result->>'block_number')::bigint <= @to_block::bigint));
