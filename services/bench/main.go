// Command bench measures QTG's core engine end to end, with the dispatcher, observer
// and recovery running as separate processes, as deployed:
//
//   - throughput: N movements of three chained noop nodes, created and approved by
//     concurrent clients while the workers run, in node-steps per second from the
//     first create to the last completion;
//   - latency at light load: approve → first node SUBMITTED, and parent COMPLETED →
//     child SUBMITTED, p50 and p99, with poll intervals left at seconds so that only
//     notifications can make them fast;
//   - where the CPU went: the worker processes against the Postgres backends serving
//     this benchmark's database.
//
// It creates its own database on DATABASE_URL's server and drops it afterwards. Run it
// with `make bench` (a throwaway cluster with fsync on). It is not part of `make test`.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/alecthomas/kong"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/compiler"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/movement"
)

type cli struct {
	DatabaseURL  string        `name:"database-url" env:"DATABASE_URL" required:"" help:"Server to benchmark on (a role that may create databases)."`
	Movements    int           `default:"3000" help:"Movements in the throughput run."`
	Light        int           `default:"200" help:"Movements in the light-load latency run."`
	LightGap     time.Duration `default:"20ms" help:"Pause between movements in the latency run."`
	Clients      int           `default:"8" help:"Concurrent clients creating and approving in the throughput run."`
	Replicas     int           `default:"1" help:"Replicas of each worker process."`
	BatchSize    int           `default:"128" help:"MG_BATCH_SIZE of the workers."`
	PollInterval time.Duration `default:"1s" help:"MG_POLL_INTERVAL of the workers."`
	Keep         bool          `help:"Keep the benchmark database."`
}

func main() {
	var c cli
	kong.Parse(&c, kong.Description("Benchmark QTG's core workers as separate processes."))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, c); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, c cli) error {
	dbURL, cleanup, err := createDatabase(ctx, c.DatabaseURL, c.Keep)
	if err != nil {
		return err
	}
	defer cleanup()
	if _, err := migrate.Up(ctx, dbURL); err != nil {
		return err
	}
	poolCfg, err := db.ParseConfig(dbURL, db.Testnet)
	if err != nil {
		return err
	}
	poolCfg.MaxConns = int32(c.Clients + 4)
	pool, err := db.OpenConfig(ctx, poolCfg, db.Testnet)
	if err != nil {
		return err
	}
	defer pool.Close()
	reg, err := executor.NewRegistry(noop.New(pool, "bench"))
	if err != nil {
		return err
	}
	comp, err := compiler.New(reg, compiler.Limits{})
	if err != nil {
		return err
	}
	svc := movement.New(pool, comp)
	tmpl, err := svc.ProposeTemplate(ctx, "bench-chain", []byte(`{"nodes":[
		{"key":"a","executor":"noop","config":{}},
		{"key":"b","executor":"noop","config":{},"depends_on":["a"]},
		{"key":"c","executor":"noop","config":{},"depends_on":["b"]}]}`), "bench-proposer", 0)
	if err != nil {
		return err
	}
	if err := svc.ApproveTemplate(ctx, tmpl.ID, "bench-approver", tmpl.DefinitionHash); err != nil {
		return err
	}

	procs, err := startWorkers(ctx, c, dbURL)
	if err != nil {
		return err
	}
	defer procs.stop()
	if err := waitHeartbeats(ctx, pool, 3*c.Replicas); err != nil {
		return err
	}

	fmt.Printf("machine: %d CPUs, %s; Postgres and workers on this machine\n", runtime.NumCPU(), runtime.GOOS+"/"+runtime.GOARCH)
	fmt.Printf("workers: dispatcher, observer, recovery × %d processes, batch %d, poll interval %s\n\n",
		c.Replicas, c.BatchSize, c.PollInterval)

	// Latency at light load.
	var light []uuid.UUID
	for range c.Light {
		id, err := createApprove(ctx, svc)
		if err != nil {
			return err
		}
		light = append(light, id)
		if err := sleep(ctx, c.LightGap); err != nil {
			return err
		}
	}
	if err := waitDone(ctx, pool, light); err != nil {
		return err
	}
	if err := printLatency(ctx, pool, light); err != nil {
		return err
	}

	// Throughput.
	workerCPU0, pgCPU0, err := cpuSnapshot(ctx, pool, procs)
	if err != nil {
		return err
	}
	selfCPU0 := processCPU(os.Getpid())
	start := time.Now()
	ids := make([]uuid.UUID, c.Movements)
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, c.Clients)
	for range c.Clients {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= c.Movements {
					return
				}
				id, err := createApprove(ctx, svc)
				if err != nil {
					errs <- err
					return
				}
				ids[i] = id
			}
		})
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return err
	}
	created := time.Since(start)
	if err := waitDone(ctx, pool, ids); err != nil {
		return err
	}
	elapsed := time.Since(start)
	workerCPU1, pgCPU1, err := cpuSnapshot(ctx, pool, procs)
	if err != nil {
		return err
	}
	selfCPU := processCPU(os.Getpid()) - selfCPU0
	steps := 3 * c.Movements
	fmt.Printf("throughput: %d movements (%d node-steps) created in %s, all completed after %s\n",
		c.Movements, steps, created.Round(time.Millisecond), elapsed.Round(time.Millisecond))
	fmt.Printf("  %.0f node-steps/s, %.0f movements/s (create + approve included)\n",
		float64(steps)/elapsed.Seconds(), float64(c.Movements)/elapsed.Seconds())
	w, p := workerCPU1-workerCPU0, pgCPU1-pgCPU0
	fmt.Printf("  CPU: Postgres backends %.1f s, worker processes %.1f s (Postgres/workers %.1f×), bench clients %.1f s, wall %.1f s\n",
		p.Seconds(), w.Seconds(), p.Seconds()/max(w.Seconds(), 0.001), selfCPU.Seconds(), elapsed.Seconds())
	var completed int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM movement_requests WHERE id = ANY($1) AND request_state = 'COMPLETED'`, ids).Scan(&completed); err != nil {
		return err
	}
	var effects int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM noop_side_effects WHERE NOT fenced`).Scan(&effects); err != nil {
		return err
	}
	fmt.Printf("  check: %d/%d movements COMPLETED, %d side effects for %d nodes\n",
		completed, c.Movements, effects, 3*(c.Movements+c.Light))
	if completed != c.Movements || effects != 3*(c.Movements+c.Light) {
		return errors.New("the run did not complete every movement exactly once")
	}
	return nil
}

func createApprove(ctx context.Context, svc *movement.Service) (uuid.UUID, error) {
	req, _, err := svc.Create(ctx, movement.CreateInput{
		TemplateName: "bench-chain", Params: json.RawMessage(`{}`), IdempotencyKey: uuid.NewString(), CreatedBy: "bench-creator",
	})
	if err != nil {
		return uuid.Nil, err
	}
	return req.ID, svc.Approve(ctx, req.ID, "bench-approver", req.PlanHash)
}

// waitDone polls until every movement has finished. The database holds nothing but
// this run's movements, so the poll counts all open ones: cheap, so that measuring
// does not load the server it measures.
func waitDone(ctx context.Context, pool *pgxpool.Pool, ids []uuid.UUID) error {
	deadline := time.Now().Add(10 * time.Minute)
	_ = ids
	for {
		var open int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM movement_requests
			WHERE request_state NOT IN ('COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED')`).Scan(&open); err != nil {
			return err
		}
		if open == 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d movements still open after 10 minutes", open)
		}
		if err := sleep(ctx, 20*time.Millisecond); err != nil {
			return err
		}
	}
}

// printLatency reads the transition times the audit outbox recorded (clock time of
// each transition's statement).
func printLatency(ctx context.Context, pool *pgxpool.Pool, ids []uuid.UUID) error {
	approveToSubmit, err := durations(ctx, pool, `
		SELECT extract(epoch FROM (min(s.occurred_at) - a.occurred_at))
		FROM movement_requests r
		JOIN audit_outbox a ON a.entity_id = r.id::text AND a.action = 'PENDING_APPROVAL->APPROVED'
		JOIN movement_request_nodes n ON n.request_id = r.id
		JOIN audit_outbox s ON s.entity_id = n.id::text AND s.action = 'SUBMITTING->SUBMITTED'
		WHERE r.id = ANY($1)
		GROUP BY r.id, a.occurred_at`, ids)
	if err != nil {
		return err
	}
	parentToChild, err := durations(ctx, pool, `
		SELECT extract(epoch FROM (s.occurred_at - c.occurred_at))
		FROM movement_plan_edges e
		JOIN audit_outbox c ON c.entity_id = e.parent_node_id::text AND c.action = '->COMPLETED'
		JOIN audit_outbox s ON s.entity_id = e.child_node_id::text AND s.action = 'SUBMITTING->SUBMITTED'
		WHERE e.request_id = ANY($1)`, ids)
	if err != nil {
		return err
	}
	fmt.Printf("latency at light load (%d movements, one every few ms):\n", len(ids))
	fmt.Printf("  approve → first SUBMITTED:          p50 %6.2f ms   p99 %6.2f ms\n", pct(approveToSubmit, 50), pct(approveToSubmit, 99))
	fmt.Printf("  parent COMPLETED → child SUBMITTED: p50 %6.2f ms   p99 %6.2f ms\n\n", pct(parentToChild, 50), pct(parentToChild, 99))
	return nil
}

func durations(ctx context.Context, pool *pgxpool.Pool, sql string, ids []uuid.UUID) ([]float64, error) {
	rows, err := pool.Query(ctx, sql, ids)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[float64])
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
	dir   string
	procs []*exec.Cmd
}

func (w *workerProcs) stop() {
	for _, p := range w.procs {
		_ = p.Process.Signal(syscall.SIGTERM)
	}
	for _, p := range w.procs {
		_ = p.Wait()
	}
	_ = os.RemoveAll(w.dir)
}

func startWorkers(ctx context.Context, c cli, dbURL string) (*workerProcs, error) {
	dir, err := os.MkdirTemp("", "qtg-bench-")
	if err != nil {
		return nil, err
	}
	w := &workerProcs{dir: dir}
	build := exec.CommandContext(ctx, "go", "build", "-o", dir+string(filepath.Separator),
		"github.com/qtgdev/qtg/services/dispatcher", "github.com/qtgdev/qtg/services/observer", "github.com/qtgdev/qtg/services/recovery")
	if out, err := build.CombinedOutput(); err != nil {
		w.stop()
		return nil, fmt.Errorf("build workers: %w\n%s", err, out)
	}
	for _, name := range []string{"dispatcher", "observer", "recovery"} {
		for range c.Replicas {
			cmd := exec.CommandContext(context.WithoutCancel(ctx), filepath.Join(dir, name))
			cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "MG_NETWORK_MODE=testnet", "MG_WORKERS_ENABLED=true",
				"MG_LOG_LEVEL=warn", "MG_POLL_INTERVAL="+c.PollInterval.String(), "MG_BATCH_SIZE="+strconv.Itoa(c.BatchSize),
				"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR=127.0.0.1:0")
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

func waitHeartbeats(ctx context.Context, pool *pgxpool.Pool, want int) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM worker_heartbeats WHERE status = 'live'`).Scan(&n); err != nil {
			return err
		}
		if n >= want {
			return nil
		}
		if err := sleep(ctx, 20*time.Millisecond); err != nil {
			return err
		}
	}
	return errors.New("workers did not start within a minute")
}

// cpuSnapshot sums CPU time of the worker processes and of the Postgres backends
// connected to this benchmark's database.
func cpuSnapshot(ctx context.Context, pool *pgxpool.Pool, w *workerProcs) (workers, postgres time.Duration, err error) {
	for _, p := range w.procs {
		workers += processCPU(p.Process.Pid)
	}
	rows, err := pool.Query(ctx, `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)
	if err != nil {
		return 0, 0, err
	}
	pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return 0, 0, err
	}
	for _, pid := range pids {
		postgres += processCPU(int(pid))
	}
	return workers, postgres, nil
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
	const ticksPerSecond = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticksPerSecond
}

// createDatabase makes a fresh database for the run and returns its URL.
func createDatabase(ctx context.Context, server string, keep bool) (string, func(), error) {
	name := "qtg_bench_" + strings.ReplaceAll(uuid.NewString()[:8], "-", "")
	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		return "", nil, fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = conn.Close(ctx) }()
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", nil, err
	}
	u, err := url.Parse(server)
	if err != nil {
		return "", nil, err
	}
	u.Path = "/" + name
	cleanup := func() {
		if keep {
			fmt.Println("kept database", name)
			return
		}
		c, err := pgx.Connect(context.Background(), server)
		if err != nil {
			return
		}
		defer func() { _ = c.Close(context.Background()) }()
		_, _ = c.Exec(context.Background(), "DROP DATABASE "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	}
	return u.String(), cleanup, nil
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
