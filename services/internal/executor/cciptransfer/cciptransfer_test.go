package cciptransfer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/services/internal/app/engine"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/chain/ccip"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/cciprelay"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain/devchaintest"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
	"github.com/qtgdev/qtg/services/internal/sidecar/strandedreaper"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m, devchaintest.LeakOptions()...) }

type env struct {
	dc       *devchain.Devchain
	relay    *cciprelay.Relay
	src, dst *devchain.Chain
	f        *testfix.Fixture
	exec     *cciptransfer.Executor
	tmpl     string
	from, to common.Address
	// srcSupply and dstSupply are the USDC supplies when the test started: a send burns
	// on dev-1 and a delivery mints on dev-2, so they count sends and deliveries from
	// the chains' own state.
	srcSupply, dstSupply *big.Int
	d                    *engine.Dispatcher
	o                    *engine.Observer
	r                    *engine.Recovery
	reaper               *strandedreaper.Reaper
}

// setup starts dev-1 and dev-2 with Chainlink's CCIP contracts and the relay, a database with
// ccip_transfer registered (a message UNTOUCHED longer than untouchedAfter is
// stranded) and the core workers and the stranded reaper.
func setup(t *testing.T, untouchedAfter time.Duration) *env {
	t.Helper()
	dc, chains, signers, relay := devchaintest.StartCCIP(t, devchain.Config{
		Chains:   []devchain.ChainSpec{{Name: "dev-1", ChainID: 31337}, {Name: "dev-2", ChainID: 31338}},
		Accounts: 3, BlockInterval: devchaintest.BlockInterval, CCIPThresholdSeconds: 100,
	}, cciprelay.Config{ExecuteDelay: 100 * time.Millisecond, Poll: 30 * time.Millisecond})
	e := &env{dc: dc, relay: relay, src: dc.Chain("dev-1"), dst: dc.Chain("dev-2"),
		from: dc.Accounts()[1].Address, to: common.HexToAddress(fmt.Sprintf("0x%040x", time.Now().UnixNano()))}
	e.srcSupply, e.dstSupply = supply(t, e.src), supply(t, e.dst)
	e.f = testfix.New(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor {
		x, err := cciptransfer.New(cciptransfer.Options{Config: chains, Signers: signers, UntouchedAfter: untouchedAfter})
		require.NoError(t, err)
		t.Cleanup(x.Close)
		e.exec = x
		return []executor.Executor{x}
	}))
	e.tmpl = e.f.UniqueTemplate(t, "ccip", fmt.Sprintf(`{"nodes":[{"key":"bridge","executor":"ccip_transfer",
		"config":{"from_chain":"dev-1","to_chain":"dev-2","from":%q,"to":"${to}","amount":"${amount}","fee_token":"${fee_token}","max_fee":"${max_fee}"}}]}`,
		e.from.Hex()))
	cfg := e.f.EngineConfig()
	var err error
	e.d, err = engine.NewDispatcher(cfg)
	require.NoError(t, err)
	t.Cleanup(e.d.Wait)
	e.o, err = engine.NewObserver(cfg)
	require.NoError(t, err)
	e.r, err = engine.NewRecovery(cfg)
	require.NoError(t, err)
	e.reaper, err = strandedreaper.New(strandedreaper.Config{Pool: e.f.Workers(), Registry: e.f.Registry, Instance: "test", Logger: zerolog.Nop()})
	require.NoError(t, err)
	require.Equal(t, []string{cciptransfer.Key}, e.reaper.Keys())
	return e
}

func (e *env) start(t *testing.T, to common.Address, amount, feeToken, maxFee string) uuid.UUID {
	t.Helper()
	params, err := json.Marshal(map[string]string{"to": to.Hex(), "amount": amount, "fee_token": feeToken, "max_fee": maxFee})
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
	_, _ = e.reaper.Batch(ctx)
}

func (e *env) runUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
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

func (e *env) nodeState(t *testing.T, id uuid.UUID) (string, int32, uuid.UUID) {
	t.Helper()
	var s string
	var attempt int32
	var nodeID uuid.UUID
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT node_state, attempt, id FROM movement_nodes WHERE movement_id = $1`, id).Scan(&s, &attempt, &nodeID))
	return s, attempt, nodeID
}

func (e *env) movementState(t *testing.T, id uuid.UUID) string {
	t.Helper()
	var s string
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&s))
	return s
}

func (e *env) result(t *testing.T, id uuid.UUID) map[string]any {
	t.Helper()
	var raw []byte
	require.NoError(t, e.f.Pool.QueryRow(context.Background(), `SELECT result FROM movement_nodes WHERE movement_id = $1`, id).Scan(&raw))
	var out map[string]any
	require.NoError(t, json.Unmarshal(raw, &out))
	return out
}

func call(t *testing.T, c *devchain.Chain, data []byte, unpack func([]byte) (*big.Int, error)) *big.Int {
	t.Helper()
	out, err := c.Client().CallContract(context.Background(), ethereum.CallMsg{To: &c.USDC, Data: data}, nil)
	require.NoError(t, err)
	v, err := unpack(out)
	require.NoError(t, err)
	return v
}

func balance(t *testing.T, c *devchain.Chain, who common.Address) *big.Int {
	erc20 := contracts.NewERC20()
	return call(t, c, erc20.PackBalanceOf(who), erc20.UnpackBalanceOf)
}

func supply(t *testing.T, c *devchain.Chain) *big.Int {
	erc20 := contracts.NewERC20()
	return call(t, c, erc20.PackTotalSupply(), erc20.UnpackTotalSupply)
}

// requireOneSendOneDelivery proves from both chains that exactly one send (the pool
// burned the amount once on dev-1) and one delivery (minted once on dev-2) happened,
// with exact balances: the holder paid the amount (and a USDC fee), the receiver got
// the amount.
func (e *env) requireOneSendOneDelivery(t *testing.T, holderBefore, amount, usdcFee *big.Int) {
	t.Helper()
	require.Equal(t, new(big.Int).Sub(e.srcSupply, amount), supply(t, e.src), "exactly one send on dev-1")
	require.Equal(t, new(big.Int).Add(e.dstSupply, amount), supply(t, e.dst), "exactly one delivery on dev-2")
	require.Equal(t, new(big.Int).Sub(holderBefore, new(big.Int).Add(amount, usdcFee)), balance(t, e.src, e.from), "holder's USDC on dev-1")
	require.Equal(t, amount, balance(t, e.dst, e.to), "receiver's USDC on dev-2")
}

// A movement with one ccip_transfer node approves the Router, sends on dev-1 and
// completes once dev-2's OffRamp executed the message: exact balances on both chains
// and the fee recorded (the FeeQuoter's price, within max_fee), paid natively (wrapped
// by the Router for the OnRamp) or in USDC.
func TestTransferCompletes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		feeToken string
		maxFee   string
	}{
		{"native", "2000000000000000"},
		{"USDC", "300000"},
	} {
		t.Run(tc.feeToken, func(t *testing.T) {
			t.Parallel()
			e := setup(t, time.Hour)
			holderBefore := balance(t, e.src, e.from)
			wrapped := func() *big.Int {
				erc20 := contracts.NewERC20()
				out, err := e.src.Client().CallContract(t.Context(), ethereum.CallMsg{To: &e.src.CCIPWrappedNative,
					Data: erc20.PackBalanceOf(e.src.CCIPOnRamp)}, nil)
				require.NoError(t, err)
				v, err := erc20.UnpackBalanceOf(out)
				require.NoError(t, err)
				return v
			}
			nativeBefore := wrapped()
			id := e.start(t, e.to, "1000000", tc.feeToken, tc.maxFee)
			e.runUntil(t, "the movement to complete", func() bool { return e.movementState(t, id) == "COMPLETED" })
			res := e.result(t, id)
			fee, ok := new(big.Int).SetString(fmt.Sprint(res["fee"]), 10)
			require.True(t, ok, "fee %v", res["fee"])
			maxFee, _ := new(big.Int).SetString(tc.maxFee, 10)
			require.Positive(t, fee.Sign())
			require.LessOrEqual(t, fee.Cmp(maxFee), 0, "fee within max_fee")
			usdcFee := new(big.Int)
			if tc.feeToken == "USDC" {
				usdcFee = fee
			}
			e.requireOneSendOneDelivery(t, holderBefore, big.NewInt(1_000_000), usdcFee)
			require.Equal(t, tc.feeToken, res["fee_token"])
			require.Equal(t, "SUCCESS", res["execution_state"])
			require.Equal(t, false, res["manually_executed"])
			// The legs verify-drift counts (package balances): every signed phase's block
			// and gas, the native value, the delivery's block and the amount received.
			for _, k := range []string{"approve_block", "send_block", "delivery_block"} {
				require.Positive(t, res[k], k)
			}
			for _, k := range []string{"approve_gas_cost", "send_gas_cost"} {
				require.NotEqual(t, "0", res[k], k)
				require.NotEmpty(t, res[k], k)
			}
			require.Equal(t, "1000000", res["received"])
			if tc.feeToken == "native" {
				require.Equal(t, fee.String(), res["native_fee"])
				require.Equal(t, fee, new(big.Int).Sub(wrapped(), nativeBefore))
			} else {
				require.Equal(t, "0", res["native_fee"])
				require.Zero(t, wrapped().Cmp(nativeBefore))
			}
			// approve, send, deliver: one intent (attempt) each.
			require.Equal(t, 3, e.f.Count(t, `SELECT count(*) FROM node_intents i JOIN movement_nodes n ON n.id = i.node_id WHERE n.movement_id = $1`, id))
			// A cancel may stop the node after the approval alone, never once value moved.
			for phase, moved := range map[string]bool{"approve": false, "send": true} {
				n, in := e.f.PhaseIntent(t, id, phase)
				obs, err := e.exec.Observe(t.Context(), n, in)
				require.NoError(t, err)
				require.Equal(t, executor.Continue, obs.Status, phase)
				require.Equal(t, moved, obs.ValueMoved, phase)
			}
		})
	}
}

// A fee quoted above max_fee holds the node back before anything is sent.
func TestFeeAboveMaxFeeHolds(t *testing.T) {
	t.Parallel()
	e := setup(t, time.Hour)
	id := e.start(t, e.to, "1000000", "USDC", "1000")
	for range 20 {
		e.step(t)
	}
	state, _, _ := e.nodeState(t, id)
	require.Equal(t, "READY", state)
	require.Contains(t, e.describe(t), "above max_fee")
	require.Zero(t, e.f.Count(t, `SELECT count(*) FROM node_intents`))
	require.Equal(t, e.srcSupply, supply(t, e.src))
}

// A message the DON fails (FAILURE) and one it leaves UNTOUCHED past the threshold
// both reach NEEDS_MANUAL_EXECUTION; a proposal alone changes nothing, its proposer
// cannot approve it, and a second operator's approval completes the node with one send
// and one delivery, the manual execution a fenced intent of its own.
func TestStrandedManualExecution(t *testing.T) {
	t.Parallel()
	for _, mode := range []cciprelay.Action{cciprelay.ActionFail, cciprelay.ActionHold} {
		t.Run(string(mode), func(t *testing.T) {
			t.Parallel()
			// A failed message must be reported as FAILURE, not as UNTOUCHED while the
			// relay is slow to execute it.
			untouchedAfter := time.Hour
			if mode == cciprelay.ActionHold {
				untouchedAfter = time.Second
			}
			e := setup(t, untouchedAfter)
			e.relay.AddRule(cciprelay.Rule{Action: mode, Receiver: e.to})
			holderBefore := balance(t, e.src, e.from)
			id := e.start(t, e.to, "1000000", "native", "2000000000000000")
			e.runUntil(t, "NEEDS_MANUAL_EXECUTION", func() bool {
				s, _, _ := e.nodeState(t, id)
				return s == "NEEDS_MANUAL_EXECUTION"
			})
			want := "in FAILURE"
			if mode == cciprelay.ActionHold {
				want = "UNTOUCHED"
			}
			require.Contains(t, e.describe(t), want)
			require.Equal(t, 1, e.f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE action = 'NEEDS_MANUAL_EXECUTION'`))
			n, err := e.f.Workers().Nodes().CountNeedsManualExecution(t.Context())
			require.NoError(t, err)
			require.EqualValues(t, 1, n)
			require.Equal(t, "EXECUTING", e.movementState(t, id))
			require.Zero(t, balance(t, e.dst, e.to).Sign())

			_, attempt, nodeID := e.nodeState(t, id)
			v, err := e.f.Svc.ProposeVerdict(t.Context(), movement.ProposeVerdictInput{
				NodeID: nodeID, Attempt: attempt, Verdict: movement.VerdictManualExecution, Reason: "relay lost it", By: "op1",
			})
			require.NoError(t, err)
			for range 10 {
				e.step(t)
			}
			s, _, _ := e.nodeState(t, id)
			require.Equal(t, "NEEDS_MANUAL_EXECUTION", s, "a proposal alone changes nothing")
			_, err = e.f.Svc.ApproveVerdict(t.Context(), v.ID, "op1")
			require.ErrorIs(t, err, movement.ErrFourEyes)
			_, err = e.f.Svc.ApproveVerdict(t.Context(), v.ID, "op2")
			require.NoError(t, err)
			var manual bool
			require.NoError(t, e.f.Pool.QueryRow(t.Context(), `SELECT manual_execution FROM movement_nodes WHERE id = $1`, nodeID).Scan(&manual))
			require.True(t, manual)

			e.runUntil(t, "the movement to complete", func() bool { return e.movementState(t, id) == "COMPLETED" })
			e.requireOneSendOneDelivery(t, holderBefore, big.NewInt(1_000_000), new(big.Int))
			res := e.result(t, id)
			require.Equal(t, true, res["manually_executed"])
			require.Equal(t, "SUCCESS", res["execution_state"])
			require.Positive(t, res["delivery_block"], "the execution's block, for verify-drift")
			require.NotEmpty(t, res["manual_legs"], "the manual executions' gas, for verify-drift")
			var phases []string
			rows, err := e.f.Pool.Query(t.Context(), `SELECT i.payload->>'phase' FROM node_intents i WHERE i.node_id = $1 ORDER BY i.attempt`, nodeID)
			require.NoError(t, err)
			for rows.Next() {
				var p string
				require.NoError(t, rows.Scan(&p))
				phases = append(phases, p)
			}
			require.NoError(t, rows.Err())
			require.Equal(t, "manual", phases[len(phases)-1])
			require.Equal(t, 1, count(phases, "send"))
		})
	}
}

// The DON commits roots over ranges of messages: a failed message inside a root of two
// is executed by hand with its proof (rebuilt from the destination's
// CommitReportAccepted and the source's CCIPMessageSent of the whole range), and
// delivers once; an empty proof, valid only for a root of one message, would revert.
func TestManualExecutionProvesAMessageInsideARootOfSeveral(t *testing.T) {
	t.Parallel()
	e := setup(t, time.Hour)
	e.relay.SetDelays(cciprelay.Delays{CommitMS: int(time.Hour.Milliseconds())}) // the DON waits
	e.relay.AddRule(cciprelay.Rule{Action: cciprelay.ActionFail, Receiver: e.to})
	other := common.HexToAddress(fmt.Sprintf("0x%040x", time.Now().UnixNano()+1))
	holderBefore := balance(t, e.src, e.from)
	sent := func(id uuid.UUID) func() bool {
		return func() bool {
			return e.f.Count(t, `SELECT count(*)::int FROM movement_nodes WHERE movement_id = $1 AND progress->>'sequence_number' IS NOT NULL`, id) == 1
		}
	}
	// One after the other: both are the same holder's, and each approves its own amount.
	first := e.start(t, other, "1000000", "native", "2000000000000000")
	e.runUntil(t, "the first message to be sent", sent(first))
	id := e.start(t, e.to, "2000000", "native", "2000000000000000")
	e.runUntil(t, "the second message to be sent", sent(id))
	// The DON commits what it has seen: both messages, once it has read the second's
	// log (it may lag the node's receipt on a busy machine), then one root over both.
	e.runUntil(t, "the relay to see both messages", func() bool { return e.relay.Pending() == 2 })
	e.relay.SetDelays(cciprelay.Delays{})

	e.runUntil(t, "NEEDS_MANUAL_EXECUTION", func() bool {
		s, _, _ := e.nodeState(t, id)
		return s == "NEEDS_MANUAL_EXECUTION" && e.movementState(t, first) == "COMPLETED"
	})
	seq := uint64(e.result(t, first)["sequence_number"].(float64))
	var roots []contracts.InternalMerkleRoot
	logs, err := e.dst.Client().FilterLogs(t.Context(), ethereum.FilterQuery{Addresses: []common.Address{e.dst.CCIPOffRamp},
		Topics: [][]common.Hash{{ccip.CommitReportAcceptedTopic}}})
	require.NoError(t, err)
	for i := range logs {
		ev, err := contracts.NewOffRamp().UnpackCommitReportAcceptedEvent(&logs[i])
		require.NoError(t, err)
		roots = append(roots, ev.UnblessedMerkleRoots...)
	}
	require.Len(t, roots, 1, "one commit")
	require.Equal(t, seq, roots[0].MinSeqNr)
	require.Equal(t, seq+1, roots[0].MaxSeqNr, "one root over both messages")

	_, attempt, nodeID := e.nodeState(t, id)
	v, err := e.f.Svc.ProposeVerdict(t.Context(), movement.ProposeVerdictInput{
		NodeID: nodeID, Attempt: attempt, Verdict: movement.VerdictManualExecution, Reason: "the DON failed it", By: "op1",
	})
	require.NoError(t, err)
	_, err = e.f.Svc.ApproveVerdict(t.Context(), v.ID, "op2")
	require.NoError(t, err)
	e.runUntil(t, "the movement to complete", func() bool { return e.movementState(t, id) == "COMPLETED" })
	require.Equal(t, true, e.result(t, id)["manually_executed"])
	require.Equal(t, big.NewInt(2_000_000), balance(t, e.dst, e.to), "delivered once")
	require.Equal(t, big.NewInt(1_000_000), balance(t, e.dst, other))
	require.Equal(t, new(big.Int).Sub(e.srcSupply, big.NewInt(3_000_000)), supply(t, e.src), "two sends on dev-1")
	require.Equal(t, new(big.Int).Add(e.dstSupply, big.NewInt(3_000_000)), supply(t, e.dst), "two deliveries on dev-2")
	require.Equal(t, new(big.Int).Sub(holderBefore, big.NewInt(3_000_000)), balance(t, e.src, e.from))
}

func count(xs []string, x string) int {
	n := 0
	for _, s := range xs {
		if s == x {
			n++
		}
	}
	return n
}
