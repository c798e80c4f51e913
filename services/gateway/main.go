// Command gateway is QTG's gRPC API: internal services create and approve movements through it, operators use it through qtgctl.
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("gateway")) }
