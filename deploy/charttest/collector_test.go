package charttest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// collectorPath is the OpenTelemetry Collector config shipped in deploy/.
var collectorPath = filepath.Join(repoRoot, "deploy", "otel-collector.yaml")

// collectorPipeline is one service pipeline: component IDs (type or type/name).
type collectorPipeline struct {
	Receivers  []string `json:"receivers"`
	Processors []string `json:"processors"`
	Exporters  []string `json:"exporters"`
}

// collectorConfig is the top level of a collector config; components stay untyped, as
// each has its own schema.
type collectorConfig struct {
	Extensions map[string]any `json:"extensions"`
	Receivers  map[string]any `json:"receivers"`
	Processors map[string]any `json:"processors"`
	Exporters  map[string]any `json:"exporters"`
	Connectors map[string]any `json:"connectors"`
	Service    struct {
		Extensions []string                     `json:"extensions"`
		Pipelines  map[string]collectorPipeline `json:"pipelines"`
		Telemetry  map[string]any               `json:"telemetry"`
	} `json:"service"`
}

// scrapeConfig is the part of a Prometheus scrape config the test checks.
type scrapeConfig struct {
	JobName             string `json:"job_name"`
	MetricsPath         string `json:"metrics_path"`
	KubernetesSDConfigs []struct {
		Role      string `json:"role"`
		Selectors []struct {
			Role  string `json:"role"`
			Label string `json:"label"`
		} `json:"selectors"`
	} `json:"kubernetes_sd_configs"`
	RelabelConfigs []struct {
		SourceLabels []string `json:"source_labels"`
		Regex        string   `json:"regex"`
		Action       string   `json:"action"`
		TargetLabel  string   `json:"target_label"`
	} `json:"relabel_configs"`
}

// loadCollector parses deploy/otel-collector.yaml, rejecting unknown top-level sections.
func loadCollector(t *testing.T) collectorConfig {
	t.Helper()
	data, err := os.ReadFile(collectorPath)
	require.NoError(t, err)
	var c collectorConfig
	require.NoError(t, yaml.UnmarshalStrict(data, &c))
	return c
}

// componentType is the type part of a component ID ("otlp/traces" → "otlp").
func componentType(id string) string {
	typ, _, _ := strings.Cut(id, "/")
	return typ
}

// remarshal converts an untyped component config into a typed one.
func remarshal(t *testing.T, in any, out any) {
	t.Helper()
	data, err := json.Marshal(in)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, out))
}

// TestCollectorConfig checks that deploy/otel-collector.yaml parses and wires what the
// deployables produce: OTLP traces on 4317/4318 in, batched, out to an OTLP backend; and
// Prometheus metrics scraped from every pod, labelled with the network the dashboard
// selects on, batched, exported. Every component a pipeline names must be defined.
func TestCollectorConfig(t *testing.T) {
	t.Parallel()
	c := loadCollector(t)
	require.NotEmpty(t, c.Receivers)
	require.NotEmpty(t, c.Processors)
	require.NotEmpty(t, c.Exporters)
	for _, ext := range c.Service.Extensions {
		require.Contains(t, c.Extensions, ext, "service.extensions names an undefined extension")
	}
	for name, p := range c.Service.Pipelines {
		require.NotEmpty(t, p.Receivers, "pipeline %s has no receiver", name)
		require.NotEmpty(t, p.Exporters, "pipeline %s has no exporter", name)
		for _, id := range p.Receivers {
			require.Contains(t, c.Receivers, id, "pipeline %s names an undefined receiver", name)
		}
		for _, id := range p.Processors {
			require.Contains(t, c.Processors, id, "pipeline %s names an undefined processor", name)
		}
		for _, id := range p.Exporters {
			require.Contains(t, c.Exporters, id, "pipeline %s names an undefined exporter", name)
		}
		// memory_limiter first (refuse before buffering), batch last (batch what passed).
		require.NotEmpty(t, p.Processors, "pipeline %s has no processor", name)
		require.Equal(t, "memory_limiter", componentType(p.Processors[0]), "pipeline %s: memory_limiter comes first", name)
		require.Equal(t, "batch", componentType(p.Processors[len(p.Processors)-1]), "pipeline %s: batch comes last", name)
	}

	// Traces: OTLP on the standard ports, to an OTLP backend named by the environment.
	traces, ok := c.Service.Pipelines["traces"]
	require.True(t, ok, "no traces pipeline")
	require.Contains(t, traces.Receivers, "otlp")
	var otlp struct {
		Protocols struct {
			GRPC struct {
				Endpoint string `json:"endpoint"`
			} `json:"grpc"`
			HTTP struct {
				Endpoint string `json:"endpoint"`
			} `json:"http"`
		} `json:"protocols"`
	}
	remarshal(t, c.Receivers["otlp"], &otlp)
	require.True(t, strings.HasSuffix(otlp.Protocols.GRPC.Endpoint, ":4317"), "OTLP gRPC on 4317: %q", otlp.Protocols.GRPC.Endpoint)
	require.True(t, strings.HasSuffix(otlp.Protocols.HTTP.Endpoint, ":4318"), "OTLP HTTP on 4318: %q", otlp.Protocols.HTTP.Endpoint)
	require.Len(t, traces.Exporters, 1)
	require.Equal(t, "otlp", componentType(traces.Exporters[0]))
	var traceExporter struct {
		Endpoint string `json:"endpoint"`
	}
	remarshal(t, c.Exporters[traces.Exporters[0]], &traceExporter)
	require.Equal(t, "${env:TRACES_BACKEND_ENDPOINT}", traceExporter.Endpoint)

	// Metrics: scraped by the prometheus receiver, labelled with the network, exported to
	// Prometheus.
	metrics, ok := c.Service.Pipelines["metrics"]
	require.True(t, ok, "no metrics pipeline")
	require.Contains(t, metrics.Receivers, "prometheus")
	require.True(t, slices.ContainsFunc(metrics.Exporters, func(id string) bool {
		return componentType(id) == "prometheusremotewrite" || componentType(id) == "prometheus"
	}), "metrics go to Prometheus: %v", metrics.Exporters)
	labelsNetwork := slices.ContainsFunc(metrics.Processors, func(id string) bool {
		if componentType(id) != "transform" {
			return false
		}
		data, err := json.Marshal(c.Processors[id])
		require.NoError(t, err)
		return strings.Contains(string(data), `set(attributes[\"network\"]`)
	})
	require.True(t, labelsNetwork, "the dashboard selects on a network label: a transform in the metrics pipeline sets it")
}

var (
	// metaPodLabelRE is a Kubernetes SD meta label naming a pod label.
	metaPodLabelRE = regexp.MustCompile(`^__meta_kubernetes_pod_label_(.+)$`)
	// invalidLabelCharRE is what Prometheus service discovery replaces with _ in label names.
	invalidLabelCharRE = regexp.MustCompile(`[^a-zA-Z0-9_]`)
)

// promLabelName spells a Kubernetes label name as Prometheus service discovery does.
func promLabelName(s string) string {
	return invalidLabelCharRE.ReplaceAllString(s, "_")
}

// TestCollectorScrapesChartPods renders the chart with its defaults and checks that the
// collector's scrape config finds every deployable: the pod selector matches each pod's
// labels, the port it keeps is the chart's metrics port (9464), and every pod label it
// copies into a target label exists. A label renamed in the chart fails here instead of
// silently scraping nothing.
func TestCollectorScrapesChartPods(t *testing.T) {
	t.Parallel()
	c := loadCollector(t)
	var prom struct {
		Config struct {
			ScrapeConfigs []scrapeConfig `json:"scrape_configs"`
		} `json:"config"`
	}
	remarshal(t, c.Receivers["prometheus"], &prom)
	require.Len(t, prom.Config.ScrapeConfigs, 1)
	sc := prom.Config.ScrapeConfigs[0]
	require.Equal(t, "/metrics", sc.MetricsPath)
	require.Len(t, sc.KubernetesSDConfigs, 1)
	sd := sc.KubernetesSDConfigs[0]
	require.Equal(t, "pod", sd.Role)
	require.Len(t, sd.Selectors, 1)
	require.Equal(t, "pod", sd.Selectors[0].Role)
	selKey, selValue, ok := strings.Cut(sd.Selectors[0].Label, "=")
	require.True(t, ok, "selector %q is key=value", sd.Selectors[0].Label)

	var portRE *regexp.Regexp
	var podLabels []string
	for _, rc := range sc.RelabelConfigs {
		if rc.Action == "keep" && slices.Equal(rc.SourceLabels, []string{"__meta_kubernetes_pod_container_port_name"}) {
			portRE = regexp.MustCompile("^(?:" + rc.Regex + ")$")
		}
		for _, l := range rc.SourceLabels {
			if m := metaPodLabelRE.FindStringSubmatch(l); m != nil {
				podLabels = append(podLabels, m[1])
			}
		}
	}
	require.NotNil(t, portRE, "a keep rule selects the metrics port by name")
	require.NotEmpty(t, podLabels)

	r := render(t, "", Options{})
	deps := deployments(t, r)
	require.ElementsMatch(t, allDeployables, keysOf(deps))
	for name, d := range deps {
		pod := d.Spec.Template
		require.Equal(t, selValue, pod.Labels[selKey], "%s: the collector selects pods by %s", name, sd.Selectors[0].Label)
		have := map[string]bool{}
		for k := range pod.Labels {
			have[promLabelName(k)] = true
		}
		for _, l := range podLabels {
			require.True(t, have[l], "%s: the collector reads pod label %s, which the pod does not carry", name, l)
		}
		var ports []corev1.ContainerPort
		for _, ctr := range pod.Spec.Containers {
			for _, p := range ctr.Ports {
				if portRE.MatchString(p.Name) {
					ports = append(ports, p)
				}
			}
		}
		require.Len(t, ports, 1, "%s: exactly one port the collector scrapes", name)
		require.EqualValues(t, 9464, ports[0].ContainerPort, "%s: metrics on 9464 (MG_METRICS_ADDR)", name)
		require.Equal(t, ":9464", env(pod.Spec.Containers[0])["MG_METRICS_ADDR"], name)
	}
}
