package devchaintest

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/services/internal/syncbuf"
)

// buildAttester builds cctp-attester once per test binary, into a folder removed when
// the process exits (tests keep it for their whole run).
var buildAttester = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "cctp-attester-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "cctp-attester")
	out, err := exec.CommandContext(context.Background(), "go", "build", "-o", bin,
		"github.com/qtgdev/qtg/services/cctp-attester").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("build cctp-attester: %w\n%s", err, out)
	}
	return bin, nil
})

// FreeLoopbackURL returns http://127.0.0.1:<a port free just now>, for a devchain's
// AttestationURL when the attestation double will run as a process (which must bind
// the port itself).
func FreeLoopbackURL(t testing.TB) string {
	t.Helper()
	var lc net.ListenConfig
	ln, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	require.NoError(t, err)
	url := "http://" + ln.Addr().String()
	require.NoError(t, ln.Close())
	return url
}

// AttesterProcess is cctp-attester running as its own process for a test.
type AttesterProcess struct {
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
	bin, err := buildAttester()
	require.NoError(t, err)
	p := &AttesterProcess{out: &syncbuf.Buffer{}, done: make(chan struct{})}
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
	require.Eventually(t, func() bool { return strings.Contains(p.out.String(), "cctp-attester ready") || p.Exited() },
		60*time.Second, 10*time.Millisecond)
	require.False(t, p.Exited(), "cctp-attester exited:\n%s", p.out.String())
	return p
}

// Exited reports whether the process has ended.
func (p *AttesterProcess) Exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// Kill stops the process at once (SIGKILL) and waits for it.
func (p *AttesterProcess) Kill() {
	_ = p.cmd.Process.Kill()
	<-p.done
}

// Output is what the process logged so far.
func (p *AttesterProcess) Output() string { return p.out.String() }
