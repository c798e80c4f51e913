//go:build crashtest

package rails

import (
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/executor/crashtest"
)

// withCrashTests wraps e with the crash-test pauses: this file is compiled only into
// the deployables the e2e tests build with -tags crashtest.
func withCrashTests(e executor.Executor, pool *db.Pool) executor.Executor {
	return crashtest.Wrap(e, pool)
}
