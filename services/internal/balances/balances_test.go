package balances_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/google/uuid"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/balances"
	"github.com/qtgdev/qtg/services/internal/compiler"
	"github.com/qtgdev/qtg/services/internal/devchain"
	"github.com/qtgdev/qtg/services/internal/devchain/contracts"
	"github.com/qtgdev/qtg/services/internal/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/movement"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// Snapshots around a movement QTG ran show no drift, native gas included; a transfer
// made outside QTG shows up as drift on both accounts' token balances and on the
// sender's gas.
func TestSnapshotAndVerifyDrift(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, err := devchain.Start(ctx, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Dir: t.TempDir(), Accounts: 2, BlockInterval: 50 * time.Millisecond,
	})
	require.NoError(t, err)
	t.Cleanup(dc.Close)
	cfg, err := evm.LoadFile(dc.ConfigPath(), nil)
	require.NoError(t, err)
	signers, err := evm.LoadSigners(cfg, nil)
	require.NoError(t, err)
	pool := dbtest.New(t).Pool(t, db.Testnet)
	ex, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers})
	require.NoError(t, err)
	t.Cleanup(ex.Close)
	reg, err := executor.NewRegistry(ex)
	require.NoError(t, err)
	comp, err := compiler.New(reg, compiler.Limits{})
	require.NoError(t, err)
	svc := movement.New(pool, comp)
	ecfg := engine.Config{Pool: pool, Registry: reg, Instance: "test", Logger: zerolog.Nop(), RetryBackoff: time.Millisecond}
	dispatcher, err := engine.NewDispatcher(ecfg)
	require.NoError(t, err)
	observer, err := engine.NewObserver(ecfg)
	require.NoError(t, err)

	snap, err := balances.NewSnapshotter(balances.Config{Pool: pool, Chains: cfg})
	require.NoError(t, err)
	t.Cleanup(snap.Close)
	verify, err := balances.NewVerifier(balances.Config{Pool: pool, Chains: cfg, Logger: zerolog.Nop()})
	require.NoError(t, err)
	a, b := dc.Accounts()[1], dc.Accounts()[2]

	n, err := snap.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 3*2, n, "three signers, native and USDC")

	// A movement through the engine (in-process): A sends B 5 USDC.
	tmpl, err := svc.ProposeTemplate(ctx, "drift", []byte(fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"5000000"}}]}`, a.Address.Hex(), b.Address.Hex())), "alice", 0)
	require.NoError(t, err)
	require.NoError(t, svc.ApproveTemplate(ctx, tmpl.ID, "bob", tmpl.DefinitionHash))
	req, _, err := svc.Create(ctx, movement.CreateInput{TemplateName: "drift", Params: []byte(`{}`), IdempotencyKey: uuid.NewString(), CreatedBy: "carol"})
	require.NoError(t, err)
	require.NoError(t, svc.Approve(ctx, req.ID, "dave", req.PlanHash))
	require.Eventually(t, func() bool {
		_, err := dispatcher.Batch(ctx)
		require.NoError(t, err)
		_, err = observer.Batch(ctx)
		require.NoError(t, err)
		var state string
		require.NoError(t, pool.QueryRow(ctx, `SELECT request_state FROM movement_requests WHERE id = $1`, req.ID).Scan(&state))
		return state == "COMPLETED"
	}, 30*time.Second, 20*time.Millisecond)

	_, err = snap.Batch(ctx)
	require.NoError(t, err)
	checked, err := verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 6, checked)
	var drifts int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM balance_checks WHERE drift <> 0`).Scan(&drifts))
	require.Zero(t, drifts, "QTG's own movement explains every change, gas included")
	var moved string
	require.NoError(t, pool.QueryRow(ctx, `SELECT actual_delta::text FROM balance_checks WHERE token <> 'native' AND address = lower($1)`,
		b.Address.Hex()).Scan(&moved))
	require.Equal(t, "5000000", moved)

	// A transfer QTG did not make.
	cl := dc.Chain("dev-1").Client()
	usdc := contracts.NewUSDC()
	opts := bind.NewKeyedTransactor(a.Key, big.NewInt(31337))
	tx, err := bind.Transact(usdc.Instance(cl, dc.Chain("dev-1").USDC), opts, usdc.PackTransfer(b.Address, big.NewInt(7)))
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		r, err := cl.TransactionReceipt(ctx, tx.Hash())
		return err == nil && r.Status == 1
	}, 10*time.Second, 10*time.Millisecond)
	_, err = snap.Batch(ctx)
	require.NoError(t, err)
	checked, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 6, checked)
	rows, err := pool.Query(ctx, `SELECT address, token, drift::text FROM balance_checks WHERE drift <> 0 ORDER BY address, token`)
	require.NoError(t, err)
	got := map[string]string{}
	for rows.Next() {
		var addr, token, drift string
		require.NoError(t, rows.Scan(&addr, &token, &drift))
		if token != "native" {
			token = "USDC"
		}
		got[addr+"/"+token] = drift
	}
	require.NoError(t, rows.Err())
	require.Len(t, got, 3)
	require.Equal(t, "-7", got[addrKey(a.Address.Hex())+"/USDC"])
	require.Equal(t, "7", got[addrKey(b.Address.Hex())+"/USDC"])
	require.NotEmpty(t, got[addrKey(a.Address.Hex())+"/native"], "the outside transfer's gas")

	// Checked pairs are not checked again.
	checked, err = verify.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, checked)
}

func addrKey(hex string) string { return strings.ToLower(hex) }
