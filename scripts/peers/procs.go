//go:build ignore

// The peers' scale-out harness shared by riverprocs.go and dbosprocs.go: each is built
// with this file inside a copy of its anchor's module (see riverprocs.go).
package main

import (
	"bufio"
	"context"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// serveUntilStopped tells the leader this worker is running and returns on SIGTERM.
func serveUntilStopped() {
	fmt.Println("ready")
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	<-stop
}

// result prints the rate in the anchors' format: RESULT <label><procs> steps_per_sec <v>.
func result(label string, procs, steps int, wall time.Duration) {
	fmt.Printf("RESULT %s%d steps_per_sec %.1f\n", label, procs, float64(steps)/wall.Seconds())
}

// startWorkers starts n copies of this program at once, with the same flags plus extra
// (and env(i)'s variables for the i-th, when env is not nil), and waits until each has
// printed "ready" (serveUntilStopped). The returned function stops them (SIGTERM) and
// waits for them to exit.
func startWorkers(n int, env func(i int) []string, extra ...string) func() {
	var cmds []*exec.Cmd
	stop := func() {
		for _, c := range cmds {
			_ = c.Process.Signal(syscall.SIGTERM)
		}
		for _, c := range cmds {
			_ = c.Wait()
		}
	}
	var outs []*bufio.Reader
	for i := range n {
		cmd := exec.Command(os.Args[0], append(append([]string{}, os.Args[1:]...), extra...)...)
		cmd.Env = os.Environ()
		if env != nil {
			cmd.Env = append(cmd.Env, env(i)...)
		}
		cmd.Stderr = os.Stderr
		out, err := cmd.StdoutPipe()
		must(err)
		must(cmd.Start())
		cmds = append(cmds, cmd)
		outs = append(outs, bufio.NewReader(out))
	}
	for i, out := range outs {
		if line, err := out.ReadString('\n'); err != nil || line != "ready\n" {
			stop()
			log.Fatalf("worker %d did not start: %q %v", i, line, err)
		}
	}
	return stop
}

// timed runs load and start in the order cold asks for, and returns the time from the
// first of the two that is timed: warm, the workers start first and the clock starts
// with load (the peers' processes already running, as QTG's drain); cold, load runs
// first and the clock starts with the workers (as QTG's backlog, start-up included).
func timed(cold bool, start func() func(), load func()) (since time.Time, stop func()) {
	if cold {
		load()
		since = time.Now()
		return since, start()
	}
	stop = start()
	since = time.Now()
	load()
	return since, stop
}

// waitFor polls query every 25 ms until it returns want.
func waitFor(ctx context.Context, pool *pgxpool.Pool, query string, want int, timeout time.Duration) {
	deadline := time.Now().Add(timeout)
	for {
		var got int
		must(pool.QueryRow(ctx, query).Scan(&got))
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			log.Fatalf("%s: %d after %s, want %d", query, got, timeout, want)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
