package main

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// settle waits until nothing is in flight (no movement waiting for approval, no node
// between READY and UNKNOWN or waiting for a manual execution, no callback pending,
// the audit outbox drained), or until nothing has changed for a minute and a half, or
// timeout. It reports whether everything settled.
func settle(ctx context.Context, pool *db.Pool, timeout time.Duration, logf func(string, ...any)) bool {
	deadline := time.Now().Add(timeout)
	var last string
	lastChange := time.Now()
	for {
		q, err := dbops.Of(pool.Conn).Quiescence(ctx)
		if err == nil {
			state := fmt.Sprint(q.MovementsOpen, q.NodesInFlight, q.NodesUnknown, q.NodesManual, q.CallbacksPending, q.AuditOutbox)
			if q.MovementsOpen+q.NodesInFlight+q.NodesUnknown+q.NodesManual+q.CallbacksPending+q.AuditOutbox == 0 {
				logf("quiescent")
				return true
			}
			if state != last {
				last, lastChange = state, time.Now()
			}
			if time.Since(lastChange) > 90*time.Second || time.Now().After(deadline) {
				logf("not quiescent: %d movements waiting for approval, %d nodes in flight, %d UNKNOWN, %d waiting for a manual execution, "+
					"%d callbacks pending, %d audit rows not promoted",
					q.MovementsOpen, q.NodesInFlight, q.NodesUnknown, q.NodesManual, q.CallbacksPending, q.AuditOutbox)
				return false
			}
		}
		if !wait(ctx, time.Second) {
			return false
		}
	}
}

// report is what the checks found.
type report struct {
	states map[string]int
	// rails counts the movements' final states by rail.
	rails      map[string]map[string]int
	unknown    int
	unexpected int
	notes      []string
	violations []string
	// kinds counts the violations by kind (violationKinds).
	kinds map[string]int
	// suspects are the nodes named by violations, for the findings file.
	suspects []string
	// figures are the run's counts for the summary line, by name.
	figures map[string]int
	// stuck are the movements left in flight without a reason: their unfinished
	// nodes go to the findings file.
	stuck map[string]bool
	// accounts is every account's line (before, after, recorded, mined), for the logs.
	accounts []string
}

func newReport() *report {
	return &report{states: map[string]int{}, rails: map[string]map[string]int{}, kinds: map[string]int{}, figures: map[string]int{},
		stuck: map[string]bool{}}
}

func (r *report) violate(kind, format string, args ...any) {
	r.kinds[kind]++
	r.violations = append(r.violations, kind+": "+fmt.Sprintf(format, args...))
}

// add records findings as violations; nodes names the node they are about, for the
// findings file.
func (r *report) add(fs []finding, node string) {
	for _, f := range fs {
		r.violate(f.kind, "%s", f.msg)
		if node != "" && !slices.Contains(r.suspects, node) {
			r.suspects = append(r.suspects, node)
		}
	}
}

func (r *report) note(format string, args ...any) {
	r.notes = append(r.notes, fmt.Sprintf(format, args...))
}

func (r *report) print(logf func(string, ...any)) {
	for _, n := range r.notes {
		logf("note: %s", n)
	}
	for _, v := range r.violations {
		logf("VIOLATION: %s", v)
	}
}

// checkInput is what the checks read besides the database.
type checkInput struct {
	chains  *chainReader
	before  *ledger
	made    []created
	recv    *receiver
	settled bool
	// venueURL is the venue double's ("" without one).
	venueURL string
	// thirdParty maps the third party's transactions to the nodes they delivered for.
	thirdParty map[string]string
	// executors report each node's legs (the public chain configuration, read-only
	// venue access: nothing signs).
	executors *executor.Registry
}

// check runs every invariant check.
func check(ctx context.Context, pool *db.Pool, in checkInput) (*report, error) {
	r := newReport()
	if !in.settled {
		r.note("the system did not reach quiescence within the settle time")
	}
	for _, step := range []func(context.Context, *db.Pool, *report) error{
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkMovements(ctx, pool, r, in.made)
		},
		checkNoop,
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkMoney(ctx, pool, r, in)
		},
		checkStops,
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkCallbacks(ctx, pool, r, in.recv)
		},
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkAudit(ctx, pool, r, in.settled)
		},
		checkDrift,
	} {
		if err := step(ctx, pool, r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// checkMovements: every movement is terminal, or waits for operators on an UNKNOWN or
// NEEDS_MANUAL_EXECUTION node that says why; outcomes that differ from the shape's are
// listed.
func checkMovements(ctx context.Context, pool *db.Pool, r *report, made []created) error {
	byID := map[string]created{}
	for _, m := range made {
		byID[m.id] = m
	}
	expect := map[string][]string{}
	for _, s := range allShapes() {
		expect[s.name] = s.expect
	}
	all, err := dbops.Of(pool.Conn).MovementOutcomes(ctx)
	if err != nil {
		return err
	}
	unexpected := 0
	for _, m := range all {
		r.states[m.State]++
		c := byID[m.ID]
		if r.rails[c.rail] == nil {
			r.rails[c.rail] = map[string]int{}
		}
		r.rails[c.rail][m.State]++
		switch m.State {
		case "COMPLETED", "FAILED", "CANCELLED", "EXPIRED":
			want := expect[c.shape]
			switch c.intent {
			case intentCancel:
				want = []string{"CANCELLED"}
			case intentExpire, intentExpireHeld:
				want = []string{"EXPIRED"}
			case intentCancelRunning:
				want = []string{"CANCELLED", "COMPLETED", "FAILED"}
			}
			if c.shape != "" && !slices.Contains(want, m.State) {
				r.unexpected++
				if unexpected++; unexpected <= 15 {
					r.note("movement %s (%s, %s) ended %s, expected %v: %s; nodes: %s", m.ID, c.shape, c.intent, m.State, want, m.Reason, m.Nodes)
				}
			}
		default:
			if m.Unknown && m.Reasoned {
				r.unknown++
				r.note("movement %s (%s) %s waits for operators: %s", m.ID, c.shape, m.State, m.Nodes)
				continue
			}
			r.stuck[m.ID] = true
			r.violate(vStuck, "movement %s (%s, %s) stuck in %s without a reason: nodes %s", m.ID, c.shape, c.intent, m.State, m.Nodes)
		}
	}
	if unexpected > 15 {
		r.note("… and %d more unexpected outcomes", unexpected-15)
	}
	return nil
}

// checkNoop: no noop node performed its side effect twice; a completed node performed
// it once; a node that did not complete performed it only if its outcome says so
// (noop "fail" performs it, then fails) or while it is UNKNOWN. Fence rows
// (noop_side_effects.fenced, when the column exists) are not side effects.
func checkNoop(ctx context.Context, pool *db.Pool, r *report) error {
	fenced, all, err := dbops.Of(pool.Conn).NoopEffects(ctx)
	if err != nil {
		return err
	}
	nodes := 0
	for _, e := range all {
		id, state, outcome, req, count, attempts := e.ID, e.State, e.Outcome, e.MovementID, e.Count, e.Attempts
		nodes++
		switch {
		case count > 1:
			r.suspects = append(r.suspects, id)
			r.violate(vDouble, "noop node %s (movement %s, %s) performed its side effect %d times (attempts %s)", id, req, state, count, attempts)
		case state == "COMPLETED" && count == 0:
			r.violate(vMissing, "noop node %s (movement %s) is COMPLETED but performed no side effect", id, req)
		case count == 1 && state == "CANCELLED":
			r.violate(vAfterCancel, "noop node %s (movement %s) is CANCELLED but performed its side effect (attempt %s)", id, req, attempts)
		case count == 1 && state != "COMPLETED" && state != "UNKNOWN" && (state != "FAILED" || outcome != "fail"):
			r.violate(vFailedDelivered, "noop node %s (movement %s, outcome %q) is %s but performed its side effect (attempt %s)", id, req, outcome, state, attempts)
		}
	}
	r.note("noop: %d side-effect nodes checked (fence column present: %v)", nodes, fenced)
	return nil
}

// checkMoney checks the money against the evidence: every transaction QTG's signers
// got mined is one QTG recorded, each sender's nonces add up, no phase of a node
// landed twice, every node's transfer is where its state says (judgeNode), every
// venue withdrawal is a node's, every account's USDC and the venue account moved by
// exactly what the records say and every native balance by what its own transactions
// cost, and no applied verdict contradicts the evidence.
func checkMoney(ctx context.Context, pool *db.Pool, r *report, in checkInput) error {
	cfg := in.chains.cfg
	after, err := readLedger(ctx, cfg, in.venueURL)
	if err != nil {
		return fmt.Errorf("read the chains after the run: %w", err)
	}
	mined, perSender, err := scanChains(ctx, cfg, in.before, after)
	if err != nil {
		return err
	}
	txs, err := dbops.Of(pool.Conn).ChaosTxs(ctx)
	if err != nil {
		return err
	}
	byHash := map[string]dbops.ChaosTx{}
	for _, t := range txs {
		if old, ok := byHash[t.Hash]; !ok || old.Candidate {
			byHash[t.Hash] = t
		}
	}
	nodes, err := dbops.Of(pool.Conn).ChaosNodes(ctx)
	if err != nil {
		return err
	}
	nodeByID := map[string]dbops.ChaosNode{}
	for _, n := range nodes {
		nodeByID[n.ID] = n
	}

	// Every mined transaction is QTG's: attribute it to its node and phase.
	evs := map[string]*evidence{}
	landedAttempt := map[string]bool{}
	fills, cancels := 0, 0
	for _, m := range mined {
		t, ok := byHash[m.hash]
		if !ok {
			if m.selfZero {
				fills++
				continue
			}
			r.violate(vForeign, "%s: transaction %s from %s (nonce %d) in block %d is no QTG intent", m.chain, m.hash, m.from, m.nonce, m.block)
			continue
		}
		if t.Kind == "cancel" {
			cancels++
		}
		ev := evs[t.NodeID]
		if ev == nil {
			ev = &evidence{landed: map[string]int{}, hashes: map[string][]string{}}
			evs[t.NodeID] = ev
		}
		if !m.success || m.selfZero {
			continue
		}
		ev.landed[t.Phase]++
		ev.hashes[t.Phase] = append(ev.hashes[t.Phase], m.hash)
		landedAttempt[fmt.Sprintf("%s/%d", t.NodeID, t.Attempt)] = true
	}
	for _, ch := range cfg.Chains {
		for _, s := range cfg.Signers {
			k := key(ch.Name, s.Address)
			if d := after.nonce[k] - in.before.nonce[k]; d != perSender[k] {
				r.violate(vForeign, "%s: %s's nonce moved by %d but %d of its transactions were found in the blocks", ch.Name, s.Address.Hex(), d, perSender[k])
			}
		}
	}
	r.figures["mined"], r.figures["fills"], r.figures["cancellations"] = len(mined), fills, cancels
	if err := checkLanes(ctx, pool, r, cfg, after); err != nil {
		return err
	}

	// Every node against its evidence, on the chains and at the venue.
	deliv := &deliveries{chains: in.chains, venue: after.venue}
	if deliv.venue == nil {
		deliv.venue = &venueLedger{}
	}
	byExecutor := map[string]map[string]int{}
	// withdrawSigned: when the create of each withdrawal node's withdrawal was signed.
	// Its requestId is the node's, whatever the attempt, so that time tells the attempts
	// apart: one signed before a verdict settled is the verdict's attempt's (or an
	// earlier one's), since a later attempt starts only once the verdict is settled.
	withdrawSigned := map[string]time.Time{}
	// unrecordedDelivery lists, by receiving account, the nodes whose delivery no record
	// counts: delivered though not COMPLETED, or COMPLETED without a delivery block.
	unrecordedDelivery := map[account][]string{}
	for _, n := range nodes {
		if n.Executor == "noop" {
			continue
		}
		if r.stuck[n.MovementID] && !terminal(n.State) {
			r.suspects = append(r.suspects, n.ID)
		}
		if byExecutor[n.Executor] == nil {
			byExecutor[n.Executor] = map[string]int{}
		}
		byExecutor[n.Executor][n.State]++
		ev := evs[n.ID]
		if ev == nil {
			ev = &evidence{landed: map[string]int{}, hashes: map[string][]string{}}
		}
		ev.sent = ev.landed[valuePhase(n.Executor)] > 0
		if err := deliv.of(ctx, n, ev); err != nil {
			r.note("%s node %s: its delivery could not be read: %v", n.Executor, n.ID, err)
		}
		if n.Executor == "cex_withdrawal" && ev.sent {
			withdrawSigned[n.ID] = ev.signedAt
		}
		r.add(judgeNode(n, *ev), n.ID)
		var why string
		switch {
		case ev.delivered && n.State != "COMPLETED":
			why = n.State
		case n.State == "COMPLETED" && deliveryBlock(n) == 0:
			why = "COMPLETED, its result names no delivery block"
		}
		var c bridgeConfig
		if why != "" && json.Unmarshal(n.Config, &c) == nil && c.ToChain != "" {
			a := account{c.ToChain, "USDC", strings.ToLower(c.To)}
			unrecordedDelivery[a] = append(unrecordedDelivery[a], n.ID+" ("+n.Executor+", "+why+")")
		}
		if n.State == "COMPLETED" && onChainOnly(n.Executor) {
			hash := strings.ToLower(jsonString(n.Result, "tx_hash"))
			if got := ev.hashes[""]; len(got) == 1 && got[0] != hash {
				r.add([]finding{{vMissing, fmt.Sprintf("%s node %s (movement %s) is COMPLETED with %s but %s landed", n.Executor, n.ID, n.MovementID, hash, got[0])}}, n.ID)
			}
		}
		if n.State == "COMPLETED" && deliveryBlock(n) == 0 {
			r.note("%s node %s (movement %s) is COMPLETED but its result names no delivery block: its credit is missing from the records",
				n.Executor, n.ID, n.MovementID)
		}
		if !terminal(n.State) && ev.sent {
			r.note("%s node %s (movement %s) is %s and its transfer left the holder", n.Executor, n.ID, n.MovementID, n.State)
		}
	}
	for exe, states := range byExecutor {
		r.note("%s: %d nodes %v", exe, sum(states), states)
	}
	r.add(unclaimedWithdrawals(deliv.venue, nodes), "")

	// Every account moved by what the records say.
	legs, err := dbops.Of(pool.Conn).ChaosCapitalTransfers(ctx)
	if err != nil {
		return err
	}
	spends, err := dbops.Of(pool.Conn).ChaosGasSpends(ctx)
	if err != nil {
		return err
	}
	spendKinds := map[string]int{}
	for _, g := range spends {
		spendKinds[g.Kind]++
	}
	r.note("gas recorded apart from the nodes (evm_gas_spends): %v", spendKinds)
	recLegs, unreadable, err := recordedLegs(in.executors, cfg, nodes, legs, spends)
	if err != nil {
		return err
	}
	for _, u := range unreadable {
		r.note("records its executor cannot turn into legs: %s", u)
	}
	recorded := sumLegs(recLegs)
	violations, notes := compareAccounts(in.before.balances, after.balances, recorded, unsettledAccounts(nodes))
	for _, n := range notes {
		r.note("%s", n)
	}
	r.accounts = accountTable(in.before.balances, after.balances, recorded, spent(mined))
	native, unrecorded := judgeNative(in.before.balances, after.balances, spent(mined), recorded)
	txNode := maps.Clone(in.thirdParty)
	if txNode == nil {
		txNode = map[string]string{}
	}
	for h, t := range byHash {
		txNode[h] = t.NodeID
	}
	for _, t := range legs {
		if t.TxHash != "" {
			txNode[t.TxHash] = t.NodeID
		}
	}
	for i, v := range append(violations, native...) {
		msg := v.msg
		if i < 20 {
			lines, involved, err := trail(ctx, cfg, v.acct, in.before, after, mined, recLegs, txNode, 6)
			if err != nil {
				r.note("trail of %s: %v", v.acct, err)
			}
			if len(lines) > 0 {
				msg += "; where: " + strings.Join(lines, "; ")
			}
			if d := unrecordedDelivery[v.acct]; len(d) > 0 {
				msg += "; deliveries here no record counts: " + strings.Join(d, ", ")
			}
			for _, n := range involved {
				if len(r.suspects) < 40 && !slices.Contains(r.suspects, n) {
					r.suspects = append(r.suspects, n)
				}
			}
		}
		r.violate(vBalance, "%s", msg)
	}
	if len(unrecorded) > 0 {
		r.note("gas no record names (a fill or cancellation not recorded yet, a reverted phase): %d accounts, %s wei in all", len(unrecorded), sumBig(unrecorded))
		for _, a := range sortedAccounts(unrecorded) {
			lines, involved, err := trail(ctx, cfg, a, in.before, after, mined, recLegs, txNode, 4)
			if err != nil {
				r.note("trail of %s: %v", a, err)
			}
			for _, n := range involved {
				if len(r.suspects) < 40 && !slices.Contains(r.suspects, n) {
					r.suspects = append(r.suspects, n)
				}
			}
			r.note("%s: %s wei no record names; where: %s", a, unrecorded[a], strings.Join(lines, "; "))
		}
	}
	if err := traceNativeDrifts(ctx, pool, cfg, mined, txNode, r); err != nil {
		return err
	}
	r.figures["accounts"] = len(after.balances)

	// The local chains reorganise only within their confirmations (--reorg-every), or
	// not at all: a raised reorg (where the reaper records them) is a false alarm.
	reorgChecks, final, reorged, err := dbops.Of(pool.Conn).TransferCheckCounts(ctx)
	if err != nil {
		return err
	}
	if reorgChecks {
		if reorged > 0 {
			r.violate(vOther, "%d completed transfers were raised as reorged on chains that reorganise only within their confirmations", reorged)
		}
		r.note("evm reorg checks: %d final, %d reorged", final, reorged)
	}

	// Applied verdicts against the evidence.
	verdicts, err := dbops.Of(pool.Conn).ChaosVerdicts(ctx)
	if err != nil {
		return err
	}
	for _, v := range verdicts {
		n := nodeByID[v.NodeID]
		switch n.Executor {
		case "noop":
			if done, err := dbops.Of(pool.Conn).ChaosNoopPerformed(ctx, v.NodeID, v.Attempt); err == nil && done {
				landedAttempt[fmt.Sprintf("%s/%d", v.NodeID, v.Attempt)] = true
			}
		case "cex_withdrawal":
			if at, ok := withdrawSigned[v.NodeID]; ok && signedBeforeSettled(at, v) {
				landedAttempt[fmt.Sprintf("%s/%d", v.NodeID, v.Attempt)] = true
			}
		}
	}
	for _, v := range verdicts {
		// The node goes on the suspects' list, so findings.txt holds its trail.
		r.add(judgeVerdicts([]dbops.ChaosVerdict{v}, landedAttempt), v.NodeID)
	}
	outcomes := map[string]int{}
	for _, v := range verdicts {
		outcomes[v.Kind+"/"+strings.ToLower(v.State)]++
	}
	r.note("verdicts: %s", countsString(outcomes))
	r.figures["verdicts"] = len(verdicts)
	return nil
}

// signedBeforeSettled says whether a withdrawal whose create was signed at signed can
// be the attempt of verdict v (or of an earlier attempt): it was signed before v
// settled, or v is still open.
func signedBeforeSettled(signed time.Time, v dbops.ChaosVerdict) bool {
	return v.Settled.IsZero() || signed.Before(v.Settled)
}

// checkLanes finds the sender lanes that stall: QTG gave out a nonce the chain never
// used, so no later transaction of that sender can be mined. A nonce held by an intent
// of a finished node will never be used by it, and the lane stays stuck: that is the
// reason behind movements stuck on that sender.
func checkLanes(ctx context.Context, pool *db.Pool, r *report, cfg *evm.Config, after *ledger) error {
	next, err := dbops.Of(pool.Conn).ChaosLaneNext(ctx)
	if err != nil {
		return err
	}
	for _, ch := range cfg.Chains {
		for _, s := range cfg.Signers {
			addr := strings.ToLower(s.Address.Hex())
			mined := after.nonce[key(ch.Name, s.Address)]
			n, ok := next[fmt.Sprintf("%d/%s", ch.ChainID, addr)]
			if !ok || uint64(n) <= mined {
				continue
			}
			lane := fmt.Sprintf("evm:%d:%s", ch.ChainID, addr)
			holders, err := dbops.Of(pool.Conn).ChaosNonceHolders(ctx, lane, int64(mined))
			if err != nil {
				return err
			}
			var who []string
			finished := false
			for _, h := range holders {
				who = append(who, fmt.Sprintf("%s node %s (%s) attempt %d phase %q intent %s tx %s", h.Executor, h.NodeID, h.NodeState, h.Attempt, h.Phase, h.IntentState, h.TxHash))
				finished = finished || terminal(h.NodeState)
				if !slices.Contains(r.suspects, h.NodeID) {
					r.suspects = append(r.suspects, h.NodeID)
				}
			}
			msg := fmt.Sprintf("%s: %s's lane stalls at nonce %d (QTG gave out nonces up to %d): held by %s", ch.Name, addr, mined, n-1, strings.Join(who, "; "))
			if finished || len(holders) == 0 {
				r.violate(vStuck, "%s", msg)
				continue
			}
			r.note("%s", msg)
		}
	}
	return nil
}

// unclaimedWithdrawals finds venue withdrawals whose requestId is no cex_withdrawal
// node's: money the venue paid out that QTG never asked for (or asked for twice).
func unclaimedWithdrawals(v *venueLedger, nodes []dbops.ChaosNode) []finding {
	ids := map[string]bool{}
	for _, n := range nodes {
		if n.Executor == "cex_withdrawal" {
			ids[strings.ReplaceAll(n.ID, "-", "")] = true
		}
	}
	var out []finding
	for _, w := range v.withdrawals {
		if !ids[w.RequestID] {
			out = append(out, finding{vForeign, fmt.Sprintf("venue withdrawal %s (requestId %q, %s %s to %s) is no node's", w.ID, w.RequestID, w.Status, w.Amount, w.To)})
		}
	}
	return out
}

// unsettledAccounts lists the accounts a node still in flight touches: what it moved
// is not in its record yet.
func unsettledAccounts(nodes []dbops.ChaosNode) map[account]bool {
	out := map[account]bool{}
	for _, n := range nodes {
		if terminal(n.State) || n.Executor == "noop" {
			continue
		}
		var c struct {
			Chain     string `json:"chain"`
			FromChain string `json:"from_chain"`
			ToChain   string `json:"to_chain"`
			From      string `json:"from"`
			To        string `json:"to"`
		}
		_ = json.Unmarshal(n.Config, &c)
		for _, ch := range []string{c.Chain, c.FromChain, c.ToChain} {
			if ch == "" {
				continue
			}
			for _, who := range []string{c.From, c.To} {
				if who != "" {
					out[account{ch, "USDC", strings.ToLower(who)}] = true
				}
			}
		}
		if strings.HasPrefix(n.Executor, "cex_") {
			out[account{venuePlace, venueCoin, venueAccount}] = true
		}
	}
	return out
}

// checkStops: nothing moved after a movement was cancelled or expired (judgeLate), and
// no movement started after its deadline.
func checkStops(ctx context.Context, pool *db.Pool, r *report) error {
	late, err := dbops.Of(pool.Conn).ChaosLateIntents(ctx)
	if err != nil {
		return err
	}
	r.add(judgeLate(late), "")
	starts, err := dbops.Of(pool.Conn).ChaosLateStarts(ctx)
	if err != nil {
		return err
	}
	for _, s := range starts {
		r.violate(vAfterExpiry, "movement %s (%s) started at %s, after its deadline %s", s.MovementID, s.State,
			s.StartedAt.Format("15:04:05.000"), s.ExpiresAt.Format("15:04:05.000"))
	}
	r.note("stops: %d intents after a cancel or an expiry (%d of them finishing moved value), %d late starts",
		len(late), len(late)-len(judgeLate(late)), len(starts))
	return nil
}

// checkCallbacks: every terminal movement with a callback URL has its terminal event
// DELIVERED (and the receiver acknowledged it) or DEAD.
func checkCallbacks(ctx context.Context, pool *db.Pool, r *report, recv *receiver) error {
	all, err := dbops.Of(pool.Conn).TerminalCallbacks(ctx)
	if err != nil {
		return err
	}
	delivered, dead := 0, 0
	for _, c := range all {
		id, state, event, state2 := c.MovementID, c.MovementState, c.CallbackID, c.CallbackState
		switch {
		case event == nil:
			r.violate(vOther, "movement %s is %s but has no movement.%s callback", id, state, strings.ToLower(state))
		case state2 == "DELIVERED":
			delivered++
			if !recv.ackedEvent(*event) {
				r.violate(vOther, "callback %s (movement %s, %s) is DELIVERED but the receiver never acknowledged it", *event, id, state)
			}
		case state2 == "DEAD":
			dead++
		default:
			r.violate(vOther, "callback %s (movement %s, %s) is still %s", *event, id, state, state2)
		}
	}
	recv.mu.Lock()
	r.note("callbacks: %d terminal delivered, %d dead; receiver got %d requests, %d with a bad signature", delivered, dead, recv.received, recv.badSigs)
	if recv.badSigs > 0 {
		r.violate(vOther, "%d callbacks had a bad signature", recv.badSigs)
	}
	recv.mu.Unlock()
	return nil
}

// checkAudit: the audit outbox is drained and the hash chain verifies. While nodes are
// still in flight (the run did not settle) they keep writing audit rows, so rows left
// in the outbox are only reported then.
func checkAudit(ctx context.Context, pool *db.Pool, r *report, settled bool) error {
	outbox, err := dbops.Of(pool.Conn).CountAuditOutbox(ctx)
	if err != nil {
		return err
	}
	switch {
	case outbox > 0 && settled:
		r.violate(vOther, "%d audit rows were never promoted to the audit log", outbox)
	case outbox > 0:
		r.note("%d audit rows not promoted yet: nodes are still in flight", outbox)
	}
	rep, err := audit.Verify(ctx, pool.Conn)
	if err != nil {
		return err
	}
	if !rep.OK {
		r.violate(vOther, "audit chain broken at seq %d: %s: %s", rep.BrokenSeq, rep.Problem, rep.Detail)
	}
	r.note("audit: %d rows verified", rep.Rows)
	return nil
}

// checkDrift reports what verify-drift found. Its token drifts are the harness's own
// balance check seen pair by pair, so they are notes; the harness judges the accounts
// over the whole run (checkMoney).
func checkDrift(ctx context.Context, pool *db.Pool, r *report) error {
	checks, token, native, err := dbops.Of(pool.Conn).DriftCounts(ctx)
	if err != nil {
		return err
	}
	if token > 0 {
		drifts, err := dbops.Of(pool.Conn).TokenDrifts(ctx, 5)
		if err != nil {
			return err
		}
		for _, d := range drifts {
			r.note("verify-drift: chain %d %s USDC blocks %d-%d expected %s, actual %s", d.ChainID, d.Address, d.FromBlock, d.ToBlock, d.Expected, d.Actual)
		}
	}
	r.note("verify-drift: %d pairs checked, %d token drifts, %d native drifts", checks, token, native)
	return nil
}

// traceNativeDrifts notes, for each native drift verify-drift raised (the first ten),
// the transactions of the account mined in the pair's blocks with their nodes, and puts
// those nodes on the suspects' list, so that a drift the whole-run balance check does
// not see (a record placed in another pair, or a pair judged before its record was
// written) can be traced in findings.txt.
func traceNativeDrifts(ctx context.Context, pool *db.Pool, cfg *evm.Config, mined []minedTx, txNode map[string]string, r *report) error {
	drifts, err := dbops.Of(pool.Conn).NativeDrifts(ctx, 10)
	if err != nil {
		return err
	}
	for _, d := range drifts {
		ch, ok := cfg.ChainByID(uint64(d.ChainID))
		if !ok {
			continue
		}
		var txs []string
		for _, m := range mined {
			if m.chain != ch.Name || m.from != d.Address || int64(m.block) <= d.FromBlock || int64(m.block) > d.ToBlock {
				continue
			}
			node := txNode[m.hash]
			txs = append(txs, fmt.Sprintf("%s (block %d, cost %s)→%s", m.hash, m.block, m.cost, orDash(node)))
			if node != "" && len(r.suspects) < 40 && !slices.Contains(r.suspects, node) {
				r.suspects = append(r.suspects, node)
			}
		}
		r.note("verify-drift: %s native of %s blocks %d-%d (snapshot %s, checked %s) expected %s, actual %s; mined there: %s",
			ch.Name, d.Address, d.FromBlock, d.ToBlock, d.TakenAt.Format("15:04:05.000"), d.CheckedAt.Format("15:04:05.000"),
			d.Expected, d.Actual, strings.Join(txs, "; "))
	}
	return nil
}

// dumpFindings writes, for every suspect node, its movement's nodes, its intents and
// its audit trail, so that a violation can be traced without the (thrown away) database.
func dumpFindings(ctx context.Context, pool *db.Pool, path string, nodes []string) error {
	var b strings.Builder
	for _, id := range nodes {
		fmt.Fprintf(&b, "==== node %s\n", id)
		sections, err := dbops.Of(pool.Conn).NodeDossier(ctx, id)
		if err != nil {
			return err
		}
		for _, sec := range sections {
			fmt.Fprintf(&b, "-- %s\n", sec.Title)
			for _, vals := range sec.Rows {
				for i, v := range vals {
					if i > 0 {
						b.WriteString(" | ")
					}
					fmt.Fprint(&b, v)
				}
				b.WriteString("\n")
			}
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func terminal(state string) bool {
	return state == "COMPLETED" || state == "FAILED" || state == "CANCELLED"
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// countsString prints counts as "k:v" pairs in key order.
func countsString(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s:%d", k, m[k]))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// jsonString is a string field of a JSON object ("" when absent).
func jsonString(raw json.RawMessage, field string) string {
	var m map[string]json.RawMessage
	var s string
	if json.Unmarshal(raw, &m) == nil {
		_ = json.Unmarshal(m[field], &s)
	}
	return s
}

func sumBig(m map[account]*big.Int) *big.Int {
	out := new(big.Int)
	for _, v := range m {
		out.Add(out, v)
	}
	return out
}

// deliveryBlock is the block a COMPLETED bridge node's result places its credit at
// (package balances reads the same fields); -1 for the other executors.
func deliveryBlock(n dbops.ChaosNode) int64 {
	field := map[string]string{"cctp_transfer": "mint_block", "ccip_transfer": "delivery_block", "oft_transfer": "delivery_block"}[n.Executor]
	if field == "" {
		return -1
	}
	var m map[string]json.RawMessage
	var b int64
	if json.Unmarshal(n.Result, &m) == nil {
		_ = json.Unmarshal(m[field], &b)
	}
	return b
}
