// Command qtg-devpg runs a command against a throwaway PostgreSQL cluster.
//
//	qtg-devpg [--root DIR] [--durable] -- COMMAND [ARGS...]
//
// When DATABASE_URL is set, that server is used and the command simply runs. When it is
// unset, a cluster is started from the machine's PostgreSQL binaries (see package
// devpg), DATABASE_URL is set for the command, and the cluster is stopped and deleted
// when the command ends. The exit code is the command's.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"syscall"

	"github.com/alecthomas/kong"

	"github.com/qtgdev/qtg/db/devpg"
)

type cli struct {
	Root    string   `default:".tmp/pg" help:"Folder that holds throwaway clusters."`
	Durable bool     `help:"Keep fsync and synchronous_commit on (for benchmarks)."`
	Stats   bool     `help:"Preload pg_stat_statements (for benchmarks that count statements)."`
	Command []string `arg:"" passthrough:"" help:"Command to run with DATABASE_URL set."`
}

func main() {
	var c cli
	kong.Parse(&c, kong.Description("Run a command against a throwaway PostgreSQL cluster unless DATABASE_URL is set."))
	code, err := run(c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "qtg-devpg:", err)
		if code == 0 {
			code = 1
		}
	}
	os.Exit(code)
}

func run(c cli) (int, error) {
	if len(c.Command) > 0 && c.Command[0] == "--" {
		c.Command = c.Command[1:]
	}
	if len(c.Command) == 0 {
		return 2, errors.New("no command given")
	}
	env := os.Environ()
	if os.Getenv("DATABASE_URL") == "" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		cluster, err := devpg.Start(ctx, devpg.Options{Root: c.Root, Durable: c.Durable, StatStatements: c.Stats})
		stop()
		if err != nil {
			return 1, err
		}
		defer func() {
			if err := cluster.Stop(); err != nil {
				fmt.Fprintln(os.Stderr, "qtg-devpg:", err)
			}
		}()
		fmt.Fprintf(os.Stderr, "qtg-devpg: throwaway PostgreSQL in %s\n", cluster.Dir)
		env = append(env, "DATABASE_URL="+cluster.URL)
	}
	return runChild(c.Command, env)
}

// runChild runs the command in a process group of its own and forwards SIGINT and
// SIGTERM to that whole group, so that the command (not this process) decides how to
// stop — `go run` and `go test` leave a terminal's interrupt to their children, which
// a signal to the direct child alone would never reach. The cluster is stopped only
// after the command has exited.
func runChild(argv, env []string) (int, error) {
	cmd := exec.CommandContext(context.Background(), argv[0], argv[1:]...) // stopped by forwarded signals, not a context
	cmd.Env = env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		return 127, fmt.Errorf("start %s: %w", argv[0], err)
	}
	go func() {
		for s := range sigs {
			if sig, ok := s.(syscall.Signal); ok {
				_ = syscall.Kill(-cmd.Process.Pid, sig)
			}
		}
	}()
	err := cmd.Wait()
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		if ws, ok := exitErr.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			// Killed by the signal we forwarded: the shell convention.
			return 128 + int(ws.Signal()), nil
		}
		return exitErr.ExitCode(), nil
	}
	if err != nil {
		return 1, err
	}
	return 0, nil
}
