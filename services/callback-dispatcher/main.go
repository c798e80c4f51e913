// Command callback-dispatcher is QTG's callback sidecar: it delivers callback_outbox rows to the
// movements' callback URLs as signed webhooks, retrying with backoff and dead-lettering
// what never succeeds (see package callback).
// Configuration comes from the environment (see app.Config); scale by running more
// replicas, which coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() { os.Exit(app.Main("callback-dispatcher", []string{"callback-dispatcher"})) }
