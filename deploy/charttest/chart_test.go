package charttest

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// workerNames are the worker deployables of the chart, gateway excluded.
var workerNames = []string{
	"audit-outbox-promoter", "balance-snapshot", "callback-dispatcher", "capital-transfer-followup", "stranded-reaper", "dispatcher",
	"evm-nonce-reaper",
	"executor-health", "expiration-checker", "movement-archiver", "observer", "recovery", "template-proposal-expiration",
	"verify-drift",
}

// allDeployables are every deployable the chart renders with default values.
var allDeployables = append([]string{"gateway"}, workerNames...)

// TestDefaults checks the release rendered from the chart's own values: one Deployment per
// deployable, the objects around them, and what every pod must have.
func TestDefaults(t *testing.T) {
	t.Parallel()
	r := render(t, "", Options{})

	require.Equal(t, map[string]int{
		"Deployment": len(allDeployables), "Service": 1, "ConfigMap": 2, "ServiceAccount": 1, "NetworkPolicy": 5,
	}, r.Kinds(), "no HPA, PDB or ServiceMonitor unless asked for; the ConfigMaps are the chain configuration and the OpenAPI document; the fifth policy is the helm test Pod's")
	deps := deployments(t, r)
	require.ElementsMatch(t, allDeployables, keysOf(deps))

	for name, d := range deps {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			require.Equal(t, "qtg-"+name, d.Name)
			require.NotNil(t, d.Spec.Replicas, "replicas are set when autoscaling is off")
			pod := d.Spec.Template.Spec
			require.Len(t, pod.Containers, 1)
			c := pod.Containers[0]
			require.Equal(t, "ghcr.io/qtgdev/qtg-"+name+":0.1.0", c.Image)
			require.Equal(t, []string{"/usr/local/bin/" + name}, c.Command)

			// Security: non-root, read-only root, nothing to escalate with, no API token.
			psc := pod.SecurityContext
			require.NotNil(t, psc)
			require.True(t, *psc.RunAsNonRoot)
			require.EqualValues(t, 65532, *psc.RunAsUser)
			require.EqualValues(t, 65532, *psc.FSGroup)
			require.Equal(t, corev1.SeccompProfileTypeRuntimeDefault, psc.SeccompProfile.Type)
			sc := c.SecurityContext
			require.NotNil(t, sc)
			require.True(t, *sc.RunAsNonRoot)
			require.True(t, *sc.ReadOnlyRootFilesystem)
			require.False(t, *sc.AllowPrivilegeEscalation)
			require.False(t, *sc.Privileged)
			require.Equal(t, []corev1.Capability{"ALL"}, sc.Capabilities.Drop)
			require.Empty(t, sc.Capabilities.Add)
			require.Equal(t, corev1.SeccompProfileTypeRuntimeDefault, sc.SeccompProfile.Type)
			require.False(t, *pod.AutomountServiceAccountToken)
			require.False(t, *pod.EnableServiceLinks)
			require.Equal(t, "qtg", pod.ServiceAccountName)
			require.Contains(t, mounts(c), "/tmp", "a writable /tmp on a read-only root")

			// Environment every process reads.
			e := env(c)
			require.Equal(t, "testnet", e["MG_NETWORK_MODE"])
			require.Equal(t, "true", e["MG_WORKERS_ENABLED"])
			require.Equal(t, "info", e["MG_LOG_LEVEL"])
			require.Equal(t, "/etc/qtg/config.yaml", e["MG_CONFIG_FILE"])
			require.Equal(t, ":9464", e["MG_METRICS_ADDR"])
			require.Equal(t, "qtg-"+name, e["OTEL_SERVICE_NAME"])
			require.NotContains(t, e, "OTEL_EXPORTER_OTLP_ENDPOINT", "no export unless an endpoint is set")
			db := envVar(t, c, "DATABASE_URL").ValueFrom.SecretKeyRef
			require.Equal(t, "qtg-database-"+name, db.Name, "each deployable its own login, with its jobs' writes only")
			require.Equal(t, "url", db.Key)
			require.Equal(t, "metadata.name", envVar(t, c, "MG_INSTANCE_ID").ValueFrom.FieldRef.FieldPath)

			// Executor configuration from the ConfigMap; the rendered one rolls pods on change.
			cfg := mounts(c)["/etc/qtg/config.yaml"]
			require.True(t, cfg.ReadOnly)
			require.Equal(t, "qtg-config", volume(pod, cfg.Name).ConfigMap.Name)
			require.Len(t, d.Spec.Template.Annotations["checksum/config"], 64)

			if name == "gateway" {
				require.Equal(t, ":9090", e["MG_GRPC_ADDR"])
				require.Equal(t, "/etc/qtg/auth/tokens.json", e["MG_AUTH_TOKENS_FILE"])
				require.Equal(t, "qtg-gateway-auth", volume(pod, "auth").Secret.SecretName)
				// The tokens file is reloaded by the gateway: mounted as a directory (no
				// subPath), so the kubelet updates it when the Secret changes.
				require.Empty(t, mounts(c)["/etc/qtg/auth"].SubPath)
				// TLS by default (docs/security.md), from <fullname>-gateway-tls; never plaintext.
				require.Equal(t, "/etc/qtg/tls/tls.crt", e["MG_TLS_CERT_FILE"])
				require.Equal(t, "qtg-gateway-tls", volume(pod, "tls").Secret.SecretName)
				require.NotContains(t, e, "MG_ALLOW_PLAINTEXT")
				for _, p := range []*corev1.Probe{c.StartupProbe, c.LivenessProbe, c.ReadinessProbe} {
					require.NotNil(t, p)
					require.Nil(t, p.GRPC, "the kubelet's gRPC probe cannot speak TLS")
					require.Equal(t, intstr.FromString("grpc"), p.TCPSocket.Port)
				}
				require.NotContains(t, e, "MG_HEALTH_ADDR")
				return
			}
			require.Equal(t, ":8081", e["MG_HEALTH_ADDR"])
			require.Equal(t, "1s", e["MG_POLL_INTERVAL"])
			require.Equal(t, "64", e["MG_BATCH_SIZE"])
			require.NotContains(t, e, "MG_GRPC_ADDR")
			require.Equal(t, "/livez", c.StartupProbe.HTTPGet.Path)
			require.Equal(t, "/livez", c.LivenessProbe.HTTPGet.Path)
			require.Equal(t, "/readyz", c.ReadinessProbe.HTTPGet.Path, "ready only once every worker wrote a heartbeat")
			require.Equal(t, intstr.FromString("health"), c.ReadinessProbe.HTTPGet.Port)
			require.Nil(t, volume(pod, "keys"), "no key Secrets configured, nothing to mount")
			if name == "callback-dispatcher" {
				secrets := envVar(t, c, "MG_CALLBACK_SECRETS").ValueFrom.SecretKeyRef
				require.Equal(t, "qtg-callbacks", secrets.Name)
				require.Equal(t, "secrets", secrets.Key)
			} else {
				require.NotContains(t, e, "MG_CALLBACK_SECRETS", "signing secrets only where they sign")
			}
		})
	}

	// The gateway Service.
	svc := Of[*corev1.Service](r)[0]
	require.Equal(t, "qtg-gateway", svc.Name)
	require.Equal(t, corev1.ServiceTypeClusterIP, svc.Spec.Type)
	require.Equal(t, intstr.FromString("grpc"), svc.Spec.Ports[0].TargetPort)
	require.EqualValues(t, 9090, svc.Spec.Ports[0].Port)

	// The rendered ServiceAccount never mounts a token.
	sa := Of[*corev1.ServiceAccount](r)[0]
	require.False(t, *sa.AutomountServiceAccountToken)

	require.Contains(t, r.Notes, "network TESTNET")
	require.Contains(t, r.Notes, "qtg-database")
	require.Contains(t, r.Notes, "qtg-gateway-tls (kubernetes.io/tls)", "the default install names the TLS Secret it needs")
	require.NotContains(t, r.Notes, "WARNING")
}

// TestMigrationHook checks the schema migration: a Job Helm runs before install and upgrade,
// removed when it succeeds and replaced by the next attempt.
func TestMigrationHook(t *testing.T) {
	t.Parallel()
	for _, opts := range []Options{{}, {Upgrade: true}} {
		r := render(t, "", opts)
		require.Len(t, r.Hooks, 1)
		h := r.Hooks[0]
		require.Equal(t, []string{"pre-install", "pre-upgrade"}, h.Events)
		require.Equal(t, []string{"before-hook-creation", "hook-succeeded"}, h.DeletePolicies)
		job, ok := h.Value.(*batchv1.Job)
		require.True(t, ok, "the hook is a Job, not %T", h.Value)
		require.Equal(t, "qtg-migrate", job.Name)
		require.Empty(t, Of[*batchv1.Job](r), "the Job is only a hook")

		pod := job.Spec.Template.Spec
		require.Equal(t, corev1.RestartPolicyNever, pod.RestartPolicy)
		require.False(t, *pod.AutomountServiceAccountToken)
		require.Empty(t, pod.ServiceAccountName, "the chart's ServiceAccount does not exist yet before install")
		require.NotNil(t, job.Spec.BackoffLimit)
		require.NotNil(t, job.Spec.ActiveDeadlineSeconds)
		c := pod.Containers[0]
		require.Equal(t, "ghcr.io/qtgdev/qtg-migrate:0.1.0", c.Image)
		require.Equal(t, []string{"/usr/local/bin/qtg-migrate"}, c.Command)
		require.Equal(t, []string{"up"}, c.Args)
		require.True(t, *c.SecurityContext.ReadOnlyRootFilesystem)
		require.True(t, *pod.SecurityContext.RunAsNonRoot)
		// The migration has its own (owner) credentials and creates the deployables'
		// logins from their URLs (docs/security.md).
		db := envVar(t, c, "DATABASE_URL").ValueFrom.SecretKeyRef
		require.Equal(t, "qtg-migration", db.Name)
		require.Equal(t, "url", db.Key)
		require.Equal(t, "testnet", envVar(t, c, "MG_NETWORK_MODE").Value)
		// It creates every enabled deployable's own login, from that deployable's Secret.
		for name := range deployments(t, r) {
			ref := envVar(t, c, "MG_LOGIN_"+strings.ToUpper(strings.ReplaceAll(name, "-", "_"))).ValueFrom.SecretKeyRef
			require.Equal(t, "qtg-database-"+name, ref.Name)
			require.Equal(t, "url", ref.Key)
		}
		// Each login is created with its limits (docs/security.md).
		for name, want := range map[string]string{"MG_LOGIN_CONNECTION_LIMIT": "100",
			"MG_AUDIT_CONNECTION_LIMIT": "10", "MG_LOGIN_STATEMENT_TIMEOUT": "60s", "MG_LOGIN_IDLE_IN_TRANSACTION_TIMEOUT": "2m"} {
			require.Equal(t, want, envVar(t, c, name).Value, name)
		}
	}
}

// The migration never runs with the deployables' credentials (docs/security.md): naming one's
// Secret and key fails the render; another key of the same Secret is fine. Without the
// promoter there is no promoter login to create.
func TestMigrationHasItsOwnCredentials(t *testing.T) {
	t.Parallel()
	for _, values := range []string{
		`migration: {database: {existingSecret: qtg-database-gateway}}`,
		`{database: {existingSecrets: {observer: pg}, key: dsn}, migration: {database: {existingSecret: pg, key: dsn}}}`,
		`{database: {existingSecrets: {recovery: pg}, key: dsn}, migration: {database: {existingSecret: pg}}}`,
	} {
		_, err := Render(chartDir, parseValues(t, values), Options{})
		require.ErrorContains(t, err, "migration.database must name the migration's own URL", values)
	}
	r := render(t, `{database: {existingSecrets: {dispatcher: pg}, key: app}, migration: {database: {existingSecret: pg, key: owner}}, workers: {audit-outbox-promoter: {enabled: false}}}`, Options{})
	c := r.Hooks[0].Value.(*batchv1.Job).Spec.Template.Spec.Containers[0]
	require.Equal(t, "owner", envVar(t, c, "DATABASE_URL").ValueFrom.SecretKeyRef.Key)
	require.Equal(t, "app", envVar(t, c, "MG_LOGIN_DISPATCHER").ValueFrom.SecretKeyRef.Key)
	require.NotContains(t, env(c), "MG_LOGIN_AUDIT_OUTBOX_PROMOTER")
}

// TestCombinations renders the chart with values an SRE would set and checks what each changes.
func TestCombinations(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		values string
		opts   Options
		check  func(t *testing.T, r *Rendering)
	}{
		{
			name:   "workers disabled",
			values: `workersEnabled: false`,
			check: func(t *testing.T, r *Rendering) {
				deps := deployments(t, r)
				require.Len(t, deps, len(allDeployables), "the gate stops work, not pods")
				for name, d := range deps {
					require.Equal(t, "false", env(d.Spec.Template.Spec.Containers[0])["MG_WORKERS_ENABLED"], name)
				}
				require.Contains(t, r.Notes, "WARNING: workersEnabled is false")
			},
		},
		{
			name:   "mainnet",
			values: `networkMode: mainnet`,
			opts:   Options{ReleaseName: "qtg-mainnet", Namespace: "payments"},
			check: func(t *testing.T, r *Rendering) {
				for name, d := range deployments(t, r) {
					require.Equal(t, "qtg-mainnet-"+name, d.Name, "a release name containing qtg is not repeated")
					require.Equal(t, "payments", d.Namespace)
					e := env(d.Spec.Template.Spec.Containers[0])
					require.Equal(t, "mainnet", e["MG_NETWORK_MODE"], name)
					require.Contains(t, e["OTEL_RESOURCE_ATTRIBUTES"], "deployment.environment.name=mainnet")
				}
				require.Equal(t, "qtg-mainnet-migration", r.Hooks[0].Value.(*batchv1.Job).Spec.Template.Spec.Containers[0].Env[0].ValueFrom.SecretKeyRef.Name)
				require.Contains(t, r.Notes, "network MAINNET")
				require.Contains(t, r.Notes, "qtg_mainnet")
			},
		},
		{
			name: "HPA on",
			values: `
gateway:
  autoscaling: {enabled: true, minReplicas: 3, maxReplicas: 9}
workers:
  dispatcher:
    autoscaling: {enabled: true, maxReplicas: 12, targetMemoryUtilizationPercentage: 80,
                  behavior: {scaleDown: {stabilizationWindowSeconds: 300}}}
`,
			check: func(t *testing.T, r *Rendering) {
				hpas := byComponent(Of[*autoscalingv2.HorizontalPodAutoscaler](r))
				require.ElementsMatch(t, []string{"gateway", "dispatcher"}, keysOf(hpas))
				gw := hpas["gateway"]
				require.Equal(t, "qtg-gateway", gw.Spec.ScaleTargetRef.Name)
				require.EqualValues(t, 3, *gw.Spec.MinReplicas)
				require.EqualValues(t, 9, gw.Spec.MaxReplicas)
				require.Len(t, gw.Spec.Metrics, 1)
				require.Equal(t, corev1.ResourceCPU, gw.Spec.Metrics[0].Resource.Name)
				require.EqualValues(t, 70, *gw.Spec.Metrics[0].Resource.Target.AverageUtilization)
				disp := hpas["dispatcher"]
				require.EqualValues(t, 12, disp.Spec.MaxReplicas)
				require.Len(t, disp.Spec.Metrics, 2, "CPU and memory")
				require.EqualValues(t, 300, *disp.Spec.Behavior.ScaleDown.StabilizationWindowSeconds)

				deps := deployments(t, r)
				require.Nil(t, deps["gateway"].Spec.Replicas, "the HPA owns replicas; an upgrade must not reset them")
				require.Nil(t, deps["dispatcher"].Spec.Replicas)
				require.EqualValues(t, 2, *deps["observer"].Spec.Replicas)
				require.Contains(t, r.Notes, "HPA 3–9 replicas")
			},
		},
		{
			name:   "a worker disabled",
			values: `workers: {observer: {enabled: false, autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}}`,
			check: func(t *testing.T, r *Rendering) {
				deps := deployments(t, r)
				require.NotContains(t, deps, "observer")
				require.Len(t, deps, len(allDeployables)-1)
				require.Empty(t, Of[*autoscalingv2.HorizontalPodAutoscaler](r), "nothing for a disabled worker")
				require.Empty(t, Of[*policyv1.PodDisruptionBudget](r))
				require.NotContains(t, r.Notes, "qtg-observer")
			},
		},
		{
			name:   "gateway disabled",
			values: `gateway: {enabled: false}`,
			check: func(t *testing.T, r *Rendering) {
				require.NotContains(t, deployments(t, r), "gateway")
				require.Empty(t, Of[*corev1.Service](r))
				require.Len(t, Of[*networkingv1.NetworkPolicy](r), 3, "no gateway ingress policy")
			},
		},
		{
			name: "PodDisruptionBudgets",
			values: `
gateway: {podDisruptionBudget: {enabled: true}}
workers:
  dispatcher: {podDisruptionBudget: {enabled: true, minAvailable: 1}}
  observer: {podDisruptionBudget: {enabled: true, maxUnavailable: "50%"}}
`,
			check: func(t *testing.T, r *Rendering) {
				pdbs := byComponent(Of[*policyv1.PodDisruptionBudget](r))
				require.ElementsMatch(t, []string{"gateway", "dispatcher", "observer"}, keysOf(pdbs))
				require.Equal(t, intstr.FromInt32(1), *pdbs["gateway"].Spec.MaxUnavailable)
				require.Equal(t, intstr.FromInt32(1), *pdbs["dispatcher"].Spec.MinAvailable)
				require.Nil(t, pdbs["dispatcher"].Spec.MaxUnavailable, "minAvailable wins over the default maxUnavailable")
				require.Equal(t, intstr.FromString("50%"), *pdbs["observer"].Spec.MaxUnavailable)
			},
		},
		{
			name:   "ServiceMonitor on",
			values: `metrics: {serviceMonitor: {enabled: true, labels: {release: prometheus}}}`,
			check: func(t *testing.T, r *Rendering) {
				sms := Of[*unstructured.Unstructured](r)
				require.Len(t, sms, 1)
				sm := sms[0]
				require.Equal(t, "ServiceMonitor", sm.GetKind())
				require.Equal(t, "prometheus", sm.GetLabels()["release"])
				endpoints, _, err := unstructured.NestedSlice(sm.Object, "spec", "endpoints")
				require.NoError(t, err)
				require.Equal(t, "metrics", endpoints[0].(map[string]any)["port"])
				require.Equal(t, "/metrics", endpoints[0].(map[string]any)["path"])
				sel, _, err := unstructured.NestedStringMap(sm.Object, "spec", "selector", "matchLabels")
				require.NoError(t, err)

				// It selects exactly one metrics Service per deployable, each on the metrics port.
				var scraped []string
				for _, svc := range Of[*corev1.Service](r) {
					if labels.SelectorFromSet(sel).Matches(labels.Set(svc.Labels)) {
						require.Equal(t, corev1.ClusterIPNone, svc.Spec.ClusterIP)
						require.Equal(t, "metrics", svc.Spec.Ports[0].Name)
						require.EqualValues(t, 9464, svc.Spec.Ports[0].Port)
						scraped = append(scraped, svc.Labels[componentLabel])
					}
				}
				require.ElementsMatch(t, allDeployables, scraped)
			},
		},
		{
			name:   "metrics off",
			values: `metrics: {enabled: false, serviceMonitor: {enabled: true}}`,
			check: func(t *testing.T, r *Rendering) {
				require.Empty(t, Of[*unstructured.Unstructured](r), "no ServiceMonitor without metrics")
				require.Len(t, Of[*corev1.Service](r), 1)
				for name, d := range deployments(t, r) {
					c := d.Spec.Template.Spec.Containers[0]
					require.NotContains(t, env(c), "MG_METRICS_ADDR", name)
					require.False(t, containerHasPort(c, intstr.FromString("metrics")), name)
				}
				np := Of[*networkingv1.NetworkPolicy](r)[0]
				require.Empty(t, np.Spec.Ingress, "no metrics port to open")
				require.Contains(t, np.Spec.PolicyTypes, networkingv1.PolicyTypeIngress, "so ingress is denied")
			},
		},
		{
			name: "network policy",
			values: `
networkPolicy:
  database: {port: 6432, to: [{ipBlock: {cidr: 10.0.12.0/24}}]}
  dns: {to: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: kube-system}}}]}
  gateway: {from: [{namespaceSelector: {matchLabels: {team: payments}}}]}
  metrics: {from: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: monitoring}}}]}
  extraEgress: []
`,
			check: func(t *testing.T, r *Rendering) {
				nps := map[string]*networkingv1.NetworkPolicy{}
				for _, np := range Of[*networkingv1.NetworkPolicy](r) {
					nps[np.Name] = np
				}
				all := nps["qtg"]
				require.ElementsMatch(t, []networkingv1.PolicyType{networkingv1.PolicyTypeIngress, networkingv1.PolicyTypeEgress}, all.Spec.PolicyTypes)
				require.Len(t, all.Spec.Egress, 2, "DNS and the database only")
				require.EqualValues(t, 53, all.Spec.Egress[0].Ports[0].Port.IntVal)
				require.Equal(t, "kube-system", all.Spec.Egress[0].To[0].NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"])
				require.EqualValues(t, 6432, all.Spec.Egress[1].Ports[0].Port.IntVal)
				require.Equal(t, "10.0.12.0/24", all.Spec.Egress[1].To[0].IPBlock.CIDR)
				require.Len(t, all.Spec.Ingress, 1, "the metrics port only")
				require.Equal(t, intstr.FromString("metrics"), *all.Spec.Ingress[0].Ports[0].Port)
				require.Equal(t, "monitoring", all.Spec.Ingress[0].From[0].NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"])
				gw := nps["qtg-gateway"]
				require.Equal(t, []networkingv1.PolicyType{networkingv1.PolicyTypeIngress}, gw.Spec.PolicyTypes)
				require.Equal(t, intstr.FromString("grpc"), *gw.Spec.Ingress[0].Ports[0].Port)
				require.Equal(t, "payments", gw.Spec.Ingress[0].From[0].NamespaceSelector.MatchLabels["team"])
				require.Equal(t, "gateway", gw.Spec.PodSelector.MatchLabels[componentLabel])
			},
		},
		{
			name:   "network policy off",
			values: `networkPolicy: {enabled: false}`,
			check: func(t *testing.T, r *Rendering) {
				require.Empty(t, Of[*networkingv1.NetworkPolicy](r))
			},
		},
		{
			name:   "gateway plaintext only when explicitly allowed",
			values: `gateway: {tls: {enabled: false, allowPlaintext: true}}`,
			check: func(t *testing.T, r *Rendering) {
				c := deployments(t, r)["gateway"].Spec.Template.Spec.Containers[0]
				e := env(c)
				require.Equal(t, "true", e["MG_ALLOW_PLAINTEXT"])
				require.NotContains(t, e, "MG_TLS_CERT_FILE")
				for _, p := range []*corev1.Probe{c.StartupProbe, c.LivenessProbe, c.ReadinessProbe} {
					require.NotNil(t, p.GRPC, "the gateway is probed through the gRPC health service")
					require.EqualValues(t, 9090, p.GRPC.Port)
					require.Nil(t, p.GRPC.Service, "the server's overall health")
				}
				for name, d := range deployments(t, r) {
					if name != "gateway" {
						require.NotContains(t, env(d.Spec.Template.Spec.Containers[0]), "MG_ALLOW_PLAINTEXT", name)
					}
				}
			},
		},
		{
			name: "gateway TLS and mTLS",
			values: `
gateway:
  tls: {enabled: true, existingSecret: qtg-gateway-tls, clientCA: {existingSecret: qtg-clients-ca}}
`,
			check: func(t *testing.T, r *Rendering) {
				gw := deployments(t, r)["gateway"]
				pod := gw.Spec.Template.Spec
				c := pod.Containers[0]
				e := env(c)
				require.Equal(t, "/etc/qtg/tls/tls.crt", e["MG_TLS_CERT_FILE"])
				require.Equal(t, "/etc/qtg/tls/tls.key", e["MG_TLS_KEY_FILE"])
				require.Equal(t, "/etc/qtg/tls-client-ca/ca.crt", e["MG_TLS_CLIENT_CA_FILE"])
				require.Equal(t, "qtg-gateway-tls", volume(pod, "tls").Secret.SecretName)
				require.Equal(t, "qtg-clients-ca", volume(pod, "tls-client-ca").Secret.SecretName)
				require.True(t, mounts(c)["/etc/qtg/tls"].ReadOnly)
				// The kubelet's gRPC probe cannot speak TLS.
				for _, p := range []*corev1.Probe{c.StartupProbe, c.LivenessProbe, c.ReadinessProbe} {
					require.Nil(t, p.GRPC)
					require.Equal(t, intstr.FromString("grpc"), p.TCPSocket.Port)
				}
			},
		},
		{
			name: "keys, config, env and OTLP",
			values: `
keys:
  secrets:
    - name: qtg-evm-signers
    - name: qtg-bybit
      items: [{key: api-key, path: bybit-api-key}]
config:
  content: {chains: {base-sepolia: {rpc: "http://rpc:8545"}}}
otel: {endpoint: "http://otel-collector.observability:4317", protocol: grpc, resourceAttributes: {team: payments}}
logLevel: debug
env: {MG_DB_MAX_CONNS: 30, MG_RETRY_BACKOFF: 2s}
workers:
  recovery: {env: {MG_RECOVERY_INTERVAL: 10s, MG_DB_MAX_CONNS: "8", MG_POLL_INTERVAL: 3s}}
  observer:
    extraEnv: [{name: EXCHANGE_TOKEN, valueFrom: {secretKeyRef: {name: qtg-bybit, key: token}}}]
`,
			check: func(t *testing.T, r *Rendering) {
				cm := Of[*corev1.ConfigMap](r)[0]
				require.Contains(t, cm.Data["config.yaml"], "rpc: http://rpc:8545")
				deps := deployments(t, r)
				for name, d := range deps {
					pod := d.Spec.Template.Spec
					c := pod.Containers[0]
					e := env(c)
					require.Equal(t, "http://otel-collector.observability:4317", e["OTEL_EXPORTER_OTLP_ENDPOINT"], name)
					require.Equal(t, "grpc", e["OTEL_EXPORTER_OTLP_PROTOCOL"], name)
					require.True(t, strings.HasSuffix(e["OTEL_RESOURCE_ATTRIBUTES"], ",team=payments"), name)
					require.Equal(t, "debug", e["MG_LOG_LEVEL"], name)
					require.Equal(t, "2s", e["MG_RETRY_BACKOFF"], name)

					keys := volume(pod, "keys")
					wantKeys := slices.Contains([]string{"dispatcher", "recovery"}, name)
					require.Equal(t, wantKeys, keys != nil, "%s: keys only where they sign", name)
					if wantKeys {
						require.True(t, mounts(c)["/etc/qtg/keys"].ReadOnly)
						require.EqualValues(t, 0o440, *keys.Projected.DefaultMode)
						require.Len(t, keys.Projected.Sources, 2)
						require.Equal(t, "qtg-evm-signers", keys.Projected.Sources[0].Secret.Name)
						require.Equal(t, "bybit-api-key", keys.Projected.Sources[1].Secret.Items[0].Path)
					}
				}
				rec := env(deps["recovery"].Spec.Template.Spec.Containers[0])
				require.Equal(t, "10s", rec["MG_RECOVERY_INTERVAL"])
				require.Equal(t, "8", rec["MG_DB_MAX_CONNS"], "a worker's own env wins over the global env")
				require.Equal(t, "3s", rec["MG_POLL_INTERVAL"], "and over the chart's")
				require.Equal(t, "30", env(deps["dispatcher"].Spec.Template.Spec.Containers[0])["MG_DB_MAX_CONNS"])
				require.Equal(t, "<from>", env(deps["observer"].Spec.Template.Spec.Containers[0])["EXCHANGE_TOKEN"])
			},
		},
		{
			name: "existing ConfigMap and Secrets",
			values: `
config: {existingConfigMap: chain-config, existingConfigMapKey: qtg.yaml}
database: {key: dsn, existingSecrets: {audit-outbox-promoter: pg-audit, gateway: pg-gateway}}
migration: {database: {existingSecret: pg-owner, key: owner-dsn}, serviceAccountName: migrator}
gateway: {auth: {existingSecret: api-tokens, key: tokens}}
callbacks: {existingSecret: webhook-keys, key: current}
serviceAccount: {create: false, name: qtg-workload}
`,
			check: func(t *testing.T, r *Rendering) {
				for _, cm := range Of[*corev1.ConfigMap](r) {
					require.Equal(t, "qtg-openapi", cm.Name, "the chain configuration's ConfigMap is the existing one")
				}
				require.Empty(t, Of[*corev1.ServiceAccount](r))
				for name, d := range deployments(t, r) {
					pod := d.Spec.Template.Spec
					require.Equal(t, "qtg-workload", pod.ServiceAccountName, name)
					cfg := volume(pod, "config").ConfigMap
					require.Equal(t, "chain-config", cfg.Name)
					require.Equal(t, "qtg.yaml", cfg.Items[0].Key)
					require.Equal(t, "config.yaml", cfg.Items[0].Path)
					require.NotContains(t, d.Spec.Template.Annotations, "checksum/config", "the chart cannot see an existing ConfigMap")
					db := envVar(t, pod.Containers[0], "DATABASE_URL").ValueFrom.SecretKeyRef
					require.Equal(t, "dsn", db.Key)
					switch name {
					case "audit-outbox-promoter":
						require.Equal(t, "pg-audit", db.Name)
					case "gateway":
						require.Equal(t, "pg-gateway", db.Name)
					default:
						require.Equal(t, "qtg-database-"+name, db.Name, "a deployable not listed reads its default Secret")
					}
					if name == "gateway" {
						auth := volume(pod, "auth").Secret
						require.Equal(t, "api-tokens", auth.SecretName)
						require.Equal(t, "tokens", auth.Items[0].Key)
						require.Equal(t, "tokens.json", auth.Items[0].Path)
					}
					if name == "callback-dispatcher" {
						secrets := envVar(t, pod.Containers[0], "MG_CALLBACK_SECRETS").ValueFrom.SecretKeyRef
						require.Equal(t, "webhook-keys", secrets.Name)
						require.Equal(t, "current", secrets.Key)
					}
				}
				job := r.Hooks[0].Value.(*batchv1.Job)
				require.Equal(t, "migrator", job.Spec.Template.Spec.ServiceAccountName)
				db := envVar(t, job.Spec.Template.Spec.Containers[0], "DATABASE_URL").ValueFrom.SecretKeyRef
				require.Equal(t, "pg-owner", db.Name)
				require.Equal(t, "owner-dsn", db.Key)
			},
		},
		{
			name:   "migration off",
			values: `migration: {enabled: false}`,
			check: func(t *testing.T, r *Rendering) {
				require.Empty(t, r.Hooks)
			},
		},
		{
			name: "images, scheduling and pods",
			values: `
image: {repository: registry.example.com/qtg, tag: "1.2.3", pullPolicy: Always}
imagePullSecrets: [{name: regcred}]
podDefaults:
  nodeSelector: {pool: qtg}
  tolerations: [{key: dedicated, operator: Equal, value: qtg, effect: NoSchedule}]
  priorityClassName: qtg-critical
  podAnnotations: {team: payments}
workers:
  dispatcher:
    image: {digest: "sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"}
    nodeSelector: {pool: signers}
    podAnnotations: {team: signers}
    podLabels: {tier: core, app.kubernetes.io/component: signer}
    affinity:
      podAntiAffinity:
        preferredDuringSchedulingIgnoredDuringExecution:
          - weight: 100
            podAffinityTerm:
              topologyKey: kubernetes.io/hostname
              labelSelector: {matchLabels: {app.kubernetes.io/component: dispatcher}}
  observer: {replicas: 0, resources: {requests: {cpu: "1", memory: 1Gi}, limits: {cpu: 2, memory: 2Gi}}}
`,
			check: func(t *testing.T, r *Rendering) {
				deps := deployments(t, r)
				for name, d := range deps {
					pod := d.Spec.Template.Spec
					require.Equal(t, corev1.PullAlways, pod.Containers[0].ImagePullPolicy)
					require.Equal(t, "regcred", pod.ImagePullSecrets[0].Name)
					require.Equal(t, "qtg-critical", pod.PriorityClassName)
					require.Equal(t, "dedicated", pod.Tolerations[0].Key, name)
					if name != "dispatcher" {
						require.Equal(t, "registry.example.com/qtg-"+name+":1.2.3", pod.Containers[0].Image)
						require.Equal(t, map[string]string{"pool": "qtg"}, pod.NodeSelector, name)
						require.Equal(t, "payments", d.Spec.Template.Annotations["team"])
					}
				}
				disp := deps["dispatcher"]
				pod := disp.Spec.Template.Spec
				require.Equal(t, "registry.example.com/qtg-dispatcher@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", pod.Containers[0].Image)
				require.Equal(t, map[string]string{"pool": "signers"}, pod.NodeSelector)
				require.Equal(t, "signers", disp.Spec.Template.Annotations["team"])
				require.Equal(t, "core", disp.Spec.Template.Labels["tier"])
				require.Equal(t, "dispatcher", disp.Spec.Template.Labels[componentLabel], "podLabels cannot break the selector")
				require.NotNil(t, pod.Affinity.PodAntiAffinity)
				obs := deps["observer"]
				require.EqualValues(t, 0, *obs.Spec.Replicas, "scaled to zero, not defaulted to one")
				require.Equal(t, "1", obs.Spec.Template.Spec.Containers[0].Resources.Requests.Cpu().String())
				require.Equal(t, "2Gi", obs.Spec.Template.Spec.Containers[0].Resources.Limits.Memory().String())
				require.Equal(t, "registry.example.com/qtg-migrate:1.2.3", r.Hooks[0].Value.(*batchv1.Job).Spec.Template.Spec.Containers[0].Image)
			},
		},
		{
			name:   "platform-assigned user (OpenShift)",
			values: `podSecurity: {runAsUser: null, runAsGroup: null, fsGroup: null}`,
			check: func(t *testing.T, r *Rendering) {
				for name, d := range deployments(t, r) {
					psc := d.Spec.Template.Spec.SecurityContext
					require.Nil(t, psc.RunAsUser, name)
					require.Nil(t, psc.FSGroup, name)
					require.True(t, *psc.RunAsNonRoot, name)
				}
			},
		},
		{
			name: "everything on",
			values: `
metrics: {serviceMonitor: {enabled: true}}
keys: {secrets: [{name: signers}]}
otel: {endpoint: "http://collector:4318", protocol: http/protobuf}
gateway:
  service: {type: LoadBalancer, annotations: {service.beta.kubernetes.io/aws-load-balancer-internal: "true"}}
  tls: {enabled: true, existingSecret: tls}
  autoscaling: {enabled: true}
  podDisruptionBudget: {enabled: true}
  topologySpreadConstraints:
    - {maxSkew: 1, topologyKey: topology.kubernetes.io/zone, whenUnsatisfiable: ScheduleAnyway,
       labelSelector: {matchLabels: {app.kubernetes.io/component: gateway}}}
workers:
  dispatcher: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  observer: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  recovery: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  callback-dispatcher: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  expiration-checker: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  executor-health: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  audit-outbox-promoter: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  template-proposal-expiration: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  evm-nonce-reaper: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  balance-snapshot: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  verify-drift: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  movement-archiver: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  capital-transfer-followup: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
  stranded-reaper: {autoscaling: {enabled: true}, podDisruptionBudget: {enabled: true}}
`,
			opts: Options{Upgrade: true},
			check: func(t *testing.T, r *Rendering) {
				require.Len(t, Of[*autoscalingv2.HorizontalPodAutoscaler](r), len(allDeployables))
				require.Len(t, Of[*policyv1.PodDisruptionBudget](r), len(allDeployables))
				require.Len(t, Of[*unstructured.Unstructured](r), 1)
				require.Len(t, Of[*corev1.Service](r), 1+len(allDeployables))
				for name, d := range deployments(t, r) {
					require.Nil(t, d.Spec.Replicas, name)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tt.check(t, render(t, tt.values, tt.opts))
		})
	}
}

// keysOf returns a map's keys.
func keysOf[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// The gateway never serves plaintext by accident (docs/security.md): turning TLS off without
// allowPlaintext fails the render.
func TestGatewayPlaintextNeedsExplicitValue(t *testing.T) {
	t.Parallel()
	_, err := Render(chartDir, parseValues(t, `gateway: {tls: {enabled: false}}`), Options{})
	require.ErrorContains(t, err, "gateway.tls.allowPlaintext")
}

// Each receiver's own callback secrets (docs/security.md) reach callback-dispatcher only,
// as a 0440 file; with the shared secret turned off it is not read at all, and turning
// it off without receivers' secrets fails the render.
func TestCallbackReceiverSecretsOnlyInTheDispatcher(t *testing.T) {
	t.Parallel()
	r := render(t, `callbacks: {shared: false, receivers: {existingSecret: hook-secrets, key: by-origin.json}}`, Options{})
	for name, d := range deployments(t, r) {
		pod := d.Spec.Template.Spec
		e := env(pod.Containers[0])
		require.NotContains(t, e, "MG_CALLBACK_SECRETS", "%s: no shared secret when it is turned off", name)
		if name != "callback-dispatcher" {
			require.NotContains(t, e, "MG_CALLBACK_SECRETS_FILE", name)
			require.Nil(t, volume(pod, "callback-receivers"), name)
			continue
		}
		require.Equal(t, "/etc/qtg/callbacks/receivers.json", e["MG_CALLBACK_SECRETS_FILE"])
		v := volume(pod, "callback-receivers").Secret
		require.Equal(t, "hook-secrets", v.SecretName)
		require.Equal(t, "by-origin.json", v.Items[0].Key)
		require.Equal(t, "receivers.json", v.Items[0].Path)
		require.Equal(t, int32(0o440), *v.DefaultMode)
		require.True(t, mounts(pod.Containers[0])["/etc/qtg/callbacks"].ReadOnly)
	}
	_, err := Render(chartDir, parseValues(t, `callbacks: {shared: false}`), Options{})
	require.ErrorContains(t, err, "callbacks.receivers.existingSecret")
}

// Each deployable logs in with its own login (docs/security.md): its pods and the
// migration Job that creates the login read the same Secret (database.existingSecrets,
// default <fullname>-database-<deployable>), and a disabled deployable gets no login.
func TestEachDeployableHasItsOwnLogin(t *testing.T) {
	t.Parallel()
	r := render(t, `{database: {existingSecrets: {callback-dispatcher: cb-login}}, workers: {movement-archiver: {enabled: false}}}`, Options{})
	job := r.Hooks[0].Value.(*batchv1.Job).Spec.Template.Spec.Containers[0]
	logins := map[string]string{}
	for _, e := range job.Env {
		if name, ok := strings.CutPrefix(e.Name, "MG_LOGIN_"); ok && e.ValueFrom != nil {
			logins[strings.ReplaceAll(strings.ToLower(name), "_", "-")] = e.ValueFrom.SecretKeyRef.Name
		}
	}
	deps := deployments(t, r)
	require.Len(t, logins, len(deps), "one login per deployable")
	for name, d := range deps {
		secret := envVar(t, d.Spec.Template.Spec.Containers[0], "DATABASE_URL").ValueFrom.SecretKeyRef.Name
		require.Equal(t, logins[name], secret, "%s's pods log in as the login the migration creates for it", name)
	}
	require.Equal(t, "cb-login", logins["callback-dispatcher"])
	require.NotContains(t, logins, "movement-archiver")
	require.NotContains(t, logins, "console", "the console has no database")
}
