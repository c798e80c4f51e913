// Command evm-nonce-reaper is the sidecar that closes nonce gaps in EVM sender lanes
// (see package noncereaper): it re-broadcasts a lost transaction whose node still waits
// for it, or fills the nonce of a failed node with a zero-value self-transfer, and
// writes every action to the audit log. It also re-reads the blocks of completed
// transfers until they are twice the finality depth deep and raises those reorged out
// (evm_transfer_checks, audit log, qtg_evm_transfers_reorged_total). Environment: see evmsidecar.Config, plus
// MG_NONCE_REAPER_MIN_AGE (default 2m), how old a gap's intent must be before it acts.
package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/qtgdev/qtg/services/internal/evmsidecar"
	"github.com/qtgdev/qtg/services/internal/noncereaper"
	"github.com/qtgdev/qtg/services/internal/worker"
)

func main() {
	os.Exit(evmsidecar.Main("evm-nonce-reaper", "Closes nonce gaps in EVM sender lanes.", build))
}

func build(_ context.Context, d evmsidecar.Deps) (worker.BatchFunc, func(), error) {
	var minAge time.Duration
	if v := os.Getenv("MG_NONCE_REAPER_MIN_AGE"); v != "" {
		var err error
		if minAge, err = time.ParseDuration(v); err != nil {
			return nil, nil, fmt.Errorf("MG_NONCE_REAPER_MIN_AGE: %w", err)
		}
	}
	r, err := noncereaper.New(noncereaper.Config{Pool: d.Pool, Chains: d.Chains, Signers: d.Signers, Instance: d.Instance,
		Logger: d.Logger, MinAge: minAge, Meter: d.Meter})
	if err != nil {
		return nil, nil, err
	}
	return r.Batch, r.Close, nil
}
