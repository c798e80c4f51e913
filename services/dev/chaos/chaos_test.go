package main

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
)

// Every RPC fault phase is one the proxy accepts.
func TestFaultPhasesAreValid(t *testing.T) {
	t.Parallel()
	for i, f := range faultPhases(1) {
		require.NoError(t, f.Validate(), "phase %d", i)
	}
}

func testPicker(seed uint64) *picker {
	rng := rand.New(rand.NewPCG(seed, 2))
	return &picker{
		chains:   []string{"dev-1", "dev-2", "dev-3"},
		accounts: []string{"0xaaaa", "0xbbbb", "0xcccc", "0xdddd"},
		book:     []string{"0xAAAA", "0xBBBB", "0xCCCC", "0xDDDD"},
		deposit:  map[string]string{"dev-1": "0xd1", "dev-2": "0xd2", "dev-3": "0xd3"},
		intN:     rng.IntN,
	}
}

var paramRE = regexp.MustCompile(`\$\{([a-z_]+)\}`)

// Drawn parameters give a template exactly the parameters it uses; the two ends of a
// transfer are different accounts (and, over a bridge, different chains); a held
// variant holds: an amount nobody has, or a fast fee above max_fee.
func TestParamsFitTheirTemplates(t *testing.T) {
	t.Parallel()
	p := testPicker(1)
	for _, s := range moneyShapes {
		want := map[string]bool{}
		for _, m := range paramRE.FindAllStringSubmatch(s.definition, -1) {
			want[m[1]] = true
		}
		for _, draw := range []func(*picker) map[string]string{s.params, s.held} {
			if draw == nil {
				continue
			}
			for range 100 {
				got := draw(p)
				require.Len(t, got, len(want), "%s: %v", s.name, got)
				for k := range got {
					require.True(t, want[k], "%s gets only its parameters, not %s", s.name, k)
				}
				require.NotEqual(t, strings.ToLower(got["a"]), strings.ToLower(got["b"]), s.name)
				if c, ok := got["c"]; ok {
					require.NotContains(t, []string{got["a"], got["b"]}, c, s.name)
				}
				if from, ok := got["from_chain"]; ok {
					require.NotEqual(t, from, got["to_chain"], s.name)
				}
				if d, ok := got["deposit"]; ok {
					require.Equal(t, p.deposit[got["chain"]], d, s.name)
				}
			}
		}
	}
	var usdc, cctp shape
	for _, s := range moneyShapes {
		switch s.name {
		case "chaos-usdc":
			usdc = s
		case "chaos-cctp":
			cctp = s
		}
	}
	require.Equal(t, "1000000000000000000", usdc.held(p)["amount"])
	held := cctp.held(p)
	require.Equal(t, "0", held["max_fee"])
	require.Equal(t, "fast", held["speed"])
}

// A round trip sends back what arrives: the amount less the fast fee, rounded up.
func TestFastFee(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ amount, fee int64 }{{10_000, 1}, {10_001, 2}, {2_000_000, 200}, {1, 1}} {
		require.Equal(t, big.NewInt(tc.fee), fastFee(big.NewInt(tc.amount)), "%d", tc.amount)
	}
}

// The share flag names known rails with shares that are not all zero; a rail with no
// share is never drawn.
func TestRailWeights(t *testing.T) {
	t.Parallel()
	_, err := railWeights(map[string]float64{"noop": 1, "wire": 1})
	require.ErrorContains(t, err, "wire")
	_, err = railWeights(map[string]float64{"noop": 0})
	require.Error(t, err)
	_, err = railWeights(map[string]float64{"noop": -1, "evm": 2})
	require.Error(t, err)

	cum, err := railWeights(map[string]float64{"noop": 1, "cex": 1})
	require.NoError(t, err)
	for r, want := range map[float64]string{0: railNoop, 0.49: railNoop, 0.5: railCEX, 0.999999: railCEX} {
		require.Equal(t, want, railAt(cum, r), "%v", r)
	}
	require.Equal(t, railCEX, railAt([]float64{0.5, 0.5, 0.5, 0.5, 0.5, 0.9999999}, 0.99999999), "rounding lands on the last rail with a share")
	for _, rail := range railOrder {
		require.NotEmpty(t, shapesOf(rail), rail)
	}
}

func node(executor, state string) dbops.ChaosNode {
	return dbops.ChaosNode{ID: "n1", MovementID: "m1", Executor: executor, State: state, MovementState: "EXECUTING"}
}

func landed(phases ...string) map[string]int {
	out := map[string]int{}
	for _, p := range phases {
		out[p]++
	}
	return out
}

// A node is judged by what the outside world shows: a phase twice is a double
// payment, a COMPLETED node needs its transfer sent and delivered, a FAILED node's
// must not be delivered, a CANCELLED node must not have moved value (after a cancel
// or, in an expired movement, after the expiry).
func TestJudgeNode(t *testing.T) {
	t.Parallel()
	cancelledAfterValue := node("cctp_transfer", "CANCELLED")
	cancelledAfterValue.ValueMoved = true
	expired := node("evm_transfer", "CANCELLED")
	expired.MovementState = "EXPIRED"
	for _, tc := range []struct {
		name string
		n    dbops.ChaosNode
		ev   evidence
		want []string
	}{
		{"transfer completed once", node("evm_transfer", "COMPLETED"), evidence{landed: landed(""), sent: true}, nil},
		{"transfer completed but never landed", node("evm_transfer", "COMPLETED"), evidence{landed: landed()}, []string{vMissing}},
		{"transfer landed twice", node("evm_transfer", "COMPLETED"), evidence{landed: landed("", ""), sent: true}, []string{vDouble}},
		{"transfer failed but landed", node("evm_transfer", "FAILED"), evidence{landed: landed(""), sent: true}, []string{vFailedDelivered}},
		{"deposit failed after it reached the venue's address", node("cex_deposit", "FAILED"), evidence{landed: landed(""), sent: true, known: true},
			[]string{vFailedDelivered}},
		{"burn completed and minted", node("cctp_transfer", "COMPLETED"), evidence{landed: landed("approve", "burn", "receive"), sent: true, known: true, delivered: true}, nil},
		{"minted by someone else", node("cctp_transfer", "COMPLETED"), evidence{landed: landed("burn"), sent: true, known: true, delivered: true}, nil},
		{"burn completed, never minted", node("cctp_transfer", "COMPLETED"), evidence{landed: landed("burn"), sent: true, known: true}, []string{vMissing}},
		{"burn failed and minted", node("cctp_transfer", "FAILED"), evidence{landed: landed("burn"), sent: true, known: true, delivered: true},
			[]string{vFailedDelivered}},
		{"burn failed, message kept for a relay by hand", node("cctp_transfer", "FAILED"), evidence{landed: landed("burn"), sent: true, known: true}, nil},
		{"approval twice is no payment", node("cctp_transfer", "COMPLETED"), evidence{landed: landed("approve", "approve", "burn"), sent: true, known: true, delivered: true}, nil},
		{"burn twice", node("cctp_transfer", "COMPLETED"), evidence{landed: landed("burn", "burn"), sent: true, known: true, delivered: true}, []string{vDouble}},
		{"cancelled after its approval", node("cctp_transfer", "CANCELLED"), evidence{landed: landed("approve")}, nil},
		{"cancelled after its burn", node("cctp_transfer", "CANCELLED"), evidence{landed: landed("burn"), sent: true}, []string{vAfterCancel}},
		{"cancelled though its value moved", cancelledAfterValue, evidence{landed: landed()}, []string{vAfterCancel}},
		{"expired but transferred", expired, evidence{landed: landed(""), sent: true}, []string{vAfterExpiry}},
		{"withdrawal failed but paid", node("cex_withdrawal", "FAILED"), evidence{sent: true, known: true, delivered: true}, []string{vFailedDelivered}},
		{"withdrawal refused and failed", node("cex_withdrawal", "FAILED"), evidence{known: true}, nil},
		{"unknown and landed waits for operators", node("evm_transfer", "UNKNOWN"), evidence{landed: landed(""), sent: true}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var kinds []string
			for _, f := range judgeNode(tc.n, tc.ev) {
				kinds = append(kinds, f.kind)
			}
			require.Equal(t, tc.want, kinds)
		})
	}
}

// After a cancel only a phase that finishes value already moved may start; after an
// expiry nothing may.
func TestJudgeLate(t *testing.T) {
	t.Parallel()
	late := func(cause, executor, phase string) dbops.ChaosLateIntent {
		return dbops.ChaosLateIntent{MovementID: "m", Cause: cause, NodeID: "n", Executor: executor, Phase: phase,
			StoppedAt: time.Unix(0, 0), IntentAt: time.Unix(1, 0)}
	}
	for _, tc := range []struct {
		row  dbops.ChaosLateIntent
		want string
	}{
		{late("cancel", "cctp_transfer", "receive"), ""},
		{late("cancel", "ccip_transfer", "deliver"), ""},
		{late("cancel", "ccip_transfer", "manual"), ""},
		{late("cancel", "oft_transfer", "retry"), ""},
		{late("cancel", "cctp_transfer", "burn"), vAfterCancel},
		{late("cancel", "cctp_transfer", "approve"), vAfterCancel},
		{late("cancel", "ccip_transfer", "send"), vAfterCancel},
		{late("cancel", "evm_transfer", ""), vAfterCancel},
		{late("cancel", "cex_withdrawal", ""), vAfterCancel},
		{late("cancel", "noop", ""), vAfterCancel},
		{late("expiry", "cctp_transfer", "receive"), vAfterExpiry},
		{late("expiry", "evm_transfer", ""), vAfterExpiry},
	} {
		var got string
		if fs := judgeLate([]dbops.ChaosLateIntent{tc.row}); len(fs) > 0 {
			got = fs[0].kind
		}
		require.Equal(t, tc.want, got, "%s %s %q", tc.row.Cause, tc.row.Executor, tc.row.Phase)
	}
}

// A not_sent or failed verdict on an attempt whose side effect landed must never be
// applied; a refused or rejected one, or a sent one, is fine.
func TestJudgeVerdicts(t *testing.T) {
	t.Parallel()
	landed := map[string]bool{"n1/2": true}
	for _, tc := range []struct {
		v    dbops.ChaosVerdict
		want int
	}{
		{dbops.ChaosVerdict{NodeID: "n1", Attempt: 2, Kind: "not_sent", State: "APPLIED"}, 1},
		{dbops.ChaosVerdict{NodeID: "n1", Attempt: 2, Kind: "failed", State: "APPLIED"}, 1},
		{dbops.ChaosVerdict{NodeID: "n1", Attempt: 2, Kind: "sent", State: "APPLIED"}, 0},
		{dbops.ChaosVerdict{NodeID: "n1", Attempt: 2, Kind: "not_sent", State: "REFUSED"}, 0},
		{dbops.ChaosVerdict{NodeID: "n1", Attempt: 2, Kind: "not_sent", State: "PROPOSED"}, 0},
		{dbops.ChaosVerdict{NodeID: "n1", Attempt: 1, Kind: "not_sent", State: "APPLIED"}, 0},
	} {
		fs := judgeVerdicts([]dbops.ChaosVerdict{tc.v}, landed)
		require.Len(t, fs, tc.want, "%+v", tc.v)
		for _, f := range fs {
			require.Equal(t, vVerdict, f.kind)
		}
	}
}

func bal(pairs map[account]int64) map[account]*big.Int {
	out := map[account]*big.Int{}
	for a, v := range pairs {
		out[a] = big.NewInt(v)
	}
	return out
}

// Token balances must move by exactly what the records say; a difference on an
// account an unsettled node touches is a note, not a violation.
func TestCompareAccounts(t *testing.T) {
	t.Parallel()
	a := account{"dev-1", "USDC", "0xaaaa"}
	b := account{"dev-1", "USDC", "0xbbbb"}
	v := account{venuePlace, venueCoin, venueAccount}
	gas := account{"dev-1", "native", "0xaaaa"}
	before := bal(map[account]int64{a: 100, b: 100, v: 1000, gas: 50})
	after := bal(map[account]int64{a: 90, b: 115, v: 990, gas: 40})
	recorded := bal(map[account]int64{a: -10, b: 10, v: -10})

	violations, notes := compareAccounts(before, after, recorded, nil)
	require.Len(t, violations, 1, "b got 5 more than recorded; native is judged apart")
	require.Equal(t, b, violations[0].acct)
	require.Empty(t, notes)

	violations, notes = compareAccounts(before, after, recorded, map[account]bool{b: true})
	require.Empty(t, violations)
	require.Len(t, notes, 1)
}

// A native balance moves by exactly what its own mined transactions cost; the
// records may leave gas out (cancellations, fills) but never claim more.
func TestJudgeNative(t *testing.T) {
	t.Parallel()
	x := account{"dev-1", "native", "0xaaaa"}
	before := bal(map[account]int64{x: 1000})
	for _, tc := range []struct {
		name                 string
		after, mined, record int64
		violations           int
		unrecorded           int64
	}{
		{"all recorded", 900, 100, -100, 0, 0},
		{"a cancellation's gas unrecorded", 900, 100, -70, 0, 30},
		{"paid by someone", 950, 100, -100, 1, 0},
		{"records claim more than was spent", 900, 100, -120, 1, 0},
	} {
		v, un := judgeNative(before, bal(map[account]int64{x: tc.after}), bal(map[account]int64{x: tc.mined}), bal(map[account]int64{x: tc.record}))
		require.Len(t, v, tc.violations, tc.name)
		require.Equal(t, tc.unrecorded, orZero(un[x]).Int64(), tc.name)
	}
}

// A transaction spends its gas whatever happened, and its value only when it succeeded.
func TestSpent(t *testing.T) {
	t.Parallel()
	got := spent([]minedTx{
		{chain: "dev-1", from: "0xaaaa", value: big.NewInt(1000), cost: big.NewInt(7), success: true},
		{chain: "dev-1", from: "0xaaaa", value: big.NewInt(1000), cost: big.NewInt(5), success: false},
		{chain: "dev-2", from: "0xaaaa", value: big.NewInt(0), cost: big.NewInt(3), success: true},
	})
	require.Equal(t, int64(1012), got[account{"dev-1", "native", "0xaaaa"}].Int64())
	require.Equal(t, int64(3), got[account{"dev-2", "native", "0xaaaa"}].Int64())
}

// The venue's amounts are decimal coin units; USDC has 6 decimals.
func TestBaseUnits(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int64{"12.5": 12_500_000, "1000000": 1_000_000_000_000, "0.000001": 1, "0": 0} {
		got, err := baseUnits(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got.Int64(), in)
	}
	for _, in := range []string{"0.0000001", "", "abc", ".5"} {
		_, err := baseUnits(in)
		require.Error(t, err, in)
	}
}

// Every venue withdrawal carries the requestId of a cex_withdrawal node; one that
// does not is money QTG never asked for.
func TestUnclaimedWithdrawals(t *testing.T) {
	t.Parallel()
	nodes := []dbops.ChaosNode{{ID: "0190e0c0-0000-7000-8000-000000000001", Executor: "cex_withdrawal"}}
	v := &venueLedger{withdrawals: []bybitdouble.WithdrawalInfo{
		{ID: "1", RequestID: "0190e0c000007000800000000000000" + "1"},
		{ID: "2", RequestID: "somethingelse"},
	}}
	fs := unclaimedWithdrawals(v, nodes)
	require.Len(t, fs, 1)
	require.Contains(t, fs[0].msg, "withdrawal 2")
}

// The venue's ledger ties a withdrawal to its node by requestId: one paid is sent and
// delivered; one refused is neither.
func TestVenueWithdrawalEvidence(t *testing.T) {
	t.Parallel()
	const id = "0190e0c0-0000-7000-8000-000000000001"
	rid := strings.ReplaceAll(id, "-", "")
	for _, tc := range []struct {
		status          string
		sent, delivered bool
	}{
		{bybitdouble.StatusSuccess, true, true},
		{bybitdouble.StatusSecurityCheck, true, false},
		{bybitdouble.StatusReject, false, false},
	} {
		d := &deliveries{venue: &venueLedger{withdrawals: []bybitdouble.WithdrawalInfo{{ID: "7", RequestID: rid, Status: tc.status}}}}
		var ev evidence
		d.withdrawal(id, &ev)
		require.Equal(t, tc.sent, ev.sent, tc.status)
		require.Equal(t, tc.delivered, ev.delivered, tc.status)
		require.True(t, ev.known)
	}
}

// The records' legs (each executor's, as verify-drift reads them) become the expected
// change of each account:
// a completed transfer moves its amount and charges its gas, a recorded cancellation or
// fill charges its sender its gas, and a completed venue withdrawal debits the venue its
// amount and fee.
func TestRecordedChanges(t *testing.T) {
	t.Parallel()
	cfgJSON := func(v any) json.RawMessage { raw, _ := json.Marshal(v); return raw }
	chains := testChains(t)
	nodes := []dbops.ChaosNode{
		{ID: "t", Executor: "evm_transfer", State: "COMPLETED",
			Config: cfgJSON(map[string]string{"chain": "dev-1", "token": "USDC", "from": "0xAAAA000000000000000000000000000000000001", "to": "0xbbbb000000000000000000000000000000000002", "amount": "70"}),
			Result: cfgJSON(map[string]any{"block_number": 5, "gas_used": 10, "effective_gas_price": "3"})},
		{ID: "w", Executor: "cex_withdrawal", State: "COMPLETED"},
		{ID: "w2", Executor: "cex_withdrawal", State: "FAILED"},
	}
	legs := []dbops.ChaosCapitalTransfer{{NodeID: "w", Direction: "WITHDRAWAL", Amount: "1000000", VenueFee: "100000"},
		{NodeID: "w2", Direction: "WITHDRAWAL", Amount: "5", VenueFee: "1"}}
	logger := zerolog.Nop()
	transfers, err := evmtransfer.New(evmtransfer.Options{Config: chains, Signers: evm.AddressBook(chains), Logger: &logger})
	require.NoError(t, err)
	reg, err := executor.NewRegistry(transfers)
	require.NoError(t, err)
	spends := []dbops.ChaosGasSpend{{Hash: "0x01", Kind: "cancel", ChainID: 31337, Address: "0xaaaa000000000000000000000000000000000001",
		BlockNumber: 6, GasCost: "4"}, {Hash: "0x02", Kind: "fill", ChainID: 31337, Address: "0xbbbb000000000000000000000000000000000002",
		BlockNumber: 7, GasCost: "5"}}
	all, unreadable, err := recordedLegs(reg, chains, nodes, legs, spends)
	require.NoError(t, err)
	require.Empty(t, unreadable)
	got := sumLegs(all)
	require.Equal(t, int64(-70), got[account{"dev-1", "USDC", "0xaaaa000000000000000000000000000000000001"}].Int64())
	require.Equal(t, int64(70), got[account{"dev-1", "USDC", "0xbbbb000000000000000000000000000000000002"}].Int64())
	require.Equal(t, int64(-34), got[account{"dev-1", "native", "0xaaaa000000000000000000000000000000000001"}].Int64())
	require.Equal(t, int64(-5), got[account{"dev-1", "native", "0xbbbb000000000000000000000000000000000002"}].Int64())
	require.Equal(t, int64(-1_100_000), got[account{venuePlace, venueCoin, venueAccount}].Int64())
}

// testChains is one chain, dev-1, with a USDC token.
func testChains(t *testing.T) *evm.Config {
	t.Helper()
	return &evm.Config{Chains: []evm.Chain{{Name: "dev-1", ChainID: 31337,
		Tokens: []evm.Token{{Symbol: "USDC", Address: common.HexToAddress("0x00000000000000000000000000000000000000c1"), Decimals: 6}}}}}
}

// A withdrawal's requestId is its node's on every attempt: the one a verdict is about
// is the one signed before the verdict settled, never a later attempt's.
func TestAWithdrawalBelongsToTheAttemptsBeforeItsVerdictSettled(t *testing.T) {
	t.Parallel()
	settled := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name   string
		signed time.Time
		v      dbops.ChaosVerdict
		want   bool
	}{
		{"signed before the verdict settled", settled.Add(-time.Minute), dbops.ChaosVerdict{Settled: settled}, true},
		{"signed by the attempt after it", settled.Add(time.Second), dbops.ChaosVerdict{Settled: settled}, false},
		{"the verdict still open", settled, dbops.ChaosVerdict{}, true},
	} {
		require.Equal(t, tc.want, signedBeforeSettled(tc.signed, tc.v), tc.name)
	}
}
