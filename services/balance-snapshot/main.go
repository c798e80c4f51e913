// Command balance-snapshot is the sidecar that records, every MG_SIDECAR_INTERVAL, the
// native and token balances of every configured signer on every configured chain into
// balance_snapshots (see package balances). Environment: see evmsidecar.Config.
package main

import (
	"context"
	"os"

	"github.com/qtgdev/qtg/services/internal/balances"
	"github.com/qtgdev/qtg/services/internal/evmsidecar"
	"github.com/qtgdev/qtg/services/internal/worker"
)

func main() {
	os.Exit(evmsidecar.Main("balance-snapshot", "Snapshots the balances of every configured account.", build))
}

func build(_ context.Context, d evmsidecar.Deps) (worker.BatchFunc, func(), error) {
	s, err := balances.NewSnapshotter(balances.Config{Pool: d.Pool, Chains: d.Chains, Logger: d.Logger})
	if err != nil {
		return nil, nil, err
	}
	return s.Batch, s.Close, nil
}
