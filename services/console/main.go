// Command console is QTG's operator console: server-rendered web pages over the gRPC
// gateway, calling it with each signed-in principal's own token. It has no database
// connection. Configuration comes from the environment; each variable is also a flag
// (see --help and package components).
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components/webconsole"
)

func main() { os.Exit(webconsole.Main()) }
