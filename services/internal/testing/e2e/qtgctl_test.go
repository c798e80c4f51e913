package e2e_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// qtgctl runs the CLI as the named principal and returns its output and exit code.
func (a *api) qtgctl(principal string, args ...string) (string, int) {
	a.e.t.Helper()
	cmd := exec.CommandContext(context.Background(), filepath.Join(bins, "qtgctl"), args...)
	cmd.Env = append(cmd.Environ(), "QTG_ADDR="+a.addr, "QTG_TOKEN="+a.tokens[principal], "QTG_INSECURE=true")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return string(out), exit.ExitCode()
	}
	require.NoError(a.e.t, err)
	return string(out), 0
}

// The operator's view through the real CLI: workers, dead-lettered callbacks and their
// retry, and the audit log's verification before and after tampering.
func TestQtgctlOperations(t *testing.T) {
	t.Parallel()
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "down for maintenance", http.StatusServiceUnavailable)
	}))
	t.Cleanup(receiver.Close)
	e := newEnv(t, "MG_CALLBACK_SECRETS=s3cret-callback-key", "MG_CALLBACK_ALLOW_PRIVATE=true",
		"MG_CALLBACK_MAX_TRIES=2", "MG_CALLBACK_BACKOFF=50ms", "MG_CALLBACK_TIMEOUT=2s")
	a := e.startAPI()
	workers := e.start("qtg", "MG_WORKERS=dispatcher,observer,recovery,callback-dispatcher,audit-outbox-promoter")
	a.template("pay", `{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "cb-1", CallbackUrl: receiver.URL + "/hook"})
	require.NoError(t, err)
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	id := uuid.MustParse(c.GetMovement().GetId())
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, time.Minute))

	out, code := a.qtgctl("ops1", "workers")
	require.Equal(t, 0, code, out)
	for _, w := range []string{"dispatcher", "observer", "recovery", "callback-dispatcher", "audit-outbox-promoter"} {
		require.Contains(t, out, w)
	}

	// Every callback of the movement ends in the dead letter; the CLI lists and retries.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM callback_outbox WHERE callback_state = 'DEAD'`) >= 3
	}, time.Minute, 50*time.Millisecond, "approved, executing and completed callbacks dead-lettered")
	out, code = a.qtgctl("vic", "callbacks", "list", "--movement", id.String())
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "movement.completed")
	var dead string
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT id::text FROM callback_outbox WHERE event_type = 'movement.completed'`).Scan(&dead))
	out, code = a.qtgctl("vic", "callbacks", "retry", dead)
	require.Equal(t, 1, code, "viewers may not retry: %s", out)
	require.Contains(t, out, "PermissionDenied")
	out, code = a.qtgctl("ops1", "callbacks", "retry", dead)
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "queued again")

	// The audit log verifies, then a tampered row is found.
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM audit_log`) >= 5 && e.scalar(`SELECT count(*)::int FROM audit_outbox_events`) == 0
	}, time.Minute, 50*time.Millisecond)
	out, code = a.qtgctl("ops1", "audit", "verify")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "audit log intact")
	_, err = e.pool.Exec(context.Background(), `UPDATE audit_log SET actor = 'mallory' WHERE seq = 3`)
	require.NoError(t, err)
	// An in-place edit of a row the promoter's checkpoint may already cover is the full
	// walk's to find (the default, incremental verify starts at the checkpoint).
	out, code = a.qtgctl("ops1", "audit", "verify", "--full")
	require.Equal(t, 1, code, out)
	require.True(t, strings.Contains(out, "BROKEN at seq 3"), out)

	// The callback signing secret never reaches a log.
	require.Contains(t, workers.out.String(), "callback dead-lettered")
	require.NotContains(t, workers.out.String()+a.proc.out.String(), "s3cret-callback-key")
}
