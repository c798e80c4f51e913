package charttest

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/chart/loader"
	"helm.sh/helm/v3/pkg/chartutil"
	"helm.sh/helm/v3/pkg/engine"
	"helm.sh/helm/v3/pkg/releaseutil"
)

// KubeVersion is the Kubernetes version charts are rendered for. It must satisfy the
// chart's kubeVersion constraint (native gRPC probes need 1.27).
const KubeVersion = "v1.33.0"

// Options says how a release is rendered. The zero value is a fresh install of release
// "qtg" into namespace "qtg".
type Options struct {
	// ReleaseName defaults to "qtg".
	ReleaseName string
	// Namespace defaults to "qtg".
	Namespace string
	// Upgrade renders as `helm upgrade` would (Release.IsUpgrade) instead of an install.
	Upgrade bool
}

// Hook is a rendered Helm hook: its decoded object and the hook annotations as Helm's
// installer parsed them.
type Hook struct {
	Object
	// Events are the hook events, e.g. "pre-install".
	Events []string
	// DeletePolicies are the hook's delete policies, e.g. "hook-succeeded".
	DeletePolicies []string
	// Weight orders hooks of one event.
	Weight int
}

// Rendering is a rendered release.
type Rendering struct {
	// Objects are the ordinary manifests, in Helm's install order.
	Objects []Object
	// Hooks are the hook manifests but the tests.
	Hooks []Hook
	// Tests are the `helm test` hooks, which Helm creates only when the tests run.
	Tests []Hook
	// Notes is the rendered NOTES.txt.
	Notes string
}

// LoadChart loads the chart directory and checks that it may be installed on KubeVersion.
func LoadChart(dir string) (*chart.Chart, error) {
	ch, err := loader.Load(dir)
	if err != nil {
		return nil, fmt.Errorf("load chart %s: %w", dir, err)
	}
	if c := ch.Metadata.KubeVersion; c != "" && !chartutil.IsCompatibleRange(c, KubeVersion) {
		return nil, fmt.Errorf("chart requires kubeVersion %s, rendering for %s", c, KubeVersion)
	}
	return ch, nil
}

// Render renders the chart in dir with vals over its defaults. Values that fail the chart's
// schema, a template that fails, and a manifest that does not decode strictly are errors.
func Render(dir string, vals map[string]any, opts Options) (*Rendering, error) {
	ch, err := LoadChart(dir)
	if err != nil {
		return nil, err
	}
	caps := chartutil.DefaultCapabilities.Copy()
	kv, err := chartutil.ParseKubeVersion(KubeVersion)
	if err != nil {
		return nil, err
	}
	caps.KubeVersion = *kv
	relOpts := chartutil.ReleaseOptions{
		Name:      cmp.Or(opts.ReleaseName, "qtg"),
		Namespace: cmp.Or(opts.Namespace, "qtg"),
		Revision:  1,
		IsInstall: !opts.Upgrade,
		IsUpgrade: opts.Upgrade,
	}
	if opts.Upgrade {
		relOpts.Revision = 2
	}
	top, err := chartutil.ToRenderValues(ch, vals, relOpts, caps)
	if err != nil {
		return nil, err
	}
	files, err := engine.Engine{Strict: true}.Render(ch, top)
	if err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}

	r := &Rendering{}
	for name, content := range files {
		if strings.HasSuffix(name, "/NOTES.txt") {
			r.Notes = content
			delete(files, name)
		}
	}
	hooks, manifests, err := releaseutil.SortManifests(files, caps.APIVersions, releaseutil.InstallOrder)
	if err != nil {
		return nil, fmt.Errorf("split manifests: %w", err)
	}
	var errs []error
	for _, m := range manifests {
		obj, err := Decode(m.Name, m.Content)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		r.Objects = append(r.Objects, obj)
	}
	for _, h := range hooks {
		obj, err := Decode(h.Path, h.Manifest)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		hook := Hook{Object: obj, Weight: h.Weight}
		for _, e := range h.Events {
			hook.Events = append(hook.Events, e.String())
		}
		for _, p := range h.DeletePolicies {
			hook.DeletePolicies = append(hook.DeletePolicies, p.String())
		}
		slices.Sort(hook.Events)
		slices.Sort(hook.DeletePolicies)
		if slices.Contains(hook.Events, "test") {
			r.Tests = append(r.Tests, hook)
			continue
		}
		r.Hooks = append(r.Hooks, hook)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return r, nil
}

// Of returns the rendered objects (hooks excluded) of type T, e.g. Of[*appsv1.Deployment](r).
func Of[T any](r *Rendering) []T {
	var out []T
	for _, o := range r.Objects {
		if t, ok := o.Value.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// Kinds counts the rendered objects (hooks excluded) by kind.
func (r *Rendering) Kinds() map[string]int {
	out := map[string]int{}
	for _, o := range r.Objects {
		out[o.Kind]++
	}
	return out
}
