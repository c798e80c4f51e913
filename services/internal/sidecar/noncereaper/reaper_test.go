package noncereaper_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/sidecar/noncereaper"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

type bundle struct {
	chain  *devchain.Chain
	exec   *evmtransfer.Executor
	pool   *pgxpool.Pool
	svc    *movement.Service
	reaper *noncereaper.Reaper
	// filler is recovery's: it signs the fills the reaper requests.
	filler *noncereaper.Filler
	// fillers makes more of recovery's fillers (replicas).
	fillers func(t *testing.T) *noncereaper.Filler
	// metrics reads the reaper's metrics.
	metrics *sdkmetric.ManualReader
	a, b    common.Address
	aKey    *ecdsa.PrivateKey
	tmpl    string
	// cfg is the chain configuration the reaper and the executor read.
	cfg *evm.Config
}

func setup(t *testing.T) *bundle {
	t.Helper()
	dc, cfg, signers := devchaintest.Start(t, devchain.Config{
		Chains: []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}}, Accounts: 2, BlockInterval: 50 * time.Millisecond,
	})
	var err error
	var ex *evmtransfer.Executor
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		ex, err = evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: db.Wrap(pool)})
		require.NoError(t, err)
		t.Cleanup(ex.Close)
		return []executor.Executor{ex}
	}))
	reader := sdkmetric.NewManualReader()
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	t.Cleanup(func() { _ = mp.Shutdown(context.Background()) })
	r, err := noncereaper.New(noncereaper.Config{Pool: db.Wrap(f.OpenLogin(t, db.JobEVMNonceReaper)), Chains: cfg, Instance: "test",
		Logger: zerolog.Nop(), MinAge: time.Nanosecond, Meter: mp})
	require.NoError(t, err)
	t.Cleanup(r.Close)
	fillers := func(t *testing.T) *noncereaper.Filler {
		fl, err := noncereaper.NewFiller(noncereaper.FillerConfig{Pool: db.Wrap(f.OpenLogin(t, db.JobRecovery)), Chains: cfg, Signers: signers, Instance: "test", Logger: zerolog.Nop()})
		require.NoError(t, err)
		t.Cleanup(fl.Close)
		return fl
	}
	b := &bundle{chain: dc.Chain("dev-1"), exec: ex, pool: f.Pool, svc: f.Svc, reaper: r, filler: fillers(t), fillers: fillers, metrics: reader,
		a: dc.Accounts()[1].Address, b: dc.Accounts()[2].Address, aKey: dc.Accounts()[1].Key, cfg: cfg}
	b.tmpl = f.UniqueTemplate(t, "reap", fmt.Sprintf(`{"nodes":[{"key":"t","executor":"evm_transfer",
		"config":{"chain":"dev-1","token":"USDC","from":%q,"to":%q,"amount":"${amount}"}}]}`, b.a.Hex(), b.b.Hex()))
	return b
}

// prepared creates an approved one-transfer movement, runs Prepare for its node as the
// dispatcher would, stores the intent and puts the node in state.
func (b *bundle) prepared(t *testing.T, amount, state string) (executor.Node, executor.Intent) {
	t.Helper()
	ctx := context.Background()
	raw, err := json.Marshal(map[string]string{"amount": amount})
	require.NoError(t, err)
	req, _, err := b.svc.Create(ctx, movement.CreateInput{TemplateName: b.tmpl, Params: raw, IdempotencyKey: uuid.NewString(), CreatedBy: "carol"})
	require.NoError(t, err)
	_, err = b.svc.Approve(ctx, req.ID, "dave", req.PlanHash)
	require.NoError(t, err)
	var n executor.Node
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT id, node_config FROM movement_nodes WHERE movement_id = $1`, req.ID).Scan(&n.ID, &n.Config))
	n.MovementID, n.Attempt, n.Tries, n.ExecutorKey = req.ID, 1, 1, evmtransfer.Key
	tx, err := b.pool.Begin(ctx)
	require.NoError(t, err)
	draft, err := b.exec.Prepare(ctx, db.LazySavepointOn(tx).Conn, n)
	require.NoError(t, err)
	_, err = tx.Exec(ctx, `INSERT INTO node_intents (node_id, attempt, lane, nonce, payload, signed_tx, tx_hash)
		VALUES ($1, 1, $2, $3, $4, $5, $6)`, n.ID, draft.Lane, draft.Nonce, draft.Payload, draft.SignedTx, draft.TxHash)
	require.NoError(t, err)
	_, err = tx.Exec(ctx, `UPDATE movement_nodes SET node_state = $2::text, attempt = 1, tries = 1,
		finished_at = CASE WHEN $2::text IN ('FAILED', 'CANCELLED') THEN now() END WHERE id = $1`, n.ID, state)
	require.NoError(t, err)
	require.NoError(t, tx.Commit(ctx))
	return n, executor.Intent{IntentDraft: draft, NodeID: n.ID, Attempt: 1}
}

func (b *bundle) balance(t *testing.T, who common.Address) *big.Int {
	t.Helper()
	erc20 := contracts.NewERC20()
	out, err := b.chain.Client().CallContract(context.Background(), ethereum.CallMsg{To: &b.chain.USDC, Data: erc20.PackBalanceOf(who)}, nil)
	require.NoError(t, err)
	bal, err := erc20.UnpackBalanceOf(out)
	require.NoError(t, err)
	return bal
}

// A nonce whose transfer never reached the chain holds back the sender's next transfer
// until the gap is closed: by the reaper re-broadcasting the same bytes when the node
// still waits for them, or, when the node has failed, by a zero-value self-transfer
// the reaper (which holds no key) requests and recovery's filler signs. Either way
// every transfer lands at most once, and each action is in the audit log.
func TestReaperClosesGaps(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		firstState  string
		wantActions []string
		wantMoved   int64
	}{
		{name: "lost transaction of a node in flight", firstState: "SUBMITTED", wantActions: []string{"NONCE_GAP_REBROADCAST"}, wantMoved: 11 + 22},
		{name: "nonce of a failed node", firstState: "FAILED", wantActions: []string{"NONCE_GAP_FILL_REQUESTED", "NONCE_GAP_FILL"}, wantMoved: 22},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			ctx := context.Background()
			before := b.balance(t, b.b)
			n1, in1 := b.prepared(t, "11", tt.firstState)
			if tt.firstState == "SUBMITTED" {
				// Broadcast, answered as accepted, and lost.
				b.chain.DropNext(common.HexToHash(in1.TxHash))
				_, err := b.exec.Submit(ctx, n1, in1)
				require.NoError(t, err)
			}
			n2, in2 := b.prepared(t, "22", "SUBMITTED")
			require.Equal(t, *in1.Nonce+1, *in2.Nonce)
			_, err := b.exec.Submit(ctx, n2, in2)
			require.NoError(t, err)

			// The second transfer waits for the first nonce, block after block.
			for range 3 {
				b.chain.Mine()
			}
			obs, err := b.exec.Observe(ctx, n2, in2)
			require.NoError(t, err)
			require.Equal(t, executor.Pending, obs.Status, "stuck behind the gap")

			acted, err := b.reaper.Batch(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, acted)
			filled, err := b.filler.Batch(ctx)
			require.NoError(t, err)
			require.Equal(t, len(tt.wantActions)-1, filled)
			require.Eventually(t, func() bool {
				obs, err := b.exec.Observe(ctx, n2, in2)
				return err == nil && obs.Status == executor.Completed
			}, 20*time.Second, 20*time.Millisecond)
			require.Equal(t, new(big.Int).Add(before, big.NewInt(tt.wantMoved)), b.balance(t, b.b))
			require.Equal(t, tt.wantActions, b.laneActions(t, in1.Lane))

			// Closed: another pass finds nothing to do, and forgets the used fill.
			acted, err = b.reaper.Batch(ctx)
			require.NoError(t, err)
			require.Zero(t, acted)
			filled, err = b.filler.Batch(ctx)
			require.NoError(t, err)
			require.Zero(t, filled)
			require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`))
		})
	}
}

// The reaper accounts for every intent that took the gap's nonce, not
// only the newest. Here an older intent of a node still waiting for its (lost)
// transaction shares the nonce with a newer intent of a failed node: filling the nonce
// would make the waiting transfer unable to land, so the reaper re-broadcasts it.
func TestReaperChecksEveryIntentAtTheNonce(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	before := b.balance(t, b.b)
	n1, in1 := b.prepared(t, "11", "SUBMITTED")
	b.chain.DropNext(common.HexToHash(in1.TxHash))
	_, err := b.exec.Submit(ctx, n1, in1)
	require.NoError(t, err)

	// A failed node's intent on the same lane and nonce, written after (its bytes were
	// never broadcast).
	n2, in2 := b.prepared(t, "22", "FAILED")
	_, err = b.pool.Exec(ctx, `UPDATE node_intents SET nonce = $2, intent_state = 'FAILED', created_at = clock_timestamp() WHERE node_id = $1`,
		n2.ID, *in1.Nonce)
	require.NoError(t, err)
	_, err = b.pool.Exec(ctx, `UPDATE evm_sender_nonces SET next_nonce = $1`, *in1.Nonce+1)
	require.NoError(t, err)
	_ = in2

	acted, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	var action string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT action FROM audit_outbox_events WHERE entity_type = 'lane' AND entity_id = $1`,
		in1.Lane).Scan(&action))
	require.Equal(t, "NONCE_GAP_REBROADCAST", action)
	require.Eventually(t, func() bool {
		obs, err := b.exec.Observe(ctx, n1, in1)
		return err == nil && obs.Status == executor.Completed
	}, 20*time.Second, 20*time.Millisecond)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(11)), b.balance(t, b.b))
}

// An intent in flight whose node moved to another attempt without abandoning it may
// still land: the reaper leaves that gap to an operator.
func TestReaperLeavesUnclearGapsToOperators(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	n1, in1 := b.prepared(t, "11", "SUBMITTED")
	b.chain.DropNext(common.HexToHash(in1.TxHash))
	_, err := b.exec.Submit(ctx, n1, in1)
	require.NoError(t, err)
	_, err = b.pool.Exec(ctx, `UPDATE node_intents SET intent_state = 'SUBMITTED' WHERE node_id = $1`, n1.ID)
	require.NoError(t, err)
	_, err = b.pool.Exec(ctx, `UPDATE movement_nodes SET attempt = 2 WHERE id = $1`, n1.ID)
	require.NoError(t, err)
	acted, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, acted)
	require.Equal(t, 0, count(t, b.pool, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_type = 'lane'`))
	first := b.gapAge(t)
	require.Positive(t, first, "the open gap is exported for the alert")
	require.Eventually(t, func() bool {
		_, err := b.reaper.Batch(ctx)
		require.NoError(t, err)
		return b.gapAge(t) > first
	}, 10*time.Second, 10*time.Millisecond, "and its age grows while it stays open")
}

// gapAge reads qtg_evm_nonce_gap_age of chain dev-1 as last recorded.
func (b *bundle) gapAge(t *testing.T) float64 {
	t.Helper()
	var rm metricdata.ResourceMetrics
	require.NoError(t, b.metrics.Collect(context.Background(), &rm))
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			if g, ok := m.Data.(metricdata.Gauge[float64]); ok && m.Name == "qtg_evm_nonce_gap_age" {
				for _, p := range g.DataPoints {
					if v, ok := p.Attributes.Value("chain"); ok && v.AsString() == "dev-1" {
						return p.Value
					}
				}
			}
		}
	}
	require.Fail(t, "no qtg_evm_nonce_gap_age for dev-1")
	return 0
}

func count(t *testing.T, pool *pgxpool.Pool, sql string) int {
	t.Helper()
	var n int
	require.NoError(t, pool.QueryRow(context.Background(), sql).Scan(&n))
	return n
}

// completed runs a transfer to completion on the chain and records its node as
// COMPLETED with the executor's result, as the observer would.
func (b *bundle) completed(t *testing.T, amount string) (executor.Node, uint64) {
	t.Helper()
	ctx := context.Background()
	n, in := b.prepared(t, amount, "SUBMITTED")
	_, err := b.exec.Submit(ctx, n, in)
	require.NoError(t, err)
	var obs executor.Observation
	require.Eventually(t, func() bool {
		obs, err = b.exec.Observe(ctx, n, in)
		return err == nil && obs.Status == executor.Completed
	}, 20*time.Second, 20*time.Millisecond)
	_, err = b.pool.Exec(ctx, `UPDATE movement_nodes SET node_state = 'COMPLETED', result = $2, finished_at = now() WHERE id = $1`, n.ID, obs.Result)
	require.NoError(t, err)
	var res struct {
		BlockNumber uint64 `json:"block_number"`
	}
	require.NoError(t, json.Unmarshal(obs.Result, &res))
	return n, res.BlockNumber
}

// A completed transfer whose block is reorged out after it completed
// is raised (check row, audit row) for an operator; one whose block stays is recorded
// final once twice the finality depth deep, and never read again.
func TestReaperRaisesReorgedTransfers(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	kept, _ := b.completed(t, "5")
	require.Eventually(t, func() bool {
		_, err := b.reaper.Batch(ctx)
		require.NoError(t, err)
		return count(t, b.pool, `SELECT count(*)::int FROM evm_transfer_checks WHERE check_state = 'FINAL'`) == 1
	}, 20*time.Second, 20*time.Millisecond)

	lost, block := b.completed(t, "6")
	require.NoError(t, b.chain.Reorg(block-1, true))
	require.Eventually(t, func() bool {
		head, err := b.chain.Client().BlockNumber(ctx)
		return err == nil && head >= block
	}, 10*time.Second, 10*time.Millisecond)
	acted, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	var state, nodeID string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT check_state, node_id::text FROM evm_transfer_checks WHERE node_id <> $1`, kept.ID).Scan(&state, &nodeID))
	require.Equal(t, "REORGED", state)
	require.Equal(t, lost.ID.String(), nodeID)
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM audit_outbox_events WHERE action = 'EVM_TRANSFER_REORGED'`))
	// Raised once.
	_, err = b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM audit_outbox_events WHERE action = 'EVM_TRANSFER_REORGED'`))
}

// A lost transaction with a fee-bump replacement: the reaper
// re-broadcasts the newest candidate, and the node completes with it, once.
func TestReaperRebroadcastsNewestCandidate(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	before := b.balance(t, b.b)
	n1, in1 := b.prepared(t, "11", "SUBMITTED")
	b.chain.DropNext(common.HexToHash(in1.TxHash))
	_, err := b.exec.Submit(ctx, n1, in1)
	require.NoError(t, err)
	orig := new(types.Transaction)
	require.NoError(t, orig.UnmarshalBinary(in1.SignedTx))
	repl := types.MustSignNewTx(b.aKey, types.LatestSignerForChainID(big.NewInt(31337)), &types.DynamicFeeTx{
		ChainID: big.NewInt(31337), Nonce: orig.Nonce(), GasTipCap: new(big.Int).Mul(orig.GasTipCap(), big.NewInt(2)),
		GasFeeCap: new(big.Int).Mul(orig.GasFeeCap(), big.NewInt(2)), Gas: orig.Gas(), To: orig.To(), Value: orig.Value(), Data: orig.Data(),
	})
	raw, err := repl.MarshalBinary()
	require.NoError(t, err)
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT id FROM node_intents WHERE node_id = $1`, n1.ID).Scan(&in1.ID))
	_, err = b.pool.Exec(ctx, `INSERT INTO evm_tx_candidates (tx_hash, intent_id, lane, nonce, signed_tx, gas_tip_cap, gas_fee_cap)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, repl.Hash().Hex(), in1.ID, in1.Lane, *in1.Nonce, raw, repl.GasTipCap().String(), repl.GasFeeCap().String())
	require.NoError(t, err)

	acted, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	var detail string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT detail->>'tx_hash' FROM audit_outbox_events WHERE action = 'NONCE_GAP_REBROADCAST'`).Scan(&detail))
	require.Equal(t, repl.Hash().Hex(), detail)
	var obs executor.Observation
	require.Eventually(t, func() bool {
		obs, err = b.exec.Observe(ctx, n1, in1)
		return err == nil && obs.Status == executor.Completed
	}, 20*time.Second, 20*time.Millisecond)
	require.Contains(t, string(obs.Result), repl.Hash().Hex())
	require.Equal(t, new(big.Int).Add(before, big.NewInt(11)), b.balance(t, b.b))
}

// While operators have a verdict open on the node whose lost transaction holds a gap,
// the reaper does not re-broadcast that transaction (it could land while they prove it
// cannot); once the attempt's cancellation is recorded, the reaper sends that instead,
// and the transfer never lands.
func TestReaperSendsNothingOfAnAttemptUnderVerdict(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	before := b.balance(t, b.b)
	n1, in1 := b.prepared(t, "11", "UNKNOWN")
	b.chain.DropNext(common.HexToHash(in1.TxHash))
	_, err := b.exec.Submit(ctx, n1, in1)
	require.NoError(t, err)
	_, err = b.svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{NodeID: n1.ID, Attempt: 1, Verdict: movement.VerdictNotSent,
		Reason: "the explorer shows nothing", By: "ops-1"})
	require.NoError(t, err)

	acted, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, acted, "the attempt under verdict is not re-broadcast")
	require.Zero(t, b.countLane(t, in1.Lane))

	// Recovery cancels the attempt by replacement; a provider loses that broadcast too.
	var intentID uuid.UUID
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT id FROM node_intents WHERE node_id = $1`, n1.ID).Scan(&intentID))
	in1.ID = intentID
	n1.VerdictOpen = true
	var cancelHash string
	require.NoError(t, b.dropNextCandidate(ctx, func() error {
		_, err := b.exec.CancelAttempt(ctx, n1, in1)
		return err
	}, &cancelHash))
	acted, err = b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	var sent string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT detail->>'tx_hash' FROM audit_outbox_events WHERE action = 'NONCE_GAP_REBROADCAST'`).Scan(&sent))
	require.Equal(t, cancelHash, sent, "the cancellation, not the transfer")
	require.Eventually(t, func() bool {
		rec, err := b.exec.Recover(ctx, n1, &in1)
		return err == nil && rec.Verdict == executor.VerdictNotSent
	}, 20*time.Second, 20*time.Millisecond)
	require.Equal(t, before, b.balance(t, b.b), "the transfer never landed")
}

func (b *bundle) countLane(t *testing.T, lane string) int {
	t.Helper()
	var n int
	require.NoError(t, b.pool.QueryRow(context.Background(), `SELECT count(*)::int FROM audit_outbox_events WHERE entity_type = 'lane' AND entity_id = $1`, lane).Scan(&n))
	return n
}

// dropNextCandidate runs record (which records and broadcasts a candidate) with the
// provider accepting and losing every broadcast meanwhile, and returns the recorded
// cancellation's hash in hash.
func (b *bundle) dropNextCandidate(ctx context.Context, record func() error, hash *string) error {
	if err := b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{
		{Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionSwallow}}}); err != nil {
		return err
	}
	err := record()
	b.chain.Faults().Clear()
	if err != nil {
		return err
	}
	return b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_tx_candidates WHERE kind = 'cancel'`).Scan(hash)
}

// laneActions lists the lane's audit actions, oldest first.
func (b *bundle) laneActions(t *testing.T, lane string) []string {
	t.Helper()
	rows, err := b.pool.Query(context.Background(), `SELECT action FROM audit_outbox_events WHERE entity_type = 'lane' AND entity_id = $1 ORDER BY id`, lane)
	require.NoError(t, err)
	var out []string
	for rows.Next() {
		var a string
		require.NoError(t, rows.Scan(&a))
		out = append(out, a)
	}
	require.NoError(t, rows.Err())
	return out
}

// failedGap leaves the lane with a gap recovery must fill: the first transfer's node
// failed before its transaction reached the chain, and the second waits behind it. It
// returns the second transfer and the lane.
func (b *bundle) failedGap(t *testing.T) (executor.Node, executor.Intent, string) {
	t.Helper()
	_, in1 := b.prepared(t, "11", "FAILED")
	n2, in2 := b.prepared(t, "22", "SUBMITTED")
	_, err := b.exec.Submit(context.Background(), n2, in2)
	require.NoError(t, err)
	return n2, in2, in1.Lane
}

// The reaper requests a fill and signs nothing; recovery's replicas, run at once, sign
// it exactly once: each takes the lane and then the request SKIP LOCKED, and the
// request's "not signed yet" compare-and-set lets one signature through.
func TestConcurrentRecoveryReplicasSignOneFill(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	before := b.balance(t, b.b)
	n2, in2, lane := b.failedGap(t)
	acted, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills WHERE signed_tx IS NULL`), "requested, not signed")

	const replicas = 4
	fillers := make([]*noncereaper.Filler, replicas)
	for i := range fillers {
		fillers[i] = b.fillers(t)
	}
	start := make(chan struct{})
	results := make(chan int, replicas)
	errs := make(chan error, replicas)
	for _, fl := range fillers {
		go func() {
			<-start
			n, err := fl.Batch(ctx)
			results <- n
			errs <- err
		}()
	}
	close(start)
	total := 0
	for range replicas {
		total += <-results
		require.NoError(t, <-errs)
	}
	require.Equal(t, 1, total, "one replica signed, the others passed over the locked or signed request")
	require.Equal(t, []string{"NONCE_GAP_FILL_REQUESTED", "NONCE_GAP_FILL"}, b.laneActions(t, lane))
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills WHERE signed_tx IS NOT NULL`))
	require.Eventually(t, func() bool {
		obs, err := b.exec.Observe(ctx, n2, in2)
		return err == nil && obs.Status == executor.Completed
	}, 20*time.Second, 20*time.Millisecond)
	require.Equal(t, new(big.Int).Add(before, big.NewInt(22)), b.balance(t, b.b))
}

// Lock lifetimes: a filler takes the lane row before the request, both SKIP LOCKED, and
// holds them until it has committed the signed fill. While another transaction holds
// the lane (a dispatcher allocating a nonce, the reaper) or the request (another
// replica), the filler passes over it and signs nothing; once they are released it
// signs.
func TestFillerPassesOverHeldLaneOrRequest(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	_, _, lane := b.failedGap(t)
	_, err := b.reaper.Batch(ctx)
	require.NoError(t, err)

	for _, hold := range []string{
		`SELECT 1 FROM evm_sender_nonces FOR UPDATE`,
		`SELECT 1 FROM evm_nonce_fills FOR UPDATE`,
	} {
		tx, err := b.pool.Begin(ctx)
		require.NoError(t, err)
		_, err = tx.Exec(ctx, hold)
		require.NoError(t, err)
		acted, err := b.filler.Batch(ctx)
		require.NoError(t, err)
		require.Zero(t, acted, hold)
		require.NoError(t, tx.Rollback(ctx))
	}
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills WHERE signed_tx IS NULL`))
	acted, err := b.filler.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	require.Equal(t, []string{"NONCE_GAP_FILL_REQUESTED", "NONCE_GAP_FILL"}, b.laneActions(t, lane))
}

// Recovery checks the gap again before it signs: a request whose nonce a live node
// still waits for (its transaction lost) is dropped, and nothing is signed.
func TestFillerDropsARequestThatNoLongerHolds(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	n1, in1 := b.prepared(t, "11", "SUBMITTED")
	b.chain.DropNext(common.HexToHash(in1.TxHash))
	_, err := b.exec.Submit(ctx, n1, in1)
	require.NoError(t, err)
	_, err = b.pool.Exec(ctx, `INSERT INTO evm_nonce_fills (lane, nonce, chain_id, address, requested_by)
		VALUES ($1, $2, 31337, $3, 'test')`, in1.Lane, *in1.Nonce, strings.ToLower(b.a.Hex()))
	require.NoError(t, err)
	acted, err := b.filler.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	require.Equal(t, []string{"NONCE_GAP_FILL_DROPPED"}, b.laneActions(t, in1.Lane))
	require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`))
}

// A fill is recorded before it is broadcast; one whose broadcast is lost is
// re-broadcast by the reaper from its recorded bytes (no key needed) until its nonce
// is used.
func TestReaperRebroadcastsARecordedFill(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	n2, in2, lane := b.failedGap(t)
	_, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{
		{Methods: []string{"eth_sendRawTransaction"}, Action: rpcfault.ActionSwallow}}}))
	acted, err := b.filler.Batch(ctx)
	b.chain.Faults().Clear()
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	var recorded string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_nonce_fills WHERE signed_tx IS NOT NULL`).Scan(&recorded))

	acted, err = b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	require.Equal(t, []string{"NONCE_GAP_FILL_REQUESTED", "NONCE_GAP_FILL", "NONCE_GAP_FILL_REBROADCAST"}, b.laneActions(t, lane))
	var sent string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT detail->>'fill_tx_hash' FROM audit_outbox_events WHERE action = 'NONCE_GAP_FILL_REBROADCAST'`).Scan(&sent))
	require.Equal(t, recorded, sent)
	require.Eventually(t, func() bool {
		obs, err := b.exec.Observe(ctx, n2, in2)
		return err == nil && obs.Status == executor.Completed
	}, 20*time.Second, 20*time.Millisecond)
}

// A fill pays gas that no node reports, so the reaper records what a mined fill cost
// (evm_gas_spends, for verify-drift) before it forgets the fill once its nonce is used.
// While the provider cannot show the fill's receipt (not indexed yet), the fill is kept
// and holds its sender's native balance checks back, for a bounded time; a fill whose
// nonce another transaction used, in a final block, cost nothing and is forgotten
// without a record.
func TestAFillIsForgottenOnlyOnceWhatItCostIsKnown(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	n2, in2, lane := b.failedGap(t)
	_, err := b.reaper.Batch(ctx)
	require.NoError(t, err)
	acted, err := b.filler.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, acted)
	var fill string
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT tx_hash FROM evm_nonce_fills WHERE signed_tx IS NOT NULL`).Scan(&fill))
	require.Eventually(t, func() bool {
		obs, err := b.exec.Observe(ctx, n2, in2)
		return err == nil && obs.Status == executor.Completed
	}, 20*time.Second, 20*time.Millisecond)
	receipt, err := b.chain.Client().TransactionReceipt(ctx, common.HexToHash(fill))
	require.NoError(t, err)

	// The fill is mined in a block not final yet at the chain's depth: a reorg could still
	// mine it elsewhere.
	deep := *b.cfg
	deep.Chains = slices.Clone(b.cfg.Chains)
	deep.Chains[0].FinalityDepth = 1 << 20
	patient, err := noncereaper.New(noncereaper.Config{Pool: db.Wrap(b.pool), Chains: &deep, Instance: "test", Logger: zerolog.Nop(),
		MinAge: time.Nanosecond})
	require.NoError(t, err)
	t.Cleanup(patient.Close)
	_, err = patient.Batch(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`), "kept until its block is final")
	require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_gas_spends`))

	// The fill's nonce is used, and the provider does not show the fill by hash yet.
	lookups := []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: lookups, Action: rpcfault.ActionNull}}}))
	_, err = b.reaper.Batch(ctx)
	b.chain.Faults().Clear()
	require.NoError(t, err)
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`), "kept until its receipt is known")
	require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_gas_spends`))

	_, err = b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`), "forgotten once recorded")
	var kind, sender, cost string
	var block int64
	require.NoError(t, b.pool.QueryRow(ctx, `SELECT kind, address, block_number, gas_cost::text FROM evm_gas_spends WHERE tx_hash = $1`,
		fill).Scan(&kind, &sender, &block, &cost))
	require.Equal(t, []any{"fill", strings.ToLower(b.a.Hex()), receipt.BlockNumber.Int64(), evmcall.GasCost(receipt).String()},
		[]any{kind, sender, block, cost})

	// A fill the chain cannot tell about for longer than the reaper asks is given up on:
	// deleted without a record (its gas, if it was mined, shows as drift).
	impatient, err := noncereaper.New(noncereaper.Config{Pool: db.Wrap(b.pool), Chains: b.cfg, Instance: "test", Logger: zerolog.Nop(),
		MinAge: time.Nanosecond, FillUndecidedFor: time.Nanosecond})
	require.NoError(t, err)
	t.Cleanup(impatient.Close)
	_, err = b.pool.Exec(ctx, `INSERT INTO evm_nonce_fills (lane, nonce, chain_id, address, requested_by, tx_hash, signed_tx, signed_by, signed_at)
		VALUES ($1, $2, 31337, $3, 'test', $4, '\x01', 'test', now())`, lane, *in2.Nonce, strings.ToLower(b.a.Hex()), in2.TxHash)
	require.NoError(t, err)
	require.NoError(t, b.chain.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{{Methods: lookups, Action: rpcfault.ActionNull}}}))
	_, err = impatient.Batch(ctx)
	b.chain.Faults().Clear()
	require.NoError(t, err)
	require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`), "given up on")
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_gas_spends`), "no record of what it may have cost")

	// A fill recorded at the nonce the second transfer used: it was never mined.
	_, err = b.pool.Exec(ctx, `INSERT INTO evm_nonce_fills (lane, nonce, chain_id, address, requested_by, tx_hash, signed_tx, signed_by, signed_at)
		VALUES ($1, $2, 31337, $3, 'test', $4, '\x01', 'test', now())`, lane, *in2.Nonce, strings.ToLower(b.a.Hex()),
		common.BytesToHash([]byte("never mined")).Hex())
	require.NoError(t, err)
	_, err = b.reaper.Batch(ctx)
	require.NoError(t, err)
	require.Zero(t, count(t, b.pool, `SELECT count(*)::int FROM evm_nonce_fills`), "another transaction used its nonce")
	require.Equal(t, 1, count(t, b.pool, `SELECT count(*)::int FROM evm_gas_spends`), "it cost nothing")
}
