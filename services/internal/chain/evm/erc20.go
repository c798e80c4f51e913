package evm

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
)

// The ERC-20 reads of the packages that watch balances and payments but send nothing
// (balance-snapshot, the venue payment check, qtgctl's demo): they go through here so
// that only chain and executor packages import the contract bindings
// (docs/design.md §1).

// TokenBalance returns token's balanceOf(holder) at block at (nil: the latest).
func TokenBalance(ctx context.Context, cl ethereum.ContractCaller, token, holder common.Address, at *big.Int) (*big.Int, error) {
	erc20 := contracts.NewERC20()
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &token, Data: erc20.PackBalanceOf(holder)}, at)
	if err != nil {
		return nil, err
	}
	bal, err := erc20.UnpackBalanceOf(out)
	if err != nil {
		return nil, fmt.Errorf("decode balanceOf: %w", err)
	}
	return bal, nil
}

// TransferTopic is topic 0 of every ERC-20 Transfer(address,address,uint256) event, for
// the log filters and scans that look for transfers.
var TransferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))

// Transfer is an ERC-20 Transfer event.
type Transfer struct {
	From, To common.Address
	Value    *big.Int
}

// DecodeTransfer decodes l as an ERC-20 Transfer event; ok is false when it is none.
func DecodeTransfer(l *types.Log) (t Transfer, ok bool) {
	ev, err := contracts.NewERC20().UnpackTransferEvent(l)
	if err != nil {
		return Transfer{}, false
	}
	return Transfer{From: ev.From, To: ev.To, Value: ev.Value}, true
}
