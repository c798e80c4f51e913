// Command devrun is what `make run` runs: on a database given by DATABASE_URL (a
// throwaway cluster unless you set one), it migrates the schema, builds the
// deployables, starts devchain (local chains), cctp-attester (the CCTP attestation
// double), the gateway and every worker as separate processes, loads the
// example templates through the API, prints how to talk to it, and stops everything
// on Ctrl-C. It is a development tool, not a deployable.
package main

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/alecthomas/kong"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/db/migrate"
	"github.com/qtgdev/qtg/services/internal/chain/contracts"
	"github.com/qtgdev/qtg/services/internal/chain/evm"
	"github.com/qtgdev/qtg/services/internal/components"
	"github.com/qtgdev/qtg/services/internal/doubles/devchain"
)

//go:embed templates/*.json
var templates embed.FS

type cli struct {
	DatabaseURL string `name:"database-url" env:"DATABASE_URL" required:"" help:"PostgreSQL URL (make run starts a throwaway one)."`
	Addr        string `default:"127.0.0.1:9090" env:"QTG_RUN_ADDR" help:"Gateway address."`
	HTTPAddr    string `default:"127.0.0.1:9080" env:"QTG_RUN_HTTP_ADDR" help:"Gateway's HTTP/JSON address (the Connect protocol, docs/api.md)."`
	Dir         string `default:".tmp/run" help:"Folder for binaries, tokens and logs."`
	Network     string `default:"testnet" enum:"mainnet,testnet" help:"Network to serve."`
	BybitAddr   string `default:"127.0.0.1:9191" env:"QTG_RUN_BYBIT_ADDR" help:"Address of the local Bybit v5 double."`
	ConsoleAddr string `default:"127.0.0.1:8080" env:"QTG_RUN_CONSOLE_ADDR" help:"Address of the operator console (plain HTTP on loopback)."`
}

// workers are started one process each, in this order. Deployables that do not exist
// in this checkout are skipped.
var workers = []string{"dispatcher", "observer", "recovery", "callback-dispatcher", "expiration-checker",
	"executor-health", "audit-outbox-promoter", "template-proposal-expiration",
	"evm-nonce-reaper", "balance-snapshot", "verify-drift", "movement-archiver", "capital-transfer-followup",
	"stranded-reaper"}

// signing are the processes that load the dev accounts' keys (devchain writes them).
// Of QTG's deployables only dispatcher and recovery sign (docs/security.md); devchain
// writes the keys and ccip-relay is a double of an off-chain role that signs its own.
var signing = map[string]bool{"devchain": true, "dispatcher": true, "recovery": true, "ccip-relay": true}

// withdrawing are the processes that get the venue's withdrawal key (the others get
// venues.read.yaml, whose withdrawal secret is out of their reach).
var withdrawing = map[string]bool{"dispatcher": true, "recovery": true}

func main() {
	var c cli
	kong.Parse(&c, kong.Description("Run QTG locally: gateway and workers as separate processes."))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, c); err != nil {
		fmt.Fprintln(os.Stderr, "devrun:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, c cli) error {
	dir, err := filepath.Abs(c.Dir)
	if err != nil {
		return err
	}
	bin, logs := filepath.Join(dir, "bin"), filepath.Join(dir, "logs")
	for _, d := range []string{bin, logs} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	fmt.Println("migrating…")
	if _, err := migrate.Up(ctx, c.DatabaseURL); err != nil {
		return err
	}
	network, err := db.ParseNetwork(c.Network)
	if err != nil {
		return err
	}
	// The doubles live under services/dev, the deployables under services.
	var present, args []string
	for _, dir := range []string{"services/dev", "services"} {
		for _, w := range append([]string{"devchain", "cctp-attester", "ccip-relay", "lz-executor", "bybit-double", "gateway", "console", "qtgctl"}, workers...) {
			if _, err := os.Stat(filepath.Join(dir, w, "main.go")); err == nil {
				present = append(present, w)
				args = append(args, "./"+dir+"/"+w)
			}
		}
	}
	fmt.Printf("building %s…\n", strings.Join(present, ", "))
	args = append([]string{"build", "-ldflags", buildLDFlags(ctx), "-o", bin + string(filepath.Separator)}, args...)
	if out, err := exec.CommandContext(ctx, "go", args...).CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %w\n%s", err, out)
	}

	// Each deployable logs in as production's do (docs/operations.md, "Networks, schemas and roles"): its own
	// login, a member of the network's role and of the roles of the jobs it hosts only.
	// They refuse DATABASE_URL's own role, which owns the schemas.
	logins, err := components.EnsureLogins(ctx, c.DatabaseURL, network, "qtg_dev_"+c.Network, present, func() string { return randomHex(16) })
	if err != nil {
		return err
	}
	tokens, err := writeTokens(filepath.Join(dir, "tokens.json"))
	if err != nil {
		return err
	}
	chainsFile := filepath.Join(dir, "chains.yaml")
	_ = os.Remove(chainsFile) // devchain rewrites it when it is ready
	// DATABASE_URL (the schemas' owner) reaches no process: each deployable gets its
	// own login below, the tools and the console none.
	env := append(slices.DeleteFunc(os.Environ(), func(v string) bool { return strings.HasPrefix(v, "DATABASE_URL=") }), "MG_NETWORK_MODE="+c.Network, "MG_WORKERS_ENABLED=true",
		// noop (the demo templates, qtgctl demo) is testnet only (docs/security.md).
		"MG_NOOP_EXECUTOR="+strconv.FormatBool(network == db.Testnet),
		"MG_HEALTH_ADDR=127.0.0.1:0", "MG_METRICS_ADDR=127.0.0.1:0", "MG_GRPC_ADDR="+c.Addr, "MG_HTTP_ADDR="+c.HTTPAddr, "MG_ALLOW_PLAINTEXT=true", "MG_AUTH_TOKENS_FILE="+filepath.Join(dir, "tokens.json"),
		"MG_CALLBACK_ALLOW_PRIVATE=true", "MG_CALLBACK_SECRETS="+randomHex(24),
		"MG_CONFIG_FILE="+chainsFile, "MG_DEVCHAIN_DIR="+filepath.Join(dir, "devchain"), "MG_SIDECAR_INTERVAL=5s", "MG_EVM_SIDECAR_INTERVAL=5s")
	var procs []*exec.Cmd
	var wg sync.WaitGroup
	defer func() {
		for _, p := range procs {
			_ = p.Process.Signal(syscall.SIGTERM)
		}
		wg.Wait()
		fmt.Println("stopped")
	}()
	for _, name := range present {
		if name == "qtgctl" {
			continue
		}
		logFile, err := os.Create(filepath.Join(logs, name+".log"))
		if err != nil {
			return err
		}
		var args []string
		if name == "bybit-double" {
			if args, err = writeBybitDouble(ctx, dir, chainsFile, c.BybitAddr); err != nil {
				return err
			}
		}
		// Stopped by SIGTERM in the deferred shutdown, not by a context.
		cmd := exec.CommandContext(context.WithoutCancel(ctx), filepath.Join(bin, name), args...)
		cmd.Env, cmd.Stdout, cmd.Stderr = env, logFile, logFile
		if url, ok := logins[name]; ok {
			cmd.Env = append(slices.Clip(env), "DATABASE_URL="+url)
		}
		if withdrawing[name] {
			cmd.Env = append(slices.Clip(cmd.Env), "MG_VENUES_FILE="+filepath.Join(dir, "bybit", "venues.yaml"))
		} else {
			cmd.Env = append(slices.Clip(cmd.Env), "MG_VENUES_FILE="+filepath.Join(dir, "bybit", "venues.read.yaml"))
		}
		if name == "console" {
			// The console talks to the gateway only: no database credentials for it.
			cmd.Env = append(slices.Clip(env),
				"MG_CONSOLE_ADDR="+c.ConsoleAddr, "MG_GATEWAY_ADDR="+c.Addr, "MG_GATEWAY_INSECURE=true")
		}
		if !signing[name] {
			// Keys only where they sign: the others read the address book and refuse a
			// config whose key files they can reach.
			cmd.Env = append(slices.Clip(cmd.Env), "MG_CONFIG_FILE="+devchain.PublicConfigPath(chainsFile))
		}
		// Own process group: the terminal's Ctrl-C reaches devrun, which then stops
		// the processes in order instead of all at once.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := cmd.Start(); err != nil {
			return fmt.Errorf("start %s: %w", name, err)
		}
		procs = append(procs, cmd)
		wg.Go(func() {
			_ = cmd.Wait()
			_ = logFile.Close()
		})
		if name == "devchain" {
			// Everything else reads the chain configuration devchain writes.
			if err := waitForFile(ctx, chainsFile); err != nil {
				return err
			}
		}
		if name == "bybit-double" {
			if err := waitForFile(ctx, filepath.Join(dir, "bybit", "info.json")); err != nil {
				return err
			}
		}
	}
	if err := waitForGateway(ctx, c.Addr); err != nil {
		return err
	}
	if err := loadTemplates(ctx, c.Addr, tokens["ops-1"], tokens["ops-2"]); err != nil {
		return err
	}
	demoParams, err := usdcDemoParams(chainsFile)
	if err != nil {
		return err
	}
	cctpParams, err := cctpDemoParams(chainsFile)
	if err != nil {
		return err
	}
	ccipParams, err := ccipDemoParams(chainsFile)
	if err != nil {
		return err
	}
	envFile := filepath.Join(dir, "env")
	oftParams, err := oftDemoParams(chainsFile)
	if err != nil {
		return err
	}
	cexParams, err := cexDemoParams(chainsFile)
	if err != nil {
		return err
	}
	// The drills' sender (qtgctl drill cctp|ccip|oft --sender): dev account a of the demos.
	var drillSender struct {
		A string `json:"a"`
	}
	if err := json.Unmarshal([]byte(cctpParams), &drillSender); err != nil {
		return err
	}
	exports := fmt.Sprintf("export QTG_INSECURE=true QTG_ADDR=%s QTG_HTTP_URL=http://%s QTG_TOKEN=%s QTG_APPROVER_TOKEN=%s QTG_DEMO_TEMPLATE=usdc-transfer QTG_DEMO_PARAMS='%s' QTG_CCTP_DEMO_PARAMS='%s' QTG_CCIP_DEMO_PARAMS='%s' QTG_CEX_DEMO_PARAMS='%s' QTG_OFT_DEMO_PARAMS='%s'\n"+
		"export QTG_BYBIT_URL=http://%s QTG_BYBIT_API_KEY=%s QTG_BYBIT_SECRET_FILE=%s QTG_DRILL_SENDER=%s QTG_CHAINS_FILE=%s\n",
		c.Addr, c.HTTPAddr, tokens["alice"], tokens["bob"], demoParams, cctpParams, ccipParams, cexParams, oftParams, c.BybitAddr, bybitAPIKey, filepath.Join(dir, "bybit", "treasury.secret"), drillSender.A,
		devchain.PublicConfigPath(chainsFile))
	if err := os.WriteFile(envFile, []byte(exports), 0o600); err != nil {
		return err
	}
	fmt.Printf(`
QTG is running: gateway on %s (HTTP/JSON on http://%s), devchain, the CCTP attestation double (%s), the CCIP relay (ccip-relay), the LayerZero executor stand-in (lz-executor), the Bybit double on http://%s and %d worker processes (logs in %s).
Principals: alice (creator), bob (approver), ops-1 and ops-2 (operators); tokens in %s.
%s
In another terminal:
  . %s
  %s demo                     # move 1 USDC a->b, then b->c and a->c on two local chains
  %s movements list
  %s drill cctp --from dev-1 --to dev-2 --amount 1000   # a CCTP drill, each phase timed (docs/drills.md)
  %s drill ccip --from dev-2 --to dev-3 --amount 1000 --max-fee 2000000000000000   # a CCIP drill
  %s drill oft --from dev-3 --to dev-1 --amount 1000 --max-fee 200000000000000     # an OFT drill
  QTG_TOKEN=%s %s workers

Ctrl-C stops everything.
`, c.Addr, c.HTTPAddr, attestationURL(chainsFile), c.BybitAddr, countWorkers(present), logs, envFile, consoleLine(present, c.ConsoleAddr, tokens), envFile, filepath.Join(bin, "qtgctl"), filepath.Join(bin, "qtgctl"), filepath.Join(bin, "qtgctl"),
		filepath.Join(bin, "qtgctl"), filepath.Join(bin, "qtgctl"), tokens["ops-1"], filepath.Join(bin, "qtgctl"))
	<-ctx.Done()
	fmt.Println("\nstopping…")
	return nil
}

// countWorkers counts the worker processes among the deployables started.
func countWorkers(present []string) int {
	n := 0
	for _, p := range present {
		if slices.Contains(workers, p) {
			n++
		}
	}
	return n
}

// consoleLine says where the operator console is and which tokens sign in to it.
func consoleLine(present []string, addr string, tokens map[string]string) string {
	if !slices.Contains(present, "console") {
		return ""
	}
	return fmt.Sprintf("\nOperator console: http://%s/ — sign in with a principal's token:\n  alice %s\n  bob   %s\n  ops-1 %s\n",
		addr, tokens["alice"], tokens["bob"], tokens["ops-1"])
}

// writeTokens makes a random token per principal and writes the gateway's tokens file
// (hashes only). It returns the tokens.
func writeTokens(path string) (map[string]string, error) {
	roles := map[string][]string{"alice": {"creator"}, "bob": {"approver"}, "ops-1": {"operator"}, "ops-2": {"operator"}}
	tokens := map[string]string{}
	type principal struct {
		Name        string   `json:"name"`
		Roles       []string `json:"roles"`
		TokenSHA256 string   `json:"token_sha256"`
	}
	var file struct {
		Principals []principal `json:"principals"`
	}
	for name, r := range roles {
		b := make([]byte, 24)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		tokens[name] = hex.EncodeToString(b)
		sum := sha256Hex(tokens[name])
		file.Principals = append(file.Principals, principal{Name: name, Roles: r, TokenSHA256: sum})
	}
	raw, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		return nil, err
	}
	return tokens, os.WriteFile(path, raw, 0o600)
}

func waitForGateway(ctx context.Context, addr string) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		var d net.Dialer
		conn, err := d.DialContext(ctx, "tcp", addr)
		if err == nil {
			return conn.Close()
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return errors.New("the gateway did not start within a minute; see its log")
}

// loadTemplates proposes each example template as one operator and approves it as
// the other (four eyes), unless an ACTIVE version already exists.
func loadTemplates(ctx context.Context, addr, proposer, approver string) error {
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close() }()
	client := qtgv1.NewTemplateServiceClient(conn)
	as := func(token string) context.Context {
		return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+token)
	}
	files, err := fs.Glob(templates, "templates/*.json")
	if err != nil {
		return err
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		if _, err := client.GetTemplate(as(proposer), &qtgv1.GetTemplateRequest{Name: name}); err == nil {
			continue
		}
		def, err := templates.ReadFile(f)
		if err != nil {
			return err
		}
		p, err := client.ProposeTemplate(as(proposer), &qtgv1.ProposeTemplateRequest{Name: name, DefinitionJson: string(def)})
		if err != nil {
			return fmt.Errorf("propose %s: %w", name, err)
		}
		if _, err := client.ApproveTemplate(as(approver), &qtgv1.ApproveTemplateRequest{
			Id: p.GetTemplate().GetId(), DefinitionHash: p.GetTemplate().GetDefinitionHash(),
		}); err != nil {
			return fmt.Errorf("approve %s: %w", name, err)
		}
		fmt.Printf("loaded template %s\n", name)
	}
	return nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func waitForFile(ctx context.Context, path string) error {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if _, err := os.Stat(path); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return fmt.Errorf("%s did not appear within a minute; see the logs of devchain and bybit-double", path)
}

// attestationURL is the CCTP attestation double's URL from devchain's configuration
// (cctp-attester listens there).
func attestationURL(chainsFile string) string {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil || len(cfg.Chains) == 0 || cfg.Chains[0].CCTP == nil {
		return "not configured"
	}
	return cfg.Chains[0].CCTP.AttestationURL
}

// usdcDemoParams picks three dev accounts from devchain's configuration as a, b and c
// of the usdc-transfer template, moving 1 USDC (6 decimals).
func usdcDemoParams(chainsFile string) (string, error) {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return "", err
	}
	// The first signer is the deployer; the dev accounts follow.
	if len(cfg.Signers) < 4 {
		return "", fmt.Errorf("%s lists %d signers, want at least 4", chainsFile, len(cfg.Signers))
	}
	p, err := json.Marshal(map[string]string{
		"a": strings.ToLower(cfg.Signers[1].Address.Hex()), "b": strings.ToLower(cfg.Signers[2].Address.Hex()),
		"c": strings.ToLower(cfg.Signers[3].Address.Hex()), "amount": "1000000",
	})
	return string(p), err
}

// bybitAPIKey is the API key of the double's account "treasury" under make run; its
// secret is random per run, in <dir>/bybit/treasury.secret.
const bybitAPIKey = "devrunTreasury01"

// bybitReadAPIKey is the account's read-only key (secret in <dir>/bybit/treasury-read.secret).
const bybitReadAPIKey = "devrunTreasuryRO1"

// cexDepositAddress is the treasury's deposit address on a chain under make run: fixed
// by the chain's name, so the venue configuration and the demo know it in advance.
func cexDepositAddress(chain string) string {
	return common.BytesToAddress(crypto.Keccak256([]byte("devrun-bybit-deposit/" + chain))[12:]).Hex()
}

// writeVenues writes the venue configuration QTG reads (MG_VENUES_FILE): venues.yaml
// with the withdrawal key, for dispatcher and recovery, and venues.read.yaml, whose
// withdrawal secret names a variable nobody sets, for every other process.
func writeVenues(bdir, addr string, cfg *evm.Config, secretFile, readSecretFile string) error {
	var chains []map[string]string
	for _, ch := range cfg.Chains {
		chains = append(chains, map[string]string{"chain": ch.Name, "venue_chain": strings.ToUpper(ch.Name), "deposit_address": cexDepositAddress(ch.Name)})
	}
	for file, withdraw := range map[string]map[string]string{
		"venues.yaml":      {"api_key": bybitAPIKey, "secret_file": secretFile},
		"venues.read.yaml": {"api_key": bybitAPIKey, "secret_env": "QTG_BYBIT_WITHDRAW_SECRET_ONLY_IN_DISPATCHER_AND_RECOVERY"},
	} {
		raw, err := json.MarshalIndent(map[string]any{"venues": []map[string]any{{
			"name": "bybit-dev", "kind": "bybit", "base_url": "http://" + addr, "allow_insecure": true, "account_type": "FUND",
			"withdraw_key": withdraw, "read_key": map[string]string{"api_key": bybitReadAPIKey, "secret_file": readSecretFile},
			"withdrawal_sla": "10m", "deposit_sla": "10m",
			"coins": []map[string]string{{"token": "USDC", "coin": "USDC"}}, "chains": chains,
		}}}, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(bdir, file), raw, 0o600); err != nil {
			return err
		}
	}
	return nil
}

// cexDemoParams are the parameters of the cex-round-trip template under make run:
// withdraw to dev1 on dev-1, move to dev2, deposit back to the treasury.
func cexDemoParams(chainsFile string) (string, error) {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return "", err
	}
	if len(cfg.Signers) < 3 {
		return "", fmt.Errorf("%s lists %d signers, want at least 3", chainsFile, len(cfg.Signers))
	}
	p, err := json.Marshal(map[string]string{
		"a": cfg.Signers[1].Address.Hex(), "b": cfg.Signers[2].Address.Hex(),
		"deposit": cexDepositAddress("dev-1"), "amount": "2000000",
	})
	return string(p), err
}

// writeBybitDouble writes the Bybit double's configuration for make run: one account,
// "treasury", holding 1,000,000 USDC, with dev1-dev3 on every chain in its address book;
// the secret and the venue's hot-wallet key go to files of their own. It returns the
// double's arguments.
func writeBybitDouble(ctx context.Context, dir, chainsFile, addr string) ([]string, error) {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return nil, err
	}
	if len(cfg.Signers) < 4 {
		return nil, fmt.Errorf("%s lists %d signers, want at least 4", chainsFile, len(cfg.Signers))
	}
	bdir := filepath.Join(dir, "bybit")
	if err := os.MkdirAll(bdir, 0o700); err != nil {
		return nil, err
	}
	hotKeyFile := filepath.Join(bdir, "hot-wallet.key")
	if err := fundHotWallet(ctx, cfg, hotKeyFile); err != nil {
		return nil, fmt.Errorf("bybit double hot wallet: %w", err)
	}
	_ = os.Remove(filepath.Join(bdir, "info.json")) // the double rewrites it when it serves
	secretFile := filepath.Join(bdir, "treasury.secret")
	if err := os.WriteFile(secretFile, []byte(randomHex(24)+"\n"), 0o600); err != nil {
		return nil, err
	}
	readSecretFile := filepath.Join(bdir, "treasury-read.secret")
	if err := os.WriteFile(readSecretFile, []byte(randomHex(24)+"\n"), 0o600); err != nil {
		return nil, err
	}
	deposits := map[string]string{}
	for _, ch := range cfg.Chains {
		deposits[ch.Name] = cexDepositAddress(ch.Name)
	}
	if err := writeVenues(bdir, addr, cfg, secretFile, readSecretFile); err != nil {
		return nil, err
	}
	type entry struct {
		Coin    string `json:"coin"`
		Chain   string `json:"chain"`
		Address string `json:"address"`
	}
	var book []entry
	for _, ch := range cfg.Chains {
		for _, s := range cfg.Signers[1:4] {
			book = append(book, entry{Coin: "USDC", Chain: strings.ToUpper(ch.Name), Address: s.Address.Hex()})
		}
	}
	// JSON is YAML: the double reads this file with its YAML decoder.
	raw, err := json.MarshalIndent(map[string]any{
		"listen": addr, "chains_file": chainsFile, "hot_wallet": map[string]string{"key_file": hotKeyFile},
		"deposit_confirmations": 3,
		"accounts": []map[string]any{{
			"name": "treasury", "api_key": bybitAPIKey, "secret_file": secretFile,
			"read_keys":         []map[string]string{{"api_key": bybitReadAPIKey, "secret_file": readSecretFile}},
			"deposit_addresses": deposits,
			"balances":          map[string]string{"USDC": "1000000"}, "address_book": book,
		}},
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	path := filepath.Join(bdir, "bybit-double.yaml")
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		return nil, err
	}
	return []string{"--config", path, "--info-file", filepath.Join(bdir, "info.json")}, nil
}

// fundHotWallet makes a fresh key for the double's hot wallet (written to keyFile) and
// funds it on every chain from devchain's deployer: 10,000,000 USDC minted and 1,000
// ether. The hot wallet is deliberately not one of the configured signers, and it is
// funded before balance-snapshot starts, so the venue's payments never show as drift
// of QTG's own accounts.
func fundHotWallet(ctx context.Context, cfg *evm.Config, keyFile string) error {
	key, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	if err := os.WriteFile(keyFile, []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"), 0o600); err != nil {
		return err
	}
	hot := crypto.PubkeyToAddress(key.PublicKey)
	raw, err := os.ReadFile(cfg.Signers[0].KeyFile) // the deployer: the token's minter
	if err != nil {
		return err
	}
	deployer, err := evm.ParseKey(string(raw))
	if err != nil {
		return err
	}
	usdc := contracts.NewUSDC()
	for _, ch := range cfg.Chains {
		token, ok := ch.Token("USDC")
		if !ok {
			continue
		}
		cl, err := ethclient.DialContext(ctx, ch.Primary())
		if err != nil {
			return err
		}
		opts := bind.NewKeyedTransactor(deployer, new(big.Int).SetUint64(ch.ChainID))
		opts.Context = ctx
		send := func(tx *types.Transaction, err error) error {
			if err != nil {
				return err
			}
			r, err := bind.WaitMined(ctx, cl, tx.Hash())
			if err == nil && r.Status != types.ReceiptStatusSuccessful {
				err = fmt.Errorf("transaction %s reverted", tx.Hash())
			}
			return err
		}
		err = send(bind.Transact(usdc.Instance(cl, token.Address), opts, usdc.PackMint(hot, big.NewInt(10_000_000_000_000))))
		if err == nil {
			opts.Value, opts.GasLimit = new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether)), params.TxGas
			err = send(bind.Transact(bind.NewBoundContract(hot, abi.ABI{}, cl, cl, cl), opts, nil))
		}
		cl.Close()
		if err != nil {
			return fmt.Errorf("chain %s: %w", ch.Name, err)
		}
	}
	return nil
}

// cctpDemoParams are the cctp-round-trip template's parameters: dev accounts a and b
// (as usdcDemoParams picks them), 1 USDC there at cctp-attester's default fast fee
// (1 bps: 100 base units, max_fee 1000), and what arrived back.
func cctpDemoParams(chainsFile string) (string, error) {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return "", err
	}
	if len(cfg.Signers) < 3 {
		return "", fmt.Errorf("%s lists %d signers, want at least 3", chainsFile, len(cfg.Signers))
	}
	p, err := json.Marshal(map[string]string{
		"a": strings.ToLower(cfg.Signers[1].Address.Hex()), "b": strings.ToLower(cfg.Signers[2].Address.Hex()),
		"amount": "1000000", "max_fee": "1000", "back_amount": "999900",
	})
	return string(p), err
}

// ccipDemoParams are the ccip-transfer template's parameters: 1 USDC from dev account
// a to b over CCIP, dev-2 to dev-3 when devchain runs dev-3 (dev-1 to dev-2
// otherwise), the fee paid in USDC within 0.30 USDC (the double charges 0.25).
func ccipDemoParams(chainsFile string) (string, error) {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return "", err
	}
	if len(cfg.Signers) < 3 {
		return "", fmt.Errorf("%s lists %d signers, want at least 3", chainsFile, len(cfg.Signers))
	}
	from, to := "dev-1", "dev-2"
	if _, ok := cfg.Chain("dev-3"); ok {
		from, to = "dev-2", "dev-3"
	}
	p, err := json.Marshal(map[string]string{
		"a": strings.ToLower(cfg.Signers[1].Address.Hex()), "b": strings.ToLower(cfg.Signers[2].Address.Hex()),
		"from_chain": from, "to_chain": to, "amount": "1000000", "fee_token": "USDC", "max_fee": "300000",
	})
	return string(p), err
}

// oftDemoParams are the oft-transfer template's parameters: dev accounts a and b (as
// usdcDemoParams picks them), 1 USDC from dev-3 to dev-1, and a max_fee of 0.0002 ether
// over devchain's LayerZero fee (ULN302's DVN and executor, about 0.00008 ether a taxi).
func oftDemoParams(chainsFile string) (string, error) {
	cfg, err := evm.LoadFile(chainsFile, os.Getenv)
	if err != nil {
		return "", err
	}
	if len(cfg.Signers) < 3 {
		return "", fmt.Errorf("%s lists %d signers, want at least 3", chainsFile, len(cfg.Signers))
	}
	p, err := json.Marshal(map[string]string{
		"a": strings.ToLower(cfg.Signers[1].Address.Hex()), "b": strings.ToLower(cfg.Signers[2].Address.Hex()),
		"amount": "1000000", "max_fee": "200000000000000",
	})
	return string(p), err
}

// buildLDFlags names the build after the checkout, as the image build does
// (deploy/Dockerfile's VERSION and COMMIT): go build does not stamp the VCS revision in
// workspace mode, so without it every process of make run would report version dev.
// Outside a git checkout it names nothing and the binaries fall back to dev/unknown.
func buildLDFlags(ctx context.Context) string {
	git := func(args ...string) string {
		out, err := exec.CommandContext(ctx, "git", args...).Output()
		if err != nil {
			return ""
		}
		return strings.TrimSpace(string(out))
	}
	const pkg = "github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	var flags []string
	if v := git("describe", "--tags", "--always", "--dirty"); v != "" {
		flags = append(flags, "-X "+pkg+".version="+v)
	}
	if c := git("rev-parse", "--short=12", "HEAD"); c != "" {
		flags = append(flags, "-X "+pkg+".commit="+c)
	}
	return strings.Join(flags, " ")
}
