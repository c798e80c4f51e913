// Command audit-outbox-promoter is QTG's audit sidecar: it moves audit_outbox rows into the
// append-only, hash-chained audit_log (see package audit).
// Configuration comes from the environment (see app.Config); scale by running more
// replicas, which coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() { os.Exit(app.Main("audit-outbox-promoter", []string{"audit-outbox-promoter"})) }
