package executortest

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// raceMovements is how many movements the two racing replicas share.
const raceMovements = 4

// Movements is how many movements Exercise runs for an executor of the given number
// of phases, so that a Subject can give each its own accounts: Params gets every i
// from 0 to Movements(phases)-1 at most once.
func Movements(phases int) int {
	const happy, elsewhere, cancelBefore, expiryBefore = 1, 1, 1, 1
	lies, crash, cancel, expiry, verdicts := len(lieKinds)+1, 3*phases, 2*phases-1, phases, 2*phases
	return happy + crash + lies + elsewhere + cancelBefore + cancel + expiryBefore + expiry + verdicts + raceMovements
}

// conformanceCase is one case of the suite.
type conformanceCase struct {
	name string
	// exclusive cases set faults on the shared outside world that would touch
	// other cases' movements: they run alone, before the others.
	exclusive bool
	run       func(t *testing.T)
}

// exercise is one Exercise run: the Subject and the movement indices handed out.
type exercise struct {
	s     *Subject
	next  atomic.Int32
	limit int
	// liar holds the faults the lie cases set on the world's chain proxies.
	liar liar
}

// concurrency bounds how many cases run at once. They mostly wait (for blocks, for a
// stale window), so many more run at once than go test's -parallel (the machine's
// cores) would allow, and few enough that the chains keep their CPU.
const concurrency = 16

// Exercise runs every case of the suite on the executor s describes, each as a subtest
// on a database of its own: first those that set faults on the whole outside world,
// one at a time, then the rest concurrently. See the package doc for the cases and the
// rules they prove.
func Exercise(t *testing.T, s Subject) {
	t.Helper()
	_, caller, _, _ := runtime.Caller(1)
	s.check(t, caller)
	x := &exercise{s: &s, limit: Movements(len(s.Phases))}
	start := time.Now()
	t.Cleanup(func() {
		t.Logf("the conformance suite of %s took %s", s.Key, time.Since(start).Round(time.Millisecond))
	})
	cases := x.cases()
	for _, c := range cases {
		if c.exclusive {
			x.run(t, c)
		}
	}
	slots := make(chan struct{}, concurrency)
	var wg sync.WaitGroup
	for _, c := range cases {
		if c.exclusive {
			continue
		}
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			x.run(t, c)
		})
	}
	wg.Wait()
}

// run runs c as a subtest of t, unless it is a known defect of the executor.
func (x *exercise) run(t *testing.T, c conformanceCase) {
	t.Run(c.name, func(t *testing.T) {
		if why, ok := x.s.Known[c.name]; ok {
			t.Skipf("known defect of %s: %s", x.s.Key, why)
		}
		began := time.Now()
		c.run(t)
		t.Logf("%s took %s", c.name, time.Since(began).Round(time.Millisecond))
	})
}

// check fails the test when a required field is missing, or when the key is not
// covered by the calling package (caller: the test file that called Exercise).
func (s *Subject) check(t *testing.T, caller string) {
	t.Helper()
	require.NotEmpty(t, s.Key, "Subject.Key")
	pkg, ok := Covered()[s.Key]
	require.True(t, ok, "add %q to executortest.Covered, naming the package of this test", s.Key)
	require.True(t, strings.HasSuffix(filepath.ToSlash(filepath.Dir(caller)), "/"+pkg),
		"executortest.Covered names %s as %q's conformance test, not %s", pkg, s.Key, filepath.Dir(caller))
	require.NotNil(t, s.New, "Subject.New")
	require.NotEmpty(t, s.Template, "Subject.Template")
	require.NotNil(t, s.Params, "Subject.Params")
	require.NotNil(t, s.Moved, "Subject.Moved")
	require.NotEmpty(t, s.Phases, "Subject.Phases")
	require.GreaterOrEqual(t, s.firstValuePhase(), 0, "no phase of Subject.Phases moves value")
	if s.Elsewhere != nil {
		require.True(t, slices.ContainsFunc(s.Phases, func(p Phase) bool { return p.Name == s.Elsewhere.Phase }),
			"Elsewhere.Phase %q is not one of Phases", s.Elsewhere.Phase)
	}
}

// index hands out the next movement index.
func (x *exercise) index(t *testing.T) int {
	t.Helper()
	i := int(x.next.Add(1)) - 1
	require.Less(t, i, x.limit, "the suite ran more movements than Movements says")
	return i
}

// cases lists every case, by name.
func (x *exercise) cases() []conformanceCase {
	s := x.s
	cs := []conformanceCase{{name: "happy", run: x.happy}}
	for _, p := range s.Phases {
		for _, at := range []point{afterPrepare, beforeSubmit, afterSubmit} {
			cs = append(cs, conformanceCase{name: "crash/" + p.Name + "/" + at.String(), run: func(t *testing.T) { x.crash(t, p, at) }})
		}
	}
	for _, l := range lieKinds {
		cs = append(cs, conformanceCase{name: "lie/" + l.name, run: func(t *testing.T) { x.lie(t, l) }})
	}
	cs = append(cs, conformanceCase{name: "lie/venue-answer-lost", exclusive: true, run: x.venueLie},
		conformanceCase{name: "elsewhere", run: x.elsewhere},
		conformanceCase{name: "cancel/before-start", run: x.cancelBeforeStart},
		conformanceCase{name: "expiry/before-start", run: x.expiryBeforeStart})
	for k, p := range s.Phases {
		cs = append(cs, conformanceCase{name: "cancel/" + p.Name + "/in-flight", run: func(t *testing.T) { x.cancelInFlight(t, k) }})
		if k < len(s.Phases)-1 {
			cs = append(cs, conformanceCase{name: "cancel/" + p.Name + "/after-continue", run: func(t *testing.T) { x.cancelAfterContinue(t, k) }})
		}
		cs = append(cs, conformanceCase{name: "expiry/" + p.Name + "/started", run: func(t *testing.T) { x.expiryStarted(t, p) }})
		for _, a := range []answer{answerLost, answerSwallowed} {
			name := map[answer]string{answerLost: "answer-lost", answerSwallowed: "never-sent"}[a]
			cs = append(cs, conformanceCase{name: "verdict/" + p.Name + "/" + name, run: func(t *testing.T) { x.verdict(t, p, a) }})
		}
	}
	return append(cs, conformanceCase{name: "race", run: x.race})
}

// happy: one movement completes, its value moved once.
func (x *exercise) happy(t *testing.T) {
	tr := newTrial(t, x.s)
	w := tr.live("a", nil)
	m := tr.start(x.index(t))
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	tr.expect(m, stateCompleted, 1)
}

// crash: a replica loses its database at point of phase p (the claim not committed,
// the intent committed and Submit not run, or Submit done and its outcome not
// recorded); another replica finishes the movement, with its value moved once. A
// Submit lost before its side effect goes out late, after the movement ended, as a
// request already on the wire would.
func (x *exercise) crash(t *testing.T, p Phase, at point) {
	tr := newTrial(t, x.s)
	proxy, lostPool := testfix.CutPool(t, tr.f.DB)
	trp := newTrap(p.Name, at, true, answerKept)
	lost := tr.workers("lost", lostPool, trp)
	live := tr.live("live", nil)
	m := tr.start(x.index(t))
	stop := lost.background()
	tr.await(m, fmt.Sprintf("the lost replica to reach %s of %s", at, p.Name), trp.hasFired, lost)
	proxy.Cut()
	if at != beforeSubmit {
		trp.open() // it carries on into a database that is gone
	}
	stop()
	tr.until(m, "the live replica to end the movement", tr.ended(m), everyStage, live)
	trp.open()
	lost.d.Wait()
	tr.expect(m, stateCompleted, 1)
}

// cancelBeforeStart: a movement cancelled before any claim never starts.
func (x *exercise) cancelBeforeStart(t *testing.T) {
	tr := newTrial(t, x.s)
	w := tr.live("a", nil)
	m := tr.start(x.index(t))
	res, err := tr.f.Svc.Cancel(context.Background(), m.ID, "ops-1", "conformance: cancel before the first claim")
	require.NoError(t, err)
	require.Equal(t, movement.Cancelled, res)
	w.round(context.Background(), everyStage, nil)
	require.Zero(t, tr.intents(m), "a cancelled movement's node got an intent")
	tr.expect(m, stateCancelled, 0)
}

// cancelInFlight: a cancel arrives while phase k's Submit is under way. The phase
// finishes; the node runs to its end when a phase up to k moved value, and is
// cancelled otherwise.
func (x *exercise) cancelInFlight(t *testing.T, k int) {
	tr := newTrial(t, x.s)
	trp := newTrap(x.s.Phases[k].Name, beforeSubmit, true, answerKept)
	w := tr.live("a", trp)
	m := tr.start(x.index(t))
	tr.until(m, "phase "+x.s.Phases[k].Name+" to be submitted", trp.hasFired, everyStage, w)
	_, err := tr.f.Svc.Cancel(context.Background(), m.ID, "ops-1", "conformance: cancel in flight")
	require.NoError(t, err)
	trp.open()
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	x.expectCancelled(tr, m, k)
}

// cancelAfterContinue: a cancel arrives after phase k's Continue, before the next
// phase is claimed.
func (x *exercise) cancelAfterContinue(t *testing.T, k int) {
	tr := newTrial(t, x.s)
	w := tr.live("a", nil)
	m := tr.start(x.index(t))
	tr.untilBetween(m, "phase "+x.s.Phases[k].Name+"'s Continue", tr.between(m, x.s.Phases[k].Name), everyStage, w)
	_, err := tr.f.Svc.Cancel(context.Background(), m.ID, "ops-1", "conformance: cancel between phases")
	require.NoError(t, err)
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	x.expectCancelled(tr, m, k)
}

// expectCancelled checks the end of a movement cancelled at phase k: value moved iff a
// phase up to k moves value, and then the node ran to its end.
func (x *exercise) expectCancelled(tr *trial, m Movement, k int) {
	tr.t.Helper()
	if x.s.valueBy(k) {
		tr.expect(m, stateCompleted, 1)
		return
	}
	tr.expect(m, stateCancelled, 0)
}

// expiryBeforeStart: a movement whose deadline passed before it started is never
// dispatched.
func (x *exercise) expiryBeforeStart(t *testing.T) {
	tr := newTrial(t, x.s)
	w := tr.live("a", nil)
	m := tr.start(x.index(t))
	tr.pastDeadline(m)
	tr.until(m, "the movement to expire", tr.ended(m), everyStage, w)
	require.Zero(t, tr.intents(m), "an expired movement's node got an intent")
	tr.expect(m, stateExpired, 0)
}

// expiryStarted: a movement whose deadline passes while phase p is under way runs to
// its end.
func (x *exercise) expiryStarted(t *testing.T, p Phase) {
	tr := newTrial(t, x.s)
	trp := newTrap(p.Name, beforeSubmit, true, answerKept)
	w := tr.live("a", trp)
	m := tr.start(x.index(t))
	tr.until(m, "phase "+p.Name+" to be submitted", trp.hasFired, everyStage, w)
	tr.pastDeadline(m)
	trp.open()
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	tr.expect(m, stateCompleted, 1)
}

// pastDeadline moves m's deadline into the past, as time passing would.
func (tr *trial) pastDeadline(m Movement) {
	tr.t.Helper()
	testfix.PassDeadline(tr.t, tr.f.Pool, m.ID)
}

// verdict: phase p's Submit leaves the node UNKNOWN — its answer lost after the side
// effect, or the request lost before it — and operators propose and approve not_sent
// before recovery looks. Recovery must only read evidence while the verdict is open,
// apply it only on proof that the attempt can no longer land, and refuse it when the
// attempt landed: the value moves once either way, and a request that was never sent
// lands only if someone re-sent it, which nobody may while the verdict is open.
func (x *exercise) verdict(t *testing.T, p Phase, a answer) {
	if p.Waits && a == answerSwallowed {
		t.Skipf("%s: phase %s sends nothing itself, so no request of it can get lost", x.s.Key, p.Name)
	}
	tr := newTrial(t, x.s)
	trp := newTrap(p.Name, beforeSubmit, false, a)
	w := tr.live("a", trp)
	m := tr.start(x.index(t))
	unknown := func() bool { return trp.hasFired() && tr.node(m).state == "UNKNOWN" }
	tr.until(m, "phase "+p.Name+"'s node to be UNKNOWN", unknown, dispatch|observe, w)
	ctx := context.Background()
	n := tr.node(m)
	v, err := tr.f.Svc.ProposeVerdict(ctx, movement.ProposeVerdictInput{NodeID: n.ID, Attempt: n.Attempt,
		Verdict: movement.VerdictNotSent, Reason: "conformance: nothing seen", By: "ops-1"})
	require.NoError(t, err)
	_, err = tr.f.Svc.ApproveVerdict(ctx, v.ID, "ops-2")
	require.NoError(t, err)
	tr.until(m, "the movement to end", tr.ended(m), everyStage, w)
	tr.expect(m, stateCompleted, 1)
	require.Positive(t, w.tap.openRecovers.Load(), "recovery never told Recover a verdict was open")
	got, err := db.Wrap(tr.f.Pool).Verdicts().Get(ctx, v.ID)
	require.NoError(t, err)
	if a == answerSwallowed {
		require.Equal(t, "APPLIED", got.State,
			"the attempt was never sent, yet the verdict ended %s (proof: %v): only a re-broadcast or replay while the verdict was open could have landed it\n%s",
			got.State, deref(got.Proof), tr.describe(m))
		return
	}
	require.Contains(t, []string{"APPLIED", "REFUSED"}, got.State, "proof: %v\n%s", deref(got.Proof), tr.describe(m))
}

// race: two replicas work on the same movements at once; each moves its value once.
func (x *exercise) race(t *testing.T) {
	tr := newTrial(t, x.s)
	a, b := tr.live("a", nil), tr.live("b", nil)
	ms := make([]Movement, raceMovements)
	for j := range ms {
		ms[j] = tr.start(x.index(t))
	}
	stopA, stopB := a.background(), b.background()
	defer stopB()
	defer stopA()
	for _, m := range ms {
		tr.await(m, "the movement to end", tr.ended(m), a, b)
	}
	for _, m := range ms {
		tr.expect(m, stateCompleted, 1)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
