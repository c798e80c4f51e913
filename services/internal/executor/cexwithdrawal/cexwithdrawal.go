// Package cexwithdrawal is the cex_withdrawal executor: a withdrawal of a token from an
// exchange venue (Bybit v5, package bybit) to an address on a chain, proven from the
// venue's records and from the chain.
//
//   - Prepare (in the dispatcher's claim transaction) writes the intent: the exact
//     withdraw/create request, whose requestId is the node's ID without dashes, stable
//     across attempts, so the venue deduplicates every retry and replay of the node into
//     one withdrawal; and the node's capital_transfers row (the follow-up reconciles it).
//   - Submit posts it once. The venue's withdrawal ID goes into the intent
//     (external_id) and the capital_transfers row. A retCode is classified by the table
//     in package bybit (bybit.ClassifyCreate, taken from Bybit's error-code page): a
//     refusal that may pass later (insufficient balance, address not in the address
//     book, limits, authentication, clock, rate limit) holds the node back
//     (BeforeSideEffect; after its max_attempts it fails with the venue's code and
//     message); a refusal that never passes (a parameter, amount or address the venue
//     rejects) fails it; a requestId the venue says was used already means a create with
//     it ran before, so the withdrawal exists: the node goes to recovery, never to
//     FAILED; a server timeout, an internal error, a code the table does not know, a
//     lost answer or a 5xx are ambiguous and never re-sent: recovery resolves them.
//   - Observe follows the withdrawal by its ID until a terminal status. success and
//     BlockchainConfirmed complete it only once its txID is final on the destination
//     chain with exactly one Transfer of the token to the address for the amount
//     (package payment); a payment that does not match is UNKNOWN for an operator.
//     CancelByUser, Reject and Fail fail the node when the record carries no txID (Bybit
//     documents txID "" for failed and cancelled withdrawals: nothing was broadcast). One
//     that carries a txID may have broadcast a payment, so the chain decides: paid and
//     final completes the node, final and reverted fails it, mined but not final is
//     pending, and a txID the chain does not show is UNKNOWN, its reason naming the
//     txID for operators.
//   - Recover reads the venue: with a known withdrawal ID, the record decides, judged
//     as Observe judges it. Without one (the create's answer was lost, or never came),
//     it replays the intent's request with the same requestId: the venue answers the
//     existing withdrawal's ID (or creates it now, which is the same withdrawal): Sent.
//     While operators have a verdict open on the node (Node.VerdictOpen) it never
//     replays: it reads the records and answers Unknown, naming what they list, or
//     NotSent once time has proven it (below).
//
// # Pacing
//
// Bybit accepts one withdraw/create per chain and coin every 10 seconds, on top of its
// 5 requests a second ("you can only withdraw once every 10 seconds per chain/coin
// combination", bybit-exchange/docs, docs/v5/asset/withdraw/withdraw.mdx), and does
// not document what it answers to a create over that limit (docs/v5/error.mdx). So QTG
// never relies on the answer: it never asks twice within the interval on one lane (the
// venue account, its chain and the coin: PaceKey), whichever dispatcher replica or
// recovery process asks. The processes share nothing but the database (docs/design.md
// §1), so the lane's last create is a withdraw_pacing row, and every create first takes
// the lane's turn in one statement (db.Capital.TakeWithdrawTurn): it stamps the row only
// when the last create is at least Spacing old, and skips a row another transaction
// holds, so of two takers at once exactly one gets the turn and neither waits. Prepare
// takes it in the dispatcher's claim transaction, so the stamp and the intent commit
// together, and a claim that rolls back gives its turn back. A node whose lane is not
// due is held back before its side effect (executor.HoldUntil: back to READY, claimable
// again when the turn comes, no try used up; docs/design.md §4 "Dispatcher"), never
// failed. Recovery's replay of a create may create the withdrawal too, so it takes the
// turn as well (on the pool), and answers Unknown until its turn. Spacing leaves a margin
// over the venue's interval (venue.Venue.WithdrawInterval, default 10 s) for the time
// between the claim and the venue receiving the request. If the venue refuses a create
// all the same, its retCode is classified as any other (bybit.ClassifyCreate).
//
// # When a withdrawal is "not sent"
//
// Bybit's API never states that a requestId is unknown: withdraw/create documents
// requestId only as "Customised ID, globally unique, it is used for idempotent
// verification" and does not say what a repeat answers
// (https://bybit-exchange.github.io/docs/v5/asset/withdraw/withdraw), and
// withdraw/query-record cannot filter by requestId
// (https://bybit-exchange.github.io/docs/v5/asset/withdraw/withdraw-record). So
// recovery answers NotSent only when all of these hold:
//
//  1. the replay of the create with the same requestId was refused by the withdrawal's
//     own checks (a bybit.CreateRefused or bybit.CreatePermanent code that is not a
//     gateway refusal: an authentication, clock, rate-limit or IP refusal is answered
//     before the request is looked at and says nothing about the requestId), so the
//     replay created nothing and a venue deduplicating on the requestId found no
//     earlier withdrawal to answer with;
//  2. the venue's records (withdraw/query-record, by coin, from a minute before the
//     intent was written) list no withdrawal of the same coin, chain, address and
//     amount, compared as the venue writes them: the amount as a number ("7" is
//     "7.000000"), the chain case-insensitively, the address case-insensitively (an EVM
//     address); a listed one is UNKNOWN for an operator, as it may be this node's;
//  3. Options.RecordLag (default DefaultRecordLag, 5 minutes) has passed since the
//     create was attempted (the intent's time): the records may lag behind a create,
//     and before the allowance a withdrawal missing from them is UNKNOWN (recovery asks
//     again), never NotSent. The allowance also covers the attempt's own request: Bybit
//     accepts a signed request only while server_time - recv_window <= timestamp
//     (https://bybit-exchange.github.io/docs/v5/guide, recv_window 5 s here), so once
//     the allowance passed the venue refuses that request from then on, and every later
//     attempt reuses the requestId, which the venue deduplicates.
//
// While operators have a verdict open there is no replay to be refused, so the first
// condition is replaced by time: no create of the requestId is signed after the
// verdict opened (a Recover already under way then may replay for up to its timeout),
// and the venue refuses a signed request once its recv_window passed. NotSent then
// holds when the records list no matching withdrawal and the allowance (at least the
// recv_window) has passed since the last create could have been signed. That is how
// an operators' not_sent or failed verdict on a create that never reached the venue
// is proven; every later attempt reuses the requestId all the same.
//
// A replay whose answer is ambiguous may itself have created the withdrawal: recovery
// then asks again only after the allowance, so the records have caught up with it. A
// replay answered "duplicate request" (bybit.CreateExists) proves a create with the
// requestId ran: the withdrawal is this node's one listed with the same coin, chain,
// address and amount since the intent, and recovery records its ID and answers Sent
// once the allowance has passed and exactly one such withdrawal is listed (before, or
// with none or several, UNKNOWN: the records may lag, or an operator must tell).
package cexwithdrawal

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
	"github.com/qtgdev/qtg/services/internal/exchange/payment"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// Key is the executor key templates use.
const Key = "cex_withdrawal"

const callTimeout = 15 * time.Second

// recoverTimeout bounds one Recover call, a replay of the create included.
const recoverTimeout = 2 * callTimeout

// DefaultRecordLag is Options.RecordLag's default: how long the venue's withdrawal
// records may take to list a withdrawal after its create. Bybit documents no bound;
// five minutes is far above what its records take, and it only delays the verdicts
// that need the records to be complete (see the package doc).
const DefaultRecordLag = 5 * time.Minute

// Options configures an Executor.
type Options struct {
	Venues *venue.Config
	Chains *evm.Config
	// Pool records withdrawal IDs on capital_transfers rows; nil in the gateway.
	Pool   *db.Pool
	Logger *zerolog.Logger
	// RecordLag is how long after a create attempt the venue's records may still not
	// list the withdrawal: recovery answers NotSent (or attributes a listed withdrawal
	// to a requestId the venue says was used) only once it has passed. Zero:
	// DefaultRecordLag.
	RecordLag time.Duration
}

// Executor is the cex_withdrawal executor. Safe for concurrent use.
type Executor struct {
	venues    *venue.Config
	chains    *evm.Config
	clients   *evm.Clients
	pool      *db.Pool
	log       zerolog.Logger
	recordLag time.Duration
}

var (
	_ executor.Executor = (*Executor)(nil)
	_ executor.Pinner   = (*Executor)(nil)
)

// New returns the executor.
func New(o Options) (*Executor, error) {
	if o.Venues == nil || o.Chains == nil {
		return nil, errors.New("cex_withdrawal: Venues and Chains are required")
	}
	if o.RecordLag < 0 {
		return nil, errors.New("cex_withdrawal: RecordLag must not be negative")
	}
	log := zerolog.New(os.Stderr).With().Timestamp().Str("executor", Key).Logger()
	if o.Logger != nil {
		log = o.Logger.With().Str("executor", Key).Logger()
	}
	return &Executor{venues: o.Venues, chains: o.Chains, clients: evm.NewClients(o.Chains), pool: o.Pool, log: log,
		recordLag: cmp.Or(o.RecordLag, DefaultRecordLag)}, nil
}

// Close releases the RPC clients.
func (e *Executor) Close() { e.clients.Close() }

// Config is a cex_withdrawal node's config.
type Config struct {
	executor.Pinned
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

// Pins implements executor.Pinner: the venue's chain and coin the withdrawal is
// created in, the account it draws on, and the chain ID and token contract the payment
// is checked against.
func (e *Executor) Pins(raw json.RawMessage) (map[string]string, error) {
	w, err := e.parse(raw)
	if err != nil {
		return nil, err
	}
	return map[string]string{
		"venue.chain":        w.vchain.VenueChain,
		"venue.coin":         w.coin,
		"venue.account_type": w.venue.AccountType,
		"chain.chain_id":     strconv.FormatUint(w.chain.ChainID, 10),
		"token.address":      w.token.Address.Hex(),
	}, nil
}

// Pays implements executor.Payer: the amount that must arrive, of the token, from the
// venue's account ("venue:<name>") to To on the chain (docs/policy.md). The venue's
// fee on top is the venue's, not a payment.
func (e *Executor) Pays(raw json.RawMessage) (executor.Payment, bool, error) {
	w, err := e.parse(raw)
	if err != nil {
		return executor.Payment{}, false, err
	}
	return executor.Payment{
		Asset: w.cfg.Token, Amount: new(big.Int).Set(w.amount), SourceChainID: "venue:" + w.venue.Name,
		DestinationChainID: strconv.FormatUint(w.chain.ChainID, 10), Destination: strings.ToLower(w.to.Hex()),
	}, true, nil
}

// Lane is a venue withdrawal lane: "cex:<venue>:withdraw:<venue chain>".
func Lane(venueName, venueChain string) string { return "cex:" + venueName + ":withdraw:" + venueChain }

func (w withdrawal) lane() string { return Lane(w.venue.Name, w.vchain.VenueChain) }

// PaceKey names the withdrawal lane of one venue account, venue chain and coin whose
// creates are paced (withdraw_pacing): "cex:<venue>:withdraw:<venue chain>:<coin>".
func PaceKey(venueName, venueChain, coin string) string {
	return Lane(venueName, venueChain) + ":" + coin
}

func (w withdrawal) paceKey() string { return PaceKey(w.venue.Name, w.vchain.VenueChain, w.coin) }

// paceMargin is how much later than the venue's interval QTG lets the next create of a
// lane go: the time from taking the turn (in the claim transaction) to the venue
// receiving the request differs from one create to the next, by the rest of the claim
// transaction, its commit and the request's trip.
const paceMargin = time.Second

// Spacing is how far apart QTG lets a lane's creates go for a venue interval: the
// interval and a margin of paceMargin, or of the interval itself when that is shorter
// (a venue double configured for quick tests).
func Spacing(interval time.Duration) time.Duration { return interval + min(interval, paceMargin) }

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
	have, _, err := w.venue.Balance(ctx, w.coin, w.token.Decimals)
	if err != nil {
		return fmt.Errorf("venue %s balance: %w", w.venue.Name, err)
	}
	if have.Cmp(w.amount) < 0 {
		return fmt.Errorf("venue %s holds %s %s in %s, the withdrawal needs %s", w.venue.Name, bybit.FormatAmount(have, w.token.Decimals), w.coin,
			strings.Join(w.venue.Wallets, " and "), bybit.FormatAmount(w.amount, w.token.Decimals))
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

// Prepare implements executor.Executor: the lane's turn, the intent and the
// capital_transfers row, in the claim transaction. Nothing is sent. A node whose lane
// created less than Spacing ago is held back until its turn (see "Pacing" in the
// package doc).
func (e *Executor) Prepare(ctx context.Context, c db.Conn, node executor.Node) (executor.IntentDraft, error) {
	w, err := e.parse(node.Config)
	if err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	turn, err := c.Capital().TakeWithdrawTurn(ctx, w.paceKey(), node.ID, Spacing(w.venue.WithdrawInterval))
	if err != nil {
		return executor.IntentDraft{}, err
	}
	if !turn.Taken {
		return executor.IntentDraft{}, executor.HoldUntil(turn.Next, fmt.Errorf("venue %s takes one withdrawal per %s on %s %s: waiting for the lane's turn",
			w.venue.Name, w.venue.WithdrawInterval, w.vchain.VenueChain, w.coin))
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

// submitError classifies a withdraw/create error for the engine (bybit.ClassifyCreate).
func submitError(w withdrawal, p Payload, err error) error {
	a := bybit.ClassifyCreate(err)
	switch a.Class {
	case bybit.CreateRefused:
		return executor.BeforeSideEffect(fmt.Errorf("venue %s refused withdraw/create, nothing was created: %w", w.venue.Name, a.API))
	case bybit.CreatePermanent:
		return executor.Permanent(fmt.Errorf("venue %s refused withdraw/create for good, nothing was created: %w", w.venue.Name, a.API))
	case bybit.CreateExists:
		// Not a failure: the venue says a create with this requestId ran already, so the
		// withdrawal exists. Ambiguous (no ID to follow yet): recovery finds its record.
		return fmt.Errorf("venue %s answered requestId %s as already used (%w): a create with it ran before, so the withdrawal exists; recovery finds its record", w.venue.Name, p.RequestID, a.API)
	default:
		return fmt.Errorf("venue %s withdraw/create (recovery resolves it by requestId %s): %w", w.venue.Name, p.RequestID, err)
	}
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
		return executor.SubmitResult{}, submitError(w, p, err)
	}
	_ = e.recordID(ctx, node, id)
	return executor.SubmitResult{ExternalID: id}, nil
}

// recordID stores the withdrawal ID on the capital_transfers row. Submit and a replay
// that the venue answered with the ID need it only as a copy (the intent or the venue's
// answer holds it); recovery that found the ID in the records needs it stored, as the
// observer reads it from there; the observation that ends the node stores it again, so
// that the follow-up has it whichever way it was found.
func (e *Executor) recordID(ctx context.Context, node executor.Node, id string) error {
	if e.pool == nil {
		return nil
	}
	if err := e.pool.Capital().SetWithdrawID(ctx, node.ID, id); err != nil {
		e.log.Error().Err(err).Str("node_id", node.ID.String()).Str("withdraw_id", id).Msg("record withdrawal ID")
		return err
	}
	return nil
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
	obs, err := e.judge(ctx, node, w, p, rec)
	if err == nil && (obs.Status == executor.Completed || obs.Status == executor.Failed) {
		// The capital transfer must carry the ID the follow-up reconciles by (the fee
		// included). Submit's copy is best effort, and an operator's sent verdict gives
		// the ID to the intent only: the ending observation stores it in any case.
		if err := e.recordID(ctx, node, rec.WithdrawID); err != nil {
			return executor.Observation{}, err
		}
	}
	return obs, err
}

func (e *Executor) judge(ctx context.Context, node executor.Node, w withdrawal, p Payload, rec *bybit.Withdrawal) (executor.Observation, error) {
	res := Result{WithdrawID: rec.WithdrawID, RequestID: p.RequestID, VenueStatus: rec.Status, Fee: rec.WithdrawFee}
	switch {
	case bybit.StatusFailed(rec.Status) && rec.TxID == "":
		// Ended by the venue without a payment broadcast (Bybit reports txID "" for a
		// failed or cancelled withdrawal): it cannot land.
		body, _ := json.Marshal(res)
		return executor.Observation{Status: executor.Failed, Result: body,
			Reason: fmt.Sprintf("venue %s withdrawal %s ended %s without a payment (no txID)", w.venue.Name, rec.WithdrawID, rec.Status)}, nil
	case bybit.StatusFailed(rec.Status):
		return e.failedWithTx(ctx, node, w, rec, res)
	case rec.Status == bybit.StatusMoreInformationRequired:
		// Not final: the venue waits for the account holder, and only people can answer.
		reason := fmt.Sprintf("venue %s withdrawal %s is %s: the venue asks the account holder for more information before it goes on; an operator must answer it on the venue (the node keeps observing)",
			w.venue.Name, rec.WithdrawID, rec.Status)
		e.log.Warn().Str("node_id", node.ID.String()).Str("withdraw_id", rec.WithdrawID).Str("venue_status", rec.Status).Msg(reason)
		return executor.Observation{Status: executor.Pending, Reason: reason}, nil
	case !bybit.StatusDone(rec.Status) || rec.TxID == "":
		// SecurityCheck, Pending, Unknown (Bybit's "rare status", not final), or paid
		// without a txID yet.
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

// failedWithTx judges a withdrawal the venue ended as failed while it reports a txID:
// the venue may have broadcast its payment, so the chain decides, never the status.
func (e *Executor) failedWithTx(ctx context.Context, node executor.Node, w withdrawal, rec *bybit.Withdrawal, res Result) (executor.Observation, error) {
	what := fmt.Sprintf("venue %s withdrawal %s ended %s but carries txID %s", w.venue.Name, rec.WithdrawID, rec.Status, rec.TxID)
	cl, err := e.clients.Get(ctx, w.chain.Name)
	if err != nil {
		return executor.Observation{}, fmt.Errorf("%s: %w", what, evm.Redact(w.chain, err))
	}
	v, proof, reason, err := payment.Check(ctx, cl, w.chain, w.token, rec.TxID, w.to, w.amount, w.cfg.Confirmations)
	if err != nil {
		return executor.Observation{}, fmt.Errorf("%s: %w", what, err)
	}
	res.Proof = proof
	body, _ := json.Marshal(res)
	switch {
	case v == payment.Paid:
		// The money arrived, whatever the venue's status says.
		e.log.Error().Str("node_id", node.ID.String()).Str("withdraw_id", rec.WithdrawID).Str("tx_id", rec.TxID).Str("venue_status", rec.Status).
			Msg("the venue reports the withdrawal failed, but its txID paid it on chain: completed; check the venue's balance")
		return executor.Observation{Status: executor.Completed, Result: body}, nil
	case v == payment.Mismatch && proof.Reverted:
		return executor.Observation{Status: executor.Failed, Result: body,
			Reason: fmt.Sprintf("%s, which reverted (final at block %d): nothing was paid", what, proof.BlockNumber)}, nil
	case v == payment.Pending && proof.BlockNumber != 0:
		return executor.Observation{Status: executor.Pending, Reason: what + ": " + reason}, nil
	case v == payment.Pending:
		reason = what + ", which the chain does not show mined: that payment may still be broadcast and land, so the node is not failed; an operator must decide, or it lands and completes"
		e.log.Error().Str("node_id", node.ID.String()).Str("withdraw_id", rec.WithdrawID).Str("tx_id", rec.TxID).Str("reason", reason).Msg("failed withdrawal with a txID")
		return executor.Observation{Status: executor.Unknown, Result: body, Reason: reason, RetryAfter: time.Minute}, nil
	default:
		reason = what + ": " + reason + ": an operator must decide"
		e.log.Error().Str("node_id", node.ID.String()).Str("withdraw_id", rec.WithdrawID).Str("tx_id", rec.TxID).Str("reason", reason).Msg("failed withdrawal with a txID")
		return executor.Observation{Status: executor.Unknown, Result: body, Reason: reason, RetryAfter: time.Hour}, nil
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
	ctx, cancel := context.WithTimeout(ctx, recoverTimeout)
	defer cancel()
	unknown := func(reason string, retryAfter time.Duration) executor.Recovery {
		e.log.Warn().Str("node_id", node.ID.String()).Str("request_id", p.RequestID).Str("reason", reason).
			Msg("recovery cannot tell whether the withdrawal exists")
		return executor.Recovery{Verdict: executor.VerdictUnknown, RetryAfter: retryAfter, Reason: reason}
	}
	id, err := e.withdrawID(ctx, node, *intent)
	if err != nil {
		return unknown(err.Error(), 5*time.Second), nil
	}
	if id != "" {
		return e.recoverKnown(ctx, node, w, p, id, unknown)
	}
	attempted := intentTime(intent.ID)
	since := attempted.Add(-time.Minute)
	if node.VerdictOpen {
		// Operators are proving this attempt cannot land: replaying it could make it land.
		return e.recoverUnderVerdict(ctx, node, w, p, attempted, since, unknown)
	}
	if w.venue.Writer == nil {
		return unknown(e.evidence(ctx, w, p, since, "this process has no withdrawal key to replay requestId "+p.RequestID), 5*time.Second), nil
	}
	// The create's answer was lost (or it never ran): replay the same request. The venue
	// deduplicates on requestId, so this answers the existing withdrawal or creates the
	// one the intent describes, never a second. It may create, so it waits for the
	// lane's turn like any create.
	if e.pool != nil {
		turn, err := e.pool.Capital().TakeWithdrawTurn(ctx, w.paceKey(), node.ID, Spacing(w.venue.WithdrawInterval))
		if err != nil {
			return unknown(fmt.Sprintf("replay of requestId %s: the lane's turn cannot be taken: %v", p.RequestID, err), 5*time.Second), nil
		}
		if !turn.Taken {
			return unknown(fmt.Sprintf("replay of requestId %s waits for the lane's turn (the venue takes one withdrawal per %s on %s %s)",
				p.RequestID, w.venue.WithdrawInterval, p.VenueChain, p.Coin), max(time.Until(turn.Next), 100*time.Millisecond)), nil
		}
	}
	id, err = w.venue.Writer.CreateWithdrawal(ctx, p.request(time.Now()))
	if err == nil {
		_ = e.recordID(ctx, node, id)
		e.log.Info().Str("node_id", node.ID.String()).Str("request_id", p.RequestID).Str("withdraw_id", id).Msg("recovery resolved the withdrawal by its requestId")
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: fmt.Sprintf("requestId %s is venue withdrawal %s", p.RequestID, id)}, nil
	}
	a := bybit.ClassifyCreate(err)
	switch {
	case a.Class == bybit.CreateExists:
		return e.findExisting(ctx, node, w, p, a, attempted, since, unknown)
	case a.Class == bybit.CreateAmbiguous:
		// The replay itself may have created it: judge again once the records list it.
		return unknown(fmt.Sprintf("replay of requestId %s: %v (it may have created the withdrawal; asked again after the record lag allowance %s)", p.RequestID, err, e.recordLag), e.recordLag), nil
	case a.Gateway:
		return unknown(fmt.Sprintf("replay of requestId %s refused before the venue looked at it (%v): that says nothing about the requestId", p.RequestID, a.API), 5*time.Second), nil
	}
	// Refused by the withdrawal's own checks: the replay created nothing, and no earlier
	// withdrawal was answered for the requestId. Was one created before all the same?
	// The records decide, once they may be trusted to list it.
	rows, err := e.matching(ctx, w, p, since)
	if err != nil {
		return unknown(fmt.Sprintf("replay refused (%v) and the venue's records cannot be read: %v", a.API, err), 5*time.Second), nil
	}
	if len(rows) > 0 {
		return unknown(fmt.Sprintf("replay refused (%v), and the venue lists %s of the same coin, chain, address and amount: an operator must decide whether one is this node's", a.API, describe(rows)), time.Minute), nil
	}
	if wait := time.Until(attempted.Add(e.recordLag)); wait > 0 {
		return unknown(fmt.Sprintf("replay of requestId %s refused (%v) and the venue lists no matching withdrawal since %s yet, but its records may lag up to %s behind a create (attempted %s): not sent only after that",
			p.RequestID, a.API, since.Format(time.RFC3339), e.recordLag, attempted.Format(time.RFC3339)), wait), nil
	}
	return executor.Recovery{Verdict: executor.VerdictNotSent,
		Reason: fmt.Sprintf("venue refused the replay of requestId %s (%v) and lists no matching withdrawal since %s, %s after the create was attempted",
			p.RequestID, a.API, since.Format(time.RFC3339), time.Since(attempted).Round(time.Second))}, nil
}

// recoverKnown judges the withdrawal whose ID the venue gave: it exists.
func (e *Executor) recoverKnown(ctx context.Context, node executor.Node, w withdrawal, p Payload, id string, unknown func(string, time.Duration) executor.Recovery) (executor.Recovery, error) {
	rec, err := w.venue.Reader.WithdrawalByID(ctx, id)
	if errors.Is(err, bybit.ErrNoRecord) {
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: fmt.Sprintf("the venue answered withdrawal %s, which its records do not list yet", id)}, nil
	}
	if err != nil {
		return unknown(fmt.Sprintf("venue %s withdrawal %s: %v", w.venue.Name, id, err), 5*time.Second), nil
	}
	obs, err := e.judge(ctx, node, w, p, rec)
	if err != nil {
		return unknown(fmt.Sprintf("venue withdrawal %s is %s: %v", id, rec.Status, err), 5*time.Second), nil
	}
	switch obs.Status {
	case executor.Completed:
		return executor.Recovery{Verdict: executor.VerdictCompleted, Result: obs.Result, Reason: fmt.Sprintf("venue withdrawal %s is %s and paid", id, rec.Status)}, nil
	case executor.Failed:
		return executor.Recovery{Verdict: executor.VerdictFailed, Result: obs.Result, Reason: obs.Reason}, nil
	case executor.Unknown:
		return unknown(obs.Reason, max(obs.RetryAfter, 5*time.Second)), nil
	default:
		return executor.Recovery{Verdict: executor.VerdictSent, Reason: fmt.Sprintf("venue withdrawal %s is %s", id, rec.Status)}, nil
	}
}

// findExisting resolves a requestId the venue answered as already used: a create with
// it ran, so one of the records is this node's withdrawal, with the intent's coin,
// chain, address and amount. It is attributed only once the records may be trusted to
// list it (the record lag allowance) and exactly one record matches.
func (e *Executor) findExisting(ctx context.Context, node executor.Node, w withdrawal, p Payload, a bybit.CreateAnswer, attempted, since time.Time, unknown func(string, time.Duration) executor.Recovery) (executor.Recovery, error) {
	what := fmt.Sprintf("the venue answered the replay of requestId %s as already used (%v): the withdrawal exists", p.RequestID, a.API)
	rows, err := e.matching(ctx, w, p, since)
	if err != nil {
		return unknown(fmt.Sprintf("%s, and its records cannot be read: %v", what, err), 5*time.Second), nil
	}
	if wait := time.Until(attempted.Add(e.recordLag)); wait > 0 {
		return unknown(fmt.Sprintf("%s; the records list %s, and may lag up to %s behind a create: it is looked up again then", what, describe(rows), e.recordLag), min(wait, 30*time.Second)), nil
	}
	if len(rows) != 1 {
		return unknown(fmt.Sprintf("%s, but the venue lists %s of the same coin, chain, address and amount since %s: an operator must tell which is this node's", what, describe(rows), since.Format(time.RFC3339)), time.Minute), nil
	}
	id := rows[0].WithdrawID
	if err := e.recordID(ctx, node, id); err != nil {
		return unknown(fmt.Sprintf("%s, listed as withdrawal %s, which cannot be recorded on the node's capital transfer: %v", what, id, err), 5*time.Second), nil
	}
	e.log.Info().Str("node_id", node.ID.String()).Str("request_id", p.RequestID).Str("withdraw_id", id).Msg("recovery found the withdrawal of an already used requestId")
	return executor.Recovery{Verdict: executor.VerdictSent, Reason: fmt.Sprintf("%s: it is withdrawal %s (%s), the only one listed with the same coin, chain, address and amount", what, id, rows[0].Status)}, nil
}

// recoverUnderVerdict answers for an attempt whose create's answer never came while
// operators have a verdict open on it: the create is not replayed, so NotSent rests on
// time and the records instead of a refused replay (see the package doc).
func (e *Executor) recoverUnderVerdict(ctx context.Context, node executor.Node, w withdrawal, p Payload, attempted, since time.Time, unknown func(string, time.Duration) executor.Recovery) (executor.Recovery, error) {
	why := "operators have a verdict open on this attempt, so the create of requestId " + p.RequestID + " is not replayed"
	rows, err := e.matching(ctx, w, p, since)
	if err != nil {
		return unknown(fmt.Sprintf("%s; the venue's records cannot be read: %v", why, err), 5*time.Second), nil
	}
	if len(rows) > 0 {
		return unknown(fmt.Sprintf("%s; the venue lists %s of the same coin, chain, address and amount since %s: an operator must decide whether one is this node's",
			why, describe(rows), since.Format(time.RFC3339)), time.Minute), nil
	}
	// The last create of the requestId was signed when the attempt was, or by a Recover
	// already under way when the verdict opened (it may replay for up to its own
	// timeout); none is signed after. Unknown when the verdict's time is not known.
	lastSigned := attempted
	if opened := node.VerdictSince; !opened.IsZero() {
		if late := opened.Add(recoverTimeout); late.After(lastSigned) {
			lastSigned = late
		}
	} else {
		lastSigned = time.Now()
	}
	allowance := max(e.recordLag, w.venue.Public.RecvWindow())
	if wait := time.Until(lastSigned.Add(allowance)); wait > 0 {
		return unknown(fmt.Sprintf("%s; the venue lists no matching withdrawal since %s yet, but a create signed until %s may still be accepted or missing from records that lag up to %s: not sent only after that",
			why, since.Format(time.RFC3339), lastSigned.Format(time.RFC3339), allowance), min(wait, 30*time.Second)), nil
	}
	return executor.Recovery{Verdict: executor.VerdictNotSent,
		Reason: fmt.Sprintf("%s; no create of it was signed since %s, the venue refuses a signed request after its recv_window, and it lists no matching withdrawal since %s, %s later",
			why, lastSigned.Format(time.RFC3339), since.Format(time.RFC3339), time.Since(lastSigned).Round(time.Second))}, nil
}

// evidence is what recovery tells operators when it may not replay: the records that
// match the intent, if any.
func (e *Executor) evidence(ctx context.Context, w withdrawal, p Payload, since time.Time, why string) string {
	rows, err := e.matching(ctx, w, p, since)
	if err != nil {
		return fmt.Sprintf("%s; the venue's records cannot be read: %v", why, err)
	}
	return fmt.Sprintf("%s; the venue lists %s of the same coin, chain, address and amount since %s (its records may lag up to %s)", why, describe(rows), since.Format(time.RFC3339), e.recordLag)
}

// matching lists the venue's withdrawals of the intent's coin created since since to
// the intent's chain, address and amount, compared as the venue writes them: the
// amount as a number, the chain case-insensitively, the address case-insensitively.
func (e *Executor) matching(ctx context.Context, w withdrawal, p Payload, since time.Time) ([]bybit.Withdrawal, error) {
	const window = 29 * 24 * time.Hour // the venue lists at most 30 days a query
	end := time.Now().Add(time.Minute)
	seen := map[string]bool{}
	var out []bybit.Withdrawal
	for start := since; start.Before(end); start = start.Add(window) {
		stop := start.Add(window)
		if stop.After(end) {
			stop = end
		}
		rows, err := w.venue.Reader.Withdrawals(ctx, p.Coin, start, stop)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			if seen[r.WithdrawID] || !bybit.SameChain(r.Chain, p.VenueChain) || !strings.EqualFold(strings.TrimSpace(r.ToAddress), p.Address) || !bybit.SameAmount(r.Amount, p.Amount) {
				continue
			}
			seen[r.WithdrawID] = true
			out = append(out, r)
		}
	}
	return out, nil
}

func describe(rows []bybit.Withdrawal) string {
	if len(rows) == 0 {
		return "no withdrawal"
	}
	parts := make([]string, len(rows))
	for i, r := range rows {
		created := r.CreateTime
		if at, err := r.Created(); err == nil {
			created = at.Format(time.RFC3339)
		}
		parts[i] = fmt.Sprintf("%s (%s, created %s)", r.WithdrawID, r.Status, created)
	}
	return fmt.Sprintf("%d withdrawal(s): %s", len(rows), strings.Join(parts, ", "))
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
