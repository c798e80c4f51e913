//go:build !crashtest

package executors

import (
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/qtgdev/qtg/services/internal/executor"
)

// withCrashTests returns e as is: a build without -tags crashtest (every deployment)
// has no crash-test pauses.
func withCrashTests(e executor.Executor, _ *pgxpool.Pool) executor.Executor { return e }
