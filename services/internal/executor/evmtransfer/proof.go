package evmtransfer

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/evm"
)

// nonceUser finds, from the chain's final blocks at the transfer's depth, the
// transaction that used tx's nonce (evm.NonceUser). ours lists every hash that is ours
// for this nonce (the intent's, and its fee-bump replacements).
func (e *Executor) nonceUser(ctx context.Context, cl *ethclient.Client, t transfer, tx *types.Transaction, ours []common.Hash,
	fromBlock, head uint64,
) (evm.NonceUse, string, error) {
	return evm.NonceUser(ctx, cl, t.chain, t.from, tx.Nonce(), ours, t.depth(), fromBlock, head)
}
