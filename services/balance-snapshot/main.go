// Command balance-snapshot is the EVM sidecar that records the balances of every configured signer on every configured chain (see package balances).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components"
)

func main() { os.Exit(components.Main("balance-snapshot")) }
