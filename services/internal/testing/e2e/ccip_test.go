package e2e_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/crashtest"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// ccipAmount is what every ccip_transfer of these tests moves, dev-2 → dev-3, with a
// native fee (so the holder's USDC moves by the amount alone).
const ccipAmount = 7_000_000

// ccipRelayFast are the ccip-relay flags of a relay that executes at once.
var ccipRelayFast = []string{"--execute-delay=100ms", "--poll=100ms"}

// ccipEnv is an evmEnv on dev-2 and dev-3 (the demo's CCIP leg) with the CCIP DON's
// stand-in (ccip-relay) as its own process.
type ccipEnv struct {
	*evmEnv
	cfgPath string
	relay   *devchaintest.CCIPRelayProcess
}

// newCCIPEnv is newEVMEnv on dev-2 and dev-3, with ccip-relay as its own process too
// (relayArgs are its flags), and ccip_transfer in the test's registry.
func newCCIPEnv(t *testing.T, relayArgs ...string) *ccipEnv {
	t.Helper()
	require.NoError(t, evmBins())
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "chains.yaml")
	e := &env{t: t, db: d, url: d.LoginURL(t, db.Testnet), audit: d.AuditLoginURL(t, db.Testnet), gateway: d.GatewayLoginURL(t, db.Testnet), pool: pool,
		extra: []string{"MG_CONFIG_FILE=" + cfgPath}, publicConfig: devchain.PublicConfigPath(cfgPath)}
	chain := e.start("devchain", "MG_DEVCHAIN_DIR="+dir, "MG_DEVCHAIN_ACCOUNTS=3", "MG_DEVCHAIN_BLOCK_INTERVAL=100ms",
		"MG_DEVCHAIN_CHAINS=dev-2:31338,dev-3:31339", "MG_DEVCHAIN_ATTESTATION_URL="+devchaintest.FreeLoopbackURL(t))
	require.Eventually(t, func() bool { return strings.Contains(chain.out.String(), "devchain ready") || chain.exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, chain.exited(), "devchain exited (%v):\n%s", chain.err, chain.out.String())
	if len(relayArgs) == 0 {
		relayArgs = ccipRelayFast
	}
	relay := devchaintest.StartCCIPRelayProcess(t, cfgPath, relayArgs...)

	cfg, err := evm.LoadFile(cfgPath, nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	ex, err := cciptransfer.New(cciptransfer.Options{Config: cfg, Signers: signers})
	require.NoError(t, err)
	t.Cleanup(ex.Close)
	e.svc = testfix.New(t, testfix.OnDatabase(d), testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{crashtest.Wrap(ex, db.Wrap(pool))}
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
	return &ccipEnv{evmEnv: ee, cfgPath: cfgPath, relay: relay}
}

// ccipTemplate is one ccip_transfer of ccipAmount from A on dev-2 to C on dev-3; extra
// is spliced into its config.
func (e *ccipEnv) ccipTemplate(extra string) string {
	return e.template(fmt.Sprintf(`{"nodes":[{"key":"bridge","executor":"ccip_transfer","config":{"from_chain":"dev-2","to_chain":"dev-3",
		"from":%q,"to":%q,"amount":"%d","fee_token":"native","max_fee":"2000000000000000"%s}}]}`, e.a.Hex(), e.c.Hex(), ccipAmount, extra))
}

// ccipResult is the part of a completed ccip_transfer's result the proofs use.
type ccipResult struct {
	MessageID        string `json:"message_id"`
	SequenceNumber   uint64 `json:"sequence_number"`
	Fee              string `json:"fee"`
	ExecutionState   string `json:"execution_state"`
	ManuallyExecuted bool   `json:"manually_executed"`
}

func (e *ccipEnv) result(id uuid.UUID) ccipResult {
	e.t.Helper()
	var raw []byte
	require.NoError(e.t, e.pool.QueryRow(context.Background(), `SELECT result FROM movement_nodes WHERE movement_id = $1 AND node_key = 'bridge'`, id).Scan(&raw))
	var r ccipResult
	require.NoError(e.t, json.Unmarshal(raw, &r), string(raw))
	return r
}

// call runs a view call on chain and returns its output.
func (e *ccipEnv) call(chain string, to common.Address, data []byte) []byte {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, err := e.clients[chain].CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	require.NoError(e.t, err)
	return out
}

// logs returns every log of topic emitted by addr on chain.
func (e *ccipEnv) logs(chain string, addr common.Address, topic common.Hash) []*types.Log {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ls, err := e.clients[chain].FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{addr}, Topics: [][]common.Hash{{topic}},
	})
	require.NoError(e.t, err)
	out := make([]*types.Log, len(ls))
	for i := range ls {
		out[i] = &ls[i]
	}
	return out
}

// executionStates lists the states of the OffRamp's ExecutionStateChanged logs for the
// message on dev-3, in order.
func (e *ccipEnv) executionStates(messageID common.Hash) []string {
	e.t.Helper()
	dst, _ := e.cfg.Chain("dev-3")
	off := contracts.NewOffRamp()
	var states []string
	for _, l := range e.logs("dev-3", dst.CCIP.OffRamp, ccip.ExecutionStateChangedTopic) {
		ev, err := off.UnpackExecutionStateChangedEvent(l)
		require.NoError(e.t, err)
		if common.Hash(ev.MessageId) == messageID {
			states = append(states, ccip.ExecutionState(ev.State).String())
		}
	}
	return states
}

// requireOneSendOneDelivery proves from both chains that the movement sent exactly one
// CCIP message on dev-2 (the lane's sequence number, the OnRamp's only
// CCIPMessageSent, carrying the node's messageId) and that dev-3's OffRamp executed it
// successfully exactly once (its execution state, one ExecutionStateChanged SUCCESS),
// with exact balances on both chains. wantStates are the message's execution-state
// changes in order (["SUCCESS"], or ["FAILURE","SUCCESS"] after a manual execution).
func (e *ccipEnv) requireOneSendOneDelivery(id uuid.UUID, srcBefore, dstBefore *big.Int, wantStates ...string) ccipResult {
	e.t.Helper()
	src, _ := e.cfg.Chain("dev-2")
	dst, _ := e.cfg.Chain("dev-3")
	res := e.result(id)
	require.Equal(e.t, uint64(1), res.SequenceNumber, "the lane's first message")
	on := contracts.NewOnRamp()
	next, err := on.UnpackGetExpectedNextSequenceNumber(e.call("dev-2", src.CCIP.OnRamp, on.PackGetExpectedNextSequenceNumber(dst.CCIP.ChainSelector)))
	require.NoError(e.t, err)
	require.Equal(e.t, uint64(2), next, "exactly one send on the dev-2 → dev-3 lane")
	sent := e.logs("dev-2", src.CCIP.OnRamp, ccip.CCIPMessageSentTopic)
	require.Len(e.t, sent, 1, "exactly one CCIPMessageSent on dev-2")
	ev, err := on.UnpackCCIPMessageSentEvent(sent[0])
	require.NoError(e.t, err)
	require.Equal(e.t, res.MessageID, common.Hash(ev.Message.Header.MessageId).Hex(), "the node's message is the one sent")

	off := contracts.NewOffRamp()
	state, err := off.UnpackGetExecutionState(e.call("dev-3", dst.CCIP.OffRamp, off.PackGetExecutionState(src.CCIP.ChainSelector, res.SequenceNumber)))
	require.NoError(e.t, err)
	require.Equal(e.t, ccip.Success, ccip.ExecutionState(state), "dev-3's OffRamp executed it")
	require.Equal(e.t, wantStates, e.executionStates(common.HexToHash(res.MessageID)), "exactly one successful execution on dev-3")
	require.Equal(e.t, "SUCCESS", res.ExecutionState)

	require.Equal(e.t, add(srcBefore, -ccipAmount), e.balance("dev-2", e.a))
	require.Equal(e.t, add(dstBefore, ccipAmount), e.balance("dev-3", e.c))
	require.Equal(e.t, ev.Message.FeeTokenAmount.String(), res.Fee, "the fee recorded is the one the OnRamp took")
	require.Equal(e.t, 1, e.scalar(`SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.movement_id = $1 AND i.payload->>'phase' = 'send'`, id), "one send intent: nothing was signed twice")
	return res
}

// A dispatcher process killed at each signing phase of a ccip_transfer — after the
// phase's intent (before its broadcast) and after its broadcast, for the approve and
// the send — leaves the node SUBMITTING; recovery decides it from the chains and a
// replacement finishes it: exactly one send and one delivery, proven from both chains.
func TestCCIPDispatcherKilledAtEachPhase(t *testing.T) {
	t.Parallel()
	for _, phase := range []string{"approve", "send"} {
		for _, point := range []string{"before_submit", "after_submit"} {
			t.Run(phase+" "+point, func(t *testing.T) {
				t.Parallel()
				e := newCCIPEnv(t)
				tmpl := e.ccipTemplate(fmt.Sprintf(`,"test_pause_phase":%q,"test_pause_%s_ms":600000`, phase, point))
				srcBefore, dstBefore := e.balance("dev-2", e.a), e.balance("dev-3", e.c)
				victim := e.start("dispatcher")
				e.start("observer")
				e.start("recovery")
				id, hash := e.create(tmpl, map[string]any{})
				e.approve(id, hash)

				var pid int
				require.Eventually(t, func() bool {
					err := e.pool.QueryRow(context.Background(), `SELECT m.pid FROM noop_markers m
						JOIN movement_nodes n ON n.id = m.node_id WHERE n.movement_id = $1 AND m.point = $2`, id, point).Scan(&pid)
					return err == nil
				}, 120*time.Second, 20*time.Millisecond)
				require.Equal(t, victim.pid(), pid)
				victim.kill()
				require.Equal(t, "SUBMITTING", e.nodeState(id, "bridge"))

				e.start("dispatcher") // the replacement
				require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 3*time.Minute))
				e.requireOneSendOneDelivery(id, srcBefore, dstBefore, "SUCCESS")
			})
		}
	}
}

// The observer and the ccip-relay processes killed while the node waits for its
// delivery (the relay committed the message but holds its execution): new ones pick
// it up and it completes once.
func TestCCIPObserverAndRelayKilledWhileWaiting(t *testing.T) {
	t.Parallel()
	e := newCCIPEnv(t, "--execute-delay=10m", "--poll=100ms")
	tmpl := e.ccipTemplate("")
	srcBefore, dstBefore := e.balance("dev-2", e.a), e.balance("dev-3", e.c)
	e.start("dispatcher")
	victim := e.start("observer")
	e.start("recovery")
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM movement_nodes n JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
			WHERE n.movement_id = $1 AND n.node_state = 'OBSERVING' AND i.payload->>'phase' = 'deliver'`, id) == 1
	}, 120*time.Second, 20*time.Millisecond)
	require.Eventually(t, func() bool { return strings.Contains(e.relay.Output(), "committed") }, time.Minute, 20*time.Millisecond)
	victim.kill()
	e.relay.Kill()
	require.Empty(t, e.executionStates(common.HexToHash(e.progressMessageID(id))), "the held message was not executed")
	devchaintest.StartCCIPRelayProcess(t, e.cfgPath, ccipRelayFast...)
	e.start("observer")
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 3*time.Minute))
	res := e.requireOneSendOneDelivery(id, srcBefore, dstBefore, "SUCCESS")
	require.False(t, res.ManuallyExecuted)
}

// progressMessageID is the messageId the node's progress holds once the send is final.
func (e *ccipEnv) progressMessageID(id uuid.UUID) string {
	e.t.Helper()
	var s string
	require.NoError(e.t, e.pool.QueryRow(context.Background(), `SELECT coalesce(progress->>'message_id', '')
		FROM movement_nodes WHERE movement_id = $1 AND node_key = 'bridge'`, id).Scan(&s))
	require.Len(e.t, s, 66)
	return s
}
