package charttest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// deployment is a valid Deployment manifest; the tests below break it one way at a time.
const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: qtg-dispatcher
  labels: {app: qtg}
spec:
  replicas: 1
  selector:
    matchLabels: {app: qtg}
  template:
    metadata:
      labels: {app: qtg}
    spec:
      containers:
        - name: dispatcher
          image: qtg-dispatcher:1
          ports:
            - {name: health, containerPort: 8081}
          readinessProbe:
            httpGet: {path: /readyz, port: health}
          volumeMounts:
            - {name: tmp, mountPath: /tmp}
      volumes:
        - {name: tmp, emptyDir: {}}
`

// TestDecodeStrict checks that decoding rejects what an API server would: unknown fields,
// wrong types, duplicate keys, kinds the chart should not render; and that the
// ServiceMonitor check catches fields the CRD does not have.
func TestDecodeStrict(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		manifest string
		want     string // substring of the error; empty: must decode
	}{
		{"valid", deployment, ""},
		{"unknown field", strings.Replace(deployment, "replicas: 1", "replicas: 1\n  replica: 1", 1), `unknown field "replica"`},
		{"misplaced field", strings.Replace(deployment, "image: qtg-dispatcher:1", "image: qtg-dispatcher:1\n          readOnlyRootFilesystem: true", 1), "readOnlyRootFilesystem"},
		{"wrong type", strings.Replace(deployment, "replicas: 1", `replicas: "one"`, 1), "replicas"},
		{"duplicate key", strings.Replace(deployment, "replicas: 1", "replicas: 1\n  replicas: 2", 1), "replicas"},
		{"unexpected kind", "apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata: {name: x}\n", "unexpected kind extensions/v1beta1/Ingress"},
		{"valid ServiceMonitor", `apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata: {name: qtg}
spec:
  selector: {matchLabels: {app: qtg}}
  endpoints: [{port: metrics, interval: 30s}]
`, ""},
		{"ServiceMonitor unknown field", `apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata: {name: qtg}
spec:
  selector: {matchLabels: {app: qtg}}
  endpoints: [{port: metrics, scrapeInterval: 30s}]
`, `spec.endpoints[0]: unknown field "scrapeInterval"`},
		{"ServiceMonitor without endpoints", `apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata: {name: qtg}
spec:
  selector: {matchLabels: {app: qtg}}
`, "spec.endpoints is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			obj, err := Decode("test.yaml", tt.manifest)
			if tt.want == "" {
				require.NoError(t, err)
				require.NotNil(t, obj.Value)
				return
			}
			require.ErrorContains(t, err, tt.want)
		})
	}
}

// TestValidateCatches checks that Validate rejects pods and references an API server or
// controller would reject or silently mishandle.
func TestValidateCatches(t *testing.T) {
	t.Parallel()
	service := "apiVersion: v1\nkind: Service\nmetadata: {name: qtg-dispatcher}\nspec:\n  selector: {app: qtg}\n  ports: [{name: health, port: 8081, targetPort: health}]\n"
	tests := []struct {
		name      string
		manifests []string
		want      string
	}{
		{"valid", []string{deployment, service}, ""},
		{"selector misses the pods", []string{strings.Replace(deployment, "matchLabels: {app: qtg}", "matchLabels: {app: other}", 1)}, "does not select the pod template"},
		{"probe on an undeclared port", []string{strings.Replace(deployment, "port: health}", "port: metrics}", 1)}, "readiness probe on port metrics"},
		{"mount of an undeclared volume", []string{strings.Replace(deployment, "{name: tmp, mountPath", "{name: scratch, mountPath", 1)}, `undeclared volume "scratch"`},
		{"port name too long", []string{strings.ReplaceAll(deployment, "health", "health-endpoint-port")}, "health-endpoint-port"},
		{"bad label", []string{strings.Replace(deployment, "labels: {app: qtg}\nspec:\n  replicas", "labels: {app: \"q t g\"}\nspec:\n  replicas", 1)}, "metadata.labels"},
		{"service target port missing", []string{deployment, strings.Replace(service, "targetPort: health", "targetPort: metrics", 1)}, "target port metrics"},
		{"service selects nothing", []string{deployment, strings.Replace(service, "selector: {app: qtg}", "selector: {app: other}", 1)}, "selects no pod template"},
		{"service name not a DNS label", []string{deployment, strings.Replace(service, "name: qtg-dispatcher}", "name: qtg.dispatcher}", 1)}, "name \"qtg.dispatcher\""},
		{"HPA of a missing Deployment", []string{deployment, "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: x}\nspec:\n  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: qtg-observer}\n  maxReplicas: 2\n"}, "Deployment/qtg-observer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := &Rendering{}
			for _, m := range tt.manifests {
				obj, err := Decode("test.yaml", m)
				require.NoError(t, err)
				r.Objects = append(r.Objects, obj)
			}
			err := Validate(r)
			if tt.want == "" {
				require.NoError(t, err)
				return
			}
			require.ErrorContains(t, err, tt.want)
		})
	}
}
