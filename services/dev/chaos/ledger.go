package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/sidecar/balances"
)

// venuePlace is the place key of the venue account in balance maps.
const venuePlace = "venue"

// account names one balance: a chain (or the venue), an asset ("native" or "USDC")
// and the holder (lower-case hex, or the venue account's name).
type account struct{ place, asset, holder string }

func (a account) String() string { return a.place + " " + a.asset + " of " + a.holder }

// ledger is what the chains and the venue say about QTG's accounts at one moment.
type ledger struct {
	head     map[string]uint64            // chain -> block
	nonce    map[string]uint64            // chain/address -> confirmed nonce
	balances map[account]*big.Int         // every signer's USDC and native on every chain, the venue account's USDC
	chains   map[string]*ethclient.Client // chain -> client
	venue    *venueLedger
}

func key(chain string, a common.Address) string { return chain + "/" + strings.ToLower(a.Hex()) }

// readLedger reads every signer's nonce, USDC and native balance on every chain at its
// head, and the venue account's balance and records.
func readLedger(ctx context.Context, cfg *evm.Config, venueURL string) (*ledger, error) {
	l := &ledger{head: map[string]uint64{}, nonce: map[string]uint64{}, balances: map[account]*big.Int{}, chains: map[string]*ethclient.Client{}}
	erc20 := contracts.NewERC20()
	for _, ch := range cfg.Chains {
		cl, err := ethclient.DialContext(ctx, ch.Primary())
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
			native, err := cl.BalanceAt(ctx, s.Address, at)
			if err != nil {
				return nil, err
			}
			holder := strings.ToLower(s.Address.Hex())
			l.balances[account{ch.Name, "USDC", holder}] = bal
			l.balances[account{ch.Name, evm.NativeToken, holder}] = native
		}
	}
	if venueURL != "" {
		v, err := readVenue(ctx, venueURL)
		if err != nil {
			return nil, fmt.Errorf("read the venue: %w", err)
		}
		l.venue = v
		l.balances[account{venuePlace, venueCoin, venueAccount}] = v.balance
	}
	return l, nil
}

// minedTx is a transaction a QTG signer sent that a chain mined during the run.
type minedTx struct {
	chain, hash, from string
	to                *common.Address
	nonce             uint64
	value, cost       *big.Int // cost: gas used × effective gas price
	success           bool
	block             uint64
	// selfZero: a zero-value transfer to the sender itself with no data (a nonce
	// reaper's fill or a cancellation).
	selfZero bool
}

// scanChains lists every transaction QTG's signers got mined between the two ledgers,
// and counts each sender's per chain.
func scanChains(ctx context.Context, cfg *evm.Config, before, after *ledger) ([]minedTx, map[string]uint64, error) {
	signers := map[common.Address]bool{}
	for _, s := range cfg.Signers {
		signers[s.Address] = true
	}
	var out []minedTx
	perSender := map[string]uint64{}
	for _, ch := range cfg.Chains {
		cl := after.chains[ch.Name]
		signer := types.LatestSignerForChainID(new(big.Int).SetUint64(ch.ChainID))
		for b := before.head[ch.Name] + 1; b <= after.head[ch.Name]; b++ {
			blk, err := cl.BlockByNumber(ctx, new(big.Int).SetUint64(b))
			if err != nil {
				return nil, nil, fmt.Errorf("%s block %d: %w", ch.Name, b, err)
			}
			for _, tx := range blk.Transactions() {
				from, err := types.Sender(signer, tx)
				if err != nil || !signers[from] {
					continue
				}
				rc, err := cl.TransactionReceipt(ctx, tx.Hash())
				if err != nil {
					return nil, nil, fmt.Errorf("%s receipt %s: %w", ch.Name, tx.Hash().Hex(), err)
				}
				price := rc.EffectiveGasPrice
				if price == nil {
					price = new(big.Int)
				}
				m := minedTx{chain: ch.Name, hash: strings.ToLower(tx.Hash().Hex()), from: strings.ToLower(from.Hex()), to: tx.To(),
					nonce: tx.Nonce(), value: tx.Value(), cost: new(big.Int).Mul(price, new(big.Int).SetUint64(rc.GasUsed)),
					success: rc.Status == types.ReceiptStatusSuccessful, block: b,
					selfZero: tx.To() != nil && *tx.To() == from && tx.Value().Sign() == 0 && len(tx.Data()) == 0}
				out = append(out, m)
				perSender[key(ch.Name, from)]++
			}
		}
	}
	return out, perSender, nil
}

// spent is what the mined transactions took from each sender's native balance: gas,
// and the value of those that succeeded.
func spent(mined []minedTx) map[account]*big.Int {
	out := map[account]*big.Int{}
	for _, m := range mined {
		a := account{m.chain, evm.NativeToken, m.from}
		s := new(big.Int).Set(m.cost)
		if m.success {
			s.Add(s, m.value)
		}
		out[a] = new(big.Int).Add(orZero(out[a]), s)
	}
	return out
}

// leg is one change of one account that QTG's records state, with the node that
// states it and the block it names (0 at the venue, which has no blocks).
type leg struct {
	acct  account
	block int64
	delta *big.Int
	node  string
}

// recordedLegs is what QTG's records say moved: every node's legs as its executor
// reports them (executor.LegReporter, what verify-drift adds up), on every chain, for
// finished nodes and for the phases an unfinished one finished; the recorded gas of
// QTG's cancellations and nonce fills (evm_gas_spends, which verify-drift adds too);
// and the venue account's changes from the exchange legs of completed nodes (a
// withdrawal debits its amount and fee, a deposit credits its amount). A node whose
// records its executor cannot turn into legs is returned apart, with why.
func recordedLegs(reg *executor.Registry, cfg *evm.Config, nodes []dbops.ChaosNode, capital []dbops.ChaosCapitalTransfer,
	spends []dbops.ChaosGasSpend,
) ([]leg, []string, error) {
	var out []leg
	for _, g := range spends {
		ch, ok := cfg.ChainByID(uint64(g.ChainID))
		if !ok {
			return nil, nil, fmt.Errorf("gas of %s %s: chain %d is not configured", g.Kind, g.Hash, g.ChainID)
		}
		cost, ok := new(big.Int).SetString(g.GasCost, 10)
		if !ok {
			return nil, nil, fmt.Errorf("gas of %s %s: %q", g.Kind, g.Hash, g.GasCost)
		}
		out = append(out, leg{acct: account{ch.Name, evm.NativeToken, g.Address}, block: g.BlockNumber, delta: cost.Neg(cost)})
	}
	var unreadable []string
	state := map[string]string{}
	for _, n := range nodes {
		state[n.ID] = n.State
		if !reportsLegs(n) {
			continue
		}
		bn := []*db.BalanceNode{{ExecutorKey: n.Executor, NodeConfig: n.Config, Progress: n.Progress, Result: n.Result, NodeState: n.State}}
		for i := range cfg.Chains {
			ch := &cfg.Chains[i]
			legs, err := balances.Legs(reg, ch, bn)
			if err != nil {
				unreadable = append(unreadable, fmt.Sprintf("%s node %s (%s): %v", n.Executor, n.ID, n.State, err))
				break
			}
			usdc, _ := ch.Token("USDC")
			for _, l := range legs {
				asset := evm.NativeToken
				if usdc != nil && l.Token == evm.LowerHex(usdc.Address) {
					asset = "USDC"
				}
				out = append(out, leg{acct: account{ch.Name, asset, l.Address}, block: l.Block, delta: l.Delta, node: n.ID})
			}
		}
	}
	venue := account{venuePlace, venueCoin, venueAccount}
	for _, t := range capital {
		if state[t.NodeID] != "COMPLETED" {
			continue
		}
		amount, ok1 := new(big.Int).SetString(t.Amount, 10)
		fee, ok2 := new(big.Int).SetString(t.VenueFee, 10)
		if !ok1 || !ok2 {
			return nil, nil, fmt.Errorf("capital transfer of node %s: amount %q, fee %q", t.NodeID, t.Amount, t.VenueFee)
		}
		switch t.Direction {
		case "WITHDRAWAL":
			out = append(out, leg{acct: venue, delta: amount.Neg(amount.Add(amount, fee)), node: t.NodeID})
		case "DEPOSIT":
			out = append(out, leg{acct: venue, delta: amount, node: t.NodeID})
		}
	}
	return out, unreadable, nil
}

// reportsLegs says whether a node's records state legs: a single transfer once it
// finished with its receipt's block; a bridge's phases as soon as one finished.
func reportsLegs(n dbops.ChaosNode) bool {
	switch n.Executor {
	case "evm_transfer", "cex_deposit", "cex_withdrawal":
		return (n.State == "COMPLETED" || n.State == "FAILED") && hasKey(n.Result, "block_number")
	case "cctp_transfer", "ccip_transfer", "oft_transfer":
		return true
	}
	return false
}

// sumLegs adds the legs up by account.
func sumLegs(legs []leg) map[account]*big.Int {
	out := map[account]*big.Int{}
	for _, l := range legs {
		out[l.acct] = new(big.Int).Add(orZero(out[l.acct]), l.delta)
	}
	return out
}

func hasKey(raw json.RawMessage, k string) bool {
	var m map[string]json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &m) != nil {
		return false
	}
	_, ok := m[k]
	return ok
}

// compareAccounts checks that each account's token balance (USDC on the chains and at
// the venue) changed by exactly what the records say. A difference on an account that
// a node still in flight (unsettled) touches is reported, not judged: its record does
// not say yet what it moved.
func compareAccounts(before, after, recorded map[account]*big.Int, unsettled map[account]bool) (violations []accountFinding, notes []string) {
	for _, a := range sortedAccounts(after) {
		if a.asset == evm.NativeToken {
			continue
		}
		actual := new(big.Int).Sub(after[a], orZero(before[a]))
		want := orZero(recorded[a])
		if actual.Cmp(want) == 0 {
			continue
		}
		msg := fmt.Sprintf("%s moved by %s, QTG's records account for %s (difference %s)", a, actual, want, new(big.Int).Sub(actual, want))
		if unsettled[a] {
			notes = append(notes, msg+"; a node touching it is unsettled")
			continue
		}
		violations = append(violations, accountFinding{a, msg})
	}
	return violations, notes
}

// accountFinding is a violation about one account.
type accountFinding struct {
	acct account
	msg  string
}

// judgeNative checks each signer's native balance on each chain: it changed by exactly
// what its own mined transactions cost (gas, and the value of those that succeeded:
// nothing else paid it or took from it), and QTG's records never claim more than that.
// What the records leave out (cancellations, nonce fills, reverted phases whose gas
// no record names) is returned as unrecorded, per account.
func judgeNative(before, after, mined, recorded map[account]*big.Int) (violations []accountFinding, unrecorded map[account]*big.Int) {
	unrecorded = map[account]*big.Int{}
	for _, a := range sortedAccounts(after) {
		if a.asset != evm.NativeToken {
			continue
		}
		actual := new(big.Int).Sub(after[a], orZero(before[a]))
		cost := orZero(mined[a])
		if new(big.Int).Add(actual, cost).Sign() != 0 {
			violations = append(violations, accountFinding{a, fmt.Sprintf("%s moved by %s, but its mined transactions cost %s", a, actual, cost)})
			continue
		}
		claimed := new(big.Int).Neg(orZero(recorded[a]))
		if claimed.Cmp(cost) > 0 {
			violations = append(violations, accountFinding{a, fmt.Sprintf("%s: QTG's records claim %s spent, its mined transactions cost %s", a, claimed, cost)})
			continue
		}
		if d := new(big.Int).Sub(cost, claimed); d.Sign() != 0 {
			unrecorded[a] = d
		}
	}
	return violations, unrecorded
}

func sortedAccounts(m map[account]*big.Int) []account {
	out := make([]account, 0, len(m))
	for a := range m {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

func orZero(b *big.Int) *big.Int {
	if b == nil {
		return new(big.Int)
	}
	return b
}

// blockDelta is one block's change of an account and what made it.
type blockDelta struct {
	delta *big.Int
	what  []string
}

func (b *blockDelta) add(d *big.Int, what string) {
	b.delta.Add(b.delta, d)
	b.what = append(b.what, what)
}

// trail explains a mismatched chain account block by block: what the chain shows at
// each block (the token's transfers from and to the account, or the cost of its own
// transactions) against the legs the records place there. It returns the blocks
// where they differ (at most limit) and the nodes involved.
func trail(ctx context.Context, cfg *evm.Config, a account, before, after *ledger, mined []minedTx, legs []leg,
	txNode map[string]string, limit int) ([]string, []string, error) {
	ch, ok := cfg.Chain(a.place)
	if !ok {
		return nil, nil, nil
	}
	chainSide := map[int64]*blockDelta{}
	at := func(m map[int64]*blockDelta, b int64) *blockDelta {
		if m[b] == nil {
			m[b] = &blockDelta{delta: new(big.Int)}
		}
		return m[b]
	}
	if a.asset == evm.NativeToken {
		for _, m := range mined {
			if m.chain == a.place && m.from == a.holder {
				cost := new(big.Int).Set(m.cost)
				if m.success {
					cost.Add(cost, m.value)
				}
				at(chainSide, int64(m.block)).add(cost.Neg(cost), m.hash+"→"+orDash(txNode[m.hash]))
			}
		}
	} else {
		usdc, _ := ch.Token("USDC")
		holder := common.HexToHash(a.holder)
		for i, topics := range [][][]common.Hash{{{evm.TransferTopic}, {holder}}, {{evm.TransferTopic}, nil, {holder}}} {
			logs, err := after.chains[a.place].FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{usdc.Address}, Topics: topics,
				FromBlock: new(big.Int).SetUint64(before.head[a.place] + 1), ToBlock: new(big.Int).SetUint64(after.head[a.place])})
			if err != nil {
				return nil, nil, err
			}
			for _, lg := range logs {
				v := new(big.Int).SetBytes(lg.Data)
				if i == 0 {
					v.Neg(v)
				}
				h := strings.ToLower(lg.TxHash.Hex())
				at(chainSide, int64(lg.BlockNumber)).add(v, h+"→"+orDash(txNode[h]))
			}
		}
	}
	recSide := map[int64]*blockDelta{}
	for _, lg := range legs {
		if lg.acct == a {
			at(recSide, lg.block).add(lg.delta, lg.node)
		}
	}
	blocks := map[int64]bool{}
	for b := range chainSide {
		blocks[b] = true
	}
	for b := range recSide {
		blocks[b] = true
	}
	order := make([]int64, 0, len(blocks))
	for b := range blocks {
		order = append(order, b)
	}
	sort.Slice(order, func(i, j int) bool { return order[i] < order[j] })
	var lines, nodes []string
	for _, b := range order {
		c, r := at(chainSide, b), at(recSide, b)
		if c.delta.Cmp(r.delta) == 0 {
			continue
		}
		if len(lines) < limit {
			lines = append(lines, fmt.Sprintf("block %d: chain %s [%s], records %s [%s]", b, c.delta, strings.Join(c.what, " "), r.delta, strings.Join(r.what, " ")))
		}
		nodes = append(nodes, r.what...)
		for _, w := range c.what {
			if _, node, ok := strings.Cut(w, "→"); ok && node != "-" {
				nodes = append(nodes, node)
			}
		}
	}
	return lines, nodes, nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// accountTable lists every account with its balance before and after, its actual and
// recorded change and, for native balances, what its mined transactions cost.
func accountTable(before, after, recorded, mined map[account]*big.Int) []string {
	var out []string
	for _, a := range sortedAccounts(after) {
		line := fmt.Sprintf("%s: before %s after %s actual %s recorded %s", a, orZero(before[a]), after[a],
			new(big.Int).Sub(after[a], orZero(before[a])), orZero(recorded[a]))
		if a.asset == evm.NativeToken {
			line += fmt.Sprintf(" mined %s", orZero(mined[a]))
		}
		out = append(out, line)
	}
	return out
}
