package main

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
)

// The rails the load spreads its movements over.
const (
	railNoop = "noop"
	railEVM  = "evm"
	railCCTP = "cctp"
	railCCIP = "ccip"
	railOFT  = "oft"
	railCEX  = "cex"
)

// railOrder is the order rails are listed in.
var railOrder = []string{railNoop, railEVM, railCCTP, railCCIP, railOFT, railCEX}

// venueName is the venue the exchange shapes use (the bybit double under chaos).
const venueName = "bybit-chaos"

// shape is one kind of movement the harness creates.
type shape struct {
	name       string
	rail       string
	definition string
	// expect lists the terminal states the shape may end in when nothing goes wrong.
	expect []string
	// params draws the template's parameters (nil: the template has none).
	params func(p *picker) map[string]string
	// held draws parameters that hold the first node back for good (insufficient
	// funds, a fee above max_fee), for movements meant to expire while held; nil when
	// the shape has no such variant.
	held func(p *picker) map[string]string
}

// noopShapes are the noop templates: every outcome the noop executor can play.
var noopShapes = []shape{
	{name: "chaos-chain", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"latency_ms":20}},
		{"key":"b","executor":"noop","config":{"latency_ms":50},"depends_on":["a"]},
		{"key":"c","executor":"noop","config":{"latency_ms":20},"depends_on":["b"]}]}`},
	{name: "chaos-diamond", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"debit","executor":"noop","config":{"latency_ms":100}},
		{"key":"bridge","executor":"noop","config":{"latency_ms":150,"pending_polls":2},"depends_on":["debit"]},
		{"key":"notify","executor":"noop","config":{"latency_ms":50,"side_effect":false},"depends_on":["debit"]},
		{"key":"credit","executor":"noop","config":{"latency_ms":100},"depends_on":["bridge","notify"]}]}`},
	{name: "chaos-fail", expect: []string{"FAILED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{"outcome":"fail"},"depends_on":["a"]},
		{"key":"c","executor":"noop","config":{},"depends_on":["b"]}]}`},
	{name: "chaos-unknown", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"outcome":"unknown_then_complete"}}]}`},
	{name: "chaos-not-sent", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"outcome":"recoverable_not_sent"}}]}`},
	{name: "chaos-permanent", expect: []string{"FAILED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{"outcome":"submit_permanent"}}]}`},
	{name: "chaos-retryable", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"retryable_tries":2}}]}`},
	{name: "chaos-unknown-on-submit", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"unknown_on_submit":true}}]}`},
	{name: "chaos-slow", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{"latency_ms":4000}},
		{"key":"b","executor":"noop","config":{"latency_ms":20},"depends_on":["a"]}]}`},
	{name: "chaos-wide", expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{}},
		{"key":"c","executor":"noop","config":{}},{"key":"d","executor":"noop","config":{}},
		{"key":"e","executor":"noop","config":{},"depends_on":["a","b","c","d"]}]}`},
}

// moneyShapes are the templates that move USDC: on one chain, over the three bridges
// and through the venue. Parameters are drawn per movement.
var moneyShapes = []shape{
	{name: "chaos-usdc", rail: railEVM, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"t","executor":"evm_transfer","config":{"chain":"${chain}","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"}}]}`,
		params: func(p *picker) map[string]string {
			a, b := p.accountPair()
			return map[string]string{"chain": p.chain(), "a": a, "b": b, "amount": p.amount(1, 1000)}
		},
		// More than any account holds: the transfer's gas estimate fails and the node
		// is held back until the movement expires.
		held: func(p *picker) map[string]string {
			a, b := p.accountPair()
			return map[string]string{"chain": p.chain(), "a": a, "b": b, "amount": "1000000000000000000"}
		}},
	{name: "chaos-usdc-three", rail: railEVM, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"a_to_b","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"}},
		{"key":"b_to_c","executor":"evm_transfer","config":{"chain":"dev-1","token":"USDC","from":"${b}","to":"${c}","amount":"${amount}"},"depends_on":["a_to_b"]},
		{"key":"a_to_c","executor":"evm_transfer","config":{"chain":"dev-2","token":"USDC","from":"${a}","to":"${c}","amount":"${amount}"},"depends_on":["a_to_b"]}]}`,
		params: func(p *picker) map[string]string {
			a, b, c := p.accountTriple()
			return map[string]string{"a": a, "b": b, "c": c, "amount": p.amount(1, 1000)}
		}},
	{name: "chaos-cctp", rail: railCCTP, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"bridge","executor":"cctp_transfer","config":{"from_chain":"${from_chain}","to_chain":"${to_chain}","from":"${a}","to":"${b}",
		 "amount":"${amount}","max_fee":"${max_fee}","speed":"${speed}"}}]}`,
		params: func(p *picker) map[string]string {
			from, to := p.chainPair()
			a, b := p.accountPair()
			amount := p.amountInt(10_000, 2_000_000)
			speed := "fast"
			if p.intN(10) < 3 {
				speed = "standard"
			}
			return map[string]string{"from_chain": from, "to_chain": to, "a": a, "b": b, "amount": amount.String(),
				"max_fee": new(big.Int).Div(amount, big.NewInt(100)).String(), "speed": speed}
		},
		// A fast transfer whose max_fee is below the attester's fast fee: Preflight holds
		// the node until the movement expires.
		held: func(p *picker) map[string]string {
			from, to := p.chainPair()
			a, b := p.accountPair()
			return map[string]string{"from_chain": from, "to_chain": to, "a": a, "b": b, "amount": p.amount(10_000, 2_000_000),
				"max_fee": "0", "speed": "fast"}
		}},
	{name: "chaos-cctp-round-trip", rail: railCCTP, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"there","executor":"cctp_transfer","config":{"from_chain":"${from_chain}","to_chain":"${to_chain}","from":"${a}","to":"${b}",
		 "amount":"${amount}","max_fee":"${max_fee}","speed":"fast"}},
		{"key":"back","executor":"cctp_transfer","config":{"from_chain":"${to_chain}","to_chain":"${from_chain}","from":"${b}","to":"${a}",
		 "amount":"${back_amount}","max_fee":"0","speed":"standard"},"depends_on":["there"]}]}`,
		params: func(p *picker) map[string]string {
			from, to := p.chainPair()
			a, b := p.accountPair()
			amount := p.amountInt(10_000, 2_000_000)
			return map[string]string{"from_chain": from, "to_chain": to, "a": a, "b": b, "amount": amount.String(),
				"max_fee": new(big.Int).Div(amount, big.NewInt(100)).String(), "back_amount": new(big.Int).Sub(amount, fastFee(amount)).String()}
		}},
	{name: "chaos-ccip", rail: railCCIP, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"bridge","executor":"ccip_transfer","config":{"from_chain":"${from_chain}","to_chain":"${to_chain}","from":"${a}","to":"${b}",
		 "amount":"${amount}","fee_token":"${fee_token}","max_fee":"${max_fee}"}}]}`,
		params: func(p *picker) map[string]string {
			from, to := p.chainPair()
			a, b := p.accountPair()
			// devchain's FeeQuoter asks about 0.000105 ether or 0.21 USDC (docs/protocols.md).
			feeToken, maxFee := "native", "2000000000000000"
			if p.intN(2) == 0 {
				feeToken, maxFee = "USDC", "300000"
			}
			return map[string]string{"from_chain": from, "to_chain": to, "a": a, "b": b, "amount": p.amount(10_000, 2_000_000),
				"fee_token": feeToken, "max_fee": maxFee}
		}},
	{name: "chaos-oft", rail: railOFT, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"bridge","executor":"oft_transfer","config":{"from_chain":"${from_chain}","to_chain":"${to_chain}","from":"${a}","to":"${b}",
		 "amount":"${amount}","max_fee":"${max_fee}"}}]}`,
		params: func(p *picker) map[string]string {
			from, to := p.chainPair()
			a, b := p.accountPair()
			// devchain's LayerZero fee (ULN302's DVN and executor) is about 0.00008 ether a taxi.
			return map[string]string{"from_chain": from, "to_chain": to, "a": a, "b": b, "amount": p.amount(10_000, 2_000_000),
				"max_fee": "200000000000000"}
		}},
	{name: "chaos-cex-round-trip", rail: railCEX, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"` + venueName + `","chain":"${chain}","token":"USDC","to":"${a}","amount":"${amount}"}},
		{"key":"move","executor":"evm_transfer","config":{"chain":"${chain}","token":"USDC","from":"${a}","to":"${b}","amount":"${amount}"},"depends_on":["withdraw"]},
		{"key":"deposit","executor":"cex_deposit","config":{"venue":"` + venueName + `","chain":"${chain}","token":"USDC","from":"${b}","to":"${deposit}",
		 "amount":"${amount}"},"depends_on":["move"]}]}`,
		params: func(p *picker) map[string]string {
			chain := p.chain()
			a, b := p.bookPair()
			return map[string]string{"chain": chain, "a": a, "b": b, "deposit": p.deposit[chain], "amount": p.amount(1_000_000, 3_000_000)}
		}},
	{name: "chaos-cex-withdraw", rail: railCEX, expect: []string{"COMPLETED"}, definition: `{"nodes":[
		{"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"` + venueName + `","chain":"${chain}","token":"USDC","to":"${a}","amount":"${amount}"}}]}`,
		params: func(p *picker) map[string]string {
			a, _ := p.bookPair()
			return map[string]string{"chain": p.chain(), "a": a, "amount": p.amount(1_000_000, 3_000_000)}
		}},
}

// allShapes is every template the harness loads.
func allShapes() []shape {
	out := slices.Clone(noopShapes)
	for i := range out {
		out[i].rail = railNoop
	}
	return append(out, moneyShapes...)
}

// shapesOf returns the shapes of one rail.
func shapesOf(rail string) []shape {
	var out []shape
	for _, s := range allShapes() {
		if s.rail == rail {
			out = append(out, s)
		}
	}
	return out
}

// fastFee is the attester double's default fast fee on amount: 1 basis point, rounded up.
func fastFee(amount *big.Int) *big.Int {
	fee := new(big.Int).Add(amount, big.NewInt(9_999))
	return fee.Div(fee, big.NewInt(10_000))
}

// picker draws the parameters of a movement: chains, dev accounts and amounts.
type picker struct {
	chains []string
	// accounts are the dev accounts (the signers but the deployer), lower-case hex;
	// book are the same accounts as the venue's address book writes them.
	accounts, book []string
	// deposit is the venue's deposit address by chain.
	deposit map[string]string
	intN    func(int) int
}

func (p *picker) chain() string { return p.chains[p.intN(len(p.chains))] }

// chainPair draws two different chains.
func (p *picker) chainPair() (string, string) {
	i := p.intN(len(p.chains))
	j := (i + 1 + p.intN(len(p.chains)-1)) % len(p.chains)
	return p.chains[i], p.chains[j]
}

// pair draws two different indexes below n.
func (p *picker) pair(n int) (int, int) {
	i := p.intN(n)
	return i, (i + 1 + p.intN(n-1)) % n
}

func (p *picker) accountPair() (string, string) {
	i, j := p.pair(len(p.accounts))
	return p.accounts[i], p.accounts[j]
}

func (p *picker) bookPair() (string, string) {
	i, j := p.pair(len(p.book))
	return p.book[i], p.book[j]
}

// accountTriple draws three different accounts.
func (p *picker) accountTriple() (string, string, string) {
	i, j := p.pair(len(p.accounts))
	k := p.intN(len(p.accounts))
	for k == i || k == j {
		k = p.intN(len(p.accounts))
	}
	return p.accounts[i], p.accounts[j], p.accounts[k]
}

// amountInt draws an amount in [lo, hi] base units.
func (p *picker) amountInt(lo, hi int) *big.Int {
	return big.NewInt(int64(lo + p.intN(hi-lo+1)))
}

func (p *picker) amount(lo, hi int) string { return p.amountInt(lo, hi).String() }

// railWeights turns the share flag into cumulative weights over railOrder, refusing a
// rail it does not know and a run with no rail.
func railWeights(share map[string]float64) ([]float64, error) {
	total := 0.0
	for rail, w := range share {
		if !slices.Contains(railOrder, rail) || w < 0 {
			return nil, fmt.Errorf("--share %s=%s: want one of %v with a share of 0 or more", rail, strconv.FormatFloat(w, 'g', -1, 64), railOrder)
		}
		total += w
	}
	if total <= 0 {
		return nil, fmt.Errorf("--share: no rail has a share")
	}
	cum := make([]float64, len(railOrder))
	acc := 0.0
	for i, rail := range railOrder {
		acc += share[rail] / total
		cum[i] = acc
	}
	return cum, nil
}

// railAt picks the rail for a uniform draw r in [0, 1): the first whose cumulative
// weight exceeds r, or (rounding) the last rail with a share.
func railAt(cum []float64, r float64) string {
	for i, c := range cum {
		if r < c {
			return railOrder[i]
		}
	}
	for i := len(cum) - 1; i > 0; i-- {
		if cum[i] > cum[i-1] {
			return railOrder[i]
		}
	}
	return railOrder[0]
}
