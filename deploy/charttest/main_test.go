package charttest

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

// Paths from this package's directory to what it tests.
var (
	chartDir    = filepath.Join("..", "..", "helm", "qtg")
	servicesDir = filepath.Join("..", "..", "services")
	repoRoot    = filepath.Join("..", "..")
)

// componentLabel names the deployable a resource belongs to.
const componentLabel = "app.kubernetes.io/component"

// parseValues parses a YAML values document, as `helm install -f` would read it.
func parseValues(t *testing.T, doc string) map[string]any {
	t.Helper()
	vals := map[string]any{}
	require.NoError(t, yaml.Unmarshal([]byte(doc), &vals))
	return vals
}

// render renders the chart with the given values document and requires it to render,
// decode strictly and validate.
func render(t *testing.T, doc string, opts Options) *Rendering {
	t.Helper()
	r, err := Render(chartDir, parseValues(t, doc), opts)
	require.NoError(t, err)
	require.NoError(t, Validate(r))
	return r
}

// deployments returns the rendered Deployments by deployable.
func deployments(t *testing.T, r *Rendering) map[string]*appsv1.Deployment {
	t.Helper()
	out := map[string]*appsv1.Deployment{}
	for _, d := range Of[*appsv1.Deployment](r) {
		name := d.Labels[componentLabel]
		require.NotEmpty(t, name, "Deployment %s has no %s label", d.Name, componentLabel)
		require.NotContains(t, out, name, "two Deployments for %s", name)
		out[name] = d
	}
	return out
}

// byComponent indexes objects that carry the component label.
func byComponent[T interface{ GetLabels() map[string]string }](objs []T) map[string]T {
	out := map[string]T{}
	for _, o := range objs {
		out[o.GetLabels()[componentLabel]] = o
	}
	return out
}

// env returns a container's plain env values by name; valueFrom entries map to "<from>".
func env(c corev1.Container) map[string]string {
	out := map[string]string{}
	for _, e := range c.Env {
		if e.ValueFrom != nil {
			out[e.Name] = "<from>"
			continue
		}
		out[e.Name] = e.Value
	}
	return out
}

// envVar returns a container's env entry by name.
func envVar(t *testing.T, c corev1.Container, name string) corev1.EnvVar {
	t.Helper()
	for _, e := range c.Env {
		if e.Name == name {
			return e
		}
	}
	require.Failf(t, "env not set", "container %s has no env %s", c.Name, name)
	return corev1.EnvVar{}
}

// mounts returns a container's volume mounts by path.
func mounts(c corev1.Container) map[string]corev1.VolumeMount {
	out := map[string]corev1.VolumeMount{}
	for _, m := range c.VolumeMounts {
		out[m.MountPath] = m
	}
	return out
}

// volume returns a pod's volume by name, or nil.
func volume(spec corev1.PodSpec, name string) *corev1.Volume {
	for i := range spec.Volumes {
		if spec.Volumes[i].Name == name {
			return &spec.Volumes[i]
		}
	}
	return nil
}
