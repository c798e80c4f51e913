package e2e_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// bridgeDrill runs `qtgctl drill <bridge>` (args are its flags) through the real CLI,
// gateway and workers: refused while the operator gate is off (nothing written), then,
// with qtg running, started by alice and approved by bob with his own qtgctl, and
// completed with a timing line for each of phases. The caller checks the balances.
func bridgeDrill(t *testing.T, e *evmEnv, bridge string, phases []string, args ...string) {
	t.Helper()
	a := e.startAPI()
	def, err := os.ReadFile(filepath.Join("..", "..", "..", "dev", "devrun", "templates", "drill-"+bridge+".json"))
	require.NoError(t, err)
	a.template("drill-"+bridge, string(def))
	drill := append([]string{"drill", bridge}, args...)

	out, code := a.qtgctl("alice", drill...)
	require.Equal(t, 1, code, out)
	require.Contains(t, out, "FailedPrecondition")
	require.Contains(t, out, "operator gate is off")
	require.Zero(t, e.scalar(`SELECT count(*)::int FROM movements`), "a refused drill writes nothing")

	e.start("qtg") // dispatcher, observer and recovery
	require.Eventually(t, func() bool {
		out, _ := a.qtgctl("vic", "drill", "gate")
		return strings.Contains(out, "operator gate: ON")
	}, time.Minute, 50*time.Millisecond)
	out, code = a.drillApproved("alice", "bob", drill...)
	require.Equal(t, 0, code, out)
	t.Logf("drill output:\n%s", out)
	require.Contains(t, out, "waiting for a second principal to approve it")
	require.Regexp(t, `drill movement \S+ COMPLETED in \d`, out)
	for _, phase := range append([]string{"approval", "queue"}, phases...) {
		require.Regexp(t, regexp.MustCompile(`(?m)^\S+\s+`+phase+`\s+\d+(\.\d+)?(ms|s|µs)\s+\d\d:\d\d:\d\d\.\d{3}\s+\d\d:\d\d:\d\d\.\d{3}$`), out,
			"phase %s has a timing line", phase)
	}
	require.Equal(t, 1, e.scalar(`SELECT count(*)::int FROM movements m JOIN movement_templates t ON t.id = m.template_id
		WHERE t.name = $1 AND m.movement_state = 'COMPLETED' AND m.created_by = 'alice' AND m.approved_by = 'bob'`, "drill-"+bridge))
}

// A CCIP drill (qtgctl drill ccip) dev-2 → dev-3 with ccip-relay as its own process:
// refused while the gate is off, then completed with each phase timed and exact
// balances.
func TestCCIPDrill(t *testing.T) {
	t.Parallel()
	e := newCCIPEnv(t)
	srcBefore, dstBefore := e.balance("dev-2", e.a), e.balance("dev-3", e.c)
	bridgeDrill(t, e.evmEnv, "ccip", []string{"approve", "send", "delivery"}, "--from", "dev-2", "--to", "dev-3", "--amount", "1000",
		"--sender", e.a.Hex(), "--recipient", e.c.Hex(), "--max-fee", "2000000000000000")
	require.Equal(t, add(srcBefore, -1000), e.balance("dev-2", e.a))
	require.Equal(t, add(dstBefore, 1000), e.balance("dev-3", e.c))
}

// An OFT drill (qtgctl drill oft) dev-3 → dev-1 with lz-executor as its own process:
// refused while the gate is off, then completed with each phase timed and exact
// balances.
func TestOFTDrill(t *testing.T) {
	t.Parallel()
	e := newOFTEnv(t)
	srcBefore, dstBefore := e.balance("dev-3", e.a), e.balance("dev-1", e.c)
	bridgeDrill(t, e.evmEnv, "oft", []string{"send", "delivery"}, "--from", "dev-3", "--to", "dev-1", "--amount", "1000",
		"--sender", e.a.Hex(), "--recipient", e.c.Hex(), "--max-fee", "200000000000000")
	require.Equal(t, add(srcBefore, -1000), e.balance("dev-3", e.a))
	require.Equal(t, add(dstBefore, 1000), e.balance("dev-1", e.c))
}
