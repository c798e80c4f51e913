package balances

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
)

// bridgeConfig is the part of a ccip_transfer or oft_transfer node's config that
// names its legs (see packages cciptransfer and ofttransfer; both spell these fields
// alike).
type bridgeConfig struct {
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	From      string `json:"from"`
	To        string `json:"to"`
	Amount    string `json:"amount"`
	// FeeToken is ccip_transfer's: "native" or a token symbol of the source chain.
	FeeToken string `json:"fee_token"`
}

// bridgeProgress is the part of the node's progress (kept whatever happened next)
// that names the source's legs and the destination's manual executions.
type bridgeProgress struct {
	ApproveBlock      int64  `json:"approve_block"`
	ApproveGasCost    string `json:"approve_gas_cost"`
	FeeApproveBlock   int64  `json:"fee_approve_block"`
	FeeApproveGasCost string `json:"fee_approve_gas_cost"`
	SendBlock         int64  `json:"send_block"`
	SendGasCost       string `json:"send_gas_cost"`
	// NativeFee is the send's value (a native fee); Fee is ccip_transfer's fee in its
	// fee token, counted only when that is not native.
	NativeFee string `json:"native_fee"`
	Fee       string `json:"fee"`
	// AmountSent is oft_transfer's amount the source pool took (the config's amount).
	AmountSent string `json:"amount_sent"`
	ManualLegs []struct {
		Block   int64  `json:"block"`
		GasCost string `json:"gas_cost"`
	} `json:"manual_legs"`
}

// bridgeResult is the part of the node's result that names the destination's legs,
// or a reverted phase's gas.
type bridgeResult struct {
	DeliveryBlock int64  `json:"delivery_block"`
	Received      string `json:"received"`
	RetryBlock    int64  `json:"retry_block"`
	RetryGasCost  string `json:"retry_gas_cost"`
	// A phase that reverted: its chain, sender, block and gas.
	Status      string `json:"status"`
	Chain       string `json:"chain"`
	From        string `json:"from"`
	BlockNumber int64  `json:"block_number"`
	GasCost     string `json:"gas_cost"`
}

// BridgeLegs turns finished ccip_transfer and oft_transfer nodes into their legs on
// ch, like CCTPLegs. On the source chain (from the progress): the holder's approvals'
// gas, the send's gas, its native value (the fee, when native), a CCIP fee paid in a
// token (USDC) and the amount debited, each at its receipt's block. On the
// destination: the holder's manual executions' gas (CCIP manuallyExecute, OFT
// retryReceiveToken) and, for a completed node, the receiver's credit at the
// delivery's block. A reverted phase's gas, on its chain. A node that failed after its
// send credited nothing that QTG knows of: a delivery after that shows as drift, which
// is what an operator must look at.
func BridgeLegs(ch *evm.Chain, nodes []*db.BalanceBridgeNode) ([]Leg, error) {
	var legs []Leg
	for _, n := range nodes {
		what := n.ExecutorKey
		num := func(field, s string) (*big.Int, error) {
			v, ok := new(big.Int).SetString(cmp.Or(s, "0"), 10)
			if !ok {
				return nil, fmt.Errorf("%s %s %q", what, field, s)
			}
			return v, nil
		}
		var c bridgeConfig
		if err := json.Unmarshal(n.NodeConfig, &c); err != nil {
			return nil, fmt.Errorf("decode %s config: %w", what, err)
		}
		var p bridgeProgress
		if len(n.Progress) > 0 {
			if err := json.Unmarshal(n.Progress, &p); err != nil {
				return nil, fmt.Errorf("decode %s progress: %w", what, err)
			}
		}
		var r bridgeResult
		if len(n.Result) > 0 {
			if err := json.Unmarshal(n.Result, &r); err != nil {
				return nil, fmt.Errorf("decode %s result: %w", what, err)
			}
		}
		usdc, ok := ch.Token("USDC")
		if !ok {
			return nil, fmt.Errorf("chain %s has no USDC token configured", ch.Name)
		}
		token := tokenKey(usdc)
		holder := strings.ToLower(c.From)
		// gas appends a leg of the native token paid by who at block.
		gas := func(field, who string, block int64, cost string) error {
			if block <= 0 {
				return nil
			}
			v, err := num(field, cost)
			if err != nil {
				return err
			}
			legs = append(legs, Leg{Token: evm.NativeToken, Address: who, Block: block, Delta: v.Neg(v)})
			return nil
		}
		if c.FromChain == ch.Name {
			if err := gas("approve gas cost", holder, p.ApproveBlock, p.ApproveGasCost); err != nil {
				return nil, err
			}
			if err := gas("fee approve gas cost", holder, p.FeeApproveBlock, p.FeeApproveGasCost); err != nil {
				return nil, err
			}
			if p.SendBlock > 0 {
				if err := gas("send gas cost", holder, p.SendBlock, p.SendGasCost); err != nil {
					return nil, err
				}
				if err := gas("native fee", holder, p.SendBlock, p.NativeFee); err != nil {
					return nil, err
				}
				amount, err := num("amount", cmp.Or(p.AmountSent, c.Amount))
				if err != nil {
					return nil, err
				}
				legs = append(legs, Leg{Token: token, Address: holder, Block: p.SendBlock, Delta: amount.Neg(amount)})
				if c.FeeToken != "" && c.FeeToken != evm.NativeToken {
					feeTok, ok := ch.Token(c.FeeToken)
					if !ok {
						return nil, fmt.Errorf("%s fee token %q not configured on chain %s", what, c.FeeToken, ch.Name)
					}
					fee, err := num("fee", p.Fee)
					if err != nil {
						return nil, err
					}
					legs = append(legs, Leg{Token: tokenKey(feeTok), Address: holder, Block: p.SendBlock, Delta: fee.Neg(fee)})
				}
			}
		}
		if r.Status == "reverted" && r.Chain == ch.Name {
			if err := gas("reverted gas cost", strings.ToLower(r.From), r.BlockNumber, r.GasCost); err != nil {
				return nil, err
			}
		}
		if c.ToChain != ch.Name {
			continue
		}
		for _, m := range p.ManualLegs {
			if err := gas("manual execution gas cost", holder, m.Block, m.GasCost); err != nil {
				return nil, err
			}
		}
		if n.NodeState != "COMPLETED" {
			continue
		}
		if err := gas("retry gas cost", holder, r.RetryBlock, r.RetryGasCost); err != nil {
			return nil, err
		}
		if r.DeliveryBlock > 0 {
			received, err := num("received", r.Received)
			if err != nil {
				return nil, err
			}
			legs = append(legs, Leg{Token: token, Address: strings.ToLower(c.To), Block: r.DeliveryBlock, Delta: received})
		}
	}
	return legs, nil
}
