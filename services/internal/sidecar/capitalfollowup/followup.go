// Package capitalfollowup is the capital-transfer-followup worker: for every exchange
// leg of a movement (a capital_transfers row, written by cex_withdrawal and cex_deposit
// with their intents) it confirms from the venue's records and the chain that the
// counterpart really arrived, within the lane's SLA:
//
//   - a withdrawal: the venue's record is paid (success/BlockchainConfirmed) and its
//     txID is final on the destination chain with exactly one Transfer of the token to
//     the address for the amount → RECONCILED; the venue failed it without a txID (or
//     refused to create it) → FAILED; the venue failed it after broadcasting (a txID
//     set): the chain decides, reverted and final → FAILED, paid → MISMATCH; the payment
//     does not match → MISMATCH;
//   - a deposit: the venue's deposit record for our transaction is credited for the
//     exact amount → RECONCILED; credited for another amount → MISMATCH; our transfer
//     reverted → FAILED.
//
// A leg not reconciled by its due time (capital_transfer_lanes' SLA or the venue's)
// becomes LATE and keeps being checked. Entering LATE or MISMATCH raises the alert:
// an audit row and a callback (capital_transfer.late / .mismatch) in the same statement
// as the verdict, the qtg_capital_transfer_alerts_total metric and an error log.
//
// Claims hold no lock across a network call: CapitalTransferClaimDue locks due rows
// only while it leases them (next_check_at pushed past the lease, checks raised) and
// commits; the verdict is a compare-and-set on that check count, so a replica whose
// lease ran out cannot overwrite a newer check.
package capitalfollowup

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/metric/noop"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
	"github.com/qtgdev/qtg/services/internal/exchange/payment"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
)

// Config configures a Followup.
type Config struct {
	Pool     *db.Pool
	Venues   *venue.Config
	Chains   *evm.Config
	Instance string
	Logger   zerolog.Logger
	Meter    metric.MeterProvider
	// BatchSize bounds the rows one pass claims. Default 64.
	BatchSize int
	// Lease is how long a claimed row is not due for other replicas. Default 1m.
	Lease time.Duration
	// Recheck is the delay before a leg still waiting is checked again. Default 5s.
	Recheck time.Duration
}

// Followup is the worker.
type Followup struct {
	cfg     Config
	clients *evm.Clients
	alerts  metric.Int64Counter
	results metric.Int64Counter
}

// New validates cfg and returns the worker.
func New(cfg Config) (*Followup, error) {
	if cfg.Pool == nil || cfg.Venues == nil || cfg.Chains == nil {
		return nil, errors.New("capitalfollowup: Pool, Venues and Chains are required")
	}
	cfg.BatchSize = cmp.Or(cfg.BatchSize, 64)
	cfg.Lease = cmp.Or(cfg.Lease, time.Minute)
	cfg.Recheck = cmp.Or(cfg.Recheck, 5*time.Second)
	mp := cfg.Meter
	if mp == nil {
		mp = noop.NewMeterProvider()
	}
	m := mp.Meter("github.com/qtgdev/qtg/services/internal/sidecar/capitalfollowup")
	alerts, err := m.Int64Counter("qtg_capital_transfer_alerts_total",
		metric.WithDescription("Capital transfers that became LATE (not reconciled within their lane's SLA) or MISMATCH."))
	if err != nil {
		return nil, err
	}
	results, err := m.Int64Counter("qtg_capital_transfer_checks_total",
		metric.WithDescription("Reconciliation checks of capital transfers, by resulting state."))
	if err != nil {
		return nil, err
	}
	return &Followup{cfg: cfg, clients: evm.NewClients(cfg.Chains), alerts: alerts, results: results}, nil
}

// Close releases the RPC clients.
func (f *Followup) Close() { f.clients.Close() }

// verdict is one check's outcome.
type verdict struct {
	state, detail                   string
	withdrawID, txHash, venueStatus string
	fee                             *big.Int
	eventAt                         *time.Time
}

// Batch claims due legs, checks each and records the verdicts; it returns how many it
// checked.
func (f *Followup) Batch(ctx context.Context) (int, error) {
	rows, err := f.cfg.Pool.Capital().ClaimDue(ctx, nil, f.cfg.Lease, int32(f.cfg.BatchSize))
	if err != nil {
		return 0, err
	}
	var errs []error
	for _, r := range rows {
		v := f.check(ctx, r)
		if v.state == db.ReconcilePending && r.CheckedAt.After(r.DueAt) {
			v.state = db.ReconcileLate
			v.detail = fmt.Sprintf("not reconciled within the SLA (due %s): %s", r.DueAt.UTC().Format(time.RFC3339), v.detail)
		}
		updated, raised, err := f.cfg.Pool.Capital().RecordCheck(ctx, db.CapitalCheck{
			ID: r.ID, Checks: r.Checks, State: v.state, Detail: v.detail, WithdrawID: v.withdrawID, TxHash: v.txHash,
			VenueStatus: v.venueStatus, VenueFee: v.fee, VenueEventAt: v.eventAt,
			NextCheckAt: r.CheckedAt.Add(f.cfg.Recheck), Actor: "capital-transfer-followup/" + f.cfg.Instance,
		})
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if !updated {
			continue // another replica's newer check won
		}
		f.results.Add(ctx, 1, metric.WithAttributes(attribute.String("state", v.state), attribute.String("direction", strings.ToLower(r.Direction))))
		log := f.cfg.Logger.With().Str("capital_transfer_id", r.ID.String()).Str("movement_id", r.MovementID.String()).
			Str("node_id", r.NodeID.String()).Str("direction", r.Direction).Str("venue", r.Venue).Str("state", v.state).
			Str("detail", v.detail).Logger()
		switch {
		case raised:
			f.alerts.Add(ctx, 1, metric.WithAttributes(attribute.String("kind", strings.ToLower(v.state)), attribute.String("direction", strings.ToLower(r.Direction))))
			log.Error().Msg("capital transfer alert")
		case v.state == db.ReconcileReconciled, v.state == db.ReconcileFailed:
			log.Info().Msg("capital transfer reconciled")
		}
	}
	return len(rows), errors.Join(errs...)
}

func (f *Followup) check(ctx context.Context, r *db.ClaimedTransfer) verdict {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	v, ok := f.cfg.Venues.Venue(r.Venue)
	if !ok || v.Reader == nil {
		return verdict{state: db.ReconcilePending, detail: "venue " + r.Venue + " is not configured here (or has no read key)"}
	}
	if r.Direction == db.DirectionWithdrawal {
		return f.withdrawal(ctx, v, r)
	}
	return f.deposit(ctx, v, r)
}

func wait(format string, args ...any) verdict {
	return verdict{state: db.ReconcilePending, detail: fmt.Sprintf(format, args...)}
}

func (f *Followup) token(r *db.ClaimedTransfer) (*evm.Chain, *evm.Token, error) {
	ch, ok := f.cfg.Chains.Chain(r.Chain)
	if !ok {
		return nil, nil, fmt.Errorf("chain %s is not configured", r.Chain)
	}
	for i := range ch.Tokens {
		if coin, ok := venueCoin(f.cfg.Venues, r.Venue, ch.Tokens[i].Symbol); ok && coin == r.Coin {
			return ch, &ch.Tokens[i], nil
		}
	}
	return nil, nil, fmt.Errorf("no token of chain %s maps to coin %s", r.Chain, r.Coin)
}

func venueCoin(c *venue.Config, name, token string) (string, bool) {
	v, ok := c.Venue(name)
	if !ok {
		return "", false
	}
	return v.Coin(token)
}

func (f *Followup) withdrawal(ctx context.Context, v *venue.Venue, r *db.ClaimedTransfer) verdict {
	ch, tok, err := f.token(r)
	if err != nil {
		return wait("%v", err)
	}
	if r.WithdrawID == "" {
		if r.NodeState == "FAILED" || r.NodeState == "CANCELLED" {
			return verdict{state: db.ReconcileFailed, detail: "no withdrawal was created (the node " + strings.ToLower(r.NodeState) + " without a venue withdrawal ID)"}
		}
		return wait("withdrawal ID not known yet (requestId %s)", r.RequestID)
	}
	rec, err := v.Reader.WithdrawalByID(ctx, r.WithdrawID)
	if err != nil {
		return wait("venue record of withdrawal %s: %v", r.WithdrawID, err)
	}
	out := verdict{withdrawID: rec.WithdrawID, txHash: rec.TxID, venueStatus: rec.Status}
	if fee, err := bybit.ParseAmount(rec.WithdrawFee, tok.Decimals); err == nil {
		out.fee = fee
	}
	if at, err := rec.Created(); err == nil {
		out.eventAt = &at
	}
	failedAtVenue := bybit.StatusFailed(rec.Status)
	switch {
	case failedAtVenue && rec.TxID == "":
		// Nothing was broadcast (Bybit leaves txID empty on a failed or cancelled
		// withdrawal it never sent).
		out.state, out.detail = db.ReconcileFailed, "venue status "+rec.Status
		return out
	case !failedAtVenue && (!bybit.StatusDone(rec.Status) || rec.TxID == ""):
		out.state, out.detail = db.ReconcilePending, "venue status "+rec.Status
		return out
	}
	// Paid, or failed after the venue broadcast a transaction: the chain decides.
	cl, err := f.clients.Get(ctx, ch.Name)
	if err != nil {
		out.state, out.detail = db.ReconcilePending, evm.Redact(ch, err).Error()
		return out
	}
	pv, proof, reason, err := payment.Check(ctx, cl, ch, tok, rec.TxID, common.HexToAddress(r.Address), r.Amount, 0)
	out.state, out.detail = judgeWithdrawal(failedAtVenue, rec.Status, pv, proof, reason, err)
	return out
}

// judgeWithdrawal weighs the chain's evidence of a withdrawal's txID against the venue's
// status: a payment the chain shows final is reconciled, unless the venue calls the
// withdrawal failed, which is a mismatch for an operator (money left, and the venue may
// also refund it); a failed withdrawal is FAILED only once its transaction is final
// and reverted, and waits while the chain cannot tell.
func judgeWithdrawal(failedAtVenue bool, status string, pv payment.Verdict, proof payment.Proof, reason string, err error) (string, string) {
	switch {
	case err != nil:
		return db.ReconcilePending, err.Error()
	case pv == payment.Paid && failedAtVenue:
		return db.ReconcileMismatch, fmt.Sprintf("venue status %s, but %s paid in block %d", status, proof.TxHash, proof.BlockNumber)
	case pv == payment.Paid:
		return db.ReconcileReconciled, fmt.Sprintf("paid by %s in block %d", proof.TxHash, proof.BlockNumber)
	case pv == payment.Mismatch && failedAtVenue && proof.Reverted:
		return db.ReconcileFailed, fmt.Sprintf("venue status %s; %s", status, reason)
	case pv == payment.Mismatch:
		return db.ReconcileMismatch, reason
	default:
		return db.ReconcilePending, reason
	}
}

func (f *Followup) deposit(ctx context.Context, v *venue.Venue, r *db.ClaimedTransfer) verdict {
	_, tok, err := f.token(r)
	if err != nil {
		return wait("%v", err)
	}
	if r.NodeState == "FAILED" || r.NodeState == "CANCELLED" {
		return verdict{state: db.ReconcileFailed, detail: "the deposit's transfer " + strings.ToLower(r.NodeState)}
	}
	txHash := r.TxHash
	var res struct {
		TxHash string `json:"tx_hash"`
	}
	if len(r.NodeResult) > 0 && json.Unmarshal(r.NodeResult, &res) == nil && res.TxHash != "" {
		txHash = res.TxHash // the mined candidate (a fee bump replaces the first hash)
	}
	if txHash == "" {
		return wait("deposit transaction not known yet")
	}
	rows, err := v.Reader.DepositsByTxID(ctx, txHash)
	if err != nil {
		return wait("venue deposit records of %s: %v", txHash, err)
	}
	for _, d := range rows {
		if !strings.EqualFold(d.ToAddress, r.Address) || d.Coin != r.Coin {
			continue
		}
		out := verdict{txHash: txHash, venueStatus: fmt.Sprintf("deposit %s status %d", d.ID, d.Status)}
		if d.Status != bybit.DepositCredited {
			out.state, out.detail = db.ReconcilePending, "venue has not credited deposit "+d.ID+" yet"
			return out
		}
		if at, err := d.Credited(); err == nil && !at.IsZero() {
			out.eventAt = &at
		}
		credited, err := bybit.ParseAmount(d.Amount, tok.Decimals)
		if err != nil || credited.Cmp(r.Amount) != 0 {
			out.state, out.detail = db.ReconcileMismatch, fmt.Sprintf("venue credited %s %s for %s, %s base units were sent", d.Amount, d.Coin, txHash, r.Amount)
			return out
		}
		out.state, out.detail = db.ReconcileReconciled, "credited by deposit "+d.ID
		return out
	}
	return verdict{state: db.ReconcilePending, txHash: txHash, detail: "venue has not recorded a deposit for " + txHash + " yet"}
}
