package charttest

import (
	"testing"

	"github.com/stretchr/testify/require"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// The operator console is off by default; enabled, it serves HTTPS from its
// own TLS Secret, reaches the gateway by its Service, has no database credentials, and
// its NetworkPolicy is its only one: ingress to HTTPS (and metrics), egress only to the
// gateway's gRPC port and DNS. The release-wide policy, which opens the database,
// excludes it.
func TestConsole(t *testing.T) {
	t.Parallel()
	off := render(t, "", Options{})
	require.NotContains(t, deployments(t, off), "console", "off by default")

	r := render(t, `
console:
  enabled: true
networkPolicy:
  console: {from: [{namespaceSelector: {matchLabels: {kubernetes.io/metadata.name: ingress}}}]}
`, Options{})
	d := deployments(t, r)["console"]
	require.NotNil(t, d)
	pod := d.Spec.Template.Spec
	c := pod.Containers[0]
	require.Equal(t, []string{"/usr/local/bin/console"}, c.Command)
	require.Equal(t, "ghcr.io/qtgdev/qtg-console:0.1.0", c.Image)
	e := env(c)
	require.NotContains(t, e, "DATABASE_URL", "the console has no database")
	require.NotContains(t, e, "MG_ALLOW_PLAINTEXT")
	require.NotContains(t, e, "MG_GATEWAY_INSECURE", "the gateway speaks TLS by default")
	require.Equal(t, "qtg-gateway:9090", e["MG_GATEWAY_ADDR"])
	require.Equal(t, ":8443", e["MG_CONSOLE_ADDR"])
	require.Equal(t, "/etc/qtg/tls/tls.crt", e["MG_TLS_CERT_FILE"])
	require.Equal(t, "qtg-console-tls", volume(pod, "tls").Secret.SecretName)
	require.True(t, *c.SecurityContext.ReadOnlyRootFilesystem)
	require.False(t, *pod.AutomountServiceAccountToken)
	for _, v := range pod.Volumes {
		require.Nil(t, v.Projected, "no keys")
	}

	svcs := byComponent(Of[*corev1.Service](r))
	require.Equal(t, intstr.FromString("https"), svcs["console"].Spec.Ports[0].TargetPort)
	require.Equal(t, corev1.ServiceAffinityClientIP, svcs["console"].Spec.SessionAffinity, "sessions live in one pod")

	nps := map[string]*networkingv1.NetworkPolicy{}
	for _, np := range Of[*networkingv1.NetworkPolicy](r) {
		nps[np.Name] = np
	}
	all := nps["qtg"]
	require.Equal(t, []metav1.LabelSelectorRequirement{{Key: componentLabel, Operator: metav1.LabelSelectorOpNotIn, Values: []string{"console", "helm-test"}}},
		all.Spec.PodSelector.MatchExpressions, "the release-wide policy (database egress) does not select the console")
	np := nps["qtg-console"]
	require.NotNil(t, np)
	require.Equal(t, "console", np.Spec.PodSelector.MatchLabels[componentLabel])
	require.ElementsMatch(t, []networkingv1.PolicyType{networkingv1.PolicyTypeIngress, networkingv1.PolicyTypeEgress}, np.Spec.PolicyTypes)
	require.Equal(t, intstr.FromString("https"), *np.Spec.Ingress[0].Ports[0].Port)
	require.Equal(t, "ingress", np.Spec.Ingress[0].From[0].NamespaceSelector.MatchLabels["kubernetes.io/metadata.name"])
	require.Len(t, np.Spec.Egress, 2, "DNS and the gateway only")
	require.EqualValues(t, 53, np.Spec.Egress[0].Ports[0].Port.IntVal)
	require.Equal(t, intstr.FromString("grpc"), *np.Spec.Egress[1].Ports[0].Port)
	require.Equal(t, "gateway", np.Spec.Egress[1].To[0].PodSelector.MatchLabels[componentLabel])
	for _, rule := range np.Spec.Egress {
		for _, p := range rule.Ports {
			require.NotEqualValues(t, 5432, p.Port.IntVal, "no database port")
		}
	}

	// A gateway serving plaintext (development) is reached without TLS.
	dev := render(t, `{console: {enabled: true, tls: {enabled: false, allowPlaintext: true}}, gateway: {tls: {enabled: false, allowPlaintext: true}}}`, Options{})
	e = env(deployments(t, dev)["console"].Spec.Template.Spec.Containers[0])
	require.Equal(t, "true", e["MG_ALLOW_PLAINTEXT"])
	require.Equal(t, "true", e["MG_GATEWAY_INSECURE"])
	require.Nil(t, volume(deployments(t, dev)["console"].Spec.Template.Spec, "tls"))

	// A private CA for the gateway's certificate.
	ca := render(t, `console: {enabled: true, gatewayCA: {existingSecret: gw-ca}}`, Options{})
	cd := deployments(t, ca)["console"]
	require.Equal(t, "/etc/qtg/gateway-ca/ca.crt", env(cd.Spec.Template.Spec.Containers[0])["MG_GATEWAY_CA_FILE"])
	require.Equal(t, "gw-ca", volume(cd.Spec.Template.Spec, "gateway-ca").Secret.SecretName)
}

func TestConsoleRefusals(t *testing.T) {
	t.Parallel()
	for doc, want := range map[string]string{
		`console: {enabled: true, tls: {enabled: false}}`:               "console.tls.allowPlaintext",
		`{console: {enabled: true}, gateway: {enabled: false}}`:         "needs gateway.enabled",
		`console: {enabled: true, env: {DATABASE_URL: "postgres://x"}}`: "is set by the chart",
	} {
		_, err := Render(chartDir, parseValues(t, doc), Options{})
		require.ErrorContains(t, err, want, doc)
	}
}
