package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/components"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// idleCost is one worker's statements over the idle window.
type idleCost struct {
	worker     string
	perMinute  float64
	heartbeats float64 // heartbeat upserts per minute
	// replans is DISCARD PLANS per minute: each pooled connection's scheduled replan
	// (db.ReplanEvery, MG_DB_REPLAN_EVERY), a cost of the connection's age, not of a pass.
	replans float64
	byQuery []statementCost
}

// idleRole is the login of worker name in the idle run: one role per worker, so that
// pg_stat_statements tells their statements apart.
func idleRole(name string) string { return "qtg_idle_" + strings.ReplaceAll(name, "-", "_") }

// runIdle starts one process of every worker on a fresh database with nothing to do,
// and counts each worker's statements per minute over c.Idle (pg_stat_statements, by
// the worker's own login). An idle worker should do one heartbeat and one cheap poll
// per interval.
func runIdle(ctx context.Context, c cli, bin string) ([]idleCost, error) {
	dbURL, cleanup, err := createDatabase(ctx, c.DatabaseURL, c.Keep)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	if _, err := migrate.Up(ctx, dbURL); err != nil {
		return nil, err
	}
	clientURL, err := withUser(dbURL, clientRole, clientRole)
	if err != nil {
		return nil, err
	}
	pool, err := db.Open(ctx, clientURL, db.Testnet, db.WithMaxConns(2))
	if err != nil {
		return nil, err
	}
	defer pool.Close()
	if !hasStatStatements(ctx, pool) {
		return nil, fmt.Errorf("the idle run needs pg_stat_statements (make bench preloads it)")
	}
	var procs []*exec.Cmd
	defer func() {
		for _, p := range procs {
			_ = p.Process.Signal(syscall.SIGTERM)
		}
		for _, p := range procs {
			_ = p.Wait()
		}
	}()
	var names []string
	for _, w := range components.All() {
		names = append(names, w.Name)
		url, err := migrate.EnsureLogin(ctx, dbURL, db.Testnet, idleRole(w.Name), idleRole(w.Name), []string{w.Name})
		if err != nil {
			return nil, err
		}
		cmd := exec.CommandContext(context.WithoutCancel(ctx), filepath.Join(bin, "qtg"))
		cmd.Env = append(os.Environ(), "DATABASE_URL="+url, "MG_NETWORK_MODE=testnet", "MG_WORKERS_ENABLED=true", "MG_NOOP_EXECUTOR=true",
			"MG_WORKERS="+w.Name, "MG_LOG_LEVEL=warn", "MG_CALLBACK_SECRETS=bench-callback-secret-0123456789", "MG_POLL_INTERVAL="+c.PollInterval.String(),
			"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR=127.0.0.1:0")
		cmd.Env = append(cmd.Env, c.WorkerEnv...)
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Start(); err != nil {
			return nil, err
		}
		procs = append(procs, cmd)
	}
	if err := waitHeartbeats(ctx, pool, len(names)); err != nil {
		return nil, err
	}
	// Let start-up work (first passes, prepared statements) settle before counting.
	if err := retry.Sleep(ctx, 3*time.Second); err != nil {
		return nil, err
	}
	before, err := dbops.Of(pool.Conn).StatementStatsByRole(ctx)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	if err := retry.Sleep(ctx, c.Idle); err != nil {
		return nil, err
	}
	after, err := dbops.Of(pool.Conn).StatementStatsByRole(ctx)
	if err != nil {
		return nil, err
	}
	minutes := time.Since(start).Minutes()
	return idleCosts(names, before, after, minutes), nil
}

// idleCosts subtracts before from after per worker role, per minute.
func idleCosts(workers []string, before, after []dbops.RoleStatementStat, minutes float64) []idleCost {
	type key struct{ role, query string }
	prev := map[key]float64{}
	for _, s := range before {
		prev[key{s.Role, savepointName.ReplaceAllString(s.Query, "sp_N")}] += s.Calls
	}
	cur := map[key]float64{}
	for _, s := range after {
		cur[key{s.Role, savepointName.ReplaceAllString(s.Query, "sp_N")}] += s.Calls
	}
	var out []idleCost
	for _, w := range workers {
		ic := idleCost{worker: w}
		role := idleRole(w)
		for k, calls := range cur {
			if k.role != role {
				continue
			}
			d := (calls - prev[k]) / minutes
			if d <= 0 {
				continue
			}
			ic.perMinute += d
			switch {
			case strings.Contains(k.query, "name: HeartbeatUpsert "):
				ic.heartbeats += d
			case strings.EqualFold(strings.TrimSpace(k.query), "DISCARD PLANS"):
				ic.replans += d
			}
			ic.byQuery = append(ic.byQuery, statementCost{query: k.query, calls: d})
		}
		sort.Slice(ic.byQuery, func(i, j int) bool { return ic.byQuery[i].calls > ic.byQuery[j].calls })
		out = append(out, ic)
	}
	return out
}

// perPass is a worker's statements per heartbeat (one heartbeat per pass at idle),
// its connections' scheduled replans left out.
func (c idleCost) perPass() float64 {
	return (c.perMinute - c.replans) / max(c.heartbeats, 1e-9)
}

// morePerPass reports whether a worker does more per pass than a heartbeat and a poll
// in a transaction (BEGIN, one statement, COMMIT or ROLLBACK): four statements.
func (c idleCost) morePerPass() bool { return c.heartbeats > 0 && c.perPass() > 4.01 }

// printIdle prints statements per minute per worker, its replans apart, and per pass,
// with each worker's statements when it does more than a heartbeat and a poll in a
// transaction per pass.
func printIdle(idle time.Duration, costs []idleCost) {
	fmt.Printf("\nidle cost: one process of every worker, nothing to do, statements per minute over %s (pg_stat_statements by the worker's login)\n", idle)
	fmt.Println("worker                          stmts/min  replans/min  heartbeats/min  stmts/pass")
	var total float64
	for _, c := range costs {
		total += c.perMinute
		flag := ""
		if c.morePerPass() {
			flag = "  more than a heartbeat and one poll in a transaction per pass"
		}
		fmt.Printf("%-30s %10.1f  %11.1f  %14.1f  %10.2f%s\n", c.worker, c.perMinute, c.replans, c.heartbeats, c.perPass(), flag)
	}
	fmt.Printf("%-30s %10.1f  (stmts/pass: per heartbeat, replans left out)\n", "all workers", total)
	for _, c := range costs {
		if !c.morePerPass() {
			continue
		}
		fmt.Printf("  %s per minute:\n", c.worker)
		for _, s := range c.byQuery {
			q := strings.Join(strings.Fields(s.query), " ")
			if len(q) > 100 {
				q = q[:100] + "…"
			}
			fmt.Printf("    %7.1f  %s\n", s.calls, q)
		}
	}
	fmt.Printf("RESULT qtg-idle-statements-per-minute %.1f\n", total)
}
