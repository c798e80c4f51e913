// Command stranded-reaper is the sidecar that moves nodes whose delivery is stuck on the far side of a bridge (a CCIP message in FAILURE or left UNTOUCHED, an OFT payout the Stargate pool cached) to NEEDS_MANUAL_EXECUTION (see package strandedreaper).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("stranded-reaper")) }
