// Command capital-transfer-followup is the sidecar that reconciles every exchange leg of a movement (a venue withdrawal or deposit) with the venue's records and the chain within its lane's SLA, and alerts when one is late or does not match (see package capitalfollowup).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("capital-transfer-followup")) }
