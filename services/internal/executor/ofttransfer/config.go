package ofttransfer

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
)

// Config is an oft_transfer node's config: the route (USDC of From taken by the source
// pool on FromChain, paid to To on ToChain, both chains with a layerzero section; From
// also pays the native fee and, after an approved manual execution, sends
// retryReceiveToken on ToChain), and the send's terms.
type Config struct {
	executor.Pinned
	evmcall.RouteConfig
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

// maxAmount is what the taxi message carries: a uint64 in shared decimals (6, as USDC's).
var maxAmount = new(big.Int).SetUint64(^uint64(0))

// hasLayerZero reports whether a chain takes part in oft_transfer.
func hasLayerZero(ch *evm.Chain) bool { return ch.LayerZero != nil }

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
	// The taxi message names the destination's pool by the source's asset ID.
	if a, b := t.src.LayerZero.USDCAssetID, t.dst.LayerZero.USDCAssetID; a != b {
		return transfer{}, fmt.Errorf("usdc_asset_id of %s (%d) and %s (%d) differ: the destination would pay from another pool", t.src.Name, a, t.dst.Name, b)
	}
	if t.amount.Cmp(maxAmount) > 0 {
		return transfer{}, fmt.Errorf("amount %s exceeds what a taxi message carries (%s)", t.amount, maxAmount)
	}
	t.minAmount = t.amount
	if c.MinAmount != "" {
		if t.minAmount, err = evmcall.ParseAmount("min_amount", c.MinAmount); err != nil {
			return transfer{}, err
		}
		if t.minAmount.Cmp(t.amount) > 0 {
			return transfer{}, fmt.Errorf("min_amount %s exceeds the amount %s", t.minAmount, t.amount)
		}
	}
	if t.maxFee, err = evmcall.ParseFee("max_fee", c.MaxFee); err != nil {
		return transfer{}, err
	}
	return t, nil
}

// Pins implements executor.Pinner: both chains' IDs and USDC, the LayerZero endpoints
// and eids, the Stargate pools and TokenMessaging the send goes through, and the USDC
// asset ID the taxi message names the destination pool by.
func (e *Executor) Pins(raw json.RawMessage) (map[string]string, error) {
	t, err := e.parse(raw)
	if err != nil {
		return nil, err
	}
	p := evmcall.RoutePins(t.src, t.dst, t.srcUSDC, t.dstUSDC)
	for side, ch := range map[string]*evm.Chain{"src": t.src, "dst": t.dst} {
		lz := ch.LayerZero
		p[side+".lz_eid"] = strconv.FormatUint(uint64(lz.EID), 10)
		p[side+".lz_endpoint"] = lz.Endpoint.Hex()
		p[side+".stargate_usdc_pool"] = lz.USDCPool.Hex()
		p[side+".stargate_token_messaging"] = lz.TokenMessaging.Hex()
		p[side+".stargate_usdc_asset_id"] = strconv.FormatUint(uint64(lz.USDCAssetID), 10)
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
