// Command verify-drift is the sidecar that compares consecutive balance snapshots with
// what QTG's EVM transfers imply and records every comparison in balance_checks; a
// non-zero drift is also logged at error level (see package balances). Environment:
// see evmsidecar.Config.
package main

import (
	"context"
	"os"

	"github.com/qtgdev/qtg/services/internal/balances"
	"github.com/qtgdev/qtg/services/internal/evmsidecar"
	"github.com/qtgdev/qtg/services/internal/worker"
)

func main() {
	os.Exit(evmsidecar.Main("verify-drift", "Raises drift between balances and what movements imply.", build))
}

func build(_ context.Context, d evmsidecar.Deps) (worker.BatchFunc, func(), error) {
	v, err := balances.NewVerifier(balances.Config{Pool: d.Pool, Chains: d.Chains, Logger: d.Logger})
	if err != nil {
		return nil, nil, err
	}
	return v.Batch, func() {}, nil
}
