package charttest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
)

// helmTestGolden is the rendered test Pod's command and environment with the gateway in
// plaintext, as `make run` serves it. The e2e test TestHelmTestPodPassesAgainstAGateway
// (services/internal/testing/e2e) runs exactly this against a running gateway, so the
// chart's check and the one proven to pass cannot drift apart.
var helmTestGolden = filepath.Join("testdata", "helm-test-pod.json")

// helmTestPod is what the e2e test needs of the rendered Pod.
type helmTestPod struct {
	Command []string          `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env"`
}

func testPod(t *testing.T, r *Rendering) *corev1.Pod {
	t.Helper()
	require.Len(t, r.Tests, 1, "one helm test hook")
	h := r.Tests[0]
	require.Equal(t, []string{"test"}, h.Events)
	require.Equal(t, []string{"before-hook-creation"}, h.DeletePolicies, "a rerun replaces the last run's Pod, whose logs stay readable until then")
	pod, ok := h.Value.(*corev1.Pod)
	require.True(t, ok, "the test hook is a Pod, not %T", h.Value)
	return pod
}

// The release's `helm test` checks the gateway's health and one authenticated read with
// a token from a Secret, in plaintext only where the gateway serves plaintext, and may
// reach nothing but the gateway and DNS.
func TestHelmTestChecksTheGatewayWithAToken(t *testing.T) {
	t.Parallel()
	pod := testPod(t, render(t, "", Options{}))
	c := pod.Spec.Containers[0]
	require.Equal(t, "ghcr.io/qtgdev/qtg-qtgctl:0.1.0", c.Image)
	require.Equal(t, []string{"/usr/local/bin/qtgctl"}, c.Command)
	require.Equal(t, []string{"check"}, c.Args)
	require.Equal(t, corev1.RestartPolicyNever, pod.Spec.RestartPolicy)
	e := env(c)
	require.Equal(t, "qtg-gateway:9090", e["QTG_ADDR"])
	require.NotContains(t, e, "QTG_INSECURE", "TLS by default, like the gateway")
	tok := envVar(t, c, "QTG_TOKEN").ValueFrom.SecretKeyRef
	require.Equal(t, "qtg-test-token", tok.Name)
	require.Equal(t, "token", tok.Key)
	require.False(t, *pod.Spec.AutomountServiceAccountToken)

	ca := testPod(t, render(t, "tests: {enabled: true, gatewayCA: {existingSecret: gw-ca}, token: {existingSecret: viewer, key: t}}", Options{}))
	require.Equal(t, "/etc/qtg/gateway-ca/ca.crt", env(ca.Spec.Containers[0])["QTG_CA_FILE"])
	require.Equal(t, "viewer", envVar(t, ca.Spec.Containers[0], "QTG_TOKEN").ValueFrom.SecretKeyRef.Name)

	r := render(t, "", Options{})
	var np *networkingv1.NetworkPolicy
	for _, p := range Of[*networkingv1.NetworkPolicy](r) {
		if p.Spec.PodSelector.MatchLabels[componentLabel] == "helm-test" {
			np = p
		}
	}
	require.NotNil(t, np, "the test Pod has its own policy")
	require.Empty(t, np.Spec.Ingress)
	require.Len(t, np.Spec.Egress, 2, "DNS and the gateway only")
	require.Equal(t, "gateway", np.Spec.Egress[1].To[0].PodSelector.MatchLabels[componentLabel])

	require.Empty(t, render(t, "tests: {enabled: false}", Options{}).Tests)
	require.Empty(t, render(t, "gateway: {enabled: false}", Options{}).Tests, "nothing to check without a gateway")
}

// The golden file the e2e test runs is the chart's current rendering (regenerate with
// QTG_UPDATE_GOLDEN=1).
func TestHelmTestGoldenMatchesTheChart(t *testing.T) {
	t.Parallel()
	pod := testPod(t, render(t, "gateway: {tls: {enabled: false, allowPlaintext: true}}", Options{}))
	c := pod.Spec.Containers[0]
	got := helmTestPod{Command: c.Command, Args: c.Args, Env: env(c)}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	require.NoError(t, enc.Encode(got))
	b := buf.Bytes()
	if os.Getenv("QTG_UPDATE_GOLDEN") != "" {
		require.NoError(t, os.WriteFile(helmTestGolden, b, 0o644))
	}
	want, err := os.ReadFile(helmTestGolden)
	require.NoError(t, err)
	require.Equal(t, string(want), string(b), "rerun with QTG_UPDATE_GOLDEN=1 and check the diff")
}
