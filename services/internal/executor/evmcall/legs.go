package evmcall

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Legs collects a node's legs for executor.LegReporter; the first token or number it
// cannot read is its error.
type Legs struct {
	cfg  *evm.Config
	legs []executor.Leg
	err  error
}

// NewLegs returns an empty collection whose tokens resolve against cfg.
func NewLegs(cfg *evm.Config) *Legs { return &Legs{cfg: cfg} }

// NewLegs returns an empty collection whose tokens resolve against the executor's chains.
func (k *Kernel) NewLegs() *Legs { return NewLegs(k.cfg) }

// Credit adds amount (a decimal a node recorded) of token (a symbol of chain, or
// "native") to who on chain at block. A block not recorded (0) or a zero amount adds
// nothing.
func (l *Legs) Credit(chain, token, who string, block int64, what, amount string) {
	l.add(chain, token, who, block, what, amount, false)
}

// Debit takes amount of token from who on chain at block, like Credit.
func (l *Legs) Debit(chain, token, who string, block int64, what, amount string) {
	l.add(chain, token, who, block, what, amount, true)
}

// Gas takes a transaction's gas cost (wei) from its sender on chain at block.
func (l *Legs) Gas(chain, who string, block int64, what, cost string) {
	l.Debit(chain, evm.NativeToken, who, block, what, cost)
}

// Sent adds a bridge send's legs on the route's source, at its block: its gas, its
// native value (a fee paid in the native currency) and the USDC it took from the holder.
func (l *Legs) Sent(r RouteConfig, block int64, gasCost, nativeValue, amount string) {
	l.Gas(r.FromChain, r.From, block, "send gas cost", gasCost)
	l.Gas(r.FromChain, r.From, block, "native value", nativeValue)
	l.Debit(r.FromChain, "USDC", r.From, block, "amount", amount)
}

// Delivered adds the USDC a bridge delivered to the route's recipient on its
// destination, at the block that paid it.
func (l *Legs) Delivered(r RouteConfig, block int64, received string) {
	l.Credit(r.ToChain, "USDC", r.To, block, "received", received)
}

func (l *Legs) add(chain, token, who string, block int64, what, amount string, debit bool) {
	if l.err != nil || block <= 0 {
		return
	}
	v, err := Num(what, amount)
	if err != nil {
		l.err = err
		return
	}
	if v.Sign() == 0 {
		return
	}
	key, err := tokenKey(l.cfg, chain, token)
	if err != nil {
		l.err = err
		return
	}
	if debit {
		v.Neg(v)
	}
	l.legs = append(l.legs, executor.Leg{Chain: chain, Token: key, Address: strings.ToLower(who), Block: block, Delta: v})
}

// Reverted adds the gas of the phase that reverted in a final block, as its failed
// node's result records it (revertedResult); any other result adds nothing.
func (l *Legs) Reverted(result json.RawMessage) {
	var r struct {
		Status      string `json:"status"`
		Chain       string `json:"chain"`
		From        string `json:"from"`
		BlockNumber int64  `json:"block_number"`
		GasCost     string `json:"gas_cost"`
	}
	if len(result) == 0 || json.Unmarshal(result, &r) != nil || r.Status != "reverted" {
		return
	}
	l.Gas(r.Chain, r.From, r.BlockNumber, "reverted gas cost", r.GasCost)
}

// Redone adds the gas of each transaction a node redid (Rule.Redo), which is all
// they moved.
func (l *Legs) Redone(rs []Redone) {
	for _, r := range rs {
		l.Gas(r.Chain, r.From, r.BlockNumber, r.Phase+" gas cost (redone)", r.GasCost)
	}
}

// Fail records err (a leg that cannot be told), unless an earlier one was recorded.
func (l *Legs) Fail(err error) {
	if l.err == nil {
		l.err = err
	}
}

// Result returns the legs, or the first error.
func (l *Legs) Result() ([]executor.Leg, error) { return l.legs, l.err }

// tokenKey names a token of a chain as legs do: "native", or the token's lower-case
// address.
func tokenKey(cfg *evm.Config, chain, symbol string) (string, error) {
	if symbol == evm.NativeToken {
		return evm.NativeToken, nil
	}
	ch, ok := cfg.Chain(chain)
	if !ok {
		return "", fmt.Errorf("chain %q is not configured", chain)
	}
	tok, ok := ch.Token(symbol)
	if !ok {
		return "", fmt.Errorf("token %q not configured on chain %s", symbol, chain)
	}
	return evm.LowerHex(tok.Address), nil
}

// Report implements executor.LegReporter's Legs for an executor's records: it decodes
// the node's config (C), progress (P) and result (R), add collects their legs into legs,
// and it returns them.
func Report[C, P, R any](legs *Legs, node executor.Node, result json.RawMessage, add func(c C, p P, r R)) ([]executor.Leg, error) {
	var c C
	var p P
	var r R
	if err := DecodeRecords(node, result, &c, &p, &r); err != nil {
		return nil, err
	}
	add(c, p, r)
	return legs.Result()
}

// DecodeRecords decodes what a finished node recorded, for executor.LegReporter: its
// config, progress and result into config, progress and result (each nil when not
// needed), with decodeRecord.
func DecodeRecords(node executor.Node, result json.RawMessage, config, progress, res any) error {
	for _, r := range []struct {
		what string
		raw  json.RawMessage
		v    any
	}{{"config", node.Config, config}, {"progress", node.Progress, progress}, {"result", result, res}} {
		if r.v == nil {
			continue
		}
		if err := decodeRecord(node.ExecutorKey+" "+r.what, r.raw, r.v); err != nil {
			return err
		}
	}
	return nil
}

// decodeRecord decodes what a finished node recorded (its config, progress or result)
// into v; an absent record leaves v as it is. Records were validated when written, so
// unknown fields are not refused here.
func decodeRecord(what string, raw json.RawMessage, v any) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("decode %s: %w", what, err)
	}
	return nil
}

// Progress decodes a node's progress (what its finished phases proved, see
// executor.Node.Progress) into a P; no progress yet is P's zero value.
func Progress[P any](raw json.RawMessage) (P, error) {
	var p P
	err := decodeRecord("node progress", raw, &p)
	return p, err
}
