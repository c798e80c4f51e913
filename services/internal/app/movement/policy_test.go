package movement_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/app/policy"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// treasury is a first policy: 3 approvers from treasury-leads above 1M USDC, 2 above
// 100k, a daily network limit on every payment, payments to chain 666 refused, and
// payments on chain 10 only to the address book.
const treasury = `{
  "groups": {"treasury-leads": ["erin", "frank", "grace", "heidi", "ivan", "judy"]},
  "rules": [
    {"name": "no-666", "match": {"destination_chains": ["666"]}, "deny": true, "reason": "chain 666 is sanctioned"},
    {"name": "book-on-10", "match": {"destination_chains": ["10"]}, "allowlist": true},
    {"name": "over-1m", "match": {"movement_amount": {"min": "1000000000001"}}, "approvals": {"count": 3, "groups": ["treasury-leads"]},
     "reason": "large movements need three treasury leads"},
    {"name": "over-100k", "match": {"movement_amount": {"min": "100000000000"}}, "approvals": {"count": 2}},
    {"name": "daily", "match": {}, "velocity": {"limit": "50000000000000", "window": "24h"}}
  ]
}`

const payTemplate = `{"nodes":[{"key":"send","executor":"noop","config":{"amount":"${amount}","to":"${to}","memo":{"chain":"${chain}"}}}]}`

func policyFixture(t *testing.T) *testfix.Fixture {
	t.Helper()
	f := testfix.New(t, testfix.Executors(func(pool *pgxpool.Pool) []executor.Executor {
		return []executor.Executor{testfix.Paying(noop.New(db.Wrap(pool), testfix.Instance))}
	}))
	f.Template(t, "pay", payTemplate)
	return f
}

// activate proposes doc as alice and approves it as bob.
func activate(t *testing.T, f *testfix.Fixture, doc string) *db.Policy {
	t.Helper()
	ctx := context.Background()
	p, err := f.Svc.ProposePolicy(ctx, []byte(doc), "alice", "first policy")
	require.NoError(t, err)
	_, err = f.Svc.ApprovePolicy(ctx, p.Version, "alice", p.DocumentSha256)
	require.ErrorIs(t, err, db.ErrPolicySamePrincipal)
	_, err = f.Svc.ApprovePolicy(ctx, p.Version, "bob", make([]byte, 32))
	require.ErrorIs(t, err, db.ErrPolicyHashMismatch)
	p, err = f.Svc.ApprovePolicy(ctx, p.Version, "bob", p.DocumentSha256)
	require.NoError(t, err)
	require.Equal(t, db.PolicyActive, p.State)
	return p
}

func payIn(amount, chain string) movement.CreateInput {
	return movement.CreateInput{TemplateName: "pay", IdempotencyKey: uuid.NewString(), CreatedBy: "carol",
		Params: json.RawMessage(fmt.Sprintf(`{"amount":%q,"to":"0x00000000000000000000000000000000000000AA","chain":%q}`, amount, chain))}
}

// Without an ACTIVE policy a create is what it always was: one approver, no policy
// recorded, no gate, no approval row.
func TestNoPolicyIsTheDefaultPolicy(t *testing.T) {
	t.Parallel()
	f := policyFixture(t)
	m, _, err := f.Svc.Create(context.Background(), payIn("5000000000000", "1"))
	require.NoError(t, err)
	require.Nil(t, m.PolicyVersion)
	require.Nil(t, m.PolicyMatches)
	require.Equal(t, int16(1), m.ApprovalsRequired)
	require.Nil(t, m.ApproversAllowed)
	require.Zero(t, f.Count(t, `SELECT count(*) FROM movement_nodes WHERE policy_gate IS NOT NULL`))
	_, err = f.Svc.Approve(context.Background(), m.ID, "dave", m.PlanHash)
	require.NoError(t, err)
	require.Zero(t, f.Count(t, `SELECT count(*) FROM movement_approvals`))
}

// A create records the version that judged it, the rules that matched and why, the
// approvals it needs and from whom, and each node's gate.
func TestCreateRecordsWhatThePolicyDecided(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	p := activate(t, f, treasury)

	small, _, err := f.Svc.Create(ctx, payIn("5000000", "1"))
	require.NoError(t, err)
	require.Equal(t, p.Version, *small.PolicyVersion)
	require.Equal(t, int16(1), small.ApprovalsRequired)

	big, _, err := f.Svc.Create(ctx, payIn("2000000000000", "1"))
	require.NoError(t, err)
	require.Equal(t, int16(3), big.ApprovalsRequired)
	require.Equal(t, []string{"erin", "frank", "grace", "heidi", "ivan", "judy"}, big.ApproversAllowed)
	var matches []struct{ Rule, Decision, Why string }
	require.NoError(t, json.Unmarshal(big.PolicyMatches, &matches))
	require.Equal(t, "over-1m", matches[0].Rule)
	require.Contains(t, matches[0].Why, "large movements need three treasury leads")
	require.Contains(t, matches[1].Decision, "an earlier rule decided")
	require.Equal(t, "daily", matches[2].Rule)

	var gate string
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT policy_gate::text FROM movement_nodes WHERE movement_id = $1`, big.ID).Scan(&gate))
	require.JSONEq(t, `{"velocity":[{"rule":"daily","scope":"USDC|network","limit":"50000000000000","window_seconds":86400,"amount":"2000000000000"}]}`, gate)
}

// A deny rule and an allowlist miss refuse the create with the rule (and the address),
// and nothing is written.
func TestDenyAndAllowlistMissRefuseTheCreate(t *testing.T) {
	t.Parallel()
	f := policyFixture(t)
	activate(t, f, treasury)

	_, _, err := f.Svc.Create(context.Background(), payIn("5", "666"))
	require.ErrorIs(t, err, movement.ErrPolicyDenied)
	var pe *movement.PolicyError
	require.True(t, errors.As(err, &pe))
	require.Equal(t, "no-666", pe.Rule)
	require.Contains(t, err.Error(), "chain 666 is sanctioned")

	_, _, err = f.Svc.Create(context.Background(), payIn("5", "10"))
	require.ErrorIs(t, err, movement.ErrAddressNotInBook)
	require.True(t, errors.As(err, &pe))
	require.Equal(t, "book-on-10", pe.Rule)
	require.Equal(t, "0x00000000000000000000000000000000000000aa", pe.Address)
	require.Equal(t, "10", pe.ChainID)
	require.Zero(t, f.Count(t, `SELECT count(*) FROM movements`))
}

// addressBook is a fixed address book: "chain:address" to label.
type addressBook map[string]string

func (b addressBook) Lookup(_ context.Context, chainID, address string) (policy.Address, bool, error) {
	label, ok := b[chainID+":"+address]
	return policy.Address{Label: label}, ok, nil
}

// An address in the book passes the allowlist at create and is recorded in the node's
// gate for the dispatcher to check again.
func TestAllowlistedDestinationInTheBookIsGated(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	svc := movement.New(db.Wrap(f.Pool), f.Compiler, movement.WithAddressBook(addressBook{"10:0x00000000000000000000000000000000000000aa": "ops"}))
	f.Svc = svc
	activate(t, f, treasury)
	m, _, err := svc.Create(ctx, payIn("5", "10"))
	require.NoError(t, err)
	var gate string
	require.NoError(t, f.Pool.QueryRow(ctx, `SELECT policy_gate->'allowlist'->>'address' FROM movement_nodes WHERE movement_id = $1`, m.ID).Scan(&gate))
	require.Equal(t, "0x00000000000000000000000000000000000000aa", gate)
}

// Creates that share one grouped insert are each judged and stored with their own
// decision.
func TestGroupedCreatesAreEachJudged(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	activate(t, f, treasury)
	amounts := []string{"5", "200000000000", "2000000000000"}
	want := map[string]int16{"5": 1, "200000000000": 2, "2000000000000": 3}
	var wg sync.WaitGroup
	errs := make(chan error, 30)
	for i := range 30 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			amount := amounts[i%3]
			m, _, err := f.Svc.Create(ctx, payIn(amount, "1"))
			if err == nil && m.ApprovalsRequired != want[amount] {
				err = fmt.Errorf("amount %s: %d approvals, want %d", amount, m.ApprovalsRequired, want[amount])
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	require.Equal(t, 10, f.Count(t, `SELECT count(*) FROM movements WHERE approvals_required = 3 AND approvers_allowed IS NOT NULL`))
}

// A create judged by a kept policy that another gateway has since superseded is
// judged again by the new one: the insert checks the version is still ACTIVE.
func TestCreateRacingANewPolicyIsJudgedByTheNewOne(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	activate(t, f, treasury)
	_, _, err := f.Svc.Create(ctx, payIn("5", "1")) // keeps version 1
	require.NoError(t, err)
	other := movement.New(db.Wrap(f.Pool), f.Compiler)
	p, err := other.ProposePolicy(ctx, []byte(`{"rules":[{"name":"all","match":{},"approvals":{"count":2}}]}`), "alice", "stricter")
	require.NoError(t, err)
	_, err = other.ApprovePolicy(ctx, p.Version, "bob", p.DocumentSha256)
	require.NoError(t, err)
	m, _, err := f.Svc.Create(ctx, payIn("5", "1"))
	require.NoError(t, err)
	require.Equal(t, p.Version, *m.PolicyVersion)
	require.Equal(t, int16(2), m.ApprovalsRequired)
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM policies WHERE state = 'SUPERSEDED'`))
}

// A movement that needs three approvals stays PENDING_APPROVAL after one and two; a
// repeated approval by the same principal changes nothing; the creator and a
// principal outside the groups are refused; the third approves it, its nodes READY,
// every step audited.
func TestApprovalsAccumulateToTheRequiredCount(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	activate(t, f, treasury)
	m, _, err := f.Svc.Create(ctx, payIn("2000000000000", "1"))
	require.NoError(t, err)

	_, err = f.Svc.Approve(ctx, m.ID, "carol", m.PlanHash)
	require.ErrorIs(t, err, movement.ErrFourEyes)
	_, err = f.Svc.Approve(ctx, m.ID, "mallory", m.PlanHash)
	require.ErrorIs(t, err, movement.ErrNotInApproverGroup)
	_, err = f.Svc.Approve(ctx, m.ID, "erin", make([]byte, 32))
	require.ErrorIs(t, err, movement.ErrPlanMismatch)

	v, err := f.Svc.Approve(ctx, m.ID, "erin", m.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "PENDING_APPROVAL", v.State)
	v, err = f.Svc.Approve(ctx, m.ID, "erin", m.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "PENDING_APPROVAL", v.State)
	v, err = f.Svc.Approve(ctx, m.ID, "frank", m.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "PENDING_APPROVAL", v.State)
	require.Equal(t, 2, f.Count(t, `SELECT count(*) FROM movement_approvals WHERE movement_id = $1`, m.ID))
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM movement_nodes WHERE movement_id = $1 AND node_state = 'PENDING'`, m.ID))

	v, err = f.Svc.Approve(ctx, m.ID, "grace", m.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "APPROVED", v.State)
	require.Equal(t, "grace", *v.ApprovedBy)
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM movement_nodes WHERE movement_id = $1 AND node_state = 'READY'`, m.ID))
	// A late repeat by an approver is answered with the movement as it is.
	v, err = f.Svc.Approve(ctx, m.ID, "erin", m.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "APPROVED", v.State)
	_, err = f.Svc.Approve(ctx, m.ID, "heidi", m.PlanHash)
	require.ErrorIs(t, err, movement.ErrIllegalTransition)

	approvals, err := f.Svc.Approvals(ctx, m.ID)
	require.NoError(t, err)
	require.Len(t, approvals, 3)
	require.Equal(t, 3, f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'MOVEMENT_APPROVAL_RECORDED'`, m.ID.String()))
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'PENDING_APPROVAL->APPROVED'`, m.ID.String()))
	require.Equal(t, 3, f.Count(t, `SELECT (detail->>'count')::int FROM audit_outbox_events WHERE entity_id = $1 AND actor = 'grace' AND action = 'MOVEMENT_APPROVAL_RECORDED'`, m.ID.String()))
}

// Six approvers approving a movement that needs three at once: exactly three
// approvals are recorded and exactly one moves it to APPROVED; the others are told it
// is no longer awaiting approval.
func TestConcurrentApproversMoveTheMovementOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	activate(t, f, treasury)
	m, _, err := f.Svc.Create(ctx, payIn("2000000000000", "1"))
	require.NoError(t, err)
	approvers := []string{"erin", "frank", "grace", "heidi", "ivan", "judy"}
	var wg sync.WaitGroup
	results := make(chan error, len(approvers))
	start := make(chan struct{})
	for _, a := range approvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			_, err := f.Svc.Approve(ctx, m.ID, a, m.PlanHash)
			results <- err
		}()
	}
	close(start)
	wg.Wait()
	close(results)
	ok, late := 0, 0
	for err := range results {
		switch {
		case err == nil:
			ok++
		case errors.Is(err, movement.ErrIllegalTransition):
			late++
		default:
			t.Fatalf("unexpected error: %v", err)
		}
	}
	require.Equal(t, 3, ok)
	require.Equal(t, 3, late)
	require.Equal(t, 3, f.Count(t, `SELECT count(*) FROM movement_approvals WHERE movement_id = $1`, m.ID))
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_id = $1 AND action = 'PENDING_APPROVAL->APPROVED'`, m.ID.String()))
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM movements WHERE id = $1 AND movement_state = 'APPROVED'`, m.ID))
}

// A policy document proposed is kept as written, its hash is what an approver echoes,
// and an invalid one is refused with every problem.
func TestPolicyProposalIsValidatedAndKeptAsWritten(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	_, err := f.Svc.ProposePolicy(ctx, []byte(`{"rules":[{"name":"x","match":{}}]}`), "alice", "broken")
	require.ErrorContains(t, err, "decides at least one")
	p, err := f.Svc.ProposePolicy(ctx, []byte(treasury), "alice", "first")
	require.NoError(t, err)
	sum := sha256.Sum256([]byte(treasury))
	require.Equal(t, sum[:], p.DocumentSha256)
	require.Equal(t, treasury, p.DocumentText)
	r, err := f.Svc.RejectPolicy(ctx, p.Version, "bob", "not yet")
	require.NoError(t, err)
	require.Equal(t, db.PolicyRejected, r.State)
	_, err = f.Svc.ApprovePolicy(ctx, p.Version, "bob", p.DocumentSha256)
	require.ErrorIs(t, err, db.ErrPolicyNotProposed)
	require.Equal(t, 2, f.Count(t, `SELECT count(*) FROM audit_outbox_events WHERE entity_type = 'policy'`))
}

// A movement's approvals are archived with it, and still listed once it is archived.
func TestApprovalsAreArchivedWithTheirMovement(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	activate(t, f, treasury)
	m, _, err := f.Svc.Create(ctx, payIn("2000000000000", "1"))
	require.NoError(t, err)
	for _, a := range []string{"erin", "frank"} {
		_, err = f.Svc.Approve(ctx, m.ID, a, m.PlanHash)
		require.NoError(t, err)
	}
	_, err = f.Svc.Cancel(ctx, m.ID, "carol", "changed our mind")
	require.NoError(t, err)
	require.Equal(t, 1, f.Count(t, `SELECT count(*) FROM archive_movements(ARRAY[$1::uuid])`, m.ID))
	require.Zero(t, f.Count(t, `SELECT count(*) FROM movement_approvals`))
	require.Equal(t, 2, f.Count(t, `SELECT count(*) FROM movement_approvals_archive WHERE movement_id = $1`, m.ID))
	approvals, err := f.Svc.Approvals(ctx, m.ID)
	require.NoError(t, err)
	require.Len(t, approvals, 2)
	require.Equal(t, 3, f.Count(t, `SELECT approvals_required FROM movements_archive WHERE id = $1`, m.ID))
}

// The database keeps the approval rules whatever its caller checked: an approval by the
// creator, by a principal outside the movement's approvers or of another plan is not
// recorded, and one that got into the table all the same does not count towards the
// required number.
func TestApprovalsThatBreakTheRulesNeverCount(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := policyFixture(t)
	activate(t, f, treasury)
	m, _, err := f.Svc.Create(ctx, payIn("2000000000000", "1"))
	require.NoError(t, err)
	pool := db.Wrap(f.Pool)
	record := func(approver string, planHash []byte) bool {
		var recorded bool
		require.NoError(t, pool.InTx(ctx, func(tx *db.Tx) error {
			if _, err := tx.Movements().LockForApproval(ctx, m.ID); err != nil {
				return err
			}
			recorded, _, err = tx.Movements().RecordApproval(ctx, m.ID, approver, planHash, 3)
			return err
		}))
		return recorded
	}
	require.False(t, record("carol", m.PlanHash), "the creator")
	require.False(t, record("mallory", m.PlanHash), "outside treasury-leads")
	require.False(t, record("erin", make([]byte, 32)), "another plan")
	require.Zero(t, f.Count(t, `SELECT count(*) FROM movement_approvals WHERE movement_id = $1`, m.ID))

	// Rows that broke the rules, written past the statement (as the schema owner), and
	// two valid ones: not three that count.
	_, err = f.Pool.Exec(ctx, `INSERT INTO movement_approvals (movement_id, approver, plan_hash)
		VALUES ($1, 'carol', $2), ($1, 'mallory', $2), ($1, 'erin', $2), ($1, 'frank', $2)`, m.ID, m.PlanHash)
	require.NoError(t, err)
	require.NoError(t, pool.InTx(ctx, func(tx *db.Tx) error {
		approved, err := tx.Movements().ApproveCounted(ctx, m.ID, "frank", m.PlanHash)
		require.Nil(t, approved, "two approvals that count of three")
		return err
	}))
	v, err := f.Svc.Approve(ctx, m.ID, "grace", m.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "APPROVED", v.State, "the third that counts approves it")
}
