package ofttransfer

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Config is an oft_transfer node's config.
type Config struct {
	// FromChain sends, ToChain receives: chain names of the chain configuration, both
	// with a layerzero section.
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	// From is the holder whose USDC the source pool takes: a configured signer. It
	// also pays the native fee and, after an approved manual execution, sends
	// retryReceiveToken on ToChain.
	From string `json:"from"`
	// To receives the USDC on ToChain.
	To string `json:"to"`
	// Amount is sent, in USDC base units, as a decimal string.
	Amount string `json:"amount"`
	// MinAmount is the least the destination may pay out (the send's minAmountLD);
	// default Amount.
	MinAmount string `json:"min_amount,omitempty"`
	// MaxFee bounds the LayerZero native fee (wei of FromChain's native currency) that
	// quoteSend may ask before the send is signed; a higher quote holds the node back.
	MaxFee string `json:"max_fee"`
}

// transfer is a config resolved against the chain configuration.
type transfer struct {
	cfg                       Config
	src, dst                  *evm.Chain
	srcUSDC, dstUSDC          *evm.Token
	from, to                  common.Address
	amount, minAmount, maxFee *big.Int
}

var (
	amountRE = regexp.MustCompile(`^[1-9][0-9]{0,77}$`)
	feeRE    = regexp.MustCompile(`^(0|[1-9][0-9]{0,77})$`)
)

// maxAmount is what the OFT codec carries: a uint64 in shared decimals (6, as USDC's).
var maxAmount = new(big.Int).SetUint64(^uint64(0))

func parseAddress(field, s string) (common.Address, error) { return evm.ParseAddress(field, s) }

func parseAmount(field, s string, re *regexp.Regexp) (*big.Int, error) {
	v, ok := new(big.Int).SetString(s, 10)
	if !re.MatchString(s) || !ok || v.BitLen() > 256 {
		return nil, fmt.Errorf("%s %q: want an integer in base units as a decimal string", field, s)
	}
	return v, nil
}

// lzChain resolves a chain name to a chain with a layerzero section and a USDC token.
func (e *Executor) lzChain(field, name string) (*evm.Chain, *evm.Token, error) {
	ch, ok := e.cfg.Chain(name)
	if !ok {
		return nil, nil, fmt.Errorf("%s %q is not configured", field, name)
	}
	if ch.LayerZero == nil {
		return nil, nil, fmt.Errorf("%s %q has no layerzero section", field, name)
	}
	usdc, ok := ch.Token("USDC")
	if !ok {
		return nil, nil, fmt.Errorf("%s %q has no USDC token configured", field, name)
	}
	return ch, usdc, nil
}

// parse decodes a node config strictly (exact keys only) and resolves it.
func (e *Executor) parse(raw json.RawMessage) (transfer, error) {
	t, err := e.parseConfig(raw)
	if err != nil {
		return transfer{}, fmt.Errorf("oft_transfer config: %w", err)
	}
	return t, nil
}

func (e *Executor) parseConfig(raw json.RawMessage) (transfer, error) {
	var c Config
	if err := executor.DecodeStrict(raw, &c); err != nil {
		return transfer{}, err
	}
	t := transfer{cfg: c}
	var err error
	if t.src, t.srcUSDC, err = e.lzChain("from_chain", c.FromChain); err != nil {
		return transfer{}, err
	}
	if t.dst, t.dstUSDC, err = e.lzChain("to_chain", c.ToChain); err != nil {
		return transfer{}, err
	}
	if t.src == t.dst {
		return transfer{}, errors.New("from_chain and to_chain are the same chain")
	}
	if t.from, err = parseAddress("from", c.From); err != nil {
		return transfer{}, err
	}
	if _, ok := e.signers[t.from]; !ok {
		return transfer{}, fmt.Errorf("from %s is not a configured signer", t.from.Hex())
	}
	if t.to, err = parseAddress("to", c.To); err != nil {
		return transfer{}, err
	}
	if t.amount, err = parseAmount("amount", c.Amount, amountRE); err != nil {
		return transfer{}, err
	}
	if t.amount.Cmp(maxAmount) > 0 {
		return transfer{}, fmt.Errorf("amount %s exceeds what an OFT message carries (%s)", t.amount, maxAmount)
	}
	t.minAmount = t.amount
	if c.MinAmount != "" {
		if t.minAmount, err = parseAmount("min_amount", c.MinAmount, amountRE); err != nil {
			return transfer{}, err
		}
		if t.minAmount.Cmp(t.amount) > 0 {
			return transfer{}, fmt.Errorf("min_amount %s exceeds the amount %s", t.minAmount, t.amount)
		}
	}
	if t.maxFee, err = parseAmount("max_fee", c.MaxFee, feeRE); err != nil {
		return transfer{}, err
	}
	return t, nil
}
