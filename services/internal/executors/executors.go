// Package executors builds the executor registry a QTG process runs with: noop always,
// and evm_transfer when a chain configuration is given. Workers, the gateway (for the
// template compiler) and tests build their registry here, so every process validates
// and runs the same executors.
package executors

import (
	"context"
	"fmt"
	"os"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"

	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
)

// ConfigFileEnv names the chain configuration file when Build is given no path.
const ConfigFileEnv = "MG_CONFIG_FILE"

// Build returns the registry: noop (which needs pool) and, when configPath (or else
// MG_CONFIG_FILE) names a chain configuration, evm_transfer with the signers it lists.
// Keys are read here, once; a missing or mismatched key fails the start rather than the
// first transfer. instance identifies the calling process in noop's records. Built
// with -tags crashtest (the e2e tests' deployables only), evm_transfer is wrapped with
// the crash-test pauses (crashtest.go). logger receives the executors' own logs (what
// operators must see from evm_transfer), with the process's fields.
func Build(ctx context.Context, pool *pgxpool.Pool, instance string, configPath string, logger zerolog.Logger) (*executor.Registry, error) {
	execs := []executor.Executor{noop.New(pool, instance)}
	if configPath == "" {
		configPath = os.Getenv(ConfigFileEnv)
	}
	if configPath != "" {
		has, err := evm.HasChains(configPath)
		if err != nil {
			return nil, err
		}
		if !has {
			configPath = ""
		}
	}
	if configPath != "" {
		cfg, err := evm.LoadFile(configPath, os.Getenv)
		if err != nil {
			return nil, err
		}
		signers, err := evm.LoadSigners(cfg, os.Getenv)
		if err != nil {
			return nil, fmt.Errorf("chain config %s: %w", configPath, err)
		}
		e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: pool, Logger: &logger})
		if err != nil {
			return nil, err
		}
		execs = append(execs, withCrashTests(e, pool))
		if cctptransfer.HasCCTP(cfg) {
			c, err := cctptransfer.New(cctptransfer.Options{Config: cfg, Signers: signers, Logger: &logger})
			if err != nil {
				return nil, err
			}
			execs = append(execs, withCrashTests(c, pool))
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return executor.NewRegistry(execs...)
}
