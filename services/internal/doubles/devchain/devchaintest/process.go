package devchaintest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/testing/loopback"
	"github.com/qtgdev/qtg/services/internal/testing/syncbuf"
)

// builds memoises one build per tool (package path → binary), into folders removed
// when the process exits (tests keep them for their whole run).
var builds sync.Map

// buildTool builds the named devchain tool (services/dev/<name>) once per test binary.
func buildTool(name string) (string, error) {
	f, _ := builds.LoadOrStore(name, sync.OnceValues(func() (string, error) {
		dir, err := os.MkdirTemp("", name+"-")
		if err != nil {
			return "", err
		}
		bin := filepath.Join(dir, name)
		out, err := exec.CommandContext(context.Background(), "go", "build", "-o", bin,
			"github.com/qtgdev/qtg/services/dev/"+name).CombinedOutput()
		if err != nil {
			return "", fmt.Errorf("build %s: %w\n%s", name, err, out)
		}
		return bin, nil
	}))
	return f.(func() (string, error))()
}

// FreeLoopbackURL returns http://127.0.0.1:<a port free just now>, for a devchain's
// AttestationURL when the attestation double will run as a process (which must bind
// the port itself).
func FreeLoopbackURL(t testing.TB) string {
	t.Helper()
	addr, err := loopback.FreeAddr(t.Context())
	require.NoError(t, err)
	return "http://" + addr
}

// AttesterProcess is cctp-attester running as its own process for a test.
type AttesterProcess = ToolProcess

// ToolProcess is a devchain tool (cctp-attester, lz-executor) running as its own
// process for a test.
type ToolProcess struct {
	cmd  *exec.Cmd
	out  *syncbuf.Buffer
	done chan struct{}
}

// StartAttesterProcess builds (once) and starts cctp-attester on the chain
// configuration at configFile (as devchain wrote it; it listens at its
// attestation_url), with extra flags (e.g. "--fast-blocks=3"), and waits until it is
// ready. It is stopped (SIGTERM) at the test's end; Kill stops it earlier, as a crash.
func StartAttesterProcess(t testing.TB, configFile string, args ...string) *AttesterProcess {
	t.Helper()
	return startTool(t, "cctp-attester", configFile, args...)
}

// startTool builds (once) and starts a devchain tool on the chain configuration at
// configFile with extra flags, and waits until it logs "<name> ready".
func startTool(t testing.TB, name, configFile string, args ...string) *ToolProcess {
	t.Helper()
	bin, err := buildTool(name)
	require.NoError(t, err)
	p := &ToolProcess{out: &syncbuf.Buffer{}, done: make(chan struct{})}
	p.cmd = exec.CommandContext(context.WithoutCancel(t.Context()), bin, append([]string{"--config-file", configFile}, args...)...)
	p.cmd.Stdout, p.cmd.Stderr = p.out, p.out
	require.NoError(t, p.cmd.Start())
	go func() {
		_ = p.cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		_ = p.cmd.Process.Signal(syscall.SIGTERM)
		<-p.done
	})
	require.Eventually(t, func() bool { return strings.Contains(p.out.String(), name+" ready") || p.Exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, p.Exited(), "%s exited:\n%s", name, p.out.String())
	return p
}

// Exited reports whether the process has ended.
func (p *ToolProcess) Exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// Kill stops the process at once (SIGKILL) and waits for it.
func (p *ToolProcess) Kill() {
	_ = p.cmd.Process.Kill()
	<-p.done
}

// Output is what the process logged so far.
func (p *ToolProcess) Output() string { return p.out.String() }
