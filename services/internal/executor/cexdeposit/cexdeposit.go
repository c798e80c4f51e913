// Package cexdeposit is the cex_deposit executor: an evm_transfer to a venue's deposit
// address whose completion waits for the venue's credit of exactly that amount.
//
// Everything on chain is evmtransfer's (the same executor instance: nonces, signing,
// broadcast, fee bumps, recovery from the chain); this package only checks that the
// transfer goes to the venue's configured deposit address, records the node's
// capital_transfers row with the intent, and, once the transfer is final, waits for
// the venue's deposit record (by txID) to show it credited for the exact amount. A
// credit of another amount is UNKNOWN for an operator; the follow-up reports it as
// MISMATCH. The node config has evm_transfer's fields (chain, token, from, to, amount),
// so verify-drift, the reorg checks and the archiver count it like an evm_transfer.
package cexdeposit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// Key is the executor key templates use.
const Key = "cex_deposit"

// Options configures an Executor.
type Options struct {
	Venues *venue.Config
	Chains *evm.Config
	// EVM is the process's evm_transfer executor, which performs the transfer.
	EVM *evmtransfer.Executor
}

// Executor is the cex_deposit executor.
type Executor struct {
	venues *venue.Config
	chains *evm.Config
	evm    *evmtransfer.Executor
}

var (
	_ executor.Executor = (*Executor)(nil)
	_ executor.Pinner   = (*Executor)(nil)
)

// New returns the executor.
func New(o Options) (*Executor, error) {
	if o.Venues == nil || o.Chains == nil || o.EVM == nil {
		return nil, errors.New("cex_deposit: Venues, Chains and EVM are required")
	}
	return &Executor{venues: o.Venues, chains: o.Chains, evm: o.EVM}, nil
}

// Config is a cex_deposit node's config: evm_transfer's, plus the venue.
type Config struct {
	executor.Pinned
	Venue         string `json:"venue"`
	Chain         string `json:"chain"`
	Token         string `json:"token"`
	From          string `json:"from"`
	To            string `json:"to"`
	Amount        string `json:"amount"`
	Confirmations uint64 `json:"confirmations,omitempty"`
}

type deposit struct {
	cfg     Config
	venue   *venue.Venue
	vchain  *venue.Chain
	token   *evm.Token
	coin    string
	amount  *big.Int
	evmNode json.RawMessage
}

func (e *Executor) parse(raw json.RawMessage) (deposit, error) {
	return evmcall.DecodeConfig(Key, raw, e.resolve)
}

func (e *Executor) resolve(c Config) (deposit, error) {
	d := deposit{cfg: c}
	var ok bool
	if d.venue, ok = e.venues.Venue(c.Venue); !ok {
		return deposit{}, fmt.Errorf("venue %q is not configured", c.Venue)
	}
	if d.vchain, ok = d.venue.Chain(c.Chain); !ok || d.vchain.DepositAddress == "" {
		return deposit{}, fmt.Errorf("venue %s has no deposit address on chain %q", c.Venue, c.Chain)
	}
	if !common.IsHexAddress(c.To) || common.HexToAddress(c.To) != common.HexToAddress(d.vchain.DepositAddress) {
		return deposit{}, fmt.Errorf("to %q is not venue %s's deposit address on %s (%s)", c.To, c.Venue, c.Chain, d.vchain.DepositAddress)
	}
	if d.coin, ok = d.venue.Coin(c.Token); !ok {
		return deposit{}, fmt.Errorf("venue %s has no coin for token %s", c.Venue, c.Token)
	}
	ch, ok := e.chains.Chain(c.Chain)
	if !ok {
		return deposit{}, fmt.Errorf("chain %q is not configured", c.Chain)
	}
	if d.token, ok = ch.Token(c.Token); !ok {
		return deposit{}, fmt.Errorf("token %q is not configured on chain %s", c.Token, c.Chain)
	}
	body, err := json.Marshal(evmtransfer.Config{Chain: c.Chain, Token: c.Token, From: c.From, To: c.To, Amount: c.Amount, Confirmations: c.Confirmations})
	if err != nil {
		return deposit{}, err
	}
	if err := e.evm.ValidateConfig(body); err != nil {
		return deposit{}, err
	}
	d.evmNode = body
	d.amount, _ = new(big.Int).SetString(c.Amount, 10)
	return d, nil
}

// Pins implements executor.Pinner: the venue's deposit address, chain and coin the
// credit is awaited in, and the chain ID and token contract of the transfer.
func (e *Executor) Pins(raw json.RawMessage) (map[string]string, error) {
	d, err := e.parse(raw)
	if err != nil {
		return nil, err
	}
	ch, _ := e.chains.Chain(d.cfg.Chain)
	return map[string]string{
		"venue.deposit_address": common.HexToAddress(d.vchain.DepositAddress).Hex(),
		"venue.chain":           d.vchain.VenueChain,
		"venue.coin":            d.coin,
		"chain.chain_id":        strconv.FormatUint(ch.ChainID, 10),
		"token.address":         d.token.Address.Hex(),
	}, nil
}

// Pays implements executor.Payer: the amount of the token from the sender to the
// venue's deposit address on the chain (docs/policy.md): money leaves the chain
// account the operator signs for.
func (e *Executor) Pays(raw json.RawMessage) (executor.Payment, bool, error) {
	d, err := e.parse(raw)
	if err != nil {
		return executor.Payment{}, false, err
	}
	ch, _ := e.chains.Chain(d.cfg.Chain)
	chain := strconv.FormatUint(ch.ChainID, 10)
	return executor.Payment{
		Asset: d.cfg.Token, Amount: new(big.Int).Set(d.amount), SourceChainID: chain, DestinationChainID: chain,
		Destination: strings.ToLower(common.HexToAddress(d.vchain.DepositAddress).Hex()),
	}, true, nil
}

// Lane is a venue deposit lane: "cex:<venue>:deposit:<venue chain>".
func Lane(venueName, venueChain string) string { return "cex:" + venueName + ":deposit:" + venueChain }

func (d deposit) node(n executor.Node) executor.Node {
	n.Config = d.evmNode
	return n
}

// Key implements executor.Executor.
func (e *Executor) Key() string { return Key }

// ValidateConfig implements executor.Executor.
func (e *Executor) ValidateConfig(raw json.RawMessage) error {
	_, err := e.parse(raw)
	return err
}

// HasSideEffect implements executor.Executor.
func (e *Executor) HasSideEffect(json.RawMessage) bool { return true }

// Baseline implements executor.Executor: the transfer's, plus the venue's credit.
func (e *Executor) Baseline(raw json.RawMessage) executor.Baseline {
	d, err := e.parse(raw)
	if err != nil {
		return e.evm.Baseline(raw)
	}
	b := e.evm.Baseline(d.evmNode)
	b.Lane = Key + ":" + d.venue.Name + ":" + d.cfg.Chain
	b.Baseline *= 2
	return b
}

// Preflight implements executor.Executor (evm_transfer's).
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	d, err := e.parse(node.Config)
	if err != nil {
		return executor.Permanent(err)
	}
	return e.evm.Preflight(ctx, d.node(node))
}

// Prepare implements executor.Executor: evm_transfer's intent, and the node's
// capital_transfers row with the signed transaction's hash, in the claim transaction.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	d, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	draft, err := e.evm.Prepare(ctx, c, d.node(node))
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if _, err := c.Capital().UpsertTransfer(ctx, db.NewCapitalTransfer{
		NodeID: node.ID, MovementID: node.MovementID, Direction: db.DirectionDeposit, Venue: d.venue.Name,
		Lane: Lane(d.venue.Name, d.vchain.VenueChain), Coin: d.coin, Chain: d.cfg.Chain, VenueChain: d.vchain.VenueChain,
		Address: strings.ToLower(common.HexToAddress(d.cfg.To).Hex()), Amount: d.amount, TxHash: draft.TxHash, SLA: d.venue.DepositSLA,
	}); err != nil {
		return executor.IntentDraft{}, err
	}
	return draft, nil
}

// Submit implements executor.Executor (evm_transfer's).
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	d, err := e.parse(node.Config)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	return e.evm.Submit(ctx, d.node(node), intent)
}

// Credit is what the node's result adds to evm_transfer's.
type Credit struct {
	DepositID  string `json:"deposit_id"`
	CreditedAt string `json:"credited_at,omitempty"`
	Credited   string `json:"credited_amount"`
}

// Observe implements executor.Executor: evm_transfer's until the transfer is final,
// then the venue's credit.
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	d, err := e.parse(node.Config)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	obs, err := e.evm.Observe(ctx, d.node(node), intent)
	if err != nil || obs.Status != executor.Completed {
		return obs, err
	}
	return e.credit(ctx, d, obs)
}

// credit turns evm_transfer's Completed into the venue's verdict.
func (e *Executor) credit(ctx context.Context, d deposit, obs executor.Observation) (executor.Observation, error) {
	var onChain struct {
		TxHash string `json:"tx_hash"`
	}
	if err := json.Unmarshal(obs.Result, &onChain); err != nil || onChain.TxHash == "" {
		return executor.Observation{Status: executor.Unknown, Reason: "evm_transfer result without tx_hash"}, nil
	}
	if d.venue.Reader == nil {
		return executor.Observation{}, fmt.Errorf("venue %s: this process has no read key", d.venue.Name)
	}
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	rows, err := d.venue.Reader.DepositsByTxID(ctx, onChain.TxHash)
	if err != nil {
		return executor.Observation{}, fmt.Errorf("venue %s deposit records: %w", d.venue.Name, err)
	}
	for _, r := range rows {
		if !strings.EqualFold(r.ToAddress, d.cfg.To) || r.Coin != d.coin {
			continue
		}
		if r.Status != bybit.DepositCredited {
			return executor.Observation{Status: executor.Pending, RetryAfter: time.Second,
				Reason: fmt.Sprintf("venue %s deposit %s status %d, not credited yet", d.venue.Name, r.ID, r.Status)}, nil
		}
		credited, err := bybit.ParseAmount(r.Amount, d.token.Decimals)
		c := Credit{DepositID: r.ID, CreditedAt: r.SuccessAt, Credited: r.Amount}
		res, mergeErr := merge(obs.Result, c)
		if mergeErr != nil {
			return executor.Observation{}, mergeErr
		}
		if err != nil || credited.Cmp(d.amount) != 0 {
			return executor.Observation{Status: executor.Unknown, Result: res, RetryAfter: time.Hour,
				Reason: fmt.Sprintf("venue %s credited %s %s for %s, the transfer sent %s: an operator must decide", d.venue.Name, r.Amount, d.coin, onChain.TxHash, bybit.FormatAmount(d.amount, d.token.Decimals))}, nil
		}
		return executor.Observation{Status: executor.Completed, Result: res}, nil
	}
	return executor.Observation{Status: executor.Pending, RetryAfter: time.Second,
		Reason: fmt.Sprintf("transfer %s final; venue %s has not recorded the deposit yet", onChain.TxHash, d.venue.Name)}, nil
}

// merge adds c's fields to the JSON object res.
func merge(res json.RawMessage, c Credit) (json.RawMessage, error) {
	m := map[string]any{}
	if err := json.Unmarshal(res, &m); err != nil {
		return nil, fmt.Errorf("decode evm_transfer result: %w", err)
	}
	m["deposit_id"], m["credited_at"], m["credited_amount"] = c.DepositID, c.CreditedAt, c.Credited
	return json.Marshal(m)
}

// Recover implements executor.Executor: evm_transfer's, except that a transfer proven
// completed goes back to the observer, which waits for the credit.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	d, err := e.parse(node.Config)
	if err != nil {
		return executor.Recovery{}, err
	}
	r, err := e.evm.Recover(ctx, d.node(node), intent)
	if err == nil && r.Verdict == executor.VerdictCompleted {
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: r.Reason + "; the venue's credit is observed next"}, nil
	}
	return r, err
}

// Health implements executor.Executor: the chains' (evm_transfer's).
func (e *Executor) Health(ctx context.Context) executor.Health { return e.evm.Health(ctx) }

// CancelAttempt implements executor.Canceller: evm_transfer's (the transfer's intent is
// evm_transfer's).
func (e *Executor) CancelAttempt(ctx context.Context, node executor.Node, intent executor.Intent) (string, error) {
	return e.evm.CancelAttempt(ctx, node, intent)
}

// Legs implements executor.LegReporter: the transfer's legs on its chain, evm_transfer's
// (the config has evm_transfer's fields). The venue's credit is counted on the venue's
// side (package balances, capital transfers).
func (e *Executor) Legs(node executor.Node, completed bool, result json.RawMessage) ([]executor.Leg, error) {
	return e.evm.Legs(node, completed, result)
}
