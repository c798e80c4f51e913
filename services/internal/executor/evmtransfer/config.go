package evmtransfer

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Config is an evm_transfer node's config.
type Config struct {
	executor.Pinned
	// Chain is a chain name from the chain configuration.
	Chain string `json:"chain"`
	// Token is a token symbol configured on that chain, or "native".
	Token string `json:"token"`
	// From is the sender, a configured signer's address.
	From string `json:"from"`
	// To is the recipient.
	To string `json:"to"`
	// Amount is in base units, as a decimal string (no sign, no leading zeros).
	Amount string `json:"amount"`
	// Confirmations overrides the chain's; it may only ask for more.
	Confirmations uint64 `json:"confirmations,omitempty"`
	// TestMaxFeePerGasWei, a test hook accepted only with Options.TestHooks, signs with this tip and fee
	// cap instead of the chain's, so a test can leave a transaction underpriced in the
	// pool and watch it be replaced.
	TestMaxFeePerGasWei uint64 `json:"test_max_fee_per_gas_wei,omitempty"`
}

// transfer is a config resolved against the chain configuration.
type transfer struct {
	cfg           Config
	chain         *evm.Chain
	token         *evm.Token // nil: native
	from, to      common.Address
	amount        *big.Int
	confirmations uint64
}

// depth is how many blocks (the inclusion block counting as one) the transfer needs
// before it counts as final: its confirmations or the chain's finality depth,
// whichever is larger.
func (t transfer) depth() uint64 { return t.chain.Depth(t.confirmations) }

// call is the transaction to sign: to the token contract with transfer(to, amount)
// (with the token's transfer_gas, when configured), or to the recipient with the
// amount.
func (t transfer) call(erc20 *contracts.ERC20) evmcall.Call {
	k := evmcall.Call{Chain: t.chain, From: t.from, To: t.to, Value: new(big.Int).Set(t.amount)}
	if t.token != nil {
		k.To, k.Value, k.Data, k.Gas = t.token.Address, new(big.Int), erc20.PackTransfer(t.to, t.amount), t.token.TransferGas
	}
	if v := t.cfg.TestMaxFeePerGasWei; v != 0 {
		k.FixedFee = new(big.Int).SetUint64(v)
	}
	return k
}

// lane is the sender's nonce lane, as stored in node_intents.lane.
func (t transfer) lane() string { return Lane(t.chain.ChainID, t.from) }

// Lane names the nonce lane of a sender on a chain (evm.Lane).
func Lane(chainID uint64, from common.Address) string { return evm.Lane(chainID, from) }

// parse decodes a node config strictly and resolves it against the chain
// configuration.
func (e *Executor) parse(raw json.RawMessage) (transfer, error) {
	// Exact keys only: "to\u212Aen" (Kelvin sign) must not set Token after review.
	return evmcall.DecodeConfig(Key, raw, e.resolve)
}

func (e *Executor) resolve(c Config) (transfer, error) {
	t := transfer{cfg: c}
	ch, ok := e.Chains().Chain(c.Chain)
	if !ok {
		return transfer{}, fmt.Errorf("chain %q is not configured", c.Chain)
	}
	t.chain = ch
	if c.Token != evm.NativeToken {
		tok, ok := ch.Token(c.Token)
		if !ok {
			return transfer{}, fmt.Errorf("token %q is not configured on chain %s (or use %q)", c.Token, ch.Name, evm.NativeToken)
		}
		t.token = tok
	}
	var err error
	if t.from, err = e.ParseSigner("from", c.From); err != nil {
		return transfer{}, err
	}
	if t.to, err = evm.ParseAddress("to", c.To); err != nil {
		return transfer{}, err
	}
	if t.from == t.to {
		return transfer{}, errors.New("from and to are the same address")
	}
	if t.token != nil && t.to == t.token.Address {
		return transfer{}, errors.New("to is the token contract itself")
	}
	if t.amount, err = evmcall.ParseAmount("amount", c.Amount); err != nil {
		return transfer{}, err
	}
	t.confirmations = ch.Confirmations
	if c.Confirmations != 0 {
		if c.Confirmations < ch.Confirmations || c.Confirmations > 10_000 {
			return transfer{}, fmt.Errorf("confirmations %d: want %d (the chain's minimum) to 10000", c.Confirmations, ch.Confirmations)
		}
		t.confirmations = c.Confirmations
	}
	if c.TestMaxFeePerGasWei != 0 && !e.testHooks {
		return transfer{}, errors.New("test_max_fee_per_gas_wei is a test hook, refused outside tests")
	}
	return t, nil
}

// Pins implements executor.Pinner: the chain ID the transfer is signed for and the
// token contract it calls ("native" for the chain's currency).
func (e *Executor) Pins(raw json.RawMessage) (map[string]string, error) {
	t, err := e.parse(raw)
	if err != nil {
		return nil, err
	}
	return t.pins(), nil
}

func (t transfer) pins() map[string]string {
	token := evm.NativeToken
	if t.token != nil {
		token = t.token.Address.Hex()
	}
	return map[string]string{"chain.chain_id": strconv.FormatUint(t.chain.ChainID, 10), "token.address": token}
}

// Pays implements executor.Payer: the amount of the token (its configured symbol, or
// "native" for the chain's currency) to To on the chain (docs/policy.md).
func (e *Executor) Pays(raw json.RawMessage) (executor.Payment, bool, error) {
	t, err := e.parse(raw)
	if err != nil {
		return executor.Payment{}, false, err
	}
	chain := strconv.FormatUint(t.chain.ChainID, 10)
	return executor.Payment{
		Asset: t.cfg.Token, Amount: new(big.Int).Set(t.amount), SourceChainID: chain, DestinationChainID: chain,
		Destination: strings.ToLower(t.to.Hex()),
	}, true, nil
}
