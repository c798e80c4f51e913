package cexwithdrawal_test

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
	"github.com/qtgdev/qtg/services/internal/exchange/bybit"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
)

// The tests below drive the executor by hand against the Bybit double, one answer of
// the venue at a time: a node, the intent Prepare would write for it, and Submit,
// Observe and Recover called as the workers would.

// step is one node of the withdraw template and its intent, with an executor of its own
// (no database: the intent alone holds the withdrawal ID, as after a lost answer).
type step struct {
	t      *testing.T
	b      *bundle
	e      *cexwithdrawal.Executor
	node   executor.Node
	intent executor.Intent
	to     common.Address
}

// v7At is a UUIDv7 whose time is at: the intent's time, as the database writes it.
func v7At(at time.Time) uuid.UUID {
	id := uuid.Must(uuid.NewV7())
	var ms [8]byte
	binary.BigEndian.PutUint64(ms[:], uint64(at.UnixMilli()))
	copy(id[:6], ms[2:])
	return id
}

// newStep builds a node withdrawing units of USDC to dev account 1 and its intent,
// written at attempted, with an executor whose record lag allowance is lag.
func (b *bundle) newStep(t *testing.T, units int64, lag time.Duration, attempted time.Time) *step {
	t.Helper()
	e, err := cexwithdrawal.New(cexwithdrawal.Options{Venues: b.venues, Chains: b.chains, RecordLag: lag})
	require.NoError(t, err)
	t.Cleanup(e.Close)
	to := b.accts[1].Address
	cfg, err := json.Marshal(cexwithdrawal.Config{Venue: "bybit-dev", Chain: "dev-1", Token: "USDC", To: to.Hex(), Amount: fmt.Sprint(units)})
	require.NoError(t, err)
	require.NoError(t, e.ValidateConfig(cfg))
	node := executor.Node{ID: uuid.New(), MovementID: uuid.New(), Key: "withdraw", ExecutorKey: cexwithdrawal.Key, Config: cfg, Attempt: 1, Tries: 1}
	v, ok := b.venues.Venue("bybit-dev")
	require.True(t, ok)
	amount := big.NewInt(units)
	payload, err := json.Marshal(cexwithdrawal.Payload{Venue: v.Name, Coin: "USDC", VenueChain: "DEV-1", Address: to.Hex(),
		Amount: bybit.FormatAmount(amount, 6), AmountUnits: amount.String(), AccountType: v.AccountType, RequestID: cexwithdrawal.RequestID(node.ID)})
	require.NoError(t, err)
	intent := executor.Intent{IntentDraft: executor.IntentDraft{Lane: cexwithdrawal.Lane("bybit-dev", "DEV-1"), Payload: payload},
		ID: v7At(attempted), NodeID: node.ID, Attempt: 1, State: "PENDING"}
	return &step{t: t, b: b, e: e, node: node, intent: intent, to: to}
}

func (s *step) submit() (executor.SubmitResult, error) {
	return s.e.Submit(context.Background(), s.node, s.intent)
}

func (s *step) recover() executor.Recovery {
	s.t.Helper()
	in := s.intent
	rec, err := s.e.Recover(context.Background(), s.node, &in)
	require.NoError(s.t, err)
	return rec
}

func (s *step) observe() executor.Observation {
	s.t.Helper()
	obs, err := s.e.Observe(context.Background(), s.node, s.intent)
	require.NoError(s.t, err)
	return obs
}

// record is the venue's record of a withdrawal, read as the executor reads it.
func (s *step) record(id string) *bybit.Withdrawal {
	s.t.Helper()
	v, _ := s.b.venues.Venue("bybit-dev")
	rec, err := v.Reader.WithdrawalByID(context.Background(), id)
	require.NoError(s.t, err)
	return rec
}

// Every retCode withdraw/create answers is classified from Bybit's documentation: a
// server timeout, an internal error, a duplicate requestId or a code nobody documented
// leaves the node to recovery (the venue may have created the withdrawal: the timeout
// below is answered after it did); a refusal that may pass later (balance, address
// book) holds the node back; only a refusal that never passes fails it.
func TestWithdrawCreateRetCodesFollowBybitDocs(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, tc := range []struct {
		code        int
		afterCreate bool
		want        executor.Class
	}{
		{10000, true, executor.ClassAmbiguous},   // Server Timeout, after the venue created it
		{10016, true, executor.ClassAmbiguous},   // Server error
		{131001, false, executor.ClassAmbiguous}, // openapi svc error
		{131003, true, executor.ClassAmbiguous},  // Internal error
		{131230, false, executor.ClassAmbiguous}, // The system is busy
		{190000, false, executor.ClassAmbiguous}, // not in Bybit's documentation
		{10014, false, executor.ClassAmbiguous},  // Invalid duplicate request: it ran before
		{131212, false, executor.ClassRetry},     // Insufficient balance
		{131093, false, executor.ClassRetry},     // not in the address book
		{10005, false, executor.ClassRetry},      // Permission denied
		{10001, false, executor.ClassPermanent},  // Request parameter error
		{131096, false, executor.ClassPermanent}, // amount outside the limits
	} {
		t.Run(fmt.Sprint(tc.code), func(t *testing.T) {
			s := b.newStep(t, 1_000_000, 0, time.Now())
			before := b.double.WithdrawalCount("treasury")
			b.double.SetFaults(bybitdouble.Faults{CreateErrorNext: 1, CreateErrorCode: tc.code, CreateErrorAfterCreate: tc.afterCreate})
			_, err := s.submit()
			require.Error(t, err)
			require.Equal(t, tc.want, executor.Classify(err), "%v", err)
			require.Contains(t, err.Error(), fmt.Sprintf("retCode %d", tc.code))
			created := 0
			if tc.afterCreate {
				created = 1
			}
			require.Equal(t, before+created, b.double.WithdrawalCount("treasury"))
		})
	}
}

// The venue creates the withdrawal, then answers retCode 10000 (Server Timeout): the
// node is not failed; recovery replays the requestId, the venue answers the withdrawal
// it created, and exactly one withdrawal is paid.
func TestServerTimeoutIsAmbiguousNotFailed(t *testing.T) {
	t.Parallel()
	b := setup(t)
	a := b.accts[1].Address
	startA := b.usdc(t, a)
	name := b.f.UniqueTemplate(t, "cex-withdraw", `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"7000000"}}]}`)
	params, _ := json.Marshal(map[string]string{"a": a.Hex()})
	b.double.SetFaults(bybitdouble.Faults{CreateErrorNext: 1, CreateErrorCode: 10000, CreateErrorAfterCreate: true})
	m := b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params})
	require.Equal(t, "COMPLETED", b.run(t, b.workers(t), m.ID, true))
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"), "exactly one withdrawal at the venue")
	require.Equal(t, new(big.Int).Add(startA, big.NewInt(7_000_000)).String(), b.usdc(t, a).String(), "paid exactly once on chain")
}

// A create whose requestId the venue already knows is answered "Invalid duplicate
// request." (10014): the create ran before, so the withdrawal exists. Submit hands the
// node to recovery instead of failing it, and recovery finds the withdrawal in the
// records; through the engine the movement completes with exactly one withdrawal.
func TestDuplicateRequestIDMeansSent(t *testing.T) {
	t.Parallel()
	b := setup(t, func(o *cexwithdrawal.Options) { o.RecordLag = 200 * time.Millisecond })
	a := b.accts[1].Address
	startA := b.usdc(t, a)

	s := b.newStep(t, 2_000_000, time.Millisecond, time.Now())
	first, err := s.submit()
	require.NoError(t, err)
	// A later attempt of the node (its first answer lost) sends the same requestId.
	b.double.SetFaults(bybitdouble.Faults{DuplicateOnReplay: 2})
	_, err = s.submit()
	require.Error(t, err)
	require.Equal(t, executor.ClassAmbiguous, executor.Classify(err), "%v", err)
	require.Contains(t, err.Error(), "retCode 10014")
	rec := s.recover()
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, first.ExternalID)
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"))

	// Through the engine: the create's answer is lost and every replay is answered as a
	// duplicate; recovery finds the withdrawal, records its ID, and the observer pays it.
	name := b.f.UniqueTemplate(t, "cex-withdraw", `{"nodes":[
 {"key":"withdraw","executor":"cex_withdrawal","config":{"venue":"bybit-dev","chain":"dev-1","token":"USDC","to":"${a}","amount":"3000000"}}]}`)
	params, _ := json.Marshal(map[string]string{"a": a.Hex()})
	b.double.SetFaults(bybitdouble.Faults{LoseNextCreate: 1, DuplicateOnReplay: 1_000})
	m := b.f.Movement(t, movement.CreateInput{TemplateName: name, Params: params})
	require.Equal(t, "COMPLETED", b.run(t, b.workers(t), m.ID, true))
	require.Equal(t, 2, b.double.WithdrawalCount("treasury"), "one withdrawal per node")
	waitFor(t, "both withdrawals paid", func() bool { return b.usdc(t, a).Cmp(new(big.Int).Add(startA, big.NewInt(5_000_000))) >= 0 })
	require.Equal(t, new(big.Int).Add(startA, big.NewInt(5_000_000)).String(), b.usdc(t, a).String(), "each paid exactly once on chain")
	require.Equal(t, 1, b.f.Count(t, `SELECT count(*) FROM capital_transfers WHERE movement_id = $1 AND withdraw_id IS NOT NULL`, m.ID))
}

// When the venue refuses the replay of a requestId, a withdrawal missing from its
// records is not "not sent" while the records may still lag behind the create: it is
// unknown until the record lag allowance has passed since the create was attempted. A
// refusal answered before the venue looks at the request (permission, clock, rate
// limit) never makes it "not sent".
func TestMissingFromLaggingRecordsIsUnknown(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for i, tc := range []struct {
		name      string
		created   bool          // the first create ran (its answer lost)
		lag       time.Duration // the executor's allowance
		ago       time.Duration // how long ago the create was attempted
		refusal   int           // how the venue answers the replay
		want      executor.Verdict
		wantInWhy string
	}{
		{"created, records lag, within the allowance", true, time.Hour, 0, 131212, executor.VerdictUnknown, "may lag"},
		{"created, refused at the gateway", true, time.Minute, 2 * time.Hour, 10005, executor.VerdictUnknown, "before the venue looked at it"},
		{"nothing created, within the allowance", false, time.Hour, 0, 131212, executor.VerdictUnknown, "may lag"},
		{"nothing created, allowance passed", false, time.Minute, 2 * time.Hour, 131212, executor.VerdictNotSent, "lists no matching withdrawal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := b.newStep(t, 4_000_000+int64(i), tc.lag, time.Now().Add(-tc.ago)) // an amount of its own

			if tc.created {
				_, err := s.submit()
				require.NoError(t, err)
			}
			before := b.double.WithdrawalCount("treasury")
			// The venue's records are an hour behind, and it refuses the replay (as a venue
			// checking the balance or the key before the requestId would).
			b.double.SetFaults(bybitdouble.Faults{RecordLagMS: int(time.Hour / time.Millisecond), CreateErrorNext: 1, CreateErrorCode: tc.refusal})
			rec := s.recover()
			require.Equal(t, tc.want, rec.Verdict, rec.Reason)
			require.Contains(t, rec.Reason, tc.wantInWhy)
			require.Equal(t, before, b.double.WithdrawalCount("treasury"), "recovery created nothing")
		})
	}
}

// The venue's records write amounts with trailing zeros ("5.000000") and chain names in
// another case than QTG sends them: a listed withdrawal of the same coin, chain, address
// and amount is still recognised, so a refused replay does not make it "not sent".
func TestAmountsCompareNumerically(t *testing.T) {
	t.Parallel()
	b := setup(t)
	s := b.newStep(t, 5_000_000, time.Millisecond, time.Now())
	res, err := s.submit()
	require.NoError(t, err)
	b.double.SetFaults(bybitdouble.Faults{PadRecordAmounts: true, LowerRecordChains: true, CreateErrorNext: 1, CreateErrorCode: 131212})
	listed := s.record(res.ExternalID)
	require.Equal(t, "5.000000", listed.Amount)
	require.Equal(t, "dev-1", listed.Chain)
	rec := s.recover()
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, res.ExternalID)
}

// A withdrawal the venue reports as Fail while it carries a txID may have paid all the
// same: the chain decides. A txID the chain never saw is unknown (its reason names the
// txID for operators), never failed; one that paid completes the node.
func TestFailedWithTxIDIsNotFailedUnseen(t *testing.T) {
	t.Parallel()
	b := setup(t)

	// Never broadcast: the chain does not know the txID.
	s := b.newStep(t, 1_500_000, time.Millisecond, time.Now())
	b.double.SetFaults(bybitdouble.Faults{FailWithTxID: 1, FailUnbroadcast: true})
	res, err := s.submit()
	require.NoError(t, err)
	s.intent.ExternalID = res.ExternalID
	var obs executor.Observation
	waitFor(t, "the withdrawal ends", func() bool {
		obs = s.observe()
		return obs.Status != executor.Pending
	})
	txID := s.record(res.ExternalID).TxID
	require.NotEmpty(t, txID)
	require.Equal(t, bybitdouble.StatusFail, s.record(res.ExternalID).Status)
	require.Equal(t, executor.Unknown, obs.Status, obs.Reason)
	require.Contains(t, obs.Reason, txID)
	rec := s.recover()
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, txID)

	// Broadcast and mined: it paid, whatever the venue's status.
	b.double.SetFaults(bybitdouble.Faults{FailWithTxID: 1})
	s = b.newStep(t, 2_500_000, time.Millisecond, time.Now())
	start := b.usdc(t, s.to)
	res, err = s.submit()
	require.NoError(t, err)
	s.intent.ExternalID = res.ExternalID
	waitFor(t, "the payment is final", func() bool {
		obs = s.observe()
		require.NotEqual(t, executor.Failed, obs.Status, obs.Reason)
		return obs.Status == executor.Completed
	})
	require.Equal(t, bybitdouble.StatusFail, s.record(res.ExternalID).Status)
	require.Equal(t, new(big.Int).Add(start, big.NewInt(2_500_000)).String(), b.usdc(t, s.to).String())
	rec = s.recover()
	require.Equal(t, executor.VerdictCompleted, rec.Verdict, rec.Reason)
}

// While operators have a verdict open on the attempt, recovery reads evidence only: it
// does not replay the create (which would make the withdrawal happen now). Once the
// verdict is closed, it replays as usual.
func TestRecoverDoesNotReplayWhileVerdictOpen(t *testing.T) {
	t.Parallel()
	b := setup(t)
	// The intent was written, and the dispatcher died before Submit.
	s := b.newStep(t, 6_000_000, time.Millisecond, time.Now().Add(-time.Hour))
	s.node.VerdictOpen = true
	rec := s.recover()
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "not replayed")
	require.Equal(t, 0, b.double.WithdrawalCount("treasury"), "nothing was created")

	s.node.VerdictOpen = false
	rec = s.recover()
	require.Equal(t, executor.VerdictSent, rec.Verdict, rec.Reason)
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"))

	// With the verdict open again, the evidence names what the venue lists.
	s.node.VerdictOpen = true
	rec = s.recover()
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "1 withdrawal(s)")
	require.Equal(t, 1, b.double.WithdrawalCount("treasury"))
}

// An operators' verdict on a create that never reached the venue is proven by time,
// not by a replay: NotSent only once no create of the requestId can still be accepted
// (none is signed after the verdict opened, and the venue refuses one past its
// recv_window) and the records, past their lag, list no matching withdrawal. Until
// then, or while a matching one is listed, Unknown; nothing is ever created.
func TestNotSentUnderAVerdictIsProvenByTimeAndRecords(t *testing.T) {
	t.Parallel()
	b := setup(t)
	s := b.newStep(t, 7_000_000, time.Millisecond, time.Now().Add(-time.Hour))
	s.node.VerdictOpen = true

	s.node.VerdictSince = time.Now()
	rec := s.recover()
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, "a Recover under way when the verdict opened may still replay: %s", rec.Reason)

	s.node.VerdictSince = time.Now().Add(-2 * time.Minute)
	rec = s.recover()
	require.Equal(t, executor.VerdictNotSent, rec.Verdict, rec.Reason)
	require.Equal(t, 0, b.double.WithdrawalCount("treasury"), "nothing was created")

	// A matching withdrawal listed (it may be this node's): an operator decides.
	s.node.VerdictOpen, s.node.VerdictSince = false, time.Time{}
	require.Equal(t, executor.VerdictSent, s.recover().Verdict)
	s.node.VerdictOpen, s.node.VerdictSince = true, time.Now().Add(-2*time.Minute)
	rec = s.recover()
	require.Equal(t, executor.VerdictUnknown, rec.Verdict, rec.Reason)
	require.Contains(t, rec.Reason, "1 withdrawal(s)")
}
