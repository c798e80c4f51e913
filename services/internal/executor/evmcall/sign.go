package evmcall

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Call is one transaction to sign on a chain: a contract call, or a plain transfer.
type Call struct {
	Chain *evm.Chain
	From  common.Address
	To    common.Address
	Data  []byte
	// Value is the native amount the call pays (a transfer's amount, a LayerZero
	// send's fee); nil: none.
	Value *big.Int
	// Gas, when set, is the gas limit instead of an estimate (a token's transfer_gas).
	Gas uint64
	// FixedFee, when set, is both the tip and the fee cap instead of the chain's
	// (evm_transfer's test hook, which leaves a transaction underpriced in the pool).
	FixedFee *big.Int
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

// Sign reads the head, the fees and the gas limit (GasLimit: a call that would revert
// now holds the node back, before any side effect), allocates the sender's next nonce
// on its lane in c (the lane row stays locked until c's transaction ends: call it from
// Prepare, in the claim transaction, after every other chain read) and signs. Nothing
// is sent.
func (k *Kernel) Sign(ctx context.Context, c db.Conn, cl *ethclient.Client, call Call) (Signed, error) {
	signer := k.signers[call.From]
	if signer == nil || signer.Address() != call.From {
		return Signed{}, executor.Permanent(fmt.Errorf("no signer for %s", call.From.Hex()))
	}
	rctx, cancel := context.WithTimeout(ctx, RPCTimeout)
	defer cancel()
	// The head first of all: no transaction can use the nonce allocated below before it.
	preparedBlock, err := cl.BlockNumber(rctx)
	if err != nil {
		return Signed{}, evm.Redact(call.Chain, fmt.Errorf("read head: %w", err))
	}
	tip, feeCap, err := Fees(rctx, cl, call.Chain)
	if err != nil {
		return Signed{}, err
	}
	gas, err := GasLimit(rctx, cl, call)
	if err != nil {
		return Signed{}, err
	}
	if call.FixedFee != nil {
		tip, feeCap = new(big.Int).Set(call.FixedFee), new(big.Int).Set(call.FixedFee)
	}
	pending, err := cl.PendingNonceAt(rctx, call.From)
	if err != nil {
		return Signed{}, evm.Redact(call.Chain, fmt.Errorf("read pending nonce: %w", err))
	}
	nonce, err := c.EVM().AllocateNonce(ctx, int64(call.Chain.ChainID), evm.LowerHex(call.From), int64(pending))
	if err != nil {
		return Signed{}, err
	}
	chainID := new(big.Int).SetUint64(call.Chain.ChainID)
	to := call.To
	tx, err := signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: uint64(nonce), GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: call.Value, Data: call.Data,
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

// GasLimit is the gas limit to sign call with: call.Gas when set, else the node's
// estimate plus a quarter (state can change between the estimate and the block), capped
// by the chain's max_gas. A plain transfer to an account without code costs exactly
// 21,000 and gets no margin. An estimate that fails (the call would revert now, e.g. for
// want of funds) holds the node back; one above max_gas fails it.
func GasLimit(ctx context.Context, cl *ethclient.Client, call Call) (uint64, error) {
	if call.Gas != 0 {
		return call.Gas, nil
	}
	est, err := cl.EstimateGas(ctx, ethereum.CallMsg{From: call.From, To: &call.To, Value: call.Value, Data: call.Data})
	if err != nil {
		return 0, executor.BeforeSideEffect(evm.Redact(call.Chain, fmt.Errorf("estimate gas: %w", err)))
	}
	if len(call.Data) == 0 && est == evm.NativeTransferGas {
		return est, nil
	}
	if est > call.Chain.MaxGas {
		return 0, executor.Permanent(fmt.Errorf("estimated gas %d exceeds the chain's max_gas %d", est, call.Chain.MaxGas))
	}
	return min(est+est/4, call.Chain.MaxGas), nil
}

// Fees is evm.Fees (the node's suggested tip, and twice the head's base fee plus the
// tip) with a chain without EIP-1559 reported as a permanent failure.
func Fees(ctx context.Context, cl *ethclient.Client, ch *evm.Chain) (tip, feeCap *big.Int, err error) {
	tip, feeCap, err = evm.Fees(ctx, cl, ch)
	if errors.Is(err, evm.ErrNoBaseFee) {
		return nil, nil, executor.Permanent(err)
	}
	return tip, feeCap, err
}
