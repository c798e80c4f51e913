package cciptransfer

import (
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// FeeNative names the chain's native currency as the fee token.
const FeeNative = "native"

// Config is a ccip_transfer node's config: the route (USDC of From sent on FromChain,
// received by To on ToChain, both chains with a ccip section; From pays the fee, and
// sends the manual execution on ToChain when one is approved), and CCIP's terms.
type Config struct {
	executor.Pinned
	evmcall.RouteConfig
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

// hasCCIP reports whether a chain takes part in ccip_transfer.
func hasCCIP(ch *evm.Chain) bool { return ch.CCIP != nil }

// parse decodes a node config strictly (exact keys only) and resolves it.
func (e *Executor) parse(raw json.RawMessage) (transfer, error) {
	return evmcall.DecodeConfig(Key, raw, e.resolve)
}

func (e *Executor) resolve(c Config) (transfer, error) {
	r, err := e.ParseRoute(c.RouteConfig)
	if err != nil {
		return transfer{}, err
	}
	t := transfer{cfg: c, src: r.Src, dst: r.Dst, srcUSDC: r.SrcUSDC, dstUSDC: r.DstUSDC, from: r.From, to: r.To, amount: r.Amount}
	if t.maxFee, err = evmcall.ParseFee("max_fee", c.MaxFee); err != nil {
		return transfer{}, err
	}
	switch c.FeeToken {
	case FeeNative:
	case "":
		return transfer{}, fmt.Errorf("fee_token is required: %q or one of %s's ccip fee_tokens %v", FeeNative, t.src.Name, t.src.CCIP.FeeTokens)
	default:
		tok, ok := t.src.Token(c.FeeToken)
		if !slices.Contains(t.src.CCIP.FeeTokens, c.FeeToken) || !ok {
			return transfer{}, fmt.Errorf("fee_token %q: want %q or one of %s's ccip fee_tokens %v", c.FeeToken, FeeNative, t.src.Name, t.src.CCIP.FeeTokens)
		}
		t.feeToken = tok.Address
	}
	return t, nil
}

// feeInUSDC reports whether the fee is paid in the token that is sent (one allowance
// then covers both).
func (t transfer) feeInUSDC() bool { return t.feeToken == t.srcUSDC.Address }

// Pins implements executor.Pinner: both chains' IDs and USDC, the CCIP contracts the
// send and its execution go through, the destination's chain selector and the fee
// token.
func (e *Executor) Pins(raw json.RawMessage) (map[string]string, error) {
	t, err := e.parse(raw)
	if err != nil {
		return nil, err
	}
	p := evmcall.RoutePins(t.src, t.dst, t.srcUSDC, t.dstUSDC)
	for side, ch := range map[string]*evm.Chain{"src": t.src, "dst": t.dst} {
		p[side+".ccip_chain_selector"] = strconv.FormatUint(ch.CCIP.ChainSelector, 10)
		p[side+".ccip_router"] = ch.CCIP.Router.Hex()
		p[side+".ccip_onramp"] = ch.CCIP.OnRamp.Hex()
		p[side+".ccip_offramp"] = ch.CCIP.OffRamp.Hex()
	}
	p["fee_token"] = FeeNative
	if t.feeToken != (common.Address{}) {
		p["fee_token"] = t.feeToken.Hex()
	}
	return p, nil
}

// Pays implements executor.Payer: the route's USDC, from the source chain to To on
// the destination chain (docs/policy.md).
func (e *Executor) Pays(raw json.RawMessage) (executor.Payment, bool, error) {
	t, err := e.parse(raw)
	if err != nil {
		return executor.Payment{}, false, err
	}
	return evmcall.RoutePayment(evmcall.Route{Src: t.src, Dst: t.dst, To: t.to, Amount: t.amount}), true, nil
}
