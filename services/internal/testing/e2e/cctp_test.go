package e2e_test

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
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
	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/crashtest"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// newCCTPEnv is newEVMEnv with the CCTP attestation double (cctp-attester) as its own
// process too, and cctp_transfer in the test's registry.
func newCCTPEnv(t *testing.T, attesterArgs ...string) *evmEnv {
	t.Helper()
	require.NoError(t, evmBins())
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "chains.yaml")
	e := &env{t: t, db: d, url: d.LoginURL(t, db.Testnet), audit: d.AuditLoginURL(t, db.Testnet), gateway: d.GatewayLoginURL(t, db.Testnet), pool: pool,
		extra: []string{"MG_CONFIG_FILE=" + cfgPath}, publicConfig: devchain.PublicConfigPath(cfgPath)}
	chain := e.start("devchain", "MG_DEVCHAIN_DIR="+dir, "MG_DEVCHAIN_ACCOUNTS=3", "MG_DEVCHAIN_BLOCK_INTERVAL=100ms",
		"MG_DEVCHAIN_CHAINS=dev-1:31337,dev-2:31338", "MG_DEVCHAIN_ATTESTATION_URL="+devchaintest.FreeLoopbackURL(t))
	require.Eventually(t, func() bool { return strings.Contains(chain.out.String(), "devchain ready") || chain.exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, chain.exited(), "devchain exited (%v):\n%s", chain.err, chain.out.String())
	devchaintest.StartAttesterProcess(t, cfgPath, append([]string{"--fast-fee-bps=1"}, attesterArgs...)...)

	cfg, err := evm.LoadFile(cfgPath, nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	ex, err := cctptransfer.New(cctptransfer.Options{Config: cfg, Signers: signers})
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
	return ee
}

// cctpLogs counts the logs of topic from the chain's CCTP contract addr.
func (e *evmEnv) cctpLogs(chain string, addr common.Address, topic common.Hash) int {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ls, err := e.clients[chain].FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{addr}, Topics: [][]common.Hash{{topic}},
	})
	require.NoError(e.t, err)
	return len(ls)
}

// requireOneBurnOneMint proves from both chains that the movement burned once on dev-1
// and minted once on dev-2, with exact balances (fee 1 bps).
func (e *evmEnv) requireOneBurnOneMint(srcBefore, dstBefore *big.Int, amount int64) {
	e.t.Helper()
	src, _ := e.cfg.Chain("dev-1")
	dst, _ := e.cfg.Chain("dev-2")
	received := contracts.NewMessageTransmitterV2().GetABI().Events["MessageReceived"].ID
	require.Equal(e.t, 1, e.cctpLogs("dev-1", src.CCTP.TokenMessenger, cctp.DepositForBurnTopic), "exactly one burn on dev-1")
	require.Equal(e.t, 1, e.cctpLogs("dev-2", dst.CCTP.MessageTransmitter, received), "exactly one mint on dev-2")
	fee := (amount + 9_999) / 10_000
	require.Equal(e.t, add(srcBefore, -amount), e.balance("dev-1", e.a))
	require.Equal(e.t, add(dstBefore, amount-fee), e.balance("dev-2", e.c))
}

func (e *evmEnv) cctpTemplate(extra string) string {
	return e.template(fmt.Sprintf(`{"nodes":[{"key":"bridge","executor":"cctp_transfer","config":{"from_chain":"dev-1","to_chain":"dev-2",
		"from":%q,"to":%q,"amount":"7000000","max_fee":"10000","speed":"fast"%s}}]}`, e.a.Hex(), e.c.Hex(), extra))
}

// A dispatcher process killed at each on-chain phase of a cctp_transfer — after the
// burn's intent (before its broadcast), after the burn's broadcast, and the same for
// the receive — leaves the node SUBMITTING; recovery decides it from the chains and a
// replacement finishes it: exactly one burn and one mint, proven from both chains.
func TestCCTPDispatcherKilledAtEachPhase(t *testing.T) {
	t.Parallel()
	for _, phase := range []string{"burn", "receive"} {
		for _, point := range []string{"before_submit", "after_submit"} {
			t.Run(phase+" "+point, func(t *testing.T) {
				t.Parallel()
				e := newCCTPEnv(t)
				tmpl := e.cctpTemplate(fmt.Sprintf(`,"test_pause_phase":%q,"test_pause_%s_ms":600000`, phase, point))
				srcBefore, dstBefore := e.balance("dev-1", e.a), e.balance("dev-2", e.c)
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
				}, 90*time.Second, 20*time.Millisecond)
				require.Equal(t, victim.pid(), pid)
				victim.kill()
				require.Equal(t, "SUBMITTING", e.nodeState(id, "bridge"))

				e.start("dispatcher") // the replacement
				require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))
				e.requireOneBurnOneMint(srcBefore, dstBefore, 7_000_000)
				require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
					WHERE n.movement_id = $1 AND i.payload->>'phase' = 'burn'`, id), "one burn intent: nothing was signed twice")
			})
		}
	}
}

// The observer process killed while the node waits for the attestation (and the
// attestation slow to come): a new observer picks the node up and it completes once.
func TestCCTPObserverKilledWhileWaitingForAttestation(t *testing.T) {
	t.Parallel()
	e := newCCTPEnv(t, "--fast-delay=4s")
	tmpl := e.cctpTemplate("")
	srcBefore, dstBefore := e.balance("dev-1", e.a), e.balance("dev-2", e.c)
	e.start("dispatcher")
	victim := e.start("observer")
	e.start("recovery")
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM movement_nodes n JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
			WHERE n.movement_id = $1 AND n.node_state = 'OBSERVING' AND i.payload->>'phase' = 'burn'`, id) == 1
	}, 90*time.Second, 20*time.Millisecond)
	victim.kill()
	e.start("observer")
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 2*time.Minute))
	e.requireOneBurnOneMint(srcBefore, dstBefore, 7_000_000)
}
