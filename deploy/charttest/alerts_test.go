package charttest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"sigs.k8s.io/yaml"
)

// alertsTestPath is the promtool unit test of the chart's alerts. Its rule_files entry
// names the rules file this test renders from the chart (rulesFileName), next to a copy
// of it in a temporary directory.
var alertsTestPath = filepath.Join("testdata", "alerts-test.yaml")

const rulesFileName = "qtg-rules.yaml"

// renderRules renders the chart's PrometheusRule (with the ServiceMonitor on) in
// namespace qtg, the namespace the promtool test's series carry.
func renderRules(t *testing.T) *PrometheusRule {
	t.Helper()
	r := render(t, `metrics: {serviceMonitor: {enabled: true}}`, Options{Namespace: "qtg"})
	rules := Of[*PrometheusRule](r)
	require.Len(t, rules, 1, "one PrometheusRule with the ServiceMonitor")
	return rules[0]
}

// alertNames returns every alert of the rule, in order.
func alertNames(pr *PrometheusRule) []string {
	var out []string
	for _, g := range pr.Spec.Groups {
		for _, r := range g.Rules {
			if r.Alert != "" {
				out = append(out, r.Alert)
			}
		}
	}
	return out
}

// promtoolTest is the part of a promtool test file this test reads.
type promtoolTest struct {
	RuleFiles []string `json:"rule_files"`
	Tests     []struct {
		AlertRuleTests []struct {
			Alertname string `json:"alertname"`
			EvalTime  string `json:"eval_time"`
			ExpAlerts []any  `json:"exp_alerts"`
		} `json:"alert_rule_test"`
	} `json:"tests"`
}

// TestAlertRulesPromtool runs `promtool test rules` on testdata/alerts-test.yaml against
// the rules rendered from the chart, and checks that the test file has, for every alert,
// a case where it fires and one where it stays silent. promtool comes from Debian's
// prometheus package (.ci/run installs it); without it the test skips, except under CI.
func TestAlertRulesPromtool(t *testing.T) {
	t.Parallel()
	pr := renderRules(t)

	data, err := os.ReadFile(alertsTestPath)
	require.NoError(t, err)
	var tf promtoolTest
	require.NoError(t, yaml.Unmarshal(data, &tf))
	require.Equal(t, []string{rulesFileName}, tf.RuleFiles)
	firing, silent := map[string]int{}, map[string]int{}
	for _, tc := range tf.Tests {
		for _, a := range tc.AlertRuleTests {
			if len(a.ExpAlerts) > 0 {
				firing[a.Alertname]++
			} else {
				silent[a.Alertname]++
			}
		}
	}
	names := alertNames(pr)
	require.NotEmpty(t, names)
	for _, name := range names {
		require.Positive(t, firing[name], "%s: no case in %s where it fires", name, alertsTestPath)
		require.Positive(t, silent[name], "%s: no case in %s where it stays silent", name, alertsTestPath)
	}
	for name := range firing {
		require.Contains(t, names, name, "%s tests an alert the chart does not have", alertsTestPath)
	}

	promtool, err := exec.LookPath("promtool")
	if err != nil {
		if os.Getenv("CI") == "" {
			t.Skip("promtool not found: install Debian's prometheus package (apt-get install prometheus) to run the alert rule tests")
		}
		t.Fatal("promtool not found under CI: .ci/run installs Debian's prometheus package")
	}
	dir := t.TempDir()
	rules, err := yaml.Marshal(pr.Spec)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, rulesFileName), rules, 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "alerts-test.yaml"), data, 0o600))

	out, err := exec.CommandContext(t.Context(), promtool, "check", "rules", filepath.Join(dir, rulesFileName)).CombinedOutput()
	require.NoError(t, err, "promtool check rules:\n%s", out)
	out, err = exec.CommandContext(t.Context(), promtool, "test", "rules", filepath.Join(dir, "alerts-test.yaml")).CombinedOutput()
	require.NoError(t, err, "promtool test rules:\n%s", out)
	t.Logf("promtool test rules: %d alerts, %d cases\n%s", len(names), countCases(firing)+countCases(silent), out)
}

func countCases(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// TestAlertMetricsExist keeps the alerts in step with the code, as
// TestDashboardMetricsExist does for the dashboard: every series an alert reads must be
// one the services export under that exact name, and every label it groups or filters
// by one those series carry (or namespace, which the ServiceMonitor's scrape adds). A
// renamed metric or a dropped label fails here instead of silencing an alert for ever.
func TestAlertMetricsExist(t *testing.T) {
	t.Parallel()
	code := readServiceMetrics(t)
	known := map[string]bool{"namespace": true, "le": true}
	for l := range code.labels {
		known[l] = true
	}
	pr := renderRules(t)
	for _, g := range pr.Spec.Groups {
		for _, r := range g.Rules {
			names := metricNameRE.FindAllString(r.Expr, -1)
			require.NotEmpty(t, names, "%s reads no qtg_ series: %s", r.Alert, r.Expr)
			for _, name := range names {
				_, ok := code.series[name]
				require.True(t, ok, "%s reads %s, which no instrument under services/ exports (renamed? unit changed?)", r.Alert, name)
			}
			for _, l := range promLabels(r.Expr) {
				require.True(t, known[l], "%s uses label %q, which no metric.WithAttributes under services/ sets: %s", r.Alert, l, r.Expr)
			}
		}
	}
}

// TestAlertRules checks what the rules promise without running them: rendered only with
// the ServiceMonitor (and not when turned off), every selector scoped to the release's
// namespace, a severity and a runbook section in README.md for every alert, thresholds
// and extra labels taken from the values.
func TestAlertRules(t *testing.T) {
	t.Parallel()
	require.Empty(t, Of[*PrometheusRule](render(t, "", Options{})), "no PrometheusRule without the ServiceMonitor")
	require.Empty(t, Of[*PrometheusRule](render(t, `metrics: {serviceMonitor: {enabled: true}, enabled: false}`, Options{})))
	require.Empty(t, Of[*PrometheusRule](render(t, `metrics: {serviceMonitor: {enabled: true}, prometheusRule: {enabled: false}}`, Options{})))

	readme, err := os.ReadFile(filepath.Join(chartDir, "README.md"))
	require.NoError(t, err)
	r := render(t, `
metrics:
  serviceMonitor: {enabled: true}
  prometheusRule:
    labels: {release: prometheus}
    alertLabels: {team: payments}
    thresholds: {oldestClaimableNodeAgeSeconds: 42, workerStalledFor: 7m}
`, Options{Namespace: "payments-testnet"})
	rules := Of[*PrometheusRule](r)
	require.Len(t, rules, 1)
	pr := rules[0]
	require.Equal(t, "payments-testnet", pr.Namespace)
	require.Equal(t, "prometheus", pr.Labels["release"])
	selectorRE := regexp.MustCompile(`\b(qtg_[a-z0-9_]+)(\{[^}]*\})?`)
	seen := map[string]bool{}
	for _, g := range pr.Spec.Groups {
		for _, rule := range g.Rules {
			require.NotEmpty(t, rule.Alert, "group %s has a rule without alert", g.Name)
			require.False(t, seen[rule.Alert], "alert %s twice", rule.Alert)
			seen[rule.Alert] = true
			for _, m := range selectorRE.FindAllStringSubmatch(rule.Expr, -1) {
				require.Contains(t, m[2], `namespace="payments-testnet"`, "%s: %s is not scoped to the release's namespace", rule.Alert, m[1])
			}
			require.Contains(t, []string{"critical", "warning"}, rule.Labels["severity"], rule.Alert)
			require.Equal(t, "payments", rule.Labels["team"], rule.Alert)
			require.NotEmpty(t, rule.Annotations["summary"], rule.Alert)
			anchor := strings.ToLower(rule.Alert)
			require.Equal(t, "helm/qtg/README.md#"+anchor, rule.Annotations["runbook"], rule.Alert)
			require.Contains(t, string(readme), "\n### "+rule.Alert+"\n", "README.md has no runbook section for %s", rule.Alert)
			switch rule.Alert {
			case "QTGClaimableNodeWaiting":
				require.True(t, strings.HasSuffix(rule.Expr, "> 42"), rule.Expr)
			case "QTGWorkerStalled":
				require.Equal(t, "7m", rule.For)
			}
		}
	}
	require.True(t, slices.Contains(alertNames(pr), "QTGWorkerStalled"))

	// "No live instance" covers the core workers the release runs, and only while the
	// operator gate is open; the gauges-missing alert needs the gateway that exports them.
	exprOf := func(values, alert string) (string, bool) {
		t.Helper()
		prs := Of[*PrometheusRule](render(t, values, Options{}))
		require.Len(t, prs, 1)
		for _, g := range prs[0].Spec.Groups {
			for _, r := range g.Rules {
				if r.Alert == alert {
					return r.Expr, true
				}
			}
		}
		return "", false
	}
	const on = "metrics: {serviceMonitor: {enabled: true}}\n"
	expr, ok := exprOf(on+"workers: {observer: {enabled: false}}", "QTGCoreWorkerDown")
	require.True(t, ok)
	require.Contains(t, expr, `worker=~"dispatcher|recovery"`)
	_, ok = exprOf(on+"workersEnabled: false", "QTGCoreWorkerDown")
	require.False(t, ok, "a frozen release (workersEnabled: false) has no live workers on purpose")
	_, ok = exprOf(on+"workers: {dispatcher: {enabled: false}, observer: {enabled: false}, recovery: {enabled: false}}", "QTGCoreWorkerDown")
	require.False(t, ok)
	// A gated instance is an alert only while the release opens the gate: with
	// workersEnabled: false every instance is gated on purpose.
	_, ok = exprOf(on, "QTGWorkerGated")
	require.True(t, ok)
	_, ok = exprOf(on+"workersEnabled: false", "QTGWorkerGated")
	require.False(t, ok, "a frozen release's instances are gated on purpose")
	_, ok = exprOf(on+"gateway: {enabled: false}", "QTGDatabaseGaugesMissing")
	require.False(t, ok)
	_, ok = exprOf(on, "QTGDatabaseGaugesMissing")
	require.True(t, ok)
}
