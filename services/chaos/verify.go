package main

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/audit"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/evm"
)

// ledger is what the chains say about QTG's signers at one moment.
type ledger struct {
	head   map[string]uint64            // chain -> block
	nonce  map[string]uint64            // chain/address -> confirmed nonce
	tokens map[string]*big.Int          // chain/address -> USDC balance
	chains map[string]*ethclient.Client // chain -> client
}

func key(chain string, a common.Address) string { return chain + "/" + strings.ToLower(a.Hex()) }

// readLedger reads every signer's nonce and USDC balance on every chain at its head.
func readLedger(ctx context.Context, cfg *evm.Config) (*ledger, error) {
	l := &ledger{head: map[string]uint64{}, nonce: map[string]uint64{}, tokens: map[string]*big.Int{}, chains: map[string]*ethclient.Client{}}
	erc20 := contracts.NewERC20()
	for _, ch := range cfg.Chains {
		cl, err := ethclient.DialContext(ctx, ch.RPCURL)
		if err != nil {
			return nil, err
		}
		l.chains[ch.Name] = cl
		head, err := cl.BlockNumber(ctx)
		if err != nil {
			return nil, fmt.Errorf("%s head: %w", ch.Name, err)
		}
		l.head[ch.Name] = head
		at := new(big.Int).SetUint64(head)
		tok, ok := ch.Token("USDC")
		if !ok {
			return nil, fmt.Errorf("%s has no USDC", ch.Name)
		}
		for _, s := range cfg.Signers {
			n, err := cl.NonceAt(ctx, s.Address, at)
			if err != nil {
				return nil, err
			}
			l.nonce[key(ch.Name, s.Address)] = n
			out, err := cl.CallContract(ctx, ethereum.CallMsg{To: &tok.Address, Data: erc20.PackBalanceOf(s.Address)}, at)
			if err != nil {
				return nil, err
			}
			bal, err := erc20.UnpackBalanceOf(out)
			if err != nil {
				return nil, err
			}
			l.tokens[key(ch.Name, s.Address)] = bal
		}
	}
	return l, nil
}

// settle waits until nothing is in flight (no movement waiting for approval, no node
// between READY and UNKNOWN, no callback pending, the audit outbox drained), or until
// nothing has changed for a minute, or timeout. It reports whether everything settled.
func settle(ctx context.Context, pool *db.Pool, timeout time.Duration, logf func(string, ...any)) bool {
	deadline := time.Now().Add(timeout)
	var last string
	lastChange := time.Now()
	for {
		q, err := pool.Ops().Quiescence(ctx)
		open, inflight, unknown, callbacks, outbox := q.MovementsOpen, q.NodesInFlight, q.NodesUnknown, q.CallbacksPending, q.AuditOutbox
		if err == nil {
			state := fmt.Sprint(open, inflight, unknown, callbacks, outbox)
			if open+inflight+unknown+callbacks+outbox == 0 {
				logf("quiescent")
				return true
			}
			if state != last {
				last, lastChange = state, time.Now()
			}
			if time.Since(lastChange) > time.Minute || time.Now().After(deadline) {
				logf("not quiescent: %d movements waiting for approval, %d nodes in flight, %d UNKNOWN, %d callbacks pending, %d audit rows not promoted",
					open, inflight, unknown, callbacks, outbox)
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
	states     map[string]int
	unknown    int
	unexpected int
	notes      []string
	violations []string
	// suspects are the nodes named by violations, for the findings file.
	suspects []string
}

func (r *report) violate(format string, args ...any) {
	r.violations = append(r.violations, fmt.Sprintf(format, args...))
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

// check runs every invariant check.
func check(ctx context.Context, pool *db.Pool, chains *evm.Config, before *ledger, made []created, recv *receiver, settled bool) (*report, error) {
	r := &report{states: map[string]int{}}
	if !settled {
		r.note("the system did not reach quiescence within the settle time")
	}
	for _, step := range []func(context.Context, *db.Pool, *report) error{
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkMovements(ctx, pool, r, made)
		},
		checkNoop,
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkChains(ctx, pool, r, chains, before)
		},
		func(ctx context.Context, pool *db.Pool, r *report) error {
			return checkCallbacks(ctx, pool, r, recv)
		},
		checkAudit,
		checkDrift,
	} {
		if err := step(ctx, pool, r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// checkMovements: every movement is terminal, or waits for a manual verdict on an
// UNKNOWN node that says why; outcomes that differ from the shape's are listed.
func checkMovements(ctx context.Context, pool *db.Pool, r *report, made []created) error {
	byID := map[string]created{}
	for _, m := range made {
		byID[m.id] = m
	}
	expect := map[string][]string{}
	for _, s := range append(append([]shape{}, noopShapes...), evmShapes...) {
		expect[s.name] = s.expect
	}
	all, err := pool.Ops().MovementOutcomes(ctx)
	if err != nil {
		return err
	}
	unexpected := 0
	for _, m := range all {
		r.states[m.State]++
		switch m.State {
		case "COMPLETED", "FAILED", "CANCELLED", "EXPIRED":
			c := byID[m.ID]
			want := expect[c.shape]
			switch c.intent {
			case "cancel":
				want = []string{"CANCELLED"}
			case "expire":
				want = []string{"EXPIRED"}
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
				r.note("movement %s (%s) %s awaits a manual verdict: %s", m.ID, byID[m.ID].shape, m.State, m.Nodes)
				continue
			}
			r.violate("movement %s (%s, %s) stuck in %s without a reason: nodes %s", m.ID, byID[m.ID].shape, byID[m.ID].intent, m.State, m.Nodes)
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
	fenced, all, err := pool.Ops().NoopEffects(ctx)
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
			r.violate("noop node %s (movement %s, %s) performed its side effect %d times (attempts %s)", id, req, state, count, attempts)
		case state == "COMPLETED" && count == 0:
			r.violate("noop node %s (movement %s) is COMPLETED but performed no side effect", id, req)
		case count == 1 && state != "COMPLETED" && state != "UNKNOWN" && (state != "FAILED" || outcome != "fail"):
			r.violate("noop node %s (movement %s, outcome %q) is %s but performed its side effect (attempt %s)", id, req, outcome, state, attempts)
		}
	}
	r.note("noop: %d side-effect nodes checked (fence column present: %v)", nodes, fenced)
	return nil
}

// qtgNode is an evm_transfer node as QTG's ledger has it.
type qtgNode struct {
	id, request, state, resultHash string
	chain, from, to                string
	amount                         *big.Int
}

// checkChains compares every transaction the chains mined from QTG's signers since the
// run began with QTG's ledger: each is an intent of exactly one node (or a nonce
// reaper's zero-value fill), no node landed twice, a node landed (successfully) if and
// only if it is COMPLETED (or UNKNOWN), and each account's USDC moved by exactly the
// completed transfers.
func checkChains(ctx context.Context, pool *db.Pool, r *report, cfg *evm.Config, before *ledger) error {
	after, err := readLedger(ctx, cfg)
	if err != nil {
		return fmt.Errorf("read the chains after the run: %w", err)
	}
	rows, err := pool.Ops().EVMTransferNodes(ctx)
	if err != nil {
		return err
	}
	nodes := map[string]*qtgNode{}
	for _, x := range rows {
		n := qtgNode{id: x.ID, request: x.MovementID, state: x.State, resultHash: x.ResultHash, chain: x.Chain, from: x.From, to: x.To}
		n.amount, _ = new(big.Int).SetString(x.Amount, 10)
		nodes[n.id] = &n
	}
	// An intent's transaction, and its fee-bump replacements (evm_tx_candidates, same
	// nonce) where that table exists: whichever is mined is the intent's.
	intentOf, err := pool.Ops().IntentTxHashes(ctx) // tx hash -> node id
	if err != nil {
		return err
	}

	signers := map[common.Address]bool{}
	for _, s := range cfg.Signers {
		signers[s.Address] = true
	}
	landed := map[string][]string{} // node id -> "hash(status)"
	succeeded := map[string]int{}
	successHash := map[string]string{}
	mined, fills := 0, 0
	for _, ch := range cfg.Chains {
		cl := after.chains[ch.Name]
		signer := types.LatestSignerForChainID(new(big.Int).SetUint64(ch.ChainID))
		perSender := map[common.Address]uint64{}
		for b := before.head[ch.Name] + 1; b <= after.head[ch.Name]; b++ {
			blk, err := cl.BlockByNumber(ctx, new(big.Int).SetUint64(b))
			if err != nil {
				return fmt.Errorf("%s block %d: %w", ch.Name, b, err)
			}
			for _, tx := range blk.Transactions() {
				from, err := types.Sender(signer, tx)
				if err != nil || !signers[from] {
					continue
				}
				mined++
				perSender[from]++
				h := strings.ToLower(tx.Hash().Hex())
				id, ok := intentOf[h]
				if !ok {
					if tx.To() != nil && *tx.To() == from && tx.Value().Sign() == 0 {
						fills++
						continue
					}
					r.violate("%s: transaction %s from %s (nonce %d) in block %d is no QTG intent", ch.Name, h, from.Hex(), tx.Nonce(), b)
					continue
				}
				rc, err := cl.TransactionReceipt(ctx, tx.Hash())
				if err != nil {
					return fmt.Errorf("%s receipt %s: %w", ch.Name, h, err)
				}
				landed[id] = append(landed[id], fmt.Sprintf("%s(status %d, nonce %d)", h, rc.Status, tx.Nonce()))
				if rc.Status == types.ReceiptStatusSuccessful {
					succeeded[id]++
					successHash[id] = h
				}
			}
		}
		for _, s := range cfg.Signers {
			k := key(ch.Name, s.Address)
			if d := after.nonce[k] - before.nonce[k]; d != perSender[s.Address] {
				r.violate("%s: %s's nonce moved by %d but %d of its transactions were found in the blocks", ch.Name, s.Address.Hex(), d, perSender[s.Address])
			}
		}
	}
	expected := map[string]*big.Int{}
	counts := map[string]int{}
	for id, n := range nodes {
		counts[n.state]++
		if len(landed[id]) > 1 {
			r.suspects = append(r.suspects, id)
			r.violate("evm node %s (movement %s, %s) landed %d transactions: %s", id, n.request, n.state, len(landed[id]), strings.Join(landed[id], ", "))
		}
		switch n.state {
		case "COMPLETED":
			if succeeded[id] == 0 {
				r.violate("evm node %s (movement %s) is COMPLETED but none of its transactions succeeded on chain (landed: %v)", id, n.request, landed[id])
			} else if successHash[id] != n.resultHash {
				r.violate("evm node %s (movement %s) is COMPLETED with %s but %s landed", id, n.request, n.resultHash, successHash[id])
			}
			ch := n.chain
			expected[ch+"/"+n.from] = new(big.Int).Sub(orZero(expected[ch+"/"+n.from]), n.amount)
			expected[ch+"/"+n.to] = new(big.Int).Add(orZero(expected[ch+"/"+n.to]), n.amount)
		case "UNKNOWN", "SUBMITTING", "SUBMITTED", "OBSERVING":
			if succeeded[id] > 0 {
				r.note("evm node %s (movement %s) is %s and its transaction landed", id, n.request, n.state)
			}
		default:
			if succeeded[id] > 0 {
				r.suspects = append(r.suspects, id)
				r.violate("evm node %s (movement %s) is %s but its transfer succeeded on chain: %s", id, n.request, n.state, strings.Join(landed[id], ", "))
			}
		}
	}
	for _, ch := range cfg.Chains {
		for _, s := range cfg.Signers {
			k := key(ch.Name, s.Address)
			actual := new(big.Int).Sub(after.tokens[k], before.tokens[k])
			want := orZero(expected[k])
			if actual.Cmp(want) != 0 {
				r.violate("%s: %s's USDC moved by %s, the completed transfers account for %s", ch.Name, s.Address.Hex(), actual, want)
			}
		}
	}
	r.note("evm: %d nodes %v, %d transactions mined from QTG's signers, %d nonce-gap fills", len(nodes), counts, mined, fills)
	// The local chains do not reorganise: a raised reorg (where the reaper records
	// them) is a false alarm.
	reorgChecks, final, reorged, err := pool.Ops().TransferCheckCounts(ctx)
	if err != nil {
		return err
	}
	if reorgChecks {
		if reorged > 0 {
			r.violate("%d completed transfers were raised as reorged on chains that do not reorganise", reorged)
		}
		r.note("evm reorg checks: %d final, %d reorged", final, reorged)
	}
	return nil
}

func orZero(b *big.Int) *big.Int {
	if b == nil {
		return new(big.Int)
	}
	return b
}

// checkCallbacks: every terminal movement with a callback URL has its terminal event
// DELIVERED (and the receiver acknowledged it) or DEAD.
func checkCallbacks(ctx context.Context, pool *db.Pool, r *report, recv *receiver) error {
	all, err := pool.Ops().TerminalCallbacks(ctx)
	if err != nil {
		return err
	}
	delivered, dead := 0, 0
	for _, c := range all {
		id, state, event, state2 := c.MovementID, c.MovementState, c.CallbackID, c.CallbackState
		switch {
		case event == nil:
			r.violate("movement %s is %s but has no movement.%s callback", id, state, strings.ToLower(state))
		case state2 == "DELIVERED":
			delivered++
			if !recv.ackedEvent(*event) {
				r.violate("callback %s (movement %s, %s) is DELIVERED but the receiver never acknowledged it", *event, id, state)
			}
		case state2 == "DEAD":
			dead++
		default:
			r.violate("callback %s (movement %s, %s) is still %s", *event, id, state, state2)
		}
	}
	recv.mu.Lock()
	r.note("callbacks: %d terminal delivered, %d dead; receiver got %d requests, %d with a bad signature", delivered, dead, recv.received, recv.badSigs)
	if recv.badSigs > 0 {
		r.violate("%d callbacks had a bad signature", recv.badSigs)
	}
	recv.mu.Unlock()
	return nil
}

// checkAudit: the audit outbox is drained and the hash chain verifies.
func checkAudit(ctx context.Context, pool *db.Pool, r *report) error {
	outbox, err := pool.Ops().CountAuditOutbox(ctx)
	if err != nil {
		return err
	}
	if outbox > 0 {
		r.violate("%d audit rows were never promoted to the audit log", outbox)
	}
	rep, err := audit.Verify(ctx, pool.Conn)
	if err != nil {
		return err
	}
	if !rep.OK {
		r.violate("audit chain broken at seq %d: %s: %s", rep.BrokenSeq, rep.Problem, rep.Detail)
	}
	r.note("audit: %d rows verified", rep.Rows)
	return nil
}

// checkDrift: verify-drift found no token drift (native drift is expected from the
// nonce reaper's fills, which pay gas, and is only reported).
func checkDrift(ctx context.Context, pool *db.Pool, r *report) error {
	checks, token, native, err := pool.Ops().DriftCounts(ctx)
	if err != nil {
		return err
	}
	if token > 0 {
		drifts, err := pool.Ops().TokenDrifts(ctx, 5)
		if err != nil {
			return err
		}
		for _, d := range drifts {
			r.violate("verify-drift: chain %d %s USDC blocks %d-%d expected %s, actual %s", d.ChainID, d.Address, d.FromBlock, d.ToBlock, d.Expected, d.Actual)
		}
	}
	r.note("verify-drift: %d pairs checked, %d token drifts, %d native drifts", checks, token, native)
	return nil
}

// dumpFindings writes, for every suspect node, its movement's nodes, its intents and
// its audit trail, so that a violation can be traced without the (thrown away) database.
func dumpFindings(ctx context.Context, pool *db.Pool, path string, nodes []string) error {
	var b strings.Builder
	for _, id := range nodes {
		fmt.Fprintf(&b, "==== node %s\n", id)
		sections, err := pool.Ops().NodeDossier(ctx, id)
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
