package cciptransfer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// FeeNative names the chain's native currency as the fee token.
const FeeNative = "native"

// Config is a ccip_transfer node's config.
type Config struct {
	// FromChain sends, ToChain receives: chain names of the chain configuration, both
	// with a ccip section.
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	// From is the holder whose USDC is sent on FromChain: a configured signer. It pays
	// the fee, and sends the manual execution on ToChain when one is approved.
	From string `json:"from"`
	// To receives the USDC on ToChain.
	To string `json:"to"`
	// Amount is sent, in USDC base units, as a decimal string.
	Amount string `json:"amount"`
	// FeeToken pays the CCIP fee: "native" or one of the source chain's ccip fee_tokens
	// ("USDC").
	FeeToken string `json:"fee_token"`
	// MaxFee bounds the fee, in the fee token's base units (wei for native): the Router's
	// quote must be within it before the node starts and again when the send is signed.
	MaxFee string `json:"max_fee"`
}

// transfer is a config resolved against the chain configuration.
type transfer struct {
	cfg      Config
	src, dst *evm.Chain
	srcUSDC  *evm.Token
	dstUSDC  *evm.Token
	// feeToken is the fee token's address (zero: native).
	feeToken common.Address
	from, to common.Address
	amount   *big.Int
	maxFee   *big.Int
}

var (
	addressRE = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)
	amountRE  = regexp.MustCompile(`^[1-9][0-9]{0,77}$`)
	feeRE     = regexp.MustCompile(`^(0|[1-9][0-9]{0,77})$`)
)

func parseAddress(field, s string) (common.Address, error) {
	if !addressRE.MatchString(s) {
		return common.Address{}, fmt.Errorf("%s %q: want a 0x-prefixed 20-byte hex address", field, s)
	}
	a := common.HexToAddress(s)
	if s != lowerHex(a) && s != "0x"+string(bytes.ToUpper([]byte(s[2:]))) && s != a.Hex() {
		return common.Address{}, fmt.Errorf("%s %q: bad EIP-55 checksum", field, s)
	}
	if a == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%s is the zero address", field)
	}
	return a, nil
}

func lowerHex(a common.Address) string { return "0x" + common.Bytes2Hex(a.Bytes()) }

// ccipChain resolves a chain name to a chain with a ccip section and a USDC token.
func (e *Executor) ccipChain(field, name string) (*evm.Chain, *evm.Token, error) {
	ch, ok := e.cfg.Chain(name)
	if !ok {
		return nil, nil, fmt.Errorf("%s %q is not configured", field, name)
	}
	if ch.CCIP == nil {
		return nil, nil, fmt.Errorf("%s %q has no ccip section", field, name)
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
		return transfer{}, fmt.Errorf("ccip_transfer config: %w", err)
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
	if t.src, t.srcUSDC, err = e.ccipChain("from_chain", c.FromChain); err != nil {
		return transfer{}, err
	}
	if t.dst, t.dstUSDC, err = e.ccipChain("to_chain", c.ToChain); err != nil {
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
	amount, ok := new(big.Int).SetString(c.Amount, 10)
	if !amountRE.MatchString(c.Amount) || !ok || amount.BitLen() > 256 {
		return transfer{}, fmt.Errorf("amount %q: want a positive integer in base units as a decimal string", c.Amount)
	}
	t.amount = amount
	maxFee, ok := new(big.Int).SetString(c.MaxFee, 10)
	if !feeRE.MatchString(c.MaxFee) || !ok || maxFee.BitLen() > 256 {
		return transfer{}, fmt.Errorf("max_fee %q: want a non-negative integer in base units as a decimal string", c.MaxFee)
	}
	t.maxFee = maxFee
	switch c.FeeToken {
	case FeeNative:
	case "":
		return transfer{}, fmt.Errorf("fee_token is required: %q or one of %s's ccip fee_tokens %v", FeeNative, t.src.Name, t.src.CCIP.FeeTokens)
	default:
		listed := false
		for _, s := range t.src.CCIP.FeeTokens {
			listed = listed || s == c.FeeToken
		}
		tok, ok := t.src.Token(c.FeeToken)
		if !listed || !ok {
			return transfer{}, fmt.Errorf("fee_token %q: want %q or one of %s's ccip fee_tokens %v", c.FeeToken, FeeNative, t.src.Name, t.src.CCIP.FeeTokens)
		}
		t.feeToken = tok.Address
	}
	return t, nil
}

// feeInUSDC reports whether the fee is paid in the token that is sent (one allowance
// then covers both).
func (t transfer) feeInUSDC() bool { return t.feeToken == t.srcUSDC.Address }
