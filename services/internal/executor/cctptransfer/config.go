package cctptransfer

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Config is a cctp_transfer node's config: the route (USDC of From burned on
// FromChain, minted to To on ToChain, both chains with a cctp section), and CCTP's
// terms.
type Config struct {
	executor.Pinned
	evmcall.RouteConfig
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

// hasCCTP reports whether a chain takes part in cctp_transfer.
func hasCCTP(ch *evm.Chain) bool { return ch.CCTP != nil }

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
	t.relayer = t.from
	if c.Relayer != "" {
		if t.relayer, err = e.ParseSigner("relayer", c.Relayer); err != nil {
			return transfer{}, err
		}
	}
	if t.maxFee, err = evmcall.ParseFee("max_fee", c.MaxFee); err != nil {
		return transfer{}, err
	}
	if t.maxFee.Cmp(t.amount) >= 0 {
		return transfer{}, fmt.Errorf("max_fee %s must be less than the amount %s", t.maxFee, t.amount)
	}
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

// Pins implements executor.Pinner: both chains' IDs, USDC and CCTP contracts, and
// their CCTP domains (the burn names the destination by its domain).
func (e *Executor) Pins(raw json.RawMessage) (map[string]string, error) {
	t, err := e.parse(raw)
	if err != nil {
		return nil, err
	}
	p := evmcall.RoutePins(t.src, t.dst, t.srcUSDC, t.dstUSDC)
	for side, ch := range map[string]*evm.Chain{"src": t.src, "dst": t.dst} {
		p[side+".cctp_domain"] = strconv.FormatUint(uint64(ch.CCTP.Domain), 10)
		p[side+".token_messenger"] = ch.CCTP.TokenMessenger.Hex()
		p[side+".message_transmitter"] = ch.CCTP.MessageTransmitter.Hex()
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
