// Command executor-health is QTG's executor health sidecar: it checks every registered
// executor on an interval and records the answers in executor_health, which the
// dispatcher reads to hold back nodes whose executor is DOWN (see package exechealth).
// Configuration comes from the environment (see app.Config); scale by running more
// replicas, which coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() { os.Exit(app.Main("executor-health", []string{"executor-health"})) }
