package charttest

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	batchv1 "k8s.io/api/batch/v1"
)

// notDeployed are the main packages under services/ that get no Deployment, each with why.
var notDeployed = map[string]string{
	"bench":         "benchmark driver, run by `make bench`",
	"chaos":         "fault-injection harness, run by `make chaos`",
	"qtg":           "all-in-one runtime for `make run` and small installs, not for Kubernetes",
	"qtgctl":        "the operator's command line",
	"devchain":      "local chains and API doubles for development and tests",
	"cctp-attester": "the CCTP attestation double for devchain, development and tests only",
	"bybit-double":  "local Bybit v5 exchange double for development and tests",
	"lz-executor":   "the LayerZero DVN/executor stand-in for devchain, development and tests only",
	"ccip-relay":    "the CCIP DON's stand-in (commits and executes messages) for devchain, development and tests only",
	"devrun":        "what `make run` runs: starts every deployable as a local process",
	"migrate":       "runs as the pre-install,pre-upgrade hook Job, not as a Deployment (checked below)",
}

// mainPackages returns the directories directly under dir that hold a main package
// (judged by the package clause of their non-test .go files).
func mainPackages(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "internal" || e.Name() == "testdata" || strings.HasPrefix(e.Name(), ".") {
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
			if parsed.Name.Name == "main" {
				out = append(out, e.Name())
				break
			}
		}
	}
	return out
}

// TestDeployablesMatchServices holds the chart and the services tree together: every main
// package under services/ is either a Deployment of the chart or listed in notDeployed with
// a reason, and every Deployment of the chart is built from a main package of that name.
// (The image is built with SERVICE=<directory> and runs /usr/local/bin/<directory>.)
func TestDeployablesMatchServices(t *testing.T) {
	t.Parallel()
	built := mainPackages(t, servicesDir)
	require.Contains(t, built, "dispatcher", "the scan finds the services tree")

	var want []string
	for _, name := range built {
		if _, skip := notDeployed[name]; !skip {
			want = append(want, name)
		}
	}
	// The console is off by default; it is a Deployment of the chart all the same.
	r := render(t, "console: {enabled: true}", Options{})
	got := keysOf(deployments(t, r))
	slices.Sort(want)
	slices.Sort(got)

	var missingInChart, missingInServices []string
	for _, name := range want {
		if !slices.Contains(got, name) {
			missingInChart = append(missingInChart, name)
		}
	}
	for _, name := range got {
		if !slices.Contains(want, name) {
			missingInServices = append(missingInServices, name)
		}
	}
	require.Empty(t, missingInChart, "main packages under services/ with no Deployment in helm/qtg: add them to values.yaml "+
		"`workers`, values.schema.json and README.md, or to notDeployed with a reason")
	require.Empty(t, missingInServices, "Deployments in helm/qtg with no main package under services/<name>")

	// migrate is deployed, as the hook Job.
	require.Contains(t, built, "migrate")
	require.Len(t, r.Hooks, 1)
	job, ok := r.Hooks[0].Value.(*batchv1.Job)
	require.True(t, ok)
	require.Equal(t, "migrate", job.Labels[componentLabel])
}

// TestWorkerListsAgree checks that values.yaml, values.schema.json and this package agree
// on the worker deployables, so a worker added in one place is added in all. The worker
// registrations themselves (services/internal/components, which this module cannot import)
// are held to the same values.yaml and values.schema.json, and to the main packages, by
// TestRegistrationsMatch there; see docs/adding-a-worker.md.
func TestWorkerListsAgree(t *testing.T) {
	t.Parallel()
	ch, err := LoadChart(chartDir)
	require.NoError(t, err)
	workers, ok := ch.Values["workers"].(map[string]any)
	require.True(t, ok)
	require.ElementsMatch(t, workerNames, keysOf(workers), "values.yaml workers")

	var schema struct {
		Properties struct {
			Workers struct {
				Properties map[string]any `json:"properties"`
			} `json:"workers"`
		} `json:"properties"`
	}
	require.NoError(t, json.Unmarshal(ch.Schema, &schema))
	require.ElementsMatch(t, workerNames, keysOf(schema.Properties.Workers.Properties), "values.schema.json workers")
}
