package charttest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// The chart publishes the OpenAPI document `make generate` writes from proto/: its copy
// in files/ is the generated file, byte for byte, and the ConfigMap carries it.
func TestChartPublishesTheGeneratedOpenAPIDocument(t *testing.T) {
	t.Parallel()
	generated, err := os.ReadFile(filepath.Join("..", "..", "api", "openapi", "qtg.swagger.yaml"))
	require.NoError(t, err)
	copied, err := os.ReadFile(filepath.Join(chartDir, "files", "openapi.yaml"))
	require.NoError(t, err)
	require.Equal(t, string(generated), string(copied), "helm/qtg/files/openapi.yaml is stale: run make generate")

	r := render(t, "", Options{})
	var doc string
	for _, cm := range Of[*corev1.ConfigMap](r) {
		if cm.Name == "qtg-openapi" {
			doc = cm.Data["openapi.yaml"]
		}
	}
	require.Equal(t, string(generated), doc)
}

// The gateway serves HTTP/JSON on its own port, named http in the container, the
// Service and the gateway's NetworkPolicy; gateway.http.enabled false leaves all of it
// (and the OpenAPI ConfigMap) out.
func TestGatewayHTTPPort(t *testing.T) {
	t.Parallel()
	ports := func(r *Rendering) (container, service, ingress []string, e map[string]string) {
		c := deployments(t, r)["gateway"].Spec.Template.Spec.Containers[0]
		for _, p := range c.Ports {
			container = append(container, p.Name)
		}
		for _, p := range byComponent(Of[*corev1.Service](r))["gateway"].Spec.Ports {
			require.Equal(t, intstr.FromString(p.Name), p.TargetPort)
			service = append(service, p.Name)
		}
		for _, np := range Of[*networkingv1.NetworkPolicy](r) {
			if np.Name == "qtg-gateway" {
				for _, p := range np.Spec.Ingress[0].Ports {
					ingress = append(ingress, p.Port.StrVal)
				}
			}
		}
		return container, service, ingress, env(c)
	}

	on := render(t, "", Options{})
	container, service, ingress, e := ports(on)
	require.Contains(t, container, "http")
	require.Equal(t, []string{"grpc", "http"}, service)
	require.Equal(t, []string{"grpc", "http"}, ingress)
	require.Equal(t, ":8080", e["MG_HTTP_ADDR"])
	require.Contains(t, on.Notes, "/qtg.v1.SessionService/WhoAmI")

	off := render(t, `gateway: {http: {enabled: false}}`, Options{})
	container, service, ingress, e = ports(off)
	require.NotContains(t, container, "http")
	require.Equal(t, []string{"grpc"}, service)
	require.Equal(t, []string{"grpc"}, ingress)
	require.NotContains(t, e, "MG_HTTP_ADDR")
	for _, cm := range Of[*corev1.ConfigMap](off) {
		require.NotEqual(t, "qtg-openapi", cm.Name)
	}
}
