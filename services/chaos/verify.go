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
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

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
func settle(ctx context.Context, pool *pgxpool.Pool, timeout time.Duration, logf func(string, ...any)) bool {
	deadline := time.Now().Add(timeout)
	var last string
	lastChange := time.Now()
	for {
		var open, inflight, unknown, callbacks, outbox int64
		err := pool.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM movement_requests WHERE request_state IN ('PENDING_APPROVAL', 'APPROVED')),
			(SELECT count(*) FROM movement_request_nodes WHERE node_state IN ('READY', 'SUBMITTING', 'SUBMITTED', 'OBSERVING')),
			(SELECT count(*) FROM movement_request_nodes WHERE node_state = 'UNKNOWN'),
			(SELECT count(*) FROM callback_outbox WHERE callback_state = 'PENDING'),
			(SELECT count(*) FROM audit_outbox)`).Scan(&open, &inflight, &unknown, &callbacks, &outbox)
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
func check(ctx context.Context, pool *pgxpool.Pool, chains *evm.Config, before *ledger, made []created, recv *receiver, settled bool) (*report, error) {
	r := &report{states: map[string]int{}}
	if !settled {
		r.note("the system did not reach quiescence within the settle time")
	}
	for _, step := range []func(context.Context, *pgxpool.Pool, *report) error{
		func(ctx context.Context, pool *pgxpool.Pool, r *report) error {
			return checkMovements(ctx, pool, r, made)
		},
		checkNoop,
		func(ctx context.Context, pool *pgxpool.Pool, r *report) error {
			return checkChains(ctx, pool, r, chains, before)
		},
		func(ctx context.Context, pool *pgxpool.Pool, r *report) error {
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
func checkMovements(ctx context.Context, pool *pgxpool.Pool, r *report, made []created) error {
	byID := map[string]created{}
	for _, m := range made {
		byID[m.id] = m
	}
	expect := map[string][]string{}
	for _, s := range append(append([]shape{}, noopShapes...), evmShapes...) {
		expect[s.name] = s.expect
	}
	rows, err := pool.Query(ctx, `SELECT r.id::text, r.request_state, coalesce(r.failure_reason, ''),
			coalesce((SELECT string_agg(n.node_key || '=' || n.node_state || coalesce(' (' || n.last_error || ')', ''), ', ' ORDER BY n.node_key)
			          FROM movement_request_nodes n WHERE n.request_id = r.id), ''),
			EXISTS (SELECT 1 FROM movement_request_nodes n WHERE n.request_id = r.id AND n.node_state = 'UNKNOWN'),
			NOT EXISTS (SELECT 1 FROM movement_request_nodes n WHERE n.request_id = r.id AND n.node_state = 'UNKNOWN'
			            AND coalesce(n.last_error, '') = '')
		FROM movement_requests r`)
	if err != nil {
		return err
	}
	type row struct {
		id, state, reason, nodes string
		unknown, reasoned        bool
	}
	all, err := pgx.CollectRows(rows, func(rw pgx.CollectableRow) (row, error) {
		var x row
		err := rw.Scan(&x.id, &x.state, &x.reason, &x.nodes, &x.unknown, &x.reasoned)
		return x, err
	})
	if err != nil {
		return err
	}
	unexpected := 0
	for _, m := range all {
		r.states[m.state]++
		switch m.state {
		case "COMPLETED", "FAILED", "CANCELLED", "EXPIRED":
			c := byID[m.id]
			want := expect[c.shape]
			switch c.intent {
			case "cancel":
				want = []string{"CANCELLED"}
			case "expire":
				want = []string{"EXPIRED"}
			}
			if c.shape != "" && !slices.Contains(want, m.state) {
				r.unexpected++
				if unexpected++; unexpected <= 15 {
					r.note("movement %s (%s, %s) ended %s, expected %v: %s; nodes: %s", m.id, c.shape, c.intent, m.state, want, m.reason, m.nodes)
				}
			}
		default:
			if m.unknown && m.reasoned {
				r.unknown++
				r.note("movement %s (%s) %s awaits a manual verdict: %s", m.id, byID[m.id].shape, m.state, m.nodes)
				continue
			}
			r.violate("movement %s (%s, %s) stuck in %s without a reason: nodes %s", m.id, byID[m.id].shape, byID[m.id].intent, m.state, m.nodes)
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
func checkNoop(ctx context.Context, pool *pgxpool.Pool, r *report) error {
	var fenced bool
	if err := pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = 'noop_side_effects' AND column_name = 'fenced')`).Scan(&fenced); err != nil {
		return err
	}
	effects := "noop_side_effects"
	if fenced {
		effects = "(SELECT * FROM noop_side_effects WHERE NOT fenced)"
	}
	rows, err := pool.Query(ctx, `SELECT n.id::text, n.node_state, coalesce(n.node_config->>'outcome', ''), n.request_id::text,
			count(e.node_id)::int, coalesce(string_agg(e.attempt::text, ',' ORDER BY e.id), '')
		FROM movement_request_nodes n
		LEFT JOIN `+effects+` e ON e.node_id = n.id
		WHERE n.executor_key = 'noop' AND n.has_side_effect
		GROUP BY n.id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	nodes := 0
	for rows.Next() {
		var id, state, outcome, req, attempts string
		var count int
		if err := rows.Scan(&id, &state, &outcome, &req, &count, &attempts); err != nil {
			return err
		}
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
	return rows.Err()
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
func checkChains(ctx context.Context, pool *pgxpool.Pool, r *report, cfg *evm.Config, before *ledger) error {
	after, err := readLedger(ctx, cfg)
	if err != nil {
		return fmt.Errorf("read the chains after the run: %w", err)
	}
	rows, err := pool.Query(ctx, `SELECT n.id::text, n.request_id::text, n.node_state, coalesce(lower(n.result->>'tx_hash'), ''),
			n.node_config->>'chain', lower(n.node_config->>'from'), lower(n.node_config->>'to'), n.node_config->>'amount'
		FROM movement_request_nodes n WHERE n.executor_key = 'evm_transfer'`)
	if err != nil {
		return err
	}
	nodes := map[string]*qtgNode{}
	for rows.Next() {
		var n qtgNode
		var amount string
		if err := rows.Scan(&n.id, &n.request, &n.state, &n.resultHash, &n.chain, &n.from, &n.to, &amount); err != nil {
			rows.Close()
			return err
		}
		n.amount, _ = new(big.Int).SetString(amount, 10)
		nodes[n.id] = &n
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	intentOf := map[string]string{} // tx hash -> node id
	// An intent's transaction, and its fee-bump replacements (evm_tx_candidates, same
	// nonce) where that table exists: whichever is mined is the intent's.
	var candidates bool
	if err := pool.QueryRow(ctx, `SELECT to_regclass('evm_tx_candidates') IS NOT NULL`).Scan(&candidates); err != nil {
		return err
	}
	hashes := `SELECT lower(i.tx_hash), i.node_id::text FROM node_intents i
		JOIN movement_request_nodes n ON n.id = i.node_id WHERE n.executor_key = 'evm_transfer' AND i.tx_hash IS NOT NULL`
	if candidates {
		hashes += ` UNION ALL SELECT lower(c.tx_hash), i.node_id::text FROM evm_tx_candidates c JOIN node_intents i ON i.id = c.intent_id`
	}
	rows, err = pool.Query(ctx, hashes)
	if err != nil {
		return err
	}
	for rows.Next() {
		var h, id string
		if err := rows.Scan(&h, &id); err != nil {
			rows.Close()
			return err
		}
		intentOf[h] = id
	}
	rows.Close()
	if err := rows.Err(); err != nil {
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
	var reorgChecks bool
	if err := pool.QueryRow(ctx, `SELECT to_regclass('evm_transfer_checks') IS NOT NULL`).Scan(&reorgChecks); err != nil {
		return err
	}
	if reorgChecks {
		var final, reorged int
		if err := pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE check_state = 'FINAL'), count(*) FILTER (WHERE check_state = 'REORGED')
			FROM evm_transfer_checks`).Scan(&final, &reorged); err != nil {
			return err
		}
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
func checkCallbacks(ctx context.Context, pool *pgxpool.Pool, r *report, recv *receiver) error {
	rows, err := pool.Query(ctx, `SELECT r.id::text, r.request_state, c.id::text, coalesce(c.callback_state, '')
		FROM movement_requests r
		LEFT JOIN callback_outbox c ON c.request_id = r.id AND c.event_type = 'movement.' || lower(r.request_state)
		WHERE r.callback_url IS NOT NULL AND r.request_state IN ('COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED')`)
	if err != nil {
		return err
	}
	defer rows.Close()
	delivered, dead := 0, 0
	for rows.Next() {
		var id, state, state2 string
		var event *string
		if err := rows.Scan(&id, &state, &event, &state2); err != nil {
			return err
		}
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
	return rows.Err()
}

// checkAudit: the audit outbox is drained and the hash chain verifies.
func checkAudit(ctx context.Context, pool *pgxpool.Pool, r *report) error {
	var outbox int64
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM audit_outbox`).Scan(&outbox); err != nil {
		return err
	}
	if outbox > 0 {
		r.violate("%d audit rows were never promoted to the audit log", outbox)
	}
	rep, err := audit.Verify(ctx, db.Wrap(pool).Conn)
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
func checkDrift(ctx context.Context, pool *pgxpool.Pool, r *report) error {
	var checks, token, native int64
	if err := pool.QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE drift <> 0 AND token <> 'native'),
		count(*) FILTER (WHERE drift <> 0 AND token = 'native') FROM balance_checks`).Scan(&checks, &token, &native); err != nil {
		return err
	}
	if token > 0 {
		rows, err := pool.Query(ctx, `SELECT chain_id, address, from_block, to_block, expected_delta::text, actual_delta::text
			FROM balance_checks WHERE drift <> 0 AND token <> 'native' ORDER BY to_block LIMIT 5`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var chain, from, to int64
			var addr, exp, act string
			if err := rows.Scan(&chain, &addr, &from, &to, &exp, &act); err != nil {
				return err
			}
			r.violate("verify-drift: chain %d %s USDC blocks %d-%d expected %s, actual %s", chain, addr, from, to, exp, act)
		}
		if err := rows.Err(); err != nil {
			return err
		}
	}
	r.note("verify-drift: %d pairs checked, %d token drifts, %d native drifts", checks, token, native)
	return nil
}

// dumpFindings writes, for every suspect node, its movement's nodes, its intents and
// its audit trail, so that a violation can be traced without the (thrown away) database.
func dumpFindings(ctx context.Context, pool *pgxpool.Pool, path string, nodes []string) error {
	var b strings.Builder
	for _, id := range nodes {
		fmt.Fprintf(&b, "==== node %s\n", id)
		for _, q := range []struct{ title, sql string }{
			{"movement's nodes", `SELECT n.node_key, n.id::text, n.executor_key, n.node_state, n.attempt, n.tries, coalesce(n.last_error, ''),
				coalesce(n.result::text, ''), n.node_config::text FROM movement_request_nodes n
				WHERE n.request_id = (SELECT request_id FROM movement_request_nodes WHERE id = $1::uuid) ORDER BY n.node_key`},
			{"intents", `SELECT attempt, lane, coalesce(nonce, -1), coalesce(tx_hash, ''), intent_state, created_at, updated_at
				FROM node_intents WHERE node_id = $1::uuid ORDER BY attempt`},
			{"audit trail", `SELECT seq, occurred_at, actor, entity_type, action, detail::text FROM audit_log
				WHERE entity_id = $1 OR entity_id IN (SELECT id::text FROM node_intents WHERE node_id = $1::uuid)
				ORDER BY seq`},
		} {
			fmt.Fprintf(&b, "-- %s\n", q.title)
			rows, err := pool.Query(ctx, q.sql, id)
			if err != nil {
				return err
			}
			for rows.Next() {
				vals, err := rows.Values()
				if err != nil {
					rows.Close()
					return err
				}
				for i, v := range vals {
					if i > 0 {
						b.WriteString(" | ")
					}
					fmt.Fprint(&b, v)
				}
				b.WriteString("\n")
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
