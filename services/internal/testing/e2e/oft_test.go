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
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/crashtest"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// oftEnv is an evmEnv on dev-3 and dev-1 with the LayerZero executor stand-in
// (lz-executor) as its own process.
type oftEnv struct {
	*evmEnv
	cfgPath string
	lz      *devchaintest.LZExecutorProcess
}

// newOFTEnv is newEVMEnv on dev-3 and dev-1, with lz-executor as its own process too
// (lzArgs are its flags), and oft_transfer in the test's registry.
func newOFTEnv(t *testing.T, lzArgs ...string) *oftEnv {
	t.Helper()
	require.NoError(t, evmBins())
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "chains.yaml")
	e := &env{t: t, db: d, url: d.LoginURL(t, db.Testnet), audit: d.AuditLoginURL(t, db.Testnet), gateway: d.GatewayLoginURL(t, db.Testnet), pool: pool,
		extra: []string{"MG_CONFIG_FILE=" + cfgPath}, publicConfig: devchain.PublicConfigPath(cfgPath)}
	chain := e.start("devchain", "MG_DEVCHAIN_DIR="+dir, "MG_DEVCHAIN_ACCOUNTS=3", "MG_DEVCHAIN_BLOCK_INTERVAL=100ms",
		"MG_DEVCHAIN_CHAINS=dev-1:31337,dev-3:31339", "MG_DEVCHAIN_ATTESTATION_URL="+devchaintest.FreeLoopbackURL(t))
	require.Eventually(t, func() bool { return strings.Contains(chain.out.String(), "devchain ready") || chain.exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, chain.exited(), "devchain exited (%v):\n%s", chain.err, chain.out.String())
	lz := devchaintest.StartLZExecutorProcess(t, cfgPath, append([]string{"--delay=0s", "--interval=100ms"}, lzArgs...)...)

	cfg, err := evm.LoadFile(cfgPath, nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	ex, err := ofttransfer.New(ofttransfer.Options{Config: cfg, Signers: signers})
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
	return &oftEnv{evmEnv: ee, cfgPath: cfgPath, lz: lz}
}

func (e *oftEnv) oftTemplate(extra string) string {
	return e.template(fmt.Sprintf(`{"nodes":[{"key":"bridge","executor":"oft_transfer","config":{"from_chain":"dev-3","to_chain":"dev-1",
		"from":%q,"to":%q,"amount":"7000000","max_fee":"200000000000000"%s}}]}`, e.a.Hex(), e.c.Hex(), extra))
}

// endpointNonce reads one of EndpointV2's uint64 nonce views on chain.
func (e *oftEnv) endpointNonce(chain string, data []byte) uint64 {
	e.t.Helper()
	ch, _ := e.cfg.Chain(chain)
	ep := contracts.NewEndpointV2()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, err := e.clients[chain].CallContract(ctx, ethereum.CallMsg{To: &ch.LayerZero.Endpoint, Data: data}, nil)
	require.NoError(e.t, err)
	v, err := ep.UnpackOutboundNonce(out) // every nonce view returns one uint64
	require.NoError(e.t, err)
	return v
}

// requireOneSendOneDelivery proves from both chains that the movement sent once on
// dev-3 (the outbound nonce of the path between the chains' TokenMessagings, Stargate's
// OApp) and was delivered once on dev-1 (the lazy inbound
// nonce; the payload hash cleared), with exact balances.
func (e *oftEnv) requireOneSendOneDelivery(srcBefore, dstBefore *big.Int, amount int64) {
	e.t.Helper()
	src, _ := e.cfg.Chain("dev-3")
	dst, _ := e.cfg.Chain("dev-1")
	ep := contracts.NewEndpointV2()
	srcTM, dstTM := layerzero.AddressToBytes32(src.LayerZero.TokenMessaging), layerzero.AddressToBytes32(dst.LayerZero.TokenMessaging)
	require.Equal(e.t, uint64(1), e.endpointNonce("dev-3", ep.PackOutboundNonce(src.LayerZero.TokenMessaging, dst.LayerZero.EID, dstTM)), "exactly one send on dev-3")
	require.Equal(e.t, uint64(1), e.endpointNonce("dev-1", ep.PackLazyInboundNonce(dst.LayerZero.TokenMessaging, src.LayerZero.EID, srcTM)), "exactly one delivery on dev-1")
	require.Equal(e.t, uint64(1), e.endpointNonce("dev-1", ep.PackInboundNonce(dst.LayerZero.TokenMessaging, src.LayerZero.EID, srcTM)), "nothing verified beyond it")
	require.Equal(e.t, add(srcBefore, -amount), e.balance("dev-3", e.a))
	require.Equal(e.t, add(dstBefore, amount), e.balance("dev-1", e.c))
}

// A dispatcher process killed at each phase of an oft_transfer — after the phase's
// intent (before its broadcast) and after its broadcast, for the approve, the send and
// the deliver phase — leaves the node SUBMITTING; recovery decides it from the chains
// and a replacement finishes it: exactly one send and one delivery, proven from both
// chains.
func TestOFTDispatcherKilledAtEachPhase(t *testing.T) {
	t.Parallel()
	for _, phase := range []string{"approve", "send", "deliver"} {
		for _, point := range []string{"before_submit", "after_submit"} {
			t.Run(phase+" "+point, func(t *testing.T) {
				t.Parallel()
				e := newOFTEnv(t)
				tmpl := e.oftTemplate(fmt.Sprintf(`,"test_pause_phase":%q,"test_pause_%s_ms":600000`, phase, point))
				srcBefore, dstBefore := e.balance("dev-3", e.a), e.balance("dev-1", e.c)
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
				e.requireOneSendOneDelivery(srcBefore, dstBefore, 7_000_000)
				require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
					WHERE n.movement_id = $1 AND i.payload->>'phase' = 'send'`, id), "one send intent: nothing was signed twice")
			})
		}
	}
}

// The observer and the lz-executor processes killed while the node waits for its
// delivery (held by the stand-in): new ones pick it up and it completes once.
func TestOFTObserverAndExecutorKilledWhileWaiting(t *testing.T) {
	t.Parallel()
	e := newOFTEnv(t)
	tmpl := e.oftTemplate("")
	srcBefore, dstBefore := e.balance("dev-3", e.a), e.balance("dev-1", e.c)
	e.lz.SetControl(t, `{"hold":true}`)
	e.start("dispatcher")
	victim := e.start("observer")
	e.start("recovery")
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM movement_nodes n JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
			WHERE n.movement_id = $1 AND n.node_state = 'OBSERVING' AND i.payload->>'phase' = 'deliver'`, id) == 1
	}, 120*time.Second, 20*time.Millisecond)
	victim.kill()
	e.lz.Kill()
	devchaintest.StartLZExecutorProcess(t, e.cfgPath, "--delay=0s", "--interval=100ms")
	e.start("observer")
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 3*time.Minute))
	e.requireOneSendOneDelivery(srcBefore, dstBefore, 7_000_000)
	var guid string
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT result->>'guid' FROM movement_nodes WHERE movement_id = $1`, id).Scan(&guid))
	require.Len(t, guid, 66)
}
