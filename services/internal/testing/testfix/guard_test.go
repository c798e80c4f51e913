package testfix_test

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// No deployable (a main package, built without test tags) links the test fixture or
// the crash-test wrapper: test hooks stay out of production builds.
func TestNoDeployableLinksTestCode(t *testing.T) {
	t.Parallel()
	out, err := exec.CommandContext(context.Background(), "go", "list", "-f", `{{.Name}} {{.ImportPath}} {{join .Deps " "}}`,
		"github.com/qtgdev/qtg/services/...").CombinedOutput()
	require.NoError(t, err, "%s", out)
	forbidden := []string{"github.com/qtgdev/qtg/services/internal/testing/testfix", "github.com/qtgdev/qtg/services/internal/executor/crashtest"}
	mains := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 2 || fields[0] != "main" {
			continue
		}
		mains++
		for _, dep := range fields[2:] {
			require.NotContains(t, forbidden, dep, "deployable %s links test code", fields[1])
		}
	}
	require.Positive(t, mains)
}
