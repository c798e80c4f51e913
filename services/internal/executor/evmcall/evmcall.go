// Package evmcall signs contract calls on a sender's nonce lane, for the executors
// whose phases call contracts (the bridges: approve, burn or send, receive). It follows
// evm_transfer's rules (see its package doc): the intent holds the signed bytes and every
// retry broadcasts exactly those; the nonce comes from the sender's lane, shared with
// evm_transfer, so no executor hands out one nonce twice and the nonce reaper covers
// them all. Reading the chain afterwards (evm.LookupTx, evm.NonceUser, evm.ClassifySend)
// lives in package evm.
package evmcall

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// rpcTimeout bounds the reads Sign makes before it signs.
const rpcTimeout = 10 * time.Second

// Call is one contract call to sign on a chain.
type Call struct {
	Chain *evm.Chain
	From  common.Address
	To    common.Address
	Data  []byte
	// Value is the native amount the call pays (a LayerZero send's fee); nil: none.
	Value *big.Int
}

// Signed is a call signed for a nonce of the sender's lane. Nothing was sent.
type Signed struct {
	Tx  *types.Transaction
	Raw []byte
	// PreparedBlock is the head when it was signed: nobody could have used the nonce
	// before it, so a nonce proof searches from there (evm.NonceUser).
	PreparedBlock uint64
	Gas           uint64
	FeeCap        *big.Int
}

// Sign reads the head, the fees and the gas (estimated: a call that would revert now
// holds the node back, before any side effect), allocates the sender's next nonce on its
// lane in c (locked until c's transaction ends: call it from Prepare, in the claim
// transaction) and signs with signer.
func Sign(ctx context.Context, c db.Conn, cl *ethclient.Client, signer evm.Signer, k Call) (Signed, error) {
	if signer == nil || signer.Address() != k.From {
		return Signed{}, executor.Permanent(fmt.Errorf("no signer for %s", k.From.Hex()))
	}
	rctx, cancel := context.WithTimeout(ctx, rpcTimeout)
	defer cancel()
	preparedBlock, err := cl.BlockNumber(rctx)
	if err != nil {
		return Signed{}, evm.Redact(k.Chain, fmt.Errorf("read head: %w", err))
	}
	tip, feeCap, err := Fees(rctx, cl, k.Chain)
	if err != nil {
		return Signed{}, err
	}
	est, err := cl.EstimateGas(rctx, ethereum.CallMsg{From: k.From, To: &k.To, Value: k.Value, Data: k.Data})
	if err != nil {
		return Signed{}, executor.BeforeSideEffect(evm.Redact(k.Chain, fmt.Errorf("estimate gas: %w", err)))
	}
	if est > k.Chain.MaxGas {
		return Signed{}, executor.Permanent(fmt.Errorf("estimated gas %d exceeds the chain's max_gas %d", est, k.Chain.MaxGas))
	}
	gas := min(est+est/4, k.Chain.MaxGas)
	pending, err := cl.PendingNonceAt(rctx, k.From)
	if err != nil {
		return Signed{}, evm.Redact(k.Chain, fmt.Errorf("read pending nonce: %w", err))
	}
	nonce, err := c.EVM().AllocateNonce(ctx, int64(k.Chain.ChainID), evm.LowerHex(k.From), int64(pending))
	if err != nil {
		return Signed{}, err
	}
	chainID := new(big.Int).SetUint64(k.Chain.ChainID)
	to := k.To
	tx, err := signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: uint64(nonce), GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: k.Value, Data: k.Data,
	}), chainID)
	if err != nil {
		return Signed{}, fmt.Errorf("sign: %w", err)
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return Signed{}, fmt.Errorf("encode signed transaction: %w", err)
	}
	return Signed{Tx: tx, Raw: raw, PreparedBlock: preparedBlock, Gas: gas, FeeCap: feeCap}, nil
}

// Fees is evm.Fees with a chain without EIP-1559 reported as a permanent failure.
func Fees(ctx context.Context, cl *ethclient.Client, ch *evm.Chain) (tip, feeCap *big.Int, err error) {
	tip, feeCap, err = evm.Fees(ctx, cl, ch)
	if errors.Is(err, evm.ErrNoBaseFee) {
		return nil, nil, executor.Permanent(err)
	}
	return tip, feeCap, err
}
