package components

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/qtgdev/qtg/services/internal/balances"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/host"
	"github.com/qtgdev/qtg/services/internal/noncereaper"
	"github.com/qtgdev/qtg/services/internal/worker"
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
	path := host.Config[Chains](env).ConfigFile
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
	if !env.Signs {
		// balance-snapshot and verify-drift need addresses only (issue 14).
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
func evmSidecar(name string, signs bool, extra []any, build func(env *host.Env, chains *evm.Config, signers map[common.Address]evm.Signer) (worker.BatchFunc, func(), error)) host.Worker {
	return host.Worker{
		Name: name, Tier: worker.Sidecar, Config: append([]any{Chains{}, EVMSidecar{}}, extra...), Signs: signs,
		Build: func(_ context.Context, env *host.Env) (worker.Spec, func(), error) {
			interval := host.Config[EVMSidecar](env).Interval
			chains, signers, err := evmChains(env)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			if chains == nil {
				env.Logger.Warn().Str("config", host.Config[Chains](env).ConfigFile).Msg("no EVM chain configured: nothing to do")
				return host.Poll(interval, 0, func(context.Context) (int, error) { return 0, nil }), nil, nil
			}
			batch, release, err := build(env, chains, signers)
			if err != nil {
				return worker.Spec{}, nil, err
			}
			return host.Poll(interval, 0, batch), release, nil
		},
	}
}

// evmNonceReaper closes nonce gaps in EVM sender lanes and re-checks completed
// transfers for reorgs (package noncereaper).
func evmNonceReaper() host.Worker {
	return evmSidecar(EVMNonceReaper, true, []any{NonceReaper{}}, func(env *host.Env, chains *evm.Config, signers map[common.Address]evm.Signer) (worker.BatchFunc, func(), error) {
		r, err := noncereaper.New(noncereaper.Config{Pool: env.Pool, Chains: chains, Signers: signers, Instance: env.Instance,
			Logger: env.Logger, MinAge: host.Config[NonceReaper](env).MinAge, Meter: env.Meter})
		if err != nil {
			return nil, nil, err
		}
		return r.Batch, r.Close, nil
	})
}

// balanceSnapshot records the balances of every configured signer (package balances).
func balanceSnapshot() host.Worker {
	return evmSidecar(BalanceSnapshot, false, nil, func(env *host.Env, chains *evm.Config, _ map[common.Address]evm.Signer) (worker.BatchFunc, func(), error) {
		s, err := balances.NewSnapshotter(balances.Config{Pool: env.Pool, Chains: chains, Logger: env.Logger})
		if err != nil {
			return nil, nil, err
		}
		return s.Batch, s.Close, nil
	})
}

// verifyDrift compares balance snapshots with what EVM transfers imply (package balances).
func verifyDrift() host.Worker {
	return evmSidecar(VerifyDrift, false, nil, func(env *host.Env, chains *evm.Config, _ map[common.Address]evm.Signer) (worker.BatchFunc, func(), error) {
		v, err := balances.NewVerifier(balances.Config{Pool: env.Pool, Chains: chains, Logger: env.Logger})
		if err != nil {
			return nil, nil, err
		}
		return v.Batch, nil, nil
	})
}
