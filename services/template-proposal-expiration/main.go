// Command template-proposal-expiration is QTG's proposal sidecar: template proposals not
// approved before their deadline become EXPIRED (see package expiry).
// Configuration comes from the environment (see app.Config); scale by running more
// replicas, which coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() {
	os.Exit(app.Main("template-proposal-expiration", []string{"template-proposal-expiration"}))
}
