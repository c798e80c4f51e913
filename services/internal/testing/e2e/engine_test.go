package e2e_test

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"
)

// shapes are the DAG shapes the mixed run uses; %s is each node's config.
var shapes = map[string]string{
	"chain": `{"nodes":[
		{"key":"a","executor":"noop","config":%[1]s},
		{"key":"b","executor":"noop","config":%[2]s,"depends_on":["a"]},
		{"key":"c","executor":"noop","config":%[1]s,"depends_on":["b"]}]}`,
	"fan-out": `{"nodes":[
		{"key":"a","executor":"noop","config":%[1]s},
		{"key":"b","executor":"noop","config":%[2]s,"depends_on":["a"]},
		{"key":"c","executor":"noop","config":%[1]s,"depends_on":["a"]},
		{"key":"d","executor":"noop","config":%[1]s,"depends_on":["a"]}]}`,
	"fan-in": `{"nodes":[
		{"key":"a","executor":"noop","config":%[1]s},
		{"key":"b","executor":"noop","config":%[2]s},
		{"key":"c","executor":"noop","config":%[1]s},
		{"key":"d","executor":"noop","config":%[1]s,"depends_on":["a","b","c"]}]}`,
	"diamond": `{"nodes":[
		{"key":"a","executor":"noop","config":%[1]s},
		{"key":"b","executor":"noop","config":%[2]s,"depends_on":["a"]},
		{"key":"c","executor":"noop","config":%[1]s,"depends_on":["a"]},
		{"key":"d","executor":"noop","config":%[1]s,"depends_on":["b","c"]}]}`,
}

// 200 movements of mixed shapes run through two replicas each of the dispatcher,
// observer and recovery processes. Every side effect happens exactly once and no
// child starts before all its parents completed.
func TestMixedMovementsAcrossProcesses(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	// Some nodes take a detour through UNKNOWN and recovery, some stay pending for a
	// few polls; the rest complete at once.
	special := []string{`{"outcome":"unknown_then_complete"}`, `{"outcome":"recoverable_not_sent"}`,
		`{"pending_polls":2,"latency_ms":2}`, `{"retryable_tries":1}`, `{}`}
	var templates []string
	for _, shape := range []string{"chain", "fan-out", "fan-in", "diamond"} {
		for _, s := range special {
			templates = append(templates, e.template(fmt.Sprintf(shapes[shape], `{"latency_ms":1}`, s)))
		}
	}
	for range 2 {
		e.start("dispatcher")
		e.start("observer")
		e.start("recovery")
	}

	const movements = 200
	ids := make([]uuid.UUID, 0, movements)
	for i := range movements {
		id, hash := e.create(templates[i%len(templates)], map[string]any{})
		e.approve(id, hash)
		ids = append(ids, id)
	}
	states := e.waitFinished(ids, 3*time.Minute)
	require.Equal(t, map[string]int{"COMPLETED": movements}, states)

	require.Equal(t, 0, e.scalar(`
		SELECT count(*)::int FROM movement_nodes n
		WHERE n.movement_id = ANY($1)
		  AND (n.node_state <> 'COMPLETED' OR (SELECT count(*) FROM noop_side_effects s WHERE s.node_id = n.id AND NOT s.fenced) <> 1)`, ids),
		"every node completes with exactly one side effect")
	require.Equal(t, 0, e.scalar(`
		SELECT count(*)::int FROM movement_plan_edges e
		JOIN movement_nodes parent ON parent.id = e.parent_node_id
		JOIN node_intents child ON child.node_id = e.child_node_id
		WHERE e.movement_id = ANY($1) AND child.created_at < parent.finished_at`, ids),
		"a child was prepared before its parent completed")
	require.Equal(t, 0, e.scalar(`
		SELECT count(*)::int FROM movement_plan_edges e
		JOIN movement_nodes parent ON parent.id = e.parent_node_id
		JOIN noop_side_effects child ON child.node_id = e.child_node_id
		WHERE e.movement_id = ANY($1) AND NOT child.fenced AND child.performed_at < parent.finished_at`, ids),
		"a child's side effect happened before its parent completed")
	// The detours really happened, through both kinds of recovery.
	require.Positive(t, e.scalar(`SELECT count(*)::int FROM movement_nodes WHERE movement_id = ANY($1) AND tries = 2`, ids))
	require.Positive(t, e.scalar(`SELECT count(*)::int FROM audit_outbox_events WHERE action = '->UNKNOWN'`))
	// Both replicas of each worker took part.
	require.Equal(t, 2, e.scalar(`SELECT count(DISTINCT actor)::int FROM audit_outbox_events WHERE action = 'READY->SUBMITTING'`))
	require.Equal(t, 6, e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE status <> 'stopped'`))
}

// A dispatcher killed after its intent commit but before the submit, and another
// killed after the submit but before recording it: recovery resolves both from the
// evidence, and nothing happens twice.
func TestDispatcherKilledMidFlight(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		config    string
		point     string
		wantTries int
	}{
		{name: "between intent commit and submit", config: `{"pause_before_submit_ms":600000}`, point: "before_submit", wantTries: 2},
		{name: "after submit before recording it", config: `{"pause_after_submit_ms":600000}`, point: "after_submit", wantTries: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			tmpl := e.template(`{"nodes":[{"key":"a","executor":"noop","config":` + tt.config + `},
				{"key":"b","executor":"noop","config":{},"depends_on":["a"]}]}`)
			victim := e.start("dispatcher")
			e.start("observer")
			e.start("recovery")
			id, hash := e.create(tmpl, map[string]any{})
			e.approve(id, hash)

			var pid int
			require.Eventually(t, func() bool {
				err := e.pool.QueryRow(context.Background(), `SELECT m.pid FROM noop_markers m
					JOIN movement_nodes n ON n.id = m.node_id WHERE n.movement_id = $1 AND m.point = $2`, id, tt.point).Scan(&pid)
				return err == nil
			}, 30*time.Second, 20*time.Millisecond)
			require.Equal(t, victim.pid(), pid, "the marker must come from the dispatcher this test started")
			victim.kill()
			require.Equal(t, "SUBMITTING", e.nodeState(id, "a"), "the killed dispatcher leaves the node SUBMITTING with its intent")

			e.start("dispatcher") // a replacement, as Kubernetes would start
			require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, time.Minute))
			require.Equal(t, 0, e.scalar(`SELECT count(*)::int FROM movement_nodes n WHERE n.movement_id = $1
				AND (SELECT count(*) FROM noop_side_effects s WHERE s.node_id = n.id AND NOT s.fenced) <> 1`, id), "exactly one side effect per node")
			require.Equal(t, tt.wantTries, e.scalar(`SELECT tries FROM movement_nodes WHERE movement_id = $1 AND node_key = 'a'`, id))
		})
	}
}

func (e *env) nodeState(id uuid.UUID, key string) string {
	e.t.Helper()
	var s string
	require.NoError(e.t, e.pool.QueryRow(context.Background(),
		`SELECT node_state FROM movement_nodes WHERE movement_id = $1 AND node_key = $2`, id, key).Scan(&s))
	return s
}

// Two observer processes over the same nodes never observe one node at overlapping
// times: the noop executor records each observation's start and end.
func TestObserversNeverOverlap(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	tmpl := e.template(`{"nodes":[{"key":"a","executor":"noop","config":{"pending_polls":6,"latency_ms":15,"track_observations":true}},
		{"key":"b","executor":"noop","config":{"pending_polls":6,"latency_ms":15,"track_observations":true}}]}`)
	e.start("dispatcher")
	e.start("recovery")
	e.start("observer", "MG_POLL_INTERVAL=20ms")
	e.start("observer", "MG_POLL_INTERVAL=20ms")
	var ids []uuid.UUID
	for range 20 {
		id, hash := e.create(tmpl, map[string]any{})
		e.approve(id, hash)
		ids = append(ids, id)
	}
	require.Equal(t, map[string]int{"COMPLETED": 20}, e.waitFinished(ids, 2*time.Minute))
	require.Equal(t, 0, e.scalar(`
		SELECT count(*)::int FROM noop_observations a
		JOIN noop_observations b ON a.node_id = b.node_id AND a.id < b.id
		WHERE a.started_at < b.ended_at AND b.started_at < a.ended_at`), "two observations of one node overlapped")
	require.Equal(t, 2, e.scalar(`SELECT count(DISTINCT observer)::int FROM noop_observations`), "both observers must have worked")
	require.GreaterOrEqual(t, e.scalar(`SELECT count(*)::int FROM noop_observations`), 20*2*7)
}

// With MG_WORKERS_ENABLED=false nothing advances: an approved movement stays APPROVED.
// The gated process says so: a 'gated' heartbeat for each worker it would run, with
// its build (what --version prints), and 'stopped' at SIGTERM, so a frozen network
// does not look dead. Turning the gate on lets the same movement finish.
func TestWorkersDisabledGate(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	tmpl := e.template(`{"nodes":[{"key":"a","executor":"noop","config":{}}]}`)
	id, hash := e.create(tmpl, map[string]any{})
	e.approve(id, hash)

	gated := e.start("qtg", "MG_WORKERS_ENABLED=false", "MG_POLL_INTERVAL=20ms", "MG_INSTANCE_ID=gated-qtg")
	require.Eventually(t, func() bool { return strings.Contains(gated.out.String(), "MG_WORKERS_ENABLED is not true") },
		30*time.Second, 10*time.Millisecond)
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE instance_id = 'gated-qtg' AND status = 'gated'`) == 3
	}, 30*time.Second, 20*time.Millisecond, "a gated heartbeat for each of dispatcher, observer and recovery")
	// Fifty poll intervals of an enabled worker.
	time.Sleep(time.Second)
	var state string
	require.NoError(t, e.pool.QueryRow(context.Background(), `SELECT movement_state FROM movements WHERE id = $1`, id).Scan(&state))
	require.Equal(t, "APPROVED", state)
	require.Equal(t, 0, e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE status <> 'gated'`), "a gated process runs no worker")

	version, err := exec.CommandContext(context.Background(), filepath.Join(bins, "qtg"), "--version").Output()
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(string(version), "qtg "+e2eVersion+" (commit "+e2eCommit+", go"), string(version))
	rows, err := e.pool.Query(context.Background(), `SELECT worker_name, version, expected_interval_seconds FROM worker_heartbeats ORDER BY worker_name`)
	require.NoError(t, err)
	beats, err := pgx.CollectRows(rows, pgx.RowToStructByPos[struct {
		Worker   string
		Version  string
		Interval float64
	}])
	require.NoError(t, err)
	require.Len(t, beats, 3)
	for i, w := range []string{"dispatcher", "observer", "recovery"} {
		require.Equal(t, w, beats[i].Worker)
		require.Equal(t, e2eVersion+" ("+e2eCommit+")", beats[i].Version, "the build --version names")
		require.Equal(t, 30.0, beats[i].Interval, "a gated process ticks every 30 s")
	}
	gated.stop(t)
	require.NoError(t, gated.err, "exit status after SIGTERM")
	require.Equal(t, 3, e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE instance_id = 'gated-qtg' AND status = 'stopped'`))

	e.start("qtg")
	require.Equal(t, map[string]int{"COMPLETED": 1}, e.waitFinished([]uuid.UUID{id}, time.Minute))
}

// The health endpoints report ready once every worker wrote a heartbeat (each carrying
// the process's build), and SIGTERM stops the all-in-one runtime cleanly: exit code 0,
// heartbeats 'stopped'.
func TestReadinessAndSigterm(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	p := e.start("qtg")
	addr := regexp.MustCompile(`"addr":"([^"]+)".*health endpoints listening`)
	var base string
	require.Eventually(t, func() bool {
		m := addr.FindStringSubmatch(p.out.String())
		if m != nil {
			base = "http://" + m[1]
		}
		return m != nil
	}, 30*time.Second, 10*time.Millisecond)
	require.Eventually(t, func() bool {
		return e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE status = 'live'`) == 3
	}, 30*time.Second, 20*time.Millisecond)
	require.Equal(t, 3, e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE version = $1`, e2eVersion+" ("+e2eCommit+")"),
		"every heartbeat carries the build")
	for _, path := range []string{"/livez", "/readyz"} {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, base+path, nil)
		require.NoError(t, err)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		require.NoError(t, res.Body.Close())
		require.Equal(t, http.StatusOK, res.StatusCode, path)
	}
	p.stop(t)
	require.NoError(t, p.err, "exit status after SIGTERM")
	require.Equal(t, 3, e.scalar(`SELECT count(*)::int FROM worker_heartbeats WHERE status = 'stopped'`))
}

// A mainnet process with the noop test executor enabled refuses to start (docs/security.md),
// whatever it hosts; on testnet the same setting starts.
func TestMainnetRefusesNoopExecutor(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	for _, binary := range []string{"gateway", "qtg"} {
		p := e.start(binary, "MG_NETWORK_MODE=mainnet", "MG_NOOP_EXECUTOR=true", "MG_AUTH_TOKENS_FILE=/nonexistent")
		require.Eventually(t, p.exited, 30*time.Second, 10*time.Millisecond, binary)
		require.Contains(t, p.out.String(), "noop test executor is testnet only", binary)
	}
}
