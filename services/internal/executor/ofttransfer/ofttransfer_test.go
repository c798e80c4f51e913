package ofttransfer_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/contracts/stargate"
	"github.com/qtgdev/qtg/services/internal/chain/layerzero"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/lzexec"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
	"github.com/qtgdev/qtg/services/internal/sidecar/strandedreaper"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

type env struct {
	dc       *devchain.Devchain
	relay    *lzexec.Relay
	src, dst *devchain.Chain
	f        *testfix.Fixture
	exec     *ofttransfer.Executor
	tmpl     string
	from, to common.Address
	d        *engine.Dispatcher
	o        *engine.Observer
	r        *engine.Recovery
}

// setup starts dev-1 and dev-2 with the LayerZero double and its executor stand-in, a
// database with oft_transfer registered (wrapped by wrap, when set), and the three core
// workers (stepped by the test).
func setup(t *testing.T, wrap func(*ofttransfer.Executor) executor.Executor) *env {
	t.Helper()
	return setupWith(t, options{wrap: wrap})
}

// options vary setup.
type options struct {
	// wrap, when set, wraps the executor the workers use.
	wrap func(*ofttransfer.Executor) executor.Executor
	// dstFinalityDepth, when set, is dev-2's finality depth in the executor's chain
	// configuration (devchain writes 1).
	dstFinalityDepth uint64
	// blockInterval is how often the chains mine an empty block; default
	// devchaintest.BlockInterval.
	blockInterval time.Duration
	// poolLiquidity, when set, is what devchain deposits into each Stargate pool (and
	// sends as credit to the other chain).
	poolLiquidity *big.Int
}

func setupWith(t *testing.T, o options) *env {
	t.Helper()
	dc, chains, signers, relay := devchaintest.StartLZ(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 3, BlockInterval: cmp.Or(o.blockInterval, devchaintest.BlockInterval), LZPoolLiquidity: o.poolLiquidity,
	}, lzexec.Config{Interval: devchaintest.BlockInterval})
	if o.dstFinalityDepth > 0 {
		dst, ok := chains.Chain("dev-2")
		require.True(t, ok)
		dst.FinalityDepth = o.dstFinalityDepth
	}
	wrap := o.wrap
	e := &env{dc: dc, relay: relay, src: dc.Chain("dev-1"), dst: dc.Chain("dev-2"),
		from: dc.Accounts()[1].Address, to: dc.Accounts()[2].Address}
	e.f = testfix.New(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		x, err := ofttransfer.New(ofttransfer.Options{Config: chains, Signers: signers})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		e.exec = x
		if wrap != nil {
			return []executor.Executor{wrap(x)}
		}
		return []executor.Executor{x}
	}))
	e.tmpl = e.f.UniqueTemplate(t, "oft", fmt.Sprintf(`{"nodes":[{"key":"bridge","executor":"oft_transfer",
		"config":{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":%q,"amount":"${amount}","max_fee":"${max_fee}"}}]}`,
		e.from.Hex(), e.to.Hex()))
	cfg := e.f.EngineConfig()
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

func (e *env) start(t *testing.T, amount, maxFee string) uuid.UUID {
	t.Helper()
	params, err := json.Marshal(map[string]string{"amount": amount, "max_fee": maxFee})
	require.NoError(t, err)
	return e.f.Movement(t, movement.CreateInput{TemplateName: e.tmpl, Params: params}).ID
}

func (e *env) step(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	_, err := e.d.Batch(ctx)
	require.NoError(t, err)
	_, _ = e.o.Batch(ctx)
	_, err = e.r.Batch(ctx)
	require.NoError(t, err)
}

func (e *env) runUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	e.runUntilWith(t, what, cond, func() { e.step(t) })
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

// requireOneSendOneDelivery proves from both chains' state that exactly one send left
// dev-1 (the outbound nonce of the path between the chains' TokenMessagings, Stargate's
// OApp) and one packet was delivered on dev-2 (its lazy inbound nonce, the payload hash
// cleared), with exact USDC balances.
func (e *env) requireOneSendOneDelivery(t *testing.T, srcBefore, dstBefore, amount *big.Int) {
	t.Helper()
	ctx := context.Background()
	ep := contracts.NewEndpointV2()
	srcTM, dstTM := layerzero.AddressToBytes32(e.src.LZTokenMessaging), layerzero.AddressToBytes32(e.dst.LZTokenMessaging)
	out, err := e.src.Client().CallContract(ctx, ethereum.CallMsg{To: &e.src.LZEndpoint, Data: ep.PackOutboundNonce(e.src.LZTokenMessaging, e.dst.LZEid, dstTM)}, nil)
	require.NoError(t, err)
	sent, err := ep.UnpackOutboundNonce(out)
	require.NoError(t, err)
	require.Equal(t, uint64(1), sent, "exactly one send on dev-1")
	out, err = e.dst.Client().CallContract(ctx, ethereum.CallMsg{To: &e.dst.LZEndpoint, Data: ep.PackLazyInboundNonce(e.dst.LZTokenMessaging, e.src.LZEid, srcTM)}, nil)
	require.NoError(t, err)
	lazy, err := ep.UnpackLazyInboundNonce(out)
	require.NoError(t, err)
	require.Equal(t, uint64(1), lazy, "exactly one delivery on dev-2")
	require.Equal(t, new(big.Int).Sub(srcBefore, amount), balance(t, e.src, e.from), "holder's USDC on dev-1")
	require.Equal(t, new(big.Int).Add(dstBefore, amount), balance(t, e.dst, e.to), "recipient's USDC on dev-2")
}

func (e *env) phases(t *testing.T, id uuid.UUID) []string {
	t.Helper()
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
	return phases
}

// A movement with one oft_transfer node approves, sends on dev-1 (the quoted native fee
// as value), and completes once the packet is delivered and paid on dev-2: exact
// balances, the fee and guid recorded, each phase its own intent and attempt.
func TestTransferCompletes(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	amount := big.NewInt(1_000_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "200000000000000")
	e.runUntil(t, "the movement to finish", e.finished(t, id))
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	res := e.result(t, id)
	require.Equal(t, e.quote(t, amount).String(), res["native_fee"])
	require.Equal(t, "delivered", res["payout"])
	require.Equal(t, amount.String(), res["amount_received"])
	// The legs verify-drift counts (package balances).
	for _, k := range []string{"approve_block", "send_block", "delivery_block"} {
		require.Positive(t, res[k], k)
	}
	for _, k := range []string{"approve_gas_cost", "send_gas_cost"} {
		require.NotEqual(t, "0", res[k], k)
		require.NotEmpty(t, res[k], k)
	}
	require.Equal(t, amount.String(), res["received"])
	guid := layerzero.GUID(1, e.src.LZEid, layerzero.AddressToBytes32(e.src.LZTokenMessaging), e.dst.LZEid, layerzero.AddressToBytes32(e.dst.LZTokenMessaging))
	require.Equal(t, guid.Hex(), res["guid"])
	e.requireOneSendOneDelivery(t, srcBefore, dstBefore, amount)
	require.Equal(t, []string{"1:approve:CONFIRMED", "2:send:CONFIRMED", "3:deliver:CONFIRMED"}, e.phases(t, id))
	// A cancel may stop the node after the approval alone, never once value moved.
	for phase, moved := range map[string]bool{"approve": false, "send": true} {
		n, in := e.f.PhaseIntent(t, id, phase)
		obs, err := e.exec.Observe(context.Background(), n, in)
		require.NoError(t, err)
		require.Equal(t, executor.Continue, obs.Status, phase)
		require.Equal(t, moved, obs.ValueMoved, phase)
	}
	lane := e.exec.Baseline(json.RawMessage(fmt.Sprintf(`{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":%q,"amount":"1","max_fee":"0"}`,
		e.from.Hex(), e.to.Hex()))).Lane
	require.Equal(t, "oft_transfer:dev-1", lane)
	require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM observation_lanes WHERE lane_key = $1 AND baseline_seconds < 10`, lane),
		"migration 00015 ships the devchain-scaled baseline of the lane")
}

// A Stargate V2 send is tracked through TokenMessaging, the OApp the pool sends
// through: the send's PacketSent is from dev-1's TokenMessaging to dev-2's, carries
// Stargate's taxi message (the USDC asset ID, the node's recipient, the amount), and its
// guid derives from the two TokenMessagings. The executor proves that packet sent and
// delivered and completes with the recipient paid exactly once (one OFTReceived).
func TestStargateSendIsTrackedThroughTokenMessaging(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	ctx := context.Background()
	amount := big.NewInt(1_250_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	id := e.start(t, amount.String(), "200000000000000")
	e.runUntil(t, "the movement to finish or its node to be in doubt", func() bool {
		return e.finished(t, id)() || e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND node_state = 'UNKNOWN'`, id) > 0
	})
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	res := e.result(t, id)

	r, err := e.src.Client().TransactionReceipt(ctx, common.HexToHash(res["send_tx"].(string)))
	require.NoError(t, err)
	ep := contracts.NewEndpointV2()
	var packets []layerzero.Packet
	for _, l := range r.Logs {
		if l.Address == e.src.LZEndpoint && l.Topics[0] == layerzero.PacketSentTopic {
			ev, err := ep.UnpackPacketSentEvent(l)
			require.NoError(t, err)
			p, err := layerzero.ParsePacket(ev.EncodedPayload)
			require.NoError(t, err)
			packets = append(packets, p)
		}
	}
	require.Len(t, packets, 1)
	p := packets[0]
	require.Equal(t, layerzero.AddressToBytes32(e.src.LZTokenMessaging), p.Sender, "sent by dev-1's TokenMessaging, not the pool")
	require.Equal(t, layerzero.AddressToBytes32(e.dst.LZTokenMessaging), p.Receiver, "to dev-2's TokenMessaging, not the pool")
	require.Equal(t, layerzero.EncodeTaxi(e.from, devchain.LZUSDCAssetID, layerzero.AddressToBytes32(e.to), amount.Uint64(), nil), p.Message,
		"Stargate's taxi message")
	require.Equal(t, layerzero.GUID(p.Nonce, e.src.LZEid, p.Sender, e.dst.LZEid, p.Receiver), p.GUID)
	require.Equal(t, p.GUID.Hex(), res["guid"])
	require.Equal(t, "delivered", res["payout"])
	require.Equal(t, amount.String(), res["received"])

	e.requireOneSendOneDelivery(t, srcBefore, dstBefore, amount)
	paid, err := e.dst.Client().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{e.dst.LZPool},
		Topics: [][]common.Hash{{layerzero.OFTReceivedTopic}, {p.GUID}}})
	require.NoError(t, err)
	require.Len(t, paid, 1, "paid out exactly once")
}

// quote is the LayerZero native fee of sending amount from dev-1 to e.to on dev-2 now:
// what ULN302's DVN and Executor charge (quoteSend on the source pool).
func (e *env) quote(t *testing.T, amount *big.Int) *big.Int {
	t.Helper()
	pool := stargate.NewStargatePoolUSDC()
	param := stargate.SendParam{DstEid: e.dst.LZEid, To: layerzero.AddressToBytes32(e.to), AmountLD: amount, MinAmountLD: amount,
		ExtraOptions: []byte{}, ComposeMsg: []byte{}, OftCmd: []byte{}}
	out, err := e.src.Client().CallContract(context.Background(), ethereum.CallMsg{To: &e.src.LZPool, Data: pool.PackQuoteSend(param, false)}, nil)
	require.NoError(t, err)
	fee, err := pool.UnpackQuoteSend(out)
	require.NoError(t, err)
	require.Positive(t, fee.NativeFee.Sign())
	return fee.NativeFee
}

// A quoted native fee above max_fee holds the node back before anything is signed.
func TestFeeAboveMaxFeeHolds(t *testing.T) {
	t.Parallel()
	e := setup(t, nil)
	maxFee := new(big.Int).Sub(e.quote(t, big.NewInt(1_000_000)), big.NewInt(1))
	id := e.start(t, "1000000", maxFee.String())
	e.runUntil(t, "a hold", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND holds > 0`, id) == 1
	})
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents`))
	var lastErr string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT last_error FROM movement_nodes WHERE movement_id = $1`, id).Scan(&lastErr))
	require.Contains(t, lastErr, "above max_fee "+maxFee.String())
}

// A send above the credit the source pool holds for the path (the destination pool's
// liquidity promised to it), which Stargate's pool would revert (Path_InsufficientCredit),
// holds the node back before anything is signed, with the credit in the reason.
func TestSendAboveThePathsCreditHolds(t *testing.T) {
	t.Parallel()
	e := setupWith(t, options{poolLiquidity: big.NewInt(1_000_000)})
	id := e.start(t, "1000001", "200000000000000")
	e.runUntil(t, "a hold", func() bool {
		return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND holds > 0`, id) == 1
	})
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents`))
	var lastErr string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT last_error FROM movement_nodes WHERE movement_id = $1`, id).Scan(&lastErr))
	require.Contains(t, lastErr, "holds credit for 1000000 of USDC base units to dev-2, less than the send's 1000001")
}

// node reads the movement's node as the engine hands it to the executor.
func (e *env) node(t *testing.T, id uuid.UUID) (executor.Node, executor.Intent) {
	t.Helper()
	var n executor.Node
	var in executor.Intent
	var signed []byte
	var txHash *string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT n.id, n.movement_id, n.node_key, n.executor_key, n.node_config, n.attempt, n.progress,
		i.payload, i.signed_tx, i.tx_hash FROM movement_nodes n JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
		WHERE n.movement_id = $1`, id).Scan(&n.ID, &n.MovementID, &n.Key, &n.ExecutorKey, &n.Config, &n.Attempt, &n.Progress,
		&in.Payload, &signed, &txHash))
	in.SignedTx = signed
	if txHash != nil {
		in.TxHash = *txHash
	}
	return n, in
}

// awaitBlacklistLifted waits until dev-2's USDC no longer refuses the receiver. The
// stand-in caches a payout by blacklisting the receiver around the delivery and lifts
// it in a transaction of its own after the delivery's, so the cached payout can be seen
// a block or more before a retry of it can succeed (retryReceiveToken reverts on a
// refused payout: StargateBase._safeOutflow, stg-evm-v2 2.0.6). A real cached payout
// is retried once its cause is gone; so are the tests'.
func (e *env) awaitBlacklistLifted(t *testing.T) {
	t.Helper()
	usdc := contracts.NewUSDC()
	testfix.WaitFor(t, "the stand-in to lift the receiver's blacklist", func() bool {
		listed, err := bind.Call(usdc.Instance(e.dst.Client(), e.dst.USDC), nil, usdc.PackIsBlacklisted(e.to), usdc.UnpackIsBlacklisted)
		require.NoError(t, err)
		return !listed
	})
}

// retryAsSomeoneElse sends retryReceiveToken for the node's cached payout from another
// account (dev3) and waits for it.
func (e *env) retryAsSomeoneElse(t *testing.T, progress json.RawMessage, amount *big.Int) {
	t.Helper()
	var p struct{ GUID string }
	require.NoError(t, json.Unmarshal(progress, &p))
	other := e.dc.Accounts()[3]
	opts := bind.NewKeyedTransactor(other.Key, new(big.Int).SetUint64(e.dst.ChainID))
	pool := stargate.NewStargatePoolUSDC()
	tx, err := bind.Transact(pool.Instance(e.dst.Client(), e.dst.LZPool), opts,
		pool.PackRetryReceiveToken(common.HexToHash(p.GUID), 0, e.src.LZEid, e.to, amount, []byte{}))
	require.NoError(t, err)
	r, err := e.dst.WaitMined(context.Background(), tx.Hash())
	require.NoError(t, err)
	require.Equal(t, uint64(1), r.Status)
}

// A payout the destination pool cached (UnreceivedTokenCached) leaves the node waiting
// in its deliver phase and CheckStranded reports it stuck with the action
// retry_receive_token; after an approved manual execution (Node.ManualExecution) the
// executor's retry phase pays it out exactly once — ours, or someone else's retry
// first, which counts as done.
func TestCachedPayoutManualRetry(t *testing.T) {
	t.Parallel()
	for _, other := range []string{"none", "before our retry is prepared", "after our retry is signed"} {
		t.Run(other, func(t *testing.T) {
			t.Parallel()
			e := setup(t, nil)
			ctx := context.Background()
			amount := big.NewInt(3_000_000)
			srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
			e.relay.SetControl(lzexec.Control{CacheNext: 1})
			id := e.start(t, amount.String(), "200000000000000")
			var stranded executor.Stranded
			e.runUntil(t, "the cached payout to be reported stranded", func() bool {
				if e.f.Count(t, `SELECT count(*)::int FROM movement_nodes n JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
					WHERE n.movement_id = $1 AND n.node_state IN ('SUBMITTED', 'OBSERVING') AND i.payload->>'phase' = 'deliver'`, id) != 1 {
					return false
				}
				n, in := e.node(t, id)
				var err error
				stranded, err = e.exec.CheckStranded(ctx, n, in)
				require.NoError(t, err)
				return stranded.Stuck
			})
			require.Equal(t, ofttransfer.ActionRetryReceiveToken, stranded.Action)
			require.Contains(t, stranded.Reason, "UnreceivedTokenCached")
			require.Equal(t, dstBefore, balance(t, e.dst, e.to), "nothing paid while cached")
			e.awaitBlacklistLifted(t)
			for range 10 {
				e.step(t)
			}
			require.Equal(t, "EXECUTING", e.movementState(t, id), "a cached payout waits: %s", e.describe(t))

			// Operators approved the manual execution: the node comes back with a new attempt.
			n, _ := e.node(t, id)
			n.Attempt++
			n.ManualExecution = true
			if other == "before our retry is prepared" {
				e.retryAsSomeoneElse(t, n.Progress, amount)
			}
			require.NoError(t, e.exec.Preflight(ctx, n))
			draft, err := e.exec.Prepare(ctx, e.f.Workers().Conn, n)
			require.NoError(t, err)
			if other == "after our retry is signed" {
				e.retryAsSomeoneElse(t, n.Progress, amount)
			}
			in := executor.Intent{IntentDraft: draft, NodeID: n.ID, Attempt: n.Attempt}
			sub, err := e.exec.Submit(ctx, n, in)
			require.NoError(t, err)
			obs := sub.Final
			require.Eventually(t, func() bool {
				if obs != nil && obs.Status == executor.Completed {
					return true
				}
				o, err := e.exec.Observe(ctx, n, in)
				require.NoError(t, err)
				obs = &o
				return o.Status == executor.Completed
			}, 180*time.Second, 20*time.Millisecond)
			var res map[string]any
			require.NoError(t, json.Unmarshal(obs.Result, &res))
			want := map[string]string{"none": "retried", "before our retry is prepared": "retried_by_other", "after our retry is signed": "retried_by_other"}[other]
			require.Equal(t, want, res["payout"])
			require.Positive(t, res["delivery_block"], "the payout's block, for verify-drift")
			require.Equal(t, amount.String(), res["received"])
			if want == "retried" {
				require.Positive(t, res["retry_block"], "our retry's block, for verify-drift")
				require.NotEmpty(t, res["retry_gas_cost"])
			}
			e.requireOneSendOneDelivery(t, srcBefore, dstBefore, amount)
			n.ManualExecution = false
			st, err := e.exec.CheckStranded(ctx, n, in)
			require.NoError(t, err)
			require.False(t, st.Stuck)
		})
	}
}

// A cached payout someone else retried before our retry phase is a pending outcome,
// not a refusal: after the approved manual execution the node waits, observed, with
// nothing signed and no try used up while the destination is far from final, and
// completes once the payout is final ("retried_by_other"). It never fails: a client
// retrying a FAILED transfer would pay twice.
func TestPayoutRetriedByOtherIsPendingNotFailed(t *testing.T) {
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
	reaper, err := strandedreaper.New(strandedreaper.Config{Pool: e.f.Workers(), Registry: e.f.Registry, Instance: "test", Logger: zerolog.Nop()})
	require.NoError(t, err)
	mineAndStep := func() {
		for range 10 {
			e.dst.Mine()
		}
		e.step(t)
		_, err := reaper.Batch(ctx)
		require.NoError(t, err)
	}
	amount := big.NewInt(3_000_000)
	srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
	e.relay.SetControl(lzexec.Control{CacheNext: 1})
	id := e.start(t, amount.String(), "200000000000000")
	var nodeID uuid.UUID
	var attempt int32
	var progress json.RawMessage
	e.runUntilWith(t, "the cached payout to be parked", func() bool {
		err := e.f.Pool.QueryRow(ctx, `SELECT id, attempt, progress FROM movement_nodes
			WHERE movement_id = $1 AND node_state = 'NEEDS_MANUAL_EXECUTION'`, id).Scan(&nodeID, &attempt, &progress)
		return err == nil
	}, mineAndStep)
	v, err := e.f.Svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{
		NodeID: nodeID, Attempt: attempt, Verdict: movement.VerdictManualExecution, Reason: "payout cached", By: "op1",
	})
	require.NoError(t, err)
	_, err = e.f.Svc.ApproveVerdict(ctx, v.ID, "op2")
	require.NoError(t, err)
	e.awaitBlacklistLifted(t)
	e.retryAsSomeoneElse(t, progress, amount)
	paidAt, err := e.dst.Client().BlockNumber(ctx)
	require.NoError(t, err)

	e.runUntil(t, "the retry phase to be observed", func() bool {
		return e.finished(t, id)() || e.f.Count(t, `SELECT count(*)::int FROM movement_nodes n
			JOIN node_intents i ON i.node_id = n.id AND i.attempt = n.attempt
			WHERE n.movement_id = $1 AND n.node_state IN ('SUBMITTED', 'OBSERVING') AND i.payload->>'phase' = 'retry'`, id) == 1
	})
	for range 10 {
		e.step(t)
	}
	head, err := e.dst.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Less(t, head+1-paidAt, uint64(depth), "the test needs the retry to be far from final here")
	require.Equal(t, "EXECUTING", e.movementState(t, id), e.describe(t))
	require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM movement_nodes
		WHERE movement_id = $1 AND node_state IN ('SUBMITTED', 'OBSERVING') AND tries = 1`, id), "observed, one try: %s", e.describe(t))
	require.Zero(t, e.f.Count(t, `SELECT count(*)::int FROM node_intents WHERE payload->>'phase' = 'retry' AND signed_tx IS NOT NULL`),
		"nothing signed for a payout someone else retried")

	e.runUntilWith(t, "the movement to finish", e.finished(t, id), mineAndStep)
	require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
	require.Equal(t, "retried_by_other", e.result(t, id)["payout"])
	e.requireOneSendOneDelivery(t, srcBefore, dstBefore, amount)
}

// runUntilWith is runUntil with its own step.
func (e *env) runUntilWith(t *testing.T, what string, cond func() bool, step func()) {
	t.Helper()
	deadline := time.Now().Add(240 * time.Second)
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
	*ofttransfer.Executor
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

// UNKNOWN after (or before) a phase's broadcast: recovery finds the transaction (or
// re-broadcasts the same bytes), and exactly one send and one delivery happen, proven
// from both chains.
func TestRecoveryPerPhase(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		phase     string
		broadcast bool
	}{{"approve", true}, {"send", false}, {"send", true}, {"deliver", false}} {
		t.Run(fmt.Sprintf("%s broadcast=%v", tt.phase, tt.broadcast), func(t *testing.T) {
			t.Parallel()
			w := &ambiguous{phase: tt.phase, broadcast: tt.broadcast}
			e := setup(t, func(x *ofttransfer.Executor) executor.Executor { w.Executor = x; return w })
			amount := big.NewInt(2_000_000)
			srcBefore, dstBefore := balance(t, e.src, e.from), balance(t, e.dst, e.to)
			id := e.start(t, amount.String(), "200000000000000")
			e.runUntil(t, "the movement to finish", e.finished(t, id))
			require.Equal(t, "COMPLETED", e.movementState(t, id), e.describe(t))
			require.True(t, w.done.Load())
			require.Equal(t, 1, e.f.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE action = '->UNKNOWN'`))
			e.requireOneSendOneDelivery(t, srcBefore, dstBefore, amount)
		})
	}
}
