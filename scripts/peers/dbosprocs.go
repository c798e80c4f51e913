//go:build ignore

// dbosprocs measures how DBOS Transact's queued 3-step workflows scale with worker
// processes on one database, for bench-peers' PEER_PROCS. It is built with procs.go
// inside a copy of the anchors' dbosbench module (whose go.mod pins DBOS), never in
// this repository's modules, hence the build constraint.
//
// The leader makes a fresh dbos schema, starts -procs copies of itself as workers (each
// its own DBOS executor, DBOS__VMID, with its own pool, like a QTG replica), waits
// until each has launched, then enqueues the workflows from a DBOS client with 8
// goroutines and times until all are SUCCESS; with -cold it enqueues first and times
// from the workers' start. The queue has a per-process worker
// concurrency (-workerconc) and a short polling interval: with DBOS's defaults (no
// limit, 1 s polling) the first process to poll dequeues everything and the others
// idle, which would measure nothing.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/dbos-inc/dbos-transact-golang/dbos"
	"github.com/jackc/pgx/v5/pgxpool"
)

const steps = 3

func noop(context.Context) (int, error) { return 1, nil }

func threeSteps(ctx dbos.Context, in int) (int, error) {
	for i := range steps {
		if _, err := dbos.RunAsStep(ctx, noop, dbos.WithStepName(fmt.Sprintf("step%d", i))); err != nil {
			return 0, err
		}
	}
	return in, nil
}

func main() {
	worker := flag.Bool("worker", false, "run as one worker process until SIGTERM (the leader starts these)")
	procs := flag.Int("procs", 1, "worker processes")
	n := flag.Int("n", 5000, "workflows")
	workerConc := flag.Int("workerconc", 100, "the queue's WorkerConcurrency (per process)")
	pollEvery := flag.Duration("poll", 10*time.Millisecond, "the queue's base polling interval")
	cold := flag.Bool("cold", false, "enqueue the workflows first, then start the workers and the clock (start-up included)")
	label := flag.String("label", "", "result label, the process count appended (default dbos_queue_procs, or dbos_queue_cold_procs)")
	timeout := flag.Duration("timeout", 180*time.Second, "give up after")
	flag.Parse()

	ctx := context.Background()
	url := os.Getenv("DATABASE_URL")
	// Errors only, and none once told to stop: DBOS's queue runner reports its
	// cancelled poll at shutdown as an error.
	level := new(slog.LevelVar)
	level.Set(slog.LevelError)
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	if *worker {
		dctx, err := dbos.NewContext(ctx, dbos.Config{DatabaseURL: url, AppName: "dbosprocs", Logger: logger})
		must(err)
		dbos.RegisterWorkflow(dctx, threeSteps, dbos.WithWorkflowName("threeSteps"))
		_, err = dbos.RegisterQueue(dctx, "procsq", dbos.WithWorkerConcurrency(*workerConc), dbos.WithQueueBasePollingInterval(*pollEvery))
		must(err)
		must(dbos.Launch(dctx))
		serveUntilStopped()
		level.Set(slog.LevelError + 1)
		dbos.Shutdown(dctx, 5*time.Second)
		return
	}

	pool, err := pgxpool.New(ctx, url)
	must(err)
	defer pool.Close()
	_, err = pool.Exec(ctx, "DROP SCHEMA IF EXISTS dbos CASCADE")
	must(err)
	// The schema, made here so that the workers, started together, find it.
	setup, err := dbos.NewContext(ctx, dbos.Config{DatabaseURL: url, AppName: "dbosprocs", Logger: logger})
	must(err)
	defer dbos.Shutdown(setup, 5*time.Second)
	cli, err := dbos.NewClient(ctx, dbos.ClientConfig{DatabaseURL: url, AppName: "dbosprocs", Logger: logger})
	must(err)
	defer dbos.Shutdown(cli, 5*time.Second)
	start, stopWorkers := timed(*cold, func() func() {
		return startWorkers(*procs, func(i int) []string { return []string{fmt.Sprintf("DBOS__VMID=procs-%d", i)} }, "-worker")
	}, func() {
		enqueue(cli, *n)
		if *cold { // as the anchor does before it launches
			_, err := pool.Exec(ctx, "ANALYZE dbos.workflow_status")
			must(err)
		}
	})
	defer stopWorkers()
	waitFor(ctx, pool, "SELECT count(*) FROM dbos.workflow_status WHERE status = 'SUCCESS'", *n, *timeout)
	wall := time.Since(start)
	if *label == "" {
		*label = map[bool]string{false: "dbos_queue_procs", true: "dbos_queue_cold_procs"}[*cold]
	}
	result(*label, *procs, *n*steps, wall)
}

// enqueue enqueues n workflows from 8 goroutines, as the DBOS anchor does.
func enqueue(cli dbos.Client, n int) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	per := (n + 7) / 8
	for g := range 8 {
		wg.Go(func() {
			for i := g * per; i < min((g+1)*per, n); i++ {
				if _, err := dbos.Enqueue[int](cli, "procsq", "threeSteps", i); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		log.Fatal(err)
	}
}
