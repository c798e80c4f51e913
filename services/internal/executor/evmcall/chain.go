package evmcall

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// GasCost is what a mined transaction cost its sender: gas used × effective gas price.
func GasCost(r *types.Receipt) *big.Int {
	price := r.EffectiveGasPrice
	if price == nil {
		price = new(big.Int)
	}
	return new(big.Int).Mul(price, new(big.Int).SetUint64(r.GasUsed))
}

// revertedResult is a failed node's result after a phase reverted in a final block:
// the phase, and its chain, sender, block and gas (a leg verify-drift counts, see
// Legs.Reverted).
func revertedResult(ph Phase, m Mined) json.RawMessage {
	return MustJSON(map[string]any{"phase": ph.Head.Phase, "tx_hash": m.Tx.Hash().Hex(), "status": "reverted",
		"chain": ph.Chain.Name, "from": ph.Head.From, "block_number": m.Receipt.BlockNumber.Uint64(), "gas_cost": GasCost(m.Receipt).String()})
}

// MustJSON marshals v, which must be a plain value (structs and maps of strings and
// numbers) that always encodes.
func MustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// DecodeHex decodes a 0x-prefixed hex string (attested messages, logs kept in a
// progress).
func DecodeHex(s string) ([]byte, error) {
	if !strings.HasPrefix(s, "0x") {
		return nil, fmt.Errorf("%.20q: want 0x-hex", s)
	}
	return common.ParseHexOrString(s)
}

// CallUint reads a uint256 from a view call of the contract at to (a balance, an
// allowance) at the head.
func CallUint(ctx context.Context, cl *ethclient.Client, to common.Address, data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
	out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return nil, err
	}
	return unpack(out)
}

// FinalBlock is ch's newest final block (at the chain's depth below the head); ok is
// false while no block is final yet. Protocol facts read there (a message received, a
// packet delivered) cannot be undone by a reorg.
func FinalBlock(ctx context.Context, cl *ethclient.Client, ch *evm.Chain) (block uint64, ok bool, err error) {
	head, err := cl.BlockNumber(ctx)
	if err != nil {
		return 0, false, evm.Redact(ch, fmt.Errorf("read head: %w", err))
	}
	depth := ch.Depth(ch.Confirmations)
	if head+1 < depth {
		return 0, false, nil
	}
	return head + 1 - depth, true, nil
}

// Num parses a decimal amount a node's progress or result recorded; empty is zero.
// what names it in errors.
func Num(what, s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(cmp.Or(s, "0"), 10)
	if !ok {
		return nil, fmt.Errorf("%s %q", what, s)
	}
	return v, nil
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
