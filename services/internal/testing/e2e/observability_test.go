package e2e_test

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

// metricsAddr finds where a process serves /metrics, from its log.
func metricsAddr(t *testing.T, p *proc) string {
	t.Helper()
	re := regexp.MustCompile(`"addr":"([^"]+)"[^\n]*"message":"metrics endpoint listening"`)
	var addr string
	require.Eventually(t, func() bool {
		if m := re.FindStringSubmatch(p.out.String()); m != nil {
			addr = m[1]
		}
		return addr != ""
	}, 30*time.Second, 10*time.Millisecond, "%s never said where it serves metrics", p.name)
	return addr
}

func scrape(t *testing.T, addr string) string {
	t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+"/metrics", nil)
	require.NoError(t, err)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer func() { _ = res.Body.Close() }()
	require.Equal(t, http.StatusOK, res.StatusCode)
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return string(b)
}

// sample returns the value of the first sample of a series whose line contains every
// fragment, or -1.
func sample(metrics, name string, fragments ...string) float64 {
	for _, line := range strings.Split(metrics, "\n") {
		if !strings.HasPrefix(line, name) || strings.HasPrefix(line, "#") {
			continue
		}
		ok := true
		for _, f := range fragments {
			ok = ok && strings.Contains(line, f)
		}
		if !ok {
			continue
		}
		var v float64
		fields := strings.Fields(line)
		if _, err := fmtSscan(fields[len(fields)-1], &v); err == nil {
			return v
		}
	}
	return -1
}

// After a movement completes, every deployable's /metrics has its series with sane
// values, and no process ever logged a secret it was given.
func TestMetricsAndSecretHygiene(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	a := e.startAPI()
	dispatcher := e.start("dispatcher")
	observer := e.start("observer")
	recovery := e.start("recovery")
	a.template("pay", `{"nodes":[{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{"outcome":"unknown_then_complete"},"depends_on":["a"]}]}`)
	c, err := a.mov.CreateMovement(a.as("alice"), &qtgv1.CreateMovementRequest{TemplateName: "pay", IdempotencyKey: "m-1"})
	require.NoError(t, err)
	_, err = a.mov.ApproveMovement(a.as("bob"), &qtgv1.ApproveMovementRequest{Id: c.GetMovement().GetId(), PlanHash: c.GetMovement().GetPlanHash()})
	require.NoError(t, err)
	id, err := uuid.Parse(c.GetMovement().GetId())
	require.NoError(t, err)
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, time.Minute))

	d := scrape(t, metricsAddr(t, dispatcher))
	require.Equal(t, float64(2), sample(d, "qtg_node_transitions_total", `from="READY"`, `to="SUBMITTING"`, `executor="noop"`))
	require.Equal(t, float64(2), sample(d, "qtg_node_transitions_total", `from="SUBMITTING"`, `to="SUBMITTED"`, `executor="noop"`))
	require.Positive(t, sample(d, "qtg_claim_duration_seconds_count", `worker="dispatcher"`))
	require.Positive(t, sample(d, "qtg_batch_duration_seconds_count", `worker="dispatcher"`))
	require.Positive(t, sample(d, "qtg_executor_call_duration_seconds_count", `phase="submit"`))
	require.Equal(t, float64(0), sample(d, "qtg_worker_backoff_seconds", `worker="dispatcher"`))

	o := scrape(t, metricsAddr(t, observer))
	require.Equal(t, float64(1), sample(o, "qtg_node_transitions_total", `to="COMPLETED"`, `executor="noop"`))
	require.Equal(t, float64(1), sample(o, "qtg_node_transitions_total", `to="UNKNOWN"`, `executor="noop"`), "observer handed b to recovery")
	require.Positive(t, sample(o, "qtg_executor_call_duration_seconds_count", `phase="observe"`))

	r := scrape(t, metricsAddr(t, recovery))
	require.Positive(t, sample(r, "qtg_node_transitions_total", `from="IN_FLIGHT"`, `to="COMPLETED"`))
	require.Positive(t, sample(r, "qtg_executor_call_duration_seconds_count", `phase="recover"`))

	g := scrape(t, metricsAddr(t, a.proc))
	require.Positive(t, sample(g, "rpc_server_call_duration_seconds_count", `rpc_method="qtg.v1.MovementService/CreateMovement"`))
	require.GreaterOrEqual(t, sample(g, "qtg_oldest_claimable_node_age_seconds"), float64(0))
	require.GreaterOrEqual(t, sample(g, "qtg_worker_heartbeat_age_seconds", `worker="dispatcher"`), float64(0))
	require.Equal(t, float64(0), sample(g, "qtg_workers_stalled", `worker="dispatcher"`))
	// The gauges the chart's alerts read, under the names the rules use.
	require.Equal(t, float64(1), sample(g, "qtg_workers_live", `worker="dispatcher"`))
	require.Equal(t, float64(0), sample(g, "qtg_verdicts_proposed"))
	require.GreaterOrEqual(t, sample(g, "qtg_audit_promotion_lag_seconds"), float64(0))
	require.Positive(t, sample(g, "qtg_db_connections_in_use"))
	require.GreaterOrEqual(t, sample(g, "qtg_db_connections_max"), sample(g, "qtg_db_connections_in_use"))
	require.NotContains(t, g+d+o+r, c.GetMovement().GetId(), "metric labels must not carry IDs")

	// Every sidecar deployable serves its batch metrics too.
	for _, name := range []string{"expiration-checker", "executor-health", "audit-outbox-promoter", "template-proposal-expiration", "callback-dispatcher"} {
		p := e.start(name, "MG_CALLBACK_SECRETS=metrics-test-secret-0123456789")
		addr := metricsAddr(t, p)
		require.Eventually(t, func() bool {
			return sample(scrape(t, addr), "qtg_batch_duration_seconds_count", `worker="`+name+`"`) > 0
		}, 30*time.Second, 50*time.Millisecond, "%s has no batch metrics", name)
	}

	// Secrets: the database password and every bearer token never reach a log.
	u, err := url.Parse(e.url)
	require.NoError(t, err)
	password, ok := u.User.Password()
	require.True(t, ok)
	secrets := []string{password}
	for _, tok := range a.tokens {
		secrets = append(secrets, tok)
	}
	for _, p := range []*proc{a.proc, dispatcher, observer, recovery} {
		out := p.out.String()
		require.NotEmpty(t, out)
		for _, s := range secrets {
			require.NotContains(t, out, s, "%s logged a secret", p.name)
		}
	}
}
