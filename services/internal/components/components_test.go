package components

import (
	"bytes"
	"context"
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/qtgdev/qtg/services/internal/components/settings"
	"github.com/qtgdev/qtg/services/internal/components/webconsole"

	"github.com/alecthomas/kong"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
	"go.yaml.in/yaml/v3"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/platform/buildinfo"
	"github.com/qtgdev/qtg/services/internal/platform/host"
	"github.com/qtgdev/qtg/services/internal/platform/notify"
	"github.com/qtgdev/qtg/services/internal/platform/worker"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// repoRoot is the repository, from this package's directory.
const repoRoot = "../../.."

// processFlags and workerFlags are the host's own flags: every deployable has the first,
// every worker deployable the second (--fault-panic-workers is hidden).
var (
	processFlags = []string{"--version", "--database-url", "--network", "--instance-id", "--log-level", "--metrics-addr", "--db-max-conns", "--db-replan-every", "--db-startup-wait"}
	workerFlags  = []string{"--workers-enabled", "--health-addr", "--shutdown-timeout"}
)

// help returns the flags a deployable's --help lists, as the binary prints them.
func help(t *testing.T, d host.Deployable) []string {
	t.Helper()
	var out bytes.Buffer
	exited := false
	k, _, err := host.Parser(d, kong.Writers(&out, &out), kong.Exit(func(int) { exited = true }))
	require.NoError(t, err)
	_, _ = k.Parse([]string{"--help"})
	require.True(t, exited, "--help exits")
	flags := regexp.MustCompile(`(?m)^\s+(--[a-z0-9-]+)`).FindAllStringSubmatch(out.String(), -1)
	var got []string
	for _, f := range flags {
		if f[1] != "--help" {
			got = append(got, f[1])
		}
	}
	return got
}

// flagsOf returns the flags the config structs declare.
func flagsOf(cfgs ...any) []string {
	var out []string
	for _, c := range cfgs {
		t := reflect.TypeOf(c)
		for i := range t.NumField() {
			if f := t.Field(i); f.Tag.Get("hidden") == "" {
				out = append(out, "--"+f.Tag.Get("name"))
			}
		}
	}
	return out
}

// Each deployable's --help lists its own flags and no other: the host's, and those of
// the config structs its workers (or its server) read.
func TestHelpListsOnlyOwnFlags(t *testing.T) {
	t.Parallel()
	explicit := map[string][]string{
		"dispatcher": {"--config-file", "--venues-file", "--noop-executor", "--batch-size", "--interval", "--gather-max", "--stale-submitting-after", "--retry-backoff"},
		"observer":   {"--config-file", "--venues-file", "--noop-executor", "--batch-size", "--interval", "--gather-max", "--observe-concurrency", "--observe-batches"},
		"recovery": {"--config-file", "--venues-file", "--noop-executor", "--batch-size", "--recovery-interval", "--stale-submitting-after", "--retry-backoff",
			"--observe-concurrency", "--observe-batches"},
		"audit-outbox-promoter":     {"--sidecar-interval", "--audit-batch-size", "--audit-verify-interval"},
		"evm-nonce-reaper":          {"--config-file", "--evm-sidecar-interval", "--nonce-reaper-min-age"},
		"balance-snapshot":          {"--config-file", "--evm-sidecar-interval", "--venues-file"},
		"capital-transfer-followup": {"--config-file", "--venues-file", "--batch-size", "--capital-followup-interval"},
		"movement-archiver":         {"--batch-size", "--archive-interval", "--archive-after"},
		"stranded-reaper":           {"--config-file", "--noop-executor", "--evm-sidecar-interval"},
		"gateway": {"--addr", "--http-addr", "--tokens-file", "--tls-cert", "--tls-key", "--tls-client-ca", "--max-nodes", "--hint-window",
			"--allow-plaintext", "--tokens-reload", "--tokens-grace", "--max-connections", "--max-connections-per-source", "--pre-auth-idle",
			"--handshake-timeout", "--max-concurrent-streams", "--max-connection-idle",
			"--rate-per-second", "--rate-burst", "--max-watches-per-principal", "--max-watches", "--max-watch-lifetime",
			"--config-file", "--venues-file", "--noop-executor", "--callback-allow-private", "--drill-max-amount"},
		"console": {"--addr", "--tls-cert", "--tls-key", "--allow-plaintext", "--gateway-addr", "--gateway-ca-file", "--gateway-insecure",
			"--config-file"},
	}
	for name, d := range Deployables() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			got := help(t, d)
			want := slices.Clone(processFlags)
			if d.Server != nil && d.Server.NoDatabase {
				// The console has no database: no URL, no pool.
				want = slices.DeleteFunc(want, func(f string) bool {
					return f == "--database-url" || f == "--db-max-conns" || f == "--db-replan-every" || f == "--db-startup-wait"
				})
			}
			if d.Server != nil {
				want = append(want, flagsOf(d.Server.Config...)...)
			} else {
				want = append(want, workerFlags...)
				if len(d.Workers) > 1 {
					want = append(want, "--workers")
				}
				for _, w := range d.Workers {
					for _, f := range flagsOf(w.Config...) {
						if !slices.Contains(want, f) {
							want = append(want, f)
						}
					}
				}
			}
			require.ElementsMatch(t, want, got)
			if own, ok := explicit[name]; ok {
				require.ElementsMatch(t, own, slices.DeleteFunc(slices.Clone(got), func(f string) bool {
					return slices.Contains(processFlags, f) || slices.Contains(workerFlags, f)
				}))
			}
			if name != "qtg" {
				require.NotContains(t, got, "--workers", "only the all-in-one selects workers")
			}
		})
	}
	t.Run("qtg hosts every worker", func(t *testing.T) {
		t.Parallel()
		d := Deployables()["qtg"]
		require.Equal(t, workerNames(All()), workerNames(d.Workers))
		got := help(t, d)
		require.Contains(t, got, "--callback-secrets")
		require.Contains(t, got, "--evm-sidecar-interval")
		require.Contains(t, got, "--nonce-reaper-min-age")
	})
}

// Every deployable answers --version with its name, version, commit and toolchain on
// one line, and exits 0 before it reads anything else (no --database-url needed).
func TestEveryDeployableAcceptsVersion(t *testing.T) {
	t.Parallel()
	info := buildinfo.Get()
	for name, d := range Deployables() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var out bytes.Buffer
			code := -1
			k, _, err := host.Parser(d, kong.Writers(&out, &out), kong.Exit(func(c int) { code = c; panic(exitSignal{}) }))
			require.NoError(t, err)
			require.PanicsWithValue(t, exitSignal{}, func() { _, _ = k.Parse([]string{"--version"}) })
			require.Equal(t, 0, code)
			require.Equal(t, info.Line(name)+"\n", out.String())
			require.Contains(t, out.String(), name+" "+info.Version+" (commit "+info.Commit+", go")
		})
	}
}

// exitSignal stops a parse where the binary would have exited.
type exitSignal struct{}

// Every registration builds from its defaults, with its tier and schedule; sidecars are
// never core, so their crashes stay isolated. The EVM sidecars idle without chains.
func TestBuild(t *testing.T) {
	t.Parallel()
	// Never connects: the constructors only keep the pool.
	pool, err := pgxpool.New(context.Background(), "postgres://nobody@127.0.0.1:1/none")
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	k, p, err := host.Parser(Deployables()["qtg"])
	require.NoError(t, err)
	_, err = k.Parse([]string{"--database-url=postgres://x", "--callback-secrets=0123456789abcdef0123", "--sidecar-interval=2s"})
	require.NoError(t, err)
	env := p.Env(host.Env{Pool: db.Wrap(pool), Instance: "test", Logger: zerolog.Nop()})

	tests := []struct {
		name     string
		tier     worker.Tier
		interval time.Duration
		wake     []string
	}{
		{name: settings.Dispatcher, tier: worker.Core, interval: time.Second, wake: []string{notify.NodesReady}},
		{name: settings.Observer, tier: worker.Core, interval: time.Second, wake: []string{notify.NodesSubmitted}},
		{name: settings.Recovery, tier: worker.Core, interval: 5 * time.Second, wake: []string{notify.NodesUnknown}},
		{name: settings.CallbackDispatcher, tier: worker.Sidecar, interval: 2 * time.Second, wake: []string{notify.Callbacks}},
		{name: settings.ExpirationChecker, tier: worker.Sidecar, interval: 2 * time.Second},
		{name: settings.ExecutorHealth, tier: worker.Sidecar, interval: 15 * time.Second},
		{name: settings.AuditOutboxPromoter, tier: worker.Sidecar, interval: 2 * time.Second},
		{name: settings.TemplateProposalExpiration, tier: worker.Sidecar, interval: 2 * time.Second},
		{name: settings.EVMNonceReaper, tier: worker.Sidecar, interval: 30 * time.Second},
		{name: settings.BalanceSnapshot, tier: worker.Sidecar, interval: 30 * time.Second},
		{name: settings.VerifyDrift, tier: worker.Sidecar, interval: 30 * time.Second},
		{name: settings.MovementArchiver, tier: worker.Sidecar, interval: time.Minute},
		{name: settings.CapitalTransferFollowup, tier: worker.Sidecar, interval: 10 * time.Second},
		{name: settings.StrandedReaper, tier: worker.Sidecar, interval: 30 * time.Second},
	}
	require.Len(t, tests, len(All()), "every registered worker is covered")
	for _, tt := range tests {
		i := slices.IndexFunc(All(), func(w host.Worker) bool { return w.Name == tt.name })
		require.GreaterOrEqual(t, i, 0, tt.name)
		w := All()[i]
		require.Equal(t, tt.tier, w.Tier, tt.name)
		spec, release, err := w.Build(context.Background(), env)
		require.NoError(t, err, tt.name)
		if release != nil {
			t.Cleanup(release)
		}
		require.Equal(t, tt.interval, spec.Interval, tt.name)
		require.Equal(t, tt.interval/5, spec.Jitter, tt.name)
		require.Equal(t, tt.wake, spec.Wake, tt.name)
		require.NotNil(t, spec.Batch, tt.name)
	}

	t.Run("callback-dispatcher needs a good secret", func(t *testing.T) {
		for secrets, want := range map[string]string{
			"":      "MG_CALLBACK_SECRETS",
			"short": "shorter than 16 bytes",
			"0123456789abcdef0,0123456789abcdef1,0123456789abcdef2": "want at most 2 shared signing secrets",
		} {
			k, p, err := host.Parser(Deployables()[settings.CallbackDispatcher])
			require.NoError(t, err)
			_, err = k.Parse([]string{"--database-url=postgres://x", "--callback-secrets=" + secrets})
			require.NoError(t, err)
			w := Deployables()[settings.CallbackDispatcher].Workers[0]
			_, _, err = w.Build(context.Background(), p.Env(host.Env{Pool: db.Wrap(pool), Instance: "test"}))
			require.ErrorContains(t, err, want)
		}
	})
}

// mainPackages returns, for each directory directly under services/ that holds a main
// package, the deployable its main runs through components.Main ("" when it does not).
func mainPackages(t *testing.T) map[string]string {
	t.Helper()
	dir := filepath.Join(repoRoot, "services")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	// A main runs its deployable through its registration package: components,
	// dbsidecars or webconsole (whose one deployable is the console).
	call := regexp.MustCompile(`(?:components|dbsidecars)\.Main\("([a-z0-9-]+)"\)|webconsole\.(Main)\(\)`)
	out := map[string]string{}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "internal" {
			continue
		}
		files, err := filepath.Glob(filepath.Join(dir, e.Name(), "*.go"))
		require.NoError(t, err)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.PackageClauseOnly)
			require.NoError(t, err)
			if parsed.Name.Name != "main" {
				continue
			}
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			if m := call.FindSubmatch(src); m != nil {
				out[e.Name()] = string(m[1])
				if string(m[2]) == "Main" {
					out[e.Name()] = webconsole.Name
				}
			} else if _, ok := out[e.Name()]; !ok {
				out[e.Name()] = ""
			}
		}
	}
	return out
}

// The four lists of workers agree: the registrations (All), the main packages under
// services/ (each worker is its own deployable, services/<name> running
// components.Main("<name>")), and the Helm chart's values.yaml `workers` and
// values.schema.json. deploy/charttest holds the chart's Deployments and its own list to
// the main packages; together a worker added in one place fails until it is in all.
// Every job with a database role of its own (db.Jobs, whose writes package migrate's
// authority matrix lists) is a registered worker or the gateway, and every worker has
// one: a new worker cannot run without its row in the matrix, nor under another's role.
func TestEveryWorkerHasItsOwnDatabaseRole(t *testing.T) {
	t.Parallel()
	want := append(workerNames(All()), "gateway")
	slices.Sort(want)
	require.Equal(t, want, db.Jobs())
	for name, d := range Deployables() {
		jobs, err := LoginJobs(name, nil)
		require.NoError(t, err)
		switch {
		case d.Server != nil && d.Server.NoDatabase:
			require.Empty(t, jobs, name)
		case d.Server != nil:
			require.Equal(t, []string{name}, jobs)
		default:
			require.Equal(t, workerNames(mustSelect(t, d)), jobs, name)
		}
	}
}

func mustSelect(t *testing.T, d host.Deployable) []host.Worker {
	t.Helper()
	if len(d.Workers) == 1 {
		return d.Workers
	}
	var out []host.Worker
	for _, w := range d.Workers {
		if slices.Contains(d.Default, w.Name) {
			out = append(out, w)
		}
	}
	return out
}

func TestRegistrationsMatch(t *testing.T) {
	t.Parallel()
	registered := workerNames(All())

	mains := mainPackages(t)
	for name := range Deployables() {
		require.Equal(t, name, mains[name], "services/%s/main.go runs components.Main(%q)", name, name)
	}
	for dir, runs := range mains {
		if runs != "" {
			require.Equal(t, dir, runs, "services/%s runs the deployable of its own name", dir)
		}
	}

	values, err := os.ReadFile(filepath.Join(repoRoot, "helm", "qtg", "values.yaml"))
	require.NoError(t, err)
	var v struct {
		Workers map[string]any `yaml:"workers"`
	}
	require.NoError(t, yaml.Unmarshal(values, &v))
	require.ElementsMatch(t, registered, keys(v.Workers), "helm/qtg/values.yaml workers")

	schema, err := os.ReadFile(filepath.Join(repoRoot, "helm", "qtg", "values.schema.json"))
	require.NoError(t, err)
	var s struct {
		Properties struct {
			Workers struct {
				Properties map[string]any `json:"properties"`
			} `json:"workers"`
		} `json:"properties"`
	}
	require.NoError(t, json.Unmarshal(schema, &s))
	require.ElementsMatch(t, registered, keys(s.Properties.Workers.Properties), "helm/qtg/values.schema.json workers")
}

func keys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func workerNames(ws []host.Worker) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Name
	}
	return out
}

// The console is a server without a database: it parses without
// --database-url and has no such flag.
func TestConsoleHasNoDatabase(t *testing.T) {
	t.Parallel()
	k, _, err := host.Parser(Deployables()["console"])
	require.NoError(t, err)
	_, err = k.Parse([]string{"--gateway-addr=127.0.0.1:9090"})
	require.NoError(t, err)
	_, err = k.Parse([]string{"--gateway-addr=127.0.0.1:9090", "--database-url=postgres://x"})
	require.Error(t, err, "no database flag")
}

// The default MG_GATHER_MAX must not make a short MG_POLL_INTERVAL an invalid spec
// (worker.Spec refuses a GatherMax above the interval).
func TestGatherMaxIsCutToTheInterval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name          string
		interval, max time.Duration
		want          time.Duration
	}{
		{"default under the interval", time.Second, 250 * time.Millisecond, 250 * time.Millisecond},
		{"interval shorter than the default", 20 * time.Millisecond, 250 * time.Millisecond, 20 * time.Millisecond},
		{"off", 20 * time.Millisecond, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, c.want, Poll{Interval: c.interval, GatherMax: c.max}.gatherMax())
		})
	}
}
