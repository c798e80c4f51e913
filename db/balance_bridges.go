package db

import (
	"context"
	"fmt"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// BridgeNodesBetween returns the finished bridge nodes (cctp_transfer, ccip_transfer,
// oft_transfer) with a leg on chain in (fromBlock, toBlock] (which leg, and whose, the
// caller decides). Read without locks, like TransfersBetween.
func (b Balances) BridgeNodesBetween(ctx context.Context, chain string, fromBlock, toBlock int64) ([]*BalanceNode, error) {
	rows, err := b.c.q.BalanceCheckBridgeNodes(ctx, b.c.db, &dbsqlc.BalanceCheckBridgeNodesParams{
		Chain: chain, FromBlock: fromBlock, ToBlock: toBlock})
	if err != nil {
		return nil, fmt.Errorf("bridge nodes on %s: %w", chain, Interpret(err))
	}
	out := make([]*BalanceNode, len(rows))
	for i, r := range rows {
		out[i] = &BalanceNode{ExecutorKey: r.ExecutorKey, NodeConfig: r.NodeConfig, Progress: r.Progress, Result: r.Result, NodeState: r.NodeState}
	}
	return out, nil
}
