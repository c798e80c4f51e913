package e2e_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
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

// verify-drift after the demo's bridge loop: one movement moves USDC dev-1 →
// dev-2 over CCTP, dev-2 → dev-3 over CCIP (native fee) and dev-3 → dev-1 over OFT,
// with balance-snapshot and verify-drift running; every snapshot pair covering the
// movement's legs (approvals, sends, fees, gas, deliveries) shows zero drift on every
// chain.
func TestBridgeVerifyDrift(t *testing.T) {
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
	sidecar := []string{"MG_EVM_SIDECAR_INTERVAL=200ms"}
	e.start("qtg") // dispatcher, observer and recovery
	e.start("balance-snapshot", sidecar...)
	e.start("verify-drift", sidecar...)
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, 5*time.Minute))

	// Every snapshot up to one taken after the movement completed (so above every leg's
	// block), but each account's first, is checked: the pairs cover every leg.
	var last time.Time
	require.NoError(t, pool.QueryRow(context.Background(), `SELECT max(taken_at) FROM balance_snapshots`).Scan(&last))
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM balance_snapshots s WHERE s.taken_at <= $1
			AND EXISTS (SELECT 1 FROM balance_snapshots p WHERE p.chain_id = s.chain_id AND p.token = s.token AND p.address = s.address
			            AND (p.taken_at, p.id) < (s.taken_at, s.id))
			AND NOT EXISTS (SELECT 1 FROM balance_checks c WHERE c.to_snapshot_id = s.id)`, last) == 0
	}, 2*time.Minute, 20*time.Millisecond)
	for _, chainID := range []int{31337, 31338, 31339} {
		require.Positive(t, e.scalar(`SELECT count(*)::int FROM balance_checks WHERE chain_id = $1 AND token <> 'native'
			AND actual_delta <> 0`, chainID), "the movement's USDC legs on chain %d were among the checked pairs", chainID)
	}
	var drifts []string
	rows, err := pool.Query(context.Background(), `SELECT chain_id || ' ' || token || ' ' || address || ' (' || from_block || ',' || to_block || '] '
		|| expected_delta || ' vs ' || actual_delta FROM balance_checks WHERE drift <> 0`)
	require.NoError(t, err)
	for rows.Next() {
		var s string
		require.NoError(t, rows.Scan(&s))
		drifts = append(drifts, s)
	}
	require.NoError(t, rows.Err())
	require.Empty(t, drifts, "no drift after CCTP, CCIP and OFT transfers")
}
