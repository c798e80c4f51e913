package evmtransfer

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// inFlight sums what the sender's open intents on this lane (prepared or submitted, of
// other nodes, any attempt) may still spend, counting only those the chain has not
// mined yet (nonce at or above the sender's confirmed nonce; the mined ones are in the
// balances already): token amounts of tokenAddr (lower-case hex, or "native"), and
// native wei (native amounts plus each one's gas limit × fee cap). Without a database
// pool (tests of the executor alone) nothing is in flight.
func (e *Executor) inFlight(ctx context.Context, cl *ethclient.Client, t transfer, self string) (token, native *big.Int, err error) {
	token, native = new(big.Int), new(big.Int)
	if e.pool == nil {
		return token, native, nil
	}
	rows, err := e.pool.EVM().IntentsInFlight(ctx, t.lane())
	if err != nil {
		return nil, nil, fmt.Errorf("read in-flight intents: %w", err)
	}
	if len(rows) == 0 {
		return token, native, nil
	}
	mined, err := cl.NonceAt(ctx, t.from, nil)
	if err != nil {
		return nil, nil, evm.Redact(t.chain, fmt.Errorf("read nonce: %w", err))
	}
	tokenName := evm.NativeToken
	if t.token != nil {
		tokenName = evm.LowerHex(t.token.Address)
	}
	for _, r := range rows {
		if r.NodeID.String() == self || r.Nonce == nil || uint64(*r.Nonce) < mined {
			continue
		}
		var p evmcall.Head
		if err := json.Unmarshal(r.Payload, &p); err != nil {
			return nil, nil, fmt.Errorf("in-flight intent of node %s: %w", r.NodeID, err)
		}
		amount, ok := new(big.Int).SetString(p.Amount, 10)
		if !ok {
			return nil, nil, fmt.Errorf("in-flight intent of node %s: amount %q", r.NodeID, p.Amount)
		}
		if strings.EqualFold(p.Token, tokenName) && t.token != nil {
			token.Add(token, amount)
		}
		if p.Token == evm.NativeToken {
			native.Add(native, amount)
		}
		if fee, ok := new(big.Int).SetString(p.MaxFeePerGas, 10); ok {
			native.Add(native, fee.Mul(fee, new(big.Int).SetUint64(p.GasLimit)))
		}
	}
	return token, native, nil
}
