// Command dispatcher is QTG's dispatcher deployable: one core worker in its own process, scaled
// by running more replicas. Configuration comes from the environment (see app.Config).
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() { os.Exit(app.Main("dispatcher", []string{"dispatcher"})) }
