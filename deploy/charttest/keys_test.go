package charttest

import (
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
)

// keyValues configures EVM signing keys four ways: a Secret with one picked key for both
// signing deployables, a whole Secret (every key in it) for both, and one key each for
// recovery alone and dispatcher alone. The console is on, so every pod the chart can
// render is looked at.
const keyValues = `
console: {enabled: true}
keys:
  secrets:
    - {name: evm-hot, items: [{key: key, path: hot.key}], signers: [hot]}
    - {name: evm-treasury, signers: [treasury-a, treasury-b]}
    - {name: evm-spare, items: [{key: key, path: spare.key}], signers: [spare], deployables: [recovery]}
    - {name: evm-batch, items: [{key: key, path: batch.key}], signers: [batch], deployables: [dispatcher]}
`

// keyFiles maps what a pod's containers can read of the evm-* Secrets: "<secret>:<key>"
// (or "<secret>:*" for every key of it) to the file it lies at, or to "env <NAME>".
func keyFiles(spec corev1.PodSpec) map[string]string {
	out := map[string]string{}
	type source struct {
		secret string
		items  []corev1.KeyToPath
	}
	byVolume := map[string][]source{}
	for _, v := range spec.Volumes {
		if v.Secret != nil {
			byVolume[v.Name] = append(byVolume[v.Name], source{v.Secret.SecretName, v.Secret.Items})
		}
		if v.Projected != nil {
			for _, s := range v.Projected.Sources {
				if s.Secret != nil {
					byVolume[v.Name] = append(byVolume[v.Name], source{s.Secret.Name, s.Secret.Items})
				}
			}
		}
	}
	for _, c := range append(slices.Clone(spec.InitContainers), spec.Containers...) {
		for _, m := range c.VolumeMounts {
			for _, src := range byVolume[m.Name] {
				if !strings.HasPrefix(src.secret, "evm-") {
					continue
				}
				if len(src.items) == 0 {
					out[src.secret+":*"] = m.MountPath + "/"
				}
				for _, it := range src.items {
					out[src.secret+":"+it.Key] = path.Join(m.MountPath, it.Path)
				}
			}
		}
		for _, e := range c.Env {
			if e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil && strings.HasPrefix(e.ValueFrom.SecretKeyRef.Name, "evm-") {
				out[e.ValueFrom.SecretKeyRef.Name+":"+e.ValueFrom.SecretKeyRef.Key] = "env " + e.Name
			}
		}
		for _, f := range c.EnvFrom {
			if f.SecretRef != nil && strings.HasPrefix(f.SecretRef.Name, "evm-") {
				out[f.SecretRef.Name+":*"] = "env"
			}
		}
	}
	return out
}

// Keys only where they sign (docs/security.md, "A compromised pod"): the rendered chart,
// pod by pod, and the key files each can read. Only dispatcher and recovery read any,
// each only the keys.secrets entries selected for it (`deployables`, default both); the
// gateway, the observer (its fee bumps are recovery's), evm-nonce-reaper (its fills are
// recovery's), every other worker, the console and the migration Job read none.
func TestKeysPerPod(t *testing.T) {
	t.Parallel()
	r := render(t, keyValues, Options{})
	both := map[string]string{
		"evm-hot:key":    "/etc/qtg/keys/hot.key",
		"evm-treasury:*": "/etc/qtg/keys/",
	}
	with := func(k, v string) map[string]string {
		m := map[string]string{k: v}
		for a, b := range both {
			m[a] = b
		}
		return m
	}
	want := map[string]map[string]string{
		"dispatcher": with("evm-batch:key", "/etc/qtg/keys/batch.key"),
		"recovery":   with("evm-spare:key", "/etc/qtg/keys/spare.key"),
	}
	deps := deployments(t, r)
	require.ElementsMatch(t, append(slices.Clone(allDeployables), "console"), keysOf(deps), "every pod is looked at")
	got := map[string]map[string]string{}
	for name, d := range deps {
		spec := d.Spec.Template.Spec
		if files := keyFiles(spec); len(files) > 0 {
			got[name] = files
			keys := volume(spec, "keys")
			require.EqualValues(t, 0o440, *keys.Projected.DefaultMode, name)
			require.True(t, mounts(spec.Containers[0])["/etc/qtg/keys"].ReadOnly, name)
		}
	}
	require.Equal(t, want, got)
	for _, j := range Of[*batchv1.Job](r) {
		require.Empty(t, keyFiles(j.Spec.Template.Spec), j.Name)
	}
	for _, h := range r.Hooks {
		if j, ok := h.Value.(*batchv1.Job); ok {
			require.Empty(t, keyFiles(j.Spec.Template.Spec), j.Name)
		}
	}
	// NOTES name each Secret with the signers it holds and who mounts it.
	require.Contains(t, r.Notes, "evm-treasury: signing keys of treasury-a, treasury-b, projected into /etc/qtg/keys of dispatcher and recovery only")
	require.Contains(t, r.Notes, "evm-spare: signing keys of spare, projected into /etc/qtg/keys of recovery only")

	// Turning a signing deployable's mountKeys off leaves it without any key.
	r = render(t, keyValues+`
workers: {recovery: {mountKeys: false}}
`, Options{})
	require.Empty(t, keyFiles(deployments(t, r)["recovery"].Spec.Template.Spec))
	require.Len(t, keyFiles(deployments(t, r)["dispatcher"].Spec.Template.Spec), 3)
}
