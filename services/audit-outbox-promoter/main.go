// Command audit-outbox-promoter is QTG's audit sidecar: it moves the audit events of audit_outbox and audit_batches into the append-only, hash-chained audit_log (see package audit).
// Configuration comes from the environment; each variable is also a flag (see --help and
// package components). Scale by running more replicas: they coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components/dbsidecars"
)

func main() { os.Exit(dbsidecars.Main("audit-outbox-promoter")) }
