// Package noncereaper is the evm-nonce-reaper sidecar and recovery's nonce gap filler. A sender's nonces must land on
// chain in order, so one allocated nonce that never reaches the chain (its node failed
// after Prepare, its dispatcher gave up on it, a node lost the transaction) holds back
// every later transfer of that sender. The reaper finds such gaps and closes them:
//
//	for every lane (chain, sender) in evm_sender_nonces, locked SKIP LOCKED:
//	  confirmed nonce C = the sender's nonce at the head; next = the lane's next_nonce
//	  C ≥ next, or the node's pool already holds nonce C  → nothing to do
//	  the newest intent that took nonce C is younger than MinAge
//	                                                       → not yet: the normal flow may still send it
//	  then every intent that took nonce C (any node, any attempt) is accounted for:
//	  one belongs to a COMPLETED node, or is in flight for a
//	      node that moved on without abandoning it        → leave it to an operator (error log)
//	  exactly one is its node's live attempt, still in flight
//	      (SUBMITTING, SUBMITTED, OBSERVING, UNKNOWN)       → re-broadcast its signed bytes (always safe:
//	                                                          the same transaction lands at most once),
//	                                                          unless operators have a verdict open on
//	                                                          it: then only its cancellation, or wait
//	  the node still knows the transaction of one that was
//	      given up on                                       → wait
//	  all were given up on (node failed or cancelled, attempt
//	      abandoned), or no intent took nonce C             → fill nonce C with a zero-value
//	                                                          self-transfer, so the abandoned
//	                                                          bytes can never land either
//
// The reaper holds no key (docs/security.md, "A compromised pod": keys only where they
// sign). A fill is signed by recovery, which holds the keys anyway:
//
//	reaper, lane locked:   no fill recorded for nonce C     → request it (evm_nonce_fills)
//	                       fill requested, not signed yet   → wait
//	                       fill signed                      → re-broadcast its recorded bytes
//	                       fills below C                    → record the gas of those mined
//	                                                          (evm_gas_spends), then delete them:
//	                                                          their nonce is used
//	recovery (Filler), lane then request locked SKIP LOCKED:
//	                       inspect the lane again; still a gap at C that the
//	                       rules above fill                 → sign, record the bytes, commit,
//	                                                          then broadcast
//	                       anything else                    → drop the request
//
// So every fill is recorded before it is broadcast and re-broadcast until its nonce is
// used (at least once; the same bytes land at most once), and the request's
// compare-and-set ("not signed yet") means one signature per request whatever the
// number of recovery replicas.
//
// Every action is written to the audit log (entity "lane") in the transaction that
// holds the lane's lock, so a dispatcher allocating on the lane waits for it.
//
// Each pass records qtg_evm_nonce_gap_age_seconds per chain: how long the oldest open
// gap of the chain's lanes has been waiting (from its nonce's first intent, or the
// lane's last allocation when no intent took it), 0 when there is none. A gap the
// reaper must leave to an operator keeps growing it.
//
// Each pass also re-reads the blocks of the chain's completed transfers (see
// checkCompleted): one reorged out after it completed is raised in evm_transfer_checks
// (REORGED), the audit log and a metric.
package noncereaper

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// Config configures a Reaper.
type Config struct {
	// Pool is bound to the network this process serves. Required.
	Pool *db.Pool
	// Chains is the chain configuration (the address book: the reaper signs nothing).
	// Required.
	Chains *evm.Config
	// Instance names this process in the audit log. Required.
	Instance string
	// Logger receives every action.
	Logger zerolog.Logger
	// MinAge is how old the intent at a gap must be before the reaper acts, so that it
	// never races a dispatcher between its intent commit and its broadcast. Default 2m.
	MinAge time.Duration
	// RPCTimeout bounds the chain calls made while a lane is locked. Default 10s.
	RPCTimeout time.Duration
	// FillUndecidedFor is how long after a fill was signed the reaper keeps asking whether
	// it was mined once its nonce is used; 0: twice the chain's finality time plus MinAge,
	// and ten minutes at least (fillUndecidedFor).
	FillUndecidedFor time.Duration
	// Meter receives qtg_evm_transfers_reorged_total and qtg_evm_nonce_gap_age_seconds;
	// default a no-op.
	Meter metric.MeterProvider
}

// Reaper closes nonce gaps; its Batch is the evm-nonce-reaper worker's.
type Reaper struct {
	cfg     Config
	clients *evm.Clients
	reorged metric.Int64Counter
	gapAge  metric.Float64Gauge
}

// New validates cfg and returns a Reaper.
func New(cfg Config) (*Reaper, error) {
	if cfg.Pool == nil || cfg.Chains == nil || cfg.Instance == "" {
		return nil, errors.New("nonce reaper: Pool, Chains and Instance are required")
	}
	cfg.MinAge = cmp.Or(cfg.MinAge, 2*time.Minute)
	cfg.RPCTimeout = cmp.Or(cfg.RPCTimeout, 10*time.Second)
	if cfg.Meter == nil {
		cfg.Meter = metricnoop.NewMeterProvider()
	}
	reorged, err := cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/sidecar/noncereaper").Int64Counter("qtg_evm_transfers_reorged_total",
		metric.WithDescription("Completed EVM transfers whose block was later reorged out (see evm_transfer_checks)."))
	if err != nil {
		return nil, fmt.Errorf("nonce reaper: metric: %w", err)
	}
	gapAge, err := cfg.Meter.Meter("github.com/qtgdev/qtg/services/internal/sidecar/noncereaper").Float64Gauge("qtg_evm_nonce_gap_age",
		metric.WithUnit("s"), metric.WithDescription("Age of the oldest open nonce gap of the chain's sender lanes (0: none)."))
	if err != nil {
		return nil, fmt.Errorf("nonce reaper: metric: %w", err)
	}
	return &Reaper{cfg: cfg, clients: evm.NewClients(cfg.Chains), reorged: reorged, gapAge: gapAge}, nil
}

// Close releases the RPC clients.
func (r *Reaper) Close() { r.clients.Close() }

func (r *Reaper) actor() string { return "evm-nonce-reaper/" + r.cfg.Instance }

// Batch checks every lane of every configured chain once and returns how many gaps it
// acted on. A chain that cannot be reached is skipped (and reported in the error) so
// the others are still served.
func (r *Reaper) Batch(ctx context.Context) (int, error) {
	acted := 0
	var errs []error
	for i := range r.cfg.Chains.Chains {
		ch := &r.cfg.Chains.Chains[i]
		n, err := r.chain(ctx, ch)
		acted += n
		if err != nil {
			if ctx.Err() != nil {
				return acted, ctx.Err()
			}
			errs = append(errs, fmt.Errorf("chain %s: %w", ch.Name, evm.Redact(ch, err)))
		}
	}
	return acted, errors.Join(errs...)
}

func (r *Reaper) chain(ctx context.Context, ch *evm.Chain) (int, error) {
	lanes, err := r.cfg.Pool.EVM().Lanes(ctx, int64(ch.ChainID))
	if err != nil {
		return 0, fmt.Errorf("list lanes: %w", err)
	}
	chainAttr := metric.WithAttributes(attribute.String("chain", ch.Name))
	if len(lanes) == 0 {
		r.gapAge.Record(ctx, 0, chainAttr)
		return 0, nil
	}
	cl, err := r.clients.Get(ctx, ch.Name)
	if err != nil {
		return 0, err
	}
	var errs []error
	acted, err := r.checkCompleted(ctx, ch, cl)
	if err != nil {
		errs = append(errs, fmt.Errorf("reorg check: %w", err))
	}
	var oldestGap time.Duration
	for _, l := range lanes {
		var gap time.Duration
		did, err := r.lane(ctx, ch, cl, l.Address, &gap)
		if did {
			acted++
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("lane %s: %w", l.Address, err))
		}
		oldestGap = max(oldestGap, gap)
	}
	r.gapAge.Record(ctx, oldestGap.Seconds(), chainAttr)
	return acted, errors.Join(errs...)
}

// gap is what inspecting a lane under its lock found: the sender's confirmed nonce C
// (the lane's first unused nonce), every intent and candidate that took it, and what
// to do about it.
type gap struct {
	lane         string
	sender       common.Address
	confirmed    uint64
	row          *db.NonceLane
	intents      []*db.LaneIntent
	cands        []*db.Candidate
	replacements map[uuid.UUID][]*db.Candidate
	plan         gapPlan
	// open is false when there is nothing to act on: no gap, its nonce in the pool,
	// or a gap younger than the minimum age (the fields past confirmed are then empty).
	open bool
}

// inspect reads the gap of the lane row in tx (which holds its lock) and decides what
// to do about it (see the package doc); g.open is false when there is none, or none
// older than minAge. It sets *age to the gap's age when the lane has one. Both the reaper and the
// filler run it: the filler again, under the same locks, before it signs.
func inspect(ctx, rctx context.Context, tx *db.Tx, ch *evm.Chain, cl *ethclient.Client, row *db.NonceLane, minAge time.Duration, age *time.Duration) (*gap, error) {
	sender := common.HexToAddress(row.Address)
	confirmed, err := cl.NonceAt(rctx, sender, nil)
	if err != nil {
		return nil, fmt.Errorf("read nonce: %w", err)
	}
	g := &gap{lane: evmtransfer.Lane(ch.ChainID, sender), sender: sender, confirmed: confirmed, row: row}
	if confirmed >= uint64(row.NextNonce) {
		return g, nil
	}
	pending, err := cl.PendingNonceAt(rctx, sender)
	if err != nil {
		return nil, fmt.Errorf("read pending nonce: %w", err)
	}
	if pending > confirmed {
		return g, nil // nonce `confirmed` is in the pool, waiting to be mined
	}
	g.intents, err = tx.EVM().IntentsAt(ctx, g.lane, int64(confirmed))
	if err != nil {
		return nil, fmt.Errorf("read intents: %w", err)
	}
	since := row.UpdatedAt
	for i, in := range g.intents {
		if i == 0 || in.CreatedAt.Before(since) {
			since = in.CreatedAt
		}
	}
	if age != nil {
		*age = max(time.Since(since), 0)
	}
	switch {
	case len(g.intents) == 0 && time.Since(row.UpdatedAt) < minAge:
		return g, nil
	case len(g.intents) > 0 && time.Since(g.intents[0].CreatedAt) < minAge:
		return g, nil
	}
	g.cands, err = tx.EVM().CandidatesAt(ctx, g.lane, int64(confirmed))
	if err != nil {
		return nil, fmt.Errorf("read fee-bump candidates: %w", err)
	}
	g.replacements = map[uuid.UUID][]*db.Candidate{}
	for _, c := range g.cands {
		g.replacements[c.IntentID] = append(g.replacements[c.IntentID], c)
	}
	g.plan, err = decide(rctx, cl, g.intents, g.replacements)
	if err != nil {
		return nil, err
	}
	g.open = true
	return g, nil
}

// abandoned lists the hashes a fill makes unable to land: every intent's and
// candidate's at the nonce.
func (g *gap) abandoned() []string {
	out := make([]string, 0, len(g.intents)+len(g.cands))
	for _, in := range g.intents {
		out = append(out, deref(in.TXHash))
	}
	for _, c := range g.cands {
		out = append(out, c.TXHash)
	}
	return out
}

// lane inspects one lane under its lock and acts on its gap, if it has one; the
// transaction commits whatever it wrote (the audit row, a fill request, used fills
// deleted). It sets *age to the gap's age when the lane has one (whether or not it
// acts).
func (r *Reaper) lane(ctx context.Context, ch *evm.Chain, cl *ethclient.Client, address string, age *time.Duration) (bool, error) {
	tx, err := r.cfg.Pool.Begin(ctx)
	if err != nil {
		return false, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	acted, err := r.laneLocked(ctx, tx, ch, cl, address, age)
	if err != nil {
		return false, err
	}
	if err := tx.Commit(ctx); err != nil {
		return false, fmt.Errorf("commit: %w", err)
	}
	return acted, nil
}

func (r *Reaper) laneLocked(ctx context.Context, tx *db.Tx, ch *evm.Chain, cl *ethclient.Client, address string, age *time.Duration) (bool, error) {
	// Locks the lane row until tx ends: a dispatcher allocating on the lane waits, another
	// reaper or recovery's filler passes over it.
	row, err := tx.EVM().LockLane(ctx, int64(ch.ChainID), address)
	if errors.Is(err, db.ErrNotFound) {
		return false, nil // someone else holds it; next pass
	}
	if err != nil {
		return false, fmt.Errorf("lock lane: %w", err)
	}
	rctx, cancel := context.WithTimeout(ctx, r.cfg.RPCTimeout)
	defer cancel()
	g, err := inspect(ctx, rctx, tx, ch, cl, row, r.cfg.MinAge, age)
	if err != nil {
		return false, err
	}
	lane, confirmed := g.lane, g.confirmed
	// Fills below the confirmed nonce are done (their nonce is used): record what each
	// one that was mined cost, then forget them.
	keep, err := r.fillsSpent(ctx, rctx, tx, ch, cl, g.sender, lane, confirmed)
	if err != nil {
		return false, err
	}
	if _, err := tx.EVM().FillsDoneBelow(ctx, lane, int64(confirmed), keep); err != nil {
		return false, err
	}
	if !g.open {
		return false, nil
	}
	detail := map[string]any{"chain": ch.Name, "nonce": confirmed, "next_nonce": row.NextNonce}
	plan := g.plan
	var action string
	switch {
	case plan.operator != "":
		r.cfg.Logger.Error().Str("lane", lane).Uint64("nonce", confirmed).Str("reason", plan.operator).
			Msg("nonce gap the reaper must not close; leaving it for an operator")
		return false, nil
	case plan.wait != "":
		r.cfg.Logger.Info().Str("lane", lane).Uint64("nonce", confirmed).Str("reason", plan.wait).Msg("nonce gap not closed yet")
		return false, nil
	case plan.rebroadcast != nil:
		in := plan.rebroadcast
		detail["intent_id"], detail["node_id"], detail["node_state"] = in.ID, in.NodeID, in.NodeState
		detail["tx_hash"] = deref(in.TXHash)
		raw := in.SignedTX
		if rs := g.replacements[in.ID]; len(rs) > 0 {
			// The newest replacement pays the most; any candidate landing is the intent's.
			raw = rs[len(rs)-1].SignedTX
			detail["tx_hash"] = rs[len(rs)-1].TXHash
		}
		if in.VerdictOpen && !cancelling(g.replacements[in.ID]) {
			// Operators are proving this attempt cannot land: its own bytes are not sent
			// again until they decide (the cancellation, once recorded, is).
			r.cfg.Logger.Info().Str("lane", lane).Uint64("nonce", confirmed).Str("node_id", in.NodeID.String()).
				Msg("nonce gap not closed yet: a verdict is open on the node that took it")
			return false, nil
		}
		if err := rebroadcast(rctx, cl, raw, detail); err != nil {
			return false, fmt.Errorf("decode intent %s: %w", in.ID, err)
		}
		action = "NONCE_GAP_REBROADCAST"
	default:
		// A fill: this process holds no key. Recovery signs it (Filler) once requested,
		// and records it before anything broadcasts it; the reaper re-broadcasts the
		// recorded bytes until the nonce is used.
		fill, err := tx.EVM().Fill(ctx, lane, int64(confirmed))
		switch {
		case errors.Is(err, db.ErrNotFound):
			if _, err := tx.EVM().RequestFill(ctx, db.NonceFill{Lane: lane, Nonce: int64(confirmed), ChainID: int64(ch.ChainID),
				Address: row.Address, RequestedBy: r.actor()}); err != nil {
				return false, err
			}
			detail["abandoned_tx_hashes"] = g.abandoned()
			action = "NONCE_GAP_FILL_REQUESTED"
		case err != nil:
			return false, err
		case len(fill.SignedTX) == 0:
			r.cfg.Logger.Info().Str("lane", lane).Uint64("nonce", confirmed).Msg("nonce gap not closed yet: its fill is requested, recovery signs it")
			return false, nil
		default:
			detail["fill_tx_hash"] = fill.TXHash
			if err := rebroadcast(rctx, cl, fill.SignedTX, detail); err != nil {
				return false, fmt.Errorf("decode fill %s: %w", fill.TXHash, err)
			}
			action = "NONCE_GAP_FILL_REBROADCAST"
		}
	}
	body, err := json.Marshal(detail)
	if err != nil {
		return false, err
	}
	if err := tx.EVM().AuditLane(ctx, r.actor(), lane, action, body); err != nil {
		return false, fmt.Errorf("audit: %w", err)
	}
	r.cfg.Logger.Warn().Str("lane", lane).Uint64("nonce", confirmed).Str("action", action).RawJSON("detail", body).Msg("acted on a nonce gap")
	return true, nil
}

// fillsSpent records, in tx (which holds the lane), the gas of every signed fill of the
// lane below confirmed that was mined in a final block (evm_gas_spends), so that
// verify-drift counts it (docs/operations.md, "Balance drift"), and returns the nonces of
// those it cannot tell about yet: their rows stay, and hold their sender's native balance
// checks back, until a later pass can. A fill mined in a block not final yet is one of
// them: a reorg could still mine it again in another block, or at another price, and the
// record names the block it stays in. A fill whose nonce another transaction used, in a
// final block, cost nothing. One the chain still cannot tell about once its nonce is long
// final (the provider keeps no old state) is given up on with an error: its gas, if it
// was mined, then shows as drift for an operator to explain.
func (r *Reaper) fillsSpent(ctx, rctx context.Context, tx *db.Tx, ch *evm.Chain, cl *ethclient.Client, sender common.Address,
	lane string, confirmed uint64,
) ([]int64, error) {
	fills, err := tx.EVM().SignedFillsBelow(ctx, lane, int64(confirmed))
	if err != nil {
		return nil, err
	}
	depth := ch.Depth(ch.Confirmations)
	var keep []int64
	for _, f := range fills {
		hash := common.HexToHash(f.TXHash)
		ev, err := evm.LookupTx(rctx, cl, ch, hash)
		if err == nil && ev.Mined && ev.Confs < depth {
			r.cfg.Logger.Info().Str("lane", lane).Int64("nonce", f.Nonce).Str("fill_tx_hash", f.TXHash).
				Uint64("block", ev.Receipt.BlockNumber.Uint64()).Msg("the fill is mined, in a block not final yet")
			keep = append(keep, f.Nonce)
			continue
		}
		if err == nil && ev.Mined {
			if _, err := tx.EVM().RecordGasSpend(ctx, db.GasSpend{TXHash: f.TXHash, Kind: db.GasSpendFill, ChainID: f.ChainID,
				Address: strings.ToLower(f.Address), Nonce: f.Nonce, BlockNumber: ev.Receipt.BlockNumber.Int64(),
				GasCost: evmcall.GasCost(ev.Receipt), RecordedBy: r.actor()}); err != nil {
				return nil, err
			}
			continue
		}
		why := ""
		if err == nil {
			// Not found by hash: the blocks tell whether another transaction used the nonce.
			var use evm.NonceUse
			use, why, err = evm.NonceUser(rctx, cl, ch, sender, uint64(f.Nonce), []common.Hash{hash}, depth, 0, ev.Head)
			if err == nil && use == evm.NonceTakenFinal {
				r.cfg.Logger.Info().Str("lane", lane).Int64("nonce", f.Nonce).Str("fill_tx_hash", f.TXHash).Str("reason", why).
					Msg("the fill was not mined: it cost nothing")
				continue
			}
		}
		if err != nil {
			why = err.Error()
		}
		if time.Since(f.SignedAt) > cmp.Or(r.cfg.FillUndecidedFor, fillUndecidedFor(ch, depth, r.cfg.MinAge)) {
			r.cfg.Logger.Error().Str("lane", lane).Int64("nonce", f.Nonce).Str("fill_tx_hash", f.TXHash).Str("reason", why).
				Msg("cannot tell whether the fill was mined, long after its nonce was used: forgetting it; its gas, if it was mined, shows as balance drift")
			continue
		}
		r.cfg.Logger.Info().Str("lane", lane).Int64("nonce", f.Nonce).Str("fill_tx_hash", f.TXHash).Str("reason", why).
			Msg("the fill's nonce is used; not yet known whether by the fill")
		keep = append(keep, f.Nonce)
	}
	return keep, nil
}

// fillUndecidedFor is how long after a fill was signed the reaper keeps asking whether it
// was mined: long enough for any block that used its nonce to become final, twice over,
// and for a provider to catch up with its index (ten minutes at least).
func fillUndecidedFor(ch *evm.Chain, depth uint64, minAge time.Duration) time.Duration {
	return max(2*(time.Duration(depth)*ch.BlockTime+minAge), 10*time.Minute)
}

// rebroadcast sends recorded signed bytes again (always safe: the same transaction
// lands at most once); a refusal is kept in detail for the audit row.
func rebroadcast(ctx context.Context, cl *ethclient.Client, raw []byte, detail map[string]any) error {
	signed := new(types.Transaction)
	if err := signed.UnmarshalBinary(raw); err != nil {
		return err
	}
	if err := cl.SendTransaction(ctx, signed); err != nil {
		detail["error"] = err.Error()
	}
	return nil
}

// gapPlan is what to do about a nonce gap: exactly one of operator (leave it, with
// the reason, logged as an error), wait (look again next pass), rebroadcast (that
// intent's signed bytes), or, all empty, fill the nonce.
type gapPlan struct {
	operator    string
	wait        string
	rebroadcast *db.LaneIntent
}

// decide accounts for every intent that took the gap's nonce, of every node and every
// attempt, not only the newest: the nonce is filled only when none of them may still
// be waited for (its node failed or was cancelled, or its attempt was abandoned as
// never sent) and the node knows none of their transactions. A filled nonce makes
// every such transaction unable to land for good, so a single intent that may still
// land stops it.
func decide(ctx context.Context, cl *ethclient.Client, intents []*db.LaneIntent,
	replacements map[uuid.UUID][]*db.Candidate,
) (gapPlan, error) {
	var plan gapPlan
	for _, in := range intents {
		current := in.Attempt == in.NodeAttempt
		switch {
		case in.NodeState == "COMPLETED" || in.IntentState == "CONFIRMED":
			// A completed transfer whose nonce is not used cannot be: touch nothing.
			return gapPlan{operator: fmt.Sprintf("intent %s of node %s is completed but its nonce is unused", in.ID, in.NodeID)}, nil
		case live(in.NodeState) && current && in.IntentState != "ABANDONED":
			if len(in.SignedTX) == 0 {
				return gapPlan{operator: fmt.Sprintf("intent %s of live node %s has no signed transaction", in.ID, in.NodeID)}, nil
			}
			if plan.rebroadcast != nil {
				return gapPlan{operator: fmt.Sprintf("nodes %s and %s both wait for this nonce", plan.rebroadcast.NodeID, in.NodeID)}, nil
			}
			plan.rebroadcast = in
		case in.IntentState == "ABANDONED" || in.NodeState == "FAILED" || in.NodeState == "CANCELLED":
			// Given up on; the reaper may fill, unless the node still has one of its
			// transactions (the intent's own or a fee-bump replacement).
			var hashes []string
			if in.TXHash != nil {
				hashes = append(hashes, *in.TXHash)
			}
			for _, c := range replacements[in.ID] {
				hashes = append(hashes, c.TXHash)
			}
			for _, h := range hashes {
				_, _, err := cl.TransactionByHash(ctx, common.HexToHash(h))
				switch {
				case err == nil:
					plan.wait = fmt.Sprintf("the node knows %s of intent %s", h, in.ID)
				case !errors.Is(err, ethereum.NotFound):
					return gapPlan{}, fmt.Errorf("look up %s: %w", h, err)
				}
			}
		default:
			// An intent in flight whose node has moved on without abandoning it.
			return gapPlan{operator: fmt.Sprintf("intent %s of node %s (%s, attempt %d of %d, intent %s) may still land",
				in.ID, in.NodeID, in.NodeState, in.Attempt, in.NodeAttempt, in.IntentState)}, nil
		}
	}
	if plan.rebroadcast != nil {
		plan.wait = ""
	}
	return plan, nil
}

// cancelling reports whether an intent's newest candidate is a cancellation (the one
// the reaper would re-broadcast).
func cancelling(cands []*db.Candidate) bool {
	return len(cands) > 0 && cands[len(cands)-1].Kind == db.CandidateCancel
}

// live lists the node states in which an intent's transaction may still be the one
// the node is waiting for.
func live(state string) bool {
	switch state {
	case "SUBMITTING", "SUBMITTED", "OBSERVING", "UNKNOWN":
		return true
	}
	return false
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
