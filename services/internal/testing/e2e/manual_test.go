package e2e_test

import (
	"context"
	"fmt"
	"math/big"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
)

// reaperBins builds, once per package run, the stranded reaper into the package's bins
// folder.
var reaperBins = sync.OnceValue(func() error {
	build := exec.CommandContext(context.Background(), "go", "build", "-tags", "crashtest", "-o", bins+string(filepath.Separator),
		"github.com/qtgdev/qtg/services/stranded-reaper")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("build stranded-reaper: %w\n%s", err, out)
	}
	return nil
})

// manualGauge matches the stranded reaper's gauge sample (any labels) and its value.
var manualGauge = regexp.MustCompile(`(?m)^qtg_nodes_needing_manual_execution(?:\{[^}]*\})? (\S+)$`)

// startReaper starts stranded-reaper as its own process (scanning every 200ms)
// and returns it with where it serves /metrics.
func (e *env) startReaper() (*proc, string) {
	e.t.Helper()
	require.NoError(e.t, reaperBins())
	p := e.start("stranded-reaper", "MG_EVM_SIDECAR_INTERVAL=200ms")
	return p, metricsAddr(e.t, p)
}

// requireGauge waits until the reaper's qtg_nodes_needing_manual_execution is want.
func requireGauge(t *testing.T, addr, want string) {
	t.Helper()
	require.Eventually(t, func() bool {
		m := manualGauge.FindStringSubmatch(scrape(t, addr))
		return m != nil && m[1] == want
	}, time.Minute, 50*time.Millisecond, "qtg_nodes_needing_manual_execution never %s", want)
}

// manualExecution is what both bridges' tests share once their node is stuck: the
// node reaches NEEDS_MANUAL_EXECUTION (the reaper's gauge says 1, the reaper's
// decision audited), ops1 requests a manual execution through qtgctl, cannot approve
// it himself (four eyes), ops2 does, and the movement completes (the gauge back to 0).
func manualExecution(t *testing.T, e *env, a *api, metrics string, id uuid.UUID) {
	t.Helper()
	require.Eventually(t, func() bool { return e.nodeState(id, "bridge") == "NEEDS_MANUAL_EXECUTION" },
		3*time.Minute, 50*time.Millisecond)
	requireGauge(t, metrics, "1")
	require.Equal(t, "EXECUTING", e.movementStateOf(id))
	var nodeID string
	var attempt int
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT id::text, attempt FROM movement_nodes
		WHERE movement_id = $1 AND node_key = 'bridge'`, id).Scan(&nodeID, &attempt))
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE action = 'NEEDS_MANUAL_EXECUTION'
		AND entity_id = $1 AND actor LIKE 'stranded-reaper/%'`, nodeID), "the reaper's move is audited")

	out, code := a.qtgctl("ops1", "manual", "request", nodeID, "--attempt", fmt.Sprint(attempt), "--reason", "the bridge shows it stuck")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "PROPOSED")
	var verdict string
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT id::text FROM node_verdicts WHERE node_id = $1`, nodeID).Scan(&verdict))
	out, code = a.qtgctl("ops1", "manual", "list")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, verdict)
	time.Sleep(time.Second) // a request alone changes nothing
	require.Equal(t, "NEEDS_MANUAL_EXECUTION", e.nodeState(id, "bridge"))

	out, code = a.qtgctl("ops1", "manual", "approve", verdict)
	require.NotEqual(t, 0, code, out)
	require.Contains(t, out, "PermissionDenied", "four eyes: the requester cannot approve")
	out, code = a.qtgctl("ops2", "manual", "approve", verdict)
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "APPLIED")

	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 3*time.Minute))
	requireGauge(t, metrics, "0")
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE action = 'VERDICT_PROPOSED' AND entity_id = $1
		AND actor = 'ops1'`, nodeID), "the request is audited")
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE action = 'VERDICT_APPLIED' AND entity_id = $1
		AND actor = 'ops2'`, nodeID), "the approval is audited")
}

func (e *env) movementStateOf(id uuid.UUID) string {
	e.t.Helper()
	var s string
	require.NoError(e.t, e.pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&s))
	return s
}

// A CCIP message the DON fails (ccip-relay told so over its control endpoint) strands
// the node; the stranded reaper, its own process, moves it to NEEDS_MANUAL_EXECUTION;
// after a four-eyes manual execution through qtgctl the dispatcher signs
// manuallyExecute and the movement completes: one send, one successful delivery (after
// the one failure), exact balances, proven from both chains.
func TestCCIPManualExecutionAfterFailure(t *testing.T) {
	t.Parallel()
	e := newCCIPEnv(t)
	a := e.startAPI()
	tmpl := e.ccipTemplate("")
	srcBefore, dstBefore := e.balance("dev-2", e.a), e.balance("dev-3", e.c)
	e.relay.AddRule(t, cciprelay.Rule{Action: cciprelay.ActionFail, Receiver: e.c})
	e.start("qtg") // dispatcher, observer and recovery
	_, metrics := e.startReaper()
	requireGauge(t, metrics, "0")
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)

	manualExecution(t, e.env, a, metrics, id)
	res := e.requireOneSendOneDelivery(id, srcBefore, dstBefore, "FAILURE", "SUCCESS")
	require.True(t, res.ManuallyExecuted)
	require.Equal(t, "manual", e.lastPhase(id))
}

// lastPhase is the phase of the node's last intent.
func (e *env) lastPhase(id uuid.UUID) string {
	e.t.Helper()
	var s string
	require.NoError(e.t, e.pool.QueryRow(context.Background(), `SELECT i.payload->>'phase' FROM node_intents i
		JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1 ORDER BY i.attempt DESC LIMIT 1`, id).Scan(&s))
	return s
}

// An OFT payout the Stargate pool cached (lz-executor told {"cache_next":1}) strands
// the node; the stranded reaper moves it to NEEDS_MANUAL_EXECUTION; after a four-eyes
// manual execution through qtgctl the dispatcher signs retryReceiveToken and the
// movement completes: the receiver paid exactly once (one OFTReceived, after the one
// UnreceivedTokenCached), one send and one delivery proven from both chains.
func TestOFTManualRetryAfterCachedPayout(t *testing.T) {
	t.Parallel()
	e := newOFTEnv(t)
	a := e.startAPI()
	tmpl := e.oftTemplate("")
	srcBefore, dstBefore := e.balance("dev-3", e.a), e.balance("dev-1", e.c)
	e.lz.SetControl(t, `{"cache_next":1}`)
	e.start("qtg")
	_, metrics := e.startReaper()
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)

	manualExecution(t, e.env, a, metrics, id)
	e.requireOneSendOneDelivery(srcBefore, dstBefore, 7_000_000)
	require.Equal(t, "retry", e.lastPhase(id))
	var guid, retryTx string
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT result->>'guid', coalesce(result->>'retry_tx', '')
		FROM movement_nodes WHERE movement_id = $1`, id).Scan(&guid, &retryTx))
	require.NotEmpty(t, retryTx, "the payout came from the retry")
	dst, _ := e.cfg.Chain("dev-1")
	pool := stargate.NewStargatePoolUSDC().GetABI()
	for event, want := range map[string]int{"UnreceivedTokenCached": 1, "OFTReceived": 1} {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		ls, err := e.clients["dev-1"].FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0),
			Addresses: []common.Address{dst.LayerZero.USDCPool}, Topics: [][]common.Hash{{pool.Events[event].ID}}})
		cancel()
		require.NoError(t, err)
		require.Len(t, ls, want, "%s on dev-1", event)
	}
}
