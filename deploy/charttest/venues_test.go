package charttest

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"sigs.k8s.io/yaml"
)

// venueValues configures one venue with both kinds of secret, and the console, so
// every pod the chart can render is looked at.
const venueValues = `
console: {enabled: true}
venues:
  content:
    venues:
      - name: bybit
        kind: bybit
        base_url: https://api.bybit.example
        account_type: FUND
        withdraw_key: {api_key: treasuryWithdraw1, secret_file: /etc/qtg/venue-keys/withdraw/bybit}
        read_key: {api_key: treasuryRead01, secret_file: /etc/qtg/venue-keys/read/bybit}
        withdrawal_sla: 30m
        deposit_sla: 30m
        coins: [{token: USDC, coin: USDC}]
        chains: [{chain: ethereum, venue_chain: ETH, deposit_address: "0x00000000000000000000000000000000000000aa"}]
  withdrawSecrets: [{name: qtg-bybit-withdraw, items: [{key: secret, path: bybit}]}]
  readSecrets: [{name: qtg-bybit-read, items: [{key: secret, path: bybit}]}]
`

// venueSecrets lists the Secrets a pod spec can reach through its volumes and env.
func venueSecrets(spec corev1.PodSpec) []string {
	var out []string
	for _, v := range spec.Volumes {
		if v.Secret != nil {
			out = append(out, v.Secret.SecretName)
		}
		if v.Projected != nil {
			for _, s := range v.Projected.Sources {
				if s.Secret != nil {
					out = append(out, s.Secret.Name)
				}
			}
		}
	}
	for _, c := range append(slices.Clone(spec.InitContainers), spec.Containers...) {
		for _, e := range c.Env {
			if e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
				out = append(out, e.ValueFrom.SecretKeyRef.Name)
			}
		}
		for _, f := range c.EnvFrom {
			if f.SecretRef != nil {
				out = append(out, f.SecretRef.Name)
			}
		}
	}
	return slices.DeleteFunc(out, func(s string) bool { return !strings.HasPrefix(s, "qtg-bybit-") })
}

// The withdrawal secret reaches dispatcher and recovery only; the read-only secret
// those two and observer, balance-snapshot and capital-transfer-followup; no other pod
// (the gateway, every other worker, the console, the migration Job) reaches either.
// The venue file (no secret in it) goes where venues are used, with MG_VENUES_FILE.
func TestVenueSecretsPerDeployable(t *testing.T) {
	t.Parallel()
	r := render(t, venueValues, Options{})
	withdraw, read := "qtg-bybit-withdraw", "qtg-bybit-read"
	want := map[string][]string{
		"dispatcher":                {withdraw, read},
		"recovery":                  {withdraw, read},
		"observer":                  {read},
		"balance-snapshot":          {read},
		"capital-transfer-followup": {read},
	}
	usesVenues := []string{"gateway", "dispatcher", "observer", "recovery", "executor-health", "balance-snapshot", "capital-transfer-followup"}
	deps := deployments(t, r)
	require.Contains(t, deps, "console")
	for name, d := range deps {
		spec := d.Spec.Template.Spec
		require.ElementsMatch(t, want[name], venueSecrets(spec), "%s: venue secrets", name)
		c := spec.Containers[0]
		m := mounts(c)
		if slices.Contains(want[name], withdraw) {
			require.Equal(t, "venue-withdraw-keys", m["/etc/qtg/venue-keys/withdraw"].Name, name)
			require.True(t, m["/etc/qtg/venue-keys/withdraw"].ReadOnly, name)
			require.Equal(t, int32(0o440), *volume(spec, "venue-withdraw-keys").Projected.DefaultMode, name)
		} else {
			require.NotContains(t, m, "/etc/qtg/venue-keys/withdraw", name)
			require.Nil(t, volume(spec, "venue-withdraw-keys"), name)
		}
		if slices.Contains(want[name], read) {
			require.Equal(t, "venue-read-keys", m["/etc/qtg/venue-keys/read"].Name, name)
		} else {
			require.NotContains(t, m, "/etc/qtg/venue-keys/read", name)
		}
		if slices.Contains(usesVenues, name) {
			require.Equal(t, "/etc/qtg/venues.yaml", env(c)["MG_VENUES_FILE"], name)
			require.Equal(t, "venues.yaml", m["/etc/qtg/venues.yaml"].SubPath, name)
			require.Equal(t, "qtg-venues", volume(spec, "venues").ConfigMap.Name, name)
			require.NotEmpty(t, d.Spec.Template.Annotations["checksum/venues"], name)
		} else {
			require.NotContains(t, env(c), "MG_VENUES_FILE", name)
			require.NotContains(t, m, "/etc/qtg/venues.yaml", name)
		}
	}
	for _, j := range Of[*batchv1.Job](r) {
		require.Empty(t, venueSecrets(j.Spec.Template.Spec), j.Name)
	}
	for _, h := range r.Hooks {
		if j, ok := h.Value.(*batchv1.Job); ok {
			require.Empty(t, venueSecrets(j.Spec.Template.Spec), j.Name)
		}
	}

	// The ConfigMap is the values' configuration as given: secret file paths, no secret.
	var cm *corev1.ConfigMap
	for _, c := range Of[*corev1.ConfigMap](r) {
		if c.Name == "qtg-venues" {
			cm = c
		}
	}
	require.NotNil(t, cm)
	var file struct {
		Venues []map[string]any `json:"venues"`
	}
	require.NoError(t, yaml.UnmarshalStrict([]byte(cm.Data["venues.yaml"]), &file))
	require.Len(t, file.Venues, 1)
	require.Equal(t, map[string]any{"api_key": "treasuryWithdraw1", "secret_file": "/etc/qtg/venue-keys/withdraw/bybit"}, file.Venues[0]["withdraw_key"])

	// Egress to the venue for exactly the pods that call it.
	var np *networkingv1.NetworkPolicy
	for _, p := range Of[*networkingv1.NetworkPolicy](r) {
		if p.Name == "qtg-venue-egress" {
			np = p
		}
	}
	require.NotNil(t, np)
	require.Len(t, np.Spec.PodSelector.MatchExpressions, 1)
	require.ElementsMatch(t, []string{"dispatcher", "observer", "recovery", "executor-health", "balance-snapshot", "capital-transfer-followup"},
		np.Spec.PodSelector.MatchExpressions[0].Values)
	venuePods := np.Spec.PodSelector.MatchExpressions[0].Values
	r = render(t, venueValues+`
networkPolicy:
  chainEgress: {ports: [{port: 8545, protocol: TCP}], to: [{ipBlock: {cidr: 203.0.113.0/24}}]}
  venueEgress: {to: [{ipBlock: {cidr: 198.51.100.0/24}}]}
`, Options{})
	for name, d := range deployments(t, r) {
		require.Equal(t, slices.Contains(venuePods, name), slices.Contains(egressOf(t, r, d.Spec.Template.Labels), "443/TCP to 198.51.100.0/24 except []"), name)
	}
}

// Without venues nothing venue-related is rendered.
func TestVenuesOffByDefault(t *testing.T) {
	t.Parallel()
	r := render(t, "", Options{})
	for name, d := range deployments(t, r) {
		require.NotContains(t, env(d.Spec.Template.Spec.Containers[0]), "MG_VENUES_FILE", name)
		require.Nil(t, volume(d.Spec.Template.Spec, "venues"), name)
	}
	for _, c := range Of[*corev1.ConfigMap](r) {
		require.NotEqual(t, "qtg-venues", c.Name)
	}
	for _, p := range Of[*networkingv1.NetworkPolicy](r) {
		require.NotEqual(t, "qtg-venue-egress", p.Name)
	}
}

// A venue file whose secrets would not be where the chart mounts them (or would come
// from the environment) fails the render: the separation depends on those paths.
func TestVenueSecretPathsEnforced(t *testing.T) {
	t.Parallel()
	for name, key := range map[string]string{
		"withdrawal secret outside its directory": `withdraw_key: {api_key: treasuryWithdraw1, secret_file: /etc/qtg/venue-keys/read/bybit}`,
		"withdrawal secret from the environment":  `withdraw_key: {api_key: treasuryWithdraw1, secret_env: BYBIT_SECRET}`,
		"read secret outside its directory": `withdraw_key: {api_key: treasuryWithdraw1, secret_file: /etc/qtg/venue-keys/withdraw/bybit}
        read_key: {api_key: treasuryRead01, secret_file: /etc/qtg/keys/bybit}`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, err := Render(chartDir, parseValues(t, `
venues:
  content:
    venues:
      - name: bybit
        `+key+`
`), Options{})
			require.ErrorContains(t, err, "/etc/qtg/venue-keys/")
		})
	}
}
