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
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/devpg"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/components"
	devchainpkg "github.com/qtgdev/qtg/services/internal/doubles/devchain"
	"github.com/qtgdev/qtg/services/internal/exchange/venue"
	"github.com/qtgdev/qtg/services/internal/executor/rails"
	"github.com/qtgdev/qtg/services/internal/testing/loopback"
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
	{"capital-transfer-followup", 1}, {"stranded-reaper", 1}, {"movement-archiver", 1},
}

// signing are the deployables that load the dev accounts' keys: only dispatcher and
// recovery sign (docs/security.md, "A compromised pod").
var signing = map[string]bool{"dispatcher": true, "recovery": true}

// withdrawing are the deployables that get the venue's withdrawal key; the others read
// the venue with its read-only key.
var withdrawing = map[string]bool{"dispatcher": true, "recovery": true}

func run(ctx context.Context, c cli) (int, error) {
	seed := c.Seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	weights, err := railWeights(c.Share)
	if err != nil {
		return 0, err
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
	_ = os.RemoveAll(filepath.Join(dir, "venue"))
	for _, d := range []string{bin, logs} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return 0, err
		}
	}
	logf("seed %d; duration %s, %.1f movements/s; logs in %s", seed, c.Duration, c.Rate, logs)
	if err := build(ctx, bin, logf); err != nil {
		return 0, err
	}

	cluster, err := devpg.Start(ctx, devpg.Options{Root: filepath.Join(dir, "pg")})
	if err != nil {
		return 0, err
	}
	defer func() { _ = cluster.Stop() }()
	if _, err := migrate.Up(ctx, cluster.URL); err != nil {
		return 0, err
	}
	// For a look at the database while the harness runs (a throwaway cluster).
	if err := os.WriteFile(filepath.Join(dir, "pg.url"), []byte(cluster.URL+"\n"), 0o600); err != nil {
		return 0, err
	}
	// Each deployable logs in as production's do: its own login, a member of
	// qtg_testnet and of the roles of the jobs it hosts only (they refuse the
	// cluster's superuser).
	names := make([]string, len(deployables))
	for i, d := range deployables {
		names[i] = d.name
	}
	logins, err := components.EnsureLogins(ctx, cluster.URL, db.Testnet, "qtg_chaos", names, func() string { return randomHex(16) })
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
	addrs := make([]string, 5)
	for i := range addrs {
		if addrs[i], err = freeAddr(); err != nil {
			return 0, err
		}
	}
	gatewayAddr := addrs[0]
	w := &world{irisURL: "http://" + addrs[1], relayURL: "http://" + addrs[2], lzURL: "http://" + addrs[3], venueURL: "http://" + addrs[4]}
	chainsFile := filepath.Join(dir, "chains.yaml")
	_ = os.Remove(chainsFile)
	// No DATABASE_URL from outside reaches a process: each deployable gets its own login.
	env := slices.Concat(slices.DeleteFunc(os.Environ(), func(v string) bool { return strings.HasPrefix(v, "DATABASE_URL=") }), []string{"MG_NETWORK_MODE=testnet", "MG_WORKERS_ENABLED=true", "MG_NOOP_EXECUTOR=true",
		"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR=127.0.0.1:0", "MG_GRPC_ADDR=" + gatewayAddr, "MG_ALLOW_PLAINTEXT=true",
		// The load, not the per-principal limiter, is under test here.
		"MG_RATE_PER_SECOND=100000", "MG_RATE_BURST=100000",
		"MG_AUTH_TOKENS_FILE=" + filepath.Join(dir, "tokens.json"), "MG_CALLBACK_ALLOW_PRIVATE=true", "MG_CALLBACK_SECRETS=" + secret,
		"MG_CALLBACK_BACKOFF=500ms", "MG_CALLBACK_MAX_BACKOFF=3s", "MG_CALLBACK_TIMEOUT=3s",
		"MG_CONFIG_FILE=" + chainsFile, "MG_DEVCHAIN_DIR=" + filepath.Join(dir, "devchain"), "MG_DEVCHAIN_ATTESTATION_URL=" + w.irisURL,
		"MG_SIDECAR_INTERVAL=2s", "MG_EVM_SIDECAR_INTERVAL=2s", "MG_CAPITAL_FOLLOWUP_INTERVAL=2s",
		"MG_POLL_INTERVAL=250ms", "MG_RECOVERY_INTERVAL=1s", "MG_NONCE_REAPER_MIN_AGE=30s", "MG_STALE_SUBMITTING_AFTER=10s", "MG_RETRY_BACKOFF=200ms",
		"MG_EXECUTOR_HEALTH_INTERVAL=3s", "MG_SHUTDOWN_TIMEOUT=5s", "MG_DB_MAX_CONNS=8", "MG_LOG_LEVEL=info"})
	if c.ReorgEvery > 0 {
		env = append(env, fmt.Sprintf("MG_DEVCHAIN_CONFIRMATIONS=%d", reorgConfirmations))
	}

	// devchain and the doubles are the outside world, not deployables: never killed
	// (a fault phase takes a double down on purpose).
	outside := &fleet{}
	defer outside.stopAll()
	devchain := outside.add("devchain", 0, bin, env, logs)
	if err := devchain.start(); err != nil {
		return 0, err
	}
	if err := waitFor(ctx, time.Minute, func() (bool, error) { _, err := os.Stat(chainsFile); return err == nil, nil }); err != nil {
		return 0, fmt.Errorf("devchain did not write %s (see %s): %w", chainsFile, devchain.logPath, err)
	}
	chains, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return 0, err
	}
	var rpcURLs []string
	for _, ch := range chains.Chains {
		rpcURLs = append(rpcURLs, ch.Primary())
	}
	if err := prepareWorld(ctx, dir, chains, w); err != nil {
		return 0, err
	}
	if err := startDoubles(ctx, outside, bin, logs, chainsFile, w); err != nil {
		return 0, err
	}
	before, err := readLedger(ctx, chains, w.venueURL)
	if err != nil {
		return 0, fmt.Errorf("read the chains before the run: %w", err)
	}

	workers, err := startWorkers(env, logins, chainsFile, bin, logs, w)
	if err != nil {
		return 0, err
	}
	defer workers.stopAll()

	conn, err := grpc.NewClient(gatewayAddr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return 0, err
	}
	defer func() { _ = conn.Close() }()
	pick := newPicker(chains, w, func(n int) int { rngMu.Lock(); defer rngMu.Unlock(); return rng.IntN(n) })
	load := &loader{conn: conn, tokens: tokens, callback: recv.url, pick: pick, rng: mrand.New(mrand.NewPCG(uint64(seed), 2)),
		weights: weights, cancelShare: c.CancelShare, heldShare: c.HeldShare, heldTTL: 8 * time.Second, cancels: map[string]int{}}
	if err := load.loadTemplates(ctx); err != nil {
		return 0, err
	}
	reader := &chainReader{cfg: chains, clients: evm.NewClients(chains)}
	defer reader.clients.Close()
	// The executors tell each node's legs, as verify-drift asks them; built on the
	// public configuration, they hold no key.
	registry, err := rails.BuildWith(ctx, rails.Options{Pool: pool, Instance: "chaos", ConfigPath: devchainpkg.PublicConfigPath(chainsFile),
		Logger: zerolog.Nop(), VenuesPath: w.venuesFile(false), VenueAccess: venue.AccessRead})
	if err != nil {
		return 0, fmt.Errorf("executors for the records' legs: %w", err)
	}
	procs := map[string]*proc{}
	for _, p := range outside.procs {
		procs[p.name] = p
	}
	faults := &doubleFaults{w: w, procs: procs, accounts: pick.accounts, rng: mrand.New(mrand.NewPCG(uint64(seed), 3)), mu: &sync.Mutex{},
		every: c.FaultEvery, logf: logf, counts: map[string]int{}}
	third := &thirdParty{chains: reader, pool: pool, key: w.third, share: c.ThirdParty, rng: mrand.New(mrand.NewPCG(uint64(seed), 4)), mu: &sync.Mutex{},
		logf: logf, picked: map[string]bool{}, done: map[string]bool{}, stats: map[string]int{}, sent: map[string]string{}}
	ops := &operators{conn: conn, tokens: tokens, pool: pool, chains: reader, venueURL: w.venueURL, share: c.VerdictShare, random: c.RandomShare, after: 3 * time.Second,
		rng: mrand.New(mrand.NewPCG(uint64(seed), 5)), mu: &sync.Mutex{}, logf: logf, seen: map[string]bool{}, stats: map[string]int{}}

	// The run: load and faults together for c.Duration; the operators and the third
	// party go on until the system settled.
	logf("running for %s", c.Duration)
	var cnt counters
	var crashes atomic.Int64
	var settling atomic.Bool
	actCtx, stopActors := context.WithCancel(ctx)
	defer stopActors()
	var actors sync.WaitGroup
	actors.Go(func() { third.run(actCtx) })
	actors.Go(func() { ops.run(actCtx, 2*time.Second, settling.Load) })
	runCtx, stopRun := context.WithTimeout(ctx, c.Duration)
	defer stopRun()
	var wg sync.WaitGroup
	wg.Go(func() { load.run(runCtx, c.Rate) })
	wg.Go(func() { killer(runCtx, workers, rng, &rngMu, c.KillEvery, &cnt, logf) })
	wg.Go(func() { reviver(runCtx, []*fleet{workers, outside}, &crashes, logf) })
	wg.Go(func() { terminator(runCtx, cluster.URL, rng, &rngMu, c.TermEvery, &cnt) })
	wg.Go(func() { pgRestart(runCtx, cluster, c.Duration*2/5, &cnt, logf) })
	if !c.NoRPCFaults {
		wg.Go(func() { rpcFaults(runCtx, rpcURLs, rng, &rngMu, c.FaultEvery, &cnt, logf) })
	}
	if !c.NoDoubles {
		wg.Go(func() { faults.run(runCtx) })
	}
	if c.ReorgEvery > 0 {
		wg.Go(func() { reorger(runCtx, rpcURLs, rng, &rngMu, c.ReorgEvery, &cnt, logf) })
	}
	progress(runCtx, load, &cnt, logf)
	wg.Wait()
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	if !c.NoRPCFaults {
		logf("RPC proxies: %s", faultStats(ctx, rpcURLs))
	}
	if c.ReorgEvery > 0 {
		logf("reorgs: %d made, %d refused while a transaction was pending", cnt.reorgs.Load(), cnt.reorgsRefused.Load())
	}
	if err := setFaults(ctx, rpcURLs, nil); err != nil {
		return 0, err
	}
	// A process killed in the last instant is back before the settle phase.
	for _, p := range slices.Concat(workers.procs, outside.procs) {
		if p.crashed() || p.isKilled() {
			if err := p.start(); err != nil {
				return 0, err
			}
		}
	}

	made := load.made()
	logf("run over: %d movements created (%d client errors%s); waiting up to %s for quiescence",
		len(made), load.errors.Load(), lastErr(load), c.Settle)
	settling.Store(true)
	settled := settle(ctx, pool, c.Settle, logf)
	stopActors()
	actors.Wait()

	rep, err := check(ctx, pool, checkInput{chains: reader, before: before, made: made, recv: recv, settled: settled, venueURL: w.venueURL,
		thirdParty: third.deliveries(), executors: registry})
	if err != nil {
		return 0, err
	}
	rep.print(logf)
	doubleSummary, doublePhases := faults.summary()
	logf("fault phases at the doubles: %s", doubleSummary)
	logf("operators: cancels of running movements %s; verdicts and manual executions %s", countsString(load.cancels), countsString(ops.summary()))
	logf("third party: %s", countsString(third.summary()))
	for _, rail := range railOrder {
		logf("rail %s: %d movements, final states %s", rail, load.count(func(m created) string { return m.rail })[rail], countsString(rep.rails[rail]))
	}
	fmt.Printf("chaos: seed=%d duration=%s movements=%d rails=%s intents=%s completed=%d failed=%d cancelled=%d expired=%d waiting_for_operators=%d "+
		"unexpected_outcomes=%d kills=%d crashes=%d backend_terminations=%d pg_restarts=%d rpc_fault_phases=%d double_fault_phases=%d "+
		"running_cancels=%s verdicts=%d third_party=%s mined=%d cancellations=%d violations=%d %s\n",
		seed, c.Duration, len(made), countsString(load.count(func(m created) string { return m.rail })),
		countsString(load.count(func(m created) string { return m.intent })),
		rep.states["COMPLETED"], rep.states["FAILED"], rep.states["CANCELLED"], rep.states["EXPIRED"], rep.unknown, rep.unexpected,
		cnt.kills.Load(), crashes.Load(), cnt.terminations.Load(), cnt.pgRestarts.Load(), cnt.faultPhases.Load(), doublePhases,
		strings.ReplaceAll(countsString(load.cancels), " ", ","), rep.figures["verdicts"], strings.ReplaceAll(countsString(third.summary()), " ", ","),
		rep.figures["mined"], rep.figures["cancellations"], len(rep.violations), violationFigures(rep.kinds))
	if err := os.WriteFile(filepath.Join(logs, "accounts.txt"), []byte(strings.Join(rep.accounts, "\n")+"\n"), 0o644); err != nil {
		logf("write accounts: %v", err)
	}
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

// build compiles devchain, the doubles and every deployable into bin.
func build(ctx context.Context, bin string, logf func(string, ...any)) error {
	args := []string{"build", "-o", bin + string(filepath.Separator)}
	for _, n := range append([]string{"devchain"}, doubleNames...) {
		args = append(args, "./services/dev/"+n)
	}
	for _, d := range deployables {
		args = append(args, "./services/"+d.name)
	}
	logf("building %d binaries…", len(args)-3)
	if out, err := exec.CommandContext(ctx, "go", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %w\n%s", err, out)
	}
	return nil
}

// startWorkers starts every deployable replica with its environment: keys only where
// it signs, the venue's withdrawal key only where it withdraws, and its own database
// login (logins).
func startWorkers(env []string, logins map[string]string, chainsFile, bin, logs string, w *world) (*fleet, error) {
	workers := &fleet{}
	for _, d := range deployables {
		for i := range d.replicas {
			penv := append(slices.Clip(env), "MG_VENUES_FILE="+w.venuesFile(withdrawing[d.name]))
			if url, ok := logins[d.name]; ok {
				penv = append(penv, "DATABASE_URL="+url)
			}
			if !signing[d.name] {
				// Keys only where they sign: the others read the address book.
				penv = append(penv, "MG_CONFIG_FILE="+devchainpkg.PublicConfigPath(chainsFile))
			}
			if err := workers.add(d.name, i, bin, penv, logs).start(); err != nil {
				workers.stopAll()
				return nil, err
			}
		}
	}
	return workers, nil
}

// newPicker draws parameters among the configured chains and the dev accounts (every
// signer but the deployer).
func newPicker(chains *evm.Config, w *world, intN func(int) int) *picker {
	p := &picker{deposit: w.deposit, intN: intN}
	for _, ch := range chains.Chains {
		p.chains = append(p.chains, ch.Name)
	}
	for _, s := range chains.Signers[1:] {
		p.accounts = append(p.accounts, strings.ToLower(s.Address.Hex()))
		p.book = append(p.book, s.Address.Hex())
	}
	return p
}

// violationFigures prints the violation counts by kind, every kind named.
func violationFigures(kinds map[string]int) string {
	parts := make([]string, 0, len(violationKinds))
	for _, k := range violationKinds {
		parts = append(parts, fmt.Sprintf("%s=%d", k, kinds[k]))
	}
	return strings.Join(parts, " ")
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
