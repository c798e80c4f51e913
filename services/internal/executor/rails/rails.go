// Package rails builds the executor registry a QTG process runs with: evm_transfer
// (and cctp_transfer on CCTP chains) when a chain configuration is given, cex_withdrawal
// and cex_deposit when a venue configuration is given too, ccip_transfer on chains with a
// ccip section, oft_transfer on chains with a layerzero section, and the test executor noop
// only when enabled (MG_NOOP_EXECUTOR, testnet only). Workers, the gateway (for the
// template compiler) and tests build their registry here, so every process validates
// and runs the same executors.
package rails

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"
	"github.com/rs/zerolog"
	"go.opentelemetry.io/otel/trace"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/cciptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/cctptransfer"
	"github.com/qtgdev/qtg/services/internal/executor/cexdeposit"
	"github.com/qtgdev/qtg/services/internal/executor/cexwithdrawal"
	"github.com/qtgdev/qtg/services/internal/executor/evmtransfer"
	"github.com/qtgdev/qtg/services/internal/executor/noop"
	"github.com/qtgdev/qtg/services/internal/executor/ofttransfer"
	"github.com/qtgdev/qtg/services/internal/platform/outcall"
)

// ConfigFileEnv names the chain configuration file when Build is given no path.
const ConfigFileEnv = "MG_CONFIG_FILE"

// VenuesFileEnv names the exchange venue configuration file when Options has no path.
const VenuesFileEnv = "MG_VENUES_FILE"

// ErrNoopOnMainnet refuses the test executor noop on mainnet (docs/security.md): its "side
// effects" are rows, so a mainnet template using it would complete movements that
// moved nothing.
var ErrNoopOnMainnet = errors.New("the noop test executor is testnet only (MG_NOOP_EXECUTOR must not be set on mainnet)")

// Build returns the registry of a process that signs, without noop: when
// configPath (or else MG_CONFIG_FILE) names a chain configuration, evm_transfer with the
// signers it lists, their keys read here, once (a missing or mismatched key fails the
// start rather than the first transfer). It is BuildWith with local keys.
func Build(ctx context.Context, pool *db.Pool, instance string, configPath string, logger zerolog.Logger) (*executor.Registry, error) {
	return BuildWith(ctx, Options{Pool: pool, Instance: instance, ConfigPath: configPath, Logger: logger,
		Keys: evm.LocalKeys{Getenv: os.Getenv}})
}

// Options configures BuildWith.
type Options struct {
	// Pool is noop's pool, and the EVM executors' (their transactions' candidates).
	Pool *db.Pool
	// Noop registers the test executor noop (tests, benchmarks, chaos, make run). It
	// is refused unless Network is testnet: noop is never registered on mainnet, and
	// its tables exist on testnet only (migration 00012).
	Noop bool
	// Network is the network the process serves.
	Network db.Network
	// Instance identifies the calling process in noop's records.
	Instance string
	// ConfigPath is the chain configuration; empty: MG_CONFIG_FILE; neither: noop only.
	ConfigPath string
	// Logger receives the executors' own logs (what operators must see from
	// evm_transfer), with the process's fields.
	Logger zerolog.Logger
	// Keys opens the signers of a process that signs (evm.LocalKeys, or a remote
	// signer). Nil: the process does not sign: evm_transfer gets the address book
	// (enough to validate configs and check health), and the build fails with
	// evm.ErrKeysNotAllowed when a signer's key is reachable (docs/security.md).
	Keys evm.Keyring
	// VenuesPath is the venue configuration (package venue); empty: MG_VENUES_FILE;
	// neither: no exchange executors. It needs a chain configuration too.
	VenuesPath string
	// VenueAccess is which venue secrets the process loads (package venue): dispatcher
	// and recovery withdraw, the observer reads, everything else none.
	VenueAccess venue.Access
	// Tracer, when tracing is on, makes every outside call of the executors a client
	// span under the worker's: chains' JSON-RPC, the attestation service, venues
	// (package outcall). Nil: none.
	Tracer trace.TracerProvider
}

// BuildWith returns the registry: noop when enabled (testnet only), and evm_transfer
// when a chain configuration is given (see Options). Built with -tags crashtest (the
// e2e tests' deployables only), evm_transfer is wrapped with the crash-test pauses
// (crashtest.go).
func BuildWith(ctx context.Context, o Options) (*executor.Registry, error) {
	var execs []executor.Executor
	if o.Noop {
		if o.Network != db.Testnet {
			return nil, ErrNoopOnMainnet
		}
		execs = append(execs, noop.New(o.Pool, o.Instance))
	}
	configPath := o.ConfigPath
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
		cfg.Tracer = o.Tracer
		signers, err := openSigners(ctx, cfg, o.Keys)
		if err != nil {
			return nil, fmt.Errorf("chain config %s: %w", configPath, err)
		}
		logger := o.Logger
		e, err := evmtransfer.New(evmtransfer.Options{Config: cfg, Signers: signers, Pool: o.Pool, Logger: &logger})
		if err != nil {
			return nil, err
		}
		execs = append(execs, withCrashTests(e, o.Pool))
		if cctptransfer.HasCCTP(cfg) {
			c, err := cctptransfer.New(cctptransfer.Options{Config: cfg, Signers: signers, Pool: o.Pool, Logger: &logger,
				HTTPClient: outcall.Client(nil, o.Tracer, "attestation", outcall.HTTP)})
			if err != nil {
				return nil, err
			}
			execs = append(execs, withCrashTests(c, o.Pool))
		}
		if cciptransfer.HasCCIP(cfg) {
			c, err := cciptransfer.New(cciptransfer.Options{Config: cfg, Signers: signers, Pool: o.Pool, Logger: &logger})
			if err != nil {
				return nil, err
			}
			execs = append(execs, withCrashTests(c, o.Pool))
		}
		venuesPath := cmp.Or(o.VenuesPath, os.Getenv(VenuesFileEnv))
		if venuesPath != "" {
			venues, err := venue.LoadFile(venuesPath, o.VenueAccess, os.Getenv)
			if err != nil {
				return nil, err
			}
			if o.Tracer != nil {
				venues.Traced(o.Tracer)
			}
			w, err := cexwithdrawal.New(cexwithdrawal.Options{Venues: venues, Chains: cfg, Pool: o.Pool, Logger: &logger})
			if err != nil {
				return nil, err
			}
			dep, err := cexdeposit.New(cexdeposit.Options{Venues: venues, Chains: cfg, EVM: e})
			if err != nil {
				return nil, err
			}
			execs = append(execs, withCrashTests(w, o.Pool), withCrashTests(dep, o.Pool))
		}
		if ofttransfer.HasLayerZero(cfg) {
			x, err := ofttransfer.New(ofttransfer.Options{Config: cfg, Signers: signers, Pool: o.Pool, Logger: &logger})
			if err != nil {
				return nil, err
			}
			execs = append(execs, withCrashTests(x, o.Pool))
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return executor.NewRegistry(execs...)
}

// openSigners opens the signers with keys, or, for a process that does not sign (nil
// keys), returns the address book after checking no key is within reach.
func openSigners(ctx context.Context, cfg *evm.Config, keys evm.Keyring) (map[common.Address]evm.Signer, error) {
	if keys != nil {
		return evm.OpenSigners(ctx, cfg, keys)
	}
	if err := evm.RefuseKeys(cfg, os.Getenv); err != nil {
		return nil, err
	}
	return evm.AddressBook(cfg), nil
}
