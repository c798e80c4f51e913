// Command evmworker is a test-only worker process for the e2e tests of the evm_transfer
// executor: the core workers (MG_WORKERS, default all three) with the registry of
// executors.Build, so evm_transfer runs in a real separate process before the
// deployables' app.Run builds its registry there. It reads the same environment as the
// deployables (DATABASE_URL, MG_NETWORK_MODE, MG_POLL_INTERVAL, …) plus MG_CONFIG_FILE.
// Not a deployable: delete it once app.Run uses executors.Build.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/engine"
	"github.com/qtgdev/qtg/services/internal/executors"
	"github.com/qtgdev/qtg/services/internal/worker"
)

func main() {
	logger := zerolog.New(os.Stdout).Level(zerolog.InfoLevel).With().Timestamp().Str("service", "evmworker").Logger()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, logger); err != nil && !errors.Is(err, context.Canceled) {
		logger.Error().Err(err).Msg("exiting")
		os.Exit(1)
	}
}

func duration(name string, def time.Duration) (time.Duration, error) {
	v := os.Getenv(name)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	return d, nil
}

func run(ctx context.Context, logger zerolog.Logger) error {
	network, err := db.ParseNetwork(os.Getenv("MG_NETWORK_MODE"))
	if err != nil {
		return err
	}
	interval, err := duration("MG_POLL_INTERVAL", time.Second)
	if err != nil {
		return err
	}
	recoveryInterval, err := duration("MG_RECOVERY_INTERVAL", 5*time.Second)
	if err != nil {
		return err
	}
	stale, err := duration("MG_STALE_SUBMITTING_AFTER", time.Minute)
	if err != nil {
		return err
	}
	backoff, err := duration("MG_RETRY_BACKOFF", time.Second)
	if err != nil {
		return err
	}
	batchSize := 64
	if v := os.Getenv("MG_BATCH_SIZE"); v != "" {
		if batchSize, err = strconv.Atoi(v); err != nil {
			return fmt.Errorf("MG_BATCH_SIZE: %w", err)
		}
	}
	instance := fmt.Sprintf("evmworker-%d", os.Getpid())
	pool, err := db.Open(ctx, os.Getenv("DATABASE_URL"), network)
	if err != nil {
		return err
	}
	defer pool.Close()
	reg, err := executors.Build(ctx, pool, instance, "")
	if err != nil {
		return err
	}
	ecfg := engine.Config{Pool: pool, Registry: reg, Instance: instance, Logger: logger,
		StaleSubmittingAfter: stale, RetryBackoff: backoff, UnknownRetry: recoveryInterval, BatchSize: batchSize}
	names := strings.Split(os.Getenv("MG_WORKERS"), ",")
	if os.Getenv("MG_WORKERS") == "" {
		names = []string{"dispatcher", "observer", "recovery"}
	}
	var specs []worker.Spec
	for _, name := range names {
		var batch worker.BatchFunc
		every, wake := interval, ""
		switch name {
		case "dispatcher":
			d, err := engine.NewDispatcher(ecfg)
			if err != nil {
				return err
			}
			batch, wake = d.Batch, worker.TopicNodesReady
		case "observer":
			o, err := engine.NewObserver(ecfg)
			if err != nil {
				return err
			}
			batch, wake = o.Batch, worker.TopicNodesSubmitted
		case "recovery":
			r, err := engine.NewRecovery(ecfg)
			if err != nil {
				return err
			}
			batch, wake, every = r.Batch, worker.TopicNodesUnknown, recoveryInterval
		default:
			return fmt.Errorf("unknown worker %q", name)
		}
		specs = append(specs, worker.Spec{Name: name, Tier: worker.Core, Interval: every, Jitter: every / 5,
			BatchSize: batchSize, Batch: batch, Wake: []string{wake}})
	}
	sup, err := worker.New(worker.Config{Pool: pool, Network: network, InstanceID: instance, Logger: logger,
		ShutdownTimeout: 5 * time.Second}, specs...)
	if err != nil {
		return err
	}
	logger.Info().Strs("workers", names).Strs("executors", reg.Keys()).Msg("starting workers")
	return sup.Run(ctx)
}
