// Command verify-drift is the EVM sidecar that compares balance snapshots with what QTG's EVM transfers imply and logs any drift (see package balances).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("verify-drift")) }
