// Command movement-archiver moves movements finished longer ago than MG_ARCHIVE_AFTER,
// with all their rows, into the archive tables, and exports vacuum statistics.
package main

import (
	"os"

	"github.com/qtgdev/qtg/services/internal/components/dbsidecars"
)

func main() { os.Exit(dbsidecars.Main("movement-archiver")) }
