package components

import (
	"context"
	"fmt"
	"os"
	"slices"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/components/settings"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/rails"
	"github.com/qtgdev/qtg/services/internal/platform/host"
)

// Executors is the configuration of the processes that build the executor registry:
// the engine workers, the gateway and the sidecars that ask executors.
type Executors struct {
	// Noop registers the test executor noop; a mainnet process with it set refuses to
	// start (docs/security.md).
	Noop bool `name:"noop-executor" env:"MG_NOOP_EXECUTOR" help:"Register the test executor noop (development, tests, benchmarks; testnet only: refused on mainnet)."`
}

// CheckNetwork refuses the test executor noop on any network but testnet: the host asks
// before it opens anything, so it is the error a misconfigured mainnet process exits
// with.
func (e *Executors) CheckNetwork(n db.Network) error {
	if e.Noop && n != db.Testnet {
		return rails.ErrNoopOnMainnet
	}
	return nil
}

// Keys only where they sign (docs/security.md, "A compromised pod"): the workers that
// sign transactions (the dispatcher; recovery, which also signs fee bumps and nonce gap
// fills) and what each worker does at exchange venues (withdraw loads the withdrawal
// keys, read the read-only keys). A process gets the most any worker it hosts needs;
// any other loads the address book, no venue secret, and refuses keys within reach.
var (
	signingWorkers = []string{settings.Dispatcher, settings.Recovery}
	venueAccess    = map[string]venue.Access{
		settings.Dispatcher: venue.AccessWithdraw, settings.Recovery: venue.AccessWithdraw,
		settings.Observer: venue.AccessRead, settings.BalanceSnapshot: venue.AccessRead, settings.CapitalTransferFollowup: venue.AccessRead,
	}
)

// signs reports whether the process hosts a worker that signs.
func signs(env *host.Env) bool {
	return slices.ContainsFunc(env.Workers, func(w string) bool { return slices.Contains(signingWorkers, w) })
}

// venueAccessOf is the most venue access any worker the process hosts needs.
func venueAccessOf(env *host.Env) venue.Access {
	var a venue.Access
	for _, w := range env.Workers {
		a = max(a, venueAccess[w])
	}
	return a
}

// executors returns the process's executor registry: noop when enabled, the rails the
// chain and venue configurations name, with signing keys only when the process signs.
// It is built once per process, so every worker of an all-in-one process runs the same
// executor instances (and nonce lanes).
func executors(ctx context.Context, env *host.Env, venuesFile string) (*executor.Registry, error) {
	if err := host.Config[Executors](env).CheckNetwork(env.Network); err != nil {
		return nil, err
	}
	type built struct {
		reg  *executor.Registry
		path string
	}
	configFile := host.Config[settings.Chains](env).ConfigFile
	b, err := host.Once(env, "executors", func() (built, error) {
		opts := rails.Options{Pool: env.Pool, Instance: env.Instance, ConfigPath: configFile, Logger: env.Logger,
			VenuesPath: venuesFile, VenueAccess: venueAccessOf(env), Noop: host.Config[Executors](env).Noop, Network: env.Network}
		if signs(env) {
			opts.Keys = evm.LocalKeys{Getenv: os.Getenv}
		}
		if env.Tracing {
			opts.Tracer = env.Tracer
		}
		reg, err := rails.BuildWith(ctx, opts)
		return built{reg, configFile}, err
	})
	if err != nil {
		return nil, err
	}
	if b.path != configFile {
		return nil, fmt.Errorf("executors already built from %q, asked for %q", b.path, configFile)
	}
	return b.reg, nil
}
