package executortest

import (
	"encoding/hex"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
)

// lookups are the RPC methods that find a transaction by its hash.
var lookups = []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}

// lieKind is one way a chain endpoint lies about one transaction: the rules it adds to
// every proxy (or a broadcast the proxies lose), the proxy counter that shows the lie
// was told, and how often it must have been told before it stops. Each kind has a
// counter of its own, so that the kinds can lie at once.
type lieKind struct {
	name  string
	rules func(in executor.Intent) []rpcfault.Rule
	// drop loses the transaction's next broadcast instead (rpcfault.Proxy.DropTx).
	drop bool
	// stat is the rpcfault.Stats counter of the lie; told how many counts of it mean
	// the executor has heard it.
	stat string
	told int64
	// landed: the transaction reached the node, so a not_sent verdict on its attempt
	// is a lie believed.
	landed bool
}

// lieKinds are the lies of the RPC case, each about the value phase's own transaction
// only (rules matched by its hash or bytes), so other cases' movements on the same
// chains hear the truth.
var lieKinds = []lieKind{
	{name: "indexing-in-progress", stat: string(rpcfault.ActionError), told: 3, landed: true,
		rules: func(in executor.Intent) []rpcfault.Rule {
			return []rpcfault.Rule{{Methods: lookups, ParamsContain: in.TxHash, Action: rpcfault.ActionError, Message: rpcfault.IndexingInProgress}}
		}},
	{name: "null-from-a-lagging-backend", stat: string(rpcfault.ActionNull), told: 3, landed: true,
		rules: func(in executor.Intent) []rpcfault.Rule {
			return []rpcfault.Rule{{Methods: lookups, ParamsContain: in.TxHash, Action: rpcfault.ActionNull}}
		}},
	{name: "dropped-transaction", stat: "drop_tx", told: 1, drop: true},
	{name: "timeout-after-acceptance", stat: string(rpcfault.ActionLoseAnswer), told: 1, landed: true,
		rules: func(in executor.Intent) []rpcfault.Rule {
			return []rpcfault.Rule{{Methods: []string{"eth_sendRawTransaction"}, ParamsContain: signedTail(in.SignedTx),
				Times: 1, Action: rpcfault.ActionLoseAnswer}}
		}},
}

// liar holds the rules every lie in progress has set on the world's proxies.
type liar struct {
	mu    sync.Mutex
	rules map[string][]rpcfault.Rule
}

// tell starts lie l about in on every proxy.
func (x *exercise) tell(t *testing.T, l lieKind, in executor.Intent) {
	t.Helper()
	if l.drop {
		for _, p := range x.s.RPC {
			p.DropTx(common.HexToHash(in.TxHash))
		}
		return
	}
	x.setRules(t, l.name, l.rules(in))
}

// setRules replaces lie name's rules (nil: removes them) and sets every proxy's
// faults to the rules of all lies in progress.
func (x *exercise) setRules(t *testing.T, name string, rules []rpcfault.Rule) {
	t.Helper()
	x.liar.mu.Lock()
	defer x.liar.mu.Unlock()
	if x.liar.rules == nil {
		x.liar.rules = map[string][]rpcfault.Rule{}
	}
	x.liar.rules[name] = rules
	var all []rpcfault.Rule
	for _, rs := range x.liar.rules {
		all = append(all, rs...)
	}
	for _, p := range x.s.RPC {
		require.NoError(t, p.Set(rpcfault.Faults{Rules: all}))
	}
}

// signedTail is the hex of a signed transaction's last 32 bytes (its signature's s),
// as eth_sendRawTransaction's parameter contains it: a rule matching it matches that
// transaction's broadcasts only.
func signedTail(raw []byte) string {
	return hex.EncodeToString(raw[max(0, len(raw)-32):])
}

// lie: the chain endpoints lie about the first value-moving phase's transaction, from
// its broadcast on, until the executor has heard the lie; then they tell the truth.
// The value moves once, the movement completes, and a transaction that reached the
// node is never judged not sent.
func (x *exercise) lie(t *testing.T, l lieKind) {
	if len(x.s.RPC) == 0 {
		t.Skipf("%s: no chain endpoint in its value phase (Subject.RPC is nil)", x.s.Key)
	}
	p := x.s.Phases[x.s.firstValuePhase()]
	tr := newTrial(t, x.s)
	trp := newTrap(p.Name, beforeSubmit, true, answerKept)
	w := tr.live("a", trp)
	m := tr.start(x.index(t))
	tr.until(m, "phase "+p.Name+" to be submitted", trp.hasFired, everyStage, w)
	in := trp.firedIntent()
	require.NotEmpty(t, in.TxHash, "phase %s's intent names no transaction: Subject.RPC is for executors whose value phase sends one", p.Name)
	before := x.told(l.stat)
	x.tell(t, l, in)
	t.Cleanup(func() { x.setRules(t, l.name, nil) })
	trp.open()
	heard := func() bool { return x.told(l.stat)-before >= l.told }
	tr.until(m, "the executor to hear the lie", func() bool { return heard() || tr.ended(m)() }, everyStage, w)
	if !heard() {
		t.Logf("the movement ended before the executor heard the lie %d times", l.told)
	}
	x.setRules(t, l.name, nil)
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	tr.expect(m, stateCompleted, 1)
	if l.landed {
		require.Zero(t, tr.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1 AND action = 'RECOVERY_VERDICT'
			AND detail->>'verdict' = 'not_sent' AND (detail->>'attempt')::int = $2`, in.NodeID.String(), in.Attempt),
			"recovery judged a transaction the node had accepted not sent\n%s", tr.describe(m))
	}
}

// told sums a counter over the world's proxies.
func (x *exercise) told(stat string) int64 {
	var n int64
	for _, p := range x.s.RPC {
		n += p.Stats().Faulted[stat]
	}
	return n
}

// venueLie: the venue acts on the value phase's request and its answer is lost. The
// value moves once and the movement completes.
func (x *exercise) venueLie(t *testing.T) {
	if x.s.LoseAnswer == nil {
		t.Skipf("%s: no venue in its value phase (Subject.LoseAnswer is nil)", x.s.Key)
	}
	tr := newTrial(t, x.s)
	w := tr.live("a", nil)
	x.s.LoseAnswer(t)
	m := tr.start(x.index(t))
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	tr.expect(m, stateCompleted, 1)
}

// elsewhere: a third party does a phase of the step after the executor wrote its
// intent for it and before it submits. The movement completes with its value moved and
// arrived once, never FAILED.
func (x *exercise) elsewhere(t *testing.T) {
	if x.s.Elsewhere == nil {
		t.Skipf("%s: no phase a third party does before the executor (Subject.Elsewhere is nil)", x.s.Key)
	}
	tr := newTrial(t, x.s)
	trp := newTrap(x.s.Elsewhere.Phase, beforeSubmit, true, answerKept)
	w := tr.live("a", trp)
	m := tr.start(x.index(t))
	tr.until(m, "phase "+x.s.Elsewhere.Phase+" to be submitted", trp.hasFired, everyStage, w)
	x.s.Elsewhere.Do(t, m, tr.node(m).Node)
	trp.open()
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	tr.expect(m, stateCompleted, 1)
}
