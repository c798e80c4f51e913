package cctptransfer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// A bridge's phase is cancelled as a transfer is: a burn whose broadcast the provider
// lost is replaced by a zero-value transfer from the holder to itself at the burn's
// nonce, recorded before it is broadcast. Once it is final, recovery proves the burn
// can never land (NotSent), observation does not take it for the burn, and no USDC was
// burned. With a second provider of the chain, that NotSent waits while it is down
// (Unknown, naming it): every provider must confirm the cancellation final.
func TestCancelAttemptProvesABurnNotSent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, chains, signers, _ := devchaintest.StartCCTP(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 3, BlockInterval: devchaintest.BlockInterval,
	}, iris.Config{FastFeeBps: fastFeeBps})
	src := dc.Chain("dev-1")
	second, err := rpcfault.Start(ctx, "127.0.0.1:0", src.RPCURL)
	require.NoError(t, err)
	t.Cleanup(second.Close)
	for i := range chains.Chains {
		if chains.Chains[i].Name == "dev-1" {
			chains.Chains[i].RPCURLs = []string{second.URL()}
		}
	}
	from, to := dc.Accounts()[1].Address, dc.Accounts()[2].Address
	var x *cctptransfer.Executor
	f := testfix.New(t, testfix.Executors(func(p *pgxpool.Pool) []executor.Executor {
		var err error
		x, err = cctptransfer.New(cctptransfer.Options{Config: chains, Signers: signers, Pool: db.Wrap(p)})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		return []executor.Executor{x}
	}))
	config := fmt.Sprintf(`{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":%q,"amount":"1000000","max_fee":"1000","speed":"fast"}`,
		from.Hex(), to.Hex())
	m := f.Create(t, movement.CreateInput{TemplateName: f.UniqueTemplate(t, "cancel",
		`{"nodes":[{"key":"bridge","executor":"cctp_transfer","config":`+config+`}]}`)})
	node := executor.Node{MovementID: m.ID, Key: "bridge", ExecutorKey: cctptransfer.Key, Config: json.RawMessage(config), Attempt: 1, Tries: 1}
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT id FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&node.ID))
	supplyBefore, holderBefore := supply(t, src), balance(t, src, from)

	// prepare runs Prepare in a committed claim transaction and stores the intent.
	prepare := func(phase string) executor.Intent {
		tx, err := db.Wrap(f.Pool).Begin(ctx)
		require.NoError(t, err)
		draft, err := x.Prepare(ctx, tx.Conn, node)
		require.NoError(t, err)
		require.NoError(t, tx.Commit(ctx))
		var p struct{ Phase string }
		require.NoError(t, json.Unmarshal(draft.Payload, &p))
		require.Equal(t, phase, p.Phase)
		in := executor.Intent{IntentDraft: draft, ID: uuid.Must(uuid.NewV7()), NodeID: node.ID, Attempt: node.Attempt, State: "PREPARED"}
		_, err = f.Pool.Exec(ctx, `INSERT INTO node_intents (id, node_id, attempt, lane, nonce, payload, signed_tx, tx_hash)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, in.ID, in.NodeID, in.Attempt, in.Lane, in.Nonce, in.Payload, in.SignedTx, in.TxHash)
		require.NoError(t, err)
		return in
	}
	approve := prepare("approve")
	_, err = x.Submit(ctx, node, approve)
	require.NoError(t, err)
	_, err = src.WaitMined(ctx, common.HexToHash(approve.TxHash))
	require.NoError(t, err)

	node.Attempt = 2
	burn := prepare("burn")
	src.DropNext(common.HexToHash(burn.TxHash))
	_, err = x.Submit(ctx, node, burn)
	require.NoError(t, err, "the provider said yes, and lost it")
	node.VerdictOpen = true // the engine cancels for an approved not_sent verdict
	did, err := x.CancelAttempt(ctx, node, burn)
	require.NoError(t, err)
	require.Contains(t, did, "cancellation")

	var rec executor.Recovery
	require.NoError(t, second.Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Action: rpcfault.ActionError, Message: "upstream unavailable"}}}))
	require.Eventually(t, func() bool {
		rec, err = x.Recover(ctx, node, &burn)
		require.NoError(t, err)
		require.NotEqual(t, executor.VerdictNotSent, rec.Verdict, rec.Reason)
		require.NotEqual(t, executor.VerdictSent, rec.Verdict, rec.Reason)
		return strings.Contains(rec.Reason, "<rpc 2 of dev-1> is down")
	}, 20*time.Second, 20*time.Millisecond)
	second.Clear()
	require.Eventually(t, func() bool {
		rec, err = x.Recover(ctx, node, &burn)
		require.NoError(t, err)
		require.NotEqual(t, executor.VerdictSent, rec.Verdict, rec.Reason)
		return rec.Verdict == executor.VerdictNotSent
	}, 20*time.Second, 20*time.Millisecond)
	obs, err := x.Observe(ctx, node, burn)
	require.NoError(t, err)
	require.Equal(t, executor.Unknown, obs.Status, obs.Reason)
	require.Equal(t, supplyBefore, supply(t, src), "no USDC was burned")
	require.Equal(t, holderBefore, balance(t, src, from))
}
