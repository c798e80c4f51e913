// Command bench measures QTG's core engine end to end, with the dispatcher, observer
// and recovery running as separate processes, as deployed:
//
//   - throughput: N movements of three chained noop nodes, created and approved by
//     concurrent clients while the workers run, in node-steps per second from the
//     first create to the last completion;
//   - latency at light load: approve → first node SUBMITTED, and parent COMPLETED →
//     child SUBMITTED, p50 and p99, with poll intervals left at seconds so that only
//     notifications can make them fast. Measured after --warmup movements run the
//     same way untimed: a worker's first use of each pooled connection opens a backend
//     that loads its catalog caches and prepares every statement, tens of milliseconds
//     each on this machine, which is start-up cost, not latency at light load;
//   - where the CPU went: the worker processes against the Postgres backends serving
//     this benchmark's database;
//   - what one node-step costs the database: transactions and statements of the workers
//     (pg_stat_statements, when the server preloads it, counted for the workers' role
//     only: the clients connect as another role), rows written (pg_stat_user_tables,
//     clients included), and per dispatcher replica its claims (full, short, empty) and
//     the nodes it claimed, from its /metrics;
//   - where the database's sessions were during the backlog run: pg_stat_activity
//     sampled every 50 ms, the active sessions on average and their shares on CPU and
//     per wait event (WAL flushes, buffer locks, row locks), so that contention shows
//     next to the throughput it costs.
//
// With --gateway the clients go through a gateway process over gRPC (plaintext on
// loopback, two principals: a creator and a different approver), and the table adds
// CreateMovement/ApproveMovement p50/p99 (also printed in process). Either way the bench
// prints the clients' create+approve rate during the throughput run and alone (queueing
// the backlog with the workers stopped), and whether the rate alone keeps up with the
// workers' drain rate: on one machine, clients running with the workers share their CPU,
// so only the rate alone is the API's own. Afterwards (--idle, default 60s) one process
// of every worker runs with nothing to do, each logged in as its own role, and the
// bench prints each worker's statements per minute (pg_stat_statements).
//
// It runs that for each replica count of --replicas (1,2,4: every core worker of
// --scale, all three by default, runs that many processes, the others one), each on a
// fresh database, and prints one table. --worker-bin runs
// prebuilt worker binaries (e.g. of an older commit) so a before/after pair can be
// measured in one run.
//
// It creates its own databases on DATABASE_URL's server and drops them afterwards. Run
// it with `make bench` (a throwaway cluster with fsync on). It is not part of `make test`.
package main

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/alecthomas/kong"
	"github.com/google/uuid"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/app/compiler"
	"github.com/qtgdev/qtg/services/internal/app/movement"
	"github.com/qtgdev/qtg/services/internal/components"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
	"github.com/qtgdev/qtg/services/internal/testing/loopback"
)

type cli struct {
	DatabaseURL  string        `name:"database-url" env:"DATABASE_URL" required:"" help:"Server to benchmark on (a superuser: it creates databases and a client role)."`
	Movements    int           `default:"3000" help:"Movements in the throughput run (at least; see --min-phase)."`
	MinPhase     time.Duration `name:"min-phase" default:"10s" help:"Shortest timed phase: the clients keep creating and approving until they made --movements and this long has passed, and the drain and backlog runs get as many movements as twice the clients phase's rate fills in it (at least --movements), so that a phase is not mostly its start and its tail at high rates (0: exactly --movements in each)."`
	Light        int           `default:"200" help:"Movements in the light-load latency run."`
	Warmup       int           `default:"50" help:"Untimed movements run like the light-load ones before it, so that the workers' connections are open and their statements prepared."`
	LightGap     time.Duration `default:"20ms" help:"Pause between movements in the latency run."`
	Clients      int           `default:"32" help:"Concurrent clients creating and approving in the throughput run and alone (internal services calling the API, many at once; 8 until creates and approvals were grouped)."`
	Replicas     []int         `default:"1,2,4" help:"Replica counts to run, each on a fresh database: every core worker of --scale runs that many processes (0 alone: only the idle run)."`
	Scale        []string      `default:"dispatcher,observer,recovery" enum:"dispatcher,observer,recovery" help:"Core workers that run --replicas processes; the others run one. Scaling one at a time shows which worker's replicas cost throughput."`
	BatchSize    int           `default:"128" help:"MG_BATCH_SIZE of the workers."`
	PollInterval time.Duration `default:"1s" help:"MG_POLL_INTERVAL of the workers."`
	WorkerBin    string        `name:"worker-bin" help:"Folder with prebuilt dispatcher, observer and recovery binaries (default: build this tree's)."`
	Label        string        `help:"Label of this run in the table (e.g. a commit)."`
	Repeat       int           `default:"1" help:"Runs of each replica count, interleaved (1,2,4,1,2,4,…); the table then ends with each count's median and range, and the RESULT lines carry the medians. On the 2-core dev machine consecutive runs of the same count spread by up to a tenth (the drain once varied 2× to 5×, until connections planned again as the tables grew: MG_DB_REPLAN_EVERY)."`
	WorkerEnv    []string      `name:"worker-env" sep:"none" placeholder:"KEY=VALUE" help:"Environment of the worker processes on top of the bench's own, which they inherit; repeat the flag for more (e.g. GOGC=100 for Go's default collector target instead of QTG's, or GOMAXPROCS=1; the clients in this process keep theirs)."`
	WorkerLog    string        `default:"warn" enum:"debug,info,warn,error" help:"MG_LOG_LEVEL of the worker processes, whose logs go to standard error (debug shows every batch and wake-up)."`
	NodeConfig   string        `name:"node-config" default:"{}" help:"Config of every noop node; '{\"sync\":true}' makes them synchronous steps (outcome returned by Submit, no observer round)."`
	Statements   bool          `help:"Also print the workers' statements per node-step, by query (needs pg_stat_statements)."`
	Keep         bool          `help:"Keep the benchmark databases."`
	Idle         time.Duration `default:"60s" help:"Idle-cost run: one process of every worker with nothing to do, statements per minute per worker over this long (0 skips it; needs pg_stat_statements and the qtg binary)."`
	Gateway      bool          `help:"Create and approve through a gateway process over gRPC (two principals, four eyes) instead of in process; reports CreateMovement/ApproveMovement p50/p99 and whether the API keeps up with the workers' drain."`
}

func main() {
	var c cli
	kong.Parse(&c, kong.Description("Benchmark QTG's core workers as separate processes."))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := runAll(ctx, c); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// checkWorkerEnv refuses a --worker-env entry that is not KEY=VALUE: exec would pass
// it on, and the worker would run without the setting the table then claims.
func checkWorkerEnv(env []string) error {
	for _, kv := range env {
		if k, _, ok := strings.Cut(kv, "="); !ok || k == "" {
			return fmt.Errorf("--worker-env %q: want KEY=VALUE", kv)
		}
	}
	return nil
}

// workerEnvNote names the environment --worker-env adds to the worker processes, for
// the run's header: a table is only comparable with one run under the same settings.
func workerEnvNote(env []string) string {
	if len(env) == 0 {
		return ""
	}
	return "; workers' environment adds " + strings.Join(env, " ")
}

// result is one replica count's row of the table.
type result struct {
	replicas               int
	stepsPerSec            float64
	drainPerSec            float64 // pre-created movements approved in a burst
	backlogPerSec          float64 // approved while the workers were stopped
	approveP50, approveP99 float64
	// stagesP50 splits approve → SUBMITTED at light load (dbops.SubmitStages): p50 of
	// wake-up, claim and submit, in ms.
	stagesP50                 [3]float64
	parentP50, parentP99      float64
	xactPerStep, stmtsPerStep float64            // workers only; NaN without pg_stat_statements
	rowsPerStep               float64            // inserted+updated+deleted, clients included
	rowsByTable               map[string]float64 // rowsPerStep by table
	// auditEvents and auditRows are per node-step what the audit-outbox-promoter (not
	// running in the bench) will append to audit_log and delete from the outbox.
	auditEvents, auditRows      float64
	walPerStep                  float64         // WAL bytes, clients included
	walByKind                   []dbops.WALKind // per node-step, by resource manager (pg_walinspect); nil without it
	pgCPU, workerCPU, clientCPU float64         // CPU-seconds per wall second
	claims                      []replicaClaims // dispatcher replicas
	observerClaims              []replicaClaims
	statements                  []statementCost
	// Client calls during the throughput run (through the gateway with --gateway), in
	// ms, and the rate at which the clients created+approved, in movements per second.
	createP50, createP99      float64
	approveCallP50, approve99 float64
	apiPerSec                 float64
	// apiAlonePerSec is the clients' create+approve rate with the workers stopped (the
	// backlog's queueing): the API's capacity, not shared with the workers' CPU.
	apiAlonePerSec float64
	// apiAlonePgMs and apiAloneClientMs are the CPU time one movement's create and
	// approve cost, alone: Postgres's backends, and the clients (with the gateway).
	apiAlonePgMs, apiAloneClientMs float64
	viaGateway                     bool
	drainMovPerSec                 float64
	// backlogWaits is what the database's active sessions were doing during the
	// backlog run, sampled (see sampleWaits).
	backlogWaits waitSamples
	// backlogWork is the workers' statements during the backlog run, per node-step
	// (NaN without pg_stat_statements): the work (calls, buffer pages) against the
	// server time it took, which is how contention shows when replicas are added.
	backlogWork workPerStep
	// backlogMachine is the whole machine's context switches and busy CPU during the
	// backlog run, per node-step.
	backlogMachine machineDelta
}

// workPerStep is what the workers' statements cost per node-step over a run.
type workPerStep struct {
	calls, execMs, buffers float64
}

// workBetween is the workers' statements between two snapshots, per node-step.
func workBetween(before, after dbStats, steps float64) workPerStep {
	return workPerStep{
		calls:   (after.workerCalls - before.workerCalls) / steps,
		execMs:  (after.workerExecMs - before.workerExecMs) / steps,
		buffers: (after.workerBufs - before.workerBufs) / steps,
	}
}

func (w workPerStep) String() string {
	if math.IsNaN(w.calls) {
		return "not measured (needs pg_stat_statements)"
	}
	s := fmt.Sprintf("statements %.2f  buffer pages %.1f  server ms %.3f", w.calls, w.buffers, w.execMs)
	if w.calls > 0 {
		s += fmt.Sprintf(" (%.2f ms per statement)", w.execMs/w.calls)
	}
	return s
}

// replicaClaims is one replica's claims over the throughput run: full, short (it
// skipped rows another replica held, or found fewer due), empty, and the nodes claimed.
type replicaClaims struct {
	full, short, empty, nodes float64
}

type statementCost struct {
	query       string
	calls, rows float64
	buffers     float64 // shared buffer pages hit or read
}

func runAll(ctx context.Context, c cli) error {
	if err := checkWorkerEnv(c.WorkerEnv); err != nil {
		return err
	}
	bin := c.WorkerBin
	if bin == "" {
		dir, err := os.MkdirTemp("", "qtg-bench-")
		if err != nil {
			return err
		}
		defer func() { _ = os.RemoveAll(dir) }()
		build := exec.CommandContext(ctx, "go", "build", "-o", dir+string(filepath.Separator),
			"github.com/qtgdev/qtg/services/dispatcher", "github.com/qtgdev/qtg/services/observer", "github.com/qtgdev/qtg/services/recovery",
			"github.com/qtgdev/qtg/services/gateway", "github.com/qtgdev/qtg/services/qtg")
		if out, err := build.CombinedOutput(); err != nil {
			return fmt.Errorf("build workers: %w\n%s", err, out)
		}
		bin = dir
	}
	if err := ensureClientRole(ctx, c.DatabaseURL); err != nil {
		return err
	}
	fmt.Printf("machine: %d CPUs, %s; Postgres and workers on this machine; workers from %s\n", runtime.NumCPU(), runtime.GOOS+"/"+runtime.GOARCH, bin)
	if slices.ContainsFunc(c.Replicas, func(r int) bool { return r > 0 }) {
		fmt.Printf("each run: %d warm-up and %d light-load movements one every %s, then at least %d movements of 3 chained noop nodes (config %s) and %s per timed phase from %d clients; batch %d, poll interval %s; replicas of %s (the other core workers run one)%s\n\n",
			c.Warmup, c.Light, c.LightGap, c.Movements, c.NodeConfig, c.MinPhase, c.Clients, c.BatchSize, c.PollInterval, strings.Join(c.Scale, ", "), workerEnvNote(c.WorkerEnv))
	}
	var results []result
	for range max(c.Repeat, 1) {
		for _, r := range c.Replicas {
			if r == 0 { // --replicas 0: the idle run only
				continue
			}
			res, err := run(ctx, c, bin, r)
			if err != nil {
				return fmt.Errorf("%d replicas: %w", r, err)
			}
			results = append(results, res)
			if c.Statements {
				printStatements(res)
			}
		}
	}
	if len(results) > 0 {
		printTable(c.Label, results)
	}
	if c.Idle > 0 {
		if _, err := os.Stat(filepath.Join(bin, "qtg")); err != nil {
			fmt.Println("\nidle cost: skipped, no qtg binary in", bin)
			return nil
		}
		costs, err := runIdle(ctx, c, bin)
		if err != nil {
			return fmt.Errorf("idle run: %w", err)
		}
		printIdle(c.Idle, costs)
	}
	return nil
}

func run(ctx context.Context, c cli, bin string, replicas int) (result, error) {
	res := result{replicas: replicas, viaGateway: c.Gateway}
	dbURL, cleanup, err := createDatabase(ctx, c.DatabaseURL, c.Keep)
	if err != nil {
		return res, err
	}
	defer cleanup()
	if _, err := migrate.Up(ctx, dbURL); err != nil {
		return res, err
	}
	// The clients connect as their own role, so pg_stat_statements can tell the
	// workers' statements from theirs.
	clientURL, err := withUser(dbURL, clientRole, clientRole)
	if err != nil {
		return res, err
	}
	pool, err := db.Open(ctx, clientURL, db.Testnet, db.WithMaxConns(int32(c.Clients+4)))
	if err != nil {
		return res, err
	}
	defer pool.Close()
	reg, err := executor.NewRegistry(noop.New(pool, "bench"))
	if err != nil {
		return res, err
	}
	comp, err := compiler.New(reg, compiler.Limits{})
	if err != nil {
		return res, err
	}
	svc := movement.New(pool, comp)
	var cl client = &serviceClient{svc: svc}
	// The clients' processes, whose CPU the table reports: this one, and the gateway
	// with --gateway.
	clientPIDs := []int{os.Getpid()}
	clientsCPU := func() (cpu time.Duration) {
		for _, pid := range clientPIDs {
			cpu += processCPU(pid)
		}
		return cpu
	}
	tmpl, err := svc.ProposeTemplate(ctx, "bench-chain", []byte(fmt.Sprintf(`{"nodes":[
		{"key":"a","executor":"noop","config":%[1]s},
		{"key":"b","executor":"noop","config":%[1]s,"depends_on":["a"]},
		{"key":"c","executor":"noop","config":%[1]s,"depends_on":["b"]}]}`, c.NodeConfig)), "bench-proposer", 0)
	if err != nil {
		return res, err
	}
	if err := svc.ApproveTemplate(ctx, tmpl.ID, "bench-approver", tmpl.DefinitionHash); err != nil {
		return res, err
	}
	stats := hasStatStatements(ctx, pool)

	// The workers log in as production's do: each its own login, a member of
	// qtg_testnet and of its job's role only (they refuse the server's superuser).
	workerURL, err := components.EnsureLogins(ctx, dbURL, db.Testnet, workerRole, db.EngineJobs(), func() string { return workerRole })
	if err != nil {
		return res, err
	}
	procs, err := startWorkers(ctx, c, bin, workerURL, replicas)
	if err != nil {
		return res, err
	}
	defer func() { procs.stop() }() // the backlog run replaces procs
	if c.Gateway {
		// Its own login, so that pg_stat_statements does not count its statements as
		// the workers'.
		gwURL, err := migrate.EnsureLogin(ctx, dbURL, db.Testnet, gatewayRole, gatewayRole, []string{db.JobGateway})
		if err != nil {
			return res, err
		}
		gw, gwCmd, stopGW, err := startGateway(ctx, bin, gwURL)
		if err != nil {
			return res, err
		}
		defer stopGW()
		cl = gw
		clientPIDs = append(clientPIDs, gwCmd.Process.Pid)
	}
	if err := waitHeartbeats(ctx, pool, len(procs.procs)); err != nil {
		return res, err
	}

	rows0, err := snapshotDB(ctx, pool, false)
	if err != nil {
		return res, err
	}

	// Latency at light load, after the warm-up.
	if _, err := lightRun(ctx, c, cl, pool, c.Warmup); err != nil {
		return res, fmt.Errorf("warm-up: %w", err)
	}
	// The tables' sizes as a database in use has them: in a database a minute old
	// the planner takes every table for empty until autovacuum first analyzes it, and
	// the plans it caches meanwhile are no production's.
	if err := dbops.AnalyzeDatabase(ctx, dbURL); err != nil {
		return res, err
	}
	light, err := lightRun(ctx, c, cl, pool, c.Light)
	if err != nil {
		return res, err
	}
	approve, parent, err := latencies(ctx, pool, light)
	if err != nil {
		return res, err
	}
	res.approveP50, res.approveP99 = pct(approve, 50), pct(approve, 99)
	if res.stagesP50, err = stagesP50(ctx, pool, light); err != nil {
		return res, err
	}
	res.parentP50, res.parentP99 = pct(parent, 50), pct(parent, 99)

	// Throughput.
	db0, err := snapshotDB(ctx, pool, stats)
	if err != nil {
		return res, err
	}
	claims0 := procs.scrapeClaims(ctx, procs.dispatcherMetrics, "dispatcher")
	observed0 := procs.scrapeClaims(ctx, procs.observerMetrics, "observer")
	workerCPU0, pgCPU0, err := cpuSnapshot(ctx, pool, procs)
	if err != nil {
		return res, err
	}
	clientCPU0 := clientsCPU()
	cl.timings().take()
	start := time.Now()
	var (
		next atomic.Int64
		wg   sync.WaitGroup
		mu   sync.Mutex
		ids  = make([]uuid.UUID, 0, c.Movements)
	)
	errs := make(chan error, c.Clients)
	for range c.Clients {
		wg.Go(func() {
			for {
				if int(next.Add(1)) > c.Movements && time.Since(start) >= c.MinPhase {
					return
				}
				id, err := createApprove(ctx, cl)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				ids = append(ids, id)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	apiElapsed := time.Since(start)
	movements := len(ids)
	close(errs)
	if err := <-errs; err != nil {
		return res, err
	}
	creates, approves := cl.timings().take()
	res.createP50, res.createP99 = pct(creates, 50), pct(creates, 99)
	res.approveCallP50, res.approve99 = pct(approves, 50), pct(approves, 99)
	res.apiPerSec = float64(movements) / apiElapsed.Seconds()
	if err := waitDone(ctx, pool, ids); err != nil {
		return res, err
	}
	elapsed := time.Since(start)
	workerCPU1, pgCPU1, err := cpuSnapshot(ctx, pool, procs)
	if err != nil {
		return res, err
	}
	clientCPU := clientsCPU() - clientCPU0
	claims1 := procs.scrapeClaims(ctx, procs.dispatcherMetrics, "dispatcher")
	observed1 := procs.scrapeClaims(ctx, procs.observerMetrics, "observer")
	db1, err := snapshotDB(ctx, pool, stats)
	if err != nil {
		return res, err
	}
	steps := float64(3 * movements)
	// Rows are counted over both runs: table counters arrive late, see snapshotDB.
	if err := retry.Sleep(ctx, 11*time.Second); err != nil {
		return res, err
	}
	rows1, err := snapshotDB(ctx, pool, false)
	if err != nil {
		return res, err
	}
	// The warm-up's movements ran after rows0 too.
	rowSteps := float64(3 * (c.Warmup + c.Light + movements))
	res.rowsPerStep = (rows1.rowsWritten - rows0.rowsWritten) / rowSteps
	res.auditEvents = float64(rows1.auditEvents-rows0.auditEvents) / rowSteps
	res.auditRows = float64(rows1.auditRows-rows0.auditRows) / rowSteps
	res.rowsByTable = map[string]float64{}
	for t, n := range rows1.rowsByTable {
		if d := n - rows0.rowsByTable[t]; d > 0 {
			res.rowsByTable[t] = d / rowSteps
		}
	}
	res.walPerStep = (rows1.walBytes - rows0.walBytes) / rowSteps
	kinds, ok, err := dbops.WALByKind(ctx, dbURL, rows0.walBytes, rows1.walBytes)
	if err != nil {
		return res, err
	}
	if ok {
		res.walByKind = []dbops.WALKind{}
		for _, k := range kinds {
			res.walByKind = append(res.walByKind, dbops.WALKind{Kind: k.Kind, Records: k.Records / rowSteps, FPI: k.FPI / rowSteps})
		}
	}
	res.stepsPerSec = steps / elapsed.Seconds()
	res.pgCPU = (pgCPU1 - pgCPU0).Seconds() / elapsed.Seconds()
	res.workerCPU = (workerCPU1 - workerCPU0).Seconds() / elapsed.Seconds()
	res.clientCPU = clientCPU.Seconds() / elapsed.Seconds()
	res.xactPerStep, res.stmtsPerStep = math.NaN(), math.NaN()
	if stats {
		res.xactPerStep = (db1.workerCommits - db0.workerCommits) / steps
		res.stmtsPerStep = (db1.workerCalls - db0.workerCalls) / steps
		for q, c1 := range db1.byQuery {
			c0 := db0.byQuery[q]
			if d := c1.calls - c0.calls; d > 0 {
				res.statements = append(res.statements, statementCost{query: q, calls: d / steps, rows: (c1.rows - c0.rows) / steps,
					buffers: (c1.buffers - c0.buffers) / steps})
			}
		}
		sort.Slice(res.statements, func(i, j int) bool { return res.statements[i].calls > res.statements[j].calls })
	}
	res.claims = claimsDelta(claims0, claims1)
	res.observerClaims = claimsDelta(observed0, observed1)

	// The drain and the backlog are sized to last at least MinPhase at twice the rate
	// the clients phase ran at (the workers drain faster than clients feed them).
	phased := c
	phased.Movements = max(c.Movements, int(math.Ceil(2*res.stepsPerSec*c.MinPhase.Seconds()/3)))

	// The drain measures the workers, so its clients are always in process: through
	// the gateway the burst of approvals would be the API's rate, not the workers'.
	drain, err := drainRun(ctx, phased, &serviceClient{svc: svc}, pool)
	if err != nil {
		return res, err
	}
	drainTook := drainElapsed(ctx, pool, drain)
	res.drainMovPerSec = float64(len(drain)) / drainTook.Seconds()
	res.drainPerSec = 3 * res.drainMovPerSec
	ids = append(ids, drain...)

	// The backlog: the peers' own method, work queued with the workers stopped. The
	// workers' statements are counted from before they start again (their start-up
	// counts against them, as in the timing) to the last completion.
	procs.stop()
	b0, err := snapshotDB(ctx, pool, stats)
	if err != nil {
		return res, err
	}
	// Its movements come from the run's clients (the gateway with --gateway): with the
	// workers stopped, their rate is the API's alone.
	apiCPU := func() (pg, clients time.Duration, err error) {
		pg, err = postgresCPU(ctx, pool)
		return pg, clientsCPU(), err
	}
	workersCPU := func() (pg, workers time.Duration, err error) {
		workers, pg, err = cpuSnapshot(ctx, pool, procs)
		return pg, workers, err
	}
	backlog, err := backlogRun(ctx, phased, cl, pool, dbURL, apiCPU, workersCPU, func() error {
		procs, err = startWorkers(ctx, c, bin, workerURL, replicas)
		return err
	})
	if err != nil {
		return res, err
	}
	res.backlogWaits = backlog.waits
	res.backlogMachine = backlog.machine.perStep(float64(3 * len(backlog.ids)))
	res.backlogPerSec = float64(3*len(backlog.ids)) / backlog.workers.Seconds()
	res.apiAlonePerSec = float64(len(backlog.ids)) / backlog.clients.Seconds()
	res.apiAlonePgMs = backlog.clientsPgCPU.Seconds() * 1000 / float64(len(backlog.ids))
	res.apiAloneClientMs = backlog.clientsCPU.Seconds() * 1000 / float64(len(backlog.ids))
	res.backlogWork = workPerStep{math.NaN(), math.NaN(), math.NaN()}
	if stats {
		b1, err := snapshotDB(ctx, pool, stats)
		if err != nil {
			return res, err
		}
		res.backlogWork = workBetween(b0, b1, float64(3*len(backlog.ids)))
	}
	ids = append(ids, backlog.ids...)

	completed, err := dbops.Of(pool.Conn).CountCompleted(ctx, ids)
	if err != nil {
		return res, err
	}
	effects, err := dbops.Of(pool.Conn).CountNoopSideEffects(ctx)
	if err != nil {
		return res, err
	}
	fmt.Printf("%d replicas: %d movements (%.0f node-steps) in %s, drain %.0f node-steps/s (%d movements in %s), backlog %.0f node-steps/s (%d in %s); check: %d/%d COMPLETED, %d side effects for %d nodes\n",
		replicas, movements, steps, elapsed.Round(time.Millisecond), res.drainPerSec, len(drain), drainTook.Round(time.Millisecond),
		res.backlogPerSec, len(backlog.ids), backlog.workers.Round(time.Millisecond), completed, len(ids), effects, 3*(len(ids)+c.Warmup+c.Light))
	if completed != len(ids) || effects != 3*(len(ids)+c.Warmup+c.Light) {
		return res, errors.New("the run did not complete every movement exactly once")
	}
	return res, nil
}

// replicaMedian is one replica count's node-steps/s and drain/s over its runs, each as
// min, median, max.
type replicaMedian struct {
	replicas              int
	runs                  int
	steps, drain, backlog [3]float64
	rows, wal             [3]float64 // written per node-step
}

// medians groups rs by replica count, in order of first appearance.
func medians(rs []result) []replicaMedian {
	var order []int
	steps, drain, backlog := map[int][]float64{}, map[int][]float64{}, map[int][]float64{}
	rows, wal := map[int][]float64{}, map[int][]float64{}
	for _, r := range rs {
		if _, ok := steps[r.replicas]; !ok {
			order = append(order, r.replicas)
		}
		steps[r.replicas] = append(steps[r.replicas], r.stepsPerSec)
		drain[r.replicas] = append(drain[r.replicas], r.drainPerSec)
		backlog[r.replicas] = append(backlog[r.replicas], r.backlogPerSec)
		rows[r.replicas] = append(rows[r.replicas], r.rowsPerStep)
		wal[r.replicas] = append(wal[r.replicas], r.walPerStep)
	}
	out := make([]replicaMedian, 0, len(order))
	for _, n := range order {
		out = append(out, replicaMedian{replicas: n, runs: len(steps[n]), steps: spread(steps[n]), drain: spread(drain[n]), backlog: spread(backlog[n]),
			rows: spread(rows[n]), wal: spread(wal[n])})
	}
	return out
}

// spread returns min, median and max of xs (not empty).
func spread(xs []float64) [3]float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	mid := s[len(s)/2]
	if len(s)%2 == 0 {
		mid = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return [3]float64{s[0], mid, s[len(s)-1]}
}

// printTable prints one row per run.
func printTable(label string, rs []result) {
	if label != "" {
		fmt.Printf("\n== %s ==\n", label)
	} else {
		fmt.Println()
	}
	fmt.Println("replicas  node-steps/s  vs 1   drain/s  vs 1   backlog/s  vs 1   approve→SUBMITTED p50/p99 ms  parent→child p50/p99 ms  xact/step  stmts/step  rows/step  CPU cores pg/workers/clients")
	for _, r := range rs {
		fmt.Printf("%8d  %12.0f  %4.2f  %7.0f  %4.2f  %9.0f  %4.2f  %13.1f / %-12.1f  %10.1f / %-11.1f  %9.2f  %10.2f  %9.2f  %.2f / %.2f / %.2f\n",
			r.replicas, r.stepsPerSec, r.stepsPerSec/rs[0].stepsPerSec, r.drainPerSec, r.drainPerSec/rs[0].drainPerSec, r.backlogPerSec, r.backlogPerSec/rs[0].backlogPerSec, r.approveP50, r.approveP99, r.parentP50, r.parentP99,
			r.xactPerStep, r.stmtsPerStep, r.rowsPerStep, r.pgCPU, r.workerCPU, r.clientCPU)
	}
	fmt.Println("\napprove→SUBMITTED at light load by stage, p50 ms (audit rows of each movement's first submitted node): approval → claim (the approval's commit, the hint, the wake-up, BEGIN) / claim → intents (the claim, Preflight, Prepare, the start) / intents → SUBMITTED (commit, Submit, record)")
	for _, r := range rs {
		fmt.Printf("%8d  %.1f / %.1f / %.1f\n", r.replicas, r.stagesP50[0], r.stagesP50[1], r.stagesP50[2])
	}
	how := "in process (movement.Service; --gateway goes through the gRPC API)"
	if rs[0].viaGateway {
		how = "through a gateway process over gRPC, creator and approver two principals"
	}
	fmt.Printf("\nclients, %s: call p50/p99 ms during the throughput run; create+approve rate during it (sharing the machine with the workers) and alone (queueing the backlog, workers stopped), against the workers' drain rate\n", how)
	for _, r := range rs {
		verdict := "keeps up"
		if r.apiAlonePerSec < r.drainMovPerSec {
			verdict = "SLOWER than the drain"
		}
		fmt.Printf("%8d  CreateMovement %.1f / %.1f  ApproveMovement %.1f / %.1f  created+approved %.0f movements/s with the workers (%.2f× drain), %.0f alone vs drain %.0f movements/s (%.2f×): %s; alone, CPU ms per movement: Postgres %.2f, clients %.2f\n",
			r.replicas, r.createP50, r.createP99, r.approveCallP50, r.approve99, r.apiPerSec, r.apiPerSec/r.drainMovPerSec,
			r.apiAlonePerSec, r.drainMovPerSec, r.apiAlonePerSec/r.drainMovPerSec, verdict, r.apiAlonePgMs, r.apiAloneClientMs)
	}
	for _, w := range []string{"dispatcher", "observer"} {
		fmt.Printf("\n%s claims during the throughput run, per replica: full / short / empty (nodes claimed, share)\n", w)
		for _, r := range rs {
			claims := r.claims
			if w == "observer" {
				claims = r.observerClaims
			}
			var total float64
			for _, c := range claims {
				total += c.nodes
			}
			fmt.Printf("%8d ", r.replicas)
			for i, c := range claims {
				fmt.Printf("  #%d %.0f/%.0f/%.0f (%.0f, %.0f%%)", i+1, c.full, c.short, c.empty, c.nodes, 100*c.nodes/max(total, 1))
			}
			fmt.Println()
		}
	}
	fmt.Printf("\ndatabase sessions during the backlog run (pg_stat_activity every %s): active on average, and the share of them on CPU or waiting, largest first\n", waitSampleEvery)
	for _, r := range rs {
		fmt.Printf("%8d  %s\n", r.replicas, r.backlogWaits.summary(6))
	}
	fmt.Println("\nthe workers' statements during the backlog run, per node-step (pg_stat_statements): the work (statements, buffer pages hit or read) and the server time it took; time growing with replicas while the work does not is contention (waits, CPU time-sharing); and the whole machine's context switches and busy CPU time (/proc/stat: Postgres, workers and everything else on it), where more processes than cores show as switches and CPU growing with replicas while the statements do not")
	for _, r := range rs {
		fmt.Printf("%8d  %s; the whole machine: %s\n", r.replicas, r.backlogWork, r.backlogMachine)
	}
	printRowsByTable(rs)
	meds := medians(rs)
	if len(meds) < len(rs) {
		fmt.Println("\nmedian (min .. max) over the runs of each replica count, and the medians' ratio to the first count's")
		for _, m := range meds {
			fmt.Printf("%8d  node-steps/s %6.0f (%.0f .. %.0f) %4.2f×   drain/s %6.0f (%.0f .. %.0f) %4.2f×   backlog/s %6.0f (%.0f .. %.0f) %4.2f×   runs %d\n",
				m.replicas, m.steps[1], m.steps[0], m.steps[2], m.steps[1]/meds[0].steps[1],
				m.drain[1], m.drain[0], m.drain[2], m.drain[1]/meds[0].drain[1],
				m.backlog[1], m.backlog[0], m.backlog[2], m.backlog[1]/meds[0].backlog[1], m.runs)
		}
	}
	for _, m := range meds {
		fmt.Printf("RESULT qtg replicas=%d %.1f %s\n", m.replicas, m.steps[1], cmp.Or(label, "this-tree"))
		fmt.Printf("RESULT qtg-drain replicas=%d %.1f %s\n", m.replicas, m.drain[1], cmp.Or(label, "this-tree"))
		fmt.Printf("RESULT qtg-backlog replicas=%d %.1f %s\n", m.replicas, m.backlog[1], cmp.Or(label, "this-tree"))
		fmt.Printf("RESULT qtg-rows-per-step replicas=%d %.2f %s\n", m.replicas, m.rows[1], cmp.Or(label, "this-tree"))
		fmt.Printf("RESULT qtg-wal-bytes-per-step replicas=%d %.0f %s\n", m.replicas, m.wal[1], cmp.Or(label, "this-tree"))
	}
	fmt.Println("\nnode-steps/s: movements created and approved by the clients while the workers run, first create to last completion;")
	fmt.Println("drain/s: as many created first, then approved in a burst while the workers run, first approval to last completion;")
	fmt.Println("backlog/s: as many created and approved with the workers stopped, then ANALYZE and the workers started, start to last completion (how the peers' anchors measure);")
	fmt.Println("CPU cores: CPU-seconds per second of the throughput run, of Postgres's backends, the worker processes and the clients (this process, and the gateway's with --gateway);")
	fmt.Println("xact and stmts: the workers' (pg_stat_statements, COMMIT and statements incl. BEGIN/COMMIT; a COMMIT pipelined with its hints, which it does not see, counted from its BEGIN); rows: inserted+updated+deleted, clients' create+approve included;")
	fmt.Println("short/empty claims while movements wait are claims that skipped rows another replica held (or found the batch's READY nodes already taken).")
}

// printRowsByTable prints each run's rows written per node-step by table, largest
// first, and the WAL bytes per node-step: what a step costs the database in writes it
// must log, replicate and vacuum, whatever the machine's speed.
func printRowsByTable(rs []result) {
	fmt.Println("\nwritten per node-step over the light and throughput runs (clients' create+approve included): WAL bytes, and rows inserted+updated+deleted by table (pg_stat_user_tables), largest first")
	for _, r := range rs {
		tables := slices.Collect(maps.Keys(r.rowsByTable))
		slices.SortFunc(tables, func(a, b string) int { return cmp.Compare(r.rowsByTable[b], r.rowsByTable[a]) })
		fmt.Printf("%8d  WAL %.0f B  rows %.2f (%.2f with the audit promotion, which the bench does not run: %.2f audit_log rows appended, %.2f outbox rows deleted):",
			r.replicas, r.walPerStep, r.rowsPerStep, r.rowsPerStep+r.auditEvents+r.auditRows, r.auditEvents, r.auditRows)
		for _, t := range tables {
			if n := r.rowsByTable[t]; n >= 0.005 {
				fmt.Printf("  %s %.2f", t, n)
			}
		}
		fmt.Println()
	}
	if slices.ContainsFunc(rs, func(r result) bool { return r.walByKind != nil }) {
		fmt.Println("\nWAL per node-step by resource manager (pg_walinspect), largest first: record bytes + full-page image bytes")
		for _, r := range rs {
			fmt.Printf("%8d ", r.replicas)
			for _, k := range r.walByKind {
				if k.Records+k.FPI >= 5 {
					fmt.Printf("  %s %.0f + %.0f", k.Kind, k.Records, k.FPI)
				}
			}
			fmt.Println()
		}
	}
}

func printStatements(r result) {
	fmt.Printf("\nworkers' statements per node-step, %d replicas (calls, rows, buffer pages hit or read):\n", r.replicas)
	for i, s := range r.statements {
		if i == 25 {
			break
		}
		q := strings.Join(strings.Fields(s.query), " ")
		if len(q) > 110 {
			q = q[:110] + "…"
		}
		fmt.Printf("  %6.3f %7.3f %8.1f  %s\n", s.calls, s.rows, s.buffers, q)
	}
}

// drainRun creates Movements movements without approving them, then approves them all
// from Clients clients while the workers run, and waits until they finished: the
// workers' drain rate with the work already queued, as the peers' anchors measure it
// (River's jobs and DBOS's workflows are inserted before their workers start). The
// caller passes the in-process client, also with --gateway: this is the rate the API
// has to keep up with.
func drainRun(ctx context.Context, c cli, cl client, pool *db.Pool) ([]uuid.UUID, error) {
	created := make([]ticket, c.Movements)
	if err := parallel(ctx, c.Clients, c.Movements, func(i int) error {
		t, err := cl.create(ctx)
		created[i] = t
		return err
	}); err != nil {
		return nil, err
	}
	if err := parallel(ctx, c.Clients, c.Movements, func(i int) error {
		return cl.approve(ctx, created[i])
	}); err != nil {
		return nil, err
	}
	ids := make([]uuid.UUID, len(created))
	for i, p := range created {
		ids[i] = p.id
	}
	return ids, waitDone(ctx, pool, ids)
}

// backlogRun measures the workers as the peers' anchors measure theirs: DBOS enqueues
// its workflows and River inserts its jobs before their workers start, analyzes, then
// times from the start to the last completion. The caller has stopped the workers;
// backlogRun creates and approves Movements movements from Clients clients (timed: with
// no worker running, that is the API's rate alone), analyzes the database (dbURL: the
// owner's), starts the workers again with start and measures the time from just before
// that start to the last completion, by the database's clock — so the workers'
// start-up (connections, first statements' plans) counts against them — and what the
// database's sessions waited on meanwhile.
func backlogRun(ctx context.Context, c cli, cl client, pool *db.Pool, dbURL string, cpu, workersCPU func() (pg, procs time.Duration, err error), start func() error) (backlogTimes, error) {
	ids := make([]uuid.UUID, c.Movements)
	pg0, clients0, err := cpu()
	if err != nil {
		return backlogTimes{}, err
	}
	queued := time.Now()
	if err := parallel(ctx, c.Clients, c.Movements, func(i int) error {
		id, err := createApprove(ctx, cl)
		ids[i] = id
		return err
	}); err != nil {
		return backlogTimes{}, err
	}
	clients := time.Since(queued)
	pg1, clients1, err := cpu()
	if err != nil {
		return backlogTimes{}, err
	}
	if err := dbops.AnalyzeDatabase(ctx, dbURL); err != nil {
		return backlogTimes{}, err
	}
	// The owner's connection: a superuser sees every role's wait events.
	owner, err := db.Open(ctx, dbURL, db.Testnet, db.WithMaxConns(1))
	if err != nil {
		return backlogTimes{}, err
	}
	defer owner.Close()
	t0, err := dbops.Of(pool.Conn).Now(ctx)
	if err != nil {
		return backlogTimes{}, err
	}
	m0, m0err := readMachineStat()
	// The workers are stopped: their CPU counts from zero, Postgres's from here.
	pgW0, _, err := workersCPU()
	if err != nil {
		return backlogTimes{}, err
	}
	if err := start(); err != nil {
		return backlogTimes{}, err
	}
	sampleCtx, stopSampling := context.WithCancel(ctx)
	sampled := make(chan waitSamples, 1)
	go func() { sampled <- sampleWaits(sampleCtx, owner) }()
	err = waitDone(ctx, pool, ids)
	m1, m1err := readMachineStat()
	pgW1, workersW1, cpuErr := workersCPU()
	stopSampling()
	waits := <-sampled
	if err != nil {
		return backlogTimes{}, err
	}
	if cpuErr != nil {
		return backlogTimes{}, cpuErr
	}
	machine := machineDelta{switches: math.NaN(), busy: math.NaN()}
	if m0err == nil && m1err == nil {
		machine = m1.since(m0)
	}
	machine.pg, machine.workers = (pgW1-pgW0).Seconds()*1000, workersW1.Seconds()*1000
	t1, err := dbops.Of(pool.Conn).LastFinished(ctx, ids)
	if err != nil {
		return backlogTimes{}, err
	}
	if !t1.After(t0) {
		return backlogTimes{}, fmt.Errorf("backlog: last completion %s not after the workers' start %s", t1, t0)
	}
	return backlogTimes{ids: ids, clients: clients, workers: t1.Sub(t0), waits: waits,
		clientsPgCPU: pg1 - pg0, clientsCPU: clients1 - clients0, machine: machine}, nil
}

// backlogTimes is what backlogRun measured: the movements, how long the clients took
// to create and approve them, how long the workers took to finish them, and what the
// database's sessions waited on while they did.
type backlogTimes struct {
	ids              []uuid.UUID
	clients, workers time.Duration
	waits            waitSamples
	// clientsPgCPU and clientsCPU are the CPU time Postgres's backends and the
	// clients' processes took while the clients queued the backlog.
	clientsPgCPU, clientsCPU time.Duration
	// machine is the whole machine's context switches and busy CPU time from just
	// before the workers started to the last completion seen.
	machine machineDelta
}

// waitSamples counts, over samples looks at pg_stat_activity, the active sessions by
// what they waited on ("CPU" when nothing).
type waitSamples struct {
	samples int
	by      map[string]int
}

// summary is the average number of active sessions and the top most frequent
// states, each as a share of all the active sessions seen, e.g.
// "7.9 active: LWLock:WALWrite 61%, CPU 22%, …".
func (w waitSamples) summary(top int) string {
	if w.samples == 0 {
		return "no samples"
	}
	type state struct {
		name string
		n    int
	}
	var states []state
	total := 0
	for name, n := range w.by {
		states = append(states, state{name, n})
		total += n
	}
	slices.SortFunc(states, func(a, b state) int { return cmp.Or(b.n-a.n, strings.Compare(a.name, b.name)) })
	parts := make([]string, 0, top+1)
	for i, st := range states {
		if i == top {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, fmt.Sprintf("%s %.0f%%", st.name, 100*float64(st.n)/float64(total)))
	}
	return fmt.Sprintf("%.1f active (%d samples): %s", float64(total)/float64(w.samples), w.samples, strings.Join(parts, ", "))
}

// waitSampleEvery is the sampling period of sampleWaits: ~200 samples in a 10 s
// backlog, for one cheap query per period (a few hundred microseconds of server time
// per second).
const waitSampleEvery = 50 * time.Millisecond

// sampleWaits looks at what the database's active sessions are doing every
// waitSampleEvery until ctx ends. Postgres keeps no cumulative wait-event counters, so
// sampling is how contention (WAL flushes, buffer and lock waits) becomes visible
// next to the throughput it costs. A failed look is skipped.
func sampleWaits(ctx context.Context, conn *db.Pool) waitSamples {
	out := waitSamples{by: map[string]int{}}
	t := time.NewTicker(waitSampleEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return out
		case <-t.C:
		}
		waits, err := dbops.Of(conn.Conn).ActiveWaits(ctx)
		if err != nil {
			continue
		}
		out.samples++
		for _, w := range waits {
			out.by[w]++
		}
	}
}

// drainElapsed is from the first approval to the last completion of ids, by the
// database's clock.
func drainElapsed(ctx context.Context, pool *db.Pool, ids []uuid.UUID) time.Duration {
	d, err := dbops.Of(pool.Conn).DrainTime(ctx, ids)
	if err != nil || d <= 0 {
		return time.Hour
	}
	return d
}

// parallel runs f(0..n-1) from workers goroutines and returns the first error.
func parallel(ctx context.Context, workers, n int, f func(int) error) error {
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for range workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				if err := f(i); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	return <-errs
}

func createApprove(ctx context.Context, cl client) (uuid.UUID, error) {
	t, err := cl.create(ctx)
	if err != nil {
		return uuid.Nil, err
	}
	return t.id, cl.approve(ctx, t)
}

// waitDone polls until every movement has finished. The database holds nothing but
// this run's movements, so the poll counts all open ones: cheap, so that measuring
// does not load the server it measures.
func waitDone(ctx context.Context, pool *db.Pool, ids []uuid.UUID) error {
	deadline := time.Now().Add(10 * time.Minute)
	_ = ids
	for {
		open, err := dbops.Of(pool.Conn).CountOpenMovements(ctx)
		if err != nil {
			return err
		}
		if open == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d movements still open after 10 minutes", open)
		}
		if err := retry.Sleep(ctx, 20*time.Millisecond); err != nil {
			return err
		}
	}
}

// latencies reads the transition times the audit outbox recorded (clock time of each
// transition's statement), in milliseconds, sorted.
// lightRun creates and approves n movements one every LightGap and waits until they
// are done.
func lightRun(ctx context.Context, c cli, cl client, pool *db.Pool, n int) ([]uuid.UUID, error) {
	var ids []uuid.UUID
	for range n {
		id, err := createApprove(ctx, cl)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
		if err := retry.Sleep(ctx, c.LightGap); err != nil {
			return nil, err
		}
	}
	return ids, waitDone(ctx, pool, ids)
}

func latencies(ctx context.Context, pool *db.Pool, ids []uuid.UUID) (approveToSubmit, parentToChild []float64, err error) {
	approveToSubmit, err = durations(dbops.Of(pool.Conn).ApprovalToSubmitSeconds(ctx, ids))
	if err != nil {
		return nil, nil, err
	}
	parentToChild, err = durations(dbops.Of(pool.Conn).ParentToChildSeconds(ctx, ids))
	return approveToSubmit, parentToChild, err
}

// stagesP50 returns the p50 of each stage of approve → SUBMITTED (dbops.SubmitStages)
// over the movements of ids, in milliseconds.
func stagesP50(ctx context.Context, pool *db.Pool, ids []uuid.UUID) ([3]float64, error) {
	stages, err := dbops.Of(pool.Conn).ApprovalToSubmitStages(ctx, ids)
	if err != nil {
		return [3]float64{}, err
	}
	if len(stages) == 0 {
		return [3]float64{}, errors.New("no claims, intents and submissions recorded")
	}
	var wake, claim, submit []float64
	for _, s := range stages {
		wake, claim, submit = append(wake, s.Wake), append(claim, s.Claim), append(submit, s.Submit)
	}
	var out [3]float64
	for i, xs := range [][]float64{wake, claim, submit} {
		sort.Float64s(xs)
		out[i] = pct(xs, 50) // in ms
	}
	return out, nil
}

// durations checks and sorts what a latency query returned.
func durations(out []float64, err error) ([]float64, error) {
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errors.New("no transitions recorded")
	}
	sort.Float64s(out)
	return out, nil
}

// pct returns the p-th percentile in milliseconds (nearest rank).
func pct(sorted []float64, p float64) float64 {
	i := int(float64(len(sorted))*p/100+0.5) - 1
	i = min(max(i, 0), len(sorted)-1)
	return sorted[i] * 1000
}

type workerProcs struct {
	procs []*exec.Cmd
	// dispatcherMetrics and observerMetrics are the /metrics addresses of the
	// dispatcher and observer replicas.
	dispatcherMetrics, observerMetrics []string
}

// stop ends the worker processes and waits for them; a second call does nothing.
func (w *workerProcs) stop() {
	for _, p := range w.procs {
		_ = p.Process.Signal(syscall.SIGTERM)
	}
	for _, p := range w.procs {
		_ = p.Wait()
	}
	w.procs = nil
}

func startWorkers(ctx context.Context, c cli, bin string, dbURL map[string]string, replicas int) (*workerProcs, error) {
	w := &workerProcs{}
	ports := map[int]bool{}
	for _, name := range []string{"dispatcher", "observer", "recovery"} {
		n := 1
		if slices.Contains(c.Scale, name) {
			n = replicas
		}
		for range n {
			metrics := "127.0.0.1:0"
			if name == "dispatcher" || name == "observer" {
				port, err := loopback.FreePort(ctx, ports)
				if err != nil {
					w.stop()
					return nil, err
				}
				metrics = "127.0.0.1:" + strconv.Itoa(port)
				if name == "dispatcher" {
					w.dispatcherMetrics = append(w.dispatcherMetrics, metrics)
				} else {
					w.observerMetrics = append(w.observerMetrics, metrics)
				}
			}
			cmd := exec.CommandContext(context.WithoutCancel(ctx), filepath.Join(bin, name))
			cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL[name], "MG_NETWORK_MODE=testnet", "MG_WORKERS_ENABLED=true",
				"MG_NOOP_EXECUTOR=true", "MG_LOG_LEVEL="+c.WorkerLog, "MG_POLL_INTERVAL="+c.PollInterval.String(), "MG_BATCH_SIZE="+strconv.Itoa(c.BatchSize),
				"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR="+metrics)
			cmd.Env = append(cmd.Env, c.WorkerEnv...)
			cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
			if err := cmd.Start(); err != nil {
				w.stop()
				return nil, err
			}
			w.procs = append(w.procs, cmd)
		}
	}
	return w, nil
}

// claimsDelta is after minus before, per replica.
func claimsDelta(before, after []replicaClaims) []replicaClaims {
	out := make([]replicaClaims, 0, len(after))
	for i, a := range after {
		var b replicaClaims
		if i < len(before) {
			b = before[i]
		}
		out = append(out, replicaClaims{full: a.full - b.full, short: a.short - b.short, empty: a.empty - b.empty, nodes: a.nodes - b.nodes})
	}
	return out
}

// scrapeClaims reads each replica's claim counters of worker (dispatcher or observer)
// and the nodes it claimed (its READY -> SUBMITTING transitions, or an observer's
// transitions out of SUBMITTED/OBSERVING) from its /metrics; a replica that cannot be
// read counts zero.
func (w *workerProcs) scrapeClaims(ctx context.Context, addrs []string, worker string) []replicaClaims {
	out := make([]replicaClaims, len(addrs))
	for i, addr := range addrs {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/metrics", nil)
		if err != nil {
			continue
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			sp := strings.LastIndexByte(line, ' ')
			if sp < 0 || strings.HasPrefix(line, "#") {
				continue
			}
			v, err := strconv.ParseFloat(line[sp+1:], 64)
			if err != nil {
				continue
			}
			switch {
			case strings.HasPrefix(line, "qtg_claims_total{") && strings.Contains(line, `worker="`+worker+`"`):
				switch {
				case strings.Contains(line, `result="full"`):
					out[i].full += v
				case strings.Contains(line, `result="short"`):
					out[i].short += v
				case strings.Contains(line, `result="empty"`):
					out[i].empty += v
				}
			case worker == "dispatcher" && strings.HasPrefix(line, "qtg_node_transitions_total{") && strings.Contains(line, `from="READY"`) && strings.Contains(line, `to="SUBMITTING"`):
				out[i].nodes += v
			case worker == "observer" && strings.HasPrefix(line, "qtg_node_transitions_total{") && strings.Contains(line, `from="IN_FLIGHT"`):
				out[i].nodes += v
			}
		}
		_ = resp.Body.Close()
	}
	return out
}

var savepointName = regexp.MustCompile(`sp_[0-9]+`)

// clientRole is the role the benchmark's clients connect as, so that pg_stat_statements
// can tell their statements from the workers'.
const clientRole = "qtg_bench_client"

// workerRole prefixes the core workers' logins (qtg_bench_worker_dispatcher …):
// pg_stat_statements counts their statements only.
const workerRole = "qtg_bench_worker"

// gatewayRole is the gateway's login with --gateway (a member of qtg_testnet).
const gatewayRole = "qtg_bench_gateway"

func ensureClientRole(ctx context.Context, server string) error {
	return dbops.EnsureSuperuserRole(ctx, server, clientRole)
}

func withUser(dbURL, user, password string) (string, error) {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "", err
	}
	u.User = url.UserPassword(user, password)
	return u.String(), nil
}

// hasStatStatements reports whether pg_stat_statements can be read (the server
// preloads it; createDatabase created the extension).
func hasStatStatements(ctx context.Context, pool *db.Pool) bool {
	return dbops.Of(pool.Conn).HasStatStatements(ctx)
}

// dbStats are cumulative counters of the benchmark's database.
type dbStats struct {
	rowsWritten                float64
	rowsByTable                map[string]float64
	auditEvents, auditRows     int
	walBytes                   float64
	workerCalls, workerCommits float64
	workerExecMs, workerBufs   float64
	byQuery                    map[string]statementCost
}

// snapshotDB reads the counters. Table counters reach pg_stat_user_tables up to ten
// seconds late (backends flush them when idle), so rows are read before the light run
// and ten seconds after the throughput run; pg_stat_statements is current.
func snapshotDB(ctx context.Context, pool *db.Pool, stats bool) (dbStats, error) {
	var s dbStats
	var err error
	if s.rowsByTable, err = dbops.Of(pool.Conn).RowsWritten(ctx); err != nil {
		return s, err
	}
	for _, n := range s.rowsByTable {
		s.rowsWritten += n
	}
	if s.walBytes, err = dbops.Of(pool.Conn).WALBytes(ctx); err != nil {
		return s, err
	}
	if s.auditEvents, s.auditRows, err = dbops.Of(pool.Conn).AuditPending(ctx); err != nil {
		return s, err
	}
	if !stats {
		return s, nil
	}
	byRole, err := dbops.Of(pool.Conn).StatementStatsByRole(ctx)
	if err != nil {
		return s, err
	}
	var all []dbops.StatementStat
	var execMs, bufs float64
	for _, st := range byRole {
		if strings.HasPrefix(st.Role, workerRole+"_") {
			all = append(all, dbops.StatementStat{Query: st.Query, Calls: st.Calls, Rows: st.Rows, Buffers: st.Buffers})
			execMs += st.ExecMs
			bufs += st.Buffers
		}
	}
	folded := foldStatements(all)
	folded.rowsWritten, folded.rowsByTable, folded.walBytes = s.rowsWritten, s.rowsByTable, s.walBytes
	folded.auditEvents, folded.auditRows = s.auditEvents, s.auditRows
	folded.workerExecMs, folded.workerBufs = execMs, bufs
	return folded, nil
}

// foldStatements sums pg_stat_statements rows into dbStats, counting savepoints of
// every depth as one statement text, and the COMMITs pg_stat_statements does not see.
func foldStatements(all []dbops.StatementStat) dbStats {
	var s dbStats
	var begins, rollbacks float64
	s.byQuery = map[string]statementCost{}
	for _, st := range all {
		c := statementCost{query: st.Query, calls: st.Calls, rows: st.Rows, buffers: st.Buffers}
		// Savepoint names differ by depth: count them as one statement each.
		c.query = savepointName.ReplaceAllString(c.query, "sp_N")
		prev := s.byQuery[c.query]
		c.calls += prev.calls
		c.rows += prev.rows
		c.buffers += prev.buffers
		s.byQuery[c.query] = c
		// This entry's own calls: c.calls also holds the earlier entries folded into
		// the same text (savepoint names), which were counted already. Adding c.calls
		// here counted sp_1's calls once per deeper savepoint name, which made the
		// statements per node-step of a run with long observer transactions (several
		// replicas) look ten times what they were.
		s.workerCalls += st.Calls
		switch strings.ToLower(strings.TrimSpace(c.query)) {
		case "begin":
			begins += st.Calls
		case "commit":
			s.workerCommits += st.Calls
		case "rollback":
			rollbacks += st.Calls
		}
	}
	// A COMMIT that db.Tx.Commit pipelines with its hints goes out in the extended
	// protocol, where pg_stat_statements does not see it; every transaction begins
	// with a BEGIN it does see. So the transactions that neither committed visibly nor
	// rolled back committed in a pipeline: one more statement (and round trip) each.
	if missing := begins - s.workerCommits - rollbacks; missing > 0 {
		s.workerCommits += missing
		s.workerCalls += missing
	}
	return s
}

func waitHeartbeats(ctx context.Context, pool *db.Pool, want int) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		n, err := dbops.Of(pool.Conn).CountLiveHeartbeats(ctx)
		if err != nil {
			return err
		}
		if n >= want {
			return nil
		}
		if err := retry.Sleep(ctx, 20*time.Millisecond); err != nil {
			return err
		}
	}
	return errors.New("workers did not start within a minute")
}

// cpuSnapshot sums CPU time of the worker processes and of the Postgres backends
// connected to this benchmark's database.
func cpuSnapshot(ctx context.Context, pool *db.Pool, w *workerProcs) (workers, postgres time.Duration, err error) {
	for _, p := range w.procs {
		workers += processCPU(p.Process.Pid)
	}
	postgres, err = postgresCPU(ctx, pool)
	return workers, postgres, err
}

// postgresCPU is the CPU time of the database's backends so far.
func postgresCPU(ctx context.Context, pool *db.Pool) (cpu time.Duration, err error) {
	pids, err := dbops.Of(pool.Conn).BackendPIDs(ctx)
	if err != nil {
		return 0, err
	}
	for _, pid := range pids {
		cpu += processCPU(int(pid))
	}
	return cpu, nil
}

// processCPU reads user+system time of a process from /proc (0 when unreadable).
func processCPU(pid int) time.Duration {
	f, err := os.Open(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	defer func() { _ = f.Close() }()
	line, err := bufio.NewReader(f).ReadString('\n')
	if err != nil && line == "" {
		return 0
	}
	// Fields after the parenthesised command name; utime and stime are fields 14, 15.
	fields := strings.Fields(line[strings.LastIndexByte(line, ')')+1:])
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / userHZ
}

// userHZ is the clock tick of /proc's CPU times (USER_HZ, 100 on Linux).
const userHZ = 100

// createDatabase makes a fresh database for the run and returns its URL.
func createDatabase(ctx context.Context, server string, keep bool) (string, func(), error) {
	name := "qtg_bench_" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
	if err := dbops.CreateDatabase(ctx, server, name); err != nil {
		return "", nil, err
	}
	u, err := url.Parse(server)
	if err != nil {
		return "", nil, err
	}
	u.Path = "/" + name
	// Fails harmlessly when the server does not have the module.
	_ = dbops.CreateStatStatements(ctx, u.String())
	cleanup := func() {
		if keep {
			fmt.Println("kept database", name)
			return
		}
		_ = dbops.DropDatabase(context.Background(), server, name)
	}
	return u.String(), cleanup, nil
}
