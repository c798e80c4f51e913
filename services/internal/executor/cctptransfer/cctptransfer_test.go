package cctptransfer_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/trace"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/cctp"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/iris"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/evmcall"
	"github.com/qtgdev/qtg/services/internal/platform/outcall"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

// fastFeeBps is the double's fast fee: 1.5 bps.
const fastFeeBps = 1.5

type env struct {
	dc       *devchain.Devchain
	chains   *evm.Config
	srv      *iris.Server
	src, dst *devchain.Chain
	f        *testfix.Fixture
	exec     *cctptransfer.Executor
	tmpl     string
	from, to common.Address
	// srcSupply and dstSupply are the USDC supplies when the test started.
	srcSupply, dstSupply *big.Int
	d                    *engine.Dispatcher
	o                    *engine.Observer
	r                    *engine.Recovery
}

// setup starts dev-1 and dev-2 with Circle's CCTP contracts and the attestation double, a
// database with cctp_transfer registered (wrapped by wrap, when set), and the three
// core workers.
func setup(t *testing.T, wrap func(*cctptransfer.Executor) executor.Executor) *env {
	t.Helper()
	return setupWith(t, options{wrap: wrap})
}

// options vary setup.
type options struct {
	// wrap, when set, wraps the executor the workers use.
	wrap func(*cctptransfer.Executor) executor.Executor
	// iris configures the attestation double; its FastFeeBps is always fastFeeBps.
	iris iris.Config
	// dstFinalityDepth, when set, is dev-2's finality depth in the executor's chain
	// configuration (devchain writes 1).
	dstFinalityDepth uint64
	// blockInterval is how often the chains mine an empty block; default
	// devchaintest.BlockInterval.
	blockInterval time.Duration
	// tracer, when set, traces the workers (engine.Config.Tracer) and the executor's
	// outside calls, as rails.BuildWith does when tracing is on.
	tracer trace.TracerProvider
}

func setupWith(t *testing.T, o options) *env {
	t.Helper()
	o.iris.FastFeeBps = fastFeeBps
	dc, chains, signers, srv := devchaintest.StartCCTP(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 3, BlockInterval: cmp.Or(o.blockInterval, devchaintest.BlockInterval),
	}, o.iris)
	if o.dstFinalityDepth > 0 {
		dst, ok := chains.Chain("dev-2")
		require.True(t, ok)
		dst.FinalityDepth = o.dstFinalityDepth
	}
	wrap := o.wrap
	e := &env{dc: dc, chains: chains, srv: srv, src: dc.Chain("dev-1"), dst: dc.Chain("dev-2"),
		from: dc.Accounts()[1].Address, to: dc.Accounts()[2].Address}
	e.srcSupply, e.dstSupply = supply(t, e.src), supply(t, e.dst)
	e.f = testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		chains.Tracer = o.tracer
		x, err := cctptransfer.New(cctptransfer.Options{Config: chains, Signers: signers, Pool: db.Wrap(pool),
			HTTPClient: outcall.Client(nil, o.tracer, "attestation", outcall.HTTP)})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		e.exec = x
		if wrap != nil {
			return []executor.Executor{wrap(x)}
		}
		return []executor.Executor{x}
	}))
	e.tmpl = e.f.UniqueTemplate(t, "cctp", fmt.Sprintf(`{"nodes":[{"key":"bridge","executor":"cctp_transfer",
		"config":{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":%q,"amount":"${amount}","max_fee":"${max_fee}","speed":"${speed}"}}]}`,
		e.from.Hex(), e.to.Hex()))
	cfg := e.f.EngineConfig()
	cfg.Tracer = o.tracer
	var err error
	e.d, err = engine.NewDispatcher(cfg)
	require.NoError(t, err)
	t.Cleanup(e.d.Wait)
	e.o, err = engine.NewObserver(cfg)
	require.NoError(t, err)
	e.r, err = engine.NewRecovery(cfg)
	require.NoError(t, err)
	return e
}

// start creates and approves a one-node movement.
func (e *env) start(t *testing.T, amount, maxFee, speed string) uuid.UUID {
	t.Helper()
	params, err := json.Marshal(map[string]string{"amount": amount, "max_fee": maxFee, "speed": speed})
	require.NoError(t, err)
	return e.f.Movement(t, movement.CreateInput{TemplateName: e.tmpl, Params: params}).ID
}

// step runs one batch of each core worker.
func (e *env) step(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	_, err := e.d.Batch(ctx)
	require.NoError(t, err)
	_, _ = e.o.Batch(ctx) // an observe error is logged and retried, as the worker does
	_, err = e.r.Batch(ctx)
	require.NoError(t, err)
}

// runUntil steps the workers until cond holds (60 s at most).
func (e *env) runUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s (node: %s)", what, e.describe(t))
		}
		e.step(t)
		time.Sleep(5 * time.Millisecond)
	}
}

func (e *env) describe(t *testing.T) string {
	t.Helper()
	var s string
	_ = e.f.Pool.QueryRow(context.Background(), `SELECT node_state || ' attempt ' || attempt || ' ' || coalesce(last_error, '') || ' ' || coalesce(progress::text, '')
		FROM movement_nodes ORDER BY created_at DESC LIMIT 1`).Scan(&s)
	return s
}

func (e *env) movementState(t *testing.T, id uuid.UUID) string {
	t.Helper()
	var s string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&s))
	return s
}

func (e *env) finished(t *testing.T, id uuid.UUID) func() bool {
	return func() bool {
		s := e.movementState(t, id)
		return s == "COMPLETED" || s == "FAILED" || s == "CANCELLED"
	}
}

func (e *env) result(t *testing.T, id uuid.UUID) map[string]any {
	t.Helper()
	var raw []byte
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT result FROM movement_nodes WHERE movement_id = $1`, id).Scan(&raw))
	var out map[string]any
	require.NoError(t, json.Unmarshal(raw, &out))
	return out
}

func balance(t *testing.T, c *devchain.Chain, who common.Address) *big.Int {
	t.Helper()
	erc20 := contracts.NewERC20()
	out, err := c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &c.USDC, Data: erc20.PackBalanceOf(who)}, nil)
	require.NoError(t, err)
	bal, err := erc20.UnpackBalanceOf(out)
	require.NoError(t, err)
	return bal
}

// supply reads the chain's USDC total supply. A burn lowers it by its amount and a mint
// raises it by the message's amount (recipient and fee recipient together), so the
// supplies prove from the chains' state how many burns and mints happened. (Counting
// logs with eth_getLogs waits for geth's log index, which under -race can take longer
// than a test.)
func supply(t *testing.T, c *devchain.Chain) *big.Int {
	t.Helper()
	erc20 := contracts.NewERC20()
	out, err := c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &c.USDC, Data: erc20.PackTotalSupply()}, nil)
	require.NoError(t, err)
	v, err := erc20.UnpackTotalSupply(out)
	require.NoError(t, err)
	return v
}

// burned reports whether the source's supply shows exactly one burn of amount.
func (e *env) burned(t *testing.T, amount *big.Int) bool {
	return supply(t, e.src).Cmp(new(big.Int).Sub(e.srcSupply, amount)) == 0
}

// requireOneBurnOneMint proves from both chains that exactly one burn and one mint
// happened (the USDC supplies), with exact balances.
func (e *env) requireOneBurnOneMint(t *testing.T, srcBefore, dstBefore, amount, fee *big.Int) {
	t.Helper()
	require.Equal(t, new(big.Int).Sub(e.srcSupply, amount), supply(t, e.src), "exactly one burn on dev-1")
	require.Equal(t, new(big.Int).Add(e.dstSupply, amount), supply(t, e.dst), "exactly one mint on dev-2")
	require.Equal(t, new(big.Int).Sub(srcBefore, amount), balance(t, e.src, e.from), "holder's USDC on dev-1")
	require.Equal(t, new(big.Int).Add(dstBefore, new(big.Int).Sub(amount, fee)), balance(t, e.dst, e.to), "recipient's USDC on dev-2")
}

// A movement with one cctp_transfer node approves, burns on dev-1, waits for the
// attestation and mints on dev-2: exact balances on both chains, the fee recorded,
// each phase its own intent and attempt.
func TestTransferCompletes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		speed   string
		maxFee  string
		wantFee int64
	}{
		{speed: "fast", maxFee: "1000", wantFee: 150}, // 1.5 bps of 1,000,000
		{speed: "standard", maxFee: "0", wantFee: 0},
	}
	for _, tt := range tests {
		t.Run(tt.speed, func(t *testing.T) {
			t.Parallel()
			e := setup(t, nil)
			amount := big.NewInt(1_000_000)
			srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
			id := e.start(t, amount.String(), tt.maxFee, tt.speed)
			e.runUntil(t, "the movement to finish", e.finished(t, id))
			require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))

			res := e.result(t, id)
			require.Equal(t, fmt.Sprint(tt.wantFee), res["fee_executed"])
			require.Equal(t, new(big.Int).Sub(amount, big.NewInt(tt.wantFee)).String(), res["minted"])
			require.Equal(t, "qtg", res["relayed_by"])
			e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(tt.wantFee))

			rows, err := e.f.Pool.Query(context.Background(), `SELECT i.attempt, i.payload->>'phase', i.intent_state FROM node_intents i
				JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1 ORDER BY i.attempt`, id)
			require.NoError(t, err)
			var phases []string
			for rows.Next() {
				var attempt int32
				var phase, state string
				require.NoError(t, rows.Scan(&attempt, &phase, &state))
				phases = append(phases, fmt.Sprintf("%d:%s:%s", attempt, phase, state))
			}
			require.NoError(t, rows.Err())
			require.Equal(t, []string{"1:approve:CONFIRMED", "2:burn:CONFIRMED", "3:receive:CONFIRMED"}, phases)
			// A cancel may stop the node after the approval alone, never once value moved.
			for phase, moved := range map[string]bool{"approve": false, "burn": true} {
				n, in := e.f.PhaseIntent(t, id, phase)
				obs, err := e.exec.Observe(context.Background(), n, in)
				require.NoError(t, err)
				require.Equal(t, executor.Continue, obs.Status, phase)
				require.Equal(t, moved, obs.ValueMoved, phase)
			}
			require.Equal(t, 2, e.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events a JOIN movement_nodes n ON a.entity_id = n.id::text
				WHERE n.movement_id = $1 AND a.action = 'CONTINUE'`, id), "two phases continued")
			lane := e.exec.Baseline(json.RawMessage(fmt.Sprintf(`{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":%q,"amount":"1","max_fee":"0","speed":%q}`,
				e.from.Hex(), e.to.Hex(), tt.speed))).Lane
			require.Equal(t, "cctp_transfer:dev-1:"+tt.speed, lane)
			require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM observation_lanes WHERE lane_key = $1 AND baseline_seconds < 10`, lane),
				"migration 00009 ships the devchain-scaled baseline of the lane")
		})
	}
}

// A quoted fee above max_fee holds the node back before anything is signed.
func TestFeeAboveMaxFeeHolds(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	id := e.start(t, "1000000", "149", "fast") // the quote is 150
	e.runUntil(t, "a hold", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND holds > 0`, id) == 1
	})
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents`))
	var lastErr string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT last_error FROM movement_nodes WHERE movement_id = $1`, id).Scan(&lastErr))
	require.Contains(t, lastErr, "above max_fee 149")
}

// A burn above the per-message limit of Circle's TokenMinterV2 holds the node back with
// the reason before anything is signed, instead of failing it on a reverted
// depositForBurn; once the limit allows the amount, the transfer completes.
func TestBurnAboveCirclesPerMessageLimitHolds(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	minter := contracts.NewTokenMinterV2()
	setLimit := func(limit int64) {
		opts := bind.NewKeyedTransactor(e.dc.Accounts()[0].Key, new(big.Int).SetUint64(e.src.ChainID))
		tx, err := bind.Transact(minter.Instance(e.src.Client(), e.src.CCTPTokenMinter), opts,
			minter.PackSetMaxBurnAmountPerMessage(e.src.USDC, big.NewInt(limit)))
		require.NoError(t, err)
		r, err := e.src.WaitMined(context.Background(), tx.Hash())
		require.NoError(t, err)
		require.Equal(t, uint64(1), r.Status)
	}
	setLimit(999_999)
	id := e.start(t, "1000000", "1000", "fast")
	e.runUntil(t, "a hold", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND holds > 0`, id) == 1
	})
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents`), "nothing is signed while the burn would revert")
	var lastErr string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT last_error FROM movement_nodes WHERE movement_id = $1`, id).Scan(&lastErr))
	require.Contains(t, lastErr, "exceeds the per-message burn limit 999999")
	setLimit(1_000_000)
	e.runUntil(t, "the transfer to complete", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id))
}

// The attestation service down, failing or rate limiting for a while: the burned node
// keeps observing (it neither fails nor burns again) and completes once it answers.
func TestAttesterUnavailablePacesAndCompletes(t *testing.T) {
	t.Parallel()
	for _, f := range []iris.Faults{{Down: true}, {Status: 404}, {Status: 429}, {Status: 503}} {
		t.Run(fmt.Sprintf("%+v", f), func(t *testing.T) {
			t.Parallel()
			e := setup(t, nil)
			amount := big.NewInt(500_000)
			srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
			id := e.start(t, amount.String(), "100", "fast")
			// Faults from the burn on: the fee quote (Preflight) must pass first.
			e.runUntil(t, "the burn intent", func() bool {
				return e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'burn'`) == 1
			})
			e.srv.SetFaults(f)
			e.runUntil(t, "the burn to be final and observed a while", func() bool {
				return e.burned(t, amount) &&
					e.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE action LIKE '%OBSERVING'`) > 0
			})
			for range 20 {
				e.step(t)
			}
			require.Equal(t, "EXECUTING", e.movementState(t, id), e.describe(t))
			e.srv.SetFaults(iris.Faults{})
			e.runUntil(t, "the movement to finish", e.finished(t, id))
			require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
			e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(75))
		})
	}
}

// requireLostReceiveRecorded checks that the record of a transfer someone else relayed
// names our receive, mined after theirs, with its block and the gas it cost the relayer:
// a leg verify-drift counts.
func (e *env) requireLostReceiveRecorded(t *testing.T, id uuid.UUID) {
	t.Helper()
	var hash string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT i.tx_hash FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.movement_id = $1 AND i.payload->>'phase' = 'receive' AND i.signed_tx IS NOT NULL`, id).Scan(&hash))
	r, err := e.dst.Client().TransactionReceipt(context.Background(), common.HexToHash(hash))
	require.NoError(t, err)
	res := e.result(t, id)
	require.Equal(t, []any{strings.ToLower(hash), fmt.Sprint(r.BlockNumber), evmcall.GasCost(r).String()},
		[]any{strings.ToLower(fmt.Sprint(res["lost_receive_tx"])), fmt.Sprint(res["lost_receive_block"]), res["lost_receive_gas_cost"]})
}

// A mint relayed by someone else counts as done: before the receive phase is prepared
// (the phase finds the nonce used and completes without sending anything), and after
// our receive was signed (ours reverts with "Nonce already used": still success, and
// the record keeps what ours cost).
func TestRelayedBySomeoneElse(t *testing.T) {
	t.Parallel()
	t.Run("before our receive is prepared", func(t *testing.T) {
		t.Parallel()
		e := setup(t, nil)
		amount := big.NewInt(2_000_000)
		srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
		id := e.start(t, amount.String(), "1000", "fast")
		// Run until the attestation is in the progress, then relay it as someone else
		// before the dispatcher claims the receive phase.
		message, attestation := e.attested(t, id)
		relay(t, e, message, attestation)

		e.runUntil(t, "the movement to finish", e.finished(t, id))
		require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
		require.Equal(t, "other", e.result(t, id)["relayed_by"])
		require.Equal(t, "true", e.receivePayload(t, id)["already_received"])
		e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(300))
	})
	t.Run("after our receive is signed", func(t *testing.T) {
		t.Parallel()
		w := &relayFirst{}
		e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
		w.e, w.t = e, t
		amount := big.NewInt(2_000_000)
		srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
		id := e.start(t, amount.String(), "1000", "fast")
		e.runUntil(t, "the movement to finish", e.finished(t, id))
		require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
		require.Equal(t, "other", e.result(t, id)["relayed_by"])
		require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'receive' AND signed_tx IS NOT NULL`))
		e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(300))
		e.requireLostReceiveRecorded(t, id)
	})
	// A node completes only with a whole record: while the destination's logs cannot be
	// read, the mint someone else relayed has no block, so the node waits rather than
	// completing without it (its legs would miss the mint).
	t.Run("while the mint's block cannot be read", func(t *testing.T) {
		t.Parallel()
		e := setup(t, nil)
		amount := big.NewInt(2_000_000)
		srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
		id := e.start(t, amount.String(), "1000", "fast")
		message, attestation := e.attested(t, id)
		relay(t, e, message, attestation)
		require.NoError(t, e.dst.Faults().Set(rpcfault.Faults{Rules: []rpcfault.Rule{
			{Methods: []string{"eth_getLogs"}, Action: rpcfault.ActionError, Message: "upstream unavailable"}}}))
		e.runUntil(t, "the mint to be waited on", func() bool {
			return e.finished(t, id)() || e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1
				AND last_error LIKE '%mint''s block is not found yet%'`, id) == 1 ||
				e.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events a JOIN movement_nodes n ON a.entity_id = n.id::text
				WHERE n.movement_id = $1 AND a.detail->>'reason' LIKE '%mint''s block is not found yet%'`, id) > 0
		})
		require.Equal(t, "EXECUTING", e.movementState(t, id), "not completed without the mint's block")
		e.dst.Faults().Clear()
		e.runUntil(t, "the movement to finish", e.finished(t, id))
		require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
		res := e.result(t, id)
		require.NotZero(t, res["mint_block"], "the record names the mint's block")
		require.NotEmpty(t, res["fee_recipient"])
		e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(300))
	})
	// Ours, lost by the provider, still holds a nonce of the relayer's lane: the node
	// completes only once it is mined (reverting), so no later transaction of the
	// relayer waits behind a nonce nobody will ever use.
	t.Run("after our receive is signed and lost", func(t *testing.T) {
		t.Parallel()
		w := &relayFirst{lose: true}
		e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
		w.e, w.t = e, t
		amount := big.NewInt(2_000_000)
		srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
		id := e.start(t, amount.String(), "1000", "fast")
		e.runUntil(t, "the movement to finish", e.finished(t, id))
		require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
		require.Equal(t, "other", e.result(t, id)["relayed_by"])
		var hash string
		require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT tx_hash FROM node_intents
			WHERE payload->>'phase' = 'receive' AND signed_tx IS NOT NULL`).Scan(&hash))
		r, err := e.dst.Client().TransactionReceipt(context.Background(), common.HexToHash(hash))
		require.NoError(t, err, "our receive was sent again and mined, so its nonce is used")
		require.Equal(t, types.ReceiptStatusFailed, r.Status, "it reverted: the message was received already")
		e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(300))
		e.requireLostReceiveRecorded(t, id)
	})
}

// A message someone else relayed before our receive phase is a pending outcome, not a
// refusal: while the destination is far from final the node waits, observed, with
// nothing signed and no try used up, and completes once the mint is final (relayed by
// "other"), with its whole record even when the mint's block is older than the state
// a node keeps. It never fails: a client retrying a FAILED transfer would pay twice.
func TestThirdPartyRelayIsPendingNotFailed(t *testing.T) {
	t.Parallel()
	// dev-2's finality: two minutes of empty blocks, unless the test mines them
	// (devchain keeps the state of the last 128 blocks only, so the final block must
	// be younger than that).
	const depth = 120
	e := setupWith(t, options{dstFinalityDepth: depth, blockInterval: time.Second})
	ctx := context.Background()
	for range depth { // so that dev-2's final blocks hold its contracts
		e.dst.Mine()
	}
	amount := big.NewInt(2_000_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "1000", "fast")
	message, attestation := e.attested(t, id)
	relay(t, e, message, attestation)
	relayedAt, err := e.dst.Client().BlockNumber(ctx)
	require.NoError(t, err)

	e.runUntil(t, "the receive phase to be observed", func() bool {
		return e.finished(t, id)() || e.f.Count(t, `SELECT count(*)::int FROM movement_nodes n
			JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
			WHERE n.movement_id = $1 AND n.node_state IN ('SUBMITTED', 'OBSERVING') AND i.payload->>'phase' = 'receive'`, id) == 1
	})
	for range 10 {
		e.step(t)
	}
	head, err := e.dst.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Less(t, head+1-relayedAt, uint64(depth), "the test needs the relay to be far from final here")
	require.Equal(t, "EXECUTING", e.movementState(t, id), e.describe(t))
	require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM movement_nodes
		WHERE movement_id = $1 AND node_state IN ('SUBMITTED', 'OBSERVING') AND tries = 1`, id), "observed, one try: %s", e.describe(t))
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'receive' AND signed_tx IS NOT NULL`),
		"nothing signed for a message someone else relayed")

	// The relay is final only once the devchain no longer keeps the state of its block
	// (as a full node prunes old state): the record must come from what stays readable.
	for range depth + 10 {
		e.dst.Mine()
	}
	e.runUntilWith(t, "the movement to finish", e.finished(t, id), func() {
		e.dst.Mine()
		e.step(t)
	})
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	require.Equal(t, "other", e.result(t, id)["relayed_by"])
	require.NotEmpty(t, e.result(t, id)["fee_recipient"])
	require.Equal(t, "true", e.receivePayload(t, id)["already_received"])
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(300))
}

// An attested Fast message past its expirationBlock is never relayed again as it is
// (the destination refuses it, "Message expired and must be re-signed", however often):
// the executor asks Iris to attest it again, checks that the new message is the same
// burn, stores it in the progress and relays that, and the burn mints exactly once.
// Expired before our receive is prepared, or while our signed receive was on its way
// (it reverts, and recovery's next attempt re-attests rather than relaying the same
// bytes).
func TestExpiredAttestationIsReattested(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		o    options
		// expireInFlight holds our first receive back until the message expired.
		expireInFlight bool
	}{
		{name: "before our receive", o: options{iris: iris.Config{FastExpiryBlocks: 1}}},
		{name: "while our receive was on its way", o: options{iris: iris.Config{FastExpiryBlocks: 30}, blockInterval: time.Second},
			expireInFlight: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			w := &expireInFlight{}
			if tt.expireInFlight {
				tt.o.wrap = func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w }
			}
			e := setupWith(t, tt.o)
			w.dst = e.dst
			amount := big.NewInt(1_000_000)
			srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
			id := e.start(t, amount.String(), "1000", "fast")
			e.runUntil(t, "the movement to finish", e.finished(t, id))
			require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
			e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(150))
			res := e.result(t, id)
			require.Equal(t, "qtg", res["relayed_by"])
			require.EqualValues(t, 2000, res["finality_threshold_executed"], "minted from the re-attested (finalized) message")
			require.Equal(t, "150", res["fee_executed"], "the Fast fee, kept by the re-attestation")
			require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'reattest' AND signed_tx IS NULL`))
			receives := 1
			if tt.expireInFlight {
				require.True(t, w.held.Load())
				require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE action = '->UNKNOWN'`), "the expired receive reverted")
				receives = 2
			}
			require.Equal(t, receives, e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'receive' AND signed_tx IS NOT NULL`))
		})
	}
}

// expireInFlight holds our first signed receive back until the destination reached the
// attested message's expirationBlock, so that it lands expired and reverts.
type expireInFlight struct {
	*cctptransfer.Executor
	dst  *devchain.Chain
	held atomic.Bool
}

func (x *expireInFlight) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	var p struct{ Phase string }
	_ = json.Unmarshal(intent.Payload, &p)
	if p.Phase != "receive" || len(intent.SignedTx) == 0 || !x.held.CompareAndSwap(false, true) {
		return x.Executor.Submit(ctx, node, intent)
	}
	var prog struct{ Message string }
	if err := json.Unmarshal(node.Progress, &prog); err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	msg, err := cctp.ParseMessage(hexutil.MustDecode(prog.Message))
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	body, err := cctp.ParseBurnBody(msg.Body)
	if err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	if body.ExpirationBlock.Sign() == 0 {
		return executor.SubmitResult{}, executor.Permanent(errors.New("our receive's message has no expiration"))
	}
	for {
		head, err := x.dst.Client().BlockNumber(ctx)
		if err != nil {
			return executor.SubmitResult{}, err
		}
		if head >= body.ExpirationBlock.Uint64() {
			return x.Executor.Submit(ctx, node, intent)
		}
		x.dst.Mine()
	}
}

// attested runs the dispatcher and the observer until the node waits, READY, for its
// receive phase, and returns the attested message and attestation its progress holds.
func (e *env) attested(t *testing.T, id uuid.UUID) (message, attestation string) {
	t.Helper()
	ctx := context.Background()
	var prog struct{ Message, Attestation string }
	e.runUntilWith(t, "the receive phase to be next", func() bool {
		var raw []byte
		if err := e.f.Pool.QueryRow(ctx, `SELECT progress FROM movement_nodes
			WHERE movement_id = $1 AND node_state = 'READY' AND progress->>'next' = 'receive'`, id).Scan(&raw); err != nil {
			return false
		}
		require.NoError(t, json.Unmarshal(raw, &prog))
		return true
	}, func() { _, _ = e.d.Batch(ctx); _, _ = e.o.Batch(ctx) })
	return prog.Message, prog.Attestation
}

// relayFirst relays the message as someone else right before our receive's broadcast.
type relayFirst struct {
	*cctptransfer.Executor
	e *env
	t *testing.T
	// lose: the provider accepts our receive's broadcast and loses it.
	lose bool
	// ambiguous: the first receive's Submit, relayed and broadcast, ends in an
	// ambiguous error, so that recovery judges our reverted receive.
	ambiguous bool
	done      atomic.Bool
}

func (r *relayFirst) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	var p struct{ Phase string }
	_ = json.Unmarshal(intent.Payload, &p)
	if p.Phase == "receive" && (!r.ambiguous || !r.done.Load()) {
		var prog struct{ Message, Attestation string }
		if err := json.Unmarshal(node.Progress, &prog); err != nil {
			return executor.SubmitResult{}, executor.Permanent(err)
		}
		relay(r.t, r.e, prog.Message, prog.Attestation)
		if r.lose && intent.TxHash != "" {
			r.e.dst.DropNext(common.HexToHash(intent.TxHash))
		}
		if r.ambiguous && r.done.CompareAndSwap(false, true) {
			if _, err := r.Executor.Submit(ctx, node, intent); err != nil {
				return executor.SubmitResult{}, err
			}
			// Recovery must judge our receive reverted in a final block. Still in the
			// pool, or mined and not yet indexed, when it first looks (a loaded machine
			// is slow at both), it is Sent and the observer settles it instead, so the
			// error waits for the receipt at the head.
			if _, err := r.e.dst.WaitMined(ctx, common.HexToHash(intent.TxHash)); err != nil {
				return executor.SubmitResult{}, err
			}
			return executor.SubmitResult{}, errors.New("connection reset by peer")
		}
	}
	return r.Executor.Submit(ctx, node, intent)
}

// relay sends receiveMessage from another account (dev3) and waits for it.
func relay(t *testing.T, e *env, message, attestation string) {
	t.Helper()
	relayAs(t, e.dst, e.dc.Accounts()[3], message, attestation)
}

// relayAs sends receiveMessage on dst from other and waits for it to be mined.
func relayAs(t *testing.T, dst *devchain.Chain, other devchain.Account, message, attestation string) {
	t.Helper()
	opts := bind.NewKeyedTransactor(other.Key, new(big.Int).SetUint64(dst.ChainID))
	mt := contracts.NewMessageTransmitterV2()
	tx, err := bind.Transact(mt.Instance(dst.Client(), dst.MessageTransmitter), opts,
		mt.PackReceiveMessage(hexutil.MustDecode(message), hexutil.MustDecode(attestation)))
	require.NoError(t, err)
	_, err = dst.WaitMined(context.Background(), tx.Hash())
	require.NoError(t, err)
}

func (e *env) receivePayload(t *testing.T, id uuid.UUID) map[string]string {
	t.Helper()
	var raw []byte
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT i.payload FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.movement_id = $1 AND i.payload->>'phase' = 'receive'`, id).Scan(&raw))
	var m map[string]any
	require.NoError(t, json.Unmarshal(raw, &m))
	out := map[string]string{}
	for k, v := range m {
		out[k] = fmt.Sprint(v)
	}
	return out
}

// runUntilWith is runUntil with its own step.
func (e *env) runUntilWith(t *testing.T, what string, cond func() bool, step func()) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s (node: %s)", what, e.describe(t))
		}
		step()
		time.Sleep(5 * time.Millisecond)
	}
}

// ambiguous makes the first Submit of one phase end in an ambiguous error, before or
// after its broadcast, as a dispatcher that lost its connection (or crashed) would
// leave it: the node goes to UNKNOWN and recovery decides from the chains.
type ambiguous struct {
	*cctptransfer.Executor
	phase     string
	broadcast bool
	done      atomic.Bool
}

func (a *ambiguous) Submit(ctx context.Context, node executor.Node, intent executor.Intent) (executor.SubmitResult, error) {
	var p struct{ Phase string }
	_ = json.Unmarshal(intent.Payload, &p)
	if p.Phase != a.phase || !a.done.CompareAndSwap(false, true) {
		return a.Executor.Submit(ctx, node, intent)
	}
	if a.broadcast {
		if _, err := a.Executor.Submit(ctx, node, intent); err != nil {
			return executor.SubmitResult{}, err
		}
	}
	return executor.SubmitResult{}, errors.New("connection reset by peer")
}

// UNKNOWN after (or before) the burn's and the receive's broadcast: recovery finds the
// transaction (or re-broadcasts the same bytes), and exactly one burn and one mint
// happen, proven from both chains.
func TestRecoveryPerPhase(t *testing.T) {
	t.Parallel()
	for _, phase := range []string{"approve", "burn", "receive"} {
		for _, broadcast := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s broadcast=%v", phase, broadcast), func(t *testing.T) {
				t.Parallel()
				w := &ambiguous{phase: phase, broadcast: broadcast}
				e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
				amount := big.NewInt(3_000_000)
				srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
				id := e.start(t, amount.String(), "1000", "fast")
				e.runUntil(t, "the movement to finish", e.finished(t, id))
				require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
				require.True(t, w.done.Load())
				require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE action = '->UNKNOWN'`))
				e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(450))
			})
		}
	}
}

// Recovery of our receive, reverted in a final block because someone else relayed the
// message first, says that the phase's effect happened without it (not that it did not
// happen): the verdict is still not sent, for ours moved nothing, and the new attempt
// finds the message received and completes with one burn and one mint.
func TestRecoveryOfAReceiveSomeoneElseRelayedSaysTheEffectHappened(t *testing.T) {
	t.Parallel()
	w := &relayFirst{ambiguous: true}
	e := setup(t, func(x *cctptransfer.Executor) executor.Executor { w.Executor = x; return w })
	w.e, w.t = e, t
	amount := big.NewInt(2_000_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "1000", "fast")
	e.runUntil(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	require.True(t, w.done.Load())
	require.Equal(t, "other", e.result(t, id)["relayed_by"])
	var reason string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT detail->>'reason' FROM audit_outbox_events
		WHERE action = 'RECOVERY_VERDICT' AND detail->>'verdict' = 'not_sent'`).Scan(&reason))
	require.Contains(t, reason, "the phase's effect happened without it")
	require.NotContains(t, reason, "did not happen")
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(300))

	// The reverted receive is in no record of the node's (its next attempt went on
	// without it): recovery recorded its gas for verify-drift as it proved it not sent.
	var hash string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT i.tx_hash FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id
		WHERE n.movement_id = $1 AND i.payload->>'phase' = 'receive' AND i.signed_tx IS NOT NULL`, id).Scan(&hash))
	r, err := e.dst.Client().TransactionReceipt(context.Background(), common.HexToHash(hash))
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusFailed, r.Status)
	var kind, cost string
	var block int64
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT kind, block_number, gas_cost::text FROM evm_gas_spends WHERE tx_hash = $1`,
		hash).Scan(&kind, &block, &cost))
	require.Equal(t, []any{"reverted", r.BlockNumber.Int64(), evmcall.GasCost(r).String()}, []any{kind, block, cost})
}

// A cancel requested while the node is between phases (burned, attested, READY for
// its receive) does not strand the burned USDC: the node is not cancelled, the
// dispatcher still claims its receive, and the movement completes with the mint.
func TestCancelBetweenPhasesStillMints(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	ctx := context.Background()
	amount := big.NewInt(4_000_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "1000", "fast")
	e.runUntilWith(t, "the receive phase to be next", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes
			WHERE movement_id = $1 AND node_state = 'READY' AND progress->>'next' = 'receive'`, id) == 1
	}, func() { _, _ = e.d.Batch(ctx); _, _ = e.o.Batch(ctx) })
	res, err := e.f.Svc.Cancel(ctx, id, "erin", "changed my mind")
	require.NoError(t, err)
	require.Equal(t, movement.CancelRequested, res, "the movement runs a node that moved money: only a request")
	require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'READY'`, id),
		"the node between phases is not cancelled")
	e.runUntil(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	e.requireOneBurnOneMint(t, srcBefore, dstBefore, amount, big.NewInt(600))
}

// A cancel requested once only the approval is done stops the node before its burn:
// an ERC-20 approval moved nothing, so the movement ends CANCELLED and no USDC left the
// holder (the supplies and balances on both chains say so).
func TestCancelAfterTheApprovalBurnsNothing(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	ctx := context.Background()
	amount := big.NewInt(3_000_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "1000", "fast")
	e.runUntilWith(t, "the burn phase to be next", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes
			WHERE movement_id = $1 AND node_state = 'READY' AND progress->>'next' = 'burn'`, id) == 1
	}, func() { _, _ = e.d.Batch(ctx); _, _ = e.o.Batch(ctx) })
	res, err := e.f.Svc.Cancel(ctx, id, "erin", "changed my mind")
	require.NoError(t, err)
	require.Equal(t, movement.Cancelled, res, "nothing that moved value is in flight: the movement ends now")
	for range 20 { // the workers go on as usual: nothing of the movement may run
		e.step(t)
	}
	require.Equal(t, "CANCELLED", e.movementState(t, id), e.describe(t))
	require.Equal(t, e.srcSupply, supply(t, e.src), "nothing burned on dev-1")
	require.Equal(t, e.dstSupply, supply(t, e.dst), "nothing minted on dev-2")
	require.Equal(t, srcBefore, balance(t, e.src, e.from))
	require.Equal(t, dstBefore, balance(t, e.dst, e.to))
}
