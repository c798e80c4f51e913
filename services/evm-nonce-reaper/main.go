// Command evm-nonce-reaper is the EVM sidecar that closes nonce gaps in sender lanes and raises completed transfers reorged out (see package noncereaper).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("evm-nonce-reaper")) }
