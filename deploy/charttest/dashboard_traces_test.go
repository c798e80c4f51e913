package charttest

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The dashboard links latency to traces: the executor call latency panel
// asks for exemplars (the movement's trace_id, which the services attach to
// qtg_executor_call_duration_seconds) and links them to the trace UI through the
// trace_url variable; and it has panels on what operators must act on and on the
// integrity signals the alerts read.
func TestDashboardTracesAndOperatorPanels(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(dashboardPath)
	require.NoError(t, err)
	var d struct {
		Panels []struct {
			Title   string `json:"title"`
			Targets []struct {
				Expr     string `json:"expr"`
				Exemplar bool   `json:"exemplar"`
			} `json:"targets"`
			FieldConfig struct {
				Defaults struct {
					Links []struct {
						URL string `json:"url"`
					} `json:"links"`
				} `json:"defaults"`
			} `json:"fieldConfig"`
		} `json:"panels"`
		Templating struct {
			List []struct {
				Name string `json:"name"`
				Type string `json:"type"`
			} `json:"list"`
		} `json:"templating"`
	}
	require.NoError(t, json.Unmarshal(data, &d))

	var linked bool
	exprs := map[string]bool{}
	for _, p := range d.Panels {
		for _, tg := range p.Targets {
			for _, name := range metricNameRE.FindAllString(tg.Expr, -1) {
				exprs[name] = true
			}
			if strings.Contains(tg.Expr, "qtg_executor_call_duration_seconds_bucket") && tg.Exemplar {
				for _, l := range p.FieldConfig.Defaults.Links {
					if strings.Contains(l.URL, "${trace_url}") && strings.Contains(l.URL, "trace_id") {
						linked = true
					}
				}
			}
		}
	}
	require.True(t, linked, "the executor call latency panel shows exemplars and links their trace_id")
	var hasVar bool
	for _, v := range d.Templating.List {
		hasVar = hasVar || (v.Name == "trace_url" && v.Type == "textbox")
	}
	require.True(t, hasVar, "a trace_url textbox variable")
	for _, name := range []string{
		"qtg_verdicts_proposed", "qtg_nodes_needing_manual_execution", "qtg_balance_drifts_total",
		"qtg_evm_nonce_gap_age_seconds", "qtg_audit_promotion_lag_seconds", "qtg_audit_chain_ok",
		"qtg_workers_live", "qtg_db_connections_in_use",
	} {
		require.True(t, exprs[name], "the dashboard has no panel on %s", name)
	}
}
