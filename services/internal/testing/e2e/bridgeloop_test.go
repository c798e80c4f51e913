package e2e_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// The demo's loop (make demo's bridge legs, in its order) as one movement through the
// worker processes, every double its own process: 1 USDC dev-1 → dev-2 over CCTP (fast,
// 1 bps), what arrived dev-2 → dev-3 over CCIP, and that dev-3 → dev-1 over OFT. Every
// account's USDC on every chain ends exactly where the legs say, and each leg's fee is
// recorded.
func TestBridgeLoop(t *testing.T) {
	t.Parallel()
	require.NoError(t, evmBins())
	d := dbtest.New(t)
	pool := d.Pool(t, db.Testnet)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "chains.yaml")
	e := &env{t: t, db: d, url: d.LoginURL(t, db.Testnet), audit: d.AuditLoginURL(t, db.Testnet), gateway: d.GatewayLoginURL(t, db.Testnet), pool: pool,
		extra: []string{"MG_CONFIG_FILE=" + cfgPath}, publicConfig: devchain.PublicConfigPath(cfgPath)}
	chain := e.start("devchain", "MG_DEVCHAIN_DIR="+dir, "MG_DEVCHAIN_ACCOUNTS=3", "MG_DEVCHAIN_BLOCK_INTERVAL=100ms",
		"MG_DEVCHAIN_CHAINS=dev-1:31337,dev-2:31338,dev-3:31339", "MG_DEVCHAIN_ATTESTATION_URL="+devchaintest.FreeLoopbackURL(t))
	require.Eventually(t, func() bool { return strings.Contains(chain.out.String(), "devchain ready") || chain.exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, chain.exited(), "devchain exited (%v):\n%s", chain.err, chain.out.String())
	devchaintest.StartAttesterProcess(t, cfgPath, "--fast-fee-bps=1")
	devchaintest.StartCCIPRelayProcess(t, cfgPath, ccipRelayFast...)
	devchaintest.StartLZExecutorProcess(t, cfgPath, "--delay=0s", "--interval=100ms")

	cfg, err := evm.LoadFile(cfgPath, nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	cctpX, err := cctptransfer.New(cctptransfer.Options{Config: cfg, Signers: signers})
	require.NoError(t, err)
	t.Cleanup(cctpX.Close)
	ccipX, err := cciptransfer.New(cciptransfer.Options{Config: cfg, Signers: signers})
	require.NoError(t, err)
	t.Cleanup(ccipX.Close)
	oftX, err := ofttransfer.New(ofttransfer.Options{Config: cfg, Signers: signers})
	require.NoError(t, err)
	t.Cleanup(oftX.Close)
	e.svc = testfix.New(t, testfix.OnDatabase(d), testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		return []executor.Executor{cctpX, ccipX, oftX}
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
	a, b, c := byName["dev1"], byName["dev2"], byName["dev3"]

	const sent, fee = 1_000_000, 100 // CCTP fast at 1 bps
	const arrived = sent - fee
	tmpl := e.template(fmt.Sprintf(`{"nodes":[
		{"key":"cctp","executor":"cctp_transfer","config":{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":%q,
			"amount":"%d","max_fee":"10000","speed":"fast"}},
		{"key":"ccip","executor":"ccip_transfer","depends_on":["cctp"],"config":{"from_chain":"dev-2","to_chain":"dev-3","from":%q,"to":%q,
			"amount":"%d","fee_token":"native","max_fee":"2000000000000000"}},
		{"key":"oft","executor":"oft_transfer","depends_on":["ccip"],"config":{"from_chain":"dev-3","to_chain":"dev-1","from":%q,"to":%q,
			"amount":"%d","max_fee":"200000000000000"}}]}`,
		a.Hex(), b.Hex(), sent, b.Hex(), b.Hex(), arrived, b.Hex(), c.Hex(), arrived))
	accounts := map[string]common.Address{"A": a, "B": b, "C": c}
	before := map[string]int64{}
	for _, ch := range []string{"dev-1", "dev-2", "dev-3"} {
		for name, who := range accounts {
			before[ch+"/"+name] = ee.balance(ch, who).Int64()
		}
	}

	e.start("qtg") // dispatcher, observer and recovery
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 5*time.Minute))

	moved := map[string]int64{
		"dev-1/A": -sent, "dev-1/C": arrived, // CCTP out, OFT in
		"dev-2/B": 0, // +arrived by CCTP, -arrived by CCIP
		"dev-3/B": 0, // +arrived by CCIP, -arrived by OFT
	}
	for _, ch := range []string{"dev-1", "dev-2", "dev-3"} {
		for name, who := range accounts {
			k := ch + "/" + name
			require.Equal(t, before[k]+moved[k], ee.balance(ch, who).Int64(), "USDC of %s", k)
		}
	}
	fees := map[string]string{}
	rows, err := pool.Query(context.Background(), `SELECT node_key, coalesce(result->>'fee_executed', result->>'fee', result->>'native_fee', '')
		FROM movement_nodes WHERE movement_id = $1`, id)
	require.NoError(t, err)
	for rows.Next() {
		var key, f string
		require.NoError(t, rows.Scan(&key, &f))
		fees[key] = f
	}
	require.NoError(t, rows.Err())
	require.Equal(t, fmt.Sprint(fee), fees["cctp"], "the CCTP fee recorded")
	require.NotEmpty(t, fees["ccip"], "the CCIP fee recorded")
	require.NotEqual(t, "0", fees["ccip"])
	require.NotEmpty(t, fees["oft"], "the LayerZero fee recorded")
	require.NotEqual(t, "0", fees["oft"])
}
