package charttest

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// dashboardPath is the Grafana dashboard shipped in deploy/.
var dashboardPath = filepath.Join(repoRoot, "deploy", "grafana", "qtg-dashboard.json")

// instrumentSuffixes maps the OpenTelemetry instrument constructors to the suffixes the
// Prometheus exporter adds to their series: counters get _total, histograms are three
// series, gauges and up-down counters none.
var instrumentSuffixes = map[string][]string{
	"Int64Counter": {"_total"}, "Float64Counter": {"_total"},
	"Int64ObservableCounter": {"_total"}, "Float64ObservableCounter": {"_total"},
	"Int64Histogram": {"_bucket", "_count", "_sum"}, "Float64Histogram": {"_bucket", "_count", "_sum"},
	"Int64Gauge": {""}, "Float64Gauge": {""},
	"Int64ObservableGauge": {""}, "Float64ObservableGauge": {""},
	"Int64UpDownCounter": {""}, "Float64UpDownCounter": {""},
	"Int64ObservableUpDownCounter": {""}, "Float64ObservableUpDownCounter": {""},
}

// unitSuffixes maps the UCUM units the services use to the Prometheus exporter's name
// suffix (go.opentelemetry.io/otel/exporters/prometheus, UnderscoreEscapingWithSuffixes).
var unitSuffixes = map[string]string{"": "", "s": "_seconds", "ms": "_milliseconds", "By": "_bytes"}

// otelgrpcSeries are the series otelgrpc's server stats handler exports (semantic
// conventions for RPC, rpc.server.call.duration in seconds), and otelgrpcLabels their
// labels: not named in our sources, so the test accepts them when the gateway installs
// the handler with a meter provider.
var (
	otelgrpcSeries = []string{
		"rpc_server_call_duration_seconds_bucket", "rpc_server_call_duration_seconds_count",
		"rpc_server_call_duration_seconds_sum",
	}
	otelgrpcLabels = []string{"rpc_method", "rpc_response_status_code", "rpc_system_name"}
)

// serviceMetrics is what the services' non-test Go sources export.
type serviceMetrics struct {
	series   map[string]string // Prometheus series name → the instrument name in the code
	labels   map[string]bool   // attribute keys passed to metric.WithAttributes, as labels
	otelgrpc bool              // the gateway installs otelgrpc's server handler with a meter provider
}

// readServiceMetrics parses every non-test .go file under services/ and collects the
// instruments created with a literal "qtg_…" name, the series the Prometheus exporter
// derives from each (name, unit suffix, type suffix), and the metric attribute keys.
func readServiceMetrics(t *testing.T) serviceMetrics {
	t.Helper()
	out := serviceMetrics{series: map[string]string{}, labels: map[string]bool{}}
	var grpcHandler, grpcMeter bool
	fset := token.NewFileSet()
	err := filepath.WalkDir(servicesDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			switch name := sel.Sel.Name; {
			case name == "NewServerHandler" && isPkg(sel.X, "otelgrpc"):
				grpcHandler = true
			case name == "WithMeterProvider" && isPkg(sel.X, "otelgrpc"):
				grpcMeter = true
			case name == "WithAttributes" && isPkg(sel.X, "metric"):
				collectAttributeKeys(call, out.labels)
			case instrumentSuffixes[name] != nil && len(call.Args) > 0:
				instrument, ok := stringLit(call.Args[0])
				if !ok || !strings.HasPrefix(instrument, "qtg_") {
					return true
				}
				unit := ""
				for _, arg := range call.Args[1:] {
					if opt, ok := arg.(*ast.CallExpr); ok && isCall(opt, "metric", "WithUnit") && len(opt.Args) == 1 {
						unit, _ = stringLit(opt.Args[0])
					}
				}
				unitSuffix, known := unitSuffixes[unit]
				require.True(t, known, "%s: %s has unit %q: teach unitSuffixes its Prometheus suffix", fset.Position(call.Pos()), instrument, unit)
				base := instrument
				if !strings.HasSuffix(base, unitSuffix) {
					base += unitSuffix
				}
				for _, suffix := range instrumentSuffixes[name] {
					series := base
					if !strings.HasSuffix(series, suffix) {
						series += suffix
					}
					out.series[series] = instrument
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	out.otelgrpc = grpcHandler && grpcMeter
	return out
}

// collectAttributeKeys adds the literal keys of attribute.X("key", …) inside call to keys,
// spelled as the Prometheus exporter spells labels (dots become underscores).
func collectAttributeKeys(call *ast.CallExpr, keys map[string]bool) {
	ast.Inspect(call, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || len(c.Args) == 0 {
			return true
		}
		if sel, ok := c.Fun.(*ast.SelectorExpr); ok && isPkg(sel.X, "attribute") {
			if key, ok := stringLit(c.Args[0]); ok {
				keys[strings.ReplaceAll(key, ".", "_")] = true
			}
		}
		return true
	})
}

// isPkg reports whether x is the package identifier name (as imported, unrenamed).
func isPkg(x ast.Expr, name string) bool {
	id, ok := x.(*ast.Ident)
	return ok && id.Name == name
}

// isCall reports whether call is pkg.fn(…).
func isCall(call *ast.CallExpr, pkg, fn string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == fn && isPkg(sel.X, pkg)
}

// stringLit returns the value of a string literal expression.
func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// dashboardQuery is one PromQL expression of the dashboard and where it is.
type dashboardQuery struct {
	where string
	expr  string
}

// dashboard is the part of a Grafana dashboard model the tests read.
type dashboard struct {
	UID           string           `json:"uid"`
	Title         string           `json:"title"`
	SchemaVersion int              `json:"schemaVersion"`
	Panels        []dashboardPanel `json:"panels"`
	Templating    struct {
		List []struct {
			Name       string          `json:"name"`
			Type       string          `json:"type"`
			Query      json.RawMessage `json:"query"`
			Datasource *datasourceRef  `json:"datasource"`
			AllValue   string          `json:"allValue"`
		} `json:"list"`
	} `json:"templating"`
}

// dashboardPanel is a panel, or a row holding collapsed panels.
type dashboardPanel struct {
	ID         int              `json:"id"`
	Type       string           `json:"type"`
	Title      string           `json:"title"`
	Datasource *datasourceRef   `json:"datasource"`
	Panels     []dashboardPanel `json:"panels"`
	Targets    []struct {
		Expr       string         `json:"expr"`
		RefID      string         `json:"refId"`
		Datasource *datasourceRef `json:"datasource"`
	} `json:"targets"`
}

// datasourceRef is a panel's or a target's data source.
type datasourceRef struct {
	Type string `json:"type"`
	UID  string `json:"uid"`
}

// loadDashboard decodes the dashboard. Grafana's model is open (panel plugins add their
// own fields), so fields this test does not read are ignored.
func loadDashboard(t *testing.T) dashboard {
	t.Helper()
	data, err := os.ReadFile(dashboardPath)
	require.NoError(t, err)
	var d dashboard
	require.NoError(t, json.Unmarshal(data, &d))
	return d
}

// queries returns every PromQL expression of the dashboard: panel targets (rows'
// collapsed panels included) and query variables.
func (d dashboard) queries(t *testing.T) []dashboardQuery {
	t.Helper()
	var out []dashboardQuery
	var walk func([]dashboardPanel)
	walk = func(panels []dashboardPanel) {
		for _, p := range panels {
			for _, tg := range p.Targets {
				out = append(out, dashboardQuery{where: "panel " + strconv.Quote(p.Title) + " target " + tg.RefID, expr: tg.Expr})
			}
			walk(p.Panels)
		}
	}
	walk(d.Panels)
	for _, v := range d.Templating.List {
		if v.Type != "query" {
			continue
		}
		var q struct {
			Query string `json:"query"`
		}
		if err := json.Unmarshal(v.Query, &q.Query); err != nil {
			require.NoError(t, json.Unmarshal(v.Query, &q), "variable %s: query is a string or {query: …}", v.Name)
		}
		out = append(out, dashboardQuery{where: "variable " + v.Name, expr: q.Query})
	}
	return out
}

var (
	// metricNameRE finds the QTG and otelgrpc series named in a PromQL expression.
	metricNameRE = regexp.MustCompile(`\b(?:qtg|rpc_server)_[a-zA-Z0-9_]*[a-zA-Z0-9]`)
	// groupingRE finds label lists: sum by (a, b), without (…), on (…), ignoring (…).
	groupingRE = regexp.MustCompile(`\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)`)
	// matchersRE finds selector braces; matcherRE the label of one matcher in them.
	matchersRE = regexp.MustCompile(`\{([^}]*)\}`)
	matcherRE  = regexp.MustCompile(`^\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)`)
	// labelValuesRE is a variable's label_values(series, label).
	labelValuesRE = regexp.MustCompile(`label_values\([^,]*,\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\)`)
)

// promLabels returns the labels a PromQL expression groups or filters by.
func promLabels(expr string) []string {
	var out []string
	for _, m := range groupingRE.FindAllStringSubmatch(expr, -1) {
		for _, l := range strings.Split(m[1], ",") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
	}
	for _, m := range matchersRE.FindAllStringSubmatch(expr, -1) {
		for _, part := range strings.Split(m[1], ",") {
			if lm := matcherRE.FindStringSubmatch(part); lm != nil {
				out = append(out, lm[1])
			}
		}
	}
	for _, m := range labelValuesRE.FindAllStringSubmatch(expr, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestDashboardMetricsExist keeps deploy/grafana/qtg-dashboard.json in step with the code:
// every series its queries read must be one the services export under that exact name
// (an instrument created with that name and unit in services/, or otelgrpc's server
// duration), and every label they group or filter by must be one those series carry. A
// renamed metric, a changed unit or a dropped label fails here instead of leaving an
// empty panel.
func TestDashboardMetricsExist(t *testing.T) {
	t.Parallel()
	code := readServiceMetrics(t)
	require.NotEmpty(t, code.series, "no qtg_ instruments found under %s", servicesDir)
	d := loadDashboard(t)

	// Labels the dashboard may use besides the services' metric attributes: le (every
	// histogram bucket) and network (added by deploy/otel-collector.yaml).
	known := map[string]bool{"le": true, "network": true}
	for l := range code.labels {
		known[l] = true
	}
	if code.otelgrpc {
		for _, l := range otelgrpcLabels {
			known[l] = true
		}
	}

	qs := d.queries(t)
	require.NotEmpty(t, qs)
	used := map[string]bool{}
	for _, q := range qs {
		names := metricNameRE.FindAllString(q.expr, -1)
		require.NotEmpty(t, names, "%s reads no qtg_ or rpc_server_ series: %s", q.where, q.expr)
		for _, name := range names {
			used[name] = true
			if strings.HasPrefix(name, "rpc_server_") {
				require.True(t, code.otelgrpc, "%s reads %s, but the gateway no longer installs otelgrpc's server handler with a meter provider", q.where, name)
				require.Contains(t, otelgrpcSeries, name, "%s: %s is not a series otelgrpc's server handler exports", q.where, name)
				continue
			}
			_, ok := code.series[name]
			require.True(t, ok, "%s reads %s, which no instrument under services/ exports (renamed? unit changed?)", q.where, name)
		}
		for _, l := range promLabels(q.expr) {
			require.True(t, known[l], "%s uses label %q, which no metric.WithAttributes under services/ sets: %s", q.where, l, q.expr)
		}
	}

	// The panels the issue asks for are there: throughput, backlog, latency, errors,
	// stalled workers, executor health.
	for _, name := range []string{
		"qtg_node_transitions_total", "qtg_backlog_nodes", "qtg_backlog_movements",
		"qtg_oldest_claimable_node_age_seconds", "qtg_claim_duration_seconds_bucket",
		"qtg_batch_duration_seconds_bucket", "qtg_executor_call_duration_seconds_bucket",
		"rpc_server_call_duration_seconds_bucket", "qtg_batch_errors_total", "qtg_worker_backoff_seconds",
		"qtg_workers_stalled", "qtg_worker_heartbeat_age_seconds", "qtg_executor_up",
		"qtg_balance_drift", "qtg_capital_transfer_alerts_total",
	} {
		require.True(t, used[name], "the dashboard has no panel on %s", name)
	}
}

// TestDashboardModel checks what Grafana needs to import the dashboard anywhere: a
// stable uid, unique panel IDs, and every query on the data source chosen through the
// DS_PROMETHEUS variable rather than a UID from one Grafana instance.
func TestDashboardModel(t *testing.T) {
	t.Parallel()
	d := loadDashboard(t)
	require.Equal(t, "qtg-overview", d.UID)
	require.NotEmpty(t, d.Title)
	require.GreaterOrEqual(t, d.SchemaVersion, 39)

	vars := map[string]string{}
	for _, v := range d.Templating.List {
		vars[v.Name] = v.Type
		if v.Datasource != nil {
			require.Equal(t, "${DS_PROMETHEUS}", v.Datasource.UID, "variable %s", v.Name)
		}
		if v.Name == "network" {
			require.Equal(t, ".*", v.AllValue, "All must also match series without a network label (scraped without the collector)")
		}
	}
	require.Equal(t, "datasource", vars["DS_PROMETHEUS"])
	require.Equal(t, "query", vars["network"])

	ids := map[int]string{}
	var walk func([]dashboardPanel)
	walk = func(panels []dashboardPanel) {
		for _, p := range panels {
			require.NotZero(t, p.ID, "panel %q has no id", p.Title)
			require.NotContains(t, ids, p.ID, "panels %q and %q share id %d", ids[p.ID], p.Title, p.ID)
			ids[p.ID] = p.Title
			require.NotEmpty(t, p.Title, "panel %d has no title", p.ID)
			if p.Type != "row" {
				require.NotNil(t, p.Datasource, "panel %q has no datasource", p.Title)
				require.Equal(t, datasourceRef{Type: "prometheus", UID: "${DS_PROMETHEUS}"}, *p.Datasource, "panel %q", p.Title)
				require.NotEmpty(t, p.Targets, "panel %q has no query", p.Title)
			}
			refs := map[string]bool{}
			for _, tg := range p.Targets {
				require.False(t, refs[tg.RefID], "panel %q repeats refId %s", p.Title, tg.RefID)
				refs[tg.RefID] = true
				require.NotNil(t, tg.Datasource, "panel %q target %s has no datasource", p.Title, tg.RefID)
				require.Equal(t, "${DS_PROMETHEUS}", tg.Datasource.UID, "panel %q target %s", p.Title, tg.RefID)
				require.Contains(t, tg.Expr, `network=~"$network"`, "panel %q target %s ignores the network variable", p.Title, tg.RefID)
			}
			walk(p.Panels)
		}
	}
	walk(d.Panels)
	require.True(t, slices.ContainsFunc(d.Panels, func(p dashboardPanel) bool { return p.Type == "timeseries" }))
}
