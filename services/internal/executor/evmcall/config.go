package evmcall

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Amounts in node configs are base units as decimal strings: no sign, no leading zeros,
// at most 256 bits. Never floats.
var (
	positiveRE    = regexp.MustCompile(`^[1-9][0-9]{0,77}$`)
	nonNegativeRE = regexp.MustCompile(`^(0|[1-9][0-9]{0,77})$`)
)

// ParseAmount parses a positive amount; field names it in errors.
func ParseAmount(field, s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(s, 10)
	if !positiveRE.MatchString(s) || !ok || v.BitLen() > 256 {
		return nil, fmt.Errorf("%s %q: want a positive integer in base units as a decimal string", field, s)
	}
	return v, nil
}

// ParseFee parses a non-negative amount (a fee bound, where "0" allows only free);
// field names it in errors.
func ParseFee(field, s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(s, 10)
	if !nonNegativeRE.MatchString(s) || !ok || v.BitLen() > 256 {
		return nil, fmt.Errorf("%s %q: want a non-negative integer in base units as a decimal string", field, s)
	}
	return v, nil
}

// ParseSigner parses an address (evm.ParseAddress) that must be one of the process's
// configured signers.
func (k *Kernel) ParseSigner(field, s string) (common.Address, error) {
	a, err := evm.ParseAddress(field, s)
	if err != nil {
		return common.Address{}, err
	}
	if !k.isSigner(a) {
		return common.Address{}, fmt.Errorf("%s %s is not a configured signer", field, a.Hex())
	}
	return a, nil
}

// chainOf resolves a config's chain name to a configured chain the executor works on
// (one with its section); field names the config field in errors.
func (k *Kernel) chainOf(field, name string) (*evm.Chain, error) {
	ch, ok := k.cfg.Chain(name)
	if !ok {
		return nil, fmt.Errorf("%s %q is not configured", field, name)
	}
	if !k.has(ch) {
		return nil, fmt.Errorf("%s %q has no %s section", field, name, k.section)
	}
	return ch, nil
}

// chainToken is chainOf for a chain that must also configure the token symbol.
func (k *Kernel) chainToken(field, name, symbol string) (*evm.Chain, *evm.Token, error) {
	ch, err := k.chainOf(field, name)
	if err != nil {
		return nil, nil, err
	}
	tok, ok := ch.Token(symbol)
	if !ok {
		return nil, nil, fmt.Errorf("%s %q has no %s token configured", field, name, symbol)
	}
	return ch, tok, nil
}

// RouteConfig is what every bridge's node config names alike: USDC of From on
// FromChain to To on ToChain. Bridges embed it in their Config.
type RouteConfig struct {
	// FromChain sends, ToChain receives: chain names of the chain configuration, both
	// with the bridge's section.
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	// From is the holder whose USDC leaves FromChain: a configured signer.
	From string `json:"from"`
	// To receives the USDC on ToChain.
	To string `json:"to"`
	// Amount is sent, in USDC base units, as a decimal string.
	Amount string `json:"amount"`
}

// Route is a RouteConfig resolved against the chain configuration.
type Route struct {
	Src, Dst         *evm.Chain
	SrcUSDC, DstUSDC *evm.Token
	From, To         common.Address
	Amount           *big.Int
}

// ParseRoute resolves c: two different chains of the executor with USDC configured, a
// signer as the holder, a recipient and a positive amount.
func (k *Kernel) ParseRoute(c RouteConfig) (Route, error) {
	var r Route
	var err error
	if r.Src, r.SrcUSDC, err = k.chainToken("from_chain", c.FromChain, "USDC"); err != nil {
		return Route{}, err
	}
	if r.Dst, r.DstUSDC, err = k.chainToken("to_chain", c.ToChain, "USDC"); err != nil {
		return Route{}, err
	}
	if r.Src == r.Dst {
		return Route{}, errors.New("from_chain and to_chain are the same chain")
	}
	if r.From, err = k.ParseSigner("from", c.From); err != nil {
		return Route{}, err
	}
	if r.To, err = evm.ParseAddress("to", c.To); err != nil {
		return Route{}, err
	}
	if r.Amount, err = ParseAmount("amount", c.Amount); err != nil {
		return Route{}, err
	}
	return r, nil
}

// DecodeConfig decodes a node config strictly (executor.DecodeStrict: exact keys only)
// into a C and resolves it with resolve; every error names the executor (key).
func DecodeConfig[C, T any](key string, raw json.RawMessage, resolve func(C) (T, error)) (T, error) {
	var c C
	var zero T
	if err := executor.DecodeStrict(raw, &c); err != nil {
		return zero, fmt.Errorf("%s config: %w", key, err)
	}
	t, err := resolve(c)
	if err != nil {
		return zero, fmt.Errorf("%s config: %w", key, err)
	}
	return t, nil
}

// Validator is a ValidateConfig (Options.Validate) made of an executor's parse.
func Validator[T any](parse func(json.RawMessage) (T, error)) func(json.RawMessage) error {
	return func(raw json.RawMessage) error {
		_, err := parse(raw)
		return err
	}
}

// Load reads what a node's phases build on: its config, resolved by parse (an error
// there is permanent: the config was approved as it is), and its progress (Progress).
func Load[T, P any](node executor.Node, parse func(json.RawMessage) (T, error)) (T, P, error) {
	var p P
	t, err := parse(node.Config)
	if err != nil {
		return t, p, executor.Permanent(err)
	}
	p, err = Progress[P](node.Progress)
	return t, p, err
}

// DecodeHex decodes a 0x-prefixed hex string (attested messages, logs kept in a
// progress).
func DecodeHex(s string) ([]byte, error) {
	if !strings.HasPrefix(s, "0x") {
		return nil, fmt.Errorf("%.20q: want 0x-hex", s)
	}
	return common.ParseHexOrString(s)
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

// RoutePins are the pins (executor.Pinner) every bridge's route resolves to: both
// chains' IDs and USDC contracts, under "src." and "dst.".
func RoutePins(src, dst *evm.Chain, srcUSDC, dstUSDC *evm.Token) map[string]string {
	return map[string]string{
		"src.chain_id": strconv.FormatUint(src.ChainID, 10), "src.usdc": srcUSDC.Address.Hex(),
		"dst.chain_id": strconv.FormatUint(dst.ChainID, 10), "dst.usdc": dstUSDC.Address.Hex(),
	}
}

// RoutePayment is what a bridge's route pays (executor.Payer): the route's USDC from
// the source chain to To on the destination chain.
func RoutePayment(r Route) executor.Payment {
	return executor.Payment{
		Asset: "USDC", Amount: new(big.Int).Set(r.Amount),
		SourceChainID: strconv.FormatUint(r.Src.ChainID, 10), DestinationChainID: strconv.FormatUint(r.Dst.ChainID, 10),
		Destination: strings.ToLower(r.To.Hex()),
	}
}
