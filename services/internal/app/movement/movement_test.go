package movement_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func setup(t *testing.T) (*movement.Service, func(string) int) {
	t.Helper()
	f := testfix.New(t)
	pool, svc := f.Pool, f.Svc
	ctx := context.Background()
	tmpl, err := svc.ProposeTemplate(ctx, "pay", []byte(`{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`), "alice", 0)
	require.NoError(t, err)
	require.ErrorIs(t, svc.ApproveTemplate(ctx, tmpl.ID, "alice", tmpl.DefinitionHash), movement.ErrFourEyes)
	require.ErrorIs(t, svc.ApproveTemplate(ctx, tmpl.ID, "bob", make([]byte, 32)), movement.ErrPlanMismatch)
	require.NoError(t, svc.ApproveTemplate(ctx, tmpl.ID, "bob", tmpl.DefinitionHash))
	require.ErrorIs(t, svc.ApproveTemplate(ctx, tmpl.ID, "bob", tmpl.DefinitionHash), movement.ErrIllegalTransition)
	count := func(sql string) int {
		var n int
		require.NoError(t, pool.QueryRow(ctx, sql).Scan(&n))
		return n
	}
	return svc, count
}

func TestCreateIsIdempotent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, count := setup(t)
	in := movement.CreateInput{TemplateName: "pay", Params: json.RawMessage(`{"memo":"x"}`), IdempotencyKey: "k1", CreatedBy: "carol"}
	first, created, err := svc.Create(ctx, in)
	require.NoError(t, err)
	require.True(t, created)

	in.Params = json.RawMessage(`{ "memo" : "x" }`) // same body, other spelling
	again, created, err := svc.Create(ctx, in)
	require.NoError(t, err)
	require.False(t, created)
	require.Equal(t, first.ID, again.ID)
	// Both answers as a read of the movement would give them, template included.
	for _, m := range []*db.MovementView{first, again} {
		require.Equal(t, "pay", m.TemplateName)
		require.Equal(t, int32(1), m.TemplateVersion)
		require.Equal(t, "PENDING_APPROVAL", m.State)
	}

	in.Params = json.RawMessage(`{"memo":"y"}`)
	_, _, err = svc.Create(ctx, in)
	require.ErrorIs(t, err, movement.ErrIdempotencyConflict)
	require.Equal(t, 1, count(`SELECT count(*) FROM movements`))
	require.Equal(t, 1, count(`SELECT count(*) FROM movement_nodes`))
}

// Creates of one template version share one parse of its definition (Service keeps
// it): concurrent creates with different params each get their own params' plan, so
// the shared template is only read (run under -race, a write would show).
func TestConcurrentCreatesShareTheParsedTemplate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, count := setup(t)
	const n = 16
	ids := make([]uuid.UUID, n)
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			m, _, err := svc.Create(ctx, movement.CreateInput{
				TemplateName: "pay", Params: json.RawMessage(fmt.Sprintf(`{"memo":"m%d"}`, i)),
				IdempotencyKey: fmt.Sprintf("concurrent-%d", i), CreatedBy: "carol",
			})
			if err != nil {
				errs <- err
				return
			}
			ids[i] = m.ID
		})
	}
	wg.Wait()
	close(errs)
	require.NoError(t, <-errs)
	for i, id := range ids {
		require.Equal(t, 1, count(fmt.Sprintf(`SELECT count(*) FROM movement_nodes
			WHERE movement_id = '%s' AND node_config = '{"memo":"m%d"}'::jsonb`, id, i)), "movement %d", i)
	}
}

// The Service keeps the template versions creates used, but a create that asks for the
// newest ACTIVE version gets the newest one the database has when it inserts: a version
// approved after a create kept the older one is used by the next create, and a create
// asking for the older version by number still gets it.
func TestCreateFollowsTheNewestActiveVersion(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, _ := setup(t)
	create := func(key string, version int32) *db.MovementView {
		t.Helper()
		m, created, err := svc.Create(ctx, movement.CreateInput{
			TemplateName: "pay", TemplateVersion: version, Params: json.RawMessage(`{"memo":"x"}`), IdempotencyKey: key, CreatedBy: "carol",
		})
		require.NoError(t, err)
		require.True(t, created)
		return m
	}
	require.Equal(t, int32(1), create("v1-newest", 0).TemplateVersion)

	v2, err := svc.ProposeTemplate(ctx, "pay", []byte(`{"nodes":[{"key":"b","executor":"noop","config":{"memo":"${memo}"}}]}`), "alice", 0)
	require.NoError(t, err)
	require.NoError(t, svc.ApproveTemplate(ctx, v2.ID, "bob", v2.DefinitionHash))

	for _, c := range []struct {
		key     string
		version int32
		want    int32
	}{
		{"v2-newest", 0, 2},
		{"v1-by-number", 1, 1},
		{"v2-by-number", 2, 2},
		{"v2-newest-again", 0, 2},
	} {
		require.Equal(t, c.want, create(c.key, c.version).TemplateVersion, c.key)
	}
}

func TestCreateRejectsBadInputAndWritesNothing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, count := setup(t)
	tests := []struct {
		name    string
		in      movement.CreateInput
		wantErr error
	}{
		{"unknown template", movement.CreateInput{TemplateName: "nope", IdempotencyKey: "a", CreatedBy: "c"}, movement.ErrNotFound},
		{"missing param", movement.CreateInput{TemplateName: "pay", IdempotencyKey: "b", CreatedBy: "c"}, compiler.ErrInvalidParams},
		{"unknown param", movement.CreateInput{TemplateName: "pay", Params: json.RawMessage(`{"memo":"x","extra":1}`), IdempotencyKey: "c", CreatedBy: "c"}, compiler.ErrInvalidParams},
		{"wrong version", movement.CreateInput{TemplateName: "pay", TemplateVersion: 7, Params: json.RawMessage(`{"memo":"x"}`), IdempotencyKey: "d", CreatedBy: "c"}, movement.ErrNotFound},
	}
	for _, tt := range tests {
		_, _, err := svc.Create(ctx, tt.in)
		require.ErrorIs(t, err, tt.wantErr, tt.name)
	}
	require.Equal(t, 0, count(`SELECT count(*) FROM movements`))
	require.Equal(t, 0, count(`SELECT count(*) FROM movement_nodes`))
}

func TestApproveAndCancel(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, count := setup(t)
	req, _, err := svc.Create(ctx, movement.CreateInput{TemplateName: "pay", Params: json.RawMessage(`{"memo":"x"}`), IdempotencyKey: "k", CreatedBy: "carol"})
	require.NoError(t, err)

	require.Equal(t, "pay", req.TemplateName)
	require.Equal(t, int32(1), req.TemplateVersion)
	approve := func(id uuid.UUID, by string, hash []byte) error {
		_, err := svc.Approve(ctx, id, by, hash)
		return err
	}
	require.ErrorIs(t, approve(req.ID, "carol", req.PlanHash), movement.ErrFourEyes)
	require.ErrorIs(t, approve(req.ID, "dave", make([]byte, 32)), movement.ErrPlanMismatch)
	require.ErrorIs(t, approve(uuid.Must(uuid.NewV7()), "dave", req.PlanHash), movement.ErrNotFound)
	require.Equal(t, 0, count(`SELECT count(*) FROM movement_nodes WHERE node_state = 'READY'`))

	// The approval returns the movement as approved, template included: the API's
	// answer, with no read after it.
	approved, err := svc.Approve(ctx, req.ID, "dave", req.PlanHash)
	require.NoError(t, err)
	require.Equal(t, "APPROVED", approved.State)
	require.Equal(t, "dave", *approved.ApprovedBy)
	require.NotNil(t, approved.ApprovedAt)
	require.Equal(t, req.ID, approved.ID)
	require.Equal(t, "pay", approved.TemplateName)
	require.Equal(t, int32(1), approved.TemplateVersion)
	require.Equal(t, 1, count(`SELECT count(*) FROM movement_nodes WHERE node_state = 'READY'`))
	require.ErrorIs(t, approve(req.ID, "erin", req.PlanHash), movement.ErrIllegalTransition)

	res, err := svc.Cancel(ctx, req.ID, "dave", "changed my mind")
	require.NoError(t, err)
	require.Equal(t, movement.Cancelled, res)
	require.Equal(t, 1, count(`SELECT count(*) FROM movement_nodes WHERE node_state = 'CANCELLED'`))
	_, err = svc.Cancel(ctx, req.ID, "dave", "")
	require.ErrorIs(t, err, movement.ErrIllegalTransition)
	_, err = svc.Cancel(ctx, uuid.Must(uuid.NewV7()), "dave", "")
	require.ErrorIs(t, err, movement.ErrNotFound)
}

// Concurrent approvals go in groups (one statement for the approvals that arrive while
// others are written), and each is answered as if it had run alone: valid ones are
// approved once, with one audit row each; a wrong plan hash or the creator approving
// is refused with its own error while the others in its group go through; of two
// approvers racing for one movement, one wins and the other learns it is approved.
//
// With a hint window of 0 every group leads its wake-up, so groups of several go
// through db.Pool.WithHints as well as through the pool.
func TestConcurrentApprovalsAreEachAnsweredAsAlone(t *testing.T) {
	t.Parallel()
	for _, window := range []time.Duration{movement.DefaultHintWindow, 0} {
		t.Run(fmt.Sprintf("hint window %s", window), func(t *testing.T) {
			t.Parallel()
			concurrentApprovals(t, window)
		})
	}
}

func concurrentApprovals(t *testing.T, window time.Duration) {
	ctx := context.Background()
	f := testfix.New(t)
	svc := movement.New(db.Wrap(f.Pool), f.Compiler, movement.WithHintWindow(window))
	f.Template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`)
	count := func(sql string) int {
		var n int
		require.NoError(t, f.Pool.QueryRow(ctx, sql).Scan(&n))
		return n
	}
	const n = 24
	created := make([]*db.MovementView, n)
	for i := range n {
		m, _, err := svc.Create(ctx, movement.CreateInput{
			TemplateName: "pay", Params: json.RawMessage(fmt.Sprintf(`{"memo":"m%d"}`, i)),
			IdempotencyKey: fmt.Sprintf("group-%d", i), CreatedBy: "carol",
		})
		require.NoError(t, err)
		created[i] = m
	}
	type call struct {
		m        *db.MovementView
		approver string
		hash     []byte
		want     error // nil: approved, or raced (see below)
		raced    bool  // one of two approvals of one movement
	}
	var calls []call
	for i, m := range created {
		switch i % 4 {
		case 0:
			calls = append(calls, call{m: m, approver: "dave", hash: m.PlanHash})
		case 1:
			calls = append(calls, call{m: m, approver: "dave", hash: make([]byte, 32), want: movement.ErrPlanMismatch})
		case 2:
			calls = append(calls, call{m: m, approver: "carol", hash: m.PlanHash, want: movement.ErrFourEyes})
		case 3:
			calls = append(calls, call{m: m, approver: "dave", hash: m.PlanHash, raced: true},
				call{m: m, approver: "erin", hash: m.PlanHash, raced: true})
		}
	}
	errs := make([]error, len(calls))
	views := make([]*db.MovementView, len(calls))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, c := range calls {
		wg.Go(func() {
			<-start
			views[i], errs[i] = svc.Approve(ctx, c.m.ID, c.approver, c.hash)
		})
	}
	close(start)
	wg.Wait()

	wins := map[uuid.UUID]int{}
	for i, c := range calls {
		switch {
		case c.raced && errs[i] == nil:
			wins[c.m.ID]++
			require.Equal(t, c.approver, *views[i].ApprovedBy)
		case c.raced:
			require.ErrorIs(t, errs[i], movement.ErrIllegalTransition, "the other approver of %s", c.m.ID)
		case c.want == nil:
			require.NoError(t, errs[i])
			require.Equal(t, "APPROVED", views[i].State)
			require.Equal(t, c.m.ID, views[i].ID, "each call gets its own movement back")
			require.Equal(t, "pay", views[i].TemplateName)
		default:
			require.ErrorIs(t, errs[i], c.want)
		}
	}
	for i, m := range created {
		if i%4 == 3 {
			require.Equal(t, 1, wins[m.ID], "exactly one approval of a raced movement wins")
		}
	}
	approved := n/4 + n/4
	require.Equal(t, approved, count(`SELECT count(*) FROM movements WHERE movement_state = 'APPROVED'`))
	require.Equal(t, approved, count(`SELECT count(*) FROM movement_nodes WHERE node_state = 'READY'`))
	require.Equal(t, approved, count(`SELECT count(*) FROM audit_outbox_events WHERE action = 'PENDING_APPROVAL->APPROVED'`))
	require.Equal(t, n-approved, count(`SELECT count(*) FROM movements WHERE movement_state = 'PENDING_APPROVAL'`))
	require.Zero(t, svc.SplitGroupsForTest(), "no group's statement failed")
}

// One statement of several approvals (what a group runs) checks each on its own terms:
// its own plan hash and its own approver against its creator; the ones that match are
// approved, with their own approver recorded, and the others are left out and stay
// PENDING_APPROVAL.
func TestOneStatementApprovesEachOnItsOwnTerms(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	f.Template(t, "pay", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}}]}`)
	var ms []*db.MovementView
	for i, by := range []string{"carol", "carol", "dave", "carol"} {
		m, _, err := f.Svc.Create(ctx, movement.CreateInput{
			TemplateName: "pay", Params: json.RawMessage(fmt.Sprintf(`{"memo":"%d"}`, i)), IdempotencyKey: fmt.Sprint(i), CreatedBy: by,
		})
		require.NoError(t, err)
		ms = append(ms, m)
	}
	approved, err := db.Wrap(f.Pool).Movements().Approve(ctx, []db.Approval{
		{ID: ms[0].ID, PlanHash: ms[0].PlanHash, Approver: "erin"},
		{ID: ms[1].ID, PlanHash: ms[0].PlanHash, Approver: "erin"}, // another movement's hash
		{ID: ms[2].ID, PlanHash: ms[2].PlanHash, Approver: "dave"}, // its creator
		{ID: ms[3].ID, PlanHash: ms[3].PlanHash, Approver: "frank"},
	})
	require.NoError(t, err)
	got := map[uuid.UUID]string{}
	for _, a := range approved {
		require.Equal(t, "APPROVED", a.View.State)
		require.Equal(t, "pay", a.View.TemplateName)
		require.False(t, a.CallbackQueued)
		got[a.View.ID] = *a.View.ApprovedBy
	}
	require.Equal(t, map[uuid.UUID]string{ms[0].ID: "erin", ms[3].ID: "frank"}, got)
	for i, want := range []string{"APPROVED", "PENDING_APPROVAL", "PENDING_APPROVAL", "APPROVED"} {
		m, err := db.Wrap(f.Pool).Movements().Get(ctx, ms[i].ID)
		require.NoError(t, err)
		require.Equal(t, want, m.State, "movement %d", i)
	}
}

// Concurrent creates go in groups (one statement for the creates that arrive while
// others are written), and each is answered as if it had run alone: every movement is
// stored once with its own nodes, edges, audit row and optional fields; a retry with
// the same key and request gets the same movement (created once), and a different
// request with a key already used is refused.
func TestConcurrentCreatesAreEachAnsweredAsAlone(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := testfix.New(t)
	f.Template(t, "chain", `{"nodes":[{"key":"a","executor":"noop","config":{"memo":"${memo}"}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	count := func(sql string) int {
		var n int
		require.NoError(t, f.Pool.QueryRow(ctx, sql).Scan(&n))
		return n
	}
	expires := time.Now().Add(time.Hour).Truncate(time.Microsecond)
	type call struct {
		in   movement.CreateInput
		want error
	}
	var calls []call
	const distinct = 20
	for i := range distinct {
		in := movement.CreateInput{TemplateName: "chain", Params: json.RawMessage(fmt.Sprintf(`{"memo":"m%d"}`, i)),
			IdempotencyKey: fmt.Sprintf("create-%d", i), CreatedBy: "carol"}
		if i%2 == 0 {
			in.CallbackURL, in.ExpiresAt, in.TraceParent = "https://example.test/cb", &expires, "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
		}
		calls = append(calls, call{in: in})
		if i%5 == 0 {
			calls = append(calls, call{in: in}) // a retry: the same movement
		}
		if i%5 == 1 {
			other := in
			other.Params = json.RawMessage(`{"memo":"different"}`)
			calls = append(calls, call{in: other, want: movement.ErrIdempotencyConflict})
		}
	}
	views := make([]*db.MovementView, len(calls))
	createdFlags := make([]bool, len(calls))
	errs := make([]error, len(calls))
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i, c := range calls {
		wg.Go(func() {
			<-start
			views[i], createdFlags[i], errs[i] = f.Svc.Create(ctx, c.in)
		})
	}
	close(start)
	wg.Wait()

	byKey := map[string][]int{}
	for i, c := range calls {
		byKey[c.in.IdempotencyKey] = append(byKey[c.in.IdempotencyKey], i)
	}
	for key, idx := range byKey {
		var created, refused int
		var ids []uuid.UUID
		for _, i := range idx {
			if errs[i] != nil {
				require.ErrorIs(t, errs[i], movement.ErrIdempotencyConflict, key)
				refused++
				continue
			}
			ids = append(ids, views[i].ID)
			if createdFlags[i] {
				created++
			}
			require.Equal(t, "chain", views[i].TemplateName, key)
			in := calls[i].in
			require.Equal(t, in.IdempotencyKey, views[i].IdempotencyKey)
			if in.CallbackURL != "" {
				require.Equal(t, in.CallbackURL, *views[i].CallbackURL, key)
				require.True(t, expires.Equal(*views[i].ExpiresAt), key)
				require.Equal(t, in.TraceParent, *views[i].Traceparent, key)
			} else {
				require.Nil(t, views[i].CallbackURL, key)
				require.Nil(t, views[i].ExpiresAt, key)
				require.Nil(t, views[i].Traceparent, key)
			}
		}
		require.Equal(t, 1, created, "%s: stored once", key)
		for _, id := range ids {
			require.Equal(t, ids[0], id, "%s: every retry gets the same movement", key)
		}
		// Of a key's two different requests, whichever came second is refused.
		require.LessOrEqual(t, refused, 1, key)
	}
	require.Equal(t, distinct, count(`SELECT count(*) FROM movements`))
	require.Equal(t, 2*distinct, count(`SELECT count(*) FROM movement_nodes`))
	require.Equal(t, distinct, count(`SELECT count(*) FROM movement_plan_edges`))
	require.Equal(t, distinct, count(`SELECT count(*) FROM audit_outbox_events WHERE action = '->PENDING_APPROVAL'`))
	require.Equal(t, distinct, count(`SELECT count(*) FROM movement_nodes n JOIN movements m ON m.id = n.movement_id
		WHERE n.node_key = 'a' AND n.node_config = jsonb_build_object('memo', m.params->>'memo')`),
		"each movement has its own params' nodes")
	require.Zero(t, f.Svc.SplitGroupsForTest(), "no group's statement failed")
}
