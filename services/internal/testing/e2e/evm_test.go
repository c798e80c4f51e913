package e2e_test

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/crashtest"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// evmBins builds, once per package run, the devchain and EVM sidecar deployables into
// the package's bins folder (the core workers are built by TestMain).
var evmBins = sync.OnceValue(func() error {
	build := exec.CommandContext(context.Background(), "go", "build", "-tags", "crashtest", "-o", bins+string(filepath.Separator),
		"github.com/qtgdev/qtg/services/dev/devchain", "github.com/qtgdev/qtg/services/evm-nonce-reaper",
		"github.com/qtgdev/qtg/services/balance-snapshot", "github.com/qtgdev/qtg/services/verify-drift")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("build devchain and EVM sidecars: %w\n%s", err, out)
	}
	return nil
})

// evmEnv is an e2e environment with devchain running as its own process: two chains
// (dev-1, dev-2) over HTTP on loopback, and accounts dev1..dev3 as A, B and C.
type evmEnv struct {
	*env
	cfg     *evm.Config
	clients map[string]*ethclient.Client
	a, b, c common.Address
}

func newEVMEnv(t *testing.T) *evmEnv {
	t.Helper()
	require.NoError(t, evmBins())
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "chains.yaml")
	e := &env{t: t, db: d, url: d.LoginURL(t, db.Testnet), audit: d.AuditLoginURL(t, db.Testnet), gateway: d.GatewayLoginURL(t, db.Testnet), pool: pool,
		extra: []string{"MG_CONFIG_FILE=" + cfgPath}, publicConfig: devchain.PublicConfigPath(cfgPath)}
	chain := e.start("devchain", "MG_DEVCHAIN_DIR="+dir, "MG_DEVCHAIN_ACCOUNTS=3", "MG_DEVCHAIN_BLOCK_INTERVAL=100ms",
		"MG_DEVCHAIN_CHAINS=dev-1:31337,dev-2:31338")
	require.Eventually(t, func() bool { return strings.Contains(chain.out.String(), "devchain ready") || chain.exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, chain.exited(), "devchain exited (%v):\n%s", chain.err, chain.out.String())

	cfg, err := evm.LoadFile(cfgPath, nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	// The test's own registry validates configs when movements are created, as the
	// gateway's does; the worker processes (built with -tags crashtest) build theirs
	// from the same file, evm_transfer wrapped with the crash-test pauses as here.
	ex, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(pool)})
	require.NoError(t, err)
	t.Cleanup(ex.Close)
	e.svc = testfix.New(t, testfix.OnDatabase(d), testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{noop.New(db.Wrap(pool), "test"), crashtest.Wrap(ex, db.Wrap(pool))}
	})).Svc

	ee := &evmEnv{env: e, cfg: cfg, clients: map[string]*ethclient.Client{}}
	for _, ch := range cfg.Chains {
		cl, err := ethclient.DialContext(context.Background(), ch.RPCURL)
		require.NoError(t, err)
		t.Cleanup(cl.Close)
		ee.clients[ch.Name] = cl
	}
	byName := map[string]common.Address{}
	for _, s := range cfg.Signers {
		byName[s.Name] = s.Address
	}
	ee.a, ee.b, ee.c = byName["dev1"], byName["dev2"], byName["dev3"]
	return ee
}

// balance reads an account's USDC on a chain, over the chain's RPC URL.
func (e *evmEnv) balance(chain string, who common.Address) *big.Int {
	e.t.Helper()
	ch, ok := e.cfg.Chain(chain)
	require.True(e.t, ok)
	tok, ok := ch.Token("USDC")
	require.True(e.t, ok)
	erc20 := contracts.NewERC20()
	out, err := e.clients[chain].CallContract(context.Background(), ethereum.CallMsg{To: &tok.Address, Data: erc20.PackBalanceOf(who)}, nil)
	require.NoError(e.t, err)
	bal, err := erc20.UnpackBalanceOf(out)
	require.NoError(e.t, err)
	return bal
}

// nonce is an account's confirmed transaction count on a chain.
func (e *evmEnv) nonce(chain string, who common.Address) uint64 {
	e.t.Helper()
	n, err := e.clients[chain].NonceAt(context.Background(), who, nil)
	require.NoError(e.t, err)
	return n
}

type balances map[string]*big.Int

func (e *evmEnv) snapshot() balances {
	return balances{
		"dev-1/A": e.balance("dev-1", e.a), "dev-1/B": e.balance("dev-1", e.b), "dev-1/C": e.balance("dev-1", e.c),
		"dev-2/A": e.balance("dev-2", e.a), "dev-2/C": e.balance("dev-2", e.c),
	}
}

func add(x *big.Int, deltas ...int64) *big.Int {
	out := new(big.Int).Set(x)
	for _, d := range deltas {
		out.Add(out, big.NewInt(d))
	}
	return out
}

// threeTransfers is the acceptance movement: A→B on dev-1, then B→C on dev-1 and A→C on
// dev-2 in parallel. abExtra is spliced into the first node's config.
func (e *evmEnv) threeTransfers(abExtra string) string {
	node := func(chain string, from, to common.Address, amount, extra string) string {
		return fmt.Sprintf(`{"chain":%q,"token":"USDC","from":%q,"to":%q,"amount":%q%s}`, chain, from.Hex(), to.Hex(), amount, extra)
	}
	return e.template(fmt.Sprintf(`{"nodes":[
		{"key":"ab","executor":"evm_transfer","config":%s},
		{"key":"bc","executor":"evm_transfer","config":%s,"depends_on":["ab"]},
		{"key":"ac","executor":"evm_transfer","config":%s,"depends_on":["ab"]}]}`,
		node("dev-1", e.a, e.b, "5000000", abExtra), node("dev-1", e.b, e.c, "2000000", ""), node("dev-2", e.a, e.c, "3000000", "")))
}

// requireExactlyOnce checks the acceptance movement's effects: every balance moved by
// exactly its amounts, each sender used exactly one nonce per chain, and QTG's lanes
// agree with the chains.
func (e *evmEnv) requireExactlyOnce(id uuid.UUID, before balances, beforeNonces map[string]uint64) {
	e.t.Helper()
	after := e.snapshot()
	require.Equal(e.t, add(before["dev-1/A"], -5_000_000), after["dev-1/A"])
	require.Equal(e.t, add(before["dev-1/B"], 5_000_000, -2_000_000), after["dev-1/B"])
	require.Equal(e.t, add(before["dev-1/C"], 2_000_000), after["dev-1/C"])
	require.Equal(e.t, add(before["dev-2/A"], -3_000_000), after["dev-2/A"])
	require.Equal(e.t, add(before["dev-2/C"], 3_000_000), after["dev-2/C"])
	nonces := e.nonces()
	for k, n := range beforeNonces {
		require.Equal(e.t, n+1, nonces[k], "%s sent exactly one transaction", k)
	}
	for _, lane := range []struct {
		chain   string
		chainID int64
		who     common.Address
	}{{"dev-1", 31337, e.a}, {"dev-1", 31337, e.b}, {"dev-2", 31338, e.a}} {
		require.Equal(e.t, int(e.nonce(lane.chain, lane.who)), e.scalar(
			`SELECT next_nonce::int FROM evm_sender_nonces WHERE chain_id = $1 AND address = $2`, lane.chainID, strings.ToLower(lane.who.Hex())),
			"QTG's lane and the chain agree on the next nonce")
	}
	require.Equal(e.t, 3, e.scalar(`SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.movement_id = $1 AND n.node_state = 'COMPLETED' AND i.tx_hash = n.result->>'tx_hash'`, id),
		"every node completed with the transaction of its one intent")
}

func (e *evmEnv) nodeID(id uuid.UUID, key string) string {
	e.t.Helper()
	var s string
	require.NoError(e.t, e.pool.QueryRow(context.Background(),
		`SELECT id::text FROM movement_nodes WHERE movement_id = $1 AND node_key = $2`, id, key).Scan(&s))
	return s
}

func (e *evmEnv) nonces() map[string]uint64 {
	return map[string]uint64{"dev-1/A": e.nonce("dev-1", e.a), "dev-1/B": e.nonce("dev-1", e.b), "dev-2/A": e.nonce("dev-2", e.a)}
}

// The acceptance movement runs through dispatcher, observer and recovery processes
// against devchain's two chains, and every balance ends exactly where it should.
func TestEVMTransfersAcrossChains(t *testing.T) {
	t.Parallel()
	e := newEVMEnv(t)
	tmpl := e.threeTransfers("")
	before, beforeNonces := e.snapshot(), e.nonces()
	e.start("dispatcher")
	e.start("observer")
	e.start("recovery")
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))
	e.requireExactlyOnce(id, before, beforeNonces)
	require.Equal(t, 0, e.scalar(`SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND tries <> 1`, id))
}

// A dispatcher process SIGKILLed after the intent commit but before the broadcast, and
// one killed after the broadcast but before recording it: recovery decides from the
// chain (re-broadcasting the same signed bytes in the first case, finding them mined in
// the second) and every transfer lands exactly once.
func TestEVMDispatcherKilledMidFlight(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		extra string
		point string
	}{
		{name: "between intent commit and broadcast", extra: `,"test_pause_before_submit_ms":600000`, point: "before_submit"},
		{name: "after broadcast before recording it", extra: `,"test_pause_after_submit_ms":600000`, point: "after_submit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEVMEnv(t)
			tmpl := e.threeTransfers(tt.extra)
			before, beforeNonces := e.snapshot(), e.nonces()
			victim := e.start("dispatcher")
			e.start("observer")
			recovery := e.start("recovery")
			id, hash := e.create(tmpl, map[string]any{})
			e.approve(id, hash)

			var pid int
			require.Eventually(t, func() bool {
				err := e.pool.QueryRow(context.Background(), `SELECT m.pid FROM noop_markers m
					JOIN movement_nodes n ON n.id = m.node_id WHERE n.movement_id = $1 AND m.point = $2`, id, tt.point).Scan(&pid)
				return err == nil
			}, 60*time.Second, 20*time.Millisecond)
			require.Equal(t, victim.pid(), pid, "the marker must come from the dispatcher this test started")
			victim.kill()
			require.Equal(t, "SUBMITTING", e.nodeState(id, "ab"), "the killed dispatcher leaves the node SUBMITTING with its intent")
			if tt.point == "before_submit" {
				require.Equal(t, beforeNonces["dev-1/A"], e.nonce("dev-1", e.a), "nothing was broadcast yet")
			}

			e.start("dispatcher") // the replacement
			require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))
			e.requireExactlyOnce(id, before, beforeNonces)
			require.Equal(t, 1, e.scalar(`SELECT tries FROM movement_nodes WHERE movement_id = $1 AND node_key = 'ab'`, id),
				"recovery resumed the signed transaction; nothing was signed twice")
			// Recovery's "sent" verdict writes no audit row (NodeMarkSent), so its log says
			// who decided.
			abID := e.nodeID(id, "ab")
			require.Regexp(t, `"node_id":"`+abID+`"[^}]*"from":"SUBMITTING","verdict":"(sent|completed)"`, recovery.out.String(),
				"recovery decided the killed node from the chain")
		})
	}
}

// Fifty transfers from one sender, claimed by two dispatcher processes in small
// batches, take consecutive nonces from the sender's lane: no gap, no reuse, and the
// chain's nonce and balances move by exactly fifty transfers.
func TestEVMConcurrentSenderNonces(t *testing.T) {
	t.Parallel()
	e := newEVMEnv(t)
	tmpl := e.template(fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"7"}}]}`, e.a.Hex(), e.b.Hex()))
	beforeA, beforeB, beforeNonce := e.balance("dev-1", e.a), e.balance("dev-1", e.b), e.nonce("dev-1", e.a)
	const transfers = 50
	ids := make([]uuid.UUID, 0, transfers)
	for range transfers {
		id, hash := e.create(tmpl, map[string]any{})
		e.approve(id, hash)
		ids = append(ids, id)
	}
	e.start("dispatcher", "MG_BATCH_SIZE=5")
	e.start("dispatcher", "MG_BATCH_SIZE=5")
	e.start("qtg", "MG_WORKERS=observer,recovery")
	require.Equal(t, map[string]int{"COMPLETED": transfers}, e.waitFinished(ids, 2*time.Minute))

	require.Equal(t, beforeNonce+transfers, e.nonce("dev-1", e.a))
	require.Equal(t, add(beforeA, -7*transfers), e.balance("dev-1", e.a))
	require.Equal(t, add(beforeB, 7*transfers), e.balance("dev-1", e.b))
	lane := evmtransfer.Lane(31337, e.a)
	require.Equal(t, transfers, e.scalar(`SELECT count(DISTINCT nonce)::int FROM node_intents WHERE lane = $1`, lane), "no reuse")
	require.Equal(t, transfers, e.scalar(`SELECT count(*)::int FROM node_intents WHERE lane = $1`, lane))
	require.Equal(t, int(beforeNonce), e.scalar(`SELECT min(nonce)::int FROM node_intents WHERE lane = $1`, lane))
	require.Equal(t, int(beforeNonce)+transfers-1, e.scalar(`SELECT max(nonce)::int FROM node_intents WHERE lane = $1`, lane), "no gap")
	require.Equal(t, 2, e.scalar(`SELECT count(DISTINCT actor)::int FROM audit_outbox_events WHERE action = 'READY->SUBMITTING'`),
		"both dispatchers took part")
}

// Two transfers from A that each fit A's balance but not together pass Preflight in
// one dispatcher batch; the second reverts on chain. Its node fails with the revert
// reason, the node after it is cancelled, and the movement fails (docs/design.md §3), while the
// first transfer completes.
func TestEVMRevertedTransferFailsMovement(t *testing.T) {
	t.Parallel()
	e := newEVMEnv(t)
	half := new(big.Int).Add(new(big.Int).Rsh(e.balance("dev-1", e.a), 1), big.NewInt(1)).String()
	node := func(to common.Address, amount string) string {
		return fmt.Sprintf(`{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":%q}`, e.a.Hex(), to.Hex(), amount)
	}
	tmpl := e.template(fmt.Sprintf(`{"nodes":[
		{"key":"x","executor":"evm_transfer","config":%s},
		{"key":"y","executor":"evm_transfer","config":%s},
		{"key":"z","executor":"evm_transfer","config":%s,"depends_on":["x","y"]}]}`,
		node(e.b, half), node(e.c, half), node(e.b, "1")))
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	e.start("qtg")
	require.Equal(t, map[string]int{"FAILED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))
	states := map[string]string{}
	rows, err := e.pool.Query(context.Background(), `SELECT node_key, node_state, coalesce(last_error, '') FROM movement_nodes WHERE movement_id = $1`, id)
	require.NoError(t, err)
	var reason string
	for rows.Next() {
		var key, state, lastErr string
		require.NoError(t, rows.Scan(&key, &state, &lastErr))
		states[key] = state
		if state == "FAILED" {
			reason = lastErr
		}
	}
	require.NoError(t, rows.Err())
	require.ElementsMatch(t, []string{"COMPLETED", "FAILED"}, []string{states["x"], states["y"]})
	require.Equal(t, "CANCELLED", states["z"])
	require.Contains(t, reason, "USDC: transfer amount exceeds balance")
}

// The EVM sidecars run next to the acceptance movement, as their own processes and
// hosted by the all-in-one qtg: balance-snapshot records every account's balances,
// verify-drift finds that QTG's transfers (gas included) explain every change, and the
// nonce reaper finds no gap.
func TestEVMSidecars(t *testing.T) {
	t.Parallel()
	sidecar := []string{"MG_EVM_SIDECAR_INTERVAL=200ms", "MG_NONCE_REAPER_MIN_AGE=1s"}
	tests := []struct {
		name  string
		start func(e *evmEnv) *proc // returns the process the reaper runs in
	}{
		{name: "own processes", start: func(e *evmEnv) *proc {
			reaper := e.start("evm-nonce-reaper", sidecar...)
			e.start("balance-snapshot", sidecar...)
			e.start("verify-drift", sidecar...)
			e.start("qtg")
			return reaper
		}},
		{name: "all in one", start: func(e *evmEnv) *proc {
			return e.start("qtg", append(sidecar,
				"MG_WORKERS=dispatcher,observer,recovery,evm-nonce-reaper,balance-snapshot,verify-drift")...)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEVMEnv(t)
			reaper := tt.start(e)
			e.checkSidecars(reaper)
		})
	}
}

// checkSidecars runs the acceptance movement and checks what the EVM sidecars recorded.
func (e *evmEnv) checkSidecars(reaper *proc) {
	t := e.t
	// The movement takes about a second: wait for a first round of snapshots (16 rows,
	// every account and token), or its transfers may all land before the sidecar's first
	// snapshot and no checked pair would span them.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM balance_snapshots`) >= 16
	}, time.Minute, 20*time.Millisecond)
	tmpl := e.threeTransfers("")
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))

	// Wait until every snapshot taken up to now is checked, twice over, so pairs around
	// the movement's blocks are among them.
	var last time.Time
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT max(taken_at) FROM balance_snapshots`).Scan(&last))
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM balance_snapshots s WHERE s.taken_at > $1
			AND EXISTS (SELECT 1 FROM balance_checks c WHERE c.to_snapshot_id = s.id)`, last) >= 2*16
	}, time.Minute, 20*time.Millisecond)
	require.Positive(t, e.scalar(`SELECT count(*)::int FROM balance_checks WHERE actual_delta <> 0 AND token <> 'native'`),
		"the movement's token transfers were among the checked pairs")
	require.Equal(t, 0, e.scalar(`SELECT count(*)::int FROM balance_checks WHERE drift <> 0`), "no drift")
	require.Equal(t, 3, e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE worker_name IN
		('evm-nonce-reaper', 'balance-snapshot', 'verify-drift') AND status = 'live'`))
	require.Equal(t, 0, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE entity_type = 'lane'`), "no gap to close")
	require.NotContains(t, reaper.out.String(), `"level":"error"`)
}

// setFaults sets the fault proxy in front of a chain's RPC URL (devchain serves every
// chain through one; see package rpcfault), over its HTTP control endpoint as the
// chaos harness does. An empty body clears the faults.
func (e *evmEnv) setFaults(chain, faults string) {
	e.t.Helper()
	ch, ok := e.cfg.Chain(chain)
	require.True(e.t, ok)
	method, body := http.MethodPost, strings.NewReader(faults)
	if faults == "" {
		method = http.MethodDelete
	}
	req, err := http.NewRequestWithContext(context.Background(), method, ch.RPCURL+"/faults", body)
	require.NoError(e.t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(e.t, err)
	defer func() { _ = resp.Body.Close() }()
	require.Equal(e.t, http.StatusOK, resp.StatusCode)
}

// Providers that cannot tell must not make recovery pay twice. The
// receipt and transaction lookups of every transaction answer null (a backend that has
// not seen them, so the observer hands the node to recovery) or geth's "transaction
// indexing is in progress" (with the dispatcher killed after its broadcast, so
// recovery takes the node from SUBMITTING). Recovery keeps deciding from the chain's
// blocks while the fault lasts, and the transfer is paid exactly once: one nonce, one
// amount, one try. Before the fix recovery answered not_sent and signed a new nonce.
func TestEVMRecoveryNeverReadsCannotTellAsAbsent(t *testing.T) {
	t.Parallel()
	lookups := `["eth_getTransactionReceipt","eth_getTransactionByHash"]`
	tests := []struct {
		name   string
		extra  string
		faults string
	}{
		{name: "null lookups", faults: `{"rules":[{"methods":` + lookups + `,"action":"null"}]}`},
		{name: "indexing in progress, dispatcher killed after broadcast", extra: `,"test_pause_after_submit_ms":600000`,
			faults: `{"rules":[{"methods":` + lookups + `,"action":"error","message":"transaction indexing is in progress"}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEVMEnv(t)
			tmpl := e.template(fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
				"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"4000000"%s}}]}`, e.a.Hex(), e.b.Hex(), tt.extra))
			beforeA, beforeB, beforeNonce := e.balance("dev-1", e.a), e.balance("dev-1", e.b), e.nonce("dev-1", e.a)
			paidOnce := func() {
				t.Helper()
				require.Equal(t, beforeNonce+1, e.nonce("dev-1", e.a), "one transaction of the sender")
				require.Equal(t, add(beforeA, -4_000_000), e.balance("dev-1", e.a))
				require.Equal(t, add(beforeB, 4_000_000), e.balance("dev-1", e.b))
			}
			e.setFaults("dev-1", tt.faults)
			dispatcher := e.start("dispatcher")
			e.start("observer")
			recovery := e.start("recovery")
			id, hash := e.create(tmpl, map[string]any{})
			e.approve(id, hash)
			if tt.extra != "" {
				require.Eventually(t, func() bool {
					return e.scalar(`SELECT count(*)::int FROM noop_markers m JOIN movement_nodes n ON n.id = m.node_id
						WHERE n.movement_id = $1 AND m.point = 'after_submit'`, id) == 1
				}, 60*time.Second, 20*time.Millisecond)
				dispatcher.kill()
				e.start("dispatcher")
			}
			// Recovery looks at the node again and again while the provider cannot tell.
			require.Eventually(t, func() bool {
				return strings.Count(recovery.out.String(), `"recovery verdict"`) >= 2
			}, 90*time.Second, 50*time.Millisecond)
			require.Eventually(t, func() bool { return e.nonce("dev-1", e.a) > beforeNonce }, 30*time.Second, 20*time.Millisecond)
			paidOnce()
			require.NotContains(t, recovery.out.String(), `"verdict":"not_sent"`)

			e.setFaults("dev-1", "")
			require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))
			paidOnce()
			require.Equal(t, 1, e.scalar(`SELECT tries FROM movement_nodes WHERE movement_id = $1`, id), "nothing signed twice")
			require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
				WHERE n.movement_id = $1`, id))
		})
	}
}
