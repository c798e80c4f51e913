package cctptransfer

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/cctp"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Config is a cctp_transfer node's config.
type Config struct {
	// FromChain burns, ToChain mints: chain names of the chain configuration, both
	// with a cctp section.
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	// From is the holder whose USDC is burned on FromChain: a configured signer.
	From string `json:"from"`
	// To receives the minted USDC on ToChain.
	To string `json:"to"`
	// Amount is burned, in USDC base units, as a decimal string.
	Amount string `json:"amount"`
	// MaxFee bounds the fee (base units) the attester may take from the amount on the
	// destination: the burn's maxFee, and the bound the quoted fee must stay within
	// before the node starts. "0" allows only fee-free (standard) transfers.
	MaxFee string `json:"max_fee"`
	// Speed is "fast" (minFinalityThreshold 1000, attested before hard finality, for a
	// fee) or "standard" (2000, attested at hard finality).
	Speed string `json:"speed"`
	// Relayer sends receiveMessage on ToChain (a configured signer); default From.
	Relayer string `json:"relayer,omitempty"`
}

// Speeds.
const (
	SpeedFast     = "fast"
	SpeedStandard = "standard"
)

// transfer is a config resolved against the chain configuration.
type transfer struct {
	cfg                  Config
	src, dst             *evm.Chain
	srcUSDC              *evm.Token
	dstUSDC              *evm.Token
	from, to, relayer    common.Address
	amount, maxFee       *big.Int
	minFinalityThreshold uint32
}

var (
	amountRE = regexp.MustCompile(`^[1-9][0-9]{0,77}$`)
	feeRE    = regexp.MustCompile(`^(0|[1-9][0-9]{0,77})$`)
)

// cctpChain resolves a chain name to a chain with a cctp section and a USDC token.
func (e *Executor) cctpChain(field, name string) (*evm.Chain, *evm.Token, error) {
	ch, ok := e.cfg.Chain(name)
	if !ok {
		return nil, nil, fmt.Errorf("%s %q is not configured", field, name)
	}
	if ch.CCTP == nil {
		return nil, nil, fmt.Errorf("%s %q has no cctp section", field, name)
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
		return transfer{}, fmt.Errorf("cctp_transfer config: %w", err)
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
	if t.src, t.srcUSDC, err = e.cctpChain("from_chain", c.FromChain); err != nil {
		return transfer{}, err
	}
	if t.dst, t.dstUSDC, err = e.cctpChain("to_chain", c.ToChain); err != nil {
		return transfer{}, err
	}
	if t.src == t.dst {
		return transfer{}, errors.New("from_chain and to_chain are the same chain")
	}
	if t.from, err = evm.ParseAddress("from", c.From); err != nil {
		return transfer{}, err
	}
	if _, ok := e.signers[t.from]; !ok {
		return transfer{}, fmt.Errorf("from %s is not a configured signer", t.from.Hex())
	}
	if t.to, err = evm.ParseAddress("to", c.To); err != nil {
		return transfer{}, err
	}
	t.relayer = t.from
	if c.Relayer != "" {
		if t.relayer, err = evm.ParseAddress("relayer", c.Relayer); err != nil {
			return transfer{}, err
		}
		if _, ok := e.signers[t.relayer]; !ok {
			return transfer{}, fmt.Errorf("relayer %s is not a configured signer", t.relayer.Hex())
		}
	}
	amount, ok := new(big.Int).SetString(c.Amount, 10)
	if !amountRE.MatchString(c.Amount) || !ok || amount.BitLen() > 256 {
		return transfer{}, fmt.Errorf("amount %q: want a positive integer in base units as a decimal string", c.Amount)
	}
	t.amount = amount
	maxFee, ok := new(big.Int).SetString(c.MaxFee, 10)
	if !feeRE.MatchString(c.MaxFee) || !ok {
		return transfer{}, fmt.Errorf("max_fee %q: want a non-negative integer in base units as a decimal string", c.MaxFee)
	}
	if maxFee.Cmp(amount) >= 0 {
		return transfer{}, fmt.Errorf("max_fee %s must be less than the amount %s", maxFee, amount)
	}
	t.maxFee = maxFee
	switch c.Speed {
	case SpeedFast:
		t.minFinalityThreshold = cctp.FinalityFast
	case SpeedStandard:
		t.minFinalityThreshold = cctp.FinalityStandard
	default:
		return transfer{}, fmt.Errorf("speed %q: want %q or %q", c.Speed, SpeedFast, SpeedStandard)
	}
	return t, nil
}
