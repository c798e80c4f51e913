package engine

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/policy"
)

// The dispatch gate of a treasury policy (docs/policy-gate.md). A node created with a
// policy_gate (policy.Gate: the allowlisted destination, the velocity limits its
// payment counts against) is not claimed until the gate lets it through. The
// dispatcher runs the gate before each claim, one transaction per node:
//
//  1. lock the node's movement row, then the node (SKIP LOCKED: another dispatcher's
//     gate or claim has it, so it is left for later);
//  2. the allowlist: the destination (normalised as the book stores it) must have an ACTIVE address-book entry whose
//     cooling-off (usable_from) has ended; a REMOVED or missing entry blocks;
//  3. velocity: lock every counter (rule, scope) the node counts against, in sorted
//     order and waiting (so two gates cannot both fit under a limit's last room, and
//     cannot deadlock), sum each counter's window under that lock, and check that the
//     payment fits under every limit (a sum taken more than db.VelocitySpendPruneMargin
//     into the transaction is refused, db.ErrGateTooSlow, and the node gated again
//     later: movement-archiver's prune keeps every spend a fresher sum can see);
//  4. pass — one spend row per limit and policy_passed_at, in one statement — or keep
//     the node waiting READY with the reason (audited once per new reason) and the time
//     of its next check (when the window may have room or the cooling-off ends,
//     between PolicyGateInterval and PolicyRecheck from now).
//
// A crash anywhere before the commit leaves neither the spends nor the pass; the
// spend rows' key (counter, node) keeps a retry from counting twice. Spends are never
// released when a node fails: a payment that may have moved counts.

// errGateUnreadable is a gate whose stored form cannot be checked; the node waits
// (an operator cancels its movement) rather than passing unchecked.
var errGateUnreadable = errors.New("the node's policy gate cannot be read")

// gateDue runs a gate pass when the last one found a full batch (more may wait), or
// when PolicyGateInterval passed since the last one: without a policy the look is one
// probe of an empty index, taken at most once per interval, not per claim. A failure
// is logged; the nodes wait for the next pass.
func (d *Dispatcher) gateDue(ctx context.Context) {
	last := d.gatedAt.Load()
	if !d.gateMore.Load() && time.Since(time.Unix(0, last)) < d.cfg.PolicyGateInterval {
		return
	}
	if !d.gatedAt.CompareAndSwap(last, time.Now().UnixNano()) {
		return
	}
	_, more, err := d.gate(ctx, nil)
	d.gateMore.Store(more)
	if err != nil && ctx.Err() == nil {
		d.cfg.Logger.Warn().Ctx(ctx).Err(err).Msg("policy gate")
	}
}

// gate runs the gate for up to a batch of due gated nodes and returns how many it let
// through, and whether the batch was full. now nil: the clocks of the database and
// this process (tests pass a time to move windows without sleeping).
func (d *Dispatcher) gate(ctx context.Context, now *time.Time) (int, bool, error) {
	cands, err := d.cfg.Pool.Nodes().GateCandidates(ctx, d.cfg.BatchSize, now)
	if err != nil {
		return 0, false, err
	}
	passed := 0
	var errs []error
	for _, c := range cands {
		ok, err := d.gateOne(ctx, c, now)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if ok {
			passed++
		}
	}
	return passed, len(cands) >= d.cfg.BatchSize, errors.Join(errs...)
}

// gateStep calls the test hook between the gate's statements (export_test.go): a
// test pauses a gate holding its locks there, or ends its session mid-transaction.
func (d *Dispatcher) gateStep(step string) {
	if d.gateHook != nil {
		d.gateHook(step)
	}
}

// gateVerdict is what the gate decided for one node.
type gateVerdict struct {
	// reason is empty when the node passes.
	reason string
	// next is when a node kept waiting is checked again.
	next time.Time
	// spends are written when it passes; address is what the allowlist found.
	spends  []db.VelocitySpend
	address json.RawMessage
}

// gateOne runs the gate for one node in its own transaction and reports whether it
// let the node through. A node another worker holds is skipped (false, nil).
func (d *Dispatcher) gateOne(ctx context.Context, c db.GateCandidate, now *time.Time) (bool, error) {
	var passed bool
	err := d.cfg.Pool.InTx(ctx, func(tx *db.Tx) error {
		// Locks the movement row, then the node row, until this transaction ends: the
		// address-book read, the counters' locks and sums, and the pass or block write
		// (NodeGateLock).
		n, err := tx.Nodes().GateLock(ctx, c, now)
		if errors.Is(err, db.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		d.gateStep("locked")
		clock := time.Now()
		if now != nil {
			clock = *now
		}
		v, err := d.check(ctx, tx, n, clock, now)
		if err != nil {
			return err
		}
		d.gateStep("checked")
		defer d.gateStep("written")
		if v.reason != "" {
			v.next = clampTime(v.next, clock.Add(d.cfg.PolicyGateInterval), clock.Add(d.cfg.PolicyRecheck))
			if _, err := tx.Nodes().GateBlock(ctx, n.ID, v.reason, v.next, d.actor()); err != nil {
				return err
			}
			if n.BlockedReason == nil || *n.BlockedReason != v.reason {
				d.cfg.Logger.Info().Ctx(ctx).Str("node_id", n.ID.String()).Str("movement_id", n.MovementID.String()).
					Str("reason", v.reason).Time("next_check_at", v.next).Msg("policy gate keeps the node waiting")
			}
			return nil
		}
		passed, err = tx.Nodes().GatePass(ctx, n.ID, v.spends, v.address, d.actor(), now)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("policy gate node %s: %w", c.ID, err)
	}
	if passed {
		d.cfg.Logger.Info().Ctx(ctx).Str("node_id", c.ID.String()).Str("movement_id", c.MovementID.String()).Msg("policy gate let the node through")
	}
	return passed, nil
}

// check decides one locked node: the allowlist first (a destination that may not be
// paid locks no counter), then the velocity limits under their counters' locks.
func (d *Dispatcher) check(ctx context.Context, tx *db.Tx, n *db.GatedNode, clock time.Time, now *time.Time) (gateVerdict, error) {
	unreadable := func(err error) gateVerdict {
		return gateVerdict{reason: fmt.Sprintf("%v: %v", errGateUnreadable, err), next: clock.Add(d.cfg.PolicyRecheck)}
	}
	var g policy.Gate
	if err := json.Unmarshal(n.Gate, &g); err != nil {
		return unreadable(err), nil
	}
	var v gateVerdict
	if a := g.Allowlist; a != nil {
		// As the book stores it (EVM: lower-case hex). An address no entry can hold is
		// looked up as written and found nowhere.
		address, err := policy.NormalizeAddress(a.ChainID, a.Address)
		if err != nil {
			address = a.Address
		}
		entries, err := tx.AddressStates(ctx, a.ChainID, address)
		if err != nil {
			return v, err
		}
		if blocked := allowlistVerdict(a.ChainID, address, entries, clock, d.cfg.PolicyRecheck); blocked.reason != "" {
			return blocked, nil
		}
		v.address, err = json.Marshal(map[string]any{"chain_id": a.ChainID, "address": address})
		if err != nil {
			return v, err
		}
	}
	limits, err := velocityLimits(g.Velocity)
	if err != nil {
		return unreadable(err), nil
	}
	if len(limits) == 0 {
		return v, nil
	}
	keys := make([]db.VelocityKey, len(limits))
	for i, l := range limits {
		keys[i] = l.key
	}
	// Waits for every gate ahead on these counters, then holds them to the commit
	// (PolicyVelocityLock); the sums below are read after the wait, so they include
	// every spend those gates committed.
	if err := tx.Velocity().Lock(ctx, keys); err != nil {
		return v, err
	}
	sums, err := tx.Velocity().Sums(ctx, n.ID, keys, now)
	if err != nil {
		return v, err
	}
	for _, l := range limits {
		spent, ok := new(big.Int).SetString(sums[l.key.Rule+"\x00"+l.key.Scope], 10)
		if !ok {
			return v, fmt.Errorf("velocity %s %s: spent sum %q is not a whole number", l.key.Rule, l.key.Scope, sums[l.key.Rule+"\x00"+l.key.Scope])
		}
		excess := new(big.Int).Add(spent, l.amount)
		excess.Sub(excess, l.limit)
		if excess.Sign() <= 0 {
			continue
		}
		window := time.Duration(l.key.WindowSeconds) * time.Second
		if l.amount.Cmp(l.limit) > 0 {
			return gateVerdict{
				reason: fmt.Sprintf("velocity limit %s (%s): the payment of %s is above the limit of %s per %s on its own and can never pass",
					l.key.Rule, l.key.Scope, l.amount, l.limit, window),
				next: clock.Add(d.cfg.PolicyRecheck),
			}, nil
		}
		next, frees, err := tx.Velocity().FreesAt(ctx, n.ID, l.key, excess.String(), now)
		if err != nil {
			return v, err
		}
		if !frees {
			next = clock.Add(d.cfg.PolicyRecheck)
		}
		// The first limit that does not fit, in counter order: the same limit, worded
		// the same, while it stays full, so the audit trail gets one row for it.
		return gateVerdict{
			reason: fmt.Sprintf("velocity limit %s (%s) reached: a payment of %s does not fit under %s per %s",
				l.key.Rule, l.key.Scope, l.amount, l.limit, window),
			next: next,
		}, nil
	}
	for _, l := range limits {
		v.spends = append(v.spends, db.VelocitySpend{Rule: l.key.Rule, Scope: l.key.Scope, Amount: l.amount.String(),
			Limit: l.limit.String(), WindowSeconds: l.key.WindowSeconds})
	}
	return v, nil
}

// allowlistVerdict decides an allowlisted destination from its address-book entries
// (ACTIVE first): an ACTIVE entry past its cooling-off passes (empty reason); one
// still cooling off waits until usable_from; a REMOVED or missing entry waits for an
// operator (checked again every recheck, so a destination added back is seen).
func allowlistVerdict(chainID, address string, entries []db.AddressState, clock time.Time, recheck time.Duration) gateVerdict {
	for _, e := range entries {
		if e.State != "ACTIVE" {
			continue
		}
		if e.UsableFrom == nil {
			return gateVerdict{reason: fmt.Sprintf("destination %s on chain %s is in the address book but has no usable-from time", address, chainID),
				next: clock.Add(recheck)}
		}
		if e.UsableFrom.After(clock) {
			return gateVerdict{reason: fmt.Sprintf("destination %s on chain %s is in its address-book cooling-off until %s",
				address, chainID, e.UsableFrom.UTC().Format(time.RFC3339)), next: *e.UsableFrom}
		}
		return gateVerdict{}
	}
	if len(entries) > 0 {
		return gateVerdict{reason: fmt.Sprintf("destination %s on chain %s was removed from the address book", address, chainID),
			next: clock.Add(recheck)}
	}
	return gateVerdict{reason: fmt.Sprintf("destination %s on chain %s is not in the address book", address, chainID),
		next: clock.Add(recheck)}
}

// velocityLimit is one GateVelocity, parsed.
type velocityLimit struct {
	key           db.VelocityKey
	amount, limit *big.Int
}

// velocityLimits parses a gate's limits, one per counter in (rule, scope) order.
// Two entries for one counter (which a policy does not produce) keep the stricter
// limit and the longer window, so a counter is locked and spent once.
func velocityLimits(gv []policy.GateVelocity) ([]velocityLimit, error) {
	byKey := map[[2]string]velocityLimit{}
	for _, g := range gv {
		amount, ok := new(big.Int).SetString(g.Amount, 10)
		if !ok || amount.Sign() < 0 {
			return nil, fmt.Errorf("velocity %s: amount %q is not a whole non-negative number", g.Rule, g.Amount)
		}
		limit, ok := new(big.Int).SetString(g.Limit, 10)
		if !ok || limit.Sign() < 0 {
			return nil, fmt.Errorf("velocity %s: limit %q is not a whole non-negative number", g.Rule, g.Limit)
		}
		if g.WindowSeconds <= 0 || g.Rule == "" || g.Scope == "" {
			return nil, fmt.Errorf("velocity %q %q: a rule, a scope and a positive window are required", g.Rule, g.Scope)
		}
		k := [2]string{g.Rule, g.Scope}
		if prev, dup := byKey[k]; dup {
			if prev.limit.Cmp(limit) < 0 {
				limit = prev.limit
			}
			g.WindowSeconds = max(g.WindowSeconds, prev.key.WindowSeconds)
			if prev.amount.Cmp(amount) > 0 {
				amount = prev.amount
			}
		}
		byKey[k] = velocityLimit{key: db.VelocityKey{Rule: g.Rule, Scope: g.Scope, WindowSeconds: g.WindowSeconds}, amount: amount, limit: limit}
	}
	out := make([]velocityLimit, 0, len(byKey))
	for _, l := range byKey {
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b velocityLimit) int {
		return cmp.Or(strings.Compare(a.key.Rule, b.key.Rule), strings.Compare(a.key.Scope, b.key.Scope))
	})
	return out, nil
}

// clampTime bounds t to [lo, hi].
func clampTime(t, lo, hi time.Time) time.Time {
	if t.Before(lo) {
		return lo
	}
	if t.After(hi) {
		return hi
	}
	return t
}
