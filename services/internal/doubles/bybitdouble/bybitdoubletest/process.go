// Package bybitdoubletest starts the exchange double for tests: in-process through
// bybitdouble.Start, or as its own process (the services/dev/bybit-double binary) here.
package bybitdoubletest

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/qtgdev/qtg/services/internal/doubles/bybitdouble"
)

// Build compiles services/dev/bybit-double into a temporary folder and returns the binary.
func Build(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.CommandContext(context.Background(), "go", "build", "-o", dir+string(filepath.Separator),
		"github.com/qtgdev/qtg/services/dev/bybit-double")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build bybit-double: %s", out)
	return filepath.Join(dir, "bybit-double")
}

// Process is a running double process.
type Process struct {
	// URL is the v5 API's (and the control endpoint's) base URL.
	URL string
	// Info is what the process wrote to its info file.
	Info Info
	// LogPath is the file holding the process's stdout and stderr.
	LogPath string
	cmd     *exec.Cmd
	done    chan error
}

// Info mirrors the process's info file.
type Info struct {
	URL       string                    `json:"url"`
	HotWallet string                    `json:"hot_wallet"`
	Accounts  []bybitdouble.AccountInfo `json:"accounts"`
}

// StartProcess writes fc as the configuration file, runs bin with it (env added to the
// test's environment) and waits until it is serving. The process is stopped (SIGTERM)
// at the end of the test, which then requires it to have exited cleanly.
func StartProcess(t testing.TB, bin string, fc bybitdouble.FileConfig, env ...string) *Process {
	t.Helper()
	dir := t.TempDir()
	raw, err := yaml.Marshal(fc)
	require.NoError(t, err)
	cfgPath, infoPath, logPath := filepath.Join(dir, "bybit-double.yaml"), filepath.Join(dir, "info.json"), filepath.Join(dir, "bybit-double.log")
	require.NoError(t, os.WriteFile(cfgPath, raw, 0o600))
	logFile, err := os.Create(logPath)
	require.NoError(t, err)
	cmd := exec.CommandContext(context.WithoutCancel(context.Background()), bin, "--config", cfgPath, "--info-file", infoPath)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	require.NoError(t, cmd.Start())
	p := &Process{LogPath: logPath, cmd: cmd, done: make(chan error, 1)}
	go func() {
		p.done <- cmd.Wait()
		_ = logFile.Close()
	}()
	t.Cleanup(func() { require.NoError(t, p.Stop(), "bybit-double exit; log in %s", logPath) })
	deadline := time.Now().Add(30 * time.Second)
	for {
		if raw, err := os.ReadFile(infoPath); err == nil {
			require.NoError(t, json.Unmarshal(raw, &p.Info))
			p.URL = p.Info.URL
			return p
		}
		select {
		case err := <-p.done:
			p.done <- err
			log, _ := os.ReadFile(logPath)
			t.Fatalf("bybit-double exited before serving: %v\n%s", err, log)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(logPath)
			t.Fatalf("bybit-double did not serve within 30s\n%s", log)
		}
	}
}

// Stop sends SIGTERM and waits for the process; it returns the exit error, if any.
// Stopping twice is harmless.
func (p *Process) Stop() error {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		p.done <- err
		return err
	case <-time.After(30 * time.Second):
		_ = p.cmd.Process.Kill()
		return <-p.done
	}
}
