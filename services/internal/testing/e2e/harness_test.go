package e2e_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbtest"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/components"
	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// bins holds the deployables built once for the whole package.
var bins string

// The build the deployables are linked as, as deploy/Dockerfile links an image's.
const (
	buildinfoPkg = "github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	e2eVersion   = "v0.0.0-e2e"
	e2eCommit    = "e2e0commit"
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "qtg-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// -tags crashtest: evm_transfer gets the crash-test pauses (executors/crashtest_on.go).
	// -ldflags: the build named as the image build names it (deploy/Dockerfile).
	build := exec.CommandContext(context.Background(), "go", "build", "-tags", "crashtest",
		"-ldflags", "-X "+buildinfoPkg+".version="+e2eVersion+" -X "+buildinfoPkg+".commit="+e2eCommit, "-o", dir+string(filepath.Separator),
		"github.com/qtgdev/qtg/services/dispatcher", "github.com/qtgdev/qtg/services/observer",
		"github.com/qtgdev/qtg/services/recovery", "github.com/qtgdev/qtg/services/qtg", "github.com/qtgdev/qtg/services/gateway",
		"github.com/qtgdev/qtg/services/callback-dispatcher", "github.com/qtgdev/qtg/services/expiration-checker",
		"github.com/qtgdev/qtg/services/executor-health", "github.com/qtgdev/qtg/services/audit-outbox-promoter",
		"github.com/qtgdev/qtg/services/template-proposal-expiration", "github.com/qtgdev/qtg/services/qtgctl",
		"github.com/qtgdev/qtg/services/movement-archiver", "github.com/qtgdev/qtg/services/console")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build deployables: %v\n%s", err, out)
		os.Exit(1)
	}
	bins = dir
	code := m.Run()
	if code == 0 {
		if err := goleak.Find(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = 1
		}
	}
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

// env is what every worker process of a test gets.
type env struct {
	t  *testing.T
	db *dbtest.Database
	// url is the engine workers' login (dbtest.LoginURL's default), for the tools that
	// are no deployable; each deployable gets its own login (login).
	url   string
	audit string // as a member of qtg_testnet and qtg_testnet_audit: the promoter's login
	// gateway is as a member of qtg_testnet and qtg_testnet_gateway: the gateway's login,
	// the only one that writes plans and approvals.
	gateway string
	// publicConfig, when set, is the address-book chain configuration the deployables
	// that do not sign get instead of extra's MG_CONFIG_FILE (they refuse reachable keys).
	publicConfig string
	logins       sync.Map // jobs joined with "+" -> login URL
	pool         *pgxpool.Pool
	svc          *movement.Service
	extra        []string
}

func newEnv(t *testing.T, extra ...string) *env {
	t.Helper()
	f := testfix.New(t)
	return &env{t: t, db: f.DB, url: f.DB.LoginURL(t, db.Testnet), audit: f.DB.AuditLoginURL(t, db.Testnet), gateway: f.DB.GatewayLoginURL(t, db.Testnet), pool: f.Pool, svc: f.Svc, extra: extra}
}

// proc is a worker process this test started.
type proc struct {
	name string
	cmd  *exec.Cmd
	out  *syncbuf.Buffer
	done chan struct{}
	err  error
}

// start runs a deployable with the test's environment; it is stopped (SIGTERM, then
// SIGKILL) at the end of the test unless it already exited.
func (e *env) start(binary string, vars ...string) *proc {
	e.t.Helper()
	// Stopped by signals (stop, kill), never by a context.
	cmd := exec.CommandContext(context.Background(), filepath.Join(bins, binary))
	cmd.Env = append(os.Environ(),
		"DATABASE_URL="+e.url, "MG_NETWORK_MODE=testnet", "MG_WORKERS_ENABLED=true", "MG_NOOP_EXECUTOR=true",
		"MG_POLL_INTERVAL=250ms", "MG_RECOVERY_INTERVAL=250ms", "MG_STALE_SUBMITTING_AFTER=2s",
		"MG_RETRY_BACKOFF=50ms", "MG_LOG_LEVEL=info", "MG_SHUTDOWN_TIMEOUT=5s", "MG_HEALTH_ADDR=127.0.0.1:0",
		"MG_METRICS_ADDR=127.0.0.1:0")
	cmd.Env = append(cmd.Env, e.extra...)
	// Each deployable logs in with the roles of the jobs it hosts and no other
	// (db.CheckRuntimeRole), as the chart's migration Job creates them.
	var workers []string
	for _, v := range slices.Concat(e.extra, vars) {
		if w, ok := strings.CutPrefix(v, "MG_WORKERS="); ok {
			workers = strings.Split(w, ",")
		}
	}
	if _, ok := components.Deployables()[binary]; ok {
		if u := e.login(e.t, binary, workers); u != "" {
			cmd.Env = append(cmd.Env, "DATABASE_URL="+u)
		}
	}
	if e.publicConfig != "" && !signs(binary, vars) {
		cmd.Env = append(cmd.Env, "MG_CONFIG_FILE="+e.publicConfig)
	}
	cmd.Env = append(cmd.Env, vars...)
	p := &proc{name: binary, cmd: cmd, out: &syncbuf.Buffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	require.NoError(e.t, cmd.Start())
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	e.t.Cleanup(func() {
		p.stop(e.t)
		if e.t.Failed() {
			e.t.Logf("--- %s (pid %d) output:\n%s", p.name, cmd.Process.Pid, tail(p.out.String(), 40))
		}
	})
	return p
}

// login returns the test's login for a process of deployable hosting workers (empty:
// its default), created once per set of jobs; "" for one without a database.
func (e *env) login(t *testing.T, deployable string, workers []string) string {
	t.Helper()
	jobs, err := components.LoginJobs(deployable, workers)
	require.NoError(t, err)
	if len(jobs) == 0 {
		return ""
	}
	key := strings.Join(jobs, "+")
	if u, ok := e.logins.Load(key); ok {
		return u.(string)
	}
	u, _ := e.logins.LoadOrStore(key, e.db.LoginURL(e.t, db.Testnet, jobs...))
	return u.(string)
}

// signs says whether the deployable started with vars loads signing keys: devchain
// (which writes them) and the workers that sign, alone or in the all-in-one qtg (whose
// default workers are the core ones).
func signs(binary string, vars []string) bool {
	signing := []string{"devchain", "dispatcher", "recovery"}
	if binary != "qtg" {
		return slices.Contains(signing, binary)
	}
	workers := "dispatcher"
	for _, v := range vars {
		if w, ok := strings.CutPrefix(v, "MG_WORKERS="); ok {
			workers = w
		}
	}
	return slices.ContainsFunc(strings.Split(workers, ","), func(w string) bool { return slices.Contains(signing, w) })
}

func (p *proc) pid() int { return p.cmd.Process.Pid }

func (p *proc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// stop sends SIGTERM and waits; SIGKILL after 20 s.
func (p *proc) stop(t *testing.T) {
	if p.exited() {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(20 * time.Second):
		t.Errorf("%s (pid %d) ignored SIGTERM for 20 s", p.name, p.pid())
		_ = p.cmd.Process.Kill()
		<-p.done
	}
}

// kill sends SIGKILL and waits for the process to be gone.
func (p *proc) kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

func tail(s string, lines int) string {
	all := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(all) > lines {
		all = all[len(all)-lines:]
	}
	return strings.Join(all, "\n")
}

// template proposes and approves a template and returns its name.
func (e *env) template(definition string) string {
	e.t.Helper()
	ctx := context.Background()
	name := "t-" + uuid.NewString()[:8]
	tmpl, err := e.svc.ProposeTemplate(ctx, name, []byte(definition), "alice", 0)
	require.NoError(e.t, err)
	require.NoError(e.t, e.svc.ApproveTemplate(ctx, tmpl.ID, "bob", tmpl.DefinitionHash))
	return name
}

// create creates a movement and returns its ID and plan hash, not yet approved.
func (e *env) create(template string, params any) (uuid.UUID, []byte) {
	e.t.Helper()
	raw, err := json.Marshal(params)
	require.NoError(e.t, err)
	req, _, err := e.svc.Create(context.Background(), movement.CreateInput{
		TemplateName: template, Params: raw, IdempotencyKey: uuid.NewString(), CreatedBy: "carol",
	})
	require.NoError(e.t, err)
	return req.ID, req.PlanHash
}

func (e *env) approve(id uuid.UUID, planHash []byte) {
	e.t.Helper()
	_, err := e.svc.Approve(context.Background(), id, "dave", planHash)
	require.NoError(e.t, err)
}

// waitFinished polls until every movement is finished and returns their states.
func (e *env) waitFinished(ids []uuid.UUID, timeout time.Duration) map[string]int {
	e.t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(timeout)
	for {
		states := map[string]int{}
		rows, err := e.pool.Query(ctx, `SELECT movement_state, count(*)::int FROM movements WHERE id = ANY($1) GROUP BY 1`, ids)
		require.NoError(e.t, err)
		busy := 0
		for rows.Next() {
			var s string
			var n int
			require.NoError(e.t, rows.Scan(&s, &n))
			states[s] = n
			if s == "PENDING_APPROVAL" || s == "APPROVED" || s == "EXECUTING" {
				busy += n
			}
		}
		require.NoError(e.t, rows.Err())
		if busy == 0 {
			return states
		}
		if time.Now().After(deadline) {
			e.t.Fatalf("movements not finished after %s: %v", timeout, states)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (e *env) scalar(sql string, args ...any) int {
	e.t.Helper()
	var n int
	require.NoError(e.t, e.pool.QueryRow(context.Background(), sql, args...).Scan(&n), sql)
	return n
}
