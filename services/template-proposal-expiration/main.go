// Command template-proposal-expiration is QTG's proposal sidecar: template proposals not approved before their deadline become EXPIRED (see package expiry).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components/dbsidecars"
)

func main() { os.Exit(dbsidecars.Main("template-proposal-expiration")) }
