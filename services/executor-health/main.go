// Command executor-health is QTG's executor health sidecar: it calls every executor's Health and records executor_health (see package exechealth).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("executor-health")) }
