// Command expiration-checker is QTG's expiration sidecar: movements not started before their
// expires_at become EXPIRED (see package expiry).
// Configuration comes from the environment (see app.Config); scale by running more
// replicas, which coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() { os.Exit(app.Main("expiration-checker", []string{"expiration-checker"})) }
