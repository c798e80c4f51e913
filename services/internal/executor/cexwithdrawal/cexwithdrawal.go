// Package cexwithdrawal is the cex_withdrawal executor: a withdrawal of a token from an
// exchange venue (Bybit v5, package bybit) to an address on a chain, proven from the
// venue's records and from the chain.
//
//   - Prepare (in the dispatcher's claim transaction) writes the intent: the exact
//     withdraw/create request, whose requestId is the node's ID without dashes, stable
//     across attempts, so the venue deduplicates every retry and replay of the node into
//     one withdrawal; and the node's capital_transfers row (the follow-up reconciles it).
//   - Submit posts it once. The venue's withdrawal ID goes into the intent
//     (external_id) and the capital_transfers row. A refusal (a retCode such as 131093
//     not whitelisted or 131212 insufficient balance) fails the node with the venue's
//     code and message; an authentication or rate-limit refusal holds it back; a lost
//     answer (transport error, 5xx) is ambiguous and never re-sent: recovery resolves it.
//   - Observe follows the withdrawal by its ID until a terminal status. CancelByUser,
//     Reject and Fail fail the node. success and BlockchainConfirmed complete it only
//     once its txID is final on the destination chain with exactly one Transfer of the
//     token to the address for the amount (package payment); a payment that does not
//     match is UNKNOWN for an operator.
//   - Recover reads the venue: with a known withdrawal ID, the record decides (Sent:
//     the observer takes it from there). Without one (the create's answer was lost), it
//     replays the intent's request with the same requestId: the venue answers the
//     existing withdrawal's ID (or creates it now, which is the same withdrawal). Only
//     when the venue refuses the replay and its records show no withdrawal of that
//     coin, chain, address and amount since the intent was written is the answer
//     NotSent; anything else it cannot read is Unknown.
package cexwithdrawal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
	"github.com/qtgdev/qtg/services/internal/exchange/payment"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Key is the executor key templates use.
const Key = "cex_withdrawal"

const callTimeout = 15 * time.Second

// Options configures an Executor.
type Options struct {
	Venues *venue.Config
	Chains *evm.Config
	// Pool records withdrawal IDs on capital_transfers rows; nil in the gateway.
	Pool   *db.Pool
	Logger *zerolog.Logger
}

// Executor is the cex_withdrawal executor. Safe for concurrent use.
type Executor struct {
	venues  *venue.Config
	chains  *evm.Config
	clients *evm.Clients
	pool    *db.Pool
	log     zerolog.Logger
}

var _ executor.Executor = (*Executor)(nil)

// New returns the executor.
func New(o Options) (*Executor, error) {
	if o.Venues == nil || o.Chains == nil {
		return nil, errors.New("cex_withdrawal: Venues and Chains are required")
	}
	log := zerolog.New(os.Stderr).With().Timestamp().Str("executor", Key).Logger()
	if o.Logger != nil {
		log = o.Logger.With().Str("executor", Key).Logger()
	}
	return &Executor{venues: o.Venues, chains: o.Chains, clients: evm.NewClients(o.Chains), pool: o.Pool, log: log}, nil
}

// Close releases the RPC clients.
func (e *Executor) Close() { e.clients.Close() }

// Config is a cex_withdrawal node's config.
type Config struct {
	// Venue is a venue name from the venue configuration.
	Venue string `json:"venue"`
	// Chain is the destination chain (a QTG chain the venue maps).
	Chain string `json:"chain"`
	// Token is a token symbol configured on that chain and mapped to a venue coin.
	Token string `json:"token"`
	// To is the destination, exactly as in the venue's address book.
	To string `json:"to"`
	// Amount is what must arrive, in base units (the venue's fee is on top).
	Amount string `json:"amount"`
	// Confirmations of the payment; may only ask for more than the chain's.
	Confirmations uint64 `json:"confirmations,omitempty"`
}

type withdrawal struct {
	cfg    Config
	venue  *venue.Venue
	vchain *venue.Chain
	chain  *evm.Chain
	token  *evm.Token
	coin   string
	to     common.Address
	amount *big.Int
}

var (
	addressRE = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)
	amountRE  = regexp.MustCompile(`^[1-9][0-9]{0,77}$`)
)

func (e *Executor) parse(raw json.RawMessage) (withdrawal, error) {
	var c Config
	if err := executor.DecodeStrict(raw, &c); err != nil {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: %w", err)
	}
	w := withdrawal{cfg: c}
	var ok bool
	if w.venue, ok = e.venues.Venue(c.Venue); !ok {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: venue %q is not configured", c.Venue)
	}
	if w.vchain, ok = w.venue.Chain(c.Chain); !ok {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: venue %s has no chain %q", c.Venue, c.Chain)
	}
	if w.chain, ok = e.chains.Chain(c.Chain); !ok {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: chain %q is not configured", c.Chain)
	}
	if w.token, ok = w.chain.Token(c.Token); !ok {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: token %q is not configured on chain %s", c.Token, c.Chain)
	}
	if w.coin, ok = w.venue.Coin(c.Token); !ok {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: venue %s has no coin for token %s", c.Venue, c.Token)
	}
	if !addressRE.MatchString(c.To) || common.HexToAddress(c.To) == (common.Address{}) {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: to %q: want a 0x-prefixed 20-byte hex address", c.To)
	}
	w.to = common.HexToAddress(c.To)
	amount, ok := new(big.Int).SetString(c.Amount, 10)
	if !amountRE.MatchString(c.Amount) || !ok {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: amount %q: want a positive integer in base units as a decimal string", c.Amount)
	}
	w.amount = amount
	if c.Confirmations != 0 && (c.Confirmations < w.chain.Confirmations || c.Confirmations > 10_000) {
		return withdrawal{}, fmt.Errorf("cex_withdrawal config: confirmations %d: want %d (the chain's minimum) to 10000", c.Confirmations, w.chain.Confirmations)
	}
	return w, nil
}

// Lane is a venue withdrawal lane: "cex:<venue>:withdraw:<venue chain>".
func Lane(venueName, venueChain string) string { return "cex:" + venueName + ":withdraw:" + venueChain }

func (w withdrawal) lane() string { return Lane(w.venue.Name, w.vchain.VenueChain) }

// RequestID is the venue requestId of a node: its ID without dashes (32 hex digits),
// the same for every attempt.
func RequestID(nodeID uuid.UUID) string { return strings.ReplaceAll(nodeID.String(), "-", "") }

// Key implements executor.Executor.
func (e *Executor) Key() string { return Key }

// ValidateConfig implements executor.Executor.
func (e *Executor) ValidateConfig(raw json.RawMessage) error {
	_, err := e.parse(raw)
	return err
}

// HasSideEffect implements executor.Executor: a withdrawal moves money.
func (e *Executor) HasSideEffect(json.RawMessage) bool { return true }

// Baseline implements executor.Executor: a withdrawal usually takes the venue's
// security check plus the payment's confirmations; a stuck one is the follow-up's
// alert (LATE), not a reason to give up observing.
func (e *Executor) Baseline(raw json.RawMessage) executor.Baseline {
	b := executor.Baseline{Lane: Key, Baseline: 5 * time.Minute, FatalAfter: 24 * time.Hour,
		PrePoll: 2 * time.Second, AtPoll: 5 * time.Second, OverPoll: 30 * time.Second}
	w, err := e.parse(raw)
	if err != nil {
		return b
	}
	bt := w.chain.BlockTime
	b.Lane = Key + ":" + w.venue.Name + ":" + w.chain.Name
	b.Baseline = max(30*time.Second, bt*time.Duration(w.chain.Depth(w.cfg.Confirmations)+1))
	b.PrePoll, b.AtPoll, b.OverPoll = max(bt/2, 200*time.Millisecond), max(bt/2, 200*time.Millisecond), max(2*bt, time.Second)
	return b
}

// Preflight implements executor.Executor: the venue account must hold the amount
// (the fee is checked by the venue).
func (e *Executor) Preflight(ctx context.Context, node executor.Node) error {
	w, err := e.parse(node.Config)
	if err != nil {
		return executor.Permanent(err)
	}
	if w.venue.Writer == nil {
		return fmt.Errorf("venue %s: this process has no withdrawal key", w.venue.Name)
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	bal, _, err := w.venue.Reader.Balance(ctx, w.venue.AccountType, w.coin)
	if err != nil {
		return fmt.Errorf("venue %s balance: %w", w.venue.Name, err)
	}
	have, err := bybit.ParseAmount(bal, w.token.Decimals)
	if err != nil {
		return fmt.Errorf("venue %s balance: %w", w.venue.Name, err)
	}
	if have.Cmp(w.amount) < 0 {
		return fmt.Errorf("venue %s holds %s %s, the withdrawal needs %s", w.venue.Name, bal, w.coin, bybit.FormatAmount(w.amount, w.token.Decimals))
	}
	return nil
}

// Payload is the intent's payload: the exact request, its timestamp aside.
type Payload struct {
	Venue       string `json:"venue"`
	Coin        string `json:"coin"`
	VenueChain  string `json:"venue_chain"`
	Address     string `json:"address"`
	Amount      string `json:"amount"`
	AmountUnits string `json:"amount_units"`
	AccountType string `json:"account_type"`
	RequestID   string `json:"request_id"`
}

func (p Payload) request(now time.Time) bybit.WithdrawRequest {
	return bybit.WithdrawRequest{Coin: p.Coin, Chain: p.VenueChain, Address: p.Address, Amount: p.Amount,
		Timestamp: now.UnixMilli(), ForceChain: 1, AccountType: p.AccountType, FeeType: 0, RequestID: p.RequestID}
}

// Prepare implements executor.Executor: the intent and the capital_transfers row, in
// the claim transaction. Nothing is sent.
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	w, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	p := Payload{Venue: w.venue.Name, Coin: w.coin, VenueChain: w.vchain.VenueChain, Address: w.cfg.To,
		Amount: bybit.FormatAmount(w.amount, w.token.Decimals), AmountUnits: w.amount.String(),
		AccountType: w.venue.AccountType, RequestID: RequestID(node.ID)}
	body, err := json.Marshal(p)
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if _, err := c.Capital().UpsertTransfer(ctx, db.NewCapitalTransfer{
		NodeID: node.ID, MovementID: node.MovementID, Direction: db.DirectionWithdrawal, Venue: w.venue.Name,
		Lane: w.lane(), Coin: w.coin, Chain: w.chain.Name, VenueChain: w.vchain.VenueChain,
		Address: strings.ToLower(w.to.Hex()), Amount: w.amount, RequestID: p.RequestID, SLA: w.venue.WithdrawalSLA,
	}); err != nil {
		return executor.IntentDraft{}, err
	}
	return executor.IntentDraft{Lane: w.lane(), Payload: body}, nil
}

func decodePayload(intent executor.Intent) (Payload, error) {
	var p Payload
	if err := json.Unmarshal(intent.Payload, &p); err != nil {
		return Payload{}, fmt.Errorf("cex_withdrawal intent payload: %w", err)
	}
	if p.RequestID == "" {
		return Payload{}, errors.New("cex_withdrawal intent payload has no request_id")
	}
	return p, nil
}

// refused reports a venue answer that says nothing was done and nothing will be.
func refused(err error) (*bybit.APIError, bool) {
	var ae *bybit.APIError
	if !errors.As(err, &ae) || errors.Is(err, bybit.ErrAmbiguous) {
		return nil, false
	}
	return ae, true
}

// notNow reports refusals that may pass later (authentication, clock, rate limit).
func notNow(code int) bool {
	switch code {
	case bybit.CodeTimestamp, bybit.CodeAPIKey, bybit.CodeSign, bybit.CodePermission, bybit.CodeRateLimit:
		return true
	}
	return false
}

// Submit implements executor.Executor: post the intent's request once.
func (e *Executor) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	w, err := e.parse(node.Config)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	p, err := decodePayload(intent)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	if w.venue.Writer == nil {
		return executor.SubmitResult{}, executor.BeforeSideEffect(fmt.Errorf("venue %s: this process has no withdrawal key", w.venue.Name))
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	id, err := w.venue.Writer.CreateWithdrawal(ctx, p.request(time.Now()))
	if err != nil {
		if ae, ok := refused(err); ok {
			if notNow(ae.Code) {
				return executor.SubmitResult{}, executor.BeforeSideEffect(fmt.Errorf("venue %s: %w", w.venue.Name, ae))
			}
			return executor.SubmitResult{}, executor.Permanent(ae)
		}
		return executor.SubmitResult{}, fmt.Errorf("venue %s withdraw/create (recovery resolves it by requestId %s): %w", w.venue.Name, p.RequestID, err)
	}
	e.recordID(ctx, node, id)
	return executor.SubmitResult{ExternalID: id}, nil
}

// recordID stores the withdrawal ID on the capital_transfers row (best effort: the
// intent holds it too).
func (e *Executor) recordID(ctx context.Context, node executor.Node, id string) {
	if e.pool == nil {
		return
	}
	if err := e.pool.Capital().SetWithdrawID(ctx, node.ID, id); err != nil {
		e.log.Error().Err(err).Str("node_id", node.ID.String()).Str("withdraw_id", id).Msg("record withdrawal ID")
	}
}

// withdrawID is the venue's ID of the node's withdrawal, if known.
func (e *Executor) withdrawID(ctx context.Context, node executor.Node, intent executor.Intent) (string, error) {
	if intent.ExternalID != "" {
		return intent.ExternalID, nil
	}
	if e.pool == nil {
		return "", nil
	}
	ct, err := e.pool.Capital().TransferByNode(ctx, node.ID)
	if errors.Is(err, db.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return ct.WithdrawID, nil
}

// Result is stored on the node when the withdrawal ends. BlockNumber (with the node
// config's chain, to and amount) lets verify-drift count the payment on the
// destination's balance.
type Result struct {
	WithdrawID  string `json:"withdraw_id"`
	RequestID   string `json:"request_id"`
	VenueStatus string `json:"venue_status"`
	Fee         string `json:"withdraw_fee,omitempty"`
	payment.Proof
}

// Observe implements executor.Executor.
func (e *Executor) Observe(ctx context.Context, node executor.Node, intent executor.Intent) (executor.Observation, error) {
	w, err := e.parse(node.Config)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	p, err := decodePayload(intent)
	if err != nil {
		return executor.Observation{Status: executor.Unknown, Reason: err.Error()}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	id, err := e.withdrawID(ctx, node, intent)
	if err != nil {
		return executor.Observation{}, err
	}
	if id == "" {
		return executor.Observation{Status: executor.Unknown, Reason: "the venue's withdrawal ID is unknown (lost answer): recovery resolves it by requestId " + p.RequestID}, nil
	}
	rec, err := w.venue.Reader.WithdrawalByID(ctx, id)
	if errors.Is(err, bybit.ErrNoRecord) {
		return executor.Observation{Status: executor.Pending, Reason: "venue lists no withdrawal " + id + " yet"}, nil
	}
	if err != nil {
		return executor.Observation{}, fmt.Errorf("venue %s withdrawal %s: %w", w.venue.Name, id, err)
	}
	return e.judge(ctx, node, w, p, rec)
}

func (e *Executor) judge(ctx context.Context, node executor.Node, w withdrawal, p Payload, rec *bybit.Withdrawal) (executor.Observation, error) {
	res := Result{WithdrawID: rec.WithdrawID, RequestID: p.RequestID, VenueStatus: rec.Status, Fee: rec.WithdrawFee}
	switch {
	case bybit.StatusFailed(rec.Status):
		body, _ := json.Marshal(res)
		return executor.Observation{Status: executor.Failed, Result: body,
			Reason: fmt.Sprintf("venue %s withdrawal %s ended %s", w.venue.Name, rec.WithdrawID, rec.Status)}, nil
	case !bybit.StatusDone(rec.Status) || rec.TxID == "":
		return executor.Observation{Status: executor.Pending, Reason: "venue status " + rec.Status}, nil
	}
	cl, err := e.clients.Get(ctx, w.chain.Name)
	if err != nil {
		return executor.Observation{}, evm.Redact(w.chain, err)
	}
	v, proof, reason, err := payment.Check(ctx, cl, w.chain, w.token, rec.TxID, w.to, w.amount, w.cfg.Confirmations)
	if err != nil {
		return executor.Observation{}, err
	}
	res.Proof = proof
	body, _ := json.Marshal(res)
	switch v {
	case payment.Paid:
		return executor.Observation{Status: executor.Completed, Result: body}, nil
	case payment.Mismatch:
		reason = "venue reports " + rec.Status + " but " + reason + ": an operator must decide"
		e.log.Error().Str("node_id", node.ID.String()).Str("withdraw_id", rec.WithdrawID).Str("reason", reason).Msg("withdrawal payment does not match")
		return executor.Observation{Status: executor.Unknown, Result: body, Reason: reason, RetryAfter: time.Hour}, nil
	default:
		return executor.Observation{Status: executor.Pending, Reason: reason}, nil
	}
}

// Recover implements executor.Executor; see the package doc.
func (e *Executor) Recover(ctx context.Context, node executor.Node, intent *executor.Intent) (executor.Recovery, error) {
	if intent == nil {
		return executor.Recovery{Verdict: executor.VerdictNotSent, Reason: "no intent: nothing was sent"}, nil
	}
	w, err := e.parse(node.Config)
	if err != nil {
		return executor.Recovery{}, err
	}
	p, err := decodePayload(*intent)
	if err != nil {
		return executor.Recovery{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*callTimeout)
	defer cancel()
	unknown := func(reason string) executor.Recovery {
		e.log.Warn().Str("node_id", node.ID.String()).Str("request_id", p.RequestID).Str("reason", reason).
			Msg("recovery cannot tell whether the withdrawal exists")
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: 5 * time.Second, Reason: reason}
	}
	id, err := e.withdrawID(ctx, node, *intent)
	if err != nil {
		return unknown(err.Error()), nil
	}
	if id != "" {
		rec, err := w.venue.Reader.WithdrawalByID(ctx, id)
		if err != nil {
			return unknown(fmt.Sprintf("venue %s withdrawal %s: %v", w.venue.Name, id, err)), nil
		}
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: fmt.Sprintf("venue withdrawal %s is %s", id, rec.Status)}, nil
	}
	if w.venue.Writer == nil {
		return unknown("this process has no withdrawal key to replay requestId " + p.RequestID), nil
	}
	// The create's answer was lost (or never came): replay the same request. The venue
	// deduplicates on requestId, so this answers the existing withdrawal or creates the
	// one the intent describes, never a second.
	id, err = w.venue.Writer.CreateWithdrawal(ctx, p.request(time.Now()))
	if err == nil {
		e.recordID(ctx, node, id)
		e.log.Info().Str("node_id", node.ID.String()).Str("request_id", p.RequestID).Str("withdraw_id", id).Msg("recovery resolved the withdrawal by its requestId")
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: fmt.Sprintf("requestId %s is venue withdrawal %s", p.RequestID, id)}, nil
	}
	ae, ok := refused(err)
	if !ok || notNow(ae.Code) {
		return unknown(fmt.Sprintf("replay of requestId %s: %v", p.RequestID, err)), nil
	}
	// Refused: nothing was created now. Was one created before? The records decide.
	since := intentTime(intent.ID).Add(-time.Minute)
	rows, err := w.venue.Reader.Withdrawals(ctx, p.Coin, since, time.Now().Add(time.Minute))
	if err != nil {
		return unknown(fmt.Sprintf("replay refused (%v) and the venue's records cannot be read: %v", ae, err)), nil
	}
	for _, r := range rows {
		if r.Chain == p.VenueChain && strings.EqualFold(r.ToAddress, p.Address) && r.Amount == p.Amount {
			return unknown(fmt.Sprintf("replay refused (%v), and the venue lists withdrawal %s (%s) of the same coin, chain, address and amount: an operator must decide whether it is this node's", ae, r.WithdrawID, r.Status)), nil
		}
	}
	return executor.Recovery{Verdict: executor.VerdictNotSent,
		Reason: fmt.Sprintf("venue refused the replay of requestId %s (%v) and lists no matching withdrawal since %s", p.RequestID, ae, since.Format(time.RFC3339))}, nil
}

// Health implements executor.Executor: every venue's clock must answer.
func (e *Executor) Health(ctx context.Context) executor.Health {
	var details []string
	down := 0
	for _, v := range e.venues.Venues {
		if _, err := v.Public.ServerTime(ctx); err != nil {
			down++
			details = append(details, fmt.Sprintf("%s: %v", v.Name, err))
			continue
		}
		details = append(details, v.Name+": up")
	}
	status := executor.HealthUp
	switch {
	case len(e.venues.Venues) > 0 && down == len(e.venues.Venues):
		status = executor.HealthDown
	case down > 0:
		status = executor.HealthDegraded
	}
	return executor.Health{Status: status, Detail: strings.Join(details, "; ")}
}

// intentTime is when an intent was written: its ID is a UUIDv7, whose first 48 bits
// are the creation time in milliseconds (the database's uuid_generate_v7). A zero or
// other-version ID gives 30 days ago, the widest window the venue lists.
func intentTime(id uuid.UUID) time.Time {
	if id.Version() != 7 {
		return time.Now().Add(-29 * 24 * time.Hour)
	}
	sec, nsec := id.Time().UnixTime()
	return time.Unix(sec, nsec)
}
