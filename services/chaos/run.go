package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/devpg"
	"github.com/qtgdev/qtg/db/migrate"
	devchainpkg "github.com/qtgdev/qtg/services/internal/devchain"
	"github.com/qtgdev/qtg/services/internal/evm"
	"github.com/qtgdev/qtg/services/internal/loopback"
)

// deployables run with these replica counts; every one of them is killed at random.
var deployables = []struct {
	name     string
	replicas int
}{
	{"gateway", 1},
	{"dispatcher", 2}, {"observer", 2}, {"recovery", 2},
	{"callback-dispatcher", 1}, {"expiration-checker", 1}, {"executor-health", 1},
	{"audit-outbox-promoter", 1}, {"template-proposal-expiration", 1},
	{"evm-nonce-reaper", 1}, {"balance-snapshot", 1}, {"verify-drift", 1},
}

// signing are the deployables that load the dev accounts' keys.
var signing = map[string]bool{"dispatcher": true, "observer": true, "recovery": true, "evm-nonce-reaper": true}

func run(ctx context.Context, c cli) (int, error) {
	seed := c.Seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	rng := mrand.New(mrand.NewPCG(uint64(seed), 1))
	var rngMu sync.Mutex
	logf := func(format string, args ...any) {
		fmt.Printf("chaos %s: %s\n", time.Now().UTC().Format("15:04:05.000"), fmt.Sprintf(format, args...))
	}
	dir, err := filepath.Abs(c.Dir)
	if err != nil {
		return 0, err
	}
	bin, logs := filepath.Join(dir, "bin"), filepath.Join(dir, "logs")
	_ = os.RemoveAll(logs)
	_ = os.RemoveAll(filepath.Join(dir, "devchain"))
	for _, d := range []string{bin, logs} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return 0, err
		}
	}
	logf("seed %d; duration %s, %.1f movements/s; logs in %s", seed, c.Duration, c.Rate, logs)

	names := []string{"devchain"}
	for _, d := range deployables {
		names = append(names, d.name)
	}
	logf("building %d deployables…", len(names))
	args := []string{"build", "-o", bin + string(filepath.Separator)}
	for _, n := range names {
		args = append(args, "./services/"+n)
	}
	if out, err := exec.CommandContext(ctx, "go", args...).CombinedOutput(); err != nil {
		return 0, fmt.Errorf("go build: %w\n%s", err, out)
	}

	cluster, err := devpg.Start(ctx, devpg.Options{Root: filepath.Join(dir, "pg")})
	if err != nil {
		return 0, err
	}
	defer func() { _ = cluster.Stop() }()
	if _, err := migrate.Up(ctx, cluster.URL); err != nil {
		return 0, err
	}
	// The deployables log in as production's do: a member of qtg_testnet, the promoter
	// also of qtg_testnet_audit (they refuse the cluster's superuser).
	appURL, err := migrate.EnsureLogin(ctx, cluster.URL, db.Testnet, "qtg_chaos_app", randomHex(16), false)
	if err != nil {
		return 0, err
	}
	auditURL, err := migrate.EnsureLogin(ctx, cluster.URL, db.Testnet, "qtg_chaos_audit", randomHex(16), true)
	if err != nil {
		return 0, err
	}
	pool, err := db.Open(ctx, cluster.URL, db.Testnet, db.WithApplicationName("qtg-chaos"), db.WithMaxConns(4))
	if err != nil {
		return 0, err
	}
	defer pool.Close()

	tokens, err := writeTokens(filepath.Join(dir, "tokens.json"))
	if err != nil {
		return 0, err
	}
	secret := randomHex(24)
	recv, err := startReceiver(c.CallbackFail, []byte(secret), uint64(seed))
	if err != nil {
		return 0, err
	}
	defer recv.close()
	gatewayAddr, err := freeAddr()
	if err != nil {
		return 0, err
	}
	chainsFile := filepath.Join(dir, "chains.yaml")
	_ = os.Remove(chainsFile)
	env := slices.Concat(os.Environ(), []string{"DATABASE_URL=" + appURL, "MG_NETWORK_MODE=testnet", "MG_WORKERS_ENABLED=true", "MG_NOOP_EXECUTOR=true",
		"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR=127.0.0.1:0", "MG_GRPC_ADDR=" + gatewayAddr, "MG_ALLOW_PLAINTEXT=true",
		// The load, not the per-principal limiter, is under test here.
		"MG_RATE_PER_SECOND=100000", "MG_RATE_BURST=100000",
		"MG_AUTH_TOKENS_FILE=" + filepath.Join(dir, "tokens.json"), "MG_CALLBACK_ALLOW_PRIVATE=true", "MG_CALLBACK_SECRETS=" + secret,
		"MG_CALLBACK_BACKOFF=500ms", "MG_CALLBACK_MAX_BACKOFF=3s", "MG_CALLBACK_TIMEOUT=3s",
		"MG_CONFIG_FILE=" + chainsFile, "MG_DEVCHAIN_DIR=" + filepath.Join(dir, "devchain"), "MG_SIDECAR_INTERVAL=2s", "MG_EVM_SIDECAR_INTERVAL=2s",
		"MG_POLL_INTERVAL=250ms", "MG_RECOVERY_INTERVAL=1s", "MG_STALE_SUBMITTING_AFTER=10s", "MG_RETRY_BACKOFF=200ms",
		"MG_EXECUTOR_HEALTH_INTERVAL=3s", "MG_SHUTDOWN_TIMEOUT=5s", "MG_DB_MAX_CONNS=8", "MG_LOG_LEVEL=info"})

	// devchain is the outside world, not a deployable: it is never killed.
	chain := &fleet{}
	devchain := chain.add("devchain", 0, bin, env, logs)
	if err := devchain.start(); err != nil {
		return 0, err
	}
	defer chain.stopAll()
	if err := waitFor(ctx, time.Minute, func() (bool, error) { _, err := os.Stat(chainsFile); return err == nil, nil }); err != nil {
		return 0, fmt.Errorf("devchain did not write %s (see %s): %w", chainsFile, devchain.logPath, err)
	}
	chains, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return 0, err
	}
	var rpcURLs []string
	for _, ch := range chains.Chains {
		rpcURLs = append(rpcURLs, ch.RPCURL)
	}
	before, err := readLedger(ctx, chains)
	if err != nil {
		return 0, fmt.Errorf("read the chains before the run: %w", err)
	}

	workers := &fleet{}
	for _, d := range deployables {
		for i := range d.replicas {
			penv := env
			if d.name == "audit-outbox-promoter" {
				penv = append(slices.Clip(env), "DATABASE_URL="+auditURL)
			}
			if !signing[d.name] {
				// Keys only where they sign: the others read the address book.
				penv = append(slices.Clip(penv), "MG_CONFIG_FILE="+devchainpkg.PublicConfigPath(chainsFile))
			}
			p := workers.add(d.name, i, bin, penv, logs)
			if err := p.start(); err != nil {
				workers.stopAll()
				return 0, err
			}
		}
	}
	defer workers.stopAll()

	conn, err := grpc.NewClient(gatewayAddr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return 0, err
	}
	defer func() { _ = conn.Close() }()
	load := &loader{conn: conn, tokens: tokens, callback: recv.url, chains: chains, rng: mrand.New(mrand.NewPCG(uint64(seed), 2)), evmShare: c.EVMShare}
	if err := load.loadTemplates(ctx); err != nil {
		return 0, err
	}

	// The run: load and faults together for c.Duration.
	logf("running for %s", c.Duration)
	var cnt counters
	var crashes atomic.Int64
	runCtx, stopRun := context.WithTimeout(ctx, c.Duration)
	defer stopRun()
	var wg sync.WaitGroup
	wg.Go(func() { load.run(runCtx, c.Rate) })
	wg.Go(func() { killer(runCtx, workers, rng, &rngMu, c.KillEvery, &cnt, logf) })
	wg.Go(func() { reviver(runCtx, workers, &crashes, logf) })
	wg.Go(func() { terminator(runCtx, cluster.URL, rng, &rngMu, c.TermEvery, &cnt) })
	wg.Go(func() { pgRestart(runCtx, cluster, c.Duration*2/5, &cnt, logf) })
	if !c.NoRPCFaults {
		wg.Go(func() { rpcFaults(runCtx, rpcURLs, rng, &rngMu, c.FaultEvery, &cnt, logf) })
	}
	progress(runCtx, load, &cnt, logf)
	wg.Wait()
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	if !c.NoRPCFaults {
		logf("RPC proxies: %s", faultStats(ctx, rpcURLs))
	}
	if err := setFaults(ctx, rpcURLs, nil); err != nil {
		return 0, err
	}
	// A process killed in the last instant is back before the settle phase.
	for _, p := range workers.procs {
		if p.crashed() || p.isKilled() {
			if err := p.start(); err != nil {
				return 0, err
			}
		}
	}

	logf("run over: %d movements created (%d client errors%s); waiting up to %s for quiescence",
		len(load.movements), load.errors.Load(), lastErr(load), c.Settle)
	settled := settle(ctx, pool, c.Settle, logf)

	rep, err := check(ctx, pool, chains, before, load.movements, recv, settled)
	if err != nil {
		return 0, err
	}
	rep.print(logf)
	fmt.Printf("chaos: seed=%d duration=%s movements=%d completed=%d failed=%d cancelled=%d expired=%d unknown=%d unexpected_outcomes=%d "+
		"kills=%d crashes=%d backend_terminations=%d pg_restarts=%d rpc_fault_phases=%d violations=%d\n",
		seed, c.Duration, len(load.movements), rep.states["COMPLETED"], rep.states["FAILED"], rep.states["CANCELLED"], rep.states["EXPIRED"],
		rep.unknown, rep.unexpected, cnt.kills.Load(), crashes.Load(), cnt.terminations.Load(), cnt.pgRestarts.Load(), cnt.faultPhases.Load(),
		len(rep.violations))
	if len(rep.suspects) > 0 {
		if err := dumpFindings(ctx, pool, filepath.Join(logs, "findings.txt"), rep.suspects); err != nil {
			logf("write findings: %v", err)
		}
	}
	if len(rep.violations) > 0 {
		logf("logs (and findings.txt, the trail of every node a violation names) kept in %s", logs)
		return 1, nil
	}
	if !c.KeepLogs && crashes.Load() == 0 {
		_ = os.RemoveAll(logs)
	}
	return 0, nil
}

func lastErr(l *loader) string {
	if v, ok := l.lastErr.Load().(string); ok {
		return "; last: " + v
	}
	return ""
}

// writeTokens makes a random token per principal and writes the gateway's tokens file
// (hashes only): alice creates, bob approves, ops-1 and ops-2 operate.
func writeTokens(path string) (map[string]string, error) {
	roles := map[string][]string{"alice": {"creator"}, "bob": {"approver"}, "ops-1": {"operator"}, "ops-2": {"operator"}}
	type principal struct {
		Name        string   `json:"name"`
		Roles       []string `json:"roles"`
		TokenSHA256 string   `json:"token_sha256"`
	}
	var file struct {
		Principals []principal `json:"principals"`
	}
	tokens := map[string]string{}
	for name, r := range roles {
		tokens[name] = randomHex(24)
		sum := sha256.Sum256([]byte(tokens[name]))
		file.Principals = append(file.Principals, principal{Name: name, Roles: r, TokenSHA256: hex.EncodeToString(sum[:])})
	}
	raw, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		return nil, err
	}
	return tokens, os.WriteFile(path, raw, 0o600)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// freeAddr is a loopback address for a process chaos starts (see package loopback:
// not the bind-":0"-and-close race).
func freeAddr() (string, error) {
	return loopback.FreeAddr(context.Background())
}

// waitFor polls cond every 100 ms until it holds or timeout passes.
func waitFor(ctx context.Context, timeout time.Duration, cond func() (bool, error)) error {
	deadline := time.Now().Add(timeout)
	for {
		ok, err := cond()
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.New("timed out")
		}
		if !wait(ctx, 100*time.Millisecond) {
			return ctx.Err()
		}
	}
}

// progress prints a line every 30 s until ctx ends.
func progress(ctx context.Context, l *loader, c *counters, logf func(string, ...any)) {
	for wait(ctx, 30*time.Second) {
		l.mu.Lock()
		n := len(l.movements)
		l.mu.Unlock()
		logf("%d movements, %d kills, %d backend terminations, %d pg restarts, %d client errors",
			n, c.kills.Load(), c.terminations.Load(), c.pgRestarts.Load(), l.errors.Load())
	}
}
