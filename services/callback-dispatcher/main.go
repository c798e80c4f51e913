// Command callback-dispatcher is QTG's callback sidecar: it delivers callback_outbox rows as signed webhooks (see package callback).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components/dbsidecars"
)

func main() { os.Exit(dbsidecars.Main("callback-dispatcher")) }
