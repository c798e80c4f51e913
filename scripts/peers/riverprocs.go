//go:build ignore

// riverprocs measures how River's chain-of-3 anchor scales with worker processes on
// one database, for bench-peers' PEER_PROCS: QTG's scale-out is judged against it. It
// is built with procs.go inside a copy of the anchors' riverbench module (whose go.mod
// pins River), never in this repository's modules, hence the build constraint.
//
// The leader migrates, empties river_job, starts -procs copies of itself as workers
// (each a River client with its own pool, like a QTG replica), waits until each is
// running, inserts the chains' first steps (COPY) and times until no job is left to
// run; with -cold it inserts first and times from the workers' start. Each step but the last inserts the next in the transaction that completes it,
// as in the anchor.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"os"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
)

type stepArgs struct {
	Chain int `json:"c"`
	Step  int `json:"s"`
}

func (stepArgs) Kind() string { return "procs_chain" }

type stepWorker struct {
	river.WorkerDefaults[stepArgs]
	pool  *pgxpool.Pool
	steps int
}

func (w *stepWorker) Work(ctx context.Context, job *river.Job[stepArgs]) error {
	if job.Args.Step >= w.steps {
		return nil
	}
	tx, err := w.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	client := river.ClientFromContext[pgx.Tx](ctx)
	if _, err := client.InsertTx(ctx, tx, stepArgs{Chain: job.Args.Chain, Step: job.Args.Step + 1}, nil); err != nil {
		return err
	}
	if _, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

func main() {
	worker := flag.Bool("worker", false, "run as one worker process until SIGTERM (the leader starts these)")
	procs := flag.Int("procs", 1, "worker processes")
	chains := flag.Int("chains", 10000, "chains")
	steps := flag.Int("steps", 3, "steps per chain")
	maxWorkers := flag.Int("maxworkers", 100, "QueueConfig.MaxWorkers per process")
	cooldown := flag.Duration("cooldown", time.Millisecond, "Config.FetchCooldown")
	poll := flag.Duration("poll", 50*time.Millisecond, "Config.FetchPollInterval")
	poolMax := flag.Int("pool", 20, "pgxpool MaxConns per process")
	cold := flag.Bool("cold", false, "insert the chains first, then start the workers and the clock (start-up included)")
	label := flag.String("label", "", "result label, the process count appended (default river_chain3_procs, or river_chain3_cold_procs)")
	timeout := flag.Duration("timeout", 180*time.Second, "give up after")
	flag.Parse()

	ctx := context.Background()
	cfg, err := pgxpool.ParseConfig(os.Getenv("DATABASE_URL"))
	must(err)
	cfg.MaxConns = int32(*poolMax)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	must(err)
	defer pool.Close()
	workers := river.NewWorkers()
	river.AddWorker(workers, &stepWorker{pool: pool, steps: *steps})
	client, err := river.NewClient(riverpgxv5.New(pool), &river.Config{
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: *maxWorkers}},
		Workers:           workers,
		FetchCooldown:     *cooldown,
		FetchPollInterval: *poll,
		Logger:            slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
	})
	must(err)
	if *worker {
		must(client.Start(ctx))
		serveUntilStopped()
		sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		_ = client.Stop(sctx)
		return
	}

	migrator, err := rivermigrate.New(riverpgxv5.New(pool), nil)
	must(err)
	_, err = migrator.Migrate(ctx, rivermigrate.DirectionUp, nil)
	must(err)
	_, err = pool.Exec(ctx, "TRUNCATE river_job")
	must(err)
	params := make([]river.InsertManyParams, *chains)
	for i := range params {
		params[i] = river.InsertManyParams{Args: stepArgs{Chain: i, Step: 1}}
	}
	start, stopWorkers := timed(*cold, func() func() { return startWorkers(*procs, nil, "-worker") }, func() {
		for i := 0; i < len(params); i += 10000 {
			_, err := client.InsertManyFast(ctx, params[i:min(i+10000, len(params))])
			must(err)
		}
		if *cold { // as the anchor does before it starts its client
			_, err := pool.Exec(ctx, "ANALYZE river_job")
			must(err)
		}
	})
	defer stopWorkers()
	waitFor(ctx, pool, "SELECT count(*) FROM river_job WHERE state NOT IN ('completed', 'cancelled', 'discarded')", 0, *timeout)
	wall := time.Since(start)
	if *label == "" {
		*label = map[bool]string{false: "river_chain3_procs", true: "river_chain3_cold_procs"}[*cold]
	}
	var done int
	must(pool.QueryRow(ctx, "SELECT count(*) FROM river_job WHERE state = 'completed'").Scan(&done))
	if done != *chains**steps {
		log.Fatalf("%d of %d steps completed", done, *chains**steps)
	}
	result(*label, *procs, done, wall)
}
