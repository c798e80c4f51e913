package charttest

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
)

// egressOf returns the egress a pod with podLabels is allowed, as "port/protocol to
// peer" strings (peer "any" when the rule names none), summed over every policy that
// selects it: what Kubernetes enforces.
func egressOf(t *testing.T, r *Rendering, podLabels map[string]string) []string {
	t.Helper()
	var out []string
	for _, np := range Of[*networkingv1.NetworkPolicy](r) {
		sel, err := metav1.LabelSelectorAsSelector(&np.Spec.PodSelector)
		require.NoError(t, err)
		if !sel.Matches(labels.Set(podLabels)) || !slices.Contains(np.Spec.PolicyTypes, networkingv1.PolicyTypeEgress) {
			continue
		}
		for _, rule := range np.Spec.Egress {
			peers := []string{"any"}
			if len(rule.To) > 0 {
				peers = nil
				for _, p := range rule.To {
					switch {
					case p.IPBlock != nil:
						peers = append(peers, fmt.Sprintf("%s except %v", p.IPBlock.CIDR, p.IPBlock.Except))
					default:
						peers = append(peers, "selector")
					}
				}
			}
			for _, port := range rule.Ports {
				for _, peer := range peers {
					out = append(out, fmt.Sprintf("%s/%s to %s", port.Port.String(), *port.Protocol, peer))
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Egress is granted per deployable (docs/security.md): DNS and the database for every pod; 443
// (configurable) only for the workers that read chains or sign; 443/80 outside private
// ranges only for callback-dispatcher; nothing more for the gateway, the promoter and the
// other sidecars.
func TestNetworkPolicyEgressPerDeployable(t *testing.T) {
	t.Parallel()
	base := []string{"5432/TCP to any", "53/TCP to any", "53/UDP to any"}
	chain := append(slices.Clone(base), "443/TCP to any")
	private := "[10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 100.64.0.0/10 169.254.0.0/16 127.0.0.0/8]"
	callback := append(slices.Clone(base),
		"443/TCP to 0.0.0.0/0 except "+private, "80/TCP to 0.0.0.0/0 except "+private,
		"443/TCP to ::/0 except [fc00::/7 fe80::/10 ::1/128]", "80/TCP to ::/0 except [fc00::/7 fe80::/10 ::1/128]")
	want := map[string][]string{
		"gateway":                      base,
		"audit-outbox-promoter":        base,
		"expiration-checker":           base,
		"template-proposal-expiration": base,
		"movement-archiver":            base,
		"dispatcher":                   chain,
		"observer":                     chain,
		"recovery":                     chain,
		"executor-health":              chain,
		"evm-nonce-reaper":             chain,
		"balance-snapshot":             chain,
		"verify-drift":                 chain,
		"capital-transfer-followup":    chain,
		"stranded-reaper":              chain,
		"callback-dispatcher":          callback,
	}
	r := render(t, "", Options{})
	deps := deployments(t, r)
	require.ElementsMatch(t, allDeployables, keysOf(want), "every deployable has an expectation")
	for name, d := range deps {
		require.Equal(t, sorted(want[name]), egressOf(t, r, d.Spec.Template.Labels), name)
	}

	// RPC egress is configurable: ports and destinations.
	r = render(t, `
networkPolicy:
  chainEgress:
    ports: [{port: 8545, protocol: TCP}]
    to: [{ipBlock: {cidr: 203.0.113.0/24}}]
  callbackEgress:
    ports: [{port: 443, protocol: TCP}]
    to: [{ipBlock: {cidr: 198.51.100.0/24}}]
`, Options{})
	deps = deployments(t, r)
	require.Equal(t, sorted(append(slices.Clone(base), "8545/TCP to 203.0.113.0/24 except []")), egressOf(t, r, deps["observer"].Spec.Template.Labels))
	require.Equal(t, sorted(append(slices.Clone(base), "443/TCP to 198.51.100.0/24 except []")), egressOf(t, r, deps["callback-dispatcher"].Spec.Template.Labels))
	require.Equal(t, sorted(base), egressOf(t, r, deps["gateway"].Spec.Template.Labels))

	// A chain worker disabled drops out of the policy; with none, there is no policy.
	r = render(t, `
workers:
  dispatcher: {enabled: false}
  observer: {enabled: false}
  recovery: {enabled: false}
  executor-health: {enabled: false}
  evm-nonce-reaper: {enabled: false}
  balance-snapshot: {enabled: false}
  verify-drift: {enabled: false}
  capital-transfer-followup: {enabled: false}
  stranded-reaper: {enabled: false}
  callback-dispatcher: {enabled: false}
`, Options{})
	for _, np := range Of[*networkingv1.NetworkPolicy](r) {
		require.NotContains(t, []string{"qtg-chain-egress", "qtg-callback-egress"}, np.Name)
	}
}

func sorted(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return out
}
