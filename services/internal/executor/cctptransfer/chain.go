package cctptransfer

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// The EVM side of every phase follows evm_transfer's rules through package evmcall
// (signing on the sender's lane) and package evm (how a broadcast went, what the chain
// says about a transaction, the nonce proof from final blocks).

// Lane names a sender's nonce lane on a chain, exactly as evm_transfer names it
// (evm.Lane).
func Lane(chainID uint64, from common.Address) string { return evm.Lane(chainID, from) }

// sign signs k with the executor's signer for k.From on its nonce lane (evmcall.Sign).
func (e *Executor) sign(ctx context.Context, c db.Conn, cl *ethclient.Client, k evmcall.Call) (evmcall.Signed, error) {
	return evmcall.Sign(ctx, c, cl, e.signers[k.From], k)
}
