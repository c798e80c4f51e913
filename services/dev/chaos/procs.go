package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"time"
)

// proc is one deployable replica the harness runs, restarts and kills.
type proc struct {
	name    string // binary
	replica int
	bin     string
	env     []string
	logPath string

	mu     sync.Mutex
	cmd    *exec.Cmd
	done   chan struct{}
	starts int
	// killed is set while the killer has it down on purpose, so the reviver leaves it.
	killed bool
}

func (p *proc) label() string { return fmt.Sprintf("%s-%d", p.name, p.replica) }

// start runs the process; its output is appended to its log file across restarts.
func (p *proc) start() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	logFile, err := os.OpenFile(p.logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	p.starts++
	_, _ = fmt.Fprintf(logFile, "\n==== chaos: start #%d of %s at %s\n", p.starts, p.label(), time.Now().UTC().Format(time.RFC3339Nano))
	// Stopped by signals (SIGKILL for chaos, SIGTERM at the end), never by a context.
	cmd := exec.CommandContext(context.Background(), p.bin)
	cmd.Env, cmd.Stdout, cmd.Stderr = p.env, logFile, logFile
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		_ = logFile.Close()
		return fmt.Errorf("start %s: %w", p.label(), err)
	}
	done := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		_ = logFile.Close()
		close(done)
	}()
	p.cmd, p.done, p.killed = cmd, done, false
	return nil
}

// kill SIGKILLs the process and waits until it is gone; it stays down (the reviver
// leaves it alone) until the next start.
func (p *proc) kill() {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.killed = true
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGKILL)
	<-done
}

// stop sends SIGTERM and waits; SIGKILL after timeout.
func (p *proc) stop(timeout time.Duration) {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(timeout):
		_ = cmd.Process.Signal(syscall.SIGKILL)
		<-done
	}
}

// crashed reports whether the current process ended without being killed.
func (p *proc) crashed() bool {
	p.mu.Lock()
	done, killed := p.done, p.killed
	p.mu.Unlock()
	if killed {
		return false
	}
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// fleet is every process the harness runs.
type fleet struct {
	procs []*proc
}

func (f *fleet) add(name string, replica int, bin string, env []string, logs string) *proc {
	p := &proc{name: name, replica: replica, bin: filepath.Join(bin, name), env: env,
		logPath: filepath.Join(logs, fmt.Sprintf("%s-%d.log", name, replica))}
	f.procs = append(f.procs, p)
	return p
}

func (f *fleet) stopAll() {
	var wg sync.WaitGroup
	for _, p := range f.procs {
		wg.Go(func() { p.stop(15 * time.Second) })
	}
	wg.Wait()
}

func (p *proc) isKilled() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.killed
}
