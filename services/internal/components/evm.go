package components

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/components/settings"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/platform/host"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
	"github.com/qtgdev/qtg/services/internal/sidecar/balances"
	"github.com/qtgdev/qtg/services/internal/sidecar/capitalfollowup"
	"github.com/qtgdev/qtg/services/internal/sidecar/noncereaper"
)

// NonceReaper configures evm-nonce-reaper.
type NonceReaper struct {
	MinAge time.Duration `name:"nonce-reaper-min-age" env:"MG_NONCE_REAPER_MIN_AGE" default:"2m" help:"How old the intent at a nonce gap must be before evm-nonce-reaper acts."`
}

// evmChains loads the chain configuration and its signers (their keys when the process
// signs, the address book otherwise). With no file, or a file
// with no chain, it returns nil: the EVM sidecars then idle (and stay ready) rather than
// crash-loop in a deployment that has no EVM chain yet.
func evmChains(env *host.Env) (*evm.Config, map[common.Address]evm.Signer, error) {
	path := host.Config[settings.Chains](env).ConfigFile
	if path == "" {
		return nil, nil, nil
	}
	if has, err := evm.HasChains(path); err != nil || !has {
		return nil, nil, err
	}
	chains, err := evm.LoadFile(path, os.Getenv)
	if err != nil {
		return nil, nil, err
	}
	if env.Tracing {
		chains.Tracer = env.Tracer
	}
	if !signs(env) {
		// evm-nonce-reaper, balance-snapshot and verify-drift need addresses only.
		if err := evm.RefuseKeys(chains, os.Getenv); err != nil {
			return nil, nil, fmt.Errorf("chain config %s: %w", path, err)
		}
		return chains, evm.AddressBook(chains), nil
	}
	signers, err := evm.LoadSigners(chains, os.Getenv)
	if err != nil {
		return nil, nil, err
	}
	return chains, signers, nil
}

// evmSidecar registers a sidecar that needs chains; build makes its batch from them.
func evmSidecar(name string, extra []any,
	build func(ctx context.Context, env *host.Env, chains *evm.Config, signers map[common.Address]evm.Signer) (worker.BatchFunc, func(), error),
) host.Worker {
	return host.Worker{
		Name: name, Tier: worker.Sidecar, Config: append([]any{settings.Chains{}, settings.EVMSidecar{}}, extra...),
		Build: func(ctx context.Context, env *host.Env) (worker.Spec, func(), error) {
			interval := host.Config[settings.EVMSidecar](env).Interval
			chains, signers, err := evmChains(env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			if chains == nil {
				env.Logger.Warn().Str("config", host.Config[settings.Chains](env).ConfigFile).Msg("no EVM chain configured: nothing to do")
				return host.Poll(interval, 0, func(context.Context) (int, error) { return 0, nil }), nil, nil
			}
			batch, release, err := build(ctx, env, chains, signers)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(interval, 0, batch), release, nil
		},
	}
}

// evmNonceReaper closes nonce gaps in EVM sender lanes and re-checks completed
// transfers for reorgs (package noncereaper). It holds no key: it re-broadcasts
// recorded bytes and requests fills, which recovery signs (noncereaper.Filler).
func evmNonceReaper() host.Worker {
	return evmSidecar(settings.EVMNonceReaper, []any{NonceReaper{}}, func(_ context.Context, env *host.Env, chains *evm.Config, _ map[common.Address]evm.Signer) (worker.BatchFunc, func(), error) {
		r, err := noncereaper.New(noncereaper.Config{Pool: env.Pool, Chains: chains, Instance: env.Instance,
			Logger: env.Logger, MinAge: host.Config[NonceReaper](env).MinAge, Meter: env.Meter})
		if err != nil {
			return nil, nil, err
		}
		return r.Batch, r.Close, nil
	})
}

// venues loads the venue configuration with the access the process has (nil without
// MG_VENUES_FILE).
func venues(env *host.Env) (*venue.Config, error) {
	path := host.Config[settings.Venues](env).VenuesFile
	if path == "" {
		return nil, nil
	}
	cfg, err := venue.LoadFile(path, venueAccessOf(env), os.Getenv)
	if err == nil && env.Tracing {
		cfg.Traced(env.Tracer)
	}
	return cfg, err
}

// balanceSnapshot records the balances of every configured signer (package balances)
// and, with a venue configuration, of every venue account (its read-only key).
func balanceSnapshot() host.Worker {
	return evmSidecar(settings.BalanceSnapshot, []any{settings.Venues{}}, func(_ context.Context, env *host.Env, chains *evm.Config, _ map[common.Address]evm.Signer) (worker.BatchFunc, func(), error) {
		s, err := balances.NewSnapshotter(balances.Config{Pool: env.Pool, Chains: chains, Logger: env.Logger})
		if err != nil {
			return nil, nil, err
		}
		vs, err := venues(env)
		if err != nil {
			s.Close()
			return nil, nil, err
		}
		if vs == nil {
			return s.Batch, s.Close, nil
		}
		vc := balances.VenueConfig{Pool: env.Pool, Venues: vs, Chains: chains, Logger: env.Logger}
		return func(ctx context.Context) (int, error) {
			n, err := s.Batch(ctx)
			m, verr := balances.SnapshotVenues(ctx, vc)
			return n + m, errors.Join(err, verr)
		}, s.Close, nil
	})
}

// verifyDrift compares balance snapshots with what EVM transfers imply, and venue
// snapshots with what capital transfers imply (package balances). It reads the
// database only; each node's executor tells what the node moved (the registry is built
// with the venue configuration, so the exchange executors' nodes are told too).
func verifyDrift() host.Worker {
	return evmSidecar(settings.VerifyDrift, []any{settings.Venues{}, Executors{}}, func(ctx context.Context, env *host.Env, chains *evm.Config, _ map[common.Address]evm.Signer) (worker.BatchFunc, func(), error) {
		reg, err := executors(ctx, env, host.Config[settings.Venues](env).VenuesFile)
		if err != nil {
			return nil, nil, err
		}
		v, err := balances.NewVerifier(balances.Config{Pool: env.Pool, Chains: chains, Executors: reg, Logger: env.Logger, Meter: env.Meter})
		if err != nil {
			return nil, nil, err
		}
		vv, err := balances.NewVenueVerifier(balances.VenueConfig{Pool: env.Pool, Logger: env.Logger, Meter: env.Meter})
		if err != nil {
			return nil, nil, err
		}
		return func(ctx context.Context) (int, error) {
			n, err := v.Batch(ctx)
			m, verr := vv.Batch(ctx)
			return n + m, errors.Join(err, verr)
		}, nil, nil
	})
}

// CapitalFollowup configures capital-transfer-followup.
type CapitalFollowup struct {
	Interval time.Duration `name:"capital-followup-interval" env:"MG_CAPITAL_FOLLOWUP_INTERVAL" default:"10s" help:"Poll interval of capital-transfer-followup (a leg still waiting is checked again after it)."`
}

// capitalTransferFollowup reconciles every exchange leg with the venue's records and
// the chain (package capitalfollowup), with the venues' read-only keys. Without a
// venue or a chain configured it idles (and stays ready).
func capitalTransferFollowup() host.Worker {
	return host.Worker{
		Name: settings.CapitalTransferFollowup, Tier: worker.Sidecar, Config: []any{settings.Chains{}, settings.Venues{}, settings.Batch{}, CapitalFollowup{}},
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			interval := host.Config[CapitalFollowup](env).Interval
			batchSize := host.Config[settings.Batch](env).BatchSize
			chains, _, err := evmChains(env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			vs, err := venues(env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			if chains == nil || vs == nil {
				env.Logger.Warn().Msg("no venue (MG_VENUES_FILE) or no chain (MG_CONFIG_FILE) configured: nothing to do")
				return host.Poll(interval, 0, func(context.Context) (int, error) { return 0, nil }), nil, nil
			}
			f, err := capitalfollowup.New(capitalfollowup.Config{Pool: env.Pool, Venues: vs, Chains: chains, Instance: env.Instance,
				Logger: env.Logger, Meter: env.Meter, BatchSize: batchSize, Recheck: interval})
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(interval, batchSize, f.Batch), f.Close, nil
		},
	}
}
