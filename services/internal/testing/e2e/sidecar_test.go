package e2e_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/app/audit"
	"github.com/qtgdev/qtg/services/internal/app/callback"
	"github.com/qtgdev/qtg/services/internal/app/movement"
)

// Sidecar settings every sidecar process of these tests gets: fast polls, loopback
// receivers allowed, two signing secrets (a rotation in progress).
const (
	secretNew = "e2e-new-secret-0123456789abcdef"
	secretOld = "e2e-old-secret-0123456789abcdef"
)

var sidecarEnv = []string{
	"MG_SIDECAR_INTERVAL=100ms", "MG_EXECUTOR_HEALTH_INTERVAL=200ms", "MG_CALLBACK_ALLOW_PRIVATE=true",
	"MG_CALLBACK_SECRETS=" + secretNew + "," + secretOld, "MG_CALLBACK_BACKOFF=50ms",
}

var sidecars = []string{"callback-dispatcher", "expiration-checker", "executor-health", "audit-outbox-promoter", "template-proposal-expiration"}

// hook is a callback receiver on 127.0.0.1 that records the events it accepted, after
// checking that the signature verifies with each of the two secrets.
type hook struct {
	srv *httptest.Server
	mu  sync.Mutex
	// accepted lists the event IDs answered 2xx, in order.
	accepted []callback.Event
	// block, when it returns true for a request, holds that request until its client
	// goes away.
	block func(callback.Event) bool
}

func newHook(t *testing.T, block func(callback.Event) bool) *hook {
	t.Helper()
	h := &hook{block: block}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		var ev callback.Event
		require.NoError(t, json.Unmarshal(body, &ev))
		for _, secret := range []string{secretNew, secretOld} {
			if err := callback.VerifySignature(r.Header.Get(callback.HeaderSignature), body, time.Now(), 5*time.Minute, []byte(secret)); err != nil {
				t.Errorf("signature with %s: %v", secret, err)
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
		}
		if h.block != nil && h.block(ev) {
			<-r.Context().Done()
			return
		}
		h.mu.Lock()
		h.accepted = append(h.accepted, ev)
		h.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(h.srv.Close)
	return h
}

func (h *hook) events() []callback.Event {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]callback.Event(nil), h.accepted...)
}

// createWith creates a movement of template with a callback URL and a deadline.
func (e *env) createWith(template, callbackURL string, expiresAt *time.Time) (uuid.UUID, []byte) {
	e.t.Helper()
	req, _, err := e.svc.Create(context.Background(), movement.CreateInput{
		TemplateName: template, Params: json.RawMessage(`{}`), IdempotencyKey: uuid.NewString(), CreatedBy: "carol",
		CallbackURL: callbackURL, ExpiresAt: expiresAt,
	})
	require.NoError(e.t, err)
	return req.ID, req.PlanHash
}

// A callback dispatcher SIGKILLed while its receiver is still answering loses
// nothing: the killed transaction releases the row unchanged, and a new process
// delivers the same event (same ID) — the receiver may see it twice.
func TestCallbackDispatcherKilledMidDelivery(t *testing.T) {
	t.Parallel()
	e := newEnv(t, sidecarEnv...)
	entered := make(chan uuid.UUID, 1)
	var mu sync.Mutex
	first := true
	h := newHook(t, func(ev callback.Event) bool {
		mu.Lock()
		defer mu.Unlock()
		if !first {
			return false
		}
		first = false
		entered <- ev.ID
		return true
	})
	tmpl := e.template(`{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	victim := e.start("callback-dispatcher", "MG_CALLBACK_TIMEOUT=10m")
	id, hash := e.createWith(tmpl, h.srv.URL+"/qtg", nil)
	e.approve(id, hash) // queues movement.approved; no core worker runs, so nothing else

	var eventID uuid.UUID
	select {
	case eventID = <-entered:
	case <-time.After(30 * time.Second):
		t.Fatal("the receiver was never called")
	}
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM callback_outbox WHERE id = $1 AND movement_id = $2
		AND event_type = 'movement.approved' AND callback_state = 'PENDING' AND tries = 0`, eventID, id))
	victim.kill()

	e.start("callback-dispatcher")
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM callback_outbox WHERE id = $1 AND callback_state = 'DELIVERED'`, eventID) == 1
	}, 30*time.Second, 20*time.Millisecond)
	require.Equal(t, 1, e.scalar(`SELECT tries FROM callback_outbox WHERE id = $1`, eventID), "the killed attempt left no trace")
	got := h.events()
	require.Len(t, got, 1)
	require.Equal(t, eventID, got[0].ID, "the same event, under the same ID")
	require.Equal(t, id, got[0].MovementID)
	require.Equal(t, "APPROVED", got[0].State)
}

// The all-in-one runtime with every worker, one sidecar panicking on every pass: the
// crash is logged with its stack and isolated — the process stays up, movements
// complete, the other sidecars work — and every worker shows in worker_heartbeats.
func TestSidecarPanicIsIsolatedInAllInOne(t *testing.T) {
	t.Parallel()
	e := newEnv(t, sidecarEnv...)
	h := newHook(t, nil)
	tmpl := e.template(`{"nodes":[{"key":"a","executor":"noop","config":{}},{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
	all := append([]string{"dispatcher", "observer", "recovery"}, sidecars...)
	p := e.start("qtg", "MG_WORKERS="+strings.Join(all, ","), "MG_FAULT_PANIC_WORKERS=callback-dispatcher")

	var ids []uuid.UUID
	for range 5 {
		id, hash := e.createWith(tmpl, h.srv.URL, nil)
		e.approve(id, hash)
		ids = append(ids, id)
	}
	require.Equal(t, map[string]int{"COMPLETED": 5}, e.waitFinished(ids, time.Minute), "core workers keep advancing movements")
	require.Eventually(t, func() bool {
		out := p.out.String()
		return strings.Contains(out, `"worker":"callback-dispatcher"`) && strings.Contains(out, "worker crashed") &&
			strings.Contains(out, "fault injection") && strings.Contains(out, `"stack":`)
	}, 30*time.Second, 20*time.Millisecond, "the crash is logged with its stack")
	require.False(t, p.exited(), "a sidecar crash does not stop the process")
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE worker_name = 'callback-dispatcher' AND consecutive_errors > 0`) == 1
	}, 30*time.Second, 20*time.Millisecond, "the crashed sidecar reports its errors")
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(DISTINCT worker_name)::int FROM worker_heartbeats WHERE worker_name = ANY($1)`, all) == len(all)
	}, 30*time.Second, 20*time.Millisecond, "every worker shows in worker_heartbeats")
	require.Empty(t, h.events(), "callbacks wait for the dispatcher; nothing is lost")
	require.Equal(t, 15, e.scalar(`SELECT count(*)::int FROM callback_outbox WHERE movement_id = ANY($1) AND callback_state = 'PENDING'`, ids))

	// The other sidecars did their work meanwhile.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM executor_health WHERE executor_key = 'noop' AND status = 'UP'`) == 1
	}, 30*time.Second, 20*time.Millisecond)
	require.Eventually(t, func() bool { return e.scalar(`SELECT count(*)::int FROM audit_outbox_events`) == 0 }, 30*time.Second, 20*time.Millisecond)
	rep, err := audit.Verify(context.Background(), db.Wrap(e.pool).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK, "%+v", rep)
	require.Positive(t, rep.HeadSeq)
}

// Each sidecar as its own deployable: it heartbeats under its name and does its job;
// SIGTERM stops it cleanly.
func TestSidecarDeployables(t *testing.T) {
	t.Parallel()
	e := newEnv(t, sidecarEnv...)
	ctx := context.Background()
	h := newHook(t, nil)
	tmpl := e.template(`{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	deadline := time.Now().Add(time.Hour)
	late, hash := e.createWith(tmpl, h.srv.URL, &deadline)
	e.approve(late, hash)
	_, err := e.pool.Exec(ctx, `UPDATE movements SET expires_at = now() - interval '1 second' WHERE id = $1`, late)
	require.NoError(t, err)
	proposal, err := e.svc.ProposeTemplate(ctx, "late-"+uuid.NewString()[:8], []byte(`{"nodes":[{"key":"a","executor":"noop","config":{}}]}`), "alice", time.Hour)
	require.NoError(t, err)
	_, err = e.pool.Exec(ctx, `UPDATE movement_templates SET proposal_expires_at = now() - interval '1 second' WHERE id = $1`, proposal.ID)
	require.NoError(t, err)

	procs := map[string]*proc{}
	for _, name := range sidecars {
		procs[name] = e.start(name)
	}
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE worker_name = ANY($1) AND tier = 'sidecar' AND status = 'live'`, sidecars) == len(sidecars)
	}, 30*time.Second, 20*time.Millisecond, "every sidecar shows in worker_heartbeats")

	// expiration-checker, then callback-dispatcher delivering the expiry.
	require.Eventually(t, func() bool {
		for _, ev := range h.events() {
			if ev.MovementID == late && ev.Type == "movement.expired" {
				return true
			}
		}
		return false
	}, 30*time.Second, 20*time.Millisecond)
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM movements WHERE id = $1 AND movement_state = 'EXPIRED'`, late))
	// template-proposal-expiration.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM movement_templates WHERE id = $1 AND template_state = 'EXPIRED'`, proposal.ID) == 1
	}, 30*time.Second, 20*time.Millisecond)
	// executor-health.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM executor_health WHERE executor_key = 'noop' AND status = 'UP'`) == 1
	}, 30*time.Second, 20*time.Millisecond)
	// audit-outbox-promoter: everything above ends in a verified chain.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM audit_outbox_events`) == 0 &&
			e.scalar(`SELECT count(*)::int FROM audit_log WHERE action IN ('APPROVED->EXPIRED', 'PROPOSED->EXPIRED')`) == 2
	}, 30*time.Second, 20*time.Millisecond)
	rep, err := audit.Verify(ctx, db.Wrap(e.pool).Conn)
	require.NoError(t, err)
	require.True(t, rep.OK, "%+v", rep)

	for name, p := range procs {
		p.stop(t)
		require.NoError(t, p.err, "%s exit status after SIGTERM", name)
	}
	require.Equal(t, len(sidecars), e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE worker_name = ANY($1) AND status = 'stopped'`, sidecars))
}
