package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/qtgdev/qtg/db/dbops"
	"github.com/qtgdev/qtg/db/devpg"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/doubles/rpcfault"
	"github.com/qtgdev/qtg/services/internal/platform/retry"
)

// counters are the faults injected, for the summary.
type counters struct {
	kills, terminations, pgRestarts, faultPhases atomic.Int64
	// reorgs were made; reorgsRefused were asked for while a transaction was pending.
	reorgs, reorgsRefused atomic.Int64
	killedBy              sync.Map // label -> *atomic.Int64
}

// jitter returns a duration uniformly in [d/2, 3d/2].
func jitter(rng *rand.Rand, mu *sync.Mutex, d time.Duration) time.Duration {
	mu.Lock()
	defer mu.Unlock()
	return retry.Around(d, d/2, math.MaxInt64, rng.Float64())
}

// wait sleeps d; false when ctx ended first.
func wait(ctx context.Context, d time.Duration) bool {
	return retry.Sleep(ctx, d) == nil
}

// killer SIGKILLs a random deployable every few seconds and restarts it after up to
// a second. Processes that crashed on their own are restarted too (and counted).
func killer(ctx context.Context, f *fleet, rng *rand.Rand, mu *sync.Mutex, every time.Duration, c *counters, logf func(string, ...any)) {
	for wait(ctx, jitter(rng, mu, every)) {
		mu.Lock()
		p := f.procs[rng.IntN(len(f.procs))]
		pause := time.Duration(rng.Int64N(int64(time.Second)))
		mu.Unlock()
		p.kill()
		c.kills.Add(1)
		n, _ := c.killedBy.LoadOrStore(p.label(), new(atomic.Int64))
		n.(*atomic.Int64).Add(1)
		wait(context.WithoutCancel(ctx), pause)
		if err := p.start(); err != nil {
			logf("restart %s: %v", p.label(), err)
		}
	}
}

// reviver restarts any process of the fleets that exited on its own (a crash is a
// finding: its log says why).
func reviver(ctx context.Context, fleets []*fleet, crashes *atomic.Int64, logf func(string, ...any)) {
	for wait(ctx, time.Second) {
		for _, f := range fleets {
			for _, p := range f.procs {
				if p.crashed() {
					crashes.Add(1)
					logf("%s exited on its own; restarting. Its last words: %s", p.label(), lastLines(p.logPath, 2))
					if err := p.start(); err != nil {
						logf("restart %s: %v", p.label(), err)
					}
				}
			}
		}
	}
}

// terminator ends a random QTG backend every few seconds (not the harness's own).
func terminator(ctx context.Context, superURL string, rng *rand.Rand, mu *sync.Mutex, every time.Duration, c *counters) {
	for wait(ctx, jitter(rng, mu, every)) {
		cctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		if ok, err := dbops.TerminateRandomBackend(cctx, superURL); err == nil && ok {
			c.terminations.Add(1)
		}
		cancel()
	}
}

// pgRestart restarts the cluster once, at the given time into the run.
func pgRestart(ctx context.Context, cluster *devpg.Cluster, at time.Duration, c *counters, logf func(string, ...any)) {
	if !wait(ctx, at) {
		return
	}
	logf("restarting PostgreSQL")
	start := time.Now()
	if err := cluster.Restart(context.WithoutCancel(ctx)); err != nil {
		logf("PostgreSQL restart failed: %v", err)
		return
	}
	c.pgRestarts.Add(1)
	logf("PostgreSQL back after %s", time.Since(start).Round(time.Millisecond))
}

// faultPhases are the RPC fault sets the chains cycle through.
func faultPhases(seed uint64) []rpcfault.Faults {
	lookups := []string{"eth_getTransactionReceipt", "eth_getTransactionByHash"}
	return []rpcfault.Faults{
		{},
		{Seed: seed, Rules: []rpcfault.Rule{{Methods: lookups, Probability: 0.5, Action: rpcfault.ActionError, Message: "transaction indexing is in progress"}}},
		{Seed: seed, Rules: []rpcfault.Rule{{Methods: append(lookups, "eth_getTransactionCount"), Probability: 0.3, Action: rpcfault.ActionNull}}},
		{Seed: seed, Rules: []rpcfault.Rule{{Probability: 0.1, Action: rpcfault.ActionDrop}}},
		{Seed: seed, Rules: []rpcfault.Rule{{Probability: 0.1, Action: rpcfault.ActionDrop, DelayMS: 3000}, {Probability: 0.2, Action: rpcfault.ActionDelay, DelayMS: 1500}}},
		{Seed: seed, LagBlocks: 5},
		{Seed: seed, Rules: []rpcfault.Rule{{Methods: []string{"eth_sendRawTransaction"}, Probability: 0.3, Action: rpcfault.ActionSwallow}}},
		{Seed: seed, ChainID: 999_999},
		{Seed: seed, LagBlocks: 2, Rules: []rpcfault.Rule{
			{Methods: lookups, Probability: 0.2, Action: rpcfault.ActionError, Message: "transaction indexing is in progress"},
			{Methods: []string{"eth_sendRawTransaction"}, Probability: 0.1, Action: rpcfault.ActionSwallow},
			{Probability: 0.05, Action: rpcfault.ActionDrop}}},
	}
}

// setFaults sets (or, with nil, clears) the faults of every chain's proxy.
func setFaults(ctx context.Context, rpcURLs []string, f *rpcfault.Faults) error {
	for _, u := range rpcURLs {
		method, body := http.MethodDelete, []byte(nil)
		if f != nil {
			method = http.MethodPost
			var err error
			if body, err = json.Marshal(f); err != nil {
				return err
			}
		}
		req, err := http.NewRequestWithContext(ctx, method, u+"/faults", bytes.NewReader(body))
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return fmt.Errorf("%s %s/faults: %w", method, u, err)
		}
		_ = resp.Body.Close()
		if resp.StatusCode/100 != 2 {
			return fmt.Errorf("%s %s/faults: %s", method, u, resp.Status)
		}
	}
	return nil
}

// rpcFaults switches the chains' fault set every phase; the chain ID change lasts a
// third of a phase.
func rpcFaults(ctx context.Context, rpcURLs []string, rng *rand.Rand, mu *sync.Mutex, every time.Duration, c *counters, logf func(string, ...any)) {
	defer func() { _ = setFaults(context.WithoutCancel(ctx), rpcURLs, nil) }()
	for {
		mu.Lock()
		phases := faultPhases(rng.Uint64())
		f := phases[rng.IntN(len(phases))]
		mu.Unlock()
		if err := setFaults(ctx, rpcURLs, &f); err != nil && ctx.Err() == nil {
			logf("set RPC faults: %v", err)
		}
		c.faultPhases.Add(1)
		d := every
		if f.ChainID != 0 {
			d = every / 3
		}
		if !wait(ctx, d) {
			return
		}
	}
}

// reorgConfirmations is what the chains are configured with when the run reorganises
// them: every reorg is shallower (reorger), so no block a transfer completed on, nor one
// recovery read as final, is ever reorganised away (docs/protocols.md, "Finality and
// reorgs").
const reorgConfirmations = 3

// reorger reorganises a random chain every few seconds, 1 or 2 blocks deep: the
// transactions of the blocks reorged out are mined again in other blocks, as after a
// real chain's shallow reorg. A chain with a transaction pending refuses (devchain's
// Reorg), and the next turn asks again.
func reorger(ctx context.Context, rpcURLs []string, rng *rand.Rand, mu *sync.Mutex, every time.Duration, c *counters, logf func(string, ...any)) {
	for wait(ctx, jitter(rng, mu, every)) {
		mu.Lock()
		u := rpcURLs[rng.IntN(len(rpcURLs))]
		depth := 1 + rng.Uint64N(reorgConfirmations-1)
		mu.Unlock()
		body, err := json.Marshal(devchain.ReorgRequest{Depth: depth})
		if err != nil {
			logf("reorg: %v", err)
			return
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, u+"/reorg", bytes.NewReader(body))
		if err != nil {
			logf("reorg: %v", err)
			return
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			if ctx.Err() == nil {
				logf("reorg %s: %v", u, err)
			}
			continue
		}
		_ = resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusOK:
			c.reorgs.Add(1)
		case http.StatusConflict:
			c.reorgsRefused.Add(1)
		default:
			logf("reorg %s: %s", u, resp.Status)
		}
	}
}

// lastLines returns the last n lines of a file, joined by " | ".
func lastLines(path string, n int) string {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// faultStats reads every chain proxy's counters: how many requests it forwarded and
// how many it faulted, by action.
func faultStats(ctx context.Context, rpcURLs []string) string {
	var out []string
	for _, u := range rpcURLs {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u+"/stats", nil)
		if err != nil {
			return err.Error()
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err.Error()
		}
		var st rpcfault.Stats
		err = json.NewDecoder(resp.Body).Decode(&st)
		_ = resp.Body.Close()
		if err != nil {
			return err.Error()
		}
		out = append(out, fmt.Sprintf("%s: %d forwarded, faulted %v", u, st.Forwarded, st.Faulted))
	}
	return strings.Join(out, "; ")
}
