package charttest

import (
	"testing"

	"github.com/stretchr/testify/require"
	"helm.sh/helm/v3/pkg/chartutil"
	"helm.sh/helm/v3/pkg/lint"
	"helm.sh/helm/v3/pkg/lint/support"
)

// TestSchemaRejects checks that wrong values fail at install time, before anything is
// rendered, with a message that names the offending value; and that the mistakes a
// schema cannot express fail the render with a message of their own.
func TestSchemaRejects(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		values string
		want   []string // substrings of the error
	}{
		{"unknown network", `networkMode: devnet`, []string{"/networkMode", "mainnet", "testnet"}},
		{"negative replicas", `workers: {dispatcher: {replicas: -1}}`, []string{"/workers/dispatcher/replicas", "minimum"}},
		{"unknown top-level key", `replicaCount: 3`, []string{"replicaCount", "not allowed"}},
		{"misspelt worker", `workers: {dispatchr: {enabled: true, replicas: 1}}`, []string{"/workers", "dispatchr", "not allowed"}},
		{"unknown worker key", `workers: {observer: {replica: 2}}`, []string{"/workers/observer", "replica", "not allowed"}},
		{"unknown gateway key", `gateway: {grpcport: 9000}`, []string{"/gateway", "grpcport", "not allowed"}},
		{"gate not a boolean", `workersEnabled: "yes"`, []string{"/workersEnabled", "boolean"}},
		{"poll interval not a duration", `pollInterval: fast`, []string{"/pollInterval"}},
		{"unknown log level", `logLevel: trace`, []string{"/logLevel"}},
		{"batch size zero", `batchSize: 0`, []string{"/batchSize", "minimum"}},
		{"port out of range", `healthPort: 70000`, []string{"/healthPort", "maximum"}},
		{"chart-owned env", `workers: {recovery: {env: {DATABASE_URL: "postgres://x"}}}`, []string{"/workers/recovery/env", "DATABASE_URL"}},
		{"global chart-owned env", `env: {MG_NETWORK_MODE: mainnet}`, []string{"/env", "MG_NETWORK_MODE"}},
		{"chart-owned extra env", `workers: {observer: {extraEnv: [{name: MG_INSTANCE_ID, value: x}]}}`, []string{"/workers/observer/extraEnv/0/name"}},
		{"env name not a name", `env: {"bad-name": x}`, []string{"/env", "bad-name", "not allowed"}},
		{"signing secrets in plain env", `workers: {callback-dispatcher: {env: {MG_CALLBACK_SECRETS: hunter2hunter2hunter2}}}`, []string{"/workers/callback-dispatcher/env/MG_CALLBACK_SECRETS", "set by the chart"}},
		{"env value a map", `env: {MG_BATCH_SIZE: {n: 1}}`, []string{"/env/MG_BATCH_SIZE"}},
		{"service type", `gateway: {service: {type: Ingress}}`, []string{"/gateway/service/type"}},
		{"bad digest", `workers: {dispatcher: {image: {digest: latest}}}`, []string{"/workers/dispatcher/image/digest"}},
		{"root user", `podSecurity: {runAsUser: 0}`, []string{"/podSecurity/runAsUser", "minimum"}},
		{"PDB percentage", `workers: {observer: {podDisruptionBudget: {enabled: true, maxUnavailable: half}}}`, []string{"/workers/observer/podDisruptionBudget/maxUnavailable"}},
		{"HPA min zero", `gateway: {autoscaling: {enabled: true, minReplicas: 0}}`, []string{"/gateway/autoscaling/minReplicas", "minimum"}},
		{"key secret without name", `keys: {secrets: [{items: []}]}`, []string{"/keys/secrets/0", "name"}},
		{"OTLP protocol", `otel: {protocol: thrift}`, []string{"/otel/protocol"}},

		// Rules across values, enforced by the templates.
		{"HPA max below min", `workers: {observer: {autoscaling: {enabled: true, minReplicas: 5, maxReplicas: 2}}}`, []string{"workers.observer.autoscaling", "maxReplicas (2) is below minReplicas (5)"}},
		{"HPA on CPU without a request", `workers: {recovery: {autoscaling: {enabled: true}, resources: {requests: {cpu: null}}}}`, []string{"workers.recovery.autoscaling on CPU needs workers.recovery.resources.requests.cpu"}},
		{"HPA without a metric", `gateway: {autoscaling: {enabled: true, targetCPUUtilizationPercentage: 0}}`, []string{"gateway.autoscaling: set targetCPUUtilizationPercentage or targetMemoryUtilizationPercentage"}},
		{"plaintext without allowPlaintext", `gateway: {tls: {enabled: false}}`, []string{"gateway.tls.allowPlaintext: true"}},
		{"allowPlaintext not a boolean", `gateway: {tls: {allowPlaintext: "yes"}}`, []string{"allowPlaintext"}},
		// Keys only where they sign: dispatcher and recovery (docs/security.md).
		{"keys for the gateway", `gateway: {mountKeys: true}`, []string{"gateway.mountKeys: gateway does not sign", "only into dispatcher, recovery"}},
		{"keys for the observer", `workers: {observer: {mountKeys: true}}`, []string{"workers.observer.mountKeys: observer does not sign"}},
		{"keys for evm-nonce-reaper", `workers: {evm-nonce-reaper: {mountKeys: true}}`, []string{"workers.evm-nonce-reaper.mountKeys: evm-nonce-reaper does not sign"}},
		{"a key secret for a deployable that does not sign", `keys: {secrets: [{name: evm-hot, deployables: [observer]}]}`, []string{"/keys/secrets/0/deployables/0"}},
		{"a key secret for nobody", `keys: {secrets: [{name: evm-hot, deployables: []}]}`, []string{"/keys/secrets/0/deployables", "minItems"}},
		{"keys for a balance sidecar", `workers: {balance-snapshot: {mountKeys: true}}`, []string{"workers.balance-snapshot.mountKeys: balance-snapshot does not sign"}},
		{"keys for executor-health", `workers: {executor-health: {mountKeys: true}}`, []string{"workers.executor-health.mountKeys"}},
		{"keys for the promoter", `workers: {audit-outbox-promoter: {mountKeys: true}}`, []string{"workers.audit-outbox-promoter.mountKeys"}},
		{"migration with the runtime's credentials", `migration: {database: {existingSecret: qtg-database-dispatcher}}`, []string{"migration.database must name the migration's own URL"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := Render(chartDir, parseValues(t, tt.values), Options{})
			require.Error(t, err)
			t.Log(err)
			for _, want := range tt.want {
				require.ErrorContains(t, err, want)
			}
		})
	}
}

// TestLint runs Helm's own linter (what `helm lint --strict` checks: Chart.yaml, values
// against the schema, templates rendered and parsed, deprecated APIs) and allows nothing
// above INFO.
func TestLint(t *testing.T) {
	t.Parallel()
	kv, err := chartutil.ParseKubeVersion(KubeVersion)
	require.NoError(t, err)
	tests := []struct {
		name   string
		values string
	}{
		{"defaults", ""},
		{"workers disabled on mainnet", "workersEnabled: false\nnetworkMode: mainnet"},
		{"everything on", `
metrics: {serviceMonitor: {enabled: true}}
keys: {secrets: [{name: signers}]}
otel: {endpoint: "http://collector:4317"}
gateway: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}, tls: {enabled: true, existingSecret: tls}}
workers: {dispatcher: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true, minAvailable: 1}}}
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			linter := lint.AllWithKubeVersion(chartDir, parseValues(t, tt.values), "qtg", kv)
			for _, m := range linter.Messages {
				t.Log(m.Error())
			}
			require.LessOrEqual(t, linter.HighestSeverity, support.InfoSev, "helm lint found problems (logged above)")
		})
	}
}
