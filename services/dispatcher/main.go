// Command dispatcher is QTG's dispatcher: READY → SUBMITTING → SUBMITTED (and the movement APPROVED → EXECUTING); a core worker.
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("dispatcher")) }
