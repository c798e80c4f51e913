// Command qtg runs several QTG workers in one process, for `make run` and small installations: MG_WORKERS (default: the core workers) selects any of them, the EVM sidecars included. The workers behave exactly as in their own deployables and coordinate through Postgres only.
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("qtg")) }
