package db

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/qtgdev/qtg/db/internal/dbsqlc"
)

// BalanceBridgeNode is a finished ccip_transfer or oft_transfer node with a leg in a
// block range.
type BalanceBridgeNode struct {
	ExecutorKey string
	NodeConfig  json.RawMessage
	Progress    json.RawMessage
	Result      json.RawMessage
	NodeState   string
}

// BridgeNodesBetween returns the finished ccip_transfer and oft_transfer nodes with a
// leg on chain in (fromBlock, toBlock] (which leg, and whose, the caller decides).
// Read without locks, like TransfersBetween.
func (b Balances) BridgeNodesBetween(ctx context.Context, chain string, fromBlock, toBlock int64) ([]*BalanceBridgeNode, error) {
	rows, err := b.c.q.BalanceCheckBridgeNodes(ctx, b.c.db, &dbsqlc.BalanceCheckBridgeNodesParams{
		Chain: chain, FromBlock: fromBlock, ToBlock: toBlock})
	if err != nil {
		return nil, fmt.Errorf("ccip_transfer and oft_transfer nodes on %s: %w", chain, Interpret(err))
	}
	out := make([]*BalanceBridgeNode, len(rows))
	for i, r := range rows {
		out[i] = &BalanceBridgeNode{ExecutorKey: r.ExecutorKey, NodeConfig: r.NodeConfig, Progress: r.Progress, Result: r.Result, NodeState: r.NodeState}
	}
	return out, nil
}
