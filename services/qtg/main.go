// Command qtg runs several QTG workers in one process, for `make run` and small
// installations: MG_WORKERS (default: every core worker) selects them. The workers
// behave exactly as in their own deployables and coordinate through Postgres only.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/app"
)

func main() { os.Exit(app.Main("qtg", []string{"dispatcher", "observer", "recovery"})) }
